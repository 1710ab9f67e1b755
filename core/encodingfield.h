#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <vector>

namespace pe {

/// Bulk evaluation for the heat map and the similarity matrix: values of the sinusoidal encoding
/// (Vaswani et al. 2017, section 3.5; lesson step "the whole table as a picture") for many cells at
/// once, without materialising the positions x d table.

/// One component row of the table: out[k] = PE(positions[k])[j] = sin (even j) or cos (odd j) of
/// positions[k] / base^(2(j/2)/d), angles in radians, for 0 <= k < count. The values are
/// bit-for-bit those of PositionalEncoding::component(). out must hold count doubles; count may
/// be 0 (nothing is written).
/// Throws std::invalid_argument when j is outside [0, d), count is negative, positions or out is
/// null while count > 0, or any position is outside [0, PositionalEncoding::maxPosition].
void fillComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                      int count, double *out);

/// The similarity matrix of positions first .. first + n - 1: an n x n row-major matrix whose
/// entry (a, b) is the dot product PE(first + a) . PE(first + b) over all d components (the same
/// value as pe::dotProduct()). For even d it depends only on the offset b - a (article, section 8):
/// sum over pairs of cos((b - a) omega_i). Memory n*n + n*d doubles.
/// Throws std::invalid_argument when n < 0, n > maxSimilarityPositions, or a position is
/// outside [0, PositionalEncoding::maxPosition].
std::vector<double> similarityMatrix(const PositionalEncoding &encoding, std::int64_t first, int n);

/// Upper bound on n for similarityMatrix() (keeps its memory and time bounded).
constexpr int maxSimilarityPositions = 1024;

} // namespace pe
