#include "lessonregistry.h"

#include "contextlesson.h"
#include "ropelesson.h"
#include "traininglesson.h"

#include <QCoreApplication>

namespace lessonregistry {

const QList<Lesson> &lessons()
{
    // {id, title, export prefix, steps}.
    static const QList<Lesson> list = {
        {"encoding", QT_TRANSLATE_NOOP("Lessons", "Positional encoding"), "lesson-step",
         lessonSteps},
        {"context", QT_TRANSLATE_NOOP("Lessons", "Long context"), "context-step",
         contextLessonSteps},
        {"rope", QT_TRANSLATE_NOOP("Lessons", "From adding to rotating: RoPE"), "rope-step",
         ropeLessonSteps},
        {"training", QT_TRANSLATE_NOOP("Lessons", "Does the model use it?"), "training-step",
         trainingLessonSteps},
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
