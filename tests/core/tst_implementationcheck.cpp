// Tests of the implementation-check lab's core: each mistake's formula and the lesson's checks.
// Expected component values come from Python's math module (an independent double computation):
//   doubled exponent, d 8, p 3, component 2: math.sin(3 / 10000**(4/8))      = 0.02999550020249566
//   mismatched denominators, p 3, component 1: math.cos(3 / 10000**(1/8))     = 0.5827536107022249
//   amplitude grows, p 3, component 0: 3 * math.sin(3)                        = 0.4233600241796016
//   position as component, p 3, component 5: math.cos(5 / 10000**(6/8))      = 0.9999875000260416
//   sin and cos swapped, p 3, component 0: math.cos(3)                        = -0.9899924966004454
//   positions from 1, p 3, component 2: math.sin(4 / 10000**(2/8))            = 0.3894183423086505
//   exponent halved, p 3, component 2: math.sin(3 / 10000**(1/8))             = 0.8126488966420368
//   degrees, p 3, component 0: math.sin(3 * math.pi / 180)                    = 0.05233595624294383
//   wrong base, p 3, component 2: math.sin(3 / 1000**(2/8))                   = 0.5085361344196324
//   concatenated layout, p 3, component 1 (the sin of pair 1): math.sin(3/10) = 0.29552020666133955
//   float16 rounding, p 3, component 0: float(numpy.float16(math.sin(3)))     = 0.14111328125
//   float16 rounding, p 3, component 3: the cos of float16(3) * float16(10000**(-2/8)), rounded:
//     float(numpy.float16(math.cos(numpy.float16(3) * numpy.float16(0.1))))  = 0.95556640625
#include "implementationcheck.h"
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::Implementation)

class TestImplementationCheck : public QObject
{
    Q_OBJECT

private slots:
    void components_data();
    void components();
    void verdicts_data();
    void verdicts();
    void verdictsFollowSpec_data();
    void verdictsFollowSpec();
    void concatenationWidth();
    void idsStable();
    void otherLayoutOfOtherSpecs();
    void float16OverflowFails();
    void invalidPositions();
};

void TestImplementationCheck::components_data()
{
    QTest::addColumn<pe::Implementation>("implementation");
    QTest::addColumn<int>("component");
    QTest::addColumn<double>("expected");
    QTest::newRow("doubled exponent")
        << pe::Implementation::DoubledExponent << 2 << 0.02999550020249566;
    QTest::newRow("mismatched") << pe::Implementation::MismatchedDenominators << 1
                                << 0.5827536107022249;
    QTest::newRow("amplitude") << pe::Implementation::AmplitudeGrows << 0 << 0.4233600241796016;
    QTest::newRow("p as component")
        << pe::Implementation::PositionAsComponent << 5 << 0.9999875000260416;
    QTest::newRow("same everywhere") << pe::Implementation::SamePositionEverywhere << 1 << 1.0;
    QTest::newRow("correct") << pe::Implementation::Correct << 1 << -0.98999249660044542;
    QTest::newRow("sin-cos swapped")
        << pe::Implementation::SinCosSwapped << 0 << -0.9899924966004454;
    QTest::newRow("from 1") << pe::Implementation::PositionsFromOne << 2 << 0.3894183423086505;
    QTest::newRow("halved") << pe::Implementation::ExponentHalved << 2 << 0.8126488966420368;
    QTest::newRow("degrees") << pe::Implementation::Degrees << 0 << 0.05233595624294383;
    QTest::newRow("wrong base") << pe::Implementation::WrongBase << 2 << 0.5085361344196324;
    QTest::newRow("other layout") << pe::Implementation::ConcatenatedLayout << 1
                                  << 0.29552020666133955;
    QTest::newRow("float16 sin") << pe::Implementation::Float16Rounding << 0 << 0.14111328125;
    QTest::newRow("float16 cos") << pe::Implementation::Float16Rounding << 3 << 0.95556640625;
}

void TestImplementationCheck::components()
{
    QFETCH(pe::Implementation, implementation);
    QFETCH(int, component);
    QFETCH(double, expected);
    const pe::PositionalEncoding encoding(8, 10000.0);
    const std::vector<double> a = pe::implementationContribution(implementation, encoding, 3);
    QCOMPARE(a.size(), std::size_t(8));
    QVERIFY2(std::fabs(a[static_cast<std::size_t>(component)] - expected) <= 1e-15,
             qPrintable(QString::number(a[static_cast<std::size_t>(component)], 'g', 17)));
}

