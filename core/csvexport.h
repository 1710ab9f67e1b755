#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <ostream>
#include <vector>

namespace pe {

/// Writes the encoding matrix as CSV: a header `position,pe_0,...,pe_{d-1}` and one row per
/// position (in the order given, the position as given, before any offset), values with 17
/// significant digits, ASCII '-' and '.', in the component order of the encoding's spec.
/// Throws std::invalid_argument on a position out of range (before writing anything). Stops at
/// the first row the stream fails to take (check out's state afterwards).
void writeEncodingCsv(std::ostream &out, const PositionalEncoding &encoding,
                      const std::vector<std::int64_t> &positions);

/// Writes the lesson table as CSV, one row per component j:
/// `component,pair,function,denominator,pe_p,pe_q,difference,a_p,a_q`, where pair is
/// encoding.pairOf(j), function componentLabel() ("sin(p/10)"), denominator the pair's den_i, a_p
/// and a_q the contributions A(p), A(q) actually added (zero when the encoding is off) and
/// difference is x(q) - x(p) = A(q) - A(p). A zero column (tensor2tensor, fairseq with odd d) has
/// pair -1, function "0" and an empty denominator. Every column follows the encoding's spec.
/// Throws std::invalid_argument on p or q out of range.
void writeLessonTableCsv(std::ostream &out, const PositionalEncoding &encoding, std::int64_t p,
                         std::int64_t q, bool encodingOn);

} // namespace pe
