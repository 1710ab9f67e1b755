#include "exercisequantity.h"

#include "contextscaling.h"
#include "positionalencoding.h"
#include "rotation.h"
#include "tokenscenario.h"

#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

namespace pe {

namespace {

const std::vector<std::pair<Quantity, const char *>> &quantityIds()
{
    static const std::vector<std::pair<Quantity, const char *>> ids = {
        {Quantity::Component, "component"},
        {Quantity::ComponentSign, "component-sign"},
        {Quantity::Angle, "angle"},
        {Quantity::Denominator, "denominator"},
        {Quantity::Wavelength, "wavelength"},
        {Quantity::Norm, "norm"},
        {Quantity::DifferenceNorm, "difference-norm"},
        {Quantity::InputDifferenceNorm, "input-difference-norm"},
        {Quantity::PairDistance, "pair-distance"},
        {Quantity::DotProduct, "dot-product"},
        {Quantity::RotationEntry, "rotation-entry"},
        {Quantity::ClosestPosition, "closest-position"},
        {Quantity::LeastTurnedPair, "least-turned-pair"},
        {Quantity::TurnsWithin, "turns-within"},
        {Quantity::UnseenPairs, "unseen-pairs"},
        {Quantity::TableSize, "table-size"},
        {Quantity::ImplementationDifferenceNorm, "implementation-difference-norm"},
        {Quantity::InputWidth, "input-width"},
    };
    return ids;
}

constexpr std::int64_t maxRange = 1000000;

std::int64_t closestPosition(const PositionalEncoding &encoding, const ExerciseInput &input)
{
    if (input.from > input.to)
        throw std::invalid_argument("from must not be greater than to");
    if (input.to - input.from >= maxRange)
        throw std::invalid_argument("the range from..to must hold at most 1000000 positions");
    // The work is one distance of d components per position (10^6 positions at d = 512 once froze
    // the window for 7.8 s).
    if ((input.to - input.from + 1) * static_cast<std::int64_t>(encoding.width())
        > maxClosestPositionValues)
        throw std::invalid_argument(
            "the range from..to times d must be at most " + std::to_string(maxClosestPositionValues)
            + " values (positions x components): " + std::to_string(input.to - input.from + 1)
            + " positions x d = " + std::to_string(encoding.width()) + " is more");
    PositionalEncoding::checkPosition(input.from, "from");
    PositionalEncoding::checkPosition(input.to, "to");
    PositionalEncoding::checkPosition(input.p, "p");
    std::int64_t best = -1;
    double bestDistance = 0.0;
    for (std::int64_t q = input.from; q <= input.to; ++q) {
        if (q == input.p)
            continue;
        const double distance = encoding.distance(input.p, q);
        if (best < 0 || distance < bestDistance) {
            best = q;
            bestDistance = distance;
        }
    }
    if (best < 0)
        throw std::invalid_argument("the range from..to holds no position other than p");
    return best;
}

int leastTurnedPair(const PositionalEncoding &encoding, const ExerciseInput &input)
{
    PositionalEncoding::checkPosition(input.p, "p");
    PositionalEncoding::checkPosition(input.q, "q");
    const std::int64_t k = input.q - input.p;
    int best = 0;
    double bestTurn = 0.0;
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const double turn = std::fabs(wrappedAngle(relativeAngle(encoding, k, i)));
        if (i == 0 || turn < bestTurn) {
            best = i;
            bestTurn = turn;
        }
    }
    return best;
}

} // namespace

std::string quantityId(Quantity quantity)
{
    for (const auto &[q, id] : quantityIds())
        if (q == quantity)
            return id;
    throw std::invalid_argument("unknown quantity");
}

bool parseQuantity(const std::string &id, Quantity *out)
{
    if (!out)
        return false;
    for (const auto &[q, name] : quantityIds()) {
        if (id == name) {
            *out = q;
            return true;
        }
    }
    return false;
}

std::vector<Quantity> allQuantities()
{
    std::vector<Quantity> all;
    for (const auto &entry : quantityIds())
        all.push_back(entry.first);
    return all;
}

bool quantityIsInteger(Quantity quantity)
{
    switch (quantity) {
    case Quantity::ComponentSign:
    case Quantity::ClosestPosition:
    case Quantity::LeastTurnedPair:
    case Quantity::UnseenPairs:
    case Quantity::TableSize:
    case Quantity::InputWidth:
        return true;
    default:
        return false;
    }
}

double computeQuantity(Quantity quantity, const ExerciseInput &input)
{
    const PositionalEncoding encoding(input.spec);
    const std::int64_t at = input.ofQ ? input.q : input.p;
    switch (quantity) {
    case Quantity::Component:
        return encoding.component(at, input.component);
    case Quantity::ComponentSign: {
        const double value = encoding.component(at, input.component);
        return value > 0.0 ? 1.0 : (value < 0.0 ? -1.0 : 0.0);
    }
    case Quantity::Angle:
        return encoding.angle(at, input.pair);
    case Quantity::Denominator:
        return encoding.denominator(input.pair);
    case Quantity::Wavelength:
        return encoding.wavelength(input.pair);
    case Quantity::Norm:
        return euclideanNorm(encoding.vector(at));
    case Quantity::DifferenceNorm:
        return encoding.distance(input.p, input.q);
    case Quantity::InputDifferenceNorm:
        return euclideanNorm(inputDifference(encoding, input.p, input.q, input.encodingOn));
    case Quantity::PairDistance:
        return encoding.pairDistance(input.p, input.q, input.pair);
    case Quantity::DotProduct:
        return dotProduct(encoding, input.p, input.q);
    case Quantity::RotationEntry: {
        if (input.entry < 0 || input.entry > 3)
            throw std::invalid_argument("entry must be 0 .. 3 (row-major)");
        PositionalEncoding::checkPosition(input.p, "p");
        PositionalEncoding::checkPosition(input.q, "q");
        return relativeRotation(encoding, input.q - input.p,
                                input.pair)[static_cast<std::size_t>(input.entry)];
    }
    case Quantity::ClosestPosition:
        return static_cast<double>(closestPosition(encoding, input));
    case Quantity::LeastTurnedPair:
        return leastTurnedPair(encoding, input);
    case Quantity::TurnsWithin:
        return turnsWithin(encoding, input.pair, input.spec.scaling.trainLength);
    case Quantity::UnseenPairs:
        return unseenPairCount(encoding, input.spec.scaling.trainLength);
    case Quantity::TableSize:
        if (input.count < 1 || input.count > PositionalEncoding::maxPosition + 1)
            throw std::invalid_argument("count must be 1 .. 2147483648");
        return static_cast<double>(input.count) * encoding.width();
    case Quantity::ImplementationDifferenceNorm:
        return runImplementationChecks(input.implementation, encoding, input.p, input.q)
            .differenceNorm;
    case Quantity::InputWidth:
        return implementationInputWidth(input.implementation, encoding);
    }
    throw std::invalid_argument("unknown quantity");
}

} // namespace pe
