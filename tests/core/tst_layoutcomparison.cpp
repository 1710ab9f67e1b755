// Tests of compareLayouts() and interleavedToConcatenated() (core/layoutcomparison.h), the numbers
// of the Layouts view: each layout's distance and dot product against the mpmath goldens of
// tests/data/spec_distances.csv (make_spec_goldens.py), their changes against the golden
// interleaved values, the layouts a small d leaves out, and the permutation against the
// concatenated layout's definition (TensorFlow's tutorial: sins first, then the cos).
#include "layoutcomparison.h"
#include "positionalencoding.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <stdexcept>

class TestLayoutComparison : public QObject
{
    Q_OBJECT

private slots:
    void goldenNumbers_data();
    void goldenNumbers();
    void smallWidths_data();
    void smallWidths();
    void permutation_data();
    void permutation();
    void badInput_data();
    void badInput();
};

void TestLayoutComparison::goldenNumbers_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("layoutIndex");
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("dot");
    QTest::addColumn<double>("paperDistance");
    QTest::addColumn<double>("paperDot");
    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("spec_distances.csv", "layout,d,base,p,q,distance,dot");
    QCOMPARE(rows.size(), 36);
    // The interleaved row of each (d, p, q), for the golden changes.
    std::map<QByteArray, std::pair<double, double>> paper;
    for (const QList<QByteArray> &row : rows)
        if (row[0] == "interleaved")
            paper[row[1] + ',' + row[3] + ',' + row[4]]
                = {testsupport::toDouble(row[5]), testsupport::toDouble(row[6])};
    const QList<QByteArray> order {"interleaved", "concatenated", "tensor2tensor", "fairseq"};
    for (const QList<QByteArray> &row : rows) {
        const auto found = paper.find(row[1] + ',' + row[3] + ',' + row[4]);
        QVERIFY(found != paper.end());
        QVERIFY(row[2] == "10000");
        const QByteArray tag = row[0] + " d=" + row[1] + " " + row[3] + "," + row[4];
        QTest::newRow(tag.constData())
            << row[1].toInt() << row[3].toLongLong() << row[4].toLongLong()
            << int(order.indexOf(row[0])) << testsupport::toDouble(row[5])
            << testsupport::toDouble(row[6]) << found->second.first << found->second.second;
    }
}

void TestLayoutComparison::goldenNumbers()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, layoutIndex);
    QFETCH(double, distance);
    QFETCH(double, dot);
    QFETCH(double, paperDistance);
    QFETCH(double, paperDot);
    QVERIFY(layoutIndex >= 0);
    pe::EncodingSpec spec;
    spec.d = d;
    spec.layout = pe::Layout::Fairseq; // ignored: every layout is compared
    const std::vector<pe::LayoutNumbers> numbers = pe::compareLayouts(spec, p, q);
    QCOMPARE(int(numbers.size()), 4);
    const pe::LayoutNumbers &entry = numbers[std::size_t(layoutIndex)];
    QVERIFY(entry.available);
    QCOMPARE(int(entry.layout), layoutIndex);
    PEV_VERIFY_NEAR(entry.distance, distance, 1e-13);
    PEV_VERIFY_NEAR(entry.dot, dot, 1e-13);
    PEV_VERIFY_NEAR(entry.distanceChange, distance - paperDistance, 2e-13);
    PEV_VERIFY_NEAR(entry.dotChange, dot - paperDot, 2e-13);
    // The concatenated layout permutes the same values: no change beyond rounding; the
    // tensor2tensor and fairseq rules change the numbers by far more than rounding.
    if (entry.layout == pe::Layout::Concatenated) {
        QVERIFY(std::fabs(entry.distanceChange) < 1e-14);
        QVERIFY(std::fabs(entry.dotChange) < 1e-13);
    }
    if (entry.layout == pe::Layout::Tensor2Tensor)
        QVERIFY(std::fabs(entry.dotChange) > 1e-6);
}

void TestLayoutComparison::smallWidths_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("tensor2tensor");
    QTest::addColumn<bool>("fairseq");
    QTest::newRow("d=1") << 1 << false << false;
    QTest::newRow("d=2") << 2 << true << false;
    QTest::newRow("d=3") << 3 << true << false;
    QTest::newRow("d=4") << 4 << true << true;
}

void TestLayoutComparison::smallWidths()
{
    QFETCH(int, d);
    QFETCH(bool, tensor2tensor);
    QFETCH(bool, fairseq);
    pe::EncodingSpec spec;
    spec.d = d;
    const std::vector<pe::LayoutNumbers> numbers = pe::compareLayouts(spec, 0, 3);
    QCOMPARE(int(numbers.size()), 4);
    QVERIFY(numbers[0].available);
    QVERIFY(numbers[1].available);
    QCOMPARE(numbers[2].available, tensor2tensor);
    QCOMPARE(numbers[3].available, fairseq);
    for (const pe::LayoutNumbers &entry : numbers)
        QCOMPARE(std::isnan(entry.distance), !entry.available);
}

void TestLayoutComparison::permutation_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<QList<int>>("expected");
    // Interleaved j = 2i (sin of pair i) goes to i, j = 2i + 1 (its cos) to ceil(d/2) + i.
    QTest::newRow("d=1") << 1 << QList<int> {0};
    QTest::newRow("d=4") << 4 << QList<int> {0, 2, 1, 3};
    QTest::newRow("d=5") << 5 << QList<int> {0, 3, 1, 4, 2};
    QTest::newRow("d=8") << 8 << QList<int> {0, 4, 1, 5, 2, 6, 3, 7};
}

void TestLayoutComparison::permutation()
{
    QFETCH(int, d);
    QFETCH(QList<int>, expected);
    const std::vector<int> target = pe::interleavedToConcatenated(d);
    QCOMPARE(QList<int>(target.begin(), target.end()), expected);
}

void TestLayoutComparison::badInput_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::newRow("d=0") << 0 << qint64(0);
    QTest::newRow("d=8193") << 8193 << qint64(0);
    QTest::newRow("p=-1") << 8 << qint64(-1);
    QTest::newRow("p=2^31") << 8 << (qint64(1) << 31);
}

void TestLayoutComparison::badInput()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    pe::EncodingSpec spec;
    spec.d = d;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::compareLayouts(spec, p, 3));
    if (d < 1 || d > 8192)
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::interleavedToConcatenated(d));
}

QTEST_APPLESS_MAIN(TestLayoutComparison)
#include "tst_layoutcomparison.moc"
