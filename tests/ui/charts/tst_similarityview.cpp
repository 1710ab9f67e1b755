// Tests of the similarity tab's chart: the offset curve against an independent sum of cosines,
// the overlaid PE(a) · PE(a + k), the positions control and the matrix pane's place (the matrix
// itself: tests/ui/plots/tst_similaritymatrix).
#include "charttextview.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "rotation.h"
#include "similarityview.h"
#include "textboxcheck.h"

#include <QChart>
#include <QCheckBox>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QAbstractScrollArea>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTest>
#include <QValueAxis>

#include <cmath>

namespace {

// Written here from the paper (section 3.5) and the article (section 8), not from core/.
double component(int d, double base, qint64 p, int j)
{
    const double angle = double(p) / std::pow(base, 2.0 * (j / 2) / d);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

double independentDot(int d, double base, qint64 a, qint64 b)
{
    double sum = 0.0;
    for (int j = 0; j < d; ++j)
        sum += component(d, base, a, j) * component(d, base, b, j);
    return sum;
}

double sumOfCosines(int d, double base, qint64 k)
{
    double sum = 0.0;
    for (int i = 0; i < d / 2; ++i)
        sum += std::cos(double(k) / std::pow(base, 2.0 * i / d));
    return sum;
}

/// Stands in for the matrix pane (ui/plots, not linked here) with the matrix's minimum size.
class PanePlaceholder : public QWidget
{
public:
    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {200, 200}; }
};

/// A pane of the matrix's readable size in presentation mode (SimilarityMatrix measured in the
/// window at 1024x768: 403 x 290 in English, 409 x 296 in Chinese; the larger here).
class MatrixSizedPane : public PanePlaceholder
{
public:
    QSize minimumSizeHint() const override { return {409, 296}; }
};

} // namespace

class TestSimilarityView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void offsetCurve_data();
    void offsetCurve();
    void oddWidth();
    void positionsControl();
    void matrixPane();
    void encodingOff();
    void textLayout_data();
    void textLayout();
    void narrowTabStacks();
    void fitsItsRoom_data();
    void fitsItsRoom();
    void hoverFullPrecision_data();
    void hoverFullPrecision();
    void secondBaseAndTrainLength_data();
    void secondBaseAndTrainLength();
    void secondBaseOnlyOnRequest();
    void marksDoNotBuryTheCurve_data();
    void marksDoNotBuryTheCurve();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
};

void TestSimilarityView::offsetCurve_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::newRow("lesson d8") << 8 << 10000.0;
    QTest::newRow("article d128") << 128 << 10000.0;
    QTest::newRow("d64 base100") << 64 << 100.0;
    QTest::newRow("d2") << 2 << 10000.0;
}

void TestSimilarityView::offsetCurve()
{
    QFETCH(int, d);
    QFETCH(double, base);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setBase(base));
    SimilarityView view(&state);
    const int n = view.positions();
    QCOMPARE(view.offsetSeries()->count(), n);
    for (int k = 0; k < n; ++k) {
        const double expected = sumOfCosines(d, base, k);
        QCOMPARE(view.offsetSeries()->at(k).x(), double(k));
        QVERIFY2(std::fabs(view.offsetSeries()->at(k).y() - expected) <= 1e-9,
                 qPrintable(QStringLiteral("k %1").arg(k)));
        // Even d: PE(a) · PE(a + k) is the same for every start a.
        for (int s = 0; s < view.startSeries().size(); ++s) {
            const qint64 a = SimilarityView::startPositions()[s];
            const double y = view.startSeries()[s]->at(k).y();
            QVERIFY(std::fabs(y - expected) <= 1e-9);
            QVERIFY(std::fabs(y - independentDot(d, base, a, a + k)) <= 1e-9);
        }
    }
    // k = 0: |PE(a)|^2 = d / 2.
    QVERIFY(std::fabs(view.offsetSeries()->at(0).y() - d / 2.0) <= 1e-12);
    // The axis covers every value and starts at or below an exact 0.
    double lowest = 0.0;
    for (const QPointF &point : view.offsetSeries()->points())
        lowest = std::min(lowest, point.y());
    QVERIFY(view.axisY()->min() <= lowest);
    QVERIFY(view.axisY()->min() < 0.0
            || (view.axisY()->min() == 0.0 && !std::signbit(view.axisY()->min())));
    QVERIFY(view.axisY()->max() >= d / 2.0);
    QCOMPARE(view.chart()->animationOptions(), QChart::NoAnimation);
    QVERIFY(view.identityText().contains(QStringLiteral("= Σᵢ cos(k ωᵢ)")));
}

