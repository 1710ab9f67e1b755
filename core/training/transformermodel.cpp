#include "training/transformermodel.h"

#include "seededrandom.h"
#include "training/attentionbias.h"
#include "training/transformerworkspace.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

void checkRange(const char *name, int value, int low, int high)
{
    if (value < low || value > high)
        throw std::invalid_argument(std::string(name) + " must be " + std::to_string(low) + " .. "
                                    + std::to_string(high) + ", got " + std::to_string(value));
}

} // namespace

void validateModel(const ModelConfig &config)
{
    checkRange("layers", config.layers, minLayers, maxLayers);
    checkRange("heads", config.heads, 1, maxHeads);
    checkRange("d", config.d, minModelWidth, maxModelWidth);
    if (config.d % config.heads != 0)
        throw std::invalid_argument("the heads must divide d (d = " + std::to_string(config.d)
                                    + ", heads = " + std::to_string(config.heads) + ")");
    if (config.mlpWidth != 0)
        checkRange("the MLP width", config.mlpWidth, 1, 4 * maxModelWidth);
    checkRange("symbols", config.symbols, minTaskSymbols, maxTaskSymbols);
    checkRange("the training length L", config.maxLength, 1, maxSequenceLength);
    const SchemeSpec &scheme = config.scheme;
    if (scheme.kind == SchemeKind::Sinusoidal
        || (scheme.kind == SchemeKind::Learned && scheme.learnedInit == LearnedInit::Sinusoidal)) {
        EncodingSpec spec = scheme.encoding;
        spec.d = config.d;
        validate(spec);
    }
    if (scheme.kind == SchemeKind::Rope) {
        const int dh = config.d / config.heads;
        if (dh < Rope::minWidth)
            throw std::invalid_argument("RoPE needs a head width d/H of at least 2");
        const Rope rope(dh, scheme.ropeBase, scheme.ropeLayout, scheme.rotaryFraction);
        (void)rope;
    }
    if (scheme.kind == SchemeKind::T5) {
        // Throws on bad bucket parameters.
        (void)t5Bucket(0, !config.causal, scheme.t5Buckets, scheme.t5MaxDistance);
    }
}

TransformerModel::TransformerModel(const ModelConfig &config, std::uint64_t seed) : m_config(config)
{
    validateModel(config);
    buildBlocks(seed);
}

TransformerModel::~TransformerModel() = default;

TransformerModel::TransformerModel(const TransformerModel &other)
    : m_config(other.m_config)
    , m_parameters(other.m_parameters)
    , m_blocks(other.m_blocks)
    , m_work(std::make_unique<TransformerWorkspace>(*other.m_work))
{ }

TransformerModel &TransformerModel::operator=(const TransformerModel &other)
{
    if (this != &other) {
        m_config = other.m_config;
        m_parameters = other.m_parameters;
        m_blocks = other.m_blocks;
        m_work = std::make_unique<TransformerWorkspace>(*other.m_work);
    }
    return *this;
}

