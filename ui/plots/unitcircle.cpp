#include "unitcircle.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "displayformat.h"
#include "labelplacer.h"
#include "lessonstate.h"
#include "numberformat.h"
#include "textfit.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <cmath>

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
    update();
}

UnitCircleWidget::Geometry UnitCircleWidget::geometry() const
{
    Geometry g;
    const QRectF area = rect();
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
    g.pointRadius = 8 * Appearance::instance()->lineWidthScale();

    // The title at the top, in as many lines as the width needs; the encoding-off note at the
    // bottom, as high as its wrapped text.
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
        g.p = QPointF(g.lineMiddle.x() + m_pPoint[0] * g.lineHalf, g.lineMiddle.y());
        g.q = QPointF(g.lineMiddle.x() + m_qPoint[0] * g.lineHalf, g.lineMiddle.y());
        return g;
    }

    // The axes reach 1.3 radii; the sin axis name sits right of the horizontal arrow, the cos
    // axis name above the vertical one. The whole block is centred in the figure.
    const qreal sinWidth = textfit::size(m_sinAxis, g.bold).width() + 8 + 6;
    const qreal cosHeight = textfit::size(m_cosAxis, g.bold).height() + 2 + 4;
    const qreal inner = g.line * 0.5 + 2;
    g.radius = qMax(20.0,
                    qMin((g.figure.width() - 2 * inner - sinWidth) / 2.6,
                         (g.figure.height() - 2 * inner - cosHeight) / 2.6));
    g.reach = g.radius * 1.3;
    const qreal blockWidth = 2 * g.reach + sinWidth;
    const qreal blockHeight = 2 * g.reach + cosHeight;
    g.centre
        = QPointF(g.figure.left() + (g.figure.width() - blockWidth) / 2 + g.reach,
                  g.figure.top() + (g.figure.height() - blockHeight) / 2 + cosHeight + g.reach);
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
    // A circle of four text lines' radius with its axes, names and labels, under a title of
    // two lines (and the encoding-off note of two).
    const QFontMetricsF fm(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF bfm(bold);
    const qreal line = fm.height();
    const qreal radius = 4 * line;
    const qreal width = 2.6 * radius + bfm.horizontalAdvance(m_sinAxis) + 8 + line + 24;
    const qreal height = 2 * bfm.lineSpacing() + 12 + 2.6 * radius + bfm.height() + line + 8
        + (m_offText.isEmpty() ? 0 : 2 * fm.lineSpacing() + 8);
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

void UnitCircleWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const Geometry g = geometry();
    const QRectF area = rect();
    // Colours from the palette (dark or projector), line widths from Appearance.
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor axisColour = viewstyle::mix(background, ink, 0.55);
    const qreal lw = Appearance::instance()->lineWidthScale();
    painter.fillRect(area, background);
    const auto readable = [this](const QColor &colour) {
        return viewstyle::isDark(palette()) ? colour.lighter(160) : colour;
    };

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

    // Labels go where they are clear of the fixed texts, the points and each other.
    LabelPlacer placer(area.adjusted(2, g.titleBox.bottom() + 2, -2, -2));
    placer.addObstacle(g.offBox);
    // A label's box: its text as Qt lays it out (with the taller CJK fallback font where it
    // has Chinese) and a little padding.
    const auto labelSize
        = [](const QFont &f, const QString &text) { return textfit::size(text, f) + QSizeF(8, 2); };
    // A fixed text drawn centred in its box, which becomes an obstacle for the labels.
    const auto drawFixed = [&](const QRectF &box, const QString &text) {
        painter.drawText(box, Qt::AlignCenter | Qt::TextDontClip, text);
        placer.addObstacle(box);
    };
    const auto pointBox = [&](const QPointF &at) {
        const qreal r = g.pointRadius + lw + 1;
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r);
    };
    const auto drawLabel = [&](const QRectF &box, const QString &text, const QColor &colour) {
        QColor backing = background;
        backing.setAlpha(225);
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(backing);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(colour);
        painter.drawText(box, Qt::AlignCenter | Qt::TextDontClip, text);
        painter.restore();
    };
    const auto placeLabel = [&](const QPointF &anchor, const QString &text, const QColor &colour,
                                qreal gap, const QPointF &outward) {
        const LabelPlacer::Placement placement
            = placer.place(anchor, labelSize(painter.font(), text), gap, outward);
        if (placement.leader) {
            painter.save();
            painter.setPen(QPen(colour, lw));
            painter.drawLine(anchor, LabelPlacer::nearestPoint(placement.box, anchor));
            painter.restore();
        }
        drawLabel(placement.box, text, colour);
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
        drawFixed(QRectF(QPointF(mid.x() - axisSize.width() / 2, ticksBottom + 2), axisSize),
                  m_sinAxis);
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
        return;
    }

    const QPointF c = g.centre;
    const qreal radius = g.radius;
    const qreal reach = g.reach;
    const auto toScreen
        = [&](const pe::Pair &v) { return QPointF(c.x() + radius * v[0], c.y() - radius * v[1]); };

    // Axes with arrowheads, ticks at ±1.
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
    // The axis names: sin right of the horizontal arrow, cos above the vertical one.
    painter.setPen(ink);
    painter.setFont(g.bold);
    const QSizeF sinSize = labelSize(g.bold, m_sinAxis);
    const QSizeF cosSize = labelSize(g.bold, m_cosAxis);
    drawFixed(QRectF(QPointF(c.x() + reach + 4, c.y() - sinSize.height() / 2), sinSize), m_sinAxis);
    drawFixed(
        QRectF(QPointF(c.x() - cosSize.width() / 2, c.y() - reach - 2 - cosSize.height()), cosSize),
        m_cosAxis);
    painter.setFont(g.font);
    // The unit circle.
    painter.setPen(QPen(ink, 2 * lw));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, radius, radius);

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

    // Tick labels inside the circle beside the ±1 ticks, moved off the points.
    painter.setPen(axisColour);
    painter.setFont(g.font);
    for (const int s : {-1, 1}) {
        const QString text = display::number(s, 0);
        const QSizeF size = labelSize(g.font, text);
        const LabelPlacer::Placement onX
            = placer.place(QPointF(c.x() + s * radius, c.y() + tick), size, 2, QPointF(-s, 1));
        painter.drawText(onX.box, Qt::AlignCenter | Qt::TextDontClip, text);
        const LabelPlacer::Placement onY
            = placer.place(QPointF(c.x() - tick, c.y() - s * radius), size, 2, QPointF(-1, s));
        painter.drawText(onY.box, Qt::AlignCenter | Qt::TextDontClip, text);
    }

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
