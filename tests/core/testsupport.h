#pragma once

// Shared by the core tests: an independent reference formula and comparison helpers.

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <vector>

// A deliberately naive re-implementation of the formula of Vaswani et al. 2017, section 3.5,
// written from the paper and not from core/: the tests compare the core against it (and against
// the mpmath goldens in tests/data), never against the core itself.
namespace reference {

inline double denominator(int d, double base, int pair) { return std::pow(base, (2.0 * pair) / d); }

inline double component(int d, double base, std::int64_t p, int j)
{
    const double angle = static_cast<double>(p) / denominator(d, base, j / 2);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

inline std::vector<double> encoding(int d, double base, std::int64_t p)
{
    std::vector<double> v;
    for (int j = 0; j < d; ++j)
        v.push_back(component(d, base, p, j));
    return v;
}

} // namespace reference

namespace testsupport {

inline QByteArray describe(const char *what, double actual, double expected)
{
    return QByteArray(what) + ": actual " + QByteArray::number(actual, 'g', 17) + ", expected "
        + QByteArray::number(expected, 'g', 17) + ", |difference| "
        + QByteArray::number(std::fabs(actual - expected), 'g', 3);
}

} // namespace testsupport

// |actual - expected| <= tolerance (QCOMPARE on doubles is a relative fuzzy compare).
#define PEV_VERIFY_NEAR(actual, expected, tolerance)                                               \
    QVERIFY2(std::fabs((actual) - (expected)) <= (tolerance),                                      \
             testsupport::describe(#actual, (actual), (expected)).constData())

// Bit-for-bit the same double value (operator==, so 0.0 and -0.0 compare equal).
#define PEV_COMPARE_EXACT(actual, expected)                                                        \
    QVERIFY2((actual) == (expected),                                                               \
             testsupport::describe(#actual, (actual), (expected)).constData())
