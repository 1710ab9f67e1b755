#include "heatmapenvelope.h"

#include "componentenvelope.h"
#include "positionalencoding.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <utility>

namespace heatmapenvelope {

std::vector<std::int64_t> columnStarts(const QRectF &view, int columns, std::int64_t positions,
                                       std::int64_t *end)
{
    std::vector<std::int64_t> starts;
    starts.reserve(static_cast<std::size_t>(std::max(0, columns)));
    const auto clampPosition = [positions](double x) {
        return std::clamp<std::int64_t>(static_cast<std::int64_t>(std::floor(x)), 0, positions);
    };
    for (int c = 0; c < columns; ++c) {
        const std::int64_t start = clampPosition(view.x() + double(c) / columns * view.width());
        // Spans of at least one position (more positions than columns: always so).
        if (starts.empty() || start > starts.back())
            starts.push_back(start);
        else
            starts.push_back(starts.back() + 1);
    }
    *end = std::max(clampPosition(view.right() + 1e-9), starts.empty() ? 0 : starts.back() + 1);
    return starts;
}

void render(QImage *image, const pe::PositionalEncoding &encoding,
            const std::vector<int> &rowComponents, const std::vector<std::int64_t> &starts,
            std::int64_t end, const std::function<QRgb(double)> &colour)
{
    const int rows = std::min(image->height(), int(rowComponents.size()));
    const int cols = std::min(image->width(), int(starts.size()));
    // Each component's band of pixel rows: [first, last].
    std::vector<std::pair<int, int>> bands(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows;) {
        int last = r;
        while (last + 1 < rows
               && rowComponents[std::size_t(last + 1)] == rowComponents[std::size_t(r)])
            ++last;
        for (int k = r; k <= last; ++k)
            bands[std::size_t(k)] = {r, last};
        r = last + 1;
    }
    std::vector<std::pair<int, int>> chunks;
    constexpr int rowsPerChunk = 32;
    for (int first = 0; first < rows; first += rowsPerChunk)
        chunks.emplace_back(first, std::min(rows, first + rowsPerChunk));
    QImage &target = *image;
    const auto fill = [&](const std::pair<int, int> &chunk) {
        int lastComponent = -1;
        std::vector<pe::Envelope> envelopes;
        for (int r = chunk.first; r < chunk.second; ++r) {
            const int j = rowComponents[std::size_t(r)];
            if (j != lastComponent) {
                envelopes = pe::componentEnvelopes(encoding, j, starts, end);
                lastComponent = j;
            }
            const auto [top, bottom] = bands[std::size_t(r)];
            auto *line = reinterpret_cast<QRgb *>(target.scanLine(r));
            for (int c = 0; c < cols; ++c) {
                const pe::Envelope &e = envelopes[std::size_t(c)];
                bool high = false;
                if (bottom > top)
                    high = (r - top) * 2 < (bottom - top + 1);
                else
                    high = ((c + r) & 1) == 0;
                line[c] = colour(high ? e.high : e.low);
            }
        }
    };
    if (chunks.size() > 1)
        QtConcurrent::blockingMap(chunks, fill);
    else
        for (const auto &chunk : chunks)
            fill(chunk);
}

} // namespace heatmapenvelope
