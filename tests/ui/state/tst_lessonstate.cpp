// Tests of the one parameter owner: validation and its signal contract.
#include "attentionstate.h"
#include "lessonstate.h"

#include <QMetaMethod>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

namespace {

// One parameter change by name, for the data-driven tables: "d", "base", "p", "q", "layout"
// (value: index into interleaved, concatenated, tensor2tensor, fairseq), "padding", "method"
// (none, pi, ntk, yarn), "factor", "follow" (0/1), "alpha", "beta", "train", "context",
// "second".
bool applyNamed(LessonState &state, const QString &what, double value)
{
    if (what == QLatin1String("q"))
        return state.setComparison(static_cast<qint64>(value));
    if (what == QLatin1String("p"))
        return state.setPosition(static_cast<qint64>(value));
    if (what == QLatin1String("d"))
        return state.setWidth(static_cast<int>(value));
    if (what == QLatin1String("base"))
        return state.setBase(value);
    if (what == QLatin1String("layout"))
        return state.setLayout(static_cast<pe::Layout>(static_cast<int>(value)));
    if (what == QLatin1String("padding"))
        return state.setPaddingIndex(static_cast<int>(value));
    if (what == QLatin1String("method"))
        return state.setContextMethod(static_cast<pe::ContextMethod>(static_cast<int>(value)));
    if (what == QLatin1String("factor"))
        return state.setScalingFactor(value);
    if (what == QLatin1String("follow"))
        return state.setFactorFollowsLengths(value != 0.0);
    if (what == QLatin1String("alpha"))
        return state.setYarnAlpha(value);
    if (what == QLatin1String("beta"))
        return state.setYarnBeta(value);
    if (what == QLatin1String("train"))
        return state.setTrainLength(static_cast<qint64>(value));
    if (what == QLatin1String("context"))
        return state.setContextLength(static_cast<qint64>(value));
    if (what == QLatin1String("second"))
        return state.setSecondBase(value);
    qFatal("unknown parameter");
    return false;
}

// "d=3" style set-up steps before the spies start.
void applySetup(LessonState &state, const QStringList &setup)
{
    for (const QString &step : setup) {
        const QStringList parts = step.split(QLatin1Char('='));
        QVERIFY2(applyNamed(state, parts[0], parts[1].toDouble()), qPrintable(step));
    }
}

// A spy on every signal LessonState declares itself, by name.
struct AllSignals
{
    explicit AllSignals(const LessonState *state)
    {
        const QMetaObject *meta = state->metaObject();
        for (int k = meta->methodOffset(); k < meta->methodCount(); ++k) {
            const QMetaMethod method = meta->method(k);
            if (method.methodType() != QMetaMethod::Signal)
                continue;
            names << QString::fromLatin1(method.name());
            spies.push_back(std::make_unique<QSignalSpy>(state, method));
        }
    }
    // Names of the signals emitted, each with its count when not 1.
    QStringList emitted() const
    {
        QStringList out;
        for (std::size_t k = 0; k < spies.size(); ++k) {
            const int count = spies[k]->count();
            if (count == 1)
                out << names[int(k)];
            else if (count > 1)
                out << QStringLiteral("%1x%2").arg(names[int(k)]).arg(count);
        }
        out.sort();
        return out;
    }
    QStringList names;
    std::vector<std::unique_ptr<QSignalSpy>> spies;
};

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QLatin1String(item);
    return out;
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

} // namespace

class TestLessonState : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void validChange_data();
    void validChange();
    void invalidChangeIsIgnored_data();
    void invalidChangeIsIgnored();
    void sameValueEmitsNothing();
    void presets_data();
    void presets();
    void presetEmitsChangedOnce();
    void unknownPreset();
    void resetRestoresLesson();
    void sentence();
    void newDefaults();
    void setterTable_data();
    void setterTable();
    void encodingFollowsSpec_data();
    void encodingFollowsSpec();
    void factorFollowsLengths();
    void setParametersAtOnce();
    void basePresets();
    void resetRestoresEverything();
};

void TestLessonState::defaults()
{
    LessonState state;
    QCOMPARE(state.sentence(), QStringLiteral("the cat saw the dog"));
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.encodingOn());
    QCOMPARE(QString::fromStdString(state.scenario().repeatedWord()), QStringLiteral("the"));
}

