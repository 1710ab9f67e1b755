#include "textrecorder.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>
#include <QTransform>
#include <QWidget>

#include <cmath>

namespace {

struct Run
{
    QString text;
    QRectF logical; // the painter's coordinates
    qreal baseline = 0; // logical
    QTransform transform; // painter to device
    bool cut = false;
    QRectF box() const { return transform.mapRect(logical); }
};

/// Draws nothing; notes each text item with its box in device coordinates.
class RecordingEngine : public QPaintEngine
{
public:
    RecordingEngine() : QPaintEngine(QPaintEngine::AllFeatures) { }
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override { }
    Type type() const override { return QPaintEngine::User; }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
    void drawImage(const QRectF &, const QImage &, const QRectF &,
                   Qt::ImageConversionFlags) override
    { }
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { }
    void drawPath(const QPainterPath &) override { }
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
    void drawPolygon(const QPoint *, int, PolygonDrawMode) override { }
    void drawLines(const QLineF *, int) override { }
    void drawLines(const QLine *, int) override { }
    void drawRects(const QRectF *, int) override { }
    void drawRects(const QRect *, int) override { }
    void drawEllipse(const QRectF &) override { }
    void drawEllipse(const QRect &) override { }
    void drawPoints(const QPointF *, int) override { }
    void drawPoints(const QPoint *, int) override { }

    void drawTextItem(const QPointF &p, const QTextItem &item) override
    {
        QPainter *painter = this->painter();
        const QTransform transform = painter ? painter->combinedTransform() : QTransform();
        const QRectF logical(p.x(), p.y() - item.ascent(), item.width(),
                             item.ascent() + item.descent());
        Run run;
        run.text = item.text();
        run.logical = logical;
        run.baseline = p.y();
        run.transform = transform;
        if (painter && painter->hasClipping()) {
            const QRectF clip = transform.mapRect(painter->clipBoundingRect());
            run.cut = !clip.adjusted(-0.5, -0.5, 0.5, 0.5).contains(run.box());
        }
        // One string split into runs (scripts, fonts): under the same transform, the next run
        // starts where this one ends, on the same baseline.
        if (!runs.isEmpty()) {
            Run &last = runs.last();
            const bool sameLine = last.transform == run.transform
                && std::fabs(last.baseline - run.baseline) < 0.5
                && std::fabs(run.logical.left() - last.logical.right()) < 1.5;
            if (sameLine) {
                last.text += run.text;
                last.logical = last.logical.united(run.logical);
                last.cut = last.cut || run.cut;
                return;
            }
        }
        runs.append(run);
    }

    QList<Run> runs;
};

class RecordingDevice : public QPaintDevice
{
public:
    explicit RecordingDevice(const QWidget *widget) : m_widget(widget) { }
    QPaintEngine *paintEngine() const override { return &m_engine; }
    QList<Run> runs() const { return m_engine.runs; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_widget->width();
        case PdmHeight:
            return m_widget->height();
        case PdmWidthMM:
            return m_widget->widthMM();
        case PdmHeightMM:
            return m_widget->heightMM();
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDepth:
            return 32;
        case PdmDpiX:
            return m_widget->logicalDpiX();
        case PdmDpiY:
            return m_widget->logicalDpiY();
        case PdmPhysicalDpiX:
            return m_widget->physicalDpiX();
        case PdmPhysicalDpiY:
            return m_widget->physicalDpiY();
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    const QWidget *m_widget;
    mutable RecordingEngine m_engine;
};

} // namespace

namespace textrecorder {

QList<TextBox> record(QWidget *widget)
{
    RecordingDevice device(widget);
    widget->render(&device, QPoint(), QRegion(), QWidget::DrawWindowBackground);
    QList<TextBox> boxes;
    for (const Run &run : device.runs()) {
        if (run.text.trimmed().isEmpty())
            continue;
        TextBox box;
        box.text = run.text;
        box.rect = run.box();
        box.elided = run.cut || run.text.contains(QChar(0x2026))
            || run.text.endsWith(QLatin1String("..."));
        boxes.append(box);
    }
    return boxes;
}

} // namespace textrecorder
