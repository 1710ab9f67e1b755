#include "pairchart.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "chartaxes.h"
#include "chartlabel.h"
#include "chartstyle.h"
#include "displayformat.h"
#include "labelplacer.h"
#include "lessonstate.h"
#include "numberformat.h"
#include "viewstyle.h"

#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace {

// The y range at least: ±1 with a tenth to spare (more when the points need it).
constexpr double yLimit = 1.1;
/// A highlight line drawn as Qt Charts draws a line series: clipped by the painter to a
/// rectangle (so that SVG and PDF exports get the same clipped geometry).
class ClippedLineItem : public QGraphicsLineItem
{
public:
    using QGraphicsLineItem::QGraphicsLineItem;
    void setClip(const QRectF &clip)
    {
        if (clip == m_clip)
            return;
        m_clip = clip;
        update();
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        painter->save();
        painter->setClipRect(m_clip); // replacing the clip, as LineChartItem::paint does
        QGraphicsLineItem::paint(painter, option, widget);
        painter->restore();
    }

private:
    QRectF m_clip;
};

/// A step from 1, 2, 5 x 10^n (and 25, 250 ...) that gives at most `ticks` (and at most about
/// eight) x ticks over 0..n.
int tickStep(int n, int ticks = 8)
{
    static const int steps[] = {1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
    for (const int step : steps)
        if (n / step <= qMin(8, ticks))
            return step;
    return 10000;
}

} // namespace

PairChart::PairChart(LessonState *state, int pair, QWidget *parent)
    : ChartTextView(new QChart, parent), m_state(state), m_pair(pair)
{
    // Built with its chart: QChartView(parent) would make a default chart that setChart() then
    // releases without deleting.
    m_chart = chart();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    setRenderHint(QPainter::Antialiasing);

    m_xAxis = new QValueAxis(m_chart);
    m_xAxis->setLabelFormat(QStringLiteral("%.0f")); // positions are >= 0: no negative zero
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(0.0);
    m_yAxis = new QCategoryAxis(m_chart);
    m_yAxis->setRange(-yLimit, yLimit);
    m_yAxis->setStartValue(-yLimit);
    m_yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (const double tick : {-1.0, -0.5, 0.0, 0.5, 1.0})
        m_yAxis->append(display::number(tick, 1), tick); // true minus, never "−0.0"
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);

    const auto addSeries = [this](QXYSeries *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    };
    // Under the curves: the positions beyond the training length L, shaded.
    m_beyondUpper = new QLineSeries(m_chart);
    m_beyondLower = new QLineSeries(m_chart);
    m_beyondTraining = new QAreaSeries(m_beyondUpper, m_beyondLower);
    m_beyondTraining->setParent(m_chart);
    m_chart->addSeries(m_beyondTraining);
    m_beyondTraining->attachAxis(m_xAxis);
    m_beyondTraining->attachAxis(m_yAxis);
    m_sinCurve = new QLineSeries(m_chart);
    m_cosCurve = new QLineSeries(m_chart);
    m_sinMarkers = new QScatterSeries(m_chart);
    m_cosMarkers = new QScatterSeries(m_chart);
    const QList<QXYSeries *> drawOrder {m_sinCurve, m_cosCurve, m_sinMarkers, m_cosMarkers};
    for (QXYSeries *series : drawOrder)
        addSeries(series);
    // The highlights as scene items in the order the series had: the p and q lines, then the
    // points p sin, q sin, p cos, q cos; the labels on top.
    m_lineLayer = chartstyle::clipLayer(m_chart);
    m_lineLayer->setFlag(QGraphicsItem::ItemClipsChildrenToShape, false); // each line clips
    m_pointLayer = chartstyle::clipLayer(m_chart);
    for (const Mark mark : {P, Q}) {
        m_lineItems[mark] = new ClippedLineItem(m_lineLayer);
        m_lineItems[mark]->setVisible(false);
    }
    for (int k = 0; k < 2; ++k)
        for (const Mark mark : {P, Q}) {
            m_pointItems[mark][k] = new QGraphicsEllipseItem(m_pointLayer);
            m_pointItems[mark][k]->setBrush(mark == P ? viewstyle::pColour()
                                                      : viewstyle::qColour());
            m_pointItems[mark][k]->setVisible(false);
        }

    // Styles after addSeries (the theme sets its own colours when a series is added).
    for (QScatterSeries *markers : {m_sinMarkers, m_cosMarkers}) {
        markers->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        markers->setColor(markers == m_sinMarkers ? viewstyle::sinColour()
                                                  : viewstyle::cosColour());
    }
    for (int k = 0; k < 2; ++k)
        for (const Mark mark : {P, Q})
            m_labels[mark][k]
                = new ChartLabel(mark == P ? viewstyle::pColour() : viewstyle::qColour(), m_chart);
    // The tab shows one shared legend (the colours are the same in every chart).
    m_chart->legend()->hide();

    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        placeHighlights();
        placeLabels();
        // The axes follow the new plot size once the chart's layout is done (changing them
        // inside it leaves Qt Charts with a stale layout).
        if (!m_fitQueued) {
            m_fitQueued = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_fitQueued = false;
                    fitAxesToPlot();
                    placeHighlights();
                    placeLabels();
                },
                Qt::QueuedConnection);
        }
    });
    setMarksProvider([this] { return highlightMarks(); });
    setHoverProvider([this](const QPointF &point) { return markerHoverText(point); });
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(Appearance::instance(), &Appearance::changed, this, &PairChart::applyAppearance);
    applyAppearance();
    retranslate();
}

