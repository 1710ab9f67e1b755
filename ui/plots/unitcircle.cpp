#include "unitcircle.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "labelplacer.h"
#include "lessonstate.h"
#include "numberformat.h"
#include "textfit.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace {

const QColor chordColour(0x00, 0x9E, 0x73); // bluish green (Okabe-Ito)
constexpr int maxTrail = 64;

/// An open arrowhead at tip pointing along angle (degrees, Qt's counter-clockwise convention).
void drawArrowHead(QPainter &painter, const QPointF &tip, qreal angle, qreal length)
{
    for (const qreal wing : {150.0, -150.0}) {
        QLineF line = QLineF::fromPolar(length, angle + wing);
        line.translate(tip);
        painter.drawLine(line);
    }
}

/// A label's box: its text as Qt lays it out (with the taller CJK fallback font where it has
/// Chinese) and a little padding.
QSizeF labelSize(const QFont &font, const QString &text)
{
    return textfit::size(text, font) + QSizeF(8, 2);
}

} // namespace

UnitCircleWidget::UnitCircleWidget(LessonState *state, int pair, QWidget *parent)
    : QWidget(parent), m_state(state), m_pair(pair)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(Appearance::instance(), &Appearance::changed, this, qOverload<>(&QWidget::update));
    refresh();
}

void UnitCircleWidget::setPair(int pair)
{
    if (pair == m_pair)
        return;
    m_pair = pair;
    refresh();
}

bool UnitCircleWidget::hasCircle() const
{
    // The layout decides where the pair's cos sits; the lone last pair of an odd d has none.
    const pe::PositionalEncoding &encoding = m_state->encoding();
    return m_pair >= 0 && m_pair < encoding.pairCount() && encoding.cosComponent(m_pair) >= 0;
}

QSize UnitCircleWidget::sizeHint() const { return QSize(520, 520); }

QSize UnitCircleWidget::minimumSizeHint() const { return readableMinimum(); }

