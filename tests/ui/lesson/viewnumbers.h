#pragma once

#include "lessoncontent.h"

#include <QList>
#include <QStringList>

/// What a lesson step's view shows, for tst_exerciseset's check that a step's text quotes only
/// numbers its view shows for the step's parameters. The numbers are computed
/// by the core from a LessonState holding the step's setup, as the view of that id (and page)
/// computes them for its cells, readouts and labels: the table (every component of PE(p), PE(q),
/// their difference, the denominators, the norm panel's two lengths), the unit circle of the
/// step's pair (its points, angles, chord and rotation), the pair charts, the distance chart's
/// lesson points, the lab's difference lengths, the scaling table, the attention scores, the
/// embedding norms and the RoPE view's pages. Numbers a view prints in scientific notation come
/// as their display::scientific() texts.
struct ViewNumbers
{
    QList<double> values; //!< shown in the lesson's formats (six decimals, or fewer)
    QStringList scientific; //!< shown as display::scientific() texts
};

/// The numbers step's view shows at step.setup (the view's own defaults for what the step does
/// not set: the RoPE view's query and key tokens, the distance chart's range).
ViewNumbers viewNumbers(const LessonStep &step);
