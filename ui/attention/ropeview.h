#pragma once

#include "pagedview.h"
#include "rope.h"

#include <QString>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class AttentionEmbeddings;
class LessonState;
class MinimumScrollArea;
class NumberField;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QTabWidget;
class QTextBrowser;
class RopeCircles;
class RopeDecayChart;

/// The "RoPE" tab of the Attention family: rotary position embedding (Su et
/// al. 2021, RoFormer, section 3.4) on a query q and a key k, the embeddings of two tokens of the
/// sentence (as read, with the sqrt(d) switch) or vectors typed in a field. Its parameters are
/// AttentionState's (positions m and n, layout, rotary fraction F) with the lesson's d and base;
/// when they do not fit d the view says what to change (AttentionState::problem()) and shows no
/// numbers. Every number comes from pe::Rope and pe::compareAdditiveRotary.
///
/// Four pages (sub-tabs), so that each fits 1024x768:
/// - Rotation: q_m · k_n and the closed form q · R(n − m) k; "Lock the offset" (m moves n with
///   it); "Shift both" by t with q_{m+t} · k_{n+t} and the largest deviation over every shift of
///   the slider's range (Rope::shiftInvariance); per-pair unit circles (RopeCircles).
/// - Decay: RoFormer's long-term decay bound against |m − n| (RopeDecayChart).
/// - Layouts: the pairs of each layout, the permutation between them, the scores agreeing after
///   it, and the error against position when a model mixes them (Rope::layoutMixError).
/// - Additive vs rotary: which terms carry position in each (compareAdditiveRotary), at (m, n)
///   and shifted by t.
///
/// Laid out for the room it has: the Rotation page's texts are labels of their own
/// height and, where the page would otherwise scroll (and always in presentation mode, where the
/// lesson step's card explains the rotation), leave out the formula of the rotation, then the
/// circles' legend; the Layouts page takes shorter sentences and fewer rows likewise.
///
/// Cost: the shift check evaluates up to maxShifts shifts (r/2 sin/cos pairs per vector each),
/// fewer at large r (shiftBudget / r); recomputed only when q, k, m, n, the layout, F, d or the
/// base change and only while the tab is shown, never when p or q move.
class RopeView : public QWidget, public PagedView
{
    Q_OBJECT

public:
    static constexpr int maxShifts = 1000;
    static constexpr double shiftBudget = 4194304.0;
    static constexpr int defaultShift = 7;
    /// The decay curve is drawn up to the distance asked for, or fewer where distance x r/2 would
    /// exceed this (at d = 8192: up to 1024).
    static constexpr double decayBudget = 4194304.0;
    static constexpr int defaultMaxDistance = 256;

    explicit RopeView(LessonState *state, QWidget *parent = nullptr);

    QTabWidget *pages() const { return m_pages; }
    /// Page ids, in order: "rotation", "decay", "layouts", "compare".
    bool showPage(const QString &id) override;
    QString currentPageId() const override;
    NumberField *queryPositionField() const { return m_m; }
    NumberField *keyPositionField() const { return m_n; }
    NumberField *fractionField() const { return m_fraction; }
    QComboBox *layoutBox() const { return m_layout; }
    QComboBox *queryTokenBox() const { return m_queryToken; }
    QComboBox *keyTokenBox() const { return m_keyToken; }
    QLineEdit *queryText() const { return m_queryText; }
    QLineEdit *keyText() const { return m_keyText; }
    QCheckBox *lockOffset() const { return m_lock; }
    QSlider *shiftSlider() const { return m_shift; }
    RopeCircles *circles() const { return m_circles; }
    RopeDecayChart *decayChart() const { return m_decay; }

    /// The vectors used (empty when the view shows a problem).
    const std::vector<double> &query() const { return m_q; }
    const std::vector<double> &key() const { return m_k; }
    /// q_m · k_n as shown, the closed form and the score shifted by t (NaN without numbers).
    double score() const { return m_score; }
    double shiftedScore() const { return m_shiftedScore; }
    /// The shift check over t = 0 .. lastShift (reference, largest deviation, shifts).
    const pe::ShiftCheck &shiftCheck() const { return m_shiftCheck; }
    /// The texts of the pages as shown.
    QString problemText() const;
    QString rotationText() const;
    QString layoutText() const;
    QString comparisonText() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void recompute();
    /// The pages' numbers for m_rope (throws what the core throws).
    void computePages();
    void retranslate();
    void fillTokens();
    /// The Rotation page's texts at the fullest level that fits the page unscrolled.
    void fitRotation();
    /// The Rotation and Layouts pages fitted anew (font, presentation mode).
    void fitPages();
    /// The vector typed in field, or the embedding of the token chosen in box; sets *note when
    /// the typed text is not d numbers.
    std::vector<double> vectorFrom(QLineEdit *field, QComboBox *box, QString *note) const;
    void updateShift();
    void showLayouts(const pe::Rope &rope);
    void showComparison(const pe::Rope &rope);

    LessonState *m_state;
    AttentionEmbeddings *m_embeddings;
    QLabel *m_queryTokenLabel = nullptr;
    QComboBox *m_queryToken = nullptr;
    QLabel *m_keyTokenLabel = nullptr;
    QComboBox *m_keyToken = nullptr;
    QLabel *m_mLabel = nullptr;
    NumberField *m_m = nullptr;
    QLabel *m_nLabel = nullptr;
    NumberField *m_n = nullptr;
    QLabel *m_layoutLabel = nullptr;
    QComboBox *m_layout = nullptr;
    QLabel *m_fractionLabel = nullptr;
    NumberField *m_fraction = nullptr;
    QCheckBox *m_lock = nullptr;
    QLabel *m_problem = nullptr;
    QTabWidget *m_pages = nullptr;
    // Rotation page
    QLabel *m_queryTextLabel = nullptr;
    QLineEdit *m_queryText = nullptr;
    QLabel *m_keyTextLabel = nullptr;
    QLineEdit *m_keyText = nullptr;
    MinimumScrollArea *m_rotationScroll = nullptr;
    QLabel *m_rotation = nullptr;
    QLabel *m_shiftLabel = nullptr;
    QSlider *m_shift = nullptr;
    QLabel *m_shiftText = nullptr;
    RopeCircles *m_circles = nullptr;
    // Decay page
    QLabel *m_distanceLabel = nullptr;
    NumberField *m_distance = nullptr;
    RopeDecayChart *m_decay = nullptr;
    // Layouts and comparison pages
    QTextBrowser *m_layouts = nullptr;
    QTextBrowser *m_comparison = nullptr;

    std::optional<pe::Rope> m_rope;
    std::vector<double> m_q;
    std::vector<double> m_k;
    double m_score = 0.0;
    double m_closedForm = 0.0;
    double m_shiftedScore = 0.0;
    pe::ShiftCheck m_shiftCheck;
    QString m_note;
    std::array<QString, 3> m_rotationLines; // the Rotation page's text at levels 0, 1, 2
    std::array<QString, 2> m_shiftLines; // the shift's sentence, long and brief
    int m_rotationLevel = 0;
    QString m_key; // what the pages were computed for
};