void TestLessonState::validChange_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::newRow("q=6") << "q" << 6.0;
    QTest::newRow("q=32") << "q" << 32.0;
    QTest::newRow("p=5") << "p" << 5.0;
    QTest::newRow("d=1") << "d" << 1.0;
    QTest::newRow("d=8192") << "d" << 8192.0;
    QTest::newRow("base=2") << "base" << 2.0;
    QTest::newRow("base=1.0001") << "base" << 1.0001;
}

static bool applyChange(LessonState &state, const QString &what, double value)
{
    if (what == QLatin1String("q"))
        return state.setComparison(static_cast<qint64>(value));
    if (what == QLatin1String("p"))
        return state.setPosition(static_cast<qint64>(value));
    if (what == QLatin1String("d"))
        return state.setWidth(static_cast<int>(value));
    return state.setBase(value);
}

void TestLessonState::validChange()
{
    QFETCH(QString, what);
    QFETCH(double, value);
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy q(&state, &LessonState::comparisonChanged);
    QSignalSpy p(&state, &LessonState::positionChanged);
    QSignalSpy d(&state, &LessonState::widthChanged);
    QSignalSpy base(&state, &LessonState::baseChanged);
    QVERIFY(applyChange(state, what, value));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(q.count(), what == QLatin1String("q") ? 1 : 0);
    QCOMPARE(p.count(), what == QLatin1String("p") ? 1 : 0);
    QCOMPARE(d.count(), what == QLatin1String("d") ? 1 : 0);
    QCOMPARE(base.count(), what == QLatin1String("base") ? 1 : 0);
}

void TestLessonState::invalidChangeIsIgnored_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::newRow("q=-1") << "q" << -1.0;
    QTest::newRow("q=2^31") << "q" << 2147483648.0;
    QTest::newRow("p=-5") << "p" << -5.0;
    QTest::newRow("d=0") << "d" << 0.0;
    QTest::newRow("d=8193") << "d" << 8193.0;
    QTest::newRow("base=1") << "base" << 1.0;
    QTest::newRow("base=0.5") << "base" << 0.5;
    QTest::newRow("base=nan") << "base" << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("base=inf") << "base" << std::numeric_limits<double>::infinity();
}

void TestLessonState::invalidChangeIsIgnored()
{
    QFETCH(QString, what);
    QFETCH(double, value);
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!applyChange(state, what, value));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
}

void TestLessonState::sameValueEmitsNothing()
{
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(state.setComparison(3));
    state.setEncodingOn(true);
    QCOMPARE(changed.count(), 0);
}

void TestLessonState::presets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::newRow("lesson default") << "lesson-default" << qint64(0) << qint64(3) << true;
    QTest::newRow("fast pair") << "fast-pair" << qint64(0) << qint64(6) << true;
    QTest::newRow("off") << "encoding-off" << qint64(0) << qint64(3) << false;
}

void TestLessonState::presets()
{
    QFETCH(QString, id);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    LessonState state;
    state.setWidth(64);
    state.setComparison(17);
    QVERIFY(state.applyPreset(id));
    QCOMPARE(state.position(), p);
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), on);
    QCOMPARE(state.width(), 8);
}

void TestLessonState::presetEmitsChangedOnce()
{
    LessonState state;
    state.setWidth(64);
    state.setEncodingOn(false);
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy q(&state, &LessonState::comparisonChanged);
    QVERIFY(state.applyPreset(QStringLiteral("fast-pair")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(q.count(), 1);
}

void TestLessonState::unknownPreset()
{
    LessonState state;
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!state.applyPreset(QStringLiteral("no-such-preset")));
    QCOMPARE(changed.count(), 0);
}

void TestLessonState::resetRestoresLesson()
{
    LessonState state;
    state.setWidth(33);
    state.setBase(7.5);
    state.setComparison(20);
    state.setEncodingOn(false);
    state.reset();
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.encodingOn());
}

void TestLessonState::sentence()
{
    LessonState state;
    QVERIFY(state.setSentence(QStringLiteral("a dog and a cat")));
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), qint64(3));
    QVERIFY(state.setSentence(QStringLiteral("x one two x")));
    QCOMPARE(state.comparison(), qint64(3));
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(!state.setSentence(QStringLiteral("no repeated word here")));
    QVERIFY(!state.setSentence(QString()));
    QCOMPARE(changed.count(), 0);
}

