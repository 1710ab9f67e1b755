#include "implementationcheck.h"

#include "precisionlab.h"
#include "specsupport.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace pe {

std::vector<Implementation> allImplementations()
{
    return {Implementation::Correct,
            Implementation::SamePositionEverywhere,
            Implementation::PositionAsComponent,
            Implementation::MismatchedDenominators,
            Implementation::DoubledExponent,
            Implementation::AmplitudeGrows,
            Implementation::ConcatenateNoWiden,
            Implementation::ConcatenatedLayout,
            Implementation::SinCosSwapped,
            Implementation::PositionsFromOne,
            Implementation::ExponentHalved,
            Implementation::Degrees,
            Implementation::WrongBase,
            Implementation::Float16Rounding};
}

std::string implementationId(Implementation implementation)
{
    switch (implementation) {
    case Implementation::Correct:
        return "correct";
    case Implementation::SamePositionEverywhere:
        return "same-position-everywhere";
    case Implementation::PositionAsComponent:
        return "position-as-component";
    case Implementation::MismatchedDenominators:
        return "mismatched-denominators";
    case Implementation::DoubledExponent:
        return "doubled-exponent";
    case Implementation::AmplitudeGrows:
        return "amplitude-grows";
    case Implementation::ConcatenateNoWiden:
        return "concatenate-no-widen";
    case Implementation::ConcatenatedLayout:
        return "concatenated-layout";
    case Implementation::SinCosSwapped:
        return "sin-cos-swapped";
    case Implementation::PositionsFromOne:
        return "positions-from-1";
    case Implementation::ExponentHalved:
        return "exponent-halved";
    case Implementation::Degrees:
        return "degrees";
    case Implementation::WrongBase:
        return "wrong-base";
    case Implementation::Float16Rounding:
        return "float16-rounding";
    }
    return "unknown";
}

namespace {

// The same sins and cosines as PE(p) in the other arrangement: halves [sin of every pair | cos of
// every pair with one] for the interleaved layout, interleaved (sin_i, cos_i, ...) for the others;
// zero columns last.
std::vector<double> otherLayout(const PositionalEncoding &encoding, std::int64_t p)
{
    const std::vector<double> pe = encoding.vector(p);
    std::vector<double> a;
    a.reserve(pe.size());
    const auto sinOf
        = [&](int i) { return pe[static_cast<std::size_t>(encoding.sinComponent(i))]; };
    const auto cosOf
        = [&](int i) { return pe[static_cast<std::size_t>(encoding.cosComponent(i))]; };
    if (encoding.spec().layout == Layout::Interleaved) {
        for (int i = 0; i < encoding.pairCount(); ++i)
            a.push_back(sinOf(i));
        for (int i = 0; i < encoding.pairCount(); ++i) {
            if (encoding.cosComponent(i) >= 0)
                a.push_back(cosOf(i));
        }
    } else {
        for (int i = 0; i < encoding.pairCount(); ++i) {
            a.push_back(sinOf(i));
            if (encoding.cosComponent(i) >= 0)
                a.push_back(cosOf(i));
        }
    }
    a.resize(pe.size(), 0.0);
    return a;
}

} // namespace

