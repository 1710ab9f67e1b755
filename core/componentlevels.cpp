// quantizeComponentRow() and colourComponentRow() (encodingfield.h): the heat map's colour
// levels. A file of its own so that its loops may be compiled with contracted multiply-adds
// (-ffp-contract=fast, see CMakeLists.txt) without changing any other function's rounding.
#include "encodingfield.h"

#include "fieldsupport.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace pe {

namespace {

// As in encodingfield.cpp: AVX-512 and AVX2 clones of the row loops, picked at load time.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define PEV_ROW_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define PEV_ROW_CLONES
#endif

// quantizeComponentRow(): pi/2 in three parts of 33, 33 and 53 bits (mpmath at 300 bits:
// p1 = pi/2 rounded to 33 bits, p2 = (pi/2 - p1) rounded to 33 bits, p3 = the rest rounded to 53
// bits), so k * p1 and k * p2 are exact for integers k < 2^20; 1 / pi rounded to double.
constexpr double inversePi = 0x1.45f306dc9c883p-2;
constexpr double piOver2Part1 = 0x1.921fb544p+0;
constexpr double piOver2Part2 = 0x1.0b4611a6p-34;
constexpr double piOver2Part3 = 0x1.3198a2e037073p-69;
// Adding and subtracting 1.5 * 2^52 rounds a double of magnitude below 2^51 to an integer.
constexpr double roundMagic = 0x1.8p52;
// The fast path is used for angles x below 2^17 (then k below < 2^17). It forms x as
// p * (1 / den) instead of p / den: at most 1.5 * 2^-52 * x (below 4.5e-11) away.
constexpr double fastAngleLimit = 131072.0;
// Allowed distance of the fast values from std::sin/std::cos of p / den: the angle's 4.5e-11,
// the polynomial's 5e-14 and the rounding (below 1e-15), with room to spare.
constexpr double fastValueTolerance = 1.0e-10;

// Taylor coefficients (-1)^n / (2n + 1)!, exact to double rounding. On |r| <= pi/2 the first
// omitted term, (pi/2)^19 / 19!, is below 5e-14.
constexpr double s3 = -1.0 / 6.0;
constexpr double s5 = 1.0 / 120.0;
constexpr double s7 = -1.0 / 5040.0;
constexpr double s9 = 1.0 / 362880.0;
constexpr double s11 = -1.0 / 39916800.0;
constexpr double s13 = 1.0 / 6227020800.0;
constexpr double s15 = -1.0 / 1307674368000.0;
constexpr double s17 = 1.0 / 355687428096000.0;

// Levels of one row by the fast sin (Cos false) or cos (Cos true); returns nonzero when some value
// may round differently from the plain formula (then the caller recomputes the row). Branch-free so
// that it vectorises. sin x = (-1)^m sin r with x = m pi + r; cos x = -(-1)^m sin r with x = (m +
// 1/2) pi + r; |r| <= pi/2 in both, reduced as x - k pi/2 with k = 2m or 2m + 1.
template<bool Cos>
PEV_ROW_CLONES int fastLevelRow(const std::int64_t *positions, int count, double offset,
                                double frequency, double half, std::int32_t *__restrict out)
{
    const double limit = 0.5 - 2.0 * fastValueTolerance * half;
    const double shift = Cos ? 0.5 : 0.0;
    const double sign = Cos ? -1.0 : 1.0;
    int suspect = 0;
    for (int k = 0; k < count; ++k) {
        // Positions are checked to be below 2^31: through int32 the conversion vectorises. The
        // offset (fairseq's, below 2^21) is added exactly; adding 0 changes nothing.
        const double x
            = (static_cast<double>(static_cast<std::int32_t>(positions[k])) + offset) * frequency;
        const double m = ((x * inversePi - shift) + roundMagic) - roundMagic;
        const double n = 2.0 * m + 2.0 * shift;
        const double r = ((x - n * piOver2Part1) - n * piOver2Part2) - n * piOver2Part3;
        const double z = r * r;
        const double sr = r
            + r * z
                * (s3
                   + z * (s5 + z * (s7 + z * (s9 + z * (s11 + z * (s13 + z * (s15 + z * s17)))))));
        // (-1)^m from the parity of m: m - 2 round(m / 2) is 0 or +-1.
        const double parity = std::fabs(m - 2.0 * ((m * 0.5 + roundMagic) - roundMagic));
        const double v = (sign - 2.0 * sign * parity) * sr;
        const double t = (v + 1.0) * half;
        const double level = (t + roundMagic) - roundMagic;
        suspect |= static_cast<int>(std::fabs(t - level) > limit)
            | static_cast<int>(x >= fastAngleLimit);
        out[k] = static_cast<std::int32_t>(level);
    }
    return suspect;
}

// out[k] = palette[levels[k]]. Kept out of fastLevelRow(): there the look-ups took the vector
// loop apart lane by lane; separately both loops run faster.
PEV_ROW_CLONES void mapPalette(const std::int32_t *__restrict levels, int count,
                               const std::uint32_t *__restrict palette,
                               std::uint32_t *__restrict out)
{
    for (int k = 0; k < count; ++k)
        out[k] = palette[levels[k]];
}

void checkArguments(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                    int count, int half)
{
    detail::checkComponent(encoding, j);
    if (count < 0)
        throw std::invalid_argument("count must not be negative");
    if (half < 1 || half > maxLevelHalf)
        throw std::invalid_argument("half must be from 1 to " + std::to_string(maxLevelHalf));
    if (count > 0 && !positions)
        throw std::invalid_argument("positions must not be null");
    if (count > 0)
        detail::checkPositions(positions, count);
}

template<typename Out>
void levelRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions, int count,
              int half, const std::uint32_t *palette, Out *out)
{
    const ComponentKind kind = encoding.kindOf(j);
    if (kind == ComponentKind::Zero) {
        // The value is 0: level lround((0 + 1) half) = half.
        for (int k = 0; k < count; ++k) {
            if constexpr (std::is_same_v<Out, std::uint32_t>)
                out[k] = palette[half];
            else
                out[k] = half;
        }
        return;
    }
    const double denominator = encoding.denominator(encoding.pairOf(j));
    const std::int64_t offset = encoding.positionOffset();
    const auto offsetValue = static_cast<double>(offset);
    const bool cosine = kind == ComponentKind::Cos;
    const double h = half;
    int suspect = 0;
    if constexpr (std::is_same_v<Out, std::uint32_t>) {
        // Levels first, in blocks on the stack, then the colour of each level.
        constexpr int block = 256;
        std::int32_t levels[block];
        for (int first = 0; first < count; first += block) {
            const int n = std::min(block, count - first);
            suspect |= cosine ? fastLevelRow<true>(positions + first, n, offsetValue,
                                                   1.0 / denominator, h, levels)
                              : fastLevelRow<false>(positions + first, n, offsetValue,
                                                    1.0 / denominator, h, levels);
            mapPalette(levels, n, palette, out + first);
        }
    } else {
        suspect = cosine
            ? fastLevelRow<true>(positions, count, offsetValue, 1.0 / denominator, h, out)
            : fastLevelRow<false>(positions, count, offsetValue, 1.0 / denominator, h, out);
    }
    if (suspect == 0)
        return;
    // Near a rounding boundary (or a huge angle): the plain formula, as fillComponentRow().
    for (int k = 0; k < count; ++k) {
        const double x = static_cast<double>(positions[k] + offset) / denominator;
        const double v = cosine ? std::cos(x) : std::sin(x);
        const auto index = static_cast<std::int32_t>(std::lround((v + 1.0) * h));
        if constexpr (std::is_same_v<Out, std::uint32_t>)
            out[k] = palette[index];
        else
            out[k] = index;
    }
}

} // namespace

void quantizeComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                          int count, int half, std::int32_t *out)
{
    checkArguments(encoding, j, positions, count, half);
    if (count == 0)
        return;
    if (!out)
        throw std::invalid_argument("out must not be null");
    levelRow(encoding, j, positions, count, half, nullptr, out);
}

void colourComponentRow(const PositionalEncoding &encoding, int j, const std::int64_t *positions,
                        int count, int half, const std::uint32_t *palette, std::uint32_t *out)
{
    checkArguments(encoding, j, positions, count, half);
    if (count == 0)
        return;
    if (!out || !palette)
        throw std::invalid_argument("palette and out must not be null");
    levelRow(encoding, j, positions, count, half, palette, out);
}

void colourComponentRows(const PositionalEncoding &encoding, const int *components, int rowCount,
                         const std::int64_t *positions, int count, int half,
                         const std::uint32_t *palette, std::uint32_t *const *out)
{
    if (rowCount < 0)
        throw std::invalid_argument("rowCount must not be negative");
    if (rowCount == 0)
        return;
    if (!components)
        throw std::invalid_argument("components must not be null");
    for (int r = 0; r < rowCount; ++r)
        detail::checkComponent(encoding, components[r]);
    checkArguments(encoding, components[0], positions, count, half);
    if (count == 0)
        return;
    if (!out || !palette)
        throw std::invalid_argument("palette and out must not be null");
    for (int r = 0; r < rowCount; ++r)
        if (!out[r])
            throw std::invalid_argument("out must not hold a null row");
    for (int r = 0; r < rowCount; ++r)
        levelRow(encoding, components[r], positions, count, half, palette, out[r]);
}

} // namespace pe
