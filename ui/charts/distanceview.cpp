#include "distanceview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "appearance.h"
#include "chartaxes.h"
#include "chartlabel.h"
#include "chartlegend.h"
#include "chartstyle.h"
#include "charttextview.h"
#include "displayformat.h"
#include "labelplacer.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "tokenscenario.h"
#include "viewstyle.h"

#include <QApplication>
#include <QChart>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

// Okabe-Ito colours other than the p and q ones, for the pair curves.
const std::array<QColor, 4> pairColours = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                           QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};
constexpr std::array<qint64, 2> lessonComparisons = {3, 6};

} // namespace

DistanceView::DistanceView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_chart(new QChart)
    , m_whole(new QLineSeries(this))
    , m_lessonPoints(new QScatterSeries(this))
    , m_current(new QScatterSeries(this))
    , m_qMaxLabel(new QLabel(this))
    , m_qMaxSpin(new NumberField(2, maxMaxComparison, this))
    , m_note(new QLabel(this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_axes.setUp(m_chart, this);
    m_axes.addSeries(m_whole);

    m_lessonPoints->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_current->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_current->setColor(viewstyle::qColour());
    for (QScatterSeries *series : {m_lessonPoints, m_current})
        m_axes.addSeries(series);

    // The current q as scene items over the plot: a move of q shifts them without touching the
    // series or the legend (which would repaint or relayout the whole chart).
    m_currentLayer = chartstyle::clipLayer(m_chart);
    m_currentItem = new QGraphicsEllipseItem(m_currentLayer);
    m_currentItem->setBrush(viewstyle::qColour());
    m_currentItem->setVisible(false);
    m_currentLabel = new ChartLabel(viewstyle::qColour(), m_chart);
    m_currentLabel->setVisible(false);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        placeCurrentPoint();
        queueFit();
    });

    m_chartView = new ChartTextView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMarksProvider([this] { return marks(); });
    m_chartView->setHoverProvider([this](const QPointF &point) { return curveHoverText(point); });
    rebuildPairSeries(); // the legend
    // A click on a curve's legend entry shows or hides the curve.
    connect(m_chartView->legend(), &ChartLegend::clicked, this, [this](QAbstractSeries *series) {
        if (series == m_whole || m_pairs.contains(series))
            series->setVisible(!series->isVisible());
    });
    m_chartView->legend()->setCursor(Qt::PointingHandCursor);

    m_qMaxSpin->setValue(m_maxComparison);
    m_qMaxSpin->setAccelerated(true);
    m_qMaxLabel->setBuddy(m_qMaxSpin);
    m_note->setWordWrap(true);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_qMaxLabel);
    controls->addWidget(m_qMaxSpin);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports
    // The chart never shrinks below its readable minimum (title, legend, axes and a plot): a
    // lower tab scrolls, the note under the chart first.
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_chartView, 1);
    bodyLayout->addWidget(m_note);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(m_qMaxSpin, &NumberField::valueChanged, this,
            [this](double qMax) { setMaxComparison(int(qMax)); });
    new DeferredRefresh(this, m_state, [this] { rebuild(); });
    connect(Appearance::instance(), &Appearance::changed, this, &DistanceView::applyAppearance);
    rebuild();
    retranslate();
    applyAppearance();
}

void DistanceView::applyAppearance()
{
    chartstyle::styleChartView(m_chartView);
    const QFontMetrics fm(viewstyle::scaledFont(1.0));
    m_chartView->setReadableMinimum(QSize(36 * fm.averageCharWidth(), 15 * fm.lineSpacing()));
    m_chartView->refitTexts();
    const QColor ink = viewstyle::ink();
    const QColor background = QApplication::palette().color(QPalette::Base);
    m_whole->setPen(QPen(ink, viewstyle::penWidth(3.0)));
    m_lessonPoints->setMarkerSize(viewstyle::penWidth(15.0));
    m_lessonPoints->setColor(background);
    m_lessonPoints->setBorderColor(ink);
    m_lessonPoints->setPen(QPen(ink, viewstyle::penWidth(1.5)));
    m_current->setMarkerSize(viewstyle::penWidth(10.0));
    m_current->setBorderColor(background);
    m_current->setPen(QPen(background, viewstyle::penWidth(1.5)));
    const qreal currentSize = viewstyle::penWidth(10.0);
    m_currentItem->setRect(0, 0, currentSize, currentSize);
    m_currentItem->setPen(QPen(background, viewstyle::penWidth(1.5)));
    m_currentLabel->updateColours();
    m_currentLabel->setFont(viewstyle::scaledFont(1.0, true));
    for (QLineSeries *series : std::as_const(m_pairs)) {
        QPen pen = series->pen();
        pen.setWidthF(viewstyle::penWidth(1.6));
        series->setPen(pen);
    }
    placeCurrentPoint();
}

