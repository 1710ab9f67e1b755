// Tests of File > Export current view (Ctrl+E): the file it writes for each
// view is the one `--export` writes, pixel for pixel, in presentation mode too, whatever part
// of the view the window shows (a small window, a scrolled view): the view is built anew from
// the view catalogue's export entry and rendered whole at the chosen size, never grabbed.
//
// "The command line's file" is made here with exportall::exportAll() over the catalogue's entry,
// the call `pe-visualiser --export DIR` makes (app/main.cpp, runExport), with presentation mode
// on as `--export --presentation` sets it (Appearance::setPresentation(true)). Both runs share
// the process, hence the fonts: the comparison is exact. The window's export in presentation
// mode uses the presentation fonts (1.5 x) and pens (2 x), so it equals `--export
// --presentation`'s file, not the plain `--export` one (checked too: they differ).
#include "appearance.h"
#include "attentionfigure.h"
#include "exportactions.h"
#include "exportall.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "numberfield.h"
#include "tinytraining.h"
#include "trainingexport.h"
#include "trainingrunner.h"
#include "trainingview.h"
#include "unitcirclesview.h"
#include "viewcatalogue.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestCurrentViewExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void cleanup() { Appearance::instance()->setPresentation(false); }
    void sameAsCommandLine_data();
    void sameAsCommandLine();
    void presentationDiffersFromPlain();
    void viewsWithoutFilesRenderWhole_data();
    void viewsWithoutFilesRenderWhole();
    void trainingExportsWhatItShows_data();
    void trainingExportsWhatItShows();
};

namespace {

const QSize exportSize(1200, 800);

// The file `--export` writes for the view's first export entry at index (-1: single), made by
// the export engine over that entry alone, as runExport() does over the whole table.
QImage commandLineImage(const QString &id, int index, LessonState *state, const QString &dir,
                        bool presentation)
{
    exportall::ViewEntry entry;
    int unused = -1;
    if (!viewcatalogue::currentViewEntry(id, nullptr, &entry, &unused))
        return {};
    const bool before = Appearance::instance()->presentation();
    Appearance::instance()->setPresentation(presentation); // as --presentation does
    QStringList written;
    QString error;
    const bool ok = exportall::exportAll({entry}, state, dir, exportSize, &written, &error);
    Appearance::instance()->setPresentation(before);
    if (!ok)
        return {};
    const QString base = entry.count ? entry.baseName.arg(index) : entry.baseName;
    return QImage(QDir(dir).filePath(base + QStringLiteral(".png")));
}

// The window at 1024 x 768, shown.
bool showWindow(MainWindow *window)
{
    window->resize(1024, 768);
    window->show();
    return QTest::qWaitForWindowExposed(window);
}

// Scrolls every scroll area of the view to its end, as a user who looked at the last pair would
// leave it: the export must not care.
void scrollToEnd(QWidget *view)
{
    for (QAbstractScrollArea *area : view->findChildren<QAbstractScrollArea *>()) {
        area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
        area->horizontalScrollBar()->setValue(area->horizontalScrollBar()->maximum());
    }
}

// The ids of the views that `--export` writes files for.
QStringList exportedViewIds()
{
    QStringList ids;
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (!view.id.isEmpty() && view.tab && !view.files.isEmpty())
            ids << view.id;
    return ids;
}

} // namespace

void TestCurrentViewExport::sameAsCommandLine_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("pair"); // the unit circle's pair, -1 for the others
    QTest::addColumn<bool>("presentation");
    const QStringList ids = exportedViewIds();
    QVERIFY(ids.size() >= 10); // every view with files, not a few by name
    for (bool presentation : {false, true})
        for (const QString &id : ids) {
            const int pair = id == QLatin1String("circles") ? 2 : -1;
            QTest::addRow("%s%s", qPrintable(id), presentation ? ", presentation" : "")
                << id << pair << presentation;
        }
}

void TestCurrentViewExport::sameAsCommandLine()
{
    QFETCH(QString, id);
    QFETCH(int, pair);
    QFETCH(bool, presentation);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    MainWindow window(&state);
    QVERIFY(showWindow(&window));
    if (presentation)
        window.setPresentation(true);
    QCOMPARE(Appearance::instance()->presentation(), presentation);
    QVERIFY(window.showViewById(id));
    if (pair >= 0)
        qobject_cast<UnitCirclesView *>(window.currentView())->pairSpinBox()->setValue(pair);
    QTest::qWait(50); // the layout settles
    scrollToEnd(window.currentView());
    const QSize shown = window.currentView()->size();

    const QString path = QDir(dir.path()).filePath(QStringLiteral("ctrl-e.png"));
    QString error;
    QVERIFY2(window.exportActions()->exportCurrentView(path, exportSize, true, &error),
             qPrintable(error));
    const QImage fromWindow(path);
    QCOMPARE(fromWindow.size(), exportSize);
    // The window's view was not resized for the file (it came from a view of its own).
    QVERIFY(window.currentView()->size() != exportSize || shown == exportSize);

    const QString cliDir = QDir(dir.path()).filePath(QStringLiteral("cli"));
    QVERIFY(QDir().mkpath(cliDir));
    const QImage fromCommandLine = commandLineImage(id, pair, &state, cliDir, presentation);
    QVERIFY(!fromCommandLine.isNull());
    QCOMPARE(fromWindow.convertToFormat(QImage::Format_RGB32),
             fromCommandLine.convertToFormat(QImage::Format_RGB32));
}

