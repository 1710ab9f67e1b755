// The export-animation figure, run by compare.sh (offscreen):
//   pev_bench_animation REPS [FRAMES] [WxH]
// exports FRAMES frames (default 100) of the view `pairs` (q = 1, 2, ...) at WxH (default
// 1200x800) to an MP4 file, as File > Export animation… and --export-animation do
// (AnimationExport: render on this thread, encode with libx264 on another), and, as the
// reference, renders the same frames without encoding them. Prints key=value lines: ours_ms,
// reference_ms (medians of REPS runs after one warm-up), frames, bytes (of the last file),
// encoder and status (complete | failed).
#include "animationexport.h"
#include "exportoptions.h"
#include "exportsession.h"
#include "exportviews.h"
#include "imageexport.h"
#include "lessonstate.h"
#include "videoencoder.h"
#include "viewcatalogue.h"

#include <QApplication>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QWidget>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
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

// The same frames, rendered as the export renders them, not encoded.
double renderOnly(const QList<exportall::ViewEntry> &table, const AnimationRequest &request)
{
    LessonState state;
    exportviews::Choice choice;
    exportviews::find(table, &state, request.view, &choice);
    const auto t0 = std::chrono::steady_clock::now();
    state.setComparison(static_cast<qint64>(request.frames.value(0)));
    std::unique_ptr<QWidget> view(table[choice.entry].create(&state, choice.index));
    imageexport::ExportSession session(view.get(), request.size,
                                       imageexport::optionsFor(&state, true),
                                       imageexport::ExportSession::Afterwards::Discard);
    for (qint64 k = 0; k < request.frames.count(); ++k) {
        state.setComparison(static_cast<qint64>(request.frames.value(k)));
        const QImage image = imageexport::renderImage(view.get(), request.size,
                                                      imageexport::optionsFor(&state, true));
        if (image.isNull())
            return -1.0;
    }
    return millisecondsSince(t0);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int frames = argc > 2 ? std::max(2, std::atoi(argv[2])) : 100;
    QSize size(1200, 800);
    if (argc > 3) {
        const QStringList parts = QString::fromLatin1(argv[3]).split(QLatin1Char('x'));
        if (parts.size() == 2)
            size = QSize(parts[0].toInt(), parts[1].toInt());
    }
    QTemporaryDir dir;
    AnimationRequest request;
    request.path = dir.filePath(QStringLiteral("pairs.mp4"));
    request.view = QStringLiteral("pairs");
    request.frames = FrameSequence(AnimatedParameter::Comparison, 1, frames, 1);
    request.fps = 30;
    request.size = size;
    const QList<exportall::ViewEntry> table = viewcatalogue::exportTable();

    std::vector<double> ours;
    std::vector<double> reference;
    bool ok = true;
    QString error;
    for (int r = -1; r < reps && ok; ++r) {
        LessonState state;
        const auto t0 = std::chrono::steady_clock::now();
        AnimationExport job(table, &state, request);
        AnimationExport::Failure failure;
        ok = job.run({}, &error, &failure);
        const double t = millisecondsSince(t0);
        const double ref = renderOnly(table, request);
        ok = ok && ref >= 0.0;
        if (r >= 0) {
            ours.push_back(t);
            reference.push_back(ref);
        }
    }
    if (!ok) {
        std::printf("status=failed\nerror=%s\n", qUtf8Printable(error));
        return 1;
    }
    std::printf("ours_ms=%.4f\nreference_ms=%.4f\nframes=%d\nbytes=%lld\nencoder=%s\n"
                "status=complete\n",
                median(ours), median(reference), frames,
                static_cast<long long>(QFileInfo(request.path).size()),
                qUtf8Printable(VideoEncoder::encoderName(VideoEncoder::Container::Mp4)));
    return 0;
}
