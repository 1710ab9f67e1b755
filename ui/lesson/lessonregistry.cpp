#include "lessonregistry.h"

#include "contextlesson.h"

#include <QCoreApplication>

namespace lessonregistry {

const QList<Lesson> &lessons()
{
    // {id, title, export prefix, steps}. Issue 13 adds "rope" ("From adding to rotating",
    // rope-step-<n>) after "context".
    static const QList<Lesson> list = {
        {"encoding", QT_TRANSLATE_NOOP("Lessons", "Positional encoding"), "lesson-step",
         lessonSteps},
        {"context", QT_TRANSLATE_NOOP("Lessons", "Long context"), "context-step",
         contextLessonSteps},
    };
    return list;
}

const Lesson *find(const QString &id)
{
    for (const Lesson &lesson : lessons())
        if (id == QLatin1String(lesson.id))
            return &lesson;
    return nullptr;
}

QString title(const Lesson &lesson) { return QCoreApplication::translate("Lessons", lesson.title); }

QString defaultId() { return QLatin1String(lessons().first().id); }

} // namespace lessonregistry
