#include "chartaxes.h"

#include <QAbstractSeries>
#include <QChart>
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
    // interval 0.5 of the old one (8600 ticks, 17 s; issue 11, point 7).
    const double coarse = std::max(axis->tickInterval(), interval);
    axis->setTickInterval(coarse);
    axis->setRange(min, max);
    axis->setTickInterval(interval);
}

void ChartAxes::setXRange(double first, double last, double interval) const
{
    setRangeAndInterval(m_x, first, last, interval);
}

void ChartAxes::setYRange(double lowest, double highest, double interval, int decimals) const
{
    const double top = std::max(interval, std::ceil(highest * 1.05 / interval) * interval);
    const double bottom = lowest < 0.0 ? std::floor(lowest * 1.05 / interval) * interval : 0.0;
    setRangeAndInterval(m_y, bottom, top, interval);
    m_y->setLabelFormat(QStringLiteral("%.%1f").arg(interval >= 1.0 ? decimals : decimals + 1));
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
