// Tests of the attention and RoPE parameters: validation against the core's rules and
// the lesson's d, the signal contract, the conflicts reported when d changes, reset.
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

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QLatin1String(item);
    out.sort();
    return out;
}

// One change by name: "seed", "scaled" (0/1), "projection" (0 identity, 1 random),
// "projectionSeed", "rope" (0 interleaved, 1 half-split), "fraction", "m", "n".
bool applyNamed(AttentionState &state, const QString &what, double value)
{
    if (what == QLatin1String("seed"))
        return state.setEmbeddingSeed(static_cast<quint64>(value));
    if (what == QLatin1String("scaled")) {
        state.setEmbeddingsScaled(value != 0.0);
        return true;
    }
    if (what == QLatin1String("projection"))
        return state.setProjection(static_cast<AttentionState::Projection>(int(value)));
    if (what == QLatin1String("projectionSeed"))
        return state.setProjectionSeed(static_cast<quint64>(value));
    if (what == QLatin1String("rope"))
        return state.setRopeLayout(static_cast<pe::RopeLayout>(int(value)));
    if (what == QLatin1String("fraction"))
        return state.setRotaryFraction(value);
    if (what == QLatin1String("m"))
        return state.setQueryPosition(static_cast<qint64>(value));
    if (what == QLatin1String("n"))
        return state.setKeyPosition(static_cast<qint64>(value));
    qFatal("unknown parameter");
    return false;
}

struct AllSignals
{
    explicit AllSignals(const QObject *object)
    {
        const QMetaObject *meta = object->metaObject();
        for (int k = meta->methodOffset(); k < meta->methodCount(); ++k) {
            const QMetaMethod method = meta->method(k);
            if (method.methodType() != QMetaMethod::Signal)
                continue;
            names << QString::fromLatin1(method.name());
            spies.push_back(std::make_unique<QSignalSpy>(object, method));
        }
    }
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

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

class TestAttentionState : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void setterTable_data();
    void setterTable();
    void widthChangeReportsConflicts_data();
    void widthChangeReportsConflicts();
    void changeKeptWhileConflicting();
    void ropeFollowsLesson();
    void projections();
    void embeddings();
    void ids_data();
    void ids();
    void reset();
};

void TestAttentionState::defaults()
{
    LessonState lesson;
    const AttentionState &state = *lesson.attention();
    QCOMPARE(state.embeddingSeed(), pe::EmbeddingTable::defaultSeed);
    QVERIFY(!state.embeddingsScaled());
    QCOMPARE(state.projection(), AttentionState::Projection::Identity);
    QCOMPARE(state.projectionSeed(), pe::QueryKeyProjections::defaultSeed);
    QCOMPARE(state.ropeLayout(), pe::RopeLayout::Interleaved);
    QCOMPARE(state.rotaryFraction(), 1.0);
    QCOMPARE(state.queryPosition(), qint64(3));
    QCOMPARE(state.keyPosition(), qint64(0));
    QVERIFY(state.problem().isEmpty());
    QVERIFY(state.rope().has_value());
}

