// Tests of ChartAxes, the axis set-up shared by the distance and similarity charts: the two
// ladders of round tick intervals, the set-up of both axes, series on both axes and the y range
// in whole intervals. Expected values worked out by hand from the documented rules.
#include "chartaxes.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

const double infinity = std::numeric_limits<double>::infinity();

} // namespace

class TestChartAxes : public QObject
{
    Q_OBJECT

private slots:
    void decimalInterval_data();
    void decimalInterval();
    void binaryInterval_data();
    void binaryInterval();
    void setUp();
    void xRange();
    void yRange_data();
    void yRange();
    void noLayoutWithMoreTicks_data();
    void noLayoutWithMoreTicks();
};

void TestChartAxes::decimalInterval_data()
{
    QTest::addColumn<double>("span");
    QTest::addColumn<int>("ticks");
    QTest::addColumn<double>("expected");
    QTest::newRow("32 in 10: 3.2 -> 5") << 32.0 << 10 << 5.0;
    QTest::newRow("1000 in 10: 100") << 1000.0 << 10 << 100.0;
    QTest::newRow("9.5 in 1: 10") << 9.5 << 1 << 10.0;
    QTest::newRow("lesson distance 2.017 in 6: 0.5") << 2.0174789 << 6 << 0.5;
    QTest::newRow("1 in 6: 0.2") << 1.0 << 6 << 0.2;
    QTest::newRow("ticks 0 counts as 1") << 3.0 << 0 << 5.0;
    QTest::newRow("zero span") << 0.0 << 6 << 1.0;
    QTest::newRow("negative span") << -5.0 << 3 << 1.0;
    QTest::newRow("infinite span") << infinity << 4 << 1.0;
    QTest::newRow("NaN span") << std::nan("") << 4 << 1.0;
}

void TestChartAxes::decimalInterval()
{
    QFETCH(double, span);
    QFETCH(int, ticks);
    QFETCH(double, expected);
    QCOMPARE(ChartAxes::decimalInterval(span, ticks), expected);
}

void TestChartAxes::binaryInterval_data()
{
    QTest::addColumn<double>("span");
    QTest::addColumn<int>("ticks");
    QTest::addColumn<double>("expected");
    QTest::newRow("31 in 8: 3.875 -> 5") << 31.0 << 8 << 5.0;
    QTest::newRow("1 in 4: 0.25") << 1.0 << 4 << 0.25;
    QTest::newRow("1.9 in 4: 0.5") << 1.9 << 4 << 0.5;
    QTest::newRow("4 in 4: 1") << 4.0 << 4 << 1.0;
    QTest::newRow("16 in 4: 5") << 16.0 << 4 << 5.0;
    QTest::newRow("100 in 4: 50") << 100.0 << 4 << 50.0;
    QTest::newRow("255 in 8: 50") << 255.0 << 8 << 50.0;
    QTest::newRow("zero span") << 0.0 << 4 << 0.25;
    QTest::newRow("infinite span") << infinity << 4 << 1.0;
    QTest::newRow("NaN span") << std::nan("") << 4 << 1.0;
}

void TestChartAxes::binaryInterval()
{
    QFETCH(double, span);
    QFETCH(int, ticks);
    QFETCH(double, expected);
    QCOMPARE(ChartAxes::binaryInterval(span, ticks), expected);
}

void TestChartAxes::setUp()
{
    QChart chart;
    QObject owner;
    ChartAxes axes;
    axes.setUp(&chart, &owner);
    QVERIFY(axes.x() && axes.y());
    QCOMPARE(chart.axes(Qt::Horizontal), QList<QAbstractAxis *> {axes.x()});
    QCOMPARE(chart.axes(Qt::Vertical), QList<QAbstractAxis *> {axes.y()});
    QCOMPARE(axes.x()->alignment(), Qt::AlignBottom);
    QCOMPARE(axes.y()->alignment(), Qt::AlignLeft);
    QCOMPARE(axes.x()->labelFormat(), QStringLiteral("%d"));
    for (QValueAxis *axis : {axes.x(), axes.y()}) {
        QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
        QCOMPARE(axis->tickAnchor(), 0.0);
    }
    auto *first = new QLineSeries(&owner);
    auto *second = new QLineSeries(&owner);
    axes.addSeries(first);
    axes.addSeries(second);
    QCOMPARE(chart.series(), (QList<QAbstractSeries *> {first, second}));
    for (QLineSeries *series : {first, second})
        QCOMPARE(series->attachedAxes(), (QList<QAbstractAxis *> {axes.x(), axes.y()}));
}

void TestChartAxes::xRange()
{
    QChart chart;
    ChartAxes axes;
    axes.setUp(&chart, &chart);
    axes.setXRange(1.0, 32.0, 5.0);
    QCOMPARE(axes.x()->min(), 1.0);
    QCOMPARE(axes.x()->max(), 32.0);
    QCOMPARE(axes.x()->tickInterval(), 5.0);
}

