// Tests of FittedScrollArea, the window header's frame: it is exactly as high as its content
// needs at its width (a narrower area is taller), up to its share of the window's height, and
// only beyond that share does it scroll.
#include "fittedscrollarea.h"
#include "flowlayout.h"

#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

class TestFittedScrollArea : public QObject
{
    Q_OBJECT

private slots:
    void heightFollowsWidth_data();
    void heightFollowsWidth();
};

void TestFittedScrollArea::heightFollowsWidth_data()
{
    // Six blocks of 100 x 30, 10 px apart (rows of 30 px, 10 px between them), in a window of
    // 500 px height: the area may take 250 px.
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("scrolls");
    QTest::newRow("one row") << 700 << 30 << false;
    QTest::newRow("two rows") << 400 << 70 << false;
    QTest::newRow("three rows") << 300 << 110 << false;
    QTest::newRow("six rows: 230 px, still under the share") << 150 << 230 << false;
}

void TestFittedScrollArea::heightFollowsWidth()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, scrolls);
    QWidget window;
    auto *column = new QVBoxLayout(&window);
    column->setContentsMargins(0, 0, 0, 0);
    auto *area = new FittedScrollArea(&window);
    auto *content = new QWidget;
    auto *flow = new FlowLayout(content, 10, 10);
    flow->setContentsMargins(0, 0, 0, 0);
    for (int k = 0; k < 6; ++k) {
        auto *block = new QWidget(content);
        block->setFixedSize(100, 30);
        flow->addWidget(block);
    }
    area->setWidget(content);
    column->addWidget(area);
    column->addStretch(1);
    window.resize(width, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(area->height(), height);
    QCOMPARE(area->minimumHeight(), area->maximumHeight()); // the dock area cannot stretch it
    QCOMPARE(area->verticalScrollBar()->isVisible(), scrolls);
    QVERIFY(!area->horizontalScrollBar()->isVisible());

    // A lower window caps the area at half its height; the rest scrolls.
    area->setMaxShare(0.5);
    window.resize(150, 300);
    QTRY_COMPARE(area->height(), 150);
    QTRY_VERIFY(area->verticalScrollBar()->isVisible());
}

QTEST_MAIN(TestFittedScrollArea)
#include "tst_fittedscrollarea.moc"
