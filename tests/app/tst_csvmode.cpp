// End-to-end tests of `pe-visualiser --csv` with the layouts (--layout), the context-extension
// methods (--scaling, --factor, --train-length, --context, --yarn-alpha, --yarn-beta) and the
// framework dtypes (--dtype), and of every bad value and combination of the new options.
// Golden values: tests/data/spec_components.csv and golden_pe.csv (mpmath at 50 digits),
// precision_rows.csv (NumPy and exact rounding; see tests/data/README.md).
#include "clioutput.h"

#include <QtTest>

#include <cmath>
#include <cstring>

namespace {

using clioutput::lines;
using clioutput::number;
using processrun::Run;
using processrun::run;

QString arg(const char *text) { return QString::fromLatin1(text); }

// golden_pe.csv: d,base,p,j,value
double goldenPe(int d, double base, qint64 p, int j)
{
    for (const QList<QByteArray> &f : clioutput::golden("golden_pe.csv", "d,base,p,j,value")) {
        if (f.size() == 5 && f[0].toInt() == d && f[1].toDouble() == base && f[2].toLongLong() == p
            && f[3].toInt() == j)
            return f[4].toDouble();
    }
    return std::nan("");
}

// Exactly a value of the dtype, checked without the core: float32 by a round trip through
// float, bfloat16 as a float whose low 16 bits are zero, float16 by a round trip through Qt's
// qfloat16 (IEEE binary16).
bool representable(double x, const QString &dtype)
{
    if (dtype == QLatin1String("float64"))
        return true;
    const float f = static_cast<float>(x);
    if (static_cast<double>(f) != x)
        return false;
    if (dtype == QLatin1String("float32"))
        return true;
    if (dtype == QLatin1String("bfloat16")) {
        quint32 bits = 0;
        std::memcpy(&bits, &f, sizeof bits);
        return (bits & 0xffffu) == 0;
    }
    return static_cast<float>(qfloat16(f)) == f;
}

// The run's CSV as position -> values; fails the test on a bad header.
QHash<qint64, QList<double>> csvRows(const Run &r, int d)
{
    const QList<QByteArray> out = lines(r.out);
    QByteArray header("position");
    for (int j = 0; j < d; ++j)
        header += ",pe_" + QByteArray::number(j);
    if (out.isEmpty() || out[0] != header)
        return {};
    return clioutput::rowsByPosition(out);
}

} // namespace

class TestCsvMode : public QObject
{
    Q_OBJECT

private slots:
    void specGoldens_data();
    void specGoldens();
    void positionInterpolationMapsPositions_data();
    void positionInterpolationMapsPositions();
    void ntkSlowestAndFastestPair();
    void factorDefaultsToLengthRatio();
    void dtypeValues_data();
    void dtypeValues();
    void badInput_data();
    void badInput();
};

void TestCsvMode::specGoldens_data()
{
    // One row per encoding of spec_components.csv (every layout, every method; fairseq's padding
    // index is the default 1 on the command line): the arguments and the expected components.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("d");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::addColumn<QList<QList<double>>>("expected"); // per position, d values
    QTest::addColumn<QList<QList<double>>>("angles"); // the exact angle of each component
    const QList<QList<QByteArray>> rows = clioutput::golden(
        "spec_components.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,padding_idx,p,j,angle,value");
    QVERIFY(rows.size() > 3000);
    QMap<QByteArray, QMap<qint64, QList<double>>> specs;
    QMap<QByteArray, QMap<qint64, QList<double>>> specAngles;
    for (const QList<QByteArray> &f : rows) {
        if (f[8] != "1")
            continue;
        const QByteArray key = f.mid(0, 8).join(',');
        QList<double> &values = specs[key][f[9].toLongLong()];
        QCOMPARE(f[10].toInt(), values.size());
        values << f[12].toDouble();
        specAngles[key][f[9].toLongLong()] << f[11].toDouble();
    }
    QVERIFY(specs.size() >= 40);
    for (auto it = specs.cbegin(); it != specs.cend(); ++it) {
        const QList<QByteArray> f = it.key().split(',');
        const QString method = QString::fromLatin1(f[1]);
        QStringList arguments {arg("--csv"),
                               arg("--layout"),
                               QString::fromLatin1(f[0]),
                               arg("--dim"),
                               QString::fromLatin1(f[2]),
                               arg("--base"),
                               QString::fromLatin1(f[3])};
        if (method != QLatin1String("none"))
            arguments << arg("--scaling") << method << arg("--factor") << QString::fromLatin1(f[4])
                      << arg("--train-length") << QString::fromLatin1(f[5]);
        if (method == QLatin1String("yarn"))
            arguments << arg("--yarn-alpha") << QString::fromLatin1(f[6]) << arg("--yarn-beta")
                      << QString::fromLatin1(f[7]);
        QList<qint64> positions;
        QList<QList<double>> expected;
        QList<QList<double>> angles;
        QStringList list;
        for (auto p = it.value().cbegin(); p != it.value().cend(); ++p) {
            positions << p.key();
            expected << p.value();
            angles << specAngles[it.key()][p.key()];
            list << QString::number(p.key());
        }
        arguments << arg("--positions") << list.join(QLatin1Char(','));
        QTest::newRow(it.key().constData())
            << arguments << f[2].toInt() << positions << expected << angles;
    }
}

