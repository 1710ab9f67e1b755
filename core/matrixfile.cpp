#include "matrixfile.h"
#include "echotext.h"
#include "matrixfilesupport.h"

#include <Eigen/Core>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace pe {

MatrixFileError::MatrixFileError(const std::string &message) : std::runtime_error(message) { }

Cancelled::Cancelled() : std::runtime_error("cancelled") { }

void throwIfCancelled(const std::atomic<bool> *cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw Cancelled();
}

std::string fileProblem(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (status.type() == fs::file_type::not_found)
        return "it does not exist";
    if (error)
        return error.message(); // "Too many levels of symbolic links", "File name too long", ...
    switch (status.type()) {
    case fs::file_type::directory:
        return "it is a directory, not a file";
    case fs::file_type::fifo:
        return "it is a named pipe (FIFO), not a regular file: save the matrix to a file first";
    case fs::file_type::character:
    case fs::file_type::block:
        return "it is a device, not a regular file";
    case fs::file_type::socket:
        return "it is a socket, not a regular file";
    case fs::file_type::regular:
        break;
    default:
        return "it is not a regular file";
    }
    const std::uintmax_t size = fs::file_size(path, error);
    if (error)
        return error.message();
    if (size == 0) {
        // A kernel file (/proc, /sys) says 0 bytes and still gives text when read: not a file
        // that holds a saved matrix.
        std::ifstream probe(path, std::ios::binary);
        char byte = 0;
        if (probe && probe.read(&byte, 1) && probe.gcount() == 1)
            return "it is not a regular file (its size is not known: a /proc or /sys file)";
        return "the file is empty";
    }
    return {};
}

namespace detail {

void fail(const std::string &message) { throw MatrixFileError(message); }

void checkShape(std::int64_t rows, std::int64_t cols)
{
    if (rows == 1 && cols == 1)
        fail("a 1 x 1 matrix: at least 2 positions and 2 components are needed");
    if (rows < 2 || cols < 2)
        fail("a " + std::to_string(rows) + " x " + std::to_string(cols)
             + " matrix: at least 2 positions and 2 components are needed");
}

} // namespace detail

using detail::checkShape;
using detail::fail;

namespace {

const char npyMagic[] = "\x93NUMPY";
constexpr std::size_t npyMagicLength = 6;
constexpr std::size_t maxNpyHeaderLength = 65536;

std::string shapeText(const std::vector<std::int64_t> &shape)
{
    std::string text = "(";
    for (std::size_t k = 0; k < shape.size(); ++k) {
        text += std::to_string(shape[k]);
        if (shape.size() == 1 || k + 1 < shape.size())
            text += k + 1 < shape.size() ? ", " : ",";
    }
    return text + ")";
}

// Opens a file for reading and returns its size; fails with a one-line reason.
std::int64_t openFile(const std::string &path, std::ifstream &in)
{
    // Examined before the open: opening a named pipe waits for a writer, a device never ends.
    const std::string problem = fileProblem(path);
    if (!problem.empty())
        fail(problem);
    in.open(path, std::ios::binary);
    if (!in)
        fail(std::string("cannot open the file: ") + std::strerror(errno));
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    in.seekg(0, std::ios::beg);
    if (size < 0 || !in)
        fail("cannot read the file's size");
    if (size == 0)
        fail("the file is empty");
    return static_cast<std::int64_t>(size);
}

// --- .npy header: a Python dict literal with 'descr', 'fortran_order' and 'shape' -------------

struct NpyHeader
{
    std::string descr;
    bool fortranOrder = false;
    bool haveDescr = false;
    bool haveOrder = false;
    bool haveShape = false;
    std::vector<std::int64_t> shape;
};

class HeaderParser
{
public:
    explicit HeaderParser(std::string_view text) : m_text(text) { }

