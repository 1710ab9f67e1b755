// EmbeddingsView: its controls drive AttentionState (seed, sqrt(d) switch) and the shared table
// (reset edits), follow the state back, and its summary compares |E| with |PE(p)| from the core.
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "embeddingsview.h"
#include "embeddingtablemodel.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "tokennormsmodel.h"

#include "displayformat.h"

#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

class TestEmbeddingsView : public QObject
{
    Q_OBJECT

private slots:
    void scaleSwitch_data();
    void scaleSwitch();
    void seedField();
    void resetButton();
};

void TestEmbeddingsView::scaleSwitch_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<QString>("says");
    QTest::newRow("d 512, not scaled") << 512 << false << "the position outweighs the word";
    QTest::newRow("d 512, scaled") << 512 << true << "the same order as |PE(p)|";
    QTest::newRow("d 8, scaled") << 8 << true << "Scaled by √d = 2.828427";
}

void TestEmbeddingsView::scaleSwitch()
{
    QFETCH(int, d);
    QFETCH(bool, scaled);
    QFETCH(QString, says);
    LessonState state;
    QVERIFY(state.setWidth(d));
    EmbeddingsView view(&state);
    QSignalSpy spy(state.attention(), &AttentionState::embeddingsScaledChanged);
    view.scaleSwitch()->setChecked(scaled);
    QCOMPARE(spy.count(), scaled ? 1 : 0);
    QCOMPARE(state.attention()->embeddingsScaled(), scaled);
    QVERIFY2(view.summaryText().contains(says), qPrintable(view.summaryText()));
    const TokenNormsModel *norms = view.normsModel();
    QVERIFY(view.summaryText().contains(display::number(norms->embeddingNorm(0))));
    // With the scale |E| and |PE| are of one order; without it |PE| is far larger at d 512.
    const double ratio = norms->embeddingNorm(0) / norms->encodingNorm(0);
    if (scaled)
        QVERIFY(ratio > 0.5 && ratio < 3.0);
    else
        QVERIFY(ratio < 0.2);
    // The state back to the view.
    state.attention()->setEmbeddingsScaled(!scaled);
    QCOMPARE(view.scaleSwitch()->isChecked(), !scaled);
}

void TestEmbeddingsView::seedField()
{
    LessonState state;
    EmbeddingsView view(&state);
    QCOMPARE(view.seedField()->value(), double(pe::EmbeddingTable::defaultSeed));
    view.seedField()->setValue(42);
    QCOMPARE(state.attention()->embeddingSeed(), quint64(42));
    QCOMPARE(AttentionEmbeddings::of(&state)->table().seed(), quint64(42));
    QVERIFY(state.attention()->setEmbeddingSeed(7));
    QCOMPARE(view.seedField()->value(), 7.0);
}

void TestEmbeddingsView::resetButton()
{
    LessonState state;
    EmbeddingsView view(&state);
    QVERIFY(!view.resetButton()->isEnabled());
    EmbeddingTableModel *model = view.tableModel();
    QVERIFY(view.tableView()->model() == model);
    const QString before = model->index(0, 0).data().toString();
    QVERIFY(model->setData(model->index(0, 0), 9.5));
    QVERIFY(view.resetButton()->isEnabled());
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("9.500000"));
    view.resetButton()->click();
    QVERIFY(!view.resetButton()->isEnabled());
    QCOMPARE(model->index(0, 0).data().toString(), before);
}

QTEST_MAIN(TestEmbeddingsView)
#include "tst_embeddingsview.moc"