void TransformerModel::buildBlocks(std::uint64_t seed)
{
    m_work = std::make_unique<TransformerWorkspace>();
    TransformerWorkspace &w = *m_work;
    const std::size_t d = static_cast<std::size_t>(m_config.d);
    const std::size_t m
        = static_cast<std::size_t>(m_config.mlpWidth ? m_config.mlpWidth : 4 * m_config.d);
    const std::size_t v = static_cast<std::size_t>(m_config.symbols);
    const std::size_t heads = static_cast<std::size_t>(m_config.heads);
    SeededRandom random(seed);
    // Appends a block, initialised: scale > 0 draws N(0, scale^2), else every entry = fill.
    auto add
        = [&](const std::string &name, std::size_t size, int layer, double scale, double fill) {
              ParameterBlock block;
              block.name = name;
              block.offset = m_parameters.size();
              block.size = size;
              block.layer = layer;
              m_blocks.push_back(block);
              for (std::size_t s = 0; s < size; ++s)
                  m_parameters.push_back(scale > 0.0 ? scale * random.nextNormal() : fill);
              return block.offset;
          };
    const SchemeSpec &scheme = m_config.scheme;
    w.embedding = add("embedding", v * d, -1, 1.0, 0.0);
    if (scheme.kind == SchemeKind::Learned) {
        const std::size_t rows = static_cast<std::size_t>(m_config.maxLength);
        if (scheme.learnedInit == LearnedInit::Random) {
            w.position = add("position", rows * d, -1, 1.0, 0.0);
        } else {
            w.position = add("position", rows * d, -1, 0.0, 0.0);
            const std::vector<double> table
                = sinusoidalTable(scheme.encoding, m_config.d, m_config.maxLength);
            std::copy(table.begin(), table.end(),
                      m_parameters.begin() + static_cast<std::ptrdiff_t>(w.position));
        }
    }
    if (scheme.kind == SchemeKind::T5)
        w.t5 = add("t5.bias", static_cast<std::size_t>(scheme.t5Buckets) * heads, -1, 0.1, 0.0);
    const double inD = 1.0 / std::sqrt(static_cast<double>(d));
    const double inM = 1.0 / std::sqrt(static_cast<double>(m));
    for (int l = 0; l < m_config.layers; ++l) {
        const std::string p = "layer" + std::to_string(l + 1) + ".";
        LayerOffsets o;
        o.ln1Gain = add(p + "ln1.gain", d, l, 0.0, 1.0);
        o.ln1Bias = add(p + "ln1.bias", d, l, 0.0, 0.0);
        o.wq = add(p + "attention.WQ", d * d, l, inD, 0.0);
        o.wk = add(p + "attention.WK", d * d, l, inD, 0.0);
        o.wv = add(p + "attention.WV", d * d, l, inD, 0.0);
        o.wo = add(p + "attention.WO", d * d, l, inD, 0.0);
        o.ln2Gain = add(p + "ln2.gain", d, l, 0.0, 1.0);
        o.ln2Bias = add(p + "ln2.bias", d, l, 0.0, 0.0);
        o.w1 = add(p + "mlp.W1", d * m, l, inD, 0.0);
        o.b1 = add(p + "mlp.b1", m, l, 0.0, 0.0);
        o.w2 = add(p + "mlp.W2", m * d, l, inM, 0.0);
        o.b2 = add(p + "mlp.b2", d, l, 0.0, 0.0);
        w.layers.push_back(o);
    }
    w.finalGain = add("final.ln.gain", d, -1, 0.0, 1.0);
    w.finalBias = add("final.ln.bias", d, -1, 0.0, 0.0);
    w.readoutW = add("readout.W", d * v, -1, inD, 0.0);
    w.readoutB = add("readout.b", v, -1, 0.0, 0.0);

    if (scheme.kind == SchemeKind::Alibi)
        w.slopes = pe::alibiSlopes(m_config.heads);
    if (scheme.kind == SchemeKind::Rope) {
        const Rope rope(m_config.d / m_config.heads, scheme.ropeBase, scheme.ropeLayout,
                        scheme.rotaryFraction);
        for (int i = 0; i < rope.pairCount(); ++i) {
            w.ropePairs.push_back(rope.pairComponents(i));
            w.ropeDenominator.push_back(rope.denominator(i));
        }
    }
}

bool TransformerModel::canRun(int n) const
{
    if (n < 1 || n > maxSequenceLength)
        return false;
    return m_config.scheme.kind != SchemeKind::Learned || n <= m_config.maxLength;
}

void TransformerModel::setParameters(const std::vector<double> &parameters)
{
    if (parameters.size() != m_parameters.size())
        throw std::invalid_argument("the model has " + std::to_string(m_parameters.size())
                                    + " parameters, got " + std::to_string(parameters.size()));
    m_parameters = parameters;
}

namespace {

// The tokens of examples of one length as a batch x n block; throws on a bad batch.
std::vector<int> batchTokens(const TransformerModel &model, const std::vector<Example> &examples,
                             int *n)
{
    if (examples.empty())
        throw std::invalid_argument("a batch needs at least one example");
    const std::size_t length = examples.front().input.size();
    const int symbols = model.config().symbols;
    if (length < 1 || length > static_cast<std::size_t>(maxSequenceLength))
        throw std::invalid_argument("a sequence must have 1 .. " + std::to_string(maxSequenceLength)
                                    + " tokens");
    *n = static_cast<int>(length);
    if (!model.canRun(*n))
        throw std::invalid_argument("a learned position table of L = "
                                    + std::to_string(model.config().maxLength)
                                    + " rows has no row for position " + std::to_string(*n - 1));
    std::vector<int> tokens;
    tokens.reserve(examples.size() * length);
    for (const Example &example : examples) {
        if (example.input.size() != length || example.target.size() != length)
            throw std::invalid_argument("every example of a batch must have the same length");
        for (std::size_t t = 0; t < length; ++t) {
            if (example.input[t] < 0 || example.input[t] >= symbols)
                throw std::invalid_argument("a token is outside 0 .. symbols - 1");
            if (example.target[t] != unscoredTarget
                && (example.target[t] < 0 || example.target[t] >= symbols))
                throw std::invalid_argument("a target is outside 0 .. symbols - 1");
            tokens.push_back(example.input[t]);
        }
    }
    return tokens;
}

} // namespace

namespace {
thread_local std::int64_t passesHere = 0;
} // namespace

std::int64_t TransformerModel::passesOnThisThread() { return passesHere; }

