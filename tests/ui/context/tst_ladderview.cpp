// Tests of the frequency ladder: its marks against the core (where
// each pair's mark stands, the lines of L and L', the pair under the pointer), the counts of its
// summary (pairs never turning within L, the crossing pair, the pairs turning ten times), its
// dense strip at d = 8192, the hover text at full precision, its controls, and its drawn texts
// (no overlap, nothing cut) at the window's page sizes in both languages.
#include "contextscaling.h"
#include "displayformat.h"
#include "ladderview.h"
#include "ladderwidget.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "textboxcheck.h"

#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <cmath>

class TestLadderView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void marksAgainstCore_data();
    void marksAgainstCore();
    void summaryCounts_data();
    void summaryCounts();
    void denseStrip();
    void hoverAtFullPrecision();
    void controlsSetTheState();
    void methodIsSaid();
    void textsFit_data();
    void textsFit();
};

void TestLadderView::marksAgainstCore_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<double>("second");
    QTest::addColumn<int>("method");
    const int none = int(pe::ContextMethod::None);
    QTest::newRow("d 8") << 8 << 10000.0 << qint64(512) << qint64(2048) << 500000.0 << none;
    QTest::newRow("d 128") << 128 << 10000.0 << qint64(512) << qint64(2048) << 500000.0 << none;
    QTest::newRow("d 64 PI") << 64 << 10000.0 << qint64(512) << qint64(2048) << 1e6
                             << int(pe::ContextMethod::PositionInterpolation);
    QTest::newRow("d 64 YaRN, L' < L") << 64 << 40889.9424 << qint64(4096) << qint64(1000) << 1.0001
                                       << int(pe::ContextMethod::Yarn);
}

// Each pair's mark stands at x(lambda_i) of the core's wavelength, inside its strip, and is the
// pair found there; L and L' lie where their lengths are on the same axis.
void TestLadderView::marksAgainstCore()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, L);
    QFETCH(qint64, context);
    QFETCH(double, second);
    QFETCH(int, method);
    LessonState state;
    LessonState::Parameters parameters;
    parameters.d = d;
    parameters.base = base;
    parameters.trainLength = L;
    parameters.contextLength = context;
    parameters.secondBase = second;
    parameters.method = static_cast<pe::ContextMethod>(method);
    QVERIFY(state.setParameters(parameters));
    LadderView view(&state);
    textboxcheck::showAt(&view, QSize(900, 500));
    LadderWidget *ladder = view.ladder();
    const pe::PositionalEncoding *encodings[] = {&state.encoding(), &state.secondEncoding()};
    for (int k = 0; k < LadderWidget::ladderCount; ++k) {
        const QRectF strip = ladder->stripRect(k);
        QVERIFY(strip.width() > 100);
        const pe::PositionalEncoding &encoding = *encodings[k];
        for (int i = 0; i < encoding.pairCount(); ++i) {
            const qreal x = ladder->xOf(encoding.wavelength(i));
            QVERIFY2(x >= strip.left() && x <= strip.right(), qPrintable(QString::number(i)));
            QCOMPARE(ladder->pairNear(k, x), i);
            QVERIFY(ladder->pairText(k, i).contains(display::full(encoding.wavelength(i))));
        }
        // Log axis: equal ratios, equal distances.
        const qreal decade = ladder->xOf(1000.0) - ladder->xOf(100.0);
        QVERIFY(std::abs(ladder->xOf(10000.0) - ladder->xOf(1000.0) - decade) < 1e-6);
        // The crossing pair's mark is right of L, the one before it left of (or on) L.
        const int crossing = pe::crossingPair(encoding, L);
        const qreal lineX = ladder->xOf(double(L));
        if (crossing >= 0)
            QVERIFY(ladder->xOf(encoding.wavelength(crossing)) > lineX);
        if (crossing > 0)
            QVERIFY(ladder->xOf(encoding.wavelength(crossing - 1)) <= lineX);
        QVERIFY(lineX >= strip.left() && lineX <= strip.right());
        QVERIFY(ladder->xOf(double(context)) >= strip.left()
                && ladder->xOf(double(context)) <= strip.right());
    }
}

void TestLadderView::summaryCounts_data()
{
    // Independent counts (Python, double precision, lambda_i = 2 pi base^(2i/d), interleaved): with
    // d = 128 and L = 512, 33 pairs have lambda_i > L from pair 31 on and 15 turn ten times
    // (base 10000); 42 from pair 22 and 11 (base 500000). With d = 8: 2 from pair 2, 1.
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("second");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("d 128")
        << 128 << 500000.0
        << QStringList {
               QStringLiteral("Base 10000: 33 of the 64 pairs never make a full turn within L "
                              "= 512"),
               QStringLiteral("pair 31 is the first"),
               QStringLiteral("15 pairs turn at least 10 times"),
               QStringLiteral("B = 500000: 42 of the 64 pairs"),
               QStringLiteral("pair 22 is the first"),
               QStringLiteral("11 pairs turn at least 10 times")};
    QTest::newRow("d 8") << 8 << 10000.0
                         << QStringList {QStringLiteral("2 of the 4 pairs"),
                                         QStringLiteral("pair 2 is the first"),
                                         QStringLiteral("1 pair turns at least 10 times")};
}

void TestLadderView::summaryCounts()
{
    QFETCH(int, d);
    QFETCH(double, second);
    QFETCH(QStringList, texts);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setSecondBase(second));
    LadderView view(&state);
    for (const QString &text : texts)
        QVERIFY2(view.summaryText().contains(text),
                 qPrintable(text + QStringLiteral(" / ") + view.summaryText()));
    // Every pair turning: L = 2^31 - 1.
    QVERIFY(state.setTrainLength(LessonState::maxLength));
    QVERIFY(view.summaryText().contains(QStringLiteral("makes at least one full turn")));
}

