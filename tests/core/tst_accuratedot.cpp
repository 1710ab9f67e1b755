#include "accuratedot.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)

// accurateDot against dot products whose exact value is known (integers and powers of two, so
// the expected value is exact without any other arithmetic): cancellations that a plain loop
// gets wrong by whole units.
class TestAccurateDot : public QObject
{
    Q_OBJECT

private slots:
    void exactValues_data();
    void exactValues();
    void symmetric_data();
    void symmetric();
};

void TestAccurateDot::exactValues_data()
{
    QTest::addColumn<std::vector<double>>("a");
    QTest::addColumn<std::vector<double>>("b");
    QTest::addColumn<double>("expected");

    QTest::newRow("empty") << std::vector<double> {} << std::vector<double> {} << 0.0;
    QTest::newRow("one") << std::vector<double> {3.0} << std::vector<double> {-0.5} << -1.5;
    QTest::newRow("cancellation") << std::vector<double> {1e16, 1.0, -1e16}
                                  << std::vector<double> {1.0, 1.0, 1.0} << 1.0;
    // (2^27 + 1)^2 - 2^54 - 2^28 = 1: the product's low bits are lost by a plain multiply.
    QTest::newRow("product error")
        << std::vector<double> {134217729.0, -18014398509481984.0, -268435456.0}
        << std::vector<double> {134217729.0, 1.0, 1.0} << 1.0;
    QTest::newRow("tiny after huge") << std::vector<double> {0x1p60, 0x1p-20, -0x1p60}
                                     << std::vector<double> {1.0, 1.0, 1.0} << 0x1p-20;
    // 1000 x 0.1000000000000000055511151231257827 = 100.0000000000000055..., rounded once
    // (a plain loop gives 99.9999999999986).
    QTest::newRow("tenths") << std::vector<double>(1000, 0.1) << std::vector<double>(1000, 1.0)
                            << 100.0;
}

void TestAccurateDot::exactValues()
{
    QFETCH(std::vector<double>, a);
    QFETCH(std::vector<double>, b);
    QFETCH(double, expected);

    PEV_COMPARE_EXACT(pe::accurateDot(a.data(), b.data(), a.size()), expected);
}

void TestAccurateDot::symmetric_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("8") << 8;
    QTest::newRow("513") << 513;
}

void TestAccurateDot::symmetric()
{
    QFETCH(int, n);

    std::vector<double> a, b;
    for (int j = 0; j < n; ++j) {
        a.push_back(std::sin(1.3 * j + 0.2) * std::pow(10.0, j % 7 - 3));
        b.push_back(std::cos(0.7 * j - 1.1));
    }
    // Bit for bit the same in both orders (the attention view mirrors symmetric matrices).
    PEV_COMPARE_EXACT(pe::accurateDot(a.data(), b.data(), a.size()),
                      pe::accurateDot(b.data(), a.data(), a.size()));
    // And within 1 ulp-ish of the long double sum.
    long double reference = 0.0L;
    double magnitude = 0.0;
    for (int j = 0; j < n; ++j) {
        reference += static_cast<long double>(a[std::size_t(j)]) * b[std::size_t(j)];
        magnitude += std::fabs(a[std::size_t(j)] * b[std::size_t(j)]);
    }
    const double dot = pe::accurateDot(a.data(), b.data(), a.size());
    PEV_VERIFY_NEAR(dot, static_cast<double>(reference),
                    1.2e-16 * std::fabs(dot) + 1e-17 * magnitude);
}

QTEST_APPLESS_MAIN(TestAccurateDot)
#include "tst_accuratedot.moc"
