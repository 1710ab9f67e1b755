// Tests of the guided lesson: each step sets its state and names what it highlights, and its
// numbers are the lesson's (seed lesson 000), computed by the core. (How the window shows a step:
// tests/ui/shell/tst_mainwindow.)
#include "appearance.h"
#include "attentionstate.h"
#include "language.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "lessontable.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBoundaryFinder>
#include <QTextBrowser>
#include <QToolButton>

class TestWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void stepSetsState_data();
    void stepSetsState();
    void stepTextHasLessonNumbers_data();
    void stepTextHasLessonNumbers();
    void navigation();
    void keys();
    void everyStepHasTextAndAView();
    void startKeepsStudentsParameters_data();
    void startKeepsStudentsParameters();
    void leaveAndFinish_data();
    void leaveAndFinish();
    void finishButtonOnLastStepOnly();
    void startNoteSaysParametersAreSet();
    void titleStaysLargerThanText_data();
    void titleStaysLargerThanText();
    void fastPairPresetNamed_data();
    void fastPairPresetNamed();
    void stepMenu();
    void panelKeepsWordsWhole_data();
    void panelKeepsWordsWhole();
    void registry_data();
    void registry();
    void switchingLessons();
    void fullParametersSavedAndRestored_data();
    void fullParametersSavedAndRestored();
    void stepsIgnoreTheStudentsParameters_data();
    void stepsIgnoreTheStudentsParameters();
    void panelShowsTheLessonTitle();
};

void TestWalkthrough::stepSetsState_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("1 embedding") << "embedding-alone" << qint64(3) << false << QList<int> {}
                                 << QList<int> {lessontable::InputPColumn,
                                                lessontable::InputQColumn};
    QTest::newRow("2 first pair") << "first-pair" << qint64(3) << true << QList<int> {0}
                                  << QList<int> {};
    QTest::newRow("3 second pair")
        << "second-pair" << qint64(3) << true << QList<int> {1} << QList<int> {};
    QTest::newRow("4 full table") << "full-table" << qint64(3) << true << QList<int> {2, 3}
                                  << QList<int> {};
    QTest::newRow("6 subtraction") << "subtraction" << qint64(3) << true << QList<int> {}
                                   << QList<int> {lessontable::DifferenceColumn};
    QTest::newRow("7 off") << "off-control" << qint64(3) << false << QList<int> {}
                           << QList<int> {lessontable::InputPColumn, lessontable::InputQColumn};
    QTest::newRow("8 frequencies")
        << "frequencies" << qint64(6) << true << QList<int> {0, 1} << QList<int> {};
}

void TestWalkthrough::stepSetsState()
{
    QFETCH(QString, id);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(QList<int>, pairs);
    QFETCH(QList<int>, columns);
    LessonState state;
    state.setWidth(64);
    state.setComparison(20);
    Walkthrough walkthrough(&state);
    int index = -1;
    for (int k = 0; k < walkthrough.count(); ++k)
        if (walkthrough.step(k).id == id)
            index = k;
    QVERIFY(index >= 0);
    QSignalSpy spy(&walkthrough, &Walkthrough::stepChanged);
    walkthrough.setCurrent(index);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toInt(), index);
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), on);
    QCOMPARE(walkthrough.currentStep().highlightPairs, pairs);
    QCOMPARE(walkthrough.currentStep().highlightColumns, columns);
}

