#pragma once

#include "dtype.h"
#include "positionalencoding.h"
#include "precisionlab.h"
#include "rope.h"

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

/// Writes the encoding matrix as writeEncodingCsv() does (same header, rows and number form), the
/// values computed in `dtype` along `path` (precisionRow(): for PrecisionPath::Framework the
/// position, the frequency, their product and each sin and cos rounded to the dtype, as a
/// framework computes it). Every value is exactly a value of the dtype, printed with 17
/// significant digits, so reading it back gives that value; "nan" where float16's position
/// overflowed (Framework path, positions from 65520 on). Throws std::invalid_argument on a
/// position out of range (before writing anything). Stops at the first row the stream fails to
/// take.
void writePrecisionCsv(std::ostream &out, const PositionalEncoding &encoding,
                       const std::vector<std::int64_t> &positions, Dtype dtype, PrecisionPath path);

/// Writes RoPE's rotated vectors as CSV (Su et al. 2021, RoFormer, eq. 14; Rope::rotate()): a
/// header `position,r_0,...,r_{d-1}` and one row per position m (in the order given), the vector
/// x rotated to m, 17 significant digits, ASCII '-' and '.'. Throws std::invalid_argument on a
/// bad x (length other than d, non-finite component) or a position out of range, before writing
/// anything. Stops at the first row the stream fails to take.
void writeRotatedCsv(std::ostream &out, const Rope &rope, const std::vector<double> &x,
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
