#pragma once

#include <QSize>

/// The size a figure is exported at: its pixels, its scale and its resolution.
namespace imageexport {

/// A figure of `pixels` device pixels drawn at `scale`: the view is laid out at logical() =
/// pixels / scale and painted at scale, so that text, lines and markers grow with the scale (a
/// 3600 x 2400 figure at scale 3 is the 1200 x 800 figure with everything three times as large).
/// `dpi` is the resolution the file declares (the PNG's pHYs chunk; the physical size of an SVG
/// or PDF is pixels / dpi inches); by default 96 * scale, so that the figure prints at the size
/// of the view on a 96-dpi screen.
struct FigureSize
{
    FigureSize() = default;
    /// Implicit: a plain pixel size is a figure at scale 1 (96 dpi).
    FigureSize(const QSize &pixels, double scale = 1.0, double dpi = 0.0);

    /// The smallest and largest scale taken (the command line's and the dialog's range).
    static constexpr double minScale = 0.25;
    static constexpr double maxScale = 8.0;
    /// The resolution of scale 1.
    static constexpr double screenDpi = 96.0;

    QSize pixels;
    double scale = 1.0;
    double dpi = screenDpi;

    /// pixels / scale, each side rounded and at least 1: the size the view is laid out at.
    QSize logical() const;
    /// Dots per metre for QImage::setDotsPerMeterX/Y.
    int dotsPerMeter() const;
    /// The physical size in points (1/72 in): pixels / dpi * 72.
    double widthPoints() const;
    double heightPoints() const;
    bool isEmpty() const { return pixels.isEmpty() || !(scale > 0.0) || !(dpi > 0.0); }
};

} // namespace imageexport