void TestWalkthrough::stepTextHasLessonNumbers_data()
{
    // Numbers as the lesson prints them.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("numbers");
    const QString minus = QStringLiteral("\u2212");
    QTest::newRow("first pair") << "first-pair"
                                << QStringList {QStringLiteral("0.141120"),
                                                minus + QStringLiteral("0.989992"),
                                                QStringLiteral("1.000000"),
                                                QStringLiteral("[0, 1]")};
    QTest::newRow("second pair") << "second-pair"
                                 << QStringList {QStringLiteral("divides the position by 10"),
                                                 QStringLiteral("0.295520"),
                                                 QStringLiteral("0.955336")};
    QTest::newRow("addition") << "addition"
                              << QStringList {QStringLiteral("e\u2080 + 0.000000"),
                                              QStringLiteral("e\u2080 + 0.141120")};
    QTest::newRow("subtraction") << "subtraction" << QStringList {QStringLiteral("2.017479")};
    QTest::newRow("off") << "off-control"
                         << QStringList {QStringLiteral("0.000000"), QStringLiteral("2.017479")};
    QTest::newRow("frequencies") << "frequencies"
                                 << QStringList {QStringLiteral("0.657741"),
                                                 QStringLiteral("2.017479")};
    QTest::newRow("edge cases") << "edge-cases"
                                << QStringList {QStringLiteral("1.000000"),
                                                QStringLiteral("0.99999950000004167")};
}

void TestWalkthrough::stepTextHasLessonNumbers()
{
    QFETCH(QString, id);
    QFETCH(QStringList, numbers);
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    for (int k = 0; k < walkthrough.count(); ++k) {
        if (walkthrough.step(k).id != id)
            continue;
        walkthrough.setCurrent(k);
        const QString text = panel.bodyText();
        for (const QString &number : numbers)
            QVERIFY2(text.contains(number),
                     qPrintable(number + QStringLiteral(" not in: ") + text));
        return;
    }
    QFAIL("step not found");
}

void TestWalkthrough::navigation()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    QVERIFY(walkthrough.count() >= 15);
    walkthrough.setCurrent(0);
    walkthrough.previous();
    QCOMPARE(walkthrough.current(), 0);
    walkthrough.next();
    QCOMPARE(walkthrough.current(), 1);
    walkthrough.setCurrent(1000);
    QCOMPARE(walkthrough.current(), walkthrough.count() - 1);
    walkthrough.next();
    QCOMPARE(walkthrough.current(), walkthrough.count() - 1);
}

void TestWalkthrough::keys()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    walkthrough.setCurrent(2);
    QTest::keyClick(&panel, Qt::Key_Right);
    QCOMPARE(walkthrough.current(), 3);
    QTest::keyClick(&panel, Qt::Key_Left);
    QTest::keyClick(&panel, Qt::Key_Left);
    QCOMPARE(walkthrough.current(), 1);
    QTest::keyClick(&panel, Qt::Key_PageDown);
    QCOMPARE(walkthrough.current(), 2);
}

void TestWalkthrough::everyStepHasTextAndAView()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    // The ids of the window's views (ui/shell/viewcatalogue.cpp); the window test checks that
    // each step's view is shown.
    const QStringList views {QStringLiteral("table"),    QStringLiteral("pairs"),
                             QStringLiteral("circles"),  QStringLiteral("heatmap"),
                             QStringLiteral("distance"), QStringLiteral("similarity"),
                             QStringLiteral("lab")};
    for (int k = 0; k < walkthrough.count(); ++k) {
        const LessonStep &step = walkthrough.step(k);
        QVERIFY2(!step.title.isEmpty(), qPrintable(step.id));
        QVERIFY2(step.html.size() > 40, qPrintable(step.id));
        QVERIFY2(views.contains(step.viewId), qPrintable(step.id));
        for (const int column : step.highlightColumns)
            QVERIFY(column >= 0 && column < lessontable::ColumnCount);
    }
}

void TestWalkthrough::startKeepsStudentsParameters_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<int>("firstStep");
    QTest::newRow("wide, far, from step 1")
        << 512 << 500.0 << qint64(7) << qint64(2147483647) << true << 0;
    QTest::newRow("off, odd d, from step 9") << 7 << 1.0001 << qint64(0) << qint64(1) << false << 8;
    QTest::newRow("the lesson's own") << 8 << 10000.0 << qint64(0) << qint64(3) << true << 0;
}