void TestCsvMode::specGoldens()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, d);
    QFETCH(QList<qint64>, positions);
    QFETCH(QList<QList<double>>, expected);
    QFETCH(QList<QList<double>>, angles);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QHash<qint64, QList<double>> rows = csvRows(r, d);
    QCOMPARE(rows.size(), positions.size());
    for (int k = 0; k < positions.size(); ++k) {
        const QList<double> actual = rows.value(positions[k]);
        QCOMPARE(actual.size(), d);
        // --csv prints the formula sin/cos(angle) in double (pe::writeEncodingCsv), whose angle is
        // rounded once (half an ulp of the angle): 1e-12 plus that (PI with s = 0.25 reaches
        // 16000 radians here).
        for (int j = 0; j < d; ++j)
            QVERIFY2(std::fabs(actual[j] - expected[k][j])
                         <= 1e-12 + std::fabs(angles[k][j]) * 0x1p-52,
                     qPrintable(QStringLiteral("p %1, j %2: %3 vs %4")
                                    .arg(positions[k])
                                    .arg(j)
                                    .arg(actual[j], 0, 'g', 17)
                                    .arg(expected[k][j], 0, 'g', 17)));
    }
}

void TestCsvMode::positionInterpolationMapsPositions_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d 8") << 8;
    QTest::newRow("d 512") << 512;
}

void TestCsvMode::positionInterpolationMapsPositions()
{
    // PI with s = 4: position 4000 is encoded exactly as 1000 was, against
    // mpmath's PE(1000), and the same digits as the unscaled CSV at 1000.
    QFETCH(int, d);
    const QString dim = QString::number(d);
    const Run scaled
        = run({arg("--csv"), arg("--dim"), dim, arg("--positions"), arg("4000"), arg("--scaling"),
               arg("pi"), arg("--factor"), arg("4"), arg("--train-length"), arg("512")});
    const Run plain = run({arg("--csv"), arg("--dim"), dim, arg("--positions"), arg("1000")});
    QCOMPARE(scaled.exitCode, 0);
    QCOMPARE(plain.exitCode, 0);
    const QList<double> at4000 = csvRows(scaled, d).value(4000);
    QCOMPARE(at4000.size(), d);
    for (int j = 0; j < d; ++j) {
        const double expected = goldenPe(d, 10000.0, 1000, j);
        QVERIFY2(!std::isnan(expected), "golden value missing");
        QVERIFY2(std::fabs(at4000[j] - expected) <= 1e-12, qPrintable(QString::number(j)));
    }
    QCOMPARE(lines(scaled.out)[1].mid(4), lines(plain.out)[1].mid(4)); // after "4000" / "1000"
}

void TestCsvMode::ntkSlowestAndFastestPair()
{
    // NTK with s = 4 at d = 128: the slowest pair at 4000 is the unscaled
    // slowest pair at 1000, the fastest pair is the unscaled one at 4000.
    const Run scaled = run({arg("--csv"), arg("--dim"), arg("128"), arg("--positions"), arg("4000"),
                            arg("--scaling"), arg("ntk"), arg("--factor"), arg("4")});
    const Run plain
        = run({arg("--csv"), arg("--dim"), arg("128"), arg("--positions"), arg("1000,4000")});
    QCOMPARE(scaled.exitCode, 0);
    QCOMPARE(plain.exitCode, 0);
    const QList<double> ntk = csvRows(scaled, 128).value(4000);
    const QHash<qint64, QList<double>> unscaled = csvRows(plain, 128);
    QCOMPARE(ntk.size(), 128);
    for (int j : {126, 127})
        QVERIFY(std::fabs(ntk[j] - unscaled.value(1000)[j]) <= 1e-12);
    for (int j : {0, 1})
        QCOMPARE(ntk[j], unscaled.value(4000)[j]);
}

