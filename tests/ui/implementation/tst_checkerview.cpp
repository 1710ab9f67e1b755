// Tests of CheckerView (ui/implementation): every file of tests/data/checker
// (written by real NumPy, make_checker_files.py) checked through the view on its worker thread
// gives the verdict of expected.csv, with checkreport's explanation and details, in English and
// Chinese; the damaged files of damaged.csv show their one-line message and no plot; the two heat
// maps hold the file's values and the residual; the example shown before any file is the
// article's doubled-exponent matrix, labelled as an example; a dropped file is checked.
#include "checkerview.h"
#include "checkreport.h"
#include "displayformat.h"
#include "language.h"
#include "lessonstate.h"
#include "matrixfile.h"
#include "matrixplot.h"
#include "numberformat.h"
#include "positionalencoding.h"

#include <QFile>
#include <QLabel>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(PEV_TEST_DATA_DIR "/checker/") + name;
}

QList<QList<QByteArray>> readCsv(const QString &name)
{
    QFile file(dataFile(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<QList<QByteArray>> rows;
    file.readLine(); // header
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            rows.append(line.split(','));
    }
    return rows;
}

} // namespace

class TestCheckerView : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QVERIFY(language::install(QStringLiteral("en"))); }
    void verdicts_data();
    void verdicts();
    void damagedFiles_data();
    void damagedFiles();
    void heatMapsHoldTheValues();
    void example();
    void dropAFile();
    void estimates_data();
    void estimates();
    void namedPipeRefused();
    void cancel();
    void narrowAngles_data();
    void narrowAngles();
    void progress();
};

void TestCheckerView::verdicts_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("verdict");
    const QList<QList<QByteArray>> rows = readCsv(QStringLiteral("expected.csv"));
    QVERIFY(rows.size() >= 15);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QList<QByteArray> &row : rows)
            QTest::addRow("%s %s", qPrintable(lang), row[0].constData())
                << lang << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1]);
}

void TestCheckerView::verdicts()
{
    QFETCH(QString, lang);
    QFETCH(QString, file);
    QFETCH(QString, verdict);
    QVERIFY(language::install(lang));
    LessonState state;
    CheckerView view(&state);
    QSignalSpy checked(&view, &CheckerView::checked);
    view.checkFile(dataFile(file));
    view.waitForCheck();
    QCOMPARE(checked.count(), 1);
    QVERIFY(!view.busy());
    QVERIFY2(view.outcome().ok, qPrintable(view.outcome().error));
    QCOMPARE(QString::fromStdString(pe::verdictId(view.outcome().result.verdict)), verdict);
    // The machine-readable id and the interface language's title, explanation and details: the
    // same texts as `--check` in that language.
    QVERIFY2(view.verdictLabel()->text().contains(verdict),
             qPrintable(view.verdictLabel()->text()));
    QVERIFY(
        view.verdictLabel()->text().contains(checkreport::title(view.outcome().result.verdict)));
    QCOMPARE(view.explanationLabel()->text(), checkreport::explanation(view.outcome().result));
    // "base: <estimate>" for that verdict only, as `--check` prints it.
    const QString baseLine = QStringLiteral("base: ")
        + QString::fromStdString(pe::formatCsv(view.outcome().result.estimatedBase));
    QCOMPARE(view.verdictLabel()->text().contains(QStringLiteral("\nbase: ")),
             verdict == QLatin1String("base"));
    if (verdict == QLatin1String("base"))
        QVERIFY2(view.verdictLabel()->text().endsWith(baseLine),
                 qPrintable(view.verdictLabel()->text()));
    QCOMPARE(view.detailsLabel()->text(),
             checkreport::details(view.outcome().result).join(QLatin1Char('\n')));
    if (lang == QLatin1String("zh_CN")) // translated: not the English source text
        QVERIFY(view.explanationLabel()->text() != QStringLiteral("")
                && !view.explanationLabel()->text().startsWith(QStringLiteral("The ")));
    QVERIFY(!view.messageLabel()->isVisibleTo(&view));
    QVERIFY(view.residualPlot()->isVisibleTo(&view));
    QVERIFY(!view.showsExample());
}

