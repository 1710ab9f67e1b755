#include "matrixfile.h"
#include "matrixfilesupport.h"

#include "echotext.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

// The text reader of matrixfile.h (np.savetxt, CSV), split from matrixfile.cpp by concern.
namespace pe {

using detail::checkShape;
using detail::fail;

namespace {

// --- text ------------------------------------------------------------------------------------

std::string_view trim(std::string_view s)
{
    std::size_t first = 0;
    while (first < s.size() && (s[first] == ' ' || s[first] == '\t' || s[first] == '\r'))
        ++first;
    std::size_t last = s.size();
    while (last > first && (s[last - 1] == ' ' || s[last - 1] == '\t' || s[last - 1] == '\r'))
        --last;
    return s.substr(first, last - first);
}

enum class Separator { Comma, Tab, Spaces };

void splitFields(std::string_view line, Separator separator, std::vector<std::string_view> &out)
{
    out.clear();
    if (separator == Separator::Spaces) {
        std::size_t pos = 0;
        while (pos < line.size()) {
            while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t'))
                ++pos;
            if (pos >= line.size())
                break;
            std::size_t end = pos;
            while (end < line.size() && line[end] != ' ' && line[end] != '\t')
                ++end;
            out.push_back(line.substr(pos, end - pos));
            pos = end;
        }
        return;
    }
    const char c = separator == Separator::Comma ? ',' : '\t';
    std::size_t pos = 0;
    while (true) {
        const std::size_t end = line.find(c, pos);
        out.push_back(trim(line.substr(pos, end == std::string_view::npos ? end : end - pos)));
        if (end == std::string_view::npos)
            break;
        pos = end + 1;
    }
}

// A number as C and Python print it; returns false for anything else. NaN and infinities are
// parsed (so that they can be reported as such). halfUnit receives half a unit in the last
// printed digit.
bool parseNumber(std::string_view field, double &value, double &halfUnit,
                 int *significant = nullptr, int *fraction = nullptr)
{
    if (field.empty())
        return false;
    std::string_view digits = field;
    if (digits.front() == '+')
        digits.remove_prefix(1);
    if (digits.empty() || digits.front() == '+')
        return false;
    // Half a unit in the last digit: 0.5 * 10^(exponent - digits after the point).
    int fractionDigits = 0;
    int exponent = 0;
    const std::size_t e = digits.find_first_of("eE");
    const std::string_view mantissa = digits.substr(0, e);
    const std::size_t point = mantissa.find('.');
    if (point != std::string_view::npos)
        fractionDigits = static_cast<int>(mantissa.size() - point - 1);
    if (e != std::string_view::npos) {
        std::string_view exponentText = digits.substr(e + 1);
        if (!exponentText.empty() && exponentText.front() == '+')
            exponentText.remove_prefix(1);
        std::from_chars(exponentText.data(), exponentText.data() + exponentText.size(), exponent);
    }
    const char *first = digits.data();
    const char *last = digits.data() + digits.size();
    const auto [end, error] = std::from_chars(first, last, value);
    if (end != last)
        return false;
    if (error == std::errc::result_out_of_range) {
        // Beyond the double range: infinite (reported as such) for a large exponent, 0 for a
        // tiny one.
        const bool negative = digits.front() == '-';
        value = exponent >= 0 ? (negative ? -HUGE_VAL : HUGE_VAL) : (negative ? -0.0 : 0.0);
    } else if (error != std::errc()) {
        return false;
    }
    halfUnit = 0.5 * std::pow(10.0, exponent - fractionDigits);
    if (significant) {
        // Significant digits: the mantissa's digits from the first nonzero one on.
        int count = 0;
        bool started = false;
        for (char c : mantissa) {
            if (c < '0' || c > '9')
                continue;
            started = started || c != '0';
            count += started ? 1 : 0;
        }
        *significant = count;
    }
    if (fraction)
        *fraction = e == std::string_view::npos ? fractionDigits : -1;
    return true;
}

// The file's printed precision (MatrixData::significantDigits, fractionDigits) applied to each
// value's half unit: the smaller of its own and the file's.
void applyFilePrecision(MatrixData &matrix)
{
    for (std::size_t k = 0; k < matrix.values.size(); ++k) {
        const double x = std::fabs(matrix.values[k]);
        double model
            = matrix.fractionDigits >= 0 ? 0.5 * std::pow(10.0, -matrix.fractionDigits) : 0.0;
        if (x > 0.0 && matrix.significantDigits > 0) {
            const double e = std::floor(std::log10(x));
            model = std::max(model, 0.5 * std::pow(10.0, e - matrix.significantDigits + 1));
        }
        if (model > 0.0 && model < static_cast<double>(matrix.halfUnits[k]))
            matrix.halfUnits[k] = static_cast<float>(model);
    }
}

// UTF-16 or UTF-32 text: a byte-order mark, or a zero byte beside every ASCII character.
bool looksLikeWideText(std::string_view text)
{
    if (text.size() >= 2
        && ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF')))
        return true;
    if (text.size() < 4)
        return false;
    const std::size_t sample = std::min<std::size_t>(text.size() & ~std::size_t(1), 512);
    std::size_t evenZero = 0;
    std::size_t oddZero = 0;
    for (std::size_t k = 0; k < sample; ++k)
        (k % 2 == 0 ? evenZero : oddZero) += text[k] == '\0' ? 1 : 0;
    // ASCII digits in UTF-16: every other byte is zero.
    return evenZero * 10 >= sample * 4 || oddZero * 10 >= sample * 4;
}

bool isLabelColumnName(std::string_view name)
{
    std::string lower;
    for (char c : name) {
        if (c != '"' && c != '\'')
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return lower.empty() || lower == "position" || lower == "pos" || lower == "p";
}

} // namespace

MatrixData parseTextMatrix(std::string_view text, const std::atomic<bool> *cancel,
                           const ProgressCallback &progress)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF") // UTF-8 byte-order mark (Excel's "CSV UTF-8")
        text.remove_prefix(3);
    if (looksLikeWideText(text))
        fail("UTF-16 or UTF-32 text: save the file as UTF-8 (or plain ASCII) text");
    if (text.find('\0') != std::string_view::npos)
        fail("not a text matrix: the file holds binary data (and is not a .npy file either)");
    MatrixData matrix;
    matrix.format = MatrixFormat::Text;
    matrix.dtype = Dtype::Float64;

    Separator separator = Separator::Spaces;
    bool separatorKnown = false;
    bool firstLine = true;
    bool dropFirstColumn = false;
    std::size_t lineNumber = 0;
    std::int64_t cols = -1;
    std::int64_t firstRowLine = 0;
    std::vector<std::string_view> fields;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNumber;
        if (lineNumber % 4096 == 0) {
            throwIfCancelled(cancel);
            if (progress)
                progress(static_cast<double>(pos) / static_cast<double>(text.size() + 1));
        }
        const std::size_t hash = line.find('#');
        if (hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = trim(line);
        if (line.empty())
            continue;
        if (!separatorKnown) {
            separator = line.find(',') != std::string_view::npos ? Separator::Comma
                : line.find('\t') != std::string_view::npos      ? Separator::Tab
                                                                 : Separator::Spaces;
            separatorKnown = true;
        }
        splitFields(line, separator, fields);
        if (firstLine) {
            firstLine = false;
            double value = 0.0;
            double halfUnit = 0.0;
            const bool header = std::any_of(fields.begin(), fields.end(), [&](std::string_view f) {
                return !parseNumber(f, value, halfUnit);
            });
            if (header) {
                dropFirstColumn = fields.size() > 1 && isLabelColumnName(fields.front());
                continue;
            }
        }
        const std::size_t skip = dropFirstColumn ? 1 : 0;
        const auto rowCols
            = static_cast<std::int64_t>(fields.size() - std::min(skip, fields.size()));
        if (cols < 0) {
            cols = rowCols;
            firstRowLine = static_cast<std::int64_t>(lineNumber);
        } else if (rowCols != cols) {
            fail("ragged rows: line " + std::to_string(firstRowLine) + " has "
                 + std::to_string(cols) + " values, line " + std::to_string(lineNumber) + " has "
                 + std::to_string(rowCols));
        }
        if (static_cast<std::int64_t>(matrix.values.size()) + cols > maxMatrixValues)
            fail("too large: more than " + std::to_string(maxMatrixValues) + " values");
        for (std::size_t k = skip; k < fields.size(); ++k) {
            double value = 0.0;
            double halfUnit = 0.0;
            int significant = 0;
            int fraction = -1;
            if (!parseNumber(fields[k], value, halfUnit, &significant, &fraction))
                fail("line " + std::to_string(lineNumber) + ", column " + std::to_string(k + 1)
                     + ": '" + echoed(fields[k]) + "' is not a number");
            if (!std::isfinite(value))
                fail(std::string(std::isnan(value) ? "NaN" : "infinite") + " value at line "
                     + std::to_string(lineNumber) + ", column " + std::to_string(k + 1)
                     + ": every value must be a finite number");
            matrix.values.push_back(value);
            matrix.halfUnits.push_back(static_cast<float>(halfUnit));
            matrix.significantDigits = std::max(matrix.significantDigits, significant);
            matrix.fractionDigits = std::max(matrix.fractionDigits, fraction);
        }
        ++matrix.rows;
    }
    if (matrix.rows == 0)
        fail("no numbers in the file (only a header, comments or empty lines)");
    matrix.cols = cols;
    checkShape(matrix.rows, matrix.cols);
    applyFilePrecision(matrix);
    return matrix;
}

} // namespace pe
