#include "positionalencoding.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>

namespace {

constexpr double goldenTolerance = 1e-12;
constexpr double lessonTolerance = 1e-6; // the lesson prints six decimals
constexpr qint64 twoTo31 = qint64(1) << 31;

} // namespace

class TestPositionalEncoding : public QObject
{
    Q_OBJECT

private slots:
    void goldenComponents_data();
    void goldenComponents();
    void goldenDistances_data();
    void goldenDistances();
    void lessonPrintedValues_data();
    void lessonPrintedValues();
    void positionZeroIsZeroOneZeroOne_data();
    void positionZeroIsZeroOneZeroOne();
    void denominators_data();
    void denominators();
    void frequency_data();
    void frequency();
    void angle_data();
    void angle();
    void continuousPosition_data();
    void continuousPosition();
    void lessonDistances_data();
    void lessonDistances();
    void distanceIsNotMonotonic();
    void pairsLieOnTheUnitCircle_data();
    void pairsLieOnTheUnitCircle();
    void oddWidth_data();
    void oddWidth();
    void blockIsRowMajorVectors_data();
    void blockIsRowMajorVectors();
    void invalidConstruction_data();
    void invalidConstruction();
    void validBoundaries_data();
    void validBoundaries();
    void invalidArguments_data();
    void invalidArguments();
};

void TestPositionalEncoding::goldenComponents_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("expected");

    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("golden_pe.csv", QByteArrayLiteral("d,base,p,j,value"));
    // 8*11 + 5*3 + 512*3 + 8*2 + 6*2 components (see tests/data/README.md).
    QCOMPARE(rows.size(), 1667);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 5);
        const QByteArray tag = "d" + row[0] + "_base" + row[1] + "_p" + row[2] + "_j" + row[3];
        QTest::newRow(tag.constData())
            << row[0].toInt() << testsupport::toDouble(row[1]) << row[2].toLongLong()
            << row[3].toInt() << testsupport::toDouble(row[4]);
    }
}

void TestPositionalEncoding::goldenComponents()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(int, j);
    QFETCH(double, expected);

    const pe::PositionalEncoding encoding(d, base);
    PEV_VERIFY_NEAR(encoding.component(p, j), expected, goldenTolerance);
    // The continuous curve passes through the integer positions.
    PEV_VERIFY_NEAR(encoding.componentAt(static_cast<double>(p), j), expected, goldenTolerance);
    const std::vector<double> v = encoding.vector(p);
    QCOMPARE(v.size(), std::size_t(d));
    PEV_VERIFY_NEAR(v[std::size_t(j)], expected, goldenTolerance);
}

void TestPositionalEncoding::goldenDistances_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::addColumn<double>("expected");

    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("golden_distances.csv", QByteArrayLiteral("d,base,p,q,pair,value"));
    QCOMPARE(rows.size(), 14);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 6);
        const QByteArray tag
            = "d" + row[0] + "_base" + row[1] + "_p" + row[2] + "_q" + row[3] + "_pair" + row[4];
        QTest::newRow(tag.constData())
            << row[0].toInt() << testsupport::toDouble(row[1]) << row[2].toLongLong()
            << row[3].toLongLong() << row[4].toInt() << testsupport::toDouble(row[5]);
    }
}

void TestPositionalEncoding::goldenDistances()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(double, expected);

    const pe::PositionalEncoding encoding(d, base);
    if (pair < 0) {
        PEV_VERIFY_NEAR(encoding.distance(p, q), expected, goldenTolerance);
        PEV_VERIFY_NEAR(encoding.distance(q, p), expected, goldenTolerance);
        PEV_VERIFY_NEAR(pe::euclideanNorm(encoding.difference(p, q)), expected, goldenTolerance);
    } else {
        PEV_VERIFY_NEAR(encoding.pairDistance(p, q, pair), expected, goldenTolerance);
        PEV_VERIFY_NEAR(encoding.pairDistance(q, p, pair), expected, goldenTolerance);
    }
}

