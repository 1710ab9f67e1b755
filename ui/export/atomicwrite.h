#pragma once

#include <QByteArray>
#include <QString>

/// Atomic file writes for every export: through QSaveFile, so that a failed write leaves no
/// partial file and keeps any previous file intact.
namespace imageexport {

/// Why path must not be written, in words for "cannot write PATH: <reason>"; empty when it may be.
/// Refused: a symbolic link, dangling or not (QSaveFile follows it and would replace the file it
/// points to, which may be anything the user owns), and anything that exists but is not a regular
/// file (devices such as /dev/full, FIFOs, folders), which QSaveFile would rename over. The one
/// check of every writer: figures, CSV, animations, worksheets, curves and the settings file.
QString unsafeTarget(const QString &path);

/// Checks before long work (a training run) that path could be written now: unsafeTarget(), then
/// a folder that does not exist or cannot be written, or a file that cannot be replaced. True,
/// or false with *error set to "cannot write PATH: <reason>" on one line. writeAtomically() still
/// checks again when it writes.
bool checkWritable(const QString &path, QString *error);

/// Writes bytes to path atomically. Refuses the targets unsafeTarget() names. On failure returns
/// false and sets *error to a one-line reason.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

/// Sets *error (when error is not null) to message on one line: line breaks become spaces and
/// runs of white space one space, as every export error is reported.
void setError(QString *error, const QString &message);

} // namespace imageexport
