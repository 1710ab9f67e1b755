#include "figuresize.h"

#include <QtMath>

namespace imageexport {

FigureSize::FigureSize(const QSize &pixelSize, double figureScale, double resolution)
    : pixels(pixelSize), scale(figureScale),
      dpi(resolution > 0.0 ? resolution : screenDpi * figureScale)
{
}

QSize FigureSize::logical() const
{
    if (!(scale > 0.0))
        return pixels;
    return {qMax(1, qRound(pixels.width() / scale)), qMax(1, qRound(pixels.height() / scale))};
}

int FigureSize::dotsPerMeter() const { return qRound(dpi / 0.0254); }

double FigureSize::widthPoints() const { return pixels.width() * 72.0 / dpi; }

double FigureSize::heightPoints() const { return pixels.height() * 72.0 / dpi; }

} // namespace imageexport
