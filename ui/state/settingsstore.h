#pragma once

#include "appearance.h"
#include "attentionstate.h"
#include "encodingspec.h"
#include "positionalencoding.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "lessonstate.h"

#include <limits>

class QSettings;
class QVariant;

/// What the GUI remembers across runs (QSettings, organisation and application
/// "pe-visualiser"): language, window geometry and state, palette, zoom, the lesson's parameters
/// (LessonState: d, base, p, q, the switch, layout, padding index, L, L', the context method,
/// s (or "follow L'/L"), YaRN's alpha and beta, the second base) and the attention parameters
/// (AttentionState), and the last export folder. Only the GUI run loads them; --csv and --export never do, so that exports are
/// reproducible, and options given on the command line win over them.
struct StoredSettings
{
    /// The base's range in a settings file: what the window's base field and the command line
    /// accept, every finite number greater than 1 (from 1 + 2^-52 to the largest double).
    static constexpr double minBase = 1.0000000000000002;
    static constexpr double maxBase = std::numeric_limits<double>::max();

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
    pe::Layout layout = pe::Layout::Interleaved;
    int paddingIndex = LessonState::defaultPaddingIndex;
    pe::ContextMethod method = pe::ContextMethod::None;
    /// s; used when factorFollowsLengths is false (stored as "follow" otherwise).
    double factor = 4.0;
    bool factorFollowsLengths = true;
    double yarnAlpha = LessonState::defaultYarnAlpha;
    double yarnBeta = LessonState::defaultYarnBeta;
    qint64 trainLength = LessonState::defaultTrainLength;
    qint64 contextLength = LessonState::defaultContextLength;
    double secondBase = LessonState::defaultSecondBase;
    AttentionState::Parameters attention;
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
/// Each value is checked against its own range here (YaRN's alpha and beta together: both
/// defaults unless 0 <= alpha < beta); combinations that depend on other values (the fairseq
/// layout with d < 4, half-split RoPE with odd d, ...) are checked by applyParameters().
StoredSettings load(QSettings &settings);
/// Writes every value that differs from the file's (setIfChanged()) and syncs: nothing is written
/// when nothing changed. QSettings never rewrites a file it could not parse, so the
/// caller removes such a file first (see main.cpp).
void save(QSettings &settings, const StoredSettings &values);
/// The lesson's parameters of state into values (the other fields are left alone).
void captureParameters(const LessonState &state, StoredSettings *values);
/// Sets the stored parameters on state (and on state->attention()), except those whose
/// command-line option name is listed in overridden ("dim", "base", "position", "comparison",
/// "encoding", "layout", "train-length", "context", "scaling", "factor", "yarn-alpha",
/// "yarn-beta"). All at once when the combination is valid; otherwise value by value, keeping the
/// state's value wherever the stored one does not fit. Returns false when some stored value was
/// refused (the caller reports it as a settings problem).
bool applyParameters(const StoredSettings &values, LessonState *state,
                     const QStringList &overridden = {});
/// settings.setValue(key, value) unless the file already holds that value (as text, or as bytes
/// for a QByteArray): QSettings rewrites its whole file at sync() after any setValue(), so a quit
/// that changed nothing writes nothing.
void setIfChanged(QSettings &settings, const QString &key, const QVariant &value);

} // namespace settingsstore
