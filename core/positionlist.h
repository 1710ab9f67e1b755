#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// Parses a position list: comma-separated non-negative integers and inclusive ranges, e.g.
/// "0,3", "0-31" or "0,5-7,40". Each position must satisfy 0 <= p < 2^31; white space around
/// items is ignored; order and repeats are kept as written.
///
/// Errors: throws std::invalid_argument with a one-line message on an empty list or item, a
/// non-number, a negative or too-large value, a reversed range ("5-2"), or when the list would
/// hold more than maxCount positions (checked before any expansion, so huge ranges never allocate).
std::vector<std::int64_t> parsePositionList(const std::string &text, std::size_t maxCount);

} // namespace pe
