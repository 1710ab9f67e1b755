#pragma once

#include <QTableView>

class LessonState;

/// The lesson table on its own, as "Export all" writes it (table.png, .svg, .pdf): no header
/// column, frame or scroll bars; its text sized so that the whole table fills the view (larger
/// in a large figure, smaller in a small one, down to minimumTextPixels), every column sized to
/// its contents and widened evenly to the view's width, the rows sharing its height.
class ExportTableView : public QTableView
{
    Q_OBJECT

public:
    /// The smallest text the table is set in, in logical pixels; below it the table no longer
    /// fits and scrolls (an export then lays it out larger: ui/export/figurefit.h).
    static constexpr int minimumTextPixels = 7;
    /// The largest: eight times the application's text.
    static constexpr int maximumGrowth = 8;

    explicit ExportTableView(LessonState *state, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Sets the text size, the column widths and the row heights for the viewport's size.
    void fitToRoom();
    /// The table's size with its columns and rows at their contents.
    QSize contentsExtent();

    bool m_fitting = false;
};
