#pragma once

#include <QScrollArea>

/// A frameless scroll area that gives its widget all the room there is and scrolls only where
/// the widget would otherwise shrink below its minimum (for a word-wrapped layout: its minimum
/// height for the width). QScrollArea's resizable mode instead sizes a height-for-width widget
/// to its preferred height and scrolls long before anything is too small. Views use it to keep
/// charts at a readable minimum in a small tab. Tab does not scroll it (QScrollArea
/// scrolls to the focused child): the window's Tab cycle is in reading order, computed from where
/// the widgets are, and a scroll in the middle of a cycle would change that order.
class MinimumScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit MinimumScrollArea(QWidget *parent = nullptr);

    /// Sets the widget (taken over) and sizes it.
    void setContent(QWidget *widget);

    /// True when the content, with its texts and fonts as they are now, fits the viewport
    /// whole: its minimum width and its least height for the viewport's width are within the
    /// viewport, so nothing scrolls. Views try shorter texts until it does.
    bool contentFits() const;

    bool focusNextPrevChild(bool next) override;

    /// The least height `widget` can take at `width` (pixels): its layout's least height for
    /// that width where the layout wraps; for a QTabWidget, the page shown (at the width the
    /// tabs leave it) plus the tab bar, as hidden pages keep sizes from earlier; else its
    /// minimum height.
    static int leastHeightForWidth(const QWidget *widget, int width);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The widget at the viewport's size, or at its minimum where that is larger.
    void fitContent();

    bool m_fitting = false;
};