void PairChart::applyAppearance()
{
    chartstyle::styleChartView(this, m_fontFactor);
    refitTexts();
    setReadableMinimum(readableMinimum()); // follows the fonts
    const QColor halo = QApplication::palette().color(QPalette::Base);
    m_sinCurve->setPen(QPen(viewstyle::sinColour(), viewstyle::penWidth(2.5)));
    m_cosCurve->setPen(QPen(viewstyle::cosColour(), viewstyle::penWidth(2.5)));
    for (const Mark mark : {P, Q})
        m_lineItems[mark]->setPen(QPen(mark == P ? viewstyle::pColour() : viewstyle::qColour(),
                                       viewstyle::penWidth(2), Qt::DashLine));
    const QFont bold = viewstyle::scaledFont(m_fontFactor, true);
    const qreal pointSize = viewstyle::penWidth(13);
    for (int k = 0; k < 2; ++k) {
        for (const Mark mark : {P, Q}) {
            m_pointItems[mark][k]->setRect(0, 0, pointSize, pointSize);
            m_pointItems[mark][k]->setPen(QPen(halo, viewstyle::penWidth(2)));
            m_labels[mark][k]->updateColours();
            m_labels[mark][k]->setFont(bold);
        }
    }
    refresh();
}

void PairChart::setPair(int pair)
{
    if (pair == m_pair)
        return;
    m_pair = pair;
    refresh();
}

void PairChart::setMaxPosition(int n)
{
    n = qMax(1, n);
    if (n == m_maxPosition)
        return;
    m_maxPosition = n;
    refresh();
}

bool PairChart::validPair() const
{
    return m_pair >= 0 && m_pair < m_state->encoding().pairCount();
}

// The layout decides where the pair's sin and cos sit (interleaved: 2i and 2i + 1); the lone last
// pair of an odd d (interleaved, concatenated) has no cos.
bool PairChart::hasCos() const
{
    return validPair() && m_state->encoding().cosComponent(m_pair) >= 0;
}

QStringList PairChart::yAxisLabels() const { return m_yAxis->categoriesLabels(); }

QStringList PairChart::valueLabels() const
{
    QStringList texts;
    for (int k = 0; k < 2; ++k)
        for (const ChartLabel *label : {m_labels[P][k], m_labels[Q][k]})
            if (label->isVisible())
                texts << label->text();
    return texts;
}

QSize PairChart::sizeHint() const { return QSize(480, 300); }

QSize PairChart::readableMinimum() const
{
    // Room for a title of up to three lines, the axes and a plot about two and a half value
    // labels wide and six text lines high: the four labels find room beside their points.
    const QFontMetrics title(m_chart->titleFont());
    const QFontMetrics labels(m_chart->legend()->font());
    const QFontMetrics values(viewstyle::scaledFont(m_fontFactor, true));
    const int height = 3 * title.lineSpacing() + 8 * labels.lineSpacing() + 24;
    const int width = labels.horizontalAdvance(QStringLiteral("−0.5")) + 2 * labels.height()
        + qRound(2.5 * (values.horizontalAdvance(QStringLiteral("−0.000000")) + 6)) + 16;
    return QSize(width, height) + QSize(2 * frameWidth(), 2 * frameWidth());
}

