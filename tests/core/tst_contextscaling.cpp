// Tests of the context-extension methods (core/contextscaling.h and ContextMethod in
// core/encodingspec.h) against mpmath goldens written from the papers
// (tests/data/make_spec_goldens.py: spec_pairs.csv, spec_context.csv, spec_extrapolation.csv,
// context_functions.csv), and three claims about long context (the last wavelength at d = 512, PI
// and NTK at s = 4).
#include "contextscaling.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double twoPi = 6.283185307179586476925286766559;

// Relative tolerance of a frequency, wavelength or angle: the core's denominator carries the
// rounding of its exponent (ln(base) * 2^-54), of pow and of the scaling steps, below 2e-15.
constexpr double relativeTolerance = 2e-15;

pe::EncodingSpec makeSpec(int d, pe::ContextMethod method, double factor,
                          pe::Layout layout = pe::Layout::Interleaved)
{
    return testsupport::makeSpec(layout, d, method, factor);
}

bool nearRelative(double actual, double expected, double tolerance = relativeTolerance)
{
    return std::fabs(actual - expected) <= tolerance * std::fabs(expected);
}

} // namespace

class TestContextScaling : public QObject
{
    Q_OBJECT

private slots:
    void goldenPairs_data();
    void goldenPairs();
    void lastWavelength_data();
    void lastWavelength();
    void goldenContext_data();
    void goldenContext();
    void goldenFunctions_data();
    void goldenFunctions();
    void rampEnds();
    void attentionScaleAtOrBelowOne_data();
    void attentionScaleAtOrBelowOne();
    void positionInterpolationMapsPositions_data();
    void positionInterpolationMapsPositions();
    void ntkSlowestAndFastestPair_data();
    void ntkSlowestAndFastestPair();
    void yarnRegimes_data();
    void yarnRegimes();
    void goldenExtrapolation_data();
    void goldenExtrapolation();
    void maxAngleIsTheLastPositionsAngle();
    void pairsTurningAtLeast_data();
    void pairsTurningAtLeast();
    void frequencyRatio_data();
    void frequencyRatio();
    void badArguments();
};

void TestContextScaling::goldenPairs_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("omega");
    QTest::addColumn<double>("wavelength");
    QTest::addColumn<double>("turns");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_pairs.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,i,omega,wavelength,turns,gamma");
    QCOMPARE(rows.size(), 1101);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 13);
        const pe::EncodingSpec spec = testsupport::specFromColumns(row, 0);
        const QByteArray tag = testsupport::specTag(spec) + " i" + row[8];
        QTest::newRow(tag.constData())
            << spec << row[8].toInt() << testsupport::toDouble(row[9])
            << testsupport::toDouble(row[10]) << testsupport::toDouble(row[11]);
    }
}

void TestContextScaling::goldenPairs()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(int, i);
    QFETCH(double, omega);
    QFETCH(double, wavelength);
    QFETCH(double, turns);
    const pe::PositionalEncoding encoding(spec);
    QVERIFY2(nearRelative(encoding.frequency(i), omega),
             testsupport::describe("frequency", encoding.frequency(i), omega).constData());
    QVERIFY2(nearRelative(1.0 / encoding.denominator(i), omega),
             testsupport::describe("1/den", 1.0 / encoding.denominator(i), omega).constData());
    QVERIFY2(nearRelative(encoding.wavelength(i), wavelength),
             testsupport::describe("wavelength", encoding.wavelength(i), wavelength).constData());
    const double t = pe::turnsWithin(encoding, i, spec.scaling.trainLength);
    QVERIFY2(nearRelative(t, turns), testsupport::describe("turns", t, turns).constData());
}

void TestContextScaling::lastWavelength_data()
{
    // At d = 512 the last pair i = 255 has the exponent 510/512, so its
    // wavelength is 2 pi 10000^(510/512) = 60 611.477166... (mpmath, spec_pairs.csv), not
    // 2 pi 10000 = 62 831.85...
    QTest::addColumn<double>("golden");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_pairs.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,i,omega,wavelength,turns,gamma");
    for (const QList<QByteArray> &row : rows)
        if (row.value(0) == "interleaved" && row.value(1) == "none" && row.value(2) == "512"
            && row.value(8) == "255")
            QTest::newRow("d512 i255") << testsupport::toDouble(row[10]);
}

