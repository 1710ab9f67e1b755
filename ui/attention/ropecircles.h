#pragma once

#include "rope.h"
#include "textboxes.h"

#include <QWidget>

#include <vector>

/// RoPE's pairs as small unit circles, drawn as the lesson's unit circle is:
/// for each pair i of the first pairs shown, the pair of q (blue, the p colour, round marks) and
/// of k (vermillion, the q colour, square marks), hollow before the rotation and filled after it
/// (q rotated to m, k to n), each rotation drawn as an arc with an arrowhead from the hollow mark
/// to the filled one; all on one scale (the largest pair radius is the circle);
/// under each circle "i", the components of the pair and the angle t = m θ_i wrapped into (−π, π].
/// The pairs come from pe::Rope::pairRotations (the widget computes nothing). Texts as drawn
/// (textrecorder) and the points as data marks for the layout checks.
class RopeCircles : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    /// At most this many pairs are drawn (the first ones: the fastest).
    static constexpr int maxPairs = 8;

    explicit RopeCircles(QWidget *parent = nullptr);

    /// The pairs of q at m and of k at n (equal lengths; empty clears).
    void setPairs(const std::vector<pe::PairRotation> &query,
                  const std::vector<pe::PairRotation> &key);
    int shownPairs() const;
    /// The circles a row: of the counts that fit at the least circle, the one whose circles are
    /// the largest in the widget's size (of two as large, the one with fewer empty cells).
    int columns() const;
    /// The square of pair k's circle, in widget pixels.
    QRectF circleRect(int k) const;

    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRectF cellRect(int k) const;
    QPointF pointAt(int k, const double xy[2]) const;
    /// Half the width of a mark, in pixels (grows with the font).
    double markSize() const;
    int labelLines() const { return 2; }

    std::vector<pe::PairRotation> m_query;
    std::vector<pe::PairRotation> m_key;
    double m_radius = 1.0;
};
