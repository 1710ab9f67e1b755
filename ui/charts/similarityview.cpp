#include "similarityview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "appearance.h"
#include "chartaxes.h"
#include "chartstyle.h"
#include "charttextview.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "rotation.h"
#include "viewstyle.h"

#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QScopedValueRollback>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

// Okabe-Ito colours (not the p/q ones) and distinct shapes for the start positions.
const std::array<QColor, 3> startColours
    = {QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};
const std::array<QScatterSeries::MarkerShape, 3> startShapes
    = {QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
       QScatterSeries::MarkerShapeTriangle};

} // namespace

const QList<qint64> &SimilarityView::startPositions()
{
    static const QList<qint64> positions = {0, 7, 50};
    return positions;
}

namespace {

// Takes the matrix pane over as the view's first child (as it was when the view built it).
QWidget *adopt(QWidget *pane, QWidget *view)
{
    if (pane)
        pane->setParent(view);
    return pane;
}

} // namespace

SimilarityView::SimilarityView(LessonState *state, QWidget *matrix, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_matrix(adopt(matrix, this))
    , m_positionsLabel(new QLabel(this))
    , m_positionsSpin(new NumberField(2, maxPositions, this))
    , m_chart(new QChart)
    , m_offsetCurve(new QLineSeries(this))
    , m_secondCurve(new QLineSeries(this))
    , m_trainLine(new QLineSeries(this))
    , m_hoverLine(new QLabel(this))
    , m_identity(new QLabel(this))
    , m_note(new QLabel(this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_axes.setUp(m_chart, this);
    // The marks first and the curves after them: a chart draws its series in this order, so
    // the hollow marks never bury the curve they lie on.
    for (int s = 0; s < startPositions().size(); ++s) {
        auto *series = new QScatterSeries(this);
        series->setMarkerShape(startShapes[static_cast<std::size_t>(s)]);
        m_axes.addSeries(series);
        m_startSeries << series;
    }
    m_axes.addSeries(m_trainLine);
    m_axes.addSeries(m_secondCurve);
    m_axes.addSeries(m_offsetCurve);
    // The second base's curve only on request: no lesson step speaks of it.
    m_secondCurve->setVisible(false);
    m_chartView = new ChartTextView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    // The legend names what is drawn: the second base's curve only while it is shown.
    const auto setLegend = [this] {
        QList<QAbstractSeries *> legend {m_offsetCurve};
        if (m_secondCurve->isVisible())
            legend << m_secondCurve;
        for (QScatterSeries *series : std::as_const(m_startSeries))
            legend << series;
        m_chartView->setLegendSeries(legend, {Qt::AlignBottom, Qt::AlignRight});
    };
    setLegend();
    connect(m_secondCurve, &QLineSeries::visibleChanged, this, setLegend);
    m_chartView->setMarksProvider([this] { return marks(); });
    m_chartView->setHoverProvider([this](const QPointF &point) { return pointHoverText(point); });
    connect(m_chart, &QChart::plotAreaChanged, this, &SimilarityView::queueFit);

    m_positionsSpin->setValue(defaultPositions);
    m_positionsLabel->setBuddy(m_positionsSpin);
    m_hoverLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_identity->setWordWrap(true);
    m_identity->setTextFormat(Qt::PlainText);
    m_identity->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);
    m_hoverLine->setWordWrap(true);
    // Word-wrapped labels would otherwise ask for a width of their own beside the matrix (a
    // QLabel's minimum size hint is a comfortable line, not its longest word).
    for (QLabel *label : {m_hoverLine, m_identity, m_note})
        label->setMinimumWidth(60);

    m_secondToggle = new QCheckBox(this);
    connect(m_secondToggle, &QCheckBox::toggled, m_secondCurve, &QLineSeries::setVisible);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_positionsLabel);
    controls->addWidget(m_positionsSpin);
    controls->addSpacing(12);
    controls->addWidget(m_secondToggle);
    controls->addStretch(1);
    exportmarks::markControls(m_hoverLine);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports
    // Matrix, chart and the texts under them scroll when the tab is lower than their readable
    // minimum (arrange() places them).
    m_scroll = new MinimumScrollArea(this);
    auto *content = new QWidget(m_scroll);
    m_grid = new QGridLayout(content);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_scroll->setContent(content);
    m_scroll->viewport()->installEventFilter(this);
    layout->addWidget(m_scroll, 1);
    place(Arrangement::Side);

    connect(m_positionsSpin, &NumberField::valueChanged, this, [this](double n) {
        emit positionsChanged(int(n)); // the matrix first, as its pane is drawn first
        rebuild();
    });
    new DeferredRefresh(this, m_state, [this] { rebuild(); });
    connect(Appearance::instance(), &Appearance::changed, this, &SimilarityView::applyAppearance);
    rebuild();
    applyAppearance();
}

