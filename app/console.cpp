#include "console.h"

#include "echo.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <iostream>

namespace console {

void printError(const QString &message)
{
    // Escaped: whatever input the message echoes, it stays one line that reads left to right.
    std::fprintf(stderr, "pe-visualiser: %s\n", qUtf8Printable(echo::escaped(message)));
}

QString cannotWriteOutput()
{
    // The main program's message (context "Main"), whichever mode writes.
    return QCoreApplication::translate("Main", "cannot write to standard output");
}

bool printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    const std::size_t size = std::size_t(bytes.size());
    const bool written = size == 0 || std::fwrite(bytes.constData(), 1, size, stdout) == size;
    // fflush() also reports an earlier buffered write that failed.
    return std::fflush(stdout) == 0 && written && std::ferror(stdout) == 0;
}

bool printLines(const QStringList &lines)
{
    QString text;
    for (const QString &line : lines)
        text += line + QLatin1Char('\n');
    return printOut(text);
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
