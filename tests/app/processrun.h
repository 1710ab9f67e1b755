#pragma once

// Running the pe-visualiser executable (PEV_BINARY) from the end-to-end tests.
#include <QFile>
#include <QProcess>
#include <QStringList>

#include <csignal>
#include <sys/resource.h>

namespace processrun {

/// What one run of the executable gave: its exit code (-1: did not finish within five minutes,
/// -2: crashed), standard output and standard error.
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the executable with arguments and env; fileSizeLimit (bytes), when given, stands for a
/// full disk: the child cannot write files past it (EFBIG); standardOutputFile, when given,
/// receives the child's standard output (e.g. /dev/full) instead of Run::out.
inline Run run(const QStringList &arguments,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
               rlim_t fileSizeLimit = RLIM_INFINITY, const QString &standardOutputFile = {})
{
    QProcess process;
    process.setProcessEnvironment(env);
    if (!standardOutputFile.isEmpty())
        process.setStandardOutputFile(standardOutputFile);
    if (fileSizeLimit != RLIM_INFINITY) {
        process.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{};
            getrlimit(RLIMIT_FSIZE, &limit);
            limit.rlim_cur = fileSizeLimit;
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    }
    process.start(QStringLiteral(PEV_BINARY), arguments);
    Run result;
    // A hang guard, not a timing: --export trains the Training view's figures, which under the
    // sanitizers on a busy machine took over a minute.
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

/// The whole content of a file, empty if it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace processrun
