// Tests of PairChart and PairChartsView: the series against independently computed sin/cos, the
// integer markers, N and d changes, the p/q highlights and the axis labels.
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "pairchart.h"
#include "pairchartsview.h"
#include "textboxcheck.h"

#include <QCategoryAxis>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLineEdit>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <utility>

namespace {

const QChar minus(0x2212);

/// Independent reference: PE(x)[2i] or PE(x)[2i+1] straight from the formula.
double reference(double x, int component, int d, double base)
{
    const int i = component / 2;
    const double a = x / std::pow(base, 2.0 * i / d);
    return component % 2 == 0 ? std::sin(a) : std::cos(a);
}

/// Six decimals with a true minus and no negative zero, formatted here without the app's code.
QString sixDecimals(double v)
{
    QString s = QString::number(std::fabs(v), 'f', 6);
    if (v < 0 && s != QStringLiteral("0.000000"))
        s.prepend(minus);
    return s;
}

void setUpState(LessonState &state, int d, double base, qint64 p, qint64 q)
{
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setBase(base));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
}

void compareSeries(const QXYSeries *series, int component, int d, double base)
{
    for (const QPointF &point : series->points()) {
        const double expected = reference(point.x(), component, d, base);
        if (std::fabs(point.y() - expected) > 1e-12)
            QFAIL(qPrintable(QStringLiteral("component %1 at x = %2: %3 instead of %4")
                                 .arg(component)
                                 .arg(point.x(), 0, 'g', 17)
                                 .arg(point.y(), 0, 'g', 17)
                                 .arg(expected, 0, 'g', 17)));
    }
}

bool closeTo(const QPointF &a, const QPointF &b)
{
    return std::fabs(a.x() - b.x()) <= 1e-6 && std::fabs(a.y() - b.y()) <= 1e-6;
}

QStringList sceneTexts(PairChart &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
            texts << text->toPlainText();
        else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            texts << simple->text();
    }
    return texts;
}

} // namespace

class TestPairChart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void beyondTrainingLength_data();
    void beyondTrainingLength();
    void seriesMatchFormula_data();
    void seriesMatchFormula();
    void markersAtIntegers_data();
    void markersAtIntegers();
    void maxPositionChange();
    void widthChangeRebuilds();
    void highlights_data();
    void highlights();
    void title_data();
    void title();
    void axisLabels_data();
    void axisLabels();
    void viewDefaults();
    void viewPairList_data();
    void viewPairList();
    void viewMaxPosition();
    void languageRoundTrip();
    void textLayout_data();
    void textLayout();
    void crowdedLabelsStayApart_data();
    void crowdedLabelsStayApart();
    void labelsKeepThePointsOrder_data();
    void labelsKeepThePointsOrder();
    void hoverFullPrecision_data();
    void hoverFullPrecision();
    void cleanupTestCase();
};

void TestPairChart::seriesMatchFormula_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("pair");
    QTest::addColumn<int>("n");
    QTest::newRow("lesson pair 0") << 8 << 10000.0 << 0 << 32;
    QTest::newRow("lesson pair 3") << 8 << 10000.0 << 3 << 32;
    QTest::newRow("d=16 pair 5 N=100") << 16 << 10000.0 << 5 << 100;
    QTest::newRow("d=8 pair 1 N=1000") << 8 << 10000.0 << 1 << 1000;
    QTest::newRow("d=64 base 100 pair 31") << 64 << 100.0 << 31 << 50;
    QTest::newRow("odd d=7 last pair") << 7 << 10000.0 << 3 << 32;
}

void TestPairChart::seriesMatchFormula()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, pair);
    QFETCH(int, n);
    LessonState state;
    setUpState(state, d, base, 0, 3);
    PairChart chart(&state, pair);
    chart.setMaxPosition(n);
    QVERIFY(chart.sinCurve()->count() >= 8 * n);
    QCOMPARE(chart.sinCurve()->at(0).x(), 0.0);
    QCOMPARE(chart.sinCurve()->at(chart.sinCurve()->count() - 1).x(), double(n));
    compareSeries(chart.sinCurve(), 2 * pair, d, base);
    compareSeries(chart.sinMarkers(), 2 * pair, d, base);
    const bool cos = 2 * pair + 1 < d;
    QCOMPARE(chart.hasCos(), cos);
    if (cos) {
        QCOMPARE(chart.cosCurve()->count(), chart.sinCurve()->count());
        compareSeries(chart.cosCurve(), 2 * pair + 1, d, base);
        compareSeries(chart.cosMarkers(), 2 * pair + 1, d, base);
    } else {
        QCOMPARE(chart.cosCurve()->count(), 0);
        QCOMPARE(chart.cosMarkers()->count(), 0);
        QVERIFY(chart.highlightPoint(PairChart::P, 1).isEmpty());
        QVERIFY(!chart.highlightPointItem(PairChart::P, 1)->isVisible());
    }
}

