#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pe {

/// Sinusoidal positional encoding of Vaswani et al. 2017, section 3.5:
///   PE(p)[2i]   = sin(p / base^(2i/d))
///   PE(p)[2i+1] = cos(p / base^(2i/d))
/// p is the position (0-based integer), d the model width, i the pair index; angles in radians.
/// All arithmetic is in double precision. An odd d ends with a sin component that has no cos partner.
///
/// Errors: the constructor throws std::invalid_argument when d is outside [minWidth, maxWidth] or
/// base is not a finite number > 1; every function taking p, i or a component index throws
/// std::invalid_argument when that argument is outside its documented range.
class PositionalEncoding
{
public:
    static constexpr int minWidth = 1;
    static constexpr int maxWidth = 8192;
    static constexpr double defaultBase = 10000.0;
    static constexpr int defaultWidth = 8;
    /// Positions are integers with 0 <= p <= maxPosition (that is, p < 2^31).
    static constexpr std::int64_t maxPosition = 2147483647;

    /// Throws std::invalid_argument naming "d" or "base" and its allowed range.
    explicit PositionalEncoding(int d = defaultWidth, double base = defaultBase);

    int width() const { return m_d; }
    double base() const { return m_base; }
    /// Number of pairs, ceil(d / 2); with odd d the last pair has only its sin component.
    int pairCount() const { return (m_d + 1) / 2; }

    /// Denominator base^(2i/d) of pair i, 0 <= i < pairCount(). Throws on i out of range.
    double denominator(int i) const;
    /// Frequency omega_i = 1 / base^(2i/d), in radians per position. Throws on i out of range.
    double frequency(int i) const;
    /// Wavelength 2*pi*base^(2i/d) of pair i, in positions: the distance after which the pair's
    /// sin and cos repeat (lesson: "一对 sin/cos 在角度走完 2π 后连续周期重复"; 2*pi, 20*pi, 200*pi,
    /// 2000*pi at d = 8, base 10000). Throws std::invalid_argument on i out of range.
    double wavelength(int i) const;
    /// Angle p / base^(2i/d) in radians. Throws on p or i out of range.
    double angle(std::int64_t p, int i) const;
    /// The angle at a real position x (the continuous curve behind the integer positions, used
    /// for smooth charts and extrapolation): x / base^(2i/d), radians. Throws on i out of range
    /// or a non-finite x.
    double angleAt(double x, int i) const;
    /// sin (even j) or cos (odd j) of angleAt(x, j / 2). Throws on j out of range or non-finite x.
    double componentAt(double x, int j) const;
    /// One component PE(p)[j], 0 <= j < d: sin for even j, cos for odd j. Throws on p or j out of range.
    double component(std::int64_t p, int j) const;
    /// The vector PE(p), length d. Throws on p out of range.
    std::vector<double> vector(std::int64_t p) const;
    /// A block of rows, one per position, `positions.size() x d`, row-major. Throws on any p out of range.
    std::vector<double> block(const std::vector<std::int64_t> &positions) const;
    /// Writes PE(p) into out[0..d). out must hold d doubles. Throws on p out of range.
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
    /// than 63 turns away from an exact one. Exact anchors reduce the angle p / den_i in
    /// double-double arithmetic (quotient plus fma remainder, 2 pi in two parts) before std::sin
    /// and std::cos, and the turn angles are formed from omega_i in double-double. Cost: O(count d)
    /// multiply-adds plus d sin/cos per 1024 rows; outputs of 2^20 values and more (8 MiB) are
    /// written with non-temporal stores where available (SSE2), like a large memset, so they are
    /// not left in the caches. One thread; reentrant.
    ///
    /// Errors: result values are within 1e-12 (measured below 1e-13) of sin and cos of the exact
    /// real number p / den_i, den_i = denominator(i), for every 0 <= p < 2^31. That is better
    /// than the plain formula component(), whose rounded angle p / den_i is off by up to half an
    /// ulp (about 1.2e-7 radians near p = 2^31; below 1e-12 only while p / den_i < 8192), so for
    /// large positions the two paths differ by that much. Values are not bit-identical to
    /// component() nor between calls with different p0. Throws std::invalid_argument when
    /// p0 < 0, count < 0 or p0 + count - 1 > maxPosition.
    void fillRange(std::int64_t p0, std::int64_t count, double *out) const;
    /// fillRange() into a new `count x d` row-major vector. Throws as fillRange().
    std::vector<double> blockRange(std::int64_t p0, std::int64_t count) const;

    /// The difference PE(q) - PE(p), length d. Throws on p or q out of range.
    std::vector<double> difference(std::int64_t p, std::int64_t q) const;
    /// Euclidean norm |PE(q) - PE(p)| from unrounded components (lesson: "subtraction isolates
    /// position", 2.017479 for p = 0, q = 3, d = 8). Throws on p or q out of range.
    double distance(std::int64_t p, std::int64_t q) const;
    /// Euclidean distance between pair i of PE(p) and pair i of PE(q): the chord between the two
    /// points on the unit circle (with odd d the last pair is the sin difference alone).
    /// Throws on p, q or i out of range.
    double pairDistance(std::int64_t p, std::int64_t q, int i) const;

    /// Throws std::invalid_argument unless 0 <= p <= maxPosition.
    static void checkPosition(std::int64_t p, const char *name = "p");

private:
    void checkPair(int i) const;

    int m_d;
    double m_base;
    std::vector<double> m_denominators; // base^(2i/d), one per pair
};

/// Euclidean norm of a vector.
double euclideanNorm(const std::vector<double> &v);

} // namespace pe
