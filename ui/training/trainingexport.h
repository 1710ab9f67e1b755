#pragma once

#include "training/trainer.h"

#include <QString>

#include <vector>

class QWidget;

/// The Training family's figures for "Export all" and `--export` (issue 20, point 4): each made
/// without a display and deterministically from one small fixed-seed comparison trained on the
/// calling thread (cached, so the four figures train it once per process).
namespace trainingexport {

/// The exported run: reverse on 8 symbols, L = 8, 2 layers of 2 heads, d = 32, seed 1, with
/// fewer steps than the view's default so that the export stays quick.
pe::TrainingConfig config();
/// The exported schemes: none, sinusoidal, learned.
std::vector<pe::SchemeSpec> schemes();

/// A new figure of the exported run: page "curves" (CurvesFigure), "lengths" (LengthFigure),
/// "attention" (AttentionFigure: the sinusoidal scheme, n = L, layer 1, head 1) or "positions"
/// (PositionsFigure); null for another page.
QWidget *createFigure(const QString &page);

/// The exported run's curves as CSV (`scheme,step,loss,accuracy`, core's writeCurvesCsv: the
/// same columns as `--train --curves`).
QByteArray curvesCsv();

} // namespace trainingexport
