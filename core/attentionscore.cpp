#include "attentionscore.h"

#include "accuratedot.h"
#include "reducedangle.h"
#include "seededrandom.h"
#include "tokenscenario.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>

namespace pe {

namespace {

constexpr int kShuffleDraws = 64;

std::size_t index(int a, int b, int n)
{
    return static_cast<std::size_t>(a) * static_cast<std::size_t>(n) + static_cast<std::size_t>(b);
}

const double *rowOf(const std::vector<double> &m, int s, int d)
{
    return m.data() + static_cast<std::size_t>(s) * static_cast<std::size_t>(d);
}

void checkPermutation(const std::vector<int> &perm, std::size_t n)
{
    if (perm.size() != n)
        throw std::invalid_argument("perm must have " + std::to_string(n) + " entries, got "
                                    + std::to_string(perm.size()));
    std::vector<bool> seen(n, false);
    for (const int s : perm) {
        if (s < 0 || static_cast<std::size_t>(s) >= n || seen[static_cast<std::size_t>(s)])
            throw std::invalid_argument("perm must be a permutation of 0.."
                                        + std::to_string(static_cast<long long>(n) - 1));
        seen[static_cast<std::size_t>(s)] = true;
    }
}

void checkTolerance(double tolerance)
{
    if (!std::isfinite(tolerance) || tolerance < 0.0)
        throw std::invalid_argument("tolerance must be a finite number >= 0");
}

// Entries grouped by offset(a, b): the largest spread max - min within a group.
template<typename Offset>
DiagonalCheck groupedCheck(const std::vector<double> &m, int n, double tolerance, Offset offset)
{
    std::map<std::int64_t, std::pair<double, double>> range; // offset -> (min, max)
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            const double v = m[index(a, b, n)];
            const auto [it, inserted] = range.try_emplace(offset(a, b), v, v);
            if (!inserted) {
                it->second.first = std::min(it->second.first, v);
                it->second.second = std::max(it->second.second, v);
            }
        }
    }
    DiagonalCheck check;
    for (const auto &[k, r] : range) {
        const double spread = r.second - r.first;
        if (spread > check.largestDeviation || std::isnan(spread)) {
            check.largestDeviation = spread;
            check.worstOffset = k;
        }
    }
    check.constant = check.largestDeviation <= tolerance;
    return check;
}

} // namespace

AttentionScore::AttentionScore(const EmbeddingTable &table, const std::vector<int> &rows,
                               const std::vector<std::int64_t> &positions,
                               const PositionalEncoding &encoding, bool encodingOn,
                               const QueryKeyProjections &projections)
    : m_n(static_cast<int>(std::min<std::size_t>(rows.size(), maxTokens + 1)))
    , m_d(encoding.width())
    , m_encodingOn(encodingOn)
    , m_encoding(encoding)
    , m_projections(projections)
    , m_rows(rows)
    , m_positions(positions)
{
    if (rows.empty() || rows.size() > static_cast<std::size_t>(maxTokens))
        throw std::invalid_argument("the sequence must have 1 to " + std::to_string(maxTokens)
                                    + " tokens");
    if (positions.size() != rows.size())
        throw std::invalid_argument("positions must have one entry per token ("
                                    + std::to_string(rows.size()) + "), got "
                                    + std::to_string(positions.size()));
    if (table.width() != m_d || projections.width() != m_d)
        throw std::invalid_argument(
            "the embedding table (d = " + std::to_string(table.width())
            + "), the encoding (d = " + std::to_string(m_d) + ") and the projections (d = "
            + std::to_string(projections.width()) + ") must have the same width");
    const auto d = static_cast<std::size_t>(m_d);
    m_embeddings.reserve(rows.size() * d);
    m_additions.reserve(rows.size() * d);
    for (std::size_t s = 0; s < rows.size(); ++s) {
        const std::vector<double> e = table.row(rows[s]); // throws on a bad row
        PositionalEncoding::checkPosition(positions[s], "position"); // throws on a bad p
        const std::vector<double> a = positionContribution(encoding, positions[s], encodingOn);
        m_embeddings.insert(m_embeddings.end(), e.begin(), e.end());
        m_additions.insert(m_additions.end(), a.begin(), a.end());
    }
    compute();
}

AttentionScore AttentionScore::forTokens(const EmbeddingTable &table,
                                         const std::vector<std::string> &tokens,
                                         const PositionalEncoding &encoding, bool encodingOn,
                                         const QueryKeyProjections &projections)
{
    if (tokens.empty() || tokens.size() > static_cast<std::size_t>(maxTokens))
        throw std::invalid_argument("the sequence must have 1 to " + std::to_string(maxTokens)
                                    + " tokens");
    std::vector<std::int64_t> positions(tokens.size());
    std::iota(positions.begin(), positions.end(), std::int64_t(0));
    return AttentionScore(table, table.rowsOf(tokens), positions, encoding, encodingOn,
                          projections);
}

