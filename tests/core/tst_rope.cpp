#include "goldencsv.h"
#include "rope.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(pe::RopeLayout)

namespace {

constexpr qint64 maxPosition = 2147483647;

pe::RopeLayout layoutFromName(const QByteArray &name)
{
    return name == "half-split" ? pe::RopeLayout::HalfSplit : pe::RopeLayout::Interleaved;
}

// A deterministic test vector of width d with entries of size about 1.
std::vector<double> testVector(int d, double phase)
{
    std::vector<double> v(std::size_t(d), 0.0);
    for (int j = 0; j < d; ++j)
        v[std::size_t(j)] = std::sin(1.7 * j + phase) + 0.25 * std::cos(0.3 * j * j + phase);
    return v;
}

double maxAbs(const std::vector<double> &v)
{
    double m = 0.0;
    for (const double x : v)
        m = std::max(m, std::fabs(x));
    return m;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    long double s = 0.0L;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += static_cast<long double>(a[j]) * b[j];
    return static_cast<double>(s);
}

} // namespace

// RoPE (Su et al. 2021, RoFormer, sections 3.4.2 and 3.4.3) against tests/data/rope_*.csv
// (make_attention_goldens.py: mpmath at 50 digits with the exact theta_i = base^(-2i/r)) and the
// properties the RoPE view shows: norms preserved, q_{m+t} . k_{n+t} = q_m . k_n for many t
// (within 1e-12, up to 2^31 - 1), the layouts agree after the permutation, mixing them fails.
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
    void layoutPermutation_data();
    void layoutPermutation();
    void layoutsAgreeAfterPermutation_data();
    void layoutsAgreeAfterPermutation();
    void goldenLayoutMix_data();
    void goldenLayoutMix();
    void layoutMixGrowsWithTheOffset_data();
    void layoutMixGrowsWithTheOffset();
    void goldenDecay_data();
    void goldenDecay();
    void decayCurve_data();
    void decayCurve();
    void goldenScoreBound_data();
    void goldenScoreBound();
    void goldenAdditiveVsRotary_data();
    void goldenAdditiveVsRotary();
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

void TestRope::layoutPermutation_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QList<int>>("toHalfSplit");
    QTest::addColumn<QList<int>>("toInterleaved");

    QTest::newRow("d 8") << 8 << 1.0 << QList<int> {0, 2, 4, 6, 1, 3, 5, 7}
                         << QList<int> {0, 4, 1, 5, 2, 6, 3, 7};
    QTest::newRow("d 8, F 0.5") << 8 << 0.5 << QList<int> {0, 2, 1, 3, 4, 5, 6, 7}
                                << QList<int> {0, 2, 1, 3, 4, 5, 6, 7};
    QTest::newRow("d 4") << 4 << 1.0 << QList<int> {0, 2, 1, 3} << QList<int> {0, 2, 1, 3};
    QTest::newRow("d 12, F 0.5") << 12 << 0.5 << QList<int> {0, 2, 4, 1, 3, 5, 6, 7, 8, 9, 10, 11}
                                 << QList<int> {0, 3, 1, 4, 2, 5, 6, 7, 8, 9, 10, 11};
}

void TestRope::layoutPermutation()
{
    QFETCH(int, d);
    QFETCH(double, fraction);
    QFETCH(QList<int>, toHalfSplit);
    QFETCH(QList<int>, toInterleaved);

    const pe::Rope rope(d, 10000.0, pe::RopeLayout::Interleaved, fraction);
    const std::vector<int> forward
        = rope.layoutPermutation(pe::RopeLayout::Interleaved, pe::RopeLayout::HalfSplit);
    const std::vector<int> backward
        = rope.layoutPermutation(pe::RopeLayout::HalfSplit, pe::RopeLayout::Interleaved);
    QCOMPARE(QList<int>(forward.begin(), forward.end()), toHalfSplit);
    QCOMPARE(QList<int>(backward.begin(), backward.end()), toInterleaved);
    // Inverse of each other; the identity within a layout.
    for (int j = 0; j < d; ++j) {
        QCOMPARE(forward[std::size_t(backward[std::size_t(j)])], j);
        QCOMPARE(backward[std::size_t(forward[std::size_t(j)])], j);
    }
    const std::vector<int> same
        = rope.layoutPermutation(pe::RopeLayout::HalfSplit, pe::RopeLayout::HalfSplit);
    for (int j = 0; j < d; ++j)
        QCOMPARE(same[std::size_t(j)], j);
    const std::vector<double> x = testVector(d, 0.7);
    QVERIFY(rope.convertLayout(
                rope.convertLayout(x, pe::RopeLayout::Interleaved, pe::RopeLayout::HalfSplit),
                pe::RopeLayout::HalfSplit, pe::RopeLayout::Interleaved)
            == x);
}

