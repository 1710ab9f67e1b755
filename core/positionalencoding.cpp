#include "positionalencoding.h"

#include "specsupport.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace pe {

namespace {

// Rows between re-anchorings of the fast path (see fillRange()): a turn of kTurnRows * omega every
// kTurnRows rows, an exact anchor every kExactRows rows. Powers of two, so kTurnRows * omega is
// exact in double-double.
constexpr std::int64_t kTurnRows = 32;
constexpr std::int64_t kExactRows = 1024;
// Outputs of at least this many values (512 KiB) are written with non-temporal stores: a block
// written once and larger than a share of L2 then goes straight to memory, as memset does for
// large sizes, and every size above it costs the same per value (no cache regime changes).
constexpr std::int64_t streamValues = std::int64_t(1) << 16;

// 2 pi = kTwoPiHi + kTwoPiLo + O(6e-33): kTwoPiHi is the double nearest to 2 pi
// (0x1.921fb54442d18p+2) and kTwoPiLo the double nearest to the rest (mpmath, 50 digits).
constexpr double kTwoPiHi = 6.283185307179586231995926937088;
constexpr double kTwoPiLo = 2.4492935982947064e-16;
constexpr double kInverseTwoPi = 0.15915494309189533577;

// sin and cos of the exact real number p / den (p an integer below 2^33, den >= 2^-21, so that
// p / den < 2^54), to about 2e-15: the quotient in double-double, q + lo with q = p / den rounded
// and lo = r / den, where the remainder r = p - q den of the correctly rounded division is a
// double and fma gives it exactly; then t = q - n 2 pi with n = round(q / 2 pi) < 2^52 and 2 pi in
// two parts. Each fma rounds once a result below 8 (error below 1e-15), n times the rest of 2 pi
// (6e-33) stays below 3e-17, and |lo| <= ulp(q) / 2 <= 2 is added with one more rounding. Nothing
// here assumes den >= 1: below 1 (position interpolation with s < 1) only q grows.
void exactSinCos(double p, double den, double *s, double *c)
{
    const double q = p / den;
    const double lo = std::fma(-q, den, p) / den;
    const double n = std::nearbyint(q * kInverseTwoPi);
    double t = std::fma(-n, kTwoPiHi, q);
    t = std::fma(-n, kTwoPiLo, t);
    t += lo;
    *s = std::sin(t);
    *c = std::cos(t);
}

// sin and cos of the turn angle m / den (m a small power of two) with the angle in double-double.
void turnSinCos(double m, double den, double *s, double *c)
{
    const double hi = 1.0 / den;
    const double lo = std::fma(-hi, den, 1.0) / den;
    const double a = m * hi;
    const double b = m * lo;
    const double sa = std::sin(a);
    const double ca = std::cos(a);
    *s = sa + ca * b;
    *c = ca - sa * b;
}

// One turn of every pair, in the row layout [sin_0, cos_0, sin_1, cos_1, ...] of n components:
//   to[2i]     = from[2i] cos + from[2i+1] sin    (sin(a + w))
//   to[2i + 1] = from[2i+1] cos - from[2i] sin    (cos(a + w))
// with cosines[2i] = cosines[2i+1] = cos w and sines[2i] = sin w, sines[2i+1] = -sin w.
void turnRow(const double *from, const double *cosines, const double *sines, std::size_t n,
             double *to)
{
#if defined(__SSE2__)
    for (std::size_t j = 0; j < n; j += 2) {
        const __m128d v = _mm_loadu_pd(from + j);
        const __m128d swapped = _mm_shuffle_pd(v, v, 1);
        const __m128d turned = _mm_add_pd(_mm_mul_pd(v, _mm_loadu_pd(cosines + j)),
                                          _mm_mul_pd(swapped, _mm_loadu_pd(sines + j)));
        _mm_storeu_pd(to + j, turned);
    }
#else
    for (std::size_t j = 0; j < n; j += 2) {
        const double sn = from[j];
        const double cs = from[j + 1];
        to[j] = sn * cosines[j] + cs * sines[j];
        to[j + 1] = cs * cosines[j + 1] + sn * sines[j + 1];
    }
#endif
}

// turnRow() for the state in place, also storing the turned row into out with non-temporal stores
// (out 16-byte aligned): a large block bypasses the caches like memset does, and the state the
// next row reads stays in L1.
void turnState(double *state, const double *cosines, const double *sines, std::size_t n,
               double *out)
{
#if defined(__SSE2__)
    for (std::size_t j = 0; j < n; j += 2) {
        const __m128d v = _mm_loadu_pd(state + j);
        const __m128d swapped = _mm_shuffle_pd(v, v, 1);
        const __m128d turned = _mm_add_pd(_mm_mul_pd(v, _mm_loadu_pd(cosines + j)),
                                          _mm_mul_pd(swapped, _mm_loadu_pd(sines + j)));
        _mm_storeu_pd(state + j, turned);
        _mm_stream_pd(out + j, turned);
    }
#else
    turnRow(state, cosines, sines, n, state);
    std::copy(state, state + n, out);
#endif
}

// The turn coefficients of fillRange() for the full pairs in the row layout of turnRow() (a turn
// by omega_i and by kTurnRows omega_i), the last anchor row and the current state row, and the
// same for the lone last pair of an odd d (its cos is not stored in the row, so it is kept apart).
struct TurnTables
{
    TurnTables(const double *denominators, std::size_t fullPairs, bool lonePair)
        : n(2 * fullPairs), work(6 * n), lone(lonePair)
    {
        stepCos = work.data();
        stepSin = stepCos + n;
        jumpCos = stepSin + n;
        jumpSin = jumpCos + n;
        anchor = jumpSin + n;
        state = anchor + n;
        for (std::size_t i = 0; i < fullPairs; ++i) {
            double sn = 0.0;
            double cs = 0.0;
            turnSinCos(1.0, denominators[i], &sn, &cs);
            stepCos[2 * i] = stepCos[2 * i + 1] = cs;
            stepSin[2 * i] = sn;
            stepSin[2 * i + 1] = -sn;
            turnSinCos(static_cast<double>(kTurnRows), denominators[i], &sn, &cs);
            jumpCos[2 * i] = jumpCos[2 * i + 1] = cs;
            jumpSin[2 * i] = sn;
            jumpSin[2 * i + 1] = -sn;
        }
        if (lone) {
            turnSinCos(1.0, denominators[fullPairs], &loneStep[0], &loneStep[1]);
            turnSinCos(static_cast<double>(kTurnRows), denominators[fullPairs], &loneJump[0],
                       &loneJump[1]);
        }
    }

