// Tests of chartstyle and of the Qt Charts views following Appearance (viewstyle's helpers have
// their own test in tests/ui/common, the unit circle's palette is in tests/ui/plots): presentation
// mode doubles the series pens and makes the chart text at least 1.5 times larger, zoom scales
// the chart text, the dark palette gives charts a dark background with light text, the projector
// palette a white background with black text. The expected
// widths are the constructors' base widths (2.5 for the pair curves, 2 for the p line, 3 for the
// distance curve) times 2, written out by hand.
#include "appearance.h"
#include "distanceview.h"
#include "language.h"
#include "lessonstate.h"
#include "pairchart.h"
#include "similarityview.h"

#include <QApplication>
#include <QBrush>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

namespace {

/// The size of a font in its own unit (points, else pixels).
double fontSize(const QFont &font)
{
    return font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize();
}

void resetAppearance()
{
    Appearance *appearance = Appearance::instance();
    appearance->setPresentation(false);
    appearance->setPaletteKind(Appearance::PaletteKind::System);
    appearance->resetZoom();
}

/// Pixels of a region with lightness above (or, with light == false, below) a threshold.
int countLightness(const QImage &image, const QRect &region, int threshold, bool light)
{
    int count = 0;
    const QRect r = region.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const int l = image.pixelColor(x, y).lightness();
            if (light ? l > threshold : l < threshold)
                ++count;
        }
    return count;
}

} // namespace

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void cleanup() { resetAppearance(); }

    void presentationThickensPairChart();
    void zoomScalesChartText();
    void darkPaletteCharts_data();
    void darkPaletteCharts();
    void projectorPaletteChart();
    void darkPaletteOtherCharts();
};

void TestChartStyle::presentationThickensPairChart()
{
    LessonState state;
    PairChart chart(&state, 0);
    chart.resize(480, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(chart.sinCurve()->pen().widthF(), 2.5);
    QCOMPARE(chart.highlightLineItem(PairChart::P)->pen().widthF(), 2.0);
    const double labels = fontSize(chart.xAxis()->labelsFont());
    const double yLabels = fontSize(chart.yAxis()->labelsFont());
    const double title = fontSize(chart.chart()->titleFont());
    const double marker = chart.highlightPointItem(PairChart::P, 0)->rect().width();
    QVERIFY(labels > 0);

    Appearance::instance()->setPresentation(true);
    QCOMPARE(chart.sinCurve()->pen().widthF(), 5.0);
    QCOMPARE(chart.cosCurve()->pen().widthF(), 5.0);
    QCOMPARE(chart.highlightLineItem(PairChart::P)->pen().widthF(), 4.0);
    QCOMPARE(chart.highlightPointItem(PairChart::P, 0)->rect().width(), 2 * marker);
    QVERIFY2(fontSize(chart.xAxis()->labelsFont()) >= 1.5 * labels - 1e-9,
             qPrintable(QString::number(fontSize(chart.xAxis()->labelsFont()))));
    QVERIFY(fontSize(chart.yAxis()->labelsFont()) >= 1.5 * yLabels - 1e-9);
    QVERIFY(fontSize(chart.chart()->titleFont()) >= 1.5 * title - 1e-9);

    Appearance::instance()->setPresentation(false);
    QCOMPARE(chart.sinCurve()->pen().widthF(), 2.5);
    QCOMPARE(fontSize(chart.xAxis()->labelsFont()), labels);
}

void TestChartStyle::zoomScalesChartText()
{
    LessonState state;
    PairChart chart(&state, 1);
    chart.resize(480, 300);
    const double labels = fontSize(chart.xAxis()->labelsFont());
    Appearance::instance()->setZoomStep(5); // 150 %
    QVERIFY(fontSize(chart.xAxis()->labelsFont()) >= 1.5 * labels - 1e-9);
    QCOMPARE(chart.sinCurve()->pen().widthF(), 2.5); // zoom alone keeps the lines
}

void TestChartStyle::darkPaletteCharts_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::newRow("dark") << false;
    QTest::newRow("dark, presentation") << true;
}

void TestChartStyle::darkPaletteCharts()
{
    QFETCH(bool, presentation);
    LessonState state;
    PairChart chart(&state, 0);
    chart.resize(480, 300);
    Appearance::instance()->setPresentation(presentation);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::Dark);
    QVERIFY(chart.chart()->backgroundBrush().color().lightness() < 100);
    QVERIFY(chart.xAxis()->labelsBrush().color().lightness() > 150);
    QVERIFY(chart.yAxis()->labelsBrush().color().lightness() > 150);
    QVERIFY(chart.chart()->titleBrush().color().lightness() > 150);
    QVERIFY(chart.xAxis()->titleBrush().color().lightness() > 150);
    // The data colours stay: Okabe-Ito bluish green for sin.
    QCOMPARE(chart.sinCurve()->pen().color(), QColor(0x00, 0x9E, 0x73));

    // A grab: most of the chart is dark, and there is light text on it.
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QImage image = chart.grab().toImage();
    const int all = image.width() * image.height();
    QVERIFY(countLightness(image, image.rect(), 100, false) > all / 2);
    QVERIFY(countLightness(image, image.rect(), 150, true) > 50);

    resetAppearance();
    QVERIFY(chart.chart()->backgroundBrush().color().lightness() > 150);
}

void TestChartStyle::projectorPaletteChart()
{
    LessonState state;
    PairChart chart(&state, 0);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::Projector);
    QCOMPARE(chart.chart()->backgroundBrush().color(), QColor(Qt::white));
    QCOMPARE(chart.xAxis()->labelsBrush().color(), QColor(Qt::black));
    QCOMPARE(chart.chart()->titleBrush().color(), QColor(Qt::black));
}

void TestChartStyle::darkPaletteOtherCharts()
{
    LessonState state;
    DistanceView distance(&state);
    SimilarityView similarity(&state);
    QCOMPARE(distance.wholeSeries()->pen().widthF(), 3.0);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::Dark);
    Appearance::instance()->setPresentation(true);
    for (QChart *chart : {distance.chart(), similarity.chart()}) {
        QVERIFY(chart->backgroundBrush().color().lightness() < 100);
        const QList<QAbstractAxis *> axes = chart->axes();
        QVERIFY(!axes.isEmpty());
        for (const QAbstractAxis *axis : axes)
            QVERIFY(axis->labelsBrush().color().lightness() > 150);
    }
    // The black curves of the light palette become light ink, twice as thick.
    QVERIFY(distance.wholeSeries()->pen().color().lightness() > 150);
    QCOMPARE(distance.wholeSeries()->pen().widthF(), 6.0);
    QVERIFY(similarity.offsetSeries()->pen().color().lightness() > 150);
    QCOMPARE(similarity.offsetSeries()->pen().widthF(), 4.0);
}

QTEST_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
