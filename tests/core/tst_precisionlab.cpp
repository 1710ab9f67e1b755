// The precision lab's core (core/precisionlab.h): PE computed in float64, float32, bfloat16 and
// float16 along the framework path and the "float64, then cast" path, the error curve, the
// collision and overflow positions and the rotation identity in the dtype. Golden values from
// tests/data/make_precision_goldens.py (NumPy's own float16/float32 arithmetic, an exact bfloat16
// rounding, mpmath for the exact encoding; see tests/data/README.md).
#include "precisionlab.h"

#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Dtype)
Q_DECLARE_METATYPE(pe::PrecisionPath)

namespace {

pe::PrecisionPath pathFromId(const QByteArray &id)
{
    if (id == "framework")
        return pe::PrecisionPath::Framework;
    if (id == "cast")
        return pe::PrecisionPath::CastFromFloat64;
    qFatal("unknown path %s", id.constData());
}

QByteArray describe(double actual, double expected)
{
    return "actual " + QByteArray::number(actual, 'g', 17) + " ("
        + QString::asprintf("%a", actual).toLatin1() + "), expected "
        + QByteArray::number(expected, 'g', 17);
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

class TestPrecisionLab : public QObject
{
    Q_OBJECT

private slots:
    void rowsMatchNumpy_data();
    void rowsMatchNumpy();
    void errorsMatchMpmath_data();
    void errorsMatchMpmath();
    void collisions_data();
    void collisions();
    void rotationIdentity_data();
    void rotationIdentity();
    void steps_data();
    void steps();
    void logSpaced();
    void errorCurveShape();
    void followsSpec_data();
    void followsSpec();
    void rejectsBadInput();
};

void TestPrecisionLab::rowsMatchNumpy_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<QList<double>>("expected");
    // One data row per golden row of the encoding (the CSV holds one component per line).
    QList<double> values;
    QList<QByteArray> key;
    const auto flush = [&]() {
        if (values.isEmpty())
            return;
        QTest::addRow("d=%s base=%s %s %s p=%s", key[0].constData(), key[1].constData(),
                      key[2].constData(), key[3].constData(), key[4].constData())
            << key[0].toInt() << testsupport::toDouble(key[1])
            << pe::dtypeFromId(key[2].toStdString()) << pathFromId(key[3]) << key[4].toLongLong()
            << values;
        values.clear();
    };
    for (const QList<QByteArray> &row :
         goldenRows("precision_rows.csv", "d,base,dtype,path,p,j,value")) {
        const QList<QByteArray> rowKey = row.mid(0, 5);
        if (rowKey != key)
            flush();
        key = rowKey;
        QCOMPARE(row[5].toInt(), values.size());
        values.append(testsupport::toDouble(row[6]));
    }
    flush();
}

void TestPrecisionLab::rowsMatchNumpy()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::Dtype, dtype);
    QFETCH(pe::PrecisionPath, path);
    QFETCH(qint64, p);
    QFETCH(QList<double>, expected);
    const pe::PositionalEncoding encoding(d, base);
    const std::vector<double> row = pe::precisionRow(encoding, p, dtype, path);
    QCOMPARE(int(row.size()), expected.size());
    for (int j = 0; j < d; ++j) {
        const double actual = row[static_cast<std::size_t>(j)];
        const bool same = std::isnan(expected[j]) ? std::isnan(actual) : actual == expected[j];
        QVERIFY2(
            same,
            QByteArray("component " + QByteArray::number(j) + ": " + describe(actual, expected[j]))
                .constData());
        if (!std::isnan(actual))
            QVERIFY(pe::isRepresentable(actual, dtype));
    }
}

void TestPrecisionLab::errorsMatchMpmath_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<double>("expected");
    for (const QList<QByteArray> &row :
         goldenRows("precision_errors.csv", "d,base,dtype,path,p,max_abs_error")) {
        QTest::addRow("%s %s p=%s", row[2].constData(), row[3].constData(), row[4].constData())
            << row[0].toInt() << testsupport::toDouble(row[1])
            << pe::dtypeFromId(row[2].toStdString()) << pathFromId(row[3]) << row[4].toLongLong()
            << testsupport::toDouble(row[5]);
    }
}

