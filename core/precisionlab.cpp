#include "precisionlab.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace pe {

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

double round(double x, Dtype dtype) { return roundToDtype(x, dtype); }

// The Framework row for a position already rounded to the dtype (P, the offset of the spec
// included), writing d values: each pair's sin and cos at the spec's components, zero columns 0.
void frameworkRow(const PositionalEncoding &encoding, double position, Dtype dtype, double *out)
{
    std::fill_n(out, encoding.width(), 0.0);
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const double angle = round(position * round(encoding.frequency(i), dtype), dtype);
        out[encoding.sinComponent(i)] = round(std::sin(angle), dtype); // sin(inf): NaN (overflow)
        const int cosComponent = encoding.cosComponent(i);
        if (cosComponent >= 0)
            out[cosComponent] = round(std::cos(angle), dtype);
    }
}

// p plus the spec's position offset (fairseq), as a double (exact: below 2^32).
double shifted(const PositionalEncoding &encoding, std::int64_t p)
{
    return static_cast<double>(p + encoding.positionOffset());
}

std::vector<double> exactRow(const PositionalEncoding &encoding, std::int64_t p)
{
    return encoding.blockRange(p, 1);
}

} // namespace

double dtypePosition(std::int64_t p, Dtype dtype)
{
    PositionalEncoding::checkPosition(p);
    return round(static_cast<double>(p), dtype);
}

double dtypeFrequency(const PositionalEncoding &encoding, int i, Dtype dtype)
{
    return round(encoding.frequency(i), dtype); // frequency() throws on i out of range
}

double dtypeAngle(const PositionalEncoding &encoding, std::int64_t p, int i, Dtype dtype)
{
    PositionalEncoding::checkPosition(p);
    const double position = round(shifted(encoding, p), dtype);
    return round(position * dtypeFrequency(encoding, i, dtype), dtype);
}

std::vector<double> precisionRow(const PositionalEncoding &encoding, std::int64_t p, Dtype dtype,
                                 PrecisionPath path)
{
    PositionalEncoding::checkPosition(p);
    std::vector<double> row(static_cast<std::size_t>(encoding.width()));
    if (path == PrecisionPath::Framework) {
        frameworkRow(encoding, round(shifted(encoding, p), dtype), dtype, row.data());
    } else {
        frameworkRow(encoding, shifted(encoding, p), Dtype::Float64, row.data());
        for (double &value : row)
            value = round(value, dtype);
    }
    return row;
}

std::vector<std::int64_t> logSpacedPositions(std::int64_t first, std::int64_t last, int count)
{
    if (first < 1 || last > PositionalEncoding::maxPosition || first > last)
        throw std::invalid_argument("positions must satisfy 1 <= first <= last <= 2147483647");
    if (count < 2)
        throw std::invalid_argument("count must be at least 2");
    std::vector<std::int64_t> positions;
    const double logFirst = std::log(static_cast<double>(first));
    const double logLast = std::log(static_cast<double>(last));
    for (int k = 0; k < count; ++k) {
        const double t = static_cast<double>(k) / (count - 1);
        std::int64_t p = std::llround(std::exp(logFirst + t * (logLast - logFirst)));
        p = std::clamp(p, first, last);
        if (k == count - 1)
            p = last;
        if (positions.empty() || p > positions.back())
            positions.push_back(p);
    }
    return positions;
}

std::vector<PrecisionError> precisionErrors(const PositionalEncoding &encoding, Dtype dtype,
                                            PrecisionPath path,
                                            const std::vector<std::int64_t> &positions)
{
    for (std::int64_t p : positions)
        PositionalEncoding::checkPosition(p);
    std::vector<PrecisionError> errors;
    errors.reserve(positions.size());
    for (std::int64_t p : positions) {
        PrecisionError error;
        error.p = p;
        error.overflow = path == PrecisionPath::Framework && std::isinf(dtypePosition(p, dtype));
        const std::vector<double> row = precisionRow(encoding, p, dtype, path);
        const std::vector<double> exact = exactRow(encoding, p);
        for (std::size_t j = 0; j < row.size(); ++j) {
            const double e = std::fabs(row[j] - exact[j]);
            error.maxAbsError = std::isnan(e) ? infinity : std::max(error.maxAbsError, e);
        }
        errors.push_back(error);
    }
    return errors;
}

