#pragma once

#include <QTableView>

class LessonState;

/// The lesson table on its own, as "Export all" writes it (table.png, .svg, .pdf): every column
/// sized to its contents and widened evenly to fill the view's width; no header column, frame or
/// scroll bars.
class ExportTableView : public QTableView
{
    Q_OBJECT

public:
    explicit ExportTableView(LessonState *state, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;
};
