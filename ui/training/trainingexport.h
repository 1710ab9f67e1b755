#pragma once

#include "trainedscheme.h"

#include <QString>

#include <memory>
#include <vector>

class QWidget;
class TrainingView;

/// The Training family's figures for "Export all", `--export` and File > Export current view
///, each made without a display and deterministically from a Source.
namespace trainingexport {

/// What a figure shows: a config, its schemes and their finished runs (in the schemes' order),
/// and the attention page's choice (scheme index, n, layer, head; 0-based layer and head).
struct Source
{
    pe::TrainingConfig config;
    std::vector<pe::SchemeSpec> schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> runs;
    int attentionScheme = 1;
    int attentionLength = 0; ///< 0: L
    int attentionLayer = 0;
    int attentionHead = 0;
};

/// The exported run of "Export all" and `--export`: the lesson's (trainingpresets::lessonConfig,
/// the core's defaults: reverse on 8 symbols, L = 6, 2 layers of 2 heads, d = 32, 800 steps,
/// seed 1).
pe::TrainingConfig config();
/// The exported schemes: none, sinusoidal, learned.
std::vector<pe::SchemeSpec> schemes();
/// config() and schemes() with their runs, trained on the calling thread when neither the
/// session's cache nor the disk's has them (TrainingRunner::trainNow); the attention page shows
/// the sinusoidal scheme at n = L, layer 1, head 1.
Source exportedRun();
/// What view shows when every scheme it shows has finished (the runs, the attention page's
/// choice), else exportedRun(): a file is never an empty chart.
Source shownBy(const TrainingView &view);

/// A new figure of source: page "curves" (CurvesFigure), "lengths" (LengthFigure), "attention"
/// (AttentionFigure) or "positions" (PositionsFigure); null for another page.
QWidget *createFigure(const QString &page, const Source &source);
/// createFigure(page, exportedRun()).
QWidget *createFigure(const QString &page);

/// source's curves as CSV (`scheme,step,loss,accuracy`, core's writeCurvesCsv: the same columns
/// as `--train --curves`).
QByteArray curvesCsv(const Source &source);
/// curvesCsv(exportedRun()).
QByteArray curvesCsv();

} // namespace trainingexport
