// A hang detector, not a speed test: every tab of the window (found in the window itself, so
// that tabs added later are covered) is driven through a sequence of extreme parameter changes
// (d 1 <-> 8192, base near 1 <-> 1e12 and beyond, p and q 0 <-> 2^31 - 1, the encoding switch,
// and each of the view's own number fields between its minimum and its maximum). After each
// change the event loop runs and the window is grabbed; a pass that takes longer than the
// threshold (1 s, generous: one pass takes a few to a few hundred milliseconds) is a hang. The
// time counted is the CPU time of the process (all its threads), so that a machine busy with
// other work (parallel builds) does not fail the test; a pass that waits instead of working
// fails when its wall-clock time exceeds ten times the threshold.
// Issue 11, point 7: d 2 -> 8192 with the Similarity tab last drawn at d = 2 froze the window
// for 24 s (the y axis laid out its new range with the old tick interval: 8600 ticks).
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTest>

#include <cfloat>
#include <ctime>
#include <functional>

namespace {

/// The longest pass of the event loop that is not a hang, in milliseconds. A sanitizer build
/// runs several times slower and may raise it (PEV_HANG_THRESHOLD_MS).
qint64 thresholdMs()
{
    const QByteArray env = qgetenv("PEV_HANG_THRESHOLD_MS");
    bool ok = false;
    const qint64 value = env.toLongLong(&ok);
    return ok && value > 0 ? value : 1000;
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

    const qint64 limit = thresholdMs();
    QElapsedTimer timer;
    for (const Change &change : std::as_const(changes)) {
        timer.start();
        const qint64 cpuStart = processCpuMs();
        change.apply();
        QCoreApplication::processEvents();
        const QImage image = window.grab().toImage();
        const qint64 cpu = processCpuMs() - cpuStart;
        const qint64 wall = timer.elapsed();
        QVERIFY(!image.isNull());
        if (qEnvironmentVariableIsSet("PEV_HANG_TRACE"))
            qInfo("%s: CPU %lld ms, wall %lld ms", qPrintable(change.name), cpu, wall);
        QVERIFY2(cpu <= limit && wall <= 10 * limit,
                 qPrintable(QStringLiteral("%1: %2 took %3 ms of CPU time, %4 ms in all (a hang: "
                                           "above %5 ms of CPU time or %6 ms in all)")
                                .arg(window.views()->tabText(tab), change.name)
                                .arg(cpu)
                                .arg(wall)
                                .arg(limit)
                                .arg(10 * limit)));
    }
}

QTEST_MAIN(TestExtremeChanges)
#include "tst_extremechanges.moc"
