// Tests of the views the catalogue joins from several folders: the similarity tab is the chart
// view (ui/charts) with the matrix (ui/plots) as its pane, one n for both and the matrix's hover
// text under it.
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "pairchartsview.h"
#include "similaritymatrix.h"
#include "similaritytab.h"
#include "similarityview.h"
#include "unitcirclesview.h"

#include <QLineSeries>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

class TestViewCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void similarityTabJoinsMatrixAndCurve_data();
    void similarityTabJoinsMatrixAndCurve();
    void everyViewHasItsTab();
};

void TestViewCatalogue::similarityTabJoinsMatrixAndCurve_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("50") << 50;
    QTest::newRow("2") << 2;
    QTest::newRow("256") << 256;
}

void TestViewCatalogue::similarityTabJoinsMatrixAndCurve()
{
    QFETCH(int, n);
    LessonState state;
    std::unique_ptr<SimilarityView> view(createSimilarityTab(&state));
    auto *matrix = qobject_cast<SimilarityMatrix *>(view->matrixPane());
    QVERIFY(matrix);
    QCOMPARE(matrix->positions(), view->positions());
    view->positionsSpinBox()->setValue(n);
    QCOMPARE(matrix->positions(), n);
    QCOMPARE(view->offsetSeries()->count(), n);
    // The matrix's hover text shows in the line under it.
    emit matrix->hoverTextChanged(QStringLiteral("a = 1, b = 2"));
    QCOMPARE(view->hoverText(), QStringLiteral("a = 1, b = 2"));
}

void TestViewCatalogue::everyViewHasItsTab()
{
    LessonState state;
    MainWindow window(&state);
    QStringList titles;
    for (int k = 0; k < window.views()->count(); ++k)
        titles << window.views()->tabText(k);
    QVERIFY2(titles.contains(QStringLiteral("Pair charts")), qPrintable(titles.join(u',')));
    QVERIFY(titles.contains(QStringLiteral("Unit circle")));
    QVERIFY(window.findChild<UnitCirclesView *>());
    QVERIFY(window.findChild<PairChartsView *>());
}

QTEST_MAIN(TestViewCatalogue)
#include "tst_viewcatalogue.moc"
