// Tests of ChartLegend: one entry per series with its whole name, in rows under the plot or a
// column right of it, names broken into lines rather than cut, room reserved in the chart's
// margins, clicks reported.
#include "chartlegend.h"
#include "charttextview.h"
#include "textboxcheck.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>

namespace {

struct Setup
{
    QChart *chart = new QChart;
    ChartTextView view {chart};
    QList<QAbstractSeries *> series;
    explicit Setup(const QStringList &names)
    {
        chart->setAnimationOptions(QChart::NoAnimation);
        for (int k = 0; k < names.size(); ++k) {
            QXYSeries *s = k % 2 == 0 ? static_cast<QXYSeries *>(new QLineSeries)
                                      : static_cast<QXYSeries *>(new QScatterSeries);
            s->setName(names.at(k));
            s->append(0, 0);
            s->append(1, 1);
            chart->addSeries(s);
            series << s;
        }
        chart->createDefaultAxes();
    }
};

QStringList names(int count, const QString &pattern)
{
    QStringList out;
    for (int k = 0; k < count; ++k)
        out << pattern.arg(k);
    return out;
}

} // namespace

class TestChartLegend : public QObject
{
    Q_OBJECT

private slots:
    void placement_data();
    void placement();
    void longNameBrokenNotCut();
    void followsNamesAndClicks();
};

void TestChartLegend::placement_data()
{
    QTest::addColumn<QStringList>("seriesNames");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("placement");
    // The place that leaves the plot the larger: rows in a narrow chart (its width is short),
    // a column in a low one (its height is).
    QTest::newRow("four short names, narrow: rows")
        << names(4, QStringLiteral("a = %1")) << QSize(400, 700) << int(Qt::AlignBottom);
    QTest::newRow("eight short names, low and wide: a column")
        << names(8, QStringLiteral("pair %1")) << QSize(900, 400) << int(Qt::AlignRight);
    QTest::newRow("eight long names, narrow: rows")
        << names(8, QStringLiteral("pair %1 (denominator 1000)")) << QSize(400, 500)
        << int(Qt::AlignBottom);
}

void TestChartLegend::placement()
{
    QFETCH(QStringList, seriesNames);
    QFETCH(QSize, size);
    QFETCH(int, placement);
    Setup setup(seriesNames);
    setup.view.setLegendSeries(setup.series, {Qt::AlignRight, Qt::AlignBottom});
    textboxcheck::showAt(&setup.view, size);
    ChartLegend *legend = setup.view.legend();
    QVERIFY(legend);
    QVERIFY(!setup.chart->legend()->isVisible());
    QCOMPARE(int(legend->placement()), placement);
    const QList<ChartLegend::Text> texts = legend->texts();
    QCOMPARE(texts.size(), seriesNames.size());
    for (int k = 0; k < texts.size(); ++k)
        QCOMPARE(texts.at(k).text, seriesNames.at(k));
    // The legend's room is kept free of the plot, and nothing is cut or on anything else.
    const QRectF plot = setup.chart->plotArea();
    for (const ChartLegend::Text &text : texts)
        QVERIFY(!text.rect.intersects(plot));
    if (placement == Qt::AlignBottom) {
        QVERIFY(legend->reserved().height() > 0);
        QCOMPARE(legend->reserved().width(), 0.0);
    } else {
        QVERIFY(legend->reserved().width() > 0);
        for (int k = 1; k < texts.size(); ++k)
            QVERIFY(texts.at(k).rect.top() >= texts.at(k - 1).rect.bottom());
    }
    const QStringList problems = textboxcheck::problems(&setup.view);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestChartLegend::longNameBrokenNotCut()
{
    const QString longName = QStringLiteral("lesson: q = 3: 2.017479, q = 6: 0.657741, and more");
    Setup setup({longName, QStringLiteral("current q")});
    setup.view.setLegendSeries(setup.series);
    textboxcheck::showAt(&setup.view, QSize(260, 400));
    const QStringList lines = setup.view.legend()->lines(setup.series.first());
    QVERIFY(lines.size() >= 2);
    QCOMPARE(lines.join(QLatin1Char(' ')), longName);
    const QStringList problems = textboxcheck::problems(&setup.view);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestChartLegend::followsNamesAndClicks()
{
    Setup setup({QStringLiteral("whole vector"), QStringLiteral("pair 0")});
    setup.view.setLegendSeries(setup.series);
    textboxcheck::showAt(&setup.view, QSize(600, 400));
    ChartLegend *legend = setup.view.legend();
    setup.series.at(1)->setName(QStringLiteral("pair 0 (denominator 1)"));
    QCOMPARE(legend->texts().at(1).text, QStringLiteral("pair 0 (denominator 1)"));
    // A hidden series keeps its entry (greyed), so that a click can bring it back.
    setup.series.at(0)->setVisible(false);
    QCOMPARE(legend->texts().size(), 2);
    QList<QAbstractSeries *> clicked;
    connect(legend, &ChartLegend::clicked, this,
            [&clicked](QAbstractSeries *series) { clicked << series; });
    legend->click(setup.series.at(0));
    QCOMPARE(clicked, QList<QAbstractSeries *> {setup.series.at(0)});
}

QTEST_MAIN(TestChartLegend)
#include "tst_chartlegend.moc"
