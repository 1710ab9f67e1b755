#include "numberformat.h"

#include "positionalencoding.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace pe {

namespace {

const char *const trueMinus = "\xE2\x88\x92"; // U+2212

// Replaces a leading ASCII '-' with U+2212 and drops it when every digit is zero.
std::string withTrueMinus(std::string s)
{
    if (s.empty() || s[0] != '-')
        return s;
    const bool allZero = std::all_of(s.begin() + 1, s.end(), [](char c) {
        return c == '0' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    });
    if (allZero)
        return s.substr(1);
    return trueMinus + s.substr(1);
}

std::string nonFinite(double value)
{
    if (std::isnan(value))
        return "NaN";
    return value < 0 ? std::string(trueMinus) + "\xE2\x88\x9E" : std::string("\xE2\x88\x9E");
}

} // namespace

std::string formatDisplay(double value, int decimals)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    decimals = std::clamp(decimals, 0, 17);
    char buffer[400];
    const auto result
        = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return withTrueMinus(std::string(buffer, result.ptr));
}

std::string formatCompact(double value, int decimals)
{
    std::string s = formatDisplay(value, decimals);
    if (s.find('.') == std::string::npos)
        return s;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s;
}

std::string formatFull(double value)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    char buffer[64];
    const double magnitude = std::fabs(value);
    // Plain digits for the range the app shows; scientific for very large or very small values.
    const bool fixed = value == 0.0 || (magnitude >= 1e-5 && magnitude < 1e15);
    std::to_chars_result result {};
    if (fixed) {
        int intDigits = value == 0.0 ? 1 : static_cast<int>(std::floor(std::log10(magnitude))) + 1;
        // log10 rounds up to the next integer just below a power of ten (log10(999.99999999999989)
        // is 3.0), which would cost one significant digit.
        if (value != 0.0 && magnitude < std::pow(10.0, intDigits - 1))
            --intDigits;
        const int decimals = std::clamp(17 - intDigits, 0, 22);
        result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed,
                               decimals);
    } else {
        result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific,
                               16);
    }
    std::string text = withTrueMinus(std::string(buffer, result.ptr));
    const std::size_t exponentSign = text.find("e-");
    if (exponentSign != std::string::npos)
        text.replace(exponentSign + 1, 1, trueMinus); // a true minus in the exponent too
    return text;
}

std::string formatCsv(double value)
{
    char buffer[64];
    const auto result
        = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 17);
    return std::string(buffer, result.ptr);
}

std::string denominatorText(double denominator)
{
    const double rounded = std::round(denominator);
    char buffer[64];
    std::to_chars_result result {};
    const bool nearInteger
        = std::fabs(denominator - rounded) <= 1e-9 * std::fmax(1.0, denominator) && rounded < 1e15;
    if (denominator > 1.0 && denominator < 2.0 && !(nearInteger && rounded == 2.0)) {
        // 1 + e with e < 1, e's first significant digit at decimal k >= 1: three significant
        // digits of e (k + 2 decimals), so the slow pairs of a wide model stay apart; at most
        // nine decimals, or as many as the shortest text that reads back as the same number
        // when it needs more, so that a denominator just above 1 is never written "1" (base
        // 1 + 2^-52, d = 8: pair 3's 1.0000000000000002, not "1" and sin(p)).
        const int k = static_cast<int>(-std::floor(std::log10(denominator - 1.0)));
        const auto shortest
            = std::to_chars(buffer, buffer + sizeof buffer, denominator, std::chars_format::fixed);
        const std::string text(buffer, shortest.ptr);
        const int shortestDecimals = static_cast<int>(text.size() - text.find('.') - 1);
        result
            = std::to_chars(buffer, buffer + sizeof buffer, denominator, std::chars_format::fixed,
                            std::min(std::max(9, shortestDecimals), std::max(2, k + 2)));
    } else if (nearInteger)
        result
            = std::to_chars(buffer, buffer + sizeof buffer, rounded, std::chars_format::fixed, 0);
    else if (denominator < 1e5)
        result = std::to_chars(buffer, buffer + sizeof buffer, denominator,
                               std::chars_format::fixed, 2);
    else
        result = std::to_chars(buffer, buffer + sizeof buffer, denominator,
                               std::chars_format::scientific, 3);
    return std::string(buffer, result.ptr);
}

std::string functionLabel(int component, double denominator)
{
    const std::string function = (component % 2 == 0) ? "sin" : "cos";
    const std::string text = denominatorText(denominator);
    if (text == "1")
        return function + "(p)";
    return function + "(p/" + text + ")";
}

std::string componentLabel(const PositionalEncoding &encoding, int j)
{
    const ComponentKind kind = encoding.kindOf(j);
    if (kind == ComponentKind::Zero)
        return "0";
    const std::string function = kind == ComponentKind::Sin ? "sin" : "cos";
    const std::int64_t offset = encoding.positionOffset();
    const std::string position = offset == 0 ? "p" : "p+" + std::to_string(offset);
    const std::string text = denominatorText(encoding.denominator(encoding.pairOf(j)));
    if (text == "1")
        return function + "(" + position + ")";
    if (offset == 0)
        return function + "(p/" + text + ")";
    return function + "((" + position + ")/" + text + ")";
}

} // namespace pe
