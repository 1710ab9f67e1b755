#include "matrixchecker.h"

#include "matrixcomparison.h"
#include "positionalencoding.h"
#include "precisionlab.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace pe {

namespace {

using namespace checking;

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

// Half units from this size on (fewer than 3 decimals) are too coarse to tell PE from its
// neighbours (a bfloat16 computation, a base a few percent off, an amplitude 0.99).
constexpr double coarseHalfUnit = 1.0 / 512.0;

// max |v - PE| over some rows: how far a variant is from the reference.
double variantDistance(const View &view, const Variant &reference, const Variant &variant,
                       const std::vector<std::int64_t> &rows)
{
    const auto d = static_cast<std::size_t>(view.d());
    std::vector<double> a(d);
    std::vector<double> b(d);
    double distance = 0.0;
    for (std::int64_t r : rows) {
        reference.fill(r, 1, a.data());
        variant.fill(r, 1, b.data());
        for (std::size_t j = 0; j < d; ++j)
            distance = std::max(distance, std::fabs(a[j] - b[j]));
    }
    return distance;
}

// This app's own computation of PE in dtype (precisionRow, Framework path) against PE on the
// rows: its largest |error|.
double ownPathError(const View &view, double base, Dtype dtype,
                    const std::vector<std::int64_t> &rows)
{
    const PositionalEncoding encoding(makeSpec(view.d(), base, Layout::Interleaved));
    std::vector<double> exact(static_cast<std::size_t>(view.d()));
    double largest = 0.0;
    for (std::int64_t r : rows) {
        const std::vector<double> row = precisionRow(encoding, r, dtype, PrecisionPath::Framework);
        encoding.fillRange(r, 1, exact.data());
        for (std::size_t j = 0; j < row.size(); ++j)
            largest = std::max(largest, std::fabs(row[j] - exact[j]));
    }
    return largest;
}

// The conventions of a variant of the fixed rules.
ConventionEstimate conventionsOf(const VariantSpec &variant, const View &view)
{
    ConventionEstimate e;
    e.valid = true;
    e.fits = true;
    e.halves = variant.spec.layout != Layout::Interleaved;
    e.tensor2tensorRule
        = variant.spec.layout == Layout::Tensor2Tensor || variant.spec.layout == Layout::Fairseq;
    e.swapped = variant.swapped;
    e.firstPosition = variant.p0 + (variant.spec.layout == Layout::Fairseq ? 2 : 0);
    e.base = variant.spec.base;
    e.degrees = variant.spec.scaling.method == ContextMethod::PositionInterpolation;
    e.angleScale = e.degrees ? pi / 180.0 : 1.0;
    e.zeroRow = variant.zeroRow;
    e.residualRow = 0;
    (void)view;
    return e;
}

// Calls visit(p, j, x, v, tolerance) for every value x of the view, v the variant's value and
// tolerance dtype's (checkTolerance() plus the half unit), block by block; after each block it
// stops unless keepGoing() says otherwise, and throws Cancelled when cancel is set.
template<typename Visit, typename KeepGoing>
void walkValues(const View &view, const Variant &variant, Dtype dtype, Visit &&visit,
                KeepGoing &&keepGoing, const std::atomic<bool> *cancel)
{
    const int d = view.d();
    const double constant = toleranceConstant(dtype);
    const std::vector<double> slope = variant.slopes(dtype);
    const std::int64_t blockRows = std::max<std::int64_t>(1, blockValues / d);
    std::vector<double> block(static_cast<std::size_t>(blockRows * d));
    for (std::int64_t r0 = 0; r0 < view.n(); r0 += blockRows) {
        throwIfCancelled(cancel);
        const std::int64_t count = std::min(blockRows, view.n() - r0);
        variant.fill(r0, count, block.data());
        for (std::int64_t r = 0; r < count; ++r) {
            const std::int64_t p = r0 + r;
            const double position = static_cast<double>(p) + variant.offset();
            const double *v = block.data() + r * d;
            for (int j = 0; j < d; ++j) {
                const double tolerance = constant + position * slope[static_cast<std::size_t>(j)]
                    + view.halfUnit(p, j);
                visit(p, j, view.x(p, j), v[j], tolerance);
            }
        }
        if (!keepGoing())
            break;
    }
}

// The values of the view outside dtype's tolerance of the reference, when they are at most one
// in a hundred of the values after position 0 (a few values written wrong in a file that is PE
// elsewhere, whatever their size): their count, the maxListed largest |x - PE| (listed in row
// order) and the largest ratio to the tolerance. Empty when no value or more than that are
// outside; the pass stops as soon as there are more.
std::optional<ValueCheck> fewValuesOff(const View &view, const Variant &reference, Dtype dtype,
                                       std::size_t maxListed, const std::atomic<bool> *cancel)
{
    const std::int64_t checked = std::max<std::int64_t>(0, view.n() - 1) * view.d();
    const std::int64_t allowed = checked / 100;
    ValueCheck found;
    // The largest so far by |x - PE|, kept as a heap whose top is the smallest of them.
    const auto larger = [](const CheckOutlier &a, const CheckOutlier &b) {
        return std::fabs(a.value - a.expected) > std::fabs(b.value - b.expected);
    };
    walkValues(
        view, reference, dtype,
        [&](std::int64_t p, int j, double x, double v, double tolerance) {
            const double diff = std::fabs(x - v);
            if (diff <= tolerance)
                return;
            ++found.count;
            found.maxRatio = std::max(found.maxRatio, diff / tolerance);
            if (maxListed == 0)
                return;
            const CheckOutlier outlier {p, j, x, v};
            if (found.listed.size() < maxListed) {
                found.listed.push_back(outlier);
                std::push_heap(found.listed.begin(), found.listed.end(), larger);
            } else if (larger(outlier, found.listed.front())) {
                std::pop_heap(found.listed.begin(), found.listed.end(), larger);
                found.listed.back() = outlier;
                std::push_heap(found.listed.begin(), found.listed.end(), larger);
            }
        },
        [&] { return found.count <= allowed; }, cancel);
    if (found.count == 0 || found.count > allowed)
        return std::nullopt;
    std::sort(found.listed.begin(), found.listed.end(),
              [](const CheckOutlier &a, const CheckOutlier &b) {
                  return a.row != b.row ? a.row < b.row : a.column < b.column;
              });
    return found;
}

// The largest ratio of |x - v| to dtype's tolerance over every value of the view.
double largestRatio(const View &view, const Variant &variant, Dtype dtype,
                    const std::atomic<bool> *cancel)
{
    double ratio = 0.0;
    walkValues(
        view, variant, dtype,
        [&](std::int64_t, int, double x, double v, double tolerance) {
            ratio = std::max(ratio, std::fabs(x - v) / tolerance);
        },
        [] { return true; }, cancel);
    return ratio;
}
} // namespace