    // Exact anchor at position (row r % kExactRows == 0): into row (n values) and the state.
    void anchorExactly(double position, const double *denominators, double *row)
    {
        for (std::size_t i = 0; i < n / 2; ++i)
            exactSinCos(position, denominators[i], &row[2 * i], &row[2 * i + 1]);
        std::copy(row, row + n, anchor);
        if (row != state)
            std::copy(row, row + n, state);
        if (lone) {
            exactSinCos(position, denominators[n / 2], &loneState[0], &loneState[1]);
            loneAnchor[0] = loneState[0];
            loneAnchor[1] = loneState[1];
        }
    }

    // One turn of kTurnRows omega_i from the last anchor (row r % kTurnRows == 0) into row.
    void jump(double *row)
    {
        turnRow(anchor, jumpCos, jumpSin, n, row);
        std::copy(row, row + n, anchor);
        if (row != state)
            std::copy(row, row + n, state);
        if (lone) {
            turnLone(loneAnchor, loneJump, loneAnchor);
            loneState[0] = loneAnchor[0];
            loneState[1] = loneAnchor[1];
        }
    }

    void stepLone()
    {
        if (lone)
            turnLone(loneState, loneStep, loneState);
    }

    static void turnLone(const double *from, const double *by, double *to)
    {
        const double sn = from[0] * by[1] + from[1] * by[0];
        const double cs = from[1] * by[1] - from[0] * by[0];
        to[0] = sn;
        to[1] = cs;
    }

