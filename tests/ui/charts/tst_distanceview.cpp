// Tests of the distance chart: its series against an independent formula, the lesson's points,
// the current q, the range control and the encoding switch.
#include "chartlegend.h"
#include "charttextview.h"
#include "distanceview.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "textboxcheck.h"

#include <QChart>
#include <QGraphicsEllipseItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTest>
#include <QValueAxis>

#include <cmath>

namespace {

// Vaswani et al. 2017, section 3.5, written out here (not from core/).
double component(int d, double base, qint64 p, int j)
{
    const double angle = double(p) / std::pow(base, 2.0 * (j / 2) / d);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

double independentDistance(int d, double base, qint64 p, qint64 q)
{
    double sum = 0.0;
    for (int j = 0; j < d; ++j) {
        const double diff = component(d, base, q, j) - component(d, base, p, j);
        sum += diff * diff;
    }
    return std::sqrt(sum);
}

double independentPairDistance(int d, double base, qint64 p, qint64 q, int i)
{
    double sum = 0.0;
    for (int j = 2 * i; j < std::min(d, 2 * i + 2); ++j) {
        const double diff = component(d, base, q, j) - component(d, base, p, j);
        sum += diff * diff;
    }
    return std::sqrt(sum);
}

} // namespace

class TestDistanceView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void seriesValues_data();
    void seriesValues();
    void lessonPoints();
    void currentPoint();
    void maxComparison();
    void legendToggles();
    void encodingOff();
    void axes();
    void textLayout_data();
    void textLayout();
    void hoverFullPrecision_data();
    void hoverFullPrecision();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
};

void TestDistanceView::seriesValues_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::newRow("lesson d8 p0") << 8 << 10000.0 << qint64(0);
    QTest::newRow("article d128 p5") << 128 << 10000.0 << qint64(5);
    QTest::newRow("odd d7 p2") << 7 << 10000.0 << qint64(2);
    QTest::newRow("d512 base100 p1000") << 512 << 100.0 << qint64(1000);
}

