#pragma once

#include "encodingspec.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pe {

/// What a component of PE(p) holds: the sin or the cos of its pair's angle, or 0 (the zero column
/// tensor2tensor and fairseq append for an odd d).
enum class ComponentKind { Sin, Cos, Zero };

/// Sinusoidal positional encoding of Vaswani et al. 2017, section 3.5, in the form an EncodingSpec
/// describes. The default spec (Layout::Interleaved, no context scaling) is the paper's:
///   PE(p)[2i]   = sin(p / base^(2i/d))
///   PE(p)[2i+1] = cos(p / base^(2i/d))
/// p is the position (0-based integer), d the model width, i the pair index; angles in radians.
/// All arithmetic is in double precision. An odd d ends with a sin component that has no cos
/// partner.
///
/// In general, pair i has the denominator den_i = 1 / omega_i (the layout's frequency rule with the
/// spec's context scaling applied, see Layout and ContextMethod) and the angle
/// angle(p, i) = (p + offset) / den_i, offset = positionOffset() (fairseq: paddingIdx + 1, else 0);
/// its sin sits at component sinComponent(i), its cos at cosComponent(i) (-1 when it has none),
/// and a zero column (kindOf(j) == ComponentKind::Zero) is always 0. Every function below follows
/// the spec.
///
/// Errors: the constructors throw std::invalid_argument as validate() does (d outside
/// [minWidth, maxWidth], base not a finite number > 1, ...); every function taking p, i or a
/// component index throws std::invalid_argument when that argument is outside its documented
/// range.
class PositionalEncoding
{
public:
    /// pe::ComponentKind, also reachable as PositionalEncoding::ComponentKind.
    using ComponentKind = pe::ComponentKind;

    static constexpr int minWidth = 1;
    static constexpr int maxWidth = 8192;
    static constexpr double defaultBase = 10000.0;
    static constexpr int defaultWidth = 8;
    /// Positions are integers with 0 <= p <= maxPosition (that is, p < 2^31).
    static constexpr std::int64_t maxPosition = 2147483647;

    /// The paper's encoding (the default EncodingSpec with this d and base: interleaved, no
    /// context scaling). Throws std::invalid_argument naming "d" or "base" and its allowed range.
    explicit PositionalEncoding(int d = defaultWidth, double base = defaultBase);
    /// The encoding spec describes. Throws std::invalid_argument as validate(spec).
    explicit PositionalEncoding(const EncodingSpec &spec);

    const EncodingSpec &spec() const { return m_spec; }
    int width() const { return m_d; }
    /// The spec's base (before any context scaling; NTK-aware scaling's base' is ntkBase()).
    double base() const { return m_spec.base; }
    /// Number of pairs: ceil(d / 2) for the interleaved and concatenated layouts (with odd d the
    /// last pair has only its sin component), floor(d / 2) for tensor2tensor and fairseq.
    int pairCount() const { return m_pairCount; }
    /// The number added to every position before the angle is formed: paddingIdx + 1 for the
    /// fairseq layout (slot p uses row p + paddingIdx + 1 of fairseq's table), else 0.
    std::int64_t positionOffset() const { return m_offset; }

    /// The pair of component j (0 <= j < d), or -1 for a zero column. Throws on j out of range.
    int pairOf(int j) const;
    /// Whether component j (0 <= j < d) is a sin, a cos or a zero column. Throws on j out of range.
    ComponentKind kindOf(int j) const;
    /// The component holding the sin of pair i: 2i (interleaved), i (the other layouts). Throws on
    /// i out of range.
    int sinComponent(int i) const;
    /// The component holding the cos of pair i: 2i + 1 (interleaved), ceil(d/2) + i
    /// (concatenated), floor(d/2) + i (tensor2tensor, fairseq); -1 when the pair has no cos (the
    /// lone last pair of an odd d, interleaved or concatenated). Throws on i out of range.
    int cosComponent(int i) const;

    /// Denominator den_i = 1 / omega_i of pair i, 0 <= i < pairCount(): base^(2i/d) for the
    /// paper's encoding; in general the layout's rule with the context scaling applied (see
    /// Layout, ContextMethod). Throws on i out of range.
    double denominator(int i) const;
    /// Frequency omega_i = 1 / den_i, in radians per position. Throws on i out of range.
    double frequency(int i) const;
    /// Wavelength 2*pi*den_i of pair i, in positions: the distance after which the pair's
    /// sin and cos repeat (lesson: "一对 sin/cos 在角度走完 2π 后连续周期重复"; 2*pi, 20*pi,
    /// 200*pi, 2000*pi at d = 8, base 10000). Throws std::invalid_argument on i out of range.
    double wavelength(int i) const;
    /// Angle (p + offset) / den_i in radians (p / base^(2i/d) for the paper's encoding). Throws on
    /// p or i out of range.
    double angle(std::int64_t p, int i) const;
    /// The angle at a real position x (the continuous curve behind the integer positions, used
    /// for smooth charts and extrapolation): (x + offset) / den_i, radians. Throws on i out of
    /// range or a non-finite x.
    double angleAt(double x, int i) const;
    /// Component j of the continuous curve: sin or cos of angleAt(x, pairOf(j)) as kindOf(j) says,
    /// 0 for a zero column. Throws on j out of range or non-finite x.
    double componentAt(double x, int j) const;
    /// One component PE(p)[j], 0 <= j < d: sin or cos of angle(p, pairOf(j)) as kindOf(j) says
    /// (interleaved: sin for even j, cos for odd j), 0 for a zero column. Throws on p or j out of
    /// range.
    double component(std::int64_t p, int j) const;
    /// The vector PE(p), length d. Throws on p out of range.
    std::vector<double> vector(std::int64_t p) const;
    /// A block of rows, one per position, `positions.size() x d`, row-major. Throws on any p out of
    /// range.
    std::vector<double> block(const std::vector<std::int64_t> &positions) const;
    /// Writes PE(p) into out[0..d), bit-for-bit the values of component(). out must hold d
    /// doubles. Throws on p out of range.
    void fill(std::int64_t p, double *out) const;