void AttentionScore::compute()
{
    const auto n = static_cast<std::size_t>(m_n);
    const auto d = static_cast<std::size_t>(m_d);
    m_inputs.resize(n * d);
    for (std::size_t k = 0; k < n * d; ++k)
        m_inputs[k] = m_embeddings[k] + m_additions[k];

    const bool identity = m_projections.isIdentity();
    // Projected inputs, embeddings and additions (for the identity: the unprojected ones).
    std::vector<double> queryE, keyE, queryA, keyA;
    if (identity) {
        m_queries = m_inputs;
        m_keys = m_inputs;
    } else {
        const auto project = [&](const std::vector<double> &in, bool query) {
            std::vector<double> out;
            out.reserve(in.size());
            for (int s = 0; s < m_n; ++s) {
                const std::vector<double> v(rowOf(in, s, m_d), rowOf(in, s, m_d) + m_d);
                const std::vector<double> p
                    = query ? m_projections.applyQuery(v) : m_projections.applyKey(v);
                out.insert(out.end(), p.begin(), p.end());
            }
            return out;
        };
        m_queries = project(m_inputs, true);
        m_keys = project(m_inputs, false);
        queryE = project(m_embeddings, true);
        keyE = project(m_embeddings, false);
        queryA = project(m_additions, true);
        keyA = project(m_additions, false);
    }
    const std::vector<double> &qE = identity ? m_embeddings : queryE;
    const std::vector<double> &kE = identity ? m_embeddings : keyE;
    const std::vector<double> &qA = identity ? m_additions : queryA;
    const std::vector<double> &kA = identity ? m_additions : keyA;

    for (std::vector<double> &m : m_matrices)
        m.assign(n * n, 0.0);
    std::vector<double> &total = m_matrices[static_cast<int>(ScoreTerm::Total)];
    std::vector<double> &ee = m_matrices[static_cast<int>(ScoreTerm::EmbeddingEmbedding)];
    std::vector<double> &ep = m_matrices[static_cast<int>(ScoreTerm::EmbeddingPosition)];
    std::vector<double> &pe = m_matrices[static_cast<int>(ScoreTerm::PositionEmbedding)];
    std::vector<double> &pp = m_matrices[static_cast<int>(ScoreTerm::PositionPosition)];
    for (int a = 0; a < m_n; ++a) {
        // With identity projections S, E.E and P.P are symmetric and P.E is E.P transposed;
        // accurateDot(u, v) == accurateDot(v, u) bit for bit, so the mirror costs nothing.
        for (int b = identity ? a : 0; b < m_n; ++b) {
            const std::size_t ab = index(a, b, m_n);
            total[ab] = accurateDot(rowOf(m_queries, a, m_d), rowOf(m_keys, b, m_d), d);
            ee[ab] = accurateDot(rowOf(qE, a, m_d), rowOf(kE, b, m_d), d);
            ep[ab] = accurateDot(rowOf(qE, a, m_d), rowOf(kA, b, m_d), d);
            pe[ab] = accurateDot(rowOf(qA, a, m_d), rowOf(kE, b, m_d), d);
            pp[ab] = accurateDot(rowOf(qA, a, m_d), rowOf(kA, b, m_d), d);
            if (identity && b != a) {
                const std::size_t ba = index(b, a, m_n);
                total[ba] = total[ab];
                ee[ba] = ee[ab];
                pp[ba] = pp[ab];
                ep[ba] = pe[ab];
                pe[ba] = ep[ab];
            }
        }
    }
}

const std::vector<double> &AttentionScore::matrix(ScoreTerm term) const
{
    const int t = static_cast<int>(term);
    if (t < 0 || t > static_cast<int>(ScoreTerm::PositionPosition))
        throw std::invalid_argument("term must be one of the five ScoreTerm values");
    return m_matrices[t];
}

double AttentionScore::value(ScoreTerm term, int a, int b) const
{
    if (a < 0 || a >= m_n || b < 0 || b >= m_n)
        throw std::invalid_argument("a and b must be slots from 0 to " + std::to_string(m_n - 1));
    return matrix(term)[index(a, b, m_n)];
}

double AttentionScore::largestSumDeviation() const
{
    double largest = 0.0;
    for (std::size_t k = 0; k < m_matrices[0].size(); ++k) {
        const double sum
            = m_matrices[1][k] + m_matrices[2][k] + m_matrices[3][k] + m_matrices[4][k];
        largest = std::max(largest, std::fabs(sum - m_matrices[0][k]));
    }
    return largest;
}

