#pragma once

#include "dtype.h"
#include "encodingspec.h"
#include "rope.h"
#include "trainmode.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

/// What the command line asks for, fully validated.
struct CommandLineOptions
{
    /// The window, --csv, --export DIR, --check FILE, --rope, --export-animation FILE,
    /// --worksheet FILE, --train TASK, --bias alibi|t5.
    enum class Mode { Gui, Csv, Export, Check, Rope, ExportAnimation, Worksheet, Train, Bias };
    Mode mode = Mode::Gui;
    int d = 8;
    double base = 10000.0;
    std::vector<std::int64_t> positions {0, 3}; // --csv and --rope only
    qint64 p = 0;
    qint64 q = 3;
    bool encodingOn = true;
    QString lang; // empty: follow the system locale
    QString exportDir; // --export only
    /// --view VIEW: the view's name in the export table ("heatmap", "pair-2", ...), checked
    /// against it where it is used: with --export-animation the animated view, with --export
    /// the one view whose files are written (empty: every view).
    QString view;
    QSize size {1200, 800};
    /// --scale S and --dpi N (--export): the figures' scale and declared resolution
    /// (imageexport::FigureSize); either alone gives the other (dpi = 96 S).
    double scale = 1.0;
    double dpi = 96.0;
    /// --export-animation FILE --view VIEW --animate q|p|base|d --from A --to B [--step S]
    /// [--fps N]: the file, the parameter's name and the frames (the sequence is valid; its
    /// size and the view are checked against the export table by AnimationExport::check()).
    struct Animation
    {
        QString file;
        QString parameter; // "q", "p", "base" or "d"
        double from = 0.0;
        double to = 0.0;
        double step = 1.0;
        int fps = 10;
    } animation;
    /// --worksheet FILE.pdf [--exercises FILE.json] [--lesson ID] [--figures]: the PDF, a
    /// teacher's exercise file (empty: the built-in ones), the lesson (checked when the
    /// worksheet is made, against the app's lessons) and whether the figures follow the key
    /// (off by default, so that a class set stays short; --no-figures is the default spelt out).
    struct Worksheet
    {
        QString file;
        QString exercises;
        QString lesson = QStringLiteral("encoding");
        bool figures = false;
    } worksheet;
    /// --from-figure FILE: a figure exported by pe-visualiser (.png, .svg, .pdf) whose parameters
    /// the window, --export or --csv take (read in main(); the encoding options do not go
    /// with it).
    QString fromFigure;
    /// fairseq's padding_idx (only --from-figure sets it; the command line has no option).
    int paddingIndex = 1;
    bool presentation = false; // --presentation: start full screen with larger text

    // The encoding's layout and context scaling: GUI, --csv, --export.
    pe::Layout layout = pe::Layout::Interleaved;
    pe::ContextMethod method = pe::ContextMethod::None;
    /// s: --factor when given (factorGiven), otherwise contextLength / trainLength.
    double factor = 4.0;
    bool factorGiven = false;
    qint64 trainLength = 512;
    qint64 contextLength = 2048;
    double yarnAlpha = 1.0;
    double yarnBeta = 32.0;
    /// --csv --dtype: values computed as a framework does in that dtype (PrecisionPath::Framework).
    std::optional<pe::Dtype> dtype;

    QString checkFile; // --check FILE

    /// `pe-visualiser FILE` (a double click in a file manager): the window opens an exercise file
    /// (*.json, e.g. lesson.pevx.json) on its lesson, or a matrix (.npy, .csv, .txt, .tsv) in the
    /// checker; a figure (.png, .svg, .pdf) goes to fromFigure. At most one is set.
    QString exercisesFile;
    QString matrixFile;

    // --rope: the vector and how it is rotated (d, base and positions as above).
    pe::RopeLayout ropeLayout = pe::RopeLayout::Interleaved;
    std::vector<double> vector;
    double rotaryFraction = 1.0;

    /// --train and --bias (the training experiment): the run or the bias table asked for.
    TrainingRequest training;

    /// The long names of the options given ("dim", "base", "position", "comparison", "encoding",
    /// "lang", "layout", "train-length", "context", "scaling", "factor", "yarn-alpha",
    /// "yarn-beta", ...): these win over remembered settings.
    QStringList given;

    /// The encoding these options describe: d, base, layout and the context scaling (method,
    /// s, L, alpha, beta); fairseq's padding index is its default 1.
    pe::EncodingSpec spec() const;
};

/// The outcome of parsing: Ok with options, or Help / Version text for stdout, or a one-line
/// usage error for stderr (exit code 2), or ManPage: --help-man, whose page main() writes with
/// manPage() (app/manpage.h).
struct CommandLineResult
{
    enum class Status { Ok, Help, Version, Error, ManPage };
    Status status = Status::Ok;
    QString text; // help or version text, or the error line
    CommandLineOptions options;
};

/// Parses and validates arguments (arguments[0] is the program name) with QCommandLineParser.
/// Needs no QCoreApplication instance, so the caller can choose the application type afterwards.
/// Every number is checked here (d 1..8192, base finite > 1, positions 0 <= p < 2^31, at most
/// maxCsvPositions positions and maxCsvValues values for --csv and --rope, L and L' 1..2^31-1, s
/// finite > 0, 0 <= alpha < beta, the encoding's spec with pe::validate(), --rope's vector, layout
/// and fraction with pe::Rope's rules; for --export-animation the suffix, the parameter and a
/// valid range and step, at most AnimationExport::maxFrames frames, and the frame rate), and which
/// options go together, so nothing is written on bad input. Only --check's file is read later (its
/// problems exit with code 2 too).
CommandLineResult parseCommandLine(const QStringList &arguments);

/// Limits that keep --csv and --rope from running for hours by mistake.
inline constexpr std::size_t maxCsvPositions = 1000000;
inline constexpr std::size_t maxCsvValues = 100000000;