void TestWalkthrough::startKeepsStudentsParameters()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(int, firstStep);
    LessonState state;
    QVERIFY(state.setParameters(d, base, p, q, on));
    Walkthrough walkthrough(&state);
    QSignalSpy started(&walkthrough, &Walkthrough::started);
    QVERIFY(!walkthrough.active());
    walkthrough.setCurrent(firstStep);
    QCOMPARE(started.count(), 1);
    QVERIFY(walkthrough.active());
    QCOMPARE(walkthrough.startStep(), firstStep);
    walkthrough.next();
    walkthrough.next();
    QCOMPARE(started.count(), 1); // the lesson goes on: the saved parameters stay the first ones
    const LessonStep::Setup &saved = walkthrough.savedParameters();
    QCOMPARE(saved.d, d);
    QCOMPARE(saved.base, base);
    QCOMPARE(saved.p, p);
    QCOMPARE(saved.q, q);
    QCOMPARE(saved.encodingOn, on);
    const bool lessons = d == 8 && base == 10000.0 && p == 0 && q == 3 && on;
    QCOMPARE(walkthrough.parametersDiffer(), !lessons);
    walkthrough.leave();
    walkthrough.restoreSavedParameters();
    QCOMPARE(state.width(), d);
    QCOMPARE(state.base(), base);
    QCOMPARE(state.position(), p);
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), on);
    QVERIFY(!walkthrough.parametersDiffer());
    // Started again later, it saves the parameters of that moment.
    state.setComparison(9);
    walkthrough.setCurrent(3);
    QCOMPARE(started.count(), 2);
    QCOMPARE(walkthrough.savedParameters().q, qint64(9));
}

void TestWalkthrough::leaveAndFinish_data()
{
    QTest::addColumn<bool>("finish");
    QTest::newRow("leave") << false;
    QTest::newRow("finish") << true;
}

void TestWalkthrough::leaveAndFinish()
{
    QFETCH(bool, finish);
    LessonState state;
    state.setWidth(64);
    Walkthrough walkthrough(&state);
    QSignalSpy left(&walkthrough, &Walkthrough::left);
    walkthrough.leave(); // not started: nothing to leave
    walkthrough.finish();
    QCOMPARE(left.count(), 0);
    walkthrough.setCurrent(walkthrough.count() - 1);
    if (finish)
        walkthrough.finish();
    else
        walkthrough.leave();
    QCOMPARE(left.count(), 1);
    QCOMPARE(left.first().first().toBool(), finish);
    QVERIFY(!walkthrough.active());
    walkthrough.leave();
    walkthrough.finish();
    QCOMPARE(left.count(), 1); // once
    QCOMPARE(walkthrough.savedParametersText(),
             QStringLiteral("d = 64, base = 10000, p = 0, q = 3, encoding on"));
}

void TestWalkthrough::finishButtonOnLastStepOnly()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    panel.show();
    QSignalSpy left(&walkthrough, &Walkthrough::left);
    for (int k = 0; k < walkthrough.count(); ++k) {
        walkthrough.setCurrent(k);
        const bool last = k + 1 == walkthrough.count();
        QCOMPARE(panel.finishButton()->isVisible(), last);
        QCOMPARE(panel.nextButton()->isVisible(), !last);
    }
    QCOMPARE(panel.finishButton()->text(), QStringLiteral("Finish ✓"));
    panel.finishButton()->click();
    QCOMPARE(left.count(), 1);
    QCOMPARE(left.first().first().toBool(), true);
}

void TestWalkthrough::startNoteSaysParametersAreSet()
{
    LessonState state;
    state.setParameters(16, 500.0, 2, 5, true);
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    QVERIFY(panel.startNoteText().isEmpty()); // not started yet
    walkthrough.setCurrent(0);
    QCOMPARE(panel.startNoteText(),
             QStringLiteral("Each step of the lesson sets its own parameters. When you leave the "
                            "lesson, yours come back (d = 16, base = 500, p = 2, q = 5, "
                            "encoding on)."));
    walkthrough.next(); // said at the start only
    QVERIFY(panel.startNoteText().isEmpty());
    walkthrough.leave();
    walkthrough.setCurrent(4); // a new start says it again, with the parameters of then
    QVERIFY(panel.startNoteText().contains(QStringLiteral("d = 8, base = 10000")));
}

