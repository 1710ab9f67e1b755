#pragma once

#include <QByteArray>
#include <QPaintDevice>

#include <memory>
#include <vector>

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
///
/// It also notes every image it passes on (QSvgGenerator writes one <image> element for each, in
/// order) and which of them are meant to be scaled without smoothing
/// (exportmarks::markNearestNeighbour()): withNearestNeighbourImages() marks those in the SVG
/// text, since QSvgGenerator has no way to say so.
class SvgClippingDevice : public QPaintDevice
{
public:
    explicit SvgClippingDevice(QPaintDevice *target);
    ~SvgClippingDevice() override;
    SvgClippingDevice(const SvgClippingDevice &) = delete;
    SvgClippingDevice &operator=(const SvgClippingDevice &) = delete;

    QPaintEngine *paintEngine() const override;

    /// One entry per image passed on to the target so far, in order: true for an image marked
    /// nearest-neighbour.
    const std::vector<bool> &imageMarks() const;

    /// svg (QSvgGenerator's output of the images noted in marks) with every marked <image>
    /// element set to nearest-neighbour rendering: image-rendering="optimizeSpeed" (SVG 1.1 and
    /// Tiny 1.2: librsvg, Inkscape; QSvgGenerator itself writes "optimizeQuality", smoothing, on
    /// every image) and style="image-rendering:pixelated" (CSS: browsers), so that cells keep hard
    /// edges when the drawing is scaled. svg is returned unchanged when its number of <image>
    /// elements differs from marks.size().
    static QByteArray withNearestNeighbourImages(const QByteArray &svg,
                                                 const std::vector<bool> &marks);

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPaintDevice *m_target;
    std::unique_ptr<ClippingEngine> m_engine;
};

} // namespace imageexport
