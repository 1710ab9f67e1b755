#include "displayformat.h"

#include "numberformat.h"

#include <QLocale>

#include <cmath>

namespace display {

QString number(double value, int decimals)
{
    return QString::fromStdString(pe::formatDisplay(value, decimals));
}

QString compact(double value) { return QString::fromStdString(pe::formatCompact(value)); }

QString parameter(double value)
{
    const double magnitude = std::fabs(value);
    QString text;
    if (value == 0.0 || (magnitude >= 1e-4 && magnitude < 1e9) || !std::isfinite(value)) {
        text = QString::number(value, 'f', QLocale::FloatingPointShortest);
    } else {
        // "1e+308" -> "1e308", "2.5e-07" -> "2.5e-7".
        const QString e = QString::number(value, 'e', QLocale::FloatingPointShortest);
        const qsizetype at = e.indexOf(QLatin1Char('e'));
        text = e.left(at + 1) + QString::number(e.mid(at + 1).toInt());
    }
    return text.replace(QLatin1Char('-'), QChar(0x2212));
}

QString full(double value) { return QString::fromStdString(pe::formatFull(value)); }

QString scientific(double value, int significant)
{
    if (value == 0.0)
        return QStringLiteral("0");
    if (!std::isfinite(value))
        return number(value);
    const QString raw = QString::number(value, 'e', qBound(1, significant, 17) - 1);
    const qsizetype e = raw.indexOf(QLatin1Char('e'));
    QString mantissa = raw.left(e);
    const int exponent = raw.mid(e + 1).toInt();
    mantissa.replace(QLatin1Char('-'), QChar(0x2212));
    if (exponent == 0) // 1.7, not 1.7e0
        return mantissa;
    const QString exponentText = exponent < 0 ? QString(QChar(0x2212)) + QString::number(-exponent)
                                              : QString::number(exponent);
    return mantissa + QLatin1Char('e') + exponentText;
}

QString denominatorText(double denominator)
{
    return QString::fromStdString(pe::denominatorText(denominator));
}

QString functionLabel(int component, double denominator)
{
    return QString::fromStdString(pe::functionLabel(component, denominator));
}

QString subscript(int index)
{
    static const QChar digits[]
        = {QChar(0x2080), QChar(0x2081), QChar(0x2082), QChar(0x2083), QChar(0x2084),
           QChar(0x2085), QChar(0x2086), QChar(0x2087), QChar(0x2088), QChar(0x2089)};
    QString s;
    for (const QChar c : QString::number(index))
        s.append(digits[c.digitValue()]);
    return s;
}

QString symbolicInput(int component, double offset, bool encodingOn, bool fullPrecision)
{
    const QString e = QStringLiteral("e") + subscript(component);
    if (!encodingOn)
        return e + QStringLiteral(" + 0");
    const QString magnitude = fullPrecision ? full(std::fabs(offset)) : number(std::fabs(offset));
    const bool negative = offset < 0 && magnitude != number(0.0) && magnitude != full(0.0);
    return e + (negative ? QStringLiteral(" \u2212 ") : QStringLiteral(" + ")) + magnitude;
}

} // namespace display