void TestCheckerView::damagedFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("phrase");
    const QList<QList<QByteArray>> rows = readCsv(QStringLiteral("damaged.csv"));
    QVERIFY(rows.size() >= 10);
    for (const QList<QByteArray> &row : rows)
        QTest::newRow(row[0].constData())
            << QString::fromLatin1(row[0]) << QString::fromUtf8(row.mid(1).join(','));
    QTest::newRow("missing file") << QStringLiteral("no_such_file.npy") << QString();
}

void TestCheckerView::damagedFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, phrase);
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    CheckerView view(&state);
    view.checkFile(dataFile(file));
    view.waitForCheck();
    QVERIFY(!view.outcome().ok);
    QVERIFY(view.messageLabel()->isVisibleTo(&view));
    const QString message = view.messageLabel()->text();
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("Cannot check ") + file), qPrintable(message));
    QVERIFY2(message.contains(phrase, Qt::CaseInsensitive),
             qPrintable(message + QStringLiteral(" / ") + phrase));
    QVERIFY(!view.residualPlot()->isVisibleTo(&view));
    QVERIFY(!view.verdictLabel()->isVisibleTo(&view));
}

void TestCheckerView::heatMapsHoldTheValues()
{
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    CheckerView view(&state);
    view.checkFile(dataFile(QStringLiteral("transposed.npy")));
    view.waitForCheck();
    QVERIFY(view.outcome().ok);
    const pe::MatrixData matrix = pe::readMatrixFile(
        QFile::encodeName(dataFile(QStringLiteral("transposed.npy"))).toStdString());
    const MatrixGrid &grid = view.filePlot()->grid();
    QCOMPARE(qint64(grid.rows()), qint64(matrix.rows)); // small: every value shown
    QCOMPARE(qint64(grid.columns()), qint64(matrix.cols));
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.columns(); ++c)
            QCOMPARE(grid.at(r, c), matrix.at(r, c));
    // The residual in the inferred orientation: positions x components.
    const pe::CheckResult fresh = pe::checkMatrix(matrix, 10000.0, true);
    const MatrixGrid &residual = view.residualPlot()->grid();
    QCOMPARE(qint64(residual.rows()), qint64(fresh.n));
    QCOMPARE(residual.columns(), fresh.d);
    for (int r = 0; r < residual.rows(); ++r)
        for (int c = 0; c < residual.columns(); ++c)
            QCOMPARE(residual.at(r, c), fresh.residual[std::size_t(r) * fresh.d + c]);
    QCOMPARE(residual.scale, fresh.maxResidualReference > 0 ? fresh.maxResidualReference : 1.0);
    // Hovering a cell gives its indices and its value at full precision.
    view.resize(1000, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    MatrixPlot *plot = view.residualPlot();
    const QPointF at = plot->cellRect(3, 5).center();
    QCOMPARE(
        plot->hoverText(at),
        QStringLiteral("position p 5, component j 3: %1").arg(display::full(residual.at(5, 3))));
    QVERIFY(plot->hoverText(QPointF(-5, -5)).isEmpty());
}

void TestCheckerView::example()
{
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    CheckerView view(&state);
    QVERIFY(view.showsExample());
    QCOMPARE(view.outcome().result.verdict, pe::Verdict::ExponentDoubled);
    QVERIFY(view.verdictLabel()->text().startsWith(QStringLiteral("Example: ")));
    const pe::MatrixData matrix = CheckerView::exampleMatrix();
    QCOMPARE(matrix.rows, std::int64_t(64));
    QCOMPARE(matrix.cols, std::int64_t(16));
    QCOMPARE(pe::checkMatrix(matrix, 10000.0, false).verdict, pe::Verdict::ExponentDoubled);
}

