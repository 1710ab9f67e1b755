// Tests of the bulk evaluation behind the heat map and the similarity matrix (core/encodingfield.h)
// against mpmath goldens and a naive formula written here from the paper.
#include "encodingfield.h"
#include "rotation.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <random>
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
    void levelsGolden_data();
    void levelsGolden();
    void levelsMatchPlainFormula_data();
    void levelsMatchPlainFormula();
    void colourRowUsesPalette();
    void levelErrors();
    void colourRowsMatchRows_data();
    void colourRowsMatchRows();
    void colourRowsErrors();
    void similarityGolden_data();
    void similarityGolden();
    void similarityMatchesNaive_data();
    void similarityMatchesNaive();
    void similarityErrors();
    void bulkFollowsSpec_data();
    void bulkFollowsSpec();
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

void TestEncodingField::levelsGolden_data()
{
    // Goldens from Python's math module (the same libm sin/cos in double):
    // level = floor((f(p) + 1.0) * half + 0.5), f = sin for even j and cos for odd j, pair 0 so
    // the angle is p itself. The last three lie within 1e-5 of a rounding boundary k + 1/2 (found
    // by scanning p < 100 000 at half = 2^20): there the fast path must hand over to the plain
    // formula.
    QTest::addColumn<int>("j");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("half");
    QTest::addColumn<int>("golden");
    QTest::newRow("sin(3) 1024") << 0 << qint64(3) << 1024 << 1169;
    QTest::newRow("cos(3) 1024") << 1 << qint64(3) << 1024 << 10;
    QTest::newRow("sin(99999) 1024") << 0 << qint64(99999) << 1024 << 1905;
    QTest::newRow("cos(99999) 1") << 1 << qint64(99999) << 1 << 0;
    QTest::newRow("sin(12345) 7") << 0 << qint64(12345) << 7 << 0;
    QTest::newRow("sin(0) 1024") << 0 << qint64(0) << 1024 << 1024;
    QTest::newRow("cos(0) 1024") << 1 << qint64(0) << 1024 << 2048;
    QTest::newRow("boundary cos(50239), t = 1278511.4999991353")
        << 1 << qint64(50239) << (1 << 20) << 1278511;
    QTest::newRow("boundary sin(44959), t = 1390804.500002027")
        << 0 << qint64(44959) << (1 << 20) << 1390805;
    QTest::newRow("boundary sin(98310), t = 901121.4999861042")
        << 0 << qint64(98310) << (1 << 20) << 901121;
}

void TestEncodingField::levelsGolden()
{
    QFETCH(int, j);
    QFETCH(qint64, p);
    QFETCH(int, half);
    QFETCH(int, golden);
    const pe::PositionalEncoding encoding(8);
    // The golden in the middle of a row of ordinary positions (the fast path takes whole rows).
    std::vector<std::int64_t> positions(64);
    for (std::size_t k = 0; k < positions.size(); ++k)
        positions[k] = static_cast<std::int64_t>(k * 7);
    positions[31] = p;
    std::vector<std::int32_t> out(positions.size(), -1);
    pe::quantizeComponentRow(encoding, j, positions.data(), int(positions.size()), half,
                             out.data());
    QCOMPARE(out[31], golden);
}

void TestEncodingField::levelsMatchPlainFormula_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("half");
    QTest::addColumn<qint64>("range"); // positions drawn from [0, range)
    QTest::newRow("heat map d4096 n100000") << 4096 << 10000.0 << 1024 << qint64(100000);
    QTest::newRow("lesson d8 n32") << 8 << 10000.0 << 1024 << qint64(32);
    QTest::newRow("article d128 n50 fine") << 128 << 10000.0 << (1 << 20) << qint64(50);
    QTest::newRow("odd d9 base 2") << 9 << 2.0 << 1024 << qint64(100000);
    QTest::newRow("coarse half 1") << 64 << 10000.0 << 1 << qint64(100000);
    QTest::newRow("fine half 2^20") << 512 << 10000.0 << (1 << 20) << qint64(100000);
    QTest::newRow("huge positions (plain formula)") << 16 << 10000.0 << 1024 << (qint64(1) << 31);
}

void TestEncodingField::levelsMatchPlainFormula()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, half);
    QFETCH(qint64, range);
    const pe::PositionalEncoding encoding(d, base);
    std::mt19937_64 random(20261129);
    std::vector<std::int64_t> positions(2000);
    std::vector<std::int32_t> out(positions.size());
    for (int j = 0; j < d; j += std::max(1, d / 64)) {
        for (auto &p : positions)
            p = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(range));
        pe::quantizeComponentRow(encoding, j, positions.data(), int(positions.size()), half,
                                 out.data());
        for (std::size_t k = 0; k < positions.size(); ++k) {
            // The plain formula, written here: the level of the value the table and hover show.
            const double angle = static_cast<double>(positions[k]) / encoding.denominator(j / 2);
            const double v = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
            const long expected = std::lround((v + 1.0) * half);
            if (out[k] != expected)
                QFAIL(qPrintable(QStringLiteral("j %1 p %2: level %3, expected %4")
                                     .arg(j)
                                     .arg(positions[k])
                                     .arg(out[k])
                                     .arg(expected)));
        }
    }
}

