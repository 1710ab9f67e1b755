// Tests of ShrinkableContent, the window's content in its scroll area: the height it asks for
// at a width is its layout's minimum, not its preferred height, so the scroll area gives the
// content the window's height and scrolls only when the content cannot shrink to it.
#include "shrinkablecontent.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

class TestShrinkableContent : public QObject
{
    Q_OBJECT

private slots:
    void scrollsOnlyBelowTheMinimum_data();
    void scrollsOnlyBelowTheMinimum();
};

void TestShrinkableContent::scrollsOnlyBelowTheMinimum_data()
{
    // A wrapped text (a height for width) above a box that prefers 400 px and needs 100 px.
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("scrolls");
    QTest::newRow("room for the preferred height") << 600 << false;
    QTest::newRow("less than preferred, more than the minimum") << 250 << false;
    QTest::newRow("less than the minimum") << 90 << true;
}

void TestShrinkableContent::scrollsOnlyBelowTheMinimum()
{
    QFETCH(int, height);
    QFETCH(bool, scrolls);
    QScrollArea area;
    area.setWidgetResizable(true);
    auto *content = new ShrinkableContent;
    auto *column = new QVBoxLayout(content);
    auto *text = new QLabel(QStringLiteral("The square root of the sum of the d squared "
                                           "differences, from unrounded values."));
    text->setWordWrap(true);
    column->addWidget(text);
    auto *box = new QWidget;
    box->setMinimumHeight(100);
    box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    column->addWidget(box, 1);
    area.setWidget(content);
    const int width = 300;
    QCOMPARE(content->heightForWidth(width), column->totalMinimumHeightForWidth(width));
    QVERIFY(content->heightForWidth(width) >= 100);
    area.resize(width, height);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QTRY_COMPARE(area.verticalScrollBar()->isVisible(), scrolls);
    if (!scrolls)
        QCOMPARE(content->height(), area.viewport()->height());
}

QTEST_MAIN(TestShrinkableContent)
#include "tst_shrinkablecontent.moc"
