#include "positionalencoding.h"
#include "rotation.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <stdexcept>

namespace {

// The common mistake the article warns about: the loop variable j already steps over even
// components (j = 2i), and the code writes the exponent as 2*j/d again, so pair i gets the
// denominator 10000^(2*(2i)/d) = 10000^(4i/d) instead of 10000^(2i/d).
std::vector<double> buggyEncoding(int d, double base, std::int64_t p)
{
    std::vector<double> v(std::size_t(d), 0.0);
    for (int j = 0; j < d; j += 2) {
        const double angle = static_cast<double>(p) / std::pow(base, (2.0 * j) / d);
        v[std::size_t(j)] = std::sin(angle);
        if (j + 1 < d)
            v[std::size_t(j + 1)] = std::cos(angle);
    }
    return v;
}

} // namespace

class TestRotation : public QObject
{
    Q_OBJECT

private slots:
    void rotationMapsPToQ_data();
    void rotationMapsPToQ();
    void rotationIsOrthogonal_data();
    void rotationIsOrthogonal();
    void dotProductDependsOnlyOnOffset_data();
    void dotProductDependsOnlyOnOffset();
    void doubledExponentBugDiffers_data();
    void doubledExponentBugDiffers();
    void wholeTurns_data();
    void wholeTurns();
    void invalidArguments();
};

void TestRotation::rotationMapsPToQ_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("i");

    for (int i = 0; i < 4; ++i)
        QTest::addRow("d8_0->3_i%d", i) << 8 << 10000.0 << qint64(0) << qint64(3) << i;
    QTest::newRow("d8_3->0_i1 (k<0)") << 8 << 10000.0 << qint64(3) << qint64(0) << 1;
    QTest::newRow("d8_6->0_i0 (k<0)") << 8 << 10000.0 << qint64(6) << qint64(0) << 0;
    QTest::newRow("d8_same_i2 (k=0)") << 8 << 10000.0 << qint64(17) << qint64(17) << 2;
    // The article's example: d = 128, position 5 -> 10, pairs 0 and 15.
    QTest::newRow("article d128_5->10_i0") << 128 << 10000.0 << qint64(5) << qint64(10) << 0;
    QTest::newRow("article d128_5->10_i15") << 128 << 10000.0 << qint64(5) << qint64(10) << 15;
    QTest::newRow("d128_10->5_i15 (k<0)") << 128 << 10000.0 << qint64(10) << qint64(5) << 15;
    QTest::newRow("d128_0->1000_i63") << 128 << 10000.0 << qint64(0) << qint64(1000) << 63;
    QTest::newRow("d512_1000->3_i100") << 512 << 10000.0 << qint64(1000) << qint64(3) << 100;
    QTest::newRow("d5_0->7_i1 (odd d)") << 5 << 10000.0 << qint64(0) << qint64(7) << 1;
    QTest::newRow("d6_base2.5_5->0_i2") << 6 << 2.5 << qint64(5) << qint64(0) << 2;
}

void TestRotation::rotationMapsPToQ()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, i);

    const pe::PositionalEncoding encoding(d, base);
    QVERIFY2(pe::rotationError(encoding, p, q, i) <= 1e-12,
             testsupport::describe("rotationError", pe::rotationError(encoding, p, q, i), 0.0)
                 .constData());

    // The same, checked by hand: M(k, i) as the article writes it, applied to the reference pair.
    const double theta = static_cast<double>(q - p) / reference::denominator(d, base, i);
    const pe::Matrix2 m = pe::relativeRotation(encoding, q - p, i);
    PEV_VERIFY_NEAR(m[0], std::cos(theta), 1e-12);
    PEV_VERIFY_NEAR(m[1], std::sin(theta), 1e-12);
    PEV_VERIFY_NEAR(m[2], -std::sin(theta), 1e-12);
    PEV_VERIFY_NEAR(m[3], std::cos(theta), 1e-12);

    const pe::Pair fromP {reference::component(d, base, p, 2 * i),
                          reference::component(d, base, p, 2 * i + 1)};
    const pe::Pair rotated = pe::apply(m, fromP);
    PEV_VERIFY_NEAR(rotated[0], reference::component(d, base, q, 2 * i), 1e-12);
    PEV_VERIFY_NEAR(rotated[1], reference::component(d, base, q, 2 * i + 1), 1e-12);

    const pe::Pair pairP = pe::encodingPair(encoding, p, i);
    PEV_VERIFY_NEAR(pairP[0], fromP[0], 1e-12);
    PEV_VERIFY_NEAR(pairP[1], fromP[1], 1e-12);
}

