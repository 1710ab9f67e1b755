#pragma once

#include <QByteArray>
#include <QString>

/// Reading a file a user names (an exercise file, a figure, the settings file) without trusting
/// it: only a regular file (a named pipe would block the open, a device such as /dev/zero never
/// ends) and at most a given number of bytes, so that a wrong file gets a one-line refusal
/// instead of a hang or an allocation failure. The one helper for every such reader; matrix files
/// have their own in core (pe::MatrixFile).
namespace boundedread {

enum class Status {
    Ok, ///< *bytes holds the whole file
    CannotOpen, ///< missing, unreadable or a folder; *systemError says why
    NotRegular, ///< a pipe, a device or a socket (after following symbolic links)
    TooLarge, ///< more than maxBytes bytes
};

/// Looks at path without opening it (opening a named pipe waits for a writer): Ok for a regular
/// file of at most maxBytes bytes, NotRegular for a pipe, device or socket, TooLarge, or
/// CannotOpen for a missing file or a folder (*systemError, may be null, says which).
Status inspect(const QString &path, qint64 maxBytes, QString *systemError = nullptr);

/// Reads the regular file at path, at most maxBytes bytes (> 0). *bytes is set only on Ok;
/// *systemError (may be null) only on CannotOpen. The file is opened without blocking and
/// checked again once open, so that a file replaced by a pipe in between is still refused.
Status read(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *systemError);

} // namespace boundedread
