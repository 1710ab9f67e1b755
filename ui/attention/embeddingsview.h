#pragma once

#include <QWidget>

class AttentionEmbeddings;
class EmbeddingTableModel;
class LessonState;
class NumberField;
class QBoxLayout;
class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class TokenNormsModel;

/// The "Embeddings" tab of the Attention family: the numeric form of the
/// lesson's symbolic E. Its control bar holds the seed (a NumberField for AttentionState's
/// embedding seed), the sqrt(d) switch (Vaswani et al. 2017, section 3.4; the article's
/// troubleshooting row 2) and "Reset edits"; below, the table of the sentence's words x d
/// (EmbeddingTableModel, editable cell by cell) beside the sizes per token (TokenNormsModel:
/// |E(token)| and |PE(p)| side by side), and a line that says which is larger and by how much.
/// Every number comes from pe::EmbeddingTable and pe::encodingNorm. The lesson's symbolic table
/// stays as it is.
class EmbeddingsView : public QWidget
{
    Q_OBJECT

public:
    explicit EmbeddingsView(LessonState *state, QWidget *parent = nullptr);
    /// Disconnects its children's signals first (childsignals.h).
    ~EmbeddingsView() override;

    EmbeddingTableModel *tableModel() const { return m_tableModel; }
    TokenNormsModel *normsModel() const { return m_normsModel; }
    NumberField *seedField() const { return m_seed; }
    QCheckBox *scaleSwitch() const { return m_scale; }
    QPushButton *resetButton() const { return m_reset; }
    QTableView *tableView() const { return m_table; }
    /// The line under the controls as shown (the sizes compared).
    QString summaryText() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void retranslate();
    /// Cells as wide and high as a value needs in the current font.
    void fitCells();
    /// The embeddings' table with every column in the view's font, in pixels.
    int wholeTableWidth() const;
    /// The two tables beside each other, or the sizes under the embeddings where the width
    /// cannot hold both whole.
    void arrangeTables();
    /// Each table as high as its rows.
    void fitHeights();

    LessonState *m_state;
    AttentionEmbeddings *m_embeddings;
    EmbeddingTableModel *m_tableModel;
    TokenNormsModel *m_normsModel;
    QLabel *m_seedLabel = nullptr;
    NumberField *m_seed = nullptr;
    QCheckBox *m_scale = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_tableTitle = nullptr;
    QLabel *m_normsTitle = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_norms = nullptr;
    QBoxLayout *m_body = nullptr;
};
