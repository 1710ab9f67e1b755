#include "echo.h"

namespace echo {

bool isEscaped(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (isEscaped(c.unicode()))
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString shown(const QString &input)
{
    const bool cut = input.size() > maxShown;
    QString kept = cut ? input.left(maxShown) : input;
    if (cut && kept.back().isHighSurrogate()) // never half a character
        kept.chop(1);
    return cut ? escaped(kept) + QChar(0x2026) : escaped(kept);
}

} // namespace echo