std::vector<double> AttentionScore::positionTermFromOffsets() const
{
    std::vector<double> m(static_cast<std::size_t>(m_n) * static_cast<std::size_t>(m_n), 0.0);
    if (!m_encodingOn)
        return m;
    // One value per offset k = p_b - p_a: sum over full pairs of cos(k / den_i), the angle
    // reduced accurately and the sum compensated, so the closed form is good to the last bits.
    const int fullPairs = m_d / 2;
    std::map<std::int64_t, double> byOffset;
    for (int a = 0; a < m_n; ++a) {
        for (int b = 0; b < m_n; ++b) {
            const std::int64_t k = m_positions[static_cast<std::size_t>(b)]
                - m_positions[static_cast<std::size_t>(a)];
            auto it = byOffset.find(k);
            if (it == byOffset.end()) {
                CompensatedSum sum;
                for (int i = 0; i < fullPairs; ++i)
                    sum.add(
                        std::cos(reducedAngle(static_cast<double>(k), m_encoding.denominator(i))));
                it = byOffset.emplace(k, sum.value()).first;
            }
            m[index(a, b, m_n)] = it->second;
        }
    }
    return m;
}

bool AttentionScore::positionTermIsOffsetOnly() const
{
    return !m_encodingOn || (m_projections.isIdentity() && m_d % 2 == 0);
}

DiagonalCheck AttentionScore::offsetCheck(ScoreTerm term, double tolerance) const
{
    checkTolerance(tolerance);
    return groupedCheck(matrix(term), m_n, tolerance, [this](int a, int b) {
        return m_positions[static_cast<std::size_t>(b)] - m_positions[static_cast<std::size_t>(a)];
    });
}

DiagonalCheck AttentionScore::toeplitzCheck(const std::vector<double> &matrix, int n,
                                            double tolerance)
{
    checkTolerance(tolerance);
    if (n < 0 || matrix.size() != static_cast<std::size_t>(n) * static_cast<std::size_t>(n))
        throw std::invalid_argument("the matrix must have n * n entries");
    return groupedCheck(matrix, n, tolerance, [](int a, int b) { return std::int64_t(b) - a; });
}

AttentionScore AttentionScore::shuffled(const std::vector<int> &perm) const
{
    checkPermutation(perm, static_cast<std::size_t>(m_n));
    AttentionScore result = *this;
    const auto d = static_cast<std::size_t>(m_d);
    for (std::size_t s = 0; s < perm.size(); ++s) {
        const auto from = static_cast<std::size_t>(perm[s]);
        result.m_rows[s] = m_rows[from];
        std::copy(m_embeddings.begin() + static_cast<std::ptrdiff_t>(from * d),
                  m_embeddings.begin() + static_cast<std::ptrdiff_t>((from + 1) * d),
                  result.m_embeddings.begin() + static_cast<std::ptrdiff_t>(s * d));
    }
    result.compute();
    return result;
}

double AttentionScore::permutationDeviation(const AttentionScore &other,
                                            const std::vector<int> &perm, ScoreTerm term) const
{
    if (other.m_n != m_n)
        throw std::invalid_argument("the shuffled scores must have the same number of tokens");
    checkPermutation(perm, static_cast<std::size_t>(m_n));
    const std::vector<double> &mine = matrix(term);
    const std::vector<double> &theirs = other.matrix(term);
    double largest = 0.0;
    for (int s = 0; s < m_n; ++s) {
        for (int t = 0; t < m_n; ++t) {
            const double diff = std::fabs(theirs[index(s, t, m_n)]
                                          - mine[index(perm[static_cast<std::size_t>(s)],
                                                       perm[static_cast<std::size_t>(t)], m_n)]);
            largest = std::max(largest, diff);
        }
    }
    return largest;
}

std::vector<int> AttentionScore::shufflePermutation(const std::vector<int> &rows,
                                                    std::uint64_t seed)
{
    if (rows.size() > static_cast<std::size_t>(maxTokens))
        throw std::invalid_argument("the sequence must have at most " + std::to_string(maxTokens)
                                    + " tokens");
    const int n = static_cast<int>(rows.size());
    std::vector<int> identity(rows.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (n < 2 || std::all_of(rows.begin(), rows.end(), [&](int r) { return r == rows[0]; }))
        return identity;
    SeededRandom random(seed);
    for (int draw = 0; draw < kShuffleDraws; ++draw) {
        std::vector<int> perm = random.nextPermutation(n);
        if (permuted(rows, perm) != rows)
            return perm;
    }
    std::vector<int> rotation(rows.size());
    for (int s = 0; s < n; ++s)
        rotation[static_cast<std::size_t>(s)] = (s + 1) % n;
    return rotation;
}

std::vector<std::string> AttentionScore::permuted(const std::vector<std::string> &items,
                                                  const std::vector<int> &perm)
{
    checkPermutation(perm, items.size());
    std::vector<std::string> out;
    out.reserve(items.size());
    for (const int s : perm)
        out.push_back(items[static_cast<std::size_t>(s)]);
    return out;
}

std::vector<int> AttentionScore::permuted(const std::vector<int> &items,
                                          const std::vector<int> &perm)
{
    checkPermutation(perm, items.size());
    std::vector<int> out;
    out.reserve(items.size());
    for (const int s : perm)
        out.push_back(items[static_cast<std::size_t>(s)]);
    return out;
}

} // namespace pe
