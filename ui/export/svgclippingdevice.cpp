#include "svgclippingdevice.h"

#include "exportmarks.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>

namespace imageexport {

// The engine of SvgClippingDevice (see svgclippingdevice.h): it keeps the clip and cuts every
// shape to it before drawing it with a painter on the target.
class ClippingEngine : public QPaintEngine
{
public:
    explicit ClippingEngine(QPaintDevice *target)
        : QPaintEngine(QPaintEngine::AllFeatures), m_target(target)
    { }

    bool begin(QPaintDevice *) override
    {
        m_clipDirty = true;
        return m_painter.begin(m_target);
    }
    bool end() override { return m_painter.end(); }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState &paintState) override
    {
        const DirtyFlags flags = paintState.state();
        if (flags & DirtyTransform)
            m_transform = paintState.transform();
        if (flags & DirtyPen)
            m_pen = paintState.pen();
        if (flags & DirtyBrush)
            m_brush = paintState.brush();
        if (flags & DirtyBrushOrigin)
            m_painter.setBrushOrigin(paintState.brushOrigin());
        if (flags & DirtyFont)
            m_painter.setFont(paintState.font());
        if (flags & DirtyBackground)
            m_painter.setBackground(paintState.backgroundBrush());
        if (flags & DirtyBackgroundMode)
            m_painter.setBackgroundMode(paintState.backgroundMode());
        if (flags & DirtyOpacity)
            m_painter.setOpacity(paintState.opacity());
        if (flags & DirtyHints)
            m_painter.setRenderHints(paintState.renderHints());
        if (flags & DirtyCompositionMode)
            m_painter.setCompositionMode(paintState.compositionMode());
        // The clip is read back from the painter at the next drawing call: QPainter::restore()
        // replays clips to engines like this one with a wrong matrix in between.
        if (flags & (DirtyClipPath | DirtyClipRegion | DirtyClipEnabled | DirtyTransform))
            m_clipDirty = true;
    }

    void drawPath(const QPainterPath &path) override { drawShape(path, true); }

    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        if (count < 2)
            return;
        QPainterPath path(points[0]);
        for (int k = 1; k < count; ++k)
            path.lineTo(points[k]);
        if (mode != PolylineMode)
            path.closeSubpath();
        path.setFillRule(mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
        drawShape(path, mode != PolylineMode);
    }

    void drawPixmap(const QRectF &r, const QPixmap &pm, const QRectF &sr) override
    {
        updateClip();
        QRectF target = r;
        QRectF source = sr;
        if (m_clipOn) {
            const QRectF device = m_transform.mapRect(r);
            const QRectF visible = device & m_clip.boundingRect();
            if (visible.isEmpty())
                return;
            if (visible != device && m_transform.type() <= QTransform::TxScale && device.width() > 0
                && device.height() > 0) {
                // Keep the visible part only, in the source's proportions.
                const QRectF logical = m_transform.inverted().mapRect(visible);
                const double sx = sr.width() / r.width();
                const double sy = sr.height() / r.height();
                source = QRectF(sr.x() + (logical.x() - r.x()) * sx,
                                sr.y() + (logical.y() - r.y()) * sy, logical.width() * sx,
                                logical.height() * sy);
                target = logical;
            }
        }
        const QRect part = source.toAlignedRect() & pm.rect();
        if (part.isEmpty())
            return;
        m_painter.setTransform(m_transform);
        m_painter.drawPixmap(target, part == pm.rect() ? pm : pm.copy(part),
                             QRectF(QPointF(), QSizeF(part.size())));
        m_images.push_back(m_nearest);
    }

    // An image goes on as a pixmap, as QPaintEngine's own drawImage() does; its nearest-neighbour
    // mark is noted first and taken off (the PNG in the file would keep it as a text chunk).
    void drawImage(const QRectF &r, const QImage &image, const QRectF &sr,
                   Qt::ImageConversionFlags flags) override
    {
        m_nearest = exportmarks::isNearestNeighbour(image);
        drawPixmap(r, QPixmap::fromImage(exportmarks::unmarked(image), flags), sr);
        m_nearest = false;
    }

    const std::vector<bool> &images() const { return m_images; }

    void drawTextItem(const QPointF &p, const QTextItem &textItem) override
    {
        updateClip();
        if (m_clipOn) {
            const QFontMetricsF metrics(textItem.font());
            const QRectF logical(p.x(), p.y() - metrics.ascent(),
                                 metrics.horizontalAdvance(textItem.text()), metrics.height());
            if (!m_clip.intersects(m_transform.mapRect(logical)))
                return;
        }
        m_painter.setTransform(m_transform);
        m_painter.setPen(m_pen);
        m_painter.drawTextItem(p, textItem);
    }

private:
    void updateClip()
    {
        const QRegion system = systemClip();
        if (!m_clipDirty && system == m_system)
            return;
        m_clipDirty = false;
        m_system = system;
        m_clipOn = false;
        m_clip = QPainterPath();
        if (!system.isEmpty()) {
            m_clip.addRegion(system);
            m_clipOn = true;
        }
        QPainter *p = painter();
        if (p && p->hasClipping()) {
            const QPainterPath device = m_transform.map(p->clipPath());
            m_clip = m_clipOn ? m_clip.intersected(device) : device;
            m_clipOn = true;
        }
    }

