#pragma once

#include "attentionscore.h"
#include "pagedview.h"

#include <QStringList>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class AttentionEmbeddings;
class LessonState;
class MinimumScrollArea;
class NumberField;
class QComboBox;
class QGridLayout;
class QLabel;
class QVBoxLayout;
class QPushButton;
class ScoreMatrixPlot;

/// The "Score terms" tab of the Attention family: for every pair of tokens
/// (a, b) of the sentence, the score q(a) · k(b) with x = E + PE as a matrix and its four terms
/// E·E, E·P, P·E, P·P as four smaller matrices beside it (or one of the terms large, the score
/// among the small ones: its pages, PagedView) (pe::AttentionScore, the article's
/// section 7), each a ScoreMatrixPlot with the tokens as labels and values on hover.
///
/// Under the matrices, sentences with numbers from the core: the four terms add up to the score
/// (largestSumDeviation()); P·P is constant along the diagonals, a function of b − a only, when
/// positionTermIsOffsetOnly() (identity projections and even d), else why not and the spread
/// (offsetCheck()); with the encoding off the rows of the repeated word are identical; after
/// "Shuffle the sentence" (AttentionScore::shufflePermutation) the deviation of each term from the
/// old scores moved with the words (permutationDeviation(): zero for all without the encoding,
/// not zero for the total with it). W_Q, W_K are AttentionState's projections (identity or seeded
/// random); when they do not fit d the view says so (AttentionState::describe) and shows no
/// matrices.
///
/// Cost: one AttentionScore for the sentence and one for the shuffle, O(n^2 d) each (plus
/// O(n d^2) with random projections); it is recomputed only when the embeddings, the encoding,
/// the switch, the projections or the order change, never when p or q move, and only while the
/// tab is shown (DeferredRefresh). Above maxWork = n^2 d it shows a note instead.
///
/// Laid out for the room it has (a class sees no pane that scrolls): the five matrices
/// in one row when the view is wide, else the score beside a 2 x 2 grid of its terms, whichever
/// gives the terms larger cells; where neither fits at the view's font, the matrices' labels
/// take a smaller font (down to 80 % of the start-up font) and in presentation mode, or when the
/// room is short, the texts under them take their short forms (the lesson step's card carries
/// the words). Only a window smaller than all of that scrolls.
class ScoreDecompositionView : public QWidget, public PagedView
{
    Q_OBJECT

public:
    /// The largest n^2 d computed live (about 0.1 s on one core).
    static constexpr double maxWork = 16777216.0;

    explicit ScoreDecompositionView(LessonState *state, QWidget *parent = nullptr);

    /// The plot of a term (Total: the large one).
    ScoreMatrixPlot *plot(pe::ScoreTerm term) const;
    /// The matrix drawn large beside the other four (the score unless chosen otherwise: a step
    /// about P·P shows P·P large, with its values).
    pe::ScoreTerm largeTerm() const;
    /// Draws term's matrix large ("Enlarge:" in the controls).
    void setLargeTerm(pe::ScoreTerm term);
    /// The pages are the matrix drawn large: "score", "ee", "ep", "pe", "pp".
    bool showPage(const QString &id) override;
    QString currentPageId() const override;
    /// The scores shown (empty when the view shows a note instead).
    const std::optional<pe::AttentionScore> &score() const { return m_score; }
    /// The order shown: perm[s] is the sentence's slot shown at slot s (identity before a
    /// shuffle).
    const std::vector<int> &order() const { return m_order; }
    /// The texts under the matrices, as shown.
    QString messageText() const;
    QComboBox *projectionBox() const { return m_projection; }
    NumberField *projectionSeedField() const { return m_seed; }
    QPushButton *shuffleButton() const { return m_shuffle; }
    QPushButton *restoreButton() const { return m_restore; }

    /// Shuffles the sentence's slots (a new seeded permutation each time).
    void shuffle();
    /// Back to the sentence's order.
    void restoreOrder();

    /// True when the five matrices stand in one row, false when the score stands beside a grid
    /// of its four terms.
    bool matricesInRow() const { return m_row; }
    /// True when the texts under the matrices are their short forms.
    bool compactMessages() const { return m_compact; }
    /// The factor (0.5 .. 1] of the view's font the matrices are drawn in.
    double plotFontScale() const { return m_plotScale; }
    /// The scroll area around the matrices and texts (it scrolls only below the least layout).
    MinimumScrollArea *scrollArea() const { return m_scroll; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void recompute();
    void retranslate();
    void showMessages();
    /// The texts under the matrices, long or short.
    QString messages(bool compact) const;
    /// Chooses the matrices' arrangement, their font and the texts' form for the room there is.
    void arrange();
    void placePlots(bool row);
    void setPlotFontScale(double scale);

    LessonState *m_state;
    AttentionEmbeddings *m_embeddings;
    std::array<ScoreMatrixPlot *, 5> m_plots {};
    std::pair<qint64, qint64> m_highlight {-1, -1}; // query m, key n of the outlined cell
    QLabel *m_projectionLabel = nullptr;
    QComboBox *m_projection = nullptr;
    QLabel *m_largeLabel = nullptr;
    QComboBox *m_large = nullptr; //!< the matrix drawn large, in the order of terms
    QLabel *m_seedLabel = nullptr;
    NumberField *m_seed = nullptr;
    QPushButton *m_shuffle = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_messages = nullptr;
    MinimumScrollArea *m_scroll = nullptr;
    QVBoxLayout *m_body = nullptr;
    QGridLayout *m_grid = nullptr;
    QStringList m_labels; // the tokens in the order shown
    bool m_row = false;
    std::size_t m_largeIndex = 0; //!< index in m_plots of the matrix drawn large
    bool m_compact = false;
    bool m_arranging = false;
    double m_plotScale = 1.0;

    std::optional<pe::AttentionScore> m_score; // the order shown
    std::optional<pe::AttentionScore> m_original; // the sentence's order (when shuffled)
    std::optional<pe::QueryKeyProjections> m_projections;
    std::vector<int> m_order;
    QString m_sentence; // the sentence m_order belongs to
    quint64 m_shuffleSeed = pe::AttentionScore::defaultShuffleSeed;
    QString m_note; // shown instead of the matrices
    // What m_score was computed from.
    struct Key
    {
        quint64 table = ~quint64(0);
        quint64 encoding = ~quint64(0);
        bool on = false;
        int projection = -1;
        quint64 projectionSeed = 0;
        int d = 0;
        std::vector<int> order;
        bool operator==(const Key &other) const;
    } m_key;
};