void TestPairChart::markersAtIntegers_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("N=1") << 1;
    QTest::newRow("N=32") << 32;
    QTest::newRow("N=1000") << 1000;
}

void TestPairChart::markersAtIntegers()
{
    QFETCH(int, n);
    LessonState state;
    PairChart chart(&state, 0);
    chart.setMaxPosition(n);
    for (QScatterSeries *markers : {chart.sinMarkers(), chart.cosMarkers()}) {
        QCOMPARE(markers->count(), n + 1);
        for (int k = 0; k <= n; ++k)
            QCOMPARE(markers->at(k).x(), double(k));
    }
    // 0 .. N, widened by at most a few per cent for whole highlight points at the ends.
    QVERIFY(chart.xAxis()->min() <= 0.0 && chart.xAxis()->min() > -0.1 * n);
    QVERIFY(chart.xAxis()->max() >= n && chart.xAxis()->max() < 1.1 * n);
}

void TestPairChart::maxPositionChange()
{
    LessonState state;
    PairChart chart(&state, 1);
    QCOMPARE(chart.maxPosition(), 32);
    QCOMPARE(chart.sinMarkers()->count(), 33);
    chart.setMaxPosition(100);
    QCOMPARE(chart.sinMarkers()->count(), 101);
    QVERIFY(chart.xAxis()->max() >= 100.0 && chart.xAxis()->max() < 110.0);
    QCOMPARE(chart.sinCurve()->at(chart.sinCurve()->count() - 1).x(), 100.0);
    compareSeries(chart.sinCurve(), 2, 8, 10000.0);
    chart.setMaxPosition(5);
    QCOMPARE(chart.cosMarkers()->count(), 6);
}

void TestPairChart::widthChangeRebuilds()
{
    LessonState state;
    PairChart chart(&state, 1);
    compareSeries(chart.sinCurve(), 2, 8, 10000.0);
    QVERIFY(chart.titleText().contains(QStringLiteral("denominator 10 ")));
    QVERIFY(state.setWidth(16));
    compareSeries(chart.sinCurve(), 2, 16, 10000.0);
    compareSeries(chart.cosMarkers(), 3, 16, 10000.0);
    // 10000^(2/16) = 3.1622776601683795
    QVERIFY2(chart.titleText().contains(QStringLiteral("denominator 3.16 ")),
             qPrintable(chart.titleText()));
    QVERIFY(state.setBase(100.0));
    compareSeries(chart.sinCurve(), 2, 16, 100.0);
    QVERIFY(state.setWidth(3)); // pair 1 of d = 3 is the lone sin component
    compareSeries(chart.sinCurve(), 2, 3, 100.0);
    QCOMPARE(chart.cosCurve()->count(), 0);
}

void TestPairChart::highlights_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::newRow("lesson 0 vs 3, pair 0") << 0 << qint64(0) << qint64(3);
    QTest::newRow("0 vs 6, pair 1") << 1 << qint64(0) << qint64(6);
    QTest::newRow("q before p: 20 vs 7, pair 0") << 0 << qint64(20) << qint64(7);
    QTest::newRow("32 vs 32, pair 2") << 2 << qint64(32) << qint64(32);
}

