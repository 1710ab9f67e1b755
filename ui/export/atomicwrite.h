#pragma once

#include <QByteArray>
#include <QString>

/// Atomic file writes for every export: through QSaveFile, so that a failed write leaves no
/// partial file and keeps any previous file intact.
namespace imageexport {

/// Writes bytes to path atomically. Refuses targets that exist but are not regular files
/// (devices such as /dev/full, FIFOs), which QSaveFile would otherwise replace. On failure returns
/// false and sets *error to a one-line reason.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

/// Sets *error (when error is not null) to message on one line: line breaks become spaces and
/// runs of white space one space, as every export error is reported.
void setError(QString *error, const QString &message);

} // namespace imageexport
