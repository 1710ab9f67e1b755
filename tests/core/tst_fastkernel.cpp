// PositionalEncoding::fillRange / blockRange, the fast path for contiguous positions, against
// three independent references:
//  - the plain formula std::sin(p / den) / std::cos(p / den) computed here, where it is itself
//    accurate to 1e-12 (angles below 8192 rad: half an ulp of the angle is below 4.6e-13);
//  - long double (64-bit mantissa) sinl/cosl of p / den for positions up to 1e6 (angle rounding
//    below 1e6 * 2^-64 = 5.4e-14);
//  - mpmath goldens (60 digits) near p = 2^31 in tests/data/fastkernel_large_positions.csv,
//    made by tests/data/make_fastkernel_goldens.py. There no double formula is exact: the
//    rounded angle p / den is off by up to 1.2e-7 rad, and the test shows the plain formula
//    misses by more than 1e-12 while the fast path stays within it;
//  - mpmath goldens (50 digits) in tests/data/spec_large_positions.csv (make_spec_goldens.py)
//    for the other layouts and for denominators below 1 (position interpolation with s < 1,
//    down to the smallest allowed denominator 2^-21), near p = 2^31 and with fairseq's offset.
#include "positionalencoding.h"
#include "testsupport.h"

#include <QFile>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <vector>

namespace {

constexpr double kTolerance = 1e-12;
constexpr qint64 kLast = pe::PositionalEncoding::maxPosition;

double parseDouble(const QString &text)
{
    // strtod reads both decimal and C99 hex floats ("0x1.8p+3"), independent of the locale's
    // decimal separator for the hex form and with "." in the C locale Qt Test runs in.
    const QByteArray bytes = text.toLatin1();
    char *end = nullptr;
    const double value = std::strtod(bytes.constData(), &end);
    if (end != bytes.constData() + bytes.size())
        qFatal("not a number: %s", bytes.constData());
    return value;
}

} // namespace

class TestFastKernel : public QObject
{
    Q_OBJECT

private slots:
    void matchesPlainFormula_data();
    void matchesPlainFormula();
    void matchesLongDouble_data();
    void matchesLongDouble();
    void matchesMpmathNearTwoTo31_data();
    void matchesMpmathNearTwoTo31();
    void matchesMpmathScaled_data();
    void matchesMpmathScaled();
    void denominatorsBelowOne_data();
    void denominatorsBelowOne();
    void blockRangeIsFillRange();
    void zeroCountWritesNothing();
    void lastPosition();
    void rejectsBadRanges_data();
    void rejectsBadRanges();
};

void TestFastKernel::matchesPlainFormula_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");

    // Every count crosses the 32-row turn and, from 1025 rows on, the 1024-row exact anchor.
    // p0 + count stays below 8192, so the plain formula is a 1e-12 reference.
    const int widths[] = {1, 2, 3, 7, 8, 64, 127, 512, 1024};
    const double bases[] = {10000.0, 2.0, 1.0001, 500000.0, 1e12};
    for (const int d : widths) {
        for (const double base : bases) {
            const qint64 count = d >= 512 ? 1100 : 2500;
            QTest::addRow("d=%d base=%g p0=0", d, base) << d << base << qint64(0) << count;
            QTest::addRow("d=%d base=%g p0=4567", d, base) << d << base << qint64(4567) << count;
        }
    }
    QTest::newRow("d=8 lesson rows 0..31") << 8 << 10000.0 << qint64(0) << qint64(32);
    QTest::newRow("d=8192 widest") << 8192 << 10000.0 << qint64(3) << qint64(70);
    QTest::newRow("d=8191 widest odd") << 8191 << 10000.0 << qint64(1000) << qint64(40);
}

void TestFastKernel::matchesPlainFormula()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);

    const pe::PositionalEncoding enc(d, base);
    std::vector<double> out(static_cast<std::size_t>(count * d), std::nan(""));
    enc.fillRange(p0, count, out.data());
    double worst = 0.0;
    for (qint64 r = 0; r < count; ++r) {
        const double p = static_cast<double>(p0 + r);
        for (int j = 0; j < d; ++j) {
            const double angle = p / enc.denominator(j / 2);
            const double expected = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
            const double got = out[static_cast<std::size_t>(r * d + j)];
            const double error = std::fabs(got - expected);
            if (!(error <= kTolerance))
                QFAIL(qPrintable(QStringLiteral("p=%1 j=%2: fast %3, plain %4")
                                     .arg(p0 + r)
                                     .arg(j)
                                     .arg(got, 0, 'g', 17)
                                     .arg(expected, 0, 'g', 17)));
            worst = std::max(worst, error);
        }
    }
    QVERIFY(worst <= kTolerance);
}

