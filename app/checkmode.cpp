#include "checkmode.h"

#include "checkreport.h"
#include "commandline.h"
#include "console.h"
#include "matrixchecker.h"
#include "matrixfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdio>
#include <exception>
#include <new>

namespace {

class CheckMode
{
    Q_DECLARE_TR_FUNCTIONS(CheckMode)
};

} // namespace

int runCheck(const CommandLineOptions &o)
{
    const QString shown = QDir::toNativeSeparators(o.checkFile);
    pe::CheckResult result;
    try {
        const pe::MatrixData matrix
            = pe::readMatrixFile(QFile::encodeName(o.checkFile).toStdString());
        result = pe::checkMatrix(matrix, o.base, false);
    } catch (const std::bad_alloc &) {
        console::printError(CheckMode::tr("cannot check %1: not enough memory").arg(shown));
        return 2;
    } catch (const std::exception &e) {
        // pe::MatrixFileError (unreadable, damaged, unsupported) or std::invalid_argument from the
        // checker: one line naming the file and the problem.
        console::printError(
            CheckMode::tr("cannot check %1: %2").arg(shown, QString::fromStdString(e.what())));
        return 2;
    }
    const QByteArray text = checkreport::report(result).toUtf8();
    if (std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout)
            != std::size_t(text.size())
        || std::fflush(stdout) != 0) {
        console::printError(console::cannotWriteOutput());
        return 1;
    }
    return result.verdict == pe::Verdict::Reference ? 0 : 1;
}
