#include "ropedecaychart.h"

#include "appearance.h"

#include "chartstyle.h"
#include "charttextview.h"
#include "displayformat.h"
#include "viewstyle.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

RopeDecayChart::RopeDecayChart(QWidget *parent)
    : QWidget(parent), m_chart(new QChart), m_series(new QLineSeries(this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_axes.setUp(m_chart, this);
    m_axes.addSeries(m_series);
    m_chart->legend()->hide();
    m_view = new ChartTextView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setHoverProvider([this](const QPointF &point) { return hoverText(point); });
    applyAppearance();
    // Presentation mode, zoom and palette restyle the chart as they do every other chart.
    connect(Appearance::instance(), &Appearance::changed, this, &RopeDecayChart::applyAppearance);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { queueFit(); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    retranslate();
}

void RopeDecayChart::applyAppearance()
{
    chartstyle::styleChartView(m_view);
    const QFontMetrics fm(viewstyle::scaledFont(1.0));
    m_view->setReadableMinimum(QSize(30 * fm.averageCharWidth(), 12 * fm.lineSpacing()));
    m_series->setPen(QPen(viewstyle::ink(), viewstyle::penWidth(2.0)));
    m_view->refitTexts();
    queueFit();
}

void RopeDecayChart::setCurve(const std::vector<double> &curve, const QString &title)
{
    m_curve = curve;
    QList<QPointF> points;
    points.reserve(qsizetype(curve.size()));
    m_top = 1.0;
    for (std::size_t k = 0; k < curve.size(); ++k) {
        points << QPointF(double(k), curve[k]);
        m_top = std::max(m_top, curve[k]);
    }
    m_series->replace(points);
    const double last = std::max(1.0, double(curve.size()) - 1.0);
    m_axes.setXRange(0.0, last, ChartAxes::decimalInterval(last, 8));
    m_axes.setYRange(0.0, m_top, ChartAxes::decimalInterval(m_top, m_yTicks), 1);
    m_view->setTitleText(title);
    queueFit();
}

QString RopeDecayChart::hoverText(const QPointF &point) const
{
    if (m_curve.empty())
        return {};
    const auto k = static_cast<long long>(std::llround(point.x()));
    if (k < 0 || k >= static_cast<long long>(m_curve.size()))
        return {};
    return tr("|m − n| = %1: %2").arg(k).arg(display::full(m_curve[std::size_t(k)]));
}

void RopeDecayChart::queueFit()
{
    if (!m_fitQueued) {
        m_fitQueued = true;
        QMetaObject::invokeMethod(this, &RopeDecayChart::fitAxes, Qt::QueuedConnection);
    }
}

void RopeDecayChart::fitAxes()
{
    m_fitQueued = false;
    const QRectF plot = m_chart->plotArea();
    const double last = std::max(1.0, double(m_curve.size()) - 1.0);
    const int fitting = ChartAxes::ticksThatFit(
        plot.width(),
        QFontMetricsF(m_axes.x()->labelsFont())
            .horizontalAdvance(QString::number(static_cast<long long>(last))));
    const double interval = ChartAxes::decimalInterval(last, std::min(8, fitting));
    if (m_axes.x()->tickInterval() != interval)
        m_axes.x()->setTickInterval(interval);
    const int yTicks = std::min(
        6,
        ChartAxes::ticksThatFit(plot.height(), QFontMetricsF(m_axes.y()->labelsFont()).height()));
    if (yTicks != m_yTicks) {
        m_yTicks = yTicks;
        m_axes.setYRange(0.0, m_top, ChartAxes::decimalInterval(m_top, m_yTicks), 1);
    }
    m_axes.fitToPlot(plot, viewstyle::penWidth(2.0));
}

void RopeDecayChart::retranslate()
{
    m_axes.x()->setTitleText(tr("relative distance |m − n|"));
    m_axes.y()->setTitleText(tr("decay bound"));
}

void RopeDecayChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