void TestCsvMode::factorDefaultsToLengthRatio()
{
    // Without --factor, s = L'/L: yarn with L 512 and L' 2048 is yarn with s = 4.
    const QStringList common {arg("--csv"),       arg("--dim"),          arg("64"),
                              arg("--positions"), arg("0,100,3000"),     arg("--scaling"),
                              arg("yarn"),        arg("--train-length"), arg("512")};
    const Run byLengths = run(common + QStringList {arg("--context"), arg("2048")});
    const Run byFactor = run(common + QStringList {arg("--factor"), arg("4")});
    const Run other = run(common + QStringList {arg("--factor"), arg("8")});
    QCOMPARE(byLengths.exitCode, 0);
    QCOMPARE(byLengths.out, byFactor.out);
    QVERIFY(byLengths.out != other.out);
}

void TestCsvMode::dtypeValues_data()
{
    // precision_rows.csv: d,base,dtype,path,p,j,value (values as hex floats, "nan")
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::addColumn<QList<QList<double>>>("expected");
    QMap<QByteArray, QMap<qint64, QList<double>>> byDtype;
    for (const QList<QByteArray> &f :
         clioutput::golden("precision_rows.csv", "d,base,dtype,path,p,j,value")) {
        if (f[0] != "8" || f[1].toDouble() != 10000.0 || f[3] != "framework")
            continue;
        byDtype[f[2]][f[4].toLongLong()] << number(f[6]);
    }
    QCOMPARE(byDtype.size(), 4);
    for (auto it = byDtype.cbegin(); it != byDtype.cend(); ++it) {
        QList<qint64> positions;
        QList<QList<double>> expected;
        for (auto p = it.value().cbegin(); p != it.value().cend(); ++p) {
            positions << p.key();
            expected << p.value();
        }
        QVERIFY(positions.contains(2049) && positions.contains(65520));
        QTest::newRow(it.key().constData())
            << QString::fromLatin1(it.key()) << positions << expected;
    }
}

void TestCsvMode::dtypeValues()
{
    // Every printed value is a value of the dtype (checked without the core) and the value a
    // framework computes there (the golden); float16's overflowed positions print nan.
    QFETCH(QString, dtype);
    QFETCH(QList<qint64>, positions);
    QFETCH(QList<QList<double>>, expected);
    QStringList list;
    for (qint64 p : positions)
        list << QString::number(p);
    const Run r = run(
        {arg("--csv"), arg("--dtype"), dtype, arg("--positions"), list.join(QLatin1Char(','))});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QHash<qint64, QList<double>> rows = csvRows(r, 8);
    QCOMPARE(rows.size(), positions.size());
    for (int k = 0; k < positions.size(); ++k) {
        const QList<double> actual = rows.value(positions[k]);
        QCOMPARE(actual.size(), 8);
        for (int j = 0; j < 8; ++j) {
            const double want = expected[k][j];
            const QByteArray where
                = "p " + QByteArray::number(positions[k]) + ", j " + QByteArray::number(j);
            if (std::isnan(want)) {
                QVERIFY2(std::isnan(actual[j]), where.constData());
                continue;
            }
            QVERIFY2(actual[j] == want, where.constData());
            QVERIFY2(representable(actual[j], dtype), where.constData());
        }
    }
    if (dtype == QLatin1String("float16"))
        QVERIFY(r.out.contains("\n65520,nan,nan,"));
}

