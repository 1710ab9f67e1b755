#pragma once

#include <QString>

/// The command line's output on the terminal.
namespace console {

/// One line on stderr: "pe-visualiser: <message>" (UTF-8).
void printError(const QString &message);
/// "cannot write to standard output", in the interface language.
QString cannotWriteOutput();
/// Flushes std::cout after a printing mode: 0 when everything was written, otherwise
/// cannotWriteOutput() on stderr and 1 (a closed pipe, a full disk).
int finishStandardOutput();

} // namespace console
