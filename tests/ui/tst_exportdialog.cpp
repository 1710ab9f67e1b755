// Tests of the export dialog's choices and of the File menu's export actions.
#include "exportdialog.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using imageexport::Format;
using Target = ExportDialog::Target;

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void defaults();
    void formatSetsSuffix_data();
    void formatSetsSuffix();
    void typedSuffixSetsFormat_data();
    void typedSuffixSetsFormat();
    void targetSwitch();
    void emptyPathDisablesExport();
    void menuActions_data();
    void menuActions();
    void failedWriteShowsDialogAgain();
};

void TestExportDialog::defaults()
{
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    QCOMPARE(dialog.target(), Target::CurrentView);
    QCOMPARE(dialog.format(), Format::Png);
    QCOMPARE(dialog.pixelSize(), QSize(1200, 800));
    QVERIFY(dialog.captionOn());
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out/table.png"));
    QVERIFY(dialog.exportButton()->isEnabled());
    QVERIFY(dialog.formatBox()->isEnabled());
}

void TestExportDialog::formatSetsSuffix_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("path");
    QTest::newRow("svg") << int(Format::Svg) << "/tmp/out/table.svg";
    QTest::newRow("pdf") << int(Format::Pdf) << "/tmp/out/table.pdf";
    QTest::newRow("png") << int(Format::Png) << "/tmp/out/table.png";
}

void TestExportDialog::formatSetsSuffix()
{
    QFETCH(int, format);
    QFETCH(QString, path);
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(format));
    QCOMPARE(int(dialog.format()), format);
    QCOMPARE(dialog.path(), path);
    QCOMPARE(dialog.pathEdit()->text(), path);
}

void TestExportDialog::typedSuffixSetsFormat_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("path");
    QTest::newRow("svg") << "/tmp/a.svg" << int(Format::Svg) << "/tmp/a.svg";
    QTest::newRow("PDF upper") << "/tmp/a.PDF" << int(Format::Pdf) << "/tmp/a.PDF";
    QTest::newRow("no suffix") << "/tmp/figure" << int(Format::Png) << "/tmp/figure.png";
    QTest::newRow("other suffix") << "/tmp/figure.v2" << int(Format::Png) << "/tmp/figure.v2.png";
}

void TestExportDialog::typedSuffixSetsFormat()
{
    QFETCH(QString, typed);
    QFETCH(int, format);
    QFETCH(QString, path);
    ExportDialog dialog(Target::CurrentView, QStringLiteral("view"), QStringLiteral("/tmp"));
    dialog.pathEdit()->clear();
    QTest::keyClicks(dialog.pathEdit(), typed);
    QCOMPARE(int(dialog.format()), format);
    QCOMPARE(dialog.path(), path);
}

void TestExportDialog::targetSwitch()
{
    ExportDialog dialog(Target::AllViews, QStringLiteral("table"), QStringLiteral("/tmp/out"));
    QCOMPARE(dialog.target(), Target::AllViews);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out"));
    QVERIFY(!dialog.formatBox()->isEnabled());
    dialog.setTarget(Target::CurrentView);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out/table.png"));
    QVERIFY(dialog.formatBox()->isEnabled());
    dialog.setPath(QStringLiteral("/tmp/x.svg"));
    dialog.setTarget(Target::AllViews);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/out"));
    dialog.setTarget(Target::CurrentView);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/x.svg"));
    QCOMPARE(dialog.format(), Format::Svg);
    dialog.setPixelSize(QSize(640, 480));
    QCOMPARE(dialog.pixelSize(), QSize(640, 480));
    dialog.setPixelSize(QSize(5, 99999)); // clamped to the --size limits
    QCOMPARE(dialog.pixelSize(), QSize(16, 16384));
    dialog.setCaptionOn(false);
    QVERIFY(!dialog.captionOn());
}

void TestExportDialog::emptyPathDisablesExport()
{
    ExportDialog dialog(Target::CurrentView, QStringLiteral("table"), QStringLiteral("/tmp"));
    dialog.pathEdit()->clear();
    QVERIFY(!dialog.exportButton()->isEnabled());
    QTest::keyClicks(dialog.pathEdit(), QStringLiteral("/tmp/t.pdf"));
    QVERIFY(dialog.exportButton()->isEnabled());
}

void TestExportDialog::menuActions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("export view") << "&Export current view…" << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("export all") << "Export &all views…"
                                << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    QTest::newRow("copy") << "C&opy view to clipboard"
                          << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
}

void TestExportDialog::menuActions()
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

void TestExportDialog::failedWriteShowsDialogAgain()
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

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
