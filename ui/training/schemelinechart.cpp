#include "schemelinechart.h"

#include "appearance.h"

#include "chartstyle.h"
#include "charttextview.h"
#include "displayformat.h"
#include "viewstyle.h"

#include <QChart>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

SchemeLineChart::SchemeLineChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_marker(new QLineSeries(this))
    , m_comparedMarker(new QLineSeries(this))
    , m_level(new QLineSeries(this))
    , m_markerX(std::numeric_limits<double>::quiet_NaN())
    , m_comparedMarkerX(std::numeric_limits<double>::quiet_NaN())
    , m_levelY(std::numeric_limits<double>::quiet_NaN())
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_axes.setUp(m_chart, this);
    m_axes.addSeries(m_marker);
    m_axes.addSeries(m_comparedMarker);
    m_axes.addSeries(m_level);
    m_chart->legend()->hide();
    m_view = new ChartTextView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setHoverProvider([this](const QPointF &point) { return hoverText(point); });
    applyAppearance();
    // Presentation mode, zoom and palette restyle the chart (its fonts, pens and room), as they
    // do every other chart.
    connect(Appearance::instance(), &Appearance::changed, this, &SchemeLineChart::applyAppearance);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { queueFit(); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void SchemeLineChart::applyAppearance()
{
    chartstyle::styleChartView(m_view);
    const QFontMetrics fm(viewstyle::scaledFont(1.0));
    m_view->setReadableMinimum(QSize(20 * fm.averageCharWidth(), 8 * fm.lineSpacing()));
    m_marker->setPen(QPen(viewstyle::ink(), viewstyle::penWidth(1.5), Qt::DashLine));
    QColor levelInk = viewstyle::ink();
    levelInk.setAlphaF(0.6);
    m_comparedMarker->setPen(QPen(levelInk, viewstyle::penWidth(1.0), Qt::DashLine));
    m_level->setPen(QPen(levelInk, viewstyle::penWidth(1.5), Qt::DotLine));
    for (int k = 0; k < m_series.size() && k < m_lines.size(); ++k) {
        m_series[k]->setPen(linePen(m_lines[k]));
        m_series[k]->setMarkerSize(markerSize());
    }
    m_view->refitTexts();
    queueFit();
}

qreal SchemeLineChart::markerSize() { return viewstyle::penWidth(2.0) * 1.8; }

QPen SchemeLineChart::linePen(const Line &line) const
{
    QColor colour = viewstyle::readable(line.colour);
    if (line.faded)
        colour.setAlphaF(0.45);
    QPen pen(colour, viewstyle::penWidth(line.faded ? 1.5 : 2.0));
    if (!line.dashes.isEmpty())
        pen.setDashPattern(line.dashes);
    return pen;
}

void SchemeLineChart::setTexts(const QString &title, const QString &xTitle, const QString &yTitle)
{
    m_view->setTitleText(title);
    m_axes.x()->setTitleText(xTitle);
    m_yTitle = yTitle;
    m_axes.y()->setTitleText(yTitle);
}

void SchemeLineChart::setPercent(bool on)
{
    m_yScale = on ? 100.0 : 1.0;
    rebuildSeries();
    setYAxis();
}

void SchemeLineChart::setPointsVisible(bool on)
{
    m_pointsVisible = on;
    for (int k = 0; k < m_series.size() && k < m_lines.size(); ++k)
        m_series[k]->setPointsVisible(on && !m_lines[k].faded);
}

void SchemeLineChart::setLines(const QList<Line> &lines, double xFirst, double xLast, double yTop)
{
    m_lines = lines;
    m_xFirst = xFirst;
    m_xLast = std::max(xFirst + 1.0, xLast);
    m_autoTop = !(yTop > 0.0);
    m_yTop = m_autoTop ? 1.0 : yTop;
    if (m_autoTop)
        for (const Line &line : m_lines)
            for (const QPointF &p : line.points)
                if (std::isfinite(p.y()))
                    m_yTop = std::max(m_yTop, p.y());
    rebuildSeries();
    m_axes.setXRange(m_xFirst, m_xLast, ChartAxes::decimalInterval(m_xLast - m_xFirst, 8));
    setYAxis();
    placeMarkers();
    placeLevel();
    queueFit();
}

void SchemeLineChart::rebuildSeries()
{
    for (QLineSeries *series : std::as_const(m_series)) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    QList<QAbstractSeries *> legend;
    for (const Line &line : std::as_const(m_lines)) {
        auto *series = new QLineSeries(this);
        series->setName(line.name);
        series->setPen(linePen(line));
        // An earlier run's lines without marks: they are there to compare, not to read off.
        series->setPointsVisible(m_pointsVisible && !line.faded);
        series->setMarkerSize(markerSize());
        QList<QPointF> points;
        for (const QPointF &p : line.points)
            if (std::isfinite(p.y()))
                points << shown(p);
        series->replace(points);
        m_axes.addSeries(series);
        m_series << series;
        // An earlier run's lines share their schemes' colours and dashes: the figure's caption
        // names the faint lines' run once instead of a legend entry each.
        if (!line.faded)
            legend << series;
    }
    m_view->setLegendSeries(legend, {Qt::AlignRight, Qt::AlignBottom});
}

void SchemeLineChart::appendPoints(int index, const std::vector<QPointF> &points)
{
    if (index < 0 || index >= m_lines.size())
        return;
    Line &line = m_lines[index];
    QList<QPointF> finite;
    bool widened = false;
    for (const QPointF &p : points) {
        line.points.push_back(p);
        if (!std::isfinite(p.y()))
            continue;
        finite << shown(p);
        if (m_autoTop && p.y() > m_yTop) {
            m_yTop = p.y();
            widened = true;
        }
    }
    // One replace, not append(): Qt Charts 6.4 appends a list point by point, and the line item
    // strokes its whole path again for each (a cached run's 800 steps took most of Export all).
    if (!finite.isEmpty())
        m_series[index]->replace(m_series[index]->points() + finite);
    if (widened)
        setYAxis();
}

void SchemeLineChart::setMarker(double x, const QString &label)
{
    m_markerX = x;
    m_markerLabel = label;
    m_marker->setName(label);
    placeMarkers();
}

void SchemeLineChart::setComparedMarker(double x, const QString &label)
{
    m_comparedMarkerX = x;
    m_comparedMarkerLabel = label;
    m_comparedMarker->setName(label);
    placeMarkers();
}

void SchemeLineChart::placeMarkers()
{
    const auto place = [this](QLineSeries *series, double x) {
        if (std::isfinite(x))
            series->replace({QPointF(x, 0.0), shown(QPointF(x, m_yTop))});
        else
            series->clear();
    };
    place(m_marker, m_markerX);
    place(m_comparedMarker, m_comparedMarkerX);
}

void SchemeLineChart::setLevel(double y, const QString &label)
{
    m_levelY = y;
    m_levelLabel = label;
    m_level->setName(label);
    placeLevel();
}

void SchemeLineChart::placeLevel()
{
    if (std::isfinite(m_levelY))
        m_level->replace({shown(QPointF(m_xFirst, m_levelY)), shown(QPointF(m_xLast, m_levelY))});
    else
        m_level->clear();
}

void SchemeLineChart::setYAxis()
{
    // A fixed top (accuracy: 1) is the axis's top; a loss's top gets the usual headroom. In
    // percent, whole numbers (0 %, 20 % ... 100 %).
    const double top = m_yTop * m_yScale;
    const double interval = ChartAxes::decimalInterval(top, m_yTicks);
    m_axes.setYRange(0.0, top, interval, m_yScale != 1.0 ? 0 : 1, !m_autoTop);
    // Percent on the tick labels ("80 %"), not in the axis title: a rotated title's every
    // character takes height, which a small window has not to spare.
    if (m_yScale != 1.0)
        m_axes.y()->setLabelFormat(interval < 1.0 ? QStringLiteral("%.1f %%")
                                                  : QStringLiteral("%.0f %%"));
    placeMarkers();
}

QString SchemeLineChart::hoverText(const QPointF &point) const
{
    // The nearest point of any line within a few pixels.
    double best = std::pow(12.0, 2);
    QString text;
    for (int k = 0; k < m_lines.size(); ++k) {
        for (const QPointF &p : m_lines[k].points) {
            if (!std::isfinite(p.y()))
                continue;
            const QPointF at = m_view->toWidget(shown(p), m_series[k]);
            const double distance
                = std::pow(at.x() - point.x(), 2) + std::pow(at.y() - point.y(), 2);
            if (distance < best) {
                best = distance;
                const QString y = m_yScale != 1.0
                    ? tr("%1 % (%2)").arg(display::number(100.0 * p.y(), 2), display::full(p.y()))
                    : display::full(p.y());
                text = tr("%1: %2 = %3, %4 = %5")
                           .arg(m_lines[k].name, m_axes.x()->titleText(), display::compact(p.x()),
                                m_yTitle, y);
            }
        }
    }
    const auto nearMark = [&](QLineSeries *series, double x) {
        return std::isfinite(x)
            && std::abs(m_view->toWidget(QPointF(x, 0.0), series).x() - point.x()) < 4.0;
    };
    if (text.isEmpty() && !m_markerLabel.isEmpty() && nearMark(m_marker, m_markerX))
        text = m_markerLabel;
    if (text.isEmpty() && !m_comparedMarkerLabel.isEmpty()
        && nearMark(m_comparedMarker, m_comparedMarkerX))
        text = m_comparedMarkerLabel;
    if (text.isEmpty() && std::isfinite(m_levelY) && !m_levelLabel.isEmpty()) {
        const QPointF at = m_view->toWidget(shown(QPointF(m_xFirst, m_levelY)), m_level);
        if (std::abs(at.y() - point.y()) < 4.0)
            text = m_levelLabel;
    }
    return text;
}

void SchemeLineChart::queueFit()
{
    if (!m_fitQueued) {
        m_fitQueued = true;
        QMetaObject::invokeMethod(this, &SchemeLineChart::fitAxes, Qt::QueuedConnection);
    }
}

void SchemeLineChart::fitAxes()
{
    m_fitQueued = false;
    const QRectF plot = m_chart->plotArea();
    const double span = m_xLast - m_xFirst;
    const int fitting = ChartAxes::ticksThatFit(
        plot.width(),
        QFontMetricsF(m_axes.x()->labelsFont())
            .horizontalAdvance(QString::number(static_cast<long long>(m_xLast))));
    double interval = ChartAxes::decimalInterval(span, std::min(8, fitting));
    // Room for one interval only: still a tick inside the axis (the ladder's next step up would
    // leave the axis with its first label alone). span / 3 rounds up to at most 0.83 span.
    if (interval > span)
        interval = ChartAxes::decimalInterval(span, 3);
    if (m_axes.x()->tickInterval() != interval)
        m_axes.x()->setTickInterval(interval);
    const int yTicks = std::min(
        5,
        ChartAxes::ticksThatFit(plot.height(), QFontMetricsF(m_axes.y()->labelsFont()).height()));
    if (yTicks != m_yTicks) {
        m_yTicks = yTicks;
        setYAxis();
    }
    m_axes.fitToPlot(plot, viewstyle::penWidth(2.0));
}
