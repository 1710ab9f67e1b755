#include "exportmarks.h"

#include <QImage>
#include <QLayout>
#include <QVariant>
#include <QWidget>

namespace exportmarks {

namespace {
constexpr const char *controlsProperty = "pev_exportHidesControls";
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

} // namespace exportmarks
