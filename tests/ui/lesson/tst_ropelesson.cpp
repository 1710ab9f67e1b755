// ropeLessonSteps(): "From adding to rotating: RoPE". Every step names a view
// of the Attention family and sets the attention parameters; the numbers in its text are the core's
// for the step's own setup (recomputed here), in English and in Chinese.
#include "language.h"
#include "lessonstate.h"
#include "ropelesson.h"

#include "attentionscore.h"
#include "displayformat.h"
#include "embeddingtable.h"
#include "querykeyprojections.h"
#include "rope.h"

#include <QTest>

class TestRopeLesson : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void steps_data();
    void steps();
    void numbersFromCore();
    void chinese();
};

void TestRopeLesson::initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }

void TestRopeLesson::steps_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("view");
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("page");
    QTest::newRow("1 four terms") << 0 << "four-terms"
                                  << "scores" << 8 << "score";
    QTest::newRow("2 offset only") << 1 << "offset-only"
                                   << "scores" << 8 << "pp"; // P·P large, with its values
    QTest::newRow("3 order-blind") << 2 << "order-blind"
                                   << "scores" << 8 << "score";
    QTest::newRow("4 scale") << 3 << "scale"
                             << "embeddings" << 512 << "";
    QTest::newRow("5 rotate") << 4 << "rotate"
                              << "rope" << 8 << "rotation";
    QTest::newRow("6 offset") << 5 << "offset"
                              << "rope" << 8 << "rotation";
    QTest::newRow("7 layouts") << 6 << "layouts"
                               << "rope" << 64 << "layouts";
    QTest::newRow("8 partial") << 7 << "partial"
                               << "rope" << 64 << "rotation";
    QTest::newRow("9 additive vs rotary") << 8 << "additive-rotary"
                                          << "rope" << 8 << "compare";
}

void TestRopeLesson::steps()
{
    QFETCH(int, index);
    QFETCH(QString, id);
    QFETCH(QString, view);
    QFETCH(int, d);
    QFETCH(QString, page);
    const QList<LessonStep> steps = ropeLessonSteps();
    QCOMPARE(steps.size(), 9);
    const LessonStep &step = steps.at(index);
    QCOMPARE(step.id, id);
    QCOMPARE(step.viewId, view);
    QCOMPARE(step.setup.d, d);
    QCOMPARE(step.pageId, page);
    QVERIFY(step.setup.attention.has_value());
    QVERIFY(!step.title.isEmpty());
    QVERIFY(step.html.startsWith(QStringLiteral("<p>")));
}

void TestRopeLesson::numbersFromCore()
{
    const QList<LessonStep> steps = ropeLessonSteps();
    const pe::EmbeddingTable table
        = pe::EmbeddingTable::fromSentence(pe::TokenScenario::defaultSentence, 8);
    const pe::TokenScenario scenario;
    const pe::PositionalEncoding encoding(8);
    const pe::AttentionScore score = pe::AttentionScore::forTokens(
        table, scenario.tokens(), encoding, true, pe::QueryKeyProjections(8));
    // Step 1: the score of the two "the" and its four terms.
    for (const pe::ScoreTerm term :
         {pe::ScoreTerm::Total, pe::ScoreTerm::EmbeddingEmbedding, pe::ScoreTerm::EmbeddingPosition,
          pe::ScoreTerm::PositionEmbedding, pe::ScoreTerm::PositionPosition})
        QVERIFY(steps[0].html.contains(display::number(score.value(term, 3, 0))));
    // Step 2: P.P at (0, 3) and (1, 4), the same offset.
    QVERIFY(steps[1].html.contains(
        display::number(score.value(pe::ScoreTerm::PositionPosition, 0, 3))));
    QCOMPARE(score.value(pe::ScoreTerm::PositionPosition, 0, 3),
             score.value(pe::ScoreTerm::PositionPosition, 1, 4));
    // Step 5: q_3 . k_0 of RoPE.
    const std::vector<double> the = table.row(table.rowOf("the"));
    const pe::Rope rope(8);
    QVERIFY(steps[4].html.contains(display::number(rope.score(the, 3, the, 0))));
    // Step 8: r = 16 at F = 0.25, d = 64.
    QVERIFY(steps[7].html.contains(QStringLiteral("r = 16")));
    QCOMPARE(steps[7].setup.attention->rotaryFraction, 0.25);
    // Step 4: |PE| = sqrt(256) = 16 at d = 512.
    QVERIFY(steps[3].html.contains(display::number(16.0)));
    QVERIFY(steps[3].setup.attention->embeddingsScaled);
}

void TestRopeLesson::chinese()
{
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    const QList<LessonStep> steps = ropeLessonSteps();
    QVERIFY(language::install(QStringLiteral("en")));
    QCOMPARE(steps.size(), 9);
    QCOMPARE(steps[4].title, QStringLiteral("旋转而不是相加"));
    QVERIFY(steps[4].html.contains(QStringLiteral("旋转位置编码 RoPE")));
}

QTEST_MAIN(TestRopeLesson)
#include "tst_ropelesson.moc"
