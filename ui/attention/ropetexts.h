#pragma once

#include "rope.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace pe {
class PositionalEncoding;
}

/// The texts of the RoPE view's Layouts and "Additive vs rotary" pages, as HTML, built from the
/// numbers of pe::Rope and pe::compareAdditiveRotary (computed here from the view's q, k and
/// positions, nothing of its own). The Layouts page comes in levels of detail so that the view can
/// take the fullest one that fits its page unscrolled: level 0 as in the window, then shorter
/// sentences, fewer pairs and fewer rows of the mixing table.
namespace ropetexts {

/// "interleaved (2i, 2i+1)" or "half-split (i, i + r/2)", translated.
QString layoutName(pe::RopeLayout layout);

/// The number of levels of the Layouts page (0 .. layoutLevels() − 1, fullest first).
int layoutLevels();

/// The Layouts page for the rope's layout against the other one: the pairs, the permutation,
/// the score after permuting q and k (d numbers each) at query m and key n against score (this
/// layout's q_m · k_n), and the error of a model that mixes the layouts against the query's
/// position. Throws what pe::Rope throws on bad vectors.
QString layoutsHtml(const pe::Rope &rope, const std::vector<double> &q,
                    const std::vector<double> &k, std::int64_t m, std::int64_t n, double score,
                    int level);

/// The "Additive vs rotary" page: every term of the added and the rotated score at (m, n) and
/// with both shifted by shift, with the position each carries. Without the table when the
/// encoding's width is not the rope's.
QString comparisonHtml(const pe::PositionalEncoding &encoding, const pe::Rope &rope,
                       const std::vector<double> &q, const std::vector<double> &k, std::int64_t m,
                       std::int64_t n, std::int64_t shift);

} // namespace ropetexts
