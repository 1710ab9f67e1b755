// Tests of EncodingSpec (core/encodingspec.h) and of PositionalEncoding built from one: the four
// layouts against mpmath goldens written from each source (tests/data/make_spec_goldens.py:
// spec_components.csv, fairseq_table.csv, spec_distances.csv), the component mapping, the
// permutation between the interleaved and concatenated layouts, the fast path per layout, the ids
// and the validation of bad specs.
#include "positionalencoding.h"
#include "rotation.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Layout)
Q_DECLARE_METATYPE(pe::ContextMethod)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The golden angle is exact; the core's is (p + offset) / den with den a double carrying the
// rounding of its exponent (ln(base) * 2^-54 relative), of pow and of the scaling: below 2e-15
// relative for these bases, so the component is off by up to 2e-15 * |angle| from the golden.
double componentTolerance(double angle) { return 1e-14 + 2e-15 * std::fabs(angle); }

} // namespace

class TestEncodingSpec : public QObject
{
    Q_OBJECT

private slots:
    void ids_data();
    void ids();
    void unknownIds_data();
    void unknownIds();
    void goldenComponents_data();
    void goldenComponents();
    void fairseqTable_data();
    void fairseqTable();
    void componentMapping_data();
    void componentMapping();
    void defaultSpecIsThePaper_data();
    void defaultSpecIsThePaper();
    void concatenatedIsAPermutation_data();
    void concatenatedIsAPermutation();
    void goldenDistances_data();
    void goldenDistances();
    void tensor2tensorChangesDistances();
    void fillRangeFollowsSpec_data();
    void fillRangeFollowsSpec();
    void pairDistanceFollowsSpec_data();
    void pairDistanceFollowsSpec();
    void badSpecs_data();
    void badSpecs();
    void boundarySpecs_data();
    void boundarySpecs();
};

void TestEncodingSpec::ids_data()
{
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<QString>("layoutText");
    QTest::addColumn<pe::ContextMethod>("method");
    QTest::addColumn<QString>("methodText");
    QTest::newRow("interleaved none")
        << pe::Layout::Interleaved << "interleaved" << pe::ContextMethod::None << "none";
    QTest::newRow("concatenated pi") << pe::Layout::Concatenated << "concatenated"
                                     << pe::ContextMethod::PositionInterpolation << "pi";
    QTest::newRow("tensor2tensor ntk")
        << pe::Layout::Tensor2Tensor << "tensor2tensor" << pe::ContextMethod::NtkAware << "ntk";
    QTest::newRow("fairseq yarn") << pe::Layout::Fairseq << "fairseq" << pe::ContextMethod::Yarn
                                  << "yarn";
}

void TestEncodingSpec::ids()
{
    QFETCH(pe::Layout, layout);
    QFETCH(QString, layoutText);
    QFETCH(pe::ContextMethod, method);
    QFETCH(QString, methodText);
    QCOMPARE(QString::fromStdString(pe::layoutId(layout)), layoutText);
    QCOMPARE(QString::fromStdString(pe::methodId(method)), methodText);
    pe::Layout parsedLayout
        = layout == pe::Layout::Fairseq ? pe::Layout::Interleaved : pe::Layout::Fairseq;
    QVERIFY(pe::parseLayout(layoutText.toStdString(), &parsedLayout));
    QCOMPARE(parsedLayout, layout);
    pe::ContextMethod parsedMethod
        = method == pe::ContextMethod::Yarn ? pe::ContextMethod::None : pe::ContextMethod::Yarn;
    QVERIFY(pe::parseMethod(methodText.toStdString(), &parsedMethod));
    QCOMPARE(parsedMethod, method);
    QVERIFY(!pe::parseLayout(layoutText.toStdString(), nullptr));
    QVERIFY(!pe::parseMethod(methodText.toStdString(), nullptr));
}

