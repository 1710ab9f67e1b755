// End-to-end tests of `pe-visualiser --rope`: rotated vectors against mpmath
// (tests/data/rope_rotations.csv, made by make_attention_goldens.py at 50 digits), the rotation's
// invariants, and every bad input.
#include "clioutput.h"

#include <QtTest>

#include <cmath>

namespace {

using clioutput::lines;
using processrun::Run;
using processrun::run;

QString arg(const char *text) { return QString::fromLatin1(text); }

} // namespace

class TestRopeMode : public QObject
{
    Q_OBJECT

private slots:
    void goldens_data();
    void goldens();
    void header();
    void normPreserved_data();
    void normPreserved();
    void badInput_data();
    void badInput();
};

void TestRopeMode::goldens_data()
{
    // rope_rotations.csv: d,base,layout,fraction,vector,m,j,value (vector components ';'
    // separated), one test row per (d, base, layout, fraction, vector) with all its positions.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("d");
    QTest::addColumn<QList<double>>("vector");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::addColumn<QList<QList<double>>>("expected");
    const QList<QList<QByteArray>> rows
        = clioutput::golden("rope_rotations.csv", "d,base,layout,fraction,vector,m,j,value");
    QVERIFY(rows.size() > 300);
    QMap<QByteArray, QMap<qint64, QList<double>>> cases;
    for (const QList<QByteArray> &f : rows) {
        QList<double> &values = cases[f.mid(0, 5).join(',')][f[5].toLongLong()];
        QCOMPARE(f[6].toInt(), values.size());
        values << f[7].toDouble();
    }
    QVERIFY(cases.size() >= 7);
    for (auto it = cases.cbegin(); it != cases.cend(); ++it) {
        const QList<QByteArray> f = it.key().split(',');
        QList<double> vector;
        for (const QByteArray &x : f[4].split(';'))
            vector << x.toDouble();
        QStringList list;
        QList<qint64> positions;
        QList<QList<double>> expected;
        for (auto p = it.value().cbegin(); p != it.value().cend(); ++p) {
            positions << p.key();
            expected << p.value();
            list << QString::number(p.key());
        }
        const QStringList arguments {
            arg("--rope"),
            arg("--dim"),
            QString::fromLatin1(f[0]),
            arg("--base"),
            QString::fromLatin1(f[1]),
            arg("--layout"),
            QString::fromLatin1(f[2]),
            arg("--rotary-fraction"),
            QString::fromLatin1(f[3]),
            arg("--vector"),
            QString::fromLatin1(f[4]).replace(QLatin1Char(';'), QLatin1Char(',')),
            arg("--positions"),
            list.join(QLatin1Char(','))};
        const QByteArray name = f.mid(0, 4).join(' ') + " |x|=" + QByteArray::number(vector.size());
        QTest::newRow(name.constData())
            << arguments << f[0].toInt() << vector << positions << expected;
    }
}

void TestRopeMode::goldens()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, d);
    QFETCH(QList<double>, vector);
    QFETCH(QList<qint64>, positions);
    QFETCH(QList<QList<double>>, expected);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QHash<qint64, QList<double>> rows = clioutput::rowsByPosition(lines(r.out));
    QCOMPARE(rows.size(), positions.size());
    double norm = 0;
    for (double x : vector)
        norm += x * x;
    norm = std::sqrt(norm);
    for (int k = 0; k < positions.size(); ++k) {
        const QList<double> actual = rows.value(positions[k]);
        QCOMPARE(actual.size(), d);
        for (int j = 0; j < d; ++j)
            QVERIFY2(std::fabs(actual[j] - expected[k][j]) <= 1e-14 * (1 + norm),
                     qPrintable(QStringLiteral("m %1, j %2: %3 vs %4")
                                    .arg(positions[k])
                                    .arg(j)
                                    .arg(actual[j], 0, 'g', 17)
                                    .arg(expected[k][j], 0, 'g', 17)));
    }
}

