#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <vector>

namespace pe {

/// The least and the largest value of a component over a span of positions.
struct Envelope
{
    double low = 0.0;
    double high = 0.0;
};

/// The envelope of component j (0 <= j < d) over the positions first .. last (integers, 0 <=
/// first <= last <= PositionalEncoding::maxPosition): the least and the largest value of the
/// continuous curve x -> encoding.componentAt(x, j) for x in [first, last], so that PE(p)[j] of
/// every position in the span lies within it. The ends are the exact values PE(first)[j] and
/// PE(last)[j]; inside, the curve reaches 1 (or −1) exactly when its angle angleAt(x, i) passes
/// a maximum (or minimum) of sin or cos, found from the angles at the ends; a span whose angles
/// cover a whole turn 2 pi gives [−1, 1]. A zero column gives [0, 0]. What a heat map shows per
/// pixel column when its positions outnumber its pixels, O(1) per span.
/// Throws std::invalid_argument on j or a position out of range or first > last.
Envelope componentEnvelope(const PositionalEncoding &encoding, int j, std::int64_t first,
                           std::int64_t last);

/// componentEnvelope() for consecutive spans: span k covers the positions starts[k] ..
/// starts[k + 1] − 1, the last one starts.back() .. end − 1 (starts increasing, end >
/// starts.back()); one envelope per span, in order. Throws as componentEnvelope().
std::vector<Envelope> componentEnvelopes(const PositionalEncoding &encoding, int j,
                                         const std::vector<std::int64_t> &starts, std::int64_t end);

} // namespace pe
