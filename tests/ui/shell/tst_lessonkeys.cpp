// A presentation clicker always advances the lesson: Page Down / Page Up
// change the step wherever the focus is, the answer field after an answer included, and the
// arrows do so outside the controls that move with them; without a running lesson the keys stay
// with the focused control.
#include "encodingtablemodel.h"
#include "exercisepanel.h"
#include "exportactions.h"
#include "lessonkeys.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "numberfield.h"
#include "presentationlayout.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSlider>
#include <QTableView>
#include <QTest>
#include <QToolButton>

class TestLessonKeys : public QObject
{
    Q_OBJECT

private slots:
    void stepKeys_data();
    void stepKeys();
    void noLessonNoStep();
    void closeKeyInPresentation();
    void takesArrows();
};

void TestLessonKeys::stepKeys_data()
{
    QTest::addColumn<QString>("focus");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("move");
    for (const bool presentation : {false, true}) {
        const char *mode = presentation ? "presentation" : "normal";
        for (const char *focus : {"answer after an answer", "answer", "table", "slider", "d field",
                                  "panel", "next button", "view"}) {
            QTest::addRow("%s, %s, page down", mode, focus)
                << QString::fromLatin1(focus) << presentation << int(Qt::Key_PageDown) << 1;
            QTest::addRow("%s, %s, page up", mode, focus)
                << QString::fromLatin1(focus) << presentation << int(Qt::Key_PageUp) << -1;
        }
        // The arrows: a step outside the controls that move with them.
        QTest::addRow("%s, panel, right", mode)
            << "panel" << presentation << int(Qt::Key_Right) << 1;
        QTest::addRow("%s, next button, left", mode)
            << "next button" << presentation << int(Qt::Key_Left) << -1;
        QTest::addRow("%s, view, right", mode) << "view" << presentation << int(Qt::Key_Right) << 1;
        QTest::addRow("%s, answer, right", mode)
            << "answer" << presentation << int(Qt::Key_Right) << 0;
        QTest::addRow("%s, table, right", mode)
            << "table" << presentation << int(Qt::Key_Right) << 0;
        QTest::addRow("%s, slider, left", mode)
            << "slider" << presentation << int(Qt::Key_Left) << 0;
    }
}

void TestLessonKeys::stepKeys()
{
    QFETCH(QString, focus);
    QFETCH(bool, presentation);
    QFETCH(int, key);
    QFETCH(int, move);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.setPresentation(presentation);
    QVERIFY(window.startLesson(QStringLiteral("encoding")));
    window.walkthrough()->setCurrent(3); // a step with an exercise, on the table
    QCoreApplication::processEvents();
    QCOMPARE(window.presentationLayout()->active(), presentation);
    WalkthroughPanel *panel = window.walkthroughPanel();
    ExercisePanel *exercise = panel->exercisePanel();
    QVERIFY(exercise->currentExercise());
    if (presentation)
        panel->askTheClass();
    QWidget *target = nullptr;
    if (focus.startsWith(QLatin1String("answer"))) {
        target = exercise->answerField();
        if (focus.endsWith(QLatin1String("an answer"))) {
            target->setFocus();
            QTest::keyClicks(target, QStringLiteral("0.5"));
            QTest::keyClick(target, Qt::Key_Return);
            QVERIFY(!exercise->verdictText().isEmpty());
        }
    } else if (focus == QLatin1String("table")) {
        window.showViewById(QStringLiteral("table"));
        target = window.tableView();
    } else if (focus == QLatin1String("slider") || focus == QLatin1String("d field")) {
        if (presentation) { // the parameters are one line until "Edit parameters"
            window.presentationLayout()->editButton()->setChecked(true);
            window.presentationLayout()->arrange();
        }
        if (focus == QLatin1String("slider"))
            target = window.comparisonSlider();
        else
            target = window.widthSpinBox();
        QVERIFY(target->isVisible());
    } else if (focus == QLatin1String("panel")) {
        target = panel;
    } else if (focus == QLatin1String("next button")) {
        target = panel->nextButton();
    } else {
        window.showViewById(QStringLiteral("pairs"));
        target = window.currentView();
        target->setFocusPolicy(Qt::StrongFocus);
    }
    target->setFocus();
    const int width = state.width();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    QCoreApplication::processEvents();
    QCOMPARE(window.walkthrough()->current(), 3 + move);
    if (move == 0 && focus == QLatin1String("table"))
        QVERIFY(window.tableView()->currentIndex().isValid());
    if (move != 0 && focus == QLatin1String("d field"))
        QCOMPARE(state.width(), window.walkthrough()->step(3 + move).setup.d); // the step's d
    Q_UNUSED(width);
    window.setPresentation(false);
}

// Without a lesson, Page Down stays with the table (it moves the current cell).
void TestLessonKeys::noLessonNoStep()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.walkthrough()->active());
    window.tableView()->setFocus();
    window.tableView()->setCurrentIndex(window.tableModel()->index(0, 0));
    QTest::keyClick(window.tableView(), Qt::Key_PageDown);
    QVERIFY(!window.walkthrough()->active());
    QCOMPARE(window.walkthrough()->current(), 0);
    QVERIFY(window.tableView()->currentIndex().row() > 0);
}

// Ctrl+L closes the lesson panel (and so leaves the lesson) in presentation mode too, where the
// menu bar that lists it is hidden; the File menu's keys (Ctrl+E) are the window's too.
void TestLessonKeys::closeKeyInPresentation()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.setPresentation(true);
    QVERIFY(window.startLesson(QStringLiteral("encoding")));
    QCoreApplication::processEvents();
    window.presentationLayout()->arrange();
    QVERIFY(window.presentationLayout()->active());
    QVERIFY(!window.menuBar()->isVisible());
    // The File menu's keys stay with the window (Ctrl+E exports the view shown).
    QVERIFY(window.actions().contains(window.exportActions()->viewAction()));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key_L,
                    Qt::ControlModifier);
    QCoreApplication::processEvents();
    QVERIFY(!window.walkthrough()->active());
    window.setPresentation(false);
}

void TestLessonKeys::takesArrows()
{
    QLineEdit edit;
    QSlider slider;
    QTableView table;
    QPushButton button;
    QWidget plain;
    QVERIFY(LessonKeys::takesArrows(&edit));
    QVERIFY(LessonKeys::takesArrows(&slider));
    QVERIFY(LessonKeys::takesArrows(&table));
    QVERIFY(!LessonKeys::takesArrows(&button));
    QVERIFY(!LessonKeys::takesArrows(&plain));
    QVERIFY(!LessonKeys::takesArrows(nullptr));
}

QTEST_MAIN(TestLessonKeys)
#include "tst_lessonkeys.moc"