void TestCheckerView::dropAFile()
{
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    CheckerView view(&state);
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(dataFile(QStringLiteral("sin_cos_swapped.npy")))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &drop);
    view.waitForCheck();
    QCOMPARE(view.outcome().result.verdict, pe::Verdict::SinCosSwapped);
}

// The files of new situations show their verdict and their estimates, one
// line each, in both languages.
void TestCheckerView::estimates_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    const QList<QList<QByteArray>> rows = readCsv(QStringLiteral("estimates.csv"));
    QVERIFY(rows.size() >= 14);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QList<QByteArray> &row : rows)
            QTest::addRow("%s %s", qPrintable(lang), row[0].constData())
                << lang << QString::fromLatin1(row[0])
                << QString::fromLatin1(row[5].split('+').first()) << QString::fromLatin1(row[2])
                << QString::fromLatin1(row[3]);
}

void TestCheckerView::estimates()
{
    QFETCH(QString, lang);
    QFETCH(QString, file);
    QFETCH(QString, verdict);
    QFETCH(QString, first);
    QFETCH(QString, last);
    QVERIFY(language::install(lang));
    LessonState state;
    CheckerView view(&state);
    view.checkFile(dataFile(file));
    view.waitForCheck();
    QVERIFY2(view.outcome().ok, qPrintable(view.outcome().error));
    QCOMPARE(QString::fromStdString(pe::verdictId(view.outcome().result.verdict)), verdict);
    const QStringList details = view.detailsLabel()->text().split(QLatin1Char('\n'));
    // The positions line: the first and the last row's positions, in the interface language.
    const QStringList positions = details.filter(first + QLatin1Char(' '));
    bool found = false;
    for (const QString &line : positions)
        found = found || (line.endsWith(QLatin1Char(' ') + last) && line.contains(first));
    QVERIFY2(found, qPrintable(details.join(QLatin1Char('|'))));
    for (const QString &line : checkreport::estimateLines(view.outcome().result))
        QVERIFY(details.contains(line));
    if (lang == QLatin1String("zh_CN"))
        QVERIFY2(!details.filter(QStringLiteral("位置")).isEmpty(),
                 qPrintable(details.join(QLatin1Char('|'))));
}

// A named pipe is refused before it is opened: the view does not wait.
void TestCheckerView::namedPipeRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pe.npy"));
    QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {fifo}) == 0);
    LessonState state;
    CheckerView view(&state);
    view.checkFile(fifo);
    view.waitForCheck();
    QVERIFY(!view.busy());
    QVERIFY(!view.outcome().ok);
    QVERIFY2(view.messageLabel()->text().contains(QStringLiteral("named pipe")),
             qPrintable(view.messageLabel()->text()));
}

// The worker's cancel: a set flag stops the reader and the checker; the view's Cancel button is
// shown only while a check runs.
void TestCheckerView::cancel()
{
    const std::atomic<bool> stop(true);
    const CheckOutcome cancelled
        = CheckOutcome::check(dataFile(QStringLiteral("reference_f64.npy")), 10000.0, &stop);
    QVERIFY(!cancelled.ok);
    QVERIFY(cancelled.cancelled);
    LessonState state;
    CheckerView view(&state);
    QVERIFY(!view.cancelButton()->isVisibleTo(&view));
    view.checkFile(dataFile(QStringLiteral("float16_collisions.npy")));
    QVERIFY(view.cancelButton()->isVisibleTo(&view));
    view.cancelCheck();
    view.waitForCheck();
    QVERIFY(!view.busy());
    QVERIFY(!view.cancelButton()->isVisibleTo(&view));
    // Cancelled, or finished before the flag was seen: either way shown and not running.
    QVERIFY(view.outcome().ok || view.outcome().cancelled);
}

