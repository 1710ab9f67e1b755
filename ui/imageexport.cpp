#include "imageexport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLayout>
#include <QPainter>
#include <QSaveFile>
#include <QWidget>

namespace imageexport {

QImage renderWidget(QWidget *widget, const QSize &size)
{
    widget->resize(size);
    if (QLayout *layout = widget->layout())
        layout->activate();
    QCoreApplication::processEvents();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    image.fill(widget->palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.end();
    return image;
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("imageexport", "cannot write %1: %2")
                             .arg(path, file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("imageexport", "cannot write %1: %2")
                             .arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

bool savePng(const QImage &image, const QString &path, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("imageexport", "cannot encode %1 as PNG").arg(path);
        return false;
    }
    return writeAtomically(path, bytes, error);
}

bool hasContent(const QImage &image)
{
    if (image.isNull())
        return false;
    const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb first = rgb.pixel(0, 0);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if (line[x] != first)
                return true;
    }
    return false;
}

} // namespace imageexport