void TestLessonState::newDefaults()
{
    LessonState state;
    QCOMPARE(state.layout(), pe::Layout::Interleaved);
    QCOMPARE(state.paddingIndex(), 1);
    QCOMPARE(state.contextMethod(), pe::ContextMethod::None);
    QCOMPARE(state.trainLength(), qint64(512));
    QCOMPARE(state.contextLength(), qint64(2048));
    QCOMPARE(state.scalingFactor(), 4.0);
    QVERIFY(state.factorFollowsLengths());
    QCOMPARE(state.yarnAlpha(), 1.0);
    QCOMPARE(state.yarnBeta(), 32.0);
    QCOMPARE(state.secondBase(), 500000.0);
    QCOMPARE(state.secondEncoding().base(), 500000.0);
    QCOMPARE(state.encoding().spec().scaling.method, pe::ContextMethod::None);
    QVERIFY(state.attention() != nullptr);
    QCOMPARE(state.attention()->parent(), &state);
}

void TestLessonState::setterTable_data()
{
    // setup: steps applied before the spies; what/value: the change; valid: accepted; signals:
    // exactly the signals emitted (sorted; changed() once when valid, nothing when not).
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("emitted");
    const QStringList none;
    const auto with = [](const char *name) {
        QStringList l {QStringLiteral("changed"), QLatin1String(name)};
        l.sort();
        return l;
    };
    const auto with2 = [](const char *a, const char *b) {
        QStringList l {QStringLiteral("changed"), QLatin1String(a), QLatin1String(b)};
        l.sort();
        return l;
    };
    // Layouts and fairseq's padding index.
    QTest::newRow("layout concatenated")
        << none << "layout" << 1.0 << true << with("layoutChanged");
    QTest::newRow("layout tensor2tensor")
        << none << "layout" << 2.0 << true << with("layoutChanged");
    QTest::newRow("layout fairseq") << none << "layout" << 3.0 << true << with("layoutChanged");
    QTest::newRow("layout unknown") << none << "layout" << 7.0 << false << none;
    QTest::newRow("fairseq at d 3") << list({"d=3"}) << "layout" << 3.0 << false << none;
    QTest::newRow("fairseq at d 4")
        << list({"d=4"}) << "layout" << 3.0 << true << with("layoutChanged");
    QTest::newRow("tensor2tensor at d 1") << list({"d=1"}) << "layout" << 2.0 << false << none;
    QTest::newRow("d 3 under fairseq") << list({"layout=3"}) << "d" << 3.0 << false << none;
    QTest::newRow("d 1 under tensor2tensor") << list({"layout=2"}) << "d" << 1.0 << false << none;
    QTest::newRow("padding 0") << none << "padding" << 0.0 << true << with("paddingIndexChanged");
    QTest::newRow("padding max") << none << "padding" << double(pe::maxPaddingIdx) << true
                                 << with("paddingIndexChanged");
    QTest::newRow("padding -1") << none << "padding" << -1.0 << false << none;
    QTest::newRow("padding max+1")
        << none << "padding" << double(pe::maxPaddingIdx + 1) << false << none;
    QTest::newRow("padding same") << none << "padding" << 1.0 << true << none;
    // Context methods.
    QTest::newRow("method pi") << none << "method" << 1.0 << true << with("contextMethodChanged");
    QTest::newRow("method ntk") << none << "method" << 2.0 << true << with("contextMethodChanged");
    QTest::newRow("method yarn") << none << "method" << 3.0 << true << with("contextMethodChanged");
    QTest::newRow("method unknown") << none << "method" << 9.0 << false << none;
    QTest::newRow("ntk at d 2") << list({"d=2"}) << "method" << 2.0 << false << none;
    QTest::newRow("d 2 under ntk") << list({"method=2"}) << "d" << 2.0 << false << none;
    QTest::newRow("pi with tiny factor")
        << list({"factor=1e-7"}) << "method" << 1.0 << false << none;
    QTest::newRow("tiny factor under pi")
        << list({"method=1"}) << "factor" << 1e-7 << false << none;
    // The factor s.
    QTest::newRow("factor 2.5") << none << "factor" << 2.5 << true
                                << with2("scalingFactorChanged", "factorFollowsLengthsChanged");
    QTest::newRow("factor 4 stops following")
        << none << "factor" << 4.0 << true << with("factorFollowsLengthsChanged");
    QTest::newRow("factor 0.25") << none << "factor" << 0.25 << true
                                 << with2("scalingFactorChanged", "factorFollowsLengthsChanged");
    QTest::newRow("factor 0") << none << "factor" << 0.0 << false << none;
    QTest::newRow("factor -2") << none << "factor" << -2.0 << false << none;
    QTest::newRow("factor nan") << none << "factor" << kNaN << false << none;
    QTest::newRow("factor inf") << none << "factor" << kInf << false << none;
    QTest::newRow("follow again") << list({"factor=3"}) << "follow" << 1.0 << true
                                  << with2("scalingFactorChanged", "factorFollowsLengthsChanged");
    QTest::newRow("stop following")
        << none << "follow" << 0.0 << true << with("factorFollowsLengthsChanged");
    // YaRN's ramp.
    QTest::newRow("alpha 0") << none << "alpha" << 0.0 << true << with("yarnAlphaChanged");
    QTest::newRow("alpha 31.5") << none << "alpha" << 31.5 << true << with("yarnAlphaChanged");
    QTest::newRow("alpha = beta") << none << "alpha" << 32.0 << false << none;
    QTest::newRow("alpha -1") << none << "alpha" << -1.0 << false << none;
    QTest::newRow("alpha nan") << none << "alpha" << kNaN << false << none;
    QTest::newRow("beta 16") << none << "beta" << 16.0 << true << with("yarnBetaChanged");
    QTest::newRow("beta = alpha") << none << "beta" << 1.0 << false << none;
    QTest::newRow("beta 0.5") << none << "beta" << 0.5 << false << none;
    QTest::newRow("beta inf") << none << "beta" << kInf << false << none;
    // L and L' (s follows them by default).
    QTest::newRow("L 1024") << none << "train" << 1024.0 << true
                            << with2("trainLengthChanged", "scalingFactorChanged");
    QTest::newRow("L 1") << none << "train" << 1.0 << true
                         << with2("trainLengthChanged", "scalingFactorChanged");
    QTest::newRow("L max") << none << "train" << 2147483647.0 << true
                           << with2("trainLengthChanged", "scalingFactorChanged");
    QTest::newRow("L 0") << none << "train" << 0.0 << false << none;
    QTest::newRow("L -5") << none << "train" << -5.0 << false << none;
    QTest::newRow("L 2^31") << none << "train" << 2147483648.0 << false << none;
    QTest::newRow("L with fixed s")
        << list({"factor=3"}) << "train" << 1024.0 << true << with("trainLengthChanged");
    QTest::newRow("L' 4096") << none << "context" << 4096.0 << true
                             << with2("contextLengthChanged", "scalingFactorChanged");
    QTest::newRow("L' max") << none << "context" << 2147483647.0 << true
                            << with2("contextLengthChanged", "scalingFactorChanged");
    QTest::newRow("L' 0") << none << "context" << 0.0 << false << none;
    QTest::newRow("L' 2^31") << none << "context" << 2147483648.0 << false << none;
    QTest::newRow("L' with fixed s")
        << list({"factor=3"}) << "context" << 100.0 << true << with("contextLengthChanged");
    // PI at s = L'/L = 1 / (2^31 - 1) would shrink the denominators below 2^-21.
    QTest::newRow("L' 1 under pi")
        << list({"method=1", "train=2147483647"}) << "context" << 1.0 << false << none;
    // The second base.
    QTest::newRow("B 1e6") << none << "second" << 1e6 << true << with("secondBaseChanged");
    QTest::newRow("B 40889.9424") << none << "second" << 40889.9424 << true
                                  << with("secondBaseChanged");
    QTest::newRow("B 1") << none << "second" << 1.0 << false << none;
    QTest::newRow("B 0.5") << none << "second" << 0.5 << false << none;
    QTest::newRow("B nan") << none << "second" << kNaN << false << none;
    QTest::newRow("B inf") << none << "second" << kInf << false << none;
    QTest::newRow("B same") << none << "second" << 500000.0 << true << none;
    // The base with decimals.
    QTest::newRow("base 40889.9424") << none << "base" << 40889.9424 << true << with("baseChanged");
}