void TestFastKernel::matchesLongDouble_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");

    QTest::newRow("d=8 p0=123456") << 8 << 10000.0 << qint64(123456) << qint64(2100);
    QTest::newRow("d=9 p0=999000") << 9 << 10000.0 << qint64(999000) << qint64(1000);
    QTest::newRow("d=256 p0=500000") << 256 << 10000.0 << qint64(500000) << qint64(1100);
    QTest::newRow("d=33 base 2 p0=77777") << 33 << 2.0 << qint64(77777) << qint64(1500);
    QTest::newRow("d=100 base 1.5 p0=654321") << 100 << 1.5 << qint64(654321) << qint64(1030);
    // Long runs: without re-anchoring the turn recurrence drifts past 1e-12 here.
    QTest::newRow("d=4 300000 rows") << 4 << 10000.0 << qint64(0) << qint64(300000);
    QTest::newRow("d=3 base 1.0001 300000 rows") << 3 << 1.0001 << qint64(700000) << qint64(300000);
}

void TestFastKernel::matchesLongDouble()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    static_assert(std::numeric_limits<long double>::digits >= 64,
                  "this reference needs an 80-bit long double");

    const pe::PositionalEncoding enc(d, base);
    const std::vector<double> out = enc.blockRange(p0, count);
    QCOMPARE(out.size(), static_cast<std::size_t>(count * d));
    double worst = 0.0;
    for (qint64 r = 0; r < count; ++r) {
        const long double p = static_cast<long double>(p0 + r);
        for (int j = 0; j < d; ++j) {
            const long double angle = p / static_cast<long double>(enc.denominator(j / 2));
            const long double expected = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
            const double error = static_cast<double>(std::fabs(
                static_cast<long double>(out[static_cast<std::size_t>(r * d + j)]) - expected));
            worst = std::max(worst, error);
        }
    }
    QVERIFY2(worst <= kTolerance, qPrintable(QString::number(worst, 'g', 3)));
}

void TestFastKernel::matchesMpmathNearTwoTo31_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<QStringList>("goldens"); // "row,j,denominator_hex,value"

    QFile file(QStringLiteral(PEV_TEST_DATA_DIR "/fastkernel_large_positions.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QString currentKey;
    QStringList current;
    QStringList keyFields;
    const auto flush = [&] {
        if (current.isEmpty())
            return;
        QTest::addRow("d=%s base=%s p0=%s", qPrintable(keyFields[0]), qPrintable(keyFields[1]),
                      qPrintable(keyFields[2]))
            << keyFields[0].toInt() << parseDouble(keyFields[1]) << keyFields[2].toLongLong()
            << keyFields[3].toLongLong() << current;
        current.clear();
    };
    while (!file.atEnd()) {
        const QString line = QString::fromLatin1(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))
            || line.startsWith(QLatin1Char('d')))
            continue;
        const QStringList fields = line.split(QLatin1Char(','));
        QCOMPARE(fields.size(), 8);
        const QString key = fields.mid(0, 4).join(QLatin1Char(','));
        if (key != currentKey) {
            flush();
            currentKey = key;
            keyFields = fields.mid(0, 4);
        }
        current << fields.mid(4).join(QLatin1Char(','));
    }
    flush();
}

