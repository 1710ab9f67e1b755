#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

/// What the command line asks for, fully validated.
struct CommandLineOptions
{
    enum class Mode { Gui, Csv, Export, ExportAnimation };
    Mode mode = Mode::Gui;
    int d = 8;
    double base = 10000.0;
    std::vector<std::int64_t> positions{0, 3}; // --csv only
    qint64 p = 0;
    qint64 q = 3;
    bool encodingOn = true;
    QString lang;      // empty: follow the system locale
    QString exportDir; // --export only
    QSize size{1200, 800};
    /// --export-animation FILE --view VIEW --animate q|p|base|d --from A --to B [--step S]
    /// [--fps N]: the file, the view's name in the export table, the parameter's name and the
    /// frames (the sequence is valid; its size and the view are checked against the export
    /// table by AnimationExport::check()).
    struct Animation
    {
        QString file;
        QString view;
        QString parameter; // "q", "p", "base" or "d"
        double from = 0.0;
        double to = 0.0;
        double step = 1.0;
        int fps = 10;
    } animation;
    bool presentation = false; // --presentation: start full screen with larger text
    /// The long names of the options given ("dim", "base", "position", "comparison", "encoding",
    /// "lang", ...): these win over remembered settings.
    QStringList given;
};

/// The outcome of parsing: Ok with options, or Help / Version text for stdout, or a one-line
/// usage error for stderr (exit code 2).
struct CommandLineResult
{
    enum class Status { Ok, Help, Version, Error };
    Status status = Status::Ok;
    QString text; // help or version text, or the error line
    CommandLineOptions options;
};

/// Parses and validates arguments (arguments[0] is the program name) with QCommandLineParser.
/// Needs no QCoreApplication instance, so the caller can choose the application type afterwards.
/// Every number is checked here (d 1..8192, base finite > 1, positions 0 <= p < 2^31, at most
/// maxCsvPositions positions and maxCsvValues values for --csv; for --export-animation the
/// suffix, the parameter and a valid range and step, at most AnimationExport::maxFrames frames,
/// and the frame rate), so nothing is written on bad input.
CommandLineResult parseCommandLine(const QStringList &arguments);

/// Limits that keep --csv from running for hours by mistake.
inline constexpr std::size_t maxCsvPositions = 1000000;
inline constexpr std::size_t maxCsvValues = 100000000;
