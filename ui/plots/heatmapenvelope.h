#pragma once

#include <QImage>
#include <QRectF>
#include <QRgb>

#include <cstdint>
#include <functional>
#include <vector>

namespace pe {
class PositionalEncoding;
}

/// The heat map's envelope sampling: when the positions shown outnumber the
/// pixel columns, each pixel column covers a span of positions, and each component's cells in
/// that column show the least and the largest value of the component over the span
/// (pe::componentEnvelopes, the core): the upper half of the component's pixel rows in the
/// largest value's colour, the lower half in the least's; a component one pixel row high
/// alternates the two from pixel to pixel. A component that swings fully within a column thus
/// shows both ends of the colour scale instead of one aliased sample.
namespace heatmapenvelope {

/// The first position of each of `columns` pixel columns over the window's positions [view.x,
/// view.right) (at most `positions`), increasing; `end` gets the position after the last span.
std::vector<std::int64_t> columnStarts(const QRectF &view, int columns, std::int64_t positions,
                                       std::int64_t *end);

/// Fills image (its pixel rows show the components rowComponents[r]) with the envelope colours
/// of the spans starting at starts (up to end); colour maps a value in [-1, 1] to its colour.
/// The rows are computed in bands on Qt's global thread pool.
void render(QImage *image, const pe::PositionalEncoding &encoding,
            const std::vector<int> &rowComponents, const std::vector<std::int64_t> &starts,
            std::int64_t end, const std::function<QRgb(double)> &colour);

} // namespace heatmapenvelope
