#include "contextscaling.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

void checkLength(std::int64_t length, const char *name)
{
    if (length < 1 || length > PositionalEncoding::maxPosition)
        throw std::invalid_argument(std::string(name) + " must be an integer from 1 to 2147483647");
}

void checkPairIndex(const PositionalEncoding &encoding, int i)
{
    if (i < 0 || i >= encoding.pairCount())
        throw std::invalid_argument("i must be a pair index from 0 to "
                                    + std::to_string(encoding.pairCount() - 1));
}

} // namespace

double ntkBase(double base, double s, int d)
{
    if (!std::isfinite(base) || !(base > 1.0))
        throw std::invalid_argument("base must be a finite number greater than 1");
    if (!std::isfinite(s) || !(s > 0.0))
        throw std::invalid_argument("factor must be a finite number greater than 0");
    if (d < 3 || d > PositionalEncoding::maxWidth)
        throw std::invalid_argument(
            "d must be an integer from 3 to 8192 for NTK-aware scaling (base * s^(d/(d-2)))");
    const double scaled = base * std::pow(s, static_cast<double>(d) / static_cast<double>(d - 2));
    if (!std::isfinite(scaled) || !(scaled > 0.0))
        throw std::invalid_argument("factor must keep the NTK-aware base * s^(d/(d-2)) a finite "
                                    "number greater than 0");
    return scaled;
}

double yarnRamp(double r, double alpha, double beta)
{
    if (!std::isfinite(alpha) || !(alpha >= 0.0))
        throw std::invalid_argument("alpha must be a finite number >= 0 (and below beta)");
    if (!std::isfinite(beta) || !(beta > alpha))
        throw std::invalid_argument("beta must be a finite number greater than alpha (0 <= alpha "
                                    "< beta)");
    if (!std::isfinite(r))
        throw std::invalid_argument("r must be a finite number of turns");
    if (r < alpha)
        return 0.0;
    if (r > beta)
        return 1.0;
    return (r - alpha) / (beta - alpha);
}

double yarnAttentionScale(double s)
{
    if (!std::isfinite(s) || !(s > 0.0))
        throw std::invalid_argument("factor must be a finite number greater than 0");
    if (s <= 1.0)
        return 1.0;
    return 0.1 * std::log(s) + 1.0;
}

double turnsWithin(const PositionalEncoding &encoding, int i, std::int64_t L)
{
    checkLength(L, "L");
    checkPairIndex(encoding, i);
    return static_cast<double>(L) / encoding.wavelength(i);
}

int unseenPairCount(const PositionalEncoding &encoding, std::int64_t L)
{
    checkLength(L, "L");
    const auto length = static_cast<double>(L);
    int count = 0;
    for (int i = 0; i < encoding.pairCount(); ++i)
        if (encoding.wavelength(i) > length)
            ++count;
    return count;
}

int pairsTurningAtLeast(const PositionalEncoding &encoding, std::int64_t L, double turns)
{
    checkLength(L, "L");
    if (!std::isfinite(turns) || turns <= 0.0)
        throw std::invalid_argument("turns must be a finite number > 0");
    int count = 0;
    for (int i = 0; i < encoding.pairCount(); ++i)
        if (turnsWithin(encoding, i, L) >= turns)
            ++count;
    return count;
}

double frequencyRatio(const PositionalEncoding &unscaled, const PositionalEncoding &scaled, int i)
{
    if (unscaled.pairCount() != scaled.pairCount())
        throw std::invalid_argument("the scaled and unscaled encodings must have the same number "
                                    "of pairs");
    checkPairIndex(scaled, i);
    return unscaled.denominator(i) / scaled.denominator(i);
}

int crossingPair(const PositionalEncoding &encoding, std::int64_t L)
{
    checkLength(L, "L");
    const auto length = static_cast<double>(L);
    for (int i = 0; i < encoding.pairCount(); ++i)
        if (encoding.wavelength(i) > length)
            return i;
    return -1;
}

double maxAngleWithin(const PositionalEncoding &encoding, int i, std::int64_t length)
{
    checkLength(length, "length");
    checkPairIndex(encoding, i);
    return encoding.angle(length - 1, i);
}

std::vector<PairExtrapolation> extrapolationCheck(const PositionalEncoding &unscaled,
                                                  const PositionalEncoding &scaled, std::int64_t L,
                                                  std::int64_t contextLength)
{
    if (unscaled.pairCount() != scaled.pairCount())
        throw std::invalid_argument("scaled must have as many pairs as unscaled ("
                                    + std::to_string(unscaled.pairCount()) + ")");
    checkLength(L, "L");
    checkLength(contextLength, "contextLength");
    std::vector<PairExtrapolation> pairs;
    pairs.reserve(static_cast<std::size_t>(unscaled.pairCount()));
    for (int i = 0; i < unscaled.pairCount(); ++i) {
        PairExtrapolation e;
        e.pair = i;
        e.trainedAngle = maxAngleWithin(unscaled, i, L);
        e.contextAngle = maxAngleWithin(scaled, i, contextLength);
        e.trainedWindowEnd = unscaled.angleAt(static_cast<double>(L), i);
        e.contextWindowEnd = scaled.angleAt(static_cast<double>(contextLength), i);
        e.trainedTurns = turnsWithin(unscaled, i, L);
        e.fullTurnInTraining = e.trainedTurns >= 1.0;
        // PI with s = L'/L meets the window's end exactly, and rounding may put it a few ulps
        // above: ends within 1e-12 (relative) count as equal. The goldens have no case between.
        e.passes = e.contextWindowEnd <= e.trainedWindowEnd * (1.0 + 1e-12) || e.fullTurnInTraining;
        pairs.push_back(e);
    }
    return pairs;
}

} // namespace pe
