#pragma once

#include <QtGlobal>

class QChart;
class QChartView;
class QGraphicsItem;
class QGraphicsRectItem;

/// The one place where Qt Charts charts follow Appearance (presentation mode, zoom, palette):
/// fonts come from the application font, background/text/grid/axis colours from the
/// application palette, pen widths are multiplied by Appearance::lineWidthScale() (the shared
/// helpers of ui/common/viewstyle.h). Data colours (Okabe-Ito lines, the colour map) are left
/// alone. Views call styleChart() on construction and again on Appearance::changed (and on
/// QEvent::FontChange / PaletteChange).
namespace chartstyle {

/// Applies the palette's colours (background = Base, text = WindowText, grid and axis lines
/// blended between the two) and the application font times fontFactor (title and axis titles
/// bold) to the chart, its legend and every axis it has now. Never calls QChart::setTheme (which
/// would reset the series colours).
void styleChart(QChart *chart, qreal fontFactor = 1.0);

/// styleChart(view->chart()) and the view's own background, so that no light margin shows.
void styleChartView(QChartView *view, qreal fontFactor = 1.0);

/// An item of a chart that draws nothing and clips its children to its rectangle (set it to the
/// plot area), at z above the series (Qt Charts draws them at z 5) and below value labels (20):
/// marks drawn as such children move without making the chart repaint its whole plot.
QGraphicsRectItem *clipLayer(QGraphicsItem *parent);

} // namespace chartstyle