void TestEncodingSpec::unknownIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("empty") << QString();
    QTest::newRow("upper case") << QStringLiteral("Interleaved");
    QTest::newRow("upper PI") << QStringLiteral("PI");
    QTest::newRow("space") << QStringLiteral("pi ");
    QTest::newRow("other") << QStringLiteral("rope");
    QTest::newRow("t2t") << QStringLiteral("t2t");
}

void TestEncodingSpec::unknownIds()
{
    QFETCH(QString, id);
    pe::Layout layout = pe::Layout::Tensor2Tensor;
    pe::ContextMethod method = pe::ContextMethod::NtkAware;
    QVERIFY(!pe::parseLayout(id.toStdString(), &layout));
    QVERIFY(!pe::parseMethod(id.toStdString(), &method));
    QCOMPARE(layout, pe::Layout::Tensor2Tensor); // untouched
    QCOMPARE(method, pe::ContextMethod::NtkAware);
}

void TestEncodingSpec::goldenComponents_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("expected");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_components.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,padding_idx,p,j,angle,value");
    QCOMPARE(rows.size(), 3260); // see tests/data/README.md
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 13);
        pe::EncodingSpec spec = testsupport::specFromColumns(row, 0);
        spec.paddingIdx = row[8].toInt();
        const QByteArray tag = testsupport::specTag(spec) + " p" + row[9] + " j" + row[10];
        QTest::newRow(tag.constData())
            << spec << row[9].toLongLong() << row[10].toInt() << testsupport::toDouble(row[11])
            << testsupport::toDouble(row[12]);
    }
}

void TestEncodingSpec::goldenComponents()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, p);
    QFETCH(int, j);
    QFETCH(double, angle);
    QFETCH(double, expected);
    const pe::PositionalEncoding encoding(spec);
    const double value = encoding.component(p, j);
    PEV_VERIFY_NEAR(value, expected, componentTolerance(angle));
    // The exact angle of the component's pair (0 for a zero column, whose value is exactly 0).
    const int i = encoding.pairOf(j);
    if (i < 0) {
        QCOMPARE(encoding.kindOf(j), pe::ComponentKind::Zero);
        PEV_COMPARE_EXACT(value, 0.0);
    } else {
        PEV_VERIFY_NEAR(encoding.angle(p, i), angle, 2e-15 * std::fabs(angle));
        PEV_VERIFY_NEAR(encoding.angleAt(double(p), i), angle, 2e-15 * std::fabs(angle));
    }
    // vector() and componentAt() at the integer position give the very same double.
    PEV_COMPARE_EXACT(encoding.vector(p)[std::size_t(j)], value);
    PEV_COMPARE_EXACT(encoding.componentAt(double(p), j), value);
}

void TestEncodingSpec::fairseqTable_data()
{
    // fairseq's own table (get_embedding with the padding row zeroed), rows 0 .. 9: the token in
    // slot p uses row p + padding_idx + 1 (make_positions); rows up to padding_idx are never a
    // token's row.
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("paddingIdx");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("expected");
    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("fairseq_table.csv", "d,padding_idx,row,j,value");
    QCOMPARE(rows.size(), 4 * 10 * 8 + 10); // three tables of d = 8 and one of d = 9
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 5);
        if (row[2].toInt() < row[1].toInt())
            continue; // a row before the padding row is no token's row
        const QByteArray tag = "d" + row[0] + " pad" + row[1] + " row" + row[2] + " j" + row[3];
        QTest::newRow(tag.constData()) << row[0].toInt() << row[1].toInt() << row[2].toInt()
                                       << row[3].toInt() << testsupport::toDouble(row[4]);
    }
}

void TestEncodingSpec::fairseqTable()
{
    QFETCH(int, d);
    QFETCH(int, paddingIdx);
    QFETCH(int, row);
    QFETCH(int, j);
    QFETCH(double, expected);
    pe::EncodingSpec spec = testsupport::makeSpec(pe::Layout::Fairseq, d);
    spec.paddingIdx = paddingIdx;
    const pe::PositionalEncoding encoding(spec);
    QCOMPARE(encoding.positionOffset(), qint64(paddingIdx) + 1);
    if (row == paddingIdx) {
        // fairseq's zero row: all zeros in the table, and slot 0 already lies beyond it.
        PEV_COMPARE_EXACT(expected, 0.0);
        QVERIFY(encoding.positionOffset() > row);
        QVERIFY(std::fabs(encoding.component(0, 0)) > 0.0 || encoding.component(0, d / 2) != 0.0);
        return;
    }
    const qint64 p = row - paddingIdx - 1;
    PEV_VERIFY_NEAR(encoding.component(p, j), expected, 1e-14);
}

