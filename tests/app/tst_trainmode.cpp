// End-to-end tests of `pe-visualiser --train` and `--bias` (app/trainmode): ALiBi's slopes and
// T5's buckets against tests/data (make_bias_goldens.py, from the papers' reference functions),
// a tiny training run's CSV and curves (the same seed, the same bytes), and every bad input.
#include "clioutput.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

using clioutput::lines;
using processrun::Run;
using processrun::run;

QString arg(const char *text) { return QString::fromLatin1(text); }

// A run small enough for a test: 1 layer, d 8, L 3, 5 steps.
QStringList tinyTraining()
{
    return {arg("--train"),  arg("reverse"), arg("--schemes"),      arg("none,learned,t5"),
            arg("--layers"), arg("1"),       arg("--heads"),        arg("2"),
            arg("--dim"),    arg("8"),       arg("--train-length"), arg("3"),
            arg("--steps"),  arg("5"),       arg("--seed"),         arg("3")};
}

} // namespace

class TestTrainMode : public QObject
{
    Q_OBJECT

private slots:
    void alibiSlopes_data();
    void alibiSlopes();
    void t5Buckets_data();
    void t5Buckets();
    void training();
    void curvesFile();
    void curvesFileCannotBeWritten();
    void badInput_data();
    void badInput();
};

void TestTrainMode::alibiSlopes_data()
{
    QTest::addColumn<int>("heads");
    for (int heads : {1, 6, 8, 12, 16})
        QTest::addRow("H=%d", heads) << heads;
}

void TestTrainMode::alibiSlopes()
{
    QFETCH(int, heads);
    const Run r = run({arg("--bias"), arg("alibi"), arg("--heads"), QString::number(heads)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), heads + 1);
    QCOMPARE(out[0], QByteArray("head,slope"));
    const QList<QList<QByteArray>> rows
        = clioutput::golden("alibi_slopes.csv", "heads,head,reference,exact,naive");
    int seen = 0;
    for (const QList<QByteArray> &row : rows) {
        if (row[0].toInt() != heads)
            continue;
        const int h = row[1].toInt();
        const QList<QByteArray> fields = out[h].split(',');
        QCOMPARE(fields[0].toInt(), h);
        const double exact = clioutput::number(row[3]);
        QVERIFY(std::fabs(clioutput::number(fields[1]) - exact) <= 1e-16 * exact);
        ++seen;
    }
    QCOMPARE(seen, heads);
}

void TestTrainMode::t5Buckets_data()
{
    QTest::addColumn<bool>("causal");
    QTest::newRow("bidirectional") << false;
    QTest::newRow("causal") << true;
}

void TestTrainMode::t5Buckets()
{
    QFETCH(bool, causal);
    QStringList arguments {arg("--bias"), arg("t5"), arg("--positions=-300-300")};
    if (causal)
        arguments << arg("--causal");
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 602);
    QCOMPARE(out[0], QByteArray("offset,bucket"));
    QHash<qint64, int> printed;
    for (int k = 1; k < out.size(); ++k) {
        const QList<QByteArray> fields = out[k].split(',');
        printed.insert(fields[0].toLongLong(), fields[1].toInt());
    }
    const QList<QList<QByteArray>> rows
        = clioutput::golden("t5_buckets.csv",
                            "offset,bidirectional,num_buckets,max_distance,bucket_float32,"
                            "bucket_float64,bucket_exact");
    int seen = 0;
    for (const QList<QByteArray> &row : rows) {
        const qint64 offset = row[0].toLongLong();
        if (row[1].toInt() != (causal ? 0 : 1) || row[2] != "32" || row[3] != "128" || offset < -300
            || offset > 300)
            continue;
        QCOMPARE(printed.value(offset, -1), row[4].toInt());
        ++seen;
    }
    QCOMPARE(seen, 601);
}

void TestTrainMode::training()
{
    const Run a = run(tinyTraining());
    QCOMPARE(a.exitCode, 0);
    const QList<QByteArray> out = lines(a.out);
    // Three schemes x lengths 2..12 (4 L).
    QCOMPARE(out.size(), 1 + 3 * 11);
    QCOMPARE(out[0], QByteArray("scheme,length,accuracy"));
    for (int k = 1; k < out.size(); ++k) {
        const QList<QByteArray> fields = out[k].split(',');
        QCOMPARE(fields.size(), 3);
        const int length = fields[1].toInt();
        QCOMPARE(length, 2 + (k - 1) % 11);
        QCOMPARE(fields[0], QByteArray(k <= 11 ? "none" : k <= 22 ? "learned" : "t5"));
        if (fields[0] == "learned" && length > 3) {
            QVERIFY(fields[2].isEmpty()); // no row beyond L: nothing invented
        } else {
            const double accuracy = clioutput::number(fields[2]);
            QVERIFY(accuracy >= 0.0 && accuracy <= 1.0);
        }
    }
    // The same seed: the same bytes; another seed: another run.
    QCOMPARE(run(tinyTraining()).out, a.out);
    QStringList other = tinyTraining();
    other[other.size() - 1] = arg("4");
    QVERIFY(run(other).out != a.out);
}

