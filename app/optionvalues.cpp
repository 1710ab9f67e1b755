#include "optionvalues.h"

#include "echo.h"
#include "numberrule.h"

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

bool wholeNumber(const QString &text, qint64 *value)
{
    if (!NumberRule::isWholeNumber(text))
        return false;
    bool ok = false;
    const qint64 v = text.toLongLong(&ok); // false beyond qint64
    if (ok)
        *value = v;
    return ok;
}

bool realNumber(const QString &text, double *value)
{
    if (!NumberRule::isRealNumber(text))
        return false;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    *value = v;
    return true;
}

QString withFormHint(const QString &message, const QString &text)
{
    static const QRegularExpression leadingZero(QStringLiteral("(^|[^0-9.eE])0[0-9]"));
    QString hint;
    static const QRegularExpression space(QStringLiteral("\\s"));
    if (text.contains(space))
        hint = CommandLine::tr("no spaces in or around the value");
    else if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
             || text.startsWith(QLatin1String("0b"), Qt::CaseInsensitive)
             || text.startsWith(QLatin1String("0o"), Qt::CaseInsensitive))
        hint = CommandLine::tr("decimal numbers only, without a base prefix");
    else if (leadingZero.match(text).hasMatch())
        hint = CommandLine::tr("no leading zeros");
    return hint.isEmpty() ? message : CommandLine::tr("%1 (%2)").arg(message, hint);
}

bool parseWidth(const QString &text, int *d, QString *error)
{
    qint64 value = 0;
    if (!wholeNumber(text, &value) || value < pe::PositionalEncoding::minWidth
        || value > pe::PositionalEncoding::maxWidth) {
        *error = withFormHint(CommandLine::tr("--dim: '%1' is not a whole number from 1 to 8192")
                                  .arg(echo::shown(text)),
                              text);
        return false;
    }
    *d = static_cast<int>(value);
    return true;
}

bool parseBase(const QString &text, double *base, QString *error)
{
    double value = 0.0;
    if (!realNumber(text, &value) || !(value > 1.0)) {
        *error = withFormHint(CommandLine::tr("--base: '%1' is not a finite number greater than 1")
                                  .arg(echo::shown(text)),
                              text);
        return false;
    }
    *base = value;
    return true;
}

bool parsePosition(const QString &option, const QString &text, qint64 *p, QString *error)
{
    qint64 value = 0;
    if (!wholeNumber(text, &value) || value < 0 || value > pe::PositionalEncoding::maxPosition) {
        *error = withFormHint(CommandLine::tr("%1: '%2' is not a whole number from 0 to 2147483647")
                                  .arg(option, echo::shown(text)),
                              text);
        return false;
    }
    *p = value;
    return true;
}

bool parseSize(const QString &text, QSize *size, QString *error, int maxSide)
{
    static const QRegularExpression pattern(
        QStringLiteral("^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (w < 16 || h < 16 || w > maxSide || h > maxSide) {
        const QString message
            = CommandLine::tr(
                  "--size: '%1' is not WIDTHxHEIGHT with each side from 16 to %2 pixels")
                  .arg(echo::shown(text))
                  .arg(maxSide);
        static const QRegularExpression upperX(QStringLiteral("^[0-9]+X[0-9]+$"));
        *error = upperX.match(text).hasMatch()
            ? CommandLine::tr("%1 (%2)").arg(message, CommandLine::tr("the x in lower case"))
            : withFormHint(message, text);
        return false;
    }
    *size = QSize(w, h);
    return true;
}

bool parseLength(const QString &option, const QString &text, qint64 *length, QString *error)
{
    qint64 value = 0;
    if (!wholeNumber(text, &value) || value < 1 || value > pe::PositionalEncoding::maxPosition) {
        *error = withFormHint(CommandLine::tr("%1: '%2' is not a whole number from 1 to 2147483647")
                                  .arg(option, echo::shown(text)),
                              text);
        return false;
    }
    *length = value;
    return true;
}

// A finite number; with positive, > 0, else >= 0.
bool parseReal(const QString &option, const QString &text, bool positive, double *value,
               QString *error)
{
    double x = 0.0;
    if (!realNumber(text, &x) || (positive ? !(x > 0.0) : !(x >= 0.0))) {
        *error = withFormHint(positive ? CommandLine::tr("%1: '%2' is not a finite number greater "
                                                         "than 0")
                                             .arg(option, echo::shown(text))
                                       : CommandLine::tr("%1: '%2' is not a finite number >= 0")
                                             .arg(option, echo::shown(text)),
                              text);
        return false;
    }
    *value = x;
    return true;
}

bool parseFraction(const QString &text, double *fraction, QString *error)
{
    double x = 0.0;
    if (!realNumber(text, &x) || !(x > 0.0) || x > 1.0) {
        *error = withFormHint(CommandLine::tr("--rotary-fraction: '%1' is not a number in (0, 1]")
                                  .arg(echo::shown(text)),
                              text);
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
        const double x = items[k].toDouble(&ok);
        if (!ok) {
            *error = withFormHint(CommandLine::tr("--vector: '%1' (number %2) is not a number")
                                      .arg(echo::shown(items[k]))
                                      .arg(k + 1),
                                  items[k]);
            return false;
        }
        if (!std::isfinite(x)) {
            *error = CommandLine::tr("--vector: number %1 ('%2') is not finite")
                         .arg(k + 1)
                         .arg(echo::shown(items[k]));
            return false;
        }
        double strict = 0.0;
        if (!realNumber(items[k], &strict)) {
            *error = withFormHint(CommandLine::tr("--vector: '%1' (number %2) is not a number")
                                      .arg(echo::shown(items[k]))
                                      .arg(k + 1),
                                  items[k]);
            return false;
        }
        vector->push_back(x);
    }
    return true;
}

bool parseNumber(const QString &option, const QString &text, double *value, QString *error)
{
    double v = 0.0;
    if (!realNumber(text, &v)) {
        *error = withFormHint(
            CommandLine::tr("%1: '%2' is not a number").arg(option, echo::shown(text)), text);
        return false;
    }
    *value = v;
    return true;
}

} // namespace optionvalues
