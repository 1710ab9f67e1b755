#pragma once

#include "positionalencoding.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// Implementations of "add the positional encoding" for the implementation-check lab: the correct
/// one and the mistakes listed by the lesson ("common mistakes") and found in the article's code.
/// The mistakes are written as the lesson writes them, for the paper's interleaved form; for
/// another EncodingSpec they keep the spec's layout (each pair's sin and cos at sinComponent(i) and
/// cosComponent(i), a zero column 0) and its denominators den_i, and make the same mistake on them:
/// the exponent doubled multiplies den_i by the layout's unscaled base^(e_i) once more, the
/// mismatched cos partner uses den_i * base^(1/d), and p as component uses the raw base; the
/// exponent halved divides den_i by base^(e_i / 2), the wrong base multiplies it by 10^(-e_i) (the
/// base divided by 10), and the other layout puts the same sins and cosines in the other
/// arrangement (halves for the interleaved layout, interleaved for the others).
///
/// The ids are stable (settings, tests); new mistakes are appended after ConcatenateNoWiden. Each
/// mistake fails at least one of the three checks for d >= 4 (for d <= 2 the other layout, the
/// exponent halved and the wrong base give the correct vector: pair 0 has the denominator 1 in
/// every one of them).
enum class Implementation {
    Correct, //!< A(p) = PE(p), Vaswani et al. 2017, section 3.5
    SamePositionEverywhere, //!< PE(0) added to every slot (lesson: the shared vector cancels)
    PositionAsComponent, //!< p and the component index swapped: sin(j / base^(2p/d))
    MismatchedDenominators, //!< sin uses base^(2i/d), its cos partner base^((2i+1)/d)
    DoubledExponent, //!< base^(2j/d) with j = 2i already even (the article's code bug)
    AmplitudeGrows, //!< p * sin(...), p * cos(...): position scales the amplitude
    ConcatenateNoWiden, //!< [E, PE(p)] (width 2d) fed to a layer that still expects d
    /// [sin of every pair | cos of every pair] (TensorFlow's tutorial's halves) where the
    /// interleaved layout is expected: the same numbers in other components.
    ConcatenatedLayout,
    SinCosSwapped, //!< cos at the sin's component and sin at the cos's (a lone sin becomes cos)
    PositionsFromOne, //!< slot p gets PE(p + 1): positions counted from 1
    ExponentHalved, //!< base^(i/d): the pair index i written where 2i belongs (base sqrt(B))
    Degrees, //!< the angle p / base^(2i/d) taken as degrees: sin(angle * pi / 180)
    WrongBase, //!< the base divided by 10 (1000 typed for 10000): base^(2i/d) / 10^(2i/d)
    /// PE(p) computed in float16 the way a framework does (precision lab, Framework path:
    /// position, frequency, angle and value rounded to float16); NaN from p + offset >= 65520.
    Float16Rounding,
};

/// All implementations, Correct first.
std::vector<Implementation> allImplementations();
/// A stable ASCII id, e.g. "doubled-exponent".
std::string implementationId(Implementation implementation);

/// The vector that implementation adds for position p (its A(p)), in double (Float16Rounding:
/// float16 values, NaN once the float16 position overflows); length d, except
/// ConcatenateNoWiden, whose input is [E, PE(p)] and whose position part is returned (length d)
/// with inputWidth() reporting 2d. Throws std::invalid_argument on p out of range.
std::vector<double> implementationContribution(Implementation implementation,
                                               const PositionalEncoding &encoding, std::int64_t p);

/// Width of the input x(p) the implementation produces: d, or 2d for concatenation.
int implementationInputWidth(Implementation implementation, const PositionalEncoding &encoding);

/// The lesson's three checks of an implementation (lesson, "complexity and implementation check"),
/// run with the same word in slots p and q, without knowing E.
struct CheckReport
{
    /// 1. x(q) − x(p) equals PE(q) − PE(p): largest absolute deviation, and the verdict
    ///    (deviation <= tolerance and same width).
    double slotDeviation = 0.0;
    bool slotPasses = false;
    /// |x(q) − x(p)| of this implementation (0 when the position signal cancels).
    double differenceNorm = 0.0;
    /// 2. every full pair satisfies sin^2 + cos^2 = 1 at p and at q: largest |sin^2 + cos^2 − 1|
    ///    (the pair's components sinComponent(i), cosComponent(i) of the spec's layout).
    double unitDeviation = 0.0;
    bool unitPasses = false;
    /// A NaN in x(p) or x(q) (Float16Rounding beyond float16's range) makes the deviation of
    /// checks 1 and 2 +infinity: they fail.
    /// 3. the input width is still d.
    int inputWidth = 0;
    bool widthPasses = false;

    bool allPass() const { return slotPasses && unitPasses && widthPasses; }
};

/// Runs the three checks for implementation at positions p != q. tolerance applies to both
/// numeric checks (default 1e-12). Throws std::invalid_argument on p or q out of range or p == q.
CheckReport runImplementationChecks(Implementation implementation,
                                    const PositionalEncoding &encoding, std::int64_t p,
                                    std::int64_t q, double tolerance = 1e-12);

} // namespace pe
