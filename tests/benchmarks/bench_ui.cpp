// Frame-time figures through the real window, run by compare.sh (offscreen or under Xvfb):
//   pev_bench_ui slider-update REPS [TAB]   (only that tab index; default every tab, -1)
//   pev_bench_ui slider-update REPS TAB METHOD   (with a context-extension method on: none, pi,
//                                                  ntk or yarn; every view scaled)
// Every tab counts, the Long-context family's (frequency ladder, context scaling) included.
//   pev_bench_ui heatmap-frame REPS
//   pev_bench_ui animation FRAMES [TAB]   (q played over 1 .. FRAMES; default every tab)
// Prints key=value lines: ours_ms, reference_ms, status (complete | partial | missing) and a note;
// heatmap-frame adds peak_rss_kib. Medians of REPS runs after warm-up. animation prints fps (the
// slowest tab's frames per second) and longest_ms (the longest frame of any tab) instead.
//   pev_bench_ui heatmap-frame REPS N   (N positions; default 100 000)
#include "animatedparameter.h"
#include "animationactions.h"
#include "framesequence.h"
#include "heatmapwidget.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "transportbar.h"
#include "transportcontroller.h"
#include "viewnavigator.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QHash>
#include <QImage>
#include <QPaintEvent>
#include <QPainter>
#include <QSlider>
#include <QStringList>
#include <QTableView>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

double millisecondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Counts paint events of the widgets it watches (the filter runs before each paint; the paint
// is complete once the event loop returns).
class PaintWatcher : public QObject
{
public:
    void watch(QWidget *widget) { widget->installEventFilter(this); }
    void reset() { m_paints = 0; }
    int paints() const { return m_paints; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++m_paints;
        return QObject::eventFilter(watched, event);
    }

private:
    int m_paints = 0;
};

// Peak resident memory of this process in KiB: VmHWM from /proc/self/status. (getrusage's
// ru_maxrss is no good here: Linux carries it over an exec from the parent, e.g. a Python with
// large NumPy arrays.)
long peakRssKib()
{
    std::FILE *status = std::fopen("/proc/self/status", "r");
    if (!status)
        return -1;
    char line[256];
    long kib = -1;
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmHWM: %ld kB", &kib) == 1)
            break;
    std::fclose(status);
    return kib;
}

// One change of q at d 512 through the real window: the q slider moves (as a user's drag does),
// every view reacts to LessonState::changed, the heat map is made to recompute all its visible
// cells, and events are processed until the window has repainted and nothing more paints.
// This is timed with each tab of the window current in turn; the figure is the slowest tab's
// median (the note lists every tab's).
int sliderUpdate(int reps, int onlyTab, pe::ContextMethod method)
{
    LessonState state;
    state.setWidth(512);
    state.setContextMethod(method);
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    for (int k = 0; k < 20; ++k)
        QApplication::processEvents();
    HeatmapWidget *heatmap = window.findChild<HeatmapWidget *>();
    QSlider *slider = window.comparisonSlider();
    ViewNavigator *tabs = window.views();

    std::vector<double> worst;
    std::vector<double> reference;
    QStringList notes;
    bool timedOut = false;
    double worstMedian = -1.0;
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (onlyTab >= 0 && tab != onlyTab)
            continue;
        tabs->setCurrentIndex(tab);
        for (int k = 0; k < 20; ++k)
            QApplication::processEvents();
        // Every widget of the window: the views of the tab, the norm panel, the token strip ...
        PaintWatcher watcher;
        watcher.watch(&window);
        for (QWidget *child : window.findChildren<QWidget *>())
            watcher.watch(child);
        std::vector<double> ours;
        std::vector<double> refs;
        for (int r = -3; r < reps; ++r) {
            watcher.reset();
            const auto t0 = std::chrono::steady_clock::now();
            // q steps through 1, 2, ..., 32, 1, ...: always a real change.
            const qint64 target = state.comparison() % LessonState::maxComparison + 1;
            slider->setValue(static_cast<int>(target));
            if (heatmap)
                heatmap->invalidateCells();
            // The update is done when the state has the new q and two passes of the event loop
            // in a row paint nothing (a chart's scene repaints a pass after its data changed);
            // its time is the end of the last pass that painted. A view that does not show q
            // (the similarity tab) need not paint at all.
            double t = 0.0;
            int quietPasses = 0;
            while (quietPasses < 2) {
                const int before = watcher.paints();
                QApplication::processEvents();
                const bool painted = watcher.paints() != before;
                if (painted || state.comparison() != target) {
                    quietPasses = 0;
                    t = millisecondsSince(t0);
                } else {
                    ++quietPasses;
                }
                if (millisecondsSince(t0) > 2000.0) {
                    timedOut = true;
                    break;
                }
            }
            if (qEnvironmentVariableIntValue("PEV_BENCH_TRACE_PAINTS") >= 1)
                std::fprintf(stderr, "---- move %.2f ms; reference:\n", t);
            // Reference: one synchronous repaint of the whole window with nothing changed.
            const auto t1 = std::chrono::steady_clock::now();
            window.repaint();
            const double ref = millisecondsSince(t1);
            if (qEnvironmentVariableIntValue("PEV_BENCH_TRACE_PAINTS") >= 1)
                std::fprintf(stderr, "---- reference %.2f ms\n", ref);
            if (r >= 0) {
                ours.push_back(t);
                refs.push_back(ref);
            }
        }
        const double m = median(ours);
        notes << QStringLiteral("%1 %2").arg(tabs->tabText(tab)).arg(m, 0, 'f', 2);
        if (m > worstMedian) {
            worstMedian = m;
            reference = refs;
        }
    }
    std::printf(
        "ours_ms=%.4f\nreference_ms=%.4f\nstatus=%s\nnote=%s\n", worstMedian, median(reference),
        timedOut ? "timeout" : "complete",
        qPrintable(QStringLiteral("slowest tab; per tab ") + notes.join(QStringLiteral(", "))));
    return 0;
}

