#include "encodingfield.h"

#include "fieldsupport.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

// On x86-64 with GCC the row loops also get an AVX2 clone, picked at load time when the processor
// has it. Its VEX-encoded instructions avoid the SSE/AVX transition stalls that otherwise slow
// these loops several times over once other code (the GUI's painting) has left the upper AVX
// register state dirty. The arithmetic is the same (one division, then sin or cos; nothing to
// contract into an FMA), so both clones give bit-for-bit the same values.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define PEV_ROW_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define PEV_ROW_CLONES
#endif

// The angle is formed as PositionalEncoding::angle() forms it: (p + offset) / den, the sum in
// integers (exact) and converted once.
PEV_ROW_CLONES void sinRow(const std::int64_t *positions, int count, std::int64_t offset,
                           double denominator, double *out)
{
    for (int k = 0; k < count; ++k)
        out[k] = std::sin(static_cast<double>(positions[k] + offset) / denominator);
}

PEV_ROW_CLONES void cosRow(const std::int64_t *positions, int count, std::int64_t offset,
                           double denominator, double *out)
{
    for (int k = 0; k < count; ++k)
        out[k] = std::cos(static_cast<double>(positions[k] + offset) / denominator);
}

} // namespace

void fillComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                      int count, double *out)
{
    detail::checkComponent(encoding, j);
    if (count < 0)
        throw std::invalid_argument("count must not be negative");
    if (count == 0)
        return;
    if (!positions || !out)
        throw std::invalid_argument("positions and out must not be null");
    detail::checkPositions(positions, count);

    const ComponentKind kind = encoding.kindOf(j);
    if (kind == ComponentKind::Zero) {
        std::fill(out, out + count, 0.0);
        return;
    }
    const double denominator = encoding.denominator(encoding.pairOf(j));
    if (kind == ComponentKind::Sin)
        sinRow(positions, count, encoding.positionOffset(), denominator, out);
    else
        cosRow(positions, count, encoding.positionOffset(), denominator, out);
}

std::vector<double> similarityMatrix(const PositionalEncoding &encoding, std::int64_t first, int n)
{
    if (n < 0 || n > maxSimilarityPositions)
        throw std::invalid_argument("n must be from 0 to "
                                    + std::to_string(maxSimilarityPositions));
    if (n == 0)
        return {};
    PositionalEncoding::checkPosition(first, "first");
    PositionalEncoding::checkPosition(first + n - 1, "first + n - 1");

    const auto size = static_cast<std::size_t>(n);
    const auto d = static_cast<std::size_t>(encoding.width());
    std::vector<double> vectors(size * d);
    for (std::size_t a = 0; a < size; ++a)
        encoding.fill(first + static_cast<std::int64_t>(a), vectors.data() + a * d);

    std::vector<double> matrix(size * size);
    for (std::size_t a = 0; a < size; ++a) {
        const double *u = vectors.data() + a * d;
        for (std::size_t b = a; b < size; ++b) {
            const double *v = vectors.data() + b * d;
            double sum = 0.0;
            for (std::size_t j = 0; j < d; ++j)
                sum += u[j] * v[j];
            matrix[a * size + b] = sum;
            matrix[b * size + a] = sum;
        }
    }
    return matrix;
}

} // namespace pe
