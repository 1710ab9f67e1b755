#pragma once

#include "conventionestimate.h"
#include "dtype.h"
#include "encodingspec.h"
#include "matrixchecker.h"
#include "matrixfile.h"
#include "matrixview.h"
#include "positionalencoding.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

/// The checker's comparisons (pe::checkMatrix() in matrixchecker.cpp): a variant's matrix
/// computed block by block and compared with a file's view at a dtype's tolerance
/// (pe::checkTolerance()). Internal to the checker; split from matrixchecker.cpp by concern.
namespace pe::checking {

inline constexpr double nan = std::numeric_limits<double>::quiet_NaN();
inline constexpr double pi = 3.14159265358979323846;
// Tolerance constants (see checkTolerance()).
inline constexpr double angleFactor = 4.0;
inline constexpr double roundingUnits = 8.0;
// For bfloat16 and float16 (see checkTolerance()).
inline constexpr double narrowAngleUnits = 2.5;
inline constexpr double narrowRoundingUnits = 1.0;
inline constexpr double referenceError = 1e-14;
// Rows per block when a variant is computed over the whole matrix: 2^15 values (256 KiB), so that
// fillRange writes the block into the cache (its non-temporal stores start at 512 KiB) and the
// comparison reads it back from there.
inline constexpr std::int64_t blockValues = std::int64_t(1) << 15;

using View = MatrixView;

/// True for bfloat16 and float16, whose tolerance is the tighter one of checkTolerance().
bool narrow(Dtype dtype);
/// checkTolerance(dtype, theta, omega) = toleranceConstant(dtype) + |theta| / omega *
/// toleranceSlope(dtype, omega); toleranceSlope is 0 for omega <= 0 (a zero column).
double toleranceConstant(Dtype dtype);
double toleranceSlope(Dtype dtype, double omega);

// One variant's matrix: rows r = 0 .. n-1 computed on demand, and the tolerance of each value.
struct VariantSpec
{
    Verdict verdict = Verdict::Reference;
    EncodingSpec spec;
    std::int64_t p0 = 0; // position of row 0
    std::int64_t zeroRow = -1; // fairseq's padding row, set to 0
    bool swapped = false; // sin and cos exchanged (interleaved)
    std::optional<Dtype> castTo; // values rounded to this dtype
};

class Variant
{
public:
    explicit Variant(const VariantSpec &variant) : m_variant(variant), m_encoding(variant.spec)
    {
        const int d = m_encoding.width();
        m_omega.resize(static_cast<std::size_t>(d), 0.0);
        for (int j = 0; j < d; ++j) {
            const int i = m_encoding.pairOf(j);
            if (i >= 0) // a zero column keeps 0: theta = 0
                m_omega[static_cast<std::size_t>(j)] = m_encoding.frequency(i);
        }
        m_offset = static_cast<double>(variant.p0 + m_encoding.positionOffset());
        if (variant.swapped && d % 2 == 1)
            m_lonePair = m_encoding.pairOf(d - 1);
    }

    // Rows r0 .. r0 + count - 1, count x d, row-major.
    void fill(std::int64_t r0, std::int64_t count, double *out) const
    {
        const int d = m_encoding.width();
        m_encoding.fillRange(m_variant.p0 + r0, count, out);
        if (m_variant.swapped) {
            for (std::int64_t r = 0; r < count; ++r) {
                double *row = out + r * d;
                for (int j = 0; j + 1 < d; j += 2)
                    std::swap(row[j], row[j + 1]);
                if (m_lonePair >= 0)
                    row[d - 1] = std::cos(m_encoding.angle(m_variant.p0 + r0 + r, m_lonePair));
            }
        }
        if (m_variant.zeroRow >= r0 && m_variant.zeroRow < r0 + count)
            std::fill_n(out + (m_variant.zeroRow - r0) * d, d, 0.0);
        if (m_variant.castTo) {
            for (std::int64_t k = 0; k < count * d; ++k)
                out[k] = roundToDtype(out[k], *m_variant.castTo);
        }
    }