void DistanceView::setMaxComparison(int qMax)
{
    qMax = std::clamp(qMax, 2, static_cast<int>(maxMaxComparison));
    if (qMax == m_maxComparison)
        return;
    m_maxComparison = qMax;
    m_qMaxSpin->setValue(qMax);
    rebuild();
}

void DistanceView::rebuildPairSeries()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int pairs = encoding.pairCount();
    QList<int> indices;
    if (pairs <= maxPairSeries) {
        for (int i = 0; i < pairs; ++i)
            indices << i;
    } else {
        for (int k = 0; k < maxPairSeries; ++k) {
            const int i
                = static_cast<int>(std::lround(double(k) * (pairs - 1) / (maxPairSeries - 1)));
            if (indices.isEmpty() || indices.last() != i)
                indices << i;
        }
    }
    if (indices == m_pairIndices && m_pairs.size() == indices.size())
        return;
    for (QLineSeries *series : std::as_const(m_pairs)) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_pairs.clear();
    m_pairIndices = indices;
    for (int k = 0; k < indices.size(); ++k) {
        auto *series = new QLineSeries(this);
        QPen pen(pairColours[static_cast<std::size_t>(k) % pairColours.size()]);
        pen.setWidthF(viewstyle::penWidth(1.6));
        if (k >= static_cast<int>(pairColours.size()))
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        m_axes.addSeries(series);
        m_pairs << series;
    }
    // Keep the marks on top of the curves.
    for (QScatterSeries *series : {m_lessonPoints, m_current}) {
        m_chart->removeSeries(series);
        m_axes.addSeries(series);
    }
    QList<QAbstractSeries *> legend {m_whole};
    for (QLineSeries *pair : std::as_const(m_pairs))
        legend << pair;
    legend << m_lessonPoints << m_current;
    m_chartView->setLegendSeries(legend, {Qt::AlignRight, Qt::AlignBottom});
}

void DistanceView::rebuild()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const bool on = m_state->encodingOn();
    const qint64 p = m_state->position();
    const CurveKey key {encoding.width(), encoding.base(),       m_state->encodingRevision(), on, p,
                        m_maxComparison,  m_state->trainLength()};
    if (key == m_curveKey) {
        updateCurrentPoint();
        updateLegendNames(); // changes only when q leaves or enters the chart
        return;
    }
    m_curveKey = key;
    rebuildPairSeries();

    QList<QPointF> whole;
    whole.reserve(m_maxComparison);
    QList<QList<QPointF>> pairs(m_pairs.size());
    double top = 0.0;
    for (qint64 c = 1; c <= m_maxComparison; ++c) {
        const double value = pe::euclideanNorm(pe::inputDifference(encoding, p, c, on));
        whole << QPointF(double(c), value);
        top = std::max(top, value);
        for (int k = 0; k < m_pairs.size(); ++k) {
            const double pairValue = on ? encoding.pairDistance(p, c, m_pairIndices[k]) : 0.0;
            pairs[k] << QPointF(double(c), pairValue);
            top = std::max(top, pairValue);
        }
    }
    m_whole->replace(whole);
    for (int k = 0; k < m_pairs.size(); ++k)
        m_pairs[k]->replace(pairs[k]);

    QList<QPointF> lesson;
    for (const qint64 c : lessonComparisons) {
        if (c <= m_maxComparison)
            lesson << whole[int(c - 1)];
    }
    m_lessonPoints->replace(lesson);

    m_axes.setXRange(1.0, double(m_maxComparison), ChartAxes::decimalInterval(m_maxComparison, 10));
    m_top = top;
    // One decimal at least (see ChartAxes::setYRange).
    m_axes.setYRange(0.0, top, ChartAxes::decimalInterval(std::max(top, 1.0), m_yTicks), 1);
    updateCurrentPoint();
    retranslate();
    queueFit();
}

void DistanceView::updateCurrentPoint()
{
    const qint64 q = m_state->comparison();
    m_currentValue.clear();
    if (q >= 1 && q <= m_whole->count())
        m_currentValue << m_whole->at(int(q - 1));
    if (!m_currentValue.isEmpty())
        m_currentLabel->setText(
            tr("q = %1: %2").arg(q).arg(display::number(m_currentValue[0].y())));
    m_currentLabel->setVisible(!m_currentValue.isEmpty());
    placeCurrentPoint();
}

