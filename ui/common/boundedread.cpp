#include "boundedread.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace boundedread {

namespace {

QString folderText()
{
    return QCoreApplication::translate("boundedread", "it is a folder");
}

QString systemText(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

void setText(QString *systemError, const QString &text)
{
    if (systemError)
        *systemError = text;
}

// Closes a file descriptor when it goes out of scope.
class Descriptor
{
public:
    explicit Descriptor(int fd) : m_fd(fd) { }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

// A file compiled into the application (":/exercises/encoding.json"): in memory, read through
// Qt's resource system, never blocking.
bool isResource(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) || path.startsWith(QLatin1String("qrc:"));
}

Status readResource(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *systemError)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setText(systemError, file.errorString());
        return Status::CannotOpen;
    }
    if (file.size() > maxBytes)
        return Status::TooLarge;
    if (bytes)
        *bytes = file.readAll();
    return Status::Ok;
}

} // namespace

Status inspect(const QString &path, qint64 maxBytes, QString *systemError)
{
    if (isResource(path))
        return readResource(path, maxBytes, nullptr, systemError);
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        setText(systemError, systemText(errno));
        return Status::CannotOpen;
    }
    if (S_ISDIR(info.st_mode)) {
        setText(systemError, folderText());
        return Status::CannotOpen;
    }
    if (!S_ISREG(info.st_mode))
        return Status::NotRegular;
    return info.st_size > maxBytes ? Status::TooLarge : Status::Ok;
}

Status read(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *systemError)
{
    if (isResource(path))
        return readResource(path, maxBytes, bytes, systemError);
    // Checked before the open: opening a device may have effects of its own.
    const Status before = inspect(path, maxBytes, systemError);
    if (before != Status::Ok)
        return before;
    // O_NONBLOCK: a file replaced by a named pipe since cannot make the open wait.
    const Descriptor fd(::open(QFile::encodeName(path).constData(),
                               O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        setText(systemError, systemText(errno));
        return Status::CannotOpen;
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0) {
        setText(systemError, systemText(errno));
        return Status::CannotOpen;
    }
    if (S_ISDIR(info.st_mode)) {
        setText(systemError, folderText());
        return Status::CannotOpen;
    }
    if (!S_ISREG(info.st_mode))
        return Status::NotRegular;
    if (info.st_size > maxBytes)
        return Status::TooLarge;
    // Read one byte more than allowed: a file that grew since cannot make this read more than
    // maxBytes + 1 bytes.
    QByteArray data(static_cast<qsizetype>(info.st_size) + 1, Qt::Uninitialized);
    qsizetype filled = 0;
    for (;;) {
        if (filled == data.size()) {
            if (filled > maxBytes)
                return Status::TooLarge;
            data.resize(qMin<qint64>(maxBytes + 1, 2 * qint64(filled) + 4096));
        }
        const ssize_t n = ::read(fd.get(), data.data() + filled,
                                 static_cast<std::size_t>(data.size() - filled));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            setText(systemError, systemText(errno));
            return Status::CannotOpen;
        }
        if (n == 0)
            break;
        filled += n;
    }
    if (filled > maxBytes)
        return Status::TooLarge;
    data.truncate(filled);
    *bytes = data;
    return Status::Ok;
}

} // namespace boundedread