    /// The fast path for contiguous positions: writes PE(p0), PE(p0 + 1), ..., PE(p0 + count - 1)
    /// into out, `count x d` doubles, row-major (row r is position p0 + r, column j component j;
    /// out must hold count * d doubles; count == 0 writes nothing). Angles in radians.
    ///
    /// Method: per pair i, position p + 1 is position p turned by the angle omega_i = 1 / den_i
    /// (angle addition: sin(a + w) = sin a cos w + cos a sin w, cos(a + w) = cos a cos w - sin a
    /// sin w; lesson step "PE(q) is a rotation of PE(p)", Su et al. 2021 section 3.4.2 for the
    /// rotation view). Every 32 rows the state is re-anchored by one turn of 32 omega_i from the
    /// previous anchor, and every 1024 rows (and at p0) recomputed exactly, so no value is more
    /// than 63 turns away from an exact one. Exact anchors reduce the angle (p + offset) / den_i in
    /// double-double arithmetic (quotient plus fma remainder, 2 pi in two parts) before std::sin
    /// and std::cos, and the turn angles are formed from omega_i in double-double. Cost: O(count d)
    /// multiply-adds plus d sin/cos per 1024 rows; outputs of 2^16 values and more (512 KiB) are
    /// written with non-temporal stores where available (SSE2), like a large memset, so they are
    /// not left in the caches. One thread; reentrant. Layouts other than the interleaved one are
    /// computed the same way in an interleaved row kept in L1 and written out permuted (sins to
    /// sinComponent(i), cos to cosComponent(i), 0 to a zero column), with ordinary stores.
    ///
    /// Errors: result values are within 1e-12 (measured below 1e-13) of sin and cos of the exact
    /// real number (p + offset) / den_i, den_i = denominator(i), for every 0 <= p < 2^31 and
    /// every denominator the spec allows (den_i >= minDenominator = 2^-21, so the angle stays
    /// below 2^53 radians; position interpolation with s < 1 gives denominators below 1). That
    /// is better than the plain formula component(), whose rounded angle is off by up to half an
    /// ulp (about 1.2e-7 radians near p = 2^31 at den = 1; below 1e-12 only while the angle is
    /// below 8192), so for large angles the two paths differ by that much. Values are not
    /// bit-identical to component() nor between calls with different p0. Throws
    /// std::invalid_argument when p0 < 0, count < 0 or p0 + count - 1 > maxPosition.
    void fillRange(std::int64_t p0, std::int64_t count, double *out) const;
    /// fillRange() into a new `count x d` row-major vector. Throws as fillRange().
    std::vector<double> blockRange(std::int64_t p0, std::int64_t count) const;

    /// The difference PE(q) - PE(p), length d. Throws on p or q out of range.
    std::vector<double> difference(std::int64_t p, std::int64_t q) const;
    /// Euclidean norm |PE(q) - PE(p)| from unrounded components (lesson: "subtraction isolates
    /// position", 2.017479 for p = 0, q = 3, d = 8). Throws on p or q out of range.
    double distance(std::int64_t p, std::int64_t q) const;
    /// Euclidean distance between pair i of PE(p) and pair i of PE(q): the chord between the two
    /// points on the unit circle (a pair without cos gives the sin difference alone).
    /// Throws on p, q or i out of range.
    double pairDistance(std::int64_t p, std::int64_t q, int i) const;

    /// Throws std::invalid_argument unless 0 <= p <= maxPosition.
    static void checkPosition(std::int64_t p, const char *name = "p");

private:
    void checkPair(int i) const;
    void checkComponent(int j) const;
    void fillRangePermuted(std::int64_t p0, std::int64_t count, double *out) const;

    EncodingSpec m_spec;
    int m_d;
    int m_pairCount;
    int m_cosStart; // first cos component of the non-interleaved layouts
    std::int64_t m_offset; // positionOffset()
    std::vector<double> m_denominators; // den_i = 1 / omega_i, one per pair
};

/// Euclidean norm of a vector.
double euclideanNorm(const std::vector<double> &v);

} // namespace pe