void TestRopeMode::header()
{
    const Run r = run({arg("--rope"), arg("--dim"), arg("4"), arg("--vector"), arg("1,0,0,1")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3); // positions 0 and 3 by default
    QCOMPARE(out[0], QByteArray("position,r_0,r_1,r_2,r_3"));
    QCOMPARE(out[1], QByteArray("0,1,0,0,1"));
    // Pair 0 turns by m = 3 radians: (cos 3, sin 3) from mpmath.
    QVERIFY(out[2].startsWith("3,-0.98999249660044542,0.14112000805986721,"));
}

void TestRopeMode::normPreserved_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("fraction");
    QTest::newRow("interleaved") << "interleaved"
                                 << "1";
    QTest::newRow("half-split") << "half-split"
                                << "1";
    QTest::newRow("half-split F 0.25") << "half-split"
                                       << "0.25";
}

void TestRopeMode::normPreserved()
{
    // A rotation keeps |x| at every position (RoFormer, section 3.4.2), up to 2^31 - 1, and the
    // components past r = 2 floor(F d / 2) pass unchanged.
    QFETCH(QString, layout);
    QFETCH(QString, fraction);
    QStringList vector;
    double norm2 = 0;
    for (int j = 0; j < 16; ++j) {
        const double x = (j % 3 - 1) * (0.5 + j);
        vector << QString::number(x);
        norm2 += x * x;
    }
    const Run r
        = run({arg("--rope"), arg("--dim"), arg("16"), arg("--layout"), layout,
               arg("--rotary-fraction"), fraction, arg("--vector"), vector.join(QLatin1Char(',')),
               arg("--positions"), arg("0-5,1000,2147483647")});
    QCOMPARE(r.exitCode, 0);
    const QHash<qint64, QList<double>> rows = clioutput::rowsByPosition(lines(r.out));
    QCOMPARE(rows.size(), 8);
    const int rotated = fraction == QLatin1String("1") ? 16 : 4;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        double sum = 0;
        for (double x : it.value())
            sum += x * x;
        QVERIFY2(std::fabs(std::sqrt(sum) - std::sqrt(norm2)) <= 1e-13,
                 qPrintable(QString::number(it.key())));
        for (int j = rotated; j < 16; ++j)
            QCOMPARE(it.value()[j], vector[j].toDouble());
    }
}

