#include "worksheetmode.h"

#include "commandline.h"
#include "console.h"
#include "echo.h"
#include "exerciseactions.h"
#include "exerciseset.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "viewcatalogue.h"
#include "worksheet.h"

#include <QCoreApplication>
#include <QDir>

#include <cstdio>

namespace {

class Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

} // namespace

int runWorksheet(const CommandLineOptions &o)
{
    const ExerciseCatalogue catalogue = ExerciseActions::appCatalogue();
    const lessonregistry::Lesson *lesson = lessonregistry::find(o.worksheet.lesson);
    if (!lesson) {
        QStringList known;
        for (const lessonregistry::Lesson &each : lessonregistry::lessons())
            known.append(QString::fromLatin1(each.id));
        console::printError(
            Main::tr("--lesson: '%1' is not a lesson of this app (known: %2)")
                .arg(echo::shown(o.worksheet.lesson), known.join(QStringLiteral(", "))));
        return 2;
    }
    const QList<LessonStep> steps = lesson->steps();
    ExerciseSet exercises;
    if (o.worksheet.exercises.isEmpty()) {
        exercises = ExerciseSet::builtIn(catalogue);
    } else {
        QString error;
        if (!ExerciseSet::load(o.worksheet.exercises, catalogue, &exercises, &error)) {
            console::printError(QStringLiteral("--exercises: ") + error);
            return 2;
        }
    }
    QList<Exercise> chosen;
    for (const LessonStep &step : steps)
        chosen += exercises.forStep(o.worksheet.lesson, step.id);
    if (chosen.isEmpty()) {
        console::printError(Main::tr("--worksheet: the lesson '%1' has no exercises")
                                .arg(echo::shown(o.worksheet.lesson)));
        return 2;
    }
    if (chosen.size() > worksheet::maxQuestions) {
        console::printError(QStringLiteral("--worksheet: ")
                            + worksheet::tooManyQuestions(o.worksheet.lesson,
                                                          static_cast<int>(chosen.size())));
        return 2;
    }
    worksheet::Request request;
    request.lessonId = o.worksheet.lesson;
    request.language = language::current();
    request.figures = o.worksheet.figures;
    QString error;
    if (!worksheet::write(o.worksheet.file, request, chosen, ExerciseActions::stepViews(steps),
                          viewcatalogue::exportTable(), &error)) {
        console::printError(error);
        return 1;
    }
    if (!console::printLines({QDir::toNativeSeparators(o.worksheet.file)})) {
        console::printError(console::cannotWriteOutput());
        return 1;
    }
    return 0;
}
