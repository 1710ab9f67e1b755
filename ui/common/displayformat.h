#pragma once

#include <QString>

/// Qt-facing wrappers around the core's number formats (core/numberformat.h), so that every view
/// shows numbers the same way in every language.
namespace display {

/// Six decimals (or `decimals`), true minus sign, no negative zero: "−0.989992".
QString number(double value, int decimals = 6);
/// At most six decimals, trailing zeros dropped: "0", "3", "0.3" (angles in running text).
QString compact(double value);
/// A parameter the user set (the base in a formula), as the number fields show it: as few digits
/// as give the same number ("40889.9424", "1.0000000000000002", never rounded), scientific from
/// 10^9 on and below 10^-4 ("1e308", "2.5e−7"); true minus signs.
QString parameter(double value);
/// 17 significant digits, true minus sign: the focus / tooltip form.
QString full(double value);
/// Scientific notation with `significant` digits for small errors: "2.2e−16", "1.0e−12",
/// "0" for exactly zero; true minus signs (U+2212) in the mantissa and exponent, no "+" and no
/// leading zeros in the exponent; no exponent for 1 <= |value| < 10 ("1.7").
QString scientific(double value, int significant = 2);
/// The lesson's function label for component j with the given denominator:
/// "sin(p)", "cos(p/10)", "sin(p/31.62)" (non-integer denominators rounded to two decimals,
/// very large ones in four significant digits).
QString functionLabel(int component, double denominator);
/// The denominator as the function label writes it: "1", "10", "31.62", "1.585e+07".
QString denominatorText(double denominator);
/// The symbolic input x = e_j + offset in the lesson's form: "e₀ + 0.141120", "e₁ − 0.989992",
/// "e₀ + 0" when the encoding is off (offset exactly 0 and fullPrecision false or true).
QString symbolicInput(int component, double offset, bool encodingOn, bool fullPrecision);
/// Subscript digits for an index: 12 -> "₁₂".
QString subscript(int index);

} // namespace display
