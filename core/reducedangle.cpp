#include "reducedangle.h"

#include <cmath>

namespace pe {

namespace {

// 2 pi = kTwoPiHi + kTwoPiLo to about 1e-32 (kTwoPiHi the double nearest to 2 pi, kTwoPiLo the
// double nearest to the rest; values from mpmath at 50 digits).
constexpr double kTwoPiHi = 0x1.921fb54442d18p+2;
constexpr double kTwoPiLo = 0x1.1a62633145c07p-52;
constexpr double kInverseTwoPi = 0.15915494309189533577;

} // namespace

double reducedAngle(double m, double den)
{
    const double q = m / den;
    const double lo = std::fma(-q, den, m) / den;
    const double turns = std::nearbyint(q * kInverseTwoPi);
    double t = std::fma(-turns, kTwoPiHi, q);
    t = std::fma(-turns, kTwoPiLo, t);
    return t + lo;
}

} // namespace pe