void TestContextScaling::lastWavelength()
{
    QFETCH(double, golden);
    const pe::PositionalEncoding encoding(512);
    QCOMPARE(encoding.pairCount(), 256);
    const double last = encoding.wavelength(255);
    QVERIFY(nearRelative(last, golden));
    // Written here: 2 pi 10000^(510/512), against the common mistake 2 pi 10000.
    QVERIFY(nearRelative(last, twoPi * std::pow(10000.0, 510.0 / 512.0)));
    QVERIFY(std::fabs(last - twoPi * 10000.0) > 2000.0);
    PEV_VERIFY_NEAR(golden, 60611.477166, 1e-6);
}

void TestContextScaling::goldenContext_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("length");
    QTest::addColumn<int>("unseen");
    QTest::addColumn<int>("crossing");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_context.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,length,unseen,crossing");
    QCOMPARE(rows.size(), 203);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 11);
        const pe::EncodingSpec spec = testsupport::specFromColumns(row, 0);
        const QByteArray tag = testsupport::specTag(spec) + " length " + row[8];
        QTest::newRow(tag.constData())
            << spec << row[8].toLongLong() << row[9].toInt() << row[10].toInt();
    }
}

void TestContextScaling::goldenContext()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, length);
    QFETCH(int, unseen);
    QFETCH(int, crossing);
    const pe::PositionalEncoding encoding(spec);
    QCOMPARE(pe::unseenPairCount(encoding, length), unseen);
    QCOMPARE(pe::crossingPair(encoding, length), crossing);
    // The pairs that never turn within the length are those with fewer than one turn.
    int fewerThanOneTurn = 0;
    for (int i = 0; i < encoding.pairCount(); ++i)
        fewerThanOneTurn += pe::turnsWithin(encoding, i, length) < 1.0 ? 1 : 0;
    QCOMPARE(fewerThanOneTurn, unseen);
}

void TestContextScaling::goldenFunctions_data()
{
    QTest::addColumn<QString>("function");
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("c");
    QTest::addColumn<double>("expected");
    const QList<QList<QByteArray>> rows
        = testsupport::readCsv("context_functions.csv", "function,a,b,c,value");
    QCOMPARE(rows.size(), 24);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 5);
        const QByteArray tag = row[0] + " " + row[1] + " " + row[2] + " " + row[3];
        QTest::newRow(tag.constData())
            << QString::fromLatin1(row[0]) << testsupport::toDouble(row[1])
            << (row[2].isEmpty() ? 0.0 : testsupport::toDouble(row[2]))
            << (row[3].isEmpty() ? 0.0 : testsupport::toDouble(row[3]))
            << testsupport::toDouble(row[4]);
    }
}

void TestContextScaling::goldenFunctions()
{
    QFETCH(QString, function);
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, c);
    QFETCH(double, expected);
    double actual = kNaN;
    if (function == QLatin1String("ntk_base"))
        actual = pe::ntkBase(a, b, int(c));
    else if (function == QLatin1String("yarn_ramp"))
        actual = pe::yarnRamp(a, b, c);
    else if (function == QLatin1String("attention_scale"))
        actual = pe::yarnAttentionScale(a);
    else
        QFAIL("unknown function in context_functions.csv");
    PEV_VERIFY_NEAR(actual, expected, 4e-15 * std::max(1.0, std::fabs(expected)));
}

void TestContextScaling::rampEnds()
{
    // gamma is 0 below alpha and 1 above beta exactly, continuous at both ends.
    PEV_COMPARE_EXACT(pe::yarnRamp(0.0, 1.0, 32.0), 0.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(0.999, 1.0, 32.0), 0.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(1.0, 1.0, 32.0), 0.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(32.0, 1.0, 32.0), 1.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(1e300, 1.0, 32.0), 1.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(-5.0, 0.0, 1.0), 0.0);
    PEV_COMPARE_EXACT(pe::yarnRamp(16.5, 1.0, 32.0), 0.5);
}

void TestContextScaling::attentionScaleAtOrBelowOne_data()
{
    QTest::addColumn<double>("s");
    QTest::newRow("1") << 1.0;
    QTest::newRow("0.5") << 0.5;
    QTest::newRow("1e-300") << 1e-300;
}

void TestContextScaling::attentionScaleAtOrBelowOne()
{
    // No extension, no temperature: 1, as get_mscale() returns (0.1 ln s + 1 would be below 1).
    QFETCH(double, s);
    PEV_COMPARE_EXACT(pe::yarnAttentionScale(s), 1.0);
}

