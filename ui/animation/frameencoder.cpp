#include "frameencoder.h"

#include "gifencoder.h"
#include "videomodule.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace animationformat {

bool fromPath(const QString &path, AnimationFormat *format)
{
    const QString s = QFileInfo(path).suffix().toLower();
    AnimationFormat f;
    if (s == QLatin1String("gif"))
        f = AnimationFormat::Gif;
    else if (s == QLatin1String("mp4"))
        f = AnimationFormat::Mp4;
    else if (s == QLatin1String("webm"))
        f = AnimationFormat::WebM;
    else
        return false;
    if (format)
        *format = f;
    return true;
}

QString suffix(AnimationFormat format)
{
    switch (format) {
    case AnimationFormat::Gif:
        return QStringLiteral("gif");
    case AnimationFormat::Mp4:
        return QStringLiteral("mp4");
    case AnimationFormat::WebM:
        return QStringLiteral("webm");
    }
    return QString();
}

QString displayName(AnimationFormat format)
{
    switch (format) {
    case AnimationFormat::Gif:
        return QCoreApplication::translate("Animation", "GIF (animated)");
    case AnimationFormat::Mp4:
        return QCoreApplication::translate("Animation", "MP4 (H.264 video)");
    case AnimationFormat::WebM:
        return QCoreApplication::translate("Animation", "WebM (VP9 video)");
    }
    return QString();
}

int maxFps(AnimationFormat format) { return format == AnimationFormat::Gif ? 50 : 120; }

bool needsEvenSize(AnimationFormat format) { return format != AnimationFormat::Gif; }

std::unique_ptr<FrameEncoder> createEncoder(AnimationFormat format)
{
    switch (format) {
    case AnimationFormat::Gif:
        return std::make_unique<GifEncoder>();
    case AnimationFormat::Mp4:
    case AnimationFormat::WebM:
        return videomodule::createEncoder(format); // FFmpeg loaded on first use
    }
    return nullptr;
}

} // namespace animationformat
