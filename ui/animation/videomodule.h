#pragma once

#include "frameencoder.h"

#include <QString>

#include <memory>

/// The MP4 and WebM encoders live in a module of their own (pe-visualiser-video.so, with FFmpeg's
/// libraries), loaded with QLibrary when the first video is encoded: FFmpeg brings about a
/// hundred shared libraries, whose loading was a large part of the window's start-up.
namespace videomodule {

/// The module's entry point: a new encoder for the container (0: MP4, 1: WebM), owned by the
/// caller; nullptr for another number.
using CreateEncoder = FrameEncoder *(*)(int container);
/// The name of the entry point the module exports (extern "C").
inline constexpr char createEncoderSymbol[] = "pev_create_video_encoder";

/// The places the module is looked for, in order: $PEV_VIDEO_MODULE, beside the executable (the
/// build tree), the build tree's own file (the test programs), the installed file.
QStringList candidates();
/// Loads the module at path and returns its entry point; nullptr with a one-line reason in
/// *error (no such file, not a module of this version).
CreateEncoder open(const QString &path, QString *error);
/// A new encoder for format (Mp4 or WebM) from the module, loaded once from candidates(); when
/// it cannot be loaded, an encoder whose begin() fails with the reason.
std::unique_ptr<FrameEncoder> createEncoder(AnimationFormat format);

} // namespace videomodule
