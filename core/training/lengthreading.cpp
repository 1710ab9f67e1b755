#include "training/lengthreading.h"

#include "training/trainingtask.h"

#include <cmath>

namespace pe {

namespace {

constexpr double learned = 0.9; // at the training lengths
constexpr double holdsWithin = 0.1; // beyond L, below the accuracy at the training lengths

} // namespace

LengthReading readLengths(const SchemeResult &result, const TrainingConfig &config)
{
    const int L = config.trainLength;
    const double inside = meanAccuracy(result, 2, L);
    const double chance = chanceAccuracy(config.task);
    if (!std::isfinite(inside) || inside < chance + 0.5 * (1.0 - chance))
        return LengthReading::NotLearned;
    if (inside < learned)
        return LengthReading::Partly;
    const double beyond = meanAccuracy(result, L + 1, evalMaxLength(config));
    if (!std::isfinite(beyond))
        return LengthReading::NoRowsBeyond;
    return beyond >= inside - holdsWithin ? LengthReading::HoldsBeyond : LengthReading::FallsBeyond;
}

} // namespace pe
