#pragma once

#include "lessoncontent.h"

#include <QList>
#include <QString>

/// The guided lessons: each has a stable id, a translated title,
/// the prefix of its exported step files (<prefix>-<n>.png, n from 1) and its steps. The Lesson
/// menu, the start button, the walkthrough, `--export`, the layout test and the contact sheet all
/// iterate this list, so a new lesson is one entry here (and one function giving its steps).
namespace lessonregistry {

struct Lesson
{
    const char *id; ///< stable key: "encoding", "context", "rope" ...
    const char *title; ///< QT_TRANSLATE_NOOP("Lessons", ...); see title()
    const char *exportPrefix; ///< e.g. "lesson-step": files lesson-step-1.png ...
    /// The steps in the current language, every number computed by the core from each step's
    /// own parameters.
    QList<LessonStep> (*steps)();
};

/// Every lesson, in menu order; the first ("encoding", the seed lesson) is the default.
const QList<Lesson> &lessons();
/// The lesson with id, or nullptr.
const Lesson *find(const QString &id);
/// The lesson's title in the current language.
QString title(const Lesson &lesson);
/// The id of the default lesson ("encoding").
QString defaultId();

} // namespace lessonregistry
