#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <vector>

namespace pe {

/// Long context (the article's section 4 "绝对位置外推" and troubleshooting rows 1 and
/// 3): the formulas of the context-extension methods and the measures of what a training length
/// L shows of each pair. Lengths count positions: a length L covers positions 0 .. L - 1.
/// Wavelengths and turns are those of the given encoding (its layout and its context scaling).

/// NTK-aware base (bloc97 2023; Peng et al. 2023, arXiv 2309.00071, section 3.1):
/// base' = base * s^(d/(d-2)). Throws std::invalid_argument unless base is finite and > 1, s is
/// finite and > 0, 3 <= d <= 8192 and the result is finite.
double ntkBase(double base, double s, int d);

/// YaRN's ramp gamma(r) (Peng et al. 2023, arXiv 2309.00071, section 3.2): 0 for r < alpha, 1 for
/// r > beta, (r - alpha) / (beta - alpha) between (continuous at both ends). r is the number of
/// turns L / lambda_i. Throws std::invalid_argument unless r, alpha and beta are finite and
/// 0 <= alpha < beta.
double yarnRamp(double r, double alpha, double beta);

/// YaRN's attention scale sqrt(1/t) = 0.1 ln s + 1 (Peng et al. 2023, arXiv 2309.00071, section
/// 3.4), by which the logits' q and k are both multiplied; it does not change the encoding. For
/// s <= 1 (no extension) it is 1, as the reference implementation's get_mscale() returns (the
/// formula would give a factor below 1 there). Throws std::invalid_argument unless s is finite and
/// > 0.
double yarnAttentionScale(double s);

/// The number of turns pair i makes within L positions, L / lambda_i = L * omega_i / (2 pi)
/// (lambda_i = encoding.wavelength(i), in positions). Throws std::invalid_argument on i out of
/// range or L outside 1 .. 2^31 - 1.
double turnsWithin(const PositionalEncoding &encoding, int i, std::int64_t L);

/// The number of pairs with lambda_i > L: pairs that never make a full turn within L, so that the
/// angles beyond position L reach phases training never showed (article, section 4). Throws
/// std::invalid_argument on L outside 1 .. 2^31 - 1.
int unseenPairCount(const PositionalEncoding &encoding, std::int64_t L);

/// The number of pairs that turn at least `turns` times within L (L / lambda_i >= turns): the
/// article's troubleshooting check (section 8, row 1: "do the fast dimensions already oscillate
/// many times within the training length?") as one number, e.g. turns = 10. Throws
/// std::invalid_argument on L outside 1 .. 2^31 - 1 or turns not finite and > 0.
int pairsTurningAtLeast(const PositionalEncoding &encoding, std::int64_t L, double turns);

/// The first pair (smallest i) whose wavelength exceeds L (lambda_i > L), -1 when none does.
/// Throws std::invalid_argument on L outside 1 .. 2^31 - 1.
int crossingPair(const PositionalEncoding &encoding, std::int64_t L);

/// The largest angle pair i reaches at the positions 0 .. length - 1: angle(length - 1, i) =
/// (length - 1 + offset) * omega_i, radians (offset = encoding.positionOffset()). Throws
/// std::invalid_argument on i out of range or length outside 1 .. 2^31 - 1.
double maxAngleWithin(const PositionalEncoding &encoding, int i, std::int64_t length);

/// The scale factor omega'_i / omega_i of pair i: scaled's frequency over unscaled's (= den_i /
/// den'_i), 1 where the method leaves the pair alone, 1/s where it interpolates it. Throws
/// std::invalid_argument when the encodings have different pair counts or i is out of range.
double frequencyRatio(const PositionalEncoding &unscaled, const PositionalEncoding &scaled, int i);

/// One pair of the extrapolation check (extrapolationCheck()).
struct PairExtrapolation
{
    int pair = 0; ///< i
    double trainedAngle = 0.0; ///< largest angle of the unscaled pair within L, radians
    double contextAngle = 0.0; ///< largest angle of the scaled pair within L', radians
    /// Angle of the unscaled pair at the end of the training window, position L: (L + offset) *
    /// omega_i, radians (the window [0, L) reaches up to it).
    double trainedWindowEnd = 0.0;
    /// Angle of the scaled pair at the end of the context window, position L': (L' + offset) *
    /// omega'_i, radians.
    double contextWindowEnd = 0.0;
    double trainedTurns = 0.0; ///< L / lambda_i of the unscaled pair
    bool fullTurnInTraining = false; ///< trainedTurns >= 1: every phase was seen within L
    /// contextWindowEnd <= trainedWindowEnd, or fullTurnInTraining: within L' the pair shows no
    /// angle (phase) outside the range the training window covered.
    bool passes = false;
};

/// The "never seen" test per pair: for the encoding trained at length L
/// (unscaled, usually method None) and the one used at length L' (scaled), does the context
/// window [0, L') stay inside the angles of the training window [0, L)? A pair passes when its
/// scaled angle at position L' is at most its unscaled angle at position L (so that every angle
/// within L' lies in the range training covered; the positions between trained integers count as
/// covered, the argument of position interpolation, Chen et al. 2023, section 2.3), or when the
/// unscaled pair already made a full turn within L (lambda_i <= L). So PI with s = L'/L passes
/// every pair, although its last position L' - 1 lands at (L' - 1) / s, between L - 1 and L.
/// The largest angles at the integer positions are reported too (trainedAngle, contextAngle).
/// One entry per pair, in pair order. Throws std::invalid_argument when the two encodings have
/// different pair counts, or L or contextLength is outside 1 .. 2^31 - 1.
std::vector<PairExtrapolation> extrapolationCheck(const PositionalEncoding &unscaled,
                                                  const PositionalEncoding &scaled, std::int64_t L,
                                                  std::int64_t contextLength);

} // namespace pe
