// Tests of the "Context scaling" tab: the per-pair model against the core
// (the scale factor, the largest angles, the verdicts), the pass count and the temperature
// against independent values, the chart's dots, the method controls and their refusals, and
// the drawn texts at the window's page sizes in both languages.
#include "contextscaling.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "scalingchart.h"
#include "scalingmodel.h"
#include "scalingview.h"
#include "textboxcheck.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <cmath>

class TestScalingView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void modelAgainstCore_data();
    void modelAgainstCore();
    void temperature_data();
    void temperature();
    void controls();
    void refusals();
    void textsFit_data();
    void textsFit();
};

void TestScalingView::modelAgainstCore_data()
{
    // Independent values (Python, double precision, d = 128, base 10000, L 512, L' 2048, s 4):
    // 31 pairs make a full turn within L and pass with every method; of the 33 others, the
    // window test (angle at L' = 2048 against the angle at L = 512) passes all under PI (2048 / 4
    // = 512) and YaRN (they turn fewer than alpha = 1 times: divided by s), only pair 63 under NTK
    // (its factor 4^(-2i/126) reaches 1/4 at i = 63), none with no method.
    // The factors: PI 1/4 everywhere; NTK 1 for pair 0, 1/4 for pair 63; YaRN 1 for pair 0
    // (81.5 turns > beta = 32), 1/4 for pair 63 (fewer than alpha = 1 turn).
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("passing");
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("last");
    QTest::newRow("none") << int(pe::ContextMethod::None) << 31 << 1.0 << 1.0;
    QTest::newRow("PI") << int(pe::ContextMethod::PositionInterpolation) << 64 << 0.25 << 0.25;
    QTest::newRow("NTK") << int(pe::ContextMethod::NtkAware) << 32 << 1.0 << 0.25;
    QTest::newRow("YaRN") << int(pe::ContextMethod::Yarn) << 64 << 1.0 << 0.25;
}