void TestEncodingSpec::componentMapping_data()
{
    // Written here from the layouts' definitions: the kind of each component (S sin, C cos,
    // Z zero) and its pair.
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<int>("pairCount");
    QTest::addColumn<qint64>("offset");
    using L = pe::Layout;
    QTest::newRow("interleaved d5")
        << L::Interleaved << 5 << "SCSCS" << QList<int> {0, 0, 1, 1, 2} << 3 << qint64(0);
    QTest::newRow("interleaved d1")
        << L::Interleaved << 1 << "S" << QList<int> {0} << 1 << qint64(0);
    QTest::newRow("concatenated d8") << L::Concatenated << 8 << "SSSSCCCC"
                                     << QList<int> {0, 1, 2, 3, 0, 1, 2, 3} << 4 << qint64(0);
    QTest::newRow("concatenated d5")
        << L::Concatenated << 5 << "SSSCC" << QList<int> {0, 1, 2, 0, 1} << 3 << qint64(0);
    QTest::newRow("concatenated d1")
        << L::Concatenated << 1 << "S" << QList<int> {0} << 1 << qint64(0);
    QTest::newRow("tensor2tensor d5")
        << L::Tensor2Tensor << 5 << "SSCCZ" << QList<int> {0, 1, 0, 1, -1} << 2 << qint64(0);
    QTest::newRow("tensor2tensor d2")
        << L::Tensor2Tensor << 2 << "SC" << QList<int> {0, 0} << 1 << qint64(0);
    QTest::newRow("tensor2tensor d3")
        << L::Tensor2Tensor << 3 << "SCZ" << QList<int> {0, 0, -1} << 1 << qint64(0);
    QTest::newRow("fairseq d4") << L::Fairseq << 4 << "SSCC" << QList<int> {0, 1, 0, 1} << 2
                                << qint64(2);
    QTest::newRow("fairseq d7") << L::Fairseq << 7 << "SSSCCCZ" << QList<int> {0, 1, 2, 0, 1, 2, -1}
                                << 3 << qint64(2);
}

void TestEncodingSpec::componentMapping()
{
    QFETCH(pe::Layout, layout);
    QFETCH(int, d);
    QFETCH(QString, kinds);
    QFETCH(QList<int>, pairs);
    QFETCH(int, pairCount);
    QFETCH(qint64, offset);
    const pe::PositionalEncoding encoding(testsupport::makeSpec(layout, d));
    QCOMPARE(encoding.pairCount(), pairCount);
    QCOMPARE(encoding.positionOffset(), offset);
    QCOMPARE(encoding.spec().layout, layout);
    for (int j = 0; j < d; ++j) {
        const QChar k = kinds.at(j);
        const pe::ComponentKind expected = k == QLatin1Char('S') ? pe::ComponentKind::Sin
            : k == QLatin1Char('C')                              ? pe::ComponentKind::Cos
                                                                 : pe::ComponentKind::Zero;
        QCOMPARE(encoding.kindOf(j), expected);
        QCOMPARE(encoding.pairOf(j), pairs.at(j));
        if (expected == pe::ComponentKind::Sin)
            QCOMPARE(encoding.sinComponent(pairs.at(j)), j);
        if (expected == pe::ComponentKind::Cos)
            QCOMPARE(encoding.cosComponent(pairs.at(j)), j);
    }
    // Every pair's sin exists; its cos exists unless it is the lone last pair.
    for (int i = 0; i < pairCount; ++i) {
        QCOMPARE(encoding.kindOf(encoding.sinComponent(i)), pe::ComponentKind::Sin);
        const int c = encoding.cosComponent(i);
        QCOMPARE(c < 0, pairs.count(i) == 1);
    }
    testsupport::verifyThrowsNaming([&] { encoding.kindOf(d); }, QStringLiteral("component"));
    testsupport::verifyThrowsNaming([&] { encoding.pairOf(-1); }, QStringLiteral("component"));
    testsupport::verifyThrowsNaming([&] { encoding.sinComponent(pairCount); }, QStringLiteral("i"));
    testsupport::verifyThrowsNaming([&] { encoding.cosComponent(-1); }, QStringLiteral("i"));
}

