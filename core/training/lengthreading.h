#pragma once

#include "training/trainer.h"

namespace pe {

/// What one trained scheme's accuracy against the sequence length says, for the one-line reading
/// under the Beyond-L chart. It reads the shown run only (its own numbers, never a claim over
/// seeds).
enum class LengthReading {
    NotLearned, ///< at the training lengths, less than halfway from chance to 100 %
    Partly, ///< at the training lengths, more than halfway from chance but under 90 %
    NoRowsBeyond, ///< learned at the training lengths, and no row beyond L (a learned table)
    HoldsBeyond, ///< learned, and beyond L within 10 points of its accuracy at the training lengths
    FallsBeyond, ///< learned, and beyond L more than 10 points below it
};

/// Reads result (trained with config): inside = meanAccuracy over lengths 2 .. L, beyond = over
/// L + 1 .. evalMaxLength(config), chance = chanceAccuracy(config.task). Learned means inside >=
/// 0.9. A result with no accuracy at the training lengths (NaN) reads NotLearned.
LengthReading readLengths(const SchemeResult &result, const TrainingConfig &config);

} // namespace pe
