#pragma once

// The TCP sockets this process listens on, as `ss -ltnp` would list them, for the tests of the
// class session (no port open unless a session runs).

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace testsupport {

/// The LISTEN entries (state 0A) of /proc/net/tcp and tcp6 whose inode is one of this process's
/// descriptors; -1 when /proc cannot tell (not Linux).
inline int listeningSockets()
{
    QSet<QByteArray> inodes;
    QDir fds(QStringLiteral("/proc/self/fd"));
    if (!fds.exists())
        return -1;
    const QFileInfoList entries
        = fds.entryInfoList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
    for (const QFileInfo &fd : entries) {
        const QString name = QFileInfo(QFile::symLinkTarget(fd.absoluteFilePath())).fileName();
        if (name.startsWith(QLatin1String("socket:[")))
            inodes.insert(name.mid(8, name.size() - 9).toLatin1());
    }
    int listening = 0;
    bool read = false;
    for (const char *table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        read = true;
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (int i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines.at(i).simplified().split(' ');
            if (fields.size() > 9 && fields.at(3) == "0A" && inodes.contains(fields.at(9)))
                ++listening;
        }
    }
    return read ? listening : -1;
}

} // namespace testsupport
