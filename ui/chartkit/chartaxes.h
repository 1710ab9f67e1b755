#pragma once

#include <QPointF>
#include <QSizeF>
#include <QString>

class QRectF;

class QAbstractSeries;
class QChart;
class QObject;
class QValueAxis;

/// The two value axes of a chart over whole numbers (positions q, offsets k), set up once for the
/// distance and similarity views: x at the bottom with integer labels, y at the left, both with
/// dynamic ticks anchored at 0, so that 0 is a tick whenever it is in range. Ranges are whole
/// tick intervals taken from one of two ladders of round intervals.
class ChartAxes
{
public:
    /// Creates the x and y axes (children of owner) and adds them to chart. Call once, before
    /// addSeries().
    void setUp(QChart *chart, QObject *owner);

    QValueAxis *x() const { return m_x; }
    QValueAxis *y() const { return m_y; }

    /// Adds series to the chart (on top of the series added before) on both axes.
    void addSeries(QAbstractSeries *series) const;

    /// Sets a dynamic-tick axis to [min, max] with a tick every interval (> 0) so that no layout
    /// in between has more ticks than the axis had before or has after (Qt Charts lays the axis
    /// out on each change; a new range with the old, finer interval could mean thousands of
    /// ticks and seconds of work).
    static void setRangeAndInterval(QValueAxis *axis, double min, double max, double interval);

    /// x over [first, last] with a tick every interval (> 0), widened by the margin (below).
    void setXRange(double first, double last, double interval);

    /// y in whole intervals from 0 (or, when lowest < 0, from below 1.05 * lowest) up to at least
    /// 1.05 * highest and at least one interval, widened by the margin (below); labels with at
    /// least `decimals` decimals and as many as the interval needs ("%.1f" for 0.5, "%.2f" for
    /// 0.25). One decimal keeps a label at least as wide as "...", which Qt Charts needs beside
    /// a rotated axis title (with single-digit labels the Chinese title "点积" was cut to "⋮").
    /// exactTop: the top is highest itself, rounded up to whole intervals but not padded (an
    /// accuracy's 1.0, which 1.05 would push to 1.2).
    void setYRange(double lowest, double highest, double interval, int decimals,
                   bool exactTop = false);

    /// Widens both ranges by `pixels` beyond their ends at the plot's size (in the chart's
    /// pixels), so that marks up to that radius on the ends (a point at q = 1, a distance of 0)
    /// are drawn whole rather than cut by the plot's edge; ticks stay where they were. Call
    /// whenever the plot area changed (not from inside the chart's layout: queue it). Returns
    /// true when a range changed.
    bool fitToPlot(const QRectF &plot, qreal pixels);
    /// The ranges as set, before the margin: (x first, x last) and (y bottom, y top).
    QPointF nominalX() const { return {m_xFirst, m_xLast}; }
    QPointF nominalY() const { return {m_yBottom, m_yTop}; }

    /// How many tick intervals an axis extent pixels long has room for when each tick's label
    /// is labelExtent pixels (plus a gap) long: at least 1.
    static int ticksThatFit(qreal extent, qreal labelExtent);

    /// The ladder 1, 2, 5 x 10^k for every whole k (..., 0.1, 0.2, 0.5, 1, 2, 5, 10, ...): the
    /// smallest at least span / ticks (ticks < 1 counts as 1); 1 when that is not positive or
    /// not finite.
    static double decimalInterval(double span, int ticks);

    /// The ladder 0.25, 0.5, then 1, 2, 5 x 10^k for k >= 0: the smallest at least span / ticks
    /// (ticks < 1 counts as 1; 0.25 for anything up to 0.25, 1 when not finite). Every step is
    /// exact in binary, so no tick lands a rounding error away from 0 and none reads "−0".
    static double binaryInterval(double span, int ticks);

private:
    /// The margin in values for a span drawn over extent pixels (0 before fitToPlot()).
    double margin(double span, qreal extent) const;

    QChart *m_chart = nullptr;
    double m_xFirst = 0.0;
    double m_xLast = 1.0;
    double m_yBottom = 0.0;
    double m_yTop = 1.0;
    // The margin in pixels and the plot size it is converted at (none before fitToPlot()).
    qreal m_pixels = 0;
    QSizeF m_plot;
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};