void TestWalkthrough::titleStaysLargerThanText_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("zoomStep");
    QTest::newRow("normal") << false << 0;
    QTest::newRow("presentation") << true << 0;
    QTest::newRow("zoom 200 %") << false << 10;
    QTest::newRow("zoom 50 %") << false << -5;
}

void TestWalkthrough::titleStaysLargerThanText()
{
    QFETCH(bool, presentation);
    QFETCH(int, zoomStep);
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    Appearance::instance()->setPresentation(presentation);
    Appearance::instance()->setZoomStep(zoomStep);
    QCoreApplication::processEvents();
    const double title = panel.titleLabel()->font().pointSizeF();
    const double body = panel.bodyBrowser()->font().pointSizeF();
    Appearance::instance()->setPresentation(false);
    Appearance::instance()->resetZoom();
    QVERIFY2(title > body, qPrintable(QStringLiteral("%1 <= %2").arg(title).arg(body)));
    QCOMPARE(title, body * 1.3);
}

void TestWalkthrough::fastPairPresetNamed_data()
{
    // The preset's button and the lesson step that quotes it by the button's own name, in each
    // language (no English name inside a Chinese step).
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("en") << "en"
                        << "Fast pair nearly repeats: 0 vs 6"
                        << "preset “Fast pair nearly repeats: 0 vs 6”";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "最快一对近乎重复：0 对 6"
                           << "预设“最快一对近乎重复：0 对 6”";
}

void TestWalkthrough::fastPairPresetNamed()
{
    QFETCH(QString, lang);
    QFETCH(QString, button);
    QFETCH(QString, quoted);
    QVERIFY(language::install(lang));
    QString name;
    for (const LessonState::Preset &preset : LessonState::presets())
        if (QLatin1String(preset.id) == QLatin1String("fast-pair"))
            name = LessonState::presetName(preset);
    LessonState state;
    Walkthrough walkthrough(&state);
    QString html;
    for (int k = 0; k < walkthrough.count(); ++k)
        if (walkthrough.step(k).id == QLatin1String("frequencies"))
            html = walkthrough.step(k).html;
    QVERIFY(language::install(QStringLiteral("en")));
    QCOMPARE(name, button);
    QVERIFY2(html.contains(quoted), qPrintable(html));
    if (lang == QLatin1String("zh_CN"))
        QVERIFY2(!html.contains(QStringLiteral("Fast pair")), qPrintable(html));
}

// "Step n of N" is a button whose menu lists every step and goes to the one chosen.
void TestWalkthrough::stepMenu()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    QToolButton *button = panel.stepButton();
    QCOMPARE(button->text(), QStringLiteral("Step 1 of %1").arg(walkthrough.count()));
    QCOMPARE(button->accessibleName(), QStringLiteral("Lesson steps"));
    QVERIFY(button->focusPolicy() & Qt::TabFocus);
    const QList<QAction *> actions = button->menu()->actions();
    QCOMPARE(actions.size(), walkthrough.count());
    QCOMPARE(actions.at(2)->text(), QStringLiteral("3. ") + walkthrough.step(2).title);
    QVERIFY(actions.at(0)->isChecked());
    actions.at(4)->trigger();
    QCOMPARE(walkthrough.current(), 4);
    QCOMPARE(panel.stepButton()->text(), QStringLiteral("Step 5 of %1").arg(walkthrough.count()));
    QVERIFY(panel.stepButton()->menu()->actions().at(4)->isChecked());
    QVERIFY(!panel.stepButton()->menu()->actions().at(0)->isChecked());
}

void TestWalkthrough::panelKeepsWordsWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
}

