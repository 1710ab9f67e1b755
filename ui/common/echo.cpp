#include "echo.h"

#include "echotext.h"

namespace echo {

static_assert(maxShown == int(pe::maxEchoed), "one limit for the core's and the window's echoes");

bool isEscaped(char16_t c) { return pe::isEscapedCodePoint(c); }

QString escaped(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return QString::fromStdString(pe::escapedText(std::string_view(utf8.constData(), utf8.size())));
}

QString shown(const QString &input)
{
    // Only the part that can be shown is converted (a megabyte of input stays cheap); whether
    // it was cut is decided on the whole.
    const QString head = input.left(maxShown + 2);
    const QByteArray utf8 = head.toUtf8();
    QString text
        = QString::fromStdString(pe::echoed(std::string_view(utf8.constData(), utf8.size())));
    if (input.size() > head.size() && !text.endsWith(QChar(0x2026)))
        text += QChar(0x2026);
    return text;
}

} // namespace echo
