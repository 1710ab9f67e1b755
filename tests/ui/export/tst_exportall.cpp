// Tests of the table-driven "Export all" engine with tables of its own (the built-in table:
// tests/ui/shell/tst_viewcatalogue): single and per-pair entries, the --size of every image,
// restoring parameters a factory changed, a view shared by entries, and failures.
#include "exportall.h"
#include "imageexport.h"
#include "language.h"
#include "lessonstate.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <QXmlStreamReader>

namespace {

QString svgViewBox(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement())
            return xml.name() == QLatin1String("svg")
                ? xml.attributes().value(QLatin1String("viewBox")).toString()
                : QString();
    }
    return {};
}

} // namespace

class TestExportAll : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void builders();
    void pairFileCount_data();
    void pairFileCount();
    void singleAndPerPairEntries_data();
    void singleAndPerPairEntries();
    void missingFolder();
    void sharedView();
    void failingViewStops();
    void dataFiles();
};

void TestExportAll::builders()
{
    const auto factory = [](LessonState *, int) { return new QLabel; };
    const exportall::ViewEntry one = exportall::single(
        QStringLiteral("one"), {QStringLiteral("png")}, [](LessonState *) { return new QLabel; },
        QT_TRANSLATE_NOOP("MainWindow", "Table"), false);
    QCOMPARE(one.baseName, QStringLiteral("one"));
    QVERIFY(!one.count);
    QVERIFY(!one.caption);
    QCOMPARE(QByteArray(one.title), QByteArray("Table"));
    const exportall::ViewEntry steps = exportall::indexed(
        QStringLiteral("step-%1"), {QStringLiteral("png")}, [](const LessonState *) { return 3; },
        factory, nullptr, 1);
    const exportall::ViewEntry pairs
        = exportall::perPair(QStringLiteral("pair-%1"), {QStringLiteral("svg")}, factory);
    LessonState state;
    QVERIFY(state.setWidth(6)); // 3 pairs
    QCOMPARE(exportall::fileNames({one, steps, pairs}, &state),
             (QStringList {QStringLiteral("table.csv"), QStringLiteral("one.png"),
                           QStringLiteral("step-1.png"), QStringLiteral("step-2.png"),
                           QStringLiteral("step-3.png"), QStringLiteral("pair-0.svg"),
                           QStringLiteral("pair-1.svg"), QStringLiteral("pair-2.svg")}));
    QCOMPARE(exportall::defaultSize(), QSize(1200, 800));
}

void TestExportAll::pairFileCount_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("files");
    QTest::newRow("d8") << 8 << 4;
    QTest::newRow("d5 (last pair sin only)") << 5 << 3;
    QTest::newRow("d128") << 128 << 64;
    QTest::newRow("d512 capped") << 512 << 64;
}

void TestExportAll::pairFileCount()
{
    QFETCH(int, d);
    QFETCH(int, files);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QCOMPARE(exportall::pairFileCount(&state), files);
}

void TestExportAll::singleAndPerPairEntries_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("500x300") << QSize(500, 300);
}

