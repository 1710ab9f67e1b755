#include "goldencsv.h"
#include "rope.h"
#include "ropetestsupport.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(pe::RopeLayout)

using namespace ropetest;

// RoPE (Su et al. 2021, RoFormer, sections 3.4.2 and 3.4.3) against tests/data/rope_*.csv
// (make_attention_goldens.py: mpmath at 50 digits with the exact theta_i = base^(-2i/r)) and the
// properties the RoPE view shows: norms preserved, q_{m+t} . k_{n+t} = q_m . k_n for many t
// (within 1e-12, up to 2^31 - 1). The layouts and the decay: tst_ropelayouts.
class TestRope : public QObject
{
    Q_OBJECT

private slots:
    void rotatedDimensions_data();
    void rotatedDimensions();
    void goldenTheta_data();
    void goldenTheta();
    void goldenRotations_data();
    void goldenRotations();
    void goldenScores_data();
    void goldenScores();
    void normsPreserved_data();
    void normsPreserved();
    void shiftInvariance_data();
    void shiftInvariance();
    void pairs_data();
    void pairs();
    void pairRotations_data();
    void pairRotations();
    void invalidArguments_data();
    void invalidArguments();
};

void TestRope::rotatedDimensions_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("r");

    QTest::newRow("full, even d") << 8 << 1.0 << 8;
    QTest::newRow("full, odd d") << 7 << 1.0 << 6;
    QTest::newRow("GPT-J style quarter") << 64 << 0.25 << 16;
    QTest::newRow("NeoX rotary_pct 0.25 of 128") << 128 << 0.25 << 32;
    QTest::newRow("truncated as int(d * F)") << 100 << 0.29 << 28; // 28.999999999999996
    QTest::newRow("odd product lowered") << 10 << 0.5 << 4; // 5 -> 4
    QTest::newRow("0.3 of 10 is 3 -> 2") << 10 << 0.3 << 2;
    QTest::newRow("too small: 0") << 8 << 0.2 << 0; // 1.6 -> 1 -> 0
    QTest::newRow("smallest fraction") << 8 << std::numeric_limits<double>::denorm_min() << 0;
    QTest::newRow("d 8192") << 8192 << 1.0 << 8192;
}

void TestRope::rotatedDimensions()
{
    QFETCH(int, d);
    QFETCH(double, fraction);
    QFETCH(int, r);

    QCOMPARE(pe::Rope::rotatedDimensionsFor(d, fraction), r);
    if (r >= 2) {
        const pe::Rope rope(d, 10000.0, pe::RopeLayout::Interleaved, fraction);
        QCOMPARE(rope.rotatedDimensions(), r);
        QCOMPARE(rope.pairCount(), r / 2);
        QCOMPARE(rope.rotaryFraction(), fraction);
    }
}

void TestRope::goldenTheta_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("r");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");

    const golden::Csv csv = golden::read("rope_theta.csv", "d,base,fraction,r,i,theta");
    QCOMPARE(csv.rows.size(), 4 + 3 + 8 + 14 + 64 + 1);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "d" + row[0] + "_base" + row[1] + "_F" + row[2] + "_i" + row[4];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << golden::toDouble(row[2])
            << row[3].toInt() << row[4].toInt() << golden::toDouble(row[5]);
    }
}