void TestPositionalEncoding::lessonPrintedValues_data()
{
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("printed");

    // The lesson's table of PE(3) at d = 8, base 10000, six decimals.
    const double pe3[]
        = {0.141120, -0.989992, 0.295520, 0.955336, 0.029996, 0.999550, 0.003000, 0.999996};
    for (int j = 0; j < 8; ++j)
        QTest::addRow("PE(3)[%d]", j) << j << pe3[j];
}

void TestPositionalEncoding::lessonPrintedValues()
{
    QFETCH(int, j);
    QFETCH(double, printed);

    const pe::PositionalEncoding encoding(8, 10000.0);
    PEV_VERIFY_NEAR(encoding.component(3, j), printed, lessonTolerance);
    PEV_VERIFY_NEAR(encoding.vector(3)[std::size_t(j)], printed, lessonTolerance);
}

void TestPositionalEncoding::positionZeroIsZeroOneZeroOne_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QList<double>>("expected");

    QTest::newRow("d8") << 8 << 10000.0 << QList<double> {0, 1, 0, 1, 0, 1, 0, 1};
    QTest::newRow("d5") << 5 << 10000.0 << QList<double> {0, 1, 0, 1, 0};
    QTest::newRow("d1") << 1 << 10000.0 << QList<double> {0};
    QTest::newRow("d6_base2.5") << 6 << 2.5 << QList<double> {0, 1, 0, 1, 0, 1};
}

void TestPositionalEncoding::positionZeroIsZeroOneZeroOne()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QList<double>, expected);

    // PE(0) is not the zero vector: every cos component is exactly 1.
    const std::vector<double> v = pe::PositionalEncoding(d, base).vector(0);
    QCOMPARE(QList<double>(v.begin(), v.end()), expected);
}

void TestPositionalEncoding::denominators_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");

    QTest::newRow("d8_i0") << 8 << 10000.0 << 0 << 1.0;
    QTest::newRow("d8_i1") << 8 << 10000.0 << 1 << 10.0;
    QTest::newRow("d8_i2") << 8 << 10000.0 << 2 << 100.0;
    QTest::newRow("d8_i3") << 8 << 10000.0 << 3 << 1000.0;
    QTest::newRow("d4_i1") << 4 << 10000.0 << 1 << 100.0;
    QTest::newRow("d8_base100_i2") << 8 << 100.0 << 2 << 10.0;
    // 10000^(2/16) = 10^(1/2)
    QTest::newRow("d16_i1") << 16 << 10000.0 << 1 << 3.1622776601683793;
    QTest::newRow("d512_i255") << 512 << 10000.0 << 255 << 9646.616199111993; // 10^(4*255/256)
}

void TestPositionalEncoding::denominators()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, i);
    QFETCH(double, expected);

    const pe::PositionalEncoding encoding(d, base);
    PEV_VERIFY_NEAR(encoding.denominator(i), expected, 1e-13 * expected);
}

void TestPositionalEncoding::frequency_data()
{
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");

    QTest::newRow("i0") << 0 << 1.0;
    QTest::newRow("i1") << 1 << 0.1;
    QTest::newRow("i2") << 2 << 0.01;
    QTest::newRow("i3") << 3 << 0.001;
}

void TestPositionalEncoding::frequency()
{
    QFETCH(int, i);
    QFETCH(double, expected);

    const pe::PositionalEncoding encoding(8, 10000.0);
    PEV_VERIFY_NEAR(encoding.frequency(i), expected, 1e-15 * expected);
}

void TestPositionalEncoding::angle_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");

    QTest::newRow("p0_i0") << qint64(0) << 0 << 0.0;
    QTest::newRow("p3_i0") << qint64(3) << 0 << 3.0;
    QTest::newRow("p3_i1") << qint64(3) << 1 << 0.3;
    QTest::newRow("p3_i2") << qint64(3) << 2 << 0.03;
    QTest::newRow("p3_i3") << qint64(3) << 3 << 0.003;
    QTest::newRow("p1000_i3") << qint64(1000) << 3 << 1.0;
    QTest::newRow("p65535_i1") << qint64(65535) << 1 << 6553.5;
    QTest::newRow("pmax_i3") << qint64(2147483647) << 3 << 2147483.647;
}

