#include "csvexport.h"
#include "numberformat.h"
#include "positionalencoding.h"
#include "testsupport.h"

#include <QtTest>

#include <cstdlib>
#include <sstream>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Dtype)
Q_DECLARE_METATYPE(pe::PrecisionPath)

namespace {

QList<QByteArray> lines(const std::string &text)
{
    QByteArray all = QByteArray::fromStdString(text);
    if (all.endsWith('\n'))
        all.chop(1);
    return all.isEmpty() ? QList<QByteArray> {} : all.split('\n');
}

// Exact parse with the C library (the tests run in the "C" locale); NaN if not a full number.
double parse(const QByteArray &field)
{
    char *end = nullptr;
    const double value = std::strtod(field.constData(), &end);
    return (field.isEmpty() || end != field.constData() + field.size())
        ? std::numeric_limits<double>::quiet_NaN()
        : value;
}

} // namespace

class TestCsvExport : public QObject
{
    Q_OBJECT

private slots:
    void encodingCsv_data();
    void encodingCsv();
    void lessonPrintedValuesInTheFile();
    void lessonTableCsv_data();
    void lessonTableCsv();
    void invalidPositionWritesNothing_data();
    void invalidPositionWritesNothing();
    void filesFollowSpec_data();
    void filesFollowSpec();
    void precisionCsv_data();
    void precisionCsv();
    void rotatedCsv_data();
    void rotatedCsv();
    void rotatedCsvBadInputWritesNothing_data();
    void rotatedCsvBadInputWritesNothing();
};

void TestCsvExport::encodingCsv_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::addColumn<QByteArray>("header");

    QTest::newRow("d8_0_3") << 8 << 10000.0 << QList<qint64> {0, 3}
                            << QByteArray("position,pe_0,pe_1,pe_2,pe_3,pe_4,pe_5,pe_6,pe_7");
    QTest::newRow("d5_odd") << 5 << 10000.0 << QList<qint64> {0, 3, 7}
                            << QByteArray("position,pe_0,pe_1,pe_2,pe_3,pe_4");
    QTest::newRow("d1") << 1 << 10000.0 << QList<qint64> {2, 2, 0} << QByteArray("position,pe_0");
    QTest::newRow("d8_large") << 8 << 100.0 << QList<qint64> {65535, 2147483647, 6}
                              << QByteArray("position,pe_0,pe_1,pe_2,pe_3,pe_4,pe_5,pe_6,pe_7");
    QTest::newRow("no positions") << 8 << 10000.0 << QList<qint64> {}
                                  << QByteArray("position,pe_0,pe_1,pe_2,pe_3,pe_4,pe_5,pe_6,pe_7");
}

void TestCsvExport::encodingCsv()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QList<qint64>, positions);
    QFETCH(QByteArray, header);

    const pe::PositionalEncoding encoding(d, base);
    std::ostringstream out;
    pe::writeEncodingCsv(out, encoding,
                         std::vector<std::int64_t>(positions.begin(), positions.end()));
    QVERIFY(QByteArray::fromStdString(out.str()).endsWith('\n'));
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), positions.size() + 1);
    QCOMPARE(rows[0], header);
    for (qsizetype r = 0; r < positions.size(); ++r) {
        const QList<QByteArray> fields = rows[r + 1].split(',');
        QCOMPARE(fields.size(), qsizetype(d) + 1);
        QCOMPARE(fields[0], QByteArray::number(positions[r]));
        for (int j = 0; j < d; ++j) {
            const QByteArray &field = fields[j + 1];
            QVERIFY2(!field.contains("\xE2\x88\x92"), field.constData()); // ASCII '-' only
            const double value = parse(field);
            // The file gives back the core's double exactly ...
            PEV_COMPARE_EXACT(value, encoding.component(positions[r], j));
            // ... which is the paper's value.
            PEV_VERIFY_NEAR(value, reference::component(d, base, positions[r], j), 1e-12);
        }
    }
}