    // The device-space outline the pen paints along path.
    QPainterPath strokeOutline(const QPainterPath &path) const
    {
        QPainterPathStroker stroker(m_pen);
        if (m_pen.isCosmetic()) {
            stroker.setWidth(m_pen.widthF() > 0 ? m_pen.widthF() : 1.0);
            return stroker.createStroke(m_transform.map(path));
        }
        if (m_pen.widthF() <= 0)
            stroker.setWidth(1.0);
        return m_transform.map(stroker.createStroke(path));
    }

    void drawShape(const QPainterPath &path, bool fill)
    {
        updateClip();
        const bool hasPen = m_pen.style() != Qt::NoPen;
        const bool hasBrush = fill && m_brush.style() != Qt::NoBrush;
        if (!hasPen && !hasBrush)
            return;
        if (m_clipOn) {
            const double penWidth = hasPen ? qMax(1.0, m_pen.widthF()) : 0.0;
            const QRectF device = m_transform.mapRect(path.controlPointRect())
                                      .adjusted(-penWidth, -penWidth, penWidth, penWidth);
            if (!m_clip.intersects(device))
                return;
            if (!m_clip.contains(device)) {
                drawClipped(path, hasPen, hasBrush);
                return;
            }
        }
        m_painter.setTransform(m_transform);
        m_painter.setPen(hasPen ? m_pen : QPen(Qt::NoPen));
        m_painter.setBrush(hasBrush ? m_brush : QBrush(Qt::NoBrush));
        m_painter.drawPath(path);
    }

    void drawClipped(const QPainterPath &path, bool hasPen, bool hasBrush)
    {
        m_painter.resetTransform();
        m_painter.setPen(Qt::NoPen);
        if (hasBrush) {
            QBrush brush = m_brush;
            brush.setTransform(m_brush.transform() * m_transform);
            m_painter.setBrush(brush);
            m_painter.drawPath(m_transform.map(path).intersected(m_clip));
        }
        if (hasPen) {
            QBrush brush = m_pen.brush();
            brush.setTransform(brush.transform() * m_transform);
            m_painter.setBrush(brush);
            QPainterPath outline = strokeOutline(path);
            outline.setFillRule(Qt::WindingFill);
            m_painter.drawPath(outline.intersected(m_clip));
        }
    }

    QPaintDevice *m_target;
    QPainter m_painter;
    QTransform m_transform;
    QPen m_pen;
    QBrush m_brush;
    bool m_clipDirty = true;
    bool m_clipOn = false;
    QPainterPath m_clip;
    QRegion m_system;
    bool m_nearest = false;
    std::vector<bool> m_images;
};

SvgClippingDevice::SvgClippingDevice(QPaintDevice *target)
    : m_target(target), m_engine(std::make_unique<ClippingEngine>(target))
{ }

SvgClippingDevice::~SvgClippingDevice() = default;

QPaintEngine *SvgClippingDevice::paintEngine() const { return m_engine.get(); }

const std::vector<bool> &SvgClippingDevice::imageMarks() const { return m_engine->images(); }

QByteArray SvgClippingDevice::withNearestNeighbourImages(const QByteArray &svg,
                                                         const std::vector<bool> &marks)
{
    static const QByteArray element("<image ");
    static const QByteArray rendering(" image-rendering=\"");
    static const QByteArray nearest("optimizeSpeed");
    static const QByteArray css(" style=\"image-rendering:pixelated\"");
    std::vector<qsizetype> starts;
    for (qsizetype at = svg.indexOf(element); at >= 0; at = svg.indexOf(element, at + 1))
        starts.push_back(at);
    if (starts.size() != marks.size())
        return svg;
    QByteArray out;
    out.reserve(svg.size() + 64 * static_cast<qsizetype>(starts.size()));
    qsizetype copied = 0;
    for (std::size_t k = 0; k < starts.size(); ++k) {
        const qsizetype tagEnd = svg.indexOf('>', starts[k]);
        if (!marks[k] || tagEnd < 0)
            continue;
        // QSvgGenerator writes image-rendering="optimizeQuality" (smoothing) on every image:
        // that value becomes optimizeSpeed, and the CSS property is added for browsers.
        const qsizetype nameStart = starts[k] + element.size() - 1;
        out.append(svg.constData() + copied, nameStart - copied);
        out.append(css);
        const qsizetype attribute = svg.indexOf(rendering, nameStart);
        if (attribute >= 0 && attribute < tagEnd) {
            const qsizetype valueStart = attribute + rendering.size();
            const qsizetype valueEnd = svg.indexOf('"', valueStart);
            out.append(svg.constData() + nameStart, valueStart - nameStart);
            out.append(nearest);
            copied = valueEnd;
        } else {
            out.append(rendering);
            out.append(nearest);
            out.append('"');
            copied = nameStart;
        }
    }
    out.append(svg.constData() + copied, svg.size() - copied);
    return out;
}

int SvgClippingDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_target->width();
    case PdmHeight:
        return m_target->height();
    case PdmWidthMM:
        return m_target->widthMM();
    case PdmHeightMM:
        return m_target->heightMM();
    case PdmNumColors:
        return m_target->colorCount();
    case PdmDepth:
        return m_target->depth();
    case PdmDpiX:
        return m_target->logicalDpiX();
    case PdmDpiY:
        return m_target->logicalDpiY();
    case PdmPhysicalDpiX:
        return m_target->physicalDpiX();
    case PdmPhysicalDpiY:
        return m_target->physicalDpiY();
    case PdmDevicePixelRatio:
        return qRound(m_target->devicePixelRatio());
    case PdmDevicePixelRatioScaled:
        return qRound(m_target->devicePixelRatio() * devicePixelRatioFScale());
    }
    return QPaintDevice::metric(metric);
}

} // namespace imageexport
