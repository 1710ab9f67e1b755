#pragma once

#include "textboxes.h"

#include <QWidget>

#include <vector>

/// The permutation between the interleaved layout (the paper: sin of pair i at component 2i, cos
/// at 2i + 1) and the concatenated one ([sin | cos] halves, TensorFlow's tutorial), drawn as two
/// rows of component boxes (the interleaved row above, the concatenated row below; their titles
/// are the view's labels) with an arrow from each interleaved component to where the
/// concatenated layout puts the same function. The arrows come from
/// pe::interleavedToConcatenated(); as many pairs as the width holds are drawn (all of them for a
/// small d), the concatenated row showing the targets of those pairs with a gap mark where
/// the indices jump.
class PermutationDiagram : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    explicit PermutationDiagram(QWidget *parent = nullptr);

    /// The width d (1 .. 8192) whose permutation is drawn.
    void setWidth(int d);
    int componentCount() const { return m_d; }
    /// The number of pairs drawn at the current size (at least 1, at most ceil(d/2)).
    int shownPairs() const;
    /// Interleaved component j -> concatenated component, for the drawn components.
    const std::vector<int> &targets() const { return m_targets; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    QList<TextBox> textBoxes() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int boxWidth() const;
    int boxHeight() const;
    int gapWidth() const;

    int m_d = 8;
    std::vector<int> m_targets;
};
