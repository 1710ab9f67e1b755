#include "numberrule.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

constexpr int maxLength = 64;

/// Decimals needed to write value exactly in its shortest form ("40889.9424" needs 4).
int decimalsOf(double value)
{
    const QString e = QString::number(value, 'e', QLocale::FloatingPointShortest);
    const qsizetype at = e.indexOf(QLatin1Char('e'));
    const QString mantissa = e.left(at);
    const qsizetype point = mantissa.indexOf(QLatin1Char('.'));
    const int fraction = point < 0 ? 0 : int(mantissa.size() - point - 1);
    return std::max(0, fraction - e.mid(at + 1).toInt());
}

/// a written with `decimals` decimals and read back: sums of steps stay short ("41889.9424",
/// not "41889.942400000004").
double rounded(double a, int decimals)
{
    return QString::number(a, 'f', std::clamp(decimals, 0, 340)).toDouble();
}

} // namespace

bool NumberRule::isWholeNumber(const QString &text)
{
    static const QRegularExpression form(QStringLiteral("^-?(0|[1-9][0-9]*)$"));
    return form.match(text).hasMatch();
}

bool NumberRule::isRealNumber(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^-?(?:(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?$"));
    return form.match(text).hasMatch();
}

NumberRule::NumberRule(Kind kind, double minimum, double maximum)
    : m_kind(kind), m_minimum(minimum), m_maximum(maximum)
{ }

NumberRule NumberRule::integers(qint64 minimum, qint64 maximum)
{
    return NumberRule(Kind::Integer, double(minimum), double(std::max(minimum, maximum)));
}

NumberRule NumberRule::realsAbove(double above, double maximum)
{
    return NumberRule(Kind::Real, above, std::max(maximum, std::nextafter(above, maximum + 1.0)));
}

bool NumberRule::allows(double value) const
{
    if (!std::isfinite(value) || value > m_maximum)
        return false;
    if (m_kind == Kind::Integer)
        return value >= m_minimum && value == std::floor(value);
    return value > m_minimum;
}

double NumberRule::bound(double value) const
{
    const double lowest = m_kind == Kind::Integer
        ? m_minimum
        : std::nextafter(m_minimum, std::numeric_limits<double>::infinity());
    if (std::isnan(value))
        return lowest;
    if (m_kind == Kind::Integer)
        value = std::round(value);
    return std::clamp(value, lowest, m_maximum);
}

bool NumberRule::read(const QString &text, double *value, const QLocale &locale) const
{
    if (text.size() > maxLength)
        return false;
    QString s = text;
    s.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    if (m_kind == Kind::Integer) {
        if (!isWholeNumber(s))
            return false;
        const qlonglong v = s.toLongLong(&ok); // as the command line reads p, q and d
        *value = double(v);
        return ok;
    }
    if (locale.decimalPoint() == QLatin1String(",") && !s.contains(QLatin1Char('.'))
        && s.count(QLatin1Char(',')) == 1)
        s.replace(QLatin1Char(','), QLatin1Char('.'));
    if (!isRealNumber(s))
        return false;
    *value = s.toDouble(&ok); // as the command line reads the base: C locale
    return ok;
}

bool NumberRule::parse(const QString &text, double *value, const QLocale &locale) const
{
    double v = 0.0;
    if (!read(text, &v, locale) || !allows(v))
        return false;
    *value = v;
    return true;
}

QString NumberRule::format(double value) const
{
    if (m_kind == Kind::Integer)
        return QString::number(qint64(value));
    const double magnitude = std::fabs(value);
    if (value == 0.0 || (magnitude >= 1e-4 && magnitude < 1e9) || !std::isfinite(value))
        return QString::number(value, 'f', QLocale::FloatingPointShortest);
    // "1e+12" -> "1e12", "2.5e-07" -> "2.5e-7".
    const QString e = QString::number(value, 'e', QLocale::FloatingPointShortest);
    const qsizetype at = e.indexOf(QLatin1Char('e'));
    return e.left(at + 1) + QString::number(e.mid(at + 1).toInt());
}

double NumberRule::stepOnce(double value, bool up) const
{
    if (m_kind == Kind::Integer)
        return bound(value + (up ? 1.0 : -1.0));
    if (!allows(value))
        return bound(value);
    // One unit of the second significant digit of the value (of the value just below it when
    // going down, so that 10000 goes down to 9900 and back up by 1000 steps from 10000).
    const double reference = up ? value : value * (1.0 - 1e-12);
    double step = std::pow(10.0, std::floor(std::log10(reference)) - 1.0);
    if (up) {
        const double next = rounded(value + step, std::max(decimalsOf(value), decimalsOf(step)));
        if (std::isfinite(next) && next > value && next <= m_maximum)
            return next;
        return m_maximum;
    }
    for (int k = 0; k < 20; ++k, step /= 10.0) {
        const double next = rounded(value - step, std::max(decimalsOf(value), decimalsOf(step)));
        if (next > m_minimum && next < value)
            return next;
    }
    return value;
}

double NumberRule::stepped(double value, int steps) const
{
    double v = value;
    for (int k = 0; k < std::abs(steps); ++k) {
        const double next = stepOnce(v, steps > 0);
        if (next == v)
            break;
        v = next;
    }
    return v;
}

QString NumberRule::description() const
{
    if (m_kind == Kind::Integer)
        return tr("a whole number from %1 to %2").arg(format(m_minimum), format(m_maximum));
    if (m_maximum == std::numeric_limits<double>::max())
        return tr("a finite number greater than %1 (such as 10000, 1.0001 or 1e6)")
            .arg(format(m_minimum));
    return tr("a number greater than %1 and at most %2").arg(format(m_minimum), format(m_maximum));
}

QString NumberRule::widestText() const
{
    if (m_kind == Kind::Integer) {
        const QString low = format(m_minimum);
        const QString high = format(m_maximum);
        return low.size() > high.size() ? low : high;
    }
    return QStringLiteral("40889.99424"); // a typical base with room for a few more digits
}
