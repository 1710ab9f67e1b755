#pragma once

// Internal to core (not part of the public API): the frequencies an EncodingSpec describes,
// shared by validate() and PositionalEncoding.

#include "encodingspec.h"

#include <vector>

namespace pe::detail {

/// Number of sin/cos pairs of the layout at width d: ceil(d/2) for Interleaved and Concatenated,
/// floor(d/2) for Tensor2Tensor and Fairseq.
int layoutPairCount(Layout layout, int d);

/// The exponent e_i of pair i's unscaled denominator base^(e_i): 2i/d (Interleaved, Concatenated),
/// i / max(P - 1, 1) (Tensor2Tensor), i / (P - 1) (Fairseq), P = floor(d/2). No checks.
double layoutExponent(Layout layout, int d, int i);

/// validate(spec), then the denominators 1 / omega'_i of every pair, the context scaling applied
/// (see ContextMethod). Throws as validate().
std::vector<double> checkedDenominators(const EncodingSpec &spec);

} // namespace pe::detail
