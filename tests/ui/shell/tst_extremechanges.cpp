// A hang detector, not a speed test: every tab of the window (found in the window itself, so
// that tabs added later are covered) is driven through a sequence of extreme parameter changes
// (d 1 <-> 8192, base near 1 <-> 1e12 and beyond, p and q 0 <-> 2^31 - 1, the encoding switch,
// and each of the view's own number fields between its minimum and its maximum). After each
// change the event loop runs and the window is grabbed; then the work the view has laid out is
// counted, not timed: every chart axis of the window lays out at most 200 ticks and every
// series holds at most 100 000 points (d = 2 -> 8192 with the Similarity tab last drawn at d = 2
// once froze the window for 24 s: the y axis laid out its new range with the old tick interval,
// 8600 ticks). A pass that never ends is caught by a bound no working pass comes near on any
// machine (60 s of the process's CPU time, a pass takes milliseconds to a few hundred), so that
// the test fails for unbounded work and never for a slow or busy machine.
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QValueAxis>
#include <QXYSeries>
#include <QTabWidget>
#include <QTest>

#include <cfloat>
#include <ctime>
#include <functional>

namespace {

/// A pass of the event loop that is surely a hang, in milliseconds of CPU time: no working pass
/// comes within a hundred times of it, sanitized or on a slow machine.
constexpr qint64 hangMs = 60000;
/// The most ticks an axis lays out and the most points a series holds, for any parameters.
constexpr double mostTicks = 200;
constexpr int mostPoints = 100000;

/// What the charts of window have laid out beyond the bounds above, one line each.
QStringList unboundedWork(const QWidget *window)
{
    QStringList found;
    for (const QChartView *view : window->findChildren<QChartView *>()) {
        const QChart *chart = view->chart();
        if (!chart)
            continue;
        const QString name = chart->title().isEmpty() ? view->objectName() : chart->title();
        for (const QAbstractAxis *axis : chart->axes()) {
            const auto *values = qobject_cast<const QValueAxis *>(axis);
            if (!values)
                continue;
            const double ticks = values->tickType() == QValueAxis::TicksDynamic
                    && values->tickInterval() > 0
                ? (values->max() - values->min()) / values->tickInterval() + 1
                : values->tickCount();
            if (ticks > mostTicks)
                found << QStringLiteral("the axis \"%1\" of \"%2\" lays out %3 ticks")
                             .arg(axis->titleText(), name)
                             .arg(ticks, 0, 'g', 6);
        }
        for (const QAbstractSeries *series : chart->series())
            if (const auto *xy = qobject_cast<const QXYSeries *>(series))
                if (xy->count() > mostPoints)
                    found << QStringLiteral("the series \"%1\" of \"%2\" holds %3 points")
                                 .arg(xy->name(), name)
                                 .arg(xy->count());
    }
    return found;
}

/// CPU time of the process, all threads, in milliseconds.
qint64 processCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

struct Change
{
    QString name;
    std::function<void()> apply;
};

} // namespace

class TestExtremeChanges : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void everyTab_data();
    void everyTab();

private:
    static QList<Change> parameterChanges(LessonState *state);
};

QList<Change> TestExtremeChanges::parameterChanges(LessonState *state)
{
    const qint64 far = 2147483647;
    const auto width = [state](int d) {
        return Change {QStringLiteral("d = %1").arg(d), [state, d] { state->setWidth(d); }};
    };
    const auto base = [state](double b) {
        return Change {QStringLiteral("base = %1").arg(b, 0, 'g', 17),
                       [state, b] { state->setBase(b); }};
    };
    const auto p = [state](qint64 v) {
        return Change {QStringLiteral("p = %1").arg(v), [state, v] { state->setPosition(v); }};
    };
    const auto q = [state](qint64 v) {
        return Change {QStringLiteral("q = %1").arg(v), [state, v] { state->setComparison(v); }};
    };
    const auto on = [state](bool v) {
        return Change {
            QStringLiteral("encoding %1").arg(v ? QStringLiteral("on") : QStringLiteral("off")),
            [state, v] { state->setEncodingOn(v); }};
    };
    return {width(2),    width(8192),   width(1),
            width(8192), width(2),      base(1.0001),
            base(1e12),  base(1.0001),  width(8192),
            base(1e12),  q(1),          q(far),
            q(1),        p(far),        p(0),
            p(far),      q(far),        on(false),
            on(true),    width(1),      base(1.0000000000000002),
            width(8192), base(DBL_MAX), width(2),
            base(1e12),  p(0),          q(3),
            width(8192), on(false),     width(1),
            on(true),    width(8)};
}

void TestExtremeChanges::everyTab_data()
{
    QTest::addColumn<int>("tab");
    LessonState state;
    MainWindow window(&state);
    for (int tab = 0; tab < window.views()->count(); ++tab)
        QTest::newRow(qPrintable(window.views()->tabText(tab).remove(QLatin1Char('&')))) << tab;
    QVERIFY(window.views()->count() >= 7);
}

void TestExtremeChanges::everyTab()
{
    QFETCH(int, tab);
    LessonState state;
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.views()->setCurrentIndex(tab);
    QWidget *view = window.views()->widget(tab);
    QCoreApplication::processEvents();

    QList<Change> changes = parameterChanges(&state);
    // The view's own number fields, each to its extremes and back, between parameter changes
    // (so that each is drawn at one extreme and then meets another d or base).
    const QList<QAbstractSpinBox *> fields = view->findChildren<QAbstractSpinBox *>();
    QList<Change> fieldChanges;
    for (QAbstractSpinBox *field : fields) {
        const QString name = field->accessibleName().isEmpty()
            ? QString::fromLatin1(field->metaObject()->className())
            : field->accessibleName();
        const auto setTo = [field, name](bool top) {
            return Change {
                QStringLiteral("%1 to its %2")
                    .arg(name, top ? QStringLiteral("maximum") : QStringLiteral("minimum")),
                [field, top] {
                    const double value = top ? field->property("maximum").toDouble()
                                             : field->property("minimum").toDouble();
                    field->setProperty("value", value);
                }};
        };
        fieldChanges << setTo(false) << setTo(true) << setTo(false) << setTo(true);
    }
    for (qsizetype k = 0; k < fieldChanges.size(); ++k)
        changes.insert(qMin(changes.size(), 2 + 3 * k), fieldChanges[k]);

    for (const Change &change : std::as_const(changes)) {
        const qint64 cpuStart = processCpuMs();
        change.apply();
        QCoreApplication::processEvents();
        const QImage image = window.grab().toImage();
        const qint64 cpu = processCpuMs() - cpuStart;
        QVERIFY(!image.isNull());
        if (qEnvironmentVariableIsSet("PEV_HANG_TRACE"))
            qInfo("%s: CPU %lld ms", qPrintable(change.name), cpu);
        const QStringList unbounded = unboundedWork(&window);
        QVERIFY2(unbounded.isEmpty(),
                 qPrintable(QStringLiteral("%1: after %2, %3")
                                .arg(window.views()->tabText(tab), change.name,
                                     unbounded.join(QStringLiteral("; ")))));
        QVERIFY2(cpu <= hangMs,
                 qPrintable(QStringLiteral("%1: %2 took %3 ms of CPU time (a hang)")
                                .arg(window.views()->tabText(tab), change.name)
                                .arg(cpu)));
    }
}

QTEST_MAIN(TestExtremeChanges)
#include "tst_extremechanges.moc"
