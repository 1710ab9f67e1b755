// The entry point of the video module (videomodule.h): the one symbol the window looks up.
#include "videoencoder.h"
#include "videomodule.h"

extern "C" Q_DECL_EXPORT FrameEncoder *pev_create_video_encoder(int container)
{
    switch (container) {
    case 0:
        return new VideoEncoder(VideoEncoder::Container::Mp4);
    case 1:
        return new VideoEncoder(VideoEncoder::Container::WebM);
    default:
        return nullptr;
    }
}
