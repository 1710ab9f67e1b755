#pragma once

#include "embeddingtable.h"
#include "positionalencoding.h"
#include "querykeyprojections.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// The score matrix and its four terms (the article's section 7: (E_a + P_a) . (E_b + P_b) =
/// E_a.E_b + E_a.P_b + P_a.E_b + P_a.P_b).
enum class ScoreTerm {
    Total, ///< S[a][b] = q(a) . k(b), q = W_Q x, k = W_K x, x = E + A
    EmbeddingEmbedding, ///< E.E: (W_Q E(a)) . (W_K E(b)); no position at all
    EmbeddingPosition, ///< E.P: (W_Q E(a)) . (W_K A(b)); the key's absolute position p_b
    PositionEmbedding, ///< P.E: (W_Q A(a)) . (W_K E(b)); the query's absolute position p_a
    PositionPosition, ///< P.P: (W_Q A(a)) . (W_K A(b)); only p_b - p_a (identity, even d)
};

/// Whether a square matrix is constant along its diagonals (Toeplitz), or a term depends on the
/// offset only: the largest difference max - min among entries that should be equal.
struct DiagonalCheck
{
    bool constant = true; ///< largestDeviation <= the tolerance given
    double largestDeviation = 0.0; ///< max over groups of (max - min); 0 for n <= 1
    std::int64_t worstOffset = 0; ///< the offset (b - a, or p_b - p_a) of that group
};

/// Self-attention scores of a token sequence split into the four terms of the article's
/// section 7, for the numeric embeddings of an EmbeddingTable (Vaswani et al. 2017, sections 3.2
/// and 3.5; the score before the 1/sqrt(d_k) scaling and the softmax).
///
/// Input per slot s = 0..n-1: the token's embedding row E (as the table reads it: scaled by
/// sqrt(d) when the table is scaled), its position p_s and the additive contribution A(p_s) =
/// PE(p_s) with the encoding on, 0 with it off (lesson: the switch only decides whether PE is
/// added; pe::positionContribution, so PE(p) is PositionalEncoding::vector, the values the table
/// view shows, accurate to 1e-12 while p / base^(2i/d) < 8192). x(s) = E + A(p_s). Every matrix is
/// `n x n`, row-major, row a = the query's slot, column b = the key's slot. The total is computed
/// from x itself (q(a) = W_Q x(a)), independently of the four terms, so their sum matches it to
/// rounding (largestSumDeviation()).
///
/// With identity projections and even d, P.P[a][b] = PE(p_a) . PE(p_b) = sum_i cos((p_b - p_a)
/// omega_i) (the article's section 8), a function of the offset only (constant along the
/// diagonals when p_s = s). With odd d the lone last sin adds sin(p_a omega) sin(p_b omega); with
/// random projections P.P = PE(p_a)^T W_Q^T W_K PE(p_b) depends on both positions in general (the
/// view can show that too: offsetCheck()).
///
/// Cost: O(n^2 d) accurate dot products (accurateDot): about 2.5 n^2 d steps with identity
/// projections (symmetry used), 5 n^2 d with projections, plus 6 n d^2 to project E, A and x
/// with random or given ones; memory 5 n^2 + 9 n d doubles. Measured (one core, 2-core VM, while
/// other builds ran): n = 20, d = 512 about 1 ms with the identity and 40 ms with random
/// projections (n = 20, d = 128: about 3 ms), so keep random projections to small d for live
/// updates.
///
/// Errors: std::invalid_argument with a one-line message on a parameter outside its range.
class AttentionScore
{
public:
    static constexpr int maxTokens = 256;
    static constexpr std::uint64_t defaultShuffleSeed = 7;

    /// Slot s holds table row rows[s] at position positions[s] (0 <= p <= 2^31 - 1). Throws when
    /// rows is empty or longer than maxTokens, positions has another length, a row or position is
    /// out of range, or the table's, the encoding's and the projections' widths differ.
    AttentionScore(const EmbeddingTable &table, const std::vector<int> &rows,
                   const std::vector<std::int64_t> &positions, const PositionalEncoding &encoding,
                   bool encodingOn, const QueryKeyProjections &projections);
    /// The tokens of a sentence in slot order at positions p_s = s (the lesson's layout). Throws
    /// as the constructor, or when a token is not in the table.
    static AttentionScore forTokens(const EmbeddingTable &table,
                                    const std::vector<std::string> &tokens,
                                    const PositionalEncoding &encoding, bool encodingOn,
                                    const QueryKeyProjections &projections);

