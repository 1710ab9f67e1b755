#include "commandline.h"

#include "optionvalues.h"

#include "animationexport.h"
#include "frameencoder.h"
#include "framesequence.h"

#include "positionalencoding.h"
#include "positionlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <stdexcept>

namespace {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

using namespace optionvalues;

// The modes an option may be used in, as a bit set of CommandLineOptions::Mode.
using Modes = unsigned;
constexpr Modes bit(CommandLineOptions::Mode mode) { return 1u << static_cast<unsigned>(mode); }
constexpr Modes kGui = bit(CommandLineOptions::Mode::Gui);
constexpr Modes kCsv = bit(CommandLineOptions::Mode::Csv);
constexpr Modes kExport = bit(CommandLineOptions::Mode::Export);
constexpr Modes kCheck = bit(CommandLineOptions::Mode::Check);
constexpr Modes kRope = bit(CommandLineOptions::Mode::Rope);
constexpr Modes kAnimation = bit(CommandLineOptions::Mode::ExportAnimation);
constexpr Modes kWorksheet = bit(CommandLineOptions::Mode::Worksheet);

QString modeOption(CommandLineOptions::Mode mode)
{
    switch (mode) {
    case CommandLineOptions::Mode::Csv:
        return QStringLiteral("--csv");
    case CommandLineOptions::Mode::Export:
        return QStringLiteral("--export");
    case CommandLineOptions::Mode::Check:
        return QStringLiteral("--check");
    case CommandLineOptions::Mode::Rope:
        return QStringLiteral("--rope");
    case CommandLineOptions::Mode::ExportAnimation:
        return QStringLiteral("--export-animation");
    case CommandLineOptions::Mode::Worksheet:
        return QStringLiteral("--worksheet");
    case CommandLineOptions::Mode::Gui:
        break;
    }
    return {};
}

// The options of the modes in `modes` other than the window, joined with "or" ("--csv or
// --rope").
QString modeList(Modes modes)
{
    QStringList names;
    for (const auto mode :
         {CommandLineOptions::Mode::Csv, CommandLineOptions::Mode::Export,
          CommandLineOptions::Mode::Check, CommandLineOptions::Mode::Rope,
          CommandLineOptions::Mode::ExportAnimation, CommandLineOptions::Mode::Worksheet}) {
        if (modes & bit(mode))
            names << modeOption(mode);
    }
    return names.join(CommandLine::tr(" or "));
}

// The combinations of the spec the core refuses, said in the options' names.
bool checkSpec(const CommandLineOptions &o, QString *error)
{
    const QString layout = QString::fromStdString(pe::layoutId(o.layout));
    if (o.layout == pe::Layout::Tensor2Tensor && o.d < 2) {
        *error = CommandLine::tr("--layout %1 needs --dim 2 or more").arg(layout);
        return false;
    }
    if (o.layout == pe::Layout::Fairseq && o.d < 4) {
        *error = CommandLine::tr("--layout %1 needs --dim 4 or more").arg(layout);
        return false;
    }
    if (o.method == pe::ContextMethod::NtkAware && o.d < 3) {
        *error = CommandLine::tr("--scaling ntk needs --dim 3 or more");
        return false;
    }
    if (!(o.yarnAlpha < o.yarnBeta)) {
        *error = CommandLine::tr("--yarn-alpha (%1) must be below --yarn-beta (%2)")
                     .arg(o.yarnAlpha, 0, 'g', QLocale::FloatingPointShortest)
                     .arg(o.yarnBeta, 0, 'g', QLocale::FloatingPointShortest);
        return false;
    }
    try {
        pe::validate(o.spec());
    } catch (const std::invalid_argument &e) {
        *error
            = QStringLiteral("--scaling %1: ").arg(QString::fromStdString(pe::methodId(o.method)))
            + QString::fromStdString(e.what());
        return false;
    }
    return true;
}

bool checkRope(const CommandLineOptions &o, QString *error)
{
    if (o.d < pe::Rope::minWidth) {
        *error = CommandLine::tr("--dim: RoPE rotates pairs of components and needs d >= 2");
        return false;
    }
    if (static_cast<int>(o.vector.size()) != o.d) {
        *error = CommandLine::tr("--vector: %1 numbers given, but --dim is %2")
                     .arg(o.vector.size())
                     .arg(o.d);
        return false;
    }
    if (o.ropeLayout == pe::RopeLayout::HalfSplit && o.d % 2 != 0) {
        *error = CommandLine::tr("--layout half-split pairs component i with i + d/2 and needs "
                                 "an even --dim (d = %1)")
                     .arg(o.d);
        return false;
    }
    if (pe::Rope::rotatedDimensionsFor(o.d, o.rotaryFraction) < 2) {
        *error = CommandLine::tr("--rotary-fraction: F = %1 leaves fewer than 2 rotated "
                                 "components at d = %2")
                     .arg(o.rotaryFraction, 0, 'g', QLocale::FloatingPointShortest)
                     .arg(o.d);
        return false;
    }
    try {
        const pe::Rope rope(o.d, o.base, o.ropeLayout, o.rotaryFraction);
    } catch (const std::invalid_argument &e) {
        *error = QStringLiteral("--rope: ") + QString::fromStdString(e.what());
        return false;
    }
    return true;
}

} // namespace

