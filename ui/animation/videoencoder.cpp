#include "videoencoder.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QImage>

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/mem.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace {

// FFmpeg's log: nothing reaches stderr (the command line prints one line per error); the last
// message at error level is kept for the error text.
std::mutex s_logMutex;
QString s_lastLogError;

void logCallback(void *, int level, const char *format, va_list arguments)
{
    if (level > AV_LOG_ERROR)
        return;
    char line[512];
    std::vsnprintf(line, sizeof(line), format, arguments);
    const std::lock_guard<std::mutex> lock(s_logMutex);
    s_lastLogError = QString::fromUtf8(line).trimmed();
}

void installLog()
{
    static std::once_flag once;
    std::call_once(once, [] { av_log_set_callback(logCallback); });
}

QString lastLogError()
{
    const std::lock_guard<std::mutex> lock(s_logMutex);
    return s_lastLogError;
}

void clearLogError()
{
    const std::lock_guard<std::mutex> lock(s_logMutex);
    s_lastLogError.clear();
}

QString errorText(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof(text));
    return QString::fromUtf8(text);
}

// The muxer's output: the QIODevice given to begin().
int writePacket(void *opaque, uint8_t *bytes, int length)
{
    auto *device = static_cast<QIODevice *>(opaque);
    qint64 done = 0;
    while (done < length) {
        const qint64 n = device->write(reinterpret_cast<const char *>(bytes) + done, length - done);
        if (n <= 0)
            return AVERROR(EIO);
        done += n;
    }
    return length;
}

int64_t seekDevice(void *opaque, int64_t offset, int whence)
{
    auto *device = static_cast<QIODevice *>(opaque);
    if (whence & AVSEEK_SIZE)
        return device->size();
    whence &= ~AVSEEK_FORCE;
    qint64 target = offset;
    if (whence == SEEK_CUR)
        target = device->pos() + offset;
    else if (whence == SEEK_END)
        target = device->size() + offset;
    else if (whence != SEEK_SET)
        return AVERROR(EINVAL);
    return device->seek(target) ? target : AVERROR(EIO);
}

const AVCodec *findEncoder(VideoEncoder::Container container)
{
    if (container == VideoEncoder::Container::Mp4)
        return avcodec_find_encoder_by_name("libx264");
    if (const AVCodec *vp9 = avcodec_find_encoder_by_name("libvpx-vp9"))
        return vp9;
    return avcodec_find_encoder_by_name("libvpx");
}

} // namespace

VideoEncoder::VideoEncoder(Container container) : m_container(container) { installLog(); }

VideoEncoder::~VideoEncoder() { release(); }

QString VideoEncoder::encoderName(Container container)
{
    const AVCodec *codec = findEncoder(container);
    return codec ? QString::fromLatin1(codec->name) : QString();
}

void VideoEncoder::release()
{
    sws_freeContext(m_sws);
    m_sws = nullptr;
    av_freep(&m_rgb[0]);
    av_frame_free(&m_frame);
    av_packet_free(&m_packet);
    avcodec_free_context(&m_codec);
    if (m_format) {
        m_format->pb = nullptr;
        avformat_free_context(m_format);
        m_format = nullptr;
    }
    if (m_io) {
        av_freep(&m_io->buffer);
        avio_context_free(&m_io);
    }
    m_stream = nullptr;
}

bool VideoEncoder::fail(QString *error, const QString &what, int code)
{
    if (error) {
        QString reason = code != 0 ? errorText(code) : QString();
        const QString logged = lastLogError();
        if (!logged.isEmpty())
            reason = reason.isEmpty() ? logged : reason + QStringLiteral("; ") + logged;
        *error = reason.isEmpty()
            ? QCoreApplication::translate("Animation", "video encoder: %1").arg(what)
            : QCoreApplication::translate("Animation", "video encoder: %1 (%2)").arg(what, reason);
    }
    return false;
}

