#pragma once

#include "training/positionalscheme.h"
#include "training/trainingtask.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace pe {

/// Thrown by a pass that saw its cancel flag raised (checked at the start of every layer, forward
/// and backward): the model's parameters are unchanged, its scratch space is not to be read.
class TrainingCancelled : public std::runtime_error
{
public:
    TrainingCancelled() : std::runtime_error("the training was cancelled") { }
};

struct TransformerWorkspace; // scratch space of the passes (core/training/transformerworkspace.h)

/// The MLP's non-linearity.
enum class Activation {
    Relu, ///< max(0, x)
    Gelu, ///< x Phi(x) with the exact normal CDF (erf), as PyTorch's default GELU
};

/// The small Transformer of the training experiment.
struct ModelConfig
{
    int layers = 2; ///< 1 .. 4
    int heads = 2; ///< H, 1 .. 16, divides d
    int d = 32; ///< model width, 4 .. 256; with Rope d/H >= 2 (an odd d/H leaves its last
                ///< component unrotated, core/rope.h)
    int mlpWidth = 0; ///< the MLP's hidden width; 0 means 4 d
    Activation activation = Activation::Relu;
    bool causal = false; ///< a causal mask (query i sees keys j <= i); bidirectional by default
    int symbols = 8; ///< vocabulary = output classes (the task's symbols)
    int maxLength = 8; ///< L: the rows of a Learned table (the training length)
    SchemeSpec scheme;
};

constexpr int minLayers = 1;
constexpr int maxLayers = 4;
constexpr int maxHeads = 16;
constexpr int minModelWidth = 4;
constexpr int maxModelWidth = 256;

/// Throws std::invalid_argument with a one-line message naming the first field out of range.
void validateModel(const ModelConfig &config);

/// A named block of the flat parameter vector (for the gradient check and the views).
struct ParameterBlock
{
    std::string name; ///< e.g. "embedding", "position", "t5.bias", "layer1.attention.WQ",
                      ///< "layer1.ln1.gain", "layer1.mlp.W1", "final.ln.bias", "readout.W"
    std::size_t offset = 0; ///< first index in parameters()
    std::size_t size = 0;
    int layer = -1; ///< 0-based layer, -1 for blocks outside the layers
};

/// The model, all in double precision:
///   x_t = E[token_t] (times sqrt(d) when scheme.scaleEmbedding) + P(t) (Sinusoidal: PE(t);
///         Learned: row t of the L x d table; other schemes: nothing)
///   per layer: x = x + Attention(LN1(x)), x = x + MLP(LN2(x))    (pre-LayerNorm, residual)
///     Attention: Q = h W_Q, K = h W_K, V = h W_V (d x d, no bias), split into H heads of d_h =
///       d/H; Rope rotates each head's q_t and k_t to position t; scores q_i.k_j / sqrt(d_h) plus
///       ALiBi's or T5's bias (not scaled), -inf for j > i when causal; softmax over j; heads
///       concatenated times W_O (d x d, no bias)
///     MLP: activation(h W_1 + b_1) W_2 + b_2, hidden width mlpWidth
///     LayerNorm: (x - mean) / sqrt(var + 1e-5) * gain + bias (gain 1, bias 0 at start)
///   logits_t = LN_f(x_t) W_out + b_out (a per-position linear read-out to the symbols).
/// Loss: mean cross-entropy over the scored positions of a batch.
/// Initialisation from the seed (SeededRandom): E and a Random Learned table N(0, 1); W_Q, W_K,
/// W_V, W_O, W_1, W_2, W_out N(0, 1/fan_in); biases 0; T5 bucket scalars N(0, 0.1^2).
/// T5's table (buckets x H) is shared by all layers, as in T5; ALiBi's bias enters every layer.
/// Not thread-safe (scratch space inside); copies are independent.
class TransformerModel
{
public:
    /// Throws std::invalid_argument as validateModel.
    TransformerModel(const ModelConfig &config, std::uint64_t seed);
    ~TransformerModel();
    TransformerModel(const TransformerModel &other);
    TransformerModel &operator=(const TransformerModel &other);

    const ModelConfig &config() const { return m_config; }
    /// Whether a sequence of length n can run: 1 <= n <= maxSequenceLength, and n <= L for a
    /// Learned table (positions beyond L have no row; none is invented).
    bool canRun(int n) const;

    std::size_t parameterCount() const { return m_parameters.size(); }
    const std::vector<double> &parameters() const { return m_parameters; }
    /// The parameters to update in place (the optimizer's step); keep its size.
    std::vector<double> &mutableParameters() { return m_parameters; }
    /// Replaces every parameter. Throws on a vector of another size.
    void setParameters(const std::vector<double> &parameters);
    const std::vector<ParameterBlock> &blocks() const { return m_blocks; }

    /// Mean cross-entropy over the scored positions of the examples (all of one length n), and
    /// its gradient with respect to parameters() into *gradient (resized; may be null for the
    /// loss alone). *correct and *scored (when not null) count argmax hits and scored positions.
    /// Throws when the examples are empty, of different lengths, canRun(n) is false, or a token
    /// or target is out of range; throws TrainingCancelled when *cancel (null: never) becomes
    /// true during the passes.
    double lossAndGradient(const std::vector<Example> &examples, std::vector<double> *gradient,
                           std::int64_t *correct = nullptr, std::int64_t *scored = nullptr,
                           const std::atomic<bool> *cancel = nullptr);
    /// The number of lossAndGradient() calls (training steps and evaluation chunks) made so far
    /// on the calling thread, by every model: a test counts that the window's thread trains
    /// nothing.
    static std::int64_t passesOnThisThread();
    /// The argmax prediction at every position. Throws as lossAndGradient.
    std::vector<int> predict(const std::vector<int> &input);
    /// The attention probabilities of one layer (0-based) and head (0-based) for one input,
    /// n x n row-major (row = query i, column = key j; each row sums to 1; 0 where masked).
    /// Throws on a bad layer or head, or as lossAndGradient.
    std::vector<double> attentionMap(const std::vector<int> &input, int layer, int head);

    /// The Learned table, L x d row-major (empty for other schemes).
    std::vector<double> positionTable() const;
    /// T5's bucket scalars of one head, t5Buckets values (empty for other schemes). Throws on a
    /// bad head.
    std::vector<double> t5BucketValues(int head) const;
    /// ALiBi's slopes of this model's H heads (empty for other schemes).
    std::vector<double> alibiSlopes() const;

private:
    void buildBlocks(std::uint64_t seed);

    ModelConfig m_config;
    std::vector<double> m_parameters;
    std::vector<ParameterBlock> m_blocks;
    std::unique_ptr<TransformerWorkspace> m_work;
};

} // namespace pe
