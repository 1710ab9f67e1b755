#pragma once
// What the RoPE tests share (tst_rope, tst_ropelayouts): test vectors and small helpers.
#include "rope.h"

#include <QByteArray>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ropetest {

inline constexpr qint64 maxPosition = 2147483647;

inline pe::RopeLayout layoutFromName(const QByteArray &name)
{
    return name == "half-split" ? pe::RopeLayout::HalfSplit : pe::RopeLayout::Interleaved;
}

// A deterministic test vector of width d with entries of size about 1.
inline std::vector<double> testVector(int d, double phase)
{
    std::vector<double> v(std::size_t(d), 0.0);
    for (int j = 0; j < d; ++j)
        v[std::size_t(j)] = std::sin(1.7 * j + phase) + 0.25 * std::cos(0.3 * j * j + phase);
    return v;
}

inline double maxAbs(const std::vector<double> &v)
{
    double m = 0.0;
    for (const double x : v)
        m = std::max(m, std::fabs(x));
    return m;
}

inline double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    long double s = 0.0L;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += static_cast<long double>(a[j]) * b[j];
    return static_cast<double>(s);
}

} // namespace ropetest