void TestLessonState::setterTable()
{
    QFETCH(QStringList, setup);
    QFETCH(QString, what);
    QFETCH(double, value);
    QFETCH(bool, valid);
    QFETCH(QStringList, emitted);
    LessonState state;
    applySetup(state, setup);
    const LessonState::Parameters before = state.parameters();
    AllSignals spies(&state);
    QCOMPARE(applyNamed(state, what, value), valid);
    QCOMPARE(spies.emitted(), emitted);
    if (!valid) {
        const LessonState::Parameters after = state.parameters();
        QCOMPARE(after.d, before.d);
        QCOMPARE(after.layout, before.layout);
        QCOMPARE(after.method, before.method);
        QCOMPARE(after.factor, before.factor);
        QCOMPARE(after.trainLength, before.trainLength);
        QCOMPARE(after.contextLength, before.contextLength);
        QCOMPARE(after.yarnAlpha, before.yarnAlpha);
        QCOMPARE(after.yarnBeta, before.yarnBeta);
        QCOMPARE(after.secondBase, before.secondBase);
        QCOMPARE(after.paddingIndex, before.paddingIndex);
    }
    // Whatever happened, the three encodings are those of the parameters.
    const pe::EncodingSpec spec = state.encoding().spec();
    QCOMPARE(spec.d, state.width());
    QCOMPARE(spec.layout, state.layout());
    QCOMPARE(spec.scaling.method, state.contextMethod());
    QCOMPARE(spec.scaling.factor, state.scalingFactor());
    QCOMPARE(spec.scaling.trainLength, state.trainLength());
    QCOMPARE(state.secondEncoding().base(), state.secondBase());
    QCOMPARE(state.unscaledEncoding().spec().scaling.method, pe::ContextMethod::None);
}