void TestContextScaling::positionInterpolationMapsPositions_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("mapped");
    using L = pe::Layout;
    using M = pe::ContextMethod;
    // The claim "PI with s = 4 maps position 4000 to exactly the encoding of 1000".
    for (const int d : {8, 9, 64, 512})
        QTest::addRow("d%d s4 4000 -> 1000", d)
            << makeSpec(d, M::PositionInterpolation, 4.0) << qint64(4000) << qint64(1000);
    QTest::newRow("concatenated d64")
        << makeSpec(64, M::PositionInterpolation, 4.0, L::Concatenated) << qint64(4000)
        << qint64(1000);
    QTest::newRow("tensor2tensor d63")
        << makeSpec(63, M::PositionInterpolation, 4.0, L::Tensor2Tensor) << qint64(4000)
        << qint64(1000);
    QTest::newRow("d128 s8 2^31 - 8 -> ...")
        << makeSpec(128, M::PositionInterpolation, 8.0) << qint64(2147483640) << qint64(268435455);
    QTest::newRow("d16 s0.5 500 -> 1000")
        << makeSpec(16, M::PositionInterpolation, 0.5) << qint64(500) << qint64(1000);
}

void TestContextScaling::positionInterpolationMapsPositions()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, p);
    QFETCH(qint64, mapped);
    const pe::PositionalEncoding scaled(spec);
    pe::EncodingSpec plainSpec = spec;
    plainSpec.scaling.method = pe::ContextMethod::None;
    const pe::PositionalEncoding plain(plainSpec);
    // A power-of-two factor scales each denominator exactly, so p / (s den) is the double
    // (p / s) / den: the very same components.
    const std::vector<double> a = scaled.vector(p);
    const std::vector<double> b = plain.vector(mapped);
    for (std::size_t j = 0; j < a.size(); ++j)
        PEV_COMPARE_EXACT(a[j], b[j]);
}

void TestContextScaling::ntkSlowestAndFastestPair_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("s");
    // The claim "NTK with s = 4, d = 128: the slowest pair at 4000 equals the unscaled
    // slowest pair at 1000 while the fastest pair is unchanged".
    QTest::newRow("d128 s4") << 128 << 4.0;
    QTest::newRow("d8 s4") << 8 << 4.0;
    QTest::newRow("d512 s16") << 512 << 16.0;
}

void TestContextScaling::ntkSlowestAndFastestPair()
{
    QFETCH(int, d);
    QFETCH(double, s);
    const pe::PositionalEncoding ntk(makeSpec(d, pe::ContextMethod::NtkAware, s));
    const pe::PositionalEncoding plain(d);
    const int slowest = ntk.pairCount() - 1;
    const qint64 p = 4000;
    const auto mapped = static_cast<qint64>(p / s);
    // base'^((d-2)/d) = base^((d-2)/d) * s: the slowest pair is exactly interpolated (to the
    // rounding of base' and of two pows).
    QVERIFY(nearRelative(ntk.denominator(slowest), s * plain.denominator(slowest), 4e-15));
    PEV_VERIFY_NEAR(ntk.component(p, ntk.sinComponent(slowest)),
                    plain.component(mapped, plain.sinComponent(slowest)), 1e-15);
    PEV_VERIFY_NEAR(ntk.component(p, ntk.cosComponent(slowest)),
                    plain.component(mapped, plain.cosComponent(slowest)), 1e-15);
    // The fastest pair (exponent 0) is unchanged: the same doubles at every position.
    PEV_COMPARE_EXACT(ntk.denominator(0), 1.0);
    for (const qint64 q :
         {qint64(1), qint64(1000), qint64(4000), qint64(pe::PositionalEncoding::maxPosition)}) {
        PEV_COMPARE_EXACT(ntk.component(q, 0), plain.component(q, 0));
        PEV_COMPARE_EXACT(ntk.component(q, 1), plain.component(q, 1));
    }
    // In between, each pair is slowed by s^(2i/(d-2)), from 1 to s.
    for (int i = 1; i < slowest; ++i) {
        const double ratio = ntk.denominator(i) / plain.denominator(i);
        QVERIFY(ratio > 1.0 && ratio < s);
    }
}