void TestRope::layoutsAgreeAfterPermutation_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");

    QTest::newRow("d 8") << 8 << 1.0 << qint64(3) << qint64(0);
    QTest::newRow("d 8 far") << 8 << 1.0 << qint64(100000) << qint64(7);
    QTest::newRow("d 64, F 0.25") << 64 << 0.25 << qint64(12) << qint64(40);
    QTest::newRow("d 128") << 128 << 1.0 << qint64(2047) << qint64(2048);
    QTest::newRow("d 128 at 2^31 - 1") << 128 << 1.0 << maxPosition << qint64(5);
}

void TestRope::layoutsAgreeAfterPermutation()
{
    QFETCH(int, d);
    QFETCH(double, fraction);
    QFETCH(qint64, m);
    QFETCH(qint64, n);

    const pe::Rope interleaved(d, 10000.0, pe::RopeLayout::Interleaved, fraction);
    const pe::Rope halfSplit(d, 10000.0, pe::RopeLayout::HalfSplit, fraction);
    const std::vector<double> q = testVector(d, 0.2);
    const std::vector<double> k = testVector(d, 1.9);
    const auto toHalf = [&](const std::vector<double> &v) {
        return interleaved.convertLayout(v, pe::RopeLayout::Interleaved, pe::RopeLayout::HalfSplit);
    };
    // Rotating the permuted vector in half-split is permuting the interleaved rotation: the same
    // operations on the same numbers, bit for bit.
    QVERIFY(halfSplit.rotate(toHalf(q), m) == toHalf(interleaved.rotate(q, m)));
    QVERIFY(interleaved.rotateAs(toHalf(q), m, pe::RopeLayout::HalfSplit)
            == toHalf(interleaved.rotate(q, m)));
    // So the scores agree (only the summation order differs).
    const double scale = std::sqrt(dot(q, q) * dot(k, k));
    PEV_VERIFY_NEAR(halfSplit.score(toHalf(q), m, toHalf(k), n), interleaved.score(q, m, k, n),
                    1e-15 * scale);
    // Without the permutation they do not.
    QVERIFY(std::fabs(halfSplit.score(q, m, k, n) - interleaved.score(q, m, k, n)) > 1e-6 * scale);
}

void TestRope::goldenLayoutMix_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<std::vector<double>>("q");
    QTest::addColumn<std::vector<double>>("k");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<double>("correct");
    QTest::addColumn<double>("mixed");

    const golden::Csv csv
        = golden::read("rope_layout_mix.csv", "d,base,layout,q,k,n,m,correct,mixed");
    QCOMPARE(csv.rows.size(), 6 + 3 + 9);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "d" + row[0] + "_" + row[2] + "_n" + row[5] + "_m" + row[6];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << layoutFromName(row[2])
            << golden::toVector(row[3]) << golden::toVector(row[4]) << row[5].toLongLong()
            << row[6].toLongLong() << golden::toDouble(row[7]) << golden::toDouble(row[8]);
    }
}

void TestRope::goldenLayoutMix()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(std::vector<double>, q);
    QFETCH(std::vector<double>, k);
    QFETCH(qint64, n);
    QFETCH(qint64, m);
    QFETCH(double, correct);
    QFETCH(double, mixed);

    const pe::Rope rope(d, base, layout);
    const std::vector<pe::LayoutMixPoint> points = rope.layoutMixError(q, k, n, {m});
    QCOMPARE(points.size(), std::size_t(1));
    const pe::LayoutMixPoint &p = points[0];
    const double scale = pe::euclideanNorm(q) * pe::euclideanNorm(k);
    const double tolerance = (2e-15 + 4.5e-16 * double(std::max(m, n))) * scale;
    QCOMPARE(qint64(p.position), m);
    PEV_VERIFY_NEAR(p.correctScore, correct, tolerance);
    PEV_VERIFY_NEAR(p.mixedScore, mixed, tolerance);
    PEV_VERIFY_NEAR(p.scoreError, std::fabs(mixed - correct), 2 * tolerance);
    PEV_VERIFY_NEAR(p.relativeScoreError, std::fabs(mixed - correct) / scale,
                    2 * tolerance / scale);
    PEV_VERIFY_NEAR(p.correctScore, rope.score(q, m, k, n), 0.0);
}

