#pragma once

#include "positionalencoding.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pe {

/// Which components RoPE rotates together (pair i of the r rotated dimensions).
enum class RopeLayout {
    /// Pairs (2i, 2i+1): RoFormer (Su et al. 2021, eq. 15), GPT-J, Meta's Llama code (complex
    /// view of adjacent components).
    Interleaved,
    /// Pairs (i, i + r/2): GPT-NeoX, Hugging Face's `rotate_half`.
    HalfSplit,
};

/// How a score term depends on the positions m (query) and n (key).
enum class PositionDependence {
    None, ///< content only
    QueryPosition, ///< the query's absolute position m
    KeyPosition, ///< the key's absolute position n
    OffsetOnly, ///< only the relative position n - m
    BothPositions, ///< m and n separately (absolute)
};

/// One pair of a rotated vector, for the unit circles (angles in radians).
struct PairRotation
{
    int pair = 0; ///< i
    int componentA = 0; ///< first component of the pair: 2i or i
    int componentB = 0; ///< second component: 2i+1 or i + r/2
    double theta = 0.0; ///< theta_i = base^(-2i/r), radians per position
    double angle = 0.0; ///< t = m theta_i, unreduced
    double wrappedAngle = 0.0; ///< t reduced to (-pi, pi] (accurately, also for large m)
    double before[2] = {0.0, 0.0}; ///< (x_a, x_b)
    double after[2] = {0.0, 0.0}; ///< (x_a cos t - x_b sin t, x_a sin t + x_b cos t)
    double radius = 0.0; ///< |(x_a, x_b)|, the same before and after
};

/// q_{m+t} . k_{n+t} against q_m . k_n over a range of shifts t.
struct ShiftCheck
{
    double reference = 0.0; ///< q_m . k_n
    double largestDeviation = 0.0; ///< max over t of |q_{m+t} . k_{n+t} - q_m . k_n|
    std::int64_t worstShift = 0; ///< the t where it occurs (the first shift when all are 0)
    std::int64_t shiftCount = 0; ///< number of shifts compared
};

/// One position of the layout-mix error: q and k laid out for this Rope's layout, rotated once
/// correctly and once as the other layout (the silent failure of a checkpoint converted without
/// permuting W_Q and W_K).
struct LayoutMixPoint
{
    std::int64_t position = 0; ///< the query's position m (the key stays at n)
    double correctScore = 0.0; ///< q_m . k_n rotated in this layout
    double mixedScore = 0.0; ///< the same vectors rotated as the other layout
    double scoreError = 0.0; ///< |mixedScore - correctScore|
    double relativeScoreError = 0.0; ///< scoreError / (|q| |k|) (0 when q or k is 0), in [0, 2]
    double vectorError = 0.0; ///< |R_other(q, m) - R_this(q, m)| / |q| (0 when q is 0), in [0, 2]
};

/// Rotary position embedding (RoPE; Su et al. 2021, "RoFormer", arXiv 2104.09864, section 3.4.2,
/// eq. 14 and 15): the query at position m and the key at position n are rotated pair by pair,
///   (x_a, x_b) -> (x_a cos t - x_b sin t, x_a sin t + x_b cos t),  t = m theta_i (radians),
/// theta_i = base^(-2i/r), i = 0..r/2-1, so that q_m . k_n = q^T R(n - m) k depends on m - n only
/// (eq. 16). Only the first r = rotatedDimensions() components are rotated (partial rotary: GPT-J's
/// rotary_dim, GPT-NeoX's rotary_pct); components r..d-1 pass through unchanged.
///
/// r from the rotary fraction F in (0, 1]: r = F*d computed in double and truncated toward zero,
/// as int(head_size * rotary_pct) in GPT-NeoX and Hugging Face's code, then lowered to an even
/// number (an odd r has no partner for its last component): r = 2 floor(F*d / 2). So F = 1 gives
/// r = d for even d and d - 1 for odd d (interleaved only), F = 0.25 at d = 64 gives r = 16, and
/// F = 0.29 at d = 100 gives r = 28 (0.29 * 100 = 28.999999999999996 in double, as in those codes).
/// r < 2 is refused.
///
/// Angles: t = m / den_i with den_i = base^(2i/r) (the same expression as
/// PositionalEncoding::denominator, so at F = 1 the angles are those of PE(m) for the same d and
/// base); theta_i = 1 / den_i. t is reduced modulo 2 pi in double-double (the quotient m / den_i
/// and its remainder by a fused multiply-add, 2 pi in two parts) before sin and cos, so every
/// rotation is accurate to about 1e-16 of |x| for every position up to 2^31 - 1: a rotated vector
/// is the exact rotation of x by m / den_i (den_i as rounded to double) to a few units in the
/// last place. Scores use accurateDot. Hence |q_{m+t} . k_{n+t} - q_m . k_n| <= about
/// 1e-15 |q| |k| for all positions in [0, 2^31 - 1] (measured: at most 3.2e-16 |q| |k| for d 8 to
/// 512, both layouts, positions 0 to 2^31 - 1, 2000 shifts each), so <= 1e-12 whenever
/// |q| |k| <= 1000. With the plain angle m * theta_i in double the same check gives 2.3e-10 at
/// m = 10^6 and 5e-7 near 2^31 (tests/core/tst_rope, shiftInvariance).
///
/// Errors: every function throws std::invalid_argument with a one-line message on a parameter
/// outside its range: a vector whose length is not d or with a non-finite component, a position
/// outside [0, 2^31 - 1], an offset or distance outside [-(2^31 - 1), 2^31 - 1], too many
/// positions or shifts.
class Rope
{
public:
    static constexpr int minWidth = 2;
    static constexpr int maxWidth = PositionalEncoding::maxWidth;
    static constexpr double defaultBase = 10000.0;
    static constexpr std::int64_t maxPosition = PositionalEncoding::maxPosition;
    /// Largest number of shifts, positions or distances one call evaluates (each costs r/2 sin/cos
    /// pairs per vector: at d = 512, 65536 shifts take about 0.1 s).
    static constexpr std::int64_t maxCount = 65536;

