// Tests of the File menu's export actions in the window: their texts and shortcuts, what they
// export (the current tab), the file name suggested for each view in the last folder used, the
// question before replacing files, and a failed write that brings the dialog back.
#include "attentionstate.h"
#include "exportactions.h"
#include "exportdialog.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "modaldriver.h"
#include "numberfield.h"
#include "provenance.h"
#include "unitcirclesview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

class TestExportActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void menuActions_data();
    void menuActions();
    void failedWriteShowsDialogAgain();
    void suggestedName_data();
    void suggestedName();
    void lastFolderIsRemembered();
    void replacingAsksFirst_data();
    void replacingAsksFirst();
    void replacingAllViewsAsksFirst();
    void exportAllKeepsOneState();
    void damagedFigureChangesNothing_data();
    void damagedFigureChangesNothing();
};

namespace {

using modaldriver::drive;

QAction *actionWithShortcut(MainWindow &window, const QKeySequence &shortcut)
{
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcut() == shortcut)
            return action;
    return nullptr;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void TestExportActions::menuActions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("export view") << "&Export current view…" << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("export all") << "Export &all views…"
                                << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    QTest::newRow("copy") << "C&opy view to clipboard"
                          << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
}

void TestExportActions::menuActions()
{
    QFETCH(QString, text);
    QFETCH(QKeySequence, shortcut);
    LessonState state;
    MainWindow window(&state);
    QAction *found = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == text)
            found = action;
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->shortcut(), shortcut);
    QCOMPARE(window.currentView(), window.views()->currentWidget());
    QCOMPARE(window.currentView()->objectName(), QStringLiteral("table"));
}

void TestExportActions::failedWriteShowsDialogAgain()
{
    // Export current view to a folder that cannot exist (under a regular file): the error box
    // comes, and after it the same dialog with the user's path, not the main window.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString blocker = dir.filePath(QStringLiteral("a-file"));
    {
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QString badPath = blocker + QStringLiteral("/view.png");
    LessonState state;
    MainWindow window(&state);
    window.show();
    QAction *exportView = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportView = action;
    QVERIFY(exportView);

    QStringList seen; // what came up, in order
    int dialogsShown = 0;
    // Polls for the modal widget of the moment and answers it.
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        if (auto *dialog = qobject_cast<ExportDialog *>(modal)) {
            ++dialogsShown;
            if (dialogsShown == 1) {
                seen << QStringLiteral("dialog");
                dialog->setPath(badPath);
                dialog->accept();
            } else {
                seen << QStringLiteral("dialog again: ") + dialog->path();
                dialog->reject();
            }
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen << QStringLiteral("error");
            box->accept();
        }
    });
    driver.start();
    exportView->trigger();
    driver.stop();
    QCOMPARE(seen,
             QStringList({QStringLiteral("dialog"), QStringLiteral("error"),
                          QStringLiteral("dialog again: ") + badPath}));
    QVERIFY(!QFileInfo::exists(badPath));
}

void TestExportActions::suggestedName_data()
{
    // The names `--export` writes for each view (the lab has no export files: its id).
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("pair"); // the unit circle's pair, -1 for the others
    QTest::addColumn<QString>("name");
    QTest::newRow("table") << "table" << -1 << "table.png";
    QTest::newRow("pair charts") << "pairs" << -1 << "pairs.png";
    QTest::newRow("unit circle, pair 0") << "circles" << 0 << "circle-0.png";
    QTest::newRow("unit circle, pair 2") << "circles" << 2 << "circle-2.png";
    QTest::newRow("heat map") << "heatmap" << -1 << "heatmap.png";
    QTest::newRow("distance") << "distance" << -1 << "distance.png";
    QTest::newRow("similarity") << "similarity" << -1 << "similarity.png";
    QTest::newRow("lab") << "lab" << -1 << "lab.png";
}

void TestExportActions::suggestedName()
{
    QFETCH(QString, id);
    QFETCH(int, pair);
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    MainWindow window(&state);
    window.exportActions()->setExportFolder(dir.path());
    QVERIFY(window.showViewById(id));
    if (pair >= 0)
        qobject_cast<UnitCirclesView *>(window.currentView())->pairSpinBox()->setValue(pair);
    const QString expected = QDir(dir.path()).filePath(name);
    QCOMPARE(window.exportActions()->suggestedViewPath(), expected);
    // The dialog opens with it (Ctrl+E).
    QAction *exportView = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY(exportView);
    const QStringList seen = drive([exportView] { exportView->trigger(); },
                                   [](ExportDialog *dialog, int) { dialog->reject(); },
                                   [](QMessageBox *box, int) { box->reject(); });
    QCOMPARE(seen, QStringList {QStringLiteral("dialog: ") + expected});
}