void TestPositionalEncoding::angle()
{
    QFETCH(qint64, p);
    QFETCH(int, i);
    QFETCH(double, expected);

    const pe::PositionalEncoding encoding(8, 10000.0);
    PEV_VERIFY_NEAR(encoding.angle(p, i), expected, 1e-14 * std::fmax(1.0, expected));
}

void TestPositionalEncoding::continuousPosition_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("j");

    QTest::newRow("x=1.5_j0") << 1.5 << 0;
    QTest::newRow("x=1.5_j1") << 1.5 << 1;
    QTest::newRow("x=2.75_j2") << 2.75 << 2;
    QTest::newRow("x=-3_j0 (extrapolated)") << -3.0 << 0;
    QTest::newRow("x=-3_j7 (extrapolated)") << -3.0 << 7;
    QTest::newRow("x=1e6+0.5_j5") << 1000000.5 << 5;
}

void TestPositionalEncoding::continuousPosition()
{
    QFETCH(double, x);
    QFETCH(int, j);

    const pe::PositionalEncoding encoding(8, 10000.0);
    const double angle = x / reference::denominator(8, 10000.0, j / 2);
    PEV_VERIFY_NEAR(encoding.angleAt(x, j / 2), angle, 1e-15 * std::fmax(1.0, std::fabs(angle)));
    const double expected = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
    PEV_VERIFY_NEAR(encoding.componentAt(x, j), expected, 1e-12);
}

void TestPositionalEncoding::lessonDistances_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair"); // -1: the whole vector
    QTest::addColumn<double>("printed");

    QTest::newRow("|PE(3)-PE(0)|") << qint64(3) << -1 << 2.017479;
    QTest::newRow("|PE(6)-PE(0)|") << qint64(6) << -1 << 0.657741;
    QTest::newRow("PE(6) vs PE(0) pair 0") << qint64(6) << 0 << 0.282240;
    QTest::newRow("PE(6) vs PE(0) pair 1") << qint64(6) << 1 << 0.591040;
}

void TestPositionalEncoding::lessonDistances()
{
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(double, printed);

    const pe::PositionalEncoding encoding(8, 10000.0);
    const double actual = pair < 0 ? encoding.distance(0, q) : encoding.pairDistance(0, q, pair);
    PEV_VERIFY_NEAR(actual, printed, lessonTolerance);
}

void TestPositionalEncoding::distanceIsNotMonotonic()
{
    // Lesson: position 6 lies closer to position 0 than position 3 does (0.657741 < 2.017479),
    // because pair 0 has nearly completed a full turn (6 rad ~ 2 pi).
    const pe::PositionalEncoding encoding(8, 10000.0);
    const double d3 = encoding.distance(0, 3);
    const double d6 = encoding.distance(0, 6);
    QVERIFY2(d6 < d3, testsupport::describe("distance(0, 6) < distance(0, 3)", d6, d3).constData());
    PEV_VERIFY_NEAR(d3 - d6, 2.017479 - 0.657741, 2 * lessonTolerance);
}

void TestPositionalEncoding::pairsLieOnTheUnitCircle_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");

    QTest::newRow("d8_p0") << 8 << 10000.0 << qint64(0);
    QTest::newRow("d8_p3") << 8 << 10000.0 << qint64(3);
    QTest::newRow("d8_p65535") << 8 << 10000.0 << qint64(65535);
    QTest::newRow("d8_pmax") << 8 << 10000.0 << qint64(2147483647);
    QTest::newRow("d7_p1000") << 7 << 10000.0 << qint64(1000);
    QTest::newRow("d512_p1000") << 512 << 10000.0 << qint64(1000);
    QTest::newRow("d512_p1e9") << 512 << 10000.0 << qint64(1000000000);
    QTest::newRow("d8192_pmax") << 8192 << 10000.0 << qint64(2147483647);
    QTest::newRow("d6_base2.5_p5") << 6 << 2.5 << qint64(5);
    QTest::newRow("d2_base1.0001_p123456789") << 2 << 1.0001 << qint64(123456789);
}

