#include "pairchart.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "chartstyle.h"
#include "displayformat.h"
#include "lessonstate.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace {

constexpr double yLimit = 1.1;

/// A step from 1, 2, 5 x 10^n (and 25, 250 ...) that gives at most about eight x ticks.
int tickStep(int n)
{
    static const int steps[] = {1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
    for (const int step : steps)
        if (n / step <= 8)
            return step;
    return 10000;
}

} // namespace

/// A value label with a light backing rectangle, a child of the chart, so that it is drawn and
/// exported with it.
class PairChartLabel : public QGraphicsRectItem
{
public:
    PairChartLabel(const QColor &colour, QGraphicsItem *parent)
        : QGraphicsRectItem(parent), m_colour(colour)
    {
        setPen(Qt::NoPen);
        m_text = new QGraphicsSimpleTextItem(this);
        QFont font = m_text->font();
        font.setBold(true);
        m_text->setFont(font);
        setZValue(20);
        updateColours();
    }
    /// The backing follows the palette's base colour; the text is lightened on a dark palette.
    void updateColours()
    {
        QColor backing = QApplication::palette().color(QPalette::Base);
        backing.setAlpha(215);
        setBrush(backing);
        m_text->setBrush(chartstyle::readable(m_colour));
    }
    QString text() const { return m_text->text(); }
    void setFont(const QFont &font)
    {
        m_text->setFont(font);
        setText(m_text->text());
    }
    void setText(const QString &text)
    {
        m_text->setText(text);
        const QRectF box = m_text->boundingRect().adjusted(-3, -1, 3, 1);
        setRect(QRectF(0, 0, box.width(), box.height()));
        m_text->setPos(3, 1);
    }

private:
    QColor m_colour;
    QGraphicsSimpleTextItem *m_text = nullptr;
};

PairChart::PairChart(LessonState *state, int pair, QWidget *parent)
    : QChartView(new QChart, parent), m_state(state), m_pair(pair)
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
    m_sinCurve = new QLineSeries(m_chart);
    m_cosCurve = new QLineSeries(m_chart);
    m_sinMarkers = new QScatterSeries(m_chart);
    m_cosMarkers = new QScatterSeries(m_chart);
    m_pLine = new QLineSeries(m_chart);
    m_qLine = new QLineSeries(m_chart);
    const QList<QXYSeries *> drawOrder {m_sinCurve,   m_cosCurve, m_sinMarkers,
                                        m_cosMarkers, m_pLine,    m_qLine};
    for (QXYSeries *series : drawOrder)
        addSeries(series);
    for (int k = 0; k < 2; ++k) {
        m_pPoints[k] = new QScatterSeries(m_chart);
        m_qPoints[k] = new QScatterSeries(m_chart);
        addSeries(m_pPoints[k]);
        addSeries(m_qPoints[k]);
    }

    // Styles after addSeries (the theme sets its own colours when a series is added).
    for (QScatterSeries *markers : {m_sinMarkers, m_cosMarkers}) {
        markers->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        markers->setColor(markers == m_sinMarkers ? sinColour() : cosColour());
    }
    for (int k = 0; k < 2; ++k) {
        for (QScatterSeries *point : {m_pPoints[k], m_qPoints[k]}) {
            point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            point->setColor(point == m_pPoints[k] ? pColour() : qColour());
        }
        m_pLabels[k] = new PairChartLabel(pColour(), m_chart);
        m_qLabels[k] = new PairChartLabel(qColour(), m_chart);
    }
    // The tab shows one shared legend (the colours are the same in every chart).
    m_chart->legend()->hide();

    connect(m_chart, &QChart::plotAreaChanged, this, &PairChart::placeLabels);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(Appearance::instance(), &Appearance::changed, this, &PairChart::applyAppearance);
    applyAppearance();
    retranslate();
}

