#include "exportmarks.h"

#include <QImage>
#include <QLayout>
#include <QVariant>
#include <QWidget>

namespace exportmarks {

namespace {
constexpr const char *controlsProperty = "pev_exportHidesControls";
constexpr const char *cutProperty = "pev_exportFigureCut";
const QString nearestKey = QStringLiteral("pev-nearest-neighbour");
} // namespace

void markControls(QWidget *widget)
{
    if (widget)
        widget->setProperty(controlsProperty, true);
}

bool isControls(const QWidget *widget)
{
    return widget && widget->property(controlsProperty).toBool();
}

void markCut(QWidget *widget, bool cut)
{
    if (widget && widget->property(cutProperty).toBool() != cut)
        widget->setProperty(cutProperty, cut);
}

bool isCut(const QWidget *widget) { return widget && widget->property(cutProperty).toBool(); }

QWidget *controlBar(QLayout *layout, QWidget *parent)
{
    auto *bar = new QWidget(parent);
    if (layout) {
        layout->setContentsMargins(0, 0, 0, 0);
        bar->setLayout(layout);
    }
    markControls(bar);
    return bar;
}

void markNearestNeighbour(QImage *image)
{
    if (image && !image->isNull())
        image->setText(nearestKey, QStringLiteral("1"));
}

bool isNearestNeighbour(const QImage &image) { return !image.text(nearestKey).isEmpty(); }

QImage unmarked(const QImage &image)
{
    if (!isNearestNeighbour(image))
        return image;
    // QImage keeps a key set to an empty text; a new image over the same pixels has none.
    QImage pixels(image.constBits(), image.width(), image.height(), image.bytesPerLine(),
                  image.format());
    pixels.setColorTable(image.colorTable());
    pixels.setDotsPerMeterX(image.dotsPerMeterX());
    pixels.setDotsPerMeterY(image.dotsPerMeterY());
    pixels.setDevicePixelRatio(image.devicePixelRatio());
    return pixels.copy(); // owns its pixels
}

} // namespace exportmarks