    NpyHeader parse()
    {
        NpyHeader header;
        expect('{');
        skipSpace();
        while (peek() != '}') {
            const std::string key = parseString();
            expect(':');
            // Python's dict keeps the last of two equal keys; which one the writer meant cannot
            // be told.
            if ((key == "descr" && header.haveDescr) || (key == "fortran_order" && header.haveOrder)
                || (key == "shape" && header.haveShape))
                fail("wrong .npy header: the key '" + key + "' is given twice");
            if (key == "descr") {
                skipSpace();
                if (peek() != '\'' && peek() != '"')
                    fail(
                        "unsupported dtype: a structured array (the 'descr' is not a simple type)");
                header.descr = parseString();
                header.haveDescr = true;
            } else if (key == "fortran_order") {
                header.fortranOrder = parseBool();
                header.haveOrder = true;
            } else if (key == "shape") {
                header.shape = parseShape();
                header.haveShape = true;
            } else {
                fail("wrong .npy header: unknown key '" + echoed(key) + "'");
            }
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                skipSpace();
            } else if (peek() != '}') {
                fail("wrong .npy header: ',' or '}' expected in the dictionary");
            }
        }
        ++m_pos;
        skipSpace();
        if (m_pos != m_text.size())
            fail("wrong .npy header: text after the dictionary");
        if (!header.haveDescr || !header.haveOrder || !header.haveShape)
            fail("wrong .npy header: it needs the keys 'descr', 'fortran_order' and 'shape'");
        return header;
    }

private:
    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }

    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    void expect(char c)
    {
        skipSpace();
        if (peek() != c)
            fail(std::string("wrong .npy header: '") + c + "' expected");
        ++m_pos;
    }

    std::string parseString()
    {
        skipSpace();
        const char quote = peek();
        if (quote != '\'' && quote != '"')
            fail("wrong .npy header: a quoted key or string expected");
        ++m_pos;
        const std::size_t end = m_text.find(quote, m_pos);
        if (end == std::string_view::npos)
            fail("wrong .npy header: unterminated string");
        std::string value(m_text.substr(m_pos, end - m_pos));
        m_pos = end + 1;
        return value;
    }

    bool parseBool()
    {
        skipSpace();
        if (m_text.substr(m_pos, 4) == "True") {
            m_pos += 4;
            return true;
        }
        if (m_text.substr(m_pos, 5) == "False") {
            m_pos += 5;
            return false;
        }
        fail("wrong .npy header: 'fortran_order' must be True or False");
    }

    std::vector<std::int64_t> parseShape()
    {
        expect('(');
        std::vector<std::int64_t> shape;
        skipSpace();
        while (peek() != ')') {
            std::int64_t value = 0;
            const char *first = m_text.data() + m_pos;
            const char *last = m_text.data() + m_text.size();
            const auto [end, error] = std::from_chars(first, last, value);
            if (error == std::errc::result_out_of_range)
                fail("too large: a dimension of the shape does not fit in 64 bits");
            if (error != std::errc() || value < 0)
                fail("wrong .npy header: the shape must be a tuple of non-negative integers");
            m_pos += static_cast<std::size_t>(end - first);
            if (peek() == 'L') // Python 2's long literal, written by old NumPy versions
                ++m_pos;
            shape.push_back(value);
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                skipSpace();
            } else if (peek() != ')') {
                fail("wrong .npy header: the shape must be a tuple of non-negative integers");
            }
        }
        ++m_pos;
        return shape;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

struct NpyType
{
    Dtype dtype = Dtype::Float64;
    int itemSize = 8;
    bool swap = false;
};

NpyType parseDescr(const std::string &descr)
{
    if (descr.size() < 2)
        fail("unsupported dtype '" + echoed(descr) + "'");
    char order = descr[0];
    std::string type = descr.substr(1);
    if (order != '<' && order != '>' && order != '=' && order != '|') {
        order = '=';
        type = descr;
    }
    NpyType result;
    if (type == "f2")
        result = {Dtype::Float16, 2, false};
    else if (type == "f4")
        result = {Dtype::Float32, 4, false};
    else if (type == "f8")
        result = {Dtype::Float64, 8, false};
    else
        fail("unsupported dtype '" + echoed(descr) + "': float16, float32 or float64 needed");
    if (order == '|')
        fail("wrong .npy header: dtype '" + echoed(descr) + "' has no byte order");
    const std::uint16_t one = 1;
    unsigned char lowByte = 0;
    std::memcpy(&lowByte, &one, 1);
    const bool littleHost = lowByte == 1;
    result.swap = (order == '<' && !littleHost) || (order == '>' && littleHost);
    return result;
}

template<typename Bits> Bits loadBits(const unsigned char *bytes, bool swap)
{
    Bits bits;
    if (!swap) {
        std::memcpy(&bits, bytes, sizeof(Bits));
    } else {
        unsigned char reversed[sizeof(Bits)];
        for (std::size_t k = 0; k < sizeof(Bits); ++k)
            reversed[k] = bytes[sizeof(Bits) - 1 - k];
        std::memcpy(&bits, reversed, sizeof(Bits));
    }
    return bits;
}