void TestFastKernel::matchesMpmathNearTwoTo31()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    QFETCH(QStringList, goldens);

    const pe::PositionalEncoding enc(d, base);
    const std::vector<double> out = enc.blockRange(p0, count);
    double worstFast = 0.0;
    double worstPlain = 0.0;
    for (const QString &golden : std::as_const(goldens)) {
        const QStringList f = golden.split(QLatin1Char(','));
        const qint64 row = f[0].toLongLong();
        const int j = f[1].toInt();
        // The golden is for this very denominator; a different pow() would need new goldens.
        QCOMPARE(enc.denominator(j / 2), parseDouble(f[2]));
        const double expected = parseDouble(f[3]);
        const double fast = out[static_cast<std::size_t>(row * d + j)];
        const double plain = enc.component(p0 + row, j);
        if (!(std::fabs(fast - expected) <= kTolerance))
            QFAIL(qPrintable(QStringLiteral("p=%1 j=%2: fast %3, mpmath %4")
                                 .arg(p0 + row)
                                 .arg(j)
                                 .arg(fast, 0, 'g', 17)
                                 .arg(expected, 0, 'g', 17)));
        worstFast = std::max(worstFast, std::fabs(fast - expected));
        worstPlain = std::max(worstPlain, std::fabs(plain - expected));
    }
    QVERIFY(worstFast <= kTolerance);
    // What doubles allow near 2^31: the plain formula's angle is rounded (half an ulp of p / den
    // is up to 1.2e-7), so it is visibly worse than the fast path there, yet within that bound.
    QVERIFY(worstPlain <= 2.5e-7);
    QVERIFY2(worstFast <= worstPlain,
             qPrintable(QStringLiteral("fast %1 plain %2").arg(worstFast).arg(worstPlain)));
}

void TestFastKernel::matchesMpmathScaled_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<QStringList>("goldens"); // "row,j,denominator_hex,value"
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_large_positions.csv",
        "layout,method,d,base,factor,padding_idx,p0,count,row,j,denominator_hex,value");
    QCOMPARE(rows.size(), 265);
    QByteArray currentKey;
    QStringList current;
    QList<QByteArray> keyRow;
    const auto flush = [&] {
        if (current.isEmpty())
            return;
        pe::EncodingSpec spec;
        QVERIFY(pe::parseLayout(keyRow[0].toStdString(), &spec.layout));
        QVERIFY(pe::parseMethod(keyRow[1].toStdString(), &spec.scaling.method));
        spec.d = keyRow[2].toInt();
        spec.base = testsupport::toDouble(keyRow[3]);
        spec.scaling.factor = testsupport::toDouble(keyRow[4]);
        spec.paddingIdx = keyRow[5].toInt();
        const QByteArray tag = testsupport::specTag(spec) + " p0=" + keyRow[6];
        QTest::newRow(tag.constData())
            << spec << keyRow[6].toLongLong() << keyRow[7].toLongLong() << current;
        current.clear();
    };
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 12);
        const QByteArray key = row.mid(0, 8).join(',');
        if (key != currentKey) {
            flush();
            currentKey = key;
            keyRow = row;
        }
        current << QString::fromLatin1(row.mid(8).join(','));
    }
    flush();
}

void TestFastKernel::matchesMpmathScaled()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    QFETCH(QStringList, goldens);
    const pe::PositionalEncoding enc(spec);
    const int d = spec.d;
    const std::vector<double> out = enc.blockRange(p0, count);
    double worst = 0.0;
    for (const QString &golden : std::as_const(goldens)) {
        const QStringList f = golden.split(QLatin1Char(','));
        const qint64 row = f[0].toLongLong();
        const int j = f[1].toInt();
        const double fast = out[static_cast<std::size_t>(row * d + j)];
        const double expected = parseDouble(f[3]);
        if (f[2].isEmpty()) { // a zero column
            QCOMPARE(enc.kindOf(j), pe::ComponentKind::Zero);
            QCOMPARE(fast, 0.0);
            continue;
        }
        // The golden is for this very denominator (the core's double, written in hex).
        QCOMPARE(enc.denominator(enc.pairOf(j)), parseDouble(f[2]));
        if (!(std::fabs(fast - expected) <= kTolerance))
            QFAIL(qPrintable(QStringLiteral("p=%1 j=%2: fast %3, mpmath %4")
                                 .arg(p0 + row)
                                 .arg(j)
                                 .arg(fast, 0, 'g', 17)
                                 .arg(expected, 0, 'g', 17)));
        worst = std::max(worst, std::fabs(fast - expected));
    }
    QVERIFY(worst <= kTolerance);
}