void TestPrecisionLab::errorsMatchMpmath()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::Dtype, dtype);
    QFETCH(pe::PrecisionPath, path);
    QFETCH(qint64, p);
    QFETCH(double, expected);
    const pe::PositionalEncoding encoding(d, base);
    const std::vector<pe::PrecisionError> errors = pe::precisionErrors(encoding, dtype, path, {p});
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].p, p);
    if (std::isinf(expected)) {
        QVERIFY(std::isinf(errors[0].maxAbsError));
        QVERIFY(errors[0].overflow);
        return;
    }
    QVERIFY(!errors[0].overflow);
    // The reference of precisionErrors() is fillRange, within 1e-12 of the exact value.
    QVERIFY2(std::fabs(errors[0].maxAbsError - expected) <= 1e-12,
             describe(errors[0].maxAbsError, expected).constData());
}

void TestPrecisionLab::collisions_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<qint64>("firstIdentical");
    QTest::addColumn<qint64>("firstOverflow");
    for (const QList<QByteArray> &row :
         goldenRows("precision_collisions.csv", "dtype,first_identical,first_overflow")) {
        QTest::newRow(row[0].constData())
            << pe::dtypeFromId(row[0].toStdString()) << row[1].toLongLong() << row[2].toLongLong();
    }
}

void TestPrecisionLab::collisions()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(qint64, firstIdentical);
    QFETCH(qint64, firstOverflow);
    const std::optional<std::int64_t> identical = pe::firstIdenticalNeighbour(dtype);
    const std::optional<std::int64_t> overflow = pe::firstOverflowPosition(dtype);
    QCOMPARE(identical.value_or(-1), firstIdentical);
    QCOMPARE(overflow.value_or(-1), firstOverflow);
    if (identical) {
        // The two rows really are identical along the framework path, and the rows before differ.
        const pe::PositionalEncoding encoding(8, 10000.0);
        const auto row = [&](std::int64_t p) {
            return pe::precisionRow(encoding, p, dtype, pe::PrecisionPath::Framework);
        };
        QVERIFY(row(*identical) == row(*identical - 1));
        QVERIFY(row(*identical - 1) != row(*identical - 2));
    }
}

void TestPrecisionLab::rotationIdentity_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<double>("againstRow");
    QTest::addColumn<double>("againstExact");
    for (const QList<QByteArray> &row :
         goldenRows("precision_rotation.csv", "d,base,dtype,p,k,against_dtype_row,against_exact")) {
        QTest::addRow("d=%s base=%s %s p=%s k=%s", row[0].constData(), row[1].constData(),
                      row[2].constData(), row[3].constData(), row[4].constData())
            << row[0].toInt() << testsupport::toDouble(row[1])
            << pe::dtypeFromId(row[2].toStdString()) << row[3].toLongLong() << row[4].toLongLong()
            << testsupport::toDouble(row[5]) << testsupport::toDouble(row[6]);
    }
}

void TestPrecisionLab::rotationIdentity()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(pe::Dtype, dtype);
    QFETCH(qint64, p);
    QFETCH(qint64, k);
    QFETCH(double, againstRow);
    QFETCH(double, againstExact);
    const pe::PositionalEncoding encoding(d, base);
    const pe::RotationIdentityError error = pe::rotationIdentityError(encoding, p, k, dtype);
    // Both sides are distances between the same dtype values (hypot in double on each side).
    QVERIFY2(std::fabs(error.againstDtypeRow - againstRow) <= 1e-15 + 1e-12 * againstRow,
             describe(error.againstDtypeRow, againstRow).constData());
    QVERIFY2(std::fabs(error.againstExact - againstExact) <= 1e-12,
             describe(error.againstExact, againstExact).constData());
}

