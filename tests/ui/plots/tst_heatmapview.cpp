// Tests of the heat map tab: its controls drive the widget and the state; the note appears when
// there are more cells than pixels.
#include "heatmapview.h"
#include "heatmapwidget.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "textboxcheck.h"

#include <QComboBox>
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
    void textLayout_data();
    void textLayout();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
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
    QVERIFY(view.samplingBox()->isHidden());
    view.positionsSpinBox()->setValue(100000);
    const QRect plot = view.heatmap()->plotRect();
    // More positions than pixel columns is said, with the choice. Pairs 0 and
    // 1 (wavelengths 6.3 and 63 positions) span under two pixels at about 0.008 pixels a
    // position: their four components alias.
    QCOMPARE(view.noteText(),
             QStringLiteral("Aliased: 100000 positions on %1 pixel columns, each column shows one "
                            "position. The 4 components marked on the component axis have a "
                            "wavelength under two pixels: their bands are not in the encoding. "
                            "Choose the envelope to see each column's range. Shaded: beyond the "
                            "training length L = 512. From position 512 on, training never "
                            "showed these columns.")
                 .arg(plot.width()));
    QVERIFY(!view.samplingBox()->isHidden());
    view.samplingBox()->setCurrentIndex(1);
    emit view.samplingBox()->activated(1);
    QCOMPARE(view.heatmap()->sampling(), HeatmapWidget::Sampling::Envelope);
    QVERIFY2(view.noteText().startsWith(QStringLiteral("100000 positions on %1 pixel columns, "
                                                       "about ")
                                            .arg(plot.width())),
             qPrintable(view.noteText()));
    QVERIFY(view.noteText().contains(QStringLiteral("least")));
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

void TestHeatmapView::textLayout_data()
{
    // At every size the tab gets, in both languages and font modes, for the lesson's
    // parameters and nasty ones, with 32 and 100 000 positions (p and q then share a pixel
    // column): tick labels, axis titles, the colour bar's labels and the p and q letters whole,
    // inside the map's widget and apart.
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("n");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const QSize &size : textboxcheck::pageSizes())
                for (const textboxcheck::Parameters &set : textboxcheck::parameterSets())
                    for (const int n : {32, 100000})
                        QTest::addRow("%s %s %dx%d %s n = %d", qPrintable(lang),
                                      presentation ? "presentation" : "normal", size.width(),
                                      size.height(), set.name, n)
                            << lang << presentation << size << set.d << set.p << set.q << n;
}

void TestHeatmapView::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, n);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    HeatmapView view(&state);
    view.positionsSpinBox()->setValue(n);
    textboxcheck::showAt(&view, size);
    int sources = 0;
    const QStringList problems = textboxcheck::problemsUnder(&view, &sources);
    QCOMPARE(sources, 1);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // Both letters are drawn whenever both columns are in the map.
    QStringList letters;
    for (const TextBox &box : view.heatmap()->textBoxes())
        if (box.text == QStringLiteral("p") || box.text == QStringLiteral("q"))
            letters << box.text;
    QCOMPARE(letters.size(), (p < n ? 1 : 0) + (q < n ? 1 : 0));
}

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