void UnitCircleWidget::refresh()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    const bool pairExists = m_pair >= 0 && m_pair < encoding.pairCount();
    m_valid = hasCircle();
    m_trail.clear();
    m_chordText.clear();
    m_angleText.clear();
    m_noteText.clear();
    m_captionText.clear();
    m_captionReserve.clear();
    m_sinAxis.clear();
    m_cosAxis.clear();
    if (!pairExists) {
        m_title = tr("Pair i = %1").arg(m_pair);
        m_noteText = tr("d = %1 has pairs 0 to %2 only.")
                         .arg(m_state->width())
                         .arg(encoding.pairCount() - 1);
    } else if (!m_valid) {
        m_title = tr("Pair i = %1: only %2")
                      .arg(m_pair)
                      .arg(QString::fromStdString(
                          pe::componentLabel(encoding, encoding.sinComponent(m_pair))));
        m_noteText = tr("d = %1 is odd, so the last pair i = %2 has only its sin component "
                        "PE[%3]. Without a cos partner there is no point on the unit circle, and "
                        "a shift is not a rotation here: the value just moves along the sine "
                        "curve, shown below on the line from −1 to 1.")
                         .arg(m_state->width())
                         .arg(m_pair)
                         .arg(encoding.sinComponent(m_pair));
        m_pPoint = {encoding.component(p, encoding.sinComponent(m_pair)), 0.0};
        m_qPoint = {encoding.component(q, encoding.sinComponent(m_pair)), 0.0};
        m_sinAxis = tr("PE[%1], sin").arg(encoding.sinComponent(m_pair));
    } else {
        m_title = tr("Pair i = %1 on the unit circle: (%2, %3)")
                      .arg(m_pair)
                      .arg(QString::fromStdString(
                               pe::componentLabel(encoding, encoding.sinComponent(m_pair))),
                           QString::fromStdString(
                               pe::componentLabel(encoding, encoding.cosComponent(m_pair))));
        m_sinAxis = tr("PE[%1], sin").arg(encoding.sinComponent(m_pair));
        m_cosAxis = tr("PE[%1], cos").arg(encoding.cosComponent(m_pair));
        m_pPoint = pe::encodingPair(encoding, p, m_pair);
        m_qPoint = pe::encodingPair(encoding, q, m_pair);
        m_startAngle = pe::wrappedAngle(encoding.angle(p, m_pair));
        m_sweep = pe::wrappedAngle(pe::relativeAngle(encoding, q - p, m_pair));
        m_chordText = display::number(encoding.pairDistance(p, q, m_pair));
        m_angleText = tr("%1 rad").arg(display::number(m_sweep));
        // The caption: k·ω_i as computed, and reduced with the reason when whole turns go.
        const double turn = pe::relativeAngle(encoding, q - p, m_pair);
        const QString sub = display::subscript(m_pair);
        const auto caption = [&sub](const QString &reduced, const QString &rest, bool turns) {
            return turns ? tr("k·ω%1 = %2: a whole turn of 2π ends where it started, so the "
                              "figure turns by %3 rad.")
                               .arg(sub, reduced, rest)
                         : tr("k·ω%1 = %2").arg(sub, reduced);
        };
        m_captionText
            = caption(reducedAngleText(turn), display::number(m_sweep), pe::wholeTurns(turn) != 0);
        // The longest form for numbers of these many digits, for a height that does not jump
        // (and a figure that is not redrawn) while q moves.
        const int digits = int(QString::number(2 * qMax(qAbs(p), qAbs(q)) + 1).size());
        const QString zeros(digits, QLatin1Char('0'));
        m_captionReserve
            = caption(tr("%1 rad = %2 rad %3 %4")
                          .arg(QStringLiteral("\u2212") + zeros + QStringLiteral(".000000"),
                               display::number(-3.0), QStringLiteral("+"),
                               QStringLiteral("%1 × 2π").arg(zeros)),
                      display::number(-3.0), true);
        const qint64 lo = qMin(p, q);
        const qint64 hi = qMax(p, q);
        if (hi - lo - 1 <= maxTrail)
            for (qint64 n = lo + 1; n < hi; ++n)
                m_trail.append(pe::encodingPair(encoding, n, m_pair));
    }
    m_offText = m_state->encodingOn()
        ? QString()
        : tr("Encoding off: the inputs get A(p) = 0; the circle shows PE itself.");
    setAccessibleName(m_title);
    // The minimum size follows the axis name and the note (not p or q: a slider drag must not
    // relayout the window).
    const QSize minimum = readableMinimum();
    if (minimum != m_minimum) {
        m_minimum = minimum;
        updateGeometry();
    }
    exportmarks::markCut(this, m_valid && radius() < readableRadius());
    update();
}

void UnitCircleWidget::setCaptionShown(bool shown)
{
    if (shown == m_captionShown)
        return;
    m_captionShown = shown;
    update();
}

qreal UnitCircleWidget::readableRadius() const { return 5.0 * fontMetrics().height(); }

void UnitCircleWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    exportmarks::markCut(this, m_valid && radius() < readableRadius());
}

QString UnitCircleWidget::reducedAngleText(double theta)
{
    const std::int64_t turns = pe::wholeTurns(theta);
    if (turns == 0)
        return tr("%1 rad").arg(display::number(theta));
    const long long whole = std::llabs(static_cast<long long>(turns));
    const QString times = whole == 1 ? QStringLiteral("2π") : QStringLiteral("%1 × 2π").arg(whole);
    const QString sign = turns > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
    return tr("%1 rad = %2 rad %3 %4")
        .arg(display::number(theta), display::number(pe::wrappedAngle(theta)), sign, times);
}

QString UnitCircleWidget::staticKey() const
{
    // Everything paintStatic() and frame() read, but p and q.
    return QStringLiteral("%1x%2|%3|%4|%5|%6|%7|%8|%9")
               .arg(width())
               .arg(height())
               .arg(font().toString())
               .arg(Appearance::instance()->lineWidthScale())
               .arg(m_title, m_sinAxis, m_cosAxis, m_offText,
                    m_captionShown ? m_captionReserve : QString())
        + QStringLiteral("|%1|%2|%3")
              .arg(m_valid ? 1 : 0)
              .arg(palette().cacheKey())
              .arg(devicePixelRatioF());
}