bool VideoEncoder::begin(QIODevice *device, const QSize &size, int fps, QString *error)
{
    clearLogError();
    m_device = device;
    m_size = size;
    if (size.width() % 2 != 0 || size.height() % 2 != 0)
        return fail(error,
                    QCoreApplication::translate("Animation", "the width and height must be even"));
    const AVCodec *codec = findEncoder(m_container);
    if (!codec)
        return fail(error,
                    QCoreApplication::translate("Animation", "this FFmpeg has no %1 encoder")
                        .arg(m_container == Container::Mp4 ? QStringLiteral("H.264")
                                                           : QStringLiteral("VP9")));
    const char *muxer = m_container == Container::Mp4 ? "mp4" : "webm";
    int code = avformat_alloc_output_context2(&m_format, nullptr, muxer, nullptr);
    if (code < 0 || !m_format)
        return fail(error, QStringLiteral("avformat_alloc_output_context2"), code);

    constexpr int bufferSize = 1 << 16;
    auto *buffer = static_cast<unsigned char *>(av_malloc(bufferSize));
    if (!buffer)
        return fail(error, QStringLiteral("av_malloc"), AVERROR(ENOMEM));
    m_io = avio_alloc_context(buffer, bufferSize, 1, device, nullptr, writePacket, seekDevice);
    if (!m_io) {
        av_free(buffer);
        return fail(error, QStringLiteral("avio_alloc_context"), AVERROR(ENOMEM));
    }
    m_format->pb = m_io;
    m_format->flags |= AVFMT_FLAG_CUSTOM_IO;

    m_stream = avformat_new_stream(m_format, nullptr);
    m_codec = avcodec_alloc_context3(codec);
    if (!m_stream || !m_codec)
        return fail(error, QStringLiteral("avcodec_alloc_context3"), AVERROR(ENOMEM));
    m_codec->width = size.width();
    m_codec->height = size.height();
    m_codec->time_base = AVRational {1, fps};
    m_codec->framerate = AVRational {fps, 1};
    m_codec->pix_fmt = AV_PIX_FMT_YUV420P;
    m_codec->gop_size = 2 * fps;
    m_codec->color_range = AVCOL_RANGE_MPEG;
    m_codec->colorspace = AVCOL_SPC_BT709;
    m_codec->color_primaries = AVCOL_PRI_BT709;
    m_codec->color_trc = AVCOL_TRC_BT709;
    m_codec->thread_count = 0; // as many as the machine has
    if (m_format->oformat->flags & AVFMT_GLOBALHEADER)
        m_codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    AVDictionary *options = nullptr;
    if (m_container == Container::Mp4) {
        av_dict_set(&options, "preset", "veryfast", 0);
        av_dict_set(&options, "crf", "18", 0);
        av_dict_set(&options, "profile", "high", 0);
    } else {
        m_codec->bit_rate = 0; // constant quality
        av_dict_set(&options, "crf", "28", 0);
        av_dict_set(&options, "deadline", "good", 0);
        av_dict_set(&options, "cpu-used", "5", 0);
        av_dict_set(&options, "row-mt", "1", 0);
    }
    code = avcodec_open2(m_codec, codec, &options);
    av_dict_free(&options);
    if (code < 0)
        return fail(error, QStringLiteral("avcodec_open2 %1").arg(QLatin1String(codec->name)),
                    code);
    code = avcodec_parameters_from_context(m_stream->codecpar, m_codec);
    if (code < 0)
        return fail(error, QStringLiteral("avcodec_parameters_from_context"), code);
    m_stream->time_base = m_codec->time_base;
    m_stream->avg_frame_rate = m_codec->framerate;
    m_stream->r_frame_rate = m_codec->framerate;

    code = avformat_write_header(m_format, nullptr);
    if (code < 0)
        return fail(error, QStringLiteral("avformat_write_header"), code);
    m_headerWritten = true;

    m_frame = av_frame_alloc();
    m_packet = av_packet_alloc();
    if (!m_frame || !m_packet)
        return fail(error, QStringLiteral("av_frame_alloc"), AVERROR(ENOMEM));
    m_frame->format = m_codec->pix_fmt;
    m_frame->width = size.width();
    m_frame->height = size.height();
    m_frame->color_range = m_codec->color_range;
    m_frame->colorspace = m_codec->colorspace;
    m_frame->color_primaries = m_codec->color_primaries;
    m_frame->color_trc = m_codec->color_trc;
    code = av_frame_get_buffer(m_frame, 0);
    if (code < 0)
        return fail(error, QStringLiteral("av_frame_get_buffer"), code);

    // QImage::Format_RGB32 is AV_PIX_FMT_RGB32 (native-endian 0xffRRGGBB).
    m_sws = sws_getContext(size.width(), size.height(), AV_PIX_FMT_RGB32, size.width(),
                           size.height(), AV_PIX_FMT_YUV420P, SWS_BILINEAR | SWS_ACCURATE_RND,
                           nullptr, nullptr, nullptr);
    if (!m_sws)
        return fail(error, QStringLiteral("sws_getContext"));
    code
        = av_image_alloc(m_rgb, m_rgbStride, size.width(), size.height() + 1, AV_PIX_FMT_RGB32, 64);
    if (code < 0)
        return fail(error, QStringLiteral("av_image_alloc"), code);
    // Full-range RGB in, BT.709 limited range out.
    sws_setColorspaceDetails(m_sws, sws_getCoefficients(SWS_CS_ITU709), 1,
                             sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
    return true;
}

bool VideoEncoder::drain(QString *error)
{
    for (;;) {
        int code = avcodec_receive_packet(m_codec, m_packet);
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF)
            return true;
        if (code < 0)
            return fail(error, QStringLiteral("avcodec_receive_packet"), code);
        av_packet_rescale_ts(m_packet, m_codec->time_base, m_stream->time_base);
        m_packet->stream_index = m_stream->index;
        code = av_interleaved_write_frame(m_format, m_packet);
        if (code < 0)
            return fail(error, QStringLiteral("av_interleaved_write_frame"), code);
    }
}

