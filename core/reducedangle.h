#pragma once

namespace pe {

/// The angle m / den in radians, reduced modulo 2 pi to about [-pi, pi] and accurate to about
/// 1e-15 radians, for an integer m and a den > 0 with |m / den| < 2^54 (a denominator
/// base^(2i/d) >= 1 and |m| < 2^53; or, with position interpolation at s < 1, den >= 2^-21 and
/// |m| < 2^33): the quotient in double-double (q = m / den and the remainder m - q den of the
/// correctly rounded division, a double, exact by a fused multiply-add), then q - n (2 pi) with
/// 2 pi in two parts (n the nearest integer to q / 2 pi, below 2^52). Each fused multiply-add
/// rounds once a result below 8, n times the rest of 2 pi (about 6e-33) stays below 3e-17, and the
/// low part of the quotient (at most 2) is added with one more rounding. The plain m / den in
/// double is off by up to half an ulp of the quotient (1.2e-7 rad near 2^31), this is not. No
/// checks: the callers check m and den.
double reducedAngle(double m, double den);

} // namespace pe