void SimilarityView::rebuild()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const bool on = m_state->encodingOn();
    const int n = positions();
    if (m_keyWidth == encoding.width() && m_keyBase == encoding.base()
        && m_keyRevision == m_state->encodingRevision() && m_keyOn == on && m_keyPositions == n
        && m_keySecondBase == m_state->secondBase() && m_keyTrainLength == m_state->trainLength())
        return;
    m_keySecondBase = m_state->secondBase();
    m_keyTrainLength = m_state->trainLength();
    m_keyWidth = encoding.width();
    m_keyBase = encoding.base();
    m_keyRevision = m_state->encodingRevision();
    m_keyOn = on;
    m_keyPositions = n;
    QList<QPointF> curve;
    curve.reserve(n);
    double largest = 0.0;
    double lowest = 0.0;
    for (qint64 k = 0; k < n; ++k) {
        const double v = on ? pe::dotProductFromOffset(encoding, k) : 0.0;
        curve << QPointF(double(k), v);
        largest = std::max(largest, std::fabs(v));
        lowest = std::min(lowest, v);
    }
    m_offsetCurve->replace(curve);
    // The same curve for the second base B (A/B).
    const pe::PositionalEncoding &second = m_state->secondEncoding();
    QList<QPointF> secondCurve;
    secondCurve.reserve(n);
    for (qint64 k = 0; k < n; ++k) {
        const double v = on ? pe::dotProductFromOffset(second, k) : 0.0;
        secondCurve << QPointF(double(k), v);
        largest = std::max(largest, std::fabs(v));
        lowest = std::min(lowest, v);
    }
    m_secondCurve->replace(secondCurve);
    for (int s = 0; s < m_startSeries.size(); ++s) {
        const qint64 a = startPositions()[s];
        QList<QPointF> points;
        points.reserve(n);
        for (qint64 k = 0; k < n; ++k) {
            const double v = on ? pe::dotProduct(encoding, a, a + k) : 0.0;
            points << QPointF(double(k), v);
            largest = std::max(largest, std::fabs(v));
            lowest = std::min(lowest, v);
        }
        m_startSeries[s]->replace(points);
    }
    // k = L: offsets from there on were never seen in training.
    const qint64 L = m_state->trainLength();
    m_trainLine->setVisible(L < n);
    if (L < n)
        m_trainLine->replace({QPointF(double(L), lowest), QPointF(double(L), largest)});
    else
        m_trainLine->clear();
    m_axes.setXRange(0.0, double(n - 1), std::max(1.0, ChartAxes::binaryInterval(n - 1, 8)));
    // From 0 (or the lowest value, when negative) up: whole intervals, so 0 is a tick. One
    // decimal at least: Qt Charts fits the axis title into the width of the widest label plus
    // the title's height, less the width of "..."; single-digit labels ("5") left too little
    // room and the Chinese title "点积" was elided to "⋮".
    m_lowest = lowest;
    m_largest = largest;
    m_axes.setYRange(lowest, largest, ChartAxes::binaryInterval(std::max(largest, 1.0), m_yTicks),
                     1);
    retranslate();
    queueFit();
}

QString SimilarityView::identityText() const { return m_identity->text(); }

int SimilarityView::positions() const { return m_positionsSpin->intValue(); }

QString SimilarityView::hoverText() const { return m_hoverLine->text(); }

void SimilarityView::setHoverText(const QString &text) { m_hoverLine->setText(text); }