void TestRotation::rotationIsOrthogonal_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<int>("i");

    QTest::newRow("d8_k3_i0") << 8 << qint64(3) << 0;
    QTest::newRow("d8_k-3_i1") << 8 << qint64(-3) << 1;
    QTest::newRow("d8_k0_i3") << 8 << qint64(0) << 3;
    QTest::newRow("d128_k5_i15") << 128 << qint64(5) << 15;
    QTest::newRow("d512_k-1000_i255") << 512 << qint64(-1000) << 255;
    QTest::newRow("d8_kmax_i0") << 8 << qint64(2147483647) << 0;
    QTest::newRow("d8_k-max_i2") << 8 << qint64(-2147483647) << 2;
}

void TestRotation::rotationIsOrthogonal()
{
    QFETCH(int, d);
    QFETCH(qint64, k);
    QFETCH(int, i);

    const pe::PositionalEncoding encoding(d, 10000.0);
    const pe::Matrix2 m = pe::relativeRotation(encoding, k, i);
    // M^T M = I
    PEV_VERIFY_NEAR(m[0] * m[0] + m[2] * m[2], 1.0, 1e-15);
    PEV_VERIFY_NEAR(m[1] * m[1] + m[3] * m[3], 1.0, 1e-15);
    PEV_VERIFY_NEAR(m[0] * m[1] + m[2] * m[3], 0.0, 1e-15);
    // det M = 1: a rotation, not a reflection.
    PEV_VERIFY_NEAR(m[0] * m[3] - m[1] * m[2], 1.0, 1e-15);
    // The rotation by -k undoes the rotation by k.
    const pe::Matrix2 back = pe::relativeRotation(encoding, -k, i);
    const pe::Pair v {0.6, 0.8};
    const pe::Pair there = pe::apply(m, v);
    const pe::Pair again = pe::apply(back, there);
    PEV_VERIFY_NEAR(again[0], v[0], 1e-15);
    PEV_VERIFY_NEAR(again[1], v[1], 1e-15);
    PEV_VERIFY_NEAR(std::hypot(there[0], there[1]), 1.0, 1e-15);
}

void TestRotation::dotProductDependsOnlyOnOffset_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("k");

    QTest::newRow("d8_k0") << 8 << 10000.0 << qint64(0);
    QTest::newRow("d8_k3") << 8 << 10000.0 << qint64(3);
    QTest::newRow("d8_k-3") << 8 << 10000.0 << qint64(-3);
    QTest::newRow("d8_k6") << 8 << 10000.0 << qint64(6);
    QTest::newRow("d64_k1") << 64 << 10000.0 << qint64(1);
    QTest::newRow("d128_k5") << 128 << 10000.0 << qint64(5);
    QTest::newRow("d512_k-77") << 512 << 10000.0 << qint64(-77);
    QTest::newRow("d2_k100") << 2 << 10000.0 << qint64(100);
    QTest::newRow("d6_base2.5_k4") << 6 << 2.5 << qint64(4);
}

void TestRotation::dotProductDependsOnlyOnOffset()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, k);

    const pe::PositionalEncoding encoding(d, base);
    // Independent value: sum over pairs of cos(k * omega_i).
    double expected = 0.0;
    for (int i = 0; i < d / 2; ++i)
        expected += std::cos(static_cast<double>(k) / reference::denominator(d, base, i));
    const double tolerance = 1e-9 * std::fmax(1.0, std::fabs(expected));

    PEV_VERIFY_NEAR(pe::dotProductFromOffset(encoding, k), expected, tolerance);
    if (k == 0)
        PEV_VERIFY_NEAR(pe::dotProductFromOffset(encoding, 0), d / 2.0, 1e-15);

    // PE(a) . PE(a + k) is the same for every a.
    for (const qint64 a :
         {qint64(0), qint64(1), qint64(7), qint64(100), qint64(1000), qint64(123456)}) {
        if (a + k < 0)
            continue;
        const double dot = pe::dotProduct(encoding, a, a + k);
        QVERIFY2(std::fabs(dot - expected) <= tolerance,
                 testsupport::describe(
                     QByteArray("dotProduct(a, a + k) at a = " + QByteArray::number(a)).constData(),
                     dot, expected)
                     .constData());
        // ... and symmetric.
        PEV_VERIFY_NEAR(pe::dotProduct(encoding, a + k, a), dot, 1e-15 * d);
    }
}

void TestRotation::doubledExponentBugDiffers_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");

    QTest::newRow("d8_p3") << 8 << qint64(3);
    QTest::newRow("d8_p6") << 8 << qint64(6);
    QTest::newRow("d128_p10") << 128 << qint64(10);
    QTest::newRow("d512_p1000") << 512 << qint64(1000);
}

