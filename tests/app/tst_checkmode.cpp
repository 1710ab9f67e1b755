// End-to-end tests of `pe-visualiser --check FILE [--base B]` on the files
// written by real NumPy in tests/data/checker (make_checker_files.py): every variant's verdict,
// exit code, base estimate and residuals (against tests/data/checker/expected.csv, mpmath at 30
// digits), the explanation in English and Chinese, and damaged files (exit 2, one line, no crash).
#include "clioutput.h"

#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>
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
    void estimates_data();
    void estimates();
    void float32Precision();
    void undetermined();
    void notRegularFiles();
    void narrowAngles_data();
    void narrowAngles();
    void explanationFitsTheFile_data();
    void explanationFitsTheFile();
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
    // Every verdict id has a file but "float32" (only for positions collided beyond
    // 2^24, too large for test data).
    QCOMPARE(verdicts.size(), 17);
    QVERIFY(!verdicts.contains("float32"));
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
        // The nearest variant by its name and id, and its residual beyond the tolerance (ratio >
        // 1, over every value). A huge ratio is said in words.
        static const QRegularExpression nearest(
            QStringLiteral("\\nNearest variant: [^\\n]* \\(([a-z0-9-]+)\\); its largest residual "
                           "is (([0-9.e+-]+) times the tolerance|far from every known variant "
                           "\\(over 1000 times the tolerance\\))\\.\\n"));
        const QRegularExpressionMatch m = nearest.match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        QVERIFY(m.captured(1) != QLatin1String("unknown"));
        QVERIFY(m.captured(3).isEmpty() || m.captured(3).toDouble() > 1.0);
        QVERIFY(!r.out.contains("e+"));
    } else {
        // The named variant by its name with its id in parentheses.
        double variant = std::nan("");
        for (const QByteArray &line : out) {
            if (line.startsWith("Largest absolute residual against the named variant, ")
                && line.contains(QByteArray(" (" + verdict + "): ")))
                variant = clioutput::number(line.mid(line.lastIndexOf(": ") + 2));
        }
        QVERIFY(variant >= 0);
        QVERIFY(variant <= residualReference + 1e-9);
        if (verdict != "reference" && verdict != "transposed" && verdict != "float16"
            && verdict != "undetermined")
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
    QCOMPARE(paragraphs.size(), 17);
    QCOMPARE(QSet<QByteArray>(paragraphs.cbegin(), paragraphs.cend()).size(), 17);
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

// The estimated conventions, one line each, for every file of checker/estimates.csv.
void TestCheckMode::estimates_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("layout");
    QTest::addColumn<QByteArray>("positions");
    QTest::addColumn<double>("amplitude");
    QTest::addColumn<QByteArray>("deviations");
    const QList<QList<QByteArray>> rows
        = clioutput::golden("checker/estimates.csv", "file,layout,first,last,amplitude,deviations");
    QVERIFY(rows.size() >= 14);
    for (const QList<QByteArray> &f : rows) {
        const bool down = f[2].toLongLong() > f[3].toLongLong();
        QTest::newRow(f[0].constData())
            << checkerFile(f[0]) << f[1]
            << ("positions: " + f[2] + (down ? " down to " : " to ") + f[3]) << f[4].toDouble()
            << f[5];
    }
}

