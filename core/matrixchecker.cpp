#include "matrixchecker.h"

#include "positionalencoding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace pe {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();
constexpr double pi = 3.14159265358979323846;
// Tolerance constants (see checkTolerance()).
constexpr double angleFactor = 4.0;
constexpr double roundingUnits = 8.0;
constexpr double referenceError = 1e-14;
// Rows per block when a variant is computed over the whole matrix: 2^15 values (256 KiB), so that
// fillRange writes the block into the cache (its non-temporal stores start at 512 KiB) and the
// comparison reads it back from there.
constexpr std::int64_t blockValues = std::int64_t(1) << 15;

// The file seen as positions x components.
class View
{
public:
    View(const MatrixData &matrix, bool transposed)
        : m_matrix(matrix)
        , m_transposed(transposed)
        , m_n(transposed ? matrix.cols : matrix.rows)
        , m_d(static_cast<int>(transposed ? matrix.rows : matrix.cols))
    { }

    std::int64_t n() const { return m_n; }
    int d() const { return m_d; }

    std::size_t index(std::int64_t p, int j) const
    {
        return static_cast<std::size_t>(m_transposed ? j * m_matrix.cols + p
                                                     : p * m_matrix.cols + j);
    }
    double x(std::int64_t p, int j) const { return m_matrix.values[index(p, j)]; }
    double halfUnit(std::int64_t p, int j) const
    {
        return m_matrix.halfUnits.empty() ? 0.0
                                          : static_cast<double>(m_matrix.halfUnits[index(p, j)]);
    }
    bool hasHalfUnits() const { return !m_matrix.halfUnits.empty(); }
    bool transposed() const { return m_transposed; }
    // Row p (position p) into out[0 .. d).
    void row(std::int64_t p, double *out) const
    {
        if (!m_transposed) {
            std::copy_n(m_matrix.values.data() + p * m_matrix.cols, m_d, out);
        } else {
            for (int j = 0; j < m_d; ++j)
                out[j] = m_matrix.values[static_cast<std::size_t>(j * m_matrix.cols + p)];
        }
    }
    void halfUnitRow(std::int64_t p, double *out) const
    {
        for (int j = 0; j < m_d; ++j)
            out[j] = static_cast<double>(m_matrix.halfUnits[index(p, j)]);
    }

private:
    const MatrixData &m_matrix;
    bool m_transposed;
    std::int64_t m_n;
    int m_d;
};

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
        m_slope.resize(static_cast<std::size_t>(d), 0.0);
        for (int j = 0; j < d; ++j) {
            const int i = m_encoding.pairOf(j);
            if (i < 0)
                continue; // zero column: theta = 0
            const double omega = m_encoding.frequency(i);
            m_slope[static_cast<std::size_t>(j)]
                = angleFactor * omega * (1.0 + std::fabs(std::log(omega)));
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

    // u * angleFactor * |theta| * (1 + |ln omega|) = (r + offset) * slope_j * u.
    double slope(int j) const { return m_slope[static_cast<std::size_t>(j)]; }
    double offset() const { return m_offset; }

private:
    VariantSpec m_variant;
    PositionalEncoding m_encoding;
    std::vector<double> m_slope; // angleFactor * omega_j * (1 + |ln omega_j|), 0 for zero columns
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

Comparison compareRows(const View &view, const Variant &variant, Dtype dtype,
                       const std::vector<std::int64_t> &rows)
{
    const int d = view.d();
    const double u = dtypeUnitRoundoff(dtype);
    const double constant = u * roundingUnits + referenceError;
    std::vector<double> v(static_cast<std::size_t>(d));
    Comparison result;
    for (std::int64_t r : rows) {
        variant.fill(r, 1, v.data());
        const double position = static_cast<double>(r) + variant.offset();
        for (int j = 0; j < d; ++j) {
            const double diff = std::fabs(view.x(r, j) - v[static_cast<std::size_t>(j)]);
            const double tolerance
                = constant + u * position * variant.slope(j) + view.halfUnit(r, j);
            result.maxAbs = std::max(result.maxAbs, diff);
            result.maxRatio = std::max(result.maxRatio, diff / tolerance);
        }
    }
    return result;
}

// Walks the whole matrix against a variant, block by block: for each row p calls
// visit(p, x, v, slope, position, h) with the file's row x, the variant's row v, the variant's
// slope_j, position = p + offset and the text half units h (0 for .npy): the tolerance of
// component j at unit roundoff u is constant + u * position * slope_j + h_j. After each block it
// stops unless keepGoing() says otherwise.
template<typename Visit, typename KeepGoing>
void walkMatrix(const View &view, const Variant &variant, Visit &&visit, KeepGoing &&keepGoing)
{
    const int d = view.d();
    const std::int64_t blockRows = std::max<std::int64_t>(1, blockValues / d);
    std::vector<double> block(static_cast<std::size_t>(blockRows * d));
    std::vector<double> slope(static_cast<std::size_t>(d));
    for (int j = 0; j < d; ++j)
        slope[static_cast<std::size_t>(j)] = variant.slope(j);
    std::vector<double> x(static_cast<std::size_t>(d));
    std::vector<double> h(static_cast<std::size_t>(d), 0.0);
    for (std::int64_t r0 = 0; r0 < view.n(); r0 += blockRows) {
        const std::int64_t count = std::min(blockRows, view.n() - r0);
        variant.fill(r0, count, block.data());
        for (std::int64_t r = 0; r < count; ++r) {
            const std::int64_t p = r0 + r;
            const double position = static_cast<double>(p) + variant.offset();
            view.row(p, x.data());
            if (view.hasHalfUnits())
                view.halfUnitRow(p, h.data());
            visit(p, x.data(), block.data() + r * d, slope.data(), position, h.data());
        }
        if (!keepGoing())
            break;
    }
}

// The whole matrix against a variant at one dtype's tolerance: the largest |x - v| and whether
// every value is within the tolerance; stops at the first block with a value outside it unless
// complete is set.
struct FullComparison
{
    double maxAbs = 0.0;
    bool within = true;
};

FullComparison compareAll(const View &view, const Variant &variant, Dtype dtype, bool complete)
{
    const double u = dtypeUnitRoundoff(dtype);
    const double constant = u * roundingUnits + referenceError;
    const int d = view.d();
    FullComparison result;
    walkMatrix(
        view, variant,
        [&](std::int64_t, const double *x, const double *v, const double *slope, double position,
            const double *h) {
            double rowMax = 0.0;
            bool rowWithin = true;
            for (int j = 0; j < d; ++j) {
                const double diff = std::fabs(x[j] - v[j]);
                rowMax = std::max(rowMax, diff);
                rowWithin &= diff <= constant + u * position * slope[j] + h[j];
            }
            result.maxAbs = std::max(result.maxAbs, rowMax);
            result.within = result.within && rowWithin;
        },
        [&] { return complete || result.within; });
    return result;
}

// The reference pass: x - PE everywhere (kept in residual when asked), whether every value is
// within the file dtype's and the values dtype's tolerance.
struct ReferencePass
{
    double maxAbs = 0.0;
    bool withinFile = true;
    bool withinValues = true;
};

ReferencePass referencePass(const View &view, const Variant &reference, Dtype fileDtype,
                            Dtype valuesDtype, std::vector<double> *residual)
{
    const int d = view.d();
    const double uFile = dtypeUnitRoundoff(fileDtype);
    const double uValues = dtypeUnitRoundoff(valuesDtype);
    const double constantFile = uFile * roundingUnits + referenceError;
    const double constantValues = uValues * roundingUnits + referenceError;
    if (residual)
        residual->assign(static_cast<std::size_t>(view.n() * d), 0.0);
    ReferencePass pass;
    walkMatrix(
        view, reference,
        [&](std::int64_t p, const double *x, const double *v, const double *slope, double position,
            const double *h) {
            double *out = residual ? residual->data() + p * d : nullptr;
            double rowMax = 0.0;
            bool rowFile = true;
            bool rowValues = true;
            for (int j = 0; j < d; ++j) {
                const double signedDiff = x[j] - v[j];
                const double diff = std::fabs(signedDiff);
                const double scaled = position * slope[j];
                rowMax = std::max(rowMax, diff);
                rowFile &= diff <= constantFile + uFile * scaled + h[j];
                rowValues &= diff <= constantValues + uValues * scaled + h[j];
                if (out)
                    out[j] = signedDiff;
            }
            pass.maxAbs = std::max(pass.maxAbs, rowMax);
            pass.withinFile = pass.withinFile && rowFile;
            pass.withinValues = pass.withinValues && rowValues;
        },
        [] { return true; });
    return pass;
}

std::vector<std::int64_t> sampleRows(std::int64_t n, std::int64_t extra)
{
    std::vector<std::int64_t> rows = {0, 1, 2, 3, n - 2, n - 1};
    for (int k = 1; k <= 10; ++k)
        rows.push_back(std::llround(static_cast<double>(k) * static_cast<double>(n - 1) / 11.0));
    if (extra >= 0)
        rows.push_back(extra);
    rows.erase(
        std::remove_if(rows.begin(), rows.end(), [n](std::int64_t r) { return r < 0 || r >= n; }),
        rows.end());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

// The narrowest dtype narrower than the file's that holds every value exactly (a sample of the
// stored rows first, so that most files are ruled out after a few values). bfloat16 (8 bits) is
// tried before float16 (11 bits): bfloat16-rounded encodings are usually float16 values too
// (their exponents stay within float16's range), not the other way round.
Dtype findValuesDtype(const MatrixData &matrix)
{
    const auto holdsAll = [&matrix](Dtype dtype, const std::vector<std::int64_t> &rows) {
        for (std::int64_t r : rows) {
            for (std::int64_t c = 0; c < matrix.cols; ++c) {
                if (!isRepresentable(matrix.at(r, c), dtype))
                    return false;
            }
        }
        return true;
    };
    std::vector<std::int64_t> allRows(static_cast<std::size_t>(matrix.rows));
    for (std::int64_t r = 0; r < matrix.rows; ++r)
        allRows[static_cast<std::size_t>(r)] = r;
    const std::vector<std::int64_t> sample = sampleRows(matrix.rows, -1);
    std::vector<Dtype> narrower;
    switch (matrix.dtype) {
    case Dtype::Float64:
        narrower = {Dtype::BFloat16, Dtype::Float16, Dtype::Float32};
        break;
    case Dtype::Float32:
        narrower = {Dtype::BFloat16, Dtype::Float16};
        break;
    case Dtype::BFloat16:
    case Dtype::Float16:
        break;
    }
    for (Dtype dtype : narrower) {
        if (holdsAll(dtype, sample) && holdsAll(dtype, allRows))
            return dtype;
    }
    return matrix.dtype;
}

// The base of an interleaved file from its slowest full pair (see CheckResult::estimatedBase).
double estimateBase(const View &view)
{
    const int d = view.d();
    const int pair = d / 2 - 1; // the last full pair of the interleaved layout
    if (pair < 1 || view.n() < 2)
        return nan;
    const int sinColumn = 2 * pair;
    const int cosColumn = 2 * pair + 1;
    double previous = 0.0;
    double turns = 0.0;
    double sumPTheta = 0.0;
    double sumPP = 0.0;
    for (std::int64_t p = 0; p < view.n(); ++p) {
        double theta = std::atan2(view.x(p, sinColumn), view.x(p, cosColumn));
        if (p > 0)
            turns += std::round((previous - theta) / (2.0 * pi));
        previous = theta;
        theta += 2.0 * pi * turns;
        const auto position = static_cast<double>(p);
        sumPTheta += position * theta;
        sumPP += position * position;
    }
    const double omega = sumPTheta / sumPP;
    if (!(omega > 0.0) || !std::isfinite(omega))
        return nan;
    const double base = std::exp(-std::log(omega) * d / (2.0 * pair));
    return std::isfinite(base) && base > 1.0 ? base : nan;
}

// The first row p >= 1 whose values all equal those of row p - 1, or -1.
std::int64_t findIdenticalNeighbour(const View &view)
{
    for (std::int64_t p = 1; p < view.n(); ++p) {
        bool same = true;
        for (int j = 0; j < view.d() && same; ++j)
            same = view.x(p, j) == view.x(p - 1, j);
        if (same)
            return p;
    }
    return -1;
}

// The row whose values are all exactly 0, when there is exactly one.
std::int64_t findZeroRow(const View &view)
{
    std::int64_t found = -1;
    for (std::int64_t p = 0; p < view.n(); ++p) {
        bool zero = true;
        for (int j = 0; j < view.d() && zero; ++j)
            zero = view.x(p, j) == 0.0;
        if (zero) {
            if (found >= 0)
                return -1;
            found = p;
        }
    }
    return found;
}

EncodingSpec makeSpec(int d, double base, Layout layout)
{
    EncodingSpec spec;
    spec.d = d;
    spec.base = base;
    spec.layout = layout;
    return spec;
}

// The variants of rule d (and e) for one orientation; those whose spec is not valid for this d
// and base (e.g. fairseq needs d >= 4, B^2 may overflow) are left out.
std::vector<VariantSpec> structuralVariants(const View &view, double base, double estimatedBase,
                                            std::int64_t zeroRow)
{
    const int d = view.d();
    std::vector<VariantSpec> variants;
    const auto add = [&](Verdict verdict, const EncodingSpec &spec, std::int64_t p0 = 0) {
        try {
            validate(spec);
        } catch (const std::invalid_argument &) {
            return;
        }
        VariantSpec variant;
        variant.verdict = verdict;
        variant.spec = spec;
        variant.p0 = p0;
        variants.push_back(variant);
    };
    add(Verdict::Concatenated, makeSpec(d, base, Layout::Concatenated));
    add(Verdict::Tensor2Tensor, makeSpec(d, base, Layout::Tensor2Tensor));
    if (d >= 4) {
        // fairseq's weight table: row r is the tensor2tensor encoding of r (same frequency rule,
        // halves and zero column), the padding row zeroed.
        if (zeroRow >= 0) {
            add(Verdict::Fairseq, makeSpec(d, base, Layout::Tensor2Tensor));
            variants.back().zeroRow = zeroRow;
        }
        add(Verdict::Fairseq, makeSpec(d, base, Layout::Fairseq)); // positions from 2
    }
    add(Verdict::SinCosSwapped, makeSpec(d, base, Layout::Interleaved));
    if (!variants.empty() && variants.back().verdict == Verdict::SinCosSwapped)
        variants.back().swapped = true;
    add(Verdict::PositionsFrom1, makeSpec(d, base, Layout::Interleaved), 1);
    if (std::isfinite(base * base))
        add(Verdict::ExponentDoubled, makeSpec(d, base * base, Layout::Interleaved));
    add(Verdict::ExponentHalved, makeSpec(d, std::sqrt(base), Layout::Interleaved));
    // Degrees: sin(theta * pi / 180) is the position interpolation omega_i / s with s = 180 / pi.
    EncodingSpec degrees = makeSpec(d, base, Layout::Interleaved);
    degrees.scaling.method = ContextMethod::PositionInterpolation;
    degrees.scaling.factor = 180.0 / pi;
    add(Verdict::Degrees, degrees);
    if (std::isfinite(estimatedBase))
        add(Verdict::Base, makeSpec(d, estimatedBase, Layout::Interleaved));
    return variants;
}

Verdict precisionVerdict(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float32:
        return Verdict::Float32;
    case Dtype::BFloat16:
        return Verdict::BFloat16;
    case Dtype::Float16:
        return Verdict::Float16;
    case Dtype::Float64:
        break;
    }
    return Verdict::Reference;
}

void validateInput(const MatrixData &matrix, double base)
{
    if (!std::isfinite(base) || !(base > 1.0))
        throw std::invalid_argument("base must be a finite number greater than 1");
    if (matrix.rows < 2 || matrix.cols < 2)
        throw std::invalid_argument("the matrix must have at least 2 rows and 2 columns");
    if (static_cast<std::int64_t>(matrix.values.size()) != matrix.rows * matrix.cols)
        throw std::invalid_argument("the matrix must hold rows * cols values");
    if (!matrix.halfUnits.empty() && matrix.halfUnits.size() != matrix.values.size())
        throw std::invalid_argument("halfUnits must be empty or hold one value per value");
    for (double v : matrix.values) {
        if (!std::isfinite(v))
            throw std::invalid_argument("every value of the matrix must be finite");
    }
}

} // namespace