void TestLessonState::encodingFollowsSpec_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("s");
    QTest::newRow("pi s 4") << 1 << 4.0;
    QTest::newRow("pi s 2.5") << 1 << 2.5;
    QTest::newRow("ntk s 4") << 2 << 4.0;
    QTest::newRow("yarn s 8") << 3 << 8.0;
}

void TestLessonState::encodingFollowsSpec()
{
    // encoding() carries the method, unscaledEncoding() does not; the layout is in both.
    QFETCH(int, method);
    QFETCH(double, s);
    LessonState state;
    QVERIFY(state.setWidth(128));
    QVERIFY(state.setLayout(pe::Layout::Concatenated));
    QVERIFY(state.setScalingFactor(s));
    QVERIFY(state.setContextMethod(static_cast<pe::ContextMethod>(method)));
    const pe::PositionalEncoding &scaled = state.encoding();
    const pe::PositionalEncoding &unscaled = state.unscaledEncoding();
    QCOMPARE(scaled.sinComponent(1), 1); // concatenated: sins first
    QCOMPARE(unscaled.cosComponent(0), 64);
    QCOMPARE(unscaled.denominator(3), pe::PositionalEncoding(128).denominator(3));
    const int last = scaled.pairCount() - 1;
    // Every method slows the slowest pair by s (NTK: exactly for the exponent (d-2)/d; YaRN: the
    // slowest pair never turns within L, so gamma = 0 there).
    QVERIFY(std::fabs(scaled.denominator(last) / unscaled.denominator(last) - s) <= 1e-12 * s);
    if (method == 1) // PI: every pair
        QCOMPARE(scaled.denominator(0), unscaled.denominator(0) * s);
    else // NTK, YaRN: the fastest pair is left alone
        QCOMPARE(scaled.denominator(0), unscaled.denominator(0));
}

void TestLessonState::factorFollowsLengths()
{
    LessonState state;
    QCOMPARE(state.scalingFactor(), 2048.0 / 512.0);
    QVERIFY(state.setTrainLength(1024));
    QCOMPARE(state.scalingFactor(), 2.0);
    QVERIFY(state.setContextLength(3072));
    QCOMPARE(state.scalingFactor(), 3.0);
    QVERIFY(state.setScalingFactor(1.5));
    QVERIFY(!state.factorFollowsLengths());
    QVERIFY(state.setContextLength(8192));
    QCOMPARE(state.scalingFactor(), 1.5); // set by the user: L' no longer moves it
    QVERIFY(state.setFactorFollowsLengths(true));
    QCOMPARE(state.scalingFactor(), 8.0);
    QVERIFY(state.setFactorFollowsLengths(false));
    QCOMPARE(state.scalingFactor(), 8.0); // kept
    QVERIFY(state.setTrainLength(512));
    QCOMPARE(state.scalingFactor(), 8.0);
}

