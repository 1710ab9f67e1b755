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

// RoPE's two layouts (interleaved, half-split: RoFormer section 3.4.2 and GPT-NeoX / LLaMA) and
// the long-term decay (section 3.4.3) against tests/data/rope_*.csv (make_attention_goldens.py:
// mpmath at 50 digits): the layouts agree after the permutation, mixing them fails and grows with
// the offset; the decay bound and the additive against the rotary score.
class TestRopeLayouts : public QObject
{
    Q_OBJECT

private slots:
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
};

void TestRopeLayouts::layoutPermutation_data()
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

void TestRopeLayouts::layoutPermutation()
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

void TestRopeLayouts::layoutsAgreeAfterPermutation_data()
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

void TestRopeLayouts::layoutsAgreeAfterPermutation()
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

void TestRopeLayouts::goldenLayoutMix_data()
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

void TestRopeLayouts::goldenLayoutMix()
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

void TestRopeLayouts::layoutMixGrowsWithTheOffset_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<pe::RopeLayout>("layout");
    QTest::newRow("d 64 interleaved") << 64 << pe::RopeLayout::Interleaved;
    QTest::newRow("d 128 half-split") << 128 << pe::RopeLayout::HalfSplit;
    QTest::newRow("d 8 interleaved") << 8 << pe::RopeLayout::Interleaved;
}

void TestRopeLayouts::layoutMixGrowsWithTheOffset()
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

void TestRopeLayouts::goldenDecay_data()
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

void TestRopeLayouts::goldenDecay()
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

void TestRopeLayouts::decayCurve_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("decays"); // by half within 1000 positions (a few pairs do not)
    QTest::newRow("d 128, 10000") << 128 << 10000.0 << true;
    QTest::newRow("d 8, 10000") << 8 << 10000.0 << false;
    QTest::newRow("d 64, 500000") << 64 << 500000.0 << true;
}

void TestRopeLayouts::decayCurve()
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

void TestRopeLayouts::goldenScoreBound_data()
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

void TestRopeLayouts::goldenScoreBound()
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

void TestRopeLayouts::goldenAdditiveVsRotary_data()
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

void TestRopeLayouts::goldenAdditiveVsRotary()
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

QTEST_APPLESS_MAIN(TestRopeLayouts)
#include "tst_ropelayouts.moc"