void TestPositionalEncoding::pairsLieOnTheUnitCircle()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);

    const pe::PositionalEncoding encoding(d, base);
    const std::vector<double> v = encoding.vector(p);
    QCOMPARE(v.size(), std::size_t(d));
    for (int i = 0; 2 * i + 1 < d; ++i) {
        const double s = v[std::size_t(2 * i)];
        const double c = v[std::size_t(2 * i + 1)];
        QVERIFY2(std::fabs(s * s + c * c - 1.0) <= 1e-15,
                 testsupport::describe("sin^2 + cos^2", s * s + c * c, 1.0).constData());
    }
}

void TestPositionalEncoding::oddWidth_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");

    QTest::newRow("d5_p3") << 5 << qint64(3);
    QTest::newRow("d5_p7") << 5 << qint64(7);
    QTest::newRow("d3_p1000") << 3 << qint64(1000);
    QTest::newRow("d1_p2") << 1 << qint64(2);
    QTest::newRow("d8191_p12345") << 8191 << qint64(12345);
}

void TestPositionalEncoding::oddWidth()
{
    QFETCH(int, d);
    QFETCH(qint64, p);

    const pe::PositionalEncoding encoding(d, 10000.0);
    QCOMPARE(encoding.pairCount(), (d + 1) / 2);
    const std::vector<double> v = encoding.vector(p);
    QCOMPARE(v.size(), std::size_t(d));
    // The last component is the sin of the last pair's angle (no cos partner).
    const double lastAngle = static_cast<double>(p) / std::pow(10000.0, (d - 1.0) / d);
    PEV_VERIFY_NEAR(v.back(), std::sin(lastAngle), 1e-12);
    PEV_VERIFY_NEAR(encoding.component(p, d - 1), std::sin(lastAngle), 1e-12);
    for (int j = 0; j < d; ++j)
        PEV_VERIFY_NEAR(v[std::size_t(j)], reference::component(d, 10000.0, p, j), 1e-12);
    // The lone sin's pair distance from position 0 is |sin|.
    PEV_VERIFY_NEAR(encoding.pairDistance(0, p, encoding.pairCount() - 1),
                    std::fabs(std::sin(lastAngle)), 1e-12);
}

void TestPositionalEncoding::blockIsRowMajorVectors_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<QList<qint64>>("positions");

    QTest::newRow("d8_0_3") << 8 << QList<qint64> {0, 3};
    QTest::newRow("d8_repeats") << 8 << QList<qint64> {6, 0, 6, 1000};
    QTest::newRow("d5_odd") << 5 << QList<qint64> {0, 3, 7};
    QTest::newRow("d1") << 1 << QList<qint64> {0, 1, 2};
    QTest::newRow("d8_empty") << 8 << QList<qint64> {};
}

void TestPositionalEncoding::blockIsRowMajorVectors()
{
    QFETCH(int, d);
    QFETCH(QList<qint64>, positions);

    const pe::PositionalEncoding encoding(d, 10000.0);
    const std::vector<std::int64_t> ps(positions.begin(), positions.end());
    const std::vector<double> block = encoding.block(ps);
    QCOMPARE(block.size(), ps.size() * std::size_t(d));
    for (std::size_t r = 0; r < ps.size(); ++r) {
        const std::vector<double> row = encoding.vector(ps[r]);
        std::vector<double> filled(std::size_t(d), -42.0);
        encoding.fill(ps[r], filled.data());
        for (int j = 0; j < d; ++j) {
            const double value = block[r * std::size_t(d) + std::size_t(j)];
            PEV_COMPARE_EXACT(value, row[std::size_t(j)]);
            PEV_COMPARE_EXACT(value, filled[std::size_t(j)]);
            PEV_VERIFY_NEAR(value, reference::component(d, 10000.0, ps[r], j), 1e-12);
        }
    }
}

