#include "exerciseactions.h"

#include "attentionstate.h"
#include "exercisepanel.h"
#include "language.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "pagedview.h"
#include "trainingcache.h"
#include "trainingpresets.h"
#include "trainingview.h"
#include "viewcatalogue.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"
#include "worksheet.h"
#include "worksheetdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace {

const char *const folderKey = "exercises/lastFolder";

} // namespace

ExerciseActions::ExerciseActions(MainWindow *window, LessonState *state, Walkthrough *walkthrough,
                                 WalkthroughPanel *panel, const QStringList &viewIds)
    : QObject(window)
    , m_window(window)
    , m_state(state)
    , m_walkthrough(walkthrough)
    , m_panel(panel)
    , m_open(new QAction(this))
    , m_worksheet(new QAction(this))
{
    m_catalogue = appCatalogue();
    for (const QString &id : viewIds)
        if (!m_catalogue.views.contains(id))
            m_catalogue.views.append(id);
    m_exercises = ExerciseSet::builtIn(m_catalogue);
    m_panel->exercisePanel()->setExercises(m_exercises);
    connect(m_open, &QAction::triggered, this, &ExerciseActions::openFile);
    connect(m_worksheet, &QAction::triggered, this, &ExerciseActions::printWorksheet);
    connect(m_panel->exercisePanel(), &ExercisePanel::revealRequested, this,
            &ExerciseActions::reveal);
    connect(m_panel->exercisePanel(), &ExercisePanel::backToStepRequested, this,
            &ExerciseActions::backToStep);
    retranslate();
}

ExerciseCatalogue ExerciseActions::appCatalogue()
{
    ExerciseCatalogue catalogue;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        QStringList ids;
        for (const LessonStep &step : lesson.steps())
            ids.append(step.id);
        catalogue.lessons.append({QString::fromLatin1(lesson.id), ids});
    }
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            catalogue.views.append(view.id);
    return catalogue;
}

QMap<QString, QString> ExerciseActions::stepViews(const QList<LessonStep> &steps)
{
    QMap<QString, QString> views;
    for (const LessonStep &step : steps)
        views.insert(step.id, step.viewId);
    return views;
}

void ExerciseActions::retranslate()
{
    m_open->setText(QCoreApplication::translate("MainWindow", "Open e&xercises…"));
    m_open->setToolTip(QCoreApplication::translate(
        "MainWindow", "Load a teacher's exercise file (JSON, see docs/exercises.md)"));
    m_worksheet->setText(QCoreApplication::translate("MainWindow", "Print &worksheet…"));
    m_worksheet->setToolTip(QCoreApplication::translate(
        "MainWindow", "Write the lesson's exercises as a PDF worksheet with an answer key"));
    if (!m_fileName.isEmpty())
        m_window->setWindowTitle(
            QCoreApplication::translate("MainWindow", "%1 – Positional Encoding Visualiser")
                .arg(m_fileName));
}

bool ExerciseActions::writeWorksheet(const QString &path, const QString &lessonId,
                                     const QString &language, bool figures, QString *error) const
{
    const lessonregistry::Lesson *lesson = lessonregistry::find(lessonId);
    if (!lesson) {
        if (error)
            *error = QCoreApplication::translate("MainWindow", "no lesson %1").arg(lessonId);
        return false;
    }
    const QList<LessonStep> steps = lesson->steps();
    QList<Exercise> chosen;
    for (const LessonStep &step : steps)
        chosen += m_exercises.forStep(lessonId, step.id);
    worksheet::Request request;
    request.lessonId = lessonId;
    request.language = language;
    request.figures = figures;
    return worksheet::write(path, request, chosen, stepViews(steps), viewcatalogue::exportTable(),
                            error);
}

