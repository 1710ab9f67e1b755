#include "pngwriter.h"

#include "atomicwrite.h"

#include <QCoreApplication>

#include <png.h>

#include <cstring>
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
              int dotsPerMeterX, int dotsPerMeterY, png_text *texts, int textCount)
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
    if (textCount > 0)
        png_set_text(png, info, texts, textCount); // before the image data: readers see it early
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, 1);
    png_write_info(png, info);
    png_write_image(png, const_cast<png_bytepp>(rows));
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

struct ReadBuffer
{
    const png_byte *data;
    std::size_t size;
    std::size_t at;
};

// libpng's error and warning handlers for reading: no output; an error returns to the setjmp.
void silentError(png_structp png, png_const_charp) { png_longjmp(png, 1); }
void silentWarning(png_structp, png_const_charp) { }

void readFromBuffer(png_structp png, png_bytep out, png_size_t length)
{
    auto *buffer = static_cast<ReadBuffer *>(png_get_io_ptr(png));
    if (buffer->size - buffer->at < length)
        png_error(png, "truncated");
    std::memcpy(out, buffer->data + buffer->at, length);
    buffer->at += length;
}

// Whether the chunks of a PNG (after its 8-byte signature) each fit in the size bytes, up to
// IEND: a chunk's length is checked against what the file holds before libpng sees it, so that
// a damaged length (a 55-byte file declaring 2^31 bytes) never makes it allocate.
bool chunksFit(const png_byte *data, std::size_t size)
{
    std::size_t at = 8;
    while (size - at >= 12) { // length, type, CRC
        const std::size_t length = (std::size_t(data[at]) << 24) | (std::size_t(data[at + 1]) << 16)
            | (std::size_t(data[at + 2]) << 8) | std::size_t(data[at + 3]);
        if (length > 0x7fffffffU || length > size - at - 12)
            return false;
        if (std::memcmp(data + at + 4, "IEND", 4) == 0)
            return true;
        at += 12 + length;
    }
    return false; // no IEND: cut short
}

// Reads the chunks before the image data and copies the text of the first chunk with keyword
// `key` into *out (at most outSize - 1 bytes, NUL-terminated; a longer text is cut), its whole
// length into *length. Returns -1 when the bytes are not a PNG, else the number of chunks with
// that keyword (0: none). Like writePng(): no C++ objects with destructors here (libpng longjmps
// back to the setjmp on an error).
int readPngTextChunk(const png_byte *data, std::size_t size, const char *key, char *out,
                     std::size_t outSize, std::size_t *length)
{
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0 || !chunksFit(data, size))
        return -1;
    // Silent: a damaged file is reported by the caller in one line, not by libpng on stderr.
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, silentError,
                                             silentWarning);
    if (!png)
        return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, nullptr, nullptr);
        return -1;
    }
    ReadBuffer buffer {data, size, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, nullptr);
        return -1;
    }
    png_set_read_fn(png, &buffer, readFromBuffer);
    // No chunk larger than the file, whatever the build's default limit.
    png_set_chunk_malloc_max(png, size);
    png_read_info(png, info);
    png_textp texts = nullptr;
    int count = 0;
    png_get_text(png, info, &texts, &count);
    int found = 0;
    for (int k = 0; k < count; ++k) {
        if (std::strcmp(texts[k].key, key) != 0)
            continue;
        if (found++ > 0)
            continue; // counted only
        *length = texts[k].compression >= PNG_ITXT_COMPRESSION_NONE ? texts[k].itxt_length
                                                                    : texts[k].text_length;
        const std::size_t n = *length < outSize - 1 ? *length : outSize - 1;
        std::memcpy(out, texts[k].text, n);
        out[n] = '\0';
    }
    png_destroy_read_struct(&png, &info, nullptr);
    return found;
}

} // namespace

QString readPngText(const QByteArray &png, const QString &key, bool *isPng, int *count)
{
    const QByteArray keyword = key.toLatin1();
    const auto read = [&](std::vector<char> *text, std::size_t *length) {
        return readPngTextChunk(reinterpret_cast<const png_byte *>(png.constData()),
                                static_cast<std::size_t>(png.size()), keyword.constData(),
                                text->data(), text->size(), length);
    };
    std::vector<char> text(1 << 20);
    std::size_t length = 0;
    int found = read(&text, &length);
    if (found > 0 && length >= text.size()) {
        // Longer than the first guess (never longer than the file): read it whole, so that a
        // long value is judged as it is rather than cut.
        text.assign(length + 1, '\0');
        found = read(&text, &length);
    }
    if (isPng)
        *isPng = found >= 0;
    if (count)
        *count = found > 0 ? found : 0;
    return found > 0 ? QString::fromUtf8(text.data()) : QString();
}

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
    // The image's text entries (the figure's provenance) as uncompressed iTXt chunks: UTF-8, a
    // keyword of 1 to 79 Latin-1 characters.
    std::vector<QByteArray> storage;
    std::vector<png_text> texts;
    const QStringList keys = image.textKeys();
    storage.reserve(static_cast<std::size_t>(2 * keys.size()));
    for (const QString &key : keys) {
        if (key.isEmpty() || key.size() > 79)
            continue;
        storage.push_back(key.toLatin1());
        const char *keyword = storage.back().constData();
        storage.push_back(image.text(key).toUtf8());
        png_text text {};
        text.compression = PNG_ITXT_COMPRESSION_NONE;
        text.key = const_cast<char *>(keyword);
        text.text = const_cast<char *>(storage.back().constData());
        text.itxt_length = static_cast<std::size_t>(storage.back().size());
        texts.push_back(text);
    }
    QByteArray png;
    if (!writePng(&png, rows.data(), pixels.width(), pixels.height(), opaque, image.dotsPerMeterX(),
                  image.dotsPerMeterY(), texts.data(), static_cast<int>(texts.size())))
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