void TestEncodingSpec::defaultSpecIsThePaper_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::newRow("lesson") << 8 << 10000.0;
    QTest::newRow("odd") << 9 << 10000.0;
    QTest::newRow("wide") << 4096 << 500000.0;
    QTest::newRow("tiny base") << 3 << 1.0001;
}

void TestEncodingSpec::defaultSpecIsThePaper()
{
    QFETCH(int, d);
    QFETCH(double, base);
    const pe::PositionalEncoding old(d, base);
    QCOMPARE(old.spec().layout, pe::Layout::Interleaved);
    QCOMPARE(old.spec().scaling.method, pe::ContextMethod::None);
    QCOMPARE(old.spec().d, d);
    QCOMPARE(old.spec().base, base);
    QCOMPARE(old.positionOffset(), qint64(0));
    pe::EncodingSpec spec;
    spec.d = d;
    spec.base = base;
    spec.scaling.factor = 0.5; // ignored with method None
    const pe::PositionalEncoding fromSpec(spec);
    for (int i = 0; i < old.pairCount(); ++i) {
        PEV_COMPARE_EXACT(fromSpec.denominator(i), old.denominator(i));
        // The paper's denominator, written here: pow(base, 2i/d).
        PEV_COMPARE_EXACT(old.denominator(i), std::pow(base, double(2 * i) / double(d)));
    }
    for (const qint64 p :
         {qint64(0), qint64(3), qint64(65535), qint64(pe::PositionalEncoding::maxPosition)})
        for (int j = 0; j < d; ++j)
            PEV_COMPARE_EXACT(fromSpec.component(p, j), reference::component(d, base, p, j));
}

void TestEncodingSpec::concatenatedIsAPermutation_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::newRow("lesson d8 0,3") << 8 << qint64(0) << qint64(3);
    QTest::newRow("odd d9 5,1000") << 9 << qint64(5) << qint64(1000);
    QTest::newRow("d64 10,100") << 64 << qint64(10) << qint64(100);
    QTest::newRow("d513 large") << 513 << qint64(123456) << qint64(2000000000);
}

void TestEncodingSpec::concatenatedIsAPermutation()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    const pe::PositionalEncoding interleaved(testsupport::makeSpec(pe::Layout::Interleaved, d));
    const pe::PositionalEncoding concatenated(testsupport::makeSpec(pe::Layout::Concatenated, d));
    const std::vector<double> a = interleaved.vector(p);
    const std::vector<double> b = concatenated.vector(p);
    // [sin_0, cos_0, sin_1, ...] against [sin_0, sin_1, ... | cos_0, cos_1, ...]: the same doubles.
    const int sins = (d + 1) / 2;
    for (int i = 0; i < sins; ++i) {
        PEV_COMPARE_EXACT(b[std::size_t(i)], a[std::size_t(2 * i)]);
        if (2 * i + 1 < d)
            PEV_COMPARE_EXACT(b[std::size_t(sins + i)], a[std::size_t(2 * i + 1)]);
    }
    // So distances and dot products are the same (up to the order of the summation).
    const double tolerance = 1e-15 * d;
    PEV_VERIFY_NEAR(concatenated.distance(p, q), interleaved.distance(p, q), tolerance);
    PEV_VERIFY_NEAR(pe::dotProduct(concatenated, p, q), pe::dotProduct(interleaved, p, q),
                    tolerance);
    for (int i = 0; i < interleaved.pairCount(); ++i)
        PEV_COMPARE_EXACT(concatenated.pairDistance(p, q, i), interleaved.pairDistance(p, q, i));
    if (d % 2 == 0)
        PEV_VERIFY_NEAR(pe::dotProduct(concatenated, p, q),
                        pe::dotProductFromOffset(concatenated, q - p), tolerance);
}

