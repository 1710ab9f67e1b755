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
    const int most = std::clamp(width() / cell, 1, n);
    // The number of columns (as many as fit at the least) whose circles are the largest in the
    // room: a tall room takes two rows of larger circles rather than one row of small ones.
    const double labels = labelLines() * fm.height() + 4;
    // Of two as large (within two pixels), the one with fewer empty cells (2 x 2, not 3 + 1).
    int best = most;
    double largest = 0.0;
    int empty = 0;
    for (int cols = most; cols >= 1; --cols) {
        const int rows = (n + cols - 1) / cols;
        const double side
            = std::min(double(width()) / cols - gap, double(height()) / rows - labels - gap);
        const int left = rows * cols - n;
        if (side > largest + 2.0 || (side > largest - 2.0 && left < empty)) {
            largest = std::max(largest, side);
            best = cols;
            empty = left;
        }
    }
    return best;
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

double RopeCircles::markSize() const
{
    // Half a mark's width: with the text, at least 4.5 pixels.
    return std::max(4.5, QFontMetricsF(font()).height() / 3.2);
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
        // q as circles, k as squares; filled after the rotation, hollow before it; the
        // rotation itself as an arc with an arrowhead from the hollow mark to the filled one.
        const double half = markSize();
        const auto mark = [&](const QColor &colour, const double xy[2], bool square, bool filled) {
            painter.setPen(QPen(colour, viewstyle::penWidth(1.5)));
            painter.setBrush(filled ? QBrush(colour) : QBrush(palette().color(QPalette::Window)));
            const QPointF at = pointAt(k, xy);
            if (square)
                painter.drawRect(
                    QRectF(at.x() - half * 0.85, at.y() - half * 0.85, half * 1.7, half * 1.7));
            else
                painter.drawEllipse(at, half, half);
        };
        const auto arc = [&](const QColor &colour, const pe::PairRotation &r) {
            const double scale = circle.width() / 2 / m_radius;
            const double length = r.radius * scale;
            const double sweep = r.wrappedAngle * 180.0 / M_PI;
            if (length < 2 * half || std::abs(sweep) < 1.0)
                return;
            const double start = std::atan2(r.before[1], r.before[0]) * 180.0 / M_PI;
            const QRectF box(circle.center().x() - length, circle.center().y() - length, 2 * length,
                             2 * length);
            QPainterPath path;
            path.arcMoveTo(box, start);
            path.arcTo(box, start, sweep);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(colour, viewstyle::penWidth(1.5), Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(path);
            const QPointF tip = path.pointAtPercent(1.0);
            const double heading = path.angleAtPercent(1.0);
            for (const double wing : {150.0, -150.0}) {
                QLineF line = QLineF::fromPolar(half * 1.6, heading + wing);
                line.translate(tip);
                painter.drawLine(line);
            }
        };
        arc(viewstyle::pColour(), q);
        arc(viewstyle::qColour(), key);
        mark(viewstyle::pColour(), q.before, false, false);
        mark(viewstyle::qColour(), key.before, true, false);
        mark(viewstyle::pColour(), q.after, false, true);
        mark(viewstyle::qColour(), key.after, true, true);
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
        const double r = markSize();
        marks.append(
            {QStringLiteral("q, pair %1").arg(k), QRectF(q.x() - r, q.y() - r, 2 * r, 2 * r)});
        marks.append(
            {QStringLiteral("k, pair %1").arg(k), QRectF(key.x() - r, key.y() - r, 2 * r, 2 * r)});
    }
    return marks;
}
