// Tests of the guided lesson: each step sets its state and names what it highlights, and its
// numbers are the lesson's (seed lesson 000), computed by the core. (How the window shows a step:
// tests/ui/shell/tst_mainwindow.)
#include "language.h"
#include "lessonstate.h"
#include "lessontable.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QKeyEvent>
#include <QSignalSpy>
#include <QTest>

class TestWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void stepSetsState_data();
    void stepSetsState();
    void stepTextHasLessonNumbers_data();
    void stepTextHasLessonNumbers();
    void navigation();
    void keys();
    void everyStepHasTextAndAView();
};

void TestWalkthrough::stepSetsState_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("1 embedding") << "embedding-alone" << qint64(3) << false << QList<int> {}
                                 << QList<int> {lessontable::InputPColumn,
                                                lessontable::InputQColumn};
    QTest::newRow("2 first pair") << "first-pair" << qint64(3) << true << QList<int>{0} << QList<int>{};
    QTest::newRow("3 second pair") << "second-pair" << qint64(3) << true << QList<int>{1} << QList<int>{};
    QTest::newRow("4 full table") << "full-table" << qint64(3) << true << QList<int>{2, 3} << QList<int>{};
    QTest::newRow("6 subtraction") << "subtraction" << qint64(3) << true << QList<int> {}
                                   << QList<int> {lessontable::DifferenceColumn};
    QTest::newRow("7 off") << "off-control" << qint64(3) << false << QList<int> {}
                           << QList<int> {lessontable::InputPColumn, lessontable::InputQColumn};
    QTest::newRow("8 frequencies") << "frequencies" << qint64(6) << true << QList<int>{0, 1} << QList<int>{};
}

void TestWalkthrough::stepSetsState()
{
    QFETCH(QString, id);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(QList<int>, pairs);
    QFETCH(QList<int>, columns);
    LessonState state;
    state.setWidth(64);
    state.setComparison(20);
    Walkthrough walkthrough(&state);
    int index = -1;
    for (int k = 0; k < walkthrough.count(); ++k)
        if (walkthrough.step(k).id == id)
            index = k;
    QVERIFY(index >= 0);
    QSignalSpy spy(&walkthrough, &Walkthrough::stepChanged);
    walkthrough.setCurrent(index);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toInt(), index);
    QCOMPARE(state.width(), 8);
    QCOMPARE(state.position(), qint64(0));
    QCOMPARE(state.comparison(), q);
    QCOMPARE(state.encodingOn(), on);
    QCOMPARE(walkthrough.currentStep().highlightPairs, pairs);
    QCOMPARE(walkthrough.currentStep().highlightColumns, columns);
}

void TestWalkthrough::stepTextHasLessonNumbers_data()
{
    // Numbers as the lesson prints them.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("numbers");
    const QString minus = QStringLiteral("\u2212");
    QTest::newRow("first pair") << "first-pair"
                                << QStringList{QStringLiteral("0.141120"), minus + QStringLiteral("0.989992"),
                                               QStringLiteral("1.000000"), QStringLiteral("[0, 1]")};
    QTest::newRow("second pair") << "second-pair"
                                 << QStringList{QStringLiteral("0.3 radians"), QStringLiteral("0.295520"),
                                                QStringLiteral("0.955336")};
    QTest::newRow("addition") << "addition"
                              << QStringList{QStringLiteral("e\u2080 + 0.000000"), QStringLiteral("e\u2080 + 0.141120")};
    QTest::newRow("subtraction") << "subtraction" << QStringList{QStringLiteral("2.017479")};
    QTest::newRow("off") << "off-control" << QStringList{QStringLiteral("0.000000"), QStringLiteral("2.017479")};
    QTest::newRow("frequencies") << "frequencies"
                                 << QStringList{QStringLiteral("0.282240"), QStringLiteral("0.591040"),
                                                QStringLiteral("0.657741"), QStringLiteral("2.017479"),
                                                QStringLiteral("0.6 radians")};
    QTest::newRow("edge cases") << "edge-cases"
                                << QStringList{QStringLiteral("1.000000"), QStringLiteral("0.99999950000004167")};
}

void TestWalkthrough::stepTextHasLessonNumbers()
{
    QFETCH(QString, id);
    QFETCH(QStringList, numbers);
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    for (int k = 0; k < walkthrough.count(); ++k) {
        if (walkthrough.step(k).id != id)
            continue;
        walkthrough.setCurrent(k);
        const QString text = panel.bodyText();
        for (const QString &number : numbers)
            QVERIFY2(text.contains(number), qPrintable(number + QStringLiteral(" not in: ") + text));
        return;
    }
    QFAIL("step not found");
}

void TestWalkthrough::navigation()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    QVERIFY(walkthrough.count() >= 15);
    walkthrough.setCurrent(0);
    walkthrough.previous();
    QCOMPARE(walkthrough.current(), 0);
    walkthrough.next();
    QCOMPARE(walkthrough.current(), 1);
    walkthrough.setCurrent(1000);
    QCOMPARE(walkthrough.current(), walkthrough.count() - 1);
    walkthrough.next();
    QCOMPARE(walkthrough.current(), walkthrough.count() - 1);
}

void TestWalkthrough::keys()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    WalkthroughPanel panel(&walkthrough);
    walkthrough.setCurrent(2);
    QTest::keyClick(&panel, Qt::Key_Right);
    QCOMPARE(walkthrough.current(), 3);
    QTest::keyClick(&panel, Qt::Key_Left);
    QTest::keyClick(&panel, Qt::Key_Left);
    QCOMPARE(walkthrough.current(), 1);
    QTest::keyClick(&panel, Qt::Key_PageDown);
    QCOMPARE(walkthrough.current(), 2);
}

void TestWalkthrough::everyStepHasTextAndAView()
{
    LessonState state;
    Walkthrough walkthrough(&state);
    // The ids of the window's views (ui/shell/viewcatalogue.cpp); the window test checks that
    // each step's view is shown.
    const QStringList views{QStringLiteral("table"), QStringLiteral("pairs"), QStringLiteral("circles"),
                            QStringLiteral("heatmap"), QStringLiteral("distance"),
                            QStringLiteral("similarity"), QStringLiteral("lab")};
    for (int k = 0; k < walkthrough.count(); ++k) {
        const LessonStep &step = walkthrough.step(k);
        QVERIFY2(!step.title.isEmpty(), qPrintable(step.id));
        QVERIFY2(step.html.size() > 40, qPrintable(step.id));
        QVERIFY2(views.contains(step.viewId), qPrintable(step.id));
        for (const int column : step.highlightColumns)
            QVERIFY(column >= 0 && column < lessontable::ColumnCount);
    }
}

QTEST_MAIN(TestWalkthrough)
#include "tst_walkthrough.moc"