void TestRopeMode::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    const QString rope = arg("--rope");
    const QString v8 = arg("1,2,3,4,5,6,7,8");
    QTest::newRow("vector too short")
        << QStringList {rope, arg("--vector"), arg("1,2,3")} << QByteArray("--vector");
    QTest::newRow("vector too long")
        << QStringList {rope, arg("--dim"), arg("2"), arg("--vector"), arg("1,2,3")}
        << QByteArray("--vector");
    QTest::newRow("vector word") << QStringList {rope, arg("--vector"), arg("1,2,x,4,5,6,7,8")}
                                 << QByteArray("'x'");
    QTest::newRow("vector empty item")
        << QStringList {rope, arg("--vector"), arg("1,2,,4,5,6,7,8")} << QByteArray("--vector");
    QTest::newRow("vector nan") << QStringList {rope, arg("--vector"), arg("1,2,nan,4,5,6,7,8")}
                                << QByteArray("--vector");
    QTest::newRow("vector inf") << QStringList {rope, arg("--vector"), arg("1,2,3,inf,5,6,7,8")}
                                << QByteArray("--vector");
    QTest::newRow("vector 1e400") << QStringList {rope, arg("--vector"), arg("1,2,3,1e400,5,6,7,8")}
                                  << QByteArray("--vector");
    // Components near the largest double were rotated to inf, exit 0; now refused with
    // the limit named.
    QTest::newRow("vector near the largest double")
        << QStringList {rope, arg("--dim"), arg("2"), arg("--vector"),
                        arg("1.7e308,1.7e308"), arg("--positions"), arg("1")}
        << QByteArray("--vector: x0 = 1.7e+308 is larger in magnitude than "
                      "8.988465674311579e+307 (half the largest double)");
    QTest::newRow("vector comma decimal")
        << QStringList {rope, arg("--dim"), arg("2"), arg("--vector"), arg("1;5,2")}
        << QByteArray("--vector");
    QTest::newRow("vector empty") << QStringList {rope, arg("--vector=")} << QByteArray("--vector");
    QTest::newRow("no vector") << QStringList {rope} << QByteArray("--vector");
    QTest::newRow("half-split odd d") << QStringList {rope,
                                                      arg("--dim"),
                                                      arg("7"),
                                                      arg("--layout"),
                                                      arg("half-split"),
                                                      arg("--vector"),
                                                      arg("1,2,3,4,5,6,7")}
                                      << QByteArray("even");
    QTest::newRow("fraction 0") << QStringList {rope, arg("--vector"), v8, arg("--rotary-fraction"),
                                                arg("0")}
                                << QByteArray("--rotary-fraction");
    QTest::newRow("fraction 1.5") << QStringList {rope, arg("--vector"), v8,
                                                  arg("--rotary-fraction"), arg("1.5")}
                                  << QByteArray("--rotary-fraction");
    QTest::newRow("fraction -0.5")
        << QStringList {rope, arg("--vector"), v8, arg("--rotary-fraction=-0.5")}
        << QByteArray("--rotary-fraction");
    QTest::newRow("fraction nan") << QStringList {rope, arg("--vector"), v8,
                                                  arg("--rotary-fraction"), arg("nan")}
                                  << QByteArray("--rotary-fraction");
    QTest::newRow("fraction text")
        << QStringList {rope, arg("--vector"), v8, arg("--rotary-fraction"), arg("half")}
        << QByteArray("--rotary-fraction");
    QTest::newRow("fraction leaves r 0")
        << QStringList {rope, arg("--vector"), v8, arg("--rotary-fraction"), arg("0.2")}
        << QByteArray("--rotary-fraction");
    QTest::newRow("d 1") << QStringList {rope, arg("--dim"), arg("1"), arg("--vector"), arg("1")}
                         << QByteArray("--dim");
    QTest::newRow("base 1") << QStringList {rope, arg("--base"), arg("1"), arg("--vector"), v8}
                            << QByteArray("--base");
    QTest::newRow("layout concatenated")
        << QStringList {rope, arg("--layout"), arg("concatenated"), arg("--vector"), v8}
        << QByteArray("--layout");
    QTest::newRow("layout unknown")
        << QStringList {rope, arg("--layout"), arg("neox"), arg("--vector"), v8}
        << QByteArray("--layout");
    QTest::newRow("positions negative")
        << QStringList {rope, arg("--vector"), v8, arg("--positions=-1")}
        << QByteArray("positions");
    QTest::newRow("positions too large")
        << QStringList {rope, arg("--vector"), v8, arg("--positions"), arg("2147483648")}
        << QByteArray("positions");
    QTest::newRow("rope and csv") << QStringList {arg("--csv"), rope, arg("--vector"), v8}
                                  << QByteArray("--rope");
    QTest::newRow("rope and check")
        << QStringList {rope, arg("--check"), arg("x.npy"), arg("--vector"), v8}
        << QByteArray("--check");
    QTest::newRow("rope with scaling")
        << QStringList {rope, arg("--vector"), v8, arg("--scaling"), arg("pi")}
        << QByteArray("--scaling does not go with --rope");
    QTest::newRow("rope with dtype")
        << QStringList {rope, arg("--vector"), v8, arg("--dtype"), arg("float16")}
        << QByteArray("--dtype");
    QTest::newRow("rope with -q") << QStringList {rope, arg("--vector"), v8, arg("-q"), arg("4")}
                                  << QByteArray("does not go with --rope");
    QTest::newRow("vector without rope")
        << QStringList {arg("--vector"), v8} << QByteArray("--vector only goes with --rope");
    QTest::newRow("fraction without rope") << QStringList {arg("--rotary-fraction"), arg("0.5")}
                                           << QByteArray("--rotary-fraction only goes with --rope");
}

void TestRopeMode::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    clioutput::verifyUsageError(run(arguments), mentions);
}

QTEST_GUILESS_MAIN(TestRopeMode)
#include "tst_ropemode.moc"