double checkTolerance(Dtype dtype, double theta, double omega)
{
    return toleranceConstant(dtype)
        + (omega > 0.0 ? std::fabs(theta) / omega * toleranceSlope(dtype, omega) : 0.0);
}

CheckResult checkMatrix(const MatrixData &matrix, double base, bool keepResidual,
                        const std::atomic<bool> *cancel, const ProgressCallback &progress)
{
    const auto stage = [&progress](double from, double to) {
        return ProgressSpan {&progress, from, to};
    };
    validateInput(matrix, base);
    CheckResult result;
    result.base = base;
    result.fileDtype = matrix.dtype;
    result.valuesDtype = findValuesDtype(matrix);
    result.significantDigitsPrinted = matrix.significantDigits;
    const Dtype fileDtype = matrix.dtype;
    const Dtype valuesDtype = result.valuesDtype;
    const bool narrowerValues = valuesDtype != fileDtype;
    // The computation a float64 or text file can hold: float32 at least.
    const Dtype judgeDtype = valuesDtype == Dtype::Float64 ? Dtype::Float32 : valuesDtype;

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
        result.expectedResidual = nan;
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
    std::vector<Comparison> referenceJudgeSample(views.size());
    for (std::size_t k = 0; k < views.size(); ++k) {
        throwIfCancelled(cancel);
        const View &view = views[k];
        const VariantSpec referenceSpec = referenceOf(view);
        const Variant reference(referenceSpec);
        const std::int64_t zeroRow = findZeroRow(view);
        const std::vector<std::int64_t> rows = sampleRows(view.n(), zeroRow);
        referenceFileSample[k] = compareRows(view, reference, fileDtype, rows);
        referenceJudgeSample[k] = compareRows(view, reference, judgeDtype, rows);
        screened.push_back({k, referenceSpec, compareRows(view, reference, judgeDtype, rows)});
        estimates[k] = estimateBase(view);
        for (const VariantSpec &spec : structuralVariants(view, base, estimates[k], zeroRow))
            screened.push_back({k, spec, compareRows(view, Variant(spec), judgeDtype, rows)});
    }

    stage(0.0, 0.05).report(1.0);
    // The full reference pass on the first orientation at the file's dtype, the values' and
    // float32: rules a and c there, and the residual when that orientation is reported.
    const std::vector<Dtype> passDtypes = {fileDtype, valuesDtype, judgeDtype};
    std::vector<double> firstResidual;
    const ReferencePass firstPass
        = referencePass(views[0], Variant(referenceOf(views[0])), passDtypes,
                        keepResidual ? &firstResidual : nullptr, cancel, stage(0.05, 0.6));
    const bool firstWithinFile = firstPass.within[0];
    const bool firstWithinValues = firstPass.within[1];
    const bool firstWithinJudge = firstPass.within[2];

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

    // Rules a and b: the reference at the file's dtype, as stored, then transposed; for a float64
    // or text file also at float32's (a float32 computation widened or printed).
    const bool mayHoldFloat32 = fileDtype == Dtype::Float64 && judgeDtype == Dtype::Float32;
    result.precisionDtype = fileDtype;
    if (firstWithinFile) {
        choose(0, referenceOf(views[0]), asStored, firstPass.maxAbs);
    } else if (mayHoldFloat32 && firstWithinJudge) {
        choose(0, referenceOf(views[0]), asStored, firstPass.maxAbs);
        result.precisionDtype = Dtype::Float32;
    } else if (views.size() > 1) {
        for (bool wide : {true, false}) {
            if (!wide && !mayHoldFloat32)
                break;
            const Dtype dtype = wide ? fileDtype : judgeDtype;
            if (!(wide ? referenceFileSample[1] : referenceJudgeSample[1]).within())
                continue;
            const FullComparison full
                = compareAll(views[1], Variant(referenceOf(views[1])), dtype, false, cancel);
            if (full.within) {
                choose(1, referenceOf(views[1]), Verdict::Transposed, full.maxAbs);
                result.precisionDtype = dtype;
                break;
            }
        }
    }
    // Rule c: the reference at the narrower dtype of the values (bfloat16, float16; float32
    // values in a float64 file were accepted above as a float32 computation).
    if (!chosen && narrowerValues) {
        if (firstWithinValues) {
            choose(0, referenceOf(views[0]), precisionVerdict(valuesDtype), nan);
        } else if (views.size() > 1) {
            for (const Screened &s : screened) {
                if (s.view != 1 || s.spec.verdict != Verdict::Reference || !s.sample.within())
                    continue;
                const FullComparison full
                    = compareAll(views[1], Variant(s.spec), valuesDtype, false, cancel);
                if (full.within)
                    choose(1, s.spec, precisionVerdict(valuesDtype), nan);
                break;
            }
        }
        if (chosen) {
            result.precisionDtype = valuesDtype;
            if (chosen->verdict == Verdict::Float32) // information, not a mistake
                chosen->verdict = chosenView == 0u ? asStored : Verdict::Transposed;
        }
    }
    // Rule a': a narrow computation with two identical neighbouring rows: positions rounded to
    // that dtype collided (float16 from 2049 on), whatever the file's dtype.
    Dtype narrowest = result.precisionDtype != Dtype::Float64 ? result.precisionDtype : valuesDtype;
    if (chosen && narrowest != Dtype::Float64
        && (chosen->verdict == Verdict::Reference || chosen->verdict == Verdict::Transposed
            || chosen->verdict == precisionVerdict(narrowest))) {
        result.identicalRow = findIdenticalNeighbour(views[*chosenView]);
        if (result.identicalRow >= 0)
            chosen->verdict = precisionVerdict(narrowest);
    }
    // Rule a'': a text file whose printed digits cannot tell PE from a variant.
    if (chosen && matrix.format == MatrixFormat::Text
        && (chosen->verdict == Verdict::Reference || chosen->verdict == Verdict::Transposed)) {
        const View &view = views[*chosenView];
        const std::vector<std::int64_t> rows = sampleRows(view.n(), -1);
        const Variant reference(referenceOf(view));
        double nearestDistance = std::numeric_limits<double>::infinity();
        Verdict nearestVariant = Verdict::Unknown;
        bool fits = false;
        for (const Screened &s : screened) {
            // The fitted base is the file's own estimate: it always fits about as well.
            if (s.view != *chosenView || s.spec.verdict == Verdict::Reference
                || s.spec.verdict == Verdict::Base)
                continue;
            const double distance = variantDistance(view, reference, Variant(s.spec), rows);
            if (!(distance > 1e-9))
                continue; // the same numbers (d = 2: every layout)
            const bool fitsToo = s.sample.within()
                && compareAll(view, Variant(s.spec), judgeDtype, false, cancel).within;
            if (fitsToo && !fits) {
                fits = true;
                nearestDistance = distance;
                nearestVariant = s.spec.verdict;
            } else if (!fits && distance < nearestDistance) {
                nearestDistance = distance;
                nearestVariant = s.spec.verdict;
            }
        }
        float largestHalfUnit = 0.0F;
        for (float h : matrix.halfUnits)
            largestHalfUnit = std::max(largestHalfUnit, h);
        const bool coarse = static_cast<double>(largestHalfUnit) >= coarseHalfUnit;
        if (fits) {
            // A named variant fits as well: digits finer than a tenth of their distance decide.
            chosen->verdict = Verdict::Undetermined;
            result.undecided = nearestVariant;
            result.decidingDecimals
                = std::max(3, static_cast<int>(std::ceil(-std::log10(nearestDistance))) + 1);
        } else if (coarse) {
            // Too coarse for PE's near neighbours (undecided stays Reference): 3 decimals give
            // half units below coarseHalfUnit.
            chosen->verdict = Verdict::Undetermined;
            result.decidingDecimals = 3;
        }
    }
    // The consistency rules (the verdict is then "unknown", whatever was chosen above; the rules
    // below are not tried): a file that is PE in some dtype but for values that no dtype's
    // computation gives is not PE (its few wrong values would hide behind the tolerance of a
    // narrower dtype or of large positions): values beyond sin and cos's range or a position 0
    // that is not [0, 1, 0, 1, ...]; in a float64 or text file accepted as a float32
    // computation, values within float64's tolerance everywhere but in at most one in a hundred
    // (a float32 computation is off in nearly every value, not in a few).
    bool outliersFound = false;
    std::size_t outlierView = 0;
    double outlierRatio = 0.0;
    if (chosen
        && (chosen->verdict == Verdict::Reference || chosen->verdict == Verdict::Transposed
            || chosen->verdict == Verdict::Undetermined || chosen->verdict == Verdict::Float32
            || chosen->verdict == Verdict::BFloat16 || chosen->verdict == Verdict::Float16)) {
        const View &view = views[*chosenView];
        const Variant reference(referenceOf(view));
        ValueCheck odd = impossibleValues(view, reference, CheckResult::maxListedOutliers);
        if (odd.count == 0 && fileDtype == Dtype::Float64
            && result.precisionDtype == Dtype::Float32) {
            std::optional<ValueCheck> off = fewValuesOff(view, reference, Dtype::Float64,
                                                         CheckResult::maxListedOutliers, cancel);
            if (off) {
                odd = std::move(*off);
                result.largestOutliers = true;
            }
        }
        if (odd.count > 0) {
            outliersFound = true;
            outlierView = *chosenView;
            outlierRatio = odd.maxRatio;
            result.outliers = std::move(odd.listed);
            result.outlierCount = odd.count;
            result.precisionDtype = fileDtype;
            result.identicalRow = -1;
            result.undecided = Verdict::Reference;
            result.decidingDecimals = 0;
        }
    }
    stage(0.0, 0.65).report(1.0);
    // Rules d and e: the structural variants (the smallest largest residual among those within
    // tolerance), the fitted base only when none is.
    if (!chosen) {
        for (bool baseRule : {false, true}) {
            for (const Screened &s : screened) {
                if (s.spec.verdict == Verdict::Reference || !s.sample.within()
                    || (s.spec.verdict == Verdict::Base) != baseRule)
                    continue;
                const FullComparison full
                    = compareAll(views[s.view], Variant(s.spec), judgeDtype, true, cancel);
                if (full.within && (!chosen || full.maxAbs < chosenMaxAbs))
                    choose(s.view, s.spec, s.spec.verdict, full.maxAbs);
            }
            if (chosen)
                break;
        }
    }
    stage(0.0, 0.7).report(1.0);
    // Rule e': the conventions estimated on each orientation; a model that fits names its
    // deviations.
    std::optional<ConventionEstimate> estimated;
    std::size_t estimatedView = 0;
    if (!chosen) {
        for (std::size_t k = 0; k < views.size(); ++k) {
            const ConventionEstimate e = estimateConventions(views[k], base, judgeDtype, cancel);
            if (!e.valid)
                continue;
            if (!estimated || (e.fits && !estimated->fits)
                || (e.fits == estimated->fits && e.residual < estimated->residual)) {
                estimated = e;
                estimatedView = k;
            }
        }
        if (estimated && estimated->fits) {
            const std::vector<Verdict> deviations
                = deviationsOf(*estimated, base, views[estimatedView].transposed());
            if (!deviations.empty()) {
                choose(estimatedView, referenceOf(views[estimatedView]), deviations.front(),
                       estimated->residual);
                result.deviations = deviations;
            }
        }
    }

    // Rule e'': the paper's encoding whose positions or angles were rounded to a narrower dtype
    // than its values before the sin and cos (torch.arange in half precision, autocast around
    // the angle): within that dtype's tolerance, every pair on the unit circle within the values'
    // rounding, and the rotation identity broken beyond what the values' dtype promises.
    if (!chosen && !narrow(judgeDtype)) {
        for (Dtype dtype : {Dtype::Float16, Dtype::BFloat16}) {
            for (std::size_t k = 0; k < views.size() && !chosen; ++k) {
                const View &view = views[k];
                const Variant reference(referenceOf(view));
                if (!compareRows(view, reference, dtype, sampleRows(view.n(), -1)).within()
                    || !pairsOnUnitCircle(view, judgeDtype)
                    || !compareAll(view, reference, dtype, false, cancel).within)
                    continue;
                const RotationBreak broken = findRotationBreak(view, base, judgeDtype, cancel);
                if (broken.row < 0)
                    continue;
                choose(k, referenceOf(view), precisionVerdict(dtype), nan);
                result.precisionDtype = dtype;
                narrowest = dtype;
                result.rotationRow = broken.row;
                result.rotationPair = broken.pair;
                result.rotationError = broken.error;
                result.rotationBound = broken.bound;
                result.identicalRow = findIdenticalNeighbour(view);
            }
            if (chosen)
                break;
        }
    }
    // Rule e''': the consistency rule for values off by more than any tolerance: a file that is
    // PE within the tolerance of its dtype (float64 for text; then of float32, for a float32
    // computation in a float64 or text file) at all but at most one in a hundred of its values
    // after position 0 is no variant: those few values were written wrong, whatever their size,
    // and each is named (the largest few when there are more than maxListedOutliers).
    if (!chosen && !outliersFound) {
        std::vector<Dtype> dtypes = {fileDtype};
        if (judgeDtype != fileDtype)
            dtypes.push_back(judgeDtype);
        for (std::size_t k = 0; k < views.size() && !outliersFound; ++k) {
            const Variant reference(referenceOf(views[k]));
            for (Dtype dtype : dtypes) {
                std::optional<ValueCheck> off = fewValuesOff(
                    views[k], reference, dtype, CheckResult::maxListedOutliers, cancel);
                if (!off)
                    continue;
                outliersFound = true;
                outlierView = k;
                outlierRatio = off->maxRatio;
                result.outliers = std::move(off->listed);
                result.outlierCount = off->count;
                result.largestOutliers = true;
                result.precisionDtype = dtype;
                result.deviations.clear();
                estimated.reset();
                break;
            }
        }
    }
    stage(0.0, 0.8).report(1.0);

    // Rule f, and the nearest variant for it.
    std::size_t reportView = 0;
    if (outliersFound) {
        // The reference everywhere but at the outliers: it is the nearest.
        result.verdict = Verdict::Unknown;
        reportView = outlierView;
        result.nearest = views[outlierView].transposed() ? Verdict::Transposed : Verdict::Reference;
        result.nearestRatio = outlierRatio;
    } else if (chosen) {
        reportView = *chosenView;
        result.verdict = chosen->verdict;
    } else {
        result.verdict = Verdict::Unknown;
        const auto nearest = std::min_element(screened.begin(), screened.end(),
                                              [](const Screened &a, const Screened &b) {
                                                  return a.sample.maxRatio < b.sample.maxRatio;
                                              });
        reportView = estimated && estimated->fits ? estimatedView : nearest->view;
        result.nearest = nearest->spec.verdict;
        if (result.nearest == Verdict::Reference && views[nearest->view].transposed())
            result.nearest = Verdict::Transposed;
        // Over every value, not only the screened rows: the line that states it must hold for
        // the whole file (a value off between the screened rows is beyond the tolerance too).
        result.nearestRatio = std::max(
            nearest->sample.maxRatio,
            largestRatio(views[nearest->view], Variant(nearest->spec), judgeDtype, cancel));
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
        pass = referencePass(view, Variant(referenceOf(view)), {fileDtype},
                             keepResidual ? &result.residual : nullptr, cancel, stage(0.8, 0.95));
    } else {
        result.residual = std::move(firstResidual);
    }
    result.maxResidualReference = pass.maxAbs;
    result.largestRow = pass.row;
    result.largestColumn = pass.column;
    switch (result.verdict) {
    case Verdict::Reference:
    case Verdict::Transposed:
    case Verdict::Undetermined:
        result.maxResidualVariant = pass.maxAbs;
        break;
    case Verdict::Float32:
    case Verdict::BFloat16:
    case Verdict::Float16: {
        if (result.rotationRow >= 0) {
            // Positions or angles rounded, values not: the reference is the named variant.
            result.maxResidualVariant = pass.maxAbs;
            break;
        }
        // The named variant: PE rounded to the dtype.
        VariantSpec rounded = referenceOf(view);
        rounded.castTo = narrowest;
        result.maxResidualVariant
            = compareAll(view, Variant(rounded), narrowest, true, cancel).maxAbs;
        break;
    }
    case Verdict::Unknown:
        result.maxResidualVariant = nan;
        break;
    default:
        result.maxResidualVariant = chosenMaxAbs;
        break;
    }

    // The conventions: the named variant's, or the estimate (the reference's when only outliers
    // differ from it).
    if (outliersFound) {
        result.estimate = conventionsOf(referenceOf(view), view);
        result.estimate.fits = false;
        result.estimate.residual = pass.maxAbs;
        result.estimate.residualRow = pass.row;
        result.estimate.residualColumn = pass.column;
    } else if (estimated && (!chosen || !result.deviations.empty())) {
        result.estimate = *estimated;
        if (result.deviations.empty() && result.verdict == Verdict::Unknown && estimated->fits)
            result.deviations = deviationsOf(*estimated, base, view.transposed());
        if (result.estimate.tensor2tensorRule || result.verdict != Verdict::Base)
            result.estimatedBase = result.estimate.base;
    } else if (!chosen) {
        result.estimate = ConventionEstimate(); // nothing could be estimated (valid false)
        result.estimate.residual = pass.maxAbs;
    } else {
        result.estimate = conventionsOf(*chosen, view);
        result.estimate.residual
            = std::isfinite(result.maxResidualVariant) ? result.maxResidualVariant : pass.maxAbs;
        if (result.verdict == Verdict::Base)
            result.estimate.base = result.estimatedBase;
        if (result.verdict != Verdict::Unknown && result.verdict != Verdict::Reference
            && result.verdict != Verdict::Undetermined && result.verdict != Verdict::Float32
            && result.verdict != Verdict::BFloat16 && result.verdict != Verdict::Float16)
            result.deviations = deviationsOf(result.estimate, base, view.transposed());
    }

    // What this app's own computation in the accepted dtype shows.
    const Dtype shownDtype = result.verdict == Verdict::BFloat16
            || result.verdict == Verdict::Float16 || result.verdict == Verdict::Float32
        ? narrowest
        : result.precisionDtype;
    // At the sampled rows and where this file's error is largest, so that the two numbers speak of
    // the same positions.
    result.expectedResidual = shownDtype == Dtype::Float64
        ? nan
        : ownPathError(view, base, shownDtype, sampleRows(view.n(), result.largestRow));
    if ((result.verdict == Verdict::BFloat16 || result.verdict == Verdict::Float16)
        && result.rotationRow < 0) {
        float largestHalfUnit = 0.0F;
        for (float h : matrix.halfUnits)
            largestHalfUnit = std::max(largestHalfUnit, h);
        result.roundedOnce
            = result.maxResidualReference <= 0.5 * dtypeUnitRoundoff(narrowest) * (1.0 + 1e-9)
                + 1e-14 + static_cast<double>(largestHalfUnit);
    }
    stage(0.0, 1.0).report(1.0);
    if (result.verdict == Verdict::Reference || result.verdict == Verdict::Transposed
        || result.verdict == Verdict::Undetermined)
        result.precisionDtype = shownDtype;
    return result;
}

} // namespace pe