    int tokenCount() const { return m_n; }
    int width() const { return m_d; }
    bool encodingOn() const { return m_encodingOn; }
    const std::vector<int> &rows() const { return m_rows; }
    const std::vector<std::int64_t> &positions() const { return m_positions; }
    const QueryKeyProjections &projections() const { return m_projections; }

    /// One matrix, `n x n`, row-major.
    const std::vector<double> &matrix(ScoreTerm term) const;
    /// One entry. Throws on a or b out of [0, n).
    double value(ScoreTerm term, int a, int b) const;
    /// x(s) = E + A(p_s), `n x d` row-major.
    const std::vector<double> &inputs() const { return m_inputs; }
    /// q(s) = W_Q x(s), `n x d` row-major.
    const std::vector<double> &queries() const { return m_queries; }
    /// k(s) = W_K x(s), `n x d` row-major.
    const std::vector<double> &keys() const { return m_keys; }

    /// max over a, b of |E.E + E.P + P.E + P.P - S|: rounding only (about 1e-16 |x|^2).
    double largestSumDeviation() const;
    /// The closed form of P.P for identity projections and even d: sum over full pairs i of
    /// cos((p_b - p_a) omega_i), `n x n`; zeros with the encoding off. The angles (p_b - p_a) /
    /// base^(2i/d) are reduced modulo 2 pi in double-double and the sum is compensated, so this is
    /// within a few ulp of the exact value (pe::dotProductFromOffset is the plain loop). Cost:
    /// d/2 cosines per distinct offset.
    std::vector<double> positionTermFromOffsets() const;
    /// True when P.P is a function of p_b - p_a by construction: the encoding is off, or the
    /// projections are the identity and d is even.
    bool positionTermIsOffsetOnly() const;
    /// Groups the entries of `term` by p_b - p_a and reports the largest spread (max - min) within
    /// a group; constant when it is <= tolerance. With p_s = s this is the Toeplitz check.
    /// Throws on a negative or non-finite tolerance.
    DiagonalCheck offsetCheck(ScoreTerm term, double tolerance) const;

    /// The same scores with the words moved: slot s gets the word (embedding row) of slot
    /// perm[s] and keeps its position p_s. Throws unless perm is a permutation of 0..n-1.
    AttentionScore shuffled(const std::vector<int> &perm) const;
    /// max over s, t of |other[s][t] - this[perm[s]][perm[t]]| for `term`, with other =
    /// shuffled(perm): exactly 0 for every term with the encoding off (order-blind: the scores
    /// only move with the words) and for E.E always; with the encoding on, not 0 for the total
    /// (positions stay with the slots while the words move). Throws when `other` has another
    /// size or perm is not a permutation.
    double permutationDeviation(const AttentionScore &other, const std::vector<int> &perm,
                                ScoreTerm term) const;

    /// A seeded shuffle of the slots for the order-blind demonstration: SeededRandom(seed)
    /// .nextPermutation(n) (Fisher-Yates), drawn again until the words (rows) in the new order
    /// differ from the old order; after 64 draws without that, the rotation perm[s] = (s + 1) mod
    /// n. The identity when n < 2 or every slot holds the same word. perm[s] is the old slot placed
    /// at slot s. Throws when rows is longer than maxTokens.
    static std::vector<int> shufflePermutation(const std::vector<int> &rows, std::uint64_t seed);
    /// out[s] = items[perm[s]]. Throws unless perm is a permutation of 0..items.size()-1.
    static std::vector<std::string> permuted(const std::vector<std::string> &items,
                                             const std::vector<int> &perm);
    /// out[s] = items[perm[s]]. Throws as above.
    static std::vector<int> permuted(const std::vector<int> &items, const std::vector<int> &perm);

    /// The Toeplitz check of any `n x n` row-major matrix: entries grouped by b - a. Throws when
    /// matrix.size() != n * n, n < 0, or on a negative or non-finite tolerance.
    static DiagonalCheck toeplitzCheck(const std::vector<double> &matrix, int n, double tolerance);

private:
    void compute();

    int m_n = 0;
    int m_d = 0;
    bool m_encodingOn = true;
    PositionalEncoding m_encoding;
    QueryKeyProjections m_projections;
    std::vector<int> m_rows;
    std::vector<std::int64_t> m_positions;
    std::vector<double> m_embeddings; // E per slot, n x d
    std::vector<double> m_additions; // A(p_s), n x d
    std::vector<double> m_inputs; // x = E + A, n x d
    std::vector<double> m_queries; // W_Q x, n x d
    std::vector<double> m_keys; // W_K x, n x d
    std::vector<double> m_matrices[5];
};

} // namespace pe
