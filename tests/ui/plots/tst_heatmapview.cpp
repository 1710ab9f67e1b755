// Tests of the heat map tab: its controls drive the widget and the state; the note appears when
// there are more cells than pixels.
#include "numberfield.h"
#include "heatmapview.h"
#include "heatmapwidget.h"
#include "language.h"
#include "lessonstate.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

class TestHeatmapView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void defaults();
    void articlePreset();
    void positionsSpinBox_data();
    void positionsSpinBox();
    void noteForDenseMaps();
    void noteNamesWhatLiesBeyond_data();
    void noteNamesWhatLiesBeyond();
};

void TestHeatmapView::defaults()
{
    LessonState state;
    HeatmapView view(&state);
    QCOMPARE(view.heatmap()->positions(), 32);
    QCOMPARE(view.positionsSpinBox()->value(), 32);
    QCOMPARE(view.positionsSpinBox()->maximum(), 100000);
    QVERIFY(view.noteText().isEmpty());
}

void TestHeatmapView::articlePreset()
{
    LessonState state;
    HeatmapView view(&state);
    QSignalSpy spy(&state, &LessonState::changed);
    view.heatmap()->setViewport(QRectF(3, 1, 4, 2));
    QTest::mouseClick(view.articlePresetButton(), Qt::LeftButton);
    QCOMPARE(state.width(), 128);
    QCOMPARE(view.heatmap()->positions(), 50);
    QCOMPARE(view.positionsSpinBox()->value(), 50);
    QCOMPARE(view.heatmap()->viewport(), QRectF(0, 0, 50, 128));
    QCOMPARE(spy.count(), 1);
}

void TestHeatmapView::positionsSpinBox_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("1") << 1;
    QTest::newRow("50") << 50;
    QTest::newRow("100000") << 100000;
}

void TestHeatmapView::positionsSpinBox()
{
    QFETCH(int, n);
    LessonState state;
    HeatmapView view(&state);
    view.positionsSpinBox()->setValue(n);
    QCOMPARE(view.heatmap()->positions(), n);
    QCOMPARE(view.heatmap()->viewport(), QRectF(0, 0, n, 8));
}

void TestHeatmapView::noteForDenseMaps()
{
    LessonState state;
    HeatmapView view(&state);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.noteText().isEmpty());
    view.positionsSpinBox()->setValue(100000);
    const QRect plot = view.heatmap()->plotRect();
    QCOMPARE(view.noteText(),
             QStringLiteral(
                 "100000 × 8 cells on %1 × %2 pixels: each pixel shows the cell under its centre.")
                 .arg(plot.width())
                 .arg(plot.height()));
    view.heatmap()->resetZoom();
    state.setEncodingOn(false);
    QVERIFY(view.noteText().startsWith(QStringLiteral("The positional encoding is off")));
    // The hover line answers the widget's hover signal.
    emit view.heatmap()->hoverTextChanged(QStringLiteral("x"));
    QCOMPARE(view.hoverLineText(), QStringLiteral("x"));
}

void TestHeatmapView::noteNamesWhatLiesBeyond_data()
{
    // n = 32 positions shown: the note names p, q or both, only those beyond.
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("note");
    QTest::newRow("both shown") << 0 << 3 << QString();
    QTest::newRow("q beyond") << 0 << 32
                              << QStringLiteral("q = 32 lies beyond the 32 positions shown.");
    QTest::newRow("p beyond") << 40 << 3
                              << QStringLiteral("p = 40 lies beyond the 32 positions shown.");
    QTest::newRow("both beyond") << 40 << 200
                                 << QStringLiteral(
                                        "p = 40 and q = 200 lie beyond the 32 positions shown.");
}

void TestHeatmapView::noteNamesWhatLiesBeyond()
{
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(QString, note);
    LessonState state;
    HeatmapView view(&state);
    state.setPosition(p);
    state.setComparison(q);
    QCOMPARE(state.position(), qint64(p));
    QCOMPARE(state.comparison(), qint64(q));
    QCOMPARE(view.heatmap()->positions(), 32);
    QCOMPARE(view.noteText(), note);
}

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