void PairChart::refresh()
{
    // The curves, markers, axes and texts depend on d, base, the pair and n only: a change of p
    // or q (a slider drag) moves the highlights and leaves the rest alone.
    const DrawnKey key {m_state->width(), m_state->base(), m_state->encodingRevision(),
                        m_pair,           m_maxPosition,   m_state->trainLength()};
    if (!(key == m_drawn)) {
        m_drawn = key;
        refreshCurves();
    }
    setHighlight(P, m_state->position());
    setHighlight(Q, m_state->comparison());
    fitAxesToPlot();
    placeHighlights();
    placeLabels();
}

void PairChart::refreshCurves()
{
    updateTexts();
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int n = m_maxPosition;
    // fitAxesToPlot() widens the range for this n and thins the ticks to the plot's width.
    ChartAxes::setRangeAndInterval(m_xAxis, -m_xPad, n + m_xPad, tickStep(n));
    // Markers shrink as they crowd together, so that the curve stays visible between them.
    const qreal markerSize = viewstyle::penWidth(n <= 40        ? 8.0
                                                     : n <= 80  ? 6.0
                                                     : n <= 200 ? 4.0
                                                                : 2.5);
    m_sinMarkers->setMarkerSize(markerSize);
    m_cosMarkers->setMarkerSize(markerSize);
    const QColor halo = QApplication::palette().color(QPalette::Base);
    m_sinMarkers->setBorderColor(n <= 40 ? halo : viewstyle::sinColour());
    m_cosMarkers->setBorderColor(n <= 40 ? halo : viewstyle::cosColour());

    QList<QPointF> sinCurve, cosCurve, sinMarkers, cosMarkers;
    if (validPair()) {
        const int sinIndex = encoding.sinComponent(m_pair);
        const bool cos = hasCos();
        const int cosIndex = cos ? encoding.cosComponent(m_pair) : -1;
        // Dense samples: at least 8 per position. The fastest pair (denominator 1) has a period
        // of 2π ≈ 6.28 positions, so every period gets about 50 samples.
        const int samples = qMax(400, 8 * n);
        sinCurve.reserve(samples + 1);
        if (cos)
            cosCurve.reserve(samples + 1);
        for (int s = 0; s <= samples; ++s) {
            const double x = static_cast<double>(n) * s / samples;
            sinCurve.append(QPointF(x, encoding.componentAt(x, sinIndex)));
            if (cos)
                cosCurve.append(QPointF(x, encoding.componentAt(x, cosIndex)));
        }
        for (int p = 0; p <= n; ++p) {
            sinMarkers.append(QPointF(p, encoding.component(p, sinIndex)));
            if (cos)
                cosMarkers.append(QPointF(p, encoding.component(p, cosIndex)));
        }
    }
    m_sinCurve->replace(sinCurve);
    m_cosCurve->replace(cosCurve);
    m_sinMarkers->replace(sinMarkers);
    m_cosMarkers->replace(cosMarkers);
    m_cosCurve->setVisible(hasCos());
    m_cosMarkers->setVisible(hasCos());

    // Positions L .. n were never seen in training.
    const qint64 L = m_state->trainLength();
    const bool beyond = L < n;
    if (beyond) {
        m_beyondUpper->replace({QPointF(double(L), 1.0), QPointF(double(n) + m_xPad, 1.0)});
        m_beyondLower->replace({QPointF(double(L), -1.0), QPointF(double(n) + m_xPad, -1.0)});
    }
    QColor shade = viewstyle::ink();
    shade.setAlpha(28);
    m_beyondTraining->setBrush(shade);
    m_beyondTraining->setPen(QPen(viewstyle::ink(), viewstyle::penWidth(1.5)));
    m_beyondTraining->setVisible(beyond);
}

bool PairChart::showsBeyondTraining() const { return m_beyondTraining->isVisible(); }

