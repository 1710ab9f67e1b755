#include "positionalencoding.h"

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

// sin and cos of the exact real number p / den (p an integer below 2^53, den >= 1), to about
// 1e-15: the quotient in double-double (q + r / den, r = p - q den exact by fma), then
// t = q - n 2 pi with n = round(q / 2 pi). q and n * kTwoPiHi are multiples of 2^-50 and their
// difference is below 8, so the first fma is exact; the rest adds two roundings of t.
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

} // namespace

PositionalEncoding::PositionalEncoding(int d, double base) : m_d(d), m_base(base)
{
    if (d < minWidth || d > maxWidth)
        throw std::invalid_argument("d must be an integer from " + std::to_string(minWidth)
                                    + " to " + std::to_string(maxWidth));
    if (!std::isfinite(base) || !(base > 1.0))
        throw std::invalid_argument("base must be a finite number greater than 1");
    m_denominators.reserve(static_cast<std::size_t>(pairCount()));
    for (int i = 0; i < pairCount(); ++i) {
        const double exponent = static_cast<double>(2 * i) / static_cast<double>(d);
        m_denominators.push_back(std::pow(base, exponent));
    }
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

double PositionalEncoding::denominator(int i) const
{
    checkPair(i);
    return m_denominators[static_cast<std::size_t>(i)];
}

double PositionalEncoding::frequency(int i) const
{
    return 1.0 / denominator(i);
}

double PositionalEncoding::wavelength(int i) const
{
    constexpr double twoPi = 6.283185307179586476925286766559;
    return twoPi * denominator(i);
}

double PositionalEncoding::angle(std::int64_t p, int i) const
{
    checkPosition(p);
    return static_cast<double>(p) / denominator(i);
}

double PositionalEncoding::angleAt(double x, int i) const
{
    if (!std::isfinite(x))
        throw std::invalid_argument("x must be a finite position");
    return x / denominator(i);
}

double PositionalEncoding::componentAt(double x, int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
    const double a = angleAt(x, j / 2);
    return (j % 2 == 0) ? std::sin(a) : std::cos(a);
}

double PositionalEncoding::component(std::int64_t p, int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
    const double a = angle(p, j / 2);
    return (j % 2 == 0) ? std::sin(a) : std::cos(a);
}

void PositionalEncoding::fill(std::int64_t p, double *out) const
{
    checkPosition(p);
    const auto position = static_cast<double>(p);
    for (int i = 0; i < pairCount(); ++i) {
        const double a = position / m_denominators[static_cast<std::size_t>(i)];
        const std::ptrdiff_t j = 2 * static_cast<std::ptrdiff_t>(i);
        out[j] = std::sin(a);
        if (j + 1 < m_d)
            out[j + 1] = std::cos(a);
    }
}

void PositionalEncoding::fillRange(std::int64_t p0, std::int64_t count, double *out) const
{
    checkPosition(p0, "p0");
    if (count < 0 || count > maxPosition - p0 + 1)
        throw std::invalid_argument("count must be from 0 to 2^31 - p0 (the last position must "
                                    "stay below 2^31)");
    if (count == 0)
        return;

    const std::size_t d = static_cast<std::size_t>(m_d);
    const std::size_t full = static_cast<std::size_t>(m_d / 2); // pairs with sin and cos
    const std::size_t n = 2 * full;                             // their components
    const bool lone = (m_d % 2) != 0; // odd d: a last sin without cos partner

    // Turn coefficients in the row layout (see turnRow()), the last anchor row, the current row
    // (read back from out, or from `state` in L1 when out is written with non-temporal stores),
    // and the lone pair's state kept apart because its cos is not stored in the row.
    std::vector<double> work(6 * n);
    double *const stepCos = work.data();
    double *const stepSin = stepCos + n;
    double *const jumpCos = stepSin + n;
    double *const jumpSin = jumpCos + n;
    double *const anchor = jumpSin + n;
    double *const state = anchor + n;
#if defined(__SSE2__)
    const bool stream = count * static_cast<std::int64_t>(d) >= streamValues && d % 2 == 0
        && reinterpret_cast<std::uintptr_t>(out) % 16 == 0;
#else
    const bool stream = false;
#endif
    for (std::size_t i = 0; i < full; ++i) {
        double sn = 0.0;
        double cs = 0.0;
        turnSinCos(1.0, m_denominators[i], &sn, &cs);
        stepCos[2 * i] = stepCos[2 * i + 1] = cs;
        stepSin[2 * i] = sn;
        stepSin[2 * i + 1] = -sn;
        turnSinCos(static_cast<double>(kTurnRows), m_denominators[i], &sn, &cs);
        jumpCos[2 * i] = jumpCos[2 * i + 1] = cs;
        jumpSin[2 * i] = sn;
        jumpSin[2 * i + 1] = -sn;
    }
    double loneStep[2] = {0.0, 1.0}; // sin, cos of the lone pair's turns
    double loneJump[2] = {0.0, 1.0};
    double loneState[2] = {0.0, 1.0};
    double loneAnchor[2] = {0.0, 1.0};
    if (lone) {
        turnSinCos(1.0, m_denominators[full], &loneStep[0], &loneStep[1]);
        turnSinCos(static_cast<double>(kTurnRows), m_denominators[full], &loneJump[0],
                   &loneJump[1]);
    }
    const auto turnLone = [](const double *from, const double *by, double *to) {
        const double sn = from[0] * by[1] + from[1] * by[0];
        const double cs = from[1] * by[1] - from[0] * by[0];
        to[0] = sn;
        to[1] = cs;
    };

    for (std::int64_t r = 0; r < count; ++r) {
        double *const row = out + static_cast<std::size_t>(r) * d;
        if (r % kExactRows == 0) {
            const double position = static_cast<double>(p0 + r);
            for (std::size_t i = 0; i < full; ++i)
                exactSinCos(position, m_denominators[i], &row[2 * i], &row[2 * i + 1]);
            std::copy(row, row + n, anchor);
            std::copy(row, row + n, state);
            if (lone) {
                exactSinCos(position, m_denominators[full], &loneState[0], &loneState[1]);
                loneAnchor[0] = loneState[0];
                loneAnchor[1] = loneState[1];
            }
        } else if (r % kTurnRows == 0) {
            turnRow(anchor, jumpCos, jumpSin, n, row);
            std::copy(row, row + n, anchor);
            std::copy(row, row + n, state);
            if (lone) {
                turnLone(loneAnchor, loneJump, loneAnchor);
                loneState[0] = loneAnchor[0];
                loneState[1] = loneAnchor[1];
            }
        } else if (stream) {
            turnState(state, stepCos, stepSin, n, row);
        } else {
            turnRow(row - d, stepCos, stepSin, n, row);
            if (lone)
                turnLone(loneState, loneStep, loneState);
        }
        if (lone)
            row[d - 1] = loneState[0];
    }
#if defined(__SSE2__)
    if (stream)
        _mm_sfence();
#endif
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
    const double ds = component(q, 2 * i) - component(p, 2 * i);
    if (2 * i + 1 >= m_d)
        return std::fabs(ds);
    const double dc = component(q, 2 * i + 1) - component(p, 2 * i + 1);
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