// Decodes items values of the file's type into doubles (loops per type, so that the plain
// little-endian float32/float64 cases vectorise).
void decode(const unsigned char *bytes, std::size_t items, const NpyType &type, double *out)
{
    switch (type.dtype) {
    case Dtype::Float16:
        for (std::size_t k = 0; k < items; ++k) {
            const auto bits = loadBits<std::uint16_t>(bytes + 2 * k, type.swap);
            out[k] = static_cast<double>(
                static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(bits)));
        }
        break;
    case Dtype::Float32:
        for (std::size_t k = 0; k < items; ++k) {
            const auto bits = loadBits<std::uint32_t>(bytes + 4 * k, type.swap);
            float value = 0.0F;
            std::memcpy(&value, &bits, sizeof value);
            out[k] = static_cast<double>(value);
        }
        break;
    case Dtype::Float64:
    case Dtype::BFloat16: // not a .npy type; never produced by parseDescr()
        for (std::size_t k = 0; k < items; ++k) {
            const auto bits = loadBits<std::uint64_t>(bytes + 8 * k, type.swap);
            std::memcpy(&out[k], &bits, sizeof bits);
        }
        break;
    }
}

void checkFinite(const MatrixData &matrix)
{
    for (std::size_t k = 0; k < matrix.values.size(); ++k) {
        const double v = matrix.values[k];
        if (!std::isfinite(v)) {
            const auto cols = static_cast<std::size_t>(matrix.cols);
            fail(std::string(std::isnan(v) ? "NaN" : "infinite") + " value at row "
                 + std::to_string(k / cols) + ", column " + std::to_string(k % cols)
                 + " (counted from 0): every value must be a finite number");
        }
    }
}

std::string dtypeName(Dtype dtype) { return dtypeId(dtype); }

} // namespace

