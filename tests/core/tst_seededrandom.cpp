#include "goldencsv.h"
#include "seededrandom.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>

// The seeded generator against tests/data/seeded_*.csv (make_attention_goldens.py): the raw
// mt19937_64 outputs, the normal values bit for bit (the pinned first values: a change of the
// generator fails here) and against mpmath, the deterministic ln, sin and cos, the integers and
// the permutations.
class TestSeededRandom : public QObject
{
    Q_OBJECT

private slots:
    void standardEngine_data();
    void standardEngine();
    void pinnedNormals_data();
    void pinnedNormals();
    void functions_data();
    void functions();
    void integers_data();
    void integers();
    void permutations_data();
    void permutations();
    void uniformIsOpenAndExact_data();
    void uniformIsOpenAndExact();
    void normalMoments_data();
    void normalMoments();
    void invalidArguments_data();
    void invalidArguments();
};

void TestSeededRandom::standardEngine_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("index");
    QTest::addColumn<quint64>("expected");

    const golden::Csv csv = golden::read("seeded_bits.csv", "seed,index,bits");
    QCOMPARE(csv.rows.size(), 25); // 4 seeds x 6 values + the standard's 10000th value
    for (const auto &row : csv.rows) {
        const QByteArray tag = "seed" + row[0] + "_" + row[1];
        QTest::newRow(tag.constData())
            << row[0].toULongLong() << row[1].toInt() << row[2].toULongLong();
    }
}

void TestSeededRandom::standardEngine()
{
    QFETCH(quint64, seed);
    QFETCH(int, index);
    QFETCH(quint64, expected);

    pe::SeededRandom random(seed);
    QCOMPARE(random.seed(), seed);
    for (int k = 0; k < index; ++k)
        random.nextBits();
    QCOMPARE(quint64(random.nextBits()), expected);
}

void TestSeededRandom::pinnedNormals_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("index");
    QTest::addColumn<double>("pinned");
    QTest::addColumn<double>("exact");

    const golden::Csv csv = golden::read("seeded_normals.csv", "seed,index,double,exact");
    QCOMPARE(csv.rows.size(), 60); // 5 seeds x 12 values
    for (const auto &row : csv.rows) {
        const QByteArray tag = "seed" + row[0] + "_" + row[1];
        QTest::newRow(tag.constData()) << row[0].toULongLong() << row[1].toInt()
                                       << golden::toDouble(row[2]) << golden::toDouble(row[3]);
    }
}

void TestSeededRandom::pinnedNormals()
{
    QFETCH(quint64, seed);
    QFETCH(int, index);
    QFETCH(double, pinned);
    QFETCH(double, exact);

    pe::SeededRandom random(seed);
    double z = 0.0;
    for (int k = 0; k <= index; ++k)
        z = random.nextNormal();
    // Bit for bit the documented double computation (same on every platform).
    QCOMPARE(golden::bits(z), golden::bits(pinned));
    // And close to the exact Box-Muller value of the same uniforms.
    PEV_VERIFY_NEAR(z, exact, 1e-15 * std::max(1.0, std::fabs(exact)));
}

void TestSeededRandom::functions_data()
{
    QTest::addColumn<QByteArray>("function");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("pinned");
    QTest::addColumn<double>("exact");

    const golden::Csv csv = golden::read("seeded_functions.csv", "function,x,double,exact");
    QCOMPARE(csv.rows.size(), 42); // 12 logarithms, 15 sin and 15 cos
    for (const auto &row : csv.rows) {
        const QByteArray tag = row[0] + "_" + row[1];
        QTest::newRow(tag.constData()) << row[0] << golden::toDouble(row[1])
                                       << golden::toDouble(row[2]) << golden::toDouble(row[3]);
    }
}

void TestSeededRandom::functions()
{
    QFETCH(QByteArray, function);
    QFETCH(double, x);
    QFETCH(double, pinned);
    QFETCH(double, exact);

    double value = 0.0;
    if (function == "log") {
        value = pe::SeededRandom::naturalLog(x);
        // Within 4 ulp of the exact logarithm (documented).
        PEV_VERIFY_NEAR(value, exact, 4.0 * 0x1p-52 * std::max(1e-300, std::fabs(exact)));
    } else {
        double s = 0.0;
        double c = 0.0;
        pe::SeededRandom::sinCosTurn(x, &s, &c);
        value = function == "sinturn" ? s : c;
        PEV_VERIFY_NEAR(value, exact, 3e-16); // documented absolute error
    }
    QCOMPARE(golden::bits(value), golden::bits(pinned));
}

void TestSeededRandom::integers_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("bound");
    QTest::addColumn<int>("index");
    QTest::addColumn<quint64>("expected");

    const golden::Csv csv = golden::read("seeded_integers.csv", "seed,bound,index,value");
    QCOMPARE(csv.rows.size(), 30);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "seed" + row[0] + "_bound" + row[1] + "_" + row[2];
        QTest::newRow(tag.constData()) << row[0].toULongLong() << row[1].toULongLong()
                                       << row[2].toInt() << row[3].toULongLong();
    }
}

