#include "matrixchecker.h"

#include <cmath>

namespace pe {

std::vector<Verdict> allVerdicts()
{
    return {Verdict::Reference,     Verdict::Concatenated,      Verdict::Tensor2Tensor,
            Verdict::Fairseq,       Verdict::ExponentDoubled,   Verdict::ExponentHalved,
            Verdict::SinCosSwapped, Verdict::PositionsFrom1,    Verdict::PositionsShifted,
            Verdict::Base,          Verdict::Degrees,           Verdict::Float32,
            Verdict::BFloat16,      Verdict::Float16,           Verdict::Transposed,
            Verdict::Scaled,        Verdict::PositionsReversed, Verdict::Undetermined,
            Verdict::Unknown};
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
    case Verdict::PositionsShifted:
        return "positions-shifted";
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
    case Verdict::Scaled:
        return "scaled";
    case Verdict::PositionsReversed:
        return "positions-reversed";
    case Verdict::Undetermined:
        return "undetermined";
    case Verdict::Unknown:
        return "unknown";
    }
    return "unknown";
}

std::vector<Verdict> deviationsOf(const ConventionEstimate &estimate, double base, bool transposed)
{
    const auto near = [](double a, double b) { return std::fabs(a / b - 1.0) <= 1e-9; };
    std::vector<Verdict> deviations;
    bool fairseq = false;
    if (estimate.halves && estimate.tensor2tensorRule) {
        fairseq = estimate.zeroRow >= 0 || estimate.firstPosition == 2;
        deviations.push_back(fairseq ? Verdict::Fairseq : Verdict::Tensor2Tensor);
    } else if (estimate.halves) {
        deviations.push_back(Verdict::Concatenated);
    }
    if (estimate.swapped)
        deviations.push_back(Verdict::SinCosSwapped);
    if (estimate.descending)
        deviations.push_back(Verdict::PositionsReversed);
    else if (estimate.firstPosition != 0 && !(fairseq && estimate.firstPosition == 2))
        deviations.push_back(estimate.firstPosition == 1 ? Verdict::PositionsFrom1
                                                         : Verdict::PositionsShifted);
    if (estimate.tensor2tensorRule || near(estimate.base, base)) {
        if (!near(estimate.base, base))
            deviations.push_back(Verdict::Base);
    } else if (near(estimate.base, base * base)) {
        deviations.push_back(Verdict::ExponentDoubled);
    } else if (near(estimate.base, std::sqrt(base))) {
        deviations.push_back(Verdict::ExponentHalved);
    } else {
        deviations.push_back(Verdict::Base);
    }
    if (estimate.degrees)
        deviations.push_back(Verdict::Degrees);
    if (!near(estimate.amplitude, 1.0))
        deviations.push_back(Verdict::Scaled);
    if (transposed)
        deviations.push_back(Verdict::Transposed);
    return deviations;
}

} // namespace pe