void TestRotation::doubledExponentBugDiffers()
{
    QFETCH(int, d);
    QFETCH(qint64, p);

    const pe::PositionalEncoding encoding(d, 10000.0);
    const std::vector<double> ours = encoding.vector(p);
    const std::vector<double> buggy = buggyEncoding(d, 10000.0, p);
    const std::vector<double> correct = reference::encoding(d, 10000.0, p);

    // Pair 0 has exponent 0 either way: the bug is invisible there.
    PEV_COMPARE_EXACT(buggy[0], ours[0]);
    PEV_COMPARE_EXACT(buggy[1], ours[1]);
    // Ours follows the paper ...
    for (std::size_t j = 0; j < ours.size(); ++j)
        PEV_VERIFY_NEAR(ours[j], correct[j], 1e-12);
    // ... and the doubled exponent gives a different vector from pair 1 on: its denominators are
    // 10000^(4i/d), so the frequencies fall off twice as fast (at d = 8, PE(3)[2] would be
    // sin(3/100) = 0.029996 instead of sin(3/10) = 0.295520).
    for (int i = 1; i < d / 2; ++i) {
        const double buggyDenominator = std::pow(10000.0, 4.0 * i / d);
        QVERIFY(encoding.denominator(i) < buggyDenominator);
        PEV_VERIFY_NEAR(encoding.denominator(i) * encoding.denominator(i), buggyDenominator,
                        1e-9 * buggyDenominator);
    }
    double difference = 0.0;
    for (std::size_t j = 2; j < ours.size(); ++j)
        difference = std::fmax(difference, std::fabs(ours[j] - buggy[j]));
    QVERIFY2(difference > 1e-3,
             testsupport::describe("max |ours - buggy|", difference, 0.0).constData());
    if (d == 8 && p == 3) {
        PEV_VERIFY_NEAR(ours[2], 0.295520, 1e-6);
        PEV_VERIFY_NEAR(buggy[2], 0.029996, 1e-6);
    }
    // Our last denominator stays below the base; the buggy one overshoots it (about base^2).
    QVERIFY(encoding.denominator(encoding.pairCount() - 1) < 10000.0);
    QVERIFY(std::pow(10000.0, 4.0 * (d / 2 - 1) / d) > 10000.0);
}

void TestRotation::wholeTurns_data()
{
    // Golden values from mpmath at 50 digits: n = floor((theta + pi) / 2 pi), wrapped = theta -
    // n * 2 pi (no input lies on the boundary -pi, where the two conventions differ).
    QTest::addColumn<double>("theta");
    QTest::addColumn<qint64>("turns");
    QTest::addColumn<double>("wrapped");
    QTest::newRow("4 rad: one turn") << 4.0 << qint64(1) << -2.2831853071795864769;
    QTest::newRow("-4 rad: minus one turn") << -4.0 << qint64(-1) << 2.2831853071795864769;
    QTest::newRow("100 rad: 16 turns") << 100.0 << qint64(16) << -0.5309649148733836308;
    QTest::newRow("1e6 rad") << 1e6 << qint64(159155) << -0.35756416708573504402;
    QTest::newRow("0") << 0.0 << qint64(0) << 0.0;
    QTest::newRow("3 rad: none") << 3.0 << qint64(0) << 3.0;
    QTest::newRow("double pi: none")
        << 3.14159265358979311599796346854 << qint64(0) << 3.14159265358979311599796346854;
}

void TestRotation::wholeTurns()
{
    QFETCH(double, theta);
    QFETCH(qint64, turns);
    QFETCH(double, wrapped);
    QCOMPARE(qint64(pe::wholeTurns(theta)), turns);
    QVERIFY(std::abs(pe::wrappedAngle(theta) - wrapped) <= 1e-9);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::wholeTurns(std::nan("")));
}

void TestRotation::invalidArguments()
{
    const pe::PositionalEncoding even(8, 10000.0);
    const pe::PositionalEncoding odd(5, 10000.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::relativeRotation(even, 1, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::relativeRotation(even, 1, -1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::encodingPair(even, 0, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::encodingPair(even, -1, 0));
    // d = 5: pair 2 is a lone sin, so it has no pair to rotate.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::encodingPair(odd, 0, 2));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rotationError(odd, 0, 3, 2));
    PEV_COMPARE_EXACT(pe::encodingPair(odd, 0, 1)[1], 1.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rotationError(even, -1, 3, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rotationError(even, 0, qint64(1) << 31, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::dotProduct(even, -1, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::dotProduct(even, 0, qint64(1) << 31));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::dotProductFromOffset(even, qint64(1) << 31));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::dotProductFromOffset(even, -(qint64(1) << 31)));
    // |k| = 2^31 - 1 is allowed.
    QVERIFY(std::isfinite(pe::dotProductFromOffset(even, pe::PositionalEncoding::maxPosition)));
}

QTEST_APPLESS_MAIN(TestRotation)
#include "tst_rotation.moc"