void TestSeededRandom::integers()
{
    QFETCH(quint64, seed);
    QFETCH(quint64, bound);
    QFETCH(int, index);
    QFETCH(quint64, expected);

    pe::SeededRandom random(seed);
    quint64 value = 0;
    for (int k = 0; k <= index; ++k)
        value = random.nextBelow(bound);
    QCOMPARE(value, expected);
    QVERIFY(value < bound);
}

void TestSeededRandom::permutations_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("n");
    QTest::addColumn<QByteArray>("expected");

    const golden::Csv csv = golden::read("seeded_permutations.csv", "kind,seed,rows,perm");
    int count = 0;
    for (const auto &row : csv.rows) {
        if (row[0] != "permutation")
            continue;
        ++count;
        const int n = int(golden::toInts(row[2]).size());
        const QByteArray tag = "seed" + row[1] + "_n" + QByteArray::number(n);
        QTest::newRow(tag.constData()) << row[1].toULongLong() << n << row[3];
    }
    QCOMPARE(count, 6);
}

void TestSeededRandom::permutations()
{
    QFETCH(quint64, seed);
    QFETCH(int, n);
    QFETCH(QByteArray, expected);

    pe::SeededRandom random(seed);
    QVERIFY(random.nextPermutation(n) == golden::toInts(expected));
}

void TestSeededRandom::uniformIsOpenAndExact_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::newRow("0") << quint64(0);
    QTest::newRow("2017") << quint64(2017);
    QTest::newRow("max") << ~quint64(0);
}

void TestSeededRandom::uniformIsOpenAndExact()
{
    QFETCH(quint64, seed);

    pe::SeededRandom random(seed);
    pe::SeededRandom raw(seed);
    for (int k = 0; k < 10000; ++k) {
        const double u = random.nextUniform();
        QVERIFY(u > 0.0 && u < 1.0);
        // ((bits >> 12) + 0.5) * 2^-52 exactly: u * 2^53 is the odd integer 2 (bits >> 12) + 1.
        const auto scaled = quint64(std::ldexp(u, 53));
        QCOMPARE(scaled, 2 * (quint64(raw.nextBits()) >> 12) + 1);
    }
}

void TestSeededRandom::normalMoments_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::newRow("1") << quint64(1);
    QTest::newRow("2017") << quint64(2017);
    QTest::newRow("31337") << quint64(31337);
}

void TestSeededRandom::normalMoments()
{
    QFETCH(quint64, seed);

    // 200000 values (deterministic): mean 0 and variance 1 within five standard errors.
    pe::SeededRandom random(seed);
    const int count = 200000;
    double sum = 0.0;
    double sumSquares = 0.0;
    double sumFourth = 0.0;
    for (int k = 0; k < count; ++k) {
        const double z = random.nextNormal();
        sum += z;
        sumSquares += z * z;
        sumFourth += z * z * z * z;
    }
    const double mean = sum / count;
    const double variance = sumSquares / count - mean * mean;
    QVERIFY2(std::fabs(mean) < 5.0 / std::sqrt(double(count)), QByteArray::number(mean));
    QVERIFY2(std::fabs(variance - 1.0) < 5.0 * std::sqrt(2.0 / count),
             QByteArray::number(variance));
    // Fourth moment 3 for a normal (a uniform or a wrong transform would miss it).
    QVERIFY2(std::fabs(sumFourth / count - 3.0) < 5.0 * std::sqrt(96.0 / count),
             QByteArray::number(sumFourth / count));
}

void TestSeededRandom::invalidArguments_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("needle");

    QTest::newRow("bound 0") << 0 << QByteArray("bound");
    QTest::newRow("log of 0") << 1 << QByteArray("x must be");
    QTest::newRow("log of -1") << 2 << QByteArray("x must be");
    QTest::newRow("log of NaN") << 3 << QByteArray("x must be");
    QTest::newRow("log of infinity") << 4 << QByteArray("x must be");
    QTest::newRow("turn -0.1") << 5 << QByteArray("u must be");
    QTest::newRow("turn 1.5") << 6 << QByteArray("u must be");
    QTest::newRow("turn NaN") << 7 << QByteArray("u must be");
    QTest::newRow("permutation -1") << 8 << QByteArray("n must be");
}

void TestSeededRandom::invalidArguments()
{
    QFETCH(int, which);
    QFETCH(QByteArray, needle);

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    double s = 0.0;
    double c = 0.0;
    pe::SeededRandom random(1);
    const std::function<void()> calls[] = {
        [&] { random.nextBelow(0); },
        [] { pe::SeededRandom::naturalLog(0.0); },
        [] { pe::SeededRandom::naturalLog(-1.0); },
        [&] { pe::SeededRandom::naturalLog(nan); },
        [&] { pe::SeededRandom::naturalLog(inf); },
        [&] { pe::SeededRandom::sinCosTurn(-0.1, &s, &c); },
        [&] { pe::SeededRandom::sinCosTurn(1.5, &s, &c); },
        [&] { pe::SeededRandom::sinCosTurn(nan, &s, &c); },
        [&] { random.nextPermutation(-1); },
    };
    PEV_VERIFY_THROWS(calls[which], needle);
}

QTEST_APPLESS_MAIN(TestSeededRandom)
#include "tst_seededrandom.moc"
