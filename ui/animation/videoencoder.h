#pragma once

#include "frameencoder.h"

#include <cstdint>

struct AVCodecContext;
struct AVFormatContext;
struct AVFrame;
struct AVIOContext;
struct AVPacket;
struct AVStream;
struct SwsContext;

/// MP4 (H.264) and WebM (VP9) through FFmpeg's libraries (Debian 12: FFmpeg 5.1, whose libavcodec
/// has the libx264 and libvpx encoders enabled). Frames are converted by libswscale from RGB to
/// 8-bit YUV 4:2:0 with the BT.709 matrix in limited range (what players assume for video of
/// this size, and tagged so in the stream), one frame every 1/fps seconds (time base 1/fps), a key
/// frame every 2 seconds. H.264: libx264, preset "veryfast", constant quality CRF 18, High
/// profile. VP9: libvpx-vp9, constant quality CRF 28, "good" deadline at cpu-used 5 with row
/// multithreading (VP8 through libvpx where a build lacks VP9). The muxer writes through the
/// device given to begin() (custom I/O, seeking for the index), so the caller's QSaveFile gets the
/// whole file; the MP4 index (moov) sits at the end of the file. FFmpeg's log goes nowhere: its
/// last error text is added to the one-line error instead.
class VideoEncoder : public FrameEncoder
{
public:
    enum class Container { Mp4, WebM };

    explicit VideoEncoder(Container container);
    ~VideoEncoder() override;
    VideoEncoder(const VideoEncoder &) = delete;
    VideoEncoder &operator=(const VideoEncoder &) = delete;

    bool begin(QIODevice *device, const QSize &size, int fps, QString *error) override;
    bool addFrame(const QImage &frame, QString *error) override;
    bool finish(QString *error) override;

    /// The name of the encoder begin() picks for container ("libx264", "libvpx-vp9" or "libvpx"),
    /// or an empty string when this FFmpeg has none.
    static QString encoderName(Container container);

private:
    bool fail(QString *error, const QString &what, int code = 0);
    bool drain(QString *error);
    void release();

    Container m_container;
    QIODevice *m_device = nullptr;
    QSize m_size;
    AVFormatContext *m_format = nullptr;
    AVIOContext *m_io = nullptr;
    AVCodecContext *m_codec = nullptr;
    AVStream *m_stream = nullptr;
    AVFrame *m_frame = nullptr;
    AVPacket *m_packet = nullptr;
    SwsContext *m_sws = nullptr;
    uint8_t *m_rgb[4] = {nullptr, nullptr, nullptr, nullptr}; // padded copy of the frame
    int m_rgbStride[4] = {0, 0, 0, 0};
    long long m_nextPts = 0;
    bool m_headerWritten = false;
};