void TestCheckMode::estimates()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, layout);
    QFETCH(QByteArray, positions);
    QFETCH(double, amplitude);
    QFETCH(QByteArray, deviations);
    const Run r = run({arg("--check"), file});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out[0], "verdict: " + deviations.split('+').first());
    const QByteArray layoutLine = layout == "interleaved"
        ? QByteArray("layout: interleaved")
        : (layout == "halves" ? QByteArray("layout: halves [sin | cos], the paper's")
                              : QByteArray("layout: halves [sin | cos], tensor2tensor's"));
    const auto has = [&out](const QByteArray &start) {
        return std::any_of(out.cbegin(), out.cend(),
                           [&](const QByteArray &line) { return line.startsWith(start); });
    };
    QVERIFY2(has(layoutLine), r.out.constData());
    QVERIFY2(out.contains(positions), r.out.constData());
    double shown = std::nan("");
    for (const QByteArray &line : out) {
        if (line.startsWith("amplitude: "))
            shown = clioutput::number(line.mid(11).split(' ').first());
    }
    QVERIFY2(std::fabs(shown / amplitude - 1.0) < 5e-3, r.out.constData());
    if (std::fabs(amplitude * amplitude * 16 - 1) < 1e-12)
        QVERIFY2(r.out.contains("amplitude: 0.25 (= 16^-1/2)\n"), r.out.constData());
    if (deviations.contains('+')) {
        // Each difference by its name with its id in parentheses: "Title (a) + Title (b)".
        QString pattern = QStringLiteral("\ndifferences: ");
        const QList<QByteArray> ids = deviations.split('+');
        for (qsizetype k = 0; k < ids.size(); ++k)
            pattern += QStringLiteral("[^\n]+ \\(") + QString::fromLatin1(ids[k])
                + (k + 1 < ids.size() ? QStringLiteral("\\) \\+ ") : QStringLiteral("\\)"));
        pattern += QStringLiteral(" at once\n");
        QVERIFY2(QRegularExpression(pattern).match(QString::fromUtf8(r.out)).hasMatch(),
                 r.out.constData());
    } else
        QVERIFY(!r.out.contains("differences: "));
    QVERIFY(r.out.contains("residual against the model of these estimates: "));
}

// A float32 computation in every format is "reference" (exit 0) with one
// line saying so and where the largest error is.
void TestCheckMode::float32Precision()
{
    for (const char *name :
         {"float32_in_float64.npy", "float32_savetxt.txt", "float32_savetxt_9g.txt",
          "float32_savetxt_6f.csv", "float32_str.txt"}) {
        const Run r = run({arg("--check"), checkerFile(name)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("verdict: reference\n"));
        static const QRegularExpression line(QStringLiteral(
            "\\nMatches the paper's encoding within float32's rounding: the largest error is "
            "[0-9.e-]+, at position [0-9]+, component [0-9]+ \\(this app's own float32 "
            "computation shows up to [0-9.e-]+ at these positions\\)\\.\\n"));
        QVERIFY2(line.match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());
        QVERIFY(!r.out.contains("exponent"));
        QVERIFY(!r.out.contains("as float32"));
    }
}

void TestCheckMode::undetermined()
{
    const Run r = run({arg("--check"), checkerFile("reference_1f.csv")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.startsWith("verdict: undetermined\n"));
    QVERIFY2(r.out.contains(" decimals or more would decide."), r.out.constData());
    const Run zh
        = run({arg("--check"), checkerFile("reference_1f.csv"), arg("--lang"), arg("zh_CN")});
    QCOMPARE(zh.exitCode, 1);
    QVERIFY(hasChinese(zh.out));
}

// A named pipe and a device are refused at once, with the true
// reason; a loop of symbolic links is not "does not exist".
void TestCheckMode::notRegularFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pe.npy"));
    QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {fifo}) == 0);
    const Run pipe = run({arg("--check"), fifo});
    QCOMPARE(pipe.exitCode, 2); // not -1: it did not wait for a writer
    QVERIFY2(pipe.err.contains("named pipe"), pipe.err.constData());
    const QString csvFifo = dir.filePath(QStringLiteral("pe.csv"));
    QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {csvFifo}) == 0);
    QCOMPARE(run({arg("--check"), csvFifo}).exitCode, 2);
    const Run zero = run({arg("--check"), arg("/dev/zero")});
    QCOMPARE(zero.exitCode, 2);
    QVERIFY2(zero.err.contains("device") && !zero.err.contains("empty"), zero.err.constData());
    const QString loop = dir.filePath(QStringLiteral("loop.csv"));
    QVERIFY(QFile::link(loop, loop));
    const Run looped = run({arg("--check"), loop});
    QCOMPARE(looped.exitCode, 2);
    QVERIFY2(!looped.err.contains("does not exist"), looped.err.constData());
    const Run longName = run({arg("--check"), dir.filePath(QString(300, QLatin1Char('x')))});
    QCOMPARE(longName.exitCode, 2);
    QVERIFY2(longName.err.contains("too long"), longName.err.constData());
}