double TransformerModel::lossAndGradient(const std::vector<Example> &examples,
                                         std::vector<double> *gradient, std::int64_t *correct,
                                         std::int64_t *scored, const std::atomic<bool> *cancel)
{
    ++passesHere;
    int n = 0;
    const std::vector<int> tokens = batchTokens(*this, examples, &n);
    const int batch = static_cast<int>(examples.size());
    forwardPass(m_config, m_parameters.data(), *m_work, tokens, batch, n, cancel);
    const Eigen::Index rows = static_cast<Eigen::Index>(batch) * n;
    const TrainMap probabilities = m_work->probabilities.matrix(rows, m_config.symbols);
    std::int64_t hits = 0;
    std::int64_t count = 0;
    double loss = 0.0;
    for (int b = 0; b < batch; ++b) {
        for (int t = 0; t < n; ++t) {
            const int target
                = examples[static_cast<std::size_t>(b)].target[static_cast<std::size_t>(t)];
            if (target == unscoredTarget)
                continue;
            const Eigen::Index r = static_cast<Eigen::Index>(b) * n + t;
            Eigen::Index best = 0;
            probabilities.row(r).maxCoeff(&best);
            hits += best == target ? 1 : 0;
            ++count;
            loss -= std::log(probabilities(r, target));
        }
    }
    if (correct)
        *correct = hits;
    if (scored)
        *scored = count;
    if (count > 0)
        loss /= static_cast<double>(count);
    if (gradient) {
        // d(mean cross-entropy)/d logits = (softmax - one-hot) / count on scored rows, else 0.
        TrainMap dLogits = m_work->dLogits.matrix(rows, m_config.symbols);
        dLogits.setZero();
        for (int b = 0; b < batch && count > 0; ++b) {
            for (int t = 0; t < n; ++t) {
                const int target
                    = examples[static_cast<std::size_t>(b)].target[static_cast<std::size_t>(t)];
                if (target == unscoredTarget)
                    continue;
                const Eigen::Index r = static_cast<Eigen::Index>(b) * n + t;
                dLogits.row(r) = probabilities.row(r) / static_cast<double>(count);
                dLogits(r, target) -= 1.0 / static_cast<double>(count);
            }
        }
        gradient->assign(m_parameters.size(), 0.0);
        backwardPass(m_config, m_parameters.data(), *m_work, gradient->data(), cancel);
    }
    return loss;
}

std::vector<int> TransformerModel::predict(const std::vector<int> &input)
{
    Example example;
    example.input = input;
    example.target.assign(input.size(), unscoredTarget);
    int n = 0;
    const std::vector<int> tokens = batchTokens(*this, {example}, &n);
    forwardPass(m_config, m_parameters.data(), *m_work, tokens, 1, n);
    std::vector<int> prediction(static_cast<std::size_t>(n));
    for (int t = 0; t < n; ++t) {
        Eigen::Index best = 0;
        m_work->probabilities.matrix(n, m_config.symbols).row(t).maxCoeff(&best);
        prediction[static_cast<std::size_t>(t)] = static_cast<int>(best);
    }
    return prediction;
}

std::vector<double> TransformerModel::attentionMap(const std::vector<int> &input, int layer,
                                                   int head)
{
    if (layer < 0 || layer >= m_config.layers)
        throw std::invalid_argument("layer must be 0 .. " + std::to_string(m_config.layers - 1));
    if (head < 0 || head >= m_config.heads)
        throw std::invalid_argument("head must be 0 .. " + std::to_string(m_config.heads - 1));
    Example example;
    example.input = input;
    example.target.assign(input.size(), unscoredTarget);
    int n = 0;
    const std::vector<int> tokens = batchTokens(*this, {example}, &n);
    forwardPass(m_config, m_parameters.data(), *m_work, tokens, 1, n);
    const TrainMap attention = m_work->caches[static_cast<std::size_t>(layer)].attention.matrix(
        static_cast<Eigen::Index>(m_config.heads) * n, n);
    std::vector<double> map(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j)
            map[static_cast<std::size_t>(i * n + j)] = attention(head * n + i, j);
    }
    return map;
}

std::vector<double> TransformerModel::positionTable() const
{
    if (m_config.scheme.kind != SchemeKind::Learned)
        return {};
    const auto begin = m_parameters.begin() + static_cast<std::ptrdiff_t>(m_work->position);
    return std::vector<double>(
        begin, begin + static_cast<std::ptrdiff_t>(m_config.maxLength) * m_config.d);
}

std::vector<double> TransformerModel::t5BucketValues(int head) const
{
    if (m_config.scheme.kind != SchemeKind::T5)
        return {};
    if (head < 0 || head >= m_config.heads)
        throw std::invalid_argument("head must be 0 .. " + std::to_string(m_config.heads - 1));
    std::vector<double> values(static_cast<std::size_t>(m_config.scheme.t5Buckets));
    for (std::size_t b = 0; b < values.size(); ++b)
        values[b] = m_parameters[m_work->t5 + b * static_cast<std::size_t>(m_config.heads)
                                 + static_cast<std::size_t>(head)];
    return values;
}

std::vector<double> TransformerModel::alibiSlopes() const { return m_work->slopes; }

} // namespace pe
