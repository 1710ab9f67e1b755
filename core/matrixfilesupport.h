#pragma once

#include <cstdint>
#include <string>

/// What the .npy and the text readers (matrixfile.cpp, matrixtext.cpp) share.
namespace pe::detail {

/// Throws MatrixFileError(message).
[[noreturn]] void fail(const std::string &message);
/// Throws MatrixFileError unless rows >= 2 and cols >= 2 (naming a 1 x 1 matrix as such).
void checkShape(std::int64_t rows, std::int64_t cols);

} // namespace pe::detail