void DistanceView::placeCurrentPoint()
{
    const QRectF plot = m_chart->plotArea();
    m_currentLayer->setRect(plot);
    if (m_currentValue.isEmpty() || plot.isEmpty()) {
        m_currentItem->setVisible(false);
        return;
    }
    // Placed as Qt Charts places a scatter marker: its bounding rectangle (with the pen) centred
    // on the point.
    const QPointF at = m_chart->mapToPosition(m_currentValue[0], m_whole);
    const QRectF box = m_currentItem->boundingRect();
    m_currentItem->setPos(at - QPointF(box.width() / 2, box.height() / 2));
    m_currentItem->setVisible(true);
    placeCurrentLabel(at, box.width() / 2);
}

void DistanceView::placeCurrentLabel(const QPointF &at, qreal radius)
{
    // Right of the point, else around it, inside the plot and clear of the lesson's points (and
    // of the current point itself).
    const QRectF plot = m_chart->plotArea();
    LabelPlacer placer(plot);
    placer.addObstacle(QRectF(at - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)));
    const qreal lessonHalf = m_lessonPoints->markerSize() / 2 + 1;
    for (const QPointF &point : m_lessonPoints->points()) {
        const QPointF p = m_chart->mapToPosition(point, m_lessonPoints);
        placer.addObstacle(
            QRectF(p - QPointF(lessonHalf, lessonHalf), QSizeF(2 * lessonHalf, 2 * lessonHalf)));
    }
    const LabelPlacer::Placement placement
        = placer.place(at, m_currentLabel->rect().size(), radius + 4, true);
    m_currentLabel->setPos(placement.box.topLeft());
    if (placement.leader)
        m_currentLabel->setLeader(at, viewstyle::penWidth(1));
    else
        m_currentLabel->clearLeader();
}

void DistanceView::queueFit()
{
    if (!m_fitQueued) { // not from inside the chart's layout
        m_fitQueued = true;
        QMetaObject::invokeMethod(this, &DistanceView::fitAxes, Qt::QueuedConnection);
    }
}

void DistanceView::fitAxes()
{
    m_fitQueued = false;
    const QRectF plot = m_chart->plotArea();
    // As many q ticks as their labels have room for (at most ten).
    const int fitting
        = ChartAxes::ticksThatFit(plot.width(),
                                  QFontMetricsF(m_axes.x()->labelsFont())
                                      .horizontalAdvance(QString::number(m_maxComparison)));
    const double interval = ChartAxes::decimalInterval(m_maxComparison, std::min(10, fitting));
    if (m_axes.x()->tickInterval() != interval)
        m_axes.x()->setTickInterval(interval);
    // As many distance ticks as their labels have room for (at most six; Qt Charts cuts a label
    // to "..." when the plot's height per label is less than its height).
    const int yTicks = std::min(
        6,
        ChartAxes::ticksThatFit(plot.height(), QFontMetricsF(m_axes.y()->labelsFont()).height()));
    if (yTicks != m_yTicks) {
        m_yTicks = yTicks;
        m_axes.setYRange(0.0, m_top, ChartAxes::decimalInterval(std::max(m_top, 1.0), m_yTicks), 1);
    }
    // Room for the largest dot (a lesson point) with its pen beyond every end of the ranges.
    const qreal radius = m_lessonPoints->markerSize() / 2 + viewstyle::penWidth(1.5) + 1;
    if (m_axes.fitToPlot(plot, radius))
        placeCurrentPoint();
}

QList<DataMark> DistanceView::marks() const
{
    QList<DataMark> out;
    for (const QPointF &point : m_lessonPoints->points())
        out.append({tr("q = %1: %2").arg(qint64(point.x())).arg(display::number(point.y())),
                    m_chartView->markRect(point, m_lessonPoints, m_lessonPoints->markerSize())});
    if (!m_currentValue.isEmpty() && m_currentItem->isVisible())
        out.append(
            {QStringLiteral("current q"),
             m_chartView->markRect(m_currentValue[0], m_whole, m_currentItem->rect().width())});
    return out;
}

