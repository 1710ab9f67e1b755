#include "precisionlabview.h"

#include "appearance.h"
#include "chartlegend.h"
#include "chartstyle.h"
#include "charttextview.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "viewstyle.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace {

// Okabe-Ito: float64 black ink, float32 blue, bfloat16 vermilion, float16 bluish green.
QColor dtypeColour(pe::Dtype dtype)
{
    switch (dtype) {
    case pe::Dtype::Float64:
        return viewstyle::ink();
    case pe::Dtype::Float32:
        return QColor(0x00, 0x72, 0xB2);
    case pe::Dtype::BFloat16:
        return QColor(0xD5, 0x5E, 0x00);
    case pe::Dtype::Float16:
        return QColor(0x00, 0x9E, 0x73);
    }
    return viewstyle::ink();
}

QString dtypeName(pe::Dtype dtype) { return QString::fromStdString(pe::dtypeId(dtype)); }

// The axes in decades: positions 10^0 .. 10^10, errors 10^-18 .. 10^1 (every error is <= 2).
constexpr int firstXDecade = 0;
constexpr int lastXDecade = 10;
constexpr int firstYDecade = -18;
constexpr int lastYDecade = 1;

// "10⁻¹⁸": a power of ten with superscript digits and a superscript minus.
QString powerOfTen(int exponent)
{
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString text = QString::number(std::abs(exponent));
    for (QChar &c : text)
        c = digits.at(c.digitValue());
    return QStringLiteral("10") + (exponent < 0 ? QStringLiteral("⁻") : QString()) + text;
}

// Where a value lies on the logarithmic axes.
QPointF logPoint(double p, double error)
{
    return {std::log10(p), std::log10(std::max(error, PrecisionLabView::errorFloor))};
}

// Labels at decades first .. last, every step-th.
void setDecades(QCategoryAxis *axis, int first, int last, int step)
{
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    // The first category starts below the axis, so that its label sits on the first decade.
    axis->setStartValue(double(first - step));
    for (int k = first; k <= last; k += step)
        axis->append(powerOfTen(k), double(k));
}

} // namespace

PrecisionLabView::PrecisionLabView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_pathLabel(new QLabel(this))
    , m_pathBox(new QComboBox(this))
    , m_steps(new QLabel(this))
    , m_chart(new QChart)
    , m_axisX(new QCategoryAxis(this))
    , m_axisY(new QCategoryAxis(this))
    , m_collisions(new QScatterSeries(this))
    , m_overflow(new QLineSeries(this))
    , m_rotationTitle(new QLabel(this))
    , m_rotationTable(new QTableWidget(4, 3, this))
    , m_note(new QLabel(this))
{
    m_pathBox->addItem(QString(), int(pe::PrecisionPath::Framework));
    m_pathBox->addItem(QString(), int(pe::PrecisionPath::CastFromFloat64));
    m_pathBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_pathBox->setObjectName(QStringLiteral("precisionPath"));
    m_pathLabel->setBuddy(m_pathBox);

    m_chart->setAnimationOptions(QChart::NoAnimation);
    for (QCategoryAxis *axis : {m_axisX, m_axisY}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        // Qt Charts 6.4 gives a vertical category axis too little room for its labels and
        // would elide every one to "..."; the chart's layout leaves them room all the same.
        axis->setTruncateLabels(false);
    }
    m_axisX->setRange(firstXDecade, lastXDecade);
    m_axisY->setRange(firstYDecade, lastYDecade);
    setDecades(m_axisX, firstXDecade, lastXDecade, 1);
    m_yLabelStep = 1;
    setDecades(m_axisY, firstYDecade, lastYDecade, 1);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        QMetaObject::invokeMethod(this, &PrecisionLabView::fitTicks, Qt::QueuedConnection);
    });
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    const auto attach = [this](QAbstractSeries *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    };
    for (std::size_t k = 0; k < pe::allDtypes().size(); ++k) {
        auto *series = new QLineSeries(this);
        series->setPointsVisible(false);
        attach(series);
        m_errorSeries.append(series);
    }
    attach(m_overflow);
    m_collisions->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    attach(m_collisions);

    m_chartView = new ChartTextView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMarksProvider([this] { return marks(); });
    m_chartView->setHoverProvider([this](const QPointF &point) { return pointHoverText(point); });
    QList<QAbstractSeries *> legend;
    for (QLineSeries *series : std::as_const(m_errorSeries))
        legend << series;
    legend << m_collisions << m_overflow;
    m_chartView->setLegendSeries(legend, {Qt::AlignRight, Qt::AlignBottom});

    m_steps->setWordWrap(true);
    m_note->setWordWrap(true);
    m_rotationTitle->setWordWrap(true);
    m_rotationTable->setObjectName(QStringLiteral("rotationIdentity"));
    m_rotationTable->verticalHeader()->hide();
    m_rotationTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_rotationTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rotationTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_rotationTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rotationTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rotationTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_rotationTable->setWordWrap(true);
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 3; ++column) {
            auto *item = new QTableWidgetItem;
            if (column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_rotationTable->setItem(row, column, item);
        }

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_pathLabel);
    controls->addWidget(m_pathBox);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this));
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_steps);
    bodyLayout->addWidget(m_chartView, 1);
    bodyLayout->addWidget(m_note);
    bodyLayout->addWidget(m_rotationTitle);
    bodyLayout->addWidget(m_rotationTable);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(m_pathBox, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        rebuild();
        retranslate();
    });
    new DeferredRefresh(this, m_state, [this] { rebuild(); });
    connect(Appearance::instance(), &Appearance::changed, this, &PrecisionLabView::applyAppearance);
    rebuild();
    retranslate();
    applyAppearance();
}

