#include "qrcodeimage.h"

#include <qrencode.h>

#include <QPainter>

#include <memory>

namespace {

struct QrCodeDeleter
{
    void operator()(QRcode *code) const { QRcode_free(code); }
};

std::unique_ptr<QRcode, QrCodeDeleter> encode(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    if (utf8.isEmpty() || utf8.contains('\0'))
        return nullptr;
    // Version 0: the smallest that holds the text; case-sensitive 8-bit data.
    return std::unique_ptr<QRcode, QrCodeDeleter>(
        QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M));
}

} // namespace

int qrCodeModules(const QString &text)
{
    const auto code = encode(text);
    return code ? code->width : 0;
}

QImage qrCodeImage(const QString &text, int modulePixels, int quietModules)
{
    if (modulePixels < 1 || quietModules < 0)
        return {};
    const auto code = encode(text);
    if (!code)
        return {};
    const int modules = code->width;
    const int side = (modules + 2 * quietModules) * modulePixels;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < modules; ++y) {
        for (int x = 0; x < modules; ++x) {
            // Bit 0 of each byte: the module is dark (qrencode.h).
            if (code->data[y * modules + x] & 1)
                painter.fillRect((x + quietModules) * modulePixels,
                                 (y + quietModules) * modulePixels, modulePixels, modulePixels,
                                 Qt::black);
        }
    }
    return image;
}
