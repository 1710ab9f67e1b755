#include "console.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>

namespace console {

void printError(const QString &message)
{
    std::fprintf(stderr, "pe-visualiser: %s\n", qUtf8Printable(message));
}

QString cannotWriteOutput()
{
    // The main program's message (context "Main"), whichever mode writes.
    return QCoreApplication::translate("Main", "cannot write to standard output");
}

int finishStandardOutput()
{
    std::cout.flush();
    if (!std::cout.good()) {
        printError(cannotWriteOutput());
        return 1;
    }
    return 0;
}

} // namespace console