void TestImplementationCheck::verdicts_data()
{
    QTest::addColumn<pe::Implementation>("implementation");
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("slot");
    QTest::addColumn<bool>("unit");
    QTest::addColumn<bool>("width");
    for (int d : {8, 64, 7}) {
        const QByteArray tag = "d" + QByteArray::number(d) + " ";
        QTest::newRow(QByteArray(tag + "correct").constData())
            << pe::Implementation::Correct << d << true << true << true;
        QTest::newRow(QByteArray(tag + "same").constData())
            << pe::Implementation::SamePositionEverywhere << d << false << true << true;
        QTest::newRow(QByteArray(tag + "p/j").constData())
            << pe::Implementation::PositionAsComponent << d << false << false << true;
        QTest::newRow(QByteArray(tag + "denominators").constData())
            << pe::Implementation::MismatchedDenominators << d << false << false << true;
        QTest::newRow(QByteArray(tag + "doubled").constData())
            << pe::Implementation::DoubledExponent << d << false << true << true;
        QTest::newRow(QByteArray(tag + "amplitude").constData())
            << pe::Implementation::AmplitudeGrows << d << false << false << true;
        QTest::newRow(QByteArray(tag + "concat").constData())
            << pe::Implementation::ConcatenateNoWiden << d << false << true << false;
        QTest::newRow(QByteArray(tag + "other layout").constData())
            << pe::Implementation::ConcatenatedLayout << d << false << false << true;
        QTest::newRow(QByteArray(tag + "swapped").constData())
            << pe::Implementation::SinCosSwapped << d << false << true << true;
        QTest::newRow(QByteArray(tag + "from 1").constData())
            << pe::Implementation::PositionsFromOne << d << false << true << true;
        QTest::newRow(QByteArray(tag + "halved").constData())
            << pe::Implementation::ExponentHalved << d << false << true << true;
        QTest::newRow(QByteArray(tag + "degrees").constData())
            << pe::Implementation::Degrees << d << false << true << true;
        QTest::newRow(QByteArray(tag + "wrong base").constData())
            << pe::Implementation::WrongBase << d << false << true << true;
        QTest::newRow(QByteArray(tag + "float16").constData())
            << pe::Implementation::Float16Rounding << d << false << false << true;
    }
}

void TestImplementationCheck::verdicts()
{
    QFETCH(pe::Implementation, implementation);
    QFETCH(int, d);
    QFETCH(bool, slot);
    QFETCH(bool, unit);
    QFETCH(bool, width);
    const pe::PositionalEncoding encoding(d, 10000.0);
    const pe::CheckReport report = pe::runImplementationChecks(implementation, encoding, 0, 3);
    QCOMPARE(report.slotPasses, slot);
    QCOMPARE(report.unitPasses, unit);
    QCOMPARE(report.widthPasses, width);
    QCOMPARE(report.allPass(), slot && unit && width);
    if (implementation == pe::Implementation::SamePositionEverywhere)
        QCOMPARE(report.differenceNorm, 0.0);
    if (implementation == pe::Implementation::Correct && d == 8)
        QVERIFY(std::fabs(report.differenceNorm - 2.017479) < 5e-7);
}

void TestImplementationCheck::verdictsFollowSpec_data()
{
    // In every layout and with every context scaling, each mistake fails the same checks as in
    // the paper's form (the lab follows the spec: the correct implementation passes all three).
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<pe::Implementation>("implementation");
    QTest::addColumn<bool>("slot");
    QTest::addColumn<bool>("unit");
    QTest::addColumn<bool>("width");
    using I = pe::Implementation;
    const struct
    {
        I implementation;
        bool slot, unit, width;
    } verdicts[] = {{I::Correct, true, true, true},
                    {I::SamePositionEverywhere, false, true, true},
                    {I::PositionAsComponent, false, false, true},
                    {I::MismatchedDenominators, false, false, true},
                    {I::DoubledExponent, false, true, true},
                    {I::AmplitudeGrows, false, false, true},
                    {I::ConcatenateNoWiden, false, true, false},
                    {I::ConcatenatedLayout, false, false, true},
                    {I::SinCosSwapped, false, true, true},
                    {I::PositionsFromOne, false, true, true},
                    {I::ExponentHalved, false, true, true},
                    {I::Degrees, false, true, true},
                    {I::WrongBase, false, true, true},
                    {I::Float16Rounding, false, false, true}};
    for (const int d : {9, 64}) {
        for (const pe::EncodingSpec &spec : testsupport::allSpecs(d)) {
            for (const auto &v : verdicts) {
                const QByteArray tag = testsupport::specTag(spec) + " "
                    + QByteArray::fromStdString(pe::implementationId(v.implementation));
                QTest::newRow(tag.constData())
                    << spec << v.implementation << v.slot << v.unit << v.width;
            }
        }
    }
}

