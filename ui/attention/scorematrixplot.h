#pragma once

#include "cellplot.h"

#include <QImage>
#include <QStringList>

#include <vector>

/// One n x n matrix of attention scores as painted cells (issue 13, point 2): row a = the query's
/// token, column b = the key's token, both labelled with the tokens (row labels left, column
/// labels under the matrix, rotated); the diverging colour map of colormap.h symmetric on [-m, m],
/// m the largest |value|, with its colour bar; the title above. Hovering shows a, b, their tokens
/// and the value at full precision. The values come from pe::AttentionScore (the view sets them);
/// the plot computes nothing.
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

    std::vector<double> m_values;
    QStringList m_tokens;
    QString m_title;
    QString m_name;
    double m_scale = 1.0;
    QImage m_image;
};
