#include "steptext.h"

#include <QRegularExpression>
#include <QTextDocument>

QString plainText(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText().remove(QChar(0x2060));
}

QList<NumberToken> numberTokens(const QString &text)
{
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.])([\\x{2212}-]?\\d+(?:\\.(\\d+))?(?:e[\\x{2212}-]?\\d+)?)"
                       "(?![\\w])"));
    QList<NumberToken> tokens;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        NumberToken token;
        token.text = match.captured(1);
        token.text.replace(QLatin1Char('-'), QChar(0x2212));
        token.decimals = static_cast<int>(match.captured(2).size());
        token.scientific = token.text.contains(QLatin1Char('e'));
        token.value = QString(token.text).replace(QChar(0x2212), QLatin1Char('-')).toDouble();
        tokens.append(token);
    }
    return tokens;
}
