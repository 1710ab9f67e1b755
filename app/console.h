#pragma once

#include <QString>
#include <QStringList>

/// The command line's output on the terminal.
namespace console {

/// One line on stderr: "pe-visualiser: <message>" (UTF-8).
void printError(const QString &message);
/// "cannot write to standard output", in the interface language.
QString cannotWriteOutput();
/// Writes text (UTF-8) to stdout and flushes it: false when any of it could not be written (a
/// closed pipe, /dev/full), so that a report the caller relies on is never lost silently.
bool printOut(const QString &text);
/// Each line of lines on stdout (printOut()); false when any could not be written.
bool printLines(const QStringList &lines);
/// Flushes std::cout after a printing mode: 0 when everything was written, otherwise
/// cannotWriteOutput() on stderr and 1 (a closed pipe, a full disk).
int finishStandardOutput();

} // namespace console
