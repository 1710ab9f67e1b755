#pragma once

#include <QWidget>

class QLabel;

/// Holds one word-wrapped label whose text changes often (an explanation that quotes the
/// current q), so that a new text relayouts the window only when it needs another height.
/// QLabel::setText() asks its parent's layout to recompute, and every layout above it follows,
/// at animation speed several milliseconds a frame; this box has no layout: it takes the label's
/// request itself, lays the label over its whole area, and asks its own parent only when the
/// label's height for the box's width has changed or its longest word no longer fits. The box
/// reports the label's size hints and height for width. Source: the per-frame traces of
/// docs/performance.md.
class SteadyWrapBox : public QWidget
{
    Q_OBJECT
public:
    /// Takes @p label as its only child (the box owns it from then on).
    explicit SteadyWrapBox(QLabel *label, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The label's height for the box's width.
    int labelHeight() const;

    QLabel *m_label = nullptr;
    int m_askedHeight = -1; // the label's height for width() when the box last asked its parent
};
