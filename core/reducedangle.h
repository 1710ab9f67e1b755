#pragma once

namespace pe {

/// The angle m / den in radians, reduced modulo 2 pi to about [-pi, pi] and accurate to about
/// 1e-16 radians, for an integer m with |m| < 2^53 and den >= 1 (a denominator base^(2i/d)): the
/// quotient in double-double (q = m / den and the remainder m - q den, exact by a fused
/// multiply-add), then q - n (2 pi) with 2 pi in two parts (n the nearest integer to q / 2 pi).
/// The plain m / den in double is off by up to half an ulp of the quotient (1.2e-7 rad near
/// 2^31), this is not. No checks: the callers check m and den.
double reducedAngle(double m, double den);

} // namespace pe
