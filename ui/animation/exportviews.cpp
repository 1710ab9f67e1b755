#include "exportviews.h"

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
