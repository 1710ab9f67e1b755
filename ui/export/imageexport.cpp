#include "imageexport.h"

#include "displayformat.h"
#include "lessonstate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QItemSelectionModel>
#include <QLayout>
#include <QPageLayout>
#include <QPageSize>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QPdfWriter>
#include <QPointer>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <png.h>

#include <memory>
#include <vector>

namespace imageexport {

namespace {

// CRC-32 of ISO 3309 (the one PNG chunks carry) of n bytes, continuing from crc (0 to start).
// libpng hands the file's bytes to this function (png_set_write_fn).
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
    if (!writePng(&png, rows.data(), pixels.width(), pixels.height(), opaque,
                  image.dotsPerMeterX(), image.dotsPerMeterY()))
        return QByteArray();
    return png;
}

namespace {

QString oneLine(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text.simplified();
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = oneLine(message);
}

// The widget's logical resolution: SVG and PDF use it so that point-sized fonts come out at the
// size the widget laid them out with.
int widgetDpi(const QWidget *widget)
{
    const int dpi = widget->logicalDpiY();
    return dpi > 0 ? dpi : 96;
}

QFont captionFont(const QWidget *widget)
{
    // A pixel size (not points) so that every device draws it at the same logical size.
    QFont font = widget->font();
    font.setPixelSize(qMax(8, QFontInfo(widget->font()).pixelSize()));
    return font;
}

// Lets queued layout requests and resize events (Qt Charts lays out through posted events) run.
void settle(QWidget *widget)
{
    for (int round = 0; round < 3; ++round) {
        if (QLayout *layout = widget->layout())
            layout->activate();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

template<typename T> QList<T *> selfAndChildren(QWidget *widget)
{
    QList<T *> list = widget->findChildren<T *>();
    if (auto *self = qobject_cast<T *>(widget))
        list.prepend(self);
    return list;
}

// Swallows the update requests of a window that is never on screen (WA_DontShowOnScreen): Qt
// would paint the whole window into its backing store again at every change, work that no
// export uses (render() paints afresh). The first paint after the window is shown goes through
// because Qt's styles leave state behind in it (Fusion draws a slider's ticks in another colour
// on a window's very first paint), so that the files stay exactly as they were. Posts one update
// request again at the end when it swallowed any, so that the window's repaint manager, which waits
// for the answer to its last request, goes on.
class UpdateBlocker : public QObject
{
public:
    // passFirst: let the first request through (for a window about to be shown).
    UpdateBlocker(QWidget *window, bool passFirst) : m_window(window), m_passedFirst(!passFirst)
    {
        window->installEventFilter(this);
        window->setProperty(blockingProperty, true);
    }

    ~UpdateBlocker() override
    {
        if (!m_window)
            return;
        m_window->removeEventFilter(this);
        m_window->setProperty(blockingProperty, QVariant());
        if (m_swallowed)
            QCoreApplication::postEvent(m_window, new QEvent(QEvent::UpdateRequest),
                                        Qt::LowEventPriority);
    }

    UpdateBlocker(const UpdateBlocker &) = delete;
    UpdateBlocker &operator=(const UpdateBlocker &) = delete;

    // True while a blocker watches window (an export session's; paintWidget() inside it needs
    // none of its own).
    static bool isBlocking(const QWidget *window)
    {
        return window->property(blockingProperty).toBool();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::UpdateRequest) {
            if (!m_passedFirst) {
                m_passedFirst = true;
                return false;
            }
            m_swallowed = true;
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    static constexpr const char *blockingProperty = "_pev_exportUpdateBlocker";
    QPointer<QWidget> m_window;
    bool m_passedFirst = false;
    bool m_swallowed = false;
};

} // namespace

// Puts a widget into its export state and, unless told to leave it, restores everything on
// destruction: chart animations off (with animations on, a render right after set-up shows no
// line), selections and keyboard focus hidden, the widget resized to the content size and shown
// off screen if it never was. The resize comes before the first show, so that a new window is
// laid out once, at its export size, instead of at its default size first.
class ExportScope
{
public:
    ExportScope(QWidget *widget, const QSize &contentSize, bool restore = true)
        : m_widget(widget), m_restore(restore)
    {
        for (QChartView *view : selfAndChildren<QChartView>(widget)) {
            QChart *chart = view->chart();
            if (chart && chart->animationOptions() != QChart::NoAnimation) {
                m_charts.push_back({chart, chart->animationOptions()});
                chart->setAnimationOptions(QChart::NoAnimation);
            }
        }
        for (QGraphicsView *view : selfAndChildren<QGraphicsView>(widget)) {
            QGraphicsScene *scene = view->scene();
            if (!scene || scene->selectedItems().isEmpty())
                continue;
            bool seen = false;
            for (const SceneSelection &s : m_scenes)
                seen = seen || s.scene == scene;
            if (seen)
                continue;
            m_scenes.push_back({scene, scene->selectedItems()});
            scene->clearSelection();
        }
        for (QAbstractItemView *view : selfAndChildren<QAbstractItemView>(widget)) {
            QItemSelectionModel *model = view->selectionModel();
            if (model && model->hasSelection()) {
                m_selections.push_back({model, model->selection()});
                model->clearSelection();
            }
        }
        QWidget *focus = QApplication::focusWidget();
        if (focus && (focus == widget || widget->isAncestorOf(focus))) {
            m_focus = focus;
            focus->clearFocus();
        }
        m_oldSize = widget->size();
        widget->resize(contentSize);
        if (!widget->isVisible() && widget->isWindow()) {
            m_hadDontShow = widget->testAttribute(Qt::WA_DontShowOnScreen);
            widget->setAttribute(Qt::WA_DontShowOnScreen);
            m_hideAfter = true;
        }
        if (widget->isWindow() && widget->testAttribute(Qt::WA_DontShowOnScreen)
            && !UpdateBlocker::isBlocking(widget))
            m_updateBlocker = std::make_unique<UpdateBlocker>(widget, m_hideAfter);
        if (m_hideAfter)
            widget->show();
        settle(widget);
    }

    ~ExportScope()
    {
        if (!m_widget || !m_restore)
            return;
        if (m_widget->size() != m_oldSize)
            m_widget->resize(m_oldSize);
        for (const Selection &s : m_selections)
            if (s.model)
                s.model->select(s.selection, QItemSelectionModel::ClearAndSelect);
        for (const SceneSelection &s : m_scenes) {
            if (!s.scene)
                continue;
            const QList<QGraphicsItem *> items = s.scene->items();
            for (QGraphicsItem *item : s.items)
                if (items.contains(item))
                    item->setSelected(true);
        }
        for (const ChartAnimation &c : m_charts)
            if (c.chart)
                c.chart->setAnimationOptions(c.options);
        if (m_focus)
            m_focus->setFocus(Qt::OtherFocusReason);
        if (m_hideAfter) {
            m_widget->hide();
            m_updateBlocker.reset();
            m_widget->setAttribute(Qt::WA_DontShowOnScreen, m_hadDontShow);
        }
    }

    ExportScope(const ExportScope &) = delete;
    ExportScope &operator=(const ExportScope &) = delete;

private:
    struct ChartAnimation
    {
        QPointer<QChart> chart;
        QChart::AnimationOptions options;
    };
    struct Selection
    {
        QPointer<QItemSelectionModel> model;
        QItemSelection selection;
    };
    struct SceneSelection
    {
        QPointer<QGraphicsScene> scene;
        QList<QGraphicsItem *> items;
    };

    QPointer<QWidget> m_widget;
    bool m_restore = true;
    QSize m_oldSize;
    bool m_hideAfter = false;
    bool m_hadDontShow = false;
    std::vector<ChartAnimation> m_charts;
    std::vector<Selection> m_selections;
    std::vector<SceneSelection> m_scenes;
    QPointer<QWidget> m_focus;
    std::unique_ptr<UpdateBlocker> m_updateBlocker;
};

namespace {

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

// QSvgGenerator in Qt 6.4 writes SVG Tiny 1.2 without any clipping and ignores the source
// rectangle of drawPixmap(), so widgets that rely on clips (menu bars, item views, a chart's plot
// area) come out wrong. This device sits in front of the generator: its engine keeps the clip
// (the painter's clip and the widget's system clip, in device coordinates) and cuts every shape
// to it before passing it on. Shapes wholly inside pass unchanged (pens, text and gradients stay
// as they are); shapes crossing the clip's edge become filled outlines cut to the clip; text
// crossing it is kept whole; shapes wholly outside are dropped.
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
    }

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
};

// A paint device with the target's metrics whose engine is a ClippingEngine.
class ClippingDevice : public QPaintDevice
{
public:
    explicit ClippingDevice(QPaintDevice *target) : m_target(target), m_engine(target) { }
    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
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

private:
    QPaintDevice *m_target;
    mutable ClippingEngine m_engine;
};

void drawCaption(QPainter *painter, const QWidget *widget, const QRect &rect, const QString &text)
{
    const QFont font = captionFont(widget);
    const QFontMetrics metrics(font);
    const int padding = metrics.height() / 2;
    painter->save();
    painter->setPen(QPen(widget->palette().color(QPalette::Mid), 1));
    painter->drawLine(rect.left() + padding, rect.top(), rect.right() - padding, rect.top());
    painter->setFont(font);
    painter->setPen(widget->palette().color(QPalette::WindowText));
    const QRect textRect = rect.adjusted(padding, 0, -padding, 0);
    painter->drawText(textRect, Qt::AlignCenter,
                      metrics.elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QString titleFor(const QWidget *widget, const ExportOptions &options)
{
    if (!options.title.isEmpty())
        return options.title;
    const QString title = widget->window()->windowTitle();
    return title.isEmpty() ? QCoreApplication::applicationName() : title;
}

QString descriptionFor(const ExportOptions &options)
{
    return options.description.isEmpty() ? options.captionText : options.description;
}

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

QString parameterCaption(const LessonState *state)
{
    return QCoreApplication::translate("imageexport",
                                       "d = %1, base = %2, p = %3, q = %4, encoding %5")
        .arg(QString::number(state->width()), display::denominatorText(state->base()),
             QString::number(state->position()), QString::number(state->comparison()),
             state->encodingOn() ? QCoreApplication::translate("imageexport", "on")
                                 : QCoreApplication::translate("imageexport", "off"));
}

ExportOptions optionsFor(const LessonState *state, bool caption, const QString &title)
{
    ExportOptions options;
    options.caption = caption;
    options.captionText = parameterCaption(state);
    options.title = title;
    options.description = options.captionText;
    return options;
}

int captionHeight(const QWidget *widget, const ExportOptions &options)
{
    if (!widget || !options.caption || options.captionText.isEmpty())
        return 0;
    return 2 * QFontMetrics(captionFont(widget)).height();
}

QSize contentSize(const QWidget *widget, const QSize &size, const ExportOptions &options)
{
    return {size.width(), qMax(1, size.height() - captionHeight(widget, options))};
}

ExportSession::ExportSession(QWidget *widget, const QSize &size, const ExportOptions &options,
                             Afterwards afterwards)
{
    if (widget && !size.isEmpty())
        m_scope = std::make_unique<ExportScope>(widget, contentSize(widget, size, options),
                                                afterwards == Afterwards::Restore);
}

ExportSession::~ExportSession() = default;

bool paintWidget(QPaintDevice *device, QWidget *widget, const QSize &size,
                 const ExportOptions &options)
{
    if (!device || !widget || size.isEmpty())
        return false;
    const int strip = captionHeight(widget, options);
    const QSize content = contentSize(widget, size, options);
    ExportScope scope(widget, content);

    QPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    // The device's paintable area stands for `size` logical pixels: 1:1 for PNG and SVG, and
    // nearly so for PDF, whose page is rounded to whole points.
    const double scale
        = qMin(double(device->width()) / size.width(), double(device->height()) / size.height());
    painter.translate((device->width() - size.width() * scale) / 2.0,
                      (device->height() - size.height() * scale) / 2.0);
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

QImage renderImage(QWidget *widget, const QSize &size, const ExportOptions &options)
{
    if (!widget || size.isEmpty())
        return QImage();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(1.0);
    image.fill(widget->palette().color(QPalette::Window));
    if (!paintWidget(&image, widget, size, options))
        return QImage();
    return image;
}

QByteArray renderSvg(QWidget *widget, const QSize &size, const ExportOptions &options)
{
    if (!widget || size.isEmpty())
        return QByteArray();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(), size));
    generator.setResolution(widgetDpi(widget));
    generator.setTitle(titleFor(widget, options));
    generator.setDescription(descriptionFor(options));
    ClippingDevice clipping(&generator);
    if (!paintWidget(&clipping, widget, size, options))
        return QByteArray();
    buffer.close();
    return bytes;
}

QByteArray renderPdf(QWidget *widget, const QSize &size, const ExportOptions &options)
{
    if (!widget || size.isEmpty())
        return QByteArray();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // The page has the widget's aspect and its size on a screen of the widget's resolution;
        // at that resolution the page is `size` device pixels, so the content fills it.
        const int dpi = widgetDpi(widget);
        writer.setResolution(dpi);
        const QSizeF points(size.width() * 72.0 / dpi, size.height() * 72.0 / dpi);
        const QPageSize pageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch);
        if (!writer.setPageLayout(QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF())))
            return QByteArray();
        writer.setTitle(titleFor(widget, options));
        writer.setCreator(QCoreApplication::applicationName());
        if (!paintWidget(&writer, widget, size, options))
            return QByteArray();
    }
    buffer.close();
    return bytes;
}

bool saveWidget(QWidget *widget, const QString &path, const QSize &size,
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
    switch (format) {
    case Format::Png: {
        const QImage image = renderImage(widget, size, options);
        bytes = encodePng(image);
        break;
    }
    case Format::Svg:
        bytes = renderSvg(widget, size, options);
        break;
    case Format::Pdf:
        bytes = renderPdf(widget, size, options);
        break;
    }
    if (bytes.isEmpty()) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot render %1 as %2")
                     .arg(path, suffix(format).toUpper()));
        return false;
    }
    return writeAtomically(path, bytes, error);
}

