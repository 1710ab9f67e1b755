// The window's part of the animation: the transport bar under the views, the Animation menu and
// File > Export animation…, the keys working in presentation mode (the actions are the
// window's), every view following the transport, and the export dialog opening on the current
// tab's view with the transport's frames.
#include "animationactions.h"
#include "animationexportdialog.h"
#include "appearance.h"
#include "encodingtablemodel.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "numberfield.h"
#include "transportbar.h"
#include "unitcirclesview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestAnimationActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void menus();
    void barUnderTheViews();
    void viewsFollow();
    void keysInPresentationMode();
    void exportDialogStartsFromTheWindow_data();
    void exportDialogStartsFromTheWindow();
    void replacingAsksFirst();
};

void TestAnimationActions::initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }

void TestAnimationActions::menus()
{
    LessonState state;
    MainWindow window(&state);
    AnimationActions *animation = window.animation();
    QVERIFY(animation);
    const QList<QAction *> top = window.menuBar()->actions();
    const auto menuTitled = [&top](const QString &title) -> QMenu * {
        for (QAction *action : top)
            if (action->menu() && action->text() == title)
                return action->menu();
        return nullptr;
    };
    QMenu *menu = menuTitled(QStringLiteral("Anima&tion"));
    QVERIFY(menu);
    TransportBar *bar = animation->transportBar();
    QList<QAction *> expected = bar->transportActions();
    QList<QAction *> actions = menu->actions();
    actions.removeIf([](QAction *a) { return a->isSeparator(); });
    expected.append(bar->reduceMotionAction());
    QCOMPARE(actions, expected);
    QVERIFY(menuTitled(QStringLiteral("&File"))->actions().contains(animation->exportAction()));
    QCOMPARE(animation->exportAction()->text(), QStringLiteral("Export a&nimation…"));
    // The keys also work without the menu bar (presentation mode): the window holds them.
    for (QAction *action : bar->transportActions())
        QVERIFY(window.actions().contains(action));
}

void TestAnimationActions::barUnderTheViews()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TransportBar *bar = window.animation()->transportBar();
    QVERIFY(bar->isVisible());
    const QRect views = window.views()->geometry();
    const QRect barRect(bar->mapTo(&window, QPoint(0, 0)), bar->size());
    const QRect viewsRect(window.views()->mapTo(&window, QPoint(0, 0)), views.size());
    QVERIFY(barRect.top() >= viewsRect.bottom());
    QVERIFY(barRect.width() <= viewsRect.width() + 1);
    for (QWidget *widget : bar->focusChain())
        QVERIFY(window.focusChain().contains(widget));
}

void TestAnimationActions::viewsFollow()
{
    LessonState state;
    MainWindow window(&state);
    TransportController *transport = window.animation()->transportBar()->controller();
    QVERIFY(transport->goToFrame(9)); // q = 10
    QCOMPARE(state.comparison(), qint64(10));
    QCOMPARE(window.comparisonSpinBox()->value(), 10);
    QCOMPARE(window.tableModel()->headerData(4, Qt::Horizontal).toString(),
             QStringLiteral("PE(10)"));
    // A preset moves q by hand: the transport pauses there.
    QVERIFY(transport->play());
    QVERIFY(state.applyPreset(QStringLiteral("fast-pair"))); // q = 6
    QCOMPARE(transport->playState(), TransportController::PlayState::Paused);
    QCOMPARE(transport->currentFrame(), qint64(5));
}

void TestAnimationActions::keysInPresentationMode()
{
    LessonState state;
    MainWindow window(&state);
    window.setPresentation(true);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTabBar *families = window.views()->tabBars().first();
    families->setFocus(Qt::TabFocusReason);
    QTest::keyClick(families, Qt::Key_Period);
    QCOMPARE(state.comparison(), qint64(4));
    QTest::keyClick(families, Qt::Key_Space);
    QCOMPARE(window.animation()->transportBar()->controller()->playState(),
             TransportController::PlayState::Playing);
    QTest::keyClick(families, Qt::Key_Space);
    QCOMPARE(window.animation()->transportBar()->controller()->playState(),
             TransportController::PlayState::Paused);
    window.setPresentation(false);
}

void TestAnimationActions::exportDialogStartsFromTheWindow_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<int>("pair"); // the unit circle's pair before the dialog opens
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("label"); // what the dialog's list shows for it
    QTest::newRow("table") << "table" << 0 << "table"
                           << "Table (table)";
    QTest::newRow("pair charts") << "pairs" << 0 << "pairs"
                                 << "Pair charts (pairs)";
    QTest::newRow("unit circle") << "circles" << 0 << "circle-0"
                                 << "Unit circle, i = 0 (circle-0)";
    QTest::newRow("unit circle at pair 2") << "circles" << 2 << "circle-2"
                                           << "Unit circle, i = 2 (circle-2)";
    QTest::newRow("heat map") << "heatmap" << 0 << "heatmap"
                              << "Heat map (heatmap)";
    QTest::newRow("lab: no files, pairs") << "lab" << 0 << "pairs"
                                          << "Pair charts (pairs)";
}

void TestAnimationActions::exportDialogStartsFromTheWindow()
{
    QFETCH(QString, tab);
    QFETCH(int, pair);
    QFETCH(QString, view);
    QFETCH(QString, label);
    LessonState state;
    MainWindow window(&state);
    QVERIFY(window.showViewById(tab));
    if (auto *circles = qobject_cast<UnitCirclesView *>(window.currentView()))
        circles->pairSpinBox()->setValue(pair);
    TransportController *transport = window.animation()->transportBar()->controller();
    const FrameSequence frames(AnimatedParameter::Width, 4, 40, 4);
    QVERIFY(transport->setSequence(frames));
    QVERIFY(transport->play());
    AnimationRequest seen;
    QString shown;
    bool opened = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<AnimationExportDialog *>(QApplication::activeModalWidget());
        if (dialog) {
            opened = true;
            seen = dialog->request();
            shown = dialog->viewBox()->currentText();
            dialog->reject();
        }
    });
    window.animation()->exportAnimation();
    QVERIFY(opened);
    QCOMPARE(seen.view, view);
    QCOMPARE(shown, label);
    QCOMPARE(seen.frames, frames);
    QVERIFY(seen.path.endsWith(view + QStringLiteral(".gif")));
    // The window stood still while the dialog was open.
    QCOMPARE(transport->playState(), TransportController::PlayState::Paused);
}

// Export animation asks before it replaces a file, as Export current view does; "no"
// brings the dialog back and leaves the file as it was.
void TestAnimationActions::replacingAsksFirst()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("older.gif"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("older");
    }
    LessonState state;
    MainWindow window(&state);
    QStringList seen;
    int dialogs = 0;
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        if (auto *dialog = qobject_cast<AnimationExportDialog *>(modal)) {
            seen << QStringLiteral("dialog");
            if (dialogs++ == 0) {
                dialog->pathEdit()->setText(path);
                dialog->accept();
            } else {
                dialog->reject();
            }
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen << box->text();
            box->reject();
        }
    });
    driver.start();
    window.animation()->exportAnimation();
    driver.stop();
    QCOMPARE(seen,
             QStringList({QStringLiteral("dialog"),
                          QStringLiteral("older.gif already exists in %1. Replace it?")
                              .arg(QDir::toNativeSeparators(dir.path())),
                          QStringLiteral("dialog")}));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("older"));
}

QTEST_MAIN(TestAnimationActions)
#include "tst_animationactions.moc"
