// Tests of the window's exercises and figure parameters (ui/shell/exerciseactions.h,
// ExportActions::openFigure): each lesson step shows its exercise, a
// checked answer sets the exercise's parameters and shows its view, File > Open exercises…
// refuses a broken file and keeps the exercises, the worksheet is written, a figure's
// parameters come back from the figure, and a prediction of a training run holds the run back
// until it is checked.

#include "exerciseactions.h"
#include "exercisepanel.h"
#include "exportactions.h"
#include "exportoptions.h"
#include "imageexport.h"
#include "language.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "trainingcache.h"
#include "trainingpresets.h"
#include "trainingview.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

class TestExerciseActions : public QObject
{
    Q_OBJECT

private slots:
    void everyStepHasAnExercise();
    void checkRevealsTheView_data();
    void checkRevealsTheView();
    void predictionHoldsTheRun_data();
    void predictionHoldsTheRun();
    void openExercises();
    void everyLessonTakesExercises_data();
    void everyLessonTakesExercises();
    void menuHasTheActions();
    void writesTheWorksheet();
    void openFigure_data();
    void openFigure();
};

void TestExerciseActions::everyStepHasAnExercise()
{
    LessonState state;
    MainWindow window(&state);
    Walkthrough *walkthrough = window.walkthrough();
    ExercisePanel *panel = window.walkthroughPanel()->exercisePanel();
    for (int k = 0; k < walkthrough->count(); ++k) {
        walkthrough->setCurrent(k);
        QVERIFY2(panel->currentExercise(), qPrintable(walkthrough->step(k).id));
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->currentExercise()->stepId, walkthrough->step(k).id);
    }
}

void TestExerciseActions::checkRevealsTheView_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("view");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("encodingOn");
    QTest::newRow("closest position, wrong twice") << "frequencies"
                                                   << "3"
                                                   << "distance" << 63LL << true;
    QTest::newRow("off control, right") << "off-control"
                                        << "\u22120.654"
                                        << "table" << 4LL << false;
    QTest::newRow("properties") << "properties"
                                << "1.965"
                                << "similarity" << 8LL << true;
}

void TestExerciseActions::checkRevealsTheView()
{
    QFETCH(QString, step);
    QFETCH(QString, answer);
    QFETCH(QString, view);
    QFETCH(qint64, q);
    QFETCH(bool, encodingOn);
    LessonState state;
    MainWindow window(&state);
    Walkthrough *walkthrough = window.walkthrough();
    for (int k = 0; k < walkthrough->count(); ++k)
        if (walkthrough->step(k).id == step)
            walkthrough->setCurrent(k);
    window.showViewById(QStringLiteral("heatmap")); // somewhere else
    state.setComparison(20);
    ExercisePanel *panel = window.walkthroughPanel()->exercisePanel();
    QSignalSpy changed(&state, &LessonState::changed);
    panel->answerField()->setText(answer);
    QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
    QVERIFY(!panel->verdictText().isEmpty());
    if (QString::fromLatin1(QTest::currentDataTag()).contains(QLatin1String("wrong"))) {
        // A first wrong answer gets a second try: nothing is revealed or changed yet.
        QCOMPARE(window.currentViewId(), QStringLiteral("heatmap"));
        QCOMPARE(changed.count(), 0);
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
    }
    QCOMPARE(window.currentViewId(), view);
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), encodingOn);
    QCOMPARE(changed.count(), 1);
    // Texts true to the screen: when the question's values differ from the step's,
    // the panel says so, and "Back to the step" sets the step's values and view again.
    const LessonStep &current = walkthrough->currentStep();
    const bool differs = current.setup.q != q || current.setup.p != state.position();
    QCOMPARE(panel->revealNoteText().isEmpty(), !differs);
    QCOMPARE(panel->backToStepButton()->isHidden(), !differs);
    if (!differs)
        return;
    QVERIFY2(panel->revealNoteText().contains(QStringLiteral("q = %1").arg(q)),
             qPrintable(panel->revealNoteText()));
    QTest::mouseClick(panel->backToStepButton(), Qt::LeftButton);
    QCOMPARE(state.comparison(), current.setup.q);
    QCOMPARE(state.position(), current.setup.p);
    QCOMPARE(window.currentViewId(), current.viewId);
    QCOMPARE(panel->revealNoteText(), QString());
    QVERIFY(!panel->verdictText().isEmpty()); // the verdict stays
}

void TestExerciseActions::predictionHoldsTheRun_data()
{
    QTest::addColumn<QString>("answer"); // empty: the teacher's Reveal, without an answer
    QTest::addColumn<QString>("verdict");
    QTest::newRow("right") << "35" << QStringLiteral("✓ Right: the run gives 30.0 % (< 50 %).");
    QTest::newRow("wrong, with %") << "95 %"
                                   << QStringLiteral("✗ Not quite: the run gives 30.0 % (< 50 %).");
    QTest::newRow("revealed") << QString() << QStringLiteral("The run gives 30.0 % (< 50 %).");
}

