#pragma once

#include "embeddingtable.h"
#include "querykeyprojections.h"
#include "rope.h"

#include <QFlags>
#include <QObject>
#include <QString>

#include <optional>

class LessonState;

/// The parameters of the attention and RoPE views: the numeric embeddings' seed and
/// their sqrt(d) scale, the projections W_Q, W_K (identity or seeded random), and RoPE's layout,
/// rotary fraction F and the positions m (query) and n (key). The width d, the base and the
/// sentence are the lesson's (LessonState, which owns this object: LessonState::attention()).
///
/// A class of its own rather than more fields of LessonState: these parameters concern two views
/// only, and their rules depend on d (half-split needs an even d, random projections d <= 1024,
/// RoPE r = 2 floor(F d / 2) >= 2), so they have their own validity against the lesson's d
/// (problem()) instead of restricting the d every other view uses.
///
/// Every setter validates with the core's rules, emits its own signal and then changed() once;
/// an invalid value changes nothing and returns false. A value is refused when it is out of its
/// own range, or when it would make a conflict with the lesson's current d that was not there
/// before (conflicts(): the half-split layout with an odd d, random projections with d > 1024, F
/// with r < 2). The lesson's d may change afterwards to one that conflicts: the parameters are
/// kept, problem() says what does not fit, and rope() / projections() are empty until it fits.
class AttentionState : public QObject
{
    Q_OBJECT

public:
    /// W_Q and W_K: the identity (the score is x(a) . x(b)) or seeded random matrices
    /// (pe::QueryKeyProjections::random, d <= 1024).
    enum class Projection { Identity, Random };
    Q_ENUM(Projection)

    /// What the lesson's d does not allow of these parameters.
    enum Conflict {
        NoConflict = 0,
        WidthTooSmallForRope = 1, ///< d < 2: RoPE rotates pairs
        HalfSplitOddWidth = 2, ///< pairs (i, i + d/2) need an even d
        TooFewRotated = 4, ///< r = 2 floor(F d / 2) < 2: nothing would rotate
        RandomProjectionTooWide = 8, ///< random W_Q, W_K only up to d = 1024
    };
    Q_DECLARE_FLAGS(Conflicts, Conflict)

    static constexpr qint64 defaultQueryPosition = 3; // m: the second "the" of the lesson
    static constexpr qint64 defaultKeyPosition = 0; // n: the first "the"

    /// Every parameter at once (setParameters()); the defaults are the core's.
    struct Parameters
    {
        quint64 embeddingSeed = pe::EmbeddingTable::defaultSeed;
        bool embeddingsScaled = false; ///< E multiplied by sqrt(d) (Vaswani et al. 2017, 3.4)
        Projection projection = Projection::Identity;
        quint64 projectionSeed = pe::QueryKeyProjections::defaultSeed;
        pe::RopeLayout ropeLayout = pe::RopeLayout::Interleaved;
        double rotaryFraction = 1.0; ///< F in (0, 1]
        qint64 queryPosition = defaultQueryPosition; ///< m, 0 .. 2^31 - 1
        qint64 keyPosition = defaultKeyPosition; ///< n, 0 .. 2^31 - 1
    };

    /// lesson gives d, the base and the sentence; it must outlive this object (it is its parent
    /// when LessonState creates it).
    explicit AttentionState(const LessonState *lesson, QObject *parent = nullptr);

    quint64 embeddingSeed() const { return m_parameters.embeddingSeed; }
    bool embeddingsScaled() const { return m_parameters.embeddingsScaled; }
    Projection projection() const { return m_parameters.projection; }
    quint64 projectionSeed() const { return m_parameters.projectionSeed; }
    pe::RopeLayout ropeLayout() const { return m_parameters.ropeLayout; }
    double rotaryFraction() const { return m_parameters.rotaryFraction; }
    qint64 queryPosition() const { return m_parameters.queryPosition; }
    qint64 keyPosition() const { return m_parameters.keyPosition; }
    const Parameters &parameters() const { return m_parameters; }

    /// What d does not allow of values (NoConflict when everything fits).
    static Conflicts conflicts(int d, const Parameters &values);
    /// One translated sentence per conflict, joined by spaces; empty for none. d is named.
    static QString describe(Conflicts conflicts, int d);
    /// describe(conflicts(lesson's d, parameters())): empty when everything fits.
    QString problem() const;

    /// RoPE of the lesson's d and base with this layout and F; empty when the conflicts say it
    /// cannot be built (WidthTooSmallForRope, HalfSplitOddWidth, TooFewRotated).
    std::optional<pe::Rope> rope() const;
    /// W_Q, W_K of the lesson's d: the identity, or random with projectionSeed(); empty for random
    /// projections with d > 1024.
    std::optional<pe::QueryKeyProjections> projections() const;
    /// The numeric embeddings of the lesson's sentence at its d with embeddingSeed(), scaled by
    /// sqrt(d) when embeddingsScaled() (a new table, without edits).
    pe::EmbeddingTable embeddings() const;

    bool setEmbeddingSeed(quint64 seed);
    void setEmbeddingsScaled(bool scaled);
    /// Random is refused while d > 1024 (pe::QueryKeyProjections::maxMatrixWidth).
    bool setProjection(Projection projection);
    bool setProjectionSeed(quint64 seed);
    /// HalfSplit is refused while d is odd.
    bool setRopeLayout(pe::RopeLayout layout);
    /// F in (0, 1]; refused when it leaves fewer than two rotated dimensions at the current d.
    bool setRotaryFraction(double fraction);
    /// m and n, 0 .. 2^31 - 1.
    bool setQueryPosition(qint64 m);
    bool setKeyPosition(qint64 n);
    /// Every parameter at once, changed() once; false (nothing changed) if any is refused.
    bool setParameters(const Parameters &parameters);
    /// Every parameter at once as a saved state had them (a figure's): refused only
    /// for a value out of its own range (valuesInRange()); a conflict with the lesson's d is
    /// kept, as it can arise when d changes after the parameters were set (problem() says it).
    bool restore(const Parameters &parameters);
    /// Whether each value is within its own range (F in (0, 1], m and n 0 .. 2^31 - 1, known
    /// projection and layout), whatever d is.
    static bool valuesInRange(const Parameters &parameters);
    /// Back to the defaults (LessonState::reset() calls it).
    void reset();

    /// Stable ids for the settings and the command line: "identity", "random";
    /// "interleaved", "half-split".
    static QString projectionId(Projection projection);
    static bool parseProjection(const QString &id, Projection *out);
    static QString ropeLayoutId(pe::RopeLayout layout);
    static bool parseRopeLayout(const QString &id, pe::RopeLayout *out);

signals:
    void embeddingSeedChanged(quint64 seed);
    void embeddingsScaledChanged(bool scaled);
    void projectionChanged(AttentionState::Projection projection);
    void projectionSeedChanged(quint64 seed);
    void ropeLayoutChanged(pe::RopeLayout layout);
    void rotaryFractionChanged(double fraction);
    void queryPositionChanged(qint64 m);
    void keyPositionChanged(qint64 n);
    /// problem() changed: after a setter, or after the lesson's d changed.
    void problemChanged(const QString &problem);
    /// After any parameter change; once per setter call (not for a change of the lesson's d).
    void changed();

private:
    bool setAll(const Parameters &next, bool allowConflicts = false);
    int width() const;

    const LessonState *m_lesson;
    Parameters m_parameters;
    Conflicts m_conflicts; // conflicts(width(), m_parameters), to notice problem() changes
};

Q_DECLARE_OPERATORS_FOR_FLAGS(AttentionState::Conflicts)