void TestAttentionState::setterTable_data()
{
    // d: the lesson's width; what/value: the change; valid; emitted: the signals (sorted).
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("emitted");
    const QStringList none;
    QTest::newRow("seed 7") << 8 << "seed" << 7.0 << true
                            << list({"changed", "embeddingSeedChanged"});
    QTest::newRow("seed 0") << 8 << "seed" << 0.0 << true
                            << list({"changed", "embeddingSeedChanged"});
    QTest::newRow("seed same") << 8 << "seed" << 2017.0 << true << none;
    QTest::newRow("scaled") << 8 << "scaled" << 1.0 << true
                            << list({"changed", "embeddingsScaledChanged"});
    QTest::newRow("random d 8") << 8 << "projection" << 1.0 << true
                                << list({"changed", "projectionChanged"});
    QTest::newRow("random d 1024")
        << 1024 << "projection" << 1.0 << true << list({"changed", "projectionChanged"});
    QTest::newRow("random d 1026") << 1026 << "projection" << 1.0 << false << none;
    QTest::newRow("projection unknown") << 8 << "projection" << 5.0 << false << none;
    QTest::newRow("projection seed")
        << 8 << "projectionSeed" << 99.0 << true << list({"changed", "projectionSeedChanged"});
    QTest::newRow("half-split d 8")
        << 8 << "rope" << 1.0 << true << list({"changed", "ropeLayoutChanged"});
    QTest::newRow("half-split d 7") << 7 << "rope" << 1.0 << false << none;
    QTest::newRow("rope layout unknown") << 8 << "rope" << 4.0 << false << none;
    QTest::newRow("F 0.25") << 64 << "fraction" << 0.25 << true
                            << list({"changed", "rotaryFractionChanged"});
    QTest::newRow("F 0.5 d 8") << 8 << "fraction" << 0.5 << true
                               << list({"changed", "rotaryFractionChanged"});
    QTest::newRow("F 0.2 d 8: r 0") << 8 << "fraction" << 0.2 << false << none;
    QTest::newRow("F 0") << 8 << "fraction" << 0.0 << false << none;
    QTest::newRow("F -0.5") << 8 << "fraction" << -0.5 << false << none;
    QTest::newRow("F 1.01") << 8 << "fraction" << 1.01 << false << none;
    QTest::newRow("F nan") << 8 << "fraction" << kNaN << false << none;
    QTest::newRow("m 1000") << 8 << "m" << 1000.0 << true
                            << list({"changed", "queryPositionChanged"});
    QTest::newRow("m max") << 8 << "m" << 2147483647.0 << true
                           << list({"changed", "queryPositionChanged"});
    QTest::newRow("m -1") << 8 << "m" << -1.0 << false << none;
    QTest::newRow("m 2^31") << 8 << "m" << 2147483648.0 << false << none;
    QTest::newRow("n 5") << 8 << "n" << 5.0 << true << list({"changed", "keyPositionChanged"});
    QTest::newRow("n -3") << 8 << "n" << -3.0 << false << none;
    // At d = 1 RoPE is impossible whatever the parameters: other changes are still taken.
    QTest::newRow("m at d 1") << 1 << "m" << 9.0 << true
                              << list({"changed", "queryPositionChanged"});
}

void TestAttentionState::setterTable()
{
    QFETCH(int, d);
    QFETCH(QString, what);
    QFETCH(double, value);
    QFETCH(bool, valid);
    QFETCH(QStringList, emitted);
    LessonState lesson;
    QVERIFY(lesson.setWidth(d));
    AttentionState &state = *lesson.attention();
    const AttentionState::Parameters before = state.parameters();
    AllSignals spies(&state);
    QSignalSpy lessonChanged(&lesson, &LessonState::changed);
    QCOMPARE(applyNamed(state, what, value), valid);
    QCOMPARE(spies.emitted(), emitted);
    QCOMPARE(lessonChanged.count(), 0);
    if (!valid) {
        const AttentionState::Parameters after = state.parameters();
        QCOMPARE(after.projection, before.projection);
        QCOMPARE(after.ropeLayout, before.ropeLayout);
        QCOMPARE(after.rotaryFraction, before.rotaryFraction);
        QCOMPARE(after.queryPosition, before.queryPosition);
        QCOMPARE(after.keyPosition, before.keyPosition);
        // A refused value can be explained: describe() names the conflict it would make.
        AttentionState::Parameters wanted = before;
        if (what == QLatin1String("rope"))
            wanted.ropeLayout = static_cast<pe::RopeLayout>(int(value));
        if (what == QLatin1String("projection"))
            wanted.projection = static_cast<AttentionState::Projection>(int(value));
        if (what == QLatin1String("fraction"))
            wanted.rotaryFraction = value;
        const AttentionState::Conflicts conflicts = AttentionState::conflicts(d, wanted);
        if (conflicts != AttentionState::NoConflict)
            QVERIFY(AttentionState::describe(conflicts, d).contains(QString::number(d)));
    }
}

