// Tests of DeferredRefresh: a view hidden inside a shown window (a tab that is not current)
// refreshes once when shown; a visible view and a view on its own refresh at once.
#include "deferredrefresh.h"
#include "lessonstate.h"

#include <QTabWidget>
#include <QTest>

class TestDeferredRefresh : public QObject
{
    Q_OBJECT

private slots:
    void hiddenTabWaitsUntilShown_data();
    void hiddenTabWaitsUntilShown();
    void visibleViewRefreshesAtOnce();
    void viewOnItsOwnRefreshesAtOnce();
};

void TestDeferredRefresh::hiddenTabWaitsUntilShown_data()
{
    QTest::addColumn<QList<int>>("comparisons"); // q values set while the tab is hidden
    QTest::newRow("one change") << QList<int> {5};
    QTest::newRow("many changes, one refresh") << QList<int> {5, 6, 7, 8, 9, 10};
    QTest::newRow("no change") << QList<int> {};
}

void TestDeferredRefresh::hiddenTabWaitsUntilShown()
{
    QFETCH(QList<int>, comparisons);
    LessonState state;
    QTabWidget tabs;
    auto *first = new QWidget;
    auto *second = new QWidget;
    tabs.addTab(first, QStringLiteral("first"));
    tabs.addTab(second, QStringLiteral("second"));
    int refreshes = 0;
    qint64 seenQ = -1;
    auto *deferred = new DeferredRefresh(second, &state, [&] {
        ++refreshes;
        seenQ = state.comparison();
    });
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    QVERIFY(!second->isVisible());
    for (int q : comparisons)
        state.setComparison(q);
    QCOMPARE(refreshes, 0);
    QCOMPARE(deferred->pending(), !comparisons.isEmpty());
    tabs.setCurrentWidget(second);
    QCOMPARE(refreshes, comparisons.isEmpty() ? 0 : 1);
    QCOMPARE(deferred->pending(), false);
    if (!comparisons.isEmpty())
        QCOMPARE(seenQ, qint64(comparisons.last()));
    // Shown again without a change: nothing to do.
    tabs.setCurrentWidget(first);
    tabs.setCurrentWidget(second);
    QCOMPARE(refreshes, comparisons.isEmpty() ? 0 : 1);
}

void TestDeferredRefresh::visibleViewRefreshesAtOnce()
{
    LessonState state;
    QTabWidget tabs;
    auto *page = new QWidget;
    tabs.addTab(page, QStringLiteral("page"));
    int refreshes = 0;
    new DeferredRefresh(page, &state, [&] { ++refreshes; });
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    state.setComparison(7);
    state.setWidth(16);
    QCOMPARE(refreshes, 2);
}

void TestDeferredRefresh::viewOnItsOwnRefreshesAtOnce()
{
    // As the exporter builds views: top level, never shown.
    LessonState state;
    QWidget view;
    int refreshes = 0;
    auto *deferred = new DeferredRefresh(&view, &state, [&] { ++refreshes; });
    state.setComparison(9);
    QCOMPARE(refreshes, 1);
    QVERIFY(!deferred->pending());
}

QTEST_MAIN(TestDeferredRefresh)
#include "tst_deferredrefresh.moc"
