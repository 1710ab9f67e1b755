#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

/// PNG files written by libpng with fast settings (the figures of "Export all" and the export
/// dialog).
namespace imageexport {

/// PNG file bytes of image, written by libpng, lossless at 8 bits per channel: RGB when every
/// pixel is opaque, RGBA (straight alpha) otherwise, with the image's resolution (pHYs). Fast
/// rather than small: no row filters, zlib level 1. Empty for a null image or when libpng fails
/// (out of memory). Thread-safe.
QByteArray encodePng(const QImage &image);

/// Encodes image as PNG and writes it atomically (writeAtomically()). On failure returns false
/// with a one-line reason in *error; no partial file is left and a previous file is unchanged.
bool savePng(const QImage &image, const QString &path, QString *error);

} // namespace imageexport