void TestCurrentViewExport::presentationDiffersFromPlain()
{
    // The comparison above can fail: presentation mode's file is not the plain one.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    const QImage plain = commandLineImage(QStringLiteral("heatmap"), -1, &state, dir.path(), false);
    const QImage large = commandLineImage(QStringLiteral("heatmap"), -1, &state, dir.path(), true);
    QVERIFY(!plain.isNull() && !large.isNull());
    QCOMPARE(plain.size(), large.size());
    QVERIFY(plain.convertToFormat(QImage::Format_RGB32)
            != large.convertToFormat(QImage::Format_RGB32));
}

void TestCurrentViewExport::viewsWithoutFilesRenderWhole_data()
{
    QTest::addColumn<QString>("id");
    int rows = 0;
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (!view.id.isEmpty() && view.tab && view.files.isEmpty()) {
            QTest::newRow(qPrintable(view.id)) << view.id;
            ++rows;
        }
    QVERIFY(rows > 0);
}

void TestCurrentViewExport::viewsWithoutFilesRenderWhole()
{
    // A view `--export` does not write (the lab, the context scaling, the embeddings) is built
    // anew from its tab and rendered at the chosen size, as a view with files is.
    QFETCH(QString, id);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    MainWindow window(&state);
    QVERIFY(showWindow(&window));
    QVERIFY(window.showViewById(id));
    QTest::qWait(50);
    const QSize shown = window.currentView()->size();
    // A portrait size too: 1000 x 1250 (at 800 x 1000 the embeddings' table has columns out of
    // its view, and a figure that is not whole is refused).
    for (const QSize &size : {exportSize, QSize(1000, 1250)}) {
        const QString path = QDir(dir.path()).filePath(id + QStringLiteral(".png"));
        QString error;
        QVERIFY2(window.exportActions()->exportCurrentView(path, size, true, &error),
                 qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), size);
        QVERIFY(image.convertToFormat(QImage::Format_RGB32).pixel(0, 0)
                != qRgb(0, 0, 0)); // painted, not an empty buffer
        QApplication::processEvents();
        QCOMPARE(window.currentView()->size(), shown);
    }
}

// The Training view: Ctrl+E writes the page shown, of the learner's own finished comparison (a
// tiny run here: shift by 1, RoPE and T5, seed 5), under the page's name, not the lesson's run
// that --export writes; the attention page keeps the example, layer and head chosen.
void TestCurrentViewExport::trainingExportsWhatItShows_data()
{
    QTest::addColumn<QString>("page");
    for (const char *page : {"curves", "lengths", "attention", "positions"})
        QTest::newRow(page) << QString::fromLatin1(page);
}

void TestCurrentViewExport::trainingExportsWhatItShows()
{
    QFETCH(QString, page);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LessonState state;
    MainWindow window(&state);
    QVERIFY(showWindow(&window));
    QVERIFY(window.showViewById(QStringLiteral("training")));
    auto *view = qobject_cast<TrainingView *>(window.currentView());
    QVERIFY(view);
    pe::TrainingConfig config = tinytraining::config(5);
    config.task.kind = pe::TaskKind::Shift;
    config.task.shift = 1;
    config.steps = 20;
    const auto schemes = tinytraining::schemes({pe::SchemeKind::Rope, pe::SchemeKind::T5});
    view->setChoices(config, schemes);
    QSignalSpy finished(view->runner(), &TrainingRunner::finished);
    view->train();
    // The rows after the first find the run in the session's cache: finished at once.
    QVERIFY(finished.count() > 0 || finished.wait(60000));
    QVERIFY(view->showPage(page));
    view->attentionFigure()->choose(0, 3, 0, 1);
    QCOMPARE(viewcatalogue::exportBaseName(QStringLiteral("training"), view),
             QStringLiteral("training-") + page);

    const QString path = QDir(dir.path()).filePath(QStringLiteral("ctrl-e.png"));
    QString error;
    QVERIFY2(window.exportActions()->exportCurrentView(path, exportSize, true, &error),
             qPrintable(error));
    const QImage fromWindow = QImage(path).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(fromWindow.size(), exportSize);

    // The same page made from the view's runs by the export engine.
    trainingexport::Source source;
    source.config = view->runner()->config();
    source.schemes = schemes;
    source.runs = view->runner()->results();
    source.attentionScheme = 0;
    source.attentionLength = 3;
    source.attentionHead = 1;
    const exportall::ViewEntry own = exportall::single(
        QStringLiteral("own"), {QStringLiteral("png")},
        [page, source](LessonState *) { return trainingexport::createFigure(page, source); },
        nullptr, false);
    QStringList written;
    QVERIFY(exportall::exportAll({own}, &state, dir.path(), exportSize, &written, &error));
    QCOMPARE(fromWindow,
             QImage(QDir(dir.path()).filePath(QStringLiteral("own.png")))
                 .convertToFormat(QImage::Format_RGB32));
    // Not the lesson's run (what --export writes for this page).
    const exportall::ViewEntry lesson = exportall::single(
        QStringLiteral("lesson"), {QStringLiteral("png")},
        [page](LessonState *) { return trainingexport::createFigure(page); }, nullptr, false);
    QVERIFY(exportall::exportAll({lesson}, &state, dir.path(), exportSize, &written, &error));
    QVERIFY(fromWindow
            != QImage(QDir(dir.path()).filePath(QStringLiteral("lesson.png")))
                   .convertToFormat(QImage::Format_RGB32));
}

QTEST_MAIN(TestCurrentViewExport)
#include "tst_currentviewexport.moc"