bool copyToClipboard(QWidget *widget, const QSize &size)
{
    const QImage image = renderImage(widget, size);
    if (image.isNull())
        return false;
    QGuiApplication::clipboard()->setImage(image);
    return true;
}

QImage renderWidget(QWidget *widget, const QSize &size) { return renderImage(widget, size); }

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        // QSaveFile would rename its temporary file over a device node or FIFO.
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: %2")
                     .arg(path, QCoreApplication::translate("imageexport", "not a regular file")));
        return false;
    }
    QSaveFile file(path);
    // Unbuffered: a short write (full disk, file size limit) shows in write()'s result at once;
    // through the buffer it would only shorten the file at commit() without an error.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: %2")
                     .arg(path, file.errorString()));
        return false;
    }
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            break;
        done += n;
    }
    if (done != bytes.size()) {
        const QString reason = file.error() != QFileDevice::NoError
            ? file.errorString()
            : QCoreApplication::translate("imageexport", "only %1 of %2 bytes could be written")
                  .arg(done)
                  .arg(bytes.size());
        setError(
            error,
            QCoreApplication::translate("imageexport", "cannot write %1: %2").arg(path, reason));
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        setError(error,
                 QCoreApplication::translate("imageexport", "cannot write %1: %2")
                     .arg(path, file.errorString()));
        return false;
    }
    return true;
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
