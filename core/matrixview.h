#pragma once

#include "matrixfile.h"

#include <algorithm>
#include <cstdint>

namespace pe {

/// A matrix read from a file seen as positions x components: rows as positions, or (transposed)
/// columns as positions. For the checker (matrixchecker.cpp, conventionestimate.cpp); the matrix
/// must outlive the view.
class MatrixView
{
public:
    MatrixView(const MatrixData &matrix, bool transposed)
        : m_matrix(&matrix)
        , m_transposed(transposed)
        , m_n(transposed ? matrix.cols : matrix.rows)
        , m_d(static_cast<int>(transposed ? matrix.rows : matrix.cols))
    { }

    std::int64_t n() const { return m_n; }
    int d() const { return m_d; }

    std::size_t index(std::int64_t p, int j) const
    {
        return static_cast<std::size_t>(m_transposed ? j * m_matrix->cols + p
                                                     : p * m_matrix->cols + j);
    }
    double x(std::int64_t p, int j) const { return m_matrix->values[index(p, j)]; }
    double halfUnit(std::int64_t p, int j) const
    {
        return m_matrix->halfUnits.empty() ? 0.0
                                           : static_cast<double>(m_matrix->halfUnits[index(p, j)]);
    }
    bool hasHalfUnits() const { return !m_matrix->halfUnits.empty(); }
    bool transposed() const { return m_transposed; }
    /// Row p (position p) into out[0 .. d).
    void row(std::int64_t p, double *out) const
    {
        if (!m_transposed) {
            std::copy_n(m_matrix->values.data() + p * m_matrix->cols, m_d, out);
        } else {
            for (int j = 0; j < m_d; ++j)
                out[j] = m_matrix->values[static_cast<std::size_t>(j * m_matrix->cols + p)];
        }
    }
    void halfUnitRow(std::int64_t p, double *out) const
    {
        for (int j = 0; j < m_d; ++j)
            out[j] = static_cast<double>(m_matrix->halfUnits[index(p, j)]);
    }
    /// True when every value of row p is exactly 0.
    bool zeroRow(std::int64_t p) const
    {
        for (int j = 0; j < m_d; ++j) {
            if (x(p, j) != 0.0)
                return false;
        }
        return true;
    }

private:
    const MatrixData *m_matrix;
    bool m_transposed;
    std::int64_t m_n;
    int m_d;
};

} // namespace pe
