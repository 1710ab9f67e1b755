#include "matrixcomparison.h"

namespace pe::checking {

namespace {

// Walks the whole matrix against a variant, block by block: for each row p calls
// visit(p, x, v, position, h) with the file's row x, the variant's row v, position = p + offset
// and the text half units h (0 for .npy): the tolerance of component j at a dtype is
// toleranceConstant + position * slope_j + h_j. After each block it stops unless keepGoing()
// says otherwise, and throws Cancelled when cancel is set.
template<typename Visit, typename KeepGoing>
void walkMatrix(const View &view, const Variant &variant, Visit &&visit, KeepGoing &&keepGoing,
                const std::atomic<bool> *cancel, const ProgressSpan &progress)
{
    const int d = view.d();
    const std::int64_t blockRows = std::max<std::int64_t>(1, blockValues / d);
    std::vector<double> block(static_cast<std::size_t>(blockRows * d));
    std::vector<double> x(static_cast<std::size_t>(d));
    std::vector<double> h(static_cast<std::size_t>(d), 0.0);
    for (std::int64_t r0 = 0; r0 < view.n(); r0 += blockRows) {
        throwIfCancelled(cancel);
        const std::int64_t count = std::min(blockRows, view.n() - r0);
        variant.fill(r0, count, block.data());
        for (std::int64_t r = 0; r < count; ++r) {
            const std::int64_t p = r0 + r;
            const double position = static_cast<double>(p) + variant.offset();
            view.row(p, x.data());
            if (view.hasHalfUnits())
                view.halfUnitRow(p, h.data());
            visit(p, x.data(), block.data() + r * d, position, h.data());
        }
        progress.report(static_cast<double>(r0 + count) / static_cast<double>(view.n()));
        if (!keepGoing())
            break;
    }
}

} // namespace

bool narrow(Dtype dtype) { return dtype == Dtype::BFloat16 || dtype == Dtype::Float16; }

// checkTolerance(dtype, theta, omega) = toleranceConstant(dtype) + |theta| / omega *
// toleranceSlope(dtype, omega).
double toleranceConstant(Dtype dtype)
{
    return dtypeUnitRoundoff(dtype) * (narrow(dtype) ? narrowRoundingUnits : roundingUnits)
        + referenceError;
}

double toleranceSlope(Dtype dtype, double omega)
{
    if (!(omega > 0.0))
        return 0.0;
    const double logTerm = std::fabs(std::log(omega));
    return dtypeUnitRoundoff(dtype) * omega
        * (narrow(dtype) ? narrowAngleUnits + logTerm : angleFactor * (1.0 + logTerm));
}

Comparison compareRows(const View &view, const Variant &variant, Dtype dtype,
                       const std::vector<std::int64_t> &rows)
{
    const int d = view.d();
    const double constant = toleranceConstant(dtype);
    const std::vector<double> slope = variant.slopes(dtype);
    std::vector<double> v(static_cast<std::size_t>(d));
    Comparison result;
    for (std::int64_t r : rows) {
        variant.fill(r, 1, v.data());
        const double position = static_cast<double>(r) + variant.offset();
        for (int j = 0; j < d; ++j) {
            const double diff = std::fabs(view.x(r, j) - v[static_cast<std::size_t>(j)]);
            const double tolerance
                = constant + position * slope[static_cast<std::size_t>(j)] + view.halfUnit(r, j);
            result.maxAbs = std::max(result.maxAbs, diff);
            result.maxRatio = std::max(result.maxRatio, diff / tolerance);
        }
    }
    return result;
}

FullComparison compareAll(const View &view, const Variant &variant, Dtype dtype, bool complete,
                          const std::atomic<bool> *cancel, const ProgressSpan &progress)
{
    const double constant = toleranceConstant(dtype);
    const std::vector<double> slope = variant.slopes(dtype);
    const int d = view.d();
    FullComparison result;
    walkMatrix(
        view, variant,
        [&](std::int64_t, const double *x, const double *v, double position, const double *h) {
            double rowMax = 0.0;
            bool rowWithin = true;
            for (int j = 0; j < d; ++j) {
                const double diff = std::fabs(x[j] - v[j]);
                rowMax = std::max(rowMax, diff);
                rowWithin
                    &= diff <= constant + position * slope[static_cast<std::size_t>(j)] + h[j];
            }
            result.maxAbs = std::max(result.maxAbs, rowMax);
            result.within = result.within && rowWithin;
        },
        [&] { return complete || result.within; }, cancel, progress);
    return result;
}

ReferencePass referencePass(const View &view, const Variant &reference,
                            const std::vector<Dtype> &dtypes, std::vector<double> *residual,
                            const std::atomic<bool> *cancel, const ProgressSpan &progress)
{
    const int d = view.d();
    const std::size_t count = std::min<std::size_t>(dtypes.size(), 3);
    double constant[3] = {};
    std::vector<double> slopes[3];
    for (std::size_t k = 0; k < count; ++k) {
        constant[k] = toleranceConstant(dtypes[k]);
        slopes[k] = reference.slopes(dtypes[k]);
    }
    if (residual)
        residual->assign(static_cast<std::size_t>(view.n() * d), 0.0);
    ReferencePass pass;
    walkMatrix(
        view, reference,
        [&](std::int64_t p, const double *x, const double *v, double position, const double *h) {
            double *out = residual ? residual->data() + p * d : nullptr;
            double rowMax = 0.0;
            int rowColumn = 0;
            bool rowWithin[3] = {true, true, true};
            for (int j = 0; j < d; ++j) {
                const double signedDiff = x[j] - v[j];
                const double diff = std::fabs(signedDiff);
                if (diff > rowMax) {
                    rowMax = diff;
                    rowColumn = j;
                }
                for (std::size_t k = 0; k < count; ++k)
                    rowWithin[k] &= diff
                        <= constant[k] + position * slopes[k][static_cast<std::size_t>(j)] + h[j];
                if (out)
                    out[j] = signedDiff;
            }
            if (rowMax > pass.maxAbs) {
                pass.maxAbs = rowMax;
                pass.row = p;
                pass.column = rowColumn;
            }
            for (std::size_t k = 0; k < count; ++k)
                pass.within[k] = pass.within[k] && rowWithin[k];
        },
        [] { return true; }, cancel, progress);
    return pass;
}

ValueCheck impossibleValues(const View &view, const Variant &reference, std::size_t maxListed)
{
    ValueCheck found;
    std::vector<double> v(static_cast<std::size_t>(view.d()));
    for (std::int64_t p = 0; p < view.n(); ++p) {
        for (int j = 0; j < view.d(); ++j) {
            const double x = view.x(p, j);
            const double h = view.halfUnit(p, j);
            // Row 0: sin 0 = 0 at the even components, cos 0 = 1 at the odd ones, exactly.
            const double atZero = j % 2 == 0 ? 0.0 : 1.0;
            const double excess = p == 0 ? std::fabs(x - atZero) - h : std::fabs(x) - 1.0 - h;
            if (!(excess > 0.0))
                continue;
            ++found.count;
            const double allowed = std::max(h, std::numeric_limits<double>::min());
            found.maxRatio = std::max(found.maxRatio, (excess + h) / allowed);
            if (found.listed.size() < maxListed) {
                reference.fill(p, 1, v.data());
                found.listed.push_back({p, j, x, v[static_cast<std::size_t>(j)]});
            }
        }
    }
    return found;
}

ValueCheck valuesOutside(const View &view, const Variant &reference, Dtype dtype,
                         std::size_t maxListed, std::int64_t *checked,
                         const std::atomic<bool> *cancel)
{
    const double constant = toleranceConstant(dtype);
    const std::vector<double> slope = reference.slopes(dtype);
    const int d = view.d();
    ValueCheck found;
    std::int64_t count = 0;
    walkMatrix(
        view, reference,
        [&](std::int64_t p, const double *x, const double *v, double position, const double *h) {
            if (position != 0.0)
                count += d;
            for (int j = 0; j < d; ++j) {
                const double diff = std::fabs(x[j] - v[j]);
                const double tolerance
                    = constant + position * slope[static_cast<std::size_t>(j)] + h[j];
                if (diff <= tolerance)
                    continue;
                ++found.count;
                found.maxRatio = std::max(found.maxRatio, diff / tolerance);
                if (found.listed.size() < maxListed)
                    found.listed.push_back({p, j, x[j], v[j]});
            }
        },
        [] { return true; }, cancel, {});
    if (checked)
        *checked = count;
    return found;
}

RotationBreak findRotationBreak(const View &view, double base, Dtype dtype,
                                const std::atomic<bool> *cancel)
{
    const PositionalEncoding encoding(makeSpec(view.d(), base, Layout::Interleaved));
    const int pairs = view.d() / 2;
    std::vector<double> omega(static_cast<std::size_t>(pairs));
    std::vector<double> c(omega.size());
    std::vector<double> s(omega.size());
    for (int i = 0; i < pairs; ++i) {
        const auto k = static_cast<std::size_t>(i);
        omega[k] = encoding.frequency(i);
        c[k] = std::cos(omega[k]);
        s[k] = std::sin(omega[k]);
    }
    const auto tolerance = [&](std::int64_t p, int i) {
        const double w = omega[static_cast<std::size_t>(i)];
        return checkTolerance(dtype, static_cast<double>(p) * w, w)
            + std::max(view.halfUnit(p, 2 * i), view.halfUnit(p, 2 * i + 1));
    };
    RotationBreak found;
    for (std::int64_t p = 0; p + 1 < view.n(); ++p) {
        if (p % 4096 == 0)
            throwIfCancelled(cancel);
        for (int i = 0; i < pairs; ++i) {
            const auto k = static_cast<std::size_t>(i);
            const double sinP = view.x(p, 2 * i);
            const double cosP = view.x(p, 2 * i + 1);
            // sin(theta + omega) and cos(theta + omega) from sin theta and cos theta.
            const double turnedSin = sinP * c[k] + cosP * s[k];
            const double turnedCos = cosP * c[k] - sinP * s[k];
            const double error = std::hypot(turnedSin - view.x(p + 1, 2 * i),
                                            turnedCos - view.x(p + 1, 2 * i + 1));
            const double bound = std::sqrt(2.0) * (tolerance(p, i) + tolerance(p + 1, i));
            if (error > bound) {
                found.row = p;
                found.pair = i;
                found.error = error;
                found.bound = bound;
                return found;
            }
        }
    }
    return found;
}

bool pairsOnUnitCircle(const View &view, Dtype dtype)
{
    const double rounding = 4.0 * toleranceConstant(dtype);
    for (std::int64_t p = 0; p < view.n(); ++p) {
        for (int i = 0; i < view.d() / 2; ++i) {
            const double a = view.x(p, 2 * i);
            const double b = view.x(p, 2 * i + 1);
            const double allowed
                = rounding + 2.0 * (view.halfUnit(p, 2 * i) + view.halfUnit(p, 2 * i + 1));
            if (!(std::fabs(a * a + b * b - 1.0) <= allowed))
                return false;
        }
    }
    return true;
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

} // namespace pe::checking
