#include "optionvalues.h"

#include "echo.h"

#include "positionalencoding.h"
#include "positionlist.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <stdexcept>

namespace {

// The messages keep the command line's translation context.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

namespace optionvalues {

bool parseWidth(const QString &text, int *d, QString *error)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < pe::PositionalEncoding::minWidth
        || value > pe::PositionalEncoding::maxWidth) {
        *error = CommandLine::tr("--dim: '%1' is not a whole number from 1 to 8192").arg(echo::shown(text));
        return false;
    }
    *d = value;
    return true;
}

bool parseBase(const QString &text, double *base, QString *error)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || !(value > 1.0)) {
        *error = CommandLine::tr("--base: '%1' is not a finite number greater than 1").arg(echo::shown(text));
        return false;
    }
    *base = value;
    return true;
}

bool parsePosition(const QString &option, const QString &text, qint64 *p, QString *error)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok || value < 0 || value > pe::PositionalEncoding::maxPosition) {
        *error = CommandLine::tr("%1: '%2' is not a whole number from 0 to 2147483647")
                     .arg(option, echo::shown(text));
        return false;
    }
    *p = value;
    return true;
}

bool parseSize(const QString &text, QSize *size, QString *error, int maxSide)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (w < 16 || h < 16 || w > maxSide || h > maxSide) {
        *error = CommandLine::tr(
                     "--size: '%1' is not WIDTHxHEIGHT with each side from 16 to %2 pixels")
                     .arg(echo::shown(text))
                     .arg(maxSide);
        return false;
    }
    *size = QSize(w, h);
    return true;
}

bool parseLength(const QString &option, const QString &text, qint64 *length, QString *error)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok || value < 1 || value > pe::PositionalEncoding::maxPosition) {
        *error = CommandLine::tr("%1: '%2' is not a whole number from 1 to 2147483647")
                     .arg(option, echo::shown(text));
        return false;
    }
    *length = value;
    return true;
}

// A finite number; with positive, > 0, else >= 0.
bool parseReal(const QString &option, const QString &text, bool positive, double *value,
               QString *error)
{
    bool ok = false;
    const double x = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(x) || (positive ? !(x > 0.0) : !(x >= 0.0))) {
        *error = positive
            ? CommandLine::tr("%1: '%2' is not a finite number greater than 0").arg(option, echo::shown(text))
            : CommandLine::tr("%1: '%2' is not a finite number >= 0").arg(option, echo::shown(text));
        return false;
    }
    *value = x;
    return true;
}

bool parseFraction(const QString &text, double *fraction, QString *error)
{
    bool ok = false;
    const double x = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(x) || !(x > 0.0) || x > 1.0) {
        *error = CommandLine::tr("--rotary-fraction: '%1' is not a number in (0, 1]").arg(echo::shown(text));
        return false;
    }
    *fraction = x;
    return true;
}

// "x0,x1,...": finite numbers ('.' as decimal point in every locale).
bool parseVector(const QString &text, std::vector<double> *vector, QString *error)
{
    const QStringList items = text.split(QLatin1Char(','));
    if (items.size() > pe::PositionalEncoding::maxWidth) {
        *error = CommandLine::tr("--vector: more than 8192 numbers");
        return false;
    }
    vector->clear();
    for (int k = 0; k < items.size(); ++k) {
        bool ok = false;
        const double x = items[k].trimmed().toDouble(&ok);
        if (!ok) {
            *error = CommandLine::tr("--vector: '%1' (number %2) is not a number")
                         .arg(echo::shown(items[k].trimmed()))
                         .arg(k + 1);
            return false;
        }
        if (!std::isfinite(x)) {
            *error = CommandLine::tr("--vector: number %1 ('%2') is not finite")
                         .arg(k + 1)
                         .arg(echo::shown(items[k].trimmed()));
            return false;
        }
        vector->push_back(x);
    }
    return true;
}

bool parseNumber(const QString &option, const QString &text, double *value, QString *error)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        *error = CommandLine::tr("%1: '%2' is not a number").arg(option, echo::shown(text));
        return false;
    }
    *value = v;
    return true;
}

} // namespace optionvalues