void TestPairChart::highlights()
{
    QFETCH(int, pair);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    LessonState state;
    setUpState(state, 8, 10000.0, p, q);
    PairChart chart(&state, pair);
    const double xp = double(p);
    const double xq = double(q);
    // The highlights' values against the formula.
    const QList<QPointF> pLine = chart.highlightLine(PairChart::P);
    QCOMPARE(pLine.size(), 2);
    QCOMPARE(pLine.at(0), QPointF(xp, -1.1));
    QCOMPARE(pLine.at(1), QPointF(xp, 1.1));
    QCOMPARE(chart.highlightLine(PairChart::Q).at(0).x(), xq);
    QCOMPARE(chart.highlightLine(PairChart::Q).at(1).x(), xq);
    for (const auto &[mark, x] : {std::pair(PairChart::P, xp), std::pair(PairChart::Q, xq)})
        for (int k = 0; k < 2; ++k) {
            const QList<QPointF> point = chart.highlightPoint(mark, k);
            QCOMPARE(point.size(), 1);
            QCOMPARE(point.at(0).x(), x);
            QVERIFY(std::fabs(point.at(0).y() - reference(x, 2 * pair + k, 8, 10000.0)) <= 1e-12);
        }
    const QStringList labels = chart.valueLabels();
    QCOMPARE(labels.size(), 4);
    QVERIFY(labels.contains(sixDecimals(reference(xp, 2 * pair, 8, 10000.0))));
    QVERIFY(labels.contains(sixDecimals(reference(xp, 2 * pair + 1, 8, 10000.0))));
    QVERIFY(labels.contains(sixDecimals(reference(xq, 2 * pair, 8, 10000.0))));
    QVERIFY(labels.contains(sixDecimals(reference(xq, 2 * pair + 1, 8, 10000.0))));

    // The drawn items sit where those values are on the laid-out chart.
    chart.setGeometry(0, 0, 640, 400);
    QCoreApplication::processEvents();
    chart.grab();
    const auto checkPlacement = [&](PairChart::Mark mark, double x) {
        const QLineF line = chart.highlightLineItem(mark)->line();
        QVERIFY(chart.highlightLineItem(mark)->isVisible());
        QVERIFY(closeTo(line.p1(), chart.chart()->mapToPosition(QPointF(x, -1.1))));
        QVERIFY(closeTo(line.p2(), chart.chart()->mapToPosition(QPointF(x, 1.1))));
        for (int k = 0; k < 2; ++k) {
            const QGraphicsEllipseItem *item = chart.highlightPointItem(mark, k);
            QVERIFY(item->isVisible());
            // Placed as Qt Charts places scatter markers: the bounding rectangle, pen included,
            // centred on the point.
            const QRectF box = item->boundingRect();
            const QPointF at = item->pos() + QPointF(box.width() / 2, box.height() / 2);
            const QPointF expected
                = chart.chart()->mapToPosition(QPointF(x, reference(x, 2 * pair + k, 8, 10000.0)));
            QVERIFY2(closeTo(at, expected),
                     qPrintable(QStringLiteral("(%1, %2) instead of (%3, %4)")
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(expected.x())
                                    .arg(expected.y())));
        }
    };
    checkPlacement(PairChart::P, xp);
    checkPlacement(PairChart::Q, xq);

    // Moving q moves its highlight; beyond N it disappears.
    QVERIFY(state.setComparison(5));
    QCOMPARE(chart.highlightLine(PairChart::Q).at(0).x(), 5.0);
    checkPlacement(PairChart::Q, 5.0);
    checkPlacement(PairChart::P, xp);
    QVERIFY(state.setComparison(40));
    QVERIFY(chart.highlightLine(PairChart::Q).isEmpty());
    QVERIFY(chart.highlightPoint(PairChart::Q, 0).isEmpty());
    QVERIFY(!chart.highlightLineItem(PairChart::Q)->isVisible());
    QVERIFY(!chart.highlightPointItem(PairChart::Q, 0)->isVisible());
    QVERIFY(!chart.highlightPointItem(PairChart::Q, 1)->isVisible());
    QCOMPARE(chart.valueLabels().size(), 2);
}

void TestPairChart::title_data()
{
    // Wavelengths 2π·denominator from Python: 2*math.pi*10**i for d = 8, base 10000; two
    // decimals in the title, six in the tooltip.
    QTest::addColumn<int>("pair");
    QTest::addColumn<QString>("denominator");
    QTest::addColumn<QString>("wavelength");
    QTest::addColumn<QString>("wavelengthFull");
    QTest::newRow("pair 0") << 0 << QStringLiteral("1") << QStringLiteral("6.28")
                            << QStringLiteral("6.283185");
    QTest::newRow("pair 1") << 1 << QStringLiteral("10") << QStringLiteral("62.83")
                            << QStringLiteral("62.831853");
    QTest::newRow("pair 2") << 2 << QStringLiteral("100") << QStringLiteral("628.32")
                            << QStringLiteral("628.318531");
    QTest::newRow("pair 3") << 3 << QStringLiteral("1000") << QStringLiteral("6283.19")
                            << QStringLiteral("6283.185307");
}