void TestDistanceView::seriesValues()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setBase(base));
    QVERIFY(state.setPosition(p));
    DistanceView view(&state);
    QCOMPARE(view.wholeSeries()->count(), 32);
    for (const qint64 q : {1, 2, 3, 6, 17, 31, 32}) {
        const QPointF point = view.wholeSeries()->at(int(q - 1));
        QCOMPARE(point.x(), double(q));
        const double expected = independentDistance(d, base, p, q);
        QVERIFY2(std::fabs(point.y() - expected) <= 1e-12,
                 qPrintable(QStringLiteral("q %1: %2 vs %3")
                                .arg(q)
                                .arg(point.y(), 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
        for (int k = 0; k < view.pairSeries().size(); ++k) {
            const int i = view.pairIndices()[k];
            const double pairExpected = independentPairDistance(d, base, p, q, i);
            QVERIFY(std::fabs(view.pairSeries()[k]->at(int(q - 1)).y() - pairExpected) <= 1e-12);
        }
    }
    // All pairs for small d; eight spread from the first to the last for large d.
    const int pairs = (d + 1) / 2;
    QCOMPARE(view.pairSeries().size(), std::min(pairs, 8));
    QCOMPARE(view.pairIndices().first(), 0);
    QCOMPARE(view.pairIndices().last(), pairs - 1);
}

void TestDistanceView::lessonPoints()
{
    // The lesson: p = 0, d = 8: |PE(3) − PE(0)| = 2.017479, |PE(6) − PE(0)| = 0.657741.
    LessonState state;
    DistanceView view(&state);
    const QList<QPointF> points = view.lessonPoints()->points();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[0].x(), 3.0);
    QCOMPARE(points[1].x(), 6.0);
    QVERIFY(std::fabs(points[0].y() - 2.017479) < 5e-7);
    QVERIFY(std::fabs(points[1].y() - 0.657741) < 5e-7);
    QCOMPARE(view.lessonPoints()->name(),
             QStringLiteral("lesson: q = 3: 2.017479, q = 6: 0.657741"));
    // Non-monotonic: the farther q = 6 is nearer than q = 3.
    QVERIFY(points[1].y() < points[0].y());
}

void TestDistanceView::currentPoint()
{
    LessonState state;
    DistanceView view(&state);
    QCOMPARE(view.currentPoint().size(), 1);
    QCOMPARE(view.currentPoint().at(0).x(), 3.0);
    QVERIFY(state.setComparison(6));
    QCOMPARE(view.currentPoint().at(0), QPointF(6.0, view.wholeSeries()->at(5).y()));
    // The lesson's value, in the label beside the point; the legend entry stays put.
    QVERIFY(view.currentLabelShown());
    QCOMPARE(view.currentLabelText(), QStringLiteral("q = 6: 0.657741"));
    QCOMPARE(view.currentSeries()->name(), QStringLiteral("current q"));
    QCOMPARE(view.currentSeries()->count(), 0);

    // The drawn point sits where the value is on the laid-out chart.
    view.resize(900, 600);
    QCoreApplication::processEvents();
    view.grab();
    const QGraphicsEllipseItem *item = view.currentPointItem();
    QVERIFY(item->isVisible());
    const QRectF box = item->boundingRect();
    const QPointF at = item->pos() + QPointF(box.width() / 2, box.height() / 2);
    const QPointF expected = view.chart()->mapToPosition(QPointF(6.0, 0.657741));
    QVERIFY2(std::fabs(at.x() - expected.x()) <= 1e-6 && std::fabs(at.y() - expected.y()) <= 0.01,
             qPrintable(QStringLiteral("(%1, %2) instead of (%3, %4)")
                            .arg(at.x())
                            .arg(at.y())
                            .arg(expected.x())
                            .arg(expected.y())));
    QVERIFY(view.chart()->plotArea().contains(at));

    // Off the chart: no point, no label, the legend says so.
    QVERIFY(state.setComparison(40));
    QVERIFY(view.currentPoint().isEmpty());
    QVERIFY(!view.currentPointItem()->isVisible());
    QVERIFY(!view.currentLabelShown());
    QCOMPARE(view.currentSeries()->name(), QStringLiteral("current q = 40 (off the chart)"));
}

void TestDistanceView::maxComparison()
{
    LessonState state;
    DistanceView view(&state);
    view.maxComparisonSpinBox()->setValue(1000);
    QCOMPARE(view.maxComparison(), 1000);
    QCOMPARE(view.wholeSeries()->count(), 1000);
    QCOMPARE(view.axisX()->max(), 1000.0);
    const double expected = independentDistance(8, 10000.0, 0, 777);
    QVERIFY(std::fabs(view.wholeSeries()->at(776).y() - expected) <= 1e-12);
    view.setMaxComparison(5); // q = 6 is now off the chart
    QCOMPARE(view.wholeSeries()->count(), 5);
    QCOMPARE(view.lessonPoints()->count(), 1);
    view.setMaxComparison(5000);
    QCOMPARE(view.maxComparison(), 1000);
}

void TestDistanceView::legendToggles()
{
    LessonState state;
    DistanceView view(&state);
    QLineSeries *pair0 = view.pairSeries().first();
    ChartLegend *legend = view.chartView()->legend();
    QVERIFY(legend);
    QVERIFY(legend->series().contains(pair0));
    QVERIFY(!view.chart()->legend()->isVisible()); // Qt Charts' own legend gave way
    QVERIFY(pair0->isVisible());
    legend->click(pair0);
    QVERIFY(!pair0->isVisible());
    legend->click(pair0);
    QVERIFY(pair0->isVisible());
    // The lesson's points are not a curve: a click leaves them.
    legend->click(view.lessonPoints());
    QVERIFY(view.lessonPoints()->isVisible());
}

void TestDistanceView::encodingOff()
{
    LessonState state;
    state.setEncodingOn(false);
    DistanceView view(&state);
    for (const QPointF &point : view.wholeSeries()->points())
        QCOMPARE(point.y(), 0.0);
    state.setEncodingOn(true);
    QVERIFY(view.wholeSeries()->at(2).y() > 2.0);
}

void TestDistanceView::axes()
{
    LessonState state;
    DistanceView view(&state);
    QCOMPARE(view.chart()->animationOptions(), QChart::NoAnimation);
    // The distance axis starts at an exact +0, so no label reads "-0.0".
    QCOMPARE(view.axisY()->min(), 0.0);
    QVERIFY(!std::signbit(view.axisY()->min()));
    QVERIFY(view.axisY()->max() >= 2.8);
    QCOMPARE(view.axisX()->min(), 1.0);
    QCOMPARE(view.axisX()->max(), 32.0);
}

void TestDistanceView::textLayout_data()
{
    // At every size the tab gets in the window, in both languages and font modes, for
    // the lesson's parameters and nasty ones: the title and legend whole (never "..."), no text
    // outside the chart, on another text or on a dot, and the dots at q = 1 and q = Qmax (and at
    // a distance of 0) drawn whole inside the plot.
    textboxcheck::addLayoutRows();
}

void TestDistanceView::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    DistanceView view(&state);
    textboxcheck::showAt(&view, size);
    int sources = 0;
    QStringList problems = textboxcheck::problemsUnder(&view, &sources);
    QCOMPARE(sources, 1);
    const QRectF plot = view.chartView()->plotRect().adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const DataMark &mark : view.chartView()->dataMarks())
        if (!plot.contains(mark.rect))
            problems << QStringLiteral("the dot %1 is cut by the plot's edge").arg(mark.name);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(view.chartView()->dataMarks().size(), q <= 32 ? 3 : 2);
}

void TestDistanceView::hoverFullPrecision_data()
{
    QTest::addColumn<qint64>("q");
    QTest::newRow("q = 3") << qint64(3);
    QTest::newRow("q = 6") << qint64(6);
}

void TestDistanceView::hoverFullPrecision()
{
    // The pointer on the whole-vector curve at q shows |PE(q) − PE(p)| with 17 significant
    // digits, against mpmath (tests/data/golden_distances.csv).
    QFETCH(qint64, q);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    DistanceView view(&state);
    textboxcheck::showAt(&view, QSize(947, 555));
    const double golden
        = textboxcheck::golden(QStringLiteral("golden_distances.csv"),
                               {QStringLiteral("8"), QStringLiteral("10000"), QStringLiteral("0"),
                                QString::number(q), QStringLiteral("-1")});
    QVERIFY(!std::isnan(golden));
    const QPointF at = view.chartView()->toWidget(QPointF(double(q), golden), view.wholeSeries());
    const QString text = view.chartView()->hoverText(at + QPointF(0, 1));
    QVERIFY2(text.startsWith(QStringLiteral("q = %1, whole vector: ").arg(q)), qPrintable(text));
    int digits = 0;
    const double shown = textboxcheck::trailingNumber(text, &digits);
    QCOMPARE(digits, 17);
    QVERIFY2(std::fabs(shown - golden) <= 1e-15, qPrintable(text));
    QVERIFY(view.chartView()
                ->hoverText(view.chartView()->plotRect().topLeft() + QPointF(2, 2))
                .isEmpty());
}

QTEST_MAIN(TestDistanceView)
#include "tst_distanceview.moc"
