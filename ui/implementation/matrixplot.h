#pragma once

#include "cellplot.h"
#include "matrixgrid.h"

/// A painted heat map of a MatrixGrid (the checker's file and residual maps): the
/// cells, a title above, the row and column axis titles with first and last index, and a colour
/// bar with its scale; hovering a cell gives its row, column and value at full precision.
class MatrixPlot : public CellPlot
{
    Q_OBJECT

public:
    explicit MatrixPlot(QWidget *parent = nullptr);

    /// Shows grid with the given texts (title above, row and column axis titles).
    void setGrid(const MatrixGrid &grid, const QString &title, const QString &rowTitle,
                 const QString &columnTitle);
    const MatrixGrid &grid() const { return m_grid; }
    QString title() const { return m_title; }

    QRect plotRect() const override;
    QString hoverText(const QPointF &point) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int scaleLabelWidth() const;
    int titleHeight() const;

    MatrixGrid m_grid;
    QString m_title;
    QString m_rowTitle;
    QString m_columnTitle;
};