void TestCsvExport::lessonPrintedValuesInTheFile()
{
    std::ostringstream out;
    pe::writeEncodingCsv(out, pe::PositionalEncoding(8, 10000.0), {0, 3});
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1], QByteArray("0,0,1,0,1,0,1,0,1"));
    const QList<QByteArray> fields = rows[2].split(',');
    const double printed[]
        = {0.141120, -0.989992, 0.295520, 0.955336, 0.029996, 0.999550, 0.003000, 0.999996};
    QCOMPARE(fields.size(), 9);
    QCOMPARE(fields[0], QByteArray("3"));
    for (int j = 0; j < 8; ++j)
        PEV_VERIFY_NEAR(parse(fields[j + 1]), printed[j], 1e-6);
    QVERIFY(fields[2].startsWith('-'));
}

void TestCsvExport::lessonTableCsv_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<QByteArrayList>("functions");

    const QByteArrayList d8 {"sin(p)",     "cos(p)",     "sin(p/10)",   "cos(p/10)",
                             "sin(p/100)", "cos(p/100)", "sin(p/1000)", "cos(p/1000)"};
    QTest::newRow("d8_0_3_on") << 8 << qint64(0) << qint64(3) << true << d8;
    QTest::newRow("d8_0_3_off") << 8 << qint64(0) << qint64(3) << false << d8;
    QTest::newRow("d8_6_0_on") << 8 << qint64(6) << qint64(0) << true << d8;
    QTest::newRow("d5_0_3_on") << 5 << qint64(0) << qint64(3) << true
                               << QByteArrayList {"sin(p)", "cos(p)", "sin(p/39.81)",
                                                  "cos(p/39.81)", "sin(p/1584.89)"};
}

void TestCsvExport::lessonTableCsv()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(QByteArrayList, functions);

    const pe::PositionalEncoding encoding(d, 10000.0);
    std::ostringstream out;
    pe::writeLessonTableCsv(out, encoding, p, q, on);
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), qsizetype(d) + 1);
    QCOMPARE(rows[0],
             QByteArray("component,pair,function,denominator,pe_p,pe_q,difference,a_p,a_q"));
    for (int j = 0; j < d; ++j) {
        const QList<QByteArray> fields = rows[j + 1].split(',');
        QCOMPARE(fields.size(), 9);
        QCOMPARE(fields[0], QByteArray::number(j));
        QCOMPARE(fields[1], QByteArray::number(j / 2));
        QCOMPARE(fields[2], functions[j]);
        PEV_VERIFY_NEAR(parse(fields[3]), reference::denominator(d, 10000.0, j / 2),
                        1e-12 * reference::denominator(d, 10000.0, j / 2));
        const double pep = parse(fields[4]);
        const double peq = parse(fields[5]);
        const double difference = parse(fields[6]);
        const double ap = parse(fields[7]);
        const double aq = parse(fields[8]);
        // PE is shown whether or not it is added.
        PEV_COMPARE_EXACT(pep, encoding.component(p, j));
        PEV_COMPARE_EXACT(peq, encoding.component(q, j));
        PEV_VERIFY_NEAR(pep, reference::component(d, 10000.0, p, j), 1e-12);
        PEV_VERIFY_NEAR(peq, reference::component(d, 10000.0, q, j), 1e-12);
        if (on) {
            PEV_COMPARE_EXACT(ap, pep);
            PEV_COMPARE_EXACT(aq, peq);
            PEV_COMPARE_EXACT(difference, peq - pep);
        } else {
            PEV_COMPARE_EXACT(ap, 0.0);
            PEV_COMPARE_EXACT(aq, 0.0);
            PEV_COMPARE_EXACT(difference, 0.0);
        }
    }
}

void TestCsvExport::invalidPositionWritesNothing_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");

    QTest::newRow("p=-1") << qint64(-1) << qint64(3);
    QTest::newRow("q=-1") << qint64(0) << qint64(-1);
    QTest::newRow("p=2^31") << (qint64(1) << 31) << qint64(3);
    QTest::newRow("q=2^31") << qint64(0) << (qint64(1) << 31);
}