void TestFastKernel::denominatorsBelowOne_data()
{
    // Position interpolation with s < 1 makes denominators below 1 (the fast path's exact anchors
    // then reduce angles up to 2^53): against long double where its angle is exact enough
    // (angles below 4e6: rounding below 4e6 * 2^-64 = 2.2e-13).
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("s");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");
    QTest::newRow("d=8 s=0.25 p0=123456") << 8 << 0.25 << qint64(123456) << qint64(2100);
    QTest::newRow("d=9 s=0.001 p0=1000") << 9 << 0.001 << qint64(1000) << qint64(2100);
    QTest::newRow("d=64 s=0.3 p0=0") << 64 << 0.3 << qint64(0) << qint64(3000);
    QTest::newRow("d=5 s=2^-21 p0=0") << 5 << 0x1p-21 << qint64(0) << qint64(1100);
}

void TestFastKernel::denominatorsBelowOne()
{
    QFETCH(int, d);
    QFETCH(double, s);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    pe::EncodingSpec spec;
    spec.d = d;
    spec.scaling.method = pe::ContextMethod::PositionInterpolation;
    spec.scaling.factor = s;
    const pe::PositionalEncoding enc(spec);
    QVERIFY(enc.denominator(0) < 1.0);
    const std::vector<double> out = enc.blockRange(p0, count);
    double worst = 0.0;
    for (qint64 r = 0; r < count; ++r) {
        const long double p = static_cast<long double>(p0 + r);
        for (int j = 0; j < d; ++j) {
            const long double angle = p / static_cast<long double>(enc.denominator(j / 2));
            if (angle > 4e6L)
                continue;
            const long double expected = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
            worst = std::max(worst,
                             static_cast<double>(std::fabs(
                                 static_cast<long double>(out[static_cast<std::size_t>(r * d + j)])
                                 - expected)));
        }
    }
    QVERIFY2(worst <= kTolerance, qPrintable(QString::number(worst, 'g', 3)));
}

void TestFastKernel::blockRangeIsFillRange()
{
    const pe::PositionalEncoding enc(10, 10000.0);
    std::vector<double> filled(40 * 10);
    enc.fillRange(7, 40, filled.data());
    QVERIFY(enc.blockRange(7, 40) == filled);
    QVERIFY(enc.blockRange(7, 0).empty());
    // Row 0 is an exact anchor, so it agrees with the lesson's PE(3) for d = 8 to 1e-15.
    const std::vector<double> lesson = pe::PositionalEncoding(8).blockRange(3, 1);
    QCOMPARE(lesson.size(), std::size_t(8));
    QVERIFY(std::fabs(lesson[0] - 0.14112000805986721) < 1e-15);
    QVERIFY(std::fabs(lesson[1] - (-0.98999249660044542)) < 1e-15);
    QVERIFY(std::fabs(lesson[7] - 0.999995500003375) < 1e-15);
}

void TestFastKernel::zeroCountWritesNothing()
{
    const pe::PositionalEncoding enc(4);
    double sentinel[4] = {42.0, 42.0, 42.0, 42.0};
    enc.fillRange(kLast, 0, sentinel);
    enc.fillRange(0, 0, sentinel);
    for (const double v : sentinel)
        QCOMPARE(v, 42.0);
}

void TestFastKernel::lastPosition()
{
    // p = 2^31 - 1 alone, i = 0 (den = 1): sin and cos of 2147483647 from mpmath (60 digits).
    const pe::PositionalEncoding enc(2);
    double out[2] = {0.0, 0.0};
    enc.fillRange(kLast, 1, out);
    QVERIFY(std::fabs(out[0] - (-0.7249165551445564)) <= 1e-15);
    QVERIFY(std::fabs(out[1] - (-0.6888366918779438)) <= 1e-15);
}

void TestFastKernel::rejectsBadRanges_data()
{
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");
    QTest::newRow("negative p0") << qint64(-1) << qint64(1);
    QTest::newRow("negative count") << qint64(0) << qint64(-1);
    QTest::newRow("past 2^31 - 1") << kLast << qint64(2);
    QTest::newRow("p0 2^31") << kLast + 1 << qint64(0);
    QTest::newRow("huge count") << qint64(5) << std::numeric_limits<qint64>::max();
}

void TestFastKernel::rejectsBadRanges()
{
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    const pe::PositionalEncoding enc(4);
    double sentinel[4] = {42.0, 42.0, 42.0, 42.0};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, enc.fillRange(p0, count, sentinel));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, enc.blockRange(p0, count));
    for (const double v : sentinel)
        QCOMPARE(v, 42.0);
}

QTEST_APPLESS_MAIN(TestFastKernel)
#include "tst_fastkernel.moc"