void TestEncodingField::colourRowUsesPalette()
{
    const pe::PositionalEncoding encoding(8);
    const int half = 4;
    const std::uint32_t palette[] = {10, 11, 12, 13, 14, 15, 16, 17, 18};
    std::vector<std::int64_t> positions;
    for (std::int64_t p = 0; p < 40; ++p)
        positions.push_back(p);
    std::vector<std::int32_t> levels(positions.size());
    std::vector<std::uint32_t> colours(positions.size());
    for (int j : {0, 1, 5}) {
        pe::quantizeComponentRow(encoding, j, positions.data(), int(positions.size()), half,
                                 levels.data());
        pe::colourComponentRow(encoding, j, positions.data(), int(positions.size()), half, palette,
                               colours.data());
        for (std::size_t k = 0; k < positions.size(); ++k)
            QCOMPARE(colours[k], palette[levels[k]]);
    }
    // cos(0) = 1 is the last entry, sin(0) = 0 the middle one.
    pe::colourComponentRow(encoding, 1, positions.data(), 1, half, palette, colours.data());
    QCOMPARE(colours[0], 18u);
    pe::colourComponentRow(encoding, 0, positions.data(), 1, half, palette, colours.data());
    QCOMPARE(colours[0], 14u);
}

void TestEncodingField::colourRowsMatchRows_data()
{
    // The block call against one colourComponentRow() per row (itself checked against the plain
    // formula above): same entries, each row where its pointer says, the padding untouched.
    QTest::addColumn<int>("d");
    QTest::addColumn<QList<int>>("components");
    QTest::addColumn<int>("positionCount");
    QTest::addColumn<int>("padding");
    QTest::newRow("lesson d 8, every row") << 8 << QList<int> {0, 1, 2, 3, 4, 5, 6, 7} << 32 << 0;
    QTest::newRow("d 4096, sparse rows, padded")
        << 4096 << QList<int> {0, 3, 4095, 2048, 7} << 1792 << 5;
    QTest::newRow("odd d 5, repeated rows") << 5 << QList<int> {4, 4, 0} << 100 << 1;
}

void TestEncodingField::colourRowsMatchRows()
{
    QFETCH(int, d);
    QFETCH(QList<int>, components);
    QFETCH(int, positionCount);
    QFETCH(int, padding);
    const pe::PositionalEncoding encoding(d);
    const int half = 1024;
    std::vector<std::uint32_t> palette(2 * half + 1);
    for (std::size_t k = 0; k < palette.size(); ++k)
        palette[k] = std::uint32_t(k * 2654435761u);
    std::vector<std::int64_t> positions;
    for (int c = 0; c < positionCount; ++c)
        positions.push_back(std::int64_t(c) * 100000 / positionCount);
    const int stride = positionCount + padding;
    const int rows = int(components.size());
    const std::uint32_t fill = 0xdeadbeef;
    std::vector<std::uint32_t> block(std::size_t(rows) * std::size_t(stride), fill);
    const std::vector<int> list(components.begin(), components.end());
    std::vector<std::uint32_t *> rowPointers;
    for (int r = 0; r < rows; ++r)
        rowPointers.push_back(block.data() + r * stride);
    pe::colourComponentRows(encoding, list.data(), rows, positions.data(), positionCount, half,
                            palette.data(), rowPointers.data());
    std::vector<std::uint32_t> row(static_cast<std::size_t>(positionCount));
    for (int r = 0; r < rows; ++r) {
        pe::colourComponentRow(encoding, list[std::size_t(r)], positions.data(), positionCount,
                               half, palette.data(), row.data());
        for (int c = 0; c < positionCount; ++c)
            QCOMPARE(block[std::size_t(r * stride + c)], row[std::size_t(c)]);
        for (int c = positionCount; c < stride; ++c)
            QCOMPARE(block[std::size_t(r * stride + c)], fill);
    }
}

void TestEncodingField::colourRowsErrors()
{
    const pe::PositionalEncoding encoding(8);
    const std::int64_t good[] = {0, 1};
    const std::int64_t negative[] = {0, -1};
    const int badRows[] = {0, 8};
    const int goodRows[] = {0, 1};
    const std::uint32_t palette[3] = {1, 2, 3};
    std::uint32_t first[2] = {7, 7};
    std::uint32_t second[2] = {7, 7};
    std::uint32_t *const out[] = {first, second};
    std::uint32_t *const withNull[] = {first, nullptr};
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, badRows, 2, good, 2, 1, palette, out));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, goodRows, 2, negative, 2, 1, palette, out));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, goodRows, -1, good, 2, 1, palette, out));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, nullptr, 2, good, 2, 1, palette, out));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, goodRows, 2, good, 2, 1, nullptr, out));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::colourComponentRows(encoding, goodRows, 2, good, 2, 1, palette, withNull));
    QCOMPARE(first[0], 7u); // nothing written on an error
    pe::colourComponentRows(encoding, nullptr, 0, nullptr, 0, 1, nullptr, nullptr);
    pe::colourComponentRows(encoding, goodRows, 2, good, 2, 1, palette, out);
    QCOMPARE(first[0], 2u); // sin(0) = 0: the middle entry
    QCOMPARE(second[0], 3u); // cos(0) = 1: the last entry
}

