#pragma once

#include "encodingspec.h"

#include <cstdint>
#include <vector>

namespace pe {

/// ALiBi's head slopes (Press et al. 2022, "Train Short, Test Long", section 3, and the reference
/// implementation's get_slopes()), for H heads, h = 1..H, returned in head order:
/// - H a power of two: m_h = 2^(-8h/H) (H = 8: 1/2, 1/4, ..., 1/256);
/// - otherwise, with P the largest power of two below H: the P slopes of P heads, followed by the
///   slopes of 2P heads at odd 1-based indices 1, 3, 5, ... (every other slope), the first H - P
///   of them (H = 6: 2^-2, 2^-4, 2^-6, 2^-8, then 2^-1, 2^-3).
/// Computed as exp2 of an exact exponent (the reference multiplies start * ratio^i; the two agree
/// to a few ulp: tests/core/tst_attentionbias against tests/data/make_bias_goldens.py).
/// Throws std::invalid_argument when H < 1 or H > maxHeads.
std::vector<double> alibiSlopes(int heads);
/// The naive formula 2^(-8h/H) applied to every H, also when H is not a power of two: a common
/// bug (for H = 6 its geometric sequence 2^(-4/3), ..., 2^-8 differs from alibiSlopes(6)). Equal
/// to alibiSlopes(H) when H is a power of two. Throws as alibiSlopes.
std::vector<double> alibiNaiveSlopes(int heads);
/// The largest H the functions above accept.
constexpr int maxAlibiHeads = 4096;

/// ALiBi's bias for one head of slope m on n positions, n x n row-major, row = query i, column =
/// key j: -m |i - j| without a mask (bidirectional; the paper's encoder form), -m (i - j) for
/// j <= i under a causal mask and -infinity for the masked keys j > i. Not scaled by 1/sqrt(d):
/// it is added to q.k/sqrt(d_h). Throws on n < 1, n > maxBiasPositions or a non-finite m.
std::vector<double> alibiBiasMatrix(double slope, int n, bool causal);

/// T5's relative-position bucket (Raffel et al. 2020, section 2.1; the reference
/// _relative_position_bucket of Mesh TensorFlow / Hugging Face), for offset = key position minus
/// query position (memory_position - context_position). With N = numBuckets, D = maxDistance:
/// - bidirectional: half the buckets per sign: r = (offset > 0 ? N/2 : 0), N' = N/2,
///   n = |offset|; causal (unidirectional): r = 0, N' = N, n = max(-offset, 0) (every key after
///   the query falls into bucket 0, masked anyway);
/// - e = N'/2 exact buckets: n < e gives bucket r + n; larger n gives
///   r + min(e + floor(ln(n/e) / ln(D/e) * (N' - e)), N' - 1) (logarithmic up to D, then the last).
/// Computed in double (the references use float32; tests/data/make_bias_goldens.py lists both,
/// and says where they would differ). Throws std::invalid_argument when numBuckets < 2 (< 4 when
/// bidirectional), maxDistance <= the exact count e, or |offset| > 2^31 - 1.
int t5Bucket(std::int64_t offset, bool bidirectional, int numBuckets = 32, int maxDistance = 128);
/// t5Bucket() of every offset first..last (last - first + 1 values). Throws as t5Bucket, or when
/// first > last or more than maxBiasOffsets offsets.
std::vector<int> t5Buckets(std::int64_t first, std::int64_t last, bool bidirectional,
                           int numBuckets = 32, int maxDistance = 128);
/// The T5 bias of one head on n positions, n x n row-major (row = query i, column = key j):
/// bucketValues[t5Bucket(j - i, !causal, numBuckets, maxDistance)], and -infinity for j > i when
/// causal. bucketValues holds numBuckets values (one learned scalar per bucket for this head).
/// Throws on a wrong bucketValues size, n < 1 or n > maxBiasPositions, or bad bucket parameters.
std::vector<double> t5BiasMatrix(const std::vector<double> &bucketValues, int n, bool causal,
                                 int numBuckets = 32, int maxDistance = 128);

constexpr int maxBiasPositions = 4096;
constexpr std::int64_t maxBiasOffsets = 1 << 20;

/// Cosine similarity of every pair of rows of a rows x cols row-major table: rows x rows,
/// row-major, entry (p, q) = t_p . t_q / (|t_p| |t_q|) (0 when a row is zero). The view shows it
/// for a learned position table next to cosineSimilarity(sinusoidalTable(...)). Throws on
/// rows < 1, cols < 1 or a table of another size.
std::vector<double> cosineSimilarity(const std::vector<double> &table, int rows, int cols);
/// PE(0..rows-1) of spec with its d replaced by d: rows x d row-major (what a Learned table with
/// LearnedInit::Sinusoidal starts from). Throws as PositionalEncoding on a bad spec or d.
std::vector<double> sinusoidalTable(const EncodingSpec &spec, int d, int rows);

} // namespace pe
