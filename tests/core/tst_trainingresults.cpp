// The honest results of the training experiment (issue 20, point 5), with fixed seeds: what each
// positional scheme lets the small Transformer learn, as this model and these seeds give it. The
// numbers are in docs/training.md; when a paper's claim does not hold here, the test asserts what
// the run shows (and the docs say so).

#include "training/trainer.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <string>
#include <tuple>

namespace {

struct RunKey
{
    std::string task;
    pe::SchemeKind scheme;
    bool causal;
    int d;
    int steps;
    bool operator<(const RunKey &o) const
    {
        return std::tie(task, scheme, causal, d, steps)
            < std::tie(o.task, o.scheme, o.causal, o.d, o.steps);
    }
};

constexpr int kTrainLength = 6;

// The accuracy by length of one run (seed 1, L = 6, 2 layers, 2 heads, batch 32, 8 symbols,
// 64 evaluation examples per length), trained once per test process.
const std::vector<pe::LengthAccuracy> &run(const std::string &task, pe::SchemeKind scheme,
                                           bool causal, int d, int steps)
{
    static std::map<RunKey, std::vector<pe::LengthAccuracy>> cache;
    const RunKey key {task, scheme, causal, d, steps};
    auto found = cache.find(key);
    if (found != cache.end())
        return found->second;
    pe::TrainingConfig config;
    pe::parseTask(task, &config.task);
    config.task.symbols = 8;
    config.trainLength = kTrainLength;
    config.steps = steps;
    config.model.layers = 2;
    config.model.heads = 2;
    config.model.d = d;
    config.model.causal = causal;
    config.seed = 1;
    pe::SchemeSpec spec;
    spec.kind = scheme;
    pe::Trainer trainer(config, spec);
    return cache[key] = trainer.run().byLength;
}

// The mean accuracy over lengths first..last (all runnable).
double meanAccuracy(const std::vector<pe::LengthAccuracy> &byLength, int first, int last)
{
    double sum = 0.0;
    int count = 0;
    for (const pe::LengthAccuracy &entry : byLength) {
        if (entry.length < first || entry.length > last)
            continue;
        if (!entry.runnable)
            return std::nan("");
        sum += entry.accuracy;
        ++count;
    }
    return count ? sum / count : std::nan("");
}

double lowestAccuracy(const std::vector<pe::LengthAccuracy> &byLength, int first, int last)
{
    double lowest = 1.0;
    for (const pe::LengthAccuracy &entry : byLength) {
        if (entry.length >= first && entry.length <= last)
            lowest = std::min(lowest, entry.runnable ? entry.accuracy : 0.0);
    }
    return lowest;
}

QByteArray describe(const std::vector<pe::LengthAccuracy> &byLength)
{
    QByteArray text = "accuracy by length:";
    for (const pe::LengthAccuracy &entry : byLength)
        text += ' ' + QByteArray::number(entry.length) + '='
            + (entry.runnable ? QByteArray::number(entry.accuracy, 'f', 3) : QByteArray("-"));
    return text;
}

} // namespace

Q_DECLARE_METATYPE(pe::SchemeKind)

class TestTrainingResults : public QObject
{
    Q_OBJECT

private slots:
    void reverseNeedsAbsolutePosition_data();
    void reverseNeedsAbsolutePosition();
    void shiftIsRelative_data();
    void shiftIsRelative();
    void causalMaskGivesOrder();
    void beyondTheTrainingLength();
};

void TestTrainingResults::reverseNeedsAbsolutePosition_data()
{
    // reverse at L = 6, d = 32, 800 steps. The mean is over lengths 3..6 (length 2 is "the other
    // token", which even an order-blind model gets right).
    QTest::addColumn<pe::SchemeKind>("scheme");
    QTest::addColumn<double>("lowestAtLeast"); // every length 2..L at least this
    QTest::addColumn<double>("meanAtMost"); // the mean over 3..L at most this
    // Order-blind: its output at t depends on input[t] and the multiset only (about 0.41 here,
    // above the 1/8 of guessing: the multiset narrows the choice).
    QTest::newRow("none: order-blind") << pe::SchemeKind::None << 0.0 << 0.55;
    QTest::newRow("sinusoidal: learns it") << pe::SchemeKind::Sinusoidal << 0.95 << 1.0;
    QTest::newRow("learned: learns it") << pe::SchemeKind::Learned << 0.95 << 1.0;
    // Relative schemes see only offsets: RoPE and T5 learn part of it (near the ends, about 0.6
    // and 0.56), never the 95 % of the absolute schemes; bidirectional ALiBi's bias -m|i-j| is the
    // same to the left and to the right, so it does no better than none (about 0.39).
    QTest::newRow("rope: partly") << pe::SchemeKind::Rope << 0.0 << 0.9;
    QTest::newRow("t5: partly") << pe::SchemeKind::T5 << 0.0 << 0.9;
    QTest::newRow("alibi: like none") << pe::SchemeKind::Alibi << 0.0 << 0.55;
}

