#pragma once

// Reads exported animations back with the libraries that wrote them (giflib's DGifSlurp,
// libavformat/libavcodec), for the tests of ui/animation and of the command line.
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

namespace readback {

/// A GIF as giflib reads it.
struct Gif
{
    bool ok = false;
    QString error;
    QSize screen; // the logical screen: the animation's size
    int frames = 0; // images in the file
    QList<int> delays; // each frame's delay in hundredths of a second
    bool loops = false; // a NETSCAPE2.0 loop extension is present
    QList<QImage> composed; // the first `compose` frames as shown (each drawn over the last)
};

/// Reads path with DGifSlurp; composes the first `compose` frames into full images.
Gif readGif(const QString &path, int compose = 1);

/// A video as libavformat probes it and libavcodec decodes it.
struct Video
{
    bool ok = false;
    QString error;
    QString container; // libavformat's name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm"
    QString codec; // "h264", "vp9", "vp8"
    QSize size;
    double fps = 0.0; // the stream's average frame rate
    int frames = 0; // frames decoded
    QImage first; // the first decoded frame as RGB
};

/// Probes and decodes every frame of path.
Video readVideo(const QString &path);

/// Mean and largest absolute difference per channel between two images of one size, and the
/// fraction of pixels whose largest channel difference exceeds `tolerance`.
struct Difference
{
    double mean = 0.0;
    int largest = 0;
    double fractionOver = 0.0;
};
Difference compare(const QImage &a, const QImage &b, int tolerance);

} // namespace readback
