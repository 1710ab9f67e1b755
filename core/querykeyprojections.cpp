#include "querykeyprojections.h"

#include "accuratedot.h"
#include "positionalencoding.h"
#include "seededrandom.h"

#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

namespace pe {

namespace {

void checkMatrixWidth(int d)
{
    if (d < 1 || d > QueryKeyProjections::maxMatrixWidth)
        throw std::invalid_argument("d must be an integer from 1 to "
                                    + std::to_string(QueryKeyProjections::maxMatrixWidth)
                                    + " for projection matrices");
}

} // namespace

QueryKeyProjections::QueryKeyProjections(int d, bool identity) : m_d(d), m_identity(identity) { }

QueryKeyProjections::QueryKeyProjections(int d) : QueryKeyProjections(d, true)
{
    if (d < PositionalEncoding::minWidth || d > PositionalEncoding::maxWidth)
        throw std::invalid_argument("d must be an integer from "
                                    + std::to_string(PositionalEncoding::minWidth) + " to "
                                    + std::to_string(PositionalEncoding::maxWidth));
}

QueryKeyProjections QueryKeyProjections::random(int d, std::uint64_t seed)
{
    checkMatrixWidth(d);
    QueryKeyProjections result(d, false);
    const std::size_t count = static_cast<std::size_t>(d) * static_cast<std::size_t>(d);
    const double root = std::sqrt(static_cast<double>(d));
    SeededRandom random(seed);
    result.m_query.resize(count);
    result.m_key.resize(count);
    for (double &w : result.m_query)
        w = random.nextNormal() / root;
    for (double &w : result.m_key)
        w = random.nextNormal() / root;
    return result;
}

QueryKeyProjections QueryKeyProjections::fromMatrices(int d, std::vector<double> queryMatrix,
                                                      std::vector<double> keyMatrix)
{
    checkMatrixWidth(d);
    const std::size_t count = static_cast<std::size_t>(d) * static_cast<std::size_t>(d);
    if (queryMatrix.size() != count || keyMatrix.size() != count)
        throw std::invalid_argument("W_Q and W_K must have d * d = " + std::to_string(count)
                                    + " entries each");
    for (const std::vector<double> *m : {&queryMatrix, &keyMatrix}) {
        for (const double w : *m) {
            if (!std::isfinite(w))
                throw std::invalid_argument("W_Q and W_K must contain finite numbers only");
        }
    }
    QueryKeyProjections result(d, false);
    result.m_query = std::move(queryMatrix);
    result.m_key = std::move(keyMatrix);
    return result;
}

std::vector<double> QueryKeyProjections::queryMatrix() const
{
    if (!m_identity)
        return m_query;
    std::vector<double> m(static_cast<std::size_t>(m_d) * static_cast<std::size_t>(m_d), 0.0);
    for (int i = 0; i < m_d; ++i)
        m[static_cast<std::size_t>(i) * static_cast<std::size_t>(m_d) + static_cast<std::size_t>(i)]
            = 1.0;
    return m;
}

std::vector<double> QueryKeyProjections::keyMatrix() const
{
    return m_identity ? queryMatrix() : m_key;
}

std::vector<double> QueryKeyProjections::apply(const std::vector<double> &matrix,
                                               const std::vector<double> &x) const
{
    if (x.size() != static_cast<std::size_t>(m_d))
        throw std::invalid_argument("the vector must have d = " + std::to_string(m_d)
                                    + " components, got " + std::to_string(x.size()));
    if (m_identity)
        return x;
    std::vector<double> y(x.size());
    const std::size_t d = x.size();
    for (std::size_t i = 0; i < d; ++i)
        y[i] = accurateDot(matrix.data() + i * d, x.data(), d);
    return y;
}

std::vector<double> QueryKeyProjections::applyQuery(const std::vector<double> &x) const
{
    return apply(m_query, x);
}

std::vector<double> QueryKeyProjections::applyKey(const std::vector<double> &x) const
{
    return apply(m_key, x);
}

} // namespace pe
