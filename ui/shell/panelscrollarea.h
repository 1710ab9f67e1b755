#pragma once

#include <QScrollArea>

/// A scroll area for a dock's panel (the lesson panel): the panel gets all the dock's room, and
/// the area scrolls vertically only where the dock is lower than the panel's least height for
/// its width (a large zoom on a small screen), so that the panel never holds the window taller
/// than the screen. It never scrolls sideways: its least width is the panel's least width (plus
/// a vertical scroll bar), which follows the panel (another step's widest word, another font).
class PanelScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    /// Takes panel over (inside a ShrinkableContent).
    explicit PanelScrollArea(QWidget *panel, QWidget *parent = nullptr);

    /// Width: the panel's least width, a vertical scroll bar and the frame. Height:
    /// QAbstractScrollArea's (the scroll bar's), whatever the panel needs.
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_panel;
};