void TestEncodingSpec::goldenDistances_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("dot");
    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("spec_distances.csv", "layout,d,base,p,q,distance,dot");
    QCOMPARE(rows.size(), 36);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 7);
        pe::EncodingSpec spec;
        QVERIFY(pe::parseLayout(row[0].toStdString(), &spec.layout));
        spec.d = row[1].toInt();
        spec.base = testsupport::toDouble(row[2]);
        const QByteArray tag = testsupport::specTag(spec) + " " + row[3] + "," + row[4];
        QTest::newRow(tag.constData())
            << spec << row[3].toLongLong() << row[4].toLongLong() << testsupport::toDouble(row[5])
            << testsupport::toDouble(row[6]);
    }
}

void TestEncodingSpec::goldenDistances()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(double, distance);
    QFETCH(double, dot);
    const pe::PositionalEncoding encoding(spec);
    PEV_VERIFY_NEAR(encoding.distance(p, q), distance, 1e-13);
    PEV_VERIFY_NEAR(pe::dotProduct(encoding, p, q), dot, 1e-13);
}

void TestEncodingSpec::tensor2tensorChangesDistances()
{
    // tensor2tensor's frequencies base^(-j/(d/2 - 1)) are not the paper's base^(-2j/d): at d = 8
    // the lesson's |PE(3) - PE(0)| = 2.017479 becomes 1.999846 (mpmath, spec_distances.csv), and
    // PE(0) . PE(3) = 1.964890 becomes 2.000307: slightly, by 0.0176 and 0.0354.
    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("spec_distances.csv", "layout,d,base,p,q,distance,dot");
    double paper = kNaN;
    double t2t = kNaN;
    double paperDot = kNaN;
    double t2tDot = kNaN;
    for (const QList<QByteArray> &row : rows) {
        if (row.value(1) != "8" || row.value(3) != "0" || row.value(4) != "3")
            continue;
        if (row[0] == "interleaved") {
            paper = testsupport::toDouble(row[5]);
            paperDot = testsupport::toDouble(row[6]);
        } else if (row[0] == "tensor2tensor") {
            t2t = testsupport::toDouble(row[5]);
            t2tDot = testsupport::toDouble(row[6]);
        }
    }
    PEV_VERIFY_NEAR(paper, 2.017479, 5e-7);
    PEV_VERIFY_NEAR(t2t, 1.999846, 5e-7);
    PEV_VERIFY_NEAR(paperDot, 1.964890, 5e-7);
    PEV_VERIFY_NEAR(t2tDot, 2.000307, 5e-7);
    const pe::PositionalEncoding encoding(testsupport::makeSpec(pe::Layout::Tensor2Tensor, 8));
    PEV_VERIFY_NEAR(encoding.distance(0, 3), t2t, 1e-14);
    PEV_VERIFY_NEAR(pe::dotProduct(encoding, 0, 3), t2tDot, 1e-14);
    QVERIFY(std::fabs(encoding.distance(0, 3) - paper) > 0.0176);
    QVERIFY(std::fabs(pe::dotProduct(encoding, 0, 3) - paperDot) > 0.0354);
}

