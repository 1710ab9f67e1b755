#include "matrixgrid.h"

#include "colormap.h"

#include <algorithm>
#include <cmath>

namespace {

// At most MatrixGrid::maxSide indices from 0 .. count-1 at even steps, the first and last kept.
std::vector<std::int64_t> spread(std::int64_t count)
{
    std::vector<std::int64_t> out;
    const std::int64_t shown = std::min<std::int64_t>(count, MatrixGrid::maxSide);
    out.reserve(std::size_t(shown));
    for (std::int64_t k = 0; k < shown; ++k)
        out.push_back(shown == count || shown < 2 ? k : k * (count - 1) / (shown - 1));
    return out;
}

} // namespace

MatrixGrid MatrixGrid::sample(const double *data, std::int64_t rows, std::int64_t cols,
                              double scale)
{
    MatrixGrid grid;
    if (!data || rows < 1 || cols < 1)
        return grid;
    grid.rowIndex = spread(rows);
    grid.columnIndex = spread(cols);
    grid.scale = std::isfinite(scale) && scale > 0.0 ? scale : 1.0;
    grid.values.reserve(grid.rowIndex.size() * grid.columnIndex.size());
    grid.image = QImage(grid.columns(), grid.rows(), QImage::Format_RGB32);
    for (int r = 0; r < grid.rows(); ++r) {
        auto *line = reinterpret_cast<QRgb *>(grid.image.scanLine(r));
        for (int c = 0; c < grid.columns(); ++c) {
            const double value
                = data[grid.rowIndex[std::size_t(r)] * cols + grid.columnIndex[std::size_t(c)]];
            grid.values.push_back(value);
            line[c] = colormap::rgb(value / grid.scale);
        }
    }
    return grid;
}
