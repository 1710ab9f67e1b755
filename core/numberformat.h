#pragma once

#include <string>

namespace pe {

class PositionalEncoding;

/// Numbers as the lesson shows them: fixed `decimals` digits after the point (six by default),
/// a true minus sign (U+2212, UTF-8), and never a negative zero ("-0.000000" becomes "0.000000").
/// NaN is "NaN", infinities "∞" and "−∞". decimals is clamped to [0, 17].
std::string formatDisplay(double value, int decimals = 6);

/// The lesson's form for angles and exact small values in running text: at most `decimals`
/// decimals with trailing zeros dropped ("0", "3", "0.3", "−0.989992"), true minus, no negative
/// zero.
std::string formatCompact(double value, int decimals = 6);

/// The "focus shows more digits" form: 17 significant digits, shortest exponent-free layout where
/// it fits, a true minus sign, no negative zero (lesson, edge case "tiny display differences").
std::string formatFull(double value);

/// The file form (CSV): 17 significant digits, ASCII '-' and '.', whatever the process locale, so
/// that parsing it back gives the same double.
std::string formatCsv(double value);

/// The denominator base^(2i/d) as labels write it: "1", "10", "31.62" (two decimals below 1e5),
/// "1.585e+07" (four significant digits above). Between 1 and 2, where two decimals would print
/// "1.00", "1.01", "1.01" ... for the slow pairs of a wide model (d = 4096: 1.00451, 1.00903,
/// 1.01358 ...), three significant digits of base^(2i/d) − 1 ("1.00451", "1.585"), at most nine
/// decimals unless the shortest text of the same double needs more: a denominator just above 1
/// is never "1" ("1.0000000000000002", "1.000000000001").
std::string denominatorText(double denominator);

/// The lesson's label for component j with the given denominator: "sin(p)", "cos(p/10)",
/// "sin(p/31.62)"; even j is sin, odd j cos (Vaswani et al. 2017, section 3.5). This is the
/// interleaved layout's rule; for any EncodingSpec use componentLabel().
std::string functionLabel(int component, double denominator);

/// The label of component j of encoding, following its spec: "sin(p/31.62)" or "cos(p/10)" with
/// the pair's (scaled) denominator as denominatorText() writes it, the position shifted by the
/// offset where there is one ("sin((p+2)/31.62)", fairseq), "0" for a zero column. Throws
/// std::invalid_argument on j out of range.
std::string componentLabel(const PositionalEncoding &encoding, int j);

} // namespace pe