// The documented steps: position, frequency and angle rounded once each.
void TestPrecisionLab::steps_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("position");
    QTest::addColumn<double>("frequency");
    QTest::addColumn<double>("angle");
    // d = 8, base 10000: omega_1 = 0.1 exactly in decimal, 0x1.999999999999ap-4 in double.
    // float16(0.1) = 0x1.998p-4; float16(2049) = 2048; 2048 * 0x1.998p-4 = 204.75, a float16 value.
    QTest::newRow("f16 p=2049 i=1")
        << pe::Dtype::Float16 << qint64(2049) << 1 << 2048.0 << 0x1.998p-4 << 204.75;
    // bfloat16(0.1) = 0x1.9ap-4; 257 -> 256; 256 * 0x1.9ap-4 = 25.625 = 0x1.9ap+4.
    QTest::newRow("bf16 p=257 i=1")
        << pe::Dtype::BFloat16 << qint64(257) << 1 << 256.0 << 0x1.9ap-4 << 25.625;
    // float16(1000) = 1000, 1000 * 0x1.998p-4 = 99.96..., rounded to float16 (spacing 1/16): 100.
    QTest::newRow("f16 p=1000 i=1")
        << pe::Dtype::Float16 << qint64(1000) << 1 << 1000.0 << 0x1.998p-4 << 100.0;
    QTest::newRow("f16 overflow") << pe::Dtype::Float16 << qint64(65520) << 0
                                  << std::numeric_limits<double>::infinity() << 1.0
                                  << std::numeric_limits<double>::infinity();
    QTest::newRow("f64 p=3 i=1") << pe::Dtype::Float64 << qint64(3) << 1 << 3.0
                                 << 0x1.999999999999ap-4 << 3 * 0x1.999999999999ap-4;
}

void TestPrecisionLab::steps()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(qint64, p);
    QFETCH(int, i);
    QFETCH(double, position);
    QFETCH(double, frequency);
    QFETCH(double, angle);
    const pe::PositionalEncoding encoding(8, 10000.0);
    QVERIFY2(pe::dtypePosition(p, dtype) == position,
             describe(pe::dtypePosition(p, dtype), position));
    QVERIFY2(pe::dtypeFrequency(encoding, i, dtype) == frequency,
             describe(pe::dtypeFrequency(encoding, i, dtype), frequency));
    QVERIFY2(pe::dtypeAngle(encoding, p, i, dtype) == angle,
             describe(pe::dtypeAngle(encoding, p, i, dtype), angle));
}

void TestPrecisionLab::logSpaced()
{
    const std::vector<std::int64_t> all = pe::logSpacedPositions(1, 2147483647, 64);
    QCOMPARE(all.front(), std::int64_t(1));
    QCOMPARE(all.back(), std::int64_t(2147483647));
    QVERIFY(all.size() <= 64 && all.size() > 50);
    for (std::size_t k = 1; k < all.size(); ++k) {
        QVERIFY(all[k] > all[k - 1]);
        // Evenly spaced in log: the ratio of neighbours stays near (2^31)^(1/63) = 1.406 once
        // rounding to integers no longer matters.
        if (all[k - 1] > 1000)
            QVERIFY(std::fabs(double(all[k]) / double(all[k - 1]) - 1.4065) < 0.01);
    }
    const std::vector<std::int64_t> small = pe::logSpacedPositions(1, 4, 10);
    QCOMPARE(small, (std::vector<std::int64_t> {1, 2, 3, 4}));
    QCOMPARE(pe::logSpacedPositions(5, 5, 2), std::vector<std::int64_t> {5});
}

// The chart's story: the framework error grows with p, the cast error stays at half an ulp of
// the dtype; float16 overflows from 65520 on.
void TestPrecisionLab::errorCurveShape()
{
    const pe::PositionalEncoding encoding(64, 10000.0);
    const std::vector<std::int64_t> positions = pe::logSpacedPositions(1, 2147483647, 40);
    for (pe::Dtype dtype : {pe::Dtype::Float32, pe::Dtype::BFloat16, pe::Dtype::Float16}) {
        const auto framework
            = pe::precisionErrors(encoding, dtype, pe::PrecisionPath::Framework, positions);
        const auto cast
            = pe::precisionErrors(encoding, dtype, pe::PrecisionPath::CastFromFloat64, positions);
        QCOMPARE(framework.size(), positions.size());
        for (std::size_t k = 0; k < positions.size(); ++k) {
            // Half an ulp of 1 in the dtype bounds the cast error (plus float64's own error).
            QVERIFY(cast[k].maxAbsError <= pe::dtypeUnitRoundoff(dtype) + 1e-7);
            QVERIFY(!cast[k].overflow);
            QCOMPARE(framework[k].overflow, dtype == pe::Dtype::Float16 && positions[k] >= 65520);
        }
        QVERIFY(framework.back().overflow || framework.back().maxAbsError > 0.5);
    }
}

