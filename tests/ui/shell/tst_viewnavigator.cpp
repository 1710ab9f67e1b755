// Tests of the window's navigation (ViewNavigator): families as outer tabs, their views as inner
// tabs; views numbered in the order they were added, whatever their family; one current view,
// reached with one call from any other; a family of one view shows no inner tab bar; only the
// current page counts for the navigator's size; titles follow the language.
#include "language.h"
#include "viewnavigator.h"

#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

namespace {

// The builder of a view whose layout asks for a given minimum size (as a view's charts do).
ViewNavigator::Builder page(const QString &name, QSize minimum = QSize())
{
    return [name, minimum](QWidget *parent) {
        auto *widget = new QWidget(parent);
        widget->setObjectName(name);
        if (minimum.isValid()) {
            auto *layout = new QVBoxLayout(widget);
            auto *content = new QWidget(widget);
            content->setMinimumSize(minimum);
            layout->addWidget(content);
        }
        return widget;
    };
}

// Encoding: table, pairs, circles; Your implementation: lab. The titles are the catalogue's
// source texts, so that the Chinese catalogue translates them.
void fill(ViewNavigator *navigator, QSize pairsMinimum = QSize())
{
    navigator->addFamily(QStringLiteral("encoding"), "Encoding");
    navigator->addFamily(QStringLiteral("implementation"), "Your implementation");
    navigator->addView(page(QStringLiteral("table")), "Table", QStringLiteral("encoding"));
    navigator->addView(page(QStringLiteral("pairs"), pairsMinimum), "Pair charts",
                       QStringLiteral("encoding"));
    navigator->addView(page(QStringLiteral("lab")), "Implementation lab",
                       QStringLiteral("implementation"));
    navigator->addView(page(QStringLiteral("circles")), "Unit circle", QStringLiteral("encoding"));
}

} // namespace

class TestViewNavigator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void cleanupTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void viewsInAddingOrder();
    void unknownFamily();
    void viewsBuiltOnFirstUse();
    void currentView_data();
    void currentView();
    void singleViewFamilyHasNoInnerBar();
    void tabBarsForTheKeyboard();
    void onlyTheCurrentPageCounts();
    void titlesFollowTheLanguage_data();
    void titlesFollowTheLanguage();
};

void TestViewNavigator::viewsInAddingOrder()
{
    ViewNavigator navigator;
    fill(&navigator);
    QCOMPARE(navigator.count(), 4);
    QCOMPARE(navigator.familyCount(), 2);
    QStringList names;
    for (int k = 0; k < navigator.count(); ++k)
        names << navigator.widget(k)->objectName();
    QCOMPARE(names,
             (QStringList {QStringLiteral("table"), QStringLiteral("pairs"), QStringLiteral("lab"),
                           QStringLiteral("circles")}));
    QCOMPARE(navigator.tabText(3), QStringLiteral("Unit circle"));
    QCOMPARE(navigator.indexOf(navigator.widget(2)), 2);
    QCOMPARE(navigator.familyOf(navigator.widget(2)), QStringLiteral("implementation"));
    QCOMPARE(navigator.familyOf(navigator.widget(3)), QStringLiteral("encoding"));
    // The circle is the third view of its family.
    QCOMPARE(navigator.viewTabs(0)->indexOf(navigator.widget(3)->parentWidget()), 2);
    QCOMPARE(navigator.familyTabs()->tabText(1), QStringLiteral("Your implementation"));
    QVERIFY(!navigator.widget(4));
    QVERIFY(navigator.tabText(-1).isEmpty());
    // A family added twice is the same family.
    QCOMPARE(navigator.addFamily(QStringLiteral("encoding"), "Encoding"), 0);
    QCOMPARE(navigator.familyCount(), 2);
}

void TestViewNavigator::unknownFamily()
{
    ViewNavigator navigator;
    fill(&navigator);
    QCOMPARE(
        navigator.addView(page(QStringLiteral("stray")), "Stray", QStringLiteral("long-context")),
        -1);
    QCOMPARE(navigator.addView(ViewNavigator::Builder(), "Nothing", QStringLiteral("encoding")),
             -1);
    QCOMPARE(navigator.count(), 4);
    QWidget stray;
    QCOMPARE(navigator.indexOf(&stray), -1);
    QCOMPARE(navigator.indexOf(nullptr), -1);
}

// A view is built when it is first shown or asked for, once: the window starts with the views it
// shows (the first view of each family is its family's current page, but only the current
// family's shows).
void TestViewNavigator::viewsBuiltOnFirstUse()
{
    ViewNavigator navigator;
    QSignalSpy built(&navigator, &ViewNavigator::viewBuilt);
    fill(&navigator);
    QCOMPARE(built.count(), 1);
    QVERIFY(navigator.isBuilt(0));
    QVERIFY(!navigator.isBuilt(1));
    QVERIFY(!navigator.isBuilt(2));
    QVERIFY(!navigator.isBuilt(3));
    QVERIFY(!navigator.findChild<QWidget *>(QStringLiteral("circles")));
    // A click on the family's tab shows its current view: built then.
    navigator.familyTabs()->setCurrentIndex(1);
    QVERIFY(navigator.isBuilt(2));
    QCOMPARE(navigator.currentWidget()->objectName(), QStringLiteral("lab"));
    // Asked for: built, once, parented to its page.
    QWidget *circles = navigator.widget(3);
    QVERIFY(circles);
    QCOMPARE(circles->objectName(), QStringLiteral("circles"));
    QCOMPARE(navigator.widget(3), circles);
    QCOMPARE(built.count(), 3);
    QCOMPARE(built.last().at(0).toInt(), 3);
    QVERIFY(!navigator.isBuilt(1));
    QVERIFY(!navigator.isBuilt(7));
    QCOMPARE(navigator.widget(7), nullptr);
}

