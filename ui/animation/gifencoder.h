#pragma once

#include "frameencoder.h"

#include <QByteArray>
#include <QImage>

#include <vector>

struct GifFileType;

/// Animated GIF (GIF89a, looping forever) through giflib (Debian's libgif-dev). Each frame gets
/// its own colour table of at most 256 colours: the exact colours when the frame has no more,
/// otherwise giflib's own median-cut quantiser GifQuantizeBuffer() (exported by the installed
/// giflib 5.2), whose table entries are then set to the mean of the true 8-bit colours they stand
/// for (giflib builds them from 5-bit colours, which would turn white into 248, 248, 248). No
/// dithering: the figures are flat colours with anti-aliased edges. After the first frame only
/// the rectangle that changed is stored, drawn over the frame before (disposal "do not
/// dispose"), its unchanged pixels transparent, so that a moving point or curve stays small and
/// what did not move keeps its colour exactly (colour tables of 255 colours plus transparency).
/// Each frame is shown round(100 / fps) hundredths of a second (GIF delays are whole hundredths).
class GifEncoder : public FrameEncoder
{
public:
    GifEncoder();
    ~GifEncoder() override;
    GifEncoder(const GifEncoder &) = delete;
    GifEncoder &operator=(const GifEncoder &) = delete;

    bool begin(QIODevice *device, const QSize &size, int fps, QString *error) override;
    bool addFrame(const QImage &frame, QString *error) override;
    bool finish(QString *error) override;

    /// The delay of each frame in hundredths of a second for fps frames per second:
    /// round(100 / fps), at least 2.
    static int delayFor(int fps);

private:
    bool fail(QString *error, const QString &what, int code);
    bool writeRegion(const QImage &frame, const QRect &region, QString *error);
    // Writes the collected bytes to the device; false (with *error) on a short write.
    bool flush(QString *error);

    GifFileType *m_gif = nullptr;
    QIODevice *m_device = nullptr;
    QSize m_size;
    int m_delay = 10;
    QImage m_previous; // the last frame, Format_RGB32
    QByteArray m_buffer; // what giflib wrote since the last flush()
};
