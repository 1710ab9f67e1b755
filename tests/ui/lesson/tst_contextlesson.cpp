// The guided lesson "Long context" through the walkthrough: each step sets
// the full parameter set and its view, and the numbers in its text are the core's for the step's
// own setup (independent values below).
#include "language.h"
#include "lessonstate.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QTest>

class TestContextLesson : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void contextStepSetsState_data();
    void contextStepSetsState();
    void contextStepNumbers_data();
    void contextStepNumbers();
};

void TestContextLesson::contextStepSetsState_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("method");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<QString>("view");
    const int none = int(pe::ContextMethod::None);
    QTest::newRow("1 defined") << "defined-everywhere" << none << qint64(1000) << "table";
    QTest::newRow("2 fast") << "fast-pairs" << none << qint64(0) << "ladder";
    QTest::newRow("3 slow") << "slow-pairs" << none << qint64(0) << "scaling";
    QTest::newRow("4 check") << "check-fast-pairs" << none << qint64(0) << "ladder";
    QTest::newRow("5 PI") << "interpolation" << int(pe::ContextMethod::PositionInterpolation)
                          << qint64(0) << "scaling";
    QTest::newRow("6 NTK") << "ntk" << int(pe::ContextMethod::NtkAware) << qint64(0) << "scaling";
    QTest::newRow("7 YaRN") << "yarn" << int(pe::ContextMethod::Yarn) << qint64(0) << "scaling";
    QTest::newRow("8 best practice") << "best-practice" << none << qint64(0) << "ladder";
}

// Each step of "Long context" sets d 128, base 10000, L 512, L' 2048 (s = 4), B 500000, its
// method and its view.
void TestContextLesson::contextStepSetsState()
{
    QFETCH(QString, id);
    QFETCH(int, method);
    QFETCH(qint64, p);
    QFETCH(QString, view);
    LessonState state;
    QVERIFY(state.setContextMethod(pe::ContextMethod::NtkAware));
    QVERIFY(state.setTrainLength(1000));
    Walkthrough walkthrough(&state);
    QVERIFY(walkthrough.setLesson(QStringLiteral("context")));
    int index = -1;
    for (int k = 0; k < walkthrough.count(); ++k)
        if (walkthrough.step(k).id == id)
            index = k;
    QVERIFY(index >= 0);
    walkthrough.setCurrent(index);
    QCOMPARE(state.width(), 128);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.position(), p);
    QCOMPARE(state.trainLength(), qint64(512));
    QCOMPARE(state.contextLength(), qint64(2048));
    QCOMPARE(state.scalingFactor(), 4.0);
    QCOMPARE(state.secondBase(), 500000.0);
    QCOMPARE(state.layout(), pe::Layout::Interleaved);
    QCOMPARE(int(state.contextMethod()), method);
    QCOMPARE(walkthrough.currentStep().viewId, view);
}

void TestContextLesson::contextStepNumbers_data()
{
    // Independent values (Python, double precision, from the long-context formulas with d = 128,
    // base 10000, L 512, L' 2048, s 4, alpha 1, beta 32; B 500000): lambda_0 = 2 pi; pair 31 is
    // the first with lambda_i > 512 (10000^(i/64) > 512 / (2 pi) for i > 30.58); 33 of 64 pairs
    // never turn within L (42 with B); the slowest pair's angle 511 / 10000^(126/128) and
    // 2047 / (4 * 10000^(126/128)) (PI); the window test (angle at L' against the angle at L,
    // or a full turn within L) passes 64 pairs with PI and YaRN, 32 with NTK (pair 63's factor
    // 4^(-126/126) = 1/4; mpmath, 40 digits); NTK base 10000 * 4^(128/126) = 40889.942432...;
    // YaRN's scale 0.1 ln 4 + 1 = 1.138629...
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("numbers");
    QTest::newRow("defined") << "defined-everywhere"
                             << QStringList {QStringLiteral("0 to 511"), QStringLiteral("1000"),
                                             QStringLiteral("0.826880"),
                                             QStringLiteral("0.562379")};
    QTest::newRow("fast") << "fast-pairs"
                          << QStringList {QStringLiteral("6.283185"), QStringLiteral("81.49"),
                                          QStringLiteral("Pairs 0 to 30")};
    QTest::newRow("slow") << "slow-pairs"
                          << QStringList {QStringLiteral("pair 31"), QStringLiteral("33 of the 64"),
                                          QStringLiteral("0.059009"), QStringLiteral("0.236384")};
    QTest::newRow("check") << "check-fast-pairs"
                           << QStringList {QStringLiteral("81.49"), QStringLiteral("pair 30"),
                                           QStringLiteral("500000"), QStringLiteral("42 pairs"),
                                           QStringLiteral("of 33")};
    QTest::newRow("PI") << "interpolation"
                        << QStringList {QStringLiteral("s = L′ / L = 4"),
                                        QStringLiteral("0.059096"), QStringLiteral("0.059009"),
                                        QStringLiteral("64 of 64")};
    // NTK: omega_63 = 10000^(-126/128) = 0.000115478 and 40889.942432^(-126/128) = 0.0000288695.
    QTest::newRow("NTK") << "ntk"
                         << QStringList {QStringLiteral("40889.942432"), QStringLiteral("1.000000"),
                                         QStringLiteral("0.000115"), QStringLiteral("0.000029"),
                                         QStringLiteral("32 of 64")};
    QTest::newRow("YaRN") << "yarn"
                          << QStringList {QStringLiteral("β = 32"), QStringLiteral("α = 1"),
                                          QStringLiteral("64 of 64"), QStringLiteral("1.138629")};
}

void TestContextLesson::contextStepNumbers()
{
    QFETCH(QString, id);
    QFETCH(QStringList, numbers);
    LessonState state;
    Walkthrough walkthrough(&state);
    QVERIFY(walkthrough.setLesson(QStringLiteral("context")));
    WalkthroughPanel panel(&walkthrough);
    for (int k = 0; k < walkthrough.count(); ++k)
        if (walkthrough.step(k).id == id)
            walkthrough.setCurrent(k);
    QCOMPARE(walkthrough.currentStep().id, id);
    const QString text = panel.bodyText();
    for (const QString &number : numbers)
        QVERIFY2(text.contains(number), qPrintable(number + QStringLiteral(" in ") + text));
}

QTEST_MAIN(TestContextLesson)
#include "tst_contextlesson.moc"
