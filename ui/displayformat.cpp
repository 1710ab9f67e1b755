#include "displayformat.h"

#include "numberformat.h"

#include <cmath>

namespace display {

QString number(double value, int decimals)
{
    return QString::fromStdString(pe::formatDisplay(value, decimals));
}

QString compact(double value)
{
    return QString::fromStdString(pe::formatCompact(value));
}

QString full(double value)
{
    return QString::fromStdString(pe::formatFull(value));
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
    static const QChar digits[] = {QChar(0x2080), QChar(0x2081), QChar(0x2082), QChar(0x2083),
                                   QChar(0x2084), QChar(0x2085), QChar(0x2086), QChar(0x2087),
                                   QChar(0x2088), QChar(0x2089)};
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