void TestContextScaling::yarnRegimes_data()
{
    // omega' in the three regimes of section 3.2, for d 64, s 4, L 512, alpha 1, beta 32: pairs
    // turning more than beta times within L keep omega, pairs turning less than alpha times get
    // omega / s (as PI), the ramp in between (its golden from spec_pairs.csv, gamma column).
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("gamma");
    QTest::addColumn<double>("omega");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_pairs.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,i,omega,wavelength,turns,gamma");
    int regimes[3] = {0, 0, 0};
    for (const QList<QByteArray> &row : rows) {
        if (row.value(1) != "yarn")
            continue;
        const pe::EncodingSpec spec = testsupport::specFromColumns(row, 0);
        const double gamma = testsupport::toDouble(row[12]);
        regimes[gamma == 0.0 ? 0 : gamma == 1.0 ? 2 : 1] += 1;
        const QByteArray tag = testsupport::specTag(spec) + " i" + row[8] + " gamma " + row[12];
        QTest::newRow(tag.constData())
            << spec << row[8].toInt() << gamma << testsupport::toDouble(row[9]);
    }
    // Every regime is represented.
    QVERIFY(regimes[0] > 0 && regimes[1] > 0 && regimes[2] > 0);
}

void TestContextScaling::yarnRegimes()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(int, i);
    QFETCH(double, gamma);
    QFETCH(double, omega);
    const pe::PositionalEncoding yarn(spec);
    pe::EncodingSpec other = spec;
    other.scaling.method = pe::ContextMethod::None;
    const pe::PositionalEncoding plain(other);
    other.scaling.method = pe::ContextMethod::PositionInterpolation;
    const pe::PositionalEncoding interpolated(other);
    if (gamma == 1.0)
        PEV_COMPARE_EXACT(yarn.denominator(i), plain.denominator(i));
    else if (gamma == 0.0)
        PEV_COMPARE_EXACT(yarn.denominator(i), interpolated.denominator(i));
    else
        QVERIFY(yarn.frequency(i) < plain.frequency(i)
                && yarn.frequency(i) > interpolated.frequency(i));
    QVERIFY2(nearRelative(yarn.frequency(i), omega),
             testsupport::describe("omega'", yarn.frequency(i), omega).constData());
    // The ramp itself at this pair's r = L / lambda (unscaled).
    const double r = pe::turnsWithin(plain, i, spec.scaling.trainLength);
    PEV_VERIFY_NEAR(pe::yarnRamp(r, spec.scaling.alpha, spec.scaling.beta), gamma, 1e-14);
}

void TestContextScaling::goldenExtrapolation_data()
{
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<qint64>("contextLength");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("trained");
    QTest::addColumn<double>("context");
    QTest::addColumn<double>("turns");
    QTest::addColumn<bool>("passes");
    const QList<QList<QByteArray>> rows = testsupport::readCsv(
        "spec_extrapolation.csv",
        "layout,method,d,base,factor,train_length,alpha,beta,context_length,i,trained_angle,"
        "context_angle,trained_turns,passes");
    QCOMPARE(rows.size(), 768);
    for (const QList<QByteArray> &row : rows) {
        QCOMPARE(row.size(), 14);
        const pe::EncodingSpec spec = testsupport::specFromColumns(row, 0);
        const QByteArray tag = testsupport::specTag(spec) + " L'" + row[8] + " i" + row[9];
        QTest::newRow(tag.constData())
            << spec << qint64(spec.scaling.trainLength) << row[8].toLongLong() << row[9].toInt()
            << testsupport::toDouble(row[10]) << testsupport::toDouble(row[11])
            << testsupport::toDouble(row[12]) << (row[13] == "1");
    }
}

void TestContextScaling::goldenExtrapolation()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(qint64, L);
    QFETCH(qint64, contextLength);
    QFETCH(int, i);
    QFETCH(double, trained);
    QFETCH(double, context);
    QFETCH(double, turns);
    QFETCH(bool, passes);
    const pe::PositionalEncoding scaled(spec);
    pe::EncodingSpec plainSpec = spec;
    plainSpec.scaling.method = pe::ContextMethod::None;
    const pe::PositionalEncoding plain(plainSpec);
    const std::vector<pe::PairExtrapolation> check
        = pe::extrapolationCheck(plain, scaled, L, contextLength);
    QCOMPARE(int(check.size()), plain.pairCount());
    const pe::PairExtrapolation &e = check[std::size_t(i)];
    QCOMPARE(e.pair, i);
    QVERIFY2(nearRelative(e.trainedAngle, trained),
             testsupport::describe("trained", e.trainedAngle, trained).constData());
    QVERIFY2(nearRelative(e.contextAngle, context),
             testsupport::describe("context", e.contextAngle, context).constData());
    QVERIFY2(nearRelative(e.trainedTurns, turns),
             testsupport::describe("turns", e.trainedTurns, turns).constData());
    QCOMPARE(e.fullTurnInTraining, turns >= 1.0);
    QCOMPARE(e.passes, passes);
    PEV_COMPARE_EXACT(pe::maxAngleWithin(plain, i, L), e.trainedAngle);
}

