// Tests of PanelScrollArea, the lesson dock's frame: the panel gets all the room there is; the
// area scrolls vertically only below the panel's least height for its width, never sideways; its
// least height does not grow with the panel's, and its least width follows the panel's.
#include "panelscrollarea.h"

#include <QLabel>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

namespace {

// A panel as the lesson's: a wrapped title above a body that prefers 400 px and needs 100 px.
QWidget *makePanel(QWidget **body)
{
    auto *panel = new QWidget;
    auto *column = new QVBoxLayout(panel);
    auto *title = new QLabel(QStringLiteral("Step 5: the subtraction that isolates the position"));
    title->setWordWrap(true);
    column->addWidget(title);
    *body = new QWidget;
    (*body)->setMinimumSize(120, 100);
    (*body)->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    column->addWidget(*body, 1);
    return panel;
}

} // namespace

class TestPanelScrollArea : public QObject
{
    Q_OBJECT

private slots:
    void scrollsOnlyBelowTheMinimum_data();
    void scrollsOnlyBelowTheMinimum();
    void leastWidthFollowsThePanel();
};

void TestPanelScrollArea::scrollsOnlyBelowTheMinimum_data()
{
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("scrolls");
    QTest::newRow("room for the preferred height") << 600 << false;
    QTest::newRow("less than preferred, more than the minimum") << 200 << false;
    QTest::newRow("less than the minimum") << 80 << true;
}

void TestPanelScrollArea::scrollsOnlyBelowTheMinimum()
{
    QFETCH(int, height);
    QFETCH(bool, scrolls);
    QWidget *body = nullptr;
    QWidget *panel = makePanel(&body);
    PanelScrollArea area(panel);
    // Its least height is the scroll bar's, not the panel's.
    QVERIFY(area.minimumSizeHint().height() < panel->minimumSizeHint().height());
    area.resize(300, height);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QTRY_COMPARE(area.verticalScrollBar()->isVisible(), scrolls);
    QVERIFY(!area.horizontalScrollBar()->isVisible());
    QVERIFY(panel->width() <= area.viewport()->width());
    if (!scrolls)
        QCOMPARE(panel->height(), area.viewport()->height());
    else
        QVERIFY(panel->height() > area.viewport()->height());
}

void TestPanelScrollArea::leastWidthFollowsThePanel()
{
    QWidget *body = nullptr;
    QWidget *panel = makePanel(&body);
    PanelScrollArea area(panel);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    const int before = area.minimumSizeHint().width();
    QVERIFY(before
            >= panel->minimumSizeHint().width() + area.verticalScrollBar()->sizeHint().width());
    body->setMinimumWidth(400); // another step's widest word
    QTRY_COMPARE(area.minimumSizeHint().width(), before + 400 - 120);
}

QTEST_MAIN(TestPanelScrollArea)
#include "tst_panelscrollarea.moc"