UnitCircleWidget::Geometry UnitCircleWidget::frame() const
{
    const QString key = staticKey();
    if (key == m_frameKey)
        return m_frame;
    m_frame = frameAt(QSizeF(size()));
    m_frameKey = key;
    return m_frame;
}

qreal UnitCircleWidget::radiusAt(const QSize &size) const
{
    return m_valid ? frameAt(QSizeF(size)).radius : 0.0;
}

UnitCircleWidget::Geometry UnitCircleWidget::frameAt(const QSizeF &size) const
{
    Geometry g;
    const QRectF area(QPointF(0, 0), size);
    // Labels start at the widget's font (zoom, presentation mode) and grow with the figure.
    const qreal side = qMin(area.width(), area.height());
    g.font = this->font();
    const int basePixels = QFontInfo(g.font).pixelSize();
    g.font.setPixelSize(qBound(basePixels, qRound(side / 32.0), qRound(basePixels * 1.7)));
    g.bold = g.font;
    g.bold.setBold(true);
    const QFontMetricsF fm(g.font);
    const QFontMetricsF bfm(g.bold);
    g.line = fm.height();
    const qreal lw = Appearance::instance()->lineWidthScale();
    g.pointRadius = 8 * lw;

    // The title at the top, in as many lines as the width needs; the encoding-off note at the
    // bottom, as high as its wrapped text; the caption above it.
    const qreal margin = 10;
    g.titleLines = textfit::lines(m_title, g.bold, area.width() - 2 * margin);
    qreal titleLine = bfm.lineSpacing();
    for (const QString &line : std::as_const(g.titleLines))
        titleLine = qMax(titleLine, textfit::size(line, g.bold).height() + 1);
    g.titleBox = QRectF(area.left() + margin, area.top() + 6, area.width() - 2 * margin,
                        qMax<qreal>(1, g.titleLines.size()) * titleLine);
    g.figure = area.adjusted(0, g.titleBox.bottom() + 6, 0, 0);
    if (!m_offText.isEmpty()) {
        const QRectF wide(area.left() + margin, 0, area.width() - 2 * margin, area.height());
        const qreal height
            = fm.boundingRect(wide, Qt::AlignLeft | Qt::TextWordWrap, m_offText).height();
        g.offBox = QRectF(wide.left(), area.bottom() - height - 4, wide.width(), height);
        g.figure.setBottom(g.offBox.top() - 4);
    }
    if (m_valid && m_captionShown) {
        // As high as the longest form of the caption needs, so that the circle keeps its size
        // while q moves.
        const QStringList reserve
            = textfit::lines(m_captionReserve, g.font, area.width() - 2 * margin);
        qreal captionLine = fm.lineSpacing();
        for (const QString &line : reserve)
            captionLine = qMax(captionLine, textfit::size(line, g.font).height() + 1);
        const qreal height = qMax<qreal>(1, reserve.size()) * captionLine;
        g.captionBox = QRectF(area.left() + margin, g.figure.bottom() - height - 2,
                              area.width() - 2 * margin, height);
        g.figure.setBottom(g.captionBox.top() - 4);
    }

    if (!m_valid) {
        // The note in the upper part, as high as its wrapped text; the number line under it.
        const QRectF wide(g.figure.left() + g.figure.width() * 0.08, g.figure.top() + g.line * 0.5,
                          g.figure.width() * 0.84, g.figure.height());
        const qreal height
            = fm.boundingRect(wide, Qt::AlignHCenter | Qt::TextWordWrap, m_noteText).height();
        g.noteBox = QRectF(wide.left(), wide.top(), wide.width(), height);
        g.lineHalf = g.figure.width() * 0.32;
        // Room above the line for two labels, below it for the tick labels and the axis name.
        const qreal below = 2.8 * g.line;
        const qreal lineY = qMax(g.noteBox.bottom() + 3.5 * g.line,
                                 g.figure.top() + (g.figure.height() - below) * 0.72);
        g.lineMiddle = QPointF(g.figure.center().x(), qMin(lineY, g.figure.bottom() - below));
    } else {
        // The axes reach past the rotation's arc (1.07 radii) far enough for the tick labels,
        // which sit outside the arc where no point and no arc can cover them; the sin axis name
        // is right of the horizontal arrow, the cos axis name beside the vertical one. The whole
        // block is centred in the figure.
        const QSizeF sinSize = labelSize(g.bold, m_sinAxis);
        const QSizeF cosSize = labelSize(g.bold, m_cosAxis);
        const QSizeF one = labelSize(g.font, display::number(1, 0));
        const QSizeF minusOne = labelSize(g.font, display::number(-1, 0));
        const qreal sinWidth = sinSize.width() + 4 + 6;
        // The cos axis name stands beside the vertical arrow's upper end (no height of its own)
        // and reaches right of the centre by cosGap + its width.
        const qreal cosGap = 8;
        const qreal cosHeight = 6;
        const qreal inner = g.line * 0.5 + 2;
        // The tick labels' distance from the centre: past the arc (1.07 radii, its half width
        // and its arrowhead) and past a point on the circle.
        const qreal arcGap = 2.5 * lw / 2 + 8;
        // Points shrink on a small circle (a projector's small pane) rather than the circle.
        const qreal roughly = qMin(g.figure.width() - sinSize.width(), g.figure.height()) / 2;
        g.pointRadius = qBound<qreal>(5.0, roughly / 12, 8 * lw);
        const qreal pointGap = g.pointRadius + 2 * lw + 3;
        const auto ringAt = [&](qreal r) { return qMax(r * 1.07 + arcGap, r + pointGap); };
        const qreal tickExtent = qMax(minusOne.width(), minusOne.height()) + 8;
        const qreal available = qMin((g.figure.width() - 2 * inner - sinWidth) / 2,
                                     (g.figure.height() - 2 * inner - cosHeight) / 2);
        g.radius = qMax(20.0,
                        std::min({available / 1.3, (available - arcGap - tickExtent) / 1.07,
                                  available - pointGap - tickExtent}));
        g.reach = qMax(g.radius * 1.3, ringAt(g.radius) + qMax(tickExtent, cosSize.height() + 4));
        const qreal blockWidth
            = g.reach + qMax(g.reach + sinWidth, cosGap + cosSize.width() + 4);
        const qreal blockHeight = 2 * g.reach + cosHeight;
        g.centre
            = QPointF(g.figure.left() + (g.figure.width() - blockWidth) / 2 + g.reach,
                      g.figure.top() + (g.figure.height() - blockHeight) / 2 + cosHeight + g.reach);
        const QPointF c = g.centre;
        const qreal ring = ringAt(g.radius);
        g.tickBoxes = {QRectF(QPointF(c.x() + ring, c.y() + 4), one),
                       QRectF(QPointF(c.x() - ring - minusOne.width(), c.y() + 4), minusOne),
                       QRectF(QPointF(c.x() - 4 - one.width(), c.y() - ring - one.height()), one),
                       QRectF(QPointF(c.x() - 4 - minusOne.width(), c.y() + ring), minusOne)};
        g.sinNameBox = QRectF(QPointF(c.x() + g.reach + 4, c.y() - sinSize.height() / 2), sinSize);
        // Right of the vertical arrow, its top at the arrow's tip: past the tick label "1" (left
        // of the axis) and above the ring of the tick labels, clear of the arc and the points.
        g.cosNameBox = QRectF(QPointF(c.x() + cosGap, c.y() - g.reach), cosSize);
    }
    return g;
}