void TestExportActions::lastFolderIsRemembered()
{
    QTemporaryDir first;
    QTemporaryDir second;
    QVERIFY(first.isValid() && second.isValid());
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.exportActions()->setExportFolder(first.path());
    QVERIFY(window.showViewById(QStringLiteral("heatmap")));
    QAction *exportView = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_E));
    const QString written = QDir(second.path()).filePath(QStringLiteral("heatmap.png"));
    drive([exportView] { exportView->trigger(); },
          [&written](ExportDialog *dialog, int) {
              dialog->setPath(written);
              dialog->accept();
          },
          [](QMessageBox *box, int) { box->reject(); });
    QVERIFY(QFileInfo::exists(written));
    // The next suggestion is in the folder last written to, and that is what is remembered.
    QCOMPARE(window.exportActions()->lastExportFolder(), QDir(second.path()).absolutePath());
    QVERIFY(window.showViewById(QStringLiteral("distance")));
    QCOMPARE(window.exportActions()->suggestedViewPath(),
             QDir(second.path()).filePath(QStringLiteral("distance.png")));
    // A new window given the remembered folder (main() does so from the settings) starts there.
    MainWindow next(&state);
    next.exportActions()->setExportFolder(window.exportActions()->lastExportFolder());
    QCOMPARE(next.exportActions()->suggestedViewPath(),
             QDir(second.path()).filePath(QStringLiteral("table.png")));
    // A remembered folder that is gone gives the Pictures folder or home instead.
    MainWindow gone(&state);
    gone.exportActions()->setExportFolder(second.filePath(QStringLiteral("no-such-folder")));
    QVERIFY(QFileInfo(gone.exportActions()->exportFolder()).isDir());
}

void TestExportActions::replacingAsksFirst_data()
{
    QTest::addColumn<bool>("exists");
    QTest::addColumn<QString>("answer"); // to the question: "replace" or "cancel"
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<bool>("replaced");
    const QString question
        = QStringLiteral("question: table.png already exists in %1. Replace it?");
    const QString dialog = QStringLiteral("dialog");
    QTest::newRow("new file: no question") << false << "" << QStringList {dialog} << true;
    QTest::newRow("replace") << true << "replace" << QStringList {dialog, question} << true;
    // Cancel keeps the file and brings the dialog back (then closed).
    QTest::newRow("cancel") << true << "cancel" << QStringList {dialog, question, dialog} << false;
}

void TestExportActions::replacingAsksFirst()
{
    QFETCH(bool, exists);
    QFETCH(QString, answer);
    QFETCH(QStringList, expected);
    QFETCH(bool, replaced);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = QDir(dir.path()).filePath(QStringLiteral("table.png"));
    const QByteArray before("an older figure");
    if (exists) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(before);
    }
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.exportActions()->setExportFolder(dir.path());
    QAction *exportView = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QStringList seen
        = drive([exportView] { exportView->trigger(); },
                [](ExportDialog *dialog, int k) {
                    if (k == 0)
                        dialog->accept();
                    else
                        dialog->reject();
                },
                [&answer](QMessageBox *box, int) {
                    for (QAbstractButton *button : box->buttons())
                        if (box->buttonRole(button)
                            == (answer == QLatin1String("replace") ? QMessageBox::AcceptRole
                                                                   : QMessageBox::RejectRole))
                            button->click();
                });
    for (QString &line : seen)
        if (line.startsWith(QLatin1String("dialog: ")))
            line = QStringLiteral("dialog");
    for (QString &line : expected)
        line = line.arg(QDir::toNativeSeparators(dir.path()));
    QCOMPARE(seen, expected);
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(contents(path) != before, replaced);
    if (replaced)
        QVERIFY(contents(path).startsWith("\x89PNG"));
}

