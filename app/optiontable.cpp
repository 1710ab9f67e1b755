#include "optiontable.h"

#include "training/attentionbias.h"

#include <QCoreApplication>

namespace optiontable {

namespace {

// The texts are marked for lupdate in the context "CommandLine"; text() translates them.
constexpr unsigned kFigureGiven = Remembered | FigureParameter;

constexpr std::array<Option, kOptionCount> kTable {{
    {Id::Help, "h,help", nullptr, QT_TRANSLATE_NOOP("CommandLine", "Show this help and exit."),
     Mode::Gui, kAllModes, NoFlag},
    {Id::Version, "v,version", nullptr,
     QT_TRANSLATE_NOOP("CommandLine", "Show the version and exit."), Mode::Gui, kAllModes, NoFlag},
    {Id::Csv, "csv", nullptr,
     QT_TRANSLATE_NOOP("CommandLine", "Print PE for the positions as CSV to stdout and exit."),
     Mode::Csv, kCsv, NoFlag},
    {Id::Export, "export", QT_TRANSLATE_NOOP("CommandLine", "DIR"),
     QT_TRANSLATE_NOOP(
         "CommandLine",
         "Render every view without a display into DIR (created if missing) and exit."),
     Mode::Export, kExport, NoFlag},
    {Id::Check, "check", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Check a matrix saved by NumPy (.npy, or text/CSV) against the "
                       "encoding with --base: print 'verdict: <id>', an explanation and "
                       "the largest residuals, and exit with 0 for the reference, 1 for "
                       "any other verdict, 2 when the file cannot be read."),
     Mode::Check, kCheck, NoFlag},
    {Id::Rope, "rope", nullptr,
     QT_TRANSLATE_NOOP("CommandLine",
                       "Print --vector rotated by RoPE at each of --positions as CSV "
                       "(position,r_0,...,r_{d-1}) and exit."),
     Mode::Rope, kRope, NoFlag},
    {Id::Dim, "d,dim", QT_TRANSLATE_NOOP("CommandLine", "D"),
     QT_TRANSLATE_NOOP("CommandLine", "Model width d, 1 to 8192 (default 8)."), Mode::Gui,
     kEncodingModes | kRope | kTrain, kFigureGiven},
    {Id::Base, "b,base", QT_TRANSLATE_NOOP("CommandLine", "B"),
     QT_TRANSLATE_NOOP("CommandLine", "Base of the denominator base^(2i/d), > 1 (default 10000)."),
     Mode::Gui, kEncodingModes | kRope | kCheck, kFigureGiven},
    {Id::Positions, "positions", QT_TRANSLATE_NOOP("CommandLine", "LIST"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --csv or --rope: comma-separated positions and inclusive "
                       "ranges, e.g. 0,3 or 0-31 (default 0,3)."),
     Mode::Gui, kCsv | kRope | kBias, NoFlag},
    {Id::Position, "p,position", QT_TRANSLATE_NOOP("CommandLine", "P"),
     QT_TRANSLATE_NOOP("CommandLine", "Position p of the first occurrence (default 0)."), Mode::Gui,
     kGui | kExport | kAnimation, kFigureGiven},
    {Id::Comparison, "q,comparison", QT_TRANSLATE_NOOP("CommandLine", "Q"),
     QT_TRANSLATE_NOOP("CommandLine", "Comparison position q (default 3)."), Mode::Gui,
     kGui | kExport | kAnimation, kFigureGiven},
    {Id::Encoding, "encoding", QT_TRANSLATE_NOOP("CommandLine", "on|off"),
     QT_TRANSLATE_NOOP("CommandLine", "Add the positional encoding: on or off (default on)."),
     Mode::Gui, kGui | kExport | kAnimation, kFigureGiven},
    {Id::Layout, "layout", QT_TRANSLATE_NOOP("CommandLine", "LAYOUT"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Where each pair's sin and cos sit: interleaved (the paper), "
                       "concatenated ([sin | cos] halves), tensor2tensor or fairseq "
                       "(default interleaved). With --rope, the RoPE pairs: interleaved "
                       "(2i, 2i+1) or half-split (i, i + d/2)."),
     Mode::Gui, kEncodingModes | kRope, kFigureGiven},
    {Id::TrainLength, "train-length", QT_TRANSLATE_NOOP("CommandLine", "L"),
     QT_TRANSLATE_NOOP("CommandLine", "Training length L, 1 to 2147483647 (default 512)."),
     Mode::Gui, kEncodingModes | kTrain, kFigureGiven},
    {Id::Context, "context", QT_TRANSLATE_NOOP("CommandLine", "L2"),
     QT_TRANSLATE_NOOP("CommandLine", "Context length L', 1 to 2147483647 (default 2048)."),
     Mode::Gui, kEncodingModes, kFigureGiven},
    {Id::Scaling, "scaling", QT_TRANSLATE_NOOP("CommandLine", "METHOD"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Context extension: none, pi (position interpolation), ntk "
                       "(NTK-aware) or yarn (YaRN) (default none)."),
     Mode::Gui, kEncodingModes, kFigureGiven},
    {Id::Factor, "factor", QT_TRANSLATE_NOOP("CommandLine", "S"),
     QT_TRANSLATE_NOOP("CommandLine", "Scaling factor s, a finite number > 0 (default L'/L)."),
     Mode::Gui, kEncodingModes, kFigureGiven},
    {Id::YarnAlpha, "yarn-alpha", QT_TRANSLATE_NOOP("CommandLine", "A"),
     QT_TRANSLATE_NOOP("CommandLine", "YaRN's ramp start alpha, a finite number >= 0 (default 1)."),
     Mode::Gui, kEncodingModes, kFigureGiven},
    {Id::YarnBeta, "yarn-beta", QT_TRANSLATE_NOOP("CommandLine", "B"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "YaRN's ramp end beta, a finite number > alpha (default 32)."),
     Mode::Gui, kEncodingModes, kFigureGiven},
    {Id::Dtype, "dtype", QT_TRANSLATE_NOOP("CommandLine", "DTYPE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --csv: compute as a framework does in float64, float32, "
                       "bfloat16 or float16: the position, the frequency, their product "
                       "and each sin and cos rounded to the dtype (to nearest, ties to "
                       "even); every printed value is a value of that dtype (float16 "
                       "positions from 65520 on overflow and print nan)."),
     Mode::Gui, kCsv, NoFlag},
    {Id::Vector, "vector", QT_TRANSLATE_NOOP("CommandLine", "LIST"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --rope: the vector to rotate, d comma-separated numbers "
                       "x0,...,x_{d-1}."),
     Mode::Gui, kRope, NoFlag},
    {Id::RotaryFraction, "rotary-fraction", QT_TRANSLATE_NOOP("CommandLine", "F"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --rope: the fraction F of the components rotated, in (0, 1]; "
                       "the first r = 2 floor(F d / 2) rotate, the rest pass unchanged "
                       "(default 1)."),
     Mode::Gui, kRope, NoFlag},
    {Id::Lang, "lang", QT_TRANSLATE_NOOP("CommandLine", "LANG"),
     QT_TRANSLATE_NOOP("CommandLine", "Interface language: zh_CN or en (default: system)."),
     Mode::Gui, kGui | kExport | kCheck | kAnimation | kWorksheet, Remembered},
    {Id::Size, "size", QT_TRANSLATE_NOOP("CommandLine", "WxH"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export or --export-animation: pixel size of the view "
                       "images (default 1200x800)."),
     Mode::Gui, kExport | kAnimation, NoFlag},
    // The figure's scale and resolution (ui/export/figuresize.h).
    {Id::Scale, "scale", QT_TRANSLATE_NOOP("CommandLine", "S"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export: lay every view out at --size divided by S and draw it at "
                       "S, so that text, lines and markers are S times as large, 0.25 to 8 "
                       "(default 1, or --dpi divided by 96)."),
     Mode::Gui, kExport, NoFlag},
    {Id::Dpi, "dpi", QT_TRANSLATE_NOOP("CommandLine", "N"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export: the resolution the files declare, 24 to 768 dots per "
                       "inch (default 96 times --scale): a PNG's pHYs chunk, an SVG's or PDF's "
                       "physical size (--size divided by N inches). Without --scale, the scale "
                       "is N divided by 96."),
     Mode::Gui, kExport, NoFlag},
    {Id::Presentation, "presentation", nullptr,
     QT_TRANSLATE_NOOP("CommandLine",
                       "Start in presentation mode: full screen, larger text (F11 toggles). "
                       "With --export: the images of presentation mode (larger text, thicker "
                       "lines)."),
     Mode::Gui, kGui | kExport | kAnimation, Remembered},
    // The animation export (ui/animation): one view, one parameter over a range.
    {Id::ExportAnimation, "export-animation", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Render the frames of one view without a display into FILE (.gif, "
                       ".mp4 or .webm) and exit; needs --view, --animate, --from and --to."),
     Mode::ExportAnimation, kAnimation, NoFlag},
    {Id::View, "view", QT_TRANSLATE_NOOP("CommandLine", "VIEW"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "A view by its file name in --export (pairs, pair-0, circle-0, "
                       "heatmap, distance, ...): with --export-animation the view animated, "
                       "with --export the one view whose files are written."),
     Mode::Gui, kExport | kAnimation, NoFlag},
    {Id::Animate, "animate", QT_TRANSLATE_NOOP("CommandLine", "q|p|base|d"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export-animation: the parameter that changes from frame to "
                       "frame: q, p, base or d."),
     Mode::Gui, kAnimation, NoFlag},
    {Id::From, "from", QT_TRANSLATE_NOOP("CommandLine", "A"),
     QT_TRANSLATE_NOOP("CommandLine", "With --export-animation: the first frame's value."),
     Mode::Gui, kAnimation, NoFlag},
    {Id::To, "to", QT_TRANSLATE_NOOP("CommandLine", "B"),
     QT_TRANSLATE_NOOP("CommandLine", "With --export-animation: the largest value of a frame."),
     Mode::Gui, kAnimation, NoFlag},
    {Id::Step, "step", QT_TRANSLATE_NOOP("CommandLine", "S"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export-animation: added per frame for q, p, d (default 1, for d "
                       "2); multiplied per frame for base (default 10)."),
     Mode::Gui, kAnimation, NoFlag},
    {Id::Fps, "fps", QT_TRANSLATE_NOOP("CommandLine", "N"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --export-animation: frames per second, 1 to 120, GIF at most 50 "
                       "(default 10)."),
     Mode::Gui, kAnimation, NoFlag},
    // The printable worksheet (ui/worksheet).
    {Id::Worksheet, "worksheet", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Write the lesson's exercises as an A4 PDF worksheet with an answer key "
                       "into FILE without a display, and exit."),
     Mode::Worksheet, kWorksheet, NoFlag},
    {Id::Exercises, "exercises", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --worksheet: a teacher's exercise file (JSON, docs/exercises.md) "
                       "instead of the built-in exercises."),
     Mode::Gui, kWorksheet, NoFlag},
    {Id::Lesson, "lesson", QT_TRANSLATE_NOOP("CommandLine", "ID"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --worksheet: the lesson, by its id (default encoding)."),
     Mode::Gui, kWorksheet, NoFlag},
    {Id::Figures, "figures", nullptr,
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --worksheet: add the figures that explain the answers after the "
                       "answer key (on pages of their own)."),
     Mode::Gui, kWorksheet, NoFlag},
    {Id::NoFigures, "no-figures", nullptr,
     QT_TRANSLATE_NOOP("CommandLine", "With --worksheet: no figures (the default)."), Mode::Gui,
     kWorksheet, NoFlag},
    // Provenance: the parameters written into an exported figure.
    {Id::FromFigure, "from-figure", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Take every parameter from a figure pe-visualiser exported (.png, .svg or "
                       ".pdf): alone it opens the window in that state; with --export or --csv "
                       "those run with the figure's parameters."),
     Mode::Gui, kGui | kExport | kCsv, NoFlag},
    // The training experiment (app/trainmode, core/training).
    {Id::Train, "train", QT_TRANSLATE_NOOP("CommandLine", "TASK"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Train a small Transformer on TASK (reverse, shift-K with K from 1 to %1 "
                       "and below L, or sort) once per scheme of --schemes, with the same seed "
                       "and data, print scheme,length,accuracy for the lengths 2 to 4L as CSV "
                       "and exit. With --train, --dim is the model width, %2 to %3 (default %4), "
                       "and --train-length the longest training sequence L, %5 to %6 (default "
                       "%7)."),
     Mode::Train, kTrain, NoFlag},
    {Id::Schemes, "schemes", QT_TRANSLATE_NOOP("CommandLine", "LIST"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: the positional schemes, comma-separated: none, "
                       "sinusoidal, learned, rope, alibi, t5 (default all six)."),
     Mode::Gui, kTrain, NoFlag},
    {Id::Layers, "layers", QT_TRANSLATE_NOOP("CommandLine", "N"),
     QT_TRANSLATE_NOOP("CommandLine", "With --train: the number of layers, %1 to %2 (default %3)."),
     Mode::Gui, kTrain, NoFlag},
    {Id::Heads, "heads", QT_TRANSLATE_NOOP("CommandLine", "H"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: attention heads, 1 to %1, dividing --dim (default %2); with "
                       "--bias alibi: the heads whose slopes are printed, 1 to %3 (default %4)."),
     Mode::Gui, kTrain | kBias, NoFlag},
    {Id::Steps, "steps", QT_TRANSLATE_NOOP("CommandLine", "N"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: training steps per scheme, 1 to %1 (default %2)."),
     Mode::Gui, kTrain, NoFlag},
    {Id::Seed, "seed", QT_TRANSLATE_NOOP("CommandLine", "N"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: the seed of the weights and the data, a whole number "
                       ">= 0 (default %1); the same seed gives the same output."),
     Mode::Gui, kTrain, NoFlag},
    {Id::Causal, "causal", nullptr,
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: a causal mask (a query sees only the keys up to it); "
                       "with --bias t5: the unidirectional buckets."),
     Mode::Gui, kTrain | kBias, NoFlag},
    {Id::Curves, "curves", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "With --train: also write the training curves as CSV "
                       "(scheme,step,loss,accuracy) into FILE."),
     Mode::Gui, kTrain, NoFlag},
    {Id::Bias, "bias", QT_TRANSLATE_NOOP("CommandLine", "alibi|t5"),
     QT_TRANSLATE_NOOP("CommandLine",
                       "Print ALiBi's slope of each of --heads heads as CSV (head,slope), or "
                       "T5's bucket of each relative offset (key minus query) of "
                       "--positions=A-B (offset,bucket; default -32-32), and exit."),
     Mode::Bias, kBias, NoFlag},
    // The man page (app/manpage.cpp), written by the build: not a user's option.
    {Id::HelpMan, "help-man", nullptr,
     QT_TRANSLATE_NOOP("CommandLine",
                       "Print the manual page pe-visualiser(1) in roff, made from this option "
                       "table, and exit."),
     Mode::Gui, kAllModes, Hidden},
}};

