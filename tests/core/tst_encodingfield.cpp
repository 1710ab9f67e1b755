// Tests of the bulk evaluation behind the heat map and the similarity matrix (core/encodingfield.h)
// against mpmath goldens and a naive formula written here from the paper.
#include "encodingfield.h"
#include "rotation.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace {

// Vaswani et al. 2017, section 3.5, written out naively (not from core/).
double naiveComponent(int d, double base, std::int64_t p, int j)
{
    const double angle = static_cast<double>(p) / std::pow(base, (2.0 * (j / 2)) / d);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

double naiveDot(int d, double base, std::int64_t a, std::int64_t b)
{
    double sum = 0.0;
    for (int j = 0; j < d; ++j)
        sum += naiveComponent(d, base, a, j) * naiveComponent(d, base, b, j);
    return sum;
}

QByteArray describe(double actual, double expected)
{
    return "actual " + QByteArray::number(actual, 'g', 17) + ", expected "
        + QByteArray::number(expected, 'g', 17);
}

} // namespace

class TestEncodingField : public QObject
{
    Q_OBJECT

private slots:
    void componentRowGolden_data();
    void componentRowGolden();
    void componentRowMatchesComponent_data();
    void componentRowMatchesComponent();
    void componentRowErrors();
    void similarityGolden_data();
    void similarityGolden();
    void similarityMatchesNaive_data();
    void similarityMatchesNaive();
    void similarityErrors();
};

void TestEncodingField::componentRowGolden_data()
{
    // Goldens: mpmath at 50 digits, PE(p)[j] = sin/cos(mpf(p) / power(mpf(base), mpf(2*(j//2))/d)),
    // printed with mp.nstr(x, 20).
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("j");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<double>("golden");
    QTest::newRow("lesson sin(3)") << 8 << 10000.0 << 0 << qint64(3) << 0.1411200080598672221;
    QTest::newRow("lesson cos(3)") << 8 << 10000.0 << 1 << qint64(3) << -0.98999249660044545727;
    QTest::newRow("d8 j2 p6") << 8 << 10000.0 << 2 << qint64(6) << 0.5646424733950353572;
    QTest::newRow("article d128 j37 p49")
        << 128 << 10000.0 << 37 << qint64(49) << -0.86134300024768265527;
    QTest::newRow("d128 j127 p99999")
        << 128 << 10000.0 << 127 << qint64(99999) << 0.52450198817657005538;
    QTest::newRow("d4096 j4095 p99999")
        << 4096 << 10000.0 << 4095 << qint64(99999) << -0.81376500505471874778;
    QTest::newRow("d4096 j1 p99999")
        << 4096 << 10000.0 << 1 << qint64(99999) << -0.50987537241790087623;
    QTest::newRow("d4096 j2000 p12345")
        << 4096 << 10000.0 << 2000 << qint64(12345) << -0.65183660849811875406;
    QTest::newRow("odd d5 j4 p7") << 5 << 10000.0 << 4 << qint64(7) << 0.0044166870517579251098;
    QTest::newRow("d6 base2.5 j3 p1000")
        << 6 << 2.5 << 3 << qint64(1000) << -0.10264137598832488293;
}

void TestEncodingField::componentRowGolden()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, j);
    QFETCH(qint64, p);
    QFETCH(double, golden);
    const pe::PositionalEncoding encoding(d, base);
    // The golden position in the middle of a row, between two others.
    const std::vector<std::int64_t> positions = {0, p, 1};
    std::vector<double> out(3, 99.0);
    pe::fillComponentRow(encoding, j, positions.data(), 3, out.data());
    // An angle of size A carries a rounding error of about A * 2^-53 in double precision.
    QVERIFY2(std::fabs(out[1] - golden) <= 1e-13 * std::max(1.0, double(p)),
             describe(out[1], golden));
    QCOMPARE(out[0], j % 2 == 0 ? 0.0 : 1.0);
}

void TestEncodingField::componentRowMatchesComponent_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("j");
    QTest::newRow("lesson d8 j0") << 8 << 10000.0 << 0;
    QTest::newRow("lesson d8 j7") << 8 << 10000.0 << 7;
    QTest::newRow("article d128 j64") << 128 << 10000.0 << 64;
    QTest::newRow("d4096 j4095") << 4096 << 10000.0 << 4095;
    QTest::newRow("odd d9 j8") << 9 << 10000.0 << 8;
}