void SimilarityView::retranslate()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    m_positionsLabel->setText(tr("Positions &n:"));
    m_positionsSpin->setName(QStringLiteral("n"));
    m_positionsSpin->setHelp(
        tr("Positions 0 to n − 1 in the matrix; offsets 0 to n − 1 on the chart"));
    // "·" here is the dot product: the title breaks between words only, never beside it.
    QString title = tr("PE(a) · PE(a + k) against the offset k (d = %1)").arg(encoding.width());
    title.replace(QStringLiteral(" · "), QStringLiteral("\u00A0·\u00A0"));
    m_chartView->setTitleText(title, QString());
    m_axes.x()->setTitleText(tr("offset k"));
    m_axes.y()->setTitleText(tr("dot product"));
    m_offsetCurve->setName(tr("Σᵢ cos(k ωᵢ)"));
    m_secondCurve->setName(
        tr("Σᵢ cos(k ωᵢ), base B = %1").arg(display::compact(m_state->secondBase())));
    m_secondToggle->setText(
        tr("Also the curve for base B = %1").arg(display::compact(m_state->secondBase())));
    m_trainLine->setName(tr("k = L = %1").arg(m_state->trainLength()));
    for (int s = 0; s < m_startSeries.size(); ++s)
        m_startSeries[s]->setName(tr("a = %1").arg(startPositions()[s]));
    if (m_hoverLine->text().isEmpty())
        m_hoverLine->setText(tr("Point at a cell to read its value."));
    setIdentityText(m_compactIdentity);
    QString note;
    if (!m_state->encodingOn())
        note = tr("The positional encoding is off: nothing is added, so every dot product is 0.");
    else if (encoding.width() % 2 != 0)
        note = tr("d = %1 is odd: the last sin component has no cos partner, so PE(a) · PE(a + k) "
                  "differs from Σᵢ cos(k ωᵢ) by sin(a ω) sin((a + k) ω) of that last component.")
                   .arg(encoding.width());
    else
        note = tr("The marks for a = %1 lie on the curve: the same similarity at every start.")
                   .arg(QLocale().createSeparatedList([] {
                       QStringList list;
                       for (const qint64 a : startPositions())
                           list << QString::number(a);
                       return list;
                   }()));
    if (m_state->trainLength() < positions())
        note += QLatin1Char(' ')
            + tr("Right of the vertical line, offsets k ≥ L = %1 were never seen in training.")
                  .arg(m_state->trainLength());
    m_note->setText(note);
    m_chartView->refitTexts(); // the title and the legend's names
    arrange(); // the texts' heights beside the matrix
}

bool SimilarityView::stacked() const { return m_arrangement != Arrangement::Side; }

void SimilarityView::place(Arrangement arrangement)
{
    m_arrangement = arrangement;
    QWidget *widgets[] = {m_matrix, m_hoverLine, m_chartView, m_identity, m_note};
    for (QWidget *widget : widgets)
        if (widget)
            m_grid->removeWidget(widget);
    for (int row = 0; row < 6; ++row)
        m_grid->setRowStretch(row, 0);
    for (int column = 0; column < 2; ++column) {
        m_grid->setColumnStretch(column, 0);
        m_grid->setColumnMinimumWidth(column, 0);
    }
    const auto add = [this](QWidget *widget, int row, int column, int rows, int columns) {
        if (widget)
            m_grid->addWidget(widget, row, column, rows, columns);
    };
    switch (arrangement) {
    case Arrangement::Side:
        // The matrix and its hover line beside the chart, the texts across under them.
        add(m_matrix, 0, 0, 1, 1);
        add(m_hoverLine, 1, 0, 1, m_matrix ? 1 : 2);
        add(m_chartView, 0, m_matrix ? 1 : 0, m_matrix ? 2 : 1, m_matrix ? 1 : 2);
        add(m_identity, 2, 0, 1, 2);
        add(m_note, 3, 0, 1, 2);
        m_grid->setRowStretch(0, 1);
        m_grid->setColumnStretch(0, 1);
        m_grid->setColumnStretch(1, 1);
        break;
    case Arrangement::TextsBeside:
        // The matrix at its readable width with the texts in the room beside it, the chart
        // across under them (a tall, narrow tab: presentation mode).
        add(m_matrix, 0, 0, 4, 1);
        add(m_hoverLine, 0, 1, 1, 1);
        add(m_identity, 1, 1, 1, 1);
        add(m_note, 2, 1, 1, 1);
        add(m_chartView, 4, 0, 1, 2);
        m_grid->setRowStretch(3, 1);
        m_grid->setRowStretch(4, 1);
        m_grid->setColumnStretch(1, 1);
        break;
    case Arrangement::Stacked:
        add(m_matrix, 0, 0, 1, 2);
        add(m_hoverLine, 1, 0, 1, 2);
        add(m_chartView, 2, 0, 1, 2);
        add(m_identity, 3, 0, 1, 2);
        add(m_note, 4, 0, 1, 2);
        m_grid->setRowStretch(0, 1);
        m_grid->setRowStretch(2, 1);
        break;
    }
}

