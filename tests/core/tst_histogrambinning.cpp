// Tests of the class histogram's bins (core/classroom/histogrambinning.h), every case worked out
// by hand from the rule in the header: k = ceil(sqrt(n)) bins at most 10, the nice width
// (1, 2, 5 x 10^e) >= (hi - lo) / k, edges at multiples of the width.

#include "classroom/histogrambinning.h"

#include <QtTest>

class TestHistogramBinning : public QObject
{
    Q_OBJECT

private slots:
    void fit_data();
    void fit();
    void binOf_data();
    void binOf();
};

void TestHistogramBinning::fit_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<bool>("whole");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("width");
    QTest::addColumn<qint64>("first");
    QTest::newRow("none") << QList<double>() << false << 0 << 0.0 << qint64(0);
    // n = 5: k = 3, (1.2 - 0.5) / 3 = 0.233 -> 0.5; floor(0.5/0.5) = 1 .. floor(1.2/0.5) = 2.
    QTest::newRow("five numbers") << QList<double> {0.84, 0.5, 1.2, 0.9, 0.8} << false << 2 << 0.5
                                  << qint64(1);
    // One value: width from |3| / 10 = 0.3 -> 0.5; one bin [3, 3.5).
    QTest::newRow("one value") << QList<double> {3.0} << false << 1 << 0.5 << qint64(6);
    // Zero: width from 1 / 10 = 0.1 exactly.
    QTest::newRow("zero") << QList<double> {0.0, 0.0} << false << 1 << 0.1 << qint64(0);
    // 1..10: k = 4, 9 / 4 = 2.25 -> 5; bins [0,5) [5,10) [10,15).
    QTest::newRow("one to ten") << QList<double> {1, 2, 3, 4, 5, 6, 7, 8, 9, 10} << true << 3 << 5.0
                                << qint64(0);
    // Whole numbers: 0.5 becomes 1.
    QTest::newRow("whole at least 1") << QList<double> {3, 4} << true << 2 << 1.0 << qint64(3);
    QTest::newRow("fraction not whole") << QList<double> {3, 4} << false << 3 << 0.5 << qint64(6);
    // n = 20: lo = v[0] = 1, hi = v[18] = 19 (the joker's 1e6 is v[19]); k = 5, 18 / 5 = 3.6
    // -> 5; bins [0,5) .. [15,20).
    QList<double> joker;
    for (int v = 1; v <= 19; ++v)
        joker.append(v);
    joker.append(1e6);
    QTest::newRow("joker outside percentiles") << joker << false << 4 << 5.0 << qint64(0);
    // 1e13 is beyond the fit limit: n = 2, k = 2, 0.5 -> 0.5, bins from 1 to 2.
    QTest::newRow("beyond fit limit")
        << QList<double> {1, 2, 1e13} << false << 3 << 0.5 << qint64(2);
    // Negative: k = 2, 0.2 / 2 = 0.1; floor(-0.3 / 0.1) = -3 .. floor(-1) = -1.
    QTest::newRow("negative") << QList<double> {-0.3, -0.1} << false << 3 << 0.1 << qint64(-3);
    // n = 150 in [0, 149]: k = min(13, 10) = 10; lo = v[7] = 7, hi = v[142] = 142;
    // 135 / 10 = 13.5 -> 20; floor(7/20) = 0 .. floor(142/20) = 7.
    QList<double> many;
    for (int v = 0; v < 150; ++v)
        many.append(v);
    QTest::newRow("150 votes") << many << true << 8 << 20.0 << qint64(0);
    // A denormal beside 0: the width stays at its floor, 1e-12 (its nice number), one bin.
    QTest::newRow("denormal") << QList<double> {0.0, 1e-323} << false << 1
                              << pe::HistogramBinning::minWidth << qint64(0);
}

void TestHistogramBinning::fit()
{
    QFETCH(QList<double>, values);
    QFETCH(bool, whole);
    QFETCH(int, bins);
    QFETCH(double, width);
    QFETCH(qint64, first);
    const auto binning
        = pe::HistogramBinning::fit(std::vector<double>(values.begin(), values.end()), whole);
    QCOMPARE(binning.binCount(), bins);
    QCOMPARE(binning.width(), width);
    QCOMPARE(qint64(binning.first()), first);
}

void TestHistogramBinning::binOf_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("bin");
    const QList<double> five {0.84, 0.5, 1.2, 0.9, 0.8}; // bins [0.5, 1) [1, 1.5)
    QTest::newRow("low edge") << five << 0.5 << 0;
    QTest::newRow("inside first") << five << 0.99 << 0;
    QTest::newRow("edge between") << five << 1.0 << 1;
    QTest::newRow("inside last") << five << 1.2 << 1;
    QTest::newRow("below") << five << 0.49 << -1;
    QTest::newRow("right edge is above") << five << 1.5 << 2;
    QTest::newRow("infinity") << five << qInf() << 2;
    QTest::newRow("minus infinity") << five << -qInf() << -1;
    QTest::newRow("no bins") << QList<double>() << 1.0 << -1;
    const QList<double> negative {-0.3, -0.1}; // bins [-0.3,-0.2) [-0.2,-0.1) [-0.1,0)
    QTest::newRow("negative first") << negative << -0.3 << 0;
    QTest::newRow("negative middle") << negative << -0.15 << 1;
    QTest::newRow("negative last") << negative << -0.1 << 2;
    QTest::newRow("zero is above") << negative << 0.0 << 3;
}

void TestHistogramBinning::binOf()
{
    QFETCH(QList<double>, values);
    QFETCH(double, value);
    QFETCH(int, bin);
    const auto binning
        = pe::HistogramBinning::fit(std::vector<double>(values.begin(), values.end()), false);
    QCOMPARE(binning.binOf(value), bin);
}

QTEST_APPLESS_MAIN(TestHistogramBinning)
#include "tst_histogrambinning.moc"