void TestAttentionState::widthChangeReportsConflicts_data()
{
    // rope/projection/fraction set at d 8 (or 1024), then the lesson's d changes.
    QTest::addColumn<int>("ropeLayout");
    QTest::addColumn<int>("projection");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("startD");
    QTest::addColumn<int>("newD");
    QTest::addColumn<int>("conflicts");
    QTest::addColumn<bool>("hasRope");
    QTest::addColumn<bool>("hasProjections");
    QTest::newRow("half-split, d 7")
        << 1 << 0 << 1.0 << 8 << 7 << int(AttentionState::HalfSplitOddWidth) << false << true;
    QTest::newRow("half-split, d 10") << 1 << 0 << 1.0 << 8 << 10 << 0 << true << true;
    QTest::newRow("random, d 2048")
        << 0 << 1 << 1.0 << 8 << 2048 << int(AttentionState::RandomProjectionTooWide) << true
        << false;
    QTest::newRow("F 0.25, d 4") << 0 << 0 << 0.25 << 64 << 4 << int(AttentionState::TooFewRotated)
                                 << false << true;
    QTest::newRow("any, d 1") << 0 << 0 << 1.0 << 8 << 1
                              << int(AttentionState::WidthTooSmallForRope) << false << true;
    QTest::newRow("half-split random, d 2049")
        << 1 << 1 << 1.0 << 8 << 2049
        << int(AttentionState::HalfSplitOddWidth | AttentionState::RandomProjectionTooWide) << false
        << false;
}

void TestAttentionState::widthChangeReportsConflicts()
{
    QFETCH(int, ropeLayout);
    QFETCH(int, projection);
    QFETCH(double, fraction);
    QFETCH(int, startD);
    QFETCH(int, newD);
    QFETCH(int, conflicts);
    QFETCH(bool, hasRope);
    QFETCH(bool, hasProjections);
    LessonState lesson;
    QVERIFY(lesson.setWidth(startD));
    AttentionState &state = *lesson.attention();
    QVERIFY(state.setRopeLayout(static_cast<pe::RopeLayout>(ropeLayout)));
    QVERIFY(state.setProjection(static_cast<AttentionState::Projection>(projection)));
    QVERIFY(state.setRotaryFraction(fraction));
    QVERIFY(state.problem().isEmpty());
    QSignalSpy problemChanged(&state, &AttentionState::problemChanged);
    QSignalSpy changed(&state, &AttentionState::changed);
    QVERIFY(lesson.setWidth(newD)); // the lesson's d is never refused for the attention's sake
    QCOMPARE(int(AttentionState::conflicts(newD, state.parameters())), conflicts);
    QCOMPARE(problemChanged.count(), conflicts == 0 ? 0 : 1);
    QCOMPARE(changed.count(), 0); // the parameters themselves did not change
    QCOMPARE(state.problem().isEmpty(), conflicts == 0);
    if (conflicts != 0) {
        QCOMPARE(problemChanged.first().first().toString(), state.problem());
        QVERIFY(state.problem().contains(QString::number(newD)));
    }
    QCOMPARE(state.rope().has_value(), hasRope);
    QCOMPARE(state.projections().has_value(), hasProjections);
    QCOMPARE(state.ropeLayout(), static_cast<pe::RopeLayout>(ropeLayout)); // kept

    // Back to the starting d: the problem goes away, said once.
    QVERIFY(lesson.setWidth(startD));
    QVERIFY(state.problem().isEmpty());
    QCOMPARE(problemChanged.count(), conflicts == 0 ? 0 : 2);
}

void TestAttentionState::changeKeptWhileConflicting()
{
    // Half-split at an odd d: changing m is still possible, switching to interleaved clears the
    // problem, switching back is refused.
    LessonState lesson;
    AttentionState &state = *lesson.attention();
    QVERIFY(state.setRopeLayout(pe::RopeLayout::HalfSplit));
    QVERIFY(lesson.setWidth(9));
    QVERIFY(!state.problem().isEmpty());
    QVERIFY(state.setQueryPosition(17));
    QSignalSpy problemChanged(&state, &AttentionState::problemChanged);
    QVERIFY(state.setRopeLayout(pe::RopeLayout::Interleaved));
    QCOMPARE(problemChanged.count(), 1);
    QVERIFY(state.problem().isEmpty());
    QVERIFY(!state.setRopeLayout(pe::RopeLayout::HalfSplit));
}

