#pragma once

#include <QSize>
#include <QString>

#include <memory>

class QImage;
class QIODevice;

/// The file formats of an exported animation.
enum class AnimationFormat { Gif, Mp4, WebM };

/// One encoder of a stream of frames into a file: begin(), addFrame() for each frame in order,
/// then finish(). Every call writes only to the device given to begin(), which the caller opened
/// for writing (a QSaveFile, so that a failed or cancelled export leaves no file) and commits
/// after finish(). Frames are opaque images of exactly the begun size (any QImage format; they
/// are converted). Not thread-safe: one thread at a time (the export's encoding thread).
class FrameEncoder
{
public:
    /// Inline: the video module (videomodule.h) derives from it without the window's code.
    virtual ~FrameEncoder() = default;

    /// Starts a stream of frames of `size` pixels at `fps` frames per second into device (open,
    /// writable and seekable). False with a one-line reason in *error.
    virtual bool begin(QIODevice *device, const QSize &size, int fps, QString *error) = 0;
    /// Encodes the next frame. False with a one-line reason in *error.
    virtual bool addFrame(const QImage &frame, QString *error) = 0;
    /// Encodes what is still buffered and writes the file's end. False with *error.
    virtual bool finish(QString *error) = 0;
};

namespace animationformat {

/// The format named by path's suffix (.gif, .mp4, .webm; any case). False when none matches.
bool fromPath(const QString &path, AnimationFormat *format);
/// "gif", "mp4" or "webm".
QString suffix(AnimationFormat format);
/// "GIF", "MP4 (H.264)" or "WebM (VP9)", for the interface.
QString displayName(AnimationFormat format);
/// The highest frame rate the format plays as asked: 50 for GIF (its delays are whole
/// hundredths of a second, and browsers slow delays under 2/100 s down to 1/10 s), 120 otherwise.
int maxFps(AnimationFormat format);
/// True when the format needs an even width and height (H.264 and VP9 in 4:2:0 chroma).
bool needsEvenSize(AnimationFormat format);
/// A new encoder for format.
std::unique_ptr<FrameEncoder> createEncoder(AnimationFormat format);

} // namespace animationformat
