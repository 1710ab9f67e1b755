#pragma once

#include <QPoint>
#include <QRect>
#include <QRectF>

/// The part of a grid of columns x rows cells that a painted plot shows, and the mapping between
/// the plot's widget pixels and the cells: pan, zoom about a point, and the cell under a point.
/// Shared by the painted grid views (heat map: positions x components; similarity matrix:
/// positions a x b).
///
/// The window is in cell units (x over columns [0, columns], y over rows [0, rows]). It always
/// covers at least one cell per axis (or the whole axis when it has fewer) and at most the whole
/// grid, and lies inside the grid. Cell (c, r) covers [c, c + 1) x [r, r + 1); a point maps to
/// the cell under it by the floor of its cell coordinate.
class CellViewport
{
public:
    /// A grid of columns x rows cells (each at least 1), shown whole.
    explicit CellViewport(int columns = 1, int rows = 1);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    /// Changes the grid's size (each at least 1); the window stays where it is, clamped to the
    /// new grid.
    void setGrid(int columns, int rows);

    QRectF window() const { return m_window; }
    /// The whole grid: (0, 0, columns, rows).
    QRectF whole() const;
    /// window clamped: its width and height to [min(1, columns or rows), columns or rows], then
    /// its origin so that it lies inside the grid.
    QRectF clamped(const QRectF &window) const;
    /// Sets the window, clamped. Returns true when it changed.
    bool setWindow(const QRectF &window);
    /// Shows the whole grid. Returns true when the window changed.
    bool showAll();

    /// Zooms by factor (> 1 zooms in; anything not > 0 is ignored) keeping the cell coordinate
    /// under anchor, a point of the widget whose cells fill plot, where it is on screen (anchors
    /// outside plot count as its nearest edge). Returns true when the window changed.
    bool zoomAt(const QRect &plot, const QPointF &anchor, double factor);
    /// Moves the window by a distance in widget pixels (positive x shows later columns).
    /// Returns true when the window changed.
    bool panBy(const QRect &plot, const QPointF &delta);

    /// The cell (x: column, y: row) under a widget point when the window fills plot, or
    /// (-1, -1) outside plot or when plot is empty.
    QPoint cellAt(const QRect &plot, const QPointF &point) const;
    /// The widget rectangle cell (column, row) covers when the window fills plot (it may lie
    /// partly or wholly outside plot).
    QRectF cellRect(const QRect &plot, int column, int row) const;

    /// A step for tick labels in cells: the smallest of 1, 2, 5, 10, 20, 50, ... that is at
    /// least minimum (1 for anything up to 1; 10^18 for anything larger, NaN and infinity).
    static qint64 tickStep(double minimum);

private:
    int m_columns = 1;
    int m_rows = 1;
    QRectF m_window;
};
