#pragma once

#include "appearance.h"
#include "positionalencoding.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class LessonState;
class QSettings;

/// What the GUI remembers across runs (QSettings, organisation and application
/// "pe-visualiser"): language, window geometry and state, palette, zoom, the lesson's
/// parameters and the last export folder. Only the GUI run loads them; --csv and --export never do,
/// so that exports are reproducible, and options given on the command line win over them.
struct StoredSettings
{
    /// The base field's range in the window (and so the range accepted from a settings file).
    static constexpr double minBase = 1.0001;
    static constexpr double maxBase = 1e12;

    QString language; // "en" or "zh_CN"; empty when none was stored
    QByteArray geometry;
    QByteArray windowState;
    Appearance::PaletteKind palette = Appearance::PaletteKind::System;
    int zoomStep = 0;
    int d = pe::PositionalEncoding::defaultWidth;
    double base = pe::PositionalEncoding::defaultBase;
    qint64 p = 0;
    qint64 q = 3;
    bool encodingOn = true;
    /// The folder "Export current view" last wrote to (empty: none yet). Not checked for
    /// existence here: the window falls back to the Pictures folder when it is gone.
    QString exportFolder;
    /// True when the file could not be parsed or a stored value was unreadable or out of range;
    /// each such value was replaced by its default.
    bool problem = false;
};

namespace settingsstore {

/// Reads and validates every value; never throws. A missing key gives its default silently, a
/// bad one gives its default and sets problem; an unparsable file gives all defaults and problem.
StoredSettings load(QSettings &settings);
/// Writes every value (and syncs). QSettings never rewrites a file it could not parse, so the
/// caller removes such a file first (see main.cpp).
void save(QSettings &settings, const StoredSettings &values);
/// The lesson's parameters of state into values (the other fields are left alone).
void captureParameters(const LessonState &state, StoredSettings *values);
/// Sets the stored parameters on state, except those whose command-line option name is listed in
/// overridden ("dim", "base", "position", "comparison", "encoding").
void applyParameters(const StoredSettings &values, LessonState *state,
                     const QStringList &overridden = {});

} // namespace settingsstore
