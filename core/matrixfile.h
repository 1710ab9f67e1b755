#pragma once

#include "dtype.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pe {

/// How a matrix file was written.
enum class MatrixFormat {
    Npy, //!< NumPy's binary .npy format (np.save)
    Text, //!< text: np.savetxt, CSV (comma, tab or space separated)
};

/// A matrix read from a file: rows x cols doubles, row-major (row r, column c at r * cols + c),
/// whatever the file's order. Every value is finite.
struct MatrixData
{
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    std::vector<double> values;
    /// The stored dtype: float16/float32/float64 for .npy, Float64 for text.
    Dtype dtype = Dtype::Float64;
    MatrixFormat format = MatrixFormat::Npy;
    /// Text only (empty for .npy): for each value, half a unit in the last digit it was printed
    /// with ("0.841471" -> 5e-7, "8.414709848078965e-01" -> 5e-17, "1" -> 0.5), the most the
    /// printed number can differ from the value it was printed from. Same layout as values.
    ///
    /// The printed precision is inferred per file, not per value: np.savetxt
    /// with "%.9g" prints 0.5 as "0.5", yet it was printed with 9 significant digits. Each value's
    /// half unit is the smaller of what its own digits say and the file's: half a unit in the
    /// last of significantDigits significant digits, or in the last of fractionDigits decimals,
    /// whichever is larger.
    std::vector<float> halfUnits;
    /// Text only: the most significant digits any value of the file was printed with (0 for .npy).
    int significantDigits = 0;
    /// Text only: the most digits after the decimal point any value printed without an exponent
    /// has (-1 when every value has an exponent, and for .npy).
    int fractionDigits = -1;

    double at(std::int64_t r, std::int64_t c) const
    {
        return values[static_cast<std::size_t>(r * cols + c)];
    }
};

/// The error every reader throws: a one-line message naming the file's problem (truncated, wrong
/// magic, unsupported dtype, NaN or inf values, ragged rows, a 1 x 1 matrix, too large, ...),
/// without the file name (callers put it in front).
class MatrixFileError : public std::runtime_error
{
public:
    explicit MatrixFileError(const std::string &message);
};

/// At most this many values (2^26 = 67108864, 512 MiB as doubles), checked against the declared
/// shape before anything is allocated.
constexpr std::int64_t maxMatrixValues = std::int64_t(1) << 26;
/// Text files larger than this (1 GiB) are refused before they are read.
constexpr std::int64_t maxTextFileBytes = std::int64_t(1) << 30;

/// Thrown by the readers and pe::checkMatrix() when their cancel flag was set (a worker thread
/// asked to stop); what() is "cancelled".
class Cancelled : public std::runtime_error
{
public:
    Cancelled();
};

/// Throws Cancelled when cancel is not null and set.
void throwIfCancelled(const std::atomic<bool> *cancel);

/// The progress of a long read or check (the Checker view's bar): called on the working thread
/// with the fraction done, 0 to 1, never decreasing. May be empty (no report).
using ProgressCallback = std::function<void(double fraction)>;

/// The problem with the path as a file to read, without reading or opening it (so that a named
/// pipe never blocks and a device is never read), or an empty string when it is a regular,
/// non-empty file: "it does not exist", "a named pipe (FIFO), not a regular file", "a device,
/// not a regular file", "a folder", "the file is empty", or the system's reason for a path that
/// cannot be examined (a loop of symbolic links, a name too long, no permission). Symbolic links
/// are followed.
std::string fileProblem(const std::string &path);

/// Reads a matrix saved by NumPy: a .npy file (recognised by its magic bytes, or by the .npy
/// extension, in which case a file without the magic is an error) or text. See readNpy() and
/// parseTextMatrix() for what each accepts. Throws MatrixFileError (also when the file cannot be
/// opened, is a directory, a named pipe, a device or a socket (refused before it is opened), or is
/// empty). cancel (may be null) is polled while reading; when set the read throws Cancelled.
/// progress (may be empty) hears the fraction of the data read or parsed, at every chunk.
MatrixData readMatrixFile(const std::string &path, const std::atomic<bool> *cancel = nullptr,
                          const ProgressCallback &progress = {});

/// Reads a .npy file (NumPy format versions 1.0, 2.0 and 3.0): dtypes float16, float32, float64
/// in little- or big-endian byte order ('<f2', '>f4', '=f8', ...), C or Fortran order. Shapes: 2-D,
/// or any shape with exactly two dimensions larger than 1 (PyTorch's (1, n, d) and (n, 1, d)
/// buffers); at least 2 x 2. The header is validated completely (its dictionary parsed, its keys
/// in any order as the format allows, the shape's size checked against maxMatrixValues and the
/// file's size) before the data is allocated, so a header declaring more data than the file holds
/// fails at once. Throws MatrixFileError on any violation, naming it.
///
/// Why not xtensor's xt::load_npy (Debian's libxtensor-dev 0.24): tried on files written by NumPy
/// 1.24, it cannot read float16 ('<f2' has no C++ type in its map, "formats not matching") nor
/// big-endian files (no byte swapping), rejects headers whose keys are not in alphabetical order
/// (the format says readers must not depend on it) and headers longer than 127 bytes (the length
/// bytes are sign-extended), allocates whatever size the header declares before reading, and
/// returns uninitialised memory for a truncated file without an error. Validating the header
/// ourselves would leave it only the final read, so this small reader does that read too.
MatrixData readNpy(const std::string &path, const std::atomic<bool> *cancel = nullptr,
                   const ProgressCallback &progress = {});

/// Reads a text matrix file; see parseTextMatrix(). Throws MatrixFileError.
MatrixData readTextMatrix(const std::string &path, const std::atomic<bool> *cancel = nullptr,
                          const ProgressCallback &progress = {});

/// Parses a text matrix as np.savetxt and CSV writers produce it: one row per line; values
/// separated by commas, tabs or runs of spaces (the separator of the first data line is used for
/// all: a comma if it has one, else a tab, else spaces; spaces around commas and tabs are
/// ignored); `#` starts a comment (np.savetxt's header and footer lines); empty lines are skipped;
/// an optional header row of names as the first line (a first column named "position", "pos",
/// "p" or "" then holds row labels and is dropped, as in `pe-visualiser --csv` and pandas files);
/// numbers as C/Python write them ("1e-05", "-0.5", "+3", "1.0000000000000000e+00"), read with
/// '.' as the decimal point whatever the locale; a UTF-8 byte-order mark at the start is skipped.
/// Throws MatrixFileError on: no data, UTF-16 or UTF-32 text (named as such), other binary data,
/// a field that is not a number (row and column named), NaN or infinite values, ragged rows,
/// fewer than 2 rows or columns, more than maxMatrixValues values.
MatrixData parseTextMatrix(std::string_view text, const std::atomic<bool> *cancel = nullptr,
                           const ProgressCallback &progress = {});

} // namespace pe