void TestAttentionState::ropeFollowsLesson()
{
    LessonState lesson;
    QVERIFY(lesson.setWidth(64));
    QVERIFY(lesson.setBase(500000));
    AttentionState &state = *lesson.attention();
    QVERIFY(state.setRopeLayout(pe::RopeLayout::HalfSplit));
    QVERIFY(state.setRotaryFraction(0.25));
    const std::optional<pe::Rope> rope = state.rope();
    QVERIFY(rope.has_value());
    QCOMPARE(rope->width(), 64);
    QCOMPARE(rope->base(), 500000.0);
    QCOMPARE(rope->layout(), pe::RopeLayout::HalfSplit);
    QCOMPARE(rope->rotatedDimensions(), 16);
}

void TestAttentionState::projections()
{
    LessonState lesson;
    AttentionState &state = *lesson.attention();
    QVERIFY(state.projections()->isIdentity());
    QVERIFY(state.setProjection(AttentionState::Projection::Random));
    QVERIFY(state.setProjectionSeed(5));
    const std::optional<pe::QueryKeyProjections> random = state.projections();
    QVERIFY(random.has_value());
    QVERIFY(!random->isIdentity());
    QCOMPARE(random->queryMatrix(), pe::QueryKeyProjections::random(8, 5).queryMatrix());
}

void TestAttentionState::embeddings()
{
    LessonState lesson;
    AttentionState &state = *lesson.attention();
    QVERIFY(state.setEmbeddingSeed(11));
    state.setEmbeddingsScaled(true);
    const pe::EmbeddingTable table = state.embeddings();
    QCOMPARE(table.width(), 8);
    QCOMPARE(table.seed(), quint64(11));
    QVERIFY(table.isScaled());
    QCOMPARE(table.wordCount(), 4); // the cat saw dog
    QCOMPARE(table.storedValue(0, 3), pe::EmbeddingTable::generatedRow("the", 8, 11)[3]);
}

void TestAttentionState::ids_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::newRow("identity") << "identity" << true;
    QTest::newRow("random") << "random" << true;
    QTest::newRow("interleaved") << "interleaved" << true;
    QTest::newRow("half-split") << "half-split" << true;
    QTest::newRow("Random") << "Random" << false;
    QTest::newRow("empty") << "" << false;
}

void TestAttentionState::ids()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    AttentionState::Projection projection = AttentionState::Projection::Identity;
    pe::RopeLayout layout = pe::RopeLayout::Interleaved;
    const bool isProjection = AttentionState::parseProjection(id, &projection);
    const bool isLayout = AttentionState::parseRopeLayout(id, &layout);
    QCOMPARE(isProjection || isLayout, valid);
    if (isProjection)
        QCOMPARE(AttentionState::projectionId(projection), id);
    if (isLayout)
        QCOMPARE(AttentionState::ropeLayoutId(layout), id);
}

void TestAttentionState::reset()
{
    LessonState lesson;
    QVERIFY(lesson.setWidth(16));
    AttentionState &state = *lesson.attention();
    QVERIFY(state.setEmbeddingSeed(1));
    state.setEmbeddingsScaled(true);
    QVERIFY(state.setProjection(AttentionState::Projection::Random));
    QVERIFY(state.setProjectionSeed(2));
    QVERIFY(state.setRopeLayout(pe::RopeLayout::HalfSplit));
    QVERIFY(state.setRotaryFraction(0.5));
    QVERIFY(state.setQueryPosition(40));
    QVERIFY(state.setKeyPosition(41));
    QSignalSpy changed(&state, &AttentionState::changed);
    state.reset();
    QCOMPARE(changed.count(), 1);
    const AttentionState::Parameters p = state.parameters();
    const AttentionState::Parameters defaults;
    QCOMPARE(p.embeddingSeed, defaults.embeddingSeed);
    QCOMPARE(p.embeddingsScaled, false);
    QCOMPARE(p.projection, AttentionState::Projection::Identity);
    QCOMPARE(p.projectionSeed, defaults.projectionSeed);
    QCOMPARE(p.ropeLayout, pe::RopeLayout::Interleaved);
    QCOMPARE(p.rotaryFraction, 1.0);
    QCOMPARE(p.queryPosition, qint64(3));
    QCOMPARE(p.keyPosition, qint64(0));
    // Reset while d = 1 (no RoPE possible): still accepted.
    QVERIFY(state.setQueryPosition(40));
    QVERIFY(lesson.setWidth(1));
    state.reset();
    QCOMPARE(state.queryPosition(), qint64(3));
}

QTEST_MAIN(TestAttentionState)
#include "tst_attentionstate.moc"
