#include "boundedread.h"

#include <QFile>
#include <QFileInfo>

namespace boundedread {

Status read(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *systemError)
{
    const QFileInfo info(path);
    // Checked before the open: opening a named pipe for reading waits for a writer.
    if (info.exists() && !info.isDir() && !info.isFile())
        return Status::NotRegular;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) { // Qt refuses a folder here too
        if (systemError)
            *systemError = file.errorString();
        return Status::CannotOpen;
    }
    if (file.size() > maxBytes)
        return Status::TooLarge;
    // Read one byte more than allowed: a file that grew since (or a size the system does not
    // report) still cannot make this read more than maxBytes + 1 bytes.
    QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes)
        return Status::TooLarge;
    *bytes = data;
    return Status::Ok;
}

} // namespace boundedread
