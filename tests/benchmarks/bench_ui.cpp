// Frame-time figures through the real window, run by compare.sh (offscreen or under Xvfb):
//   pev_bench_ui slider-update REPS
//   pev_bench_ui heatmap-frame REPS
// Prints key=value lines: ours_ms, reference_ms, status (complete | partial | missing) and a note;
// heatmap-frame adds peak_rss_kib. Medians of REPS runs after warm-up.
//
// PENDING: the heatmap and chart views are being built on other branches. When the heatmap
// lands, makeHeatmapView() returns it (and its 100 000-position range is set there); the
// slider-update figure then waits for its paint too. Only the lines marked "PENDING" change.
#include "lessonstate.h"
#include "mainwindow.h"
#include "normpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QImage>
#include <QPainter>
#include <QTabWidget>
#include <QTableView>

#include <sys/resource.h>

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
    void watch(QWidget *widget)
    {
        widget->installEventFilter(this);
        m_painted.push_back(false);
        m_widgets.push_back(widget);
    }
    void reset() { std::fill(m_painted.begin(), m_painted.end(), false); }
    bool allPainted() const
    {
        return std::all_of(m_painted.begin(), m_painted.end(), [](bool b) { return b; });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            for (std::size_t k = 0; k < m_widgets.size(); ++k)
                if (m_widgets[k] == watched)
                    m_painted[k] = true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::vector<QObject *> m_widgets;
    std::vector<bool> m_painted;
};

// PENDING (heatmap branch): return the heatmap view for state, showing positions 0..99 999.
QWidget *makeHeatmapView(LessonState *state)
{
    Q_UNUSED(state);
    return nullptr;
}

long peakRssKib()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

int sliderUpdate(int reps)
{
    LessonState state;
    state.setWidth(512);
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    for (int k = 0; k < 20; ++k)
        QApplication::processEvents();

    PaintWatcher watcher;
    watcher.watch(window.tableView()->viewport());
    watcher.watch(window.normPanel());
    // PENDING: watcher.watch(<the heatmap>) and the charts once they are tabs of the window.
    const bool complete = false;

    std::vector<double> ours;
    std::vector<double> reference;
    bool timedOut = false;
    for (int r = -3; r < reps; ++r) {
        watcher.reset();
        const auto t0 = std::chrono::steady_clock::now();
        // q steps through 1, 2, ..., 32, 1, ...: always a real change.
        state.setComparison(state.comparison() % LessonState::maxComparison + 1);
        while (!watcher.allPainted()) {
            QApplication::processEvents();
            if (millisecondsSince(t0) > 2000.0) {
                timedOut = true;
                break;
            }
        }
        const double t = millisecondsSince(t0);
        // Reference: one synchronous repaint of the whole window with nothing changed.
        const auto t1 = std::chrono::steady_clock::now();
        window.repaint();
        const double ref = millisecondsSince(t1);
        if (r >= 0) {
            ours.push_back(t);
            reference.push_back(ref);
        }
    }
    std::printf("ours_ms=%.4f\nreference_ms=%.4f\nstatus=%s\nnote=%s\n", median(ours),
                median(reference), timedOut ? "timeout" : (complete ? "complete" : "partial"),
                "table + norm panel only; charts and heatmap pending");
    return 0;
}

int heatmapFrame(int reps)
{
    LessonState state;
    state.setWidth(4096);
    QWidget *heatmap = makeHeatmapView(&state);
    if (!heatmap) {
        std::printf("status=missing\nnote=heatmap view not built yet\npeak_rss_kib=%ld\n",
                    peakRssKib());
        return 0;
    }
    heatmap->resize(1920, 1080);
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> ours;
    std::vector<double> reference;
    for (int r = -2; r < reps; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        {
            QPainter painter(&frame);
            heatmap->render(&painter);
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
    std::printf("ours_ms=%.4f\nreference_ms=%.4f\nstatus=complete\npeak_rss_kib=%ld\n",
                median(ours), median(reference), peakRssKib());
    delete heatmap;
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s slider-update|heatmap-frame REPS\n", argv[0]);
        return 2;
    }
    const int reps = std::max(1, std::atoi(argv[2]));
    if (std::strcmp(argv[1], "slider-update") == 0)
        return sliderUpdate(reps);
    if (std::strcmp(argv[1], "heatmap-frame") == 0)
        return heatmapFrame(reps);
    std::fprintf(stderr, "unknown figure %s\n", argv[1]);
    return 2;
}