// A float32 file whose positions or angles were rounded to a narrow dtype is
// that dtype's verdict, with the first break of the rotation identity (no later than where
// make_checker_files.py sees it plainly broken) and the collided rows, in both languages; the
// explanation and the details give the same positions.
void TestCheckMode::narrowAngles_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("dtype");
    QTest::addColumn<qint64>("identicalRow");
    QTest::addColumn<qint64>("breakRow");
    const QList<QList<QByteArray>> rows
        = clioutput::golden("checker/narrow_angles.csv", "file,dtype,identical_row,break_row");
    QVERIFY(rows.size() >= 4);
    for (const char *lang : {"en", "zh_CN"})
        for (const QList<QByteArray> &f : rows)
            QTest::addRow("%s %s", lang, f[0].constData())
                << arg(lang) << checkerFile(f[0]) << f[1] << f[2].toLongLong() << f[3].toLongLong();
}

void TestCheckMode::narrowAngles()
{
    QFETCH(QString, lang);
    QFETCH(QString, file);
    QFETCH(QByteArray, dtype);
    QFETCH(qint64, identicalRow);
    QFETCH(qint64, breakRow);
    const Run r = run({arg("--check"), file, arg("--lang"), lang});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out[0], "verdict: " + dtype);
    const QByteArray explanation = out[2];
    // The machine line of the details: "... broken first between positions P and P+1 ...".
    static const QRegularExpression rotation(
        QStringLiteral("\nRotation identity PE\\(p \\+ 1\\) = M\\(1\\) PE\\(p\\): broken first "
                       "between positions ([0-9]+) and ([0-9]+) \\(pair [0-9]+\\) by ([0-9.e-]+); "
                       "(float32|float64)'s rounding allows ([0-9.e-]+)\\.\n"));
    if (lang == QLatin1String("en")) {
        const QRegularExpressionMatch m = rotation.match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        const qint64 p = m.captured(1).toLongLong();
        QVERIFY(p >= 0 && p <= breakRow);
        QCOMPARE(m.captured(2).toLongLong(), p + 1);
        QVERIFY(m.captured(3).toDouble() > m.captured(5).toDouble());
        // The explanation names the same positions.
        QVERIFY2(
            explanation.contains(QByteArray(QByteArray("between positions ") + QByteArray::number(p)
                                            + " and " + QByteArray::number(p + 1))),
            explanation.constData());
        QVERIFY(explanation.contains(QByteArray("rounded to " + dtype)));
        if (identicalRow >= 0)
            QVERIFY2(explanation.contains(QByteArray("Rows " + QByteArray::number(identicalRow - 1)
                                                     + " and " + QByteArray::number(identicalRow)
                                                     + " are identical")),
                     explanation.constData());
        else
            QVERIFY(!explanation.contains("identical"));
    } else {
        QVERIFY(hasChinese(explanation));
        QVERIFY(explanation.contains(dtype));
        if (identicalRow >= 0)
            QVERIFY(explanation.contains(QByteArray::number(identicalRow)));
    }
    if (identicalRow >= 0)
        QVERIFY(r.out.contains(QByteArray(QByteArray::number(identicalRow) + ' ')));
}

