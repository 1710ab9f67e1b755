#include "pngwriter.h"

#include "atomicwrite.h"

#include <QCoreApplication>

#include <png.h>

#include <vector>

namespace imageexport {

namespace {

// libpng's write callback (png_set_write_fn): appends the file's bytes to the QByteArray given as
// the I/O pointer.
void appendToByteArray(png_structp png, png_bytep data, png_size_t length)
{
    auto *out = static_cast<QByteArray *>(png_get_io_ptr(png));
    out->append(reinterpret_cast<const char *>(data), static_cast<qsizetype>(length));
}

void noFlush(png_structp) { }

// The libpng calls, in a function without C++ objects that have destructors: libpng reports an
// error by a longjmp back to the setjmp here. rows: height pointers to width RGB or RGBA pixels,
// 8 bits per sample. Fast settings: no row filters (these flat-coloured figures compress best
// without them; trying all five per row was half the export's time) and zlib level 1.
bool writePng(QByteArray *out, const uchar *const *rows, int width, int height, bool opaque,
              int dotsPerMeterX, int dotsPerMeterY)
{
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    if (!png)
        return false;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, nullptr);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, out, appendToByteArray, noFlush);
    png_set_IHDR(png, info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (dotsPerMeterX > 0 && dotsPerMeterY > 0)
        png_set_pHYs(png, info, static_cast<png_uint_32>(dotsPerMeterX),
                     static_cast<png_uint_32>(dotsPerMeterY), PNG_RESOLUTION_METER);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, 1);
    png_write_info(png, info);
    png_write_image(png, const_cast<png_bytepp>(rows));
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

} // namespace

QByteArray encodePng(const QImage &image)
{
    if (image.isNull())
        return QByteArray();
    // An opaque image (every figure: widgets paint their background) is written as RGB, a
    // translucent one as RGBA with straight alpha; Format_RGB888 and Format_RGBA8888 hold their
    // bytes in the order PNG stores.
    bool opaque = true;
    if (image.hasAlphaChannel()) {
        // Alpha is the same in the premultiplied and the straight 32-bit formats.
        const QImage argb = image.format() == QImage::Format_ARGB32_Premultiplied
                || image.format() == QImage::Format_ARGB32
            ? image
            : image.convertToFormat(QImage::Format_ARGB32);
        for (int y = 0; opaque && y < argb.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(argb.constScanLine(y));
            for (int x = 0; x < argb.width(); ++x)
                if (qAlpha(line[x]) != 255) {
                    opaque = false;
                    break;
                }
        }
    }
    const QImage pixels
        = image.convertToFormat(opaque ? QImage::Format_RGB888 : QImage::Format_RGBA8888);
    if (pixels.isNull())
        return QByteArray();
    std::vector<const uchar *> rows(static_cast<std::size_t>(pixels.height()));
    for (int y = 0; y < pixels.height(); ++y)
        rows[static_cast<std::size_t>(y)] = pixels.constScanLine(y);
    QByteArray png;
    if (!writePng(&png, rows.data(), pixels.width(), pixels.height(), opaque, image.dotsPerMeterX(),
                  image.dotsPerMeterY()))
        return QByteArray();
    return png;
}

bool savePng(const QImage &image, const QString &path, QString *error)
{
    const QByteArray bytes = encodePng(image);
    if (bytes.isEmpty()) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot encode %1 as PNG").arg(path));
        return false;
    }
    return writeAtomically(path, bytes, error);
}

} // namespace imageexport
