#include "commandline.h"

#include "positionalencoding.h"
#include "positionlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <stdexcept>

namespace {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

bool parseWidth(const QString &text, int *d, QString *error)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < pe::PositionalEncoding::minWidth || value > pe::PositionalEncoding::maxWidth) {
        *error = CommandLine::tr("--dim: '%1' is not a whole number from 1 to 8192").arg(text);
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
        *error = CommandLine::tr("--base: '%1' is not a finite number greater than 1").arg(text);
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
        *error = CommandLine::tr("%1: '%2' is not a whole number from 0 to 2147483647").arg(option, text);
        return false;
    }
    *p = value;
    return true;
}

bool parseSize(const QString &text, QSize *size, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (w < 16 || h < 16 || w > 8192 || h > 8192) {
        *error = CommandLine::tr("--size: '%1' is not WIDTHxHEIGHT with each side from 16 to 8192 pixels")
                         .arg(text);
        return false;
    }
    *size = QSize(w, h);
    return true;
}

} // namespace

CommandLineResult parseCommandLine(const QStringList &arguments)
{
    CommandLineResult result;
    QCommandLineParser parser;
    parser.setApplicationDescription(
            CommandLine::tr("Teaches the Transformer's sinusoidal positional encoding "
               "PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d))."));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                        CommandLine::tr("Show this help and exit."));
    const QCommandLineOption versionOption(QStringList{QStringLiteral("v"), QStringLiteral("version")},
                                           CommandLine::tr("Show the version and exit."));
    const QCommandLineOption csvOption(QStringLiteral("csv"),
                                       CommandLine::tr("Print PE for the positions as CSV to stdout and exit."));
    const QCommandLineOption exportOption(
            QStringLiteral("export"),
            CommandLine::tr("Render every view without a display into DIR (created if missing) and exit."),
            CommandLine::tr("DIR"));
    const QCommandLineOption dimOption(QStringList{QStringLiteral("d"), QStringLiteral("dim")},
                                       CommandLine::tr("Model width d, 1 to 8192 (default 8)."), CommandLine::tr("D"));
    const QCommandLineOption baseOption(QStringList{QStringLiteral("b"), QStringLiteral("base")},
                                        CommandLine::tr("Base of the denominator base^(2i/d), > 1 (default 10000)."),
                                        CommandLine::tr("B"));
    const QCommandLineOption positionsOption(
            QStringLiteral("positions"),
            CommandLine::tr("With --csv: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 "
               "(default 0,3)."),
            CommandLine::tr("LIST"));
    const QCommandLineOption pOption(QStringList{QStringLiteral("p"), QStringLiteral("position")},
                                     CommandLine::tr("Position p of the first occurrence (default 0)."), CommandLine::tr("P"));
    const QCommandLineOption qOption(QStringList{QStringLiteral("q"), QStringLiteral("comparison")},
                                     CommandLine::tr("Comparison position q (default 3)."), CommandLine::tr("Q"));
    const QCommandLineOption encodingOption(QStringLiteral("encoding"),
                                            CommandLine::tr("Add the positional encoding: on or off (default on)."),
                                            CommandLine::tr("on|off"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        CommandLine::tr("Interface language: zh_CN or en (default: system)."),
                                        CommandLine::tr("LANG"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        CommandLine::tr("With --export: pixel size of the view images "
                                           "(default 1200x800)."),
                                        CommandLine::tr("WxH"));
    const QCommandLineOption presentationOption(
            QStringLiteral("presentation"),
            CommandLine::tr("Start in presentation mode: full screen, larger text (F11 toggles)."));
    parser.addOptions({helpOption, versionOption, csvOption, exportOption, dimOption, baseOption,
                       positionsOption, pOption, qOption, encodingOption, langOption, sizeOption,
                       presentationOption});

    const auto fail = [&result](const QString &message) {
        result.status = CommandLineResult::Status::Error;
        result.text = message;
        return result;
    };

    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(helpOption)) {
        result.status = CommandLineResult::Status::Help;
        result.text = parser.helpText();
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.status = CommandLineResult::Status::Version;
        result.text = QCoreApplication::applicationName() + QLatin1Char(' ')
                + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(CommandLine::tr("unexpected argument '%1' (see --help)").arg(parser.positionalArguments().first()));

    CommandLineOptions &o = result.options;
    const bool csv = parser.isSet(csvOption);
    const bool exporting = parser.isSet(exportOption);
    if (csv && exporting)
        return fail(CommandLine::tr("--csv and --export cannot be used together"));
    o.mode = csv ? CommandLineOptions::Mode::Csv
                 : exporting ? CommandLineOptions::Mode::Export : CommandLineOptions::Mode::Gui;
    if (parser.isSet(positionsOption) && !csv)
        return fail(CommandLine::tr("--positions only goes with --csv"));
    if (parser.isSet(sizeOption) && !exporting)
        return fail(CommandLine::tr("--size only goes with --export"));
    if (csv) {
        for (const QCommandLineOption *option :
             {&pOption, &qOption, &encodingOption, &langOption, &presentationOption}) {
            if (parser.isSet(*option))
                return fail(CommandLine::tr("--%1 does not go with --csv").arg(option->names().constLast()));
        }
    }

    o.presentation = parser.isSet(presentationOption);
    for (const QCommandLineOption *option : {&dimOption, &baseOption, &pOption, &qOption,
                                             &encodingOption, &langOption, &presentationOption}) {
        if (parser.isSet(*option))
            o.given.append(option->names().constLast());
    }

    QString error;
    if (parser.isSet(dimOption) && !parseWidth(parser.value(dimOption), &o.d, &error))
        return fail(error);
    if (parser.isSet(baseOption) && !parseBase(parser.value(baseOption), &o.base, &error))
        return fail(error);
    if (parser.isSet(pOption) && !parsePosition(QStringLiteral("-p"), parser.value(pOption), &o.p, &error))
        return fail(error);
    if (parser.isSet(qOption) && !parsePosition(QStringLiteral("-q"), parser.value(qOption), &o.q, &error))
        return fail(error);
    if (parser.isSet(encodingOption)) {
        const QString value = parser.value(encodingOption).trimmed().toLower();
        if (value != QLatin1String("on") && value != QLatin1String("off"))
            return fail(CommandLine::tr("--encoding: '%1' is neither on nor off").arg(parser.value(encodingOption)));
        o.encodingOn = value == QLatin1String("on");
    }
    if (parser.isSet(langOption)) {
        o.lang = parser.value(langOption).trimmed();
        if (o.lang != QLatin1String("zh_CN") && o.lang != QLatin1String("en"))
            return fail(CommandLine::tr("--lang: '%1' is neither zh_CN nor en").arg(parser.value(langOption)));
    }
    if (parser.isSet(sizeOption) && !parseSize(parser.value(sizeOption), &o.size, &error))
        return fail(error);
    if (exporting) {
        o.exportDir = parser.value(exportOption);
        if (o.exportDir.trimmed().isEmpty())
            return fail(CommandLine::tr("--export: the folder name is empty"));
    }
    if (csv && parser.isSet(positionsOption)) {
        try {
            o.positions = pe::parsePositionList(parser.value(positionsOption).toStdString(),
                                                maxCsvPositions);
        } catch (const std::invalid_argument &e) {
            return fail(QStringLiteral("--") + QString::fromStdString(e.what()));
        }
    }
    if (csv && o.positions.size() * static_cast<std::size_t>(o.d) > maxCsvValues)
        return fail(CommandLine::tr("--csv: more than %1 values (positions x d); ask for fewer positions")
                            .arg(maxCsvValues));
    return result;
}
