// Tests of ChartTextView: titles broken into lines and never elided at any width, the texts and
// marks it lists, the readable minimum it keeps, the hover text.
#include "charttextview.h"
#include "textboxcheck.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

class TestChartTextView : public QObject
{
    Q_OBJECT

private slots:
    void titleWhole_data();
    void titleWhole();
    void listsAxisTexts();
    void marksAndHover();
    void keepsReadableMinimum();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
};

void TestChartTextView::titleWhole_data()
{
    // The titles that were cut ("waveleng..."), at the widths charts get, normal and presentation.
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("presentation");
    const QStringList titles {QStringLiteral("Pair i = 0 · denominator 1 · wavelength 6.28"),
                              QStringLiteral("Pair i = 3 (sin only) · denominator 1000 · "
                                             "wavelength 6283.19"),
                              QStringLiteral("第 i = 2 对 · 分母 100 · 波长 628.32"),
                              QStringLiteral("PE(a) · PE(a + k) against the offset k (d = 8192)")};
    for (const QString &title : titles)
        for (const int width : {220, 317, 480, 900})
            for (const bool presentation : {false, true})
                QTest::addRow("%s at %d %s", qPrintable(title.left(12)), width,
                              presentation ? "presentation" : "normal")
                    << title << width << presentation;
}

void TestChartTextView::titleWhole()
{
    QFETCH(QString, title);
    QFETCH(int, width);
    QFETCH(bool, presentation);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), presentation));
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitleFont(QFont(chart->titleFont().family(), presentation ? 15 : 10, QFont::Bold));
    ChartTextView view(chart);
    view.setTitleText(title);
    textboxcheck::showAt(&view, QSize(width, 400));
    QCOMPARE(view.titleText(), title);
    QCOMPARE(view.accessibleName(), title);
    bool found = false;
    for (const TextBox &box : view.textBoxes())
        if (box.text == title) {
            found = true;
            QVERIFY2(!box.elided, qPrintable(title));
            QVERIFY(QRectF(view.rect()).contains(box.rect));
        }
    QVERIFY(found);
}

void TestChartTextView::listsAxisTexts()
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    auto *series = new QLineSeries;
    series->append(0, 0);
    series->append(10, 5);
    chart->addSeries(series);
    chart->createDefaultAxes();
    chart->axes(Qt::Horizontal).first()->setTitleText(QStringLiteral("offset k"));
    chart->axes(Qt::Vertical).first()->setTitleText(QStringLiteral("dot product"));
    ChartTextView view(chart);
    textboxcheck::showAt(&view, QSize(500, 350));
    QStringList texts;
    for (const TextBox &box : view.textBoxes())
        texts << box.text;
    QVERIFY(texts.contains(QStringLiteral("offset k")));
    QVERIFY(texts.contains(QStringLiteral("dot product")));
    QVERIFY(texts.size() >= 6); // and the tick labels
    // A rotated axis title cut by Qt Charts is reported, with its full text.
    textboxcheck::showAt(&view, QSize(500, 90));
    bool cut = false;
    for (const TextBox &box : view.textBoxes())
        cut = cut || (box.text == QStringLiteral("dot product") && box.elided);
    QVERIFY(cut);
}

void TestChartTextView::marksAndHover()
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    auto *series = new QLineSeries;
    series->append(0, 0);
    series->append(10, 10);
    chart->addSeries(series);
    chart->createDefaultAxes();
    ChartTextView view(chart);
    textboxcheck::showAt(&view, QSize(500, 400));
    const QPointF middle = view.toWidget(QPointF(5, 5), series);
    QVERIFY(view.plotRect().contains(middle));
    QCOMPARE(view.markRect(QPointF(5, 5), series, 10).center(), middle);
    view.setMarksProvider([&] {
        return QList<DataMark> {{QStringLiteral("m"), QRectF(1, 2, 3, 4)}};
    });
    QCOMPARE(view.dataMarks().size(), 1);
    view.setHoverProvider(
        [](const QPointF &p) { return p.x() > 100 ? QStringLiteral("right") : QString(); });
    QCOMPARE(view.hoverText(QPointF(150, 10)), QStringLiteral("right"));
    QVERIFY(view.hoverText(QPointF(50, 10)).isEmpty());
}

void TestChartTextView::keepsReadableMinimum()
{
    // QChartView sets the chart's minimum as its own on every resize; the view keeps the
    // readable one instead.
    auto *chart = new QChart;
    ChartTextView view(chart);
    view.setReadableMinimum(QSize(333, 222));
    textboxcheck::showAt(&view, QSize(600, 400));
    QVERIFY(view.minimumSizeHint().width() >= 333);
    QVERIFY(view.minimumSizeHint().height() >= 222);
    QCOMPARE(view.minimumSize(), view.minimumSizeHint());
}

QTEST_MAIN(TestChartTextView)
#include "tst_charttextview.moc"
