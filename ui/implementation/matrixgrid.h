#pragma once

#include <QImage>
#include <QString>

#include <cstdint>
#include <vector>

/// A matrix as the checker's heat maps show it: at most maxSide rows and columns taken
/// from a larger matrix at even steps (row r of the grid is row rowIndex[r] of the matrix), the
/// values kept exactly for the hover, and their colours (colormap::rgb(value / scale), one pixel
/// per cell). Built on any thread; nothing here is a formula.
struct MatrixGrid
{
    static constexpr int maxSide = 512;

    std::vector<std::int64_t> rowIndex;
    std::vector<std::int64_t> columnIndex;
    std::vector<double> values; ///< rowIndex.size() x columnIndex.size(), row-major
    double scale = 1.0; ///< the value drawn at the ends of the colour scale (> 0)
    QImage image;

    int rows() const { return int(rowIndex.size()); }
    int columns() const { return int(columnIndex.size()); }
    bool isEmpty() const { return values.empty(); }
    /// True when some rows or columns were left out.
    bool sampled(std::int64_t totalRows, std::int64_t totalColumns) const
    {
        return rowIndex.size() < std::size_t(totalRows)
            || columnIndex.size() < std::size_t(totalColumns);
    }
    double at(int r, int c) const { return values[std::size_t(r) * columnIndex.size() + c]; }

    /// The grid of a rows x cols row-major matrix (data), coloured on [-scale, scale] (scale <= 0
    /// or not finite: 1).
    static MatrixGrid sample(const double *data, std::int64_t rows, std::int64_t cols,
                             double scale);
};