void TestCsvExport::invalidPositionWritesNothing()
{
    QFETCH(qint64, p);
    QFETCH(qint64, q);

    const pe::PositionalEncoding encoding(8, 10000.0);
    {
        // The bad position comes last: nothing may have been written before the check.
        std::ostringstream out;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 pe::writeEncodingCsv(out, encoding, {0, 1, 2, p, q}));
        QVERIFY2(out.str().empty(), out.str().c_str());
    }
    for (const bool on : {true, false}) {
        std::ostringstream out;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 pe::writeLessonTableCsv(out, encoding, p, q, on));
        QVERIFY2(out.str().empty(), out.str().c_str());
    }
}

void TestCsvExport::filesFollowSpec_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    for (const pe::Layout layout :
         {pe::Layout::Concatenated, pe::Layout::Tensor2Tensor, pe::Layout::Fairseq}) {
        pe::EncodingSpec spec;
        spec.layout = layout;
        spec.d = 5;
        QTest::newRow(testsupport::specTag(spec).constData()) << spec;
        spec.d = 8;
        spec.scaling.method = pe::ContextMethod::Yarn;
        spec.scaling.trainLength = 64;
        QTest::newRow(testsupport::specTag(spec).constData()) << spec;
    }
}

void TestCsvExport::filesFollowSpec()
{
    QFETCH(pe::EncodingSpec, spec);
    const pe::PositionalEncoding encoding(spec);
    const int d = spec.d;
    {
        std::ostringstream out;
        pe::writeEncodingCsv(out, encoding, {0, 3, 2147483647});
        const QList<QByteArray> rows = lines(out.str());
        QCOMPARE(rows.size(), 4);
        const qint64 positions[] = {0, 3, 2147483647};
        for (int r = 0; r < 3; ++r) {
            const QList<QByteArray> fields = rows[r + 1].split(',');
            QCOMPARE(fields.size(), d + 1);
            QCOMPARE(fields[0], QByteArray::number(positions[r])); // as given, before any offset
            for (int j = 0; j < d; ++j)
                PEV_COMPARE_EXACT(parse(fields[j + 1]), encoding.component(positions[r], j));
        }
    }
    std::ostringstream out;
    pe::writeLessonTableCsv(out, encoding, 0, 3, true);
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), d + 1);
    for (int j = 0; j < d; ++j) {
        const QList<QByteArray> fields = rows[j + 1].split(',');
        QCOMPARE(fields.size(), 9);
        const int pair = encoding.pairOf(j);
        QCOMPARE(fields[1], QByteArray::number(pair));
        QCOMPARE(fields[2], QByteArray::fromStdString(pe::componentLabel(encoding, j)));
        if (pair < 0) { // the zero column: no denominator, value 0
            QCOMPARE(fields[3], QByteArray());
            QCOMPARE(fields[2], QByteArray("0"));
        } else {
            PEV_COMPARE_EXACT(parse(fields[3]), encoding.denominator(pair));
        }
        PEV_COMPARE_EXACT(parse(fields[4]), encoding.component(0, j));
        PEV_COMPARE_EXACT(parse(fields[5]), encoding.component(3, j));
    }
}

void TestCsvExport::precisionCsv_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("layout");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<pe::PrecisionPath>("path");
    QTest::addColumn<QList<qint64>>("positions");
    const QList<qint64> positions {0, 1, 3, 257, 2049, 65519, 65520, 2147483647};
    for (const pe::Dtype dtype : pe::allDtypes()) {
        const QByteArray id = QByteArray::fromStdString(pe::dtypeId(dtype));
        QTest::addRow("%s framework d8", id.constData())
            << 8 << 0 << dtype << pe::PrecisionPath::Framework << positions;
        QTest::addRow("%s cast d7", id.constData())
            << 7 << 0 << dtype << pe::PrecisionPath::CastFromFloat64 << positions;
        QTest::addRow("%s framework fairseq d6", id.constData())
            << 6 << 3 << dtype << pe::PrecisionPath::Framework << QList<qint64> {0, 5, 70000};
    }
}

