#pragma once

#include "pagedview.h"

#include <QWidget>

class AlibiSlopesModel;
class LabelledMatrixPlot;
class LessonState;
class NumberField;
class QCheckBox;
class QLabel;
class QTabWidget;
class QTableView;

/// Each positional scheme's own numbers, before any training (the Attention
/// family's "Position biases"): three pages, PagedView ids "alibi", "t5" and "learned".
/// - ALiBi: the slopes of H heads by the reference rule next to the naive 2^(−8h/H) (they differ
///   when H is not a power of two: a common bug), and the bias matrix −m|i − j| (−m(i − j) and
///   masked cells under a causal mask) of a chosen head on n positions;
/// - T5: the bucket of every offset key − query from −maxOffset to maxOffset as a strip, and the
///   bucket of every (query, key) cell on n positions: the bias of a cell is its bucket's learned
///   scalar (32 buckets, max distance 128; bidirectional, or causal);
/// - learned: the cosine similarity of a learned table's L rows at initialisation (random from
///   the seed, as the trainer starts it) next to the sinusoidal table's of the same L and d.
/// Every number comes from the core (training/attentionbias.h, the model's initial table).
class SchemeNumbersView : public QWidget, public PagedView
{
    Q_OBJECT

public:
    static constexpr int maxOffset = 150;

    explicit SchemeNumbersView(LessonState *state, QWidget *parent = nullptr);

    bool showPage(const QString &id) override;
    QString currentPageId() const override;

    AlibiSlopesModel *slopesModel() const { return m_slopes; }
    LabelledMatrixPlot *alibiPlot() const { return m_alibiPlot; }
    LabelledMatrixPlot *t5Strip() const { return m_t5Strip; }
    LabelledMatrixPlot *t5Plot() const { return m_t5Plot; }
    LabelledMatrixPlot *learnedPlot() const { return m_learnedPlot; }
    LabelledMatrixPlot *sinusoidalPlot() const { return m_sinusoidalPlot; }
    NumberField *headsField() const { return m_heads; }
    NumberField *alibiHeadField() const { return m_alibiHead; }
    NumberField *positionsField() const { return m_positions; }
    QCheckBox *causalBox() const { return m_causal; }
    QCheckBox *t5CausalBox() const { return m_t5Causal; }
    QLabel *alibiNote() const { return m_alibiNote; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildAlibiPage();
    QWidget *buildT5Page();
    QWidget *buildLearnedPage();
    void refresh();
    void retranslate();

    QTabWidget *m_pages;
    AlibiSlopesModel *m_slopes;
    QTableView *m_slopesTable = nullptr;
    NumberField *m_heads = nullptr;
    NumberField *m_alibiHead = nullptr;
    NumberField *m_positions = nullptr;
    NumberField *m_learnedLength = nullptr;
    NumberField *m_learnedWidth = nullptr;
    NumberField *m_learnedSeed = nullptr;
    QCheckBox *m_causal = nullptr;
    QCheckBox *m_t5Causal = nullptr;
    QList<QLabel *> m_labels;
    QLabel *m_alibiNote = nullptr;
    QLabel *m_t5Note = nullptr;
    QLabel *m_learnedNote = nullptr;
    LabelledMatrixPlot *m_alibiPlot = nullptr;
    LabelledMatrixPlot *m_t5Strip = nullptr;
    LabelledMatrixPlot *m_t5Plot = nullptr;
    LabelledMatrixPlot *m_learnedPlot = nullptr;
    LabelledMatrixPlot *m_sinusoidalPlot = nullptr;
};
