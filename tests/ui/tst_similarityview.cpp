// Tests of the similarity tab: the offset curve against an independent sum of cosines, the
// overlaid PE(a) · PE(a + k), and the matrix against an independent dot product.
#include "language.h"
#include "lessonstate.h"
#include "similaritymatrix.h"
#include "similarityview.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
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

} // namespace

class TestSimilarityView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void offsetCurve_data();
    void offsetCurve();
    void matrixValues_data();
    void matrixValues();
    void oddWidth();
    void positionsControl();
    void hoverText();
    void encodingOff();
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
    const int n = view.matrix()->positions();
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

void TestSimilarityView::matrixValues_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::newRow("lesson 0,3") << 8 << 0 << 3;
    QTest::newRow("lesson 13,16") << 8 << 13 << 16;
    QTest::newRow("lesson 31,0") << 8 << 31 << 0;
    QTest::newRow("diagonal") << 8 << 9 << 9;
    QTest::newRow("article 10,30") << 128 << 10 << 30;
    QTest::newRow("odd d5 4,25") << 5 << 4 << 25;
}

void TestSimilarityView::matrixValues()
{
    QFETCH(int, d);
    QFETCH(int, a);
    QFETCH(int, b);
    LessonState state;
    QVERIFY(state.setWidth(d));
    SimilarityView view(&state);
    const double expected = independentDot(d, 10000.0, a, b);
    QVERIFY(std::fabs(view.matrix()->value(a, b) - expected) <= 1e-9);
    QVERIFY(std::fabs(view.matrix()->value(b, a) - expected) <= 1e-9);
    // The scale covers the largest |value|: the diagonal, |PE(a)|^2.
    QVERIFY(view.matrix()->scale() >= std::fabs(expected));
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
    view.positionsSpinBox()->setValue(50);
    QCOMPARE(view.matrix()->positions(), 50);
    QCOMPARE(view.offsetSeries()->count(), 50);
    QVERIFY(std::fabs(view.matrix()->value(49, 3) - independentDot(8, 10000.0, 49, 3)) <= 1e-9);
}

void TestSimilarityView::hoverText()
{
    LessonState state;
    SimilarityView view(&state);
    SimilarityMatrix *matrix = view.matrix();
    matrix->resize(500, 500);
    // PE(13) · PE(16) = 1.9648895262775230776 (mpmath, 50 digits); the double prints 17 digits.
    const QString text = matrix->hoverText(matrix->cellRect(13, 16).center());
    QVERIFY2(text.startsWith(
                 QStringLiteral("a = 13, b = 16, offset k = 3: PE(a) · PE(b) = 1.96488952627752")),
             qPrintable(text));
    // A negative offset has a true minus sign.
    QVERIFY(matrix->hoverText(matrix->cellRect(16, 13).center())
                .startsWith(QStringLiteral("a = 16, b = 13, offset k = \u22123: ")));
}

void TestSimilarityView::encodingOff()
{
    LessonState state;
    state.setEncodingOn(false);
    SimilarityView view(&state);
    QCOMPARE(view.matrix()->value(0, 0), 0.0);
    QCOMPARE(view.offsetSeries()->at(0).y(), 0.0);
    state.setEncodingOn(true);
    QVERIFY(std::fabs(view.matrix()->value(0, 0) - 4.0) <= 1e-12);
}

QTEST_MAIN(TestSimilarityView)
#include "tst_similarityview.moc"
