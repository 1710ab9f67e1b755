#pragma once

#include "dtype.h"
#include "positionalencoding.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pe {

/// How the encoding is computed in a dtype (the precision lab).
enum class PrecisionPath {
    /// The way a framework computes it in that dtype (torch.arange(n, dtype=...) and friends).
    /// Exactly these steps round to the dtype, each once, to nearest, ties to even
    /// (roundToDtype()):
    ///   1. the position:  P = round(p + offset)         (positions as a tensor of the dtype;
    ///                                                    offset = positionOffset(), 0 but fairseq)
    ///   2. the frequency: W = round(omega_i), omega_i = encoding.frequency(i) computed in double
    ///                     (1 / base^(2i/d) for the paper's encoding)
    ///   3. the angle:     A = round(P * W)              (the product of two dtype values)
    ///   4. the value:     round(sin(A)) and round(cos(A)), sin/cos evaluated in double on A
    /// Step 3 is the correctly rounded dtype product: P * W is exact in double for float32,
    /// bfloat16 and float16 (at most 48 significant bits). Step 4 is the correctly rounded sine of
    /// the rounded angle (up to the last bit of the double sine); a framework's own float32/float16
    /// sine may differ from it by an ulp of the dtype. For Float64 the steps are the double
    /// formula sin(p * omega_i), whose rounded angle is off by some 1e-8 to 1e-7 rad near
    /// p = 2^31 (omega_i and the product each rounded to double).
    /// Float16 positions from 65520 on round to infinity, and sin(inf) is NaN.
    Framework,
    /// Computed in float64 (the Framework path with Float64) and then rounded once to the dtype:
    /// every value within half an ulp of the dtype of the float64 value.
    CastFromFloat64,
};

/// The position p as a value of the dtype: p rounded (step 1 above for a spec without position
/// offset). Throws std::invalid_argument unless 0 <= p <= PositionalEncoding::maxPosition.
double dtypePosition(std::int64_t p, Dtype dtype);

/// omega_i = encoding.frequency(i) (double) rounded to the dtype (step 2). Throws
/// std::invalid_argument on i out of range.
double dtypeFrequency(const PositionalEncoding &encoding, int i, Dtype dtype);

/// The angle in radians the Framework path uses for pair i of PE(p): round(P * W) (step 3), P the
/// rounded p + positionOffset(); +infinity when the position overflows (float16, p >= 65520).
/// Throws on p or i out of range.
double dtypeAngle(const PositionalEncoding &encoding, std::int64_t p, int i, Dtype dtype);

/// PE(p) computed in the dtype along the path: d values, each exactly a value of the dtype
/// (returned as doubles), NaN where the Framework path's float16 position overflowed. The
/// encoding's spec decides where each pair's sin and cos sit (sinComponent(i), cosComponent(i);
/// zero columns 0). Source: Vaswani et al. 2017, section 3.5 for the formula; the rounding steps
/// as PrecisionPath says. Throws std::invalid_argument on p out of range.
std::vector<double> precisionRow(const PositionalEncoding &encoding, std::int64_t p, Dtype dtype,
                                 PrecisionPath path);

/// The largest error of one row against the reference.
struct PrecisionError
{
    std::int64_t p = 0;
    /// max over components j of |precisionRow(p)[j] - PE(p)[j]|, the reference PE(p) computed in
    /// double with an exactly reduced angle (PositionalEncoding::fillRange: within 1e-12 of sin
    /// and cos of the exact p / den_i, den_i = denominator(i), for every p < 2^31); +infinity
    /// when the row holds NaN.
    double maxAbsError = 0.0;
    /// True when the position overflowed to infinity in the dtype (float16, Framework path,
    /// p >= 65520): the row is NaN.
    bool overflow = false;
};

/// count positions spaced evenly in log(p) from first to last inclusive (rounded to integers,
/// duplicates removed, so small ranges give fewer), for the log-log error chart. Throws
/// std::invalid_argument unless 1 <= first <= last <= PositionalEncoding::maxPosition and
/// count >= 2.
std::vector<std::int64_t> logSpacedPositions(std::int64_t first, std::int64_t last, int count);

/// The error of the dtype's rows at each position (the log-log chart of the precision lab: error
/// against position, one curve per dtype and path). Throws std::invalid_argument on a position
/// out of range.
std::vector<PrecisionError> precisionErrors(const PositionalEncoding &encoding, Dtype dtype,
                                            PrecisionPath path,
                                            const std::vector<std::int64_t> &positions);

/// The first position p >= 1 whose dtype value equals that of p - 1, so that PE(p) and PE(p - 1)
/// computed along the Framework path are identical rows (for every d and base). Computed with
/// the dtype's rounding: within a binade [2^k, 2^(k+1)) the spacing of a binary format is
/// constant, so the first collision is at 2^k + 1 of the first binade where 2^k + 1 is not a
/// value (float32 16777217, bfloat16 257, float16 2049). std::nullopt when no two positions up
/// to PositionalEncoding::maxPosition collide (float64).
std::optional<std::int64_t> firstIdenticalNeighbour(Dtype dtype);

/// The first position whose dtype value is infinite (float16: 65520, the overflow threshold;
/// found by bisection on the monotone rounding). std::nullopt when every position up to
/// PositionalEncoding::maxPosition is finite (float64, float32, bfloat16).
std::optional<std::int64_t> firstOverflowPosition(Dtype dtype);

/// The error of the rotation identity M(k, i) PE(p) = PE(p + k) when everything is computed in the
/// dtype (article section 3, lesson "a relative shift as a rotation"): PE(p) is the Framework row,
/// M(k, i) = [[cos T, sin T], [-sin T, cos T]] with T = round(round(k) * W) and its entries
/// rounded, and each product and each sum of M * pair rounded to the dtype.
struct RotationIdentityError
{
    /// max over full pairs i of the Euclidean distance between the rotated pair and pair i of the
    /// Framework row of p + k (what a model in the dtype would compare).
    double againstDtypeRow = 0.0;
    /// The same against pair i of the exact PE(p + k) (PositionalEncoding::fillRange).
    double againstExact = 0.0;
};

/// The pairs are the spec's (sinComponent(i), cosComponent(i)); a lone sin is left out. Throws
/// std::invalid_argument when p or p + k is outside [0, PositionalEncoding::maxPosition] or the
/// encoding has no full pair (d < 2). Rows with an overflowed position give NaN errors.
RotationIdentityError rotationIdentityError(const PositionalEncoding &encoding, std::int64_t p,
                                            std::int64_t k, Dtype dtype);

} // namespace pe