void TestContextScaling::maxAngleIsTheLastPositionsAngle()
{
    pe::EncodingSpec spec;
    spec.d = 16;
    spec.layout = pe::Layout::Fairseq;
    spec.paddingIdx = 1;
    const pe::PositionalEncoding encoding(spec);
    // Positions 0 .. 9: the last is 9, the angle with fairseq's offset (9 + 2) * omega_i.
    for (int i = 0; i < encoding.pairCount(); ++i) {
        PEV_COMPARE_EXACT(pe::maxAngleWithin(encoding, i, 10), encoding.angle(9, i));
        PEV_VERIFY_NEAR(pe::maxAngleWithin(encoding, i, 10), 11.0 * encoding.frequency(i),
                        1e-15 * 11.0);
    }
    PEV_COMPARE_EXACT(pe::maxAngleWithin(pe::PositionalEncoding(8), 0, 1), 0.0);
    PEV_COMPARE_EXACT(
        pe::maxAngleWithin(pe::PositionalEncoding(8), 0, pe::PositionalEncoding::maxPosition),
        2147483646.0);
}

void TestContextScaling::badArguments()
{
    const pe::PositionalEncoding encoding(8);
    testsupport::verifyThrowsNaming([] { pe::ntkBase(10000.0, 4.0, 2); }, QStringLiteral("d"));
    testsupport::verifyThrowsNaming([] { pe::ntkBase(10000.0, 0.0, 8); }, QStringLiteral("factor"));
    testsupport::verifyThrowsNaming([] { pe::ntkBase(10000.0, kNaN, 8); },
                                    QStringLiteral("factor"));
    testsupport::verifyThrowsNaming([] { pe::ntkBase(1.0, 4.0, 8); }, QStringLiteral("base"));
    testsupport::verifyThrowsNaming([] { pe::ntkBase(1e300, 1e300, 8); }, QStringLiteral("factor"));
    testsupport::verifyThrowsNaming([] { pe::yarnRamp(1.0, 32.0, 32.0); }, QStringLiteral("beta"));
    testsupport::verifyThrowsNaming([] { pe::yarnRamp(1.0, -1.0, 32.0); }, QStringLiteral("alpha"));
    testsupport::verifyThrowsNaming([] { pe::yarnRamp(kNaN, 1.0, 32.0); }, QStringLiteral("r"));
    testsupport::verifyThrowsNaming([] { pe::yarnAttentionScale(0.0); }, QStringLiteral("factor"));
    testsupport::verifyThrowsNaming([] { pe::yarnAttentionScale(kNaN); }, QStringLiteral("factor"));
    testsupport::verifyThrowsNaming([&] { pe::turnsWithin(encoding, 0, 0); }, QStringLiteral("L"));
    testsupport::verifyThrowsNaming([&] { pe::turnsWithin(encoding, 4, 512); },
                                    QStringLiteral("i"));
    testsupport::verifyThrowsNaming([&] { pe::unseenPairCount(encoding, qint64(1) << 31); },
                                    QStringLiteral("L"));
    testsupport::verifyThrowsNaming([&] { pe::crossingPair(encoding, -3); }, QStringLiteral("L"));
    testsupport::verifyThrowsNaming([&] { pe::maxAngleWithin(encoding, -1, 10); },
                                    QStringLiteral("i"));
    testsupport::verifyThrowsNaming([&] { pe::maxAngleWithin(encoding, 0, 0); },
                                    QStringLiteral("length"));
    pe::EncodingSpec t2t;
    t2t.d = 9;
    t2t.layout = pe::Layout::Tensor2Tensor;
    const pe::PositionalEncoding fewerPairs(t2t); // 4 pairs against 5 of interleaved d = 9
    testsupport::verifyThrowsNaming(
        [&] { pe::extrapolationCheck(pe::PositionalEncoding(9), fewerPairs, 512, 2048); },
        QStringLiteral("scaled"));
    testsupport::verifyThrowsNaming([&] { pe::extrapolationCheck(encoding, encoding, 512, 0); },
                                    QStringLiteral("contextLength"));
}

