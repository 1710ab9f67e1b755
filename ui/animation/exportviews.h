#pragma once

#include "exportall.h"

#include <QList>
#include <QString>
#include <QStringList>

class LessonState;

/// The views an animation can show, named as "Export all" and `--export` name their files: the
/// base names of an export table (exportall::ViewEntry), "pairs", "pair-0", "circle-0",
/// "heatmap", ... The names are read from the table given (the built-in one is
/// viewcatalogue::exportTable()), never from a copy, so that they stay the names of --export.
namespace exportviews {

/// One view of the table: the entry and, for an indexed entry, the index (else -1).
struct Choice
{
    qsizetype entry = -1;
    int index = -1;
};

/// Every view name of entries for state, in table order ("table", "pairs", "pair-0", ...).
QStringList names(const QList<exportall::ViewEntry> &entries, const LessonState *state);
/// The view called name for state. False when the table has none.
bool find(const QList<exportall::ViewEntry> &entries, const LessonState *state, const QString &name,
          Choice *choice);
/// The view called name as a person reads it: its tab's title in the current language, the pair
/// or step of an indexed view, then the file name, e.g. "Unit circle, i = 2 (circle-2)";
/// the name alone for a name the table does not have.
QString label(const QList<exportall::ViewEntry> &entries, const LessonState *state,
              const QString &name);
/// The names as one short line for messages: indexed runs shortened ("pair-0 … pair-3").
QString summary(const QList<exportall::ViewEntry> &entries, const LessonState *state);

} // namespace exportviews