// One full redraw of the heat map at 1920x1080 with n positions x d 4096: each repetition
// changes the base (10000 <-> 10001, a real parameter change through LessonState), so every
// visible pixel is recomputed, then renders the whole widget (cells, axes, marks, colour bar)
// into a 1920x1080 frame. Peak RSS is printed so that runs with different n can be compared.
int heatmapFrame(int reps, int positions)
{
    LessonState state;
    state.setWidth(4096);
    HeatmapWidget heatmap(&state);
    heatmap.setPositions(positions);
    heatmap.resize(1920, 1080);
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> ours;
    std::vector<double> reference;
    for (int r = -3; r < reps; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        state.setBase(r % 2 == 0 ? 10001.0 : 10000.0);
        {
            QPainter painter(&frame);
            heatmap.render(&painter);
        }
        const double t = millisecondsSince(t0);
        // Reference: filling the same frame with one colour.
        const auto t1 = std::chrono::steady_clock::now();
        frame.fill(Qt::white);
        const double ref = millisecondsSince(t1);
        if (r >= 0) {
            ours.push_back(t);
            reference.push_back(ref);
        }
    }
    const QSize cells = heatmap.visibleCells();
    std::printf("ours_ms=%.4f\nreference_ms=%.4f\nstatus=complete\npeak_rss_kib=%ld\n"
                "image=%dx%d\ncells=%dx%d\nbuffer_bytes=%lld\n",
                median(ours), median(reference), peakRssKib(), heatmap.imageSize().width(),
                heatmap.imageSize().height(), cells.width(), cells.height(),
                static_cast<long long>(heatmap.bufferBytes()));
    return 0;
}

// The animation transport playing q over 1 .. frames (step 1) in the real window at 1920x1080,
// with each tab current in turn: every frame is the transport showing the next value (what its
// timer does at each tick), then events until the window has repainted and two passes paint
// nothing, as for slider-update. The transport's own timer plays at most 32 frames per second
// (8 per second at 1x, 4x at most); this measures how many frames the window could show: the
// frames per second are the frame count over the sum of the frame times, and the longest frame
// is the largest single time.
int animation(int frames, int onlyTab)
{
    LessonState state;
    MainWindow window(&state);
    window.resize(1920, 1080);
    window.show();
    for (int k = 0; k < 20; ++k)
        QApplication::processEvents();
    TransportController *transport = window.animation()->transportBar()->controller();
    transport->setSequence(FrameSequence(AnimatedParameter::Comparison, 1, frames, 1));
    ViewNavigator *tabs = window.views();
    QStringList notes;
    double slowestFps = -1.0;
    double longest = 0.0;
    bool timedOut = false;
    // PEV_BENCH_SLOW_FRAME_MS=N: print every frame slower than N ms to stderr (a diagnostic).
    const double slowFrameMs = qEnvironmentVariableIntValue("PEV_BENCH_SLOW_FRAME_MS");
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (onlyTab >= 0 && tab != onlyTab)
            continue;
        tabs->setCurrentIndex(tab);
        transport->goToFrame(0);
        for (int k = 0; k < 20; ++k)
            QApplication::processEvents();
        PaintWatcher watcher;
        watcher.watch(&window);
        for (QWidget *child : window.findChildren<QWidget *>())
            watcher.watch(child);
        double total = 0.0;
        double tabLongest = 0.0;
        for (qint64 frame = 1; frame < transport->frameCount(); ++frame) {
            watcher.reset();
            const auto t0 = std::chrono::steady_clock::now();
            transport->goToFrame(frame);
            double t = 0.0;
            int quietPasses = 0;
            while (quietPasses < 2) {
                const int before = watcher.paints();
                QApplication::processEvents();
                if (watcher.paints() != before) {
                    quietPasses = 0;
                    t = millisecondsSince(t0);
                } else {
                    ++quietPasses;
                }
                if (millisecondsSince(t0) > 2000.0) {
                    timedOut = true;
                    break;
                }
            }
            t = std::max(t, 1e-3);
            if (slowFrameMs > 0.0 && t > slowFrameMs)
                std::fprintf(stderr, "slow frame %lld (tab %d): %.2f ms\n",
                             static_cast<long long>(frame), tab, t);
            total += t;
            tabLongest = std::max(tabLongest, t);
        }
        const double fps = 1000.0 * static_cast<double>(transport->frameCount() - 1) / total;
        notes << QStringLiteral("%1 %2 fps max %3 ms")
                     .arg(tabs->tabText(tab).remove(QLatin1Char('&')))
                     .arg(fps, 0, 'f', 1)
                     .arg(tabLongest, 0, 'f', 1);
        if (slowestFps < 0.0 || fps < slowestFps)
            slowestFps = fps;
        longest = std::max(longest, tabLongest);
    }
    std::printf("fps=%.2f\nlongest_ms=%.3f\nwindow=%dx%d\nstatus=%s\nnote=%s\n", slowestFps,
                longest, window.width(), window.height(), timedOut ? "timeout" : "complete",
                qPrintable(QStringLiteral("per tab ") + notes.join(QStringLiteral(", "))));
    return 0;
}

} // namespace

