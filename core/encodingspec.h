#pragma once

#include <cstdint>
#include <string>

namespace pe {

/// Where the sin and cos of each pair sit in the vector PE(p), and which frequencies the pairs
/// have (the layout conventions). d is the width, P the number of pairs, omega_i the frequency of
/// pair i in radians per position, angle(p, i) = (p + offset) * omega_i.
enum class Layout {
    /// The paper (Vaswani et al. 2017, section 3.5; the Annotated Transformer, d2l): component 2i
    /// is sin and 2i + 1 cos of pair i, omega_i = base^(-2i/d), P = ceil(d/2); an odd d ends with
    /// a lone sin (pair P - 1 has no cos).
    Interleaved,
    /// TensorFlow's tutorial "Neural machine translation with a Transformer and Keras",
    /// `positional_encoding(length, depth)`: [sin of every pair | cos of every pair], the same
    /// frequencies base^(-2i/d) as Interleaved. The tutorial assumes an even depth; for an odd d
    /// we keep Interleaved's ceil(d/2) pairs and put the first ceil(d/2) components as the sins
    /// and the last floor(d/2) as the cos (the lone sin of the last pair at column ceil(d/2) - 1),
    /// so that the vector is always a permutation of the interleaved one (same norm, distances and
    /// dot products; our choice, documented here).
    Concatenated,
    /// tensor2tensor's `get_timing_signal_1d(length, channels, min_timescale = 1, max_timescale)`
    /// (common_attention.py) with max_timescale = base: P = floor(d/2) pairs with
    /// omega_j = base^(-j / max(P - 1, 1)), [sin | cos] halves, and for an odd d a zero column
    /// appended (`tf.pad(signal, [[0, 0], [0, 0], [0, channels % 2]])`). Whisper's `sinusoids` uses
    /// the same rule. Needs d >= 2 (d = 1 would have no pair at all).
    Tensor2Tensor,
    /// fairseq's `SinusoidalPositionalEmbedding.get_embedding(num_embeddings, embedding_dim,
    /// padding_idx)` with `make_positions` (fairseq/modules/sinusoidal_positional_embedding.py,
    /// fairseq/utils.py): P = floor(d/2) pairs with omega_j = base^(-j / (P - 1)) (fairseq writes
    /// log(10000) / (half_dim - 1): it divides by zero at d = 2 and 3, so d >= 4 is required),
    /// [sin | cos] halves, a zero column for odd d. fairseq's table row r is the encoding of r, and
    /// row padding_idx is set to zeros; make_positions gives the token in slot p (0-based, no
    /// padding before it) the row p + padding_idx + 1, so PE(p) here is that row: angle
    /// (p + paddingIdx + 1) * omega_j. The zero row is never the row of a token.
    Fairseq,
};

/// How the frequencies omega_i of the layout are changed to reach a context longer than the
/// training length. s is the factor, L the training length.
enum class ContextMethod {
    /// The frequencies of the layout, unchanged.
    None,
    /// Position interpolation (Chen et al. 2023, arXiv 2306.15595, section 2.2):
    /// omega'_i = omega_i / s, so position s p is encoded as p was.
    PositionInterpolation,
    /// "NTK-aware" scaling (bloc97 2023; Peng et al. 2023, arXiv 2309.00071, section 3.1):
    /// the base is changed to base' = base * s^(d/(d-2)) and the layout's frequencies computed
    /// with base'. Needs d >= 3. The exponent d/(d-2) makes the slowest pair of the interleaved
    /// layout (exponent (d-2)/d) exactly s times slower and leaves pair 0 unchanged; with the
    /// tensor2tensor and fairseq rules (largest exponent 1) the slowest pair is slowed by
    /// s^(d/(d-2)) instead, as the formula, defined for the interleaved exponent, gives.
    NtkAware,
    /// YaRN's "NTK-by-parts" interpolation (Peng et al. 2023, arXiv 2309.00071, section 3.2):
    /// lambda_i = 2 pi / omega_i, r_i = L / lambda_i, gamma(r) = 0 for r < alpha, 1 for r > beta,
    /// (r - alpha) / (beta - alpha) between, and
    /// omega'_i = (1 - gamma(r_i)) omega_i / s + gamma(r_i) omega_i: pairs that turn often within L
    /// keep their frequency, pairs that never turn are interpolated as by PI. The attention
    /// temperature of section 3.4 does not change the encoding (see yarnAttentionScale()).
    Yarn,
};

/// The parameters of a context-extension method. Every field is checked by
/// validate() whatever the method.
struct ContextScaling
{
    ContextMethod method = ContextMethod::None;
    double factor = 4.0; ///< s, a finite number > 0 (usually L' / L)
    std::int64_t trainLength = 512; ///< L, 1 .. 2^31 - 1 (YaRN's r_i = L / lambda_i)
    double alpha = 1.0; ///< YaRN's ramp start, finite, >= 0, < beta
    double beta = 32.0; ///< YaRN's ramp end, finite
};

/// The description of one additive sinusoidal encoding: width d (1 .. 8192), base (finite, > 1),
/// layout, context scaling, and fairseq's padding index (used by Layout::Fairseq only,
/// 0 .. maxPaddingIdx). The default is the paper's encoding at d = 8, base 10000.
struct EncodingSpec
{
    int d = 8;
    double base = 10000.0;
    Layout layout = Layout::Interleaved;
    ContextScaling scaling;
    int paddingIdx = 1; ///< fairseq only, 0 .. maxPaddingIdx
};

/// Upper bound on EncodingSpec::paddingIdx (a vocabulary index; 2^20 keeps p + paddingIdx + 1
/// below 2^32 and every angle's position exact in double).
constexpr int maxPaddingIdx = 1 << 20;

/// The smallest denominator 1 / omega'_i a spec may produce (2^-21: PI with s below 1 shrinks
/// the denominators). It keeps every angle (p + offset) / den below 2^53 radians, where the
/// encoding's reduction modulo 2 pi is accurate (PositionalEncoding::fillRange()).
constexpr double minDenominator = 0x1p-21;

/// "interleaved", "concatenated", "tensor2tensor", "fairseq" (command line and settings ids).
std::string layoutId(Layout layout);
/// Parses an id of layoutId() (exact, lower case) into *out; false (and *out untouched) for an
/// unknown id or a null out.
bool parseLayout(const std::string &id, Layout *out);
/// "none", "pi", "ntk", "yarn" (command line and settings ids).
std::string methodId(ContextMethod method);
/// Parses an id of methodId() (exact, lower case) into *out; false (and *out untouched) for an
/// unknown id or a null out.
bool parseMethod(const std::string &id, ContextMethod *out);

/// Checks every field of spec, and throws std::invalid_argument with a one-line message naming the
/// parameter and its allowed range at the first one outside it: d (1 .. 8192; >= 2 for
/// tensor2tensor, >= 4 for fairseq, >= 3 for NTK-aware scaling), base (finite, > 1), paddingIdx
/// (0 .. maxPaddingIdx), factor (finite, > 0), trainLength (1 .. 2^31 - 1), alpha and beta
/// (finite, 0 <= alpha < beta), and, for a method other than None, that the factor keeps every
/// scaled denominator 1 / omega'_i finite and at least minDenominator (only extreme factors, e.g.
/// PI with s < 2^-21, fail this).
void validate(const EncodingSpec &spec);

} // namespace pe