    // The tolerance of component j at position = r + offset is
    // toleranceConstant(dtype) + position * slopes(dtype)[j] (checkTolerance()).
    std::vector<double> slopes(Dtype dtype) const
    {
        std::vector<double> slope(m_omega.size());
        for (std::size_t j = 0; j < m_omega.size(); ++j)
            slope[j] = toleranceSlope(dtype, m_omega[j]);
        return slope;
    }
    double offset() const { return m_offset; }

private:
    VariantSpec m_variant;
    PositionalEncoding m_encoding;
    std::vector<double> m_omega; // omega of component j's pair, 0 for zero columns
    double m_offset = 0.0;
    int m_lonePair = -1;
};

// Largest |x - v| and largest |x - v| / tolerance over some rows.
struct Comparison
{
    double maxAbs = 0.0;
    double maxRatio = 0.0;
    bool within() const { return maxRatio <= 1.0; }
};

// The whole matrix against a variant at one dtype's tolerance: the largest |x - v| and whether
// every value is within the tolerance; stops at the first block with a value outside it unless
// complete is set.
struct FullComparison
{
    double maxAbs = 0.0;
    bool within = true;
};

// The reference pass: x - PE everywhere (kept in residual when asked), where it is largest, and
// whether every value is within the tolerance of each of the dtypes asked for (at most three:
// the file's, the values', and float32 for a float64 or text file that may hold a float32
// computation).
struct ReferencePass
{
    double maxAbs = 0.0;
    std::int64_t row = 0;
    int column = 0;
    bool within[3] = {true, true, true};
};

/// A stage of checkMatrix()'s progress: fraction f of this stage is from + (to - from) f of the
/// whole check.
struct ProgressSpan
{
    const ProgressCallback *callback = nullptr;
    double from = 0.0;
    double to = 1.0;
    void report(double fraction) const
    {
        if (callback && *callback)
            (*callback)(from + (to - from) * std::clamp(fraction, 0.0, 1.0));
    }
};

/// Where the rows of a view first break the rotation identity PE(p + 1) = M(1, i) PE(p) beyond
/// what a dtype promises: M(1, i) turns pair i (components 2i, 2i + 1 of the
/// interleaved reference) by its frequency omega_i (exact, in double), and a computation within
/// the dtype's tolerance (checkTolerance() at positions p and p + 1, plus the text half units)
/// keeps |M(1, i) x_i(p) - x_i(p + 1)| <= sqrt(2) (tolerance(p) + tolerance(p + 1)).
struct RotationBreak
{
    std::int64_t row = -1; ///< p, the first position whose step to p + 1 breaks it; -1: none
    int pair = 0;
    double error = 0.0; ///< |M(1, i) x_i(p) - x_i(p + 1)|
    double bound = 0.0; ///< what the dtype allows there
};

/// Values of a view singled out against the reference (CheckResult::outliers): how many, the
/// first maxListed in row order, and the largest ratio of |x - PE| to what was allowed.
struct ValueCheck
{
    std::int64_t count = 0;
    std::vector<CheckOutlier> listed;
    double maxRatio = 0.0;
};

/// The values no dtype's sin and cos give: |x| > 1 beyond its half unit, and at row 0 (position 0
/// of the interleaved reference) anything but PE(0) = [0, 1, 0, 1, ...] beyond its half unit.
/// Reads the values only (the reference is computed for the listed ones).
ValueCheck impossibleValues(const View &view, const Variant &reference, std::size_t maxListed);
/// The values outside dtype's tolerance of the reference (checkTolerance() plus the half unit),
/// and in *checked the number of values at positions other than 0 (which every dtype computes
/// exactly).
ValueCheck valuesOutside(const View &view, const Variant &reference, Dtype dtype,
                         std::size_t maxListed, std::int64_t *checked,
                         const std::atomic<bool> *cancel);

/// Largest |x - v| and largest ratio to the tolerance at dtype over some rows.
Comparison compareRows(const View &view, const Variant &variant, Dtype dtype,
                       const std::vector<std::int64_t> &rows);
/// The whole matrix against a variant (see FullComparison).
FullComparison compareAll(const View &view, const Variant &variant, Dtype dtype, bool complete,
                          const std::atomic<bool> *cancel, const ProgressSpan &progress = {});
/// The reference pass (see ReferencePass): dtypes holds at most three dtypes.
ReferencePass referencePass(const View &view, const Variant &reference,
                            const std::vector<Dtype> &dtypes, std::vector<double> *residual,
                            const std::atomic<bool> *cancel, const ProgressSpan &progress = {});
/// The first break of the rotation identity of the interleaved reference with base on the view's
/// rows, judged at dtype's tolerance (see RotationBreak).
RotationBreak findRotationBreak(const View &view, double base, Dtype dtype,
                                const std::atomic<bool> *cancel);
/// True when every full pair (2i, 2i + 1) of every row has sin^2 + cos^2 within the rounding of
/// dtype (and of the printed digits) of 1: the values lie on the unit circle, whatever their
/// angles.
bool pairsOnUnitCircle(const View &view, Dtype dtype);
/// Rows 0 .. 3, the last two, ten spread between, and extra (when >= 0): sorted, unique.
std::vector<std::int64_t> sampleRows(std::int64_t n, std::int64_t extra);
/// The narrowest dtype narrower than the file's that holds every value exactly.
Dtype findValuesDtype(const MatrixData &matrix);
/// The base of an interleaved file from its slowest full pair (CheckResult::estimatedBase).
double estimateBase(const View &view);
/// The first row p >= 1 whose values all equal those of row p - 1, or -1.
std::int64_t findIdenticalNeighbour(const View &view);
/// The row whose values are all exactly 0, when there is exactly one; -1 otherwise.
std::int64_t findZeroRow(const View &view);
/// The spec of d components, base and layout (everything else default).
EncodingSpec makeSpec(int d, double base, Layout layout);

} // namespace pe::checking