void TestSimilarityView::oddWidth()
{
    // Odd d: the unpaired last sin makes PE(a) · PE(a + k) depend on a as well.
    LessonState state;
    QVERIFY(state.setWidth(7));
    SimilarityView view(&state);
    const double curve = view.offsetSeries()->at(5).y();
    const double start7 = view.startSeries()[1]->at(5).y();
    QVERIFY(std::fabs(curve - sumOfCosines(7, 10000.0, 5)) <= 1e-9);
    QVERIFY(std::fabs(start7 - independentDot(7, 10000.0, 7, 12)) <= 1e-9);
    QVERIFY(std::fabs(start7 - curve) > 1e-6);
}

void TestSimilarityView::positionsControl()
{
    LessonState state;
    SimilarityView view(&state);
    QCOMPARE(view.positions(), SimilarityView::defaultPositions);
    QCOMPARE(view.offsetSeries()->count(), SimilarityView::defaultPositions);
    QSignalSpy spy(&view, &SimilarityView::positionsChanged);
    view.positionsSpinBox()->setValue(50);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toInt(), 50);
    QCOMPARE(view.positions(), 50);
    QCOMPARE(view.offsetSeries()->count(), 50);
    QVERIFY(std::fabs(view.offsetSeries()->at(49).y() - sumOfCosines(8, 10000.0, 49)) <= 1e-9);
    QCOMPARE(view.axisX()->max(), 49.0);
    // The spin box keeps n within 2 .. 256.
    view.positionsSpinBox()->setValue(1000);
    QCOMPARE(view.positions(), SimilarityView::maxPositions);
    view.positionsSpinBox()->setValue(0);
    QCOMPARE(view.positions(), 2);
}

void TestSimilarityView::matrixPane()
{
    LessonState state;
    auto *pane = new QWidget;
    SimilarityView view(&state, pane);
    QCOMPARE(view.matrixPane(), pane);
    QVERIFY(view.isAncestorOf(pane));
    QVERIFY(view.hoverText().startsWith(QStringLiteral("Point at a cell")));
    view.setHoverText(QStringLiteral("a = 1, b = 2"));
    QCOMPARE(view.hoverText(), QStringLiteral("a = 1, b = 2"));
    SimilarityView alone(&state);
    QCOMPARE(alone.matrixPane(), nullptr);
}

void TestSimilarityView::encodingOff()
{
    LessonState state;
    state.setEncodingOn(false);
    SimilarityView view(&state);
    QCOMPARE(view.offsetSeries()->at(0).y(), 0.0);
    state.setEncodingOn(true);
    QVERIFY(std::fabs(view.offsetSeries()->at(0).y() - 4.0) <= 1e-12);
}

void TestSimilarityView::textLayout_data()
{
    // At every size the tab gets in the window, in both languages and font modes, for
    // the lesson's parameters and nasty ones: title, legend and axis titles whole (the Chinese
    // "点积" was once elided to "⋮"), no text outside the chart, on another or on a mark, and
    // the marks at k = 0 and k = n − 1 drawn whole inside the plot.
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("d");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const QSize &size : textboxcheck::pageSizes())
                for (const textboxcheck::Parameters &set : textboxcheck::parameterSets())
                    if (set.p == 0 && (set.q == 3 || set.d != 8)) // p and q do not matter here
                        QTest::addRow("%s %s %dx%d %s", qPrintable(lang),
                                      presentation ? "presentation" : "normal", size.width(),
                                      size.height(), set.name)
                            << lang << presentation << size << set.d;
}

void TestSimilarityView::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    SimilarityView view(&state, new PanePlaceholder);
    textboxcheck::showAt(&view, size);
    int sources = 0;
    QStringList problems = textboxcheck::problemsUnder(&view, &sources);
    QCOMPARE(sources, 1);
    const QRectF plot = view.chartView()->plotRect().adjusted(-0.5, -0.5, 0.5, 0.5);
    const QList<DataMark> marks = view.chartView()->dataMarks();
    QCOMPARE(marks.size(), 3 * view.positions());
    for (const DataMark &mark : marks)
        if (!plot.contains(mark.rect))
            problems << QStringLiteral("the mark %1 is cut by the plot's edge").arg(mark.name);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestSimilarityView::narrowTabStacks()
{
    // Wide: the matrix beside the chart; narrower than two readable widths (presentation mode
    // in a narrow tab): the matrix above it, so that the chart keeps its readable width.
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    SimilarityView view(&state, new PanePlaceholder);
    textboxcheck::showAt(&view, QSize(1459, 767));
    QVERIFY(!view.stacked());
    QVERIFY(view.chartView()->width() >= view.chartView()->minimumSizeHint().width());
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), true));
    textboxcheck::showAt(&view, QSize(500, 600));
    QVERIFY(view.stacked());
    QVERIFY(textboxcheck::problemsUnder(&view).isEmpty());
    QVERIFY(view.chartView()->width() >= view.chartView()->minimumSizeHint().width());
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
}