void TestCsvExport::precisionCsv()
{
    // Every printed value reads back to the value precisionRow() gives, a value of the dtype;
    // float16's overflowed rows print "nan".
    QFETCH(int, d);
    QFETCH(int, layout);
    QFETCH(pe::Dtype, dtype);
    QFETCH(pe::PrecisionPath, path);
    QFETCH(QList<qint64>, positions);
    pe::EncodingSpec spec;
    spec.d = d;
    spec.layout = static_cast<pe::Layout>(layout);
    const pe::PositionalEncoding encoding(spec);
    const std::vector<std::int64_t> list(positions.begin(), positions.end());
    std::ostringstream out;
    pe::writePrecisionCsv(out, encoding, list, dtype, path);
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), positions.size() + 1);
    QVERIFY(rows[0].startsWith("position,pe_0,"));
    for (int r = 0; r < positions.size(); ++r) {
        const QList<QByteArray> fields = rows[r + 1].split(',');
        QCOMPARE(fields.size(), d + 1);
        QCOMPARE(fields[0].toLongLong(), positions[r]);
        const std::vector<double> expected = pe::precisionRow(encoding, positions[r], dtype, path);
        for (int j = 0; j < d; ++j) {
            const double e = expected[std::size_t(j)];
            if (std::isnan(e)) {
                QCOMPARE(fields[j + 1], QByteArray("nan"));
                continue;
            }
            const double value = parse(fields[j + 1]);
            QCOMPARE(value, e);
            QVERIFY(pe::isRepresentable(value, dtype));
        }
    }
}

void TestCsvExport::rotatedCsv_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("fraction");
    QTest::newRow("d8 interleaved") << 8 << 0 << 1.0;
    QTest::newRow("d8 half-split") << 8 << 1 << 1.0;
    QTest::newRow("d8 half-split F 0.5") << 8 << 1 << 0.5;
    QTest::newRow("d7 interleaved") << 7 << 0 << 1.0;
}

void TestCsvExport::rotatedCsv()
{
    QFETCH(int, d);
    QFETCH(int, layout);
    QFETCH(double, fraction);
    const pe::Rope rope(d, 10000.0, static_cast<pe::RopeLayout>(layout), fraction);
    std::vector<double> x;
    for (int j = 0; j < d; ++j)
        x.push_back(0.25 * j - 1.0);
    const std::vector<std::int64_t> positions {0, 3, 1000, 2147483647};
    std::ostringstream out;
    pe::writeRotatedCsv(out, rope, x, positions);
    const QList<QByteArray> rows = lines(out.str());
    QCOMPARE(rows.size(), 5);
    QByteArray header("position");
    for (int j = 0; j < d; ++j)
        header += ",r_" + QByteArray::number(j);
    QCOMPARE(rows[0], header);
    for (std::size_t r = 0; r < positions.size(); ++r) {
        const QList<QByteArray> fields = rows[int(r) + 1].split(',');
        QCOMPARE(fields[0].toLongLong(), positions[r]);
        const std::vector<double> expected = rope.rotate(x, positions[r]);
        for (int j = 0; j < d; ++j)
            QCOMPARE(parse(fields[j + 1]), expected[std::size_t(j)]); // 17 digits: exact
    }
}

void TestCsvExport::rotatedCsvBadInputWritesNothing_data()
{
    QTest::addColumn<QList<double>>("x");
    QTest::addColumn<qint64>("position");
    QTest::newRow("short vector") << QList<double> {1, 2, 3} << qint64(0);
    QTest::newRow("nan") << QList<double> {1, 2, std::nan(""), 4} << qint64(0);
    QTest::newRow("position -1") << QList<double> {1, 2, 3, 4} << qint64(-1);
    QTest::newRow("position 2^31") << QList<double> {1, 2, 3, 4} << qint64(2147483648);
}

void TestCsvExport::rotatedCsvBadInputWritesNothing()
{
    QFETCH(QList<double>, x);
    QFETCH(qint64, position);
    const pe::Rope rope(4);
    std::ostringstream out;
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::writeRotatedCsv(out, rope, std::vector<double>(x.begin(), x.end()), {0, position}));
    QVERIFY(out.str().empty());
}

QTEST_APPLESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
