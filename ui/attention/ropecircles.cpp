#include "ropecircles.h"

#include "displayformat.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {
constexpr int minCircle = 56; // the smallest readable circle, pixels
constexpr int gap = 10;
} // namespace

RopeCircles::RopeCircles(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void RopeCircles::setPairs(const std::vector<pe::PairRotation> &query,
                           const std::vector<pe::PairRotation> &key)
{
    if (query.size() != key.size()) {
        m_query.clear();
        m_key.clear();
    } else {
        m_query = query;
        m_key = key;
    }
    m_radius = 0.0;
    for (int k = 0; k < shownPairs(); ++k)
        m_radius
            = std::max({m_radius, m_query[std::size_t(k)].radius, m_key[std::size_t(k)].radius});
    if (!(m_radius > 0.0))
        m_radius = 1.0;
    updateGeometry();
    update();
}

int RopeCircles::shownPairs() const { return std::min(int(m_query.size()), maxPairs); }

int RopeCircles::columns() const
{
    const int n = std::max(1, shownPairs());
    const QFontMetrics fm(font());
    const int cell
        = std::max(minCircle, fm.horizontalAdvance(QStringLiteral("t = \u22120.000000"))) + gap;
    return std::clamp(width() / cell, 1, n);
}

QRectF RopeCircles::cellRect(int k) const
{
    const int n = std::max(1, shownPairs());
    const int cols = columns();
    const int rows = (n + cols - 1) / cols;
    const QFontMetrics fm(font());
    const double w = double(width()) / cols;
    const double h = rows > 0 ? double(height()) / rows : height();
    Q_UNUSED(fm)
    return {(k % cols) * w, (k / cols) * h, w, h};
}

QRectF RopeCircles::circleRect(int k) const
{
    const QRectF cell = cellRect(k);
    const QFontMetrics fm(font());
    const double labels = labelLines() * fm.height() + 4;
    const double side = std::max(8.0, std::min(cell.width() - gap, cell.height() - labels - gap));
    return {cell.center().x() - side / 2, cell.top() + gap / 2.0, side, side};
}

QPointF RopeCircles::pointAt(int k, const double xy[2]) const
{
    const QRectF circle = circleRect(k);
    const double scale = circle.width() / 2 / m_radius;
    // x_a along the horizontal axis, x_b up.
    return {circle.center().x() + xy[0] * scale, circle.center().y() - xy[1] * scale};
}

QSize RopeCircles::sizeHint() const
{
    const QFontMetrics fm(font());
    const int n = std::max(1, shownPairs());
    return {n * (minCircle + 40), 2 * (minCircle + 40 + labelLines() * fm.height())};
}

QSize RopeCircles::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    const int cell
        = std::max(minCircle, fm.horizontalAdvance(QStringLiteral("t = \u22120.000000"))) + gap;
    const int n = std::max(1, shownPairs());
    // Four circles a row at the least.
    const int cols = std::min(n, 4);
    const int rows = (n + cols - 1) / cols;
    return {cols * cell, rows * (minCircle + gap + labelLines() * fm.height() + 4)};
}

void RopeCircles::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const QColor ink = palette().color(QPalette::WindowText);
    for (int k = 0; k < shownPairs(); ++k) {
        const pe::PairRotation &q = m_query[std::size_t(k)];
        const pe::PairRotation &key = m_key[std::size_t(k)];
        const QRectF circle = circleRect(k);
        painter.setPen(QPen(palette().color(QPalette::Mid), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(circle);
        painter.drawLine(QPointF(circle.left(), circle.center().y()),
                         QPointF(circle.right(), circle.center().y()));
        painter.drawLine(QPointF(circle.center().x(), circle.top()),
                         QPointF(circle.center().x(), circle.bottom()));
        const auto dot = [&](const QColor &colour, const double xy[2], bool filled) {
            painter.setPen(QPen(colour, 1.5));
            painter.setBrush(filled ? QBrush(colour) : QBrush(Qt::NoBrush));
            const double radius = filled ? 3.5 : 6.0; // a ring stays visible around a dot
            painter.drawEllipse(pointAt(k, xy), radius, radius);
        };
        dot(viewstyle::pColour(), q.after, true);
        dot(viewstyle::qColour(), key.after, true);
        dot(viewstyle::pColour(), q.before, false);
        dot(viewstyle::qColour(), key.before, false);
        painter.setPen(ink);
        const double y = circle.bottom() + 4;
        const QRectF cell = cellRect(k);
        painter.drawText(
            QRectF(cell.left(), y, cell.width(), fm.height()), Qt::AlignHCenter,
            QStringLiteral("i = %1 (%2, %3)").arg(q.pair).arg(q.componentA).arg(q.componentB));
        painter.drawText(QRectF(cell.left(), y + fm.height(), cell.width(), fm.height()),
                         Qt::AlignHCenter,
                         QStringLiteral("t = %1").arg(display::number(q.wrappedAngle)));
    }
}

QList<TextBox> RopeCircles::textBoxes() const
{
    return textrecorder::record(const_cast<RopeCircles *>(this));
}

QList<DataMark> RopeCircles::dataMarks() const
{
    QList<DataMark> marks;
    for (int k = 0; k < shownPairs(); ++k) {
        const QPointF q = pointAt(k, m_query[std::size_t(k)].after);
        const QPointF key = pointAt(k, m_key[std::size_t(k)].after);
        marks.append({QStringLiteral("q, pair %1").arg(k), QRectF(q.x() - 4, q.y() - 4, 8, 8)});
        marks.append({QStringLiteral("k, pair %1").arg(k), QRectF(key.x() - 4, key.y() - 4, 8, 8)});
    }
    return marks;
}
