#include "positionalencoding.h"

#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace pe {

PositionalEncoding::PositionalEncoding(int d, double base) : m_d(d), m_base(base)
{
    if (d < minWidth || d > maxWidth)
        throw std::invalid_argument("d must be an integer from " + std::to_string(minWidth)
                                    + " to " + std::to_string(maxWidth));
    if (!std::isfinite(base) || !(base > 1.0))
        throw std::invalid_argument("base must be a finite number greater than 1");
    m_denominators.reserve(static_cast<std::size_t>(pairCount()));
    for (int i = 0; i < pairCount(); ++i) {
        const double exponent = static_cast<double>(2 * i) / static_cast<double>(d);
        m_denominators.push_back(std::pow(base, exponent));
    }
}

void PositionalEncoding::checkPosition(std::int64_t p, const char *name)
{
    if (p < 0 || p > maxPosition)
        throw std::invalid_argument(std::string(name)
                                    + " must be an integer from 0 to 2147483647 (0 <= p < 2^31)");
}

void PositionalEncoding::checkPair(int i) const
{
    if (i < 0 || i >= pairCount())
        throw std::invalid_argument("i must be a pair index from 0 to "
                                    + std::to_string(pairCount() - 1));
}

double PositionalEncoding::denominator(int i) const
{
    checkPair(i);
    return m_denominators[static_cast<std::size_t>(i)];
}

double PositionalEncoding::frequency(int i) const
{
    return 1.0 / denominator(i);
}

double PositionalEncoding::angle(std::int64_t p, int i) const
{
    checkPosition(p);
    return static_cast<double>(p) / denominator(i);
}

double PositionalEncoding::angleAt(double x, int i) const
{
    if (!std::isfinite(x))
        throw std::invalid_argument("x must be a finite position");
    return x / denominator(i);
}

double PositionalEncoding::componentAt(double x, int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
    const double a = angleAt(x, j / 2);
    return (j % 2 == 0) ? std::sin(a) : std::cos(a);
}

double PositionalEncoding::component(std::int64_t p, int j) const
{
    if (j < 0 || j >= m_d)
        throw std::invalid_argument("component must be an index from 0 to "
                                    + std::to_string(m_d - 1));
    const double a = angle(p, j / 2);
    return (j % 2 == 0) ? std::sin(a) : std::cos(a);
}

void PositionalEncoding::fill(std::int64_t p, double *out) const
{
    checkPosition(p);
    const auto position = static_cast<double>(p);
    for (int i = 0; i < pairCount(); ++i) {
        const double a = position / m_denominators[static_cast<std::size_t>(i)];
        const std::ptrdiff_t j = 2 * static_cast<std::ptrdiff_t>(i);
        out[j] = std::sin(a);
        if (j + 1 < m_d)
            out[j + 1] = std::cos(a);
    }
}

std::vector<double> PositionalEncoding::vector(std::int64_t p) const
{
    std::vector<double> v(static_cast<std::size_t>(m_d));
    fill(p, v.data());
    return v;
}

std::vector<double> PositionalEncoding::block(const std::vector<std::int64_t> &positions) const
{
    for (const std::int64_t p : positions)
        checkPosition(p);
    std::vector<double> rows(positions.size() * static_cast<std::size_t>(m_d));
    for (std::size_t r = 0; r < positions.size(); ++r)
        fill(positions[r], rows.data() + r * static_cast<std::size_t>(m_d));
    return rows;
}

std::vector<double> PositionalEncoding::difference(std::int64_t p, std::int64_t q) const
{
    checkPosition(p, "p");
    checkPosition(q, "q");
    std::vector<double> a = vector(p);
    const std::vector<double> b = vector(q);
    for (std::size_t j = 0; j < a.size(); ++j)
        a[j] = b[j] - a[j];
    return a;
}

double PositionalEncoding::distance(std::int64_t p, std::int64_t q) const
{
    return euclideanNorm(difference(p, q));
}

double PositionalEncoding::pairDistance(std::int64_t p, std::int64_t q, int i) const
{
    checkPosition(p, "p");
    checkPosition(q, "q");
    checkPair(i);
    const double ds = component(q, 2 * i) - component(p, 2 * i);
    if (2 * i + 1 >= m_d)
        return std::fabs(ds);
    const double dc = component(q, 2 * i + 1) - component(p, 2 * i + 1);
    return std::hypot(ds, dc);
}

double euclideanNorm(const std::vector<double> &v)
{
    double sum = 0.0;
    for (const double x : v)
        sum += x * x;
    return std::sqrt(sum);
}

} // namespace pe