void TestCsvMode::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("mentions");
    const QString csv = arg("--csv");
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    const QString ex = arg("--export");
    // Values.
    QTest::newRow("layout unknown")
        << QStringList {csv, arg("--layout"), arg("diagonal")} << QByteArray("--layout");
    QTest::newRow("layout half-split without rope")
        << QStringList {csv, arg("--layout"), arg("half-split")} << QByteArray("--rope");
    QTest::newRow("layout empty") << QStringList {csv, arg("--layout=")} << QByteArray("--layout");
    QTest::newRow("fairseq d 3") << QStringList {csv, arg("--layout"), arg("fairseq"), arg("--dim"),
                                                 arg("3")}
                                 << QByteArray("--dim 4");
    QTest::newRow("tensor2tensor d 1")
        << QStringList {csv, arg("--layout"), arg("tensor2tensor"), arg("--dim"), arg("1")}
        << QByteArray("--dim 2");
    QTest::newRow("scaling unknown")
        << QStringList {csv, arg("--scaling"), arg("rope")} << QByteArray("--scaling");
    QTest::newRow("scaling upper case")
        << QStringList {csv, arg("--scaling"), arg("PI")} << QByteArray("--scaling");
    QTest::newRow("ntk d 2") << QStringList {csv, arg("--scaling"), arg("ntk"), arg("--dim"),
                                             arg("2")}
                             << QByteArray("--dim 3");
    QTest::newRow("factor 0") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor"),
                                              arg("0")}
                              << QByteArray("--factor");
    QTest::newRow("factor -4") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor=-4")}
                               << QByteArray("--factor");
    QTest::newRow("factor nan") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor"),
                                                arg("nan")}
                                << QByteArray("--factor");
    QTest::newRow("factor inf") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor"),
                                                arg("inf")}
                                << QByteArray("--factor");
    QTest::newRow("factor text") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor"),
                                                 arg("four")}
                                 << QByteArray("--factor");
    QTest::newRow("factor too small for pi")
        << QStringList {csv, arg("--scaling"), arg("pi"), arg("--factor"), arg("1e-9")}
        << QByteArray("factor");
    QTest::newRow("L 0") << QStringList {csv, arg("--scaling"), arg("yarn"), arg("--train-length"),
                                         arg("0")}
                         << QByteArray("--train-length");
    QTest::newRow("L -1") << QStringList {csv, arg("--scaling"), arg("yarn"),
                                          arg("--train-length=-1")}
                          << QByteArray("--train-length");
    QTest::newRow("L 2^31") << QStringList {csv, arg("--scaling"), arg("yarn"),
                                            arg("--train-length"), arg("2147483648")}
                            << QByteArray("--train-length");
    QTest::newRow("L 1.5") << QStringList {csv, arg("--scaling"), arg("yarn"),
                                           arg("--train-length"), arg("1.5")}
                           << QByteArray("--train-length");
    QTest::newRow("L' 0") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--context"),
                                          arg("0")}
                          << QByteArray("--context");
    QTest::newRow("L' nan") << QStringList {csv, arg("--scaling"), arg("pi"), arg("--context"),
                                            arg("nan")}
                            << QByteArray("--context");
    QTest::newRow("alpha -1") << QStringList {csv, arg("--scaling"), arg("yarn"),
                                              arg("--yarn-alpha=-1")}
                              << QByteArray("--yarn-alpha");
    QTest::newRow("alpha nan") << QStringList {csv, arg("--scaling"), arg("yarn"),
                                               arg("--yarn-alpha"), arg("nan")}
                               << QByteArray("--yarn-alpha");
    QTest::newRow("beta 0") << QStringList {csv, arg("--scaling"), arg("yarn"), arg("--yarn-beta"),
                                            arg("0")}
                            << QByteArray("--yarn-beta");
    QTest::newRow("alpha above beta")
        << QStringList {csv, arg("--scaling"), arg("yarn"), arg("--yarn-alpha"), arg("40")}
        << QByteArray("--yarn-beta");
    QTest::newRow("dtype unknown")
        << QStringList {csv, arg("--dtype"), arg("float8")} << QByteArray("--dtype");
    QTest::newRow("dtype empty") << QStringList {csv, arg("--dtype=")} << QByteArray("--dtype");
    // Options that do not go together.
    QTest::newRow("dtype without csv") << QStringList {arg("--dtype"), arg("float16")}
                                       << QByteArray("--dtype only goes with --csv");
    QTest::newRow("dtype with export") << QStringList {ex, dir, arg("--dtype"), arg("float16")}
                                       << QByteArray("--dtype only goes with --csv");
    QTest::newRow("factor without scaling")
        << QStringList {csv, arg("--factor"), arg("4")} << QByteArray("--factor");
    QTest::newRow("L without scaling")
        << QStringList {csv, arg("--train-length"), arg("100")} << QByteArray("--train-length");
    QTest::newRow("alpha with pi")
        << QStringList {csv, arg("--scaling"), arg("pi"), arg("--yarn-alpha"), arg("2")}
        << QByteArray("--yarn-alpha");
    QTest::newRow("vector with csv") << QStringList {csv, arg("--vector"), arg("1,2")}
                                     << QByteArray("--vector only goes with --rope");
    QTest::newRow("fraction with csv") << QStringList {csv, arg("--rotary-fraction"), arg("0.5")}
                                       << QByteArray("--rotary-fraction");
    QTest::newRow("positions without csv")
        << QStringList {arg("--positions"), arg("3")}
        << QByteArray("--positions only goes with --csv or --rope");
    QTest::newRow("scaling bad in export")
        << QStringList {ex, dir, arg("--scaling"), arg("linear")} << QByteArray("--scaling");
    QTest::newRow("layout bad in export")
        << QStringList {ex, dir, arg("--layout"), arg("half-split")} << QByteArray("--layout");
    QTest::newRow("fairseq d 2 in export")
        << QStringList {ex, dir, arg("--layout"), arg("fairseq"), arg("--dim"), arg("2")}
        << QByteArray("--layout fairseq");
}

void TestCsvMode::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, mentions);
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    QDir(dir).removeRecursively();
    clioutput::verifyUsageError(run(arguments), mentions);
    QVERIFY(!QFileInfo::exists(dir));
}

QTEST_GUILESS_MAIN(TestCsvMode)
#include "tst_csvmode.moc"