// d = 8192: 4096 pairs on a few hundred pixels merge into a dense strip, one filled pixel
// column per occupied column.
void TestLadderView::denseStrip()
{
    LessonState state;
    QVERIFY(state.setWidth(8192));
    LadderView view(&state);
    textboxcheck::showAt(&view, QSize(650, 434));
    const int columns = view.ladder()->occupiedColumns(0);
    QVERIFY(columns > 100);
    QVERIFY(columns < 4096);
    QVERIFY(columns <= int(view.ladder()->stripRect(0).width()) + 1);
    QVERIFY(textboxcheck::problems(view.ladder()).isEmpty());
}

void TestLadderView::hoverAtFullPrecision()
{
    LessonState state;
    QVERIFY(state.setWidth(128));
    LadderView view(&state);
    textboxcheck::showAt(&view, QSize(900, 500));
    QSignalSpy spy(view.ladder(), &LadderWidget::hoverTextChanged);
    const pe::PositionalEncoding &encoding = state.encoding();
    const QRectF strip = view.ladder()->stripRect(0);
    QTest::mouseMove(
        view.ladder(),
        QPoint(int(view.ladder()->xOf(encoding.wavelength(40))), int(strip.center().y())));
    QVERIFY(spy.count() >= 1);
    const QString text = spy.last().first().toString();
    QVERIFY2(text.contains(QStringLiteral("pair i = 40")), qPrintable(text));
    QVERIFY(text.contains(display::full(encoding.wavelength(40))));
    QVERIFY(text.contains(display::full(pe::turnsWithin(encoding, 40, 512))));
    QVERIFY(text.contains(QStringLiteral("never a full turn")));
    QCOMPARE(view.hoverText(), text);
    view.ladder()->setHovered(0, 3);
    QVERIFY(!view.hoverText().contains(QStringLiteral("never")));
    view.ladder()->setHovered(-1, -1);
    QVERIFY(view.hoverText().startsWith(QStringLiteral("Point at")));
}

void TestLadderView::controlsSetTheState()
{
    LessonState state;
    LadderView view(&state);
    QSignalSpy changed(&state, &LessonState::changed);
    view.trainLengthField()->setValue(1000);
    QCOMPARE(state.trainLength(), qint64(1000));
    view.contextLengthField()->setValue(8000);
    QCOMPARE(state.contextLength(), qint64(8000));
    view.secondBaseField()->setValue(40889.9424);
    QCOMPARE(state.secondBase(), 40889.9424);
    QCOMPARE(changed.count(), 3);
    const QList<QAction *> presets = view.basePresetsButton()->menu()->actions();
    QCOMPARE(presets.size(), LessonState::basePresets().size());
    presets.at(2)->trigger();
    QCOMPARE(state.secondBase(), LessonState::basePresets().at(2).base);
    // The state's changes come back into the fields.
    QVERIFY(state.setTrainLength(77));
    QCOMPARE(view.trainLengthField()->value(), 77.0);
    state.reset();
    QCOMPARE(view.secondBaseField()->value(), LessonState::defaultSecondBase);
}

void TestLadderView::methodIsSaid()
{
    LessonState state;
    LadderView view(&state);
    QVERIFY(state.setContextMethod(pe::ContextMethod::NtkAware));
    bool found = false;
    for (QLabel *label : view.findChildren<QLabel *>())
        found = found || label->text().contains(QStringLiteral("NTK-aware scaling is on (s = 4)"));
    QVERIFY(found);
}

void TestLadderView::textsFit_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("L");
    QTest::addColumn<qint64>("context");
    for (const char *lang : {"en", "zh_CN"})
        for (const bool presentation : {false, true}) {
            const QByteArray tag = QByteArray(lang) + (presentation ? " presentation" : "");
            QTest::newRow(QByteArray(tag + " lesson").constData())
                << QString::fromLatin1(lang) << presentation << 8 << 10000.0 << qint64(512)
                << qint64(2048);
            QTest::newRow(QByteArray(tag + " d 8192, base 1e12").constData())
                << QString::fromLatin1(lang) << presentation << 8192 << 1e12 << qint64(1)
                << qint64(2147483647);
            QTest::newRow(QByteArray(tag + " d 1, base 1.0001, L = L'").constData())
                << QString::fromLatin1(lang) << presentation << 1 << 1.0001 << qint64(2147483647)
                << qint64(2147483647);
            QTest::newRow(QByteArray(tag + " L' 1 < L").constData())
                << QString::fromLatin1(lang) << presentation << 64 << 10000.0 << qint64(600)
                << qint64(1);
        }
}

void TestLadderView::textsFit()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, L);
    QFETCH(qint64, context);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    LessonState::Parameters parameters;
    parameters.d = d;
    parameters.base = base;
    parameters.trainLength = L;
    parameters.contextLength = context;
    QVERIFY(state.setParameters(parameters));
    LadderView view(&state);
    for (const QSize &size : textboxcheck::pageSizes()) {
        textboxcheck::showAt(&view, size);
        int sources = 0;
        const QStringList problems = textboxcheck::problemsUnder(&view, &sources);
        QCOMPARE(sources, 1);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(!view.ladder()->textBoxes().isEmpty());
    }
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
}

QTEST_MAIN(TestLadderView)
#include "tst_ladderview.moc"
