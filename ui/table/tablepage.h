#pragma once

#include <QWidget>

class EncodingTableModel;
class LessonState;
class QLabel;
class QTableView;
class QTimer;

/// The "Table" tab: the lesson table (EncodingTableModel shown through a PrecisionDelegate: six
/// decimals, 17 significant digits in the current cell) and under it a line with the current cell
/// at full precision, selectable and reachable with Tab for screen readers. The columns are sized
/// for six-decimal numbers and sized again when the font changes (zoom, presentation mode).
/// The table is never taller than its rows: what the page holds under it (the focus line, a
/// footer such as the window's difference lengths) sits right under the last row, a few rows in
/// a tall page grow (up to twice their height) rather than leave the page blank, and only a
/// table with more rows than the page has room for scrolls. Its texts keep the "MainWindow"
/// translation context of the window they were part of.
class TablePage : public QWidget
{
    Q_OBJECT

public:
    explicit TablePage(LessonState *state, QWidget *parent = nullptr);
    /// Disconnects its children's signals first (childsignals.h).
    ~TablePage() override;

    EncodingTableModel *model() const { return m_model; }
    QTableView *tableView() const { return m_tableView; }
    /// The line under the table with the current cell at full precision.
    QLabel *focusLabel() const { return m_focusLabel; }
    /// Places widget under the focus line (the page takes it as a child; null removes it).
    void setFooter(QWidget *widget);
    QWidget *footer() const { return m_footer; }
    /// Scrolls so that the rows of these pairs (rows 2i and 2i + 1) and these columns
    /// (lessontable::Column) are in view, now and whenever the table's size changes, until the
    /// next call (a lesson step names what it speaks of; empty lists: the table's top left).
    void revealCells(const QList<int> &pairs, const QList<int> &columns);
    /// Hides these columns (lessontable::Column) and shows every other one: a lesson step leaves
    /// out what it does not speak of where the table would not fit its room (empty: all shown).
    void setHiddenColumns(const QList<int> &columns);

    /// The least size of the page at its current width: a wrapped text under the table (the
    /// footer's explanation) needs more lines when narrow, which a plain minimum size does not
    /// know (the window then scrolls rather than cut that text).
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The table's maximum height: its header and rows, its frame and, when the columns are
    /// wider than the view, the horizontal scroll bar.
    void fitHeight();
    void reveal();
    void resizeColumns();
    void updateFocusLabel();
    void retranslate();

    EncodingTableModel *m_model = nullptr;
    LessonState *m_state = nullptr;
    QTableView *m_tableView = nullptr;
    QLabel *m_focusLabel = nullptr;
    QWidget *m_footer = nullptr;
    /// The state changed what the columns fit (d, base, layout); refitted at its changed().
    bool m_columnsStale = false;
    /// A row's height for the font (rows may grow to twice that in a tall page).
    int m_rowHeight = 0;
    QList<int> m_revealPairs;
    QList<int> m_revealColumns;
    QTimer *m_revealTimer = nullptr;
    int m_minimumHeight = -1; // at the current width, as minimumSizeHint() last gave it
};
