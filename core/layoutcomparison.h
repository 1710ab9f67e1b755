#pragma once

#include "encodingspec.h"

#include <cstdint>
#include <vector>

namespace pe {

/// One layout's numbers for the Layouts view: the distance and the dot product
/// of PE(p) and PE(q) in that layout, and how far they lie from the interleaved layout's.
struct LayoutNumbers
{
    Layout layout = Layout::Interleaved;
    /// False when the layout is not defined at this d (tensor2tensor d < 2, fairseq d < 4): the
    /// numbers are then NaN.
    bool available = false;
    double distance = 0.0; ///< |PE(q) - PE(p)| (PositionalEncoding::distance)
    double dot = 0.0; ///< PE(p) . PE(q) (dotProduct(), summed in component order)
    double distanceChange = 0.0; ///< distance - the interleaved layout's distance
    double dotChange = 0.0; ///< dot - the interleaved layout's dot product
};

/// The four layouts (Interleaved, Concatenated, Tensor2Tensor, Fairseq, in that order) for spec's
/// d, base and padding index (spec's own layout is ignored; its context scaling is kept), at
/// positions p and q. Concatenated permutes the interleaved components, so its changes are 0 up
/// to rounding (a few ulp of the sums); tensor2tensor's frequency rule base^(-j/(d/2 - 1)) and
/// fairseq's offset change them. Throws std::invalid_argument as validate() does for the
/// interleaved spec, and on p or q outside 0 .. PositionalEncoding::maxPosition.
std::vector<LayoutNumbers> compareLayouts(const EncodingSpec &spec, std::int64_t p, std::int64_t q);

/// Where the interleaved layout's component j (0 <= j < d; sin of pair j/2 when j is even, cos
/// when odd) sits in the concatenated layout (TensorFlow's tutorial): the permutation the Layouts
/// view draws, d entries, each 0 .. d-1, all different. Throws std::invalid_argument unless
/// 1 <= d <= PositionalEncoding::maxWidth.
std::vector<int> interleavedToConcatenated(int d);

} // namespace pe