UnitCircleWidget::Geometry UnitCircleWidget::geometry() const
{
    Geometry g = frame();
    if (!m_valid) {
        g.p = QPointF(g.lineMiddle.x() + m_pPoint[0] * g.lineHalf, g.lineMiddle.y());
        g.q = QPointF(g.lineMiddle.x() + m_qPoint[0] * g.lineHalf, g.lineMiddle.y());
        return g;
    }
    if (m_captionShown)
        g.captionLines = textfit::lines(m_captionText, g.font, g.captionBox.width());
    const auto toScreen = [&g](const pe::Pair &v) {
        // horizontal = sin component, vertical = cos component (up)
        return QPointF(g.centre.x() + g.radius * v[0], g.centre.y() - g.radius * v[1]);
    };
    g.p = toScreen(m_pPoint);
    g.q = toScreen(m_qPoint);
    return g;
}

QSize UnitCircleWidget::readableMinimum() const
{
    // A circle of four text lines' radius with its axes, names and labels (the cos axis name
    // beside the vertical arrow), under a title of two lines (and the encoding-off note of two).
    const QFontMetricsF fm(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF bfm(bold);
    const qreal line = fm.height();
    const qreal radius = 4 * line;
    const qreal width = 2.6 * radius + bfm.horizontalAdvance(m_sinAxis) + 8 + line + 24;
    const qreal height = 2 * bfm.lineSpacing() + 12 + 2.6 * radius + line + 8
        + (m_offText.isEmpty() ? 0 : 2 * fm.lineSpacing() + 8)
        + (m_valid ? 2 * fm.lineSpacing() + 6 : 0); // the caption
    return QSize(qCeil(qMax(width, 22 * fm.averageCharWidth())), qCeil(height));
}

QList<TextBox> UnitCircleWidget::textBoxes() const
{
    return textrecorder::record(const_cast<UnitCircleWidget *>(this));
}

QList<DataMark> UnitCircleWidget::dataMarks() const
{
    if (!m_valid && m_sinAxis.isEmpty())
        return {};
    const Geometry g = geometry();
    const qreal r = g.pointRadius + Appearance::instance()->lineWidthScale();
    const auto box
        = [r](const QPointF &at) { return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r); };
    return {{QStringLiteral("p = %1").arg(m_state->position()), box(g.p)},
            {QStringLiteral("q = %1").arg(m_state->comparison()), box(g.q)}};
}