void TestExportAll::singleAndPerPairEntries()
{
    QFETCH(QSize, size);
    const QList<exportall::ViewEntry> table
        = {exportall::perPair(QStringLiteral("probe-%1"),
                              {QStringLiteral("png"), QStringLiteral("svg")},
                              [](LessonState *state, int pair) {
                                  // A factory may change the state; exportAll() puts it back.
                                  state->setComparison(20 + pair);
                                  return new QLabel(QStringLiteral("probe pair %1").arg(pair));
                              }),
           exportall::single(QStringLiteral("probe"), {QStringLiteral("pdf")},
                             [](LessonState *) { return new QLabel(QStringLiteral("probe")); })};
    LessonState state;
    QVERIFY(state.setWidth(6)); // 3 pairs
    QVERIFY(state.setComparison(5));
    QStringList expected;
    for (int i = 0; i < 3; ++i)
        expected << QStringLiteral("probe-%1.png").arg(i) << QStringLiteral("probe-%1.svg").arg(i);
    expected << QStringLiteral("probe.pdf");
    QCOMPARE(exportall::fileNames(table, &state),
             QStringList {QStringLiteral("table.csv")} + expected);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QStringList written;
    QString error;
    QVERIFY2(exportall::exportAll(table, &state, tmp.path(), size, &written, &error),
             qPrintable(error));
    QCOMPARE(written.size(), exportall::fileNames(table, &state).size());
    QStringList writtenProbes;
    for (const QString &path : std::as_const(written))
        if (QFileInfo(path).fileName().startsWith(QLatin1String("probe")))
            writtenProbes << path;
    QCOMPARE(writtenProbes.size(), expected.size());
    for (int k = 0; k < expected.size(); ++k)
        QCOMPARE(writtenProbes[k], QDir(tmp.path()).filePath(expected[k]));
    QCOMPARE(state.comparison(), qint64(5));
    QCOMPARE(state.width(), 6);

    const QString viewBox = QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height());
    for (const QString &name : expected) {
        const QString path = QDir(tmp.path()).filePath(name);
        if (name.endsWith(QLatin1String(".png"))) {
            const QImage image(path);
            QCOMPARE(image.size(), size);
            QVERIFY2(imageexport::hasContent(image), qPrintable(name));
        } else if (name.endsWith(QLatin1String(".svg"))) {
            QCOMPARE(svgViewBox(path), viewBox);
        } else if (name.endsWith(QLatin1String(".pdf"))) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.read(5) == "%PDF-");
        }
    }
    // Each per-pair file shows its own pair, captioned with the parameters it was drawn with.
    QFile svg(QDir(tmp.path()).filePath(QStringLiteral("probe-2.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("probe pair 2"));
    QVERIFY(text.contains("d = 6, base = 10000, p = 0, q = 22, encoding on"));
}

void TestExportAll::missingFolder()
{
    LessonState state;
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("not/there"));
    QStringList written;
    QString error;
    QVERIFY(!exportall::exportAll({}, &state, dir, QSize(320, 200), &written, &error));
    QVERIFY(written.isEmpty());
    QVERIFY2(error.contains(dir), qPrintable(error));
    QVERIFY(!QFileInfo::exists(dir));
}

// Entries next to each other with one sharedViewKey share one view: built by the first entry's
// factory, moved to every index of the next entry by its reuse. Each file still shows the view as
// that index sets it; the parameters are put back afterwards.
void TestExportAll::sharedView()
{
    static int creates = 0;
    static QList<int> reused;
    const QString key = QStringLiteral("probe-shared");
    exportall::ViewEntry first;
    first.baseName = QStringLiteral("shared-a");
    first.formats = {QStringLiteral("png"), QStringLiteral("svg")};
    first.create = [](LessonState *, int) {
        ++creates;
        return new QLabel(QStringLiteral("shared view"));
    };
    first.sharedViewKey = key;
    exportall::ViewEntry second;
    second.baseName = QStringLiteral("shared-b-%1");
    second.formats = {QStringLiteral("svg")};
    second.count = [](const LessonState *) { return 3; };
    second.firstIndex = 1;
    second.create = [](LessonState *, int n) {
        ++creates;
        return new QLabel(QStringLiteral("own view %1").arg(n));
    };
    second.reuse = [](QWidget *view, LessonState *state, int n) {
        reused << n;
        static_cast<QLabel *>(view)->setText(QStringLiteral("moved to %1").arg(n));
        state->setComparison(10 + n);
    };
    second.sharedViewKey = key;
    const QList<exportall::ViewEntry> table = {first, second};

    LessonState state;
    QVERIFY(state.setComparison(4));
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QStringList written;
    QString error;
    QVERIFY2(exportall::exportAll(table, &state, tmp.path(), QSize(400, 240), &written, &error),
             qPrintable(error));
    QCOMPARE(written.size(), exportall::fileNames(table, &state).size());
    QCOMPARE(creates, 1);
    QCOMPARE(reused, QList<int>({1, 2, 3}));
    QCOMPARE(state.comparison(), qint64(4));

    const QImage image(tmp.filePath(QStringLiteral("shared-a.png")));
    QCOMPARE(image.size(), QSize(400, 240));
    QVERIFY(imageexport::hasContent(image));
    QFile a(tmp.filePath(QStringLiteral("shared-a.svg")));
    QVERIFY(a.open(QIODevice::ReadOnly));
    QVERIFY(a.readAll().contains("shared view"));
    for (int n = 1; n <= 3; ++n) {
        QFile b(tmp.filePath(QStringLiteral("shared-b-%1.svg").arg(n)));
        QVERIFY(b.open(QIODevice::ReadOnly));
        const QByteArray text = b.readAll();
        QVERIFY2(text.contains(QStringLiteral("moved to %1").arg(n).toUtf8()), qPrintable(b.fileName()));
        QVERIFY(text.contains(QStringLiteral("q = %1,").arg(10 + n).toUtf8()));
        QCOMPARE(svgViewBox(b.fileName()), QStringLiteral("0 0 400 240"));
    }
}

void TestExportAll::failingViewStops()
{
    const QList<exportall::ViewEntry> table
        = {exportall::single(QStringLiteral("first"), {QStringLiteral("png")},
                             [](LessonState *) { return new QLabel(QStringLiteral("first")); }),
           exportall::single(QStringLiteral("broken"), {QStringLiteral("png")},
                             [](LessonState *) { return nullptr; }),
           exportall::single(QStringLiteral("after"), {QStringLiteral("png")},
                             [](LessonState *) { return new QLabel(QStringLiteral("after")); })};
    LessonState state;
    QTemporaryDir tmp;
    QStringList written;
    QString error;
    QVERIFY(!exportall::exportAll(table, &state, tmp.path(), QSize(320, 200), &written, &error));
    QVERIFY2(error.contains(QLatin1String("broken")), qPrintable(error));
    QVERIFY(!written.isEmpty());
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("after.png"))));
    for (const QString &path : std::as_const(written))
        QVERIFY(QFileInfo(path).size() > 0);
}

