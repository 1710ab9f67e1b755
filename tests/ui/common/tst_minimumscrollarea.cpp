// Tests of MinimumScrollArea: the content fills the room there is and scrolls only below its
// minimum, a word-wrapped layout's minimum height for the width included.
#include "minimumscrollarea.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

namespace {

class Box : public QWidget
{
public:
    QSize sizeHint() const override { return {400, 500}; }
    QSize minimumSizeHint() const override { return {300, 400}; }
};

void settle()
{
    for (int k = 0; k < 4; ++k)
        QApplication::processEvents();
}

} // namespace

class TestMinimumScrollArea : public QObject
{
    Q_OBJECT

private slots:
    void fillsOrScrolls_data();
    void fillsOrScrolls();
    void wrappedTextScrollsOnlyBelowItsMinimum();
    void tabDoesNotScroll();
    void shownTabPageDecides_data();
    void shownTabPageDecides();
    void contentFitsFollowsText_data();
    void contentFitsFollowsText();
};

void TestMinimumScrollArea::fillsOrScrolls_data()
{
    QTest::addColumn<QSize>("area");
    QTest::addColumn<bool>("vertical");
    QTest::addColumn<bool>("horizontal");
    QTest::newRow("roomy: the content fills it") << QSize(600, 700) << false << false;
    QTest::newRow("between minimum and preferred: no scrolling")
        << QSize(350, 450) << false << false;
    QTest::newRow("lower than the minimum") << QSize(600, 300) << true << false;
    QTest::newRow("narrower than the minimum") << QSize(200, 700) << false << true;
}

void TestMinimumScrollArea::fillsOrScrolls()
{
    QFETCH(QSize, area);
    QFETCH(bool, vertical);
    QFETCH(bool, horizontal);
    MinimumScrollArea scroll;
    auto *content = new Box;
    scroll.setContent(content);
    scroll.resize(area);
    scroll.show();
    settle();
    QCOMPARE(scroll.verticalScrollBar()->maximum() > 0, vertical);
    QCOMPARE(scroll.horizontalScrollBar()->maximum() > 0, horizontal);
    QVERIFY(content->width() >= 300 && content->height() >= 400);
    if (!vertical)
        QCOMPARE(content->height(), scroll.viewport()->height());
    if (!horizontal)
        QCOMPARE(content->width(), scroll.viewport()->width());
    QCOMPARE(scroll.contentFits(), !vertical && !horizontal);
}

void TestMinimumScrollArea::wrappedTextScrollsOnlyBelowItsMinimum()
{
    // A wrapped label under a box of minimum height 200: QScrollArea's resizable mode scrolls as
    // soon as the area is lower than the preferred height; this one only below the minimum.
    MinimumScrollArea scroll;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *box = new QWidget;
    box->setMinimumHeight(200);
    layout->addWidget(box, 1);
    auto *label = new QLabel(QStringLiteral("The distance does not grow steadily with q: every "
                                            "pair turns on its own circle."));
    label->setWordWrap(true);
    layout->addWidget(label);
    scroll.setContent(content);
    const int minimum = layout->totalMinimumHeightForWidth(400);
    scroll.resize(400, minimum + 20);
    scroll.show();
    settle();
    QCOMPARE(scroll.verticalScrollBar()->maximum(), 0);
    scroll.resize(400, minimum - 60);
    settle();
    QVERIFY(scroll.verticalScrollBar()->maximum() > 0);
}

void TestMinimumScrollArea::tabDoesNotScroll()
{
    // The window's Tab cycle is in reading order from where widgets are: Tab must not scroll.
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *scroll = new MinimumScrollArea;
    auto *content = new QWidget;
    auto *inner = new QVBoxLayout(content);
    auto *top = new QLineEdit;
    auto *spacer = new QWidget;
    spacer->setMinimumHeight(600);
    auto *bottom = new QLineEdit;
    inner->addWidget(top);
    inner->addWidget(spacer);
    inner->addWidget(bottom);
    scroll->setContent(content);
    layout->addWidget(scroll);
    window.resize(300, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
    top->setFocus();
    QTest::keyClick(top, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), bottom);
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
}

void TestMinimumScrollArea::shownTabPageDecides_data()
{
    QTest::addColumn<int>("page");
    QTest::addColumn<bool>("scrolls");
    QTest::newRow("the short page shown") << 0 << false;
    QTest::newRow("the tall page shown") << 1 << true;
}

void TestMinimumScrollArea::shownTabPageDecides()
{
    // A QTabWidget's minimum is its tallest page's: a hidden tall page must not make the page
    // shown scroll, and the area fits again when the tall page is shown.
    QFETCH(int, page);
    QFETCH(bool, scrolls);
    MinimumScrollArea scroll;
    auto *tabs = new QTabWidget;
    auto *shortPage = new QWidget;
    shortPage->setMinimumHeight(100);
    auto *tallPage = new QWidget;
    tallPage->setMinimumHeight(900);
    tabs->addTab(shortPage, QStringLiteral("short"));
    tabs->addTab(tallPage, QStringLiteral("tall"));
    scroll.setContent(tabs);
    scroll.resize(400, 300);
    scroll.show();
    settle();
    tabs->setCurrentIndex(page);
    settle();
    QCOMPARE(scroll.verticalScrollBar()->maximum() > 0, scrolls);
    QCOMPARE(scroll.contentFits(), !scrolls);
    if (!scrolls)
        QCOMPARE(tabs->height(), scroll.viewport()->height());
}

void TestMinimumScrollArea::contentFitsFollowsText_data()
{
    QTest::addColumn<int>("words");
    QTest::addColumn<bool>("fits");
    QTest::newRow("one line") << 3 << true;
    QTest::newRow("many lines") << 400 << false;
}

void TestMinimumScrollArea::contentFitsFollowsText()
{
    // A view shortens its texts until its page fits: contentFits() answers for the
    // text set just now, before any event is processed.
    QFETCH(int, words);
    QFETCH(bool, fits);
    MinimumScrollArea scroll;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *box = new QWidget(content);
    box->setMinimumHeight(150);
    layout->addWidget(box);
    auto *label = new QLabel(content);
    label->setWordWrap(true);
    layout->addWidget(label);
    scroll.setContent(content);
    scroll.resize(320, 260);
    scroll.show();
    settle();
    QVERIFY(scroll.contentFits());
    label->setText(QStringList(words, QStringLiteral("word")).join(QLatin1Char(' ')));
    QCOMPARE(scroll.contentFits(), fits);
    settle();
    QCOMPARE(scroll.verticalScrollBar()->maximum() > 0, !fits);
}

QTEST_MAIN(TestMinimumScrollArea)
#include "tst_minimumscrollarea.moc"
