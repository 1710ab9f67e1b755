#include "seededrandom.h"

#include <cfloat>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <utility>

// The values must be the same everywhere: double arithmetic without excess precision. (The build
// also turns off the contraction of a * b + c into fused multiply-adds for this file.)
static_assert(FLT_EVAL_METHOD == 0,
              "SeededRandom needs double arithmetic without excess precision");

namespace pe {

namespace {

// 2 pi and ln 2 as the constants of this generator (hexadecimal, so that no decimal conversion
// is involved). kTwoPi is the double nearest to 2 pi; kLn2Hi has 33 significant bits, so
// e * kLn2Hi is exact for every binary exponent e of a double, and kLn2Hi + kLn2Lo is ln 2 to
// about 1e-26 (fdlibm's split).
constexpr double kTwoPi = 0x1.921fb54442d18p+2;
constexpr double kLn2Hi = 0x1.62e42feep-1;
constexpr double kLn2Lo = 0x1.a39ef35793c76p-33;
constexpr double kSqrtHalf = 0x1.6a09e667f3bcdp-1;

// 1 / (2k + 1), k = 0..12: the series of atanh.
constexpr double kAtanhCoefficients[] = {
    1.0,        1.0 / 3.0,  1.0 / 5.0,  1.0 / 7.0,  1.0 / 9.0,  1.0 / 11.0, 1.0 / 13.0,
    1.0 / 15.0, 1.0 / 17.0, 1.0 / 19.0, 1.0 / 21.0, 1.0 / 23.0, 1.0 / 25.0,
};

// (-1)^k / (2k + 1)!, k = 0..10 (every factorial up to 21! is exact in double).
constexpr double kSinCoefficients[] = {
    1.0,
    -1.0 / 6.0,
    1.0 / 120.0,
    -1.0 / 5040.0,
    1.0 / 362880.0,
    -1.0 / 39916800.0,
    1.0 / 6227020800.0,
    -1.0 / 1307674368000.0,
    1.0 / 355687428096000.0,
    -1.0 / 121645100408832000.0,
    1.0 / 51090942171709440000.0,
};

// (-1)^k / (2k)!, k = 0..10.
constexpr double kCosCoefficients[] = {
    1.0,
    -1.0 / 2.0,
    1.0 / 24.0,
    -1.0 / 720.0,
    1.0 / 40320.0,
    -1.0 / 3628800.0,
    1.0 / 479001600.0,
    -1.0 / 87178291200.0,
    1.0 / 20922789888000.0,
    -1.0 / 6402373705728000.0,
    1.0 / 2432902008176640000.0,
};

// Horner's scheme from the highest coefficient down: c[0] + c[1] y + ... + c[count-1] y^(count-1).
template<std::size_t count> double horner(const double (&c)[count], double y)
{
    double sum = c[count - 1];
    for (std::size_t k = count - 1; k-- > 0;)
        sum = sum * y + c[k];
    return sum;
}

} // namespace

SeededRandom::SeededRandom(std::uint64_t seed) : m_engine(seed), m_seed(seed) { }

std::uint64_t SeededRandom::nextBits() { return m_engine(); }

double SeededRandom::nextUniform()
{
    // (bits >> 12) < 2^52, so adding 0.5 and scaling by 2^-52 are exact.
    return (static_cast<double>(nextBits() >> 12) + 0.5) * 0x1p-52;
}

std::uint64_t SeededRandom::nextBelow(std::uint64_t bound)
{
    if (bound == 0)
        throw std::invalid_argument("bound must be at least 1");
    // 2^64 mod bound: the number of raw values rejected so that every remainder is equally likely.
    const std::uint64_t threshold = (0 - bound) % bound;
    std::uint64_t x = nextBits();
    while (x < threshold)
        x = nextBits();
    return x % bound;
}

double SeededRandom::nextNormal()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    const double u1 = nextUniform();
    const double u2 = nextUniform();
    const double radius = std::sqrt(-2.0 * naturalLog(u1));
    double s = 0.0;
    double c = 0.0;
    sinCosTurn(u2, &s, &c);
    m_spare = radius * s;
    m_hasSpare = true;
    return radius * c;
}

std::vector<int> SeededRandom::nextPermutation(int n)
{
    if (n < 0)
        throw std::invalid_argument("n must be at least 0");
    std::vector<int> perm(static_cast<std::size_t>(n));
    std::iota(perm.begin(), perm.end(), 0);
    for (int i = n - 1; i >= 1; --i) {
        const auto j = nextBelow(static_cast<std::uint64_t>(i) + 1);
        std::swap(perm[static_cast<std::size_t>(i)], perm[static_cast<std::size_t>(j)]);
    }
    return perm;
}

double SeededRandom::naturalLog(double x)
{
    if (!std::isfinite(x) || !(x > 0.0))
        throw std::invalid_argument("x must be a finite number > 0");
    int e = 0;
    double m = std::frexp(x, &e); // x = m 2^e, m in [0.5, 1), exact
    if (m < kSqrtHalf) {
        m *= 2.0;
        --e;
    }
    const double s = (m - 1.0) / (m + 1.0); // m - 1 is exact (Sterbenz)
    const double lnM = 2.0 * s * horner(kAtanhCoefficients, s * s);
    const auto exponent = static_cast<double>(e);
    return exponent * kLn2Hi + (exponent * kLn2Lo + lnM);
}

void SeededRandom::sinCosTurn(double u, double *sine, double *cosine)
{
    if (!(u >= 0.0 && u <= 1.0))
        throw std::invalid_argument("u must be in [0, 1]");
    const double quarter = std::nearbyint(4.0 * u); // 0..4, exact
    const double f = u - 0.25 * quarter; // |f| <= 1/8, exact
    const double a = kTwoPi * f; // |a| <= pi/4
    const double a2 = a * a;
    const double sa = a * horner(kSinCoefficients, a2);
    const double ca = horner(kCosCoefficients, a2);
    switch (static_cast<int>(quarter) % 4) {
    case 0:
        *sine = sa;
        *cosine = ca;
        break;
    case 1:
        *sine = ca;
        *cosine = -sa;
        break;
    case 2:
        *sine = -sa;
        *cosine = -ca;
        break;
    default:
        *sine = -ca;
        *cosine = sa;
        break;
    }
}

} // namespace pe