void TestChartAxes::yRange_data()
{
    QTest::addColumn<double>("lowest");
    QTest::addColumn<double>("highest");
    QTest::addColumn<double>("interval");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("exactTop");
    // 2.0174789 * 1.05 = 2.118 -> 5 half steps = 2.5.
    QTest::newRow("lesson distance")
        << 0.0 << 2.0174789 << 0.5 << 0 << 0.0 << 2.5 << QStringLiteral("%.1f") << false;
    // 4 * 1.05 = 4.2 -> 5; one decimal from 1 up.
    QTest::newRow("d 8 similarity")
        << 0.0 << 4.0 << 1.0 << 1 << 0.0 << 5.0 << QStringLiteral("%.1f") << false;
    // -0.8 * 1.05 = -0.84 -> -1.
    QTest::newRow("negative lowest")
        << -0.8 << 4.0 << 1.0 << 1 << -1.0 << 5.0 << QStringLiteral("%.1f") << false;
    // -3.7 * 1.05 = -3.885 -> -5; 10 * 1.05 = 10.5 -> 15.
    QTest::newRow("steps of 5") << -3.7 << 10.0 << 5.0 << 0 << -5.0 << 15.0
                                << QStringLiteral("%.0f") << false;
    // Nothing above 0: still one interval.
    QTest::newRow("all zero") << 0.0 << 0.0 << 0.25 << 1 << 0.0 << 0.25 << QStringLiteral("%.2f")
                              << false;
    // At least one decimal: a half step needs no second.
    QTest::newRow("half steps, one decimal")
        << 0.0 << 2.0174789 << 0.5 << 1 << 0.0 << 2.5 << QStringLiteral("%.1f") << false;
    QTest::newRow("steps of 2, one decimal")
        << 0.0 << 3.2 << 2.0 << 1 << 0.0 << 4.0 << QStringLiteral("%.1f") << false;
    // An accuracy's axis ends at 1 (padded, 1.05 would give 1.2); 0.93 still rounds up to 1.
    QTest::newRow("accuracy, exact top")
        << 0.0 << 1.0 << 0.2 << 1 << 0.0 << 1.0 << QStringLiteral("%.1f") << true;
    QTest::newRow("below the exact top")
        << 0.0 << 0.93 << 0.2 << 1 << 0.0 << 1.0 << QStringLiteral("%.1f") << true;
    QTest::newRow("padded top") << 0.0 << 1.0 << 0.2 << 1 << 0.0 << 1.2 << QStringLiteral("%.1f")
                                << false;
}

void TestChartAxes::yRange()
{
    QFETCH(double, lowest);
    QFETCH(double, highest);
    QFETCH(double, interval);
    QFETCH(int, decimals);
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(QString, format);
    QFETCH(bool, exactTop);
    QChart chart;
    ChartAxes axes;
    axes.setUp(&chart, &chart);
    axes.setYRange(lowest, highest, interval, decimals, exactTop);
    QCOMPARE(axes.y()->min(), min);
    QCOMPARE(axes.y()->max(), max);
    QCOMPARE(axes.y()->tickInterval(), interval);
    QCOMPARE(axes.y()->labelFormat(), format);
    QVERIFY(!std::signbit(axes.y()->min()) || axes.y()->min() < 0.0); // never −0
}

void TestChartAxes::noLayoutWithMoreTicks_data()
{
    // From (range, interval) to (range, interval). Qt Charts lays an axis out on each change of
    // range or interval; no state in between may have more ticks than the first or the last.
    QTest::addColumn<double>("fromTop");
    QTest::addColumn<double>("fromInterval");
    QTest::addColumn<double>("toTop");
    QTest::addColumn<double>("toInterval");
    QTest::newRow("similarity d 2 -> 8192") << 2.5 << 0.5 << 4301.0 << 1000.0;
    QTest::newRow("similarity d 8192 -> 2") << 4301.0 << 1000.0 << 2.5 << 0.5;
    QTest::newRow("distance up to q 2 -> 1000") << 2.0 << 0.2 << 1000.0 << 100.0;
    QTest::newRow("pair charts N 1 -> 1000") << 1.0 << 1.0 << 1000.0 << 200.0;
    QTest::newRow("same interval, wider") << 10.0 << 1.0 << 20.0 << 1.0;
    QTest::newRow("finer and narrower") << 1000.0 << 100.0 << 10.0 << 1.0;
}

void TestChartAxes::noLayoutWithMoreTicks()
{
    QFETCH(double, fromTop);
    QFETCH(double, fromInterval);
    QFETCH(double, toTop);
    QFETCH(double, toInterval);
    QChart chart;
    ChartAxes axes;
    axes.setUp(&chart, &chart);
    QValueAxis *axis = axes.y();
    ChartAxes::setRangeAndInterval(axis, 0.0, fromTop, fromInterval);
    QCOMPARE(axis->max(), fromTop);
    QCOMPARE(axis->tickInterval(), fromInterval);
    const double allowed = std::max(fromTop / fromInterval, toTop / toInterval);
    double most = 0.0;
    const auto record
        = [&] { most = std::max(most, (axis->max() - axis->min()) / axis->tickInterval()); };
    connect(axis, &QValueAxis::rangeChanged, this, record);
    connect(axis, &QValueAxis::tickIntervalChanged, this, record);
    ChartAxes::setRangeAndInterval(axis, 0.0, toTop, toInterval);
    QCOMPARE(axis->max(), toTop);
    QCOMPARE(axis->tickInterval(), toInterval);
    QVERIFY2(most <= allowed,
             qPrintable(QStringLiteral("%1 ticks in between, at most %2").arg(most).arg(allowed)));
}

QTEST_MAIN(TestChartAxes)
#include "tst_chartaxes.moc"