void TestPairChart::title()
{
    QFETCH(int, pair);
    QFETCH(QString, denominator);
    QFETCH(QString, wavelength);
    QFETCH(QString, wavelengthFull);
    LessonState state;
    PairChart chart(&state, pair);
    const QString title = chart.titleText();
    QVERIFY(title.endsWith(wavelength));
    const QString tip = chart.chart()->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("2π·%1 = %2").arg(denominator, wavelengthFull)),
             qPrintable(tip));
    QVERIFY2(title.contains(QStringLiteral("Pair i = %1").arg(pair)), qPrintable(title));
    QVERIFY2(title.contains(QStringLiteral("denominator %1 ").arg(denominator)), qPrintable(title));
    QVERIFY2(title.contains(QStringLiteral("wavelength %1").arg(wavelength)), qPrintable(title));
}

void TestPairChart::axisLabels_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("N=32") << 32;
    QTest::newRow("N=7") << 7;
    QTest::newRow("N=1000") << 1000;
}

void TestPairChart::axisLabels()
{
    QFETCH(int, n);
    LessonState state;
    PairChart chart(&state, 0);
    chart.setMaxPosition(n);
    const QStringList expectedY {minus + QStringLiteral("1.0"), minus + QStringLiteral("0.5"),
                                 QStringLiteral("0.0"), QStringLiteral("0.5"),
                                 QStringLiteral("1.0")};
    QCOMPARE(chart.yAxisLabels(), expectedY);
    QCOMPARE(chart.yAxis()->min(), -1.1);
    QCOMPARE(chart.yAxis()->max(), 1.1);
    // Every text the chart draws, once laid out (not shown), as the user would see it.
    chart.setGeometry(0, 0, 640, 400);
    QCoreApplication::processEvents();
    chart.grab();
    const QStringList texts = sceneTexts(chart);
    QVERIFY2(texts.contains(QStringLiteral("0")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY(texts.contains(QString::number(n)));
    QVERIFY(texts.contains(minus + QStringLiteral("0.5")));
    for (const QString &text : texts) {
        QVERIFY2(!text.contains(QStringLiteral("-0")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1Char('-')), qPrintable(text));
        QVERIFY2(text != minus + QStringLiteral("0.0") && text != minus + QStringLiteral("0"),
                 qPrintable(text));
    }
}

void TestPairChart::viewDefaults()
{
    LessonState state;
    PairChartsView view(&state);
    QCOMPARE(view.charts().size(), 4);
    QCOMPARE(view.pairs(), (QList<int> {0, 1, 2, 3}));
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(view.charts().at(k)->pair(), k);
        QCOMPARE(view.charts().at(k)->maxPosition(), 32);
    }
    QVERIFY(view.maxPositionSpinBox()->maximum() >= 1000);
    // A large d still defaults to the first four pairs.
    QVERIFY(state.setWidth(512));
    QCOMPARE(view.pairs(), (QList<int> {0, 1, 2, 3}));
    compareSeries(view.charts().at(3)->sinCurve(), 6, 512, 10000.0);
}

void TestPairChart::viewPairList_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("expected");
    QTest::addColumn<bool>("note");
    QTest::newRow("two pairs") << 16 << QStringLiteral("0,5") << QList<int> {0, 5} << false;
    QTest::newRow("range") << 512 << QStringLiteral("250-255")
                           << QList<int> {250, 251, 252, 253, 254, 255} << false;
    QTest::newRow("beyond d skipped") << 8 << QStringLiteral("2,9") << QList<int> {2} << true;
    QTest::newRow("nonsense falls back")
        << 8 << QStringLiteral("x") << QList<int> {0, 1, 2, 3} << true;
    QTest::newRow("too many falls back")
        << 512 << QStringLiteral("0-99") << QList<int> {0, 1, 2, 3} << true;
}

void TestPairChart::viewPairList()
{
    QFETCH(int, d);
    QFETCH(QString, text);
    QFETCH(QList<int>, expected);
    QFETCH(bool, note);
    LessonState state;
    QVERIFY(state.setWidth(d));
    PairChartsView view(&state);
    view.pairsEdit()->setText(text);
    emit view.pairsEdit()->editingFinished();
    QCOMPARE(view.pairs(), expected);
    QCOMPARE(view.charts().size(), expected.size());
    for (int k = 0; k < expected.size(); ++k)
        QCOMPARE(view.charts().at(k)->pair(), expected.at(k));
    QCOMPARE(!view.noteText().isEmpty(), note);
}

