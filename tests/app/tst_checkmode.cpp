// End-to-end tests of `pe-visualiser --check FILE [--base B]` (issue 14, point 3) on the files
// written by real NumPy in tests/data/checker (make_checker_files.py): every variant's verdict,
// exit code, base estimate and residuals (against tests/data/checker/expected.csv, mpmath at 30
// digits), the explanation in English and Chinese, and damaged files (exit 2, one line, no crash).
#include "clioutput.h"

#include <QtTest>

#include <cmath>

namespace {

using clioutput::lines;
using processrun::Run;
using processrun::run;

QString arg(const char *text) { return QString::fromLatin1(text); }

QString checkerFile(const QByteArray &name)
{
    return QStringLiteral(PEV_TEST_DATA_DIR "/checker/") + QString::fromLatin1(name);
}

// The number after the last ": " of the first line starting with prefix; NaN when none.
double valueAfter(const QList<QByteArray> &out, const QByteArray &prefix)
{
    for (const QByteArray &line : out) {
        if (line.startsWith(prefix))
            return clioutput::number(line.mid(line.lastIndexOf(": ") + 2));
    }
    return std::nan("");
}

bool hasChinese(const QByteArray &utf8)
{
    for (const QChar c : QString::fromUtf8(utf8)) {
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    }
    return false;
}

} // namespace

class TestCheckMode : public QObject
{
    Q_OBJECT

private slots:
    void verdicts_data();
    void verdicts();
    void explanationPerVerdict_data();
    void explanationPerVerdict();
    void baseOption();
    void damagedFiles_data();
    void damagedFiles();
    void badInput_data();
    void badInput();
};

void TestCheckMode::verdicts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("verdict");
    QTest::addColumn<double>("residualReference");
    QTest::addColumn<double>("baseEstimate"); // NaN when the file does not give one
    const QList<QList<QByteArray>> rows = clioutput::golden(
        "checker/expected.csv",
        "file,verdict,n,d,transposed,file_dtype,values_dtype,residual_reference,base_estimate,"
        "identical_row");
    QVERIFY(rows.size() >= 40);
    QSet<QByteArray> verdicts;
    for (const QList<QByteArray> &f : rows) {
        verdicts.insert(f[1]);
        QTest::newRow(f[0].constData()) << checkerFile(f[0]) << f[1] << f[7].toDouble()
                                        << (f[8].isEmpty() ? std::nan("") : f[8].toDouble());
    }
    QCOMPARE(verdicts.size(), 15); // every verdict id has a file
}

void TestCheckMode::verdicts()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, verdict);
    QFETCH(double, residualReference);
    QFETCH(double, baseEstimate);
    const Run r = run({arg("--check"), file});
    QCOMPARE(r.exitCode, verdict == "reference" ? 0 : 1);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QList<QByteArray> out = lines(r.out);
    QVERIFY(out.size() >= 5);
    QCOMPARE(out[0], "verdict: " + verdict);
    // "base: <estimate>" right after the verdict, for that verdict only.
    QCOMPARE(out[1].startsWith("base: "), verdict == "base");
    if (verdict == "base" && !std::isnan(baseEstimate)) {
        const double estimate = clioutput::number(out[1].mid(6));
        QVERIFY2(std::fabs(estimate / baseEstimate - 1) <= 1e-6, out[1].constData());
    }
    const double reference
        = valueAfter(out, "Largest absolute residual against the reference (base 10000)");
    QVERIFY2(std::fabs(reference - residualReference) <= 1e-10 + 1e-9 * residualReference,
             qPrintable(QStringLiteral("%1 vs %2")
                            .arg(reference, 0, 'g', 17)
                            .arg(residualReference, 0, 'g', 17)));
    if (verdict == "unknown") {
        // The nearest variant by id, and its residual beyond the tolerance (ratio > 1).
        static const QRegularExpression nearest(
            QStringLiteral("\\nNearest variant: ([a-z0-9-]+) \\(.*\\); its largest residual is "
                           "([0-9.e+-]+) times the tolerance\\.\\n"));
        const QRegularExpressionMatch m = nearest.match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        QVERIFY(m.captured(1) != QLatin1String("unknown"));
        QVERIFY(m.captured(2).toDouble() > 1.0);
    } else {
        const double variant = valueAfter(
            out, "Largest absolute residual against the named variant (" + verdict + ")");
        QVERIFY(variant >= 0);
        QVERIFY(variant <= residualReference + 1e-9);
        if (verdict != "reference" && verdict != "transposed" && verdict != "float16")
            QVERIFY2(variant < residualReference, out[0].constData());
    }
}

