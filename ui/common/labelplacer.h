#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

/// Places text boxes (value labels, mark labels) beside the points they name so that no two
/// boxes overlap, none covers a data mark and all stay inside the given bounds. It is
/// deterministic: the same obstacles and requests in the same order give the same boxes.
///
/// Each request tries candidate boxes around its anchor, ring by ring outwards (a ring = the
/// gap plus k steps of half a box height): beside on the preferred side, beside on the other
/// side, above, below, then the four diagonal corners. The first candidate inside the bounds
/// and clear of every obstacle wins. When no ring up to a few box sizes out is free, the whole
/// bounds are searched on a grid, nearest to the anchor first (a far box gets a leader line).
/// Only when nothing at all is free does a box overlap something: the candidate with the least
/// overlapping area. Every placed box becomes an obstacle for the next requests.
class LabelPlacer
{
public:
    /// Boxes are kept inside bounds (e.g. a chart's plot area or the widget's rectangle).
    explicit LabelPlacer(const QRectF &bounds) : m_bounds(bounds) { }

    /// A box no label may cover: a data mark, a fixed text.
    void addObstacle(const QRectF &box);
    const QList<QRectF> &obstacles() const { return m_obstacles; }

    struct Placement
    {
        /// Where the box goes (of the requested size).
        QRectF box;
        /// True when the box is inside the bounds and clear of every obstacle.
        bool clear = false;
        /// True when the box is away from its anchor (not on the first two rings): draw a leader
        /// line from the anchor to it.
        bool leader = false;
    };

    /// Places a box of size beside anchor, at least gap pixels from it; preferRight chooses the
    /// side tried first. The box is added to the obstacles.
    Placement place(const QPointF &anchor, const QSizeF &size, qreal gap, bool preferRight = true);
    /// As above, with the eight directions tried in the order of their closeness to outward (a
    /// point on a circle: away from its centre); a null outward gives the order above.
    Placement place(const QPointF &anchor, const QSizeF &size, qreal gap, const QPointF &outward);

    /// As place(anchor, size, gap, preferRight), with the box kept inside region as well as
    /// the bounds (the upper of two points' labels above their middle, the lower one's below);
    /// where no clear box lies in the region, the placement place() makes without it.
    Placement placeWithin(const QRectF &region, const QPointF &anchor, const QSizeF &size,
                          qreal gap, bool preferRight = true);

    /// The point of box nearest to p (p itself when inside): where a leader line ends.
    static QPointF nearestPoint(const QRectF &box, const QPointF &p);

private:
    Placement placeAlong(const QPointF &anchor, const QSizeF &size, qreal gap,
                         const QList<QPointF> &directions);
    bool isClear(const QRectF &box) const;
    qreal overlapArea(const QRectF &box) const;

    QRectF m_bounds;
    QList<QRectF> m_obstacles;
};