    std::size_t n; // components of the full pairs
    std::vector<double> work;
    double *stepCos = nullptr;
    double *stepSin = nullptr;
    double *jumpCos = nullptr;
    double *jumpSin = nullptr;
    double *anchor = nullptr;
    double *state = nullptr;
    bool lone;
    double loneStep[2] = {0.0, 1.0}; // sin, cos of the lone pair's turns
    double loneJump[2] = {0.0, 1.0};
    double loneState[2] = {0.0, 1.0};
    double loneAnchor[2] = {0.0, 1.0};
};

} // namespace

PositionalEncoding::PositionalEncoding(int d, double base)
    : PositionalEncoding([d, base] {
        EncodingSpec spec;
        spec.d = d;
        spec.base = base;
        return spec;
    }())
{ }

PositionalEncoding::PositionalEncoding(const EncodingSpec &spec)
    : m_spec(spec)
    , m_d(spec.d)
    , m_pairCount(0)
    , m_cosStart(0)
    , m_offset(0)
    , m_denominators(detail::checkedDenominators(spec))
{
    m_pairCount = static_cast<int>(m_denominators.size());
    m_cosStart = m_spec.layout == Layout::Interleaved ? 1 : m_pairCount;
    if (m_spec.layout == Layout::Fairseq)
        m_offset = static_cast<std::int64_t>(m_spec.paddingIdx) + 1;
}

void PositionalEncoding::checkPosition(std::int64_t p, const char *name)
{
    if (p < 0 || p > maxPosition)
        throw std::invalid_argument(std::string(name)
                                    + " must be an integer from 0 to 2147483647 (0 <= p < 2^31)");
}

void PositionalEncoding::checkPair(int i) const
{
    if (i < 0 || i >= pairCount())
        throw std::invalid_argument("i must be a pair index from 0 to "
                                    + std::to_string(pairCount() - 1));
}

void PositionalEncoding::checkComponent(int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
}

int PositionalEncoding::pairOf(int j) const
{
    checkComponent(j);
    if (m_spec.layout == Layout::Interleaved)
        return j / 2;
    if (j < m_pairCount)
        return j;
    // The cos half holds floor(d/2) components in every non-interleaved layout; after it, a zero
    // column (tensor2tensor and fairseq with odd d).
    return j - m_pairCount < m_d / 2 ? j - m_pairCount : -1;
}

ComponentKind PositionalEncoding::kindOf(int j) const
{
    checkComponent(j);
    if (m_spec.layout == Layout::Interleaved)
        return j % 2 == 0 ? ComponentKind::Sin : ComponentKind::Cos;
    if (j < m_pairCount)
        return ComponentKind::Sin;
    return j - m_pairCount < m_d / 2 ? ComponentKind::Cos : ComponentKind::Zero;
}

int PositionalEncoding::sinComponent(int i) const
{
    checkPair(i);
    return m_spec.layout == Layout::Interleaved ? 2 * i : i;
}

int PositionalEncoding::cosComponent(int i) const
{
    checkPair(i);
    const int j = m_spec.layout == Layout::Interleaved ? 2 * i + 1 : m_cosStart + i;
    return j < m_d ? j : -1;
}

double PositionalEncoding::denominator(int i) const
{
    checkPair(i);
    return m_denominators[static_cast<std::size_t>(i)];
}

double PositionalEncoding::frequency(int i) const { return 1.0 / denominator(i); }

double PositionalEncoding::wavelength(int i) const
{
    constexpr double twoPi = 6.283185307179586476925286766559;
    return twoPi * denominator(i);
}

double PositionalEncoding::angle(std::int64_t p, int i) const
{
    checkPosition(p);
    return static_cast<double>(p + m_offset) / denominator(i);
}

double PositionalEncoding::angleAt(double x, int i) const
{
    if (!std::isfinite(x))
        throw std::invalid_argument("x must be a finite position");
    // x + 0.0 would turn -0.0 into +0.0: without an offset x is used as it is.
    return (m_offset == 0 ? x : x + static_cast<double>(m_offset)) / denominator(i);
}

