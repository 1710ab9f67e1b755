#pragma once

#include <cstdint>
#include <vector>

namespace pe {

/// The query and key projections of self-attention, q = W_Q x and k = W_K x (Vaswani et al. 2017,
/// section 3.2.2, with the model's input x = E + PE; here one head whose width is d), so that
/// the score of tokens a and b is q(a) . k(b). W_Q and W_K are `d x d`, row-major
/// (q[i] = sum_j W_Q[i * d + j] x[j]).
///
/// Three kinds: the identity (the default: the score is then x(a) . x(b), the article's
/// section 7), seeded random matrices, or matrices given by the caller. Random: one
/// SeededRandom(seed) gives the standard normal values z_0, z_1, ...; W_Q[k] = z_k / sqrt(d) and
/// W_K[k] = z_{d*d + k} / sqrt(d), k = 0..d*d-1 (entries from N(0, 1/d), so |W x| is about |x|),
/// the same on every platform.
///
/// Errors: std::invalid_argument with a one-line message on a parameter outside its range.
class QueryKeyProjections
{
public:
    /// Random and given matrices are limited to d <= maxMatrixWidth (two matrices of 8 MiB;
    /// projecting n tokens costs 2 n d^2 multiply-adds). The identity has no limit.
    static constexpr int maxMatrixWidth = 1024;
    static constexpr std::uint64_t defaultSeed = 2021;

    /// The identity projections of width d, 1 <= d <= PositionalEncoding::maxWidth.
    explicit QueryKeyProjections(int d);
    /// Seeded random W_Q, W_K as described above. Throws on d outside [1, maxMatrixWidth].
    static QueryKeyProjections random(int d, std::uint64_t seed = defaultSeed);
    /// Given W_Q, W_K (`d x d` each, row-major, finite). Throws on d outside [1, maxMatrixWidth],
    /// a size other than d * d or a non-finite entry.
    static QueryKeyProjections fromMatrices(int d, std::vector<double> queryMatrix,
                                            std::vector<double> keyMatrix);

    int width() const { return m_d; }
    bool isIdentity() const { return m_identity; }
    /// W_Q, `d x d` row-major (for the identity, the identity matrix is built on each call).
    std::vector<double> queryMatrix() const;
    /// W_K, `d x d` row-major (as queryMatrix()).
    std::vector<double> keyMatrix() const;

    /// W_Q x, length d (x itself, bit for bit, for the identity). Each component is an accurate
    /// dot product (accurateDot). Throws when x.size() != d.
    std::vector<double> applyQuery(const std::vector<double> &x) const;
    /// W_K x, length d (as applyQuery()).
    std::vector<double> applyKey(const std::vector<double> &x) const;

private:
    QueryKeyProjections(int d, bool identity);
    std::vector<double> apply(const std::vector<double> &matrix,
                              const std::vector<double> &x) const;

    int m_d;
    bool m_identity;
    std::vector<double> m_query; // empty for the identity
    std::vector<double> m_key;
};

} // namespace pe