std::vector<double> implementationContribution(Implementation implementation,
                                               const PositionalEncoding &encoding, std::int64_t p)
{
    PositionalEncoding::checkPosition(p);
    if (implementation == Implementation::ConcatenatedLayout)
        return otherLayout(encoding, p);
    if (implementation == Implementation::Float16Rounding)
        return precisionRow(encoding, p, Dtype::Float16, PrecisionPath::Framework);
    const EncodingSpec &spec = encoding.spec();
    const int d = encoding.width();
    const double base = encoding.base();
    // The position as the encoding's angles take it (fairseq: shifted by its offset).
    const double position = static_cast<double>(p + encoding.positionOffset());
    std::vector<double> a(static_cast<std::size_t>(d), 0.0);
    for (int j = 0; j < d; ++j) {
        const ComponentKind kind = encoding.kindOf(j);
        if (kind == ComponentKind::Zero)
            continue; // a zero column stays 0 in every implementation
        const int i = encoding.pairOf(j);
        const bool isSin = kind == ComponentKind::Sin;
        const double den = encoding.denominator(i);
        double value = 0.0;
        switch (implementation) {
        case Implementation::Correct:
        case Implementation::ConcatenateNoWiden:
            value = encoding.component(p, j);
            break;
        case Implementation::SamePositionEverywhere:
            value = encoding.component(0, j);
            break;
        case Implementation::PositionAsComponent: {
            // The roles of p and the component index swapped.
            const double angle = static_cast<double>(j) / std::pow(base, 2.0 * position / d);
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::MismatchedDenominators: {
            // The cos partner one exponent step 1/d further: base^((2i+1)/d) for the paper's form.
            const double angle
                = isSin ? position / den : position / (den * std::pow(base, 1.0 / d));
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::DoubledExponent: {
            // j = 2i is already the even component index; doubling it again gives base^(4i/d):
            // the denominator times the layout's unscaled base^(2i/d) once more.
            const double once = std::pow(base, detail::layoutExponent(spec.layout, d, i));
            const double angle = position / (den * once);
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::AmplitudeGrows:
            value = static_cast<double>(p) * encoding.component(p, j);
            break;
        case Implementation::SinCosSwapped: {
            const double angle = position / den;
            value = isSin ? std::cos(angle) : std::sin(angle);
            break;
        }
        case Implementation::PositionsFromOne: {
            const double angle = (position + 1.0) / den;
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::ExponentHalved: {
            // Half the layout's exponent: den_i / base^(e_i / 2), base^(i/d) for the paper's form.
            const double half = std::pow(base, detail::layoutExponent(spec.layout, d, i) / 2.0);
            const double angle = position / (den / half);
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::Degrees: {
            const double angle = position / den * (3.14159265358979323846 / 180.0);
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::WrongBase: {
            // (base / 10)^(e_i) = base^(e_i) * 10^(-e_i).
            const double tenth = std::pow(10.0, -detail::layoutExponent(spec.layout, d, i));
            const double angle = position / (den * tenth);
            value = isSin ? std::sin(angle) : std::cos(angle);
            break;
        }
        case Implementation::ConcatenatedLayout:
        case Implementation::Float16Rounding:
            break; // handled above
        }
        a[static_cast<std::size_t>(j)] = value;
    }
    return a;
}

int implementationInputWidth(Implementation implementation, const PositionalEncoding &encoding)
{
    return implementation == Implementation::ConcatenateNoWiden ? 2 * encoding.width()
                                                                : encoding.width();
}

namespace {

// The larger deviation; NaN (an overflowed float16 value) counts as +infinity, so that it fails.
double worst(double a, double b)
{
    if (std::isnan(b))
        return std::numeric_limits<double>::infinity();
    return std::max(a, b);
}

} // namespace

CheckReport runImplementationChecks(Implementation implementation,
                                    const PositionalEncoding &encoding, std::int64_t p,
                                    std::int64_t q, double tolerance)
{
    PositionalEncoding::checkPosition(p, "p");
    PositionalEncoding::checkPosition(q, "q");
    if (p == q)
        throw std::invalid_argument("q must differ from p");
    CheckReport report;
    const std::vector<double> ap = implementationContribution(implementation, encoding, p);
    const std::vector<double> aq = implementationContribution(implementation, encoding, q);
    const std::vector<double> expected = encoding.difference(p, q);

    double sum = 0.0;
    for (std::size_t j = 0; j < ap.size(); ++j) {
        const double diff = aq[j] - ap[j]; // E cancels: same word in both slots
        sum += diff * diff;
        report.slotDeviation = worst(report.slotDeviation, std::fabs(diff - expected[j]));
    }
    report.differenceNorm = std::sqrt(sum);
    report.inputWidth = implementationInputWidth(implementation, encoding);
    report.widthPasses = report.inputWidth == encoding.width();
    report.slotPasses = report.slotDeviation <= tolerance && report.widthPasses;

    for (const std::vector<double> *a : {&ap, &aq}) {
        for (int i = 0; i < encoding.pairCount(); ++i) {
            if (encoding.cosComponent(i) < 0)
                continue; // a lone sin has no partner to check
            const double s = (*a)[static_cast<std::size_t>(encoding.sinComponent(i))];
            const double c = (*a)[static_cast<std::size_t>(encoding.cosComponent(i))];
            report.unitDeviation = worst(report.unitDeviation, std::fabs(s * s + c * c - 1.0));
        }
    }
    report.unitPasses = report.unitDeviation <= tolerance;
    return report;
}

} // namespace pe
