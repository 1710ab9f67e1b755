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
    QCOMPARE(model.rowCount(), int(pe::allImplementations().size()));
    QCOMPARE(model.rowCount(), 14);
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
    // The mistakes the checker also names: each fails the slot check; only those that leave the
    // pairs' (2i, 2i+1) places or round the values also fail the unit-circle check.
    QTest::newRow("[sin | cos] halves") << 7 << "concatenated-layout" << false << false << true;
    QTest::newRow("sin/cos swapped") << 8 << "sin-cos-swapped" << false << true << true;
    QTest::newRow("positions from 1") << 9 << "positions-from-1" << false << true << true;
    QTest::newRow("exponent halved") << 10 << "exponent-halved" << false << true << true;
    QTest::newRow("degrees") << 11 << "degrees" << false << true << true;
    QTest::newRow("wrong base") << 12 << "wrong-base" << false << true << true;
    QTest::newRow("float16") << 13 << "float16-rounding" << false << false << true;
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
