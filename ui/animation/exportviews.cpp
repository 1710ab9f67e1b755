#include "exportviews.h"

#include <QCoreApplication>

namespace exportviews {

namespace {

// The indices of an entry for state: {-1} for a single view.
QList<int> indicesOf(const exportall::ViewEntry &entry, const LessonState *state)
{
    if (!entry.count)
        return {-1};
    QList<int> indices;
    const int n = entry.count(state);
    for (int k = 0; k < n; ++k)
        indices.append(entry.firstIndex + k);
    return indices;
}

QString nameOf(const exportall::ViewEntry &entry, int index)
{
    return entry.count ? entry.baseName.arg(index) : entry.baseName;
}

} // namespace

QStringList names(const QList<exportall::ViewEntry> &entries, const LessonState *state)
{
    QStringList list;
    for (const exportall::ViewEntry &entry : entries)
        for (int index : indicesOf(entry, state))
            list.append(nameOf(entry, index));
    return list;
}

bool find(const QList<exportall::ViewEntry> &entries, const LessonState *state, const QString &name,
          Choice *choice)
{
    for (qsizetype e = 0; e < entries.size(); ++e) {
        for (int index : indicesOf(entries[e], state)) {
            if (nameOf(entries[e], index) == name) {
                if (choice)
                    *choice = {e, index};
                return true;
            }
        }
    }
    return false;
}

QString label(const QList<exportall::ViewEntry> &entries, const LessonState *state,
              const QString &name)
{
    Choice choice;
    if (!find(entries, state, name, &choice))
        return name;
    const exportall::ViewEntry &entry = entries[choice.entry];
    if (!entry.title)
        return name;
    const QString title
        = QCoreApplication::translate("MainWindow", entry.title).remove(QLatin1Char('&'));
    if (choice.index < 0)
        return QCoreApplication::translate("exportviews", "%1 (%2)").arg(title, name);
    // A per-pair file (pair-1, circle-2) or one of a lesson's steps (lesson-step-3).
    const bool perPair = entry.baseName.startsWith(QLatin1String("pair-"))
        || entry.baseName.startsWith(QLatin1String("circle-"));
    return (perPair ? QCoreApplication::translate("exportviews", "%1, i = %2 (%3)")
                    : QCoreApplication::translate("exportviews", "%1, step %2 (%3)"))
        .arg(title)
        .arg(choice.index)
        .arg(name);
}

QString summary(const QList<exportall::ViewEntry> &entries, const LessonState *state)
{
    QStringList parts;
    for (const exportall::ViewEntry &entry : entries) {
        const QList<int> indices = indicesOf(entry, state);
        if (indices.isEmpty())
            continue;
        if (indices.size() <= 2) {
            for (int index : indices)
                parts.append(nameOf(entry, index));
        } else {
            parts.append(nameOf(entry, indices.first()) + QStringLiteral(" \u2026 ")
                         + nameOf(entry, indices.last()));
        }
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace exportviews