std::vector<Verdict> allVerdicts()
{
    return {Verdict::Reference,     Verdict::Concatenated,    Verdict::Tensor2Tensor,
            Verdict::Fairseq,       Verdict::ExponentDoubled, Verdict::ExponentHalved,
            Verdict::SinCosSwapped, Verdict::PositionsFrom1,  Verdict::Base,
            Verdict::Degrees,       Verdict::Float32,         Verdict::BFloat16,
            Verdict::Float16,       Verdict::Transposed,      Verdict::Unknown};
}

std::string verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Reference:
        return "reference";
    case Verdict::Concatenated:
        return "concatenated";
    case Verdict::Tensor2Tensor:
        return "tensor2tensor";
    case Verdict::Fairseq:
        return "fairseq";
    case Verdict::ExponentDoubled:
        return "exponent-doubled";
    case Verdict::ExponentHalved:
        return "exponent-halved";
    case Verdict::SinCosSwapped:
        return "sin-cos-swapped";
    case Verdict::PositionsFrom1:
        return "positions-from-1";
    case Verdict::Base:
        return "base";
    case Verdict::Degrees:
        return "degrees";
    case Verdict::Float32:
        return "float32";
    case Verdict::BFloat16:
        return "bfloat16";
    case Verdict::Float16:
        return "float16";
    case Verdict::Transposed:
        return "transposed";
    case Verdict::Unknown:
        return "unknown";
    }
    return "unknown";
}

