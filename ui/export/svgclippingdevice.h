#pragma once

#include <QPaintDevice>

#include <memory>

namespace imageexport {

class ClippingEngine;

/// A paint device in front of another (QSvgGenerator) that clips what is drawn on it.
/// QSvgGenerator in Qt 6.4 writes SVG Tiny 1.2 without any clipping and ignores the source
/// rectangle of drawPixmap(), so widgets that rely on clips (menu bars, item views, a chart's plot
/// area) come out wrong. This device has the target's metrics; its engine keeps the clip (the
/// painter's clip and the widget's system clip, in device coordinates) and cuts every shape to it
/// before passing it on to the target. Shapes wholly inside pass unchanged (pens, text and
/// gradients stay as they are); shapes crossing the clip's edge become filled outlines cut to the
/// clip; text crossing it is kept whole; shapes wholly outside are dropped.
class SvgClippingDevice : public QPaintDevice
{
public:
    explicit SvgClippingDevice(QPaintDevice *target);
    ~SvgClippingDevice() override;
    SvgClippingDevice(const SvgClippingDevice &) = delete;
    SvgClippingDevice &operator=(const SvgClippingDevice &) = delete;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPaintDevice *m_target;
    std::unique_ptr<ClippingEngine> m_engine;
};

} // namespace imageexport