void TestRope::goldenTheta()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(double, fraction);
    QFETCH(int, r);
    QFETCH(int, i);
    QFETCH(double, expected);

    const pe::Rope rope(d, base, pe::RopeLayout::Interleaved, fraction);
    QCOMPARE(rope.rotatedDimensions(), r);
    // theta_i = 1 / pow(base, 2i/r): the rounded exponent 2i/r is amplified by ln(base) in pow,
    // then pow and the division add an ulp each.
    const double relative = (3.0 + 2.0 * (2.0 * i / r) * std::log(base)) * 0x1p-53;
    PEV_VERIFY_NEAR(rope.theta(i), expected, relative * expected);
    PEV_VERIFY_NEAR(rope.denominator(i) * expected, 1.0, relative);
    PEV_COMPARE_EXACT(rope.angle(0, i), 0.0);
    PEV_VERIFY_NEAR(rope.angle(1000, i), 1000.0 * expected, 1e-12 * expected * 1000.0);
    if (fraction == 1.0 && d % 2 == 0) {
        // At F = 1 the angles are PE's: den_i = PositionalEncoding::denominator(i), bit for bit.
        PEV_COMPARE_EXACT(rope.denominator(i), pe::PositionalEncoding(d, base).denominator(i));
    }
}

void TestRope::goldenRotations_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<std::vector<double>>("x");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("expected");

    const golden::Csv csv
        = golden::read("rope_rotations.csv", "d,base,layout,fraction,vector,m,j,value");
    QCOMPARE(csv.rows.size(), 8 * 7 + 8 * 4 + 8 * 3 + 8 * 3 + 6 * 3 + 7 * 2 + 64 * 3);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "d" + row[0] + "_base" + row[1] + "_" + row[2] + "_F" + row[3] + "_m"
            + row[5] + "_j" + row[6];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << layoutFromName(row[2])
            << golden::toDouble(row[3]) << golden::toVector(row[4]) << row[5].toLongLong()
            << row[6].toInt() << golden::toDouble(row[7]);
    }
}

void TestRope::goldenRotations()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(std::vector<double>, x);
    QFETCH(qint64, m);
    QFETCH(int, j);
    QFETCH(double, expected);

    const pe::Rope rope(d, base, layout, fraction);
    QCOMPARE(rope.layout(), layout);
    QCOMPARE(rope.width(), d);
    QCOMPARE(rope.base(), base);
    const std::vector<double> y = rope.rotate(x, m);
    QCOMPARE(y.size(), std::size_t(d));
    // The golden uses the exact theta_i; ours is rounded to double, so the angle m theta_i is
    // off by up to about m theta_i 2^-52 (theta_i <= 1).
    const double tolerance = (2e-15 + 4.5e-16 * double(m)) * maxAbs(x);
    PEV_VERIFY_NEAR(y[std::size_t(j)], expected, tolerance);
    if (j >= rope.rotatedDimensions())
        PEV_COMPARE_EXACT(y[std::size_t(j)], x[std::size_t(j)]); // passed through
    if (m == 0)
        PEV_COMPARE_EXACT(y[std::size_t(j)], x[std::size_t(j)]); // R(0) = I
}

void TestRope::goldenScores_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<std::vector<double>>("q");
    QTest::addColumn<std::vector<double>>("k");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<double>("expected");

    const golden::Csv csv = golden::read("rope_scores.csv", "d,base,layout,fraction,q,k,m,n,value");
    QCOMPARE(csv.rows.size(), 6 + 3 + 2 + 2);
    for (const auto &row : csv.rows) {
        const QByteArray tag
            = "d" + row[0] + "_" + row[2] + "_F" + row[3] + "_m" + row[6] + "_n" + row[7];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << layoutFromName(row[2])
            << golden::toDouble(row[3]) << golden::toVector(row[4]) << golden::toVector(row[5])
            << row[6].toLongLong() << row[7].toLongLong() << golden::toDouble(row[8]);
    }
}

void TestRope::goldenScores()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(std::vector<double>, q);
    QFETCH(std::vector<double>, k);
    QFETCH(qint64, m);
    QFETCH(qint64, n);
    QFETCH(double, expected);

    const pe::Rope rope(d, base, layout, fraction);
    const double scale = pe::euclideanNorm(q) * pe::euclideanNorm(k);
    const double tolerance = (2e-15 + 4.5e-16 * double(std::max(m, n))) * scale;
    PEV_VERIFY_NEAR(rope.score(q, m, k, n), expected, tolerance);
    // eq. 16: q^T R(n - m) k, one rotation by the relative position.
    PEV_VERIFY_NEAR(rope.scoreAtOffset(q, k, n - m), expected,
                    (2e-15 + 4.5e-16 * double(std::abs(n - m))) * scale);
}