constexpr bool inIdOrder()
{
    for (std::size_t k = 0; k < kTable.size(); ++k) {
        if (static_cast<std::size_t>(kTable[k].id) != k)
            return false;
    }
    return true;
}
static_assert(inIdOrder(), "row k of the option table must have id k");

} // namespace

const std::array<Option, kOptionCount> &table() { return kTable; }

const Option &option(Id id) { return kTable[static_cast<std::size_t>(id)]; }

QString text(const char *source) { return QCoreApplication::translate("CommandLine", source); }

QStringList names(const Option &option)
{
    return QString::fromLatin1(option.names).split(QLatin1Char(','));
}

QString longName(const Option &option) { return QStringLiteral("--") + names(option).constLast(); }

QString help(const Option &option)
{
    // The training rows name the core's limits and defaults, declared there once.
    const QString source = text(option.description);
    const pe::TrainingConfig defaults;
    const TrainingRequest request;
    switch (option.id) {
    case Id::Train:
        return source.arg(pe::maxTaskShift)
            .arg(pe::minModelWidth)
            .arg(pe::maxModelWidth)
            .arg(defaults.model.d)
            .arg(pe::minTrainLength)
            .arg(pe::maxTrainLength)
            .arg(defaults.trainLength);
    case Id::Layers:
        return source.arg(pe::minLayers).arg(pe::maxLayers).arg(defaults.model.layers);
    case Id::Heads:
        return source.arg(pe::maxHeads)
            .arg(defaults.model.heads)
            .arg(pe::maxAlibiHeads)
            .arg(request.heads);
    case Id::Steps:
        return source.arg(pe::maxTrainingSteps).arg(defaults.steps);
    case Id::Seed:
        return source.arg(defaults.seed);
    default:
        return source;
    }
}

QCommandLineOption commandLineOption(const Option &option)
{
    QCommandLineOption result(names(option), help(option),
                              option.valueName ? text(option.valueName) : QString());
    if (option.flags & Hidden)
        result.setFlags(QCommandLineOption::HiddenFromHelp);
    return result;
}

QString modeOption(Mode mode)
{
    if (mode == Mode::Gui)
        return {};
    for (const Option &row : kTable) {
        if (row.selects == mode)
            return longName(row);
    }
    return {};
}

QString modeList(Modes modes)
{
    QStringList list;
    for (const Option &row : kTable) {
        if (row.selects != Mode::Gui && (modes & bit(row.selects)))
            list << longName(row);
    }
    return list.join(QCoreApplication::translate("CommandLine", " or "));
}

QString description()
{
    return QCoreApplication::translate(
        "CommandLine",
        "Teaches the Transformer's sinusoidal positional encoding "
        "PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).");
}

} // namespace optiontable
