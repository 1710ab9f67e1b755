#pragma once

#include "figuresize.h"

#include <QSize>
#include <QString>

class QWidget;

/// Whether a view shows its whole figure at a size, and the size it is laid out at so that it
/// does: a figure never drops content at a small size. Used by ExportScope (exportscope.h).
namespace imageexport {

/// A figure is scaled down at most this much (its text at four sevenths of the asked size) before
/// the size is refused: enough for every view at 600 x 400 in either language.
inline constexpr double maxShrink = 1.75;
/// The layouts tried grow by this factor each, up to maxSearch times the content size.
inline constexpr double growthStep = 1.125;
inline constexpr double maxSearch = 4.0;

/// True when widget shows all of its figure at its present size: neither widget itself, when it
/// is a scroll area (the table alone), nor any scroll area in it (visible to it) can scroll, no
/// part of it is marked cut (exportmarks::markCut()) and no visible child is laid out below its
/// minimum size hint or outside the widget. A main window is whole as it is (its export shows the
/// window).
bool isWhole(QWidget *widget);

/// Lays widget (a window of its own, shown off screen) out at content, or, when it is not
/// whole there, at the smallest of content x growthStep^k (k = 1, 2, ..., up to maxSearch) at
/// which it is; returns that growth, or 0 when none up to maxSearch is whole (it is left at
/// content). Events are processed after each resize.
double layOutWhole(QWidget *widget, const QSize &content);

/// The one-line refusal for a figure that needs growth (0: none found) at size: names the
/// smallest pixel size at size.scale that shows it whole, or says that it cannot be.
QString refusal(const FigureSize &size, double growth);

} // namespace imageexport