void TestRope::normsPreserved_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("m");

    for (const qint64 m :
         {qint64(0), qint64(1), qint64(3), qint64(1000), qint64(123456789), maxPosition}) {
        const QByteArray p = QByteArray::number(m);
        QTest::newRow(QByteArray(QByteArray("d8 interleaved m") + p).constData())
            << 8 << pe::RopeLayout::Interleaved << 1.0 << m;
        QTest::newRow(QByteArray(QByteArray("d128 half-split m") + p).constData())
            << 128 << pe::RopeLayout::HalfSplit << 1.0 << m;
        QTest::newRow(QByteArray(QByteArray("d7 interleaved m") + p).constData())
            << 7 << pe::RopeLayout::Interleaved << 1.0 << m;
        QTest::newRow(QByteArray(QByteArray("d64 half-split F0.25 m") + p).constData())
            << 64 << pe::RopeLayout::HalfSplit << 0.25 << m;
        QTest::newRow(QByteArray(QByteArray("d4096 interleaved m") + p).constData())
            << 4096 << pe::RopeLayout::Interleaved << 1.0 << m;
    }
}

void TestRope::normsPreserved()
{
    QFETCH(int, d);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(qint64, m);

    const pe::Rope rope(d, 10000.0, layout, fraction);
    const std::vector<double> x = testVector(d, 0.4);
    const std::vector<double> y = rope.rotate(x, m);
    const double norm = std::sqrt(dot(x, x));
    PEV_VERIFY_NEAR(std::sqrt(dot(y, y)), norm, 1e-15 * norm);
    // Every pair keeps its radius.
    for (const pe::PairRotation &p : rope.pairRotations(x, m))
        PEV_VERIFY_NEAR(std::hypot(p.after[0], p.after[1]), p.radius, 4.5e-16 * p.radius + 1e-300);
}

void TestRope::shiftInvariance_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");

    QTest::newRow("lesson d 8") << 8 << 10000.0 << pe::RopeLayout::Interleaved << 1.0 << qint64(3)
                                << qint64(0) << qint64(0) << qint64(5000);
    QTest::newRow("negative shifts") << 8 << 10000.0 << pe::RopeLayout::HalfSplit << 1.0
                                     << qint64(700) << qint64(1000) << qint64(-700) << qint64(700);
    QTest::newRow("d 64 half-split") << 64 << 10000.0 << pe::RopeLayout::HalfSplit << 1.0
                                     << qint64(17) << qint64(3) << qint64(0) << qint64(3000);
    QTest::newRow("partial F 0.25") << 64 << 10000.0 << pe::RopeLayout::Interleaved << 0.25
                                    << qint64(5) << qint64(9) << qint64(0) << qint64(3000);
    QTest::newRow("base 500000, d 128")
        << 128 << 500000.0 << pe::RopeLayout::HalfSplit << 1.0 << qint64(1000) << qint64(10)
        << qint64(-10) << qint64(2000);
    QTest::newRow("about a million")
        << 64 << 10000.0 << pe::RopeLayout::Interleaved << 1.0 << qint64(1000000) << qint64(999990)
        << qint64(-500) << qint64(500);
    // Near 2^31 the plain angle m * theta in double would be off by 1e-7 rad.
    QTest::newRow("up to 2^31 - 1")
        << 64 << 10000.0 << pe::RopeLayout::Interleaved << 1.0 << maxPosition - 1000
        << maxPosition - 1234 << qint64(-1000) << qint64(1000);
    QTest::newRow("from 0 to 2^31 - 1")
        << 8 << 10000.0 << pe::RopeLayout::HalfSplit << 1.0 << qint64(0) << qint64(4)
        << qint64(maxPosition - 20) << qint64(maxPosition - 4);
}