void PairChart::applyAppearance()
{
    chartstyle::styleChartView(this, m_fontFactor);
    const QColor halo = QApplication::palette().color(QPalette::Base);
    m_sinCurve->setPen(QPen(sinColour(), chartstyle::penWidth(2.5)));
    m_cosCurve->setPen(QPen(cosColour(), chartstyle::penWidth(2.5)));
    m_pLine->setPen(QPen(pColour(), chartstyle::penWidth(2), Qt::DashLine));
    m_qLine->setPen(QPen(qColour(), chartstyle::penWidth(2), Qt::DashLine));
    const QFont bold = chartstyle::scaledFont(m_fontFactor, true);
    for (int k = 0; k < 2; ++k) {
        for (QScatterSeries *point : {m_pPoints[k], m_qPoints[k]}) {
            point->setMarkerSize(chartstyle::penWidth(13));
            point->setBorderColor(halo);
            point->setPen(QPen(halo, chartstyle::penWidth(2)));
        }
        for (PairChartLabel *label : {m_pLabels[k], m_qLabels[k]}) {
            label->updateColours();
            label->setFont(bold);
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

bool PairChart::hasCos() const { return validPair() && 2 * m_pair + 1 < m_state->width(); }

QString PairChart::titleText() const { return m_chart->title(); }

QStringList PairChart::yAxisLabels() const { return m_yAxis->categoriesLabels(); }

QStringList PairChart::valueLabels() const
{
    QStringList texts;
    for (int k = 0; k < 2; ++k)
        for (const PairChartLabel *label : {m_pLabels[k], m_qLabels[k]})
            if (label->isVisible())
                texts << label->text();
    return texts;
}

QSize PairChart::sizeHint() const { return QSize(480, 300); }

QSize PairChart::minimumSizeHint() const { return QSize(260, 180); }

void PairChart::refresh()
{
    // The curves, markers, axes and texts depend on d, base, the pair and n only: a change of p
    // or q (a slider drag) moves the highlights and leaves the rest alone.
    const DrawnKey key {m_state->width(), m_state->base(), m_pair, m_maxPosition};
    if (!(key == m_drawn)) {
        m_drawn = key;
        refreshCurves();
    }
    setHighlight(m_pLine, m_pPoints, m_pLabels, m_state->position());
    setHighlight(m_qLine, m_qPoints, m_qLabels, m_state->comparison());
    placeLabels();
}

void PairChart::refreshCurves()
{
    updateTexts();
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int n = m_maxPosition;
    m_xAxis->setRange(0.0, n);
    m_xAxis->setTickInterval(tickStep(n));
    // Markers shrink as they crowd together, so that the curve stays visible between them.
    const qreal markerSize
        = chartstyle::penWidth(n <= 40 ? 8.0 : n <= 80 ? 6.0 : n <= 200 ? 4.0 : 2.5);
    m_sinMarkers->setMarkerSize(markerSize);
    m_cosMarkers->setMarkerSize(markerSize);
    const QColor halo = QApplication::palette().color(QPalette::Base);
    m_sinMarkers->setBorderColor(n <= 40 ? halo : sinColour());
    m_cosMarkers->setBorderColor(n <= 40 ? halo : cosColour());

    QList<QPointF> sinCurve, cosCurve, sinMarkers, cosMarkers;
    if (validPair()) {
        const int sinIndex = 2 * m_pair;
        const int cosIndex = sinIndex + 1;
        const bool cos = hasCos();
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
}

void PairChart::setHighlight(QLineSeries *line, QScatterSeries *const points[2],
                             PairChartLabel *const labels[2], qint64 position)
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const bool inRange = validPair() && position >= 0 && position <= m_maxPosition;
    if (!inRange) {
        line->clear();
        for (int k = 0; k < 2; ++k) {
            points[k]->clear();
            labels[k]->setVisible(false);
        }
        return;
    }
    const double x = static_cast<double>(position);
    line->replace(QList<QPointF> {QPointF(x, -yLimit), QPointF(x, yLimit)});
    for (int k = 0; k < 2; ++k) {
        const int component = 2 * m_pair + k;
        if (k == 1 && !hasCos()) {
            points[k]->clear();
            labels[k]->setVisible(false);
            continue;
        }
        const double value = encoding.component(position, component);
        points[k]->replace(QList<QPointF> {QPointF(x, value)});
        labels[k]->setText(display::number(value));
        labels[k]->setToolTip(display::full(value));
        labels[k]->setVisible(true);
    }
}

void PairChart::placeLabels()
{
    // Each value label goes beside its point: p's to the left and q's to the right (swapped
    // when q < p), else above or below, whichever first stays inside the plot and clear of the
    // labels and highlight points already placed.
    const QRectF plot = m_chart->plotArea().adjusted(0, -3, 0, 3);
    const bool pLeft = m_state->position() <= m_state->comparison();
    struct Item
    {
        QScatterSeries *point;
        PairChartLabel *label;
        bool left;
    };
    QList<Item> items;
    for (int k = 0; k < 2; ++k) {
        items.append({m_pPoints[k], m_pLabels[k], pLeft});
        items.append({m_qPoints[k], m_qLabels[k], !pLeft});
    }
    QList<QRectF> taken;
    QList<QRectF> labelBoxes;
    for (const Item &item : std::as_const(items))
        if (item.label->isVisible() && item.point->count() > 0) {
            const QPointF at = m_chart->mapToPosition(item.point->at(0), item.point);
            const qreal half = item.point->markerSize() / 2 + 0.5;
            taken.append(QRectF(at - QPointF(half, half), QSizeF(2 * half, 2 * half)));
        }
    for (const Item &item : std::as_const(items)) {
        if (!item.label->isVisible() || item.point->count() == 0)
            continue;
        const QPointF a = m_chart->mapToPosition(item.point->at(0), item.point);
        const QSizeF size = item.label->rect().size();
        const qreal gap = 9;
        const qreal leftX = a.x() - gap - size.width();
        const qreal rightX = a.x() + gap;
        const qreal first = item.left ? leftX : rightX;
        const qreal second = item.left ? rightX : leftX;
        const qreal middleY = a.y() - size.height() / 2;
        const qreal aboveY = a.y() - size.height() - 5;
        const qreal belowY = a.y() + 5;
        const QPointF candidates[] = {{first, middleY},
                                      {second, middleY},
                                      {first, aboveY},
                                      {second, aboveY},
                                      {first, belowY},
                                      {second, belowY},
                                      {first, aboveY - size.height()},
                                      {second, belowY + size.height()}};
        // First a spot inside the plot clear of points and labels, then one clear of the labels
        // only (large fonts in presentation mode), else the first one kept inside the plot.
        const auto findSpot = [&](const QList<QRectF> &obstacles, QPointF *spot) {
            for (const QPointF &candidate : candidates) {
                const QRectF box(candidate, size);
                if (!plot.contains(box))
                    continue;
                bool clear = true;
                for (const QRectF &other : obstacles)
                    if (other.intersects(box) && !other.contains(a))
                        clear = false;
                if (clear) {
                    *spot = candidate;
                    return true;
                }
            }
            return false;
        };
        QPointF chosen = candidates[0];
        if (!findSpot(taken, &chosen) && !findSpot(labelBoxes, &chosen)) {
            chosen.setX(qBound(plot.left(), chosen.x(),
                               qMax(plot.left(), plot.right() - size.width())));
            chosen.setY(qBound(plot.top(), chosen.y(),
                               qMax(plot.top(), plot.bottom() - size.height())));
        }
        item.label->setPos(chosen);
        taken.append(QRectF(chosen, size));
        labelBoxes.append(QRectF(chosen, size));
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
        m_chart->setTitle(hasCos() ? tr("Pair i = %1 · denominator %2 · wavelength %3")
                                         .arg(m_pair)
                                         .arg(den, wavelength)
                                   : tr("Pair i = %1 (sin only) · denominator %2 · wavelength %3")
                                         .arg(m_pair)
                                         .arg(den, wavelength));
        m_chart->setToolTip(tr("Wavelength 2π·%1 = %2 positions")
                                .arg(den, display::number(encoding.wavelength(m_pair))));
        m_sinCurve->setName(display::functionLabel(2 * m_pair, denominator));
        m_cosCurve->setName(hasCos() ? display::functionLabel(2 * m_pair + 1, denominator)
                                     : QString());
    } else {
        m_chart->setTitle(
            tr("Pair i = %1 is not a pair of d = %2").arg(m_pair).arg(m_state->width()));
        m_sinCurve->setName(QString());
        m_cosCurve->setName(QString());
    }
    m_xAxis->setTitleText(tr("position"));
    setAccessibleName(m_chart->title());
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
    QChartView::resizeEvent(event);
    placeLabels();
}

void PairChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyAppearance();
    QChartView::changeEvent(event);
}