void ExerciseActions::printWorksheet()
{
    QList<QPair<QString, QString>> lessons;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        lessons.append({QString::fromLatin1(lesson.id), lessonregistry::title(lesson)});
    WorksheetDialog dialog(lessons, language::current(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings settings;
    const QString folder = settings.value(QLatin1String(folderKey), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(
        m_window, QCoreApplication::translate("MainWindow", "Save worksheet"),
        QDir(folder).filePath(QStringLiteral("worksheet-%1.pdf").arg(dialog.language())),
        QCoreApplication::translate("MainWindow", "PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    settings.setValue(QLatin1String(folderKey), QFileInfo(path).absolutePath());
    QString error;
    if (!writeWorksheet(path, dialog.lessonId(), dialog.language(), dialog.figures(), &error)) {
        QMessageBox::warning(
            m_window, QCoreApplication::translate("MainWindow", "Worksheet not written"), error);
        return;
    }
    m_window->statusBar()->showMessage(
        QCoreApplication::translate("MainWindow", "Wrote %1").arg(QDir::toNativeSeparators(path)),
        5000);
}

bool ExerciseActions::loadFile(const QString &path, QString *error)
{
    ExerciseSet set;
    if (!ExerciseSet::load(path, m_catalogue, &set, error))
        return false;
    m_exercises = set;
    m_panel->exercisePanel()->setExercises(m_exercises);
    m_fileName = QFileInfo(path).fileName();
    retranslate();
    return true;
}

void ExerciseActions::openFile()
{
    QSettings settings;
    const QString folder = settings.value(QLatin1String(folderKey), QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(
        m_window, QCoreApplication::translate("MainWindow", "Open exercises"), folder,
        QCoreApplication::translate("MainWindow", "Exercise files (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QLatin1String(folderKey), QFileInfo(path).absolutePath());
    QString error;
    if (!loadFile(path, &error)) {
        QMessageBox::warning(m_window,
                             QCoreApplication::translate("MainWindow", "Exercises not loaded"),
                             QCoreApplication::translate("MainWindow", "%1\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return;
    }
    m_window->statusBar()->showMessage(
        QCoreApplication::translate("MainWindow", "%n exercise(s) loaded from %1", nullptr,
                                    static_cast<int>(m_exercises.exercises().size()))
            .arg(QFileInfo(path).fileName()));
}

bool ExerciseActions::predictsRun(const QString &lessonId, const QString &stepId) const
{
    for (const Exercise &exercise : m_exercises.forStep(lessonId, stepId))
        if (exercise.run)
            return true;
    return false;
}

// A prediction's value comes from the run its step trains: the Training view trains it (or shows
// it from the cache) on its Beyond L page, and the panel gets the scheme's mean accuracy over the
// question's lengths once the run is in the cache.
void ExerciseActions::revealRun(const Exercise &exercise)
{
    const TrainingPreset *preset = trainingpresets::find(exercise.stepId);
    auto *training = dynamic_cast<TrainingView *>(m_window->viewById(QStringLiteral("training")));
    if (!preset || !training || !exercise.run)
        return;
    m_window->showViewById(QStringLiteral("training"));
    const Exercise::RunQuestion question = *exercise.run;
    pe::SchemeSpec spec = trainingpresets::scheme(question.scheme);
    for (const pe::SchemeSpec &s : preset->schemes)
        if (s.kind == question.scheme)
            spec = s;
    const QString key = trainingkey::of(preset->config, spec);
    const QString id = exercise.id;
    const auto deliver = [this, key, question, id] {
        const std::shared_ptr<const TrainedScheme> run = trainingcache::find(key);
        ExercisePanel *panel = m_panel->exercisePanel();
        if (!run || !panel->currentExercise() || panel->currentExercise()->id != id)
            return run != nullptr;
        panel->setRunValue(100.0 * pe::meanAccuracy(run->result, question.from, question.to));
        m_panel->setOutcomeShown(true);
        return true;
    };
    disconnect(m_runWait);
    if (training->holding())
        training->release();
    else if (!trainingcache::find(key) && training->runner()->status() == TrainingRunner::Status::Idle)
        training->showPage(preset->id);
    training->showPage(QStringLiteral("lengths"));
    if (deliver())
        return;
    // Another run may be under way (the learner's own): once it ends, the step's run trains.
    m_runWait = connect(training->runner(), &TrainingRunner::finished, this,
                        [this, deliver, training, preset] {
                            if (deliver())
                                disconnect(m_runWait);
                            else
                                training->showPage(preset->id);
                        });
}

void ExerciseActions::reveal(const Exercise &exercise)
{
    if (exercise.run) {
        revealRun(exercise);
        return;
    }
    LessonState::Parameters parameters = exercise.parameters;
    parameters.sentence = m_state->sentence();
    parameters.secondBase = m_state->secondBase();
    m_state->setParameters(parameters);
    const QString view
        = exercise.viewId.isEmpty() ? m_walkthrough->currentStep().viewId : exercise.viewId;
    m_window->showViewById(view);
    // Texts true to the screen: the step's text speaks of the step's values, the view now of
    // the question's; the panel says which, and offers the way back.
    m_panel->exercisePanel()->setRevealNote(
        ExercisePanel::revealNote(parameters, m_walkthrough->currentStep().setup));
}

void ExerciseActions::backToStep()
{
    const LessonStep &step = m_walkthrough->currentStep();
    m_state->setParameters(static_cast<const LessonState::Parameters &>(step.setup));
    m_state->attention()->setParameters(
        step.setup.attention.value_or(AttentionState::Parameters()));
    if (!m_window->showViewById(step.viewId))
        m_window->showViewById(QStringLiteral("table"));
    if (!step.pageId.isEmpty())
        if (auto *paged = dynamic_cast<PagedView *>(m_window->viewById(step.viewId)))
            paged->showPage(step.pageId);
}