void PairChart::setHighlight(Mark mark, qint64 position)
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const bool inRange = validPair() && position >= 0 && position <= m_maxPosition;
    ChartLabel *const *labels = m_labels[mark];
    m_lineValues[mark].clear();
    for (int k = 0; k < 2; ++k)
        m_pointValues[mark][k].clear();
    if (!inRange) {
        for (int k = 0; k < 2; ++k)
            labels[k]->setVisible(false);
        return;
    }
    const double x = static_cast<double>(position);
    m_lineValues[mark] = {QPointF(x, m_yAxis->min()), QPointF(x, m_yAxis->max())};
    for (int k = 0; k < 2; ++k) {
        if (k == 1 && !hasCos()) {
            labels[k]->setVisible(false);
            continue;
        }
        const int component
            = k == 0 ? encoding.sinComponent(m_pair) : encoding.cosComponent(m_pair);
        const double value = encoding.component(position, component);
        m_pointValues[mark][k] = {QPointF(x, value)};
        labels[k]->setText(display::number(value));
        labels[k]->setToolTip(display::full(value));
        labels[k]->setVisible(true);
    }
}

void PairChart::placeHighlights()
{
    // As Qt Charts draws a line series: clipped to the plot area widened by the fractions of
    // a pixel that keep lines along its edges; as it draws scatter markers: clipped to the plot
    // area, each placed so that its bounding rectangle (with the pen) is centred on the point.
    const QRectF plot = m_chart->plotArea();
    const qreal x1 = plot.x() - int(plot.x());
    const qreal y1 = plot.y() - int(plot.y());
    const qreal x2 = (plot.width() + 0.5) - int(plot.width() + 0.5);
    const qreal y2 = (plot.height() + 0.5) - int(plot.height() + 0.5);
    const QRectF lineClip = plot.adjusted(-x1, -y1, qMax(x1, x2), qMax(y1, y2));
    m_pointLayer->setRect(plot);
    for (const Mark mark : {P, Q}) {
        const QList<QPointF> &line = m_lineValues[mark];
        auto *lineItem = static_cast<ClippedLineItem *>(m_lineItems[mark]);
        lineItem->setClip(lineClip);
        if (line.size() == 2 && !plot.isEmpty()) {
            lineItem->setLine(QLineF(m_chart->mapToPosition(line.at(0), m_sinCurve),
                                     m_chart->mapToPosition(line.at(1), m_sinCurve)));
            lineItem->setVisible(true);
        } else {
            lineItem->setVisible(false);
        }
        for (int k = 0; k < 2; ++k) {
            const QList<QPointF> &point = m_pointValues[mark][k];
            QGraphicsEllipseItem *item = m_pointItems[mark][k];
            if (point.size() == 1 && !plot.isEmpty()) {
                const QRectF box = item->boundingRect();
                item->setPos(m_chart->mapToPosition(point.at(0), m_sinCurve)
                             - QPointF(box.width() / 2, box.height() / 2));
                item->setVisible(true);
            } else {
                item->setVisible(false);
            }
        }
    }
}

void PairChart::fitAxesToPlot()
{
    const QRectF plot = m_chart->plotArea();
    const qreal radius = viewstyle::penWidth(13) / 2 + viewstyle::penWidth(2) + 1;
    if (plot.width() <= 4 * radius || plot.height() <= 4 * radius)
        return;
    // The highlight points (the largest marks) fit whole between the plot's edges: each range
    // grows on both sides by their radius with its halo, in values at the current plot size.
    const double n = m_maxPosition;
    const double xPad = radius * n / (plot.width() - 2 * radius);
    const double yPad = qMax(yLimit - 1.0, radius * 2.0 / (plot.height() - 2 * radius));
    // As many x ticks as their labels have room for (at most about eight).
    const QFontMetricsF fm(m_xAxis->labelsFont());
    const qreal labelWidth = fm.horizontalAdvance(QString::number(m_maxPosition)) + 16;
    const int fitting = qMax(1, static_cast<int>(plot.width() / labelWidth) - 1);
    const int step = tickStep(m_maxPosition, fitting);
    m_xPad = xPad;
    m_yPad = yPad;
    const auto differs
        = [](double a, double b) { return std::fabs(a - b) > 1e-9 * (1 + std::fabs(b)); };
    if (differs(m_xAxis->min(), -xPad) || differs(m_xAxis->max(), n + xPad))
        m_xAxis->setRange(-xPad, n + xPad);
    if (differs(m_yAxis->min(), -1.0 - yPad) || differs(m_yAxis->max(), 1.0 + yPad)) {
        m_yAxis->setStartValue(-1.0 - yPad);
        m_yAxis->setRange(-1.0 - yPad, 1.0 + yPad);
    }
    if (!qFuzzyCompare(m_xAxis->tickInterval(), double(step)))
        m_xAxis->setTickInterval(step);
    for (const Mark mark : {P, Q})
        if (m_lineValues[mark].size() == 2) {
            m_lineValues[mark][0].setY(m_yAxis->min());
            m_lineValues[mark][1].setY(m_yAxis->max());
        }
}