void TestExportActions::replacingAllViewsAsksFirst()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"heatmap.png", "table.csv"}) {
        QFile file(dir.filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("older");
    }
    LessonState state;
    MainWindow window(&state);
    window.show();
    QAction *exportAll = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(exportAll);
    const QStringList seen = drive([exportAll] { exportAll->trigger(); },
                                   [&dir](ExportDialog *dialog, int k) {
                                       if (k == 0) {
                                           dialog->setPath(dir.path());
                                           dialog->accept();
                                       } else {
                                           dialog->reject();
                                       }
                                   },
                                   [](QMessageBox *box, int) { box->reject(); });
    QCOMPARE(seen.size(), 3);
    QCOMPARE(seen.at(1),
             QStringLiteral("question: 2 of the 101 files already exist in %1. Replace them?")
                 .arg(QDir::toNativeSeparators(dir.path())));
    QCOMPARE(contents(dir.filePath(QStringLiteral("heatmap.png"))), QByteArray("older"));
}

// The encoding switched on and off again and again while Export all writes its files:
// every figure's provenance names one and the same state (the lesson steps' files aside, which
// show their steps' parameters).
void TestExportActions::exportAllKeepsOneState()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    MainWindow window(&state);
    window.show();
    QAction *exportAll = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(exportAll);
    int toggles = 0;
    QTimer toggler;
    toggler.setInterval(0);
    QObject::connect(&toggler, &QTimer::timeout, [&state, &toggles] {
        if (!QApplication::activeModalWidget()) { // the export runs
            state.setEncodingOn(!state.encodingOn());
            ++toggles;
        }
    });
    drive([exportAll] { exportAll->trigger(); },
          [&dir, &toggler](ExportDialog *dialog, int) {
              dialog->setPath(dir.path());
              dialog->setPixelSize(QSize(600, 400)); // the smallest size every view is whole at
              toggler.start();
              dialog->accept();
          },
          [](QMessageBox *box, int) { box->accept(); });
    toggler.stop();
    QVERIFY2(toggles > 1, qPrintable(QString::number(toggles)));
    QMap<QString, QStringList> byState; // "encoding=on" -> the files that say so
    for (const QFileInfo &file : QDir(dir.path()).entryInfoList(QDir::Files)) {
        // The lesson steps' files show each step's own parameters (a step sets them all).
        if (file.suffix() == QLatin1String("csv")
            || file.baseName().contains(QLatin1String("-step-")))
            continue;
        QString text;
        QString error;
        QVERIFY2(provenance::readFile(file.filePath(), &text, &error), qPrintable(error));
        const QString encoding
            = text.section(QStringLiteral("\nencoding="), 1).section(QLatin1Char('\n'), 0, 0);
        byState[encoding].append(file.fileName());
    }
    QStringList seenStates;
    for (auto each = byState.cbegin(); each != byState.cend(); ++each)
        seenStates << each.key() + QStringLiteral(": ") + each.value().join(QLatin1Char(' '));
    QVERIFY2(byState.size() == 1, qPrintable(seenStates.join(QLatin1Char('\n'))));
    QVERIFY(byState.first().size() > 30);
}

// File > Open figure parameters… with a damaged figure (tests/data/hostile) says why
// in one line and changes no parameter: never a partial restore.
void TestExportActions::damagedFigureChangesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("header only") << "figure-header-only.svg"
                                 << "figure parameters: view, d, base";
    QTest::newRow("m 7, fraction 0") << "figure-m7-fraction0.svg"
                                     << "rotary-fraction=0";
    QTest::newRow("n -1") << "figure-n-negative.svg"
                          << "n=-1";
    QTest::newRow("2^31 chunk") << "figure-huge-chunk.png"
                                << "is not a PNG image";
}

void TestExportActions::damagedFigureChangesNothing()
{
    QFETCH(QString, file);
    QFETCH(QString, says);
    LessonState state;
    LessonState::Parameters unusual = state.parameters();
    unusual.d = 12;
    unusual.base = 500.0;
    QVERIFY(state.setParameters(unusual));
    QVERIFY(state.attention()->setQueryPosition(9));
    MainWindow window(&state);
    QString error;
    QVERIFY(!window.exportActions()->openFigure(
        QStringLiteral(PEV_SOURCE_DIR "/tests/data/hostile/") + file, &error));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(state.parameters() == unusual);
    QCOMPARE(state.attention()->queryPosition(), 9);
}

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