void TestScalingView::modelAgainstCore()
{
    QFETCH(int, method);
    QFETCH(int, passing);
    QFETCH(double, first);
    QFETCH(double, last);
    LessonState state;
    QVERIFY(state.setWidth(128));
    QVERIFY(state.setContextMethod(static_cast<pe::ContextMethod>(method)));
    ScalingView view(&state);
    QAbstractItemModelTester tester(view.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    ScalingModel *model = view.model();
    QCOMPARE(model->rowCount(), 64);
    QCOMPARE(model->passing(), passing);
    QVERIFY(view.summaryText().startsWith(method == 0 ? QStringLiteral("No method")
                                                      : QStringLiteral("%1 of 64").arg(passing)));
    QVERIFY(view.summaryText().contains(QStringLiteral("%1 of 64 pairs pass").arg(passing)));
    QVERIFY(
        std::abs(model->index(0, ScalingModel::RatioColumn).data(Qt::UserRole).toDouble() - first)
        < 1e-14);
    QVERIFY(
        std::abs(model->index(63, ScalingModel::RatioColumn).data(Qt::UserRole).toDouble() - last)
        < 1e-14);
    const auto check
        = pe::extrapolationCheck(state.unscaledEncoding(), state.encoding(), 512, 2048);
    for (int i = 0; i < 64; ++i) {
        QCOMPARE(model->index(i, ScalingModel::PairColumn).data().toInt(), i);
        QCOMPARE(model->index(i, ScalingModel::TrainedAngleColumn).data(Qt::UserRole).toDouble(),
                 check[i].trainedAngle);
        QCOMPARE(model->index(i, ScalingModel::ContextAngleColumn).data(Qt::UserRole).toDouble(),
                 check[i].contextAngle);
        QCOMPARE(model->index(i, ScalingModel::VerdictColumn).data(Qt::UserRole).toBool(),
                 check[i].passes);
        QCOMPARE(model->index(i, ScalingModel::ScaledFrequencyColumn).data(Qt::ToolTipRole),
                 QVariant(display::full(state.encoding().frequency(i))));
        QCOMPARE(model->index(i, ScalingModel::FrequencyColumn).data().toString(),
                 display::number(state.unscaledEncoding().frequency(i)));
    }
    // The chart: one dot per pair, left to right, higher for a larger factor.
    textboxcheck::showAt(&view, QSize(900, 700));
    ScalingChart *chart = view.chart();
    const QRectF plot = chart->plotRect();
    for (int i = 0; i < 64; ++i)
        QVERIFY(plot.contains(chart->dotOf(i)));
    QCOMPARE(chart->dotOf(0).x(), plot.left());
    QCOMPARE(chart->dotOf(63).x(), plot.right());
    if (first > last)
        QVERIFY(chart->dotOf(0).y() < chart->dotOf(63).y());
}

void TestScalingView::temperature_data()
{
    // sqrt(1/t) = 0.1 ln s + 1 (Peng et al. 2023, section 3.4), 1 for s <= 1: independent
    // values from Python's math.log.
    QTest::addColumn<qint64>("context");
    QTest::addColumn<QString>("text");
    QTest::newRow("s 4") << qint64(2048) << QStringLiteral("1.138629");
    QTest::newRow("s 16") << qint64(8192) << QStringLiteral("1.277259");
    QTest::newRow("s 1") << qint64(512) << QStringLiteral("= 1.000000");
    QTest::newRow("s 1/2") << qint64(256) << QStringLiteral("= 1.000000");
}

void TestScalingView::temperature()
{
    QFETCH(qint64, context);
    QFETCH(QString, text);
    LessonState state;
    QVERIFY(state.setContextLength(context));
    ScalingView view(&state);
    QVERIFY2(view.temperatureText().contains(text), qPrintable(view.temperatureText()));
}

void TestScalingView::controls()
{
    LessonState state;
    ScalingView view(&state);
    QSignalSpy changed(&state, &LessonState::changed);
    view.methodBox()->setCurrentIndex(3);
    emit view.methodBox()->activated(3);
    QCOMPARE(state.contextMethod(), pe::ContextMethod::Yarn);
    QVERIFY(view.alphaField()->isEnabled());
    view.factorField()->setValue(2.5);
    QCOMPARE(state.scalingFactor(), 2.5);
    QVERIFY(!state.factorFollowsLengths());
    QVERIFY(!view.followBox()->isChecked());
    view.followBox()->setChecked(true);
    QCOMPARE(state.scalingFactor(), 4.0);
    view.trainLengthField()->setValue(1024);
    QCOMPARE(state.trainLength(), qint64(1024));
    QCOMPARE(view.factorField()->value(), 2.0);
    view.contextLengthField()->setValue(8192);
    QCOMPARE(state.scalingFactor(), 8.0);
    view.betaField()->setValue(64);
    QCOMPARE(state.yarnBeta(), 64.0);
    view.alphaField()->setValue(0);
    QCOMPARE(state.yarnAlpha(), 0.0);
    QCOMPARE(changed.count(), 7);
    state.reset();
    QCOMPARE(view.methodBox()->currentIndex(), 0);
    QVERIFY(!view.alphaField()->isEnabled());
}

void TestScalingView::refusals()
{
    LessonState state;
    QVERIFY(state.setWidth(2));
    ScalingView view(&state);
    view.methodBox()->setCurrentIndex(2);
    emit view.methodBox()->activated(2);
    QCOMPARE(state.contextMethod(), pe::ContextMethod::None);
    QCOMPARE(view.methodBox()->currentIndex(), 0);
    QVERIFY(view.refusalText().contains(QStringLiteral("d ≥ 3")));
    view.alphaField()->setValue(40); // beta is 32
    QCOMPARE(state.yarnAlpha(), 1.0);
    QCOMPARE(view.alphaField()->value(), 1.0);
    QVERIFY(view.refusalText().contains(QStringLiteral("smaller than β")));
    QVERIFY(state.setWidth(8));
    QVERIFY(view.refusalText().isEmpty());
}

void TestScalingView::textsFit_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("method");
    for (const char *lang : {"en", "zh_CN"})
        for (const bool presentation : {false, true}) {
            const QByteArray tag = QByteArray(lang) + (presentation ? " presentation" : "");
            QTest::newRow(QByteArray(tag + " none d 8").constData())
                << QString::fromLatin1(lang) << presentation << 8 << 0;
            QTest::newRow(QByteArray(tag + " YaRN d 8192").constData())
                << QString::fromLatin1(lang) << presentation << 8192 << 3;
            QTest::newRow(QByteArray(tag + " PI d 1").constData())
                << QString::fromLatin1(lang) << presentation << 1 << 1;
        }
}

void TestScalingView::textsFit()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(int, d);
    QFETCH(int, method);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setContextMethod(static_cast<pe::ContextMethod>(method)));
    ScalingView view(&state);
    for (const QSize &size : textboxcheck::pageSizes()) {
        textboxcheck::showAt(&view, size);
        int sources = 0;
        const QStringList problems = textboxcheck::problemsUnder(&view, &sources);
        QCOMPARE(sources, 1);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
}

QTEST_MAIN(TestScalingView)
#include "tst_scalingview.moc"
