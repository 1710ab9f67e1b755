#pragma once

#include "cellplot.h"

#include <QFont>
#include <QImage>
#include <QStringList>

#include <optional>
#include <vector>

/// One n x n matrix of attention scores as painted cells: row a = the query's
/// token, column b = the key's token, both labelled with the tokens (row labels left, column
/// labels under the matrix, rotated); the diverging colour map of colormap.h symmetric on [-m, m],
/// m the largest |value|, with its colour bar; the title above. Hovering shows a, b, their tokens
/// and the value at full precision. The values come from pe::AttentionScore (the view sets them);
/// the plot computes nothing.
///
/// Readable in a classroom: the axes are named ("query a" left of the rows,
/// "key b" under the columns); each cell shows its value (two decimals, black or white against
/// its colour) when every value fits its cell; the cell a lesson step discusses is outlined
/// (setHighlight()).
class ScoreMatrixPlot : public CellPlot
{
    Q_OBJECT

public:
    explicit ScoreMatrixPlot(QWidget *parent = nullptr);

    /// Sets the matrix (n x n row-major, n = tokens.size(); an empty tokens list clears it), the
    /// title drawn above it and the name used in the hover line ("E·E").
    void setMatrix(const std::vector<double> &values, const QStringList &tokens,
                   const QString &title, const QString &name);
    int size() const { return int(m_tokens.size()); }
    /// Entry (a, b) as shown; 0 outside the matrix.
    double value(int a, int b) const;
    /// The colour scale's half range m.
    double scale() const { return m_scale; }
    QString title() const { return m_title; }
    /// Outlines cell (a, b) (row a, column b); (-1, -1) or a cell outside the matrix: none.
    void setHighlight(int a, int b);
    /// The outlined cell (row a as y, column b as x), or (-1, -1).
    QPoint highlight() const;
    /// True when the cells are large enough to show their values (as drawn now).
    bool showsValues() const;
    /// The font the values are drawn in: the plot's own, else down to 0.7 of it, the largest in
    /// which every value fits its cell; none when even that does not fit.
    std::optional<QFont> valueFont() const;
    /// The value as a cell shows it ("−1.25").
    static QString cellText(double value);

    /// The room around the matrix (labels, axis names, title and colour bar): the widget's size
    /// minus the matrix's side, in pixels, in the plot's current font.
    QSize surround() const;

    QRect plotRect() const override;
    QString hoverText(const QPointF &point) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int rowLabelWidth() const;
    int columnLabelHeight() const;
    int scaleLabelWidth() const;
    /// The axis names' line heights: left of the row labels, under the column labels.
    int rowTitleWidth() const;
    int columnTitleHeight() const;
    QString rowTitle() const;
    QString columnTitle() const;

    std::vector<double> m_values;
    QStringList m_tokens;
    QString m_title;
    QString m_name;
    double m_scale = 1.0;
    int m_highlightRow = -1;
    int m_highlightColumn = -1;
    QImage m_image;
};
