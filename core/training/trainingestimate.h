#pragma once

#include "training/trainer.h"

#include <cstdint>

namespace pe {

/// The work of one scheme's run relative to one of its training steps: steps + the evaluation
/// (evaluateByLength: evalExamples sequences at every length 2..evalMaxLength, forward only)
/// counted in training steps. A training step is taken as three forward passes (forward and
/// backward) of batchSize sequences of the mean training length (L + 2) / 2; a forward pass over
/// n tokens of width d costs n (12 d^2 + 2 n d) per layer (the projections and the MLP of 4 d,
/// then the scores and the weighted values). Throws std::invalid_argument as validateTraining.
double runWorkInSteps(const TrainingConfig &config);

/// The wall time a comparison of `schemes` schemes on `workers` side-by-side workers takes in
/// all, in seconds, forecast from its first steps: `stepsMeasured` steps (the same for each
/// worker) took `secondsMeasured` seconds of wall time. Each worker trains its schemes one after
/// another, so the time is ceil(schemes / workers) runs of runWorkInSteps(config) steps at the
/// measured rate. A forecast, not a promise: the steps of one run differ in length, and other
/// programs share the cores. Throws std::invalid_argument for schemes, workers or stepsMeasured
/// below 1, a negative or non-finite secondsMeasured, or as validateTraining.
double estimateComparisonSeconds(const TrainingConfig &config, int schemes, int workers,
                                 std::int64_t stepsMeasured, double secondsMeasured);

} // namespace pe