// The step text breaks lines between words only: the panel is never narrower than the widest
// word, and no line break falls inside a number (Qt 6.4 breaks "、0.295520" after the point).
void TestWalkthrough::panelKeepsWordsWhole()
{
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    auto *body = panel.findChild<QTextBrowser *>();
    QVERIFY(body);
    QCOMPARE(body->wordWrapMode(), QTextOption::WordWrap);
    for (int k = 0; k < walkthrough.count(); ++k) {
        walkthrough.setCurrent(k);
        const QString text = body->toPlainText();
        // Every decimal point between digits carries a word joiner; the text handed out does not.
        for (qsizetype at = 1; at + 1 < text.size(); ++at)
            if (text.at(at) == QLatin1Char('.') && text.at(at - 1).isDigit()
                && (text.at(at + 1).isDigit() || text.at(at + 1) == QChar(0x2060)))
                QCOMPARE(text.at(at + 1), QChar(0x2060));
        QVERIFY(!panel.bodyText().contains(QChar(0x2060)));
        QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
        while (lines.toNextBoundary() > 0) {
            const qsizetype at = lines.position();
            if (at > 1 && at < text.size())
                QVERIFY2(!(text.at(at - 1) == QLatin1Char('.') && text.at(at - 2).isDigit()),
                         qPrintable(text.mid(at - 8, 16)));
        }
        // The widest word fits: laid out at the panel's narrowest, nothing scrolls sideways.
        QVERIFY(body->minimumWidth() > 0);
        body->resize(body->minimumWidth(), 600);
        body->show();
        QCoreApplication::processEvents();
        QVERIFY2(body->horizontalScrollBar()->maximum() == 0, qPrintable(walkthrough.step(k).id));
        body->hide();
    }
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestWalkthrough::registry_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("steps");
    QTest::newRow("encoding") << "encoding"
                              << "lesson-step"
                              << "Positional encoding" << 15;
    QTest::newRow("context") << "context"
                             << "context-step"
                             << "Long context" << 8;
}

// The lessons are listed with their ids, titles, export prefixes and steps; the first is the
// walkthrough's default; every step id is unique within its lesson.
void TestWalkthrough::registry()
{
    QFETCH(QString, id);
    QFETCH(QString, prefix);
    QFETCH(QString, title);
    QFETCH(int, steps);
    const lessonregistry::Lesson *lesson = lessonregistry::find(id);
    QVERIFY(lesson);
    QCOMPARE(QString::fromLatin1(lesson->exportPrefix), prefix);
    QCOMPARE(lessonregistry::title(*lesson), title);
    const QList<LessonStep> list = lesson->steps();
    QCOMPARE(list.size(), steps);
    QSet<QString> ids;
    for (const LessonStep &step : list)
        ids.insert(step.id);
    QCOMPARE(ids.size(), steps);
    QCOMPARE(lessonregistry::defaultId(), QStringLiteral("encoding"));
    QCOMPARE(QString::fromLatin1(lessonregistry::lessons().first().id), QStringLiteral("encoding"));
    QVERIFY(!lessonregistry::find(QStringLiteral("no-such-lesson")));
    LessonState state;
    Walkthrough walkthrough(&state);
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("encoding"));
    QVERIFY(walkthrough.setLesson(id));
    QCOMPARE(walkthrough.lessonId(), id);
    QCOMPARE(walkthrough.lessonTitle(), title);
    QCOMPARE(walkthrough.count(), steps);
    QVERIFY(!walkthrough.active()); // choosing a lesson does not start it
}

