#pragma once

#include "appearance.h"
#include "attentionstate.h"
#include "encodingspec.h"
#include "positionalencoding.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "lessonstate.h"

class QSettings;

/// What the GUI remembers across runs (QSettings, organisation and application
/// "pe-visualiser"): language, window geometry and state, palette, zoom, the lesson's parameters
/// (LessonState: d, base, p, q, the switch, layout, padding index, L, L', the context method,
/// s (or "follow L'/L"), YaRN's alpha and beta, the second base) and the attention parameters
/// (AttentionState). Only the GUI run loads them; --csv and --export never do, so that exports are
/// reproducible, and options given on the command line win over them.
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
/// Writes every value (and syncs). QSettings never rewrites a file it could not parse, so the
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

} // namespace settingsstore
