// TokenNormsModel: |E(token)| and |PE(p)| per token against the core (pe::EmbeddingTable::norm,
// pe::encodingNorm) and the closed forms (|PE(p)| = sqrt(d/2) for even d; |E| times sqrt(d) with
// the scale), with and without the sqrt(d) scale; no recomputation when only q moves.
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "lessonstate.h"
#include "tokennormsmodel.h"

#include "embeddingtable.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

class TestTokenNormsModel : public QObject
{
    Q_OBJECT

private slots:
    void norms_data();
    void norms();
    void followsOnlyWhatItShows();
};

void TestTokenNormsModel::norms_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("scaled");
    QTest::newRow("d 8") << 8 << false;
    QTest::newRow("d 8 scaled") << 8 << true;
    QTest::newRow("d 512") << 512 << false;
    QTest::newRow("d 512 scaled") << 512 << true;
    QTest::newRow("d 7 odd") << 7 << false;
}

void TestTokenNormsModel::norms()
{
    QFETCH(int, d);
    QFETCH(bool, scaled);
    LessonState state;
    QVERIFY(state.setWidth(d));
    state.attention()->setEmbeddingsScaled(scaled);
    TokenNormsModel model(&state, AttentionEmbeddings::of(&state));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const std::vector<std::string> &tokens = state.scenario().tokens();
    QCOMPARE(model.rowCount(), int(tokens.size()));
    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence(state.sentence().toStdString(), d);
    for (int s = 0; s < model.rowCount(); ++s) {
        const int row = table.rowOf(tokens[std::size_t(s)]);
        const double unscaled = table.norm(row);
        const double expected = scaled ? unscaled * std::sqrt(double(d)) : unscaled;
        QVERIFY2(std::fabs(model.embeddingNorm(s) - expected) <= 1e-14 * expected,
                 qPrintable(QStringLiteral("slot %1").arg(s)));
        QCOMPARE(model.encodingNorm(s), pe::encodingNorm(state.encoding(), s));
        if (d % 2 == 0)
            QVERIFY(std::fabs(model.encodingNorm(s) - std::sqrt(d / 2.0)) < 1e-12);
        QCOMPARE(model.index(s, TokenNormsModel::TokenColumn).data().toString(),
                 QString::fromStdString(tokens[std::size_t(s)]));
    }
    // The two "the" have the same |E|.
    QCOMPARE(model.embeddingNorm(state.scenario().firstSlot()),
             model.embeddingNorm(state.scenario().secondSlot()));
}

void TestTokenNormsModel::followsOnlyWhatItShows()
{
    LessonState state;
    TokenNormsModel model(&state, AttentionEmbeddings::of(&state));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(state.setComparison(state.comparison() == 1 ? 2 : 1));
    QCOMPARE(changed.count() + reset.count(), 0);
    const double before = model.embeddingNorm(0);
    state.attention()->setEmbeddingsScaled(true);
    QCOMPARE(changed.count() + reset.count(), 1);
    QVERIFY(model.embeddingNorm(0) > before);
    QVERIFY(state.setSentence(QStringLiteral("a b c a")));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 4);
}

QTEST_MAIN(TestTokenNormsModel)
#include "tst_tokennormsmodel.moc"
