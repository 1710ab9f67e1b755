#include "echotext.h"

#include <algorithm>

namespace pe {

namespace {

constexpr char32_t replacement = 0xFFFD;

// The code point at utf8[*at] (advancing *at past it); replacement for a byte that does not start
// a valid, shortest UTF-8 sequence of a scalar value (that byte alone is consumed).
char32_t next(std::string_view utf8, std::size_t *at)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(utf8[k]); };
    const unsigned char lead = byte(*at);
    if (lead < 0x80) {
        ++*at;
        return lead;
    }
    int extra = 0;
    char32_t c = 0;
    char32_t least = 0;
    if ((lead & 0xE0) == 0xC0) {
        extra = 1;
        c = lead & 0x1F;
        least = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        extra = 2;
        c = lead & 0x0F;
        least = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        extra = 3;
        c = lead & 0x07;
        least = 0x10000;
    } else {
        ++*at;
        return replacement;
    }
    if (*at + static_cast<std::size_t>(extra) >= utf8.size()) { // cut short at the end
        ++*at;
        return replacement;
    }
    for (int k = 1; k <= extra; ++k) {
        const unsigned char b = byte(*at + static_cast<std::size_t>(k));
        if ((b & 0xC0) != 0x80) {
            ++*at;
            return replacement;
        }
        c = (c << 6) | (b & 0x3F);
    }
    if (c < least || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
        ++*at;
        return replacement;
    }
    *at += static_cast<std::size_t>(extra) + 1;
    return c;
}

void append(std::string *out, char32_t c)
{
    if (isEscapedCodePoint(c)) {
        static const char hex[] = "0123456789abcdef";
        *out += "\\u";
        for (int shift = 12; shift >= 0; shift -= 4)
            *out += hex[(c >> shift) & 0xF];
    } else if (c < 0x80) {
        *out += static_cast<char>(c);
    } else if (c < 0x800) {
        *out += static_cast<char>(0xC0 | (c >> 6));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        *out += static_cast<char>(0xE0 | (c >> 12));
        *out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        *out += static_cast<char>(0xF0 | (c >> 18));
        *out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        *out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string escapedUpTo(std::string_view utf8, std::size_t maxUnits, bool *cut)
{
    std::string out;
    out.reserve(std::min(utf8.size(), maxUnits * 4));
    std::size_t units = 0;
    std::size_t at = 0;
    *cut = false;
    while (at < utf8.size()) {
        const char32_t c = next(utf8, &at);
        units += c > 0xFFFF ? 2 : 1;
        if (units > maxUnits) {
            *cut = true;
            break;
        }
        append(&out, c);
    }
    return out;
}

} // namespace

bool isEscapedCodePoint(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

std::string escapedText(std::string_view utf8)
{
    bool cut = false;
    return escapedUpTo(utf8, utf8.size() * 2 + 1, &cut);
}

std::string echoed(std::string_view utf8)
{
    bool cut = false;
    std::string out = escapedUpTo(utf8, maxEchoed, &cut);
    if (cut)
        out += "\xE2\x80\xA6";
    return out;
}

} // namespace pe