// Predict, then reveal on the Training view: the first step of the training lesson asks for a
// prediction of its run, so the view shows no run and the text no outcome until the prediction is
// checked (or revealed); then the run, here a stand-in stored in the session's cache under the
// step's key (30 % at every length, an untrained model), gives the verdict on its Beyond L page.
void TestExerciseActions::predictionHoldsTheRun()
{
    QFETCH(QString, answer);
    QFETCH(QString, verdict);
    trainingcache::clear();
    const TrainingPreset *preset = trainingpresets::find(QStringLiteral("order-blind"));
    QVERIFY(preset);
    for (const pe::SchemeSpec &spec : preset->schemes) {
        pe::Trainer untrained(preset->config, spec);
        auto run = std::make_shared<TrainedScheme>();
        run->result.scheme = spec;
        run->result.curve = {{1, 2.0, 0.3}};
        for (int n = 2; n <= pe::evalMaxLength(preset->config); ++n)
            run->result.byLength.push_back({n, true, 0.3});
        run->model = std::make_shared<pe::TransformerModel>(untrained.model());
        trainingcache::store(trainingkey::of(preset->config, spec), run);
    }
    LessonState state;
    MainWindow window(&state);
    QVERIFY(window.walkthrough()->start(QStringLiteral("training"), 0));
    auto *training = qobject_cast<TrainingView *>(window.currentView());
    QVERIFY(training);
    QVERIFY(training->holding());
    QVERIFY(training->runner()->results().empty());
    QVERIFY(!window.walkthroughPanel()->outcomeShown());
    ExercisePanel *panel = window.walkthroughPanel()->exercisePanel();
    QVERIFY(panel->currentExercise() && panel->currentExercise()->run);
    if (answer.isEmpty()) {
        panel->reveal();
    } else {
        panel->answerField()->setText(answer);
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
    }
    QVERIFY(!training->holding());
    QVERIFY(!panel->waitingForRun());
    QCOMPARE(panel->verdictText(), verdict);
    QVERIFY(window.walkthroughPanel()->outcomeShown());
    QCOMPARE(training->currentPageId(), QStringLiteral("lengths"));
    QCOMPARE(int(training->runner()->results().size()), int(preset->schemes.size()));
    trainingcache::clear();
}

void TestExerciseActions::openExercises()
{
    LessonState state;
    MainWindow window(&state);
    ExerciseActions *actions = window.exerciseActions();
    const int builtIn = static_cast<int>(actions->exercises().exercises().size());
    // Every built-in file loads against the window's own catalogue of lessons and views: 19
    // exercises of the encoding lesson (resources/exercises/encoding.json), 14 of the context
    // lesson, 16 of the rope lesson, 13 of the training lesson.
    QCOMPARE(builtIn, 19 + 14 + 16 + 13);
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"format\": \"pe-visualiser-exercises\",\n  \"version\": 1,\n"
               "  \"exercises\": [\n    { \"id\": \"x\" }\n  ]\n}\n");
    file.close();
    QString error;
    QVERIFY(!actions->loadFile(broken, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Line 5: exercise “x”: ")), qPrintable(error));
    QCOMPARE(actions->exercises().exercises().size(), builtIn);
    const QString plainTitle = QStringLiteral("Positional Encoding Visualiser");
    QCOMPARE(window.windowTitle(), plainTitle); // a refused file does not name itself
    QCOMPARE(actions->fileName(), QString());
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    QFile good(mine);
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write(R"({"format": "pe-visualiser-exercises", "version": 1, "exercises": [
      {"id": "t", "lesson": "encoding", "step": "embedding-alone",
       "question": {"en": "Teacher's question", "zh_CN": "老师的问题"},
       "quantity": {"name": "dot-product"}, "answer": {"kind": "sign"}}]})");
    good.close();
    QVERIFY2(actions->loadFile(mine, &error), qPrintable(error));
    QCOMPARE(actions->exercises().exercises().size(), 1);
    // The title names the file (what a double-clicked file shows; scripts/package-test.sh looks
    // for it), in either language.
    QCOMPARE(actions->fileName(), QStringLiteral("mine.json"));
    QCOMPARE(window.windowTitle(), QStringLiteral("mine.json – ") + plainTitle);
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents(); // QEvent::LanguageChange
    QCOMPARE(window.windowTitle(), QStringLiteral("mine.json – 位置编码可视化"));
    QVERIFY(language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(window.windowTitle(), QStringLiteral("mine.json – ") + plainTitle);
    window.walkthrough()->setCurrent(0);
    ExercisePanel *panel = window.walkthroughPanel()->exercisePanel();
    QCOMPARE(panel->questionText(), QStringLiteral("Teacher's question"));
    window.walkthrough()->setCurrent(1); // a step the file has no exercise for
    QVERIFY(panel->isHidden());
}

void TestExerciseActions::everyLessonTakesExercises_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    // The first and the last step of every lesson of the registry (encoding, context, rope ...).
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        const int last = static_cast<int>(lesson.steps().size()) - 1;
        for (const int step : {0, last})
            QTest::addRow("%s step %d", lesson.id, step + 1)
                << QString::fromLatin1(lesson.id) << step;
    }
}

