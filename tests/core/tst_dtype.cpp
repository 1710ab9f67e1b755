// Rounding of doubles to float32, bfloat16 and float16 (core/dtype.h) against NumPy's own float32
// and float16 conversions and an exact bfloat16 reference, both in tests/data/dtype_rounding.csv
// (made by tests/data/make_dtype_goldens.py; see tests/data/README.md). Every expected value is
// compared bit for bit (the sign of zero included).
#include "dtype.h"

#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Dtype)

namespace {

bool sameValue(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return a == b && std::signbit(a) == std::signbit(b);
}

QByteArray hex(double v)
{
    return QByteArray::number(v, 'g', 17) + " (" + QByteArray(QString::asprintf("%a", v).toLatin1())
        + ")";
}

} // namespace

namespace {

// The rows of a golden file of tests/data; qFatal when the file is missing or its header is not
// the expected one (an empty table would let the data-driven test pass without a single case).
QList<QList<QByteArray>> goldenRows(const char *name, const char *header)
{
    QList<QList<QByteArray>> rows = testsupport::readCsv(name, header);
    if (rows.isEmpty())
        qFatal("golden file %s missing, empty or with another header", name);
    return rows;
}

} // namespace

class TestDtype : public QObject
{
    Q_OBJECT

private slots:
    void matchesNumpy_data();
    void matchesNumpy();
    void throughFloatDoubleRounds_data();
    void throughFloatDoubleRounds();
    void properties_data();
    void properties();
    void ulp_data();
    void ulp();
    void ids();
    void nanStaysNan();
};

void TestDtype::matchesNumpy_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<double>("expected");
    int line = 1;
    for (const QList<QByteArray> &row :
         goldenRows("dtype_rounding.csv", "x,float32,float16,bfloat16,case")) {
        ++line;
        QCOMPARE(row.size(), 5);
        const double x = testsupport::toDouble(row[0]);
        QTest::addRow("line %d float32 %s", line, row[4].constData())
            << x << pe::Dtype::Float32 << testsupport::toDouble(row[1]);
        QTest::addRow("line %d float16 %s", line, row[4].constData())
            << x << pe::Dtype::Float16 << testsupport::toDouble(row[2]);
        QTest::addRow("line %d bfloat16 %s", line, row[4].constData())
            << x << pe::Dtype::BFloat16 << testsupport::toDouble(row[3]);
        QTest::addRow("line %d float64 %s", line, row[4].constData())
            << x << pe::Dtype::Float64 << x;
    }
}

void TestDtype::matchesNumpy()
{
    QFETCH(double, x);
    QFETCH(pe::Dtype, dtype);
    QFETCH(double, expected);
    const double actual = pe::roundToDtype(x, dtype);
    QVERIFY2(sameValue(actual, expected),
             QByteArray("actual " + hex(actual) + ", expected " + hex(expected)).constData());
    QCOMPARE(pe::isRepresentable(expected, dtype), !std::isnan(expected));
    if (std::isfinite(expected))
        QVERIFY(sameValue(pe::roundToDtype(expected, dtype), expected)); // idempotent
}

// The uncorrected path (Eigen's constructor from double: through float) gives the wrong answer
// exactly where the cast to float lands on a tie or on the overflow threshold; roundToDtype() the
// right one. This shows that the correction in dtype.cpp is needed, and that it is not a no-op.
void TestDtype::throughFloatDoubleRounds_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<double>("direct");
    QTest::addColumn<double>("throughFloat");
    const double t11 = std::ldexp(1.0, -11);
    QTest::newRow("f16 1+2^-11+2^-40")
        << 1.0 + t11 + std::ldexp(1.0, -40) << pe::Dtype::Float16 << 1.0 + 2 * t11 << 1.0;
    QTest::newRow("f16 2049+2^-30")
        << 2049.0 + std::ldexp(1.0, -30) << pe::Dtype::Float16 << 2050.0 << 2048.0;
    QTest::newRow("f16 65520-2^-30") << 65520.0 - std::ldexp(1.0, -30) << pe::Dtype::Float16
                                     << 65504.0 << std::numeric_limits<double>::infinity();
    QTest::newRow("f16 2^-25+2^-50") << std::ldexp(1.0, -25) + std::ldexp(1.0, -50)
                                     << pe::Dtype::Float16 << std::ldexp(1.0, -24) << 0.0;
    QTest::newRow("bf16 1+2^-8+2^-40") << 1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -40)
                                       << pe::Dtype::BFloat16 << 1.0 + std::ldexp(1.0, -7) << 1.0;
    QTest::newRow("bf16 0x01010001")
        << double(0x01010001) << pe::Dtype::BFloat16 << double(0x01020000) << double(0x01000000);
    QTest::newRow("f16 1.5 exact") << 1.5 << pe::Dtype::Float16 << 1.5 << 1.5;
}

void TestDtype::throughFloatDoubleRounds()
{
    QFETCH(double, x);
    QFETCH(pe::Dtype, dtype);
    QFETCH(double, direct);
    QFETCH(double, throughFloat);
    QVERIFY2(sameValue(pe::roundToDtype(x, dtype), direct), hex(pe::roundToDtype(x, dtype)));
    QVERIFY2(sameValue(pe::narrowingThroughFloat(x, dtype), throughFloat),
             hex(pe::narrowingThroughFloat(x, dtype)));
}