QList<DataMark> PairChart::highlightMarks() const
{
    QList<DataMark> marks;
    static const char *const names[2] = {"sin", "cos"};
    for (int k = 0; k < 2; ++k)
        for (const Mark mark : {P, Q}) {
            const QGraphicsEllipseItem *item = m_pointItems[mark][k];
            if (!item->isVisible() || m_pointValues[mark][k].size() != 1)
                continue;
            const qreal size = item->rect().width();
            marks.append({QStringLiteral("%1 = %2 on %3 of pair %4")
                              .arg(mark == P ? QLatin1Char('p') : QLatin1Char('q'))
                              .arg(mark == P ? m_state->position() : m_state->comparison())
                              .arg(QLatin1String(names[k]))
                              .arg(m_pair),
                          markRect(m_pointValues[mark][k].at(0), m_sinCurve, size)});
        }
    return marks;
}

QRectF PairChart::valueLabelBox(Mark mark, int k) const
{
    const ChartLabel *label = m_labels[mark][k];
    return label->isVisible() ? QRectF(label->pos(), label->rect().size()) : QRectF();
}

bool PairChart::valueLabelHasLeader(Mark mark, int k) const
{
    return m_labels[mark][k]->isVisible() && m_labels[mark][k]->hasLeader();
}

QString PairChart::markerHoverText(const QPointF &point) const
{
    if (!validPair())
        return {};
    const QRectF plot = plotRect();
    if (!plot.adjusted(-8, -8, 8, 8).contains(point))
        return {};
    // The nearest integer position, then the nearer of its sin and cos markers.
    const QPointF left = toWidget(QPointF(0, 0), m_sinCurve);
    const QPointF right = toWidget(QPointF(m_maxPosition, 0), m_sinCurve);
    if (right.x() <= left.x())
        return {};
    const double x = (point.x() - left.x()) / (right.x() - left.x()) * m_maxPosition;
    const qint64 position = std::llround(x);
    if (position < 0 || position > m_maxPosition)
        return {};
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const qreal reach = qMax<qreal>(8.0, m_sinMarkers->markerSize());
    int best = -1;
    qreal bestDistance = reach;
    for (int k = 0; k < (hasCos() ? 2 : 1); ++k) {
        // The layout decides where the pair's sin and cos are (see hasCos()).
        const int component
            = k == 0 ? encoding.sinComponent(m_pair) : encoding.cosComponent(m_pair);
        const QPointF at = toWidget(
            QPointF(double(position), encoding.component(position, component)), m_sinCurve);
        const qreal distance = std::hypot(at.x() - point.x(), at.y() - point.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = component;
        }
    }
    if (best < 0)
        return {};
    return tr("Position %1, component %2 (pair %3, %4): %5")
        .arg(position)
        .arg(best)
        .arg(m_pair)
        .arg(QString::fromStdString(pe::componentLabel(encoding, best)),
             display::full(encoding.component(position, best)));
}

