// Tests of the File menu's export actions in the window: their texts and shortcuts, what they
// export (the current tab), and a failed write that brings the dialog back.
#include "exportdialog.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestExportActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void menuActions_data();
    void menuActions();
    void failedWriteShowsDialogAgain();
};

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

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