void TestContextScaling::pairsTurningAtLeast_data()
{
    // Independent counts (mpmath, 50 digits: the pairs i with L / (2 pi s base^(2i/d)) >= turns,
    // interleaved layout; s = 4 is position interpolation).
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("method");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<double>("turns");
    QTest::addColumn<int>("count");
    const int none = int(pe::ContextMethod::None);
    QTest::newRow("d 128, L 512, 10 turns") << 128 << 10000.0 << none << qint64(512) << 10.0 << 15;
    QTest::newRow("d 128, L 512, 1 turn") << 128 << 10000.0 << none << qint64(512) << 1.0 << 31;
    QTest::newRow("d 128, L 512, half a turn")
        << 128 << 10000.0 << none << qint64(512) << 0.5 << 36;
    QTest::newRow("d 8, L 512, 10 turns") << 8 << 10000.0 << none << qint64(512) << 10.0 << 1;
    QTest::newRow("d 512, L 2048, 100 turns")
        << 512 << 10000.0 << none << qint64(2048) << 100.0 << 33;
    QTest::newRow("d 128, PI s 4, 10 turns")
        << 128 << 10000.0 << int(pe::ContextMethod::PositionInterpolation) << qint64(512) << 10.0
        << 5;
    QTest::newRow("d 7, L 1, 1 turn") << 7 << 10000.0 << none << qint64(1) << 1.0 << 0;
    QTest::newRow("d 64, base 500000, 10 turns")
        << 64 << 500000.0 << none << qint64(512) << 10.0 << 6;
}

void TestContextScaling::pairsTurningAtLeast()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, method);
    QFETCH(qint64, L);
    QFETCH(double, turns);
    QFETCH(int, count);
    pe::EncodingSpec spec;
    spec.d = d;
    spec.base = base;
    spec.scaling.method = static_cast<pe::ContextMethod>(method);
    spec.scaling.factor = 4.0;
    spec.scaling.trainLength = L;
    const pe::PositionalEncoding encoding(spec);
    QCOMPARE(pe::pairsTurningAtLeast(encoding, L, turns), count);
    testsupport::verifyThrowsNaming([&] { pe::pairsTurningAtLeast(encoding, L, 0.0); },
                                    QStringLiteral("turns"));
    testsupport::verifyThrowsNaming([&] { pe::pairsTurningAtLeast(encoding, L, std::nan("")); },
                                    QStringLiteral("turns"));
    testsupport::verifyThrowsNaming([&] { pe::pairsTurningAtLeast(encoding, 0, turns); },
                                    QStringLiteral("L"));
}

void TestContextScaling::frequencyRatio_data()
{
    // From the methods' definitions: PI divides every frequency by s; NTK-aware keeps
    // pair 0 and makes the slowest interleaved pair s times slower (4^(128/126 * 126/128) = 4);
    // YaRN keeps pairs turning more than beta = 32 times within L = 512 (pair 0: 81.5 turns)
    // and interpolates those turning fewer than alpha = 1 time (the slowest) as PI does.
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("ratio");
    const int pi = int(pe::ContextMethod::PositionInterpolation);
    const int ntk = int(pe::ContextMethod::NtkAware);
    const int yarn = int(pe::ContextMethod::Yarn);
    QTest::newRow("none, pair 5") << int(pe::ContextMethod::None) << 5 << 1.0;
    QTest::newRow("PI, pair 0") << pi << 0 << 0.25;
    QTest::newRow("PI, pair 63") << pi << 63 << 0.25;
    QTest::newRow("NTK, pair 0") << ntk << 0 << 1.0;
    QTest::newRow("NTK, pair 63") << ntk << 63 << 0.25;
    QTest::newRow("YaRN, pair 0") << yarn << 0 << 1.0;
    QTest::newRow("YaRN, pair 63") << yarn << 63 << 0.25;
}

void TestContextScaling::frequencyRatio()
{
    QFETCH(int, method);
    QFETCH(int, i);
    QFETCH(double, ratio);
    pe::EncodingSpec spec;
    spec.d = 128;
    const pe::PositionalEncoding unscaled(spec);
    spec.scaling.method = static_cast<pe::ContextMethod>(method);
    spec.scaling.factor = 4.0;
    const pe::PositionalEncoding scaled(spec);
    QVERIFY(std::abs(pe::frequencyRatio(unscaled, scaled, i) - ratio) <= 1e-14);
    testsupport::verifyThrowsNaming([&] { pe::frequencyRatio(unscaled, scaled, 64); },
                                    QStringLiteral("i"));
    const pe::PositionalEncoding narrow(8, 10000.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::frequencyRatio(narrow, scaled, 0));
}

QTEST_APPLESS_MAIN(TestContextScaling)
#include "tst_contextscaling.moc"