pe::PrecisionPath PrecisionLabView::path() const
{
    return m_pathBox->currentIndex() == 1 ? pe::PrecisionPath::CastFromFloat64
                                          : pe::PrecisionPath::Framework;
}

void PrecisionLabView::setPath(pe::PrecisionPath path)
{
    m_pathBox->setCurrentIndex(path == pe::PrecisionPath::CastFromFloat64 ? 1 : 0);
}

void PrecisionLabView::applyAppearance()
{
    chartstyle::styleChartView(m_chartView);
    const QFontMetrics fm(viewstyle::scaledFont(1.0));
    m_chartView->setReadableMinimum(QSize(40 * fm.averageCharWidth(), 16 * fm.lineSpacing()));
    const std::vector<pe::Dtype> dtypes = pe::allDtypes();
    for (int k = 0; k < m_errorSeries.size(); ++k) {
        const pe::Dtype dtype = dtypes[std::size_t(k)];
        QPen pen(dtypeColour(dtype), viewstyle::penWidth(2.0));
        if (dtype == pe::Dtype::BFloat16)
            pen.setStyle(Qt::DashLine);
        m_errorSeries[k]->setPen(pen);
    }
    m_overflow->setPen(
        QPen(dtypeColour(pe::Dtype::Float16), viewstyle::penWidth(1.5), Qt::DotLine));
    const QColor ink = viewstyle::ink();
    m_collisions->setMarkerSize(viewstyle::penWidth(12.0));
    m_collisions->setColor(QApplication::palette().color(QPalette::Base));
    m_collisions->setBorderColor(ink);
    m_collisions->setPen(QPen(ink, viewstyle::penWidth(2.0)));
    m_chartView->refitTexts();
}

