#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <vector>

namespace pe {

/// Bulk evaluation for the heat map and the similarity matrix: values of the sinusoidal encoding
/// (Vaswani et al. 2017, section 3.5; lesson step "the whole table as a picture") for many cells at
/// once, without materialising the positions x d table. Every function follows the encoding's
/// EncodingSpec (layout, context scaling, position offset): component j is the sin or cos of
/// angle(p, pairOf(j)) = (p + offset) / den_i as kindOf(j) says, or 0 for a zero column.

/// One component row of the table: out[k] = PE(positions[k])[j] = sin or cos (kindOf(j)) of
/// (positions[k] + offset) / den_i, i = pairOf(j) (for the paper's encoding: sin for even j, cos
/// for odd j of positions[k] / base^(2(j/2)/d)), angles in radians, 0 for a zero column, for
/// 0 <= k < count. The values are bit-for-bit those of PositionalEncoding::component(). out must
/// hold count doubles; count may be 0 (nothing is written).
/// Throws std::invalid_argument when j is outside [0, d), count is negative, positions or out is
/// null while count > 0, or any position is outside [0, PositionalEncoding::maxPosition].
void fillComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                      int count, double *out);

/// One component row as colour levels, for drawing with a lookup table of 2 half + 1 colours:
/// out[k] = lround((v + 1) * half) with v = PE(positions[k])[j] the very double that
/// fillComponentRow() writes (sin or cos of (positions[k] + offset) / den_i, radians; 0 for a
/// zero column, level half), so 0 <= out[k] <= 2 half; level 0 is -1, level half is 0 and level
/// 2 half is +1.
///
/// Method: the levels are bit-for-bit those of the plain formula, computed faster. Each angle
/// x = (positions[k] + offset) * (1 / den_i) is within 4.5e-11 of component()'s
/// (p + offset) / den_i for x < 2^17 (whatever den_i > 0 is); x is
/// reduced by multiples of pi/2 (three-part Cody-Waite) to r in [-pi/2, pi/2], and sin x or cos x
/// is +-sin r from a degree-17 Taylor polynomial (error below 5e-14), in plain arithmetic the
/// compiler vectorises. Wherever the difference could matter, that is where (v + 1) * half lies
/// within 2e-10 half of a rounding boundary k + 1/2, or x >= 2^17, the row is recomputed with
/// std::sin and std::cos of (p + offset) / den_i and lround. So the colour of every cell is the
/// colour of the value the plain formula (and the heat map's hover) gives. Throws
/// std::invalid_argument as fillComponentRow() does, and when half is outside [1, maxLevelHalf].
void quantizeComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                          int count, int half, std::int32_t *out);

/// quantizeComponentRow() straight into colours: out[k] = palette[level k], palette holding
/// 2 half + 1 entries (any 32-bit colour format; the heat map passes QRgb values). Throws as
/// quantizeComponentRow(), and when palette is null while count > 0.
void colourComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                        int count, int half, const std::uint32_t *palette, std::uint32_t *out);

/// colourComponentRow() for several component rows over the same positions, the positions
/// checked once: for 0 <= r < rowCount, the row of component components[r] is written to out[r]
/// (count entries each). Bit-for-bit the rows colourComponentRow() writes; the heat map calls it
/// once per band of pixel rows (out[r]: image scan lines).
/// Throws std::invalid_argument, before writing anything, as colourComponentRow() does (for any
/// of the components), when rowCount is negative, or when components or out (or one of its
/// pointers) is null while rowCount > 0 and count > 0.
void colourComponentRows(const PositionalEncoding &encoding, const int *components, int rowCount,
                         const std::int64_t *positions, int count, int half,
                         const std::uint32_t *palette, std::uint32_t *const *out);

/// Upper bound on the half argument of quantizeComponentRow() and colourComponentRow().
constexpr int maxLevelHalf = 1 << 20;

/// The similarity matrix of positions first .. first + n - 1: an n x n row-major matrix whose
/// entry (a, b) is the dot product PE(first + a) . PE(first + b) over all d components (the same
/// value as pe::dotProduct(), in the encoding's layout). For even d it depends only on the offset
/// b - a (article, section 8): sum over pairs of cos((b - a) omega_i). Memory n*n + n*d doubles.
/// Throws std::invalid_argument when n < 0, n > maxSimilarityPositions, or a position is
/// outside [0, PositionalEncoding::maxPosition].
std::vector<double> similarityMatrix(const PositionalEncoding &encoding, std::int64_t first, int n);

/// Upper bound on n for similarityMatrix() (keeps its memory and time bounded).
constexpr int maxSimilarityPositions = 1024;

} // namespace pe