std::optional<std::int64_t> firstIdenticalNeighbour(Dtype dtype)
{
    // Binades [2^k, 2^(k+1)) with 2^k + 1 <= maxPosition. In a binade the spacing of the format
    // is constant: if 2^k + 1 is a value, so is every integer of the binade, and no two
    // neighbours collide there.
    for (std::int64_t power = 1; power + 1 <= PositionalEncoding::maxPosition; power *= 2) {
        const std::int64_t p = power + 1;
        const double value = round(static_cast<double>(p), dtype);
        if (value != static_cast<double>(p)) {
            if (value == round(static_cast<double>(p - 1), dtype))
                return p;
            // Rounded up instead (not possible with ties to even at 2^k + 1, whose lower
            // neighbour 2^k is even); the next integer then shares p's value.
            return p + 1;
        }
    }
    return std::nullopt;
}

std::optional<std::int64_t> firstOverflowPosition(Dtype dtype)
{
    const auto overflows
        = [dtype](std::int64_t p) { return std::isinf(round(static_cast<double>(p), dtype)); };
    if (!overflows(PositionalEncoding::maxPosition))
        return std::nullopt;
    std::int64_t low = 0; // finite
    std::int64_t high = PositionalEncoding::maxPosition; // infinite
    while (high - low > 1) {
        const std::int64_t middle = low + (high - low) / 2;
        if (overflows(middle))
            high = middle;
        else
            low = middle;
    }
    return high;
}

RotationIdentityError rotationIdentityError(const PositionalEncoding &encoding, std::int64_t p,
                                            std::int64_t k, Dtype dtype)
{
    PositionalEncoding::checkPosition(p, "p");
    if (k > PositionalEncoding::maxPosition || k < -PositionalEncoding::maxPosition)
        throw std::invalid_argument("p + k must be between 0 and 2147483647");
    PositionalEncoding::checkPosition(p + k, "p + k");
    if (encoding.pairCount() == 0 || encoding.cosComponent(0) < 0)
        throw std::invalid_argument("d must be at least 2 for a full sin/cos pair");

    const std::vector<double> start = precisionRow(encoding, p, dtype, PrecisionPath::Framework);
    const std::vector<double> target
        = precisionRow(encoding, p + k, dtype, PrecisionPath::Framework);
    const std::vector<double> exact = exactRow(encoding, p + k);
    const double offset = round(static_cast<double>(k), dtype);

    RotationIdentityError result;
    const auto accumulate
        = [](double &error, double sinQ, double cosQ, double sinRef, double cosRef) {
              const double distance = std::hypot(sinQ - sinRef, cosQ - cosRef);
              error = std::isnan(distance) || std::isnan(error) ? std::nan("")
                                                                : std::max(error, distance);
          };
    for (int i = 0; i < encoding.pairCount(); ++i) {
        if (encoding.cosComponent(i) < 0)
            continue; // a lone sin is no pair to rotate
        const auto sinIndex = static_cast<std::size_t>(encoding.sinComponent(i));
        const auto cosIndex = static_cast<std::size_t>(encoding.cosComponent(i));
        const double turn = round(offset * dtypeFrequency(encoding, i, dtype), dtype);
        const double c = round(std::cos(turn), dtype);
        const double s = round(std::sin(turn), dtype);
        const double sinP = start[sinIndex];
        const double cosP = start[cosIndex];
        // M(k, i) * (sin, cos) = (c sin + s cos, -s sin + c cos), every operation in the dtype.
        // The products of two dtype values are exact in double; a sum of two dtype values is
        // exact in double, or its smaller term is too small to move it near a rounding boundary
        // of the dtype, so rounding the double sum is the dtype's correctly rounded sum.
        const double sinQ = round(round(c * sinP, dtype) + round(s * cosP, dtype), dtype);
        const double cosQ = round(round(c * cosP, dtype) - round(s * sinP, dtype), dtype);
        accumulate(result.againstDtypeRow, sinQ, cosQ, target[sinIndex], target[cosIndex]);
        accumulate(result.againstExact, sinQ, cosQ, exact[sinIndex], exact[cosIndex]);
    }
    return result;
}

} // namespace pe