void PairChart::placeLabels()
{
    // Each value label goes beside its point (p's to the left and q's to the right, swapped
    // when q < p), inside the plot, clear of the highlight points and of the labels placed
    // before it; one that had to move away gets a leader line. The two labels of one position
    // keep their points' order: the upper point's label centred above the middle between the
    // points, the lower one's below it, so that each reads beside its own point and no leader line
    // crosses the other.
    const QRectF plot = m_chart->plotArea();
    const bool pLeft = m_state->position() <= m_state->comparison();
    LabelPlacer placer(plot);
    for (int k = 0; k < 2; ++k)
        for (const Mark mark : {P, Q})
            if (m_labels[mark][k]->isVisible() && m_pointValues[mark][k].size() == 1) {
                const QPointF at = m_chart->mapToPosition(m_pointValues[mark][k].at(0), m_sinCurve);
                const qreal half = m_pointItems[mark][k]->rect().width() / 2 + 1;
                placer.addObstacle(QRectF(at - QPointF(half, half), QSizeF(2 * half, 2 * half)));
            }
    for (int k = 0; k < 2; ++k)
        for (const Mark mark : {P, Q}) {
            ChartLabel *label = m_labels[mark][k];
            if (!label->isVisible() || m_pointValues[mark][k].size() != 1)
                continue;
            const QPointF at = m_chart->mapToPosition(m_pointValues[mark][k].at(0), m_sinCurve);
            const qreal gap = m_pointItems[mark][k]->rect().width() / 2 + 3;
            const bool right = mark == P ? !pLeft : pLeft;
            QRectF side = plot;
            const int other = 1 - k;
            if (m_labels[mark][other]->isVisible() && m_pointValues[mark][other].size() == 1) {
                const QPointF partner
                    = m_chart->mapToPosition(m_pointValues[mark][other].at(0), m_sinCurve);
                // The box's centre on the point's side of the middle.
                const qreal middle = (at.y() + partner.y()) / 2;
                const qreal half = label->rect().height() / 2;
                if (at.y() < partner.y())
                    side.setBottom(middle + half);
                else if (at.y() > partner.y())
                    side.setTop(middle - half);
            }
            const LabelPlacer::Placement placement
                = placer.placeWithin(side, at, label->rect().size(), gap, right);
            label->setPos(placement.box.topLeft());
            if (placement.leader)
                label->setLeader(at, viewstyle::penWidth(1));
            else
                label->clearLeader();
        }
}

void PairChart::retranslate()
{
    m_drawn = DrawnKey {}; // the texts change with the language
    refresh();
}

void PairChart::updateTexts()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    if (validPair()) {
        const double denominator = encoding.denominator(m_pair);
        const QString den = display::denominatorText(denominator);
        // The wavelength to two decimals in the title (six in the tooltip) keeps small charts
        // readable.
        const QString wavelength = display::number(encoding.wavelength(m_pair), 2);
        setTitleText(hasCos() ? tr("Pair i = %1 · denominator %2 · wavelength %3")
                                    .arg(m_pair)
                                    .arg(den, wavelength)
                              : tr("Pair i = %1 (sin only) · denominator %2 · wavelength %3")
                                    .arg(m_pair)
                                    .arg(den, wavelength));
        m_chart->setToolTip(tr("Wavelength 2π·%1 = %2 positions")
                                .arg(den, display::number(encoding.wavelength(m_pair))));
        m_sinCurve->setName(
            QString::fromStdString(pe::componentLabel(encoding, encoding.sinComponent(m_pair))));
        m_cosCurve->setName(hasCos() ? QString::fromStdString(
                                pe::componentLabel(encoding, encoding.cosComponent(m_pair)))
                                     : QString());
    } else {
        setTitleText(tr("Pair i = %1 is not a pair of d = %2").arg(m_pair).arg(m_state->width()));
        m_sinCurve->setName(QString());
        m_cosCurve->setName(QString());
    }
    m_xAxis->setTitleText(tr("position"));
}

void PairChart::resizeEvent(QResizeEvent *event)
{
    // Text grows with the chart (a projector shows few, large charts), within readable bounds,
    // on top of the application font (zoom, presentation mode).
    const qreal grow = qBound(1.0, qMin(height() / 288.0, width() / 480.0), 1.4);
    const qreal factor = std::round(grow * 20.0) / 20.0;
    if (!qFuzzyCompare(factor, m_fontFactor)) {
        m_fontFactor = factor;
        applyAppearance();
    }
    ChartTextView::resizeEvent(event);
    placeLabels();
}

void PairChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyAppearance();
    ChartTextView::changeEvent(event);
}