void TestRope::shiftInvariance()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(qint64, m);
    QFETCH(qint64, n);
    QFETCH(qint64, first);
    QFETCH(qint64, last);

    const pe::Rope rope(d, base, layout, fraction);
    const std::vector<double> q = testVector(d, 0.1);
    const std::vector<double> k = testVector(d, 2.3);
    const pe::ShiftCheck check = rope.shiftInvariance(q, m, k, n, first, last);
    QCOMPARE(qint64(check.shiftCount), last - first + 1);
    QCOMPARE(check.reference, rope.score(q, m, k, n));
    // The claim of the RoPE view: at most 1e-12 (here |q| |k| is about d / 2).
    QVERIFY2(check.largestDeviation <= 1e-12, QByteArray::number(check.largestDeviation));
    QVERIFY(check.worstShift >= first && check.worstShift <= last);
    // And the reference is the closed form q^T R(n - m) k.
    PEV_VERIFY_NEAR(check.reference, rope.scoreAtOffset(q, k, n - m), 1e-12);
    // The worst shift's deviation, recomputed.
    PEV_COMPARE_EXACT(
        std::fabs(rope.score(q, m + check.worstShift, k, n + check.worstShift) - check.reference),
        check.largestDeviation);
}

void TestRope::pairs_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QList<int>>("pairOfComponent");

    QTest::newRow("interleaved d 8")
        << 8 << pe::RopeLayout::Interleaved << 1.0 << QList<int> {0, 0, 1, 1, 2, 2, 3, 3};
    QTest::newRow("half-split d 8")
        << 8 << pe::RopeLayout::HalfSplit << 1.0 << QList<int> {0, 1, 2, 3, 0, 1, 2, 3};
    QTest::newRow("interleaved d 8, F 0.5")
        << 8 << pe::RopeLayout::Interleaved << 0.5 << QList<int> {0, 0, 1, 1, -1, -1, -1, -1};
    QTest::newRow("half-split d 8, F 0.5")
        << 8 << pe::RopeLayout::HalfSplit << 0.5 << QList<int> {0, 1, 0, 1, -1, -1, -1, -1};
    QTest::newRow("interleaved d 5")
        << 5 << pe::RopeLayout::Interleaved << 1.0 << QList<int> {0, 0, 1, 1, -1};
}

void TestRope::pairs()
{
    QFETCH(int, d);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(QList<int>, pairOfComponent);

    const pe::Rope rope(d, 10000.0, layout, fraction);
    for (int j = 0; j < d; ++j)
        QCOMPARE(rope.pairOfComponent(j), pairOfComponent[j]);
    for (int i = 0; i < rope.pairCount(); ++i) {
        const std::array<int, 2> ab = rope.pairComponents(i);
        QCOMPARE(rope.pairOfComponent(ab[0]), i);
        QCOMPARE(rope.pairOfComponent(ab[1]), i);
        QVERIFY(ab[0] < ab[1]);
    }
}

void TestRope::pairRotations_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<qint64>("m");

    QTest::newRow("d 8 m 3") << 8 << pe::RopeLayout::Interleaved << qint64(3);
    QTest::newRow("d 8 half-split m 100") << 8 << pe::RopeLayout::HalfSplit << qint64(100);
    QTest::newRow("d 16 m 2^31 - 1") << 16 << pe::RopeLayout::Interleaved << maxPosition;
}

