#pragma once

#include <string>
#include <vector>

namespace pe {

/// The floating-point formats a framework may compute or store the encoding in (IEEE 754 binary64,
/// binary32, Google's bfloat16, IEEE binary16), widest first.
enum class Dtype { Float64, Float32, BFloat16, Float16 };

/// Every dtype, in the enum's order (Float64, Float32, BFloat16, Float16).
std::vector<Dtype> allDtypes();

/// The stable ASCII id used by the command line and the files: "float64", "float32", "bfloat16",
/// "float16" (NumPy's and PyTorch's names).
std::string dtypeId(Dtype dtype);

/// The dtype of an id as returned by dtypeId(). Throws std::invalid_argument naming "dtype" and
/// the allowed ids for anything else.
Dtype dtypeFromId(const std::string &id);

/// Precision p of the format, in bits, the implicit leading bit included: 53, 24, 8, 11.
int dtypeSignificandBits(Dtype dtype);

/// Unit roundoff u = 2^-p: the largest relative error of one correctly rounded operation on a
/// normal number (2^-53, 2^-24, 2^-8, 2^-11).
double dtypeUnitRoundoff(Dtype dtype);

/// Largest finite value: DBL_MAX, FLT_MAX, (2 - 2^-7) * 2^127, 65504.
double dtypeMax(Dtype dtype);

/// Smallest magnitude that rounds to infinity under round-to-nearest-even: the largest finite
/// value plus half of its ulp (65520 for float16, (2 - 2^-8) * 2^127 for bfloat16,
/// (2 - 2^-24) * 2^127 for float32). For Float64 it returns +infinity (no double rounds to inf).
double dtypeOverflowThreshold(Dtype dtype);

/// Smallest positive subnormal value: 2^-1074, 2^-149, 2^-133, 2^-24.
double dtypeMinSubnormal(Dtype dtype);

/// x rounded to the nearest value of the dtype, ties to even (IEEE 754 roundTiesToEven, the
/// rounding of NumPy's astype from float64, checked against NumPy in tests/core/tst_dtype, and of
/// PyTorch's casts), returned as the double holding that value exactly. One rounding from the
/// double, never two: subnormals are kept, magnitudes at or above dtypeOverflowThreshold() give
/// +-infinity, NaN stays NaN, the sign of zero is kept.
///
/// Implementation: float via static_cast (correctly rounded by the hardware); bfloat16 and
/// float16 via Eigen::bfloat16 / Eigen::half, whose constructors from double first cast to
/// float: that is double rounding and can differ from the direct rounding (1 + 2^-11 + 2^-40
/// gives 1 through float, 1 + 2^-10 directly; 65520 - 2^-30 gives inf through float, 65504
/// directly). roundToDtype() corrects those cases (see dtype.cpp); narrowingThroughFloat() is
/// the uncorrected path, kept to show the difference.
double roundToDtype(double x, Dtype dtype);

/// What Eigen's converting constructor does: x cast to float first, then rounded to the dtype
/// (double rounding). Equal to roundToDtype() except when the cast to float lands exactly on a
/// rounding boundary of the narrower dtype. For Float64 and Float32 it equals roundToDtype().
double narrowingThroughFloat(double x, Dtype dtype);

/// True when x is a value of the dtype (roundToDtype(x) == x); false for NaN.
bool isRepresentable(double x, Dtype dtype);

/// The spacing of the dtype's values around x, ulp(x) = 2^(max(e, emin) - p + 1) where
/// 2^e <= |x| < 2^(e+1), emin the smallest normal exponent (-1022, -126, -126, -14) and p the
/// precision: for 0 and subnormals the subnormal spacing dtypeMinSubnormal(). Throws
/// std::invalid_argument naming "x" when x is not finite.
double dtypeUlp(double x, Dtype dtype);

} // namespace pe
