#pragma once

#include <QImage>
#include <QPoint>
#include <QWidget>

#include <vector>

class LessonState;

/// The dot products PE(a) · PE(b) for positions a, b = 0 .. n-1 as a painted matrix (a along x, b
/// down y), coloured on the diverging scale of colormap.h symmetric on [−m, m], m the largest
/// |value| (d/2 on the diagonal for even d), with its colour bar. Constant diagonals show that the
/// value depends only on the offset k = b − a. Values from pe::similarityMatrix (zero when the
/// encoding is off). Hovering shows a, b, k and the value at full precision.
class SimilarityMatrix : public QWidget
{
    Q_OBJECT

public:
    static constexpr int defaultPositions = 32;
    static constexpr int maxPositions = 256;

    explicit SimilarityMatrix(LessonState *state, QWidget *parent = nullptr);

    int positions() const { return m_positions; }
    /// Sets n (clamped to 2 .. maxPositions) and recomputes.
    void setPositions(int n);
    /// PE(a) · PE(b) as shown (0 when the encoding is off); a, b in [0, n).
    double value(int a, int b) const;
    /// The colour scale's half range m: the scale runs over [−m, m].
    double scale() const { return m_scale; }

    QRect plotRect() const;
    /// The cell (x: a, y: b) under a widget point, or (-1, -1).
    QPoint cellAt(const QPointF &point) const;
    QRectF cellRect(int a, int b) const;
    QString hoverText(const QPointF &point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void hoverTextChanged(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void recompute();

    LessonState *m_state;
    int m_positions = defaultPositions;
    // The inputs m_values was computed for (p and q do not change it).
    int m_keyWidth = 0;
    double m_keyBase = 0.0;
    bool m_keyOn = false;
    int m_keyPositions = 0;
    std::vector<double> m_values; // n x n, row a
    double m_scale = 1.0;
    QImage m_image; // n x n, one pixel per cell
    QString m_hoverText;
};
