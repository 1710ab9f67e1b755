#include "commandline.h"

#include "optiontable.h"
#include "optionvalues.h"
#include "trainoptions.h"

#include "animationexport.h"
#include "echo.h"
#include "figuresize.h"
#include "frameencoder.h"
#include "framesequence.h"

#include "positionalencoding.h"
#include "positionlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <vector>

namespace {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

using namespace optionvalues;
using optiontable::bit;
using optiontable::Id;
using optiontable::kGui;
using optiontable::modeList;
using optiontable::modeOption;
using optiontable::Option;
using Mode = CommandLineOptions::Mode;

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

// `pe-visualiser FILE`: which of the window's ways to open it the file's name asks for. False for
// a name that is none of them.
bool openFile(const QString &file, CommandLineOptions *o)
{
    const QString name = file.toLower();
    const auto endsWith = [&name](std::initializer_list<const char *> suffixes) {
        for (const char *suffix : suffixes) {
            if (name.endsWith(QLatin1String(suffix)))
                return true;
        }
        return false;
    };
    if (endsWith({".json"}))
        o->exercisesFile = file;
    else if (endsWith({".npy", ".csv", ".txt", ".tsv"}))
        o->matrixFile = file;
    else if (endsWith({".png", ".svg", ".pdf"}))
        o->fromFigure = file;
    else
        return false;
    return true;
}

// Reads the value of option `id` (given as `text`) into `o`; false with a one-line message in
// `error` when it is not a value the option takes. o->mode is already known; the options before
// `id` in the table are already read (--export-animation's file before --fps).
bool applyValue(Id id, const QString &text, CommandLineOptions *o, QString *error)
{
    const bool rope = o->mode == Mode::Rope;
    CommandLineOptions::Animation &a = o->animation;
    switch (id) {
    case Id::Help:
    case Id::Version:
    case Id::Csv:
    case Id::Rope:
    case Id::Worksheet: // read with the mode's checks
    case Id::FromFigure: // read with the encoding options it excludes
    case Id::HelpMan:
    case Id::Count:
        return true;
    case Id::Export:
        o->exportDir = text;
        if (o->exportDir.trimmed().isEmpty()) {
            *error = CommandLine::tr("--export: the folder name is empty");
            return false;
        }
        return true;
    case Id::Check:
        o->checkFile = text;
        if (o->checkFile.trimmed().isEmpty()) {
            *error = CommandLine::tr("--check: the file name is empty");
            return false;
        }
        return true;
    case Id::Dim:
        return parseWidth(text, &o->d, error);
    case Id::Base:
        return parseBase(text, &o->base, error);
    case Id::Positions:
        if (o->mode == Mode::Bias)
            return trainoptions::apply(id, text, o, error);
        try {
            o->positions = pe::parsePositionList(text.toStdString(), maxCsvPositions);
        } catch (const std::invalid_argument &e) {
            *error = QStringLiteral("--") + QString::fromStdString(e.what());
            return false;
        }
        // The one form of every option (the window's field is more forgiving): no spaces, no
        // leading zeros.
        {
            static const QRegularExpression form(
                QStringLiteral("^(0|[1-9][0-9]*)(-(0|[1-9][0-9]*))?(,(0|[1-9][0-9]*)(-(0|[1-9]"
                               "[0-9]*))?)*$"));
            if (!form.match(text).hasMatch()) {
                *error = withFormHint(CommandLine::tr("--positions: '%1' is not a list of "
                                                      "positions and ranges such as 0,3 or 0-31")
                                          .arg(echo::shown(text)),
                                      text);
                return false;
            }
        }
        return true;
    case Id::Position:
        return parsePosition(QStringLiteral("-p"), text, &o->p, error);
    case Id::Comparison:
        return parsePosition(QStringLiteral("-q"), text, &o->q, error);
    case Id::Encoding: {
        const QString &value = text;
        if (value != QLatin1String("on") && value != QLatin1String("off")) {
            *error = withFormHint(
                CommandLine::tr("--encoding: '%1' is neither on nor off").arg(echo::shown(text)),
                text);
            return false;
        }
        o->encodingOn = value == QLatin1String("on");
        return true;
    }
    case Id::Layout: {
        const QString &value = text;
        if (rope) {
            if (!(value == QLatin1String("interleaved") || value == QLatin1String("half-split"))) {
                *error = CommandLine::tr("--layout: with --rope, '%1' is not a RoPE layout; "
                                         "use interleaved or half-split")
                             .arg(echo::shown(text));
                return false;
            }
            o->ropeLayout = value == QLatin1String("half-split") ? pe::RopeLayout::HalfSplit
                                                                 : pe::RopeLayout::Interleaved;
        } else if (!pe::parseLayout(value.toStdString(), &o->layout)) {
            if (value == QLatin1String("half-split"))
                *error = CommandLine::tr("--layout: half-split is a RoPE layout and goes "
                                         "with --rope; the encoding's layouts are "
                                         "interleaved, concatenated, tensor2tensor and "
                                         "fairseq");
            else
                *error = CommandLine::tr("--layout: '%1' is not one of interleaved, "
                                         "concatenated, tensor2tensor, fairseq")
                             .arg(echo::shown(text));
            return false;
        }
        return true;
    }
    case Id::TrainLength:
        return parseLength(QStringLiteral("--train-length"), text, &o->trainLength, error);
    case Id::Context:
        return parseLength(QStringLiteral("--context"), text, &o->contextLength, error);
    case Id::Scaling:
        if (!pe::parseMethod(text.toStdString(), &o->method)) {
            *error
                = withFormHint(CommandLine::tr("--scaling: '%1' is not one of none, pi, ntk, yarn")
                                   .arg(echo::shown(text)),
                               text);
            return false;
        }
        return true;
    case Id::Factor:
        o->factorGiven = true;
        return parseReal(QStringLiteral("--factor"), text, true, &o->factor, error);
    case Id::YarnAlpha:
        return parseReal(QStringLiteral("--yarn-alpha"), text, false, &o->yarnAlpha, error);
    case Id::YarnBeta:
        return parseReal(QStringLiteral("--yarn-beta"), text, true, &o->yarnBeta, error);
    case Id::Dtype:
        try {
            o->dtype = pe::dtypeFromId(text.toStdString());
        } catch (const std::invalid_argument &) {
            *error = withFormHint(CommandLine::tr("--dtype: '%1' is not one of float64, float32, "
                                                  "bfloat16, float16")
                                      .arg(echo::shown(text)),
                                  text);
            return false;
        }
        return true;
    case Id::Vector:
        return parseVector(text, &o->vector, error);
    case Id::RotaryFraction:
        return parseFraction(text, &o->rotaryFraction, error);
    case Id::Lang:
        o->lang = text;
        if (o->lang != QLatin1String("zh_CN") && o->lang != QLatin1String("en")) {
            *error = withFormHint(
                CommandLine::tr("--lang: '%1' is neither zh_CN nor en").arg(echo::shown(text)),
                text);
            return false;
        }
        return true;
    case Id::Size:
        // An animation's frames are at most AnimationExport::maxSide (4096) a side, a still 8192.
        return parseSize(text, &o->size, error,
                         o->mode == Mode::ExportAnimation ? AnimationExport::maxSide : 8192);
    case Id::Scale:
        if (!parseReal(QStringLiteral("--scale"), text, true, &o->scale, error))
            return false;
        if (o->scale < imageexport::FigureSize::minScale
            || o->scale > imageexport::FigureSize::maxScale) {
            *error = CommandLine::tr("--scale: '%1' is not a number from %2 to %3")
                         .arg(echo::shown(text))
                         .arg(imageexport::FigureSize::minScale)
                         .arg(imageexport::FigureSize::maxScale);
            return false;
        }
        o->dpi = o->scale * imageexport::FigureSize::screenDpi; // unless --dpi follows
        return true;
    case Id::Dpi: {
        bool ok = false;
        const int dpi = text.trimmed().toInt(&ok);
        using imageexport::FigureSize;
        const int low = qRound(FigureSize::screenDpi * FigureSize::minScale);
        const int high = qRound(FigureSize::screenDpi * FigureSize::maxScale);
        if (!ok || dpi < low || dpi > high) {
            *error = CommandLine::tr("--dpi: '%1' is not a whole number from %2 to %3")
                         .arg(echo::shown(text))
                         .arg(low)
                         .arg(high);
            return false;
        }
        o->dpi = dpi;
        return true;
    }
    case Id::Presentation:
        o->presentation = true;
        return true;
    case Id::ExportAnimation:
        a.file = text;
        return true;
    case Id::View:
        o->view = text;
        if (o->view.trimmed().isEmpty()) {
            *error = CommandLine::tr("--view: the view name is empty");
            return false;
        }
        return true;
    case Id::Animate: {
        a.parameter = text;
        AnimatedParameter parameter;
        if (!animatedparameter::fromKey(a.parameter, &parameter)) {
            *error = withFormHint(
                CommandLine::tr("--animate: '%1' is not q, p, base or d").arg(echo::shown(text)),
                text);
            return false;
        }
        return true;
    }
    case Id::From:
        return parseNumber(QStringLiteral("--from"), text, &a.from, error);
    case Id::To:
        return parseNumber(QStringLiteral("--to"), text, &a.to, error);
    case Id::Step:
        return parseNumber(QStringLiteral("--step"), text, &a.step, error);
    case Id::Fps: {
        AnimationFormat format;
        animationformat::fromPath(a.file, &format);
        qint64 fps = 0;
        const bool ok = wholeNumber(text, &fps);
        const int limit = animationformat::maxFps(format);
        a.fps = ok && fps >= AnimationExport::minFps && fps <= limit ? static_cast<int>(fps) : 0;
        if (a.fps == 0) {
            *error = withFormHint(
                CommandLine::tr("--fps: '%1' is not a whole number from 1 to %2 (for %3)")
                    .arg(echo::shown(text))
                    .arg(limit)
                    .arg(animationformat::suffix(format).toUpper()),
                text);
            return false;
        }
        return true;
    }
    case Id::Exercises:
        o->worksheet.exercises = text;
        if (o->worksheet.exercises.trimmed().isEmpty()) {
            *error = CommandLine::tr("--exercises: the file name is empty");
            return false;
        }
        return true;
    case Id::Lesson:
        o->worksheet.lesson = text;
        return true;
    case Id::Figures:
        o->worksheet.figures = true;
        return true;
    case Id::NoFigures:
        if (o->worksheet.figures) { // --figures came first in the table's order
            *error = CommandLine::tr("--figures and --no-figures exclude each other");
            return false;
        }
        return true;
    case Id::Train:
    case Id::Schemes:
    case Id::Layers:
    case Id::Heads:
    case Id::Steps:
    case Id::Seed:
    case Id::Causal:
    case Id::Curves:
    case Id::Bias:
        return trainoptions::apply(id, text, o, error);
    }
    return true;
}

// --export-animation's frames: the step (the parameter's default when --step is not given), a
// valid sequence and at most AnimationExport::maxFrames frames.
bool checkAnimation(CommandLineOptions &o, bool stepGiven, QString *error)
{
    CommandLineOptions::Animation &a = o.animation;
    AnimatedParameter parameter;
    animatedparameter::fromKey(a.parameter, &parameter);
    if (!stepGiven)
        a.step = animatedparameter::defaultStep(parameter);
    const FrameSequence frames(parameter, a.from, a.to, a.step);
    QString reason;
    if (!frames.isValid(&reason)) {
        *error = QStringLiteral("--export-animation: ") + reason;
        return false;
    }
    if (frames.count() > AnimationExport::maxFrames) {
        *error = CommandLine::tr("--export-animation: %1 frames; at most %2 (raise --step "
                                 "or narrow --from/--to)")
                     .arg(frames.count())
                     .arg(AnimationExport::maxFrames);
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
    parser.setApplicationDescription(optiontable::description());
    std::vector<QCommandLineOption> options;
    options.reserve(optiontable::kOptionCount);
    for (const Option &row : optiontable::table())
        options.push_back(optiontable::commandLineOption(row));
    for (const QCommandLineOption &option : options)
        parser.addOption(option);
    const auto isSet = [&](Id id) { return parser.isSet(options[static_cast<std::size_t>(id)]); };
    const auto value = [&](Id id) { return parser.value(options[static_cast<std::size_t>(id)]); };

    const auto fail = [&result](const QString &message) {
        result.status = CommandLineResult::Status::Error;
        result.text = message;
        return result;
    };

    if (!parser.parse(arguments)) {
        // Qt's own message names an unknown option as typed: cut and escaped like every echo.
        QString text = parser.errorText();
        for (const QString &name : parser.unknownOptionNames())
            text.replace(name, echo::shown(name));
        return fail(text);
    }
    if (isSet(Id::Help)) {
        result.status = CommandLineResult::Status::Help;
        result.text = parser.helpText();
        return result;
    }
    if (isSet(Id::Version)) {
        result.status = CommandLineResult::Status::Version;
        result.text = QCoreApplication::applicationName() + QLatin1Char(' ')
            + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (isSet(Id::HelpMan)) {
        result.status = CommandLineResult::Status::ManPage;
        return result;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(
            CommandLine::tr("unexpected argument '%1' (see --help)").arg(echo::shown(files.at(1))));

    // One mode at most: the window or the mode an option of the table chooses.
    CommandLineOptions &o = result.options;
    for (const Option &row : optiontable::table()) {
        if (row.selects == Mode::Gui || !isSet(row.id))
            continue;
        if (o.mode != Mode::Gui)
            return fail(CommandLine::tr("%1 and %2 cannot be used together")
                            .arg(modeOption(o.mode), modeOption(row.selects)));
        o.mode = row.selects;
    }
    if (!files.isEmpty()) {
        if (o.mode != Mode::Gui)
            return fail(CommandLine::tr("unexpected argument '%1' (see --help)")
                            .arg(echo::shown(files.constFirst())));
        if (isSet(Id::FromFigure))
            return fail(CommandLine::tr("%1 and --from-figure cannot be used together")
                            .arg(echo::shown(files.constFirst())));
        if (!openFile(files.constFirst(), &o))
            return fail(CommandLine::tr("'%1' is not a file pe-visualiser opens: an exercise "
                                        "file (.pevx.json, .json), a matrix (.npy, .csv, .txt, "
                                        ".tsv) or a figure it exported (.png, .svg, .pdf)")
                            .arg(echo::shown(files.constFirst())));
    }
    const bool csv = o.mode == Mode::Csv;
    const bool rope = o.mode == Mode::Rope;
    const bool animating = o.mode == Mode::ExportAnimation;

    // Which options go with which mode: the table's modes.
    for (const Option &row : optiontable::table()) {
        if (!isSet(row.id) || (row.modes & bit(o.mode)))
            continue;
        const QString name = optiontable::longName(row);
        if (!(row.modes & kGui)) // an option of some modes only
            return fail(CommandLine::tr("%1 only goes with %2").arg(name, modeList(row.modes)));
        return fail(CommandLine::tr("%1 does not go with %2").arg(name, modeOption(o.mode)));
    }
    if (isSet(Id::FromFigure) || !o.fromFigure.isEmpty()) {
        if (isSet(Id::FromFigure))
            o.fromFigure = value(Id::FromFigure);
        if (o.fromFigure.trimmed().isEmpty())
            return fail(CommandLine::tr("--from-figure: the file name is empty"));
        for (const Option &row : optiontable::table()) {
            if ((row.flags & optiontable::FigureParameter) && isSet(row.id))
                return fail(CommandLine::tr("--%1 does not go with --from-figure (the figure "
                                            "gives every parameter)")
                                .arg(optiontable::names(row).constLast()));
        }
    }
    if (o.mode == Mode::Worksheet) {
        o.worksheet.file = value(Id::Worksheet);
        if (!o.worksheet.file.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            return fail(CommandLine::tr("--worksheet: '%1' is not a .pdf file")
                            .arg(echo::shown(o.worksheet.file)));
    }
    if (rope && !isSet(Id::Vector))
        return fail(CommandLine::tr("--rope needs --vector x0,...,x_{d-1}"));
    if (animating) {
        const QString file = value(Id::ExportAnimation);
        if (file.trimmed().isEmpty())
            return fail(CommandLine::tr("--export-animation: the file name is empty"));
        AnimationFormat format;
        if (!animationformat::fromPath(file, &format))
            return fail(CommandLine::tr("--export-animation: '%1' must end in .gif, .mp4 or .webm")
                            .arg(echo::shown(file)));
        for (const Id id : {Id::View, Id::Animate, Id::From, Id::To}) {
            if (!isSet(id))
                return fail(CommandLine::tr("--export-animation needs --%1 (see --help)")
                                .arg(optiontable::names(optiontable::option(id)).constLast()));
        }
    }

    // Each value given, in the table's order. An option given more than once (QCommandLineParser
    // keeps the last) is read every time, so that a bad value is never hidden by a later good
    // one, and two different values are an error rather than the last one silently winning.
    for (const Option &row : optiontable::table()) {
        if (!isSet(row.id))
            continue;
        if (row.flags & optiontable::Remembered)
            o.given.append(optiontable::names(row).constLast());
        QString error;
        const QStringList given = row.valueName
            ? parser.values(options[static_cast<std::size_t>(row.id)])
            : QStringList {value(row.id)};
        for (qsizetype k = 0; k + 1 < given.size(); ++k) {
            CommandLineOptions scratch = o;
            if (!applyValue(row.id, given.at(k), &scratch, &error))
                return fail(error);
        }
        for (const QString &other : given)
            if (other != given.constFirst())
                return fail(CommandLine::tr("%1 is given twice, as '%2' and '%3': give it once")
                                .arg(optiontable::longName(row), echo::shown(given.constFirst()),
                                     echo::shown(other)));
        if (!applyValue(row.id, given.isEmpty() ? QString() : given.constLast(), &o, &error))
            return fail(error);
    }

    if (!o.factorGiven)
        o.factor = double(o.contextLength) / double(o.trainLength);
    if (isSet(Id::Dpi) && !isSet(Id::Scale)) // --dpi alone: the scale that resolution gives
        o.scale = o.dpi / imageexport::FigureSize::screenDpi;
    if (csv) {
        // Printed numbers only depend on the method's parameters when there is a method.
        const bool scaled = o.method != pe::ContextMethod::None;
        for (const Id id :
             {Id::Factor, Id::TrainLength, Id::Context, Id::YarnAlpha, Id::YarnBeta}) {
            if (!isSet(id))
                continue;
            const QString name = optiontable::longName(optiontable::option(id));
            const bool yarnOnly = id == Id::YarnAlpha || id == Id::YarnBeta;
            if (!scaled)
                return fail(CommandLine::tr("%1 changes nothing in --csv without --scaling pi, "
                                            "ntk or yarn")
                                .arg(name));
            if (yarnOnly && o.method != pe::ContextMethod::Yarn)
                return fail(CommandLine::tr("%1 changes nothing in --csv without --scaling yarn")
                                .arg(name));
        }
    }
    QString error;
    if (animating && !checkAnimation(o, isSet(Id::Step), &error))
        return fail(error);
    if ((csv || rope) && o.positions.size() * static_cast<std::size_t>(o.d) > maxCsvValues)
        return fail(
            CommandLine::tr("%1: more than %2 values (positions x d); ask for fewer positions")
                .arg(modeOption(o.mode))
                .arg(maxCsvValues));
    if (o.mode == Mode::Train) {
        if (!trainoptions::checkTraining(o, isSet(Id::Dim), isSet(Id::TrainLength), &error))
            return fail(error);
    } else if (o.mode == Mode::Bias) {
        if (!trainoptions::checkBias(o, isSet(Id::Heads), isSet(Id::Positions), &error))
            return fail(error);
    } else if (rope) {
        if (!checkRope(o, &error))
            return fail(error);
    } else if (o.mode != Mode::Check && !checkSpec(o, &error)) {
        return fail(error);
    }
    return result;
}
