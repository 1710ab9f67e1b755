#pragma once

#include "cellplot.h"

#include <QImage>
#include <QPoint>

#include <vector>

class LessonState;

/// The dot products PE(a) · PE(b) for positions a, b = 0 .. n-1 as a painted matrix (a along x, b
/// down y), coloured on the diverging scale of colormap.h symmetric on [−m, m], m the largest
/// |value| (d/2 on the diagonal for even d), with its colour bar. Constant diagonals show that the
/// value depends only on the offset k = b − a. Values from pe::similarityMatrix (zero when the
/// encoding is off). Hovering shows a, b, k and the value at full precision. The cell lookup
/// (cellAt(), cellRect(): x a, y b; the whole matrix is always shown) and the hover line come from
/// CellPlot.
class SimilarityMatrix : public CellPlot
{
    Q_OBJECT

public:
    static constexpr int defaultPositions = 32;
    static constexpr int maxPositions = 256;

    explicit SimilarityMatrix(LessonState *state, QWidget *parent = nullptr);

    int positions() const { return m_positions; }
    /// PE(a) · PE(b) as shown (0 when the encoding is off); a, b in [0, n).
    double value(int a, int b) const;
    /// The colour scale's half range m: the scale runs over [−m, m].
    double scale() const { return m_scale; }

    QRect plotRect() const override;
    QString hoverText(const QPointF &point) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    /// Sets n (clamped to 2 .. maxPositions) and recomputes.
    void setPositions(int n);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    /// The width of the colour bar's labels.
    int scaleLabelWidth() const;

    LessonState *m_state;
    int m_positions = defaultPositions;
    // The inputs m_values was computed for (p and q do not change it).
    int m_keyWidth = 0;
    double m_keyBase = 0.0;
    quint64 m_keyRevision = ~quint64(0); // LessonState::encodingRevision()
    bool m_keyOn = false;
    int m_keyPositions = 0;
    std::vector<double> m_values; // n x n, row a
    double m_scale = 1.0;
    QImage m_image; // n x n, one pixel per cell
};