// An entry's numbers (format "csv", ViewEntry::data) are written next to its images, made for the
// state at that point, by exportAll() and by exportOne(); a csv without data stops the export.
void TestExportAll::dataFiles()
{
    exportall::ViewEntry numbers = exportall::single(
        QStringLiteral("numbers"), {QStringLiteral("png"), QStringLiteral("csv")},
        [](LessonState *) { return new QLabel(QStringLiteral("numbers")); });
    numbers.data = [](LessonState *state) {
        QByteArray text("q\n");
        text.append(QByteArray::number(state->comparison()));
        text.append('\n');
        return text;
    };
    LessonState state;
    QVERIFY(state.setComparison(6));
    QTemporaryDir tmp;
    QStringList written;
    QString error;
    QVERIFY2(exportall::exportAll({numbers}, &state, tmp.path(), QSize(320, 200), &written, &error),
             qPrintable(error));
    QCOMPARE(exportall::fileNames({numbers}, &state),
             QStringList({QStringLiteral("table.csv"), QStringLiteral("numbers.png"),
                          QStringLiteral("numbers.csv")}));
    QCOMPARE(written.size(), 3);
    QFile csv(tmp.filePath(QStringLiteral("numbers.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), QByteArray("q\n6\n"));

    const QString one = tmp.filePath(QStringLiteral("one.csv"));
    QVERIFY(state.setComparison(2));
    QVERIFY2(exportall::exportOne(numbers, &state, -1, one, QSize(320, 200), &error),
             qPrintable(error));
    QFile oneFile(one);
    QVERIFY(oneFile.open(QIODevice::ReadOnly));
    QCOMPARE(oneFile.readAll(), QByteArray("q\n2\n"));

    exportall::ViewEntry empty = numbers;
    empty.baseName = QStringLiteral("empty");
    empty.data = nullptr;
    written.clear();
    QVERIFY(!exportall::exportAll({empty}, &state, tmp.path(), QSize(320, 200), &written, &error));
    QVERIFY2(error.contains(QLatin1String("empty.csv")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("empty.csv"))));
}

QTEST_MAIN(TestExportAll)
#include "tst_exportall.moc"
