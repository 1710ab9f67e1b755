// EmbeddingTableModel: the numeric embeddings against pe::EmbeddingTable, editing cell by cell,
// refused input, reset, the sqrt(d) scale in the tooltip, and the model's contract
// (QAbstractItemModelTester).
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "embeddingtablemodel.h"
#include "lessonstate.h"

#include "embeddingtable.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

class TestEmbeddingTableModel : public QObject
{
    Q_OBJECT

private slots:
    void valuesMatchCore_data();
    void valuesMatchCore();
    void editing_data();
    void editing();
    void resetEdits();
    void scaleAndSeed();
    void parseNumber_data();
    void parseNumber();
};

void TestEmbeddingTableModel::valuesMatchCore_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("lesson d 8") << 8 << quint64(2017) << "the cat saw the dog";
    QTest::newRow("d 5 seed 1") << 5 << quint64(1) << "the cat saw the dog";
    QTest::newRow("d 64, other sentence") << 64 << quint64(99) << "a b a c";
}

void TestEmbeddingTableModel::valuesMatchCore()
{
    QFETCH(int, d);
    QFETCH(quint64, seed);
    QFETCH(QString, sentence);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setSentence(sentence));
    QVERIFY(state.attention()->setEmbeddingSeed(seed));
    EmbeddingTableModel model(AttentionEmbeddings::of(&state));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const pe::EmbeddingTable table
        = pe::EmbeddingTable::fromSentence(sentence.toStdString(), d, seed);
    QCOMPARE(model.rowCount(), table.wordCount());
    QCOMPARE(model.columnCount(), d);
    for (int r = 0; r < table.wordCount(); ++r) {
        QCOMPARE(model.headerData(r, Qt::Vertical).toString(),
                 QString::fromStdString(table.words()[std::size_t(r)]));
        for (int j = 0; j < d; ++j) {
            double v = 0.0;
            QVERIFY(EmbeddingTableModel::parseNumber(
                model.index(r, j).data(Qt::EditRole).toString(), &v));
            QCOMPARE(v, table.storedValue(r, j)); // 17 significant digits: exact
        }
    }
}

void TestEmbeddingTableModel::editing_data()
{
    QTest::addColumn<QVariant>("input");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<double>("stored");
    QTest::newRow("double") << QVariant(0.25) << true << 0.25;
    QTest::newRow("text with true minus") << QVariant(QStringLiteral("\u22121.5")) << true << -1.5;
    QTest::newRow("scientific") << QVariant(QStringLiteral("2e-3")) << true << 0.002;
    QTest::newRow("not a number") << QVariant(QStringLiteral("abc")) << false << 0.0;
    QTest::newRow("infinite") << QVariant(std::numeric_limits<double>::infinity()) << false << 0.0;
    QTest::newRow("nan text") << QVariant(QStringLiteral("nan")) << false << 0.0;
}

void TestEmbeddingTableModel::editing()
{
    QFETCH(QVariant, input);
    QFETCH(bool, accepted);
    QFETCH(double, stored);
    LessonState state;
    AttentionEmbeddings *embeddings = AttentionEmbeddings::of(&state);
    EmbeddingTableModel model(embeddings);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const double before = embeddings->table().storedValue(1, 2);
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy changed(embeddings, &AttentionEmbeddings::changed);
    QCOMPARE(model.setData(model.index(1, 2), input), accepted);
    QCOMPARE(dataChanged.count(), accepted ? 1 : 0);
    QCOMPARE(changed.count(), accepted ? 1 : 0);
    QCOMPARE(embeddings->table().storedValue(1, 2), accepted ? stored : before);
    QCOMPARE(embeddings->hasEdits(), accepted);
    QCOMPARE(model.index(1, 2).data(Qt::FontRole).value<QFont>().bold(), accepted);
    // The same table for every reader of the state.
    QCOMPARE(AttentionEmbeddings::of(&state), embeddings);
}

void TestEmbeddingTableModel::resetEdits()
{
    LessonState state;
    AttentionEmbeddings *embeddings = AttentionEmbeddings::of(&state);
    EmbeddingTableModel model(embeddings);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const double generated = embeddings->table().storedValue(0, 0);
    QVERIFY(model.setData(model.index(0, 0), 3.0));
    QVERIFY(model.setData(model.index(2, 1), -3.0));
    QVERIFY(embeddings->hasEdits());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    embeddings->resetEdits();
    QCOMPARE(reset.count(), 1);
    QVERIFY(!embeddings->hasEdits());
    QCOMPARE(embeddings->table().storedValue(0, 0), generated);
    QVERIFY(!model.index(0, 0).data(Qt::FontRole).value<QFont>().bold());
}

void TestEmbeddingTableModel::scaleAndSeed()
{
    LessonState state;
    AttentionEmbeddings *embeddings = AttentionEmbeddings::of(&state);
    EmbeddingTableModel model(embeddings);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setData(model.index(0, 0), 3.0));
    // The scale keeps the stored entries and the edits; the tooltip gives the value as read.
    state.attention()->setEmbeddingsScaled(true);
    QVERIFY(embeddings->table().isScaled());
    double stored = 0.0;
    QVERIFY(
        EmbeddingTableModel::parseNumber(model.index(0, 0).data(Qt::EditRole).toString(), &stored));
    QCOMPARE(stored, 3.0);
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("√d")));
    QVERIFY(embeddings->hasEdits());
    // A new seed is a new table: the edits go.
    QVERIFY(state.attention()->setEmbeddingSeed(5));
    QVERIFY(!embeddings->hasEdits());
    QCOMPARE(embeddings->table().storedValue(0, 0),
             pe::EmbeddingTable::generatedRow("the", state.width(), 5)[0]);
    // A new d too.
    QVERIFY(state.setWidth(16));
    QCOMPARE(model.columnCount(), 16);
}

void TestEmbeddingTableModel::parseNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("plain") << "0.5" << true << 0.5;
    QTest::newRow("spaces") << "  -2 " << true << -2.0;
    QTest::newRow("true minus") << "\u22120.125" << true << -0.125;
    QTest::newRow("empty") << "" << false << 0.0;
    QTest::newRow("inf") << "inf" << false << 0.0;
    QTest::newRow("comma") << "0,5" << false << 0.0;
}

void TestEmbeddingTableModel::parseNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double v = 0.0;
    QCOMPARE(EmbeddingTableModel::parseNumber(text, &v), ok);
    if (ok)
        QCOMPARE(v, value);
}

QTEST_MAIN(TestEmbeddingTableModel)
#include "tst_embeddingtablemodel.moc"
