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

// A field someone meant as a number: mostly digits, or digits with a decimal point
// ("O.000000e+00" with a letter O, "O.5", a number behind an invisible direction mark). A name
// has fewer digits than other characters and no point ("pe_10", "x0"). The first line is a
// header only when none of its fields looks like this.
bool numberLike(std::string_view field)
{
    std::size_t digits = 0;
    for (char c : field)
        digits += c >= '0' && c <= '9' ? 1 : 0;
    return digits * 2 > field.size() || (digits > 0 && field.find('.') != std::string_view::npos);
}

// pandas' header of a frame with integer column names: (an index name or "" first, then) the
// column indices 0, 1, 2, ... in order.
bool isIndexHeader(const std::vector<std::string_view> &fields)
{
    if (fields.size() < 3 || numberLike(fields.front()))
        return false;
    for (std::size_t k = 1; k < fields.size(); ++k) {
        if (fields[k] != std::to_string(k - 1))
            return false;
    }
    return true;
}

// The next line of text from pos: ends at LF, CR LF or a lone CR (old Mac files); *next is where
// the line after it starts.
std::string_view nextLine(std::string_view text, std::size_t pos, std::size_t *next)
{
    std::size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) {
        *next = text.size() + 1;
        return text.substr(pos);
    }
    *next = end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
    return text.substr(pos, end - pos);
}

// NumPy's printout of an array, str() ("[[0. 1.]\n [0.84147098 0.54030231]]", long rows
// wrapped over several lines) or repr() ("array([[0., 1.], ...], dtype=float32)"), rewritten as
// one row per line, values separated by spaces. Throws MatrixFileError for a summarised printout
// ("..."), an array that is not 2-D, or unbalanced brackets.
std::string bracketRows(std::string_view text)
{
    std::size_t first = text.find_first_not_of(" \t\r\n");
    if (text.substr(first, 6) == "array(")
        first += 6;
    if (text.find("...") != std::string_view::npos)
        fail("NumPy's summarised printout (it shows '...' for the values it leaves out): print "
             "it whole (np.set_printoptions(threshold=sys.maxsize)) or save it with np.savetxt or "
             "np.save");
    std::string rows;
    int depth = 0;
    int deepest = 0;
    bool valuesAtDepth1 = false;
    std::size_t k = first;
    for (; k < text.size(); ++k) {
        const char c = text[k];
        if (c == '[') {
            deepest = std::max(deepest, ++depth);
            if (depth > 2)
                fail("NumPy's printout of an array of 3 or more dimensions: a 2-D matrix of "
                     "positions x components is needed");
            rows += ' ';
        } else if (c == ']') {
            if (--depth < 0)
                fail("NumPy's printout with unbalanced brackets: a ']' without its '['");
            rows += depth == 1 ? '\n' : ' ';
            if (depth == 0)
                break;
        } else if (c == ',' || c == '\n' || c == '\r' || c == '\t') {
            rows += ' ';
        } else {
            if (depth == 1 && c != ' ')
                valuesAtDepth1 = true;
            if (depth == 0)
                fail("NumPy's printout: text before its first '['");
            rows += c;
        }
    }
    if (depth != 0)
        fail("NumPy's printout with unbalanced brackets: a '[' without its ']' (the printout is "
             "cut)");
    if (deepest < 2 || valuesAtDepth1)
        fail("NumPy's printout of a 1-D array: a 2-D matrix of positions x components is needed");
    // After the array: repr()'s ", dtype=float32)" or ")", nothing else.
    std::string_view rest = text.substr(k + 1);
    const std::size_t dtype = rest.find("dtype=");
    std::size_t restStart = rest.find_first_not_of(" \t\r\n,");
    if (dtype != std::string_view::npos && restStart == dtype) {
        const std::size_t close = rest.find(')', dtype);
        restStart = close == std::string_view::npos ? rest.size() : close;
    }
    if (restStart != std::string_view::npos && rest[restStart] == ')')
        restStart = rest.find_first_not_of(" \t\r\n", restStart + 1);
    if (restStart != std::string_view::npos)
        fail("NumPy's printout: text after the array's last ']'");
    return rows;
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
    // NumPy's str() or repr() printout: read by its brackets, then as rows of the text below
    // (its messages then count rows, not the file's lines).
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    const bool brackets = start != std::string_view::npos
        && (text[start] == '[' || text.substr(start, 6) == "array(");
    std::string rewritten;
    if (brackets) {
        rewritten = bracketRows(text);
        text = rewritten;
    }
    const std::string lineWord = brackets ? "row " : "line ";
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
        std::size_t next = 0;
        std::string_view line = nextLine(text, pos, &next);
        pos = next;
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
            // Names only (or pandas' column indices): a header. A line with a field that looks
            // like a number is data, and a typo in it is reported as such below.
            const bool allNumbers
                = std::all_of(fields.begin(), fields.end(),
                              [&](std::string_view f) { return parseNumber(f, value, halfUnit); });
            const bool header = !allNumbers && !brackets
                && (std::none_of(fields.begin(), fields.end(), numberLike)
                    || isIndexHeader(fields));
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
            fail("ragged rows: " + lineWord + std::to_string(firstRowLine) + " has "
                 + std::to_string(cols) + " values, " + lineWord + std::to_string(lineNumber)
                 + " has " + std::to_string(rowCols));
        }
        if (static_cast<std::int64_t>(matrix.values.size()) + cols > maxMatrixValues)
            fail("too large: more than " + std::to_string(maxMatrixValues) + " values");
        for (std::size_t k = skip; k < fields.size(); ++k) {
            double value = 0.0;
            double halfUnit = 0.0;
            int significant = 0;
            int fraction = -1;
            if (!parseNumber(fields[k], value, halfUnit, &significant, &fraction))
                fail(lineWord + std::to_string(lineNumber) + ", column " + std::to_string(k + 1)
                     + ": '" + echoed(fields[k]) + "' is not a number");
            if (!std::isfinite(value))
                fail(std::string(std::isnan(value) ? "NaN" : "infinite") + " value at " + lineWord
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