void TestCheckMode::explanationPerVerdict_data()
{
    // One file per verdict, in both languages: each verdict's paragraph is its own, and the
    // Chinese one is Chinese.
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TestCheckMode::explanationPerVerdict()
{
    QFETCH(QString, lang);
    QMap<QByteArray, QByteArray> paragraphs; // verdict -> explanation
    for (const QList<QByteArray> &f :
         clioutput::golden("checker/expected.csv",
                           "file,verdict,n,d,transposed,file_dtype,values_dtype,"
                           "residual_reference,base_estimate,identical_row")) {
        if (paragraphs.contains(f[1]))
            continue;
        const Run r = run({arg("--check"), checkerFile(f[0]), arg("--lang"), lang});
        QCOMPARE(r.exitCode, f[1] == "reference" ? 0 : 1);
        const QList<QByteArray> out = lines(r.out);
        QCOMPARE(out[0], "verdict: " + f[1]); // the id is never translated
        const int first = f[1] == "base" ? 3 : 2; // after the verdict (and base) line and a blank
        QVERIFY(out.size() > first + 2);
        QVERIFY(out[first - 1].isEmpty());
        const QByteArray paragraph = out[first];
        QVERIFY2(paragraph.size() > 60, paragraph.constData());
        QCOMPARE(hasChinese(paragraph), lang == QLatin1String("zh_CN"));
        QVERIFY(out[first + 1].isEmpty());
        QCOMPARE(hasChinese(out[first + 2]), lang == QLatin1String("zh_CN")); // the details too
        paragraphs.insert(f[1], paragraph);
    }
    QCOMPARE(paragraphs.size(), 15);
    QCOMPARE(QSet<QByteArray>(paragraphs.cbegin(), paragraphs.cend()).size(), 15);
}

void TestCheckMode::baseOption()
{
    // base_1000.npy is the paper's encoding with base 1000: "base" against 10000, "reference"
    // with --base 1000. The article's code (exponent doubled) is the reference for base 10^8.
    const QString file = checkerFile("base_1000.npy");
    const Run against10000 = run({arg("--check"), file});
    QCOMPARE(against10000.exitCode, 1);
    QVERIFY(against10000.out.startsWith("verdict: base\nbase: "));
    const Run against1000 = run({arg("--check"), file, arg("--base"), arg("1000")});
    QCOMPARE(against1000.exitCode, 0);
    QVERIFY(against1000.out.startsWith("verdict: reference\n"));
    QVERIFY(against1000.out.contains("against the reference (base 1000): "));
    const Run doubled
        = run({arg("--check"), checkerFile("exponent_doubled.npy"), arg("--base"), arg("1e8")});
    QCOMPARE(doubled.exitCode, 0);
}

void TestCheckMode::damagedFiles_data()
{
    // checker/damaged.csv: file,message (a phrase the one-line message must hold).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("message");
    const QList<QList<QByteArray>> rows = clioutput::golden("checker/damaged.csv", "file,message");
    QVERIFY(rows.size() >= 30);
    for (const QList<QByteArray> &f : rows)
        QTest::newRow(f[0].constData()) << checkerFile(f[0]) << f[1];
    QTest::newRow("missing") << checkerFile("no-such-file.npy") << QByteArray("no-such-file.npy");
    QTest::newRow("a folder") << QStringLiteral(PEV_TEST_DATA_DIR "/checker")
                              << QByteArray("checker");
}

void TestCheckMode::damagedFiles()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, message);
    const Run r = run({arg("--check"), file});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QList<QByteArray> err = lines(r.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith("pe-visualiser: "), err[0].constData());
    QVERIFY2(err[0].contains(file.toUtf8()), err[0].constData()); // names the file
    QVERIFY2(err[0].contains(message), err[0].constData()); // and the problem
}

void TestCheckMode::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    const QString check = arg("--check");
    const QString file = checkerFile("reference_f64.npy");
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    QTest::newRow("check and export")
        << QStringList {check, file, arg("--export"), dir} << QByteArray("--export");
    QTest::newRow("check and csv")
        << QStringList {arg("--csv"), check, file} << QByteArray("--check");
    QTest::newRow("check with dim") << QStringList {check, file, arg("--dim"), arg("16")}
                                    << QByteArray("--dim does not go with --check");
    QTest::newRow("check with layout")
        << QStringList {check, file, arg("--layout"), arg("concatenated")}
        << QByteArray("--layout does not go with --check");
    QTest::newRow("check with scaling")
        << QStringList {check, file, arg("--scaling"), arg("pi")} << QByteArray("--scaling");
    QTest::newRow("check with positions")
        << QStringList {check, file, arg("--positions"), arg("3")} << QByteArray("--positions");
    QTest::newRow("check with dtype")
        << QStringList {check, file, arg("--dtype"), arg("float16")} << QByteArray("--dtype");
    QTest::newRow("check with -p")
        << QStringList {check, file, arg("-p"), arg("3")} << QByteArray("--check");
    QTest::newRow("check base 1") << QStringList {check, file, arg("--base"), arg("1")}
                                  << QByteArray("--base");
    QTest::newRow("check base nan")
        << QStringList {check, file, arg("--base"), arg("nan")} << QByteArray("--base");
    QTest::newRow("check empty name") << QStringList {arg("--check=")} << QByteArray("--check");
    QTest::newRow("check missing value") << QStringList {check} << QByteArray("check");
    QTest::newRow("check lang fr")
        << QStringList {check, file, arg("--lang"), arg("fr")} << QByteArray("--lang");
}

void TestCheckMode::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    QDir(dir).removeRecursively();
    clioutput::verifyUsageError(run(arguments), mentions);
    QVERIFY(!QFileInfo::exists(dir));
}

QTEST_GUILESS_MAIN(TestCheckMode)
#include "tst_checkmode.moc"