void TestEncodingSpec::fillRangeFollowsSpec_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("p0");
    QTest::addColumn<qint64>("count");
    for (const int d : {4, 5, 9, 64, 127}) {
        for (pe::EncodingSpec spec : testsupport::allSpecs(d)) {
            spec.paddingIdx = 3;
            const QByteArray tag = testsupport::specTag(spec);
            QTest::newRow(QByteArray(tag + " p0=0").constData())
                << spec << qint64(0) << qint64(1100);
            QTest::newRow(QByteArray(tag + " p0=4567").constData())
                << spec << qint64(4567) << qint64(1100);
        }
    }
    QTest::newRow("tensor2tensor d2")
        << testsupport::makeSpec(pe::Layout::Tensor2Tensor, 2) << qint64(0) << qint64(100);
    QTest::newRow("tensor2tensor d3")
        << testsupport::makeSpec(pe::Layout::Tensor2Tensor, 3) << qint64(0) << qint64(100);
    QTest::newRow("concatenated d1")
        << testsupport::makeSpec(pe::Layout::Concatenated, 1) << qint64(0) << qint64(100);
}

void TestEncodingSpec::fillRangeFollowsSpec()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, p0);
    QFETCH(qint64, count);
    const pe::PositionalEncoding encoding(spec);
    const int d = spec.d;
    const std::vector<double> rows = encoding.blockRange(p0, count);
    QCOMPARE(rows.size(), std::size_t(count) * std::size_t(d));
    for (qint64 r = 0; r < count; ++r) {
        for (int j = 0; j < d; ++j) {
            const double value = rows[std::size_t(r) * std::size_t(d) + std::size_t(j)];
            const int i = encoding.pairOf(j);
            if (i < 0) {
                PEV_COMPARE_EXACT(value, 0.0);
                continue;
            }
            // long double (64-bit mantissa) sin/cos of (p + offset) / den: the reference.
            const long double angle = static_cast<long double>(p0 + r + encoding.positionOffset())
                / static_cast<long double>(encoding.denominator(i));
            const double expected = static_cast<double>(
                encoding.kindOf(j) == pe::ComponentKind::Sin ? std::sin(angle) : std::cos(angle));
            if (std::fabs(value - expected) > 1e-12)
                QFAIL(qPrintable(QStringLiteral("row %1 j %2: %3, expected %4")
                                     .arg(r)
                                     .arg(j)
                                     .arg(value, 0, 'g', 17)
                                     .arg(expected, 0, 'g', 17)));
        }
    }
}

void TestEncodingSpec::pairDistanceFollowsSpec_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    for (const int d : {8, 9})
        for (const pe::EncodingSpec &spec : testsupport::allSpecs(d))
            QTest::newRow(testsupport::specTag(spec).constData()) << spec;
}

void TestEncodingSpec::pairDistanceFollowsSpec()
{
    QFETCH(pe::EncodingSpec, spec);
    const pe::PositionalEncoding encoding(spec);
    const qint64 p = 5;
    const qint64 q = 17;
    double sumOfSquares = 0.0;
    for (int i = 0; i < encoding.pairCount(); ++i) {
        // The chord between the pair's two points, from the pair's own angles.
        const double a = encoding.angle(p, i);
        const double b = encoding.angle(q, i);
        const double ds = std::sin(b) - std::sin(a);
        const double dc = encoding.cosComponent(i) < 0 ? 0.0 : std::cos(b) - std::cos(a);
        const double expected = std::hypot(ds, dc);
        PEV_VERIFY_NEAR(encoding.pairDistance(p, q, i), expected, 1e-15);
        sumOfSquares += expected * expected;
        // encodingPair() reads the pair where the layout puts it.
        if (encoding.cosComponent(i) >= 0) {
            const pe::Pair pair = pe::encodingPair(encoding, p, i);
            PEV_COMPARE_EXACT(pair[0], std::sin(a));
            PEV_COMPARE_EXACT(pair[1], std::cos(a));
            QVERIFY(pe::rotationError(encoding, p, q, i) < 1e-14);
        }
    }
    PEV_VERIFY_NEAR(encoding.distance(p, q), std::sqrt(sumOfSquares), 1e-14);
}

