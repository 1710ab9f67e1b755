#include "commandline.h"

#include "animationexport.h"
#include "frameencoder.h"
#include "framesequence.h"
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

bool parseNumber(const QString &option, const QString &text, double *value, QString *error)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        *error = CommandLine::tr("%1: '%2' is not a number").arg(option, text);
        return false;
    }
    *value = v;
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
    // The animation export (ui/animation): one view, one parameter over a range.
    const QCommandLineOption animationOption(
        QStringLiteral("export-animation"),
        CommandLine::tr("Render the frames of one view without a display into FILE (.gif, "
                        ".mp4 or .webm) and exit; needs --view, --animate, --from and --to."),
        CommandLine::tr("FILE"));
    const QCommandLineOption viewOption(
        QStringLiteral("view"),
        CommandLine::tr("With --export-animation: the view, by its file name in --export "
                        "(pairs, pair-0, circle-0, heatmap, distance, ...)."),
        CommandLine::tr("VIEW"));
    const QCommandLineOption animateOption(
        QStringLiteral("animate"),
        CommandLine::tr("With --export-animation: the parameter that changes from frame to "
                        "frame: q, p, base or d."),
        CommandLine::tr("q|p|base|d"));
    const QCommandLineOption fromOption(
        QStringLiteral("from"),
        CommandLine::tr("With --export-animation: the first frame's value."), CommandLine::tr("A"));
    const QCommandLineOption toOption(
        QStringLiteral("to"),
        CommandLine::tr("With --export-animation: the largest value of a frame."),
        CommandLine::tr("B"));
    const QCommandLineOption stepOption(
        QStringLiteral("step"),
        CommandLine::tr("With --export-animation: added per frame for q, p, d (default 1, for d "
                        "2); multiplied per frame for base (default 10)."),
        CommandLine::tr("S"));
    const QCommandLineOption fpsOption(
        QStringLiteral("fps"),
        CommandLine::tr("With --export-animation: frames per second, 1 to 120, GIF at most 50 "
                        "(default 10)."),
        CommandLine::tr("N"));
    parser.addOptions(
        {helpOption,         versionOption,   csvOption,  exportOption,   dimOption,  baseOption,
         positionsOption,    pOption,         qOption,    encodingOption, langOption, sizeOption,
         presentationOption, animationOption, viewOption, animateOption,  fromOption, toOption,
         stepOption,         fpsOption});

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
    const bool animating = parser.isSet(animationOption);
    if (csv && exporting)
        return fail(CommandLine::tr("--csv and --export cannot be used together"));
    if (animating && (csv || exporting))
        return fail(CommandLine::tr("--export-animation cannot be used with --%1")
                        .arg(csv ? QStringLiteral("csv") : QStringLiteral("export")));
    o.mode = csv    ? CommandLineOptions::Mode::Csv
        : exporting ? CommandLineOptions::Mode::Export
        : animating ? CommandLineOptions::Mode::ExportAnimation
                    : CommandLineOptions::Mode::Gui;
    if (parser.isSet(positionsOption) && !csv)
        return fail(CommandLine::tr("--positions only goes with --csv"));
    if (parser.isSet(sizeOption) && !exporting && !animating)
        return fail(CommandLine::tr("--size only goes with --export or --export-animation"));
    for (const QCommandLineOption *option :
         {&viewOption, &animateOption, &fromOption, &toOption, &stepOption, &fpsOption}) {
        if (parser.isSet(*option) && !animating)
            return fail(CommandLine::tr("--%1 only goes with --export-animation")
                            .arg(option->names().constLast()));
    }
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
    if (animating) {
        CommandLineOptions::Animation &a = o.animation;
        a.file = parser.value(animationOption);
        if (a.file.trimmed().isEmpty())
            return fail(CommandLine::tr("--export-animation: the file name is empty"));
        AnimationFormat format;
        if (!animationformat::fromPath(a.file, &format))
            return fail(CommandLine::tr("--export-animation: '%1' must end in .gif, .mp4 or .webm")
                            .arg(a.file));
        for (const QCommandLineOption *option :
             {&viewOption, &animateOption, &fromOption, &toOption}) {
            if (!parser.isSet(*option))
                return fail(CommandLine::tr("--export-animation needs --%1 (see --help)")
                                .arg(option->names().constLast()));
        }
        a.view = parser.value(viewOption).trimmed();
        a.parameter = parser.value(animateOption).trimmed();
        AnimatedParameter parameter;
        if (!animatedparameter::fromKey(a.parameter, &parameter))
            return fail(CommandLine::tr("--animate: '%1' is not q, p, base or d")
                            .arg(parser.value(animateOption)));
        a.step = animatedparameter::defaultStep(parameter);
        if (!parseNumber(QStringLiteral("--from"), parser.value(fromOption), &a.from, &error)
            || !parseNumber(QStringLiteral("--to"), parser.value(toOption), &a.to, &error)
            || (parser.isSet(stepOption)
                && !parseNumber(QStringLiteral("--step"), parser.value(stepOption), &a.step,
                                &error)))
            return fail(error);
        const FrameSequence frames(parameter, a.from, a.to, a.step);
        QString reason;
        if (!frames.isValid(&reason))
            return fail(QStringLiteral("--export-animation: ") + reason);
        if (frames.count() > AnimationExport::maxFrames)
            return fail(CommandLine::tr("--export-animation: %1 frames; at most %2 (raise --step "
                                        "or narrow --from/--to)")
                            .arg(frames.count())
                            .arg(AnimationExport::maxFrames));
        if (parser.isSet(fpsOption)) {
            bool ok = false;
            a.fps = parser.value(fpsOption).trimmed().toInt(&ok);
            const int limit = animationformat::maxFps(format);
            if (!ok || a.fps < AnimationExport::minFps || a.fps > limit)
                return fail(
                    CommandLine::tr("--fps: '%1' is not a whole number from 1 to %2 (for %3)")
                        .arg(parser.value(fpsOption))
                        .arg(limit)
                        .arg(animationformat::suffix(format).toUpper()));
        }
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
