#include "chartaxes.h"

#include <QAbstractSeries>
#include <QChart>
#include <QRectF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

void ChartAxes::setUp(QChart *chart, QObject *owner)
{
    m_chart = chart;
    m_x = new QValueAxis(owner);
    m_y = new QValueAxis(owner);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0.0);
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0.0);
}

void ChartAxes::addSeries(QAbstractSeries *series) const
{
    m_chart->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
}

void ChartAxes::setRangeAndInterval(QValueAxis *axis, double min, double max, double interval)
{
    // Qt Charts lays an axis out at once on each setRange() and setTickInterval(), creating a
    // graphics item per tick (and more slowly the more it already has). The interval goes
    // through the coarser of the old and new one, so that no step in between has more ticks
    // than the old or the new axis: setting the range first laid a range of 4300 out with the
    // interval 0.5 of the old one (8600 ticks, 17 s).
    const double coarse = std::max(axis->tickInterval(), interval);
    axis->setTickInterval(coarse);
    axis->setRange(min, max);
    axis->setTickInterval(interval);
}

double ChartAxes::margin(double span, qreal extent) const
{
    // A margin of m pixels on each side of a span s drawn over w pixels: s * m / (w - 2m).
    if (m_pixels <= 0 || extent <= 4 * m_pixels || !(span > 0.0))
        return 0.0;
    return span * m_pixels / (extent - 2 * m_pixels);
}

void ChartAxes::setXRange(double first, double last, double interval)
{
    m_xFirst = first;
    m_xLast = last;
    const double dx = margin(last - first, m_plot.width());
    setRangeAndInterval(m_x, first - dx, last + dx, interval);
}

void ChartAxes::setYRange(double lowest, double highest, double interval, int decimals,
                          bool exactTop)
{
    // (1 - 1e-9: a top that is a whole number of intervals stays where it is.)
    m_yTop = std::max(interval,
                      std::ceil(highest * (exactTop ? 1.0 - 1e-9 : 1.05) / interval) * interval);
    m_yBottom = lowest < 0.0 ? std::floor(lowest * 1.05 / interval) * interval : 0.0;
    const double dy = margin(m_yTop - m_yBottom, m_plot.height());
    setRangeAndInterval(m_y, m_yBottom - dy, m_yTop + dy, interval);
    // The decimals the interval needs (0.5: one, 0.25: two), at least `decimals`.
    int needed = 0;
    while (needed < 6
           && std::fabs(interval * std::pow(10.0, needed)
                        - std::round(interval * std::pow(10.0, needed)))
               > 1e-9)
        ++needed;
    m_y->setLabelFormat(QStringLiteral("%.%1f").arg(std::max(decimals, needed)));
}

bool ChartAxes::fitToPlot(const QRectF &plot, qreal pixels)
{
    m_pixels = pixels;
    m_plot = plot.size();
    // Only the margins change here (a few pixels' worth): the ticks stay as they are.
    const double dx = margin(m_xLast - m_xFirst, m_plot.width());
    const double dy = margin(m_yTop - m_yBottom, m_plot.height());
    const auto differs
        = [](double a, double b) { return std::fabs(a - b) > 1e-12 * (1.0 + std::fabs(b)); };
    bool changed = false;
    if (differs(m_x->min(), m_xFirst - dx) || differs(m_x->max(), m_xLast + dx)) {
        m_x->setRange(m_xFirst - dx, m_xLast + dx);
        changed = true;
    }
    if (differs(m_y->min(), m_yBottom - dy) || differs(m_y->max(), m_yTop + dy)) {
        m_y->setRange(m_yBottom - dy, m_yTop + dy);
        changed = true;
    }
    return changed;
}

int ChartAxes::ticksThatFit(qreal extent, qreal labelExtent)
{
    const qreal room = labelExtent + 16; // a gap of about two digits between labels
    if (!(extent > 0) || !(room > 0))
        return 1;
    return std::max(1, static_cast<int>(extent / room) - 1);
}

double ChartAxes::decimalInterval(double span, int ticks)
{
    const double raw = span / std::max(1, ticks);
    if (!(raw > 0.0) || !std::isfinite(raw))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10.0 * power;
}

double ChartAxes::binaryInterval(double span, int ticks)
{
    const double raw = span / std::max(1, ticks);
    if (!std::isfinite(raw))
        return 1.0;
    for (const double small : {0.25, 0.5}) {
        if (raw <= small)
            return small;
    }
    double power = 1.0;
    while (true) {
        for (const double m : {1.0, 2.0, 5.0}) {
            if (m * power >= raw)
                return m * power;
        }
        power *= 10.0;
    }
}
