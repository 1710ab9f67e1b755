#pragma once

#include <QByteArray>
#include <QString>

/// Reading a file a user names (an exercise file, a figure) without trusting it: only a regular
/// file (a named pipe would block the open, a device such as /dev/zero never ends) and at most a
/// given number of bytes, so that a wrong file gets a one-line refusal instead of a hang or an
/// allocation failure.
namespace boundedread {

enum class Status {
    Ok, ///< *bytes holds the whole file
    CannotOpen, ///< missing, unreadable or a folder; *systemError says why
    NotRegular, ///< a pipe, a device or a socket (after following symbolic links)
    TooLarge, ///< more than maxBytes bytes
};

/// Reads the regular file at path, at most maxBytes bytes (> 0). *bytes is set only on Ok;
/// *systemError (may be null) only on CannotOpen.
Status read(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *systemError);

} // namespace boundedread
