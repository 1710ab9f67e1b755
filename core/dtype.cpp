#include "dtype.h"

#include <Eigen/Core>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace pe {

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();
constexpr float floatInfinity = std::numeric_limits<float>::infinity();

int minNormalExponent(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float64:
        return -1022;
    case Dtype::Float32:
    case Dtype::BFloat16:
        return -126;
    case Dtype::Float16:
        return -14;
    }
    return -1022;
}

// Eigen's narrow types, and their conversion from float (correctly rounded, ties to even: Eigen's
// float_to_half_rtne / float_to_bfloat16_rtne).
template<typename Narrow> double fromFloat(float f)
{
    return static_cast<double>(static_cast<float>(Narrow(f)));
}

double narrowFromFloat(float f, Dtype dtype)
{
    return dtype == Dtype::Float16 ? fromFloat<Eigen::half>(f) : fromFloat<Eigen::bfloat16>(f);
}

// Correctly rounded double -> float16/bfloat16 on top of Eigen's float -> narrow conversion.
//
// Why a correction is needed: Eigen::half(double) and Eigen::bfloat16(double) cast to float
// first. When that cast is inexact and lands exactly on a rounding boundary of the narrow type
// (the midpoint of two neighbouring narrow values, or the overflow threshold), the second
// rounding breaks a tie that the double did not have: 1 + 2^-11 + 2^-40 is above the midpoint
// of 1 and 1 + 2^-10 (so it rounds up), but its float is the midpoint itself, which ties to the
// even 1.
//
// The correction: when f = float(x) is inexact, x lies strictly between f and its float
// neighbour g on x's side. Every rounding boundary of a narrow type is a float (a midpoint needs
// one bit more than the narrow precision, far below float's 24; the thresholds 65520 and
// (2 - 2^-8) * 2^127 are floats), so no boundary lies strictly between f and g, and all of
// (f, g) rounds alike. If f and g round to the same narrow value, x does too. Otherwise one of
// them is the boundary and x rounds like the other one.
double roundNarrow(double x, Dtype dtype)
{
    if (std::isnan(x))
        return x;
    const double threshold = dtypeOverflowThreshold(dtype);
    if (std::fabs(x) >= threshold)
        return std::copysign(infinity, x);
    const auto f = static_cast<float>(x); // |x| < threshold < FLT_MAX: defined, correctly rounded
    const double viaF = narrowFromFloat(f, dtype);
    if (static_cast<double>(f) == x)
        return viaF;
    const float g = std::nextafter(f, x > static_cast<double>(f) ? floatInfinity : -floatInfinity);
    const double viaG = narrowFromFloat(g, dtype);
    if (viaF == viaG)
        return viaF;
    // The boundary: the overflow threshold, or the midpoint of the two neighbours (exact: both
    // have at most 11 significant bits).
    const double boundary
        = std::isinf(viaF) || std::isinf(viaG) ? std::copysign(threshold, x) : (viaF + viaG) / 2.0;
    return static_cast<double>(f) == boundary ? viaG : viaF;
}

} // namespace

std::vector<Dtype> allDtypes()
{
    return {Dtype::Float64, Dtype::Float32, Dtype::BFloat16, Dtype::Float16};
}

std::string dtypeId(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float64:
        return "float64";
    case Dtype::Float32:
        return "float32";
    case Dtype::BFloat16:
        return "bfloat16";
    case Dtype::Float16:
        return "float16";
    }
    return "float64";
}

Dtype dtypeFromId(const std::string &id)
{
    for (Dtype dtype : allDtypes()) {
        if (dtypeId(dtype) == id)
            return dtype;
    }
    throw std::invalid_argument("dtype must be one of float64, float32, bfloat16, float16");
}

int dtypeSignificandBits(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float64:
        return 53;
    case Dtype::Float32:
        return 24;
    case Dtype::BFloat16:
        return 8;
    case Dtype::Float16:
        return 11;
    }
    return 53;
}

double dtypeUnitRoundoff(Dtype dtype) { return std::ldexp(1.0, -dtypeSignificandBits(dtype)); }

double dtypeMax(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float64:
        return DBL_MAX;
    case Dtype::Float32:
        return static_cast<double>(FLT_MAX);
    case Dtype::BFloat16:
        return std::ldexp(2.0 - std::ldexp(1.0, -7), 127);
    case Dtype::Float16:
        return 65504.0;
    }
    return DBL_MAX;
}

double dtypeOverflowThreshold(Dtype dtype)
{
    if (dtype == Dtype::Float64)
        return infinity;
    // max = (2 - 2^(1-p)) * 2^emax; plus half its ulp 2^(emax - p) gives (2 - 2^-p) * 2^emax.
    const int emax = dtype == Dtype::Float16 ? 15 : 127;
    return std::ldexp(2.0 - std::ldexp(1.0, -dtypeSignificandBits(dtype)), emax);
}

double dtypeMinSubnormal(Dtype dtype)
{
    return std::ldexp(1.0, minNormalExponent(dtype) - dtypeSignificandBits(dtype) + 1);
}

double roundToDtype(double x, Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float64:
        return x;
    case Dtype::Float32:
        if (std::fabs(x) >= dtypeOverflowThreshold(Dtype::Float32)) // the cast would be undefined
            return std::copysign(infinity, x);
        return static_cast<double>(static_cast<float>(x));
    case Dtype::BFloat16:
    case Dtype::Float16:
        return roundNarrow(x, dtype);
    }
    return x;
}

double narrowingThroughFloat(double x, Dtype dtype)
{
    if (dtype == Dtype::Float64 || dtype == Dtype::Float32 || std::isnan(x))
        return roundToDtype(x, dtype);
    if (std::fabs(x) >= dtypeOverflowThreshold(Dtype::Float32))
        return std::copysign(infinity, x);
    if (dtype == Dtype::Float16)
        return static_cast<double>(static_cast<float>(Eigen::half(x)));
    return static_cast<double>(static_cast<float>(Eigen::bfloat16(x)));
}

bool isRepresentable(double x, Dtype dtype) { return roundToDtype(x, dtype) == x; }

double dtypeUlp(double x, Dtype dtype)
{
    if (!std::isfinite(x))
        throw std::invalid_argument("x must be a finite number");
    const int emin = minNormalExponent(dtype);
    int e = emin;
    if (x != 0.0)
        e = std::max(std::ilogb(x), emin);
    return std::ldexp(1.0, e - dtypeSignificandBits(dtype) + 1);
}

} // namespace pe