void TestImplementationCheck::verdictsFollowSpec()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(pe::Implementation, implementation);
    QFETCH(bool, slot);
    QFETCH(bool, unit);
    QFETCH(bool, width);
    const pe::PositionalEncoding encoding(spec);
    const pe::CheckReport report = pe::runImplementationChecks(implementation, encoding, 0, 3);
    QCOMPARE(report.slotPasses, slot);
    QCOMPARE(report.unitPasses, unit);
    QCOMPARE(report.widthPasses, width);
    const std::vector<double> a = pe::implementationContribution(implementation, encoding, 3);
    for (int j = 0; j < spec.d; ++j)
        if (encoding.kindOf(j) == pe::ComponentKind::Zero)
            QCOMPARE(a[std::size_t(j)], 0.0); // a zero column stays 0
    if (implementation == pe::Implementation::DoubledExponent) {
        // Pair 1's denominator times the unscaled one once more (base^(4/d) for the paper).
        const int i = 1;
        pe::EncodingSpec plainSpec = spec;
        plainSpec.scaling.method = pe::ContextMethod::None;
        const double once = pe::PositionalEncoding(plainSpec).denominator(i);
        const double angle
            = double(3 + encoding.positionOffset()) / (encoding.denominator(i) * once);
        QVERIFY(std::fabs(a[std::size_t(encoding.sinComponent(i))] - std::sin(angle)) <= 1e-15);
        QVERIFY(std::fabs(a[std::size_t(encoding.cosComponent(i))] - std::cos(angle)) <= 1e-15);
    }
}

void TestImplementationCheck::concatenationWidth()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    QCOMPARE(pe::implementationInputWidth(pe::Implementation::ConcatenateNoWiden, encoding), 16);
    QCOMPARE(pe::implementationInputWidth(pe::Implementation::Correct, encoding), 8);
}

// The ids are stored in settings and used by the interface: existing ones never change, new
// mistakes are appended.
void TestImplementationCheck::idsStable()
{
    const char *expected[] = {"correct",
                              "same-position-everywhere",
                              "position-as-component",
                              "mismatched-denominators",
                              "doubled-exponent",
                              "amplitude-grows",
                              "concatenate-no-widen",
                              "concatenated-layout",
                              "sin-cos-swapped",
                              "positions-from-1",
                              "exponent-halved",
                              "degrees",
                              "wrong-base",
                              "float16-rounding"};
    const std::vector<pe::Implementation> all = pe::allImplementations();
    QCOMPARE(all.size(), std::size(expected));
    for (std::size_t k = 0; k < all.size(); ++k)
        QCOMPARE(QByteArray::fromStdString(pe::implementationId(all[k])), QByteArray(expected[k]));
}

// For a spec with halves, the "other layout" mistake interleaves the same values.
void TestImplementationCheck::otherLayoutOfOtherSpecs()
{
    pe::EncodingSpec spec;
    spec.d = 8;
    spec.layout = pe::Layout::Concatenated;
    const pe::PositionalEncoding halves(spec);
    const pe::PositionalEncoding interleaved(8, 10000.0);
    const std::vector<double> a
        = pe::implementationContribution(pe::Implementation::ConcatenatedLayout, halves, 5);
    const std::vector<double> expected = interleaved.vector(5);
    for (std::size_t j = 0; j < a.size(); ++j)
        QVERIFY(std::fabs(a[j] - expected[j]) <= 1e-15);
    const pe::CheckReport report
        = pe::runImplementationChecks(pe::Implementation::ConcatenatedLayout, halves, 0, 3);
    QVERIFY(!report.slotPasses);
    QVERIFY(!report.unitPasses);
}

// Beyond float16's range the rows are NaN: both numeric checks fail (deviation +infinity).
void TestImplementationCheck::float16OverflowFails()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    const pe::CheckReport report
        = pe::runImplementationChecks(pe::Implementation::Float16Rounding, encoding, 0, 70000);
    QVERIFY(std::isinf(report.slotDeviation));
    QVERIFY(std::isinf(report.unitDeviation));
    QVERIFY(!report.slotPasses);
    QVERIFY(!report.unitPasses);
}

void TestImplementationCheck::invalidPositions()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::runImplementationChecks(pe::Implementation::Correct, encoding, 3, 3));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        pe::runImplementationChecks(pe::Implementation::Correct, encoding, -1, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::implementationContribution(pe::Implementation::DoubledExponent,
                                                            encoding, std::int64_t(1) << 31));
}

QTEST_APPLESS_MAIN(TestImplementationCheck)
#include "tst_implementationcheck.moc"
