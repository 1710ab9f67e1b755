#pragma once

#include "exportall.h"
#include "frameencoder.h"
#include "framesequence.h"
#include "lessonstate.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>

class EncodingWorker;
class QSaveFile;
class QWidget;

namespace imageexport {
class ExportSession;
}

/// What to export as an animation.
struct AnimationRequest
{
    /// The file; its suffix (.gif, .mp4, .webm) chooses the format.
    QString path;
    /// A view name of the export table ("pairs", "circle-0", "heatmap", ...; exportviews).
    QString view = QStringLiteral("pairs");
    FrameSequence frames;
    /// Frames per second: 1 .. 120 (GIF: at most 50).
    int fps = 10;
    /// Pixel size of every frame, each side 16 .. 4096 (MP4, WebM: even).
    QSize size {1200, 800};
    /// The parameter caption under the view, updated for every frame (as --export draws it).
    bool caption = true;
};

/// Exports an animation of one view: every frame of the request's FrameSequence is set on a
/// private copy of the lesson's parameters (the window's own state is never touched) and the
/// view is rendered exactly as the still export renders it (the export table's factory, an
/// imageexport::ExportSession, renderImage() with the caption of that frame's parameters), then
/// encoded on a thread of its own (EncodingWorker) into a QSaveFile next to the target, which is
/// committed (renamed over the target) only when every frame is encoded. A failed or cancelled
/// export leaves no file, and a previous file at the path is kept.
///
/// The command line calls run(); the window renders one frame at a time between events
/// (AnimationExportRunner) with begin(), renderNext(), endInput(), finish() and cancel().
class AnimationExport
{
    Q_DECLARE_TR_FUNCTIONS(AnimationExport)

public:
    /// At most this many frames (one minute at 60 frames per second).
    static constexpr qint64 maxFrames = 3600;
    static constexpr int minSide = 16;
    static constexpr int maxSide = 4096;
    static constexpr int minFps = 1;
    static constexpr int maxFps = 120;
    /// What kind of problem stopped an export: the request (exit code 2 on the command line),
    /// reading or writing (exit code 1), or the user.
    enum class Failure { None, Usage, Io, Cancelled };

    /// entries: the export table (viewcatalogue::exportTable()); state: the parameters the
    /// animation starts from (copied; only the animated parameter changes from frame to frame).
    AnimationExport(QList<exportall::ViewEntry> entries, const LessonState *state,
                    AnimationRequest request);
    ~AnimationExport();
    AnimationExport(const AnimationExport &) = delete;
    AnimationExport &operator=(const AnimationExport &) = delete;

    const AnimationRequest &request() const { return m_request; }
    /// Checks the request without touching any file: the suffix, the frame rate (1 .. 120, GIF
    /// 1 .. 50), the size (16 .. 4096 a side, even for MP4 and WebM), the frames (a valid
    /// sequence of at most maxFrames) and the view name (for every frame's d when d is
    /// animated). False with a one-line reason.
    bool check(QString *error) const;
    /// check(), then opens the temporary file next to the target, builds the view and starts the
    /// encoder. False with a one-line *error and *failure Usage or Io.
    bool begin(QString *error, Failure *failure);
    qint64 frameCount() const;
    qint64 rendered() const { return m_rendered; }
    qint64 encoded() const;
    bool allRendered() const { return m_rendered >= frameCount(); }
    /// Renders the next frame and queues it for the encoder. With wait, waits while the queue is
    /// full; without, returns false at once when it is full (try again later). Also false once
    /// the export has failed (failed()).
    bool renderNext(bool wait);
    /// True once rendering or encoding failed; finish() then says why.
    bool failed() const;
    /// After the last frame: the encoder finishes what is queued and the stream.
    void endInput();
    /// True when the encoder has ended (finish() then returns at once).
    bool encodingDone() const;
    /// Waits for the encoder, then commits the file. False with a one-line *error (nothing
    /// written).
    bool finish(QString *error);
    /// Stops and discards everything: no file is written, a previous file stays.
    void cancel();

    /// The whole export in one call, waiting for the encoder as needed: begin(), every frame,
    /// finish(). progress(done, total) after each rendered frame. False with *error and
    /// *failure.
    bool run(const std::function<void(qint64, qint64)> &progress, QString *error, Failure *failure);

private:
    void setRenderError(const QString &message);

    QList<exportall::ViewEntry> m_entries;
    AnimationRequest m_request;
    LessonState m_state;
    AnimationFormat m_format = AnimationFormat::Gif;
    std::unique_ptr<QWidget> m_view;
    std::unique_ptr<imageexport::ExportSession> m_session; // after m_view: ends first
    std::unique_ptr<QSaveFile> m_file;
    std::unique_ptr<EncodingWorker> m_worker; // after m_file: stops first
    bool m_caption = true;
    qint64 m_rendered = 0;
    QString m_renderError;
};

Q_DECLARE_METATYPE(AnimationExport::Failure)