// With PEV_BENCH_TRACE=1 in the environment: the time spent in each widget class's paint events
// and in every posted event type, printed at exit to stderr (a diagnostic, not a figure).
class TracingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!m_trace)
            return QApplication::notify(receiver, event);
        // Names are taken before delivery: the receiver may be gone afterwards.
        const int type = event->type();
        QString key = QStringLiteral("event %1").arg(type);
        if (type == QEvent::Paint)
            key = QStringLiteral("paint %1 in %2")
                      .arg(QString::fromLatin1(receiver->metaObject()->className()),
                           receiver->parent()
                               ? QString::fromLatin1(receiver->parent()->metaObject()->className())
                               : QString());
        const int mode = qEnvironmentVariableIntValue("PEV_BENCH_TRACE_PAINTS");
        const QString receiverName = mode == 2
            ? QString::fromLatin1(receiver->metaObject()->className()) + QLatin1Char(' ')
                + receiver->objectName()
            : QString();
        QRect paintRect;
        if (type == QEvent::Paint)
            paintRect = static_cast<QPaintEvent *>(event)->rect();
        const auto t0 = std::chrono::steady_clock::now();
        const bool result = QApplication::notify(receiver, event);
        const double t = millisecondsSince(t0);
        if (type != QEvent::Paint && mode == 2)
            std::fprintf(stderr, "event %d to %s %.2f ms\n", type, qPrintable(receiverName), t);
        if (type == QEvent::Paint && mode >= 1)
            std::fprintf(stderr, "paint %s %dx%d+%d+%d %.2f ms\n", qPrintable(key),
                         paintRect.width(), paintRect.height(), paintRect.x(), paintRect.y(), t);
        m_totals[key] += t;
        m_counts[key] += 1;
        return result;
    }
    ~TracingApplication() override
    {
        for (auto it = m_totals.cbegin(); it != m_totals.cend(); ++it)
            std::fprintf(stderr, "%10.2f ms %6d  %s\n", it.value(), m_counts.value(it.key()),
                         qPrintable(it.key()));
    }

private:
    bool m_trace = qEnvironmentVariableIntValue("PEV_BENCH_TRACE") == 1;
    QHash<QString, double> m_totals;
    QHash<QString, int> m_counts;
};

int main(int argc, char **argv)
{
    TracingApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s slider-update|heatmap-frame|animation REPS\n", argv[0]);
        return 2;
    }
    const int reps = std::max(1, std::atoi(argv[2]));
    if (std::strcmp(argv[1], "slider-update") == 0) {
        pe::ContextMethod method = pe::ContextMethod::None;
        if (argc > 4 && !pe::parseMethod(argv[4], &method)) {
            std::fprintf(stderr, "unknown method %s (none, pi, ntk, yarn)\n", argv[4]);
            return 2;
        }
        return sliderUpdate(reps, argc > 3 ? std::atoi(argv[3]) : -1, method);
    }
    if (std::strcmp(argv[1], "animation") == 0)
        return animation(std::max(2, reps), argc > 3 ? std::atoi(argv[3]) : -1);
    if (std::strcmp(argv[1], "heatmap-frame") == 0)
        return heatmapFrame(reps, argc > 3 ? std::atoi(argv[3]) : HeatmapWidget::maxPositions);
    std::fprintf(stderr, "unknown figure %s\n", argv[1]);
    return 2;
}
