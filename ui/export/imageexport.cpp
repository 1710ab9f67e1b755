#include "imageexport.h"

#include "atomicwrite.h"
#include "exportscope.h"
#include "figurefit.h"
#include "pngwriter.h"
#include "provenance.h"
#include "svgclippingdevice.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsView>
#include <QPageLayout>
#include <QPageSize>
#include <QPaintEngine>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

namespace imageexport {

namespace {

// The widget's logical resolution: SVG and PDF use it so that point-sized fonts come out at the
// size the widget laid them out with.
int widgetDpi(const QWidget *widget)
{
    const int dpi = widget->logicalDpiY();
    return dpi > 0 ? dpi : 96;
}

// Swallows the paint events of a graphics view's viewport, so that QWidget::render() leaves the
// scene to QGraphicsView::render().
class PaintBlocker : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        return event->type() == QEvent::Paint || QObject::eventFilter(watched, event);
    }
};

} // namespace

bool formatFromPath(const QString &path, Format *format)
{
    const QString s = QFileInfo(path).suffix().toLower();
    Format f;
    if (s == QLatin1String("png"))
        f = Format::Png;
    else if (s == QLatin1String("svg"))
        f = Format::Svg;
    else if (s == QLatin1String("pdf"))
        f = Format::Pdf;
    else
        return false;
    if (format)
        *format = f;
    return true;
}

QString suffix(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return QString();
}

namespace {

// The size of device's paintable area in its logical pixels (an image's device pixel ratio out).
QSizeF logicalExtent(const QPaintDevice *device)
{
    const double ratio = device->devicePixelRatioF() > 0 ? device->devicePixelRatioF() : 1.0;
    return {device->width() / ratio, device->height() / ratio};
}

// An SVG's width and height as the physical size of `figure` (QSvgGenerator writes them from
// its resolution, which must stay the widget's so that point-sized fonts keep their size).
QByteArray withPhysicalSize(const QByteArray &svg, const FigureSize &figure)
{
    const qsizetype start = svg.indexOf("<svg");
    const qsizetype width = start >= 0 ? svg.indexOf(" width=\"", start) : -1;
    const qsizetype end = width >= 0 ? svg.indexOf("mm\"", svg.indexOf(" height=\"", width)) : -1;
    if (end < 0)
        return svg;
    const QByteArray physical = " width=\"" + QByteArray::number(figure.widthPoints() * 25.4 / 72.0)
        + "mm\" height=\"" + QByteArray::number(figure.heightPoints() * 25.4 / 72.0) + "mm\"";
    QByteArray out = svg;
    out.replace(width, end + 3 - width, physical);
    return out;
}

} // namespace

bool paintWidget(QPaintDevice *device, QWidget *widget, const FigureSize &figure,
                 const ExportOptions &options, QString *error)
{
    if (!device || !widget || figure.isEmpty())
        return false;
    const QSize size = figure.logical();
    const int strip = captionHeight(widget, options);
    const QSize content = contentSize(widget, size, options);
    ExportScope scope(widget, content);
    if (scope.growth() <= 0.0 || scope.growth() > maxShrink) {
        setError(error, refusal(figure, scope.growth()));
        return false;
    }

    QPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    // The device's paintable area stands for `size` logical pixels: 1:1 for PNG (whose device
    // pixel ratio is the figure's scale) and SVG, and nearly so for PDF, whose page is rounded to
    // whole points.
    const QSizeF extent = logicalExtent(device);
    const double scale = qMin(extent.width() / size.width(), extent.height() / size.height());
    painter.translate((extent.width() - size.width() * scale) / 2.0,
                      (extent.height() - size.height() * scale) / 2.0);
    painter.scale(scale, scale);
    painter.fillRect(QRect(QPoint(), size), widget->palette().color(QPalette::Window));

    painter.save();
    painter.setClipRect(QRect(QPoint(), content));
    const QSize actual = widget->size();
    if (actual != content && !actual.isEmpty()) {
        // A minimum or maximum size kept the widget from the content size: fit it in, centred.
        const double fit = qMin(double(content.width()) / actual.width(),
                                double(content.height()) / actual.height());
        painter.translate((content.width() - actual.width() * fit) / 2.0,
                          (content.height() - actual.height() * fit) / 2.0);
        painter.scale(fit, fit);
    }
    // Qt 6.4's PDF and SVG engines replay clips wrongly inside a child widget rendered by
    // QWidget::render() (a chart legend inside a layout vanishes from the PDF). Graphics views
    // (Qt Charts) are therefore drawn through QGraphicsView::render(), which paints the scene
    // with plain painter transforms; the raster engine needs no such detour.
    QList<QGraphicsView *> views;
    PaintBlocker blocker;
    if (painter.paintEngine() && painter.paintEngine()->type() != QPaintEngine::Raster) {
        for (QGraphicsView *view : selfAndChildren<QGraphicsView>(widget)) {
            if (view->scene() && (view == widget || view->isVisibleTo(widget))) {
                view->viewport()->installEventFilter(&blocker);
                views.append(view);
            }
        }
    }
    widget->render(&painter, QPoint(), QRegion(),
                   QWidget::DrawWindowBackground | QWidget::DrawChildren);
    for (QGraphicsView *view : std::as_const(views)) {
        QWidget *viewport = view->viewport();
        viewport->removeEventFilter(&blocker);
        const QPoint origin = viewport->mapTo(widget, QPoint(0, 0));
        painter.save();
        painter.setClipRect(QRect(origin, viewport->size()), Qt::IntersectClip);
        view->render(&painter, QRectF(origin, viewport->size()), viewport->rect(),
                     Qt::IgnoreAspectRatio);
        painter.restore();
    }
    painter.restore();

    if (strip > 0)
        drawCaption(&painter, widget, QRect(0, content.height(), size.width(), strip),
                    options.captionText);
    return painter.end();
}