// The float32 files whose positions or angles were rounded to a narrow dtype
// (narrow_angles.csv) show that dtype's verdict, the break of the rotation identity and the
// collided rows in the explanation and the details, in both languages.
void TestCheckerView::narrowAngles_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<qint64>("identicalRow");
    const QList<QList<QByteArray>> rows = readCsv(QStringLiteral("narrow_angles.csv"));
    QVERIFY(rows.size() >= 4);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QList<QByteArray> &row : rows)
            QTest::addRow("%s %s", qPrintable(lang), row[0].constData())
                << lang << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1])
                << row[2].toLongLong();
}

void TestCheckerView::narrowAngles()
{
    QFETCH(QString, lang);
    QFETCH(QString, file);
    QFETCH(QString, dtype);
    QFETCH(qint64, identicalRow);
    QVERIFY(language::install(lang));
    LessonState state;
    CheckerView view(&state);
    view.checkFile(dataFile(file));
    view.waitForCheck();
    QVERIFY2(view.outcome().ok, qPrintable(view.outcome().error));
    const pe::CheckResult &result = view.outcome().result;
    QCOMPARE(QString::fromStdString(pe::verdictId(result.verdict)), dtype);
    QVERIFY(result.rotationRow >= 0);
    const QString explanation = view.explanationLabel()->text();
    // The break's two positions and the collided rows, as numbers in either language.
    QVERIFY2(explanation.contains(QString::number(result.rotationRow))
                 && explanation.contains(QString::number(result.rotationRow + 1)),
             qPrintable(explanation));
    QVERIFY(explanation.contains(dtype));
    if (identicalRow >= 0)
        QVERIFY(explanation.contains(QString::number(identicalRow)));
    const QStringList details = view.detailsLabel()->text().split(QLatin1Char('\n'));
    QCOMPARE(details, checkreport::details(result));
    QVERIFY(!details.filter(QStringLiteral("PE(p + 1) = M(1) PE(p)")).isEmpty());
    if (lang == QLatin1String("zh_CN"))
        QVERIFY2(explanation.contains(QStringLiteral("旋转恒等式")), qPrintable(explanation));
}

// The Checker view's progress bar follows the worker's fraction done (the watcher's
// progressValueChanged): its values never go down and reach the end when the check is done.
void TestCheckerView::progress()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A large text file: the reference at 40000 positions, d = 16, 17 digits.
    const QString path = dir.filePath(QStringLiteral("large.csv"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        const pe::PositionalEncoding encoding(16, 10000.0);
        std::vector<double> row(16);
        for (std::int64_t p = 0; p < 40000; ++p) {
            encoding.fillRange(p, 1, row.data());
            QByteArray line;
            for (int j = 0; j < 16; ++j)
                line += (j ? "," : "") + QByteArray::fromStdString(pe::formatCsv(row[j]));
            out.write(line + '\n');
        }
    }
    LessonState state;
    CheckerView view(&state);
    QProgressBar *bar = view.busyIndicator();
    QCOMPARE(bar->minimum(), 0);
    QVERIFY(bar->maximum() > 0);
    QSignalSpy values(bar, &QProgressBar::valueChanged);
    view.checkFile(path);
    QCOMPARE(bar->value(), 0);
    QVERIFY(bar->isVisibleTo(&view));
    view.waitForCheck();
    QVERIFY2(view.outcome().ok, qPrintable(view.outcome().error));
    QCOMPARE(view.outcome().result.verdict, pe::Verdict::Reference);
    QVERIFY(!values.isEmpty());
    int previous = 0;
    for (const QList<QVariant> &v : values) {
        QVERIFY(v.at(0).toInt() >= previous);
        previous = v.at(0).toInt();
    }
    QCOMPARE(previous, bar->maximum()); // done: 100 %
    QVERIFY(!bar->isVisibleTo(&view));
}

QTEST_MAIN(TestCheckerView)
#include "tst_checkerview.moc"