bool VideoEncoder::addFrame(const QImage &frame, QString *error)
{
    if (!m_sws)
        return fail(error, QStringLiteral("addFrame"));
    const QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
    if (rgb.size() != m_size)
        return fail(error,
                    QCoreApplication::translate("Animation",
                                                "a frame of %1 x %2 pixels in a stream "
                                                "of %3 x %4")
                        .arg(rgb.width())
                        .arg(rgb.height())
                        .arg(m_size.width())
                        .arg(m_size.height()));
    int code = av_frame_make_writable(m_frame);
    if (code < 0)
        return fail(error, QStringLiteral("av_frame_make_writable"), code);
    // libswscale's vector code may read a little past a line's end: the frame is copied into a
    // padded buffer (one spare line, 64-byte aligned lines).
    for (int y = 0; y < rgb.height(); ++y)
        std::memcpy(m_rgb[0] + y * m_rgbStride[0], rgb.constScanLine(y), size_t(rgb.width()) * 4);
    sws_scale(m_sws, m_rgb, m_rgbStride, 0, rgb.height(), m_frame->data, m_frame->linesize);
    m_frame->pts = m_nextPts++;
    code = avcodec_send_frame(m_codec, m_frame);
    if (code < 0)
        return fail(error, QStringLiteral("avcodec_send_frame"), code);
    return drain(error);
}

bool VideoEncoder::finish(QString *error)
{
    if (!m_codec || !m_headerWritten)
        return fail(error, QStringLiteral("finish"));
    int code = avcodec_send_frame(m_codec, nullptr);
    if (code < 0)
        return fail(error, QStringLiteral("avcodec_send_frame"), code);
    if (!drain(error))
        return false;
    code = av_write_trailer(m_format);
    if (code < 0)
        return fail(error, QStringLiteral("av_write_trailer"), code);
    avio_flush(m_io);
    if (m_io->error < 0)
        return fail(error, QStringLiteral("avio_flush"), m_io->error);
    release();
    return true;
}
