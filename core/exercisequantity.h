#pragma once

#include "encodingspec.h"
#include "implementationcheck.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// The closed list of quantities an exercise ("predict, then reveal") can ask
/// for; each is computed by an existing core function from an ExerciseInput. The ids (quantityId())
/// are those of the exercise files (docs/exercises.md).
enum class Quantity {
    Component, //!< "component": PE(p)[j] (PositionalEncoding::component); of q with ofQ
    ComponentSign, //!< "component-sign": the sign of PE(p)[j]: -1, 0 or +1; of q with ofQ
    Angle, //!< "angle": angle(p, i) in radians, unreduced; of q with ofQ
    Denominator, //!< "denominator": base^(2i/d) of pair i (the layout's rule, scaling applied)
    Wavelength, //!< "wavelength": 2 pi base^(2i/d), in positions
    Norm, //!< "norm": |PE(p)|, the Euclidean length; of q with ofQ
    DifferenceNorm, //!< "difference-norm": |PE(q) - PE(p)| (PositionalEncoding::distance)
    /// "input-difference-norm": |x(q) - x(p)| with x = E + A, A = PE when the encoding is on and
    /// 0 when off (tokenscenario's inputDifference; lesson steps 1, 6, 7)
    InputDifferenceNorm,
    PairDistance, //!< "pair-distance": |pair_i(PE(q)) - pair_i(PE(p))|
    DotProduct, //!< "dot-product": PE(p) . PE(q) (rotation.h dotProduct)
    RotationEntry, //!< "rotation-entry": entry e (row-major 0..3) of M(q - p, i)
    /// "closest-position": the q in from..to (p itself left out) with the smallest |PE(q) - PE(p)|;
    /// the smallest such q on a tie
    ClosestPosition,
    /// "least-turned-pair": the pair i whose point at q is closest to its point at p, i.e. the
    /// smallest |wrappedAngle((q - p) omega_i)|; the smallest such i on a tie
    LeastTurnedPair,
    TurnsWithin, //!< "turns-within": L / lambda_i, the turns pair i makes within L = train-length
    UnseenPairs, //!< "unseen-pairs": the pairs with lambda_i > L (contextscaling unseenPairCount)
    TableSize, //!< "table-size": the number of values of the encoding table, n x d
    /// "implementation-difference-norm": |x(q) - x(p)| of an implementation of the lab
    /// (runImplementationChecks()'s differenceNorm; lesson step 11)
    ImplementationDifferenceNorm,
    InputWidth, //!< "input-width": the width of x(p) an implementation produces (d, or 2d)
};

/// Everything a quantity may read: the encoding, the two positions, the switch, and the
/// quantity's own arguments (each quantity reads only the ones named in its doc comment).
struct ExerciseInput
{
    EncodingSpec spec; //!< d, base, layout, padding index, context scaling (L is trainLength)
    std::int64_t p = 0;
    std::int64_t q = 3;
    bool encodingOn = true;
    bool ofQ = false; //!< component, component-sign, angle, norm: of q instead of p
    int component = 0; //!< j
    int pair = 0; //!< i
    std::int64_t from = 1; //!< closest-position's range start
    std::int64_t to = 32; //!< its end (inclusive), to - from < 1 000 000
    int entry = 0; //!< rotation-entry: 0 .. 3, row-major
    std::int64_t count = 1; //!< table-size: the number of positions n, 1 .. 2^31
    Implementation implementation = Implementation::Correct;
};

/// closest-position computes one distance of d components per position of from..to: at most
/// this many values, (to - from + 1) * d <= 2^23 (8 388 608; 10^6 positions at d = 8, 16 384 at
/// d = 512), a fraction of a second.
constexpr std::int64_t maxClosestPositionValues = std::int64_t(1) << 23;

/// "component", "component-sign", ... (the exercise files' ids).
std::string quantityId(Quantity quantity);
/// Parses an id of quantityId() (exact); false and *out untouched for an unknown id or null out.
bool parseQuantity(const std::string &id, Quantity *out);
/// Every quantity, in the order of the enum.
std::vector<Quantity> allQuantities();
/// True when the quantity's value is always a whole number (sign, closest position, least turned
/// pair, unseen pairs, table size, input width): those can be asked as an integer or a choice.
bool quantityIsInteger(Quantity quantity);

/// The value of quantity for input, in double precision (integers exactly). Throws
/// std::invalid_argument with a one-line message on an invalid spec (pe::validate()), a position,
/// component or pair out of range, entry outside 0..3, from > to, a range of more than 1 000 000
/// positions or more than maxClosestPositionValues positions x components, p == q for the
/// implementation check, or count outside 1 .. 2^31.
double computeQuantity(Quantity quantity, const ExerciseInput &input);

} // namespace pe
