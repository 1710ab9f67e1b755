// Tests of the implementation-check lab's model: which check catches each mistake (lesson,
// "implementation check" and "common mistakes"; the article's doubled exponent).
#include "implementationcheckmodel.h"
#include "lessonstate.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TestImplementationCheckModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void verdicts_data();
    void verdicts();
    void samePositionNormIsZero();
};

void TestImplementationCheckModel::modelTester()
{
    LessonState state;
    ImplementationCheckModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    state.setComparison(6);
    state.setWidth(5);
    state.setComparison(0); // q == p: the lab compares p with p + 3
    QCOMPARE(model.rowCount(), 7);
}

void TestImplementationCheckModel::verdicts_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("slot");
    QTest::addColumn<bool>("unit");
    QTest::addColumn<bool>("width");
    QTest::newRow("correct") << 0 << "correct" << true << true << true;
    QTest::newRow("PE(0) everywhere") << 1 << "same-position-everywhere" << false << true << true;
    QTest::newRow("p as component") << 2 << "position-as-component" << false << false << true;
    QTest::newRow("denominators") << 3 << "mismatched-denominators" << false << false << true;
    QTest::newRow("doubled exponent") << 4 << "doubled-exponent" << false << true << true;
    QTest::newRow("amplitude") << 5 << "amplitude-grows" << false << false << true;
    QTest::newRow("concatenation") << 6 << "concatenate-no-widen" << false << true << false;
}

void TestImplementationCheckModel::verdicts()
{
    QFETCH(int, row);
    QFETCH(QString, id);
    QFETCH(bool, slot);
    QFETCH(bool, unit);
    QFETCH(bool, width);
    LessonState state;
    ImplementationCheckModel model(&state);
    QCOMPARE(QString::fromStdString(pe::implementationId(model.implementation(row))), id);
    const auto verdict = [&](int column) {
        return model.index(row, column).data(ImplementationCheckModel::VerdictRole).toBool();
    };
    QCOMPARE(verdict(ImplementationCheckModel::SlotColumn), slot);
    QCOMPARE(verdict(ImplementationCheckModel::UnitColumn), unit);
    QCOMPARE(verdict(ImplementationCheckModel::WidthColumn), width);
    QVERIFY(!model.index(row, ImplementationCheckModel::NameColumn).data().toString().isEmpty());
}

void TestImplementationCheckModel::samePositionNormIsZero()
{
    LessonState state;
    ImplementationCheckModel model(&state);
    QCOMPARE(model.index(1, ImplementationCheckModel::NormColumn).data().toString(),
             QStringLiteral("0.000000"));
    QCOMPARE(model.index(0, ImplementationCheckModel::NormColumn).data().toString(),
             QStringLiteral("2.017479"));
}

QTEST_MAIN(TestImplementationCheckModel)
#include "tst_implementationcheckmodel.moc"
