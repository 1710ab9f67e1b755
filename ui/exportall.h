#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

class LessonState;

/// "Export all": renders every view of the current state into a folder, the same files from the
/// menu and from `pe-visualiser --export DIR`. Each file is written atomically.
namespace exportall {

/// Default pixel size of the view images.
QSize defaultSize();

/// Writes table.csv, table.png and window.png (and every further view's files) into dir, which
/// must exist. Appends each written path to *written. On the first failure stops and returns
/// false with a one-line *error; files already written stay complete.
bool exportAll(LessonState *state, const QString &dir, const QSize &size, QStringList *written,
               QString *error);

} // namespace exportall
