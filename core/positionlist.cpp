#include "positionlist.h"

#include "echotext.h"
#include "positionalencoding.h"

#include <cctype>
#include <stdexcept>

namespace pe {

namespace {

std::string trimmed(const std::string &s)
{
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
        --e;
    return s.substr(b, e - b);
}

bool allDigits(const std::string &s, std::size_t from)
{
    if (from >= s.size())
        return false;
    for (std::size_t k = from; k < s.size(); ++k)
        if (!std::isdigit(static_cast<unsigned char>(s[k])))
            return false;
    return true;
}

std::int64_t parsePosition(const std::string &item)
{
    const std::string s = trimmed(item);
    if (s.empty())
        throw std::invalid_argument("positions: empty item in the list");
    // Negative only when a number follows the sign: "-" alone or "-x" is not a number at all.
    if (s[0] == '-' && allDigits(s, 1))
        throw std::invalid_argument("positions: '" + echoed(s)
                                    + "' is negative (positions start at 0)");
    if (!allDigits(s, 0))
        throw std::invalid_argument("positions: '" + echoed(s) + "' is not a whole number");
    std::int64_t value = 0;
    for (const char c : s) {
        value = value * 10 + (c - '0');
        if (value > PositionalEncoding::maxPosition)
            throw std::invalid_argument("positions: '" + echoed(s)
                                        + "' is too large (positions are below 2^31)");
    }
    return value;
}

} // namespace

std::vector<std::int64_t> parsePositionList(const std::string &text, std::size_t maxCount)
{
    if (trimmed(text).empty())
        throw std::invalid_argument("positions: the list is empty");
    struct Range
    {
        std::int64_t first;
        std::int64_t last;
    };
    std::vector<Range> ranges;
    std::size_t total = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        if (comma == std::string::npos)
            comma = text.size();
        const std::string item = trimmed(text.substr(start, comma - start));
        if (item.empty())
            throw std::invalid_argument("positions: empty item in the list");
        const std::size_t dash = item.find('-', 1);
        Range r{};
        if (dash == std::string::npos) {
            r.first = r.last = parsePosition(item);
        } else {
            if (trimmed(item.substr(dash + 1)).empty())
                throw std::invalid_argument("positions: range '" + echoed(item)
                                            + "' has no end (write it as low-high)");
            r.first = parsePosition(item.substr(0, dash));
            r.last = parsePosition(item.substr(dash + 1));
            if (r.last < r.first)
                throw std::invalid_argument("positions: range '" + echoed(item)
                                            + "' is reversed (write it as low-high)");
        }
        const auto count = static_cast<std::size_t>(r.last - r.first) + 1;
        if (count > maxCount || total + count > maxCount)
            throw std::invalid_argument("positions: more than " + std::to_string(maxCount)
                                        + " positions in the list");
        total += count;
        ranges.push_back(r);
        start = comma + 1;
    }
    std::vector<std::int64_t> positions;
    positions.reserve(total);
    for (const Range &r : ranges)
        for (std::int64_t p = r.first; p <= r.last; ++p)
            positions.push_back(p);
    return positions;
}

} // namespace pe
