// The pair charts laid out for the room they have: at the sizes the view
// takes in the window at 1024x768, 1280x800 and 1920x1080 (measured with the lesson panel open,
// tests/ui/shell/tst_stepvisibility), in English and Chinese, in presentation mode and out of it,
// the charts of pairs 0-3 never scroll: every chart shown keeps its readable minimum, and when
// they do not all fit (presentation mode at 1024x768 and 1280x800) they come a page at a time,
// with the pair a lesson step names (showPair) on the page shown. Before: four charts in one
// column that scrolled (1024x768), and one column at 1920x1080 because a scroll bar's width was
// kept free.
#include "lessonstate.h"
#include "pairchart.h"
#include "pairchartsview.h"
#include "scrollcheck.h"
#include "textboxcheck.h"

#include <QAbstractScrollArea>
#include <QScrollBar>
#include <QTest>


class TestPairChartsView : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { textboxcheck::setMode(QStringLiteral("en"), false); }
    void fitsItsRoom_data();
    void fitsItsRoom();
    void stepChoosesThePairs();
};

void TestPairChartsView::fitsItsRoom_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("pair"); // the pair the step names
    QTest::addColumn<bool>("paged"); // not all four fit: pages
    struct Case
    {
        const char *screen;
        bool presentation;
        QSize en;
        QSize zh;
        bool paged;
    };
    const Case cases[] = {
        {"1024x768", false, QSize(706, 499), QSize(706, 486), false},
        {"1024x768", true, QSize(648, 708), QSize(648, 702), true},
        {"1280x800", false, QSize(891, 558), QSize(891, 548), false},
        {"1280x800", true, QSize(817, 740), QSize(817, 734), false},
        {"1920x1080", false, QSize(974, 774), QSize(1038, 768), false},
        {"1920x1080", true, QSize(803, 1020), QSize(897, 1014), false},
    };
    for (const Case &c : cases)
        for (const char *lang : {"en", "zh_CN"})
            for (const int pair : {1, 3})
                QTest::addRow("%s %s %s, pair %d", c.screen,
                              c.presentation ? "presentation" : "normal", lang, pair)
                    << QString::fromLatin1(lang) << c.presentation
                    << (QByteArray(lang) == "en" ? c.en : c.zh) << pair << c.paged;
}

void TestPairChartsView::fitsItsRoom()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, pair);
    QFETCH(bool, paged);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state; // d = 8: pairs 0-3
    QVERIFY(state.setComparison(3));
    PairChartsView view(&state);
    textboxcheck::showAt(&view, size);
    QVERIFY(view.showPair(pair));
    textboxcheck::showAt(&view, size);
    QCOMPARE(view.pairs(), QList<int>({0, 1, 2, 3}));
    const QStringList scrolls = scrollcheck::scrolling(&view);
    QVERIFY2(scrolls.isEmpty(), qPrintable(scrolls.join(QStringLiteral(", "))));
    const QList<int> shown = view.shownPairs();
    QVERIFY2(shown.contains(pair), qPrintable(QStringLiteral("%1 pages").arg(view.pageCount())));
    QCOMPARE(view.pageCount() > 1, paged);
    if (!paged)
        QCOMPARE(shown.size(), 4);
    for (const PairChart *chart : view.charts()) {
        if (chart->isHidden())
            continue;
        QVERIFY(chart->width() >= chart->minimumSizeHint().width());
        QVERIFY(chart->height() >= chart->minimumSizeHint().height());
        const QRect inView(chart->mapTo(&view, QPoint(0, 0)), chart->size());
        QVERIFY2(view.rect().contains(inView), qPrintable(QStringLiteral("pair %1 at %2,%3")
                                                              .arg(chart->pair())
                                                              .arg(inView.x())
                                                              .arg(inView.y())));
    }
    // A pair the list does not hold: the four around it.
    state.setWidth(16);
    QCoreApplication::processEvents();
    QVERIFY(view.showPair(5));
    textboxcheck::showAt(&view, size);
    QCOMPARE(view.pairs(), QList<int>({4, 5, 6, 7}));
    QVERIFY(view.shownPairs().contains(5));
    QVERIFY(!view.showPair(8));
}

// A lesson step chooses the pairs it compares (its page: a pair list as the field takes it).
void TestPairChartsView::stepChoosesThePairs()
{
    LessonState state; // d = 8: pairs 0-3
    PairChartsView view(&state);
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.pairs(), (QList<int> {0, 1, 2, 3}));
    QVERIFY(view.showPage(QStringLiteral("0-1")));
    QCOMPARE(view.pairs(), (QList<int> {0, 1}));
    QCOMPARE(view.currentPageId(), QStringLiteral("0-1"));
    QCOMPARE(view.charts().size(), 2);
    // Refused, nothing changes: a list the field refuses, pairs the encoding does not have.
    QVERIFY(!view.showPage(QStringLiteral("one")));
    QVERIFY(!view.showPage(QStringLiteral("7-9")));
    QCOMPARE(view.pairs(), (QList<int> {0, 1}));
    QCOMPARE(view.currentPageId(), QStringLiteral("0-1"));
}

QTEST_MAIN(TestPairChartsView)
#include "tst_pairchartsview.moc"
