#pragma once

#include <QWidget>

class EncodingTableModel;
class LessonState;
class QLabel;
class QTableView;

/// The "Table" tab: the lesson table (EncodingTableModel shown through a PrecisionDelegate: six
/// decimals, 17 significant digits in the current cell) and under it a line with the current cell
/// at full precision, selectable and reachable with Tab for screen readers. The columns are sized
/// for six-decimal numbers and sized again when the font changes (zoom, presentation mode).
/// Its texts keep the "MainWindow" translation context of the window they were part of.
class TablePage : public QWidget
{
    Q_OBJECT

public:
    explicit TablePage(LessonState *state, QWidget *parent = nullptr);

    EncodingTableModel *model() const { return m_model; }
    QTableView *tableView() const { return m_tableView; }
    /// The line under the table with the current cell at full precision.
    QLabel *focusLabel() const { return m_focusLabel; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void resizeColumns();
    void updateFocusLabel();
    void retranslate();

    EncodingTableModel *m_model = nullptr;
    QTableView *m_tableView = nullptr;
    QLabel *m_focusLabel = nullptr;
};