void TestTrainingResults::reverseNeedsAbsolutePosition()
{
    QFETCH(pe::SchemeKind, scheme);
    QFETCH(double, lowestAtLeast);
    QFETCH(double, meanAtMost);
    const std::vector<pe::LengthAccuracy> &byLength = run("reverse", scheme, false, 32, 800);
    QVERIFY2(lowestAccuracy(byLength, 2, kTrainLength) >= lowestAtLeast, describe(byLength));
    QVERIFY2(meanAccuracy(byLength, 3, kTrainLength) <= meanAtMost, describe(byLength));
    // Above guessing (1/8) for every scheme: even none uses the multiset.
    QVERIFY2(meanAccuracy(byLength, 3, kTrainLength) > 0.25, describe(byLength));
    if (scheme == pe::SchemeKind::Rope || scheme == pe::SchemeKind::T5) {
        // ... and clearly better than none.
        const double none
            = meanAccuracy(run("reverse", pe::SchemeKind::None, false, 32, 800), 3, kTrainLength);
        QVERIFY2(meanAccuracy(byLength, 3, kTrainLength) >= none + 0.1, describe(byLength));
    }
}

void TestTrainingResults::shiftIsRelative_data()
{
    // shift-1 (output at t is input at t - 1) at L = 6.
    QTest::addColumn<pe::SchemeKind>("scheme");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("lowestAtLeast");
    QTest::addColumn<double>("meanAtMost");
    QTest::newRow("rope") << pe::SchemeKind::Rope << false << 16 << 400 << 0.95 << 1.0;
    QTest::newRow("t5") << pe::SchemeKind::T5 << false << 16 << 400 << 0.95 << 1.0;
    // Bidirectional ALiBi cannot tell t - 1 from t + 1 (the same bias): about 0.48 here.
    QTest::newRow("alibi bidirectional")
        << pe::SchemeKind::Alibi << false << 16 << 400 << 0.0 << 0.6;
    // Under a causal mask (the paper's setting: a decoder) it learns it: 0.96 .. 1 at d = 32.
    QTest::newRow("alibi causal") << pe::SchemeKind::Alibi << true << 32 << 800 << 0.95 << 1.0;
    QTest::newRow("none bidirectional") << pe::SchemeKind::None << false << 16 << 400 << 0.0 << 0.6;
}

void TestTrainingResults::shiftIsRelative()
{
    QFETCH(pe::SchemeKind, scheme);
    QFETCH(bool, causal);
    QFETCH(int, d);
    QFETCH(int, steps);
    QFETCH(double, lowestAtLeast);
    QFETCH(double, meanAtMost);
    const std::vector<pe::LengthAccuracy> &byLength = run("shift-1", scheme, causal, d, steps);
    QVERIFY2(lowestAccuracy(byLength, 2, kTrainLength) >= lowestAtLeast, describe(byLength));
    QVERIFY2(meanAccuracy(byLength, 3, kTrainLength) <= meanAtMost, describe(byLength));
}

void TestTrainingResults::causalMaskGivesOrder()
{
    // Haviv et al. 2022: a causal model without positional encoding still learns position (query
    // t sees t + 1 keys). Here: shift-1 at about 0.93 over lengths 2..6 (0.91 over 3..6), against
    // 0.44 over 3..6 without the mask.
    const std::vector<pe::LengthAccuracy> &causal
        = run("shift-1", pe::SchemeKind::None, true, 16, 400);
    const std::vector<pe::LengthAccuracy> &bidirectional
        = run("shift-1", pe::SchemeKind::None, false, 16, 400);
    QVERIFY2(meanAccuracy(causal, 2, kTrainLength) >= 0.85, describe(causal));
    QVERIFY2(meanAccuracy(causal, 3, kTrainLength)
                 >= meanAccuracy(bidirectional, 3, kTrainLength) + 0.3,
             QByteArray(describe(causal) + " / " + describe(bidirectional)).constData());
}

void TestTrainingResults::beyondTheTrainingLength()
{
    // Evaluated up to 4L = 24. A learned table has no row beyond L: it does not run there.
    const std::vector<pe::LengthAccuracy> &learned
        = run("reverse", pe::SchemeKind::Learned, false, 32, 800);
    QCOMPARE(learned.size(), std::size_t(23));
    for (const pe::LengthAccuracy &entry : learned) {
        QCOMPARE(entry.runnable, entry.length <= kTrainLength);
        QCOMPARE(std::isnan(entry.accuracy), entry.length > kTrainLength);
    }
    // Sinusoidal runs at every length, but reverse beyond L + 1 falls to about guessing.
    const std::vector<pe::LengthAccuracy> &sinusoidal
        = run("reverse", pe::SchemeKind::Sinusoidal, false, 32, 800);
    QVERIFY2(meanAccuracy(sinusoidal, kTrainLength + 2, 4 * kTrainLength) <= 0.3,
             describe(sinusoidal));
    // RoPE and T5 on shift-1 hold one step beyond L, then degrade (RoPE to about 0.37 at 4L).
    for (pe::SchemeKind kind : {pe::SchemeKind::Rope, pe::SchemeKind::T5}) {
        const std::vector<pe::LengthAccuracy> &relative = run("shift-1", kind, false, 16, 400);
        QVERIFY2(lowestAccuracy(relative, kTrainLength + 1, kTrainLength + 1) >= 0.95,
                 describe(relative));
        QVERIFY2(meanAccuracy(relative, 3 * kTrainLength, 4 * kTrainLength) <= 0.8,
                 describe(relative));
    }
}

QTEST_APPLESS_MAIN(TestTrainingResults)
#include "tst_trainingresults.moc"
