#pragma once

#include "cellplot.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <vector>

/// A rows x columns matrix of numbers as painted cells with labelled rows and columns (an
/// attention map, a bias matrix, a similarity matrix of position vectors): the row labels left,
/// the column labels under the matrix (rotated), the axis titles, the plot's title above, and a
/// colour bar. Signed values use the diverging colour map symmetric on [−m, m] (m the largest
/// |value|, or the fixed scale); values known to be >= 0 (attention weights) use its upper half
/// on [0, m]. NaN cells (no value: a position without a learned row) are drawn grey. Hovering
/// shows the row, the column and the value at full precision. The plot computes nothing.
class LabelledMatrixPlot : public CellPlot
{
    Q_OBJECT

public:
    explicit LabelledMatrixPlot(QWidget *parent = nullptr);

    /// Sets the matrix (rows x columns, row-major; values.size() must be rows * columns, else the
    /// plot is cleared), its row and column labels (as many as rows and columns, or empty: the
    /// indices), the title, the axis titles and the name of a value in the hover line.
    void setMatrix(const std::vector<double> &values, int rows, int columns,
                   const QStringList &rowLabels, const QStringList &columnLabels,
                   const QString &title);
    /// The axis titles (row axis left, column axis below) and the hover line's value name.
    void setAxisTitles(const QString &rowTitle, const QString &columnTitle, const QString &name);
    /// Values >= 0 only: the colour bar from 0 to the largest value (true) or symmetric (false).
    void setNonNegative(bool nonNegative);
    /// A fixed colour scale m (> 0), or 0: the largest |value|.
    void setFixedScale(double scale);
    /// Square cells (the default) or cells stretched to fill the plot (a one-row strip).
    void setSquareCells(bool square);
    /// The text of a cell without a value in the hover line ("masked"); default "no value".
    void setMissingText(const QString &text);

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    /// Entry (row, column) as shown; NaN outside the matrix.
    double value(int row, int column) const;
    double scale() const { return m_scale; }
    QString title() const { return m_title; }

    QRect plotRect() const override;
    QString hoverText(const QPointF &point) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void rebuildImage();
    QString rowLabel(int row) const;
    QString columnLabel(int column) const;
    int rowLabelWidth() const;
    int columnLabelHeight() const;
    int scaleLabelWidth() const;
    int titleHeight() const;

    std::vector<double> m_values;
    int m_rows = 0;
    int m_columns = 0;
    QStringList m_rowLabels;
    QStringList m_columnLabels;
    QString m_title;
    QString m_rowTitle;
    QString m_columnTitle;
    QString m_name;
    bool m_nonNegative = false;
    double m_fixedScale = 0.0;
    bool m_square = true;
    QString m_missing;
    double m_scale = 1.0;
    QImage m_image;
};