void TestRope::layoutMixGrowsWithTheOffset_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::newRow("d 64 interleaved") << 64 << pe::RopeLayout::Interleaved;
    QTest::newRow("d 128 half-split") << 128 << pe::RopeLayout::HalfSplit;
    QTest::newRow("d 8 interleaved") << 8 << pe::RopeLayout::Interleaved;
}

void TestRope::layoutMixGrowsWithTheOffset()
{
    QFETCH(int, d);
    QFETCH(pe::RopeLayout, layout);

    const pe::Rope rope(d, 10000.0, layout);
    const std::vector<double> q = testVector(d, 0.3);
    const std::vector<double> k = testVector(d, 0.5);
    std::vector<std::int64_t> positions;
    for (std::int64_t m = 0; m <= 2000; ++m)
        positions.push_back(m);
    const std::vector<pe::LayoutMixPoint> points = rope.layoutMixError(q, k, 0, positions);
    QCOMPARE(points.size(), positions.size());
    // Exact at m = n: R(0) = I in both layouts.
    QCOMPARE(points[0].scoreError, 0.0);
    QCOMPARE(points[0].vectorError, 0.0);
    // "Fine for a few tokens, then garbage": the vector error at m = 1 is small, and far away
    // the rotated vectors differ by about their own size (the mean of |a - b| / |a| for two
    // independent directions is about sqrt(2)).
    QVERIFY2(points[1].vectorError < 0.6, QByteArray::number(points[1].vectorError));
    double farVector = 0.0;
    double farScore = 0.0;
    for (std::size_t m = 1000; m < points.size(); ++m) {
        farVector += points[m].vectorError;
        farScore = std::max(farScore, points[m].relativeScoreError);
        QVERIFY(points[m].vectorError <= 2.0 + 1e-15);
        QVERIFY(points[m].relativeScoreError <= 2.0 + 1e-15);
    }
    farVector /= double(points.size() - 1000);
    QVERIFY2(farVector > 0.9, QByteArray::number(farVector));
    QVERIFY2(farVector > 2.0 * points[1].vectorError, QByteArray::number(farVector));
    QVERIFY2(farScore > 0.1, QByteArray::number(farScore));
}

void TestRope::goldenDecay_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("distance");
    QTest::addColumn<double>("expected");

    const golden::Csv csv = golden::read("rope_decay.csv", "d,base,fraction,distance,value");
    QCOMPARE(csv.rows.size(), 11 + 5 + 3 + 3);
    for (const auto &row : csv.rows) {
        const QByteArray tag
            = "d" + row[0] + "_base" + row[1] + "_F" + row[2] + "_distance" + row[3];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << golden::toDouble(row[2])
            << row[3].toLongLong() << golden::toDouble(row[4]);
    }
}

void TestRope::goldenDecay()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(double, fraction);
    QFETCH(qint64, distance);
    QFETCH(double, expected);

    const pe::Rope rope(d, base, pe::RopeLayout::Interleaved, fraction);
    // |S_j| sums j angles, each off by up to |distance| theta 2^-52 against the exact theta.
    const double tolerance = 1e-14 + 4.5e-16 * double(std::abs(distance)) * rope.pairCount();
    PEV_VERIFY_NEAR(rope.decayBound(distance), expected, tolerance);
    // Symmetric in the sign of m - n, bit for bit.
    PEV_COMPARE_EXACT(rope.decayBound(-distance), rope.decayBound(distance));
    if (distance == 0)
        PEV_VERIFY_NEAR(expected, (rope.pairCount() + 1) / 2.0, 1e-20);
}

void TestRope::decayCurve_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("decays"); // by half within 1000 positions (a few pairs do not)
    QTest::newRow("d 128, 10000") << 128 << 10000.0 << true;
    QTest::newRow("d 8, 10000") << 8 << 10000.0 << false;
    QTest::newRow("d 64, 500000") << 64 << 500000.0 << true;
}

void TestRope::decayCurve()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(bool, decays);

    const pe::Rope rope(d, base);
    const std::vector<double> curve = rope.decayBoundCurve(1000);
    QCOMPARE(curve.size(), std::size_t(1001));
    for (std::size_t t = 0; t < curve.size(); ++t) {
        PEV_COMPARE_EXACT(curve[t], rope.decayBound(std::int64_t(t)));
        // |S_j| <= j, so distance 0 is the largest value; and each |S_j| >= 0, |S_1| = 1.
        QVERIFY(curve[t] <= curve[0] + 1e-12);
        QVERIFY(curve[t] >= 1.0 / rope.pairCount() - 1e-15);
    }
    // It decays: the mean over 500..1000 is well below the value at 0.
    double tail = 0.0;
    for (std::size_t t = 500; t <= 1000; ++t)
        tail += curve[t];
    tail /= 501.0;
    QCOMPARE(tail < 0.5 * curve[0], decays);
}

