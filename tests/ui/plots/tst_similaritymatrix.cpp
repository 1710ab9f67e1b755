// Tests of SimilarityMatrix: the dot products PE(a) · PE(b) against an independent dot product,
// the number of positions, the hover line and the encoding switch.
#include "language.h"
#include "lessonstate.h"
#include "similaritymatrix.h"
#include "textboxcheck.h"

#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>

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

} // namespace

class TestSimilarityMatrix : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void matrixValues_data();
    void matrixValues();
    void positions_data();
    void positions();
    void hoverText();
    void encodingOff();
    void textLayout_data();
    void textLayout();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
};

void TestSimilarityMatrix::matrixValues_data()
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

void TestSimilarityMatrix::matrixValues()
{
    QFETCH(int, d);
    QFETCH(int, a);
    QFETCH(int, b);
    LessonState state;
    QVERIFY(state.setWidth(d));
    SimilarityMatrix matrix(&state);
    const double expected = independentDot(d, 10000.0, a, b);
    QVERIFY(std::fabs(matrix.value(a, b) - expected) <= 1e-9);
    QVERIFY(std::fabs(matrix.value(b, a) - expected) <= 1e-9);
    // The scale covers the largest |value|: the diagonal, |PE(a)|^2.
    QVERIFY(matrix.scale() >= std::fabs(expected));
}

void TestSimilarityMatrix::positions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("shown");
    QTest::newRow("50") << 50 << 50;
    QTest::newRow("below 2") << 1 << 2;
    QTest::newRow("above 256") << 1000 << int(SimilarityMatrix::maxPositions);
}

void TestSimilarityMatrix::positions()
{
    QFETCH(int, n);
    QFETCH(int, shown);
    LessonState state;
    SimilarityMatrix matrix(&state);
    QCOMPARE(matrix.positions(), int(SimilarityMatrix::defaultPositions));
    matrix.setPositions(n);
    QCOMPARE(matrix.positions(), shown);
    const int last = shown - 1;
    QVERIFY(std::fabs(matrix.value(last, 1) - independentDot(8, 10000.0, last, 1)) <= 1e-9);
    QCOMPARE(matrix.value(shown, 0), 0.0); // outside the matrix
}

void TestSimilarityMatrix::hoverText()
{
    LessonState state;
    SimilarityMatrix matrix(&state);
    matrix.resize(500, 500);
    QSignalSpy spy(&matrix, &SimilarityMatrix::hoverTextChanged);
    // PE(13) · PE(16) = 1.9648895262775230776 (mpmath, 50 digits); the double prints 17 digits.
    const QPointF cell = matrix.cellRect(13, 16).center();
    const QString text = matrix.hoverText(cell);
    QVERIFY2(text.startsWith(
                 QStringLiteral("a = 13, b = 16, offset k = 3: PE(a) · PE(b) = 1.96488952627752")),
             qPrintable(text));
    // A negative offset has a true minus sign.
    QVERIFY(matrix.hoverText(matrix.cellRect(16, 13).center())
                .startsWith(QStringLiteral("a = 16, b = 13, offset k = \u22123: ")));
    // The pointer over the cell sends the line once; outside the cells there is none.
    QMouseEvent move(QEvent::MouseMove, cell, matrix.mapToGlobal(cell), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(&matrix, &move);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().first().toString(), text);
    QVERIFY(matrix.hoverText(QPointF(1, 1)).isEmpty());
}

void TestSimilarityMatrix::encodingOff()
{
    LessonState state;
    state.setEncodingOn(false);
    SimilarityMatrix matrix(&state);
    QCOMPARE(matrix.value(0, 0), 0.0);
    QCOMPARE(matrix.value(3, 7), 0.0);
    state.setEncodingOn(true);
    QVERIFY(std::fabs(matrix.value(0, 0) - 4.0) <= 1e-12);
}

void TestSimilarityMatrix::textLayout_data()
{
    // At the sizes the matrix pane gets (its minimum, and half the similarity tab at
    // 1024x768 to 1920x1080, normal and presentation), in both languages, for n = 2, 32 and 256
    // and d = 1, 8 and 8192 (colour-bar labels up to "4096.00"): every text whole and apart.
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("n");
    const QList<QSize> sizes {QSize(200, 200), QSize(313, 215), QSize(313, 390), QSize(334, 358),
                              QSize(462, 404), QSize(505, 590), QSize(718, 611)};
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const QSize &size : sizes)
                for (const int d : {1, 8, 8192})
                    for (const int n : {2, 32, 256})
                        QTest::addRow("%s %s %dx%d d = %d n = %d", qPrintable(lang),
                                      presentation ? "presentation" : "normal", size.width(),
                                      size.height(), d, n)
                            << lang << presentation << size << d << n;
}

void TestSimilarityMatrix::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QFETCH(int, n);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    SimilarityMatrix matrix(&state);
    matrix.setPositions(n);
    textboxcheck::showAt(&matrix, size.expandedTo(matrix.minimumSizeHint()));
    const QList<TextBox> boxes = matrix.textBoxes();
    QVERIFY(boxes.size() >= 5); // ticks on both axes, two titles, the colour bar
    const QStringList problems = textboxcheck::problems(&matrix);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestSimilarityMatrix)
#include "tst_similaritymatrix.moc"