void TestTrainMode::curvesFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("curves.csv"));
    const Run r = run(tinyTraining() << arg("--curves") << path);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> curves = lines(processrun::fileBytes(path));
    QCOMPARE(curves.size(), 1 + 3 * 5);
    QCOMPARE(curves[0], QByteArray("scheme,step,loss,accuracy"));
    const QList<QByteArray> first = curves[1].split(',');
    QCOMPARE(first[0], QByteArray("none"));
    QCOMPARE(first[1], QByteArray("1"));
    QVERIFY(clioutput::number(first[2]) > 0.0);
}

void TestTrainMode::curvesFileCannotBeWritten()
{
    // Checked before the training (which may take minutes): the check's own reason, said at
    // once, not the writer's after the run.
    const Run r = run(tinyTraining() << arg("--curves") << arg("/nonexistent-folder/c.csv"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(lines(r.err).size(), 1);
    QVERIFY2(r.err.contains("its folder does not exist"), r.err.constData());
    const Run folder = run(tinyTraining() << arg("--curves") << QDir::tempPath());
    QCOMPARE(folder.exitCode, 1);
    QVERIFY(folder.out.isEmpty());
    QVERIFY2(folder.err.contains("not a regular file"), folder.err.constData());
}

void TestTrainMode::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    const QString train = arg("--train");
    QTest::newRow("unknown task") << QStringList {train, arg("copy")} << QByteArray("--train");
    QTest::newRow("shift-0") << QStringList {train, arg("shift-0")} << QByteArray("--train");
    // shift-k scores the positions t >= k only: with k >= L no training position is scored.
    QTest::newRow("shift-6 at L = 6") << QStringList {train, arg("shift-6")} << QByteArray("L = 6");
    QTest::newRow("shift-64 at L = 6")
        << QStringList {train, arg("shift-64")} << QByteArray("shift-64");
    QTest::newRow("shift-4 at L = 4")
        << QStringList {train, arg("shift-4"), arg("--train-length"), arg("4")}
        << QByteArray("L = 4");
    QTest::newRow("unknown scheme")
        << QStringList {train, arg("reverse"), arg("--schemes"), arg("none,xpos")}
        << QByteArray("--schemes");
    QTest::newRow("empty scheme") << QStringList {train, arg("reverse"), arg("--schemes"),
                                                  arg("none,,rope")}
                                  << QByteArray("--schemes");
    QTest::newRow("layers 5") << QStringList {train, arg("reverse"), arg("--layers"), arg("5")}
                              << QByteArray("--layers");
    QTest::newRow("heads 0") << QStringList {train, arg("reverse"), arg("--heads"), arg("0")}
                             << QByteArray("--heads");
    QTest::newRow("heads do not divide d")
        << QStringList {train, arg("reverse"), arg("--heads"), arg("3")} << QByteArray("heads");
    QTest::newRow("dim 2") << QStringList {train, arg("reverse"), arg("--dim"), arg("2")}
                           << QByteArray("--dim");
    QTest::newRow("train length 1")
        << QStringList {train, arg("reverse"), arg("--train-length"), arg("1")}
        << QByteArray("--train-length");
    QTest::newRow("train length 65")
        << QStringList {train, arg("reverse"), arg("--train-length"), arg("65")}
        << QByteArray("--train-length");
    QTest::newRow("steps 0") << QStringList {train, arg("reverse"), arg("--steps"), arg("0")}
                             << QByteArray("--steps");
    QTest::newRow("steps above the one limit")
        << QStringList {train, arg("reverse"), arg("--steps"), arg("20001")}
        << QByteArray("20000");
    QTest::newRow("seed text") << QStringList {train, arg("reverse"), arg("--seed"), arg("x")}
                               << QByteArray("--seed");
    QTest::newRow("schemes without train")
        << QStringList {arg("--schemes"), arg("none")} << QByteArray("--schemes");
    QTest::newRow("curves without train")
        << QStringList {arg("--curves"), arg("c.csv")} << QByteArray("--curves");
    QTest::newRow("train with csv")
        << QStringList {train, arg("reverse"), arg("--csv")} << QByteArray("--csv");
    QTest::newRow("unknown bias") << QStringList {arg("--bias"), arg("xpos")}
                                  << QByteArray("--bias");
    QTest::newRow("alibi heads 0")
        << QStringList {arg("--bias"), arg("alibi"), arg("--heads"), arg("0")}
        << QByteArray("--heads");
    QTest::newRow("t5 reversed range")
        << QStringList {arg("--bias"), arg("t5"), arg("--positions=5-1")}
        << QByteArray("--positions");
    QTest::newRow("t5 positions word")
        << QStringList {arg("--bias"), arg("t5"), arg("--positions=a-b")}
        << QByteArray("--positions");
    QTest::newRow("t5 with heads")
        << QStringList {arg("--bias"), arg("t5"), arg("--heads"), arg("4")}
        << QByteArray("--heads");
    QTest::newRow("alibi with positions")
        << QStringList {arg("--bias"), arg("alibi"), arg("--positions=0-3")}
        << QByteArray("--positions");
}

void TestTrainMode::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    clioutput::verifyUsageError(run(arguments), mentions);
}

QTEST_GUILESS_MAIN(TestTrainMode)
#include "tst_trainmode.moc"