double checkTolerance(Dtype dtype, double theta, double omega)
{
    const double u = dtypeUnitRoundoff(dtype);
    const double logTerm = omega > 0.0 ? std::fabs(std::log(omega)) : 0.0;
    return u * (angleFactor * std::fabs(theta) * (1.0 + logTerm) + roundingUnits) + referenceError;
}

CheckResult checkMatrix(const MatrixData &matrix, double base, bool keepResidual)
{
    validateInput(matrix, base);
    CheckResult result;
    result.base = base;
    result.fileDtype = matrix.dtype;
    result.valuesDtype = findValuesDtype(matrix);
    const Dtype fileDtype = matrix.dtype;
    const Dtype valuesDtype = result.valuesDtype;
    const bool narrowerValues = valuesDtype != fileDtype;

    // The orientations with a valid width, rows as positions first.
    std::vector<View> views;
    for (bool transposed : {false, true}) {
        View view(matrix, transposed);
        if (view.d() <= PositionalEncoding::maxWidth)
            views.push_back(view);
    }
    if (views.empty()) {
        result.n = matrix.rows;
        result.d = static_cast<int>(std::min<std::int64_t>(matrix.cols, INT32_MAX));
        result.estimatedBase = nan;
        result.maxResidualReference = nan;
        result.maxResidualVariant = nan;
        result.nearestRatio = nan;
        return result;
    }
    const auto referenceOf = [base](const View &view) {
        VariantSpec reference;
        reference.spec = makeSpec(view.d(), base, Layout::Interleaved);
        return reference;
    };

    // Screening: every variant on a few rows of each orientation.
    struct Screened
    {
        std::size_t view;
        VariantSpec spec;
        Comparison sample;
    };
    std::vector<Screened> screened;
    std::vector<double> estimates(views.size(), nan);
    std::vector<Comparison> referenceFileSample(views.size());
    for (std::size_t k = 0; k < views.size(); ++k) {
        const View &view = views[k];
        const VariantSpec referenceSpec = referenceOf(view);
        const Variant reference(referenceSpec);
        const std::int64_t zeroRow = findZeroRow(view);
        const std::vector<std::int64_t> rows = sampleRows(view.n(), zeroRow);
        referenceFileSample[k] = compareRows(view, reference, fileDtype, rows);
        screened.push_back({k, referenceSpec, compareRows(view, reference, valuesDtype, rows)});
        estimates[k] = estimateBase(view);
        for (const VariantSpec &spec : structuralVariants(view, base, estimates[k], zeroRow))
            screened.push_back({k, spec, compareRows(view, Variant(spec), valuesDtype, rows)});
    }

    // The full reference pass on the first orientation: rules a and c there, and the residual
    // when that orientation is reported.
    std::vector<double> firstResidual;
    const ReferencePass firstPass
        = referencePass(views[0], Variant(referenceOf(views[0])), fileDtype, valuesDtype,
                        keepResidual ? &firstResidual : nullptr);

    std::optional<std::size_t> chosenView;
    std::optional<VariantSpec> chosen;
    double chosenMaxAbs = nan;
    const auto choose = [&](std::size_t k, VariantSpec spec, Verdict verdict, double maxAbs) {
        chosenView = k;
        chosen = spec;
        chosen->verdict = verdict;
        chosenMaxAbs = maxAbs;
    };
    const Verdict asStored = views[0].transposed() ? Verdict::Transposed : Verdict::Reference;

    // Rules a and b: the reference at the file's dtype, as stored, then transposed.
    if (firstPass.withinFile) {
        choose(0, referenceOf(views[0]), asStored, firstPass.maxAbs);
    } else if (views.size() > 1 && referenceFileSample[1].within()) {
        const FullComparison full
            = compareAll(views[1], Variant(referenceOf(views[1])), fileDtype, false);
        if (full.within)
            choose(1, referenceOf(views[1]), Verdict::Transposed, full.maxAbs);
    }
    // Rule c: the reference at the narrower dtype of the values.
    if (!chosen && narrowerValues) {
        if (firstPass.withinValues) {
            choose(0, referenceOf(views[0]), precisionVerdict(valuesDtype), nan);
        } else if (views.size() > 1) {
            for (const Screened &s : screened) {
                if (s.view != 1 || s.spec.verdict != Verdict::Reference || !s.sample.within())
                    continue;
                const FullComparison full
                    = compareAll(views[1], Variant(s.spec), valuesDtype, false);
                if (full.within)
                    choose(1, s.spec, precisionVerdict(valuesDtype), nan);
                break;
            }
        }
    }
    // Rule a': the reference in a narrow dtype with two identical neighbouring rows: positions
    // rounded to that dtype collided (float16 from 2049 on), whatever the file's dtype.
    if (chosen && valuesDtype != Dtype::Float64
        && (chosen->verdict == Verdict::Reference || chosen->verdict == Verdict::Transposed
            || chosen->verdict == precisionVerdict(valuesDtype))) {
        result.identicalRow = findIdenticalNeighbour(views[*chosenView]);
        if (result.identicalRow >= 0)
            chosen->verdict = precisionVerdict(valuesDtype);
    }
    // Rules d and e: the structural variants (the smallest largest residual among those within
    // tolerance), the fitted base only when none is.
    if (!chosen) {
        for (bool baseRule : {false, true}) {
            for (const Screened &s : screened) {
                if (s.spec.verdict == Verdict::Reference || !s.sample.within()
                    || (s.spec.verdict == Verdict::Base) != baseRule)
                    continue;
                const FullComparison full
                    = compareAll(views[s.view], Variant(s.spec), valuesDtype, true);
                if (full.within && (!chosen || full.maxAbs < chosenMaxAbs))
                    choose(s.view, s.spec, s.spec.verdict, full.maxAbs);
            }
            if (chosen)
                break;
        }
    }

    // Rule f, and the nearest variant for it.
    std::size_t reportView = 0;
    if (chosen) {
        reportView = *chosenView;
        result.verdict = chosen->verdict;
    } else {
        result.verdict = Verdict::Unknown;
        const auto nearest = std::min_element(screened.begin(), screened.end(),
                                              [](const Screened &a, const Screened &b) {
                                                  return a.sample.maxRatio < b.sample.maxRatio;
                                              });
        reportView = nearest->view;
        result.nearest = nearest->spec.verdict;
        if (result.nearest == Verdict::Reference && views[reportView].transposed())
            result.nearest = Verdict::Transposed;
        result.nearestRatio = nearest->sample.maxRatio;
    }

    const View &view = views[reportView];
    result.n = view.n();
    result.d = view.d();
    result.transposed = view.transposed();
    result.estimatedBase = estimates[reportView];
    if (chosen && chosen->zeroRow >= 0)
        result.paddingRow = chosen->zeroRow;

    ReferencePass pass = firstPass;
    if (reportView != 0) {
        result.residual.clear();
        pass = referencePass(view, Variant(referenceOf(view)), fileDtype, valuesDtype,
                             keepResidual ? &result.residual : nullptr);
    } else {
        result.residual = std::move(firstResidual);
    }
    result.maxResidualReference = pass.maxAbs;
    switch (result.verdict) {
    case Verdict::Reference:
    case Verdict::Transposed:
        result.maxResidualVariant = pass.maxAbs;
        break;
    case Verdict::Float32:
    case Verdict::BFloat16:
    case Verdict::Float16: {
        // The named variant: PE rounded to the dtype.
        VariantSpec rounded = referenceOf(view);
        rounded.castTo = valuesDtype;
        result.maxResidualVariant = compareAll(view, Variant(rounded), valuesDtype, true).maxAbs;
        break;
    }
    case Verdict::Unknown:
        result.maxResidualVariant = nan;
        break;
    default:
        result.maxResidualVariant = chosenMaxAbs;
        break;
    }
    return result;
}

} // namespace pe
