#include "exerciseanswer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <system_error>
#include <utility>

namespace pe {

namespace {

const char *const trueMinus = "\xE2\x88\x92"; // U+2212
const char *const fullWidthMinus = "\xEF\xBC\x8D"; // U+FF0D
const char *const fullWidthPlus = "\xEF\xBC\x8B"; // U+FF0B
const char *const ideographicSpace = "\xE3\x80\x80"; // U+3000
const char *const fullWidthPercent = "\xEF\xBC\x85"; // U+FF05

bool startsWith(const std::string &text, std::size_t at, const char *prefix)
{
    return text.compare(at, std::char_traits<char>::length(prefix), prefix) == 0;
}

/// text without surrounding ASCII white space and U+3000.
std::string trimmed(const std::string &text)
{
    std::size_t begin = 0;
    std::size_t end = text.size();
    const std::size_t wide = std::char_traits<char>::length(ideographicSpace);
    for (;;) {
        if (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
            ++begin;
        else if (end - begin >= wide && startsWith(text, begin, ideographicSpace))
            begin += wide;
        else
            break;
    }
    for (;;) {
        if (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
            --end;
        else if (end - begin >= wide && startsWith(text, end - wide, ideographicSpace))
            end -= wide;
        else
            break;
    }
    return text.substr(begin, end - begin);
}

/// Reads a leading sign at *at; returns -1, +1, or 0 when there is none.
int readSign(const std::string &text, std::size_t *at)
{
    if (*at < text.size() && text[*at] == '-') {
        ++*at;
        return -1;
    }
    if (*at < text.size() && text[*at] == '+') {
        ++*at;
        return 1;
    }
    for (const char *minus : {trueMinus, fullWidthMinus}) {
        if (startsWith(text, *at, minus)) {
            *at += std::char_traits<char>::length(minus);
            return -1;
        }
    }
    if (startsWith(text, *at, fullWidthPlus)) {
        *at += std::char_traits<char>::length(fullWidthPlus);
        return 1;
    }
    return 0;
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

int signOf(double value) { return value > 0.0 ? 1 : (value < 0.0 ? -1 : 0); }

bool readInteger(const std::string &answer, std::int64_t *out)
{
    double value = 0.0;
    if (!parseAnswerNumber(answer, &value) || value != std::floor(value)
        || std::fabs(value) > 9.0e15)
        return false;
    *out = static_cast<std::int64_t>(value);
    return true;
}

} // namespace

std::string answerKindId(AnswerKind kind)
{
    switch (kind) {
    case AnswerKind::Number:
        return "number";
    case AnswerKind::Sign:
        return "sign";
    case AnswerKind::Integer:
        return "integer";
    case AnswerKind::Choice:
        return "choice";
    case AnswerKind::Range:
        return "range";
    }
    throw std::invalid_argument("unknown answer kind");
}

bool parseAnswerKind(const std::string &id, AnswerKind *out)
{
    if (!out)
        return false;
    for (AnswerKind kind :
         {AnswerKind::Number, AnswerKind::Sign, AnswerKind::Integer, AnswerKind::Choice,
          AnswerKind::Range}) {
        if (id == answerKindId(kind)) {
            *out = kind;
            return true;
        }
    }
    return false;
}

bool parseAnswerNumber(const std::string &text, double *out)
{
    const std::string t = trimmed(text);
    std::size_t at = 0;
    const int sign = readSign(t, &at);
    std::string ascii = sign < 0 ? "-" : "";
    bool digits = false;
    bool separator = false;
    for (; at < t.size(); ++at) {
        const char c = t[at];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits = true;
            ascii += c;
        } else if ((c == '.' || c == ',') && !separator) {
            separator = true;
            ascii += '.';
        } else {
            break;
        }
    }
    if (!digits)
        return false;
    if (at < t.size() && (t[at] == 'e' || t[at] == 'E')) {
        ++at;
        const int exponentSign = readSign(t, &at);
        std::string exponent;
        while (at < t.size() && std::isdigit(static_cast<unsigned char>(t[at])))
            exponent += t[at++];
        if (exponent.empty() || exponent.size() > 4)
            return false;
        ascii += exponentSign < 0 ? "e-" : "e";
        ascii += exponent;
    }
    if (at != t.size())
        return false;
    // std::from_chars reads '.' whatever the process locale (strtod would follow LC_NUMERIC,
    // which a Qt application sets from the environment).
    double value = 0.0;
    const char *first = ascii.data();
    const char *last = first + ascii.size();
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc() || end != last || !std::isfinite(value))
        return false;
    *out = value;
    return true;
}

bool parseAnswerSign(const std::string &text, int *out)
{
    const std::string t = lower(trimmed(text));
    static const std::vector<std::pair<std::string, int>> words = {
        {"+", 1},
        {"-", -1},
        {trueMinus, -1},
        {fullWidthMinus, -1},
        {fullWidthPlus, 1},
        {"positive", 1},
        {"negative", -1},
        {"zero", 0},
        {"\xE6\xAD\xA3", 1}, // 正
        {"\xE8\xB4\x9F", -1}, // 负
        {"\xE9\x9B\xB6", 0}, // 零
    };
    for (const auto &[word, sign] : words) {
        if (t == word) {
            *out = sign;
            return true;
        }
    }
    double value = 0.0;
    if (!parseAnswerNumber(t, &value))
        return false;
    *out = signOf(value);
    return true;
}

AnswerVerdict checkAnswer(AnswerKind kind, double expected, double tolerance,
                          const std::vector<std::int64_t> &choices, const std::string &answer)
{
    if (!std::isfinite(expected))
        throw std::invalid_argument("the expected value must be finite");
    switch (kind) {
    case AnswerKind::Number: {
        if (!std::isfinite(tolerance) || tolerance < 0.0)
            throw std::invalid_argument("tolerance must be a finite number >= 0");
        double value = 0.0;
        if (!parseAnswerNumber(answer, &value))
            return AnswerVerdict::Unreadable;
        const double slack = 4.0 * std::numeric_limits<double>::epsilon()
            * std::max({std::fabs(value), std::fabs(expected), tolerance});
        return std::fabs(value - expected) <= tolerance + slack ? AnswerVerdict::Right
                                                                : AnswerVerdict::Wrong;
    }
    case AnswerKind::Sign: {
        int sign = 0;
        if (!parseAnswerSign(answer, &sign))
            return AnswerVerdict::Unreadable;
        return sign == signOf(expected) ? AnswerVerdict::Right : AnswerVerdict::Wrong;
    }
    case AnswerKind::Integer:
    case AnswerKind::Choice: {
        std::int64_t value = 0;
        if (!readInteger(answer, &value))
            return AnswerVerdict::Unreadable;
        if (kind == AnswerKind::Choice
            && std::find(choices.begin(), choices.end(), value) == choices.end())
            return AnswerVerdict::NotAChoice;
        return static_cast<double>(value) == expected ? AnswerVerdict::Right : AnswerVerdict::Wrong;
    }
    case AnswerKind::Range:
        throw std::invalid_argument("a range answer is checked against its bounds");
    }
    throw std::invalid_argument("unknown answer kind");
}

std::size_t rangeIndex(double value, const std::vector<double> &bounds)
{
    if (bounds.empty())
        throw std::invalid_argument("a range needs at least one bound");
    for (std::size_t k = 0; k < bounds.size(); ++k)
        if (!std::isfinite(bounds[k]) || (k > 0 && !(bounds[k - 1] < bounds[k])))
            throw std::invalid_argument("the bounds must be finite and increasing");
    if (!std::isfinite(value))
        throw std::invalid_argument("the value must be finite");
    return static_cast<std::size_t>(std::upper_bound(bounds.begin(), bounds.end(), value)
                                    - bounds.begin());
}

bool parseAnswerEstimate(const std::string &answer, double *out)
{
    std::string text = trimmed(answer);
    const std::size_t wide = std::char_traits<char>::length(fullWidthPercent);
    if (!text.empty() && text.back() == '%')
        text.pop_back();
    else if (text.size() >= wide && text.compare(text.size() - wide, wide, fullWidthPercent) == 0)
        text.resize(text.size() - wide);
    return parseAnswerNumber(text, out);
}

AnswerVerdict checkRangeAnswer(double expected, const std::vector<double> &bounds,
                               const std::string &answer)
{
    const std::size_t want = rangeIndex(expected, bounds);
    double estimate = 0.0;
    if (!parseAnswerEstimate(answer, &estimate))
        return AnswerVerdict::Unreadable;
    return rangeIndex(estimate, bounds) == want ? AnswerVerdict::Right : AnswerVerdict::Wrong;
}

} // namespace pe
