#include "animationreadback.h"

#include <QFile>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <cstring>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libswscale/swscale.h>
}

namespace readback {

Gif readGif(const QString &path, int compose)
{
    Gif gif;
    int code = 0;
    const QByteArray name = QFile::encodeName(path);
    GifFileType *file = DGifOpenFileName(name.constData(), &code);
    if (!file) {
        gif.error = QString::fromLatin1(GifErrorString(code));
        return gif;
    }
    if (DGifSlurp(file) == GIF_ERROR) {
        gif.error = QString::fromLatin1(GifErrorString(file->Error));
        DGifCloseFile(file, &code);
        return gif;
    }
    gif.screen = QSize(file->SWidth, file->SHeight);
    gif.frames = file->ImageCount;
    for (int k = 0; k < file->ImageCount; ++k) {
        const SavedImage &image = file->SavedImages[k];
        GraphicsControlBlock control;
        gif.delays.append(DGifSavedExtensionToGCB(file, k, &control) == GIF_OK ? control.DelayTime
                                                                               : -1);
        for (int e = 0; e < image.ExtensionBlockCount; ++e) {
            const ExtensionBlock &block = image.ExtensionBlocks[e];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
                && std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0)
                gif.loops = true;
        }
    }
    for (int e = 0; e < file->ExtensionBlockCount; ++e) {
        const ExtensionBlock &block = file->ExtensionBlocks[e];
        if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
            && std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0)
            gif.loops = true;
    }
    QImage canvas(gif.screen, QImage::Format_RGB32);
    canvas.fill(Qt::black);
    for (int k = 0; k < qMin(compose, file->ImageCount); ++k) {
        const SavedImage &image = file->SavedImages[k];
        const GifImageDesc &desc = image.ImageDesc;
        const ColorMapObject *map = desc.ColorMap ? desc.ColorMap : file->SColorMap;
        if (!map)
            break;
        GraphicsControlBlock control;
        int transparent = NO_TRANSPARENT_COLOR;
        if (DGifSavedExtensionToGCB(file, k, &control) == GIF_OK)
            transparent = control.TransparentColor;
        for (int y = 0; y < desc.Height; ++y) {
            auto *line = reinterpret_cast<QRgb *>(canvas.scanLine(desc.Top + y));
            for (int x = 0; x < desc.Width; ++x) {
                const int index = image.RasterBits[y * desc.Width + x];
                if (index == transparent)
                    continue; // the frame before shows through
                const GifColorType &c = map->Colors[index];
                line[desc.Left + x] = qRgb(c.Red, c.Green, c.Blue);
            }
        }
        gif.composed.append(canvas.copy());
    }
    DGifCloseFile(file, &code);
    gif.ok = true;
    return gif;
}

Video readVideo(const QString &path)
{
    Video video;
    AVFormatContext *format = nullptr;
    const QByteArray name = QFile::encodeName(path);
    if (avformat_open_input(&format, name.constData(), nullptr, nullptr) < 0) {
        video.error = QStringLiteral("avformat_open_input failed");
        return video;
    }
    if (avformat_find_stream_info(format, nullptr) < 0) {
        video.error = QStringLiteral("avformat_find_stream_info failed");
        avformat_close_input(&format);
        return video;
    }
    const AVCodec *decoder = nullptr;
    const int index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0);
    if (index < 0 || !decoder) {
        video.error = QStringLiteral("no video stream");
        avformat_close_input(&format);
        return video;
    }
    AVStream *stream = format->streams[index];
    video.container = QString::fromLatin1(format->iformat->name);
    video.codec = QString::fromLatin1(avcodec_get_name(stream->codecpar->codec_id));
    video.size = QSize(stream->codecpar->width, stream->codecpar->height);
    const AVRational rate
        = stream->avg_frame_rate.num ? stream->avg_frame_rate : stream->r_frame_rate;
    video.fps = rate.den ? av_q2d(rate) : 0.0;

    AVCodecContext *context = avcodec_alloc_context3(decoder);
    avcodec_parameters_to_context(context, stream->codecpar);
    if (avcodec_open2(context, decoder, nullptr) < 0) {
        video.error = QStringLiteral("avcodec_open2 failed");
        avcodec_free_context(&context);
        avformat_close_input(&format);
        return video;
    }
    AVPacket *packet = av_packet_alloc();
    AVFrame *frame = av_frame_alloc();
    const auto take = [&] {
        while (avcodec_receive_frame(context, frame) == 0) {
            if (video.frames == 0) {
                SwsContext *sws = sws_getContext(
                    frame->width, frame->height, AVPixelFormat(frame->format), frame->width,
                    frame->height, AV_PIX_FMT_RGB32, SWS_BILINEAR, nullptr, nullptr, nullptr);
                const int *coefficients = sws_getCoefficients(
                    frame->colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT);
                sws_setColorspaceDetails(sws, coefficients,
                                         frame->color_range == AVCOL_RANGE_JPEG ? 1 : 0,
                                         coefficients, 1, 0, 1 << 16, 1 << 16);
                // libswscale's vector code may write past a line's end: a padded buffer.
                uint8_t *destination[4] = {nullptr, nullptr, nullptr, nullptr};
                int stride[4] = {0, 0, 0, 0};
                av_image_alloc(destination, stride, frame->width, frame->height + 1,
                               AV_PIX_FMT_RGB32, 64);
                sws_scale(sws, frame->data, frame->linesize, 0, frame->height, destination, stride);
                sws_freeContext(sws);
                QImage rgb(frame->width, frame->height, QImage::Format_RGB32);
                for (int y = 0; y < frame->height; ++y)
                    std::memcpy(rgb.scanLine(y), destination[0] + y * stride[0],
                                size_t(frame->width) * 4);
                av_freep(&destination[0]);
                video.first = rgb;
            }
            ++video.frames;
        }
    };
    while (av_read_frame(format, packet) >= 0) {
        if (packet->stream_index == index && avcodec_send_packet(context, packet) >= 0)
            take();
        av_packet_unref(packet);
    }
    avcodec_send_packet(context, nullptr);
    take();
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&context);
    avformat_close_input(&format);
    video.ok = true;
    return video;
}

Difference compare(const QImage &a, const QImage &b, int tolerance)
{
    Difference d;
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size() || x.isNull()) {
        d.mean = 255.0;
        d.largest = 255;
        d.fractionOver = 1.0;
        return d;
    }
    double sum = 0.0;
    qint64 over = 0;
    for (int r = 0; r < x.height(); ++r) {
        const auto *lx = reinterpret_cast<const QRgb *>(x.constScanLine(r));
        const auto *ly = reinterpret_cast<const QRgb *>(y.constScanLine(r));
        for (int c = 0; c < x.width(); ++c) {
            const int dr = std::abs(qRed(lx[c]) - qRed(ly[c]));
            const int dg = std::abs(qGreen(lx[c]) - qGreen(ly[c]));
            const int db = std::abs(qBlue(lx[c]) - qBlue(ly[c]));
            const int m = std::max({dr, dg, db});
            sum += dr + dg + db;
            d.largest = std::max(d.largest, m);
            if (m > tolerance)
                ++over;
        }
    }
    const double n = double(x.width()) * x.height();
    d.mean = sum / (3.0 * n);
    d.fractionOver = double(over) / n;
    return d;
}

} // namespace readback