void UnitCircleWidget::paintStatic(QPainter &painter, const Geometry &g) const
{
    const QRectF area = rect();
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor axisColour = viewstyle::mix(background, ink, 0.55);
    const qreal lw = Appearance::instance()->lineWidthScale();
    painter.fillRect(area, background);

    // Title (top) and the encoding-off note (bottom).
    painter.setPen(ink);
    painter.setFont(g.bold);
    const qreal titleLine = g.titleBox.height() / qMax<qreal>(1, g.titleLines.size());
    for (int k = 0; k < g.titleLines.size(); ++k)
        painter.drawText(QRectF(g.titleBox.left(), g.titleBox.top() + k * titleLine,
                                g.titleBox.width(), titleLine),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, g.titleLines.at(k));
    if (!g.offBox.isEmpty()) {
        painter.setFont(g.font);
        painter.setPen(axisColour);
        painter.drawText(g.offBox, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, m_offText);
    }
    if (!m_valid)
        return;

    const QPointF c = g.centre;
    const qreal radius = g.radius;
    const qreal reach = g.reach;
    // Axes with arrowheads, ticks at ±1 and their labels outside the arc.
    painter.setFont(g.font);
    painter.setPen(QPen(axisColour, 1.5 * lw));
    painter.drawLine(QPointF(c.x() - reach, c.y()), QPointF(c.x() + reach, c.y()));
    painter.drawLine(QPointF(c.x(), c.y() + reach), QPointF(c.x(), c.y() - reach));
    drawArrowHead(painter, QPointF(c.x() + reach, c.y()), 0.0, 10);
    drawArrowHead(painter, QPointF(c.x(), c.y() - reach), 90.0, 10);
    const qreal tick = 5;
    for (const int s : {-1, 1}) {
        painter.drawLine(QPointF(c.x() + s * radius, c.y() - tick),
                         QPointF(c.x() + s * radius, c.y() + tick));
        painter.drawLine(QPointF(c.x() - tick, c.y() - s * radius),
                         QPointF(c.x() + tick, c.y() - s * radius));
    }
    const QStringList tickTexts {display::number(1, 0), display::number(-1, 0),
                                 display::number(1, 0), display::number(-1, 0)};
    for (int k = 0; k < g.tickBoxes.size(); ++k)
        painter.drawText(g.tickBoxes.at(k), Qt::AlignCenter | Qt::TextDontClip, tickTexts.at(k));
    // The axis names: sin right of the horizontal arrow, cos beside the vertical one.
    painter.setPen(ink);
    painter.setFont(g.bold);
    painter.drawText(g.sinNameBox, Qt::AlignCenter | Qt::TextDontClip, m_sinAxis);
    painter.drawText(g.cosNameBox, Qt::AlignCenter | Qt::TextDontClip, m_cosAxis);
    // The unit circle.
    painter.setPen(QPen(ink, 2 * lw));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, radius, radius);
}

void UnitCircleWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const Geometry g = geometry();
    const QRectF area = rect();
    // On screen (and into images) the fixed part comes from its pixmap; vector files and the
    // text recorder get it drawn.
    const bool raster
        = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
    if (raster && m_valid) {
        // The pixmap at the resolution it is drawn at: the screen's, or an exported figure's
        // scale (the painter's device transform), so that a figure at scale 3 stays sharp.
        const QTransform device = painter.deviceTransform();
        const qreal ratio = qMax(devicePixelRatioF(), std::hypot(device.m11(), device.m12()));
        const QString key = staticKey() + QLatin1Char('|') + QString::number(ratio);
        if (key != m_staticKey || m_static.isNull()) {
            m_static = QPixmap((QSizeF(size()) * ratio).toSize());
            m_static.setDevicePixelRatio(ratio);
            QPainter cache(&m_static);
            cache.setRenderHint(QPainter::Antialiasing);
            cache.setRenderHint(QPainter::TextAntialiasing);
            paintStatic(cache, g);
            m_staticKey = key;
        }
        painter.drawPixmap(0, 0, m_static);
    } else {
        paintStatic(painter, g);
    }
    // Colours from the palette (dark or projector), line widths from Appearance.
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor axisColour = viewstyle::mix(background, ink, 0.55);
    const qreal lw = Appearance::instance()->lineWidthScale();
    const auto readable = [this](const QColor &colour) {
        return viewstyle::isDark(palette()) ? colour.lighter(160) : colour;
    };

    // Labels go where they are clear of the fixed texts, the points, the leader lines and each
    // other; every leader line is drawn before the labels, which cover it. (The arc and the
    // chord as obstacles made the placer's search cost tens of milliseconds a frame.)
    LabelPlacer placer(area.adjusted(2, g.titleBox.bottom() + 2, -2, -2));
    placer.addObstacle(g.offBox);
    placer.addObstacle(g.captionBox);
    for (const QRectF &box : g.tickBoxes)
        placer.addObstacle(box);
    placer.addObstacle(g.sinNameBox);
    placer.addObstacle(g.cosNameBox);
    // A line as obstacles: small boxes along it.
    const auto addLine = [&placer, lw](const QPointF &from, const QPointF &to, qreal thickness) {
        const QPointF d = to - from;
        const qreal length = std::hypot(d.x(), d.y());
        const int steps = qMax(1, qCeil(length / 6));
        const qreal half = thickness / 2 + lw;
        for (int s = 0; s <= steps; ++s) {
            const QPointF at = from + d * (qreal(s) / steps);
            placer.addObstacle(QRectF(at.x() - half, at.y() - half, 2 * half, 2 * half));
        }
    };
    const auto pointBox = [&](const QPointF &at) {
        const qreal r = g.pointRadius + lw + 1;
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r);
    };
    struct Label
    {
        QRectF box;
        QString text;
        QColor colour;
    };
    QList<Label> labels;
    const auto placeLabel = [&](const QPointF &anchor, const QString &text, const QColor &colour,
                                qreal gap, const QPointF &outward) {
        const LabelPlacer::Placement placement
            = placer.place(anchor, labelSize(painter.font(), text), gap, outward);
        if (placement.leader) {
            const QPointF end = LabelPlacer::nearestPoint(placement.box, anchor);
            painter.save();
            painter.setPen(QPen(colour, lw));
            painter.drawLine(anchor, end);
            painter.restore();
            addLine(anchor, end, lw);
        }
        labels.append({placement.box, text, colour});
    };
    const auto drawLabels = [&] {
        QColor backing = background;
        backing.setAlpha(225);
        for (const Label &label : std::as_const(labels)) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(backing);
            painter.drawRoundedRect(label.box, 3, 3);
            painter.setPen(label.colour);
            painter.drawText(label.box, Qt::AlignCenter | Qt::TextDontClip, label.text);
        }
    };
    const auto drawPoint = [&](const QPointF &pos, const QColor &colour) {
        painter.setPen(QPen(background, 2 * lw));
        painter.setBrush(colour);
        painter.drawEllipse(pos, g.pointRadius, g.pointRadius);
    };
    const QString pText = QStringLiteral("p = %1").arg(m_state->position());
    const QString qText = QStringLiteral("q = %1").arg(m_state->comparison());

    if (!m_valid) {
        painter.setFont(g.font);
        painter.setPen(ink);
        painter.drawText(g.noteBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_noteText);
        placer.addObstacle(g.noteBox);
        if (m_sinAxis.isEmpty())
            return;
        // The lone sin component on a number line from −1 to 1, p and q marked.
        const QPointF mid = g.lineMiddle;
        const qreal half = g.lineHalf;
        painter.setPen(QPen(ink, 2 * lw));
        painter.drawLine(QPointF(mid.x() - half, mid.y()), QPointF(mid.x() + half, mid.y()));
        placer.addObstacle(pointBox(g.p));
        placer.addObstacle(pointBox(g.q));
        painter.setPen(axisColour);
        qreal ticksBottom = mid.y() + 6;
        for (const int s : {-1, 0, 1}) {
            const QPointF at(mid.x() + s * half, mid.y());
            painter.drawLine(at - QPointF(0, 6), at + QPointF(0, 6));
            const QString text = display::number(s, 0);
            const LabelPlacer::Placement tickLabel
                = placer.place(at + QPointF(0, 6), labelSize(g.font, text), 2, QPointF(0, 1));
            painter.drawText(tickLabel.box, Qt::AlignCenter | Qt::TextDontClip, text);
            ticksBottom = qMax(ticksBottom, tickLabel.box.bottom());
        }
        painter.setFont(g.bold);
        painter.setPen(ink);
        const QSizeF axisSize = labelSize(g.bold, m_sinAxis);
        const QRectF axisBox(QPointF(mid.x() - axisSize.width() / 2, ticksBottom + 2), axisSize);
        painter.drawText(axisBox, Qt::AlignCenter | Qt::TextDontClip, m_sinAxis);
        placer.addObstacle(axisBox);
        drawPoint(g.q, viewstyle::qColour());
        drawPoint(g.p, viewstyle::pColour());
        placeLabel(
            g.p,
            QStringLiteral("p = %1: %2").arg(m_state->position()).arg(display::number(m_pPoint[0])),
            readable(viewstyle::pColour()), g.pointRadius + 4, QPointF(0, -1));
        placeLabel(g.q,
                   QStringLiteral("q = %1: %2")
                       .arg(m_state->comparison())
                       .arg(display::number(m_qPoint[0])),
                   readable(viewstyle::qColour()), g.pointRadius + 4, QPointF(0, -1));
        drawLabels();
        return;
    }

    const QPointF c = g.centre;
    const qreal radius = g.radius;
    const auto toScreen
        = [&](const pe::Pair &v) { return QPointF(c.x() + radius * v[0], c.y() - radius * v[1]); };

    // The caption: the rotation, reduced with its reason.
    painter.setFont(g.font);
    painter.setPen(ink);
    // Each line as high as its tallest script (a Chinese line stands taller than a Latin one).
    qreal captionLine = QFontMetricsF(g.font).lineSpacing();
    for (const QString &line : std::as_const(g.captionLines))
        captionLine = qMax(captionLine, textfit::size(line, g.font).height() + 1);
    for (int k = 0; k < g.captionLines.size(); ++k)
        painter.drawText(QRectF(g.captionBox.left(), g.captionBox.top() + k * captionLine,
                                g.captionBox.width(), captionLine),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, g.captionLines.at(k));

    // Integer positions between p and q: the rotation's steps of ω_i (labels avoid them).
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x99, 0x99, 0x99));
    const qreal dot = 3.5 * lw;
    for (const pe::Pair &v : std::as_const(m_trail)) {
        const QPointF at = toScreen(v);
        painter.drawEllipse(at, dot, dot);
        placer.addObstacle(QRectF(at.x() - dot, at.y() - dot, 2 * dot, 2 * dot));
    }

    const QPointF pPos = g.p;
    const QPointF qPos = g.q;
    placer.addObstacle(pointBox(pPos));
    placer.addObstacle(pointBox(qPos));

    // Radii from the origin.
    QColor pRadius = viewstyle::pColour();
    QColor qRadius = viewstyle::qColour();
    pRadius.setAlpha(150);
    qRadius.setAlpha(150);
    painter.setPen(QPen(pRadius, 1.5 * lw));
    painter.drawLine(c, pPos);
    painter.setPen(QPen(qRadius, 1.5 * lw));
    painter.drawLine(c, qPos);

    // The rotation k·ω_i: along the circle from p to q, and as an angle mark at the origin.
    const qreal startDeg = 90.0 - qRadiansToDegrees(m_startAngle);
    const qreal sweepDeg = -qRadiansToDegrees(m_sweep);
    const auto arcPath = [&](qreal r) {
        const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
        QPainterPath path;
        path.arcMoveTo(box, startDeg);
        path.arcTo(box, startDeg, sweepDeg);
        return path;
    };
    const QPainterPath outer = arcPath(radius * 1.07);
    const QPainterPath mark = arcPath(radius * 0.24);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink, 2.5 * lw, Qt::SolidLine, Qt::RoundCap));
    if (qAbs(sweepDeg) > 0.05) {
        painter.drawPath(outer);
        if (outer.length() > 18)
            drawArrowHead(painter, outer.pointAtPercent(1.0), outer.angleAtPercent(1.0), 11);
        painter.setPen(QPen(ink, 1.5 * lw));
        painter.drawPath(mark);
    }

    // The chord.
    painter.setPen(QPen(chordColour, 2.5 * lw, Qt::DashLine, Qt::RoundCap));
    painter.drawLine(pPos, qPos);

    // The two points, then the labels: p and q outside the circle, the angle by its mark at
    // the origin (along the bisector), the chord's length by the chord's middle.
    drawPoint(qPos, viewstyle::qColour());
    drawPoint(pPos, viewstyle::pColour());
    painter.setFont(g.bold);
    const auto outwardOf = [&](const QPointF &at) {
        const QPointF d = at - c;
        return std::hypot(d.x(), d.y()) > 0.5 ? d : QPointF(0, -1);
    };
    placeLabel(pPos, pText, readable(viewstyle::pColour()), g.pointRadius + 4, outwardOf(pPos));
    placeLabel(qPos, qText, readable(viewstyle::qColour()), g.pointRadius + 4, outwardOf(qPos));
    QPointF bisector = qAbs(sweepDeg) > 0.05 ? outer.pointAtPercent(0.5) - c : QPointF(pPos - c);
    const qreal blen = std::hypot(bisector.x(), bisector.y());
    bisector = blen > 0 ? bisector / blen : QPointF(0, -1);
    placeLabel(c + bisector * (radius * 0.24), m_angleText, ink, 6, bisector);
    placeLabel((pPos + qPos) / 2, m_chordText,
               viewstyle::isDark(palette()) ? chordColour.lighter(140) : chordColour.darker(125), 6,
               -bisector);
    drawLabels();
}

void UnitCircleWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_minimum = readableMinimum();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}