void TestViewNavigator::currentView_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("table to pairs, same family") << 0 << 1;
    QTest::newRow("table to lab, other family") << 0 << 2;
    QTest::newRow("lab to circles, back to a family") << 2 << 3;
    QTest::newRow("circles to table") << 3 << 0;
}

// Any view is one call away; the current view is never a family page, and a change of view
// emits currentChanged() once, with the view's index.
void TestViewNavigator::currentView()
{
    QFETCH(int, from);
    QFETCH(int, to);
    ViewNavigator navigator;
    fill(&navigator);
    navigator.setCurrentIndex(from);
    QCOMPARE(navigator.currentIndex(), from);
    QSignalSpy spy(&navigator, &ViewNavigator::currentChanged);
    navigator.setCurrentWidget(navigator.widget(to));
    QCOMPARE(navigator.currentIndex(), to);
    QCOMPARE(navigator.currentWidget(), navigator.widget(to));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toInt(), to);
    // The outer tab shows the view's family, the inner tab the view.
    const auto *family = qobject_cast<QTabWidget *>(navigator.familyTabs()->currentWidget());
    QVERIFY(family);
    QCOMPARE(family->currentWidget(), navigator.widget(to)->parentWidget()); // its tab's page
    // A click on the other family's tab makes that family's current view the current view.
    const int other = navigator.familyTabs()->currentIndex() == 0 ? 1 : 0;
    navigator.familyTabs()->setCurrentIndex(other);
    QCOMPARE(navigator.currentWidget()->parentWidget(), navigator.viewTabs(other)->currentWidget());
    QCOMPARE(spy.count(), 2);
    navigator.setCurrentIndex(99); // no such view: nothing changes
    QCOMPARE(spy.count(), 2);
}

void TestViewNavigator::singleViewFamilyHasNoInnerBar()
{
    ViewNavigator navigator;
    fill(&navigator);
    navigator.resize(600, 400);
    navigator.show();
    QVERIFY(QTest::qWaitForWindowExposed(&navigator));
    navigator.setCurrentIndex(2); // the lab, alone in its family
    QVERIFY(!navigator.viewTabs(1)->tabBar()->isVisible());
    navigator.setCurrentIndex(1);
    QVERIFY(navigator.viewTabs(0)->tabBar()->isVisible());
}

void TestViewNavigator::tabBarsForTheKeyboard()
{
    ViewNavigator navigator;
    fill(&navigator);
    const QList<QTabBar *> bars = navigator.tabBars();
    QCOMPARE(bars.size(), 3); // the families', then each family's views'
    QCOMPARE(bars.at(0), navigator.familyTabs()->tabBar());
    QCOMPARE(bars.at(1), navigator.viewTabs(0)->tabBar());
    QCOMPARE(bars.at(2), navigator.viewTabs(1)->tabBar());
    for (const QTabBar *bar : bars)
        QVERIFY(!bar->accessibleName().isEmpty());
    QVERIFY(bars.at(1)->accessibleName().contains(QStringLiteral("Encoding")));
}

// A page that needs more room than the current one (a chart beside the table) must not make
// the window larger while it is hidden.
void TestViewNavigator::onlyTheCurrentPageCounts()
{
    ViewNavigator navigator;
    fill(&navigator, QSize(900, 700));
    navigator.setCurrentIndex(0);
    QCoreApplication::processEvents();
    const QSize withTable = navigator.minimumSizeHint();
    QVERIFY2(withTable.height() < 700, qPrintable(QString::number(withTable.height())));
    QVERIFY(withTable.width() < 900);
    navigator.setCurrentIndex(1);
    QCoreApplication::processEvents();
    const QSize withPairs = navigator.minimumSizeHint();
    QVERIFY(withPairs.height() >= 700);
    QVERIFY(withPairs.width() >= 900);
    navigator.setCurrentIndex(2); // the other family: the pairs no longer count either
    QCoreApplication::processEvents();
    QVERIFY(navigator.minimumSizeHint().height() < 700);
    QVERIFY(!navigator.hasHeightForWidth());
}

void TestViewNavigator::titlesFollowTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("view");
    QTest::newRow("en") << "en"
                        << "Encoding"
                        << "Table";
    QTest::newRow("zh_CN") << "zh_CN" << QString::fromUtf8("位置编码") << QString::fromUtf8("表格");
}

void TestViewNavigator::titlesFollowTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, family);
    QFETCH(QString, view);
    ViewNavigator navigator;
    fill(&navigator);
    QVERIFY(language::install(language));
    QCoreApplication::processEvents();
    QCOMPARE(navigator.familyTabs()->tabText(0), family);
    QCOMPARE(navigator.tabText(0), view);
    QVERIFY(navigator.viewTabs(0)->tabBar()->accessibleName().contains(family));
    QVERIFY(language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(navigator.tabText(0), QStringLiteral("Table"));
}

QTEST_MAIN(TestViewNavigator)
#include "tst_viewnavigator.moc"