// Switching lessons: the new lesson's steps replace the old, an active walkthrough shows the
// new lesson's first step at once, and the parameters saved at the first start stay.
void TestWalkthrough::switchingLessons()
{
    LessonState state;
    QVERIFY(state.setWidth(64));
    QVERIFY(state.setLayout(pe::Layout::Concatenated));
    Walkthrough walkthrough(&state);
    QSignalSpy changed(&walkthrough, &Walkthrough::lessonChanged);
    QSignalSpy steps(&walkthrough, &Walkthrough::stepChanged);
    QSignalSpy started(&walkthrough, &Walkthrough::started);
    QVERIFY(!walkthrough.setLesson(QStringLiteral("unknown")));
    QCOMPARE(walkthrough.lessonId(), QStringLiteral("encoding"));
    QCOMPARE(changed.count(), 0);
    QVERIFY(walkthrough.start(QStringLiteral("encoding"), 3));
    QCOMPARE(changed.count(), 0); // the same lesson
    QCOMPARE(walkthrough.current(), 3);
    QCOMPARE(state.width(), 8);
    QVERIFY(walkthrough.setLesson(QStringLiteral("context")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toString(), QStringLiteral("context"));
    QCOMPARE(walkthrough.current(), 0);
    QCOMPARE(walkthrough.currentStep().id, QStringLiteral("defined-everywhere"));
    QCOMPARE(steps.count(), 2);
    QCOMPARE(state.width(), 128);
    QCOMPARE(started.count(), 1);
    QCOMPARE(walkthrough.savedParameters().d, 64);
    QCOMPARE(walkthrough.savedParameters().layout, pe::Layout::Concatenated);
    walkthrough.next();
    walkthrough.next();
    QCOMPARE(walkthrough.current(), 2);
    walkthrough.setCurrent(1000);
    QCOMPARE(walkthrough.current(), walkthrough.count() - 1);
    walkthrough.finish();
    walkthrough.restoreSavedParameters();
    QCOMPARE(state.width(), 64);
    QCOMPARE(state.layout(), pe::Layout::Concatenated);
    // Not active: choosing a lesson changes neither the state nor the step shown.
    QVERIFY(walkthrough.setLesson(QStringLiteral("encoding")));
    QCOMPARE(steps.count(), 5);
    QCOMPARE(state.width(), 64);
}

void TestWalkthrough::fullParametersSavedAndRestored_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("factor");
    QTest::addColumn<qint64>("trainLength");
    QTest::addColumn<qint64>("contextLength");
    QTest::addColumn<double>("secondBase");
    QTest::addColumn<qint64>("keyPosition");
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("text");
    QTest::newRow("fairseq, YaRN s 2.5, encoding lesson")
        << int(pe::Layout::Fairseq) << int(pe::ContextMethod::Yarn) << 2.5 << qint64(4096)
        << qint64(32768) << 40889.9424 << qint64(7) << "encoding"
        << "d = 64, base = 10000, p = 0, q = 3, encoding on, layout fairseq, method yarn (s = "
           "2.5), L = 4096, L′ = 32768, B = 40889.9424";
    QTest::newRow("concatenated, PI, context lesson")
        << int(pe::Layout::Concatenated) << int(pe::ContextMethod::PositionInterpolation) << 8.0
        << qint64(512) << qint64(2048) << 500000.0 << qint64(5) << "context"
        << "d = 64, base = 10000, p = 0, q = 3, encoding on, layout concatenated, method pi "
           "(s = 8)";
    QTest::newRow("tensor2tensor, NTK, L 1, context lesson")
        << int(pe::Layout::Tensor2Tensor) << int(pe::ContextMethod::NtkAware) << 1.0 << qint64(1)
        << qint64(2147483647) << 1.0001 << qint64(0) << "context"
        << "d = 64, base = 10000, p = 0, q = 3, encoding on, layout tensor2tensor, method ntk (s "
           "= 1), L = 1, L′ = 2147483647, B = 1.0001";
}