// A teacher's file may name a step of any lesson of the registry: the window's catalogue takes
// it, and the lesson panel shows the exercise at that step; a step the lesson lacks is refused.
void TestExerciseActions::everyLessonTakesExercises()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    const lessonregistry::Lesson *entry = lessonregistry::find(lesson);
    QVERIFY(entry);
    const QString stepId = entry->steps().at(step).id;
    LessonState state;
    MainWindow window(&state);
    ExerciseActions *actions = window.exerciseActions();
    QTemporaryDir dir;
    const auto write = [&dir](const QString &name, const QString &lessonId, const QString &id) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write(QStringLiteral(R"({"format": "pe-visualiser-exercises", "version": 1,
          "exercises": [{"id": "t", "lesson": "%1", "step": "%2",
           "question": {"en": "Teacher's question", "zh_CN": "老师的问题"},
           "quantity": {"name": "dot-product"}, "answer": {"kind": "sign"}}]})")
                       .arg(lessonId, id)
                       .toUtf8());
        return path;
    };
    QString error;
    const QString wrong
        = write(QStringLiteral("wrong.json"), lesson, QStringLiteral("no-such-step"));
    QVERIFY(!wrong.isEmpty());
    QVERIFY(!actions->loadFile(wrong, &error));
    QVERIFY2(error.contains(QStringLiteral("no-such-step")), qPrintable(error));
    const QString mine = write(QStringLiteral("mine.json"), lesson, stepId);
    QVERIFY(!mine.isEmpty());
    QVERIFY2(actions->loadFile(mine, &error), qPrintable(error));
    QVERIFY(window.walkthrough()->start(lesson, step));
    ExercisePanel *panel = window.walkthroughPanel()->exercisePanel();
    QVERIFY(!panel->isHidden());
    QVERIFY(panel->currentExercise());
    QCOMPARE(panel->currentExercise()->lessonId, lesson);
    QCOMPARE(panel->currentExercise()->stepId, stepId);
    QCOMPARE(panel->questionText(), QStringLiteral("Teacher's question"));
}

void TestExerciseActions::menuHasTheActions()
{
    LessonState state;
    MainWindow window(&state);
    QList<QAction *> file;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(window.exportActions()->viewAction()))
            file = menu->menu()->actions();
    QVERIFY(file.contains(window.exerciseActions()->openAction()));
    QVERIFY(file.contains(window.exerciseActions()->worksheetAction()));
    QVERIFY(file.contains(window.exportActions()->openFigureAction()));
    for (QAction *action :
         {window.exerciseActions()->openAction(), window.exerciseActions()->worksheetAction(),
          window.exportActions()->openFigureAction()})
        QVERIFY(!action->text().isEmpty());
}

void TestExerciseActions::writesTheWorksheet()
{
    LessonState state;
    MainWindow window(&state);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    QString error;
    QVERIFY2(window.exerciseActions()->writeWorksheet(path, QStringLiteral("encoding"),
                                                      QStringLiteral("zh_CN"), false, &error),
             qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(!window.exerciseActions()->writeWorksheet(path, QStringLiteral("music"),
                                                      QStringLiteral("en"), false, &error));
    QVERIFY(!error.isEmpty());
}

void TestExerciseActions::openFigure_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << "png";
    QTest::newRow("svg") << "svg";
    QTest::newRow("pdf") << "pdf";
}

void TestExerciseActions::openFigure()
{
    QFETCH(QString, suffix);
    LessonState figureState;
    LessonState::Parameters parameters;
    parameters.d = 10;
    parameters.base = 123.456;
    parameters.p = 4;
    parameters.q = 11;
    parameters.layout = pe::Layout::Tensor2Tensor;
    QVERIFY(figureState.setParameters(parameters));
    QLabel widget(QStringLiteral("figure"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.") + suffix);
    QString error;
    QVERIFY(imageexport::saveWidget(
        &widget, path, QSize(200, 100),
        imageexport::optionsFor(&figureState, false, QString(), QStringLiteral("heatmap")),
        &error));
    LessonState state;
    MainWindow window(&state);
    QVERIFY2(window.exportActions()->openFigure(path, &error), qPrintable(error));
    QVERIFY(state.parameters() == figureState.parameters());
    QCOMPARE(window.currentViewId(), QStringLiteral("heatmap"));
    // A foreign file changes nothing.
    const QString foreign = dir.filePath(QStringLiteral("foreign.png"));
    QImage(4, 4, QImage::Format_RGB32).save(foreign);
    state.setComparison(2);
    QVERIFY(!window.exportActions()->openFigure(foreign, &error));
    QVERIFY2(error.contains(QStringLiteral("holds no pe-visualiser figure parameters")),
             qPrintable(error));
    QCOMPARE(state.comparison(), 2);
}

QTEST_MAIN(TestExerciseActions)
#include "tst_exerciseactions.moc"