// Other layouts: the same rounded values, placed where the spec puts each pair's sin and cos
// (concatenated: a permutation of the interleaved row); fairseq's positions shifted by its offset
// (padding_idx + 1) before they are rounded, so that its row of p is tensor2tensor's row of p + 2.
void TestPrecisionLab::followsSpec_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<qint64>("p");
    for (pe::Dtype dtype : pe::allDtypes()) {
        for (qint64 p : {qint64(0), qint64(5), qint64(2047), qint64(70000)}) {
            QTest::addRow("%s framework p=%lld", pe::dtypeId(dtype).c_str(), p)
                << dtype << pe::PrecisionPath::Framework << p;
            QTest::addRow("%s cast p=%lld", pe::dtypeId(dtype).c_str(), p)
                << dtype << pe::PrecisionPath::CastFromFloat64 << p;
        }
    }
}

void TestPrecisionLab::followsSpec()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(pe::PrecisionPath, path);
    QFETCH(qint64, p);
    const auto same = [](double a, double b) { return (std::isnan(a) && std::isnan(b)) || a == b; };
    pe::EncodingSpec spec;
    spec.d = 7;
    const pe::PositionalEncoding interleaved(spec);
    spec.layout = pe::Layout::Concatenated;
    const pe::PositionalEncoding concatenated(spec);
    const std::vector<double> a = pe::precisionRow(interleaved, p, dtype, path);
    const std::vector<double> b = pe::precisionRow(concatenated, p, dtype, path);
    for (int i = 0; i < interleaved.pairCount(); ++i) {
        QVERIFY(same(b[std::size_t(concatenated.sinComponent(i))], a[std::size_t(2 * i)]));
        if (concatenated.cosComponent(i) >= 0)
            QVERIFY(same(b[std::size_t(concatenated.cosComponent(i))], a[std::size_t(2 * i + 1)]));
    }
    spec.d = 8;
    spec.layout = pe::Layout::Fairseq;
    const pe::PositionalEncoding fairseq(spec);
    spec.layout = pe::Layout::Tensor2Tensor;
    const pe::PositionalEncoding t2t(spec);
    QCOMPARE(fairseq.positionOffset(), std::int64_t(2));
    const std::vector<double> f = pe::precisionRow(fairseq, p, dtype, path);
    const std::vector<double> t = pe::precisionRow(t2t, p + 2, dtype, path);
    for (std::size_t j = 0; j < f.size(); ++j)
        QVERIFY(same(f[j], t[j]));
}

void TestPrecisionLab::rejectsBadInput()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    const pe::PositionalEncoding one(1, 10000.0);
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::precisionRow(encoding, -1, pe::Dtype::Float16, pe::PrecisionPath::Framework));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::dtypeFrequency(encoding, 4, pe::Dtype::Float16));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::logSpacedPositions(0, 10, 5));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::logSpacedPositions(10, 9, 5));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::logSpacedPositions(1, 10, 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::rotationIdentityError(encoding, 3, -4, pe::Dtype::Float32));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::rotationIdentityError(encoding, 2147483647, 1, pe::Dtype::Float32));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::rotationIdentityError(one, 0, 1, pe::Dtype::Float32));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::precisionErrors(encoding, pe::Dtype::Float32, pe::PrecisionPath::Framework, {1, -2}));
}

QTEST_APPLESS_MAIN(TestPrecisionLab)
#include "tst_precisionlab.moc"