void PrecisionLabView::rebuild()
{
    const int pathIndex = m_pathBox->currentIndex();
    if (m_state->encodingRevision() == m_revision && pathIndex == m_builtPath) {
        retranslate(); // p and q: the rotation table
        return;
    }
    m_revision = m_state->encodingRevision();
    m_builtPath = pathIndex;
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const pe::PrecisionPath currentPath = path();
    std::vector<std::int64_t> positions
        = pe::logSpacedPositions(1, pe::PositionalEncoding::maxPosition, chartPositions);
    m_collisionMarks.clear();
    if (currentPath == pe::PrecisionPath::Framework)
        for (const pe::Dtype dtype : pe::allDtypes())
            if (const std::optional<std::int64_t> p = pe::firstIdenticalNeighbour(dtype)) {
                m_collisionMarks.append({dtype, qint64(*p)});
                positions.push_back(*p);
            }
    std::optional<std::int64_t> overflow;
    if (currentPath == pe::PrecisionPath::Framework)
        overflow = pe::firstOverflowPosition(pe::Dtype::Float16);
    if (overflow)
        positions.push_back(*overflow - 1); // the last finite float16 position
    std::sort(positions.begin(), positions.end());
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());

    m_errors.clear();
    QList<QPointF> collisionPoints;
    int k = 0;
    for (const pe::Dtype dtype : pe::allDtypes()) {
        std::vector<pe::PrecisionError> errors
            = pe::precisionErrors(encoding, dtype, currentPath, positions);
        errors.erase(std::remove_if(errors.begin(), errors.end(),
                                    [](const pe::PrecisionError &e) {
                                        return e.overflow || !std::isfinite(e.maxAbsError);
                                    }),
                     errors.end());
        QList<QPointF> points;
        points.reserve(int(errors.size()));
        for (const pe::PrecisionError &error : errors) {
            const QPointF point = logPoint(double(error.p), error.maxAbsError);
            points.append(point);
            for (const auto &mark : std::as_const(m_collisionMarks))
                if (mark.first == dtype && mark.second == error.p)
                    collisionPoints.append(point);
        }
        m_errorSeries[k]->replace(points);
        m_errors.push_back(std::move(errors));
        ++k;
    }
    m_collisions->replace(collisionPoints);
    if (overflow)
        m_overflow->replace(QList<QPointF> {QPointF(std::log10(double(*overflow)), firstYDecade),
                                            QPointF(std::log10(double(*overflow)), lastYDecade)});
    else
        m_overflow->clear();
    m_overflow->setVisible(bool(overflow));
    m_collisions->setVisible(!collisionPoints.isEmpty());
    retranslate();
}

void PrecisionLabView::retranslate()
{
    m_pathLabel->setText(tr("Roundin&g path:"));
    m_pathBox->setItemText(0, tr("as a framework computes it in the dtype"));
    m_pathBox->setItemText(1, tr("computed in float64, then cast"));
    m_pathBox->setAccessibleName(tr("Precision path"));
    m_pathBox->setToolTip(tr("Where the rounding to the dtype happens"));
    const bool framework = path() == pe::PrecisionPath::Framework;
    m_steps->setText(
        framework ? tr("Framework path (torch.arange(n, dtype=...) and friends): four steps round "
                       "to the dtype, each to nearest, ties to even: 1. the position p, 2. the "
                       "frequency ω_i, 3. their product p·ω_i, 4. each sin and cos. Nothing else "
                       "rounds.")
                  : tr("Cast path: PE is computed in float64 and each value rounded once to the "
                       "dtype at the end; the positions and angles stay exact, so every value is "
                       "within half a unit in the last place of the dtype."));
    const pe::PositionalEncoding &encoding = m_state->encoding();
    m_chartView->setTitleText(
        tr("Largest error of PE(p) per dtype against position p, d = %1").arg(encoding.width()));
    m_axisX->setTitleText(tr("position p"));
    m_axisY->setTitleText(tr("largest |error|"));
    const std::vector<pe::Dtype> dtypes = pe::allDtypes();
    for (int k = 0; k < m_errorSeries.size(); ++k)
        m_errorSeries[k]->setName(dtypeName(dtypes[std::size_t(k)]));
    QStringList collisions;
    for (const auto &mark : std::as_const(m_collisionMarks))
        collisions << tr("%1 at p = %2").arg(dtypeName(mark.first)).arg(mark.second);
    m_collisions->setName(
        tr("neighbours identical from: %1").arg(collisions.join(QStringLiteral(", "))));
    if (const std::optional<std::int64_t> overflow = pe::firstOverflowPosition(pe::Dtype::Float16))
        m_overflow->setName(tr("float16 overflows: p ≥ %1 is infinite").arg(*overflow));
    m_note->setText(
        framework
            ? tr("A dtype with a significand of k bits holds every whole number only up to "
                 "2^k: above it two neighbouring positions round to the same value and get "
                 "identical encodings (marked where it first happens). From p = 65520 on float16 "
                 "positions are infinite and "
                 "sin(inf) is NaN: those rows are left out. Errors below 10⁻¹⁸ are drawn at "
                 "10⁻¹⁸.")
            : tr("The cast path keeps positions exact: no two positions collide, and the error "
                 "stays within half an ulp of each dtype at every position. Errors below 10⁻¹⁸ "
                 "(float64's 0) are drawn at 10⁻¹⁸."));

    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    m_rotationTitle->setText(
        tr("Rotation identity M(k, i) PE(p) = PE(p + k) with p = %1, k = q − p = %2, every "
           "product and sum in the dtype: the largest distance of a rotated pair from the pair "
           "of PE(p + k).")
            .arg(p)
            .arg(q - p));
    m_rotationTable->setHorizontalHeaderLabels(
        {tr("dtype"), tr("against PE(p + k) in the dtype"), tr("against the exact PE(p + k)")});
    m_rotationTable->setAccessibleName(tr("Error of the rotation identity per dtype"));
    int row = 0;
    for (const pe::Dtype dtype : dtypes) {
        m_rotationTable->item(row, 0)->setText(dtypeName(dtype));
        QString againstRow;
        QString againstExact;
        QString againstRowFull;
        QString againstExactFull;
        try {
            const pe::RotationIdentityError error
                = pe::rotationIdentityError(encoding, p, q - p, dtype);
            const auto shown = [](double value) {
                return std::isnan(value) ? tr("NaN: the position overflows")
                                         : display::scientific(value, 3);
            };
            againstRow = shown(error.againstDtypeRow);
            againstExact = shown(error.againstExact);
            againstRowFull = display::full(error.againstDtypeRow);
            againstExactFull = display::full(error.againstExact);
        } catch (const std::invalid_argument &) {
            againstRow = againstExact = tr("needs d ≥ 2");
        }
        m_rotationTable->item(row, 1)->setText(againstRow);
        m_rotationTable->item(row, 1)->setToolTip(againstRowFull);
        m_rotationTable->item(row, 2)->setText(againstExact);
        m_rotationTable->item(row, 2)->setToolTip(againstExactFull);
        ++row;
    }
    m_rotationTable->resizeRowsToContents();
    m_chartView->refitTexts();
}