void TestEncodingField::levelErrors()
{
    const pe::PositionalEncoding encoding(8);
    const std::int64_t good[] = {0, 1};
    const std::int64_t negative[] = {0, -1};
    const std::int64_t huge[] = {std::int64_t(1) << 31};
    const std::uint32_t palette[3] = {1, 2, 3};
    std::int32_t levels[2] = {7, 7};
    std::uint32_t colours[2] = {7, 7};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 8, good, 2, 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, good, -1, 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, good, 2, 0, levels));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::quantizeComponentRow(encoding, 0, good, 2, pe::maxLevelHalf + 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, negative, 2, 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, huge, 1, 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, nullptr, 2, 1, levels));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::quantizeComponentRow(encoding, 0, good, 2, 1, nullptr));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::colourComponentRow(encoding, 0, good, 2, 1, nullptr, colours));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::colourComponentRow(encoding, 0, negative, 2, 1, palette, colours));
    QCOMPARE(levels[0], 7);
    QCOMPARE(colours[0], 7u);
    pe::quantizeComponentRow(encoding, 0, nullptr, 0, 1, nullptr); // count 0: nothing to do
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

void TestEncodingField::bulkFollowsSpec_data()
{
    // Every layout with every context-scaling method (PI also with s < 1): the heat map's rows
    // against component(), the similarity matrix against dotProduct().
    QTest::addColumn<pe::EncodingSpec>("spec");
    for (const int d : {9, 64})
        for (pe::EncodingSpec spec : testsupport::allSpecs(d)) {
            spec.paddingIdx = 2;
            QTest::newRow(testsupport::specTag(spec).constData()) << spec;
        }
}

void TestEncodingField::bulkFollowsSpec()
{
    QFETCH(pe::EncodingSpec, spec);
    const pe::PositionalEncoding encoding(spec);
    const int d = encoding.width();
    std::mt19937_64 random(20261130);
    std::vector<std::int64_t> positions;
    for (std::int64_t p = 0; p < 200000; p += 1 + p / 5)
        positions.push_back(p);
    for (int k = 0; k < 500; ++k)
        positions.push_back(static_cast<std::int64_t>(random() % (std::uint64_t(1) << 31)));
    positions.push_back(pe::PositionalEncoding::maxPosition);
    const int count = int(positions.size());
    std::vector<double> values(positions.size());
    std::vector<std::int32_t> levels(positions.size());
    std::vector<std::int32_t> fine(positions.size());
    const int half = 1024;
    std::vector<std::uint32_t> palette(2 * half + 1);
    for (std::size_t k = 0; k < palette.size(); ++k)
        palette[k] = std::uint32_t(k * 2654435761u);
    std::vector<int> components(static_cast<std::size_t>(d));
    std::vector<std::uint32_t> block(std::size_t(d) * positions.size());
    std::vector<std::uint32_t *> rows;
    for (int j = 0; j < d; ++j) {
        components[std::size_t(j)] = j;
        rows.push_back(block.data() + std::size_t(j) * positions.size());
    }
    pe::colourComponentRows(encoding, components.data(), d, positions.data(), count, half,
                            palette.data(), rows.data());
    for (int j = 0; j < d; ++j) {
        pe::fillComponentRow(encoding, j, positions.data(), count, values.data());
        pe::quantizeComponentRow(encoding, j, positions.data(), count, half, levels.data());
        pe::quantizeComponentRow(encoding, j, positions.data(), count, pe::maxLevelHalf,
                                 fine.data());
        for (std::size_t k = 0; k < positions.size(); ++k) {
            const double v = encoding.component(positions[k], j);
            if (encoding.kindOf(j) == pe::ComponentKind::Zero)
                QCOMPARE(v, 0.0);
            // Bit for bit the table's value, and the level and colour of that very value.
            QCOMPARE(values[k], v);
            const long level = std::lround((v + 1.0) * half);
            const long fineLevel = std::lround((v + 1.0) * pe::maxLevelHalf);
            if (levels[k] != level || fine[k] != fineLevel
                || block[std::size_t(j) * positions.size() + k] != palette[std::size_t(level)])
                QFAIL(qPrintable(QStringLiteral("j %1 p %2: levels %3 %4, expected %5 %6")
                                     .arg(j)
                                     .arg(positions[k])
                                     .arg(levels[k])
                                     .arg(fine[k])
                                     .arg(level)
                                     .arg(fineLevel)));
        }
    }
    // The similarity matrix of positions 1000 .. 1039 against the single dot product.
    const int n = 40;
    const std::vector<double> m = pe::similarityMatrix(encoding, 1000, n);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            QVERIFY(std::fabs(m[std::size_t(a) * n + std::size_t(b)]
                              - pe::dotProduct(encoding, 1000 + a, 1000 + b))
                    <= 1e-12);
}

QTEST_APPLESS_MAIN(TestEncodingField)
#include "tst_encodingfield.moc"