void TestEncodingField::componentRowMatchesComponent()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, j);
    const pe::PositionalEncoding encoding(d, base);
    // Unevenly spaced positions, as the heat map's pixel columns give them.
    std::vector<std::int64_t> positions;
    for (std::int64_t p = 0; p < 100000; p += 1 + p / 3)
        positions.push_back(p);
    positions.push_back(pe::PositionalEncoding::maxPosition);
    std::vector<double> out(positions.size());
    pe::fillComponentRow(encoding, j, positions.data(), int(positions.size()), out.data());
    for (std::size_t k = 0; k < positions.size(); ++k) {
        // Bit-for-bit the single-cell function the table and the hover line use.
        QCOMPARE(out[k], encoding.component(positions[k], j));
        // And close to the naive formula (identical up to the rounding of the denominator).
        const double naive = naiveComponent(d, base, positions[k], j);
        QVERIFY2(std::fabs(out[k] - naive) <= 1e-15 * std::max(1.0, double(positions[k])),
                 describe(out[k], naive));
    }
}

void TestEncodingField::componentRowErrors()
{
    const pe::PositionalEncoding encoding(8);
    const std::int64_t good[] = {0, 1};
    const std::int64_t negative[] = {0, -1};
    const std::int64_t huge[] = {std::int64_t(1) << 31};
    double out[2] = {7.0, 7.0};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, -1, good, 2, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 8, good, 2, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 0, good, -1, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 0, negative, 2, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 0, huge, 1, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 0, nullptr, 2, out));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::fillComponentRow(encoding, 0, good, 2, nullptr));
    // A bad position leaves out untouched (checked before writing).
    QCOMPARE(out[0], 7.0);
    pe::fillComponentRow(encoding, 0, nullptr, 0, nullptr); // count 0: nothing to do
}

void TestEncodingField::similarityGolden_data()
{
    // Goldens: mpmath at 50 digits, sum over j of PE(a)[j] * PE(b)[j] with the components as in
    // componentRowGolden_data(), printed with mp.nstr(x, 20).
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<double>("golden");
    QTest::newRow("lesson 0.3") << 8 << 10000.0 << 0 << 3 << 1.9648895262775230776;
    QTest::newRow("lesson 13.16 (same k)") << 8 << 10000.0 << 13 << 16 << 1.9648895262775230776;
    QTest::newRow("d8 5.0") << 8 << 10000.0 << 5 << 0 << 3.1599825077746068721;
    QTest::newRow("article d128 10.40") << 128 << 10000.0 << 10 << 40 << 36.243800866094771118;
    QTest::newRow("odd d7 2.9") << 7 << 10000.0 << 2 << 9 << 2.6290116489588186268;
    QTest::newRow("d64 base100 31.0") << 64 << 100.0 << 31 << 0 << 4.481997652827414146;
}

void TestEncodingField::similarityGolden()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(double, golden);
    const pe::PositionalEncoding encoding(d, base);
    const int n = std::max(a, b) + 1;
    const std::vector<double> m = pe::similarityMatrix(encoding, 0, n);
    QCOMPARE(m.size(), std::size_t(n) * std::size_t(n));
    const double ab = m[std::size_t(a) * std::size_t(n) + std::size_t(b)];
    const double ba = m[std::size_t(b) * std::size_t(n) + std::size_t(a)];
    QVERIFY2(std::fabs(ab - golden) <= 1e-12, describe(ab, golden));
    QCOMPARE(ab, ba);
}

void TestEncodingField::similarityMatchesNaive_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<int>("n");
    QTest::newRow("lesson d8 0..31") << 8 << qint64(0) << 32;
    QTest::newRow("article d128 0..49") << 128 << qint64(0) << 50;
    QTest::newRow("odd d5 from 1000") << 5 << qint64(1000) << 12;
    QTest::newRow("single") << 16 << qint64(7) << 1;
}

void TestEncodingField::similarityMatchesNaive()
{
    QFETCH(int, d);
    QFETCH(qint64, first);
    QFETCH(int, n);
    const pe::PositionalEncoding encoding(d);
    const std::vector<double> m = pe::similarityMatrix(encoding, first, n);
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            const double value = m[std::size_t(a) * std::size_t(n) + std::size_t(b)];
            const double naive = naiveDot(d, 10000.0, first + a, first + b);
            QVERIFY2(std::fabs(value - naive) <= 1e-11, describe(value, naive));
            // The core's single dot product gives the same number.
            QVERIFY2(std::fabs(value - pe::dotProduct(encoding, first + a, first + b)) <= 1e-12,
                     describe(value, pe::dotProduct(encoding, first + a, first + b)));
        }
    }
}

void TestEncodingField::similarityErrors()
{
    const pe::PositionalEncoding encoding(8);
    QVERIFY(pe::similarityMatrix(encoding, 0, 0).empty());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::similarityMatrix(encoding, 0, -1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::similarityMatrix(encoding, 0, pe::maxSimilarityPositions + 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::similarityMatrix(encoding, -1, 3));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::similarityMatrix(encoding, pe::PositionalEncoding::maxPosition, 2));
}

QTEST_APPLESS_MAIN(TestEncodingField)
#include "tst_encodingfield.moc"
