#include "fieldsupport.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace pe::detail {

// AVX-512 and AVX2 clones picked at load time (see componentlevels.cpp for why the row loops
// want VEX-encoded instructions).
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#endif
bool positionsInRange(const std::int64_t *positions, int count)
{
    std::int64_t low = 0;
    std::int64_t high = 0;
    for (int k = 0; k < count; ++k) {
        low = std::min(low, positions[k]);
        high = std::max(high, positions[k]);
    }
    return low >= 0 && high <= PositionalEncoding::maxPosition;
}

void checkPositions(const std::int64_t *positions, int count)
{
    if (positionsInRange(positions, count))
        return;
    for (int k = 0; k < count; ++k)
        PositionalEncoding::checkPosition(positions[k], "position");
}

void checkComponent(const PositionalEncoding &encoding, int j)
{
    if (j < 0 || j >= encoding.width())
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(encoding.width() - 1));
}

} // namespace pe::detail