void TestPositionalEncoding::invalidConstruction_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QByteArray>("name");

    QTest::newRow("d=0") << 0 << 10000.0 << QByteArray("d");
    QTest::newRow("d=-1") << -1 << 10000.0 << QByteArray("d");
    QTest::newRow("d=8193") << 8193 << 10000.0 << QByteArray("d");
    QTest::newRow("base=1") << 8 << 1.0 << QByteArray("base");
    QTest::newRow("base=0.5") << 8 << 0.5 << QByteArray("base");
    QTest::newRow("base=0") << 8 << 0.0 << QByteArray("base");
    QTest::newRow("base=-10000") << 8 << -10000.0 << QByteArray("base");
    QTest::newRow("base=NaN") << 8 << std::numeric_limits<double>::quiet_NaN()
                              << QByteArray("base");
    QTest::newRow("base=inf") << 8 << std::numeric_limits<double>::infinity() << QByteArray("base");
    QTest::newRow("base=-inf") << 8 << -std::numeric_limits<double>::infinity()
                               << QByteArray("base");
}

void TestPositionalEncoding::invalidConstruction()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QByteArray, name);

    testsupport::verifyThrowsNaming([=] { (void)pe::PositionalEncoding(d, base); }, name);
}

void TestPositionalEncoding::validBoundaries_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");

    QTest::newRow("d=1") << 1 << 10000.0;
    QTest::newRow("d=8192") << 8192 << 10000.0;
    QTest::newRow("base just above 1") << 8 << std::nextafter(1.0, 2.0);
    QTest::newRow("base=1e300") << 8 << 1e300;
}

void TestPositionalEncoding::validBoundaries()
{
    QFETCH(int, d);
    QFETCH(double, base);

    const pe::PositionalEncoding encoding(d, base);
    QCOMPARE(encoding.width(), d);
    PEV_COMPARE_EXACT(encoding.base(), base);
    const std::vector<double> v = encoding.vector(pe::PositionalEncoding::maxPosition);
    QCOMPARE(v.size(), std::size_t(d));
    for (const double x : v)
        QVERIFY(std::isfinite(x) && std::fabs(x) <= 1.0);
}

