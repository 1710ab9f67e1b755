#include "cellviewport.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr double minVisibleCells = 1.0;

} // namespace

CellViewport::CellViewport(int columns, int rows)
    : m_columns(std::max(1, columns)), m_rows(std::max(1, rows)), m_window(whole())
{ }

void CellViewport::setGrid(int columns, int rows)
{
    m_columns = std::max(1, columns);
    m_rows = std::max(1, rows);
    m_window = clamped(m_window);
}

QRectF CellViewport::whole() const { return QRectF(0, 0, m_columns, m_rows); }

QRectF CellViewport::clamped(const QRectF &window) const
{
    const double n = m_columns;
    const double d = m_rows;
    const double w = std::clamp(window.width(), std::min(minVisibleCells, n), n);
    const double h = std::clamp(window.height(), std::min(minVisibleCells, d), d);
    const double x = std::clamp(window.x(), 0.0, n - w);
    const double y = std::clamp(window.y(), 0.0, d - h);
    return QRectF(x, y, w, h);
}

bool CellViewport::setWindow(const QRectF &window)
{
    const QRectF next = clamped(window);
    if (next == m_window)
        return false;
    m_window = next;
    return true;
}

bool CellViewport::showAll() { return setWindow(whole()); }

bool CellViewport::zoomAt(const QRect &plot, const QPointF &anchor, double factor)
{
    if (!(factor > 0.0) || plot.isEmpty())
        return false;
    const double fx = std::clamp((anchor.x() - plot.left()) / plot.width(), 0.0, 1.0);
    const double fy = std::clamp((anchor.y() - plot.top()) / plot.height(), 0.0, 1.0);
    const double cx = m_window.x() + fx * m_window.width();
    const double cy = m_window.y() + fy * m_window.height();
    const double n = m_columns;
    const double d = m_rows;
    const double w = std::clamp(m_window.width() / factor, std::min(minVisibleCells, n), n);
    const double h = std::clamp(m_window.height() / factor, std::min(minVisibleCells, d), d);
    return setWindow(QRectF(cx - fx * w, cy - fy * h, w, h));
}

bool CellViewport::panBy(const QRect &plot, const QPointF &delta)
{
    if (plot.isEmpty())
        return false;
    return setWindow(m_window.translated(delta.x() / plot.width() * m_window.width(),
                                         delta.y() / plot.height() * m_window.height()));
}

QPoint CellViewport::cellAt(const QRect &plot, const QPointF &point) const
{
    if (plot.isEmpty())
        return {-1, -1};
    const double fx = (point.x() - plot.left()) / plot.width();
    const double fy = (point.y() - plot.top()) / plot.height();
    if (fx < 0.0 || fx >= 1.0 || fy < 0.0 || fy >= 1.0)
        return {-1, -1};
    const int column = std::min(m_columns - 1,
                                static_cast<int>(std::floor(m_window.x() + fx * m_window.width())));
    const int row
        = std::min(m_rows - 1, static_cast<int>(std::floor(m_window.y() + fy * m_window.height())));
    return {column, row};
}

QRectF CellViewport::cellRect(const QRect &plot, int column, int row) const
{
    const double sx = plot.width() / m_window.width();
    const double sy = plot.height() / m_window.height();
    return QRectF(plot.left() + (column - m_window.x()) * sx,
                  plot.top() + (row - m_window.y()) * sy, sx, sy);
}

qint64 CellViewport::tickStep(double minimum)
{
    constexpr qint64 largest = 1'000'000'000'000'000'000; // 10^18, within qint64
    if (!(minimum <= static_cast<double>(largest)))
        return largest; // also for NaN and infinity
    qint64 step = 1;
    while (true) {
        for (const qint64 m : {1, 2, 5}) {
            if (static_cast<double>(step * m) >= minimum)
                return step * m;
        }
        step *= 10;
    }
}
