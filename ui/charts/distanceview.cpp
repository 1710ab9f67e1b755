#include "distanceview.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "chartaxes.h"
#include "chartlabel.h"
#include "chartstyle.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "tokenscenario.h"
#include "viewstyle.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
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
    , m_qMaxSpin(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignRight);
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
    connect(m_chart, &QChart::plotAreaChanged, this, &DistanceView::placeCurrentPoint);

    m_chartView = new QChartView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(320, 240);

    m_qMaxSpin->setRange(2, maxMaxComparison);
    m_qMaxSpin->setValue(m_maxComparison);
    m_qMaxSpin->setAccelerated(true);
    m_qMaxLabel->setBuddy(m_qMaxSpin);
    m_note->setWordWrap(true);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_qMaxLabel);
    controls->addWidget(m_qMaxSpin);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(m_note);

    connect(m_qMaxSpin, &QSpinBox::valueChanged, this, &DistanceView::setMaxComparison);
    new DeferredRefresh(this, m_state, [this] { rebuild(); });
    connect(Appearance::instance(), &Appearance::changed, this, &DistanceView::applyAppearance);
    rebuild();
    retranslate();
    applyAppearance();
}

void DistanceView::applyAppearance()
{
    chartstyle::styleChartView(m_chartView);
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
    // The legend's text colour was reset: keep hidden series greyed out.
    const QList<QLegendMarker *> markers = m_chart->legend()->markers();
    for (QLegendMarker *marker : markers) {
        if (marker->series() && !marker->series()->isVisible()) {
            QColor label = marker->labelBrush().color();
            label.setAlphaF(0.5);
            marker->setLabelBrush(label);
        }
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
    connectMarkers();
}

void DistanceView::connectMarkers()
{
    const QList<QLegendMarker *> markers = m_chart->legend()->markers();
    for (QLegendMarker *marker : markers) {
        marker->disconnect(this);
        if (marker->series() != m_whole && !m_pairs.contains(marker->series()))
            continue;
        connect(marker, &QLegendMarker::clicked, this, [marker] {
            QAbstractSeries *series = marker->series();
            series->setVisible(!series->isVisible());
            marker->setVisible(true);
            QFont font = marker->font();
            font.setStrikeOut(!series->isVisible());
            marker->setFont(font);
            QColor label = marker->labelBrush().color();
            label.setAlphaF(series->isVisible() ? 1.0 : 0.5);
            marker->setLabelBrush(label);
        });
    }
}

void DistanceView::rebuild()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const bool on = m_state->encodingOn();
    const qint64 p = m_state->position();
    const CurveKey key {encoding.width(), encoding.base(), m_state->encodingRevision(), on, p,
                        m_maxComparison};
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
    m_axes.setYRange(0.0, top, ChartAxes::decimalInterval(std::max(top, 1.0), 6), 0);
    updateCurrentPoint();
    retranslate();
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
    // The label right of the point, else left of it, kept inside the plot.
    const QSizeF size = m_currentLabel->rect().size();
    const qreal gap = box.width() / 2 + 4;
    qreal x = at.x() + gap;
    if (x + size.width() > plot.right())
        x = at.x() - gap - size.width();
    x = qBound(plot.left(), x, qMax(plot.left(), plot.right() - size.width()));
    const qreal y = qBound(plot.top(), at.y() - size.height() / 2,
                           qMax(plot.top(), plot.bottom() - size.height()));
    m_currentLabel->setPos(x, y);
}

QString DistanceView::currentLabelText() const { return m_currentLabel->text(); }

bool DistanceView::currentLabelShown() const { return m_currentLabel->isVisible(); }

void DistanceView::updateLegendNames()
{
    if (!m_currentValue.isEmpty())
        m_current->setName(tr("current q"));
    else
        m_current->setName(tr("current q = %1 (off the chart)").arg(m_state->comparison()));
}

void DistanceView::retranslate()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    m_qMaxLabel->setText(tr("Compare &up to q ="));
    m_qMaxSpin->setToolTip(tr("The largest comparison position q on the chart"));
    m_chart->setTitle(
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
    m_note->setText(note);
}

void DistanceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyAppearance();
}
