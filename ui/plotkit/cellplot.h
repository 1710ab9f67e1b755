#pragma once

#include "cellviewport.h"
#include "textboxes.h"

#include <QString>
#include <QStringList>
#include <QWidget>

class QPainter;

/// The base of the painted views that show a grid of cells with a colour bar (the heat map, the
/// similarity matrix): the cells' viewport (CellViewport: the visible window, pan and zoom, the
/// cell under a point), the hover line (hoverTextChanged() and a tooltip as the pointer moves
/// over the cells) and the parts of the frame both draw the same way. Its texts, as paintEvent()
/// draws them, are what the layout checks read (TextBoxSource, through textrecorder).
class CellPlot : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    /// Up to this many visible cells, a vector export (SVG, PDF) draws every cell as a rectangle:
    /// sharp in any viewer at any scale. Above it, an image of the plot's pixels, marked for
    /// nearest-neighbour rendering (exportmarks.h), as the screen shows it: browsers and Inkscape
    /// keep its pixels sharp; librsvg before 2.57 ignores the mark and smooths over one pixel.
    static constexpr int maxRectangleCells = 1024;

    /// The area of the cells, in widget coordinates.
    virtual QRect plotRect() const = 0;
    /// The hover line for a widget point; empty outside the cells.
    virtual QString hoverText(const QPointF &point) const = 0;

    /// The cell (x: column, y: row) under a widget point, or (-1, -1) outside the cells.
    QPoint cellAt(const QPointF &point) const;
    /// The rectangle a cell covers on screen (it may lie partly or wholly outside plotRect()).
    QRectF cellRect(int column, int row) const;

    /// Every text paintEvent() draws at the current size (tick labels, axis titles, colour-bar
    /// labels, mark labels).
    QList<TextBox> textBoxes() const override;

signals:
    /// The hover line changed (empty when the pointer left the cells).
    void hoverTextChanged(const QString &text);

protected:
    explicit CellPlot(QWidget *parent = nullptr);

    CellViewport &cells() { return m_cells; }
    const CellViewport &cells() const { return m_cells; }

    /// Sends the hover line of the pointer's position (when it changed) and shows it as a tooltip.
    void mouseMoveEvent(QMouseEvent *event) override;
    /// Clears the hover line.
    void leaveEvent(QEvent *event) override;

    /// Draws title centred along the left side of plot, rotated to read upwards, in the current
    /// pen and font.
    void drawVerticalTitle(QPainter &painter, const QRect &plot, const QString &title) const;
    /// The height of text's line in the widget's font (a Chinese text's CJK font stands taller
    /// than the Latin one): what a title's slot needs, or a vertical title's width.
    int textLineHeight(const QString &title) const;
    /// Draws cells (one pixel per cell) over plot as one filled rectangle per cell, row by row
    /// from the top. Each cell reaches a little into the next row and column, drawn after it,
    /// which cover that part: viewers that antialias the edges show no background between cells.
    void drawCellRectangles(QPainter &painter, const QRectF &plot, const QImage &cells) const;
    /// True when painter draws into a vector format (SVG, PDF), not into pixels.
    static bool isVectorPainter(const QPainter &painter);

    /// Draws the frame of a colour bar (in the palette's Mid colour) and its three ticks with
    /// labels (top, middle, bottom, in WindowText) right of it, each label in a box labelWidth
    /// pixels wide.
    void drawColourBarScale(QPainter &painter, const QRect &bar, const QStringList &labels,
                            int labelWidth) const;

private:
    CellViewport m_cells;
    QString m_hoverText;
};