void TestDtype::properties_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<int>("bits");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("minSubnormal");
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("float64") << pe::Dtype::Float64 << 53 << std::numeric_limits<double>::max()
                             << inf << std::numeric_limits<double>::denorm_min();
    QTest::newRow("float32") << pe::Dtype::Float32 << 24
                             << double(std::numeric_limits<float>::max())
                             << std::ldexp(2.0 - std::ldexp(1.0, -24), 127)
                             << std::ldexp(1.0, -149);
    QTest::newRow("bfloat16") << pe::Dtype::BFloat16 << 8
                              << std::ldexp(2.0 - std::ldexp(1.0, -7), 127)
                              << std::ldexp(2.0 - std::ldexp(1.0, -8), 127)
                              << std::ldexp(1.0, -133);
    QTest::newRow("float16") << pe::Dtype::Float16 << 11 << 65504.0 << 65520.0
                             << std::ldexp(1.0, -24);
}

void TestDtype::properties()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(int, bits);
    QFETCH(double, max);
    QFETCH(double, threshold);
    QFETCH(double, minSubnormal);
    // Exact comparisons (QCOMPARE on doubles is fuzzy).
    QCOMPARE(pe::dtypeSignificandBits(dtype), bits);
    QVERIFY(pe::dtypeUnitRoundoff(dtype) == std::ldexp(1.0, -bits));
    QVERIFY(pe::dtypeMax(dtype) == max);
    QVERIFY(pe::dtypeOverflowThreshold(dtype) == threshold);
    QVERIFY(pe::dtypeMinSubnormal(dtype) == minSubnormal);
    QVERIFY(pe::roundToDtype(max, dtype) == max);
    if (std::isfinite(threshold)) {
        QVERIFY(std::isinf(pe::roundToDtype(threshold, dtype)));
        QVERIFY(pe::roundToDtype(std::nextafter(threshold, 0.0), dtype) == max);
        QVERIFY(pe::roundToDtype(-std::nextafter(threshold, 0.0), dtype) == -max);
        QVERIFY(std::isinf(pe::roundToDtype(-threshold, dtype)));
    }
    QVERIFY(pe::roundToDtype(minSubnormal, dtype) == minSubnormal);
    QVERIFY(pe::roundToDtype(minSubnormal / 2, dtype) == 0.0); // tie to even 0
    if (dtype != pe::Dtype::Float64) // the double below half of 2^-1074 does not exist
        QVERIFY(pe::roundToDtype(std::nextafter(minSubnormal / 2, 1.0), dtype) == minSubnormal);
}

void TestDtype::ulp_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("expected");
    QTest::newRow("f16 1") << pe::Dtype::Float16 << 1.0 << std::ldexp(1.0, -10);
    QTest::newRow("f16 2048") << pe::Dtype::Float16 << 2048.0 << 2.0;
    QTest::newRow("f16 2047") << pe::Dtype::Float16 << 2047.0 << 1.0;
    QTest::newRow("f16 -63") << pe::Dtype::Float16 << -63.0 << std::ldexp(1.0, -5);
    QTest::newRow("f16 0") << pe::Dtype::Float16 << 0.0 << std::ldexp(1.0, -24);
    QTest::newRow("f16 subnormal") << pe::Dtype::Float16 << 1e-6 << std::ldexp(1.0, -24);
    QTest::newRow("bf16 256") << pe::Dtype::BFloat16 << 256.0 << 2.0;
    QTest::newRow("f32 2^24") << pe::Dtype::Float32 << 16777216.0 << 2.0;
    QTest::newRow("f64 1") << pe::Dtype::Float64 << 1.0 << std::ldexp(1.0, -52);
}

void TestDtype::ulp()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(double, x);
    QFETCH(double, expected);
    QVERIFY(pe::dtypeUlp(x, dtype) == expected);
}

void TestDtype::ids()
{
    const char *expected[] = {"float64", "float32", "bfloat16", "float16"};
    const std::vector<pe::Dtype> all = pe::allDtypes();
    QCOMPARE(all.size(), std::size_t(4));
    for (std::size_t k = 0; k < all.size(); ++k) {
        QCOMPARE(QByteArray::fromStdString(pe::dtypeId(all[k])), QByteArray(expected[k]));
        QCOMPARE(pe::dtypeFromId(expected[k]), all[k]);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::dtypeFromId("half"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::dtypeFromId("Float16"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::dtypeUlp(std::nan(""), pe::Dtype::Float16));
}

void TestDtype::nanStaysNan()
{
    for (pe::Dtype dtype : pe::allDtypes()) {
        QVERIFY(std::isnan(pe::roundToDtype(std::nan(""), dtype)));
        QVERIFY(!pe::isRepresentable(std::nan(""), dtype));
        QVERIFY(std::isinf(pe::roundToDtype(std::numeric_limits<double>::infinity(), dtype)));
    }
}

QTEST_APPLESS_MAIN(TestDtype)
#include "tst_dtype.moc"