void TestPairChart::viewMaxPosition()
{
    LessonState state;
    PairChartsView view(&state);
    view.maxPositionSpinBox()->setValue(1000);
    for (PairChart *chart : view.charts())
        QCOMPARE(chart->sinMarkers()->count(), 1001);
    QVERIFY(state.setComparison(33));
    view.maxPositionSpinBox()->setValue(32);
    QVERIFY(view.noteText().contains(QStringLiteral("q = 33")));
    QVERIFY(state.setWidth(7));
    QCOMPARE(view.charts().size(), 4);
    QVERIFY(!view.charts().at(3)->hasCos());
    QVERIFY(view.noteText().contains(QStringLiteral("odd")));
}

void TestPairChart::languageRoundTrip()
{
    // A language change re-sets every text (retranslate) and keeps the data.
    LessonState state;
    PairChartsView view(&state);
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    QVERIFY(language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(view.charts().size(), 4);
    QVERIFY(
        view.charts().at(1)->titleText().startsWith(QStringLiteral("Pair i = 1 · denominator 10")));
    QCOMPARE(view.charts().at(1)->xAxis()->titleText(), QStringLiteral("position"));
    compareSeries(view.charts().at(1)->sinCurve(), 2, 8, 10000.0);
}

void TestPairChart::textLayout_data()
{
    // At every size the tab gets in the window, in both languages and font modes, for
    // the lesson's parameters and nasty ones, no text of any chart is elided, outside its chart,
    // on another text or on a highlighted point, and no highlighted point is cut by the plot's
    // edge.
    textboxcheck::addLayoutRows();
}

void TestPairChart::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    setUpState(state, d, 10000.0, p, q);
    PairChartsView view(&state);
    textboxcheck::showAt(&view, size);
    int sources = 0;
    QStringList problems = textboxcheck::problemsUnder(&view, &sources);
    // The charts shown (a page of them when they do not all fit).
    QCOMPARE(sources, view.shownPairs().size());
    for (const PairChart *chart : view.charts()) {
        if (chart->isHidden())
            continue;
        const QRectF plot = chart->plotRect().adjusted(-0.5, -0.5, 0.5, 0.5);
        for (const DataMark &mark : chart->dataMarks())
            if (!plot.contains(mark.rect))
                problems << QStringLiteral("%1 is cut by the plot's edge").arg(mark.name);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestPairChart::crowdedLabelsStayApart_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("n");
    QTest::newRow("adjacent at N = 32") << qint64(5) << qint64(6) << 32;
    QTest::newRow("adjacent at N = 1000") << qint64(500) << qint64(501) << 1000;
    QTest::newRow("same position") << qint64(3) << qint64(3) << 32;
    QTest::newRow("both at 0") << qint64(0) << qint64(0) << 1;
    QTest::newRow("ends of N = 1") << qint64(0) << qint64(1) << 1;
}

void TestPairChart::crowdedLabelsStayApart()
{
    // One small chart with p and q close together: the four value labels are all shown, none
    // on another or on a point, each with a leader line when it had to move away.
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, n);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    setUpState(state, 8, 10000.0, p, q);
    PairChart chart(&state, 2);
    chart.setMaxPosition(n);
    textboxcheck::showAt(&chart, chart.minimumSizeHint());
    QCOMPARE(chart.valueLabels().size(), 4);
    const QStringList problems = textboxcheck::problems(&chart);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestPairChart::labelsKeepThePointsOrder_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("n");
    // Pair 0 at its smallest size: p = 0 at the plot's left edge, where the labels cannot go
    // left of their points (the 600x400 pairs figure drew 1.000000 under 0.000000).
    QTest::newRow("pair 0, the lesson's p and q") << 0 << qint64(0) << qint64(3) << 32;
    QTest::newRow("pair 2, the lesson's p and q") << 2 << qint64(0) << qint64(3) << 32;
    QTest::newRow("pair 1, p and q apart") << 1 << qint64(5) << qint64(20) << 32;
    QTest::newRow("pair 0, q before p") << 0 << qint64(9) << qint64(2) << 16;
}

