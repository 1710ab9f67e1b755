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

/// The text of the PNG chunk (tEXt, zTXt or iTXt before the image data) with keyword key, as
/// written by encodePng(), whole whatever its length; empty when there is none. *isPng (optional)
/// tells whether the bytes are a PNG at all, *count (optional) how many chunks have that keyword
/// (the text is the first's). (Qt's PNG reader gives such texts with their line breaks turned
/// into spaces.)
QString readPngText(const QByteArray &png, const QString &key, bool *isPng = nullptr,
                    int *count = nullptr);

/// Encodes image as PNG and writes it atomically (writeAtomically()). On failure returns false
/// with a one-line reason in *error; no partial file is left and a previous file is unchanged.
bool savePng(const QImage &image, const QString &path, QString *error);

} // namespace imageexport