void TestPositionalEncoding::invalidArguments_data()
{
    QTest::addColumn<QByteArray>("call");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("index");
    QTest::addColumn<QByteArray>("name");

    const QByteArray p("p"), q("q"), i("i"), component("component");
    QTest::newRow("vector(-1)") << QByteArray("vector") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("vector(2^31)") << QByteArray("vector") << twoTo31 << qint64(0) << 0 << p;
    QTest::newRow("fill(-1)") << QByteArray("fill") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("block({0,-1})") << QByteArray("block") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("block({0,2^31})") << QByteArray("block") << twoTo31 << qint64(0) << 0 << p;
    QTest::newRow("component(-1,0)")
        << QByteArray("component") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("component(2^31,0)") << QByteArray("component") << twoTo31 << qint64(0) << 0 << p;
    QTest::newRow("component(0,-1)")
        << QByteArray("component") << qint64(0) << qint64(0) << -1 << component;
    QTest::newRow("component(0,8)")
        << QByteArray("component") << qint64(0) << qint64(0) << 8 << component;
    QTest::newRow("angle(-1,0)") << QByteArray("angle") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("angle(2^31,0)") << QByteArray("angle") << twoTo31 << qint64(0) << 0 << p;
    QTest::newRow("angle(0,4)") << QByteArray("angle") << qint64(0) << qint64(0) << 4 << i;
    QTest::newRow("denominator(-1)")
        << QByteArray("denominator") << qint64(0) << qint64(0) << -1 << i;
    QTest::newRow("denominator(4)")
        << QByteArray("denominator") << qint64(0) << qint64(0) << 4 << i;
    QTest::newRow("frequency(4)") << QByteArray("frequency") << qint64(0) << qint64(0) << 4 << i;
    QTest::newRow("difference(-1,0)")
        << QByteArray("difference") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("difference(0,2^31)")
        << QByteArray("difference") << qint64(0) << twoTo31 << 0 << q;
    QTest::newRow("distance(2^31,0)") << QByteArray("distance") << twoTo31 << qint64(0) << 0 << p;
    QTest::newRow("distance(0,-1)") << QByteArray("distance") << qint64(0) << qint64(-1) << 0 << q;
    QTest::newRow("pairDistance(-1,0,0)")
        << QByteArray("pairDistance") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("pairDistance(0,2^31,0)")
        << QByteArray("pairDistance") << qint64(0) << twoTo31 << 0 << q;
    QTest::newRow("pairDistance(0,1,4)")
        << QByteArray("pairDistance") << qint64(0) << qint64(1) << 4 << i;
    QTest::newRow("pairDistance(0,1,-1)")
        << QByteArray("pairDistance") << qint64(0) << qint64(1) << -1 << i;
    QTest::newRow("angleAt(0,4)") << QByteArray("angleAt") << qint64(0) << qint64(0) << 4 << i;
    QTest::newRow("angleAt(NaN,0)")
        << QByteArray("angleAt") << qint64(-1) << qint64(0) << 0 << QByteArray("x");
    QTest::newRow("angleAt(inf,0)")
        << QByteArray("angleAt") << qint64(1) << qint64(0) << 0 << QByteArray("x");
    QTest::newRow("componentAt(0,8)")
        << QByteArray("componentAt") << qint64(0) << qint64(0) << 8 << component;
    QTest::newRow("componentAt(-inf,0)")
        << QByteArray("componentAt") << qint64(-2) << qint64(0) << 0 << QByteArray("x");
    QTest::newRow("checkPosition(-1)")
        << QByteArray("checkPosition") << qint64(-1) << qint64(0) << 0 << p;
    QTest::newRow("checkPosition(2^31)")
        << QByteArray("checkPosition") << twoTo31 << qint64(0) << 0 << p;
}

void TestPositionalEncoding::invalidArguments()
{
    QFETCH(QByteArray, call);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, index);
    QFETCH(QByteArray, name);

    const pe::PositionalEncoding encoding(8, 10000.0);
    std::function<void()> f;
    if (call == "vector")
        f = [&] { encoding.vector(p); };
    else if (call == "fill")
        f = [&] {
            std::vector<double> out(8);
            encoding.fill(p, out.data());
        };
    else if (call == "block")
        f = [&] { encoding.block({0, p}); };
    else if (call == "component")
        f = [&] { encoding.component(p, index); };
    else if (call == "angle")
        f = [&] { encoding.angle(p, index); };
    else if (call == "denominator")
        f = [&] { encoding.denominator(index); };
    else if (call == "frequency")
        f = [&] { encoding.frequency(index); };
    else if (call == "difference")
        f = [&] { encoding.difference(p, q); };
    else if (call == "distance")
        f = [&] { encoding.distance(p, q); };
    else if (call == "pairDistance")
        f = [&] { encoding.pairDistance(p, q, index); };
    else if (call == "angleAt" || call == "componentAt") {
        // p selects x: 0 -> 0.0, -1 -> NaN, 1 -> +inf, -2 -> -inf.
        const double x = p == 0 ? 0.0
            : p == -1           ? std::numeric_limits<double>::quiet_NaN()
                                : (p > 0 ? 1.0 : -1.0) * std::numeric_limits<double>::infinity();
        if (call == "angleAt")
            f = [=, &encoding] { encoding.angleAt(x, index); };
        else
            f = [=, &encoding] { encoding.componentAt(x, index); };
    } else if (call == "checkPosition")
        f = [&] { pe::PositionalEncoding::checkPosition(p); };
    QVERIFY2(f, call.constData());
    testsupport::verifyThrowsNaming(f, name);
}

QTEST_APPLESS_MAIN(TestPositionalEncoding)
#include "tst_positionalencoding.moc"
