#pragma once

#include <QWidget>

class LessonState;
class PermutationDiagram;
class QLabel;
class QTableWidget;

/// The "Layouts" view of the family "Your implementation": the permutation
/// between the interleaved and the concatenated layout drawn (PermutationDiagram), and a table
/// of |PE(q) - PE(p)| and PE(p) . PE(q) in each of the four layouts for the state's d, base, p
/// and q, with their change against the interleaved layout (pe::compareLayouts(): zero up to
/// rounding for concatenated, small but real for tensor2tensor's frequency rule, fairseq's
/// offset on top), and fairseq's offset and zero padding row. Every number comes from the core;
/// a cell's tooltip gives it with 17 significant digits. The current layout's row is marked.
class LayoutsView : public QWidget
{
    Q_OBJECT

public:
    explicit LayoutsView(LessonState *state, QWidget *parent = nullptr);

    PermutationDiagram *diagram() const { return m_diagram; }
    /// Rows: interleaved, concatenated, tensor2tensor, fairseq. Columns: layout, distance,
    /// change, dot product, change.
    QTableWidget *table() const { return m_table; }
    QLabel *fairseqNote() const { return m_fairseqNote; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    LessonState *m_state;
    QLabel *m_intro;
    QLabel *m_upperTitle;
    PermutationDiagram *m_diagram;
    QLabel *m_lowerTitle;
    QLabel *m_numbersTitle;
    QTableWidget *m_table;
    QLabel *m_fairseqNote;
};