double PositionalEncoding::componentAt(double x, int j) const
{
    const ComponentKind kind = kindOf(j);
    if (kind == ComponentKind::Zero) {
        if (!std::isfinite(x))
            throw std::invalid_argument("x must be a finite position");
        return 0.0;
    }
    const double a = angleAt(x, pairOf(j));
    return kind == ComponentKind::Sin ? std::sin(a) : std::cos(a);
}

double PositionalEncoding::component(std::int64_t p, int j) const
{
    const ComponentKind kind = kindOf(j);
    if (kind == ComponentKind::Zero) {
        checkPosition(p);
        return 0.0;
    }
    const double a = angle(p, pairOf(j));
    return kind == ComponentKind::Sin ? std::sin(a) : std::cos(a);
}

void PositionalEncoding::fill(std::int64_t p, double *out) const
{
    checkPosition(p);
    const auto position = static_cast<double>(p + m_offset);
    if (m_spec.layout == Layout::Interleaved) {
        for (int i = 0; i < pairCount(); ++i) {
            const double a = position / m_denominators[static_cast<std::size_t>(i)];
            const std::ptrdiff_t j = 2 * static_cast<std::ptrdiff_t>(i);
            out[j] = std::sin(a);
            if (j + 1 < m_d)
                out[j + 1] = std::cos(a);
        }
        return;
    }
    // [sin of every pair | cos of every pair | a zero column for odd d (tensor2tensor, fairseq)].
    for (int i = 0; i < pairCount(); ++i) {
        const double a = position / m_denominators[static_cast<std::size_t>(i)];
        out[i] = std::sin(a);
        if (m_cosStart + i < m_d)
            out[m_cosStart + i] = std::cos(a);
    }
    if (m_cosStart + m_d / 2 < m_d)
        out[m_d - 1] = 0.0;
}

void PositionalEncoding::fillRange(std::int64_t p0, std::int64_t count, double *out) const
{
    checkPosition(p0, "p0");
    if (count < 0 || count > maxPosition - p0 + 1)
        throw std::invalid_argument("count must be from 0 to 2^31 - p0 (the last position must "
                                    "stay below 2^31)");
    if (count == 0)
        return;
    if (m_spec.layout != Layout::Interleaved) {
        fillRangePermuted(p0, count, out);
        return;
    }

    const std::size_t d = static_cast<std::size_t>(m_d);
    const std::size_t full = static_cast<std::size_t>(m_d / 2); // pairs with sin and cos
    const std::size_t n = 2 * full; // their components
    const bool lone = (m_d % 2) != 0; // odd d: a last sin without cos partner

    // The current row is read back from out, or from the tables' state in L1 when out is written
    // with non-temporal stores.
    TurnTables t(m_denominators.data(), full, lone);
#if defined(__SSE2__)
    const bool stream = count * static_cast<std::int64_t>(d) >= streamValues && d % 2 == 0
        && reinterpret_cast<std::uintptr_t>(out) % 16 == 0;
#else
    const bool stream = false;
#endif

    for (std::int64_t r = 0; r < count; ++r) {
        double *const row = out + static_cast<std::size_t>(r) * d;
        if (r % kExactRows == 0) {
            t.anchorExactly(static_cast<double>(p0 + r + m_offset), m_denominators.data(), row);
        } else if (r % kTurnRows == 0) {
            t.jump(row);
        } else if (stream) {
            turnState(t.state, t.stepCos, t.stepSin, n, row);
        } else {
            turnRow(row - d, t.stepCos, t.stepSin, n, row);
            t.stepLone();
        }
        if (lone)
            row[d - 1] = t.loneState[0];
    }
#if defined(__SSE2__)
    if (stream)
        _mm_sfence();
#endif
}

