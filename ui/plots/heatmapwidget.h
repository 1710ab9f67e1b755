#pragma once

#include "cellplot.h"

#include <QImage>
#include <QPoint>
#include <QRectF>

#include <cstdint>
#include <utility>
#include <vector>

class LessonState;

/// The encoding table as a heat map: positions 0 .. n-1 along x, components 0 .. d-1 down y, each
/// cell coloured by PE(position)[component] on the diverging scale of colormap.h (with its colour
/// bar, −1 .. 1). The columns of p and q are outlined in their colours (blue, vermillion).
///
/// It draws at screen resolution: every pixel shows the cell under its centre (nearest
/// neighbour, pixel -> cell by floor). Each distinct pixel row (one component) is computed once,
/// the rows below it showing the same component are copies; the computed rows go to the core in
/// bands of about 64 (pe::colourComponentRows: the entries of a 2049-colour table, bit-for-bit
/// those of the exact values the hover shows), shared out among the threads of Qt's pool, into a
/// reused QImage of the plot's pixel size. Nothing proportional to n x d is ever allocated, so
/// n = 100 000 with d = 4096 draws as fast as the lesson's 32 x 8.
///
/// Mouse: the wheel zooms around the cursor, dragging pans, hovering shows the cell's position,
/// component, pair, function and value at full precision. Keyboard: + and − zoom, the arrows pan,
/// Home shows everything again. When the encoding is off every cell is 0 (nothing is added).
/// The cells' window, the cell lookup (cellAt(), cellRect(): x position, y component) and the
/// hover line come from CellPlot.
///
/// Honest at any size: when the positions shown outnumber the plot's pixel
/// columns, the sampling chooses what a pixel column shows: one position (Sampling::OnePosition,
/// aliased: pairs whose wavelength is under two pixels make moiré bands; those components are
/// shaded on the component axis, aliasedComponents()) or the envelope of its span of positions
/// (Sampling::Envelope, heatmapenvelope.h: the least and largest value from the core). The
/// shading beyond the training length L is hatched, visible over any pattern.
class HeatmapWidget : public CellPlot
{
    Q_OBJECT

public:
    static constexpr int defaultPositions = 32;
    static constexpr int maxPositions = 100000;

    /// What a pixel column shows when positions outnumber pixel columns.
    enum class Sampling { OnePosition, Envelope };
    Sampling sampling() const { return m_sampling; }
    void setSampling(Sampling sampling);
    /// True when the visible positions outnumber the plot's pixel columns.
    bool positionsExceedPixels() const;
    /// With one position per pixel column while positions outnumber pixels: the visible
    /// components whose pair's wavelength spans fewer than two pixels (they alias; shaded on the
    /// component axis). Empty otherwise.
    QList<int> aliasedComponents() const;

    explicit HeatmapWidget(LessonState *state, QWidget *parent = nullptr);

    /// The number of positions shown, n (positions 0 .. n-1).
    int positions() const { return cells().columns(); }
    /// Sets n (clamped to 1 .. maxPositions) and shows everything.
    void setPositions(int n);

    /// The visible window in cell units: x over positions [0, n], y over components [0, d].
    QRectF viewport() const { return cells().window(); }
    /// Sets the visible window, clamped to at least one cell and at most everything.
    void setViewport(const QRectF &view);
    /// Shows all n x d cells.
    void resetZoom();
    /// Zooms by factor (> 1 zooms in) keeping the cell under the widget point `anchor` in place.
    void zoomAt(const QPointF &anchor, double factor);
    /// Moves the view by a distance in pixels (positive x shows later positions).
    void panByPixels(const QPointF &delta);

    QRect plotRect() const override;
    /// The hover line for a widget point: position, component, pair, function and value at full
    /// precision; empty outside the cells.
    QString hoverText(const QPointF &point) const override;
    /// The shaded part of the plot beyond the training length L: the visible
    /// columns of positions >= L, a line at its left edge; empty when no such column is visible.
    QRectF beyondTrainingRect() const;
    /// Visible cells per axis (rounded up).
    QSize visibleCells() const;
    /// True when more cells are visible than there are pixels on either axis.
    bool cellsExceedPixels() const;
    /// The image buffer's size in device pixels and the bytes held by all drawing buffers: they
    /// depend on the widget's size only, never on n or d.
    QSize imageSize() const { return m_image.size(); }
    qsizetype bufferBytes() const;

    /// The visible cells as an image of one pixel per cell (x position, y component; marked
    /// exportmarks::markNearestNeighbour()): a vector export (SVG, PDF) of at most
    /// maxRectangleCells draws them as rectangles. Null when the window does not begin and end
    /// on whole cells or shows more cells than the plot has pixels on either axis (then the export
    /// draws the screen's image, one cell per pixel, also marked).
    QImage cellImage() const;

    /// Forgets the drawn cells: the next paint recomputes every visible one (a parameter change
    /// does this by itself; the benchmarks use it to time full redraws).
    void invalidateCells();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// After n, the viewport or the plot size changed.
    void viewChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void stateChanged();
    /// After the window moved: the cells are redrawn and viewChanged() sent.
    void windowChanged();
    void renderImage();
    void drawAxes(QPainter &painter, const QRect &plot) const;
    void drawMarks(QPainter &painter, const QRect &plot) const;
    void drawColourBar(QPainter &painter, const QRect &plot) const;
    void updateAccessibleText();

    LessonState *m_state;
    bool m_dirty = true;
    double m_drawnBase = 0.0; // base and switch the cells were last marked for
    quint64 m_drawnRevision = 0; // LessonState::encodingRevision() of the cells
    bool m_drawnOn = true;
    QImage m_image;
    std::vector<std::int64_t> m_columnPositions;
    std::vector<int> m_rowComponents;
    std::vector<int> m_computedRows; // pixel rows computed (the others are copies)
    std::vector<int> m_computedComponents; // their components j
    std::vector<std::uint32_t *> m_computedLines; // their scan lines
    std::vector<std::pair<int, int>> m_rowChunks; // [first, last) ranges of m_computedRows
    Sampling m_sampling = Sampling::OnePosition;
    bool m_dragging = false;
    QPointF m_dragLast;
};