void TestPairChart::labelsKeepThePointsOrder()
{
    // The two labels of one position (sin and cos) stand in the order of their points: the
    // upper point's label is not the lower one, so no leader line crosses the other.
    QFETCH(int, pair);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, n);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    setUpState(state, 8, 10000.0, p, q);
    PairChart chart(&state, pair);
    chart.setMaxPosition(n);
    textboxcheck::showAt(&chart, chart.minimumSizeHint());
    for (const PairChart::Mark mark : {PairChart::P, PairChart::Q}) {
        const QRectF sinBox = chart.valueLabelBox(mark, 0);
        const QRectF cosBox = chart.valueLabelBox(mark, 1);
        QVERIFY(!sinBox.isEmpty() && !cosBox.isEmpty());
        const qreal sinY = chart.highlightPointItem(mark, 0)->sceneBoundingRect().center().y();
        const qreal cosY = chart.highlightPointItem(mark, 1)->sceneBoundingRect().center().y();
        if (sinY == cosY)
            continue;
        QVERIFY2(
            (sinY < cosY) == (sinBox.center().y() < cosBox.center().y()),
            qPrintable(QStringLiteral("%1: points at y %2 (sin) and %3 (cos), labels at %4 "
                                      "and %5")
                           .arg(mark == PairChart::P ? QStringLiteral("p") : QStringLiteral("q"))
                           .arg(sinY)
                           .arg(cosY)
                           .arg(sinBox.center().y())
                           .arg(cosBox.center().y())));
    }
    const QStringList problems = textboxcheck::problems(&chart);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestPairChart::hoverFullPrecision_data()
{
    QTest::addColumn<qint64>("position");
    QTest::addColumn<int>("component");
    QTest::addColumn<QString>("expectedStart");
    QTest::newRow("sin at 3") << qint64(3) << 0
                              << QStringLiteral("Position 3, component 0 (pair 0, sin(p)): ");
    QTest::newRow("cos at 3") << qint64(3) << 1
                              << QStringLiteral("Position 3, component 1 (pair 0, cos(p)): ");
    QTest::newRow("sin at 31") << qint64(31) << 0
                               << QStringLiteral("Position 31, component 0 (pair 0, sin(p)): ");
}

void TestPairChart::hoverFullPrecision()
{
    // The pointer on an integer marker shows PE(x)[j] with 17 significant digits and a true
    // minus, against mpmath (tests/data/golden_pe.csv).
    QFETCH(qint64, position);
    QFETCH(int, component);
    QFETCH(QString, expectedStart);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    setUpState(state, 8, 10000.0, 0, 6);
    PairChart chart(&state, 0);
    textboxcheck::showAt(&chart, QSize(600, 400));
    const double golden
        = textboxcheck::golden(QStringLiteral("golden_pe.csv"),
                               {QStringLiteral("8"), QStringLiteral("10000"),
                                QString::number(position), QString::number(component)});
    QVERIFY(!std::isnan(golden));
    const QPointF at = chart.toWidget(QPointF(double(position), golden), chart.sinCurve());
    const QString text = chart.hoverText(at + QPointF(1, -1));
    QVERIFY2(text.startsWith(expectedStart), qPrintable(text));
    int digits = 0;
    const double shown = textboxcheck::trailingNumber(text, &digits);
    QCOMPARE(digits, 17);
    QVERIFY2(std::fabs(shown - golden) <= 1e-15, qPrintable(text));
    QCOMPARE(text.contains(QChar(0x2212)), golden < 0);
    QVERIFY(!text.contains(QLatin1Char('-')));
    // Away from every marker: nothing.
    QVERIFY(chart.hoverText(QPointF(2, 2)).isEmpty());
}

void TestPairChart::cleanupTestCase()
{
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
}

void TestPairChart::beyondTrainingLength_data()
{
    QTest::addColumn<qint64>("L");
    QTest::addColumn<bool>("shaded");
    QTest::newRow("L 512, n 32") << qint64(512) << false;
    QTest::newRow("L 32, n 32") << qint64(32) << false;
    QTest::newRow("L 20, n 32") << qint64(20) << true;
    QTest::newRow("L 1, n 32") << qint64(1) << true;
}

// The positions from L on are shaded while L lies within the chart, and the shading follows L.
void TestPairChart::beyondTrainingLength()
{
    QFETCH(qint64, L);
    QFETCH(bool, shaded);
    LessonState state;
    QVERIFY(state.setTrainLength(L));
    PairChart chart(&state, 0);
    QCOMPARE(chart.showsBeyondTraining(), shaded);
    QVERIFY(state.setTrainLength(shaded ? 1000 : 10));
    QCOMPARE(chart.showsBeyondTraining(), !shaded);
    // The tab's note names the shaded part while there is one.
    QVERIFY(state.setTrainLength(L));
    PairChartsView view(&state);
    QCOMPARE(view.noteText().contains(QStringLiteral("beyond the training length L = %1").arg(L)),
             shaded);
}

QTEST_MAIN(TestPairChart)
#include "tst_pairchart.moc"