void TestEncodingSpec::badSpecs_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<QString>("name");
    const auto with = [](const std::function<void(pe::EncodingSpec &)> &change) {
        pe::EncodingSpec spec;
        change(spec);
        return spec;
    };
    using M = pe::ContextMethod;
    QTest::newRow("d 0") << with([](auto &s) { s.d = 0; }) << "d";
    QTest::newRow("d 8193") << with([](auto &s) { s.d = 8193; }) << "d";
    QTest::newRow("base 1") << with([](auto &s) { s.base = 1.0; }) << "base";
    QTest::newRow("base NaN") << with([](auto &s) { s.base = kNaN; }) << "base";
    QTest::newRow("base kInf") << with([](auto &s) { s.base = kInf; }) << "base";
    QTest::newRow("factor 0") << with([](auto &s) { s.scaling.factor = 0.0; }) << "factor";
    QTest::newRow("factor -1 with PI") << with([](auto &s) {
        s.scaling.method = M::PositionInterpolation;
        s.scaling.factor = -1.0;
    }) << "factor";
    QTest::newRow("factor NaN") << with([](auto &s) { s.scaling.factor = kNaN; }) << "factor";
    QTest::newRow("factor kInf") << with([](auto &s) { s.scaling.factor = kInf; }) << "factor";
    QTest::newRow("trainLength 0")
        << with([](auto &s) { s.scaling.trainLength = 0; }) << "trainLength";
    QTest::newRow("trainLength -5")
        << with([](auto &s) { s.scaling.trainLength = -5; }) << "trainLength";
    QTest::newRow("trainLength 2^31")
        << with([](auto &s) { s.scaling.trainLength = qint64(1) << 31; }) << "trainLength";
    QTest::newRow("alpha -1") << with([](auto &s) { s.scaling.alpha = -1.0; }) << "alpha";
    QTest::newRow("alpha NaN") << with([](auto &s) { s.scaling.alpha = kNaN; }) << "alpha";
    QTest::newRow("alpha = beta") << with([](auto &s) {
        s.scaling.method = M::Yarn;
        s.scaling.alpha = 32.0;
    }) << "beta";
    QTest::newRow("alpha > beta") << with([](auto &s) {
        s.scaling.alpha = 2.0;
        s.scaling.beta = 1.0;
    }) << "beta";
    QTest::newRow("beta kInf") << with([](auto &s) { s.scaling.beta = kInf; }) << "beta";
    QTest::newRow("fairseq d 2") << with([](auto &s) {
        s.layout = pe::Layout::Fairseq;
        s.d = 2;
    }) << "d";
    QTest::newRow("fairseq d 3") << with([](auto &s) {
        s.layout = pe::Layout::Fairseq;
        s.d = 3;
    }) << "d";
    QTest::newRow("tensor2tensor d 1") << with([](auto &s) {
        s.layout = pe::Layout::Tensor2Tensor;
        s.d = 1;
    }) << "d";
    QTest::newRow("NTK d 2") << with([](auto &s) {
        s.scaling.method = M::NtkAware;
        s.d = 2;
    }) << "d";
    QTest::newRow("NTK d 1") << with([](auto &s) {
        s.scaling.method = M::NtkAware;
        s.d = 1;
    }) << "d";
    QTest::newRow("paddingIdx -1") << with([](auto &s) { s.paddingIdx = -1; }) << "paddingIdx";
    QTest::newRow("paddingIdx 2^20 + 1")
        << with([](auto &s) { s.paddingIdx = pe::maxPaddingIdx + 1; }) << "paddingIdx";
    QTest::newRow("unknown method")
        << with([](auto &s) { s.scaling.method = static_cast<pe::ContextMethod>(7); }) << "method";
    QTest::newRow("unknown layout")
        << with([](auto &s) { s.layout = static_cast<pe::Layout>(9); }) << "layout";
    QTest::newRow("PI s 1e-7: denominator below 2^-21") << with([](auto &s) {
        s.scaling.method = M::PositionInterpolation;
        s.scaling.factor = 1e-7;
    }) << "factor";
    QTest::newRow("PI s 1e306: infinite denominator") << with([](auto &s) {
        s.scaling.method = M::PositionInterpolation;
        s.scaling.factor = 1e306; // 1000 * 1e306 overflows
    }) << "factor";
    QTest::newRow("NTK s 1e300: infinite base") << with([](auto &s) {
        s.scaling.method = M::NtkAware;
        s.scaling.factor = 1e300;
    }) << "factor";
    QTest::newRow("YaRN s 1e-9") << with([](auto &s) {
        s.scaling.method = M::Yarn;
        s.scaling.factor = 1e-9;
    }) << "factor";
}