MatrixData readNpy(const std::string &path, const std::atomic<bool> *cancel,
                   const ProgressCallback &progress)
{
    std::ifstream in;
    const std::int64_t size = openFile(path, in);

    char prefix[12] = {};
    const std::streamsize prefixLength = std::min<std::int64_t>(size, 12);
    in.read(prefix, prefixLength);
    if (std::memcmp(prefix, npyMagic,
                    std::min<std::size_t>(npyMagicLength, static_cast<std::size_t>(prefixLength)))
        != 0)
        fail("not a .npy file: wrong magic bytes (a .npy file starts with \\x93NUMPY)");
    if (prefixLength < 10)
        fail("truncated .npy file: it ends inside the header (" + std::to_string(size) + " bytes)");
    const int major = static_cast<unsigned char>(prefix[6]);
    const int minor = static_cast<unsigned char>(prefix[7]);
    std::size_t headerStart = 10;
    std::size_t headerLength = 0;
    if (major == 1) {
        headerLength = static_cast<unsigned char>(prefix[8])
            | (static_cast<std::size_t>(static_cast<unsigned char>(prefix[9])) << 8);
    } else if (major == 2 || major == 3) {
        if (prefixLength < 12)
            fail("truncated .npy file: it ends inside the header (" + std::to_string(size)
                 + " bytes)");
        headerStart = 12;
        for (int k = 0; k < 4; ++k)
            headerLength |= static_cast<std::size_t>(static_cast<unsigned char>(prefix[8 + k]))
                << (8 * k);
    } else {
        fail("unsupported .npy format version " + std::to_string(major) + "."
             + std::to_string(minor) + " (1.0, 2.0 and 3.0 are read)");
    }
    if (headerLength > maxNpyHeaderLength)
        fail("wrong .npy header: it declares a header of " + std::to_string(headerLength)
             + " bytes (at most 65536 are read)");
    if (static_cast<std::int64_t>(headerStart + headerLength) > size)
        fail("truncated .npy file: it ends inside the header (" + std::to_string(size) + " bytes)");
    std::string headerText(headerLength, '\0');
    in.seekg(static_cast<std::streamoff>(headerStart));
    in.read(headerText.data(), static_cast<std::streamsize>(headerLength));
    if (!in)
        fail("cannot read the .npy header");
    for (char c : headerText) {
        if (c == '\0' || (major < 3 && static_cast<unsigned char>(c) >= 0x80))
            fail("wrong .npy header: it is not text");
    }

    const NpyHeader header = HeaderParser(headerText).parse();
    const NpyType type = parseDescr(header.descr);

    // The shape: product, then the two dimensions larger than 1.
    std::int64_t count = 1;
    for (std::int64_t dim : header.shape) {
        if (dim != 0 && count > maxMatrixValues / dim + 1)
            count = maxMatrixValues + 1; // saturate: only "too large" matters beyond this
        else
            count *= dim;
    }
    if (header.shape.empty())
        fail("a 0-d array (a single number): a matrix of positions x components is needed");
    if (count == 0)
        fail("an empty array of shape " + shapeText(header.shape));
    if (count > maxMatrixValues)
        fail("too large: shape " + shapeText(header.shape) + " has more than "
             + std::to_string(maxMatrixValues) + " values");
    std::vector<std::int64_t> dims;
    for (std::int64_t dim : header.shape) {
        if (dim > 1)
            dims.push_back(dim);
    }
    if (dims.size() > 2)
        fail("a " + std::to_string(header.shape.size()) + "-D array of shape "
             + shapeText(header.shape) + ": a 2-D matrix of positions x components is needed");
    std::int64_t rows = 1;
    std::int64_t cols = 1;
    if (dims.size() == 2) {
        rows = dims[0];
        cols = dims[1];
    } else if (dims.size() == 1) {
        const bool rowVector = header.shape.size() == 1 || header.shape.back() == dims[0];
        (rowVector ? cols : rows) = dims[0];
    }
    checkShape(rows, cols);

    const auto dataStart = static_cast<std::int64_t>(headerStart + headerLength);
    const std::int64_t dataBytes = count * type.itemSize;
    const std::int64_t present = size - dataStart;
    if (present < dataBytes)
        fail("truncated .npy file: the header declares " + std::to_string(rows) + " x "
             + std::to_string(cols) + " " + dtypeName(type.dtype) + " values ("
             + std::to_string(dataBytes) + " bytes) but " + std::to_string(present)
             + " bytes follow it");
    if (present > dataBytes)
        fail("wrong .npy header: the file holds " + std::to_string(present - dataBytes)
             + " bytes more than the declared shape " + shapeText(header.shape) + " and dtype "
             + header.descr + " take");

    MatrixData matrix;
    matrix.rows = rows;
    matrix.cols = cols;
    matrix.dtype = type.dtype;
    matrix.format = MatrixFormat::Npy;
    matrix.values.resize(static_cast<std::size_t>(count));

    // Read in chunks and decode; Fortran order is transposed into row-major on the way.
    constexpr std::size_t chunkItems = 1 << 16;
    const auto itemSize = static_cast<std::size_t>(type.itemSize);
    std::vector<unsigned char> buffer(chunkItems * itemSize);
    std::vector<double> decoded(header.fortranOrder ? chunkItems : 0);
    in.seekg(dataStart);
    const auto total = static_cast<std::size_t>(count);
    const auto rowCount = static_cast<std::size_t>(rows);
    const auto colCount = static_cast<std::size_t>(cols);
    for (std::size_t done = 0; done < total;) {
        throwIfCancelled(cancel);
        const std::size_t items = std::min(chunkItems, total - done);
        in.read(reinterpret_cast<char *>(buffer.data()),
                static_cast<std::streamsize>(items * itemSize));
        if (!in)
            fail("cannot read the .npy data (the file changed or a read error occurred)");
        if (!header.fortranOrder) {
            decode(buffer.data(), items, type, matrix.values.data() + done);
        } else {
            decode(buffer.data(), items, type, decoded.data());
            for (std::size_t k = 0; k < items; ++k) {
                const std::size_t index = done + k; // column-major: index = c * rows + r
                matrix.values[(index % rowCount) * colCount + index / rowCount] = decoded[k];
            }
        }
        done += items;
        if (progress)
            progress(static_cast<double>(done) / static_cast<double>(total));
    }
    checkFinite(matrix);
    return matrix;
}

MatrixData readTextMatrix(const std::string &path, const std::atomic<bool> *cancel,
                          const ProgressCallback &progress)
{
    std::ifstream in;
    const std::int64_t size = openFile(path, in);
    if (size > maxTextFileBytes)
        fail("too large: a text file of " + std::to_string(size) + " bytes (at most "
             + std::to_string(maxTextFileBytes) + ")");
    std::string text(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(size));
    if (!in)
        fail("cannot read the file");
    throwIfCancelled(cancel);
    return parseTextMatrix(text, cancel, progress);
}

MatrixData readMatrixFile(const std::string &path, const std::atomic<bool> *cancel,
                          const ProgressCallback &progress)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".npy")
        return readNpy(path, cancel, progress);
    std::ifstream in;
    openFile(path, in);
    char prefix[npyMagicLength] = {};
    in.read(prefix, npyMagicLength);
    if (in.gcount() == static_cast<std::streamsize>(npyMagicLength)
        && std::memcmp(prefix, npyMagic, npyMagicLength) == 0)
        return readNpy(path, cancel, progress);
    return readTextMatrix(path, cancel, progress);
}

} // namespace pe