void TestSimilarityView::fitsItsRoom_data()
{
    // The view's size in the window in presentation mode with the lesson panel open (measured
    // with tests/ui/shell/tst_stepvisibility), English and Chinese.
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x768 en") << QStringLiteral("en") << QSize(648, 708);
    QTest::newRow("1024x768 zh_CN") << QStringLiteral("zh_CN") << QSize(648, 702);
    QTest::newRow("1280x800 en") << QStringLiteral("en") << QSize(817, 740);
    QTest::newRow("1280x800 zh_CN") << QStringLiteral("zh_CN") << QSize(817, 734);
    QTest::newRow("1920x1080 en") << QStringLiteral("en") << QSize(803, 1020);
    QTest::newRow("1920x1080 zh_CN") << QStringLiteral("zh_CN") << QSize(897, 1014);
}

void TestSimilarityView::fitsItsRoom()
{
    // In presentation mode at these sizes nothing scrolls (before: the identity under
    // the chart lay below the tab at 1024x768 and 1280x800): the texts stand beside the matrix,
    // the identity's formula always shown, matrix and chart at their readable sizes.
    QFETCH(QString, lang);
    QFETCH(QSize, size);
    QVERIFY(textboxcheck::setMode(lang, true));
    const auto restore = qScopeGuard([] { textboxcheck::setMode(QStringLiteral("en"), false); });
    LessonState state;
    SimilarityView view(&state, new MatrixSizedPane);
    textboxcheck::showAt(&view, size);
    for (const QAbstractScrollArea *area : view.findChildren<QAbstractScrollArea *>())
        for (const QScrollBar *bar : {area->verticalScrollBar(), area->horizontalScrollBar()})
            QVERIFY2(!area->isVisible() || !bar->isVisibleTo(area) || bar->maximum() == 0,
                     qPrintable(QStringLiteral("%1 scrolls %2 px")
                                    .arg(QString::fromLatin1(area->metaObject()->className()))
                                    .arg(bar->maximum())));
    QVERIFY(view.identityText().contains(QStringLiteral("= Σᵢ cos(k ωᵢ)")));
    QVERIFY(view.chartView()->height() >= view.chartView()->minimumSizeHint().height());
    QVERIFY(view.matrixPane()->height() >= view.matrixPane()->minimumSizeHint().height());
    QVERIFY(view.matrixPane()->width() >= view.matrixPane()->minimumSizeHint().width());
    QVERIFY(textboxcheck::problemsUnder(&view).isEmpty());
}

void TestSimilarityView::hoverFullPrecision_data()
{
    QTest::addColumn<qint64>("k");
    QTest::newRow("k = 3") << qint64(3);
    QTest::newRow("k = 31 (the last)") << qint64(31);
}

void TestSimilarityView::hoverFullPrecision()
{
    // The pointer on the curve at k shows Σᵢ cos(k ωᵢ) = PE(0) · PE(k) with 17 significant
    // digits, against mpmath: the sum of the cos components of PE(k) in tests/data/golden_pe.csv.
    QFETCH(qint64, k);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    SimilarityView view(&state, new PanePlaceholder);
    textboxcheck::showAt(&view, QSize(947, 555));
    double golden = 0.0;
    for (int j = 1; j < 8; j += 2)
        golden += textboxcheck::golden(
            QStringLiteral("golden_pe.csv"),
            {QStringLiteral("8"), QStringLiteral("10000"), QString::number(k), QString::number(j)});
    QVERIFY(!std::isnan(golden));
    const QPointF at = view.chartView()->toWidget(QPointF(double(k), golden), view.offsetSeries());
    const QString text = view.chartView()->hoverText(at + QPointF(1, 0));
    QVERIFY2(text.startsWith(QStringLiteral("k = %1, ").arg(k)), qPrintable(text));
    int digits = 0;
    const double shown = textboxcheck::trailingNumber(text, &digits);
    QCOMPARE(digits, 17);
    QVERIFY2(std::fabs(shown - golden) <= 1e-14, qPrintable(text));
}