    /// Throws on d outside [minWidth, maxWidth], base not a finite number > 1, F not in (0, 1],
    /// r < 2, or HalfSplit with odd d (pairs (i, i + d/2) need an even d).
    explicit Rope(int d, double base = defaultBase, RopeLayout layout = RopeLayout::Interleaved,
                  double rotaryFraction = 1.0);
    /// r for d and F as described above (may be 0). Throws on d out of range or F not in (0, 1].
    static int rotatedDimensionsFor(int d, double rotaryFraction);

    int width() const { return m_d; }
    double base() const { return m_base; }
    RopeLayout layout() const { return m_layout; }
    double rotaryFraction() const { return m_fraction; }
    /// r, even, 2 <= r <= d.
    int rotatedDimensions() const { return m_r; }
    /// r / 2.
    int pairCount() const { return m_r / 2; }

    /// den_i = base^(2i/r). Throws on i outside [0, r/2).
    double denominator(int i) const;
    /// theta_i = 1 / den_i = base^(-2i/r), radians per position. Throws on i out of range.
    double theta(int i) const;
    /// The two components of pair i in this layout: (2i, 2i+1) or (i, i + r/2). Throws on i out
    /// of range.
    std::array<int, 2> pairComponents(int i) const;
    /// The pair that rotates component j, or -1 for a component passed through (j >= r). Throws
    /// on j outside [0, d).
    int pairOfComponent(int j) const;
    /// t = m theta_i = m / den_i, radians, unreduced. Throws on m or i out of range.
    double angle(std::int64_t m, int i) const;

    /// x rotated to position m (RoFormer eq. 14, f(x, m) = R(m) x), length d. Throws on a bad
    /// x or m.
    std::vector<double> rotate(const std::vector<double> &x, std::int64_t m) const;
    /// q_m . k_n = rotate(q, m) . rotate(k, n). Throws on bad vectors or positions.
    double score(const std::vector<double> &q, std::int64_t m, const std::vector<double> &k,
                 std::int64_t n) const;
    /// q . R(n - m) k, the closed form of eq. 16 (one rotation by the relative position), equal
    /// to score() for every m, n with that offset. Throws on bad vectors or |offset| > 2^31 - 1.
    double scoreAtOffset(const std::vector<double> &q, const std::vector<double> &k,
                         std::int64_t nMinusM) const;
    /// The largest deviation of q_{m+t} . k_{n+t} from q_m . k_n for t = firstShift..lastShift
    /// (every integer between, both included; t = 0 may be among them). Throws when firstShift >
    /// lastShift, more than maxCount shifts, or a shifted position leaves [0, 2^31 - 1].
    ShiftCheck shiftInvariance(const std::vector<double> &q, std::int64_t m,
                               const std::vector<double> &k, std::int64_t n,
                               std::int64_t firstShift, std::int64_t lastShift) const;
    /// Per-pair state of x rotated to m, one entry per pair i = 0..r/2-1 (for the unit circles).
    std::vector<PairRotation> pairRotations(const std::vector<double> &x, std::int64_t m) const;