QImage renderImage(QWidget *widget, const FigureSize &size, const ExportOptions &options,
                   QString *error)
{
    if (!widget || size.isEmpty())
        return QImage();
    QImage image(size.pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(size.scale);
    image.setDotsPerMeterX(size.dotsPerMeter());
    image.setDotsPerMeterY(size.dotsPerMeter());
    image.fill(widget->palette().color(QPalette::Window));
    if (!paintWidget(&image, widget, size, options, error))
        return QImage();
    if (!options.provenance.isEmpty())
        image.setText(QString::fromLatin1(provenance::key), options.provenance);
    return image;
}

QByteArray renderSvg(QWidget *widget, const FigureSize &figure, const ExportOptions &options,
                     QString *error)
{
    if (!widget || figure.isEmpty())
        return QByteArray();
    const QSize size = figure.logical();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(), size));
    generator.setResolution(widgetDpi(widget));
    // Qt 6.4's generator writes both as they are (an "&" made the file invalid XML).
    generator.setTitle(titleFor(widget, options).toHtmlEscaped());
    generator.setDescription(descriptionFor(options).toHtmlEscaped());
    SvgClippingDevice clipping(&generator);
    if (!paintWidget(&clipping, widget, figure, options, error))
        return QByteArray();
    buffer.close();
    // Images of cells (the heat map, a large similarity matrix) scale without smoothing.
    return provenance::addToSvg(
        withPhysicalSize(
            SvgClippingDevice::withNearestNeighbourImages(bytes, clipping.imageMarks()), figure),
        options.provenance);
}

QByteArray renderPdf(QWidget *widget, const FigureSize &size, const ExportOptions &options,
                     QString *error)
{
    if (!widget || size.isEmpty())
        return QByteArray();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // The page is the figure's physical size; the writer's resolution stays the widget's, so
        // that point-sized fonts keep the size the widget laid them out with, and paintWidget()
        // fits the logical size onto the page (1:1 when the dpi is 96 times the scale).
        writer.setResolution(widgetDpi(widget));
        const QSizeF points(size.widthPoints(), size.heightPoints());
        const QPageSize pageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch);
        if (!writer.setPageLayout(QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF())))
            return QByteArray();
        writer.setTitle(titleFor(widget, options));
        writer.setCreator(QCoreApplication::applicationName());
        if (!options.provenance.isEmpty())
            writer.setDocumentXmpMetadata(provenance::xmpPacket(titleFor(widget, options),
                                                                QCoreApplication::applicationName(),
                                                                options.provenance));
        if (!paintWidget(&writer, widget, size, options, error))
            return QByteArray();
    }
    buffer.close();
    return bytes;
}

bool saveWidget(QWidget *widget, const QString &path, const FigureSize &size,
                const ExportOptions &options, QString *error)
{
    Format format;
    if (!formatFromPath(path, &format)) {
        setError(error,
                 QCoreApplication::translate(
                     "imageexport", "cannot write %1: the file name must end in .png, .svg or .pdf")
                     .arg(path));
        return false;
    }
    if (!widget || size.isEmpty()) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: nothing to render")
                     .arg(path));
        return false;
    }
    QByteArray bytes;
    QString reason;
    switch (format) {
    case Format::Png: {
        const QImage image = renderImage(widget, size, options, &reason);
        bytes = encodePng(image);
        break;
    }
    case Format::Svg:
        bytes = renderSvg(widget, size, options, &reason);
        break;
    case Format::Pdf:
        bytes = renderPdf(widget, size, options, &reason);
        break;
    }
    if (bytes.isEmpty()) {
        setError(error,
                 reason.isEmpty()
                     ? QCoreApplication::translate("imageexport", "cannot render %1 as %2")
                           .arg(path, suffix(format).toUpper())
                     : QCoreApplication::translate("imageexport", "cannot write %1: %2")
                           .arg(path, reason));
        return false;
    }
    return writeAtomically(path, bytes, error);
}

QImage renderWidget(QWidget *widget, const QSize &size) { return renderImage(widget, size); }

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