void SimilarityView::arrange()
{
    // Side by side when the matrix's and the chart's readable widths both fit (the two share
    // the width equally). Narrower: the matrix above the chart, with the texts beside the matrix
    // where they fit unscrolled (in full, else without the sentence the lesson's card carries),
    // under everything otherwise. What fits is the scroll area's own measure of the placed
    // content (MinimumScrollArea::contentFits), so margins and spacings are counted as laid out.
    if (m_arranging)
        return;
    const QScopedValueRollback<bool> arranging(m_arranging, true);
    const QSize room = m_scroll->maximumViewportSize();
    const QSize matrix = m_matrix ? m_matrix->minimumSizeHint() : QSize();
    const QSize chart = m_chartView->minimumSizeHint();
    const int spacing = qMax(0, m_grid->horizontalSpacing());
    const auto use = [this, &matrix](Arrangement arrangement, bool compact) {
        setIdentityText(compact);
        if (arrangement != m_arrangement)
            place(arrangement);
        m_grid->setColumnMinimumWidth(0,
                                      arrangement == Arrangement::TextsBeside ? matrix.width() : 0);
    };
    if (!m_matrix || room.width() >= 2 * std::max(matrix.width(), chart.width()) + spacing + 24) {
        // In full where it fits, else the short identity (a short, wide tab: a projector).
        use(Arrangement::Side, false);
        if (!m_scroll->contentFits())
            use(Arrangement::Side, true);
        return;
    }
    const int column = room.width() - matrix.width() - spacing;
    if (column >= 16 * fontMetrics().averageCharWidth()) {
        for (const bool compact : {false, true}) {
            use(Arrangement::TextsBeside, compact);
            if (m_scroll->contentFits())
                return;
        }
    }
    use(Arrangement::Stacked, false);
    if (!m_scroll->contentFits() && column >= 16 * fontMetrics().averageCharWidth())
        use(Arrangement::TextsBeside, true); // scrolls less than the texts under everything
}

void SimilarityView::setIdentityText(bool compact)
{
    m_compactIdentity = compact;
    const QString text = compact
        ? tr("PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] "
             "= Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d).")
        : tr("PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] "
             "= Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d): the similarity of two positions depends "
             "only on their offset k, not on where they are. In the matrix every diagonal "
             "b − a = k has one colour.");
    if (m_identity->text() != text)
        m_identity->setText(text);
}

void SimilarityView::resizeEvent(QResizeEvent *event)
{
    arrange();
    QWidget::resizeEvent(event);
}

bool SimilarityView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && watched == m_scroll->viewport())
        arrange();
    return QWidget::eventFilter(watched, event);
}

void SimilarityView::queueFit()
{
    if (!m_fitQueued) { // not from inside the chart's layout
        m_fitQueued = true;
        QMetaObject::invokeMethod(this, &SimilarityView::fitAxes, Qt::QueuedConnection);
    }
}

void SimilarityView::fitAxes()
{
    m_fitQueued = false;
    const QRectF plot = m_chart->plotArea();
    // As many offset ticks as their labels have room for (at most eight).
    const int n = positions();
    const int fitting = ChartAxes::ticksThatFit(
        plot.width(),
        QFontMetricsF(m_axes.x()->labelsFont()).horizontalAdvance(QString::number(n - 1)));
    const double interval = std::max(1.0, ChartAxes::binaryInterval(n - 1, std::min(8, fitting)));
    if (m_axes.x()->tickInterval() != interval)
        m_axes.x()->setTickInterval(interval);
    // As many value ticks as their labels have room for (at most four).
    const int yTicks = std::min(
        4,
        ChartAxes::ticksThatFit(plot.height(), QFontMetricsF(m_axes.y()->labelsFont()).height()));
    if (yTicks != m_yTicks) {
        m_yTicks = yTicks;
        m_axes.setYRange(m_lowest, m_largest,
                         ChartAxes::binaryInterval(std::max(m_largest, 1.0), m_yTicks), 1);
    }
    // Room for the largest mark (a = 0) with its pen beyond every end of the ranges.
    qreal radius = 0;
    for (const QScatterSeries *series : std::as_const(m_startSeries))
        radius = std::max(radius, series->markerSize() / 2 + series->pen().widthF() + 1);
    m_axes.fitToPlot(plot, radius);
}