// Each explanation says only what the file shows and what can be changed for
// it; one row per fix of the review.
void TestCheckMode::explanationFitsTheFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArrayList>("has");
    QTest::addColumn<QByteArrayList>("lacks");
    QTest::newRow("fairseq table: the zero row, not positions from 0")
        << checkerFile("fairseq_table.npy") << QByteArrayList {"row 1 all zeros", "no zero row"}
        << QByteArrayList {"positions from 0", "last column"};
    QTest::newRow("fairseq sequence: positions from 2, no zero row")
        << checkerFile("fairseq_sequence.npy")
        << QByteArrayList {"padding_idx + 1 = 2", "positions from 0"}
        << QByteArrayList {"zero row", "padding row", "last column"};
    QTest::newRow("fairseq sequence, odd d: the zero last column")
        << checkerFile("fairseq_sequence_odd_d15.npy")
        << QByteArrayList {"last column is zero", "a sin in the last column"}
        << QByteArrayList {"zero row"};
    QTest::newRow("tensor2tensor: its line, no zero column at even d")
        << checkerFile("tensor2tensor.npy") << QByteArrayList {"log_timescale_increment"}
        << QByteArrayList {"last column"};
    QTest::newRow("tensor2tensor, odd d: the zero last column")
        << checkerFile("tensor2tensor_odd_d15.npy") << QByteArrayList {"last column is zero"}
        << QByteArrayList {};
    QTest::newRow("one decimal: the near neighbours, no variant named")
        << checkerFile("reference_1f.csv") << QByteArrayList {"near neighbours"}
        << QByteArrayList {"named below"};
    QTest::newRow("float32 as text: printed, not the file's dtype")
        << checkerFile("float32_savetxt.txt")
        << QByteArrayList {"computed in float32 and printed as text", "not a mistake",
                           "\nPrinted as text, up to 19 significant digits; every value is a "
                           "float32 value.\n"}
        << QByteArrayList {"file's dtype", "stored as"};
    QTest::newRow("float32 widened: stored as float64")
        << checkerFile("float32_in_float64.npy")
        << QByteArrayList {"computed in float32 and stored as float64"}
        << QByteArrayList {"file's dtype"};
    QTest::newRow("float64 reference: the file's dtype")
        << checkerFile("reference_f64.npy") << QByteArrayList {"rounding of the file's dtype"}
        << QByteArrayList {"float32"};
    QTest::newRow("base: the GUI's Base too, not only --base")
        << checkerFile("base_1000.npy") << QByteArrayList {"--base", "Base in the parameters"}
        << QByteArrayList {};
    QTest::newRow("float16 cast: rounded once, drop the cast")
        << checkerFile("float16_in_float64.npy")
        << QByteArrayList {"rounded once to float16", "0.000243", "drop the cast"}
        << QByteArrayList {"collide", "computed in float16", "about 1e-3"};
    QTest::newRow("float16 computed: where, and the collided rows")
        << checkerFile("float16_collisions.npy")
        << QByteArrayList {"computed in float16", "Rows 2048 and 2049 are identical", "up to 2048"}
        << QByteArrayList {"about 1e-3", "rounded once"};
    QTest::newRow("bfloat16 cast in float32")
        << checkerFile("bfloat16_in_float32.npy") << QByteArrayList {"rounded once to bfloat16"}
        << QByteArrayList {"collide", "a few thousandths"};
    QTest::newRow("unknown: the estimates and where the residual is largest")
        << checkerFile("unknown_noise.npy")
        << QByteArrayList {"no convention could be estimated",
                           "largest at position 7, component 15",
                           "largest residual against the reference: at position 7, component 15"}
        << QByteArrayList {"e+"};
    QTest::newRow("unknown, angles doubled: the factor and the positions' line")
        << checkerFile("angles_doubled.npy")
        << QByteArrayList {"angles are multiplied by 2", "np.arange(0, 2 * n, 2)",
                           "angles: multiplied by 2"}
        << QByteArrayList {"start there", "second difference"};
    QTest::newRow("unknown with estimates: the residual left and where")
        << checkerFile("reference_noise_0.01.npy")
        << QByteArrayList {"still leave a residual of", "start there"}
        << QByteArrayList {"second difference", "differences:"};
}

void TestCheckMode::explanationFitsTheFile()
{
    QFETCH(QString, file);
    QFETCH(QByteArrayList, has);
    QFETCH(QByteArrayList, lacks);
    const Run r = run({arg("--check"), file});
    QVERIFY(r.exitCode == 0 || r.exitCode == 1);
    for (const QByteArray &text : has)
        QVERIFY2(r.out.contains(text), QByteArray(text + " / " + r.out).constData());
    // What the explanation paragraph must not say (the details may name other things).
    const QByteArray explanation = lines(r.out).value(2);
    for (const QByteArray &text : lacks)
        QVERIFY2(!explanation.contains(text), QByteArray(text + " / " + explanation).constData());
}

QTEST_GUILESS_MAIN(TestCheckMode)
#include "tst_checkmode.moc"
