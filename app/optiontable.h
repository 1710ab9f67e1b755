#pragma once

#include "commandline.h"

#include <QCommandLineOption>
#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>

/// The command line's one list of options (the developers' guide: keep lists as tables). Each row
/// gives an option's names, its value's name, its help text, the modes it goes with and what else
/// the parser must know; parseCommandLine() builds QCommandLineParser's options, the per-mode
/// checks and --help from it, and the man page is written from it too, so they never disagree.
namespace optiontable {

using Mode = CommandLineOptions::Mode;

/// The modes an option may be used in, as a bit set of CommandLineOptions::Mode.
using Modes = unsigned;
constexpr Modes bit(Mode mode) { return 1u << static_cast<unsigned>(mode); }
constexpr Modes kGui = bit(Mode::Gui);
constexpr Modes kCsv = bit(Mode::Csv);
constexpr Modes kExport = bit(Mode::Export);
constexpr Modes kCheck = bit(Mode::Check);
constexpr Modes kRope = bit(Mode::Rope);
constexpr Modes kAnimation = bit(Mode::ExportAnimation);
constexpr Modes kWorksheet = bit(Mode::Worksheet);
constexpr Modes kTrain = bit(Mode::Train);
constexpr Modes kBias = bit(Mode::Bias);
constexpr Modes kAllModes
    = kGui | kCsv | kExport | kCheck | kRope | kAnimation | kWorksheet | kTrain | kBias;
/// The modes that draw or print the encoding (the window, --csv, --export, --export-animation).
constexpr Modes kEncodingModes = kGui | kCsv | kExport | kAnimation;

/// The options, in the table's (and --help's) order. Add a row to table() with the same id.
enum class Id {
    Help,
    Version,
    Csv,
    Export,
    Check,
    Rope,
    Dim,
    Base,
    Positions,
    Position,
    Comparison,
    Encoding,
    Layout,
    TrainLength,
    Context,
    Scaling,
    Factor,
    YarnAlpha,
    YarnBeta,
    Dtype,
    Vector,
    RotaryFraction,
    Lang,
    Size,
    Scale,
    Dpi,
    Presentation,
    ExportAnimation,
    View,
    Animate,
    From,
    To,
    Step,
    Fps,
    Worksheet,
    Exercises,
    Lesson,
    Figures,
    NoFigures,
    FromFigure,
    Train,
    Schemes,
    Layers,
    Heads,
    Steps,
    Seed,
    Causal,
    Curves,
    Bias,
    HelpMan,
    Count
};
inline constexpr std::size_t kOptionCount = static_cast<std::size_t>(Id::Count);

/// What else the parser must know of an option (bits of Option::flags).
enum Flag : unsigned {
    NoFlag = 0,
    /// Named in CommandLineOptions::given: it wins over the remembered settings.
    Remembered = 1u << 0,
    /// A parameter an exported figure carries: refused together with --from-figure.
    FigureParameter = 1u << 1,
    /// Not listed by --help nor in the man page (a tool's option, not a user's).
    Hidden = 1u << 2,
};

/// One option. The texts are untranslated sources in the context "CommandLine" (translated by
/// text()); names are comma-separated, the short one first ("d,dim").
struct Option
{
    Id id;
    const char *names;
    const char *valueName; ///< nullptr for a switch without a value
    const char *description; ///< one paragraph, ends with a full stop
    /// The mode the option chooses (Gui: none; --csv chooses Csv and so on).
    Mode selects;
    /// The modes it goes with; "%1 only goes with ..." or "%1 does not go with ..." otherwise.
    Modes modes;
    unsigned flags;
};

/// Every option, in --help's order; row k has id k.
const std::array<Option, kOptionCount> &table();
/// The row of `id`.
const Option &option(Id id);
/// A text of the table translated in the context "CommandLine" (the interface's language).
QString text(const char *source);
/// The row's help text, translated, with the limits and defaults it names filled in (the training
/// rows take them from the core).
QString help(const Option &option);
/// The option's names ("d", "dim").
QStringList names(const Option &option);
/// The option's long name with its dashes ("--dim").
QString longName(const Option &option);
/// The QCommandLineOption the parser is given for the row (translated texts, Hidden as
/// QCommandLineOption::HiddenFromHelp).
QCommandLineOption commandLineOption(const Option &option);
/// The option that chooses `mode` ("--csv"); empty for the window.
QString modeOption(Mode mode);
/// The options of the modes in `modes` other than the window, joined with "or" ("--csv or
/// --rope").
QString modeList(Modes modes);
/// The application's description at the top of --help and in the man page's NAME line.
QString description();

} // namespace optiontable