    /// The permutation from one layout to the other on d components: out[j] = x[perm[j]].
    /// Interleaved -> HalfSplit: perm[i] = 2i, perm[i + r/2] = 2i + 1 (i < r/2); HalfSplit ->
    /// Interleaved: perm[2i] = i, perm[2i + 1] = i + r/2 (its inverse); components j >= r and
    /// from == to: perm[j] = j. Applying it to q and k (or to the rows of W_Q and W_K) makes a
    /// vector laid out for `from` give the same scores when rotated in `to`.
    std::vector<int> layoutPermutation(RopeLayout from, RopeLayout to) const;
    /// x rearranged by layoutPermutation(from, to). Throws on a bad x.
    std::vector<double> convertLayout(const std::vector<double> &x, RopeLayout from,
                                      RopeLayout to) const;
    /// x rotated to m as `layout` pairs its components (this Rope's d, base and r). Throws on a
    /// bad x or m, or HalfSplit with odd d.
    std::vector<double> rotateAs(const std::vector<double> &x, std::int64_t m,
                                 RopeLayout layout) const;
    /// The error of mixing the layouts: q and k laid out for this Rope's layout, the key at n,
    /// the query at each of `positions`; once rotated in this layout, once in the other. 0 at
    /// m = n, small while |m - n| theta_i is small for the pairs that differ, of the order of
    /// |q| |k| later ("fine for a few tokens, then garbage"). Throws on bad vectors or positions,
    /// more than maxCount positions, or odd d (the half-split layout needs an even d).
    std::vector<LayoutMixPoint> layoutMixError(const std::vector<double> &q,
                                               const std::vector<double> &k, std::int64_t n,
                                               const std::vector<std::int64_t> &positions) const;

    /// The long-term decay of RoFormer section 3.4.3 for relative distance m - n:
    ///   (1 / (r/2)) sum_{j=1}^{r/2} |S_j|,  S_j = sum_{k=0}^{j-1} e^{i (m - n) theta_k},
    /// (S_j sums the first j frequencies; |S_1| = 1, S_{r/2} all of them; the value is (r/2 + 1) /
    /// 2 at distance 0 and decays with |m - n|; the paper's Figure 2 with theta_i = 10000^(-2i/d)).
    /// Symmetric in the sign of the distance. Throws on |distance| > 2^31 - 1.
    double decayBound(std::int64_t distance) const;
    /// decayBound(distance) for distance = 0..maxDistance (maxDistance + 1 values). Throws on
    /// maxDistance < 0 or maxDistance + 1 > maxCount.
    std::vector<double> decayBoundCurve(std::int64_t maxDistance) const;
    /// The bound of eq. 37 for these q and k: |q_m . k_n| <= (max_i |h_{i+1} - h_i|)
    /// sum_{j=1}^{r/2} |S_j| + |q_pass . k_pass|, with h_i = (q_a + i q_b)(k_a - i k_b) for pair i
    /// = (a, b) of this layout, h_{r/2} = 0, and the last term the dot product of the components
    /// passed through (0 when r = d). Throws on bad vectors or distance.
    double scoreBound(const std::vector<double> &q, const std::vector<double> &k,
                      std::int64_t distance) const;

private:
    void checkVector(const std::vector<double> &x, const char *name) const;
    void checkPair(int i) const;
    std::vector<double> rotateUnchecked(const std::vector<double> &x, std::int64_t m,
                                        RopeLayout layout) const;

    int m_d;
    double m_base;
    RopeLayout m_layout;
    double m_fraction;
    int m_r;
    std::vector<double> m_denominators; // base^(2i/r), one per pair
};

/// One row of the additive-vs-rotary comparison.
enum class ComparedTerm {
    AdditiveEmbeddingEmbedding, ///< q . k (E.E)
    AdditiveEmbeddingPosition, ///< q . PE(n) (E.P)
    AdditivePositionEmbedding, ///< PE(m) . k (P.E)
    AdditivePositionPosition, ///< PE(m) . PE(n) (P.P)
    AdditiveTotal, ///< (q + PE(m)) . (k + PE(n))
    RotaryTotal, ///< rotate(q, m) . rotate(k, n): one term
};

/// A term's value at (m, n) and at (m + shift, n + shift), and which positions it carries.
struct ComparedValue
{
    ComparedTerm term = ComparedTerm::AdditiveTotal;
    PositionDependence dependence = PositionDependence::None;
    double value = 0.0; ///< at (m, n)
    double shiftedValue = 0.0; ///< at (m + shift, n + shift)
};

/// Additive (Vaswani et al. 2017, section 3.5; the article's section 7) against rotary (Su et al.
/// 2021, eq. 16) for one content pair q (query, as E_a) and k (key, as E_b), identity
/// projections: the four additive terms and their total, then RoPE's single term, each at (m, n)
/// and after shifting both positions by `shift`. Additive: E.E none, E.P the key's position, P.E
/// the query's, P.P the offset only (BothPositions for odd d, whose lone sin is not paired), the
/// total both positions; rotary: the offset only. The values show it: a term whose dependence is
/// None or OffsetOnly keeps its value under the shift (to rounding). Throws when the encoding's
/// and the rope's widths differ, on bad vectors, or positions that leave [0, 2^31 - 1].
std::vector<ComparedValue> compareAdditiveRotary(const PositionalEncoding &encoding,
                                                 const Rope &rope, const std::vector<double> &q,
                                                 const std::vector<double> &k, std::int64_t m,
                                                 std::int64_t n, std::int64_t shift);

} // namespace pe