pe::EncodingSpec CommandLineOptions::spec() const
{
    pe::EncodingSpec spec;
    spec.d = d;
    spec.base = base;
    spec.layout = layout;
    spec.paddingIdx = paddingIndex;
    spec.scaling.method = method;
    spec.scaling.factor = factorGiven ? factor : double(contextLength) / double(trainLength);
    spec.scaling.trainLength = trainLength;
    spec.scaling.alpha = yarnAlpha;
    spec.scaling.beta = yarnBeta;
    return spec;
}

CommandLineResult parseCommandLine(const QStringList &arguments)
{
    CommandLineResult result;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CommandLine::tr("Teaches the Transformer's sinusoidal positional encoding "
                        "PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d))."));
    const QCommandLineOption helpOption(QStringList {QStringLiteral("h"), QStringLiteral("help")},
                                        CommandLine::tr("Show this help and exit."));
    const QCommandLineOption versionOption(
        QStringList {QStringLiteral("v"), QStringLiteral("version")},
        CommandLine::tr("Show the version and exit."));
    const QCommandLineOption csvOption(
        QStringLiteral("csv"),
        CommandLine::tr("Print PE for the positions as CSV to stdout and exit."));
    const QCommandLineOption exportOption(
        QStringLiteral("export"),
        CommandLine::tr(
            "Render every view without a display into DIR (created if missing) and exit."),
        CommandLine::tr("DIR"));
    const QCommandLineOption checkOption(
        QStringLiteral("check"),
        CommandLine::tr("Check a matrix saved by NumPy (.npy, or text/CSV) against the "
                        "encoding with --base: print 'verdict: <id>', an explanation and "
                        "the largest residuals, and exit with 0 for the reference, 1 for "
                        "any other verdict, 2 when the file cannot be read."),
        CommandLine::tr("FILE"));
    const QCommandLineOption ropeOption(
        QStringLiteral("rope"),
        CommandLine::tr("Print --vector rotated by RoPE at each of --positions as CSV "
                        "(position,r_0,...,r_{d-1}) and exit."));
    const QCommandLineOption dimOption(QStringList {QStringLiteral("d"), QStringLiteral("dim")},
                                       CommandLine::tr("Model width d, 1 to 8192 (default 8)."),
                                       CommandLine::tr("D"));
    const QCommandLineOption baseOption(
        QStringList {QStringLiteral("b"), QStringLiteral("base")},
        CommandLine::tr("Base of the denominator base^(2i/d), > 1 (default 10000)."),
        CommandLine::tr("B"));
    const QCommandLineOption positionsOption(
        QStringLiteral("positions"),
        CommandLine::tr("With --csv or --rope: comma-separated positions and inclusive "
                        "ranges, e.g. 0,3 or 0-31 (default 0,3)."),
        CommandLine::tr("LIST"));
    const QCommandLineOption pOption(
        QStringList {QStringLiteral("p"), QStringLiteral("position")},
        CommandLine::tr("Position p of the first occurrence (default 0)."), CommandLine::tr("P"));
    const QCommandLineOption qOption(
        QStringList {QStringLiteral("q"), QStringLiteral("comparison")},
        CommandLine::tr("Comparison position q (default 3)."), CommandLine::tr("Q"));
    const QCommandLineOption encodingOption(
        QStringLiteral("encoding"),
        CommandLine::tr("Add the positional encoding: on or off (default on)."),
        CommandLine::tr("on|off"));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        CommandLine::tr("Where each pair's sin and cos sit: interleaved (the paper), "
                        "concatenated ([sin | cos] halves), tensor2tensor or fairseq "
                        "(default interleaved). With --rope, the RoPE pairs: interleaved "
                        "(2i, 2i+1) or half-split (i, i + d/2)."),
        CommandLine::tr("LAYOUT"));
    const QCommandLineOption trainLengthOption(
        QStringLiteral("train-length"),
        CommandLine::tr("Training length L, 1 to 2147483647 (default 512)."), CommandLine::tr("L"));
    const QCommandLineOption contextOption(
        QStringLiteral("context"),
        CommandLine::tr("Context length L', 1 to 2147483647 (default 2048)."),
        CommandLine::tr("L2"));
    const QCommandLineOption scalingOption(
        QStringLiteral("scaling"),
        CommandLine::tr("Context extension: none, pi (position interpolation), ntk "
                        "(NTK-aware) or yarn (YaRN) (default none)."),
        CommandLine::tr("METHOD"));
    const QCommandLineOption factorOption(
        QStringLiteral("factor"),
        CommandLine::tr("Scaling factor s, a finite number > 0 (default L'/L)."),
        CommandLine::tr("S"));
    const QCommandLineOption yarnAlphaOption(
        QStringLiteral("yarn-alpha"),
        CommandLine::tr("YaRN's ramp start alpha, a finite number >= 0 (default 1)."),
        CommandLine::tr("A"));
    const QCommandLineOption yarnBetaOption(
        QStringLiteral("yarn-beta"),
        CommandLine::tr("YaRN's ramp end beta, a finite number > alpha (default 32)."),
        CommandLine::tr("B"));
    const QCommandLineOption dtypeOption(
        QStringLiteral("dtype"),
        CommandLine::tr("With --csv: compute as a framework does in float64, float32, "
                        "bfloat16 or float16: the position, the frequency, their product "
                        "and each sin and cos rounded to the dtype (to nearest, ties to "
                        "even); every printed value is a value of that dtype (float16 "
                        "positions from 65520 on overflow and print nan)."),
        CommandLine::tr("DTYPE"));
    const QCommandLineOption vectorOption(
        QStringLiteral("vector"),
        CommandLine::tr("With --rope: the vector to rotate, d comma-separated numbers "
                        "x0,...,x_{d-1}."),
        CommandLine::tr("LIST"));
    const QCommandLineOption rotaryFractionOption(
        QStringLiteral("rotary-fraction"),
        CommandLine::tr("With --rope: the fraction F of the components rotated, in (0, 1]; "
                        "the first r = 2 floor(F d / 2) rotate, the rest pass unchanged "
                        "(default 1)."),
        CommandLine::tr("F"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        CommandLine::tr("Interface language: zh_CN or en (default: system)."),
        CommandLine::tr("LANG"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        CommandLine::tr("With --export or --export-animation: pixel size of the view "
                        "images (default 1200x800)."),
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
    // The printable worksheet (ui/worksheet).
    const QCommandLineOption worksheetOption(
        QStringLiteral("worksheet"),
        CommandLine::tr("Write the lesson's exercises as an A4 PDF worksheet with an answer key "
                        "into FILE without a display, and exit."),
        CommandLine::tr("FILE"));
    const QCommandLineOption exercisesOption(
        QStringLiteral("exercises"),
        CommandLine::tr("With --worksheet: a teacher's exercise file (JSON, docs/exercises.md) "
                        "instead of the built-in exercises."),
        CommandLine::tr("FILE"));
    const QCommandLineOption lessonOption(
        QStringLiteral("lesson"),
        CommandLine::tr("With --worksheet: the lesson, by its id (default encoding)."),
        CommandLine::tr("ID"));
    const QCommandLineOption figuresOption(
        QStringLiteral("figures"),
        CommandLine::tr("With --worksheet: add the figures that explain the answers after the "
                        "answer key (on pages of their own)."));
    const QCommandLineOption noFiguresOption(
        QStringLiteral("no-figures"),
        CommandLine::tr("With --worksheet: no figures (the default)."));
    parser.addOptions({helpOption,
                       versionOption,
                       csvOption,
                       exportOption,
                       checkOption,
                       ropeOption,
                       dimOption,
                       baseOption,
                       positionsOption,
                       pOption,
                       qOption,
                       encodingOption,
                       layoutOption,
                       trainLengthOption,
                       contextOption,
                       scalingOption,
                       factorOption,
                       yarnAlphaOption,
                       yarnBetaOption,
                       dtypeOption,
                       vectorOption,
                       rotaryFractionOption,
                       langOption,
                       sizeOption,
                       presentationOption,
                       animationOption,
                       viewOption,
                       animateOption,
                       fromOption,
                       toOption,
                       stepOption,
                       fpsOption});
    parser.addOptions(
        {worksheetOption, exercisesOption, lessonOption, figuresOption, noFiguresOption});
    // Provenance (issue 15, point 5): the parameters written into an exported figure.
    const QCommandLineOption fromFigureOption(
        QStringLiteral("from-figure"),
        CommandLine::tr("Take every parameter from a figure pe-visualiser exported (.png, .svg or "
                        ".pdf): alone it opens the window in that state; with --export or --csv "
                        "those run with the figure's parameters."),
        CommandLine::tr("FILE"));
    parser.addOption(fromFigureOption);

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
        return fail(CommandLine::tr("unexpected argument '%1' (see --help)")
                        .arg(parser.positionalArguments().first()));

    // One mode at most: the window, --csv, --export, --check, --rope or --export-animation.
    CommandLineOptions &o = result.options;
    using Mode = CommandLineOptions::Mode;
    const QList<QPair<const QCommandLineOption *, Mode>> modeOptions {
        {&csvOption, Mode::Csv},
        {&exportOption, Mode::Export},
        {&checkOption, Mode::Check},
        {&ropeOption, Mode::Rope},
        {&animationOption, Mode::ExportAnimation},
        {&worksheetOption, Mode::Worksheet}};
    for (const auto &[option, mode] : modeOptions) {
        if (!parser.isSet(*option))
            continue;
        if (o.mode != Mode::Gui)
            return fail(CommandLine::tr("%1 and %2 cannot be used together")
                            .arg(modeOption(o.mode), modeOption(mode)));
        o.mode = mode;
    }
    const bool csv = o.mode == Mode::Csv;
    const bool exporting = o.mode == Mode::Export;
    const bool rope = o.mode == Mode::Rope;
    const bool animating = o.mode == Mode::ExportAnimation;

    // Which options go with which mode.
    const Modes encodingModes = kGui | kCsv | kExport | kAnimation;
    const QList<QPair<const QCommandLineOption *, Modes>> allowed {
        {&dimOption, encodingModes | kRope},
        {&baseOption, encodingModes | kRope | kCheck},
        {&positionsOption, kCsv | kRope},
        {&pOption, kGui | kExport | kAnimation},
        {&qOption, kGui | kExport | kAnimation},
        {&encodingOption, kGui | kExport | kAnimation},
        {&layoutOption, encodingModes | kRope},
        {&trainLengthOption, encodingModes},
        {&contextOption, encodingModes},
        {&scalingOption, encodingModes},
        {&factorOption, encodingModes},
        {&yarnAlphaOption, encodingModes},
        {&yarnBetaOption, encodingModes},
        {&dtypeOption, kCsv},
        {&vectorOption, kRope},
        {&rotaryFractionOption, kRope},
        {&langOption, kGui | kExport | kCheck | kAnimation | kWorksheet},
        {&exercisesOption, kWorksheet},
        {&lessonOption, kWorksheet},
        {&figuresOption, kWorksheet},
        {&noFiguresOption, kWorksheet},
        {&fromFigureOption, kGui | kExport | kCsv},
        {&sizeOption, kExport | kAnimation},
        {&presentationOption, kGui | kExport | kAnimation},
        {&viewOption, kAnimation},
        {&animateOption, kAnimation},
        {&fromOption, kAnimation},
        {&toOption, kAnimation},
        {&stepOption, kAnimation},
        {&fpsOption, kAnimation}};
    for (const auto &[option, modes] : allowed) {
        if (!parser.isSet(*option) || (modes & bit(o.mode)))
            continue;
        const QString name = QStringLiteral("--") + option->names().constLast();
        if (!(modes & kGui)) // an option of some modes only
            return fail(CommandLine::tr("%1 only goes with %2").arg(name, modeList(modes)));
        return fail(CommandLine::tr("%1 does not go with %2").arg(name, modeOption(o.mode)));
    }
    if (parser.isSet(fromFigureOption)) {
        o.fromFigure = parser.value(fromFigureOption);
        if (o.fromFigure.trimmed().isEmpty())
            return fail(CommandLine::tr("--from-figure: the file name is empty"));
        for (const QCommandLineOption *option :
             {&dimOption, &baseOption, &pOption, &qOption, &encodingOption, &layoutOption,
              &trainLengthOption, &contextOption, &scalingOption, &factorOption, &yarnAlphaOption,
              &yarnBetaOption}) {
            if (parser.isSet(*option))
                return fail(CommandLine::tr("--%1 does not go with --from-figure (the figure "
                                            "gives every parameter)")
                                .arg(option->names().constLast()));
        }
    }
    if (o.mode == Mode::Worksheet) {
        o.worksheet.file = parser.value(worksheetOption);
        if (!o.worksheet.file.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            return fail(
                CommandLine::tr("--worksheet: '%1' is not a .pdf file").arg(o.worksheet.file));
        o.worksheet.exercises = parser.value(exercisesOption);
        if (parser.isSet(exercisesOption) && o.worksheet.exercises.trimmed().isEmpty())
            return fail(CommandLine::tr("--exercises: the file name is empty"));
        if (parser.isSet(lessonOption))
            o.worksheet.lesson = parser.value(lessonOption).trimmed();
        if (parser.isSet(figuresOption) && parser.isSet(noFiguresOption))
            return fail(CommandLine::tr("--figures and --no-figures exclude each other"));
        o.worksheet.figures = parser.isSet(figuresOption);
    }
    if (rope && !parser.isSet(vectorOption))
        return fail(CommandLine::tr("--rope needs --vector x0,...,x_{d-1}"));

    o.presentation = parser.isSet(presentationOption);
    for (const QCommandLineOption *option :
         {&dimOption, &baseOption, &pOption, &qOption, &encodingOption, &langOption,
          &presentationOption, &layoutOption, &trainLengthOption, &contextOption, &scalingOption,
          &factorOption, &yarnAlphaOption, &yarnBetaOption}) {
        if (parser.isSet(*option))
            o.given.append(option->names().constLast());
    }

    QString error;
    if (parser.isSet(dimOption) && !parseWidth(parser.value(dimOption), &o.d, &error))
        return fail(error);
    if (parser.isSet(baseOption) && !parseBase(parser.value(baseOption), &o.base, &error))
        return fail(error);
    if (parser.isSet(pOption)
        && !parsePosition(QStringLiteral("-p"), parser.value(pOption), &o.p, &error))
        return fail(error);
    if (parser.isSet(qOption)
        && !parsePosition(QStringLiteral("-q"), parser.value(qOption), &o.q, &error))
        return fail(error);
    if (parser.isSet(encodingOption)) {
        const QString value = parser.value(encodingOption).trimmed().toLower();
        if (value != QLatin1String("on") && value != QLatin1String("off"))
            return fail(CommandLine::tr("--encoding: '%1' is neither on nor off")
                            .arg(parser.value(encodingOption)));
        o.encodingOn = value == QLatin1String("on");
    }
    if (parser.isSet(layoutOption)) {
        const QString value = parser.value(layoutOption).trimmed();
        if (rope) {
            if (!(value == QLatin1String("interleaved") || value == QLatin1String("half-split")))
                return fail(CommandLine::tr("--layout: with --rope, '%1' is not a RoPE layout; "
                                            "use interleaved or half-split")
                                .arg(parser.value(layoutOption)));
            o.ropeLayout = value == QLatin1String("half-split") ? pe::RopeLayout::HalfSplit
                                                                : pe::RopeLayout::Interleaved;
        } else if (!pe::parseLayout(value.toStdString(), &o.layout)) {
            if (value == QLatin1String("half-split"))
                return fail(CommandLine::tr("--layout: half-split is a RoPE layout and goes "
                                            "with --rope; the encoding's layouts are "
                                            "interleaved, concatenated, tensor2tensor and "
                                            "fairseq"));
            return fail(CommandLine::tr("--layout: '%1' is not one of interleaved, "
                                        "concatenated, tensor2tensor, fairseq")
                            .arg(parser.value(layoutOption)));
        }
    }
    if (parser.isSet(trainLengthOption)
        && !parseLength(QStringLiteral("--train-length"), parser.value(trainLengthOption),
                        &o.trainLength, &error))
        return fail(error);
    if (parser.isSet(contextOption)
        && !parseLength(QStringLiteral("--context"), parser.value(contextOption), &o.contextLength,
                        &error))
        return fail(error);
    if (parser.isSet(scalingOption)
        && !pe::parseMethod(parser.value(scalingOption).trimmed().toStdString(), &o.method))
        return fail(CommandLine::tr("--scaling: '%1' is not one of none, pi, ntk, yarn")
                        .arg(parser.value(scalingOption)));
    if (parser.isSet(factorOption)) {
        if (!parseReal(QStringLiteral("--factor"), parser.value(factorOption), true, &o.factor,
                       &error))
            return fail(error);
        o.factorGiven = true;
    } else {
        o.factor = double(o.contextLength) / double(o.trainLength);
    }
    if (parser.isSet(yarnAlphaOption)
        && !parseReal(QStringLiteral("--yarn-alpha"), parser.value(yarnAlphaOption), false,
                      &o.yarnAlpha, &error))
        return fail(error);
    if (parser.isSet(yarnBetaOption)
        && !parseReal(QStringLiteral("--yarn-beta"), parser.value(yarnBetaOption), true,
                      &o.yarnBeta, &error))
        return fail(error);
    if (csv) {
        // Printed numbers only depend on the method's parameters when there is a method.
        const bool scaled = o.method != pe::ContextMethod::None;
        for (const QCommandLineOption *option : {&factorOption, &trainLengthOption, &contextOption,
                                                 &yarnAlphaOption, &yarnBetaOption}) {
            if (!parser.isSet(*option))
                continue;
            const QString name = QStringLiteral("--") + option->names().constLast();
            const bool yarnOnly = option == &yarnAlphaOption || option == &yarnBetaOption;
            if (!scaled)
                return fail(CommandLine::tr("%1 changes nothing in --csv without --scaling pi, "
                                            "ntk or yarn")
                                .arg(name));
            if (yarnOnly && o.method != pe::ContextMethod::Yarn)
                return fail(CommandLine::tr("%1 changes nothing in --csv without --scaling yarn")
                                .arg(name));
        }
    }
    if (parser.isSet(dtypeOption)) {
        try {
            o.dtype = pe::dtypeFromId(parser.value(dtypeOption).trimmed().toStdString());
        } catch (const std::invalid_argument &) {
            return fail(CommandLine::tr("--dtype: '%1' is not one of float64, float32, "
                                        "bfloat16, float16")
                            .arg(parser.value(dtypeOption)));
        }
    }
    if (parser.isSet(vectorOption) && !parseVector(parser.value(vectorOption), &o.vector, &error))
        return fail(error);
    if (parser.isSet(rotaryFractionOption)
        && !parseFraction(parser.value(rotaryFractionOption), &o.rotaryFraction, &error))
        return fail(error);
    if (parser.isSet(langOption)) {
        o.lang = parser.value(langOption).trimmed();
        if (o.lang != QLatin1String("zh_CN") && o.lang != QLatin1String("en"))
            return fail(CommandLine::tr("--lang: '%1' is neither zh_CN nor en")
                            .arg(parser.value(langOption)));
    }
    // An animation's frames are at most AnimationExport::maxSide (4096) a side, a still 8192.
    if (parser.isSet(sizeOption)
        && !parseSize(parser.value(sizeOption), &o.size, &error,
                      animating ? AnimationExport::maxSide : 8192))
        return fail(error);
    if (exporting) {
        o.exportDir = parser.value(exportOption);
        if (o.exportDir.trimmed().isEmpty())
            return fail(CommandLine::tr("--export: the folder name is empty"));
    }
    if (o.mode == Mode::Check) {
        o.checkFile = parser.value(checkOption);
        if (o.checkFile.trimmed().isEmpty())
            return fail(CommandLine::tr("--check: the file name is empty"));
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
    if ((csv || rope) && parser.isSet(positionsOption)) {
        try {
            o.positions = pe::parsePositionList(parser.value(positionsOption).toStdString(),
                                                maxCsvPositions);
        } catch (const std::invalid_argument &e) {
            return fail(QStringLiteral("--") + QString::fromStdString(e.what()));
        }
    }
    if ((csv || rope) && o.positions.size() * static_cast<std::size_t>(o.d) > maxCsvValues)
        return fail(
            CommandLine::tr("%1: more than %2 values (positions x d); ask for fewer positions")
                .arg(modeOption(o.mode))
                .arg(maxCsvValues));
    if (rope) {
        if (!checkRope(o, &error))
            return fail(error);
    } else if (o.mode != Mode::Check && !checkSpec(o, &error)) {
        return fail(error);
    }
    return result;
}
