#pragma once

#include "schemelinechart.h"
#include "trainedscheme.h"

#include "training/positionalscheme.h"
#include "training/trainer.h"
#include "training/trainingtask.h"

#include <QColor>
#include <QList>
#include <QString>

/// How the training views name and colour the positional schemes and tasks: one
/// Okabe–Ito colour per scheme, the same in every chart, and the names in the interface language.
namespace schemestyle {

/// The scheme's line colour (before viewstyle::readable()).
QColor colour(pe::SchemeKind kind);
/// The scheme's dash pattern (QPen::setDashPattern, in pen widths; empty: a solid line), one
/// per scheme, so that lines lying on each other stay apart: the gaps of the one on top show
/// the one under it, in print and for a reader who cannot tell the colours apart.
QList<qreal> dashes(pe::SchemeKind kind);
/// "none", "sinusoidal", "learned", "RoPE", "ALiBi", "T5 bias" in the interface language.
QString name(pe::SchemeKind kind);
/// A one-line description of how the scheme brings position in (tooltips).
QString help(pe::SchemeKind kind);
/// The task's name ("reverse", "shift by 2", "sort") in the interface language.
QString taskName(const pe::TaskSpec &task);

/// A scheme's empty chart line: its name, colour and dashes; an earlier run's (comparedRun
/// not empty, e.g. "run 2") faded and named "sinusoidal (run 2)".
SchemeLineChart::Line line(pe::SchemeKind kind, const QString &comparedRun = QString());
/// "This run: <runCaption(config)>", the caption of a figure's run.
QString thisRunText(const pe::TrainingConfig &config);
/// "Faint lines: run 2, <runCaption>", the caption of a compared run.
QString comparedRunText(const ComparedRuns &compared);
/// "chance 12.5 %": the accuracy of a guess that ignores the input (pe::chanceAccuracy).
QString chanceText(const pe::TaskSpec &task);
/// A run's choices on one line, for a caption: "reverse · L = 6 · 2 layers × 2 heads · d = 32 ·
/// 800 steps · seed 1" (and "causal mask" when it has one), in the interface language.
QString runCaption(const pe::TrainingConfig &config);
/// runCaption(config) with the choices that differ from other's first ("L = 6 · reverse · …"
/// beside a run with L = 8): what tells two runs apart stays in view when a narrow field cuts
/// the end.
QString runCaptionBeside(const pe::TrainingConfig &config, const pe::TrainingConfig &other);

} // namespace schemestyle