QString DistanceView::curveHoverText(const QPointF &point) const
{
    if (!m_chartView->plotRect().adjusted(-8, -8, 8, 8).contains(point))
        return {};
    // The nearest point of a shown curve within reach, looked for at the integers q around
    // the pointer's x.
    const QPointF left = m_chartView->toWidget(QPointF(1.0, 0.0), m_whole);
    const QPointF right = m_chartView->toWidget(QPointF(double(m_maxComparison), 0.0), m_whole);
    if (right.x() <= left.x())
        return {};
    const double x = 1.0 + (point.x() - left.x()) / (right.x() - left.x()) * (m_maxComparison - 1);
    const qreal reach = qMax<qreal>(8.0, viewstyle::penWidth(6.0));
    qreal best = reach;
    QString text;
    QList<QLineSeries *> curves {m_whole};
    curves += m_pairs;
    for (const qint64 q : {qint64(std::floor(x)), qint64(std::ceil(x))}) {
        if (q < 1 || q > m_maxComparison)
            continue;
        for (const QLineSeries *series : std::as_const(curves)) {
            if (!series->isVisible() || series->count() < q)
                continue;
            const QPointF value = series->at(int(q - 1));
            const QPointF at = m_chartView->toWidget(value, m_whole);
            const qreal distance = std::hypot(at.x() - point.x(), at.y() - point.y());
            if (distance < best) {
                best = distance;
                text = tr("q = %1, %2: %3").arg(q).arg(series->name(), display::full(value.y()));
            }
        }
    }
    return text;
}

QString DistanceView::currentLabelText() const { return m_currentLabel->text(); }

bool DistanceView::currentLabelShown() const { return m_currentLabel->isVisible(); }

void DistanceView::updateLegendNames()
{
    const QString name = !m_currentValue.isEmpty()
        ? tr("current q")
        : tr("current q = %1 (off the chart)").arg(m_state->comparison());
    if (name == m_current->name())
        return;
    m_current->setName(name);
    m_chartView->refitTexts();
}

void DistanceView::retranslate()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    m_qMaxLabel->setText(tr("Compare &up to q ="));
    m_qMaxSpin->setHelp(tr("The largest comparison position q on the chart"));
    m_qMaxSpin->setName(tr("up to q"));
    m_chartView->setTitleText(
        tr("Distance |PE(q) − PE(p)| from p = %1, d = %2").arg(p).arg(encoding.width()));
    m_axes.x()->setTitleText(tr("comparison position q"));
    m_axes.y()->setTitleText(tr("distance"));
    m_whole->setName(tr("whole vector"));
    for (int k = 0; k < m_pairs.size(); ++k) {
        const int i = m_pairIndices[k];
        m_pairs[k]->setName(tr("pair %1 (denominator %2)")
                                .arg(i)
                                .arg(display::denominatorText(encoding.denominator(i))));
    }
    QStringList lesson;
    for (const QPointF &point : m_lessonPoints->points())
        lesson << tr("q = %1: %2").arg(qint64(point.x())).arg(display::number(point.y()));
    m_lessonPoints->setName(tr("lesson: %1").arg(lesson.join(QStringLiteral(", "))));
    updateLegendNames();
    if (!m_currentValue.isEmpty())
        m_currentLabel->setText(
            tr("q = %1: %2").arg(q).arg(display::number(m_currentValue[0].y())));

    QString note = tr("The distance does not grow steadily with q: every pair turns on its own "
                      "circle, the fast pairs come back round, so a farther q can be nearer "
                      "(lesson: q = 6 is closer to p = 0 than q = 3). Click a legend entry to "
                      "show or hide its curve.");
    if (m_state->encodingOn()) {
        if (m_pairIndices.size() < encoding.pairCount())
            note += QLatin1Char(' ')
                + tr("%1 of the %2 pairs are drawn, spread from the fastest to the slowest.")
                      .arg(m_pairIndices.size())
                      .arg(encoding.pairCount());
    } else {
        note += QLatin1Char(' ')
            + tr("The positional encoding is off: the two inputs are the same word, so every "
                 "distance is 0.");
    }
    // Offsets k = q − p >= L were never seen in training.
    const qint64 firstUnseen = m_state->position() + m_state->trainLength();
    if (firstUnseen <= m_maxComparison)
        note += QLatin1Char(' ')
            + tr("From q = p + L = %1 on, the offset k = q − p ≥ L = %2 was never seen in "
                 "training.")
                  .arg(firstUnseen)
                  .arg(m_state->trainLength());
    m_note->setText(note);
    m_chartView->refitTexts(); // the legend's names changed
}

void DistanceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyAppearance();
}