void TestEncodingSpec::badSpecs()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(QString, name);
    testsupport::verifyThrowsNaming([&] { pe::validate(spec); }, name);
    testsupport::verifyThrowsNaming([&] { pe::PositionalEncoding encoding(spec); }, name);
}

void TestEncodingSpec::boundarySpecs_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    const auto with = [](const std::function<void(pe::EncodingSpec &)> &change) {
        pe::EncodingSpec spec;
        change(spec);
        return spec;
    };
    using M = pe::ContextMethod;
    QTest::newRow("default") << pe::EncodingSpec();
    QTest::newRow("fairseq d 4") << with([](auto &s) {
        s.layout = pe::Layout::Fairseq;
        s.d = 4;
    });
    QTest::newRow("tensor2tensor d 2") << with([](auto &s) {
        s.layout = pe::Layout::Tensor2Tensor;
        s.d = 2;
    });
    QTest::newRow("NTK d 3") << with([](auto &s) {
        s.scaling.method = M::NtkAware;
        s.d = 3;
    });
    QTest::newRow("NTK s 0.5 (base' below base)") << with([](auto &s) {
        s.scaling.method = M::NtkAware;
        s.scaling.factor = 0.5;
    });
    QTest::newRow("PI s 2^-21: smallest denominator") << with([](auto &s) {
        s.scaling.method = M::PositionInterpolation;
        s.scaling.factor = pe::minDenominator;
    });
    QTest::newRow("trainLength 1") << with([](auto &s) { s.scaling.trainLength = 1; });
    QTest::newRow("trainLength 2^31 - 1") << with([](auto &s) {
        s.scaling.method = M::Yarn;
        s.scaling.trainLength = pe::PositionalEncoding::maxPosition;
    });
    QTest::newRow("alpha 0, beta tiny") << with([](auto &s) {
        s.scaling.method = M::Yarn;
        s.scaling.alpha = 0.0;
        s.scaling.beta = 1e-300;
    });
    QTest::newRow("paddingIdx 0") << with([](auto &s) {
        s.layout = pe::Layout::Fairseq;
        s.paddingIdx = 0;
    });
    QTest::newRow("paddingIdx 2^20") << with([](auto &s) {
        s.layout = pe::Layout::Fairseq;
        s.paddingIdx = pe::maxPaddingIdx;
    });
    QTest::newRow("d 8192 YaRN") << with([](auto &s) {
        s.d = 8192;
        s.scaling.method = M::Yarn;
    });
}

void TestEncodingSpec::boundarySpecs()
{
    QFETCH(pe::EncodingSpec, spec);
    pe::validate(spec);
    const pe::PositionalEncoding encoding(spec);
    QCOMPARE(encoding.width(), spec.d);
    // The largest position is still finite and on the unit circle in every pair.
    const qint64 last = pe::PositionalEncoding::maxPosition;
    for (int i = 0; i < encoding.pairCount(); i += std::max(1, encoding.pairCount() / 16)) {
        QVERIFY(encoding.denominator(i) >= pe::minDenominator);
        const double s = encoding.component(last, encoding.sinComponent(i));
        QVERIFY(std::isfinite(s) && std::fabs(s) <= 1.0);
    }
    std::vector<double> row(std::size_t(spec.d) * 3);
    encoding.fillRange(last - 2, 3, row.data());
    for (const double v : row)
        QVERIFY(std::isfinite(v) && std::fabs(v) <= 1.0 + 1e-15);
}

QTEST_APPLESS_MAIN(TestEncodingSpec)
#include "tst_encodingspec.moc"
