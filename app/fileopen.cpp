#include "fileopen.h"

#include "checkerview.h"
#include "commandline.h"
#include "exerciseactions.h"
#include "exerciseset.h"
#include "mainwindow.h"

#include <QDir>

bool openGivenFile(MainWindow &window, const CommandLineOptions &o, QString *error)
{
    if (!o.exercisesFile.isEmpty()) {
        ExerciseActions *actions = window.exerciseActions();
        QString reason;
        if (!actions->loadFile(o.exercisesFile, &reason)) {
            *error = QDir::toNativeSeparators(o.exercisesFile) + QStringLiteral(": ") + reason;
            return false;
        }
        const QList<Exercise> &exercises = actions->exercises().exercises();
        if (!exercises.isEmpty())
            window.startLesson(exercises.constFirst().lessonId);
        return true;
    }
    if (!o.matrixFile.isEmpty() && window.showViewById(QStringLiteral("checker"))) {
        if (auto *checker = qobject_cast<CheckerView *>(window.viewById(QStringLiteral("checker"))))
            checker->checkFile(o.matrixFile);
    }
    return true;
}
