#include "atomicwrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace imageexport {

namespace {

QString oneLine(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text.simplified();
}

} // namespace

void setError(QString *error, const QString &message)
{
    if (error)
        *error = oneLine(message);
}

QString unsafeTarget(const QString &path)
{
    const QFileInfo info(path);
    // Before exists(), which follows the link (false for a dangling one).
    if (info.isSymbolicLink())
        return QCoreApplication::translate("imageexport",
                                           "it is a symbolic link (not followed: remove it or "
                                           "choose another name)");
    if (info.exists() && !info.isFile())
        return QCoreApplication::translate("imageexport", "not a regular file");
    return {};
}

bool checkWritable(const QString &path, QString *error)
{
    const QFileInfo info(path);
    QString reason = unsafeTarget(path);
    if (reason.isEmpty() && !info.absoluteDir().exists())
        reason = QCoreApplication::translate("imageexport", "its folder does not exist");
    else if (reason.isEmpty() && !QFileInfo(info.absolutePath()).isWritable())
        reason = QCoreApplication::translate("imageexport", "its folder cannot be written");
    else if (reason.isEmpty() && info.exists() && !info.isWritable())
        reason = QCoreApplication::translate("imageexport", "the file cannot be replaced");
    if (reason.isEmpty())
        return true;
    setError(error,
             QCoreApplication::translate("imageexport", "cannot write %1: %2").arg(path, reason));
    return false;
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const QString unsafe = unsafeTarget(path);
    if (!unsafe.isEmpty()) {
        setError(
            error,
            QCoreApplication::translate("imageexport", "cannot write %1: %2").arg(path, unsafe));
        return false;
    }
    QSaveFile file(path);
    // Unbuffered: a short write (full disk, file size limit) shows in write()'s result at once;
    // through the buffer it would only shorten the file at commit() without an error.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: %2")
                     .arg(path, file.errorString()));
        return false;
    }
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            break;
        done += n;
    }
    if (done != bytes.size()) {
        const QString reason = file.error() != QFileDevice::NoError
            ? file.errorString()
            : QCoreApplication::translate("imageexport", "only %1 of %2 bytes could be written")
                  .arg(done)
                  .arg(bytes.size());
        setError(
            error,
            QCoreApplication::translate("imageexport", "cannot write %1: %2").arg(path, reason));
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: %2")
                     .arg(path, file.errorString()));
        return false;
    }
    return true;
}

} // namespace imageexport