void PrecisionLabView::fitTicks()
{
    // A decade label needs its line height and a gap; every second or third when the plot is low.
    const qreal plotHeight = m_chart->plotArea().height();
    const qreal line = QFontMetricsF(m_axisY->labelsFont()).height() * 1.4;
    const int decades = lastYDecade - firstYDecade;
    int step = 1;
    while (step < decades && plotHeight > 0 && plotHeight * step / decades < line)
        ++step;
    if (step != m_yLabelStep) {
        m_yLabelStep = step;
        setDecades(m_axisY, firstYDecade, lastYDecade, step);
    }
}

QList<DataMark> PrecisionLabView::marks() const
{
    QList<DataMark> out;
    if (!m_collisions->isVisible())
        return out;
    for (const QPointF &point : m_collisions->points())
        out.append({tr("p = %1").arg(qint64(point.x())),
                    m_chartView->markRect(point, m_collisions, m_collisions->markerSize())});
    return out;
}

QString PrecisionLabView::pointHoverText(const QPointF &point) const
{
    if (!m_chartView->plotRect().adjusted(-8, -8, 8, 8).contains(point))
        return {};
    const qreal reach = qMax<qreal>(8.0, viewstyle::penWidth(6.0));
    qreal best = reach;
    QString text;
    const std::vector<pe::Dtype> dtypes = pe::allDtypes();
    for (int k = 0; k < m_errorSeries.size() && k < int(m_errors.size()); ++k) {
        const QLineSeries *series = m_errorSeries[k];
        if (!series->isVisible())
            continue;
        const std::vector<pe::PrecisionError> &errors = m_errors[std::size_t(k)];
        for (int n = 0; n < series->count() && n < int(errors.size()); ++n) {
            const QPointF at = m_chartView->toWidget(series->at(n), m_errorSeries[k]);
            const qreal distance = std::hypot(at.x() - point.x(), at.y() - point.y());
            if (distance < best) {
                best = distance;
                text = tr("p = %1, %2: largest error %3")
                           .arg(errors[std::size_t(n)].p)
                           .arg(dtypeName(dtypes[std::size_t(k)]),
                                display::full(errors[std::size_t(n)].maxAbsError));
            }
        }
    }
    return text;
}

void PrecisionLabView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyAppearance();
}
