#include "labelplacer.h"

#include <algorithm>
#include <cmath>

void LabelPlacer::addObstacle(const QRectF &box)
{
    if (box.isValid())
        m_obstacles.append(box);
}

bool LabelPlacer::isClear(const QRectF &box) const
{
    if (!m_bounds.contains(box))
        return false;
    return std::none_of(m_obstacles.cbegin(), m_obstacles.cend(),
                        [&box](const QRectF &other) { return other.intersects(box); });
}

qreal LabelPlacer::overlapArea(const QRectF &box) const
{
    qreal area = 0;
    for (const QRectF &other : m_obstacles) {
        const QRectF common = other.intersected(box);
        area += common.width() * common.height();
    }
    return area;
}

QPointF LabelPlacer::nearestPoint(const QRectF &box, const QPointF &p)
{
    return QPointF(std::clamp(p.x(), box.left(), box.right()),
                   std::clamp(p.y(), box.top(), box.bottom()));
}

LabelPlacer::Placement LabelPlacer::place(const QPointF &anchor, const QSizeF &size, qreal gap,
                                          bool preferRight)
{
    const qreal s = preferRight ? 1.0 : -1.0;
    return placeAlong(anchor, size, gap,
                      {{s, 0}, {-s, 0}, {0, -1}, {0, 1}, {s, -1}, {s, 1}, {-s, -1}, {-s, 1}});
}

LabelPlacer::Placement LabelPlacer::placeWithin(const QRectF &region, const QPointF &anchor,
                                                const QSizeF &size, qreal gap, bool preferRight)
{
    const QRectF bounds = m_bounds;
    const QRectF narrowed = bounds.intersected(region);
    if (narrowed.width() >= size.width() && narrowed.height() >= size.height()) {
        m_bounds = narrowed;
        const Placement inside = place(anchor, size, gap, preferRight);
        m_bounds = bounds;
        if (inside.clear)
            return inside;
        m_obstacles.removeLast(); // place() added the box it gave up on
    }
    return place(anchor, size, gap, preferRight);
}

LabelPlacer::Placement LabelPlacer::place(const QPointF &anchor, const QSizeF &size, qreal gap,
                                          const QPointF &outward)
{
    QList<QPointF> directions {{1, 0},  {-1, 0}, {0, -1},  {0, 1},
                               {1, -1}, {1, 1},  {-1, -1}, {-1, 1}};
    const qreal length = std::hypot(outward.x(), outward.y());
    if (length > 0) {
        // Closest to outward first; equal ones keep the order above (stable sort).
        const auto closeness = [&](const QPointF &d) {
            return (d.x() * outward.x() + d.y() * outward.y())
                / (std::hypot(d.x(), d.y()) * length);
        };
        std::stable_sort(directions.begin(), directions.end(),
                         [&](const QPointF &a, const QPointF &b) {
                             return closeness(a) > closeness(b) + 1e-12;
                         });
    }
    return placeAlong(anchor, size, gap, directions);
}

LabelPlacer::Placement LabelPlacer::placeAlong(const QPointF &anchor, const QSizeF &size, qreal gap,
                                               const QList<QPointF> &directions)
{
    const qreal w = size.width();
    const qreal h = size.height();
    const qreal step = std::max<qreal>(4.0, h / 2);
    // The box for direction (dx, dy) at distance r: its nearest edge r away from the anchor.
    const auto boxAt = [&](qreal dx, qreal dy, qreal r) {
        qreal x = anchor.x() - w / 2;
        qreal y = anchor.y() - h / 2;
        const qreal c = (dx != 0 && dy != 0) ? r * M_SQRT1_2 : r;
        if (dx > 0)
            x = anchor.x() + c;
        else if (dx < 0)
            x = anchor.x() - c - w;
        if (dy > 0)
            y = anchor.y() + c;
        else if (dy < 0)
            y = anchor.y() - c - h;
        return QRectF(x, y, w, h);
    };
    const int rings = static_cast<int>(std::ceil(2.5 * (w + h) / step));
    Placement result;
    QRectF leastOverlap;
    qreal least = -1;
    for (int k = 0; k <= rings; ++k) {
        const qreal r = gap + k * step;
        for (const QPointF &d : directions) {
            const QRectF box = boxAt(d.x(), d.y(), r);
            if (isClear(box)) {
                result = {box, true, k >= 2};
                m_obstacles.append(box);
                return result;
            }
            if (m_bounds.contains(box)) {
                const qreal area = overlapArea(box);
                if (least < 0 || area < least) {
                    least = area;
                    leastOverlap = box;
                }
            }
        }
    }
    // Nothing free nearby: the nearest free spot of a grid over the bounds.
    const qreal gridX = std::max<qreal>(2.0, w / 4);
    const qreal gridY = std::max<qreal>(2.0, h / 4);
    QRectF best;
    qreal bestDistance = -1;
    // The grid's steps, and the last place against the right and the bottom bound (a box that
    // fits only flush with the edge, beyond a point, is found too).
    const auto steps = [](qreal from, qreal to, qreal stride) {
        QList<qreal> at;
        for (qreal v = from; v <= to; v += stride)
            at.append(v);
        if (to >= from && (at.isEmpty() || at.last() < to))
            at.append(to);
        return at;
    };
    const QList<qreal> columns = steps(m_bounds.left(), m_bounds.right() - w, gridX);
    for (const qreal y : steps(m_bounds.top(), m_bounds.bottom() - h, gridY)) {
        for (const qreal x : columns) {
            const QRectF box(x, y, w, h);
            const QPointF near = nearestPoint(box, anchor) - anchor;
            const qreal distance = std::hypot(near.x(), near.y());
            if (distance < gap)
                continue;
            if ((bestDistance < 0 || distance < bestDistance) && isClear(box)) {
                bestDistance = distance;
                best = box;
            }
        }
    }
    if (bestDistance >= 0) {
        result = {best, true, true};
    } else if (least >= 0) {
        result = {leastOverlap, false, false};
    } else {
        // Larger than the bounds: beside the anchor, pushed inside as far as it goes.
        QRectF box = boxAt(directions.first().x(), directions.first().y(), gap);
        box.moveLeft(std::clamp(box.left(), m_bounds.left(),
                                std::max(m_bounds.left(), m_bounds.right() - w)));
        box.moveTop(
            std::clamp(box.top(), m_bounds.top(), std::max(m_bounds.top(), m_bounds.bottom() - h)));
        result = {box, false, false};
    }
    m_obstacles.append(result.box);
    return result;
}