QList<DataMark> SimilarityView::marks() const
{
    QList<DataMark> out;
    for (int s = 0; s < m_startSeries.size(); ++s) {
        const QScatterSeries *series = m_startSeries.at(s);
        if (!series->isVisible())
            continue;
        const qreal size = series->markerSize();
        const QList<QPointF> points = series->points();
        for (const QPointF &point : points)
            out.append({QStringLiteral("a = %1, k = %2").arg(startPositions()[s]).arg(point.x()),
                        m_chartView->markRect(point, m_offsetCurve, size)});
    }
    return out;
}

QString SimilarityView::pointHoverText(const QPointF &point) const
{
    const int n = positions();
    if (n < 2 || !m_chartView->plotRect().adjusted(-8, -8, 8, 8).contains(point))
        return {};
    const QPointF left = m_chartView->toWidget(QPointF(0.0, 0.0), m_offsetCurve);
    const QPointF right = m_chartView->toWidget(QPointF(double(n - 1), 0.0), m_offsetCurve);
    if (right.x() <= left.x())
        return {};
    const double x = (point.x() - left.x()) / (right.x() - left.x()) * (n - 1);
    const qreal reach = qMax<qreal>(8.0, viewstyle::penWidth(6.0));
    qreal best = reach;
    QString text;
    QList<const QXYSeries *> series {m_offsetCurve, m_secondCurve};
    for (const QScatterSeries *start : m_startSeries)
        series << start;
    for (const qint64 k : {qint64(std::floor(x)), qint64(std::ceil(x))}) {
        if (k < 0 || k >= n)
            continue;
        for (const QXYSeries *s : std::as_const(series)) {
            if (!s->isVisible() || s->count() <= k)
                continue;
            const QPointF value = s->at(int(k));
            const QPointF at = m_chartView->toWidget(value, m_offsetCurve);
            const qreal distance = std::hypot(at.x() - point.x(), at.y() - point.y());
            if (distance < best) {
                best = distance;
                text = tr("k = %1, %2: %3").arg(k).arg(s->name(), display::full(value.y()));
            }
        }
    }
    return text;
}

void SimilarityView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_hoverLine->clear();
        retranslate();
    } else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        applyAppearance();
    }
}

void SimilarityView::applyAppearance()
{
    chartstyle::styleChartView(m_chartView);
    const QFontMetrics fm(viewstyle::scaledFont(1.0));
    m_chartView->setReadableMinimum(QSize(30 * fm.averageCharWidth(), 15 * fm.lineSpacing()));
    m_chartView->refitTexts();
    const QColor ink = viewstyle::ink();
    m_offsetCurve->setPen(QPen(ink, viewstyle::penWidth(2.0)));
    m_secondCurve->setPen(
        QPen(viewstyle::readable(viewstyle::qColour()), viewstyle::penWidth(2.0), Qt::DashLine));
    m_trainLine->setPen(QPen(ink, viewstyle::penWidth(1.5), Qt::DotLine));
    for (int s = 0; s < m_startSeries.size(); ++s) {
        QScatterSeries *series = m_startSeries.at(s);
        // Hollow, in the start's colour: the curve shows through every mark.
        const QColor colour = viewstyle::readable(startColours[static_cast<std::size_t>(s)]);
        series->setMarkerSize(viewstyle::penWidth(s == 0 ? 11.0 : 8.0));
        series->setColor(colour);
        series->setBorderColor(colour);
        series->setPen(QPen(colour, viewstyle::penWidth(2.0)));
        series->setBrush(Qt::NoBrush);
    }
}
