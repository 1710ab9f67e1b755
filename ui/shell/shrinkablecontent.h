#pragma once

#include <QWidget>

/// The content of a resizable QScrollArea that should shrink to the scroll area before it
/// scrolls. QScrollArea takes its widget's heightForWidth() as the least height it may give it,
/// and a layout's heightForWidth() is its preferred height (a wrapped label's or a flow of
/// controls' height grows as the width shrinks, so a layout holding one has a height for width),
/// so with a plain QWidget the area would scroll as soon as the window were lower than the
/// preferred height of the whole content. This widget answers its layout's minimum height for the
/// width instead: the area scrolls only when the content cannot shrink any more.
class ShrinkableContent : public QWidget
{
    Q_OBJECT

public:
    explicit ShrinkableContent(QWidget *parent = nullptr);

    /// The layout's minimum height at width (QLayout::totalMinimumHeightForWidth()).
    int heightForWidth(int width) const override;
};