void TestRope::pairRotations()
{
    QFETCH(int, d);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(qint64, m);

    const pe::Rope rope(d, 10000.0, layout);
    const std::vector<double> x = testVector(d, 1.0);
    const std::vector<double> y = rope.rotate(x, m);
    const std::vector<pe::PairRotation> pairs = rope.pairRotations(x, m);
    QCOMPARE(int(pairs.size()), rope.pairCount());
    const double pi = 3.14159265358979323846;
    for (int i = 0; i < rope.pairCount(); ++i) {
        const pe::PairRotation &p = pairs[std::size_t(i)];
        QCOMPARE(p.pair, i);
        QCOMPARE(p.componentA, rope.pairComponents(i)[0]);
        QCOMPARE(p.componentB, rope.pairComponents(i)[1]);
        QCOMPARE(p.theta, rope.theta(i));
        QCOMPARE(p.angle, rope.angle(m, i));
        QCOMPARE(p.before[0], x[std::size_t(p.componentA)]);
        QCOMPARE(p.before[1], x[std::size_t(p.componentB)]);
        QCOMPARE(p.after[0], y[std::size_t(p.componentA)]);
        QCOMPARE(p.after[1], y[std::size_t(p.componentB)]);
        QCOMPARE(p.radius, std::hypot(p.before[0], p.before[1]));
        QVERIFY(p.wrappedAngle > -pi && p.wrappedAngle <= pi);
        // The wrapped angle turns `before` into `after` (accurate also at 2^31 - 1).
        const double c = std::cos(p.wrappedAngle);
        const double s = std::sin(p.wrappedAngle);
        PEV_VERIFY_NEAR(p.before[0] * c - p.before[1] * s, p.after[0], 1e-15);
        PEV_VERIFY_NEAR(p.before[0] * s + p.before[1] * c, p.after[1], 1e-15);
    }
}

void TestRope::invalidArguments_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("needle");

    QTest::newRow("half-split, odd d") << 0 << QByteArray("half-split layout needs an even d");
    QTest::newRow("half-split, odd d, partial") << 1 << QByteArray("got d = 9");
    QTest::newRow("F 0") << 2 << QByteArray("rotary fraction F must be a number in (0, 1]");
    QTest::newRow("F -0.5") << 3 << QByteArray("(0, 1]");
    QTest::newRow("F above 1") << 4 << QByteArray("(0, 1]");
    QTest::newRow("F NaN") << 5 << QByteArray("(0, 1]");
    QTest::newRow("F infinite") << 6 << QByteArray("(0, 1]");
    QTest::newRow("F leaves r < 2") << 7 << QByteArray("leaves r = 0 rotated dimensions at d = 8");
    QTest::newRow("d 1") << 8 << QByteArray("d must be an integer from 2 to 8192");
    QTest::newRow("d 8193") << 9 << QByteArray("d must be");
    QTest::newRow("base 1") << 10 << QByteArray("base must be a finite number > 1");
    QTest::newRow("base NaN") << 11 << QByteArray("base must be");
    QTest::newRow("vector too short") << 12 << QByteArray("x must have d = 8 components, got 7");
    QTest::newRow("k too long") << 13 << QByteArray("k must have d = 8 components, got 9");
    QTest::newRow("NaN component") << 14 << QByteArray("finite numbers only");
    QTest::newRow("position -1") << 15 << QByteArray("m must be an integer from 0 to 2147483647");
    QTest::newRow("position 2^31") << 16 << QByteArray("n must be");
    QTest::newRow("offset too large") << 17 << QByteArray("offset n - m");
    QTest::newRow("shift range reversed") << 18 << QByteArray("first shift must not be greater");
    QTest::newRow("too many shifts") << 19 << QByteArray("at most 65536 shifts");
    QTest::newRow("shifted below 0") << 20 << QByteArray("every shifted position");
    QTest::newRow("shifted above 2^31 - 1") << 21 << QByteArray("every shifted position");
    QTest::newRow("mix with odd d") << 22 << QByteArray("needs an even d");
    QTest::newRow("mix too many positions") << 23 << QByteArray("at most 65536 positions");
    QTest::newRow("mix bad position") << 24 << QByteArray("every position m must be");
    QTest::newRow("curve -1") << 25 << QByteArray("largest distance");
    QTest::newRow("curve too long") << 26 << QByteArray("from 0 to 65535");
    QTest::newRow("distance too large") << 27 << QByteArray("relative distance m - n");
    QTest::newRow("theta out of range")
        << 28 << QByteArray("pair index i must be an integer from 0 to 3");
    QTest::newRow("component out of range") << 29 << QByteArray("component j must be");
    QTest::newRow("compare widths") << 30 << QByteArray("must have the same width");
    QTest::newRow("compare shift out of range") << 31 << QByteArray("shifted positions");
    QTest::newRow("rotateAs half-split, odd d") << 32 << QByteArray("half-split layout needs");
    QTest::newRow("pair rotations bad x") << 33 << QByteArray("x must have d = 8");
}

