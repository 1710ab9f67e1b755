#include "training/trainingestimate.h"

#include <cmath>
#include <stdexcept>

namespace pe {

namespace {

// The multiply-adds of one forward pass over a sequence of n tokens of width d, per layer.
double forwardWork(double n, double d) { return n * (12.0 * d * d + 2.0 * n * d); }

} // namespace

double runWorkInSteps(const TrainingConfig &config)
{
    validateTraining(config);
    const double d = config.model.d;
    const double meanLength = (minTrainLength + config.trainLength) / 2.0;
    const double step = 3.0 * config.batchSize * forwardWork(meanLength, d);
    double evaluation = 0.0;
    for (int n = 2; n <= evalMaxLength(config); ++n)
        evaluation += config.evalExamples * forwardWork(n, d);
    return config.steps + evaluation / step;
}

double estimateComparisonSeconds(const TrainingConfig &config, int schemes, int workers,
                                 std::int64_t stepsMeasured, double secondsMeasured)
{
    if (schemes < 1 || workers < 1 || stepsMeasured < 1)
        throw std::invalid_argument("the schemes, workers and steps measured must be at least 1");
    if (!(secondsMeasured >= 0.0) || !std::isfinite(secondsMeasured))
        throw std::invalid_argument("the seconds measured must be finite and at least 0");
    const double rounds = std::ceil(static_cast<double>(schemes) / workers);
    const double perStep = secondsMeasured / static_cast<double>(stepsMeasured);
    return rounds * runWorkInSteps(config) * perStep;
}

} // namespace pe
