#pragma once

#include <QString>

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

    /// x over [first, last] with a tick every interval (> 0).
    void setXRange(double first, double last, double interval) const;

    /// y in whole intervals from 0 (or, when lowest < 0, from below 1.05 * lowest) up to at least
    /// 1.05 * highest and at least one interval; labels with `decimals` decimals when
    /// interval >= 1, one more below ("%.1f" / "%.2f" for decimals = 1).
    void setYRange(double lowest, double highest, double interval, int decimals) const;

    /// The ladder 1, 2, 5 x 10^k for every whole k (..., 0.1, 0.2, 0.5, 1, 2, 5, 10, ...): the
    /// smallest at least span / ticks (ticks < 1 counts as 1); 1 when that is not positive or
    /// not finite.
    static double decimalInterval(double span, int ticks);

    /// The ladder 0.25, 0.5, then 1, 2, 5 x 10^k for k >= 0: the smallest at least span / ticks
    /// (ticks < 1 counts as 1; 0.25 for anything up to 0.25, 1 when not finite). Every step is
    /// exact in binary, so no tick lands a rounding error away from 0 and none reads "−0".
    static double binaryInterval(double span, int ticks);

private:
    QChart *m_chart = nullptr;
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};