void TestRope::invalidArguments()
{
    QFETCH(int, which);
    QFETCH(QByteArray, needle);

    const pe::Rope rope(8);
    const pe::Rope odd(7);
    const std::vector<double> x(8, 0.5);
    const std::vector<double> shortX(7, 0.5);
    std::vector<double> nanX(8, 0.5);
    nanX[3] = std::nan("");
    const double inf = std::numeric_limits<double>::infinity();
    const std::function<void()> calls[] = {
        [] { pe::Rope(7, 10000.0, pe::RopeLayout::HalfSplit); },
        [] { pe::Rope(9, 10000.0, pe::RopeLayout::HalfSplit, 0.5); },
        [] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, 0.0); },
        [] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, -0.5); },
        [] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, 1.0000001); },
        [] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, std::nan("")); },
        [&] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, inf); },
        [] { pe::Rope(8, 10000.0, pe::RopeLayout::Interleaved, 0.2); },
        [] { pe::Rope(1); },
        [] { pe::Rope(8193); },
        [] { pe::Rope(8, 1.0); },
        [] { pe::Rope(8, std::nan("")); },
        [&] { rope.rotate(shortX, 0); },
        [&] { rope.score(x, 0, std::vector<double>(9, 1.0), 0); },
        [&] { rope.rotate(nanX, 0); },
        [&] { rope.score(x, -1, x, 0); },
        [&] { rope.score(x, 0, x, std::int64_t(1) << 31); },
        [&] { rope.scoreAtOffset(x, x, -(std::int64_t(1) << 31)); },
        [&] { rope.shiftInvariance(x, 0, x, 0, 5, 4); },
        [&] { rope.shiftInvariance(x, 0, x, 0, 0, 65536); },
        [&] { rope.shiftInvariance(x, 3, x, 1, -2, 0); },
        [&] { rope.shiftInvariance(x, maxPosition - 5, x, 0, 0, 6); },
        [&] {
            odd.layoutMixError(std::vector<double>(7, 1.0), std::vector<double>(7, 1.0), 0, {1});
        },
        [&] { rope.layoutMixError(x, x, 0, std::vector<std::int64_t>(65537, 0)); },
        [&] {
            rope.layoutMixError(x, x, 0, {0, -4});
        },
        [&] { rope.decayBoundCurve(-1); },
        [&] { rope.decayBoundCurve(65536); },
        [&] { rope.decayBound(std::int64_t(1) << 31); },
        [&] { rope.theta(4); },
        [&] { rope.pairOfComponent(8); },
        [&] { pe::compareAdditiveRotary(pe::PositionalEncoding(6), rope, x, x, 0, 0, 0); },
        [&] { pe::compareAdditiveRotary(pe::PositionalEncoding(8), rope, x, x, 3, 5, -4); },
        [&] { odd.rotateAs(std::vector<double>(7, 1.0), 1, pe::RopeLayout::HalfSplit); },
        [&] { rope.pairRotations(shortX, 1); },
    };
    PEV_VERIFY_THROWS(calls[which], needle);
}

QTEST_APPLESS_MAIN(TestRope)
#include "tst_rope.moc"
