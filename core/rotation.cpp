#include "rotation.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace pe {

Matrix2 relativeRotation(const PositionalEncoding &encoding, std::int64_t k, int i)
{
    const double theta = static_cast<double>(k) * encoding.frequency(i);
    const double c = std::cos(theta);
    const double s = std::sin(theta);
    return {c, s, -s, c};
}

double relativeAngle(const PositionalEncoding &encoding, std::int64_t k, int i)
{
    if (k < -PositionalEncoding::maxPosition || k > PositionalEncoding::maxPosition)
        throw std::invalid_argument("k must be an integer with |k| < 2^31");
    return static_cast<double>(k) * encoding.frequency(i);
}

double wrappedAngle(double theta)
{
    if (!std::isfinite(theta))
        throw std::invalid_argument("theta must be a finite angle");
    constexpr double pi = 3.14159265358979323846264338327950;
    constexpr double twoPi = 2.0 * pi;
    // remainder() gives theta - n * 2pi with n the nearest integer, so the result lies in [-pi,
    // pi].
    double r = std::remainder(theta, twoPi);
    if (r <= -pi)
        r += twoPi;
    return r;
}

std::int64_t wholeTurns(double theta)
{
    constexpr double twoPi = 2.0 * 3.14159265358979323846264338327950;
    // theta - wrapped is a multiple of 2 pi up to rounding: the nearest integer is n.
    return static_cast<std::int64_t>(std::llround((theta - wrappedAngle(theta)) / twoPi));
}

Pair apply(const Matrix2 &m, const Pair &v)
{
    return {m[0] * v[0] + m[1] * v[1], m[2] * v[0] + m[3] * v[1]};
}

Pair encodingPair(const PositionalEncoding &encoding, std::int64_t p, int i)
{
    if (i < 0 || i >= encoding.pairCount() || encoding.cosComponent(i) < 0)
        throw std::invalid_argument("i must be the index of a full sin/cos pair (0 <= i < "
                                    + std::to_string(encoding.width() / 2) + ")");
    return {encoding.component(p, encoding.sinComponent(i)),
            encoding.component(p, encoding.cosComponent(i))};
}

double rotationError(const PositionalEncoding &encoding, std::int64_t p, std::int64_t q, int i)
{
    const Pair rotated = apply(relativeRotation(encoding, q - p, i), encodingPair(encoding, p, i));
    const Pair target = encodingPair(encoding, q, i);
    return std::hypot(rotated[0] - target[0], rotated[1] - target[1]);
}

double dotProduct(const PositionalEncoding &encoding, std::int64_t a, std::int64_t b)
{
    const std::vector<double> u = encoding.vector(a);
    const std::vector<double> v = encoding.vector(b);
    double sum = 0.0;
    for (std::size_t j = 0; j < u.size(); ++j)
        sum += u[j] * v[j];
    return sum;
}

double dotProductFromOffset(const PositionalEncoding &encoding, std::int64_t k)
{
    if (k < -PositionalEncoding::maxPosition || k > PositionalEncoding::maxPosition)
        throw std::invalid_argument("k must be an integer with |k| < 2^31");
    double sum = 0.0;
    // The pairs with a cos are the first floor(d/2) in every layout; a lone sin or a zero column
    // is left out.
    const int fullPairs = encoding.width() / 2;
    for (int i = 0; i < fullPairs; ++i)
        sum += std::cos(static_cast<double>(k) * encoding.frequency(i));
    return sum;
}

} // namespace pe
