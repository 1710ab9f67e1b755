#pragma once

#include <QList>
#include <QString>

/// A lesson step's text as the panel shows it: the HTML's plain text without word joiners
/// (U+2060).
QString plainText(const QString &html);

/// One number of a text: "−0.989992" (6 decimals), "3", "2.2e−16" (scientific).
struct NumberToken
{
    QString text; ///< with a true minus sign
    double value = 0.0;
    int decimals = 0;
    bool scientific = false;
};

/// Every number of text, in order (an ASCII minus is read as a true one).
QList<NumberToken> numberTokens(const QString &text);