void TestLessonState::setParametersAtOnce()
{
    LessonState state;
    AllSignals spies(&state);
    LessonState::Parameters next = state.parameters();
    next.d = 64;
    next.layout = pe::Layout::Fairseq;
    next.paddingIndex = 0;
    next.method = pe::ContextMethod::Yarn;
    next.trainLength = 4096;
    next.contextLength = 32768;
    next.secondBase = 1e6;
    QVERIFY(state.setParameters(next));
    QStringList expected
        = list({"changed", "widthChanged", "layoutChanged", "paddingIndexChanged",
                "contextMethodChanged", "trainLengthChanged", "contextLengthChanged",
                "secondBaseChanged", "scalingFactorChanged"});
    expected.sort();
    QCOMPARE(spies.emitted(), expected); // s follows: 32768 / 4096 = 8
    QCOMPARE(state.scalingFactor(), 8.0);
    QCOMPARE(state.encoding().positionOffset(), qint64(1)); // fairseq, padding index 0

    // An invalid combination changes nothing.
    AllSignals after(&state);
    next.d = 3; // fairseq needs d >= 4
    QVERIFY(!state.setParameters(next));
    QVERIFY(after.emitted().isEmpty());
    QCOMPARE(state.width(), 64);
}

void TestLessonState::basePresets()
{
    const QList<LessonState::BasePreset> &presets = LessonState::basePresets();
    QVERIFY(presets.size() >= 2);
    QCOMPARE(presets[0].base, 10000.0);
    bool llama3 = false;
    for (const LessonState::BasePreset &preset : presets) {
        LessonState state;
        QVERIFY2(state.setSecondBase(preset.base) || preset.base == state.secondBase(), preset.id);
        QVERIFY(state.setBase(preset.base));
        QVERIFY(!LessonState::basePresetName(preset).isEmpty());
        llama3 = llama3
            || (QLatin1String(preset.id) == QLatin1String("llama-3")
                && preset.base == LessonState::defaultSecondBase);
    }
    QVERIFY(llama3);
}

void TestLessonState::resetRestoresEverything()
{
    LessonState state;
    QVERIFY(state.setWidth(64));
    QVERIFY(state.setLayout(pe::Layout::Tensor2Tensor));
    QVERIFY(state.setPaddingIndex(4));
    QVERIFY(state.setContextMethod(pe::ContextMethod::NtkAware));
    QVERIFY(state.setScalingFactor(16));
    QVERIFY(state.setYarnRamp(2, 40));
    QVERIFY(state.setTrainLength(100));
    QVERIFY(state.setContextLength(200));
    QVERIFY(state.setSecondBase(1e6));
    AttentionState *attention = state.attention();
    QVERIFY(attention->setRopeLayout(pe::RopeLayout::HalfSplit));
    QVERIFY(attention->setQueryPosition(99));
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy attentionChanged(attention, &AttentionState::changed);
    state.reset();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(attentionChanged.count(), 1);
    const LessonState::Parameters p = state.parameters();
    const LessonState::Parameters defaults;
    QCOMPARE(p.d, 8);
    QCOMPARE(p.layout, pe::Layout::Interleaved);
    QCOMPARE(p.paddingIndex, 1);
    QCOMPARE(p.method, pe::ContextMethod::None);
    QVERIFY(p.factorFollowsLengths);
    QCOMPARE(p.factor, 4.0);
    QCOMPARE(p.yarnAlpha, 1.0);
    QCOMPARE(p.yarnBeta, 32.0);
    QCOMPARE(p.trainLength, defaults.trainLength);
    QCOMPARE(p.contextLength, defaults.contextLength);
    QCOMPARE(p.secondBase, 500000.0);
    QCOMPARE(attention->ropeLayout(), pe::RopeLayout::Interleaved);
    QCOMPARE(attention->queryPosition(), AttentionState::defaultQueryPosition);
}

QTEST_MAIN(TestLessonState)
#include "tst_lessonstate.moc"
