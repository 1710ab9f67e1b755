#pragma once

// Internal to core (not part of the public API): argument checks shared by the heat map's bulk
// functions in encodingfield.cpp and componentlevels.cpp (encodingfield.h).

#include "positionalencoding.h"

#include <cstdint>

namespace pe::detail {

/// True when every one of the count positions is within [0, PositionalEncoding::maxPosition]
/// (a min/max scan that vectorises; AVX-512 and AVX2 clones on x86-64 with GCC). count >= 0;
/// positions may be null only when count == 0.
bool positionsInRange(const std::int64_t *positions, int count);

/// Throws std::invalid_argument naming "position" and its range unless positionsInRange().
void checkPositions(const std::int64_t *positions, int count);

/// Throws std::invalid_argument naming "component" and its range unless 0 <= j < d.
void checkComponent(const PositionalEncoding &encoding, int j);

} // namespace pe::detail
