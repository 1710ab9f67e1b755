#include "clipboardexport.h"

#include "imageexport.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QImage>

namespace imageexport {

bool copyToClipboard(QWidget *widget, const QSize &size)
{
    const QImage image = renderImage(widget, size);
    if (image.isNull())
        return false;
    QGuiApplication::clipboard()->setImage(image);
    return true;
}

} // namespace imageexport
