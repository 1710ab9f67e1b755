#include "unitcircle.h"
#include "deferredrefresh.h"

#include "appearance.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "numberformat.h"
#include "viewstyle.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <cmath>
#include <tuple>

namespace {

const QColor chordColour(0x00, 0x9E, 0x73); // bluish green (Okabe-Ito)
constexpr int maxTrail = 64;

/// Text with a backing box in the background colour centred on centre; returns the box.
QRectF drawLabel(QPainter &painter, const QPointF &centre, const QString &text,
                 const QColor &colour, QColor backing)
{
    backing.setAlpha(225);
    const QFontMetricsF fm(painter.font());
    const QSizeF size(fm.horizontalAdvance(text) + 8, fm.height() + 2);
    const QRectF box(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(),
                     size.height());
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(backing);
    painter.drawRoundedRect(box, 3, 3);
    painter.setPen(colour);
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
    return box;
}

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

QSize UnitCircleWidget::minimumSizeHint() const { return QSize(280, 280); }

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
    update();
}

void UnitCircleWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF area = rect();
    // Colours from the palette (dark or projector), line widths from Appearance.
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor axisColour = viewstyle::mix(background, ink, 0.55);
    const qreal lw = Appearance::instance()->lineWidthScale();
    const auto label = [&](const QPointF &centre, const QString &text, const QColor &colour) {
        return drawLabel(painter, centre, text, colour, background);
    };
    painter.fillRect(area, background);

    // Labels start at the widget's font (zoom, presentation mode) and grow with the figure.
    const qreal side = qMin(area.width(), area.height());
    QFont font = this->font();
    const int basePixels = QFontInfo(font).pixelSize();
    font.setPixelSize(qBound(basePixels, qRound(side / 32.0), qRound(basePixels * 1.7)));
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font);
    const qreal line = fm.height();

    // Title (top) and the encoding-off note (bottom).
    painter.setPen(ink);
    painter.setFont(bold);
    const QRectF titleBox(area.left() + 10, area.top() + 6, area.width() - 20, line * 1.4);
    painter.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter, m_title);
    QRectF figure = area.adjusted(0, titleBox.height() + 6, 0, 0);
    if (!m_offText.isEmpty()) {
        painter.setFont(font);
        painter.setPen(axisColour);
        const QRectF offBox(area.left() + 10, area.bottom() - line * 2.4, area.width() - 20,
                            line * 2.3);
        painter.drawText(offBox, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, m_offText);
        figure.setBottom(offBox.top());
    }

    if (!m_valid) {
        painter.setFont(font);
        painter.setPen(ink);
        const QRectF noteBox(figure.left() + figure.width() * 0.1, figure.top() + line,
                             figure.width() * 0.8, figure.height() * 0.5);
        painter.drawText(noteBox, Qt::AlignCenter | Qt::TextWordWrap, m_noteText);
        if (m_sinAxis.isEmpty())
            return;
        // The lone sin component on a number line from −1 to 1, p and q marked.
        const qreal half = figure.width() * 0.32;
        const QPointF mid(figure.center().x(), figure.top() + figure.height() * 0.72);
        painter.setPen(QPen(ink, 2 * lw));
        painter.drawLine(QPointF(mid.x() - half, mid.y()), QPointF(mid.x() + half, mid.y()));
        painter.setPen(axisColour);
        for (const int s : {-1, 0, 1}) {
            const QPointF at(mid.x() + s * half, mid.y());
            painter.drawLine(at - QPointF(0, 6), at + QPointF(0, 6));
            const QString text = display::number(s, 0);
            painter.drawText(QRectF(at.x() - 30, at.y() + 8, 60, line), Qt::AlignCenter, text);
        }
        painter.setFont(bold);
        painter.setPen(ink);
        painter.drawText(QRectF(mid.x() - half, mid.y() + line * 1.4, 2 * half, line * 1.2),
                         Qt::AlignCenter, m_sinAxis);
        const QPointF pAt(mid.x() + m_pPoint[0] * half, mid.y());
        const QPointF qAt(mid.x() + m_qPoint[0] * half, mid.y());
        for (const auto &[at, colour, text, up] :
             {std::tuple(qAt, viewstyle::qColour(),
                         QStringLiteral("q = %1: %2")
                             .arg(m_state->comparison())
                             .arg(display::number(m_qPoint[0])),
                         false),
              std::tuple(pAt, viewstyle::pColour(),
                         QStringLiteral("p = %1: %2")
                             .arg(m_state->position())
                             .arg(display::number(m_pPoint[0])),
                         true)}) {
            painter.setPen(QPen(background, 2 * lw));
            painter.setBrush(colour);
            painter.drawEllipse(at, 8 * lw, 8 * lw);
            label(at + QPointF(0, up ? -line * 1.1 : -line * 2.2), text, colour);
        }
        return;
    }

    // Geometry: leave room around the circle for the axis and point labels.
    // The axes reach 1.3 radii; the cos axis label sits above the vertical arrow.
    // The sin axis label sits right of the horizontal arrow, so the figure is shifted left by
    // half its width.
    const QFontMetricsF bfm(bold);
    const qreal sideMargin = line * 1.5;
    const qreal axisLabelWidth = bfm.horizontalAdvance(m_sinAxis) + 16;
    const qreal radius = qMax(20.0,
                              qMin((figure.width() - 2 * sideMargin - axisLabelWidth) / 2.6,
                                   (figure.height() - 2.5 * line) / 2.64));
    const QPointF c(figure.center().x() - axisLabelWidth / 2, figure.center().y() + line * 0.6);
    const auto toScreen = [&](const pe::Pair &v, qreal r = 1.0) {
        // horizontal = sin component, vertical = cos component (up)
        return QPointF(c.x() + r * radius * v[0], c.y() - r * radius * v[1]);
    };

    // Axes with arrowheads, ticks at ±1.
    painter.setFont(font);
    const qreal reach = radius * 1.3;
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
    // Tick labels inside the circle, beside the axes.
    painter.setPen(axisColour);
    for (const int s : {-1, 1}) {
        const QString text = display::number(s, 0);
        const qreal w = fm.horizontalAdvance(text);
        painter.drawText(QPointF(c.x() + s * radius - (s > 0 ? w + 6 : -6), c.y() + line), text);
        const qreal baseline
            = s > 0 ? c.y() - radius + fm.ascent() + 4 : c.y() + radius - fm.descent() - 6;
        painter.drawText(QPointF(c.x() - w - 8, baseline), text);
    }
    painter.setPen(ink);
    painter.setFont(bold);
    painter.drawText(QPointF(c.x() + reach + 8, c.y() + bfm.ascent() / 2 - bfm.descent() / 2),
                     m_sinAxis);
    painter.drawText(
        QPointF(c.x() - bfm.horizontalAdvance(m_cosAxis) / 2, c.y() - reach - bfm.descent() - 4),
        m_cosAxis);
    painter.setFont(font);

    // The unit circle.
    painter.setPen(QPen(ink, 2 * lw));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, radius, radius);

    // Integer positions between p and q: the rotation's steps of ω_i.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x99, 0x99, 0x99));
    for (const pe::Pair &v : std::as_const(m_trail))
        painter.drawEllipse(toScreen(v), 3.5 * lw, 3.5 * lw);

    const QPointF pPos = toScreen(m_pPoint);
    const QPointF qPos = toScreen(m_qPoint);

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
    QColor arcColour = ink;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(arcColour, 2.5 * lw, Qt::SolidLine, Qt::RoundCap));
    if (qAbs(sweepDeg) > 0.05) {
        painter.drawPath(outer);
        if (outer.length() > 18)
            drawArrowHead(painter, outer.pointAtPercent(1.0), outer.angleAtPercent(1.0), 11);
        painter.setPen(QPen(arcColour, 1.5 * lw));
        painter.drawPath(mark);
    }

    // The chord, labelled with the pair distance.
    painter.setPen(QPen(chordColour, 2.5 * lw, Qt::DashLine, Qt::RoundCap));
    painter.drawLine(pPos, qPos);

    // Labels: the angle at the origin mark (on the bisector), the chord inside the circle.
    painter.setFont(bold);
    const QPointF mid = (pPos + qPos) / 2;
    QPointF bisector = qAbs(sweepDeg) > 0.05 ? outer.pointAtPercent(0.5) - c : QPointF(pPos - c);
    const qreal blen = std::hypot(bisector.x(), bisector.y());
    bisector = blen > 0 ? bisector / blen : QPointF(0, -1);
    const QPointF angleAt = c
        + bisector
            * (radius * 0.24 + 8 + qAbs(bisector.x()) * (bfm.horizontalAdvance(m_angleText) / 2 + 4)
               + qAbs(bisector.y()) * line / 2);
    const QRectF angleBox = label(angleAt, m_angleText, ink);
    // The chord label sits near the chord's middle, on the first spot clear of the angle label
    // (when k·ω is close to π the chord runs through the origin, where the angle label is).
    const qreal chordWidth = bfm.horizontalAdvance(m_chordText) + 8;
    const auto boxAt = [&](const QPointF &centre) {
        return QRectF(centre - QPointF(chordWidth / 2, line / 2), QSizeF(chordWidth, line));
    };
    QPointF along = qPos - pPos;
    const qreal alongLength = std::hypot(along.x(), along.y());
    along = alongLength > 0 ? along / alongLength : QPointF(1, 0);
    QList<QPointF> candidates {mid - bisector * (line * 0.9), mid + bisector * (line * 0.9)};
    for (qreal step = 1; step <= 6; ++step) {
        candidates << mid + along * (step * line) - bisector * (line * 0.9)
                   << mid - along * (step * line) - bisector * (line * 0.9);
    }
    QPointF chordCentre = candidates.first();
    for (const QPointF &candidate : std::as_const(candidates)) {
        if (!angleBox.adjusted(-4, -4, 4, 4).intersects(boxAt(candidate))) {
            chordCentre = candidate;
            break;
        }
    }
    label(chordCentre, m_chordText,
          viewstyle::isDark(palette()) ? chordColour.lighter(140) : chordColour.darker(125));

    // The two points and their labels outside the circle.
    const auto drawPoint = [&](const QPointF &pos, const QColor &colour) {
        painter.setPen(QPen(background, 2 * lw));
        painter.setBrush(colour);
        painter.drawEllipse(pos, 8 * lw, 8 * lw);
    };
    drawPoint(qPos, viewstyle::qColour());
    drawPoint(pPos, viewstyle::pColour());
    const auto labelCentre = [&](const pe::Pair &v, const QString &text, qreal extra) {
        const qreal w = bfm.horizontalAdvance(text) + 8;
        const qreal distance = radius + 14 + qAbs(v[0]) * w / 2 + qAbs(v[1]) * line / 2 + extra;
        return QPointF(c.x() + distance * v[0], c.y() - distance * v[1]);
    };
    const QString pText = QStringLiteral("p = %1").arg(m_state->position());
    const QString qText = QStringLiteral("q = %1").arg(m_state->comparison());
    const auto labelBox = [&](const QPointF &centre, const QString &text) {
        const QSizeF size(bfm.horizontalAdvance(text) + 8, line + 2);
        return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
    };
    // A label near the widget's edge is moved in so that it is never cut off.
    const auto keepInside = [&](QPointF centre, const QString &text) {
        const QRectF box = labelBox(centre, text);
        const QRectF inside = QRectF(rect()).adjusted(2, 2, -2, -2);
        if (box.left() < inside.left())
            centre.rx() += inside.left() - box.left();
        else if (box.right() > inside.right())
            centre.rx() -= box.right() - inside.right();
        if (box.top() < inside.top())
            centre.ry() += inside.top() - box.top();
        else if (box.bottom() > inside.bottom())
            centre.ry() -= box.bottom() - inside.bottom();
        return centre;
    };
    const QPointF pLabel = keepInside(labelCentre(m_pPoint, pText, radius * 0.07), pText);
    QPointF qLabel = labelCentre(m_qPoint, qText, radius * 0.07);
    // Move q's label away from p's until the two are clear of each other.
    QPointF away = qLabel - pLabel;
    const qreal awayLength = std::hypot(away.x(), away.y());
    away = awayLength > 0.5 ? away / awayLength
                            : QPointF(m_qPoint[0], -m_qPoint[1]); // same place: outwards
    for (int step = 0; step < 40 && labelBox(qLabel, qText).intersects(labelBox(pLabel, pText));
         ++step)
        qLabel += away * 4;
    qLabel = keepInside(qLabel, qText);
    const auto readable = [this](const QColor &colour) {
        return viewstyle::isDark(palette()) ? colour.lighter(160) : colour;
    };
    label(pLabel, pText, readable(viewstyle::pColour()));
    label(qLabel, qText, readable(viewstyle::qColour()));
}

void UnitCircleWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}