// Every parameter of the state and of the attention state is saved at the start, differs while
// the lesson shows its own, and comes back with restoreSavedParameters().
void TestWalkthrough::fullParametersSavedAndRestored()
{
    QFETCH(int, layout);
    QFETCH(int, method);
    QFETCH(double, factor);
    QFETCH(qint64, trainLength);
    QFETCH(qint64, contextLength);
    QFETCH(double, secondBase);
    QFETCH(qint64, keyPosition);
    QFETCH(QString, lesson);
    QFETCH(QString, text);
    LessonState state;
    LessonState::Parameters mine;
    mine.d = 64;
    mine.layout = static_cast<pe::Layout>(layout);
    mine.method = static_cast<pe::ContextMethod>(method);
    mine.factor = factor;
    mine.factorFollowsLengths = false;
    mine.trainLength = trainLength;
    mine.contextLength = contextLength;
    mine.secondBase = secondBase;
    QVERIFY(state.setParameters(mine));
    AttentionState::Parameters attention = state.attention()->parameters();
    attention.keyPosition = keyPosition;
    attention.embeddingsScaled = true;
    QVERIFY(state.attention()->setParameters(attention));
    const LessonState::Parameters before = state.parameters();
    Walkthrough walkthrough(&state);
    QVERIFY(walkthrough.start(lesson, 1));
    QVERIFY(walkthrough.parametersDiffer());
    QCOMPARE(walkthrough.savedParametersText(), text);
    // The step's own parameters: the lesson's defaults, whatever the student had.
    QCOMPARE(state.layout(), pe::Layout::Interleaved);
    QVERIFY(!state.attention()->embeddingsScaled());
    QCOMPARE(state.attention()->keyPosition(), AttentionState::Parameters().keyPosition);
    walkthrough.leave();
    walkthrough.restoreSavedParameters();
    QVERIFY(state.parameters() == before);
    QCOMPARE(state.attention()->keyPosition(), keyPosition);
    QVERIFY(state.attention()->embeddingsScaled());
    QVERIFY(!walkthrough.parametersDiffer());
    // Only the attention state differs: that counts too.
    attention.keyPosition = keyPosition + 1;
    QVERIFY(state.attention()->setParameters(attention));
    QVERIFY(walkthrough.parametersDiffer());
}

void TestWalkthrough::stepsIgnoreTheStudentsParameters_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("method");
    QTest::newRow("concatenated, none")
        << int(pe::Layout::Concatenated) << int(pe::ContextMethod::None);
    QTest::newRow("interleaved, YaRN")
        << int(pe::Layout::Interleaved) << int(pe::ContextMethod::Yarn);
    QTest::newRow("fairseq, PI") << int(pe::Layout::Fairseq)
                                 << int(pe::ContextMethod::PositionInterpolation);
}

// A student's earlier layout or method never changes a lesson's step: the same parameters and
// the same text as from the defaults, in both lessons.
void TestWalkthrough::stepsIgnoreTheStudentsParameters()
{
    QFETCH(int, layout);
    QFETCH(int, method);
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        LessonState fresh;
        Walkthrough reference(&fresh);
        QVERIFY(reference.setLesson(QLatin1String(lesson.id)));
        LessonState state;
        LessonState::Parameters mine;
        mine.d = 16;
        mine.layout = static_cast<pe::Layout>(layout);
        mine.method = static_cast<pe::ContextMethod>(method);
        mine.trainLength = 100;
        QVERIFY(state.setParameters(mine));
        Walkthrough walkthrough(&state);
        QVERIFY(walkthrough.setLesson(QLatin1String(lesson.id)));
        for (int k = 0; k < walkthrough.count(); ++k) {
            reference.setCurrent(k);
            walkthrough.setCurrent(k);
            QVERIFY2(state.parameters() == fresh.parameters(), qPrintable(walkthrough.step(k).id));
            QCOMPARE(walkthrough.step(k).html, reference.step(k).html);
        }
    }
}

void TestWalkthrough::panelShowsTheLessonTitle()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    QCOMPARE(panel.lessonTitleText(), QStringLiteral("Positional encoding"));
    QVERIFY(walkthrough.start(QStringLiteral("context"), 2));
    QCOMPARE(panel.lessonTitleText(), QStringLiteral("Long context"));
    QCOMPARE(panel.stepButton()->text(), QStringLiteral("Step 3 of 8"));
    QCOMPARE(panel.stepButton()->menu()->actions().size(), 8);
    QVERIFY(panel.startNoteText().contains(QStringLiteral("d = 8, base = 10000")));
    QVERIFY(walkthrough.setLesson(QStringLiteral("encoding")));
    QCOMPARE(panel.lessonTitleText(), QStringLiteral("Positional encoding"));
    QCOMPARE(panel.stepButton()->text(), QStringLiteral("Step 1 of 15"));
}

QTEST_MAIN(TestWalkthrough)
#include "tst_walkthrough.moc"