// fillRange() for the layouts other than the interleaved one: the same turns (see fillRange()) on
// an interleaved state row of the full pairs [sin_0, cos_0, sin_1, cos_1, ...] kept in L1, and the
// lone sin of an odd-d concatenated layout apart; each row is then written out permuted: sin of
// pair i to column i, cos to column m_cosStart + i, a zero column (odd d, tensor2tensor and
// fairseq) to 0.
void PositionalEncoding::fillRangePermuted(std::int64_t p0, std::int64_t count, double *out) const
{
    const std::size_t d = static_cast<std::size_t>(m_d);
    const std::size_t full = static_cast<std::size_t>(m_d / 2); // pairs with sin and cos
    const std::size_t n = 2 * full;
    const bool lone = static_cast<std::size_t>(m_pairCount) > full; // concatenated, odd d
    const bool zero = m_cosStart + m_d / 2 < m_d; // tensor2tensor or fairseq, odd d
    const auto cosStart = static_cast<std::size_t>(m_cosStart);

    TurnTables t(m_denominators.data(), full, lone);
    for (std::int64_t r = 0; r < count; ++r) {
        if (r % kExactRows == 0) {
            t.anchorExactly(static_cast<double>(p0 + r + m_offset), m_denominators.data(), t.state);
        } else if (r % kTurnRows == 0) {
            t.jump(t.state);
        } else {
            turnRow(t.state, t.stepCos, t.stepSin, n, t.state);
            t.stepLone();
        }
        double *const row = out + static_cast<std::size_t>(r) * d;
        for (std::size_t i = 0; i < full; ++i) {
            row[i] = t.state[2 * i];
            row[cosStart + i] = t.state[2 * i + 1];
        }
        if (lone)
            row[full] = t.loneState[0];
        if (zero)
            row[d - 1] = 0.0;
    }
}

std::vector<double> PositionalEncoding::blockRange(std::int64_t p0, std::int64_t count) const
{
    checkPosition(p0, "p0");
    if (count < 0 || count > maxPosition - p0 + 1)
        throw std::invalid_argument("count must be from 0 to 2^31 - p0 (the last position must "
                                    "stay below 2^31)");
    std::vector<double> rows(static_cast<std::size_t>(count) * static_cast<std::size_t>(m_d));
    fillRange(p0, count, rows.data());
    return rows;
}

std::vector<double> PositionalEncoding::vector(std::int64_t p) const
{
    std::vector<double> v(static_cast<std::size_t>(m_d));
    fill(p, v.data());
    return v;
}

std::vector<double> PositionalEncoding::block(const std::vector<std::int64_t> &positions) const
{
    for (const std::int64_t p : positions)
        checkPosition(p);
    std::vector<double> rows(positions.size() * static_cast<std::size_t>(m_d));
    for (std::size_t r = 0; r < positions.size(); ++r)
        fill(positions[r], rows.data() + r * static_cast<std::size_t>(m_d));
    return rows;
}

std::vector<double> PositionalEncoding::difference(std::int64_t p, std::int64_t q) const
{
    checkPosition(p, "p");
    checkPosition(q, "q");
    std::vector<double> a = vector(p);
    const std::vector<double> b = vector(q);
    for (std::size_t j = 0; j < a.size(); ++j)
        a[j] = b[j] - a[j];
    return a;
}

double PositionalEncoding::distance(std::int64_t p, std::int64_t q) const
{
    return euclideanNorm(difference(p, q));
}

double PositionalEncoding::pairDistance(std::int64_t p, std::int64_t q, int i) const
{
    checkPosition(p, "p");
    checkPosition(q, "q");
    checkPair(i);
    const int sinJ = sinComponent(i);
    const int cosJ = cosComponent(i);
    const double ds = component(q, sinJ) - component(p, sinJ);
    if (cosJ < 0)
        return std::fabs(ds);
    const double dc = component(q, cosJ) - component(p, cosJ);
    return std::hypot(ds, dc);
}

double euclideanNorm(const std::vector<double> &v)
{
    double sum = 0.0;
    for (const double x : v)
        sum += x * x;
    return std::sqrt(sum);
}

} // namespace pe