void TestSimilarityView::secondBaseAndTrainLength_data()
{
    QTest::addColumn<double>("second");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<bool>("line");
    QTest::newRow("B 500000, L 512") << 500000.0 << qint64(512) << false;
    QTest::newRow("B 40889.9424, L 20") << 40889.9424 << qint64(20) << true;
    QTest::newRow("B 1.0001, L 1") << 1.0001 << qint64(1) << true;
}

// The curve of the second base B is the core's sum of cos(k omega_i)
// for B, and the line at k = L stands only while L < n, with the note naming the offsets beyond.
void TestSimilarityView::secondBaseAndTrainLength()
{
    QFETCH(double, second);
    QFETCH(qint64, L);
    QFETCH(bool, line);
    LessonState state;
    QVERIFY(state.setWidth(16));
    QVERIFY(state.setSecondBase(second));
    QVERIFY(state.setTrainLength(L));
    SimilarityView view(&state);
    const QLineSeries *curve = view.secondBaseSeries();
    QCOMPARE(curve->count(), view.positions());
    for (int k = 0; k < curve->count(); ++k)
        QCOMPARE(curve->at(k).y(), pe::dotProductFromOffset(state.secondEncoding(), k));
    QVERIFY(curve->name().contains(QStringLiteral("base B = ")));
    QCOMPARE(view.trainLengthLine()->isVisible(), line);
    if (line) {
        QCOMPARE(view.trainLengthLine()->count(), 2);
        QCOMPARE(view.trainLengthLine()->at(0).x(), double(L));
    }
    bool said = false;
    for (const QLabel *label : view.findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("never seen in training"));
    QCOMPARE(said, line);
    // B follows the state.
    QVERIFY(state.setSecondBase(10.0));
    QCOMPARE(view.secondBaseSeries()->at(1).y(),
             pe::dotProductFromOffset(state.secondEncoding(), 1));
}

void TestSimilarityView::secondBaseOnlyOnRequest()
{
    // No lesson step explains the second base's curve: hidden (and out of
    // the legend) until its check box asks for it.
    LessonState state;
    SimilarityView view(&state);
    QVERIFY(!view.secondBaseSeries()->isVisible());
    QVERIFY(!view.secondBaseToggle()->isChecked());
    QVERIFY(view.secondBaseToggle()->text().contains(QStringLiteral("B = 500000")));
    const auto legendNamesB = [&view] {
        for (const TextBox &box : view.chartView()->textBoxes())
            if (box.text.contains(QStringLiteral("base B")))
                return true;
        return false;
    };
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!legendNamesB());
    view.secondBaseToggle()->setChecked(true);
    QVERIFY(view.secondBaseSeries()->isVisible());
    QCoreApplication::processEvents();
    QVERIFY(legendNamesB());
    view.secondBaseToggle()->setChecked(false);
    QVERIFY(!view.secondBaseSeries()->isVisible());
}

void TestSimilarityView::marksDoNotBuryTheCurve_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::newRow("normal") << false;
    QTest::newRow("presentation") << true;
}

void TestSimilarityView::marksDoNotBuryTheCurve()
{
    // The marks are hollow and drawn before the curve: at a mark on the curve the curve's
    // colour shows at the mark's centre.
    QFETCH(bool, presentation);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), presentation));
    LessonState state;
    SimilarityView view(&state);
    const QList<QAbstractSeries *> drawn = view.chart()->series();
    QVERIFY(drawn.indexOf(view.offsetSeries()) > drawn.indexOf(view.startSeries().last()));
    for (const QScatterSeries *series : view.startSeries())
        QCOMPARE(series->brush().style(), Qt::NoBrush);
    textboxcheck::showAt(&view, QSize(1200, 700));
    const QImage image = view.chartView()->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    const QColor curve = view.offsetSeries()->pen().color();
    int covered = 0;
    const QList<DataMark> marks = view.marks();
    for (const DataMark &mark : marks) {
        bool seen = false;
        for (int dx = -1; dx <= 1 && !seen; ++dx)
            for (int dy = -1; dy <= 1 && !seen; ++dy) {
                const QColor c
                    = image.pixelColor(((mark.rect.center() + QPointF(dx, dy)) * ratio).toPoint());
                seen = std::abs(c.red() - curve.red()) < 60
                    && std::abs(c.green() - curve.green()) < 60
                    && std::abs(c.blue() - curve.blue()) < 60;
            }
        covered += seen ? 0 : 1;
    }
    QVERIFY(!marks.isEmpty());
    QVERIFY2(
        covered == 0,
        qPrintable(QStringLiteral("%1 of %2 marks hide the curve").arg(covered).arg(marks.size())));
}

QTEST_MAIN(TestSimilarityView)
#include "tst_similarityview.moc"