void TestRope::goldenScoreBound_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<std::vector<double>>("q");
    QTest::addColumn<std::vector<double>>("k");
    QTest::addColumn<qint64>("distance");
    QTest::addColumn<double>("expected");

    const golden::Csv csv
        = golden::read("rope_score_bounds.csv", "d,base,layout,fraction,q,k,distance,value");
    QCOMPARE(csv.rows.size(), 4 + 2 + 2);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "d" + row[0] + "_" + row[2] + "_F" + row[3] + "_distance" + row[6];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << layoutFromName(row[2])
            << golden::toDouble(row[3]) << golden::toVector(row[4]) << golden::toVector(row[5])
            << row[6].toLongLong() << golden::toDouble(row[7]);
    }
}

void TestRope::goldenScoreBound()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::RopeLayout, layout);
    QFETCH(double, fraction);
    QFETCH(std::vector<double>, q);
    QFETCH(std::vector<double>, k);
    QFETCH(qint64, distance);
    QFETCH(double, expected);

    const pe::Rope rope(d, base, layout, fraction);
    const double bound = rope.scoreBound(q, k, distance);
    PEV_VERIFY_NEAR(bound, expected, (1e-14 + 4.5e-16 * double(std::abs(distance))) * expected);
    // eq. 37 holds: |q_m . k_n| <= the bound for every m - n = distance.
    for (const qint64 n : {qint64(0), qint64(5), qint64(1000)}) {
        const qint64 m = n + distance;
        QVERIFY2(std::fabs(rope.score(q, m, k, n)) <= bound * (1.0 + 1e-15),
                 QByteArray::number(rope.score(q, m, k, n)));
    }
}

void TestRope::goldenAdditiveVsRotary_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<std::vector<double>>("q");
    QTest::addColumn<std::vector<double>>("k");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("shift");
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("shifted");

    const golden::Csv csv
        = golden::read("rope_compare.csv", "d,base,q,k,m,n,shift,term,value,shifted");
    QCOMPARE(csv.rows.size(), 12);
    for (const auto &row : csv.rows) {
        const QByteArray tag = "d" + row[0] + "_term" + row[7];
        QTest::newRow(tag.constData())
            << row[0].toInt() << golden::toDouble(row[1]) << golden::toVector(row[2])
            << golden::toVector(row[3]) << row[4].toLongLong() << row[5].toLongLong()
            << row[6].toLongLong() << row[7].toInt() << golden::toDouble(row[8])
            << golden::toDouble(row[9]);
    }
}

void TestRope::goldenAdditiveVsRotary()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(std::vector<double>, q);
    QFETCH(std::vector<double>, k);
    QFETCH(qint64, m);
    QFETCH(qint64, n);
    QFETCH(qint64, shift);
    QFETCH(int, term);
    QFETCH(double, value);
    QFETCH(double, shifted);

    const pe::PositionalEncoding encoding(d, base);
    const pe::Rope rope(d, base);
    const std::vector<pe::ComparedValue> rows
        = pe::compareAdditiveRotary(encoding, rope, q, k, m, n, shift);
    QCOMPARE(rows.size(), std::size_t(6));
    const pe::ComparedValue &row = rows[std::size_t(term)];
    QCOMPARE(int(row.term), term);
    PEV_VERIFY_NEAR(row.value, value, 1e-14 * std::max(1.0, std::fabs(value)));
    PEV_VERIFY_NEAR(row.shiftedValue, shifted, 1e-14 * std::max(1.0, std::fabs(shifted)));

    const pe::PositionDependence expected[] = {
        pe::PositionDependence::None,
        pe::PositionDependence::KeyPosition,
        pe::PositionDependence::QueryPosition,
        d % 2 == 0 ? pe::PositionDependence::OffsetOnly : pe::PositionDependence::BothPositions,
        pe::PositionDependence::BothPositions,
        pe::PositionDependence::OffsetOnly,
    };
    QCOMPARE(row.dependence, expected[term]);
    // A term that carries no absolute position keeps its value under the shift; the others move.
    const bool keeps = row.dependence == pe::PositionDependence::None
        || row.dependence == pe::PositionDependence::OffsetOnly;
    if (keeps)
        PEV_VERIFY_NEAR(row.shiftedValue, row.value, 1e-13);
    else
        QVERIFY2(std::fabs(row.shiftedValue - row.value) > 1e-6,
                 QByteArray::number(row.shiftedValue - row.value));
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
