#include "training/trainer.h"

#include "training/attentionbias.h"
#include "training/sidebyside.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <string>

namespace pe {

namespace {

void checkRange(const char *name, std::int64_t value, std::int64_t low, std::int64_t high)
{
    if (value < low || value > high)
        throw std::invalid_argument(std::string(name) + " must be " + std::to_string(low) + " .. "
                                    + std::to_string(high) + ", got " + std::to_string(value));
}

// Adam's constants (Kingma & Ba 2015, algorithm 1; beta2 and epsilon as Vaswani et al. 2017,
// section 5.3).
constexpr double kBeta1 = 0.9;
constexpr double kBeta2 = 0.98;
constexpr double kEpsilon = 1e-9;

// The config with the model's symbols and L taken from the task and the training length.
TrainingConfig completed(const TrainingConfig &config, const SchemeSpec &scheme)
{
    TrainingConfig full = config;
    full.model.symbols = config.task.symbols;
    full.model.maxLength = config.trainLength;
    full.model.scheme = scheme;
    return full;
}

} // namespace

int evalMaxLength(const TrainingConfig &config)
{
    return config.evalMaxLength > 0 ? config.evalMaxLength : 4 * config.trainLength;
}

double meanAccuracy(const SchemeResult &result, int first, int last)
{
    double sum = 0.0;
    int count = 0;
    for (const LengthAccuracy &a : result.byLength)
        if (a.length >= first && a.length <= last && a.runnable && std::isfinite(a.accuracy)) {
            sum += a.accuracy;
            ++count;
        }
    return count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

void validateTraining(const TrainingConfig &config)
{
    validateTask(config.task);
    checkRange("the training length L", config.trainLength, minTrainLength, maxTrainLength);
    if (config.task.kind == TaskKind::Shift && config.task.shift >= config.trainLength)
        throw std::invalid_argument(
            "shift-" + std::to_string(config.task.shift) + " needs k < L = "
            + std::to_string(config.trainLength)
            + ": positions t < k are not scored, so no training position would be");
    checkRange("steps", config.steps, 1, maxTrainingSteps);
    checkRange("the batch size", config.batchSize, 1, maxBatchSize);
    if (!(config.learningRate > 0.0 && config.learningRate <= 1.0))
        throw std::invalid_argument("the learning rate must be in (0, 1]");
    checkRange("the warm-up steps", config.warmupSteps, 0, maxTrainingSteps);
    checkRange("the evaluation examples", config.evalExamples, 1, 100000);
    if (config.evalMaxLength != 0)
        checkRange("the longest evaluated length", config.evalMaxLength, 2, maxSequenceLength);
    else
        checkRange("4 L", 4 * config.trainLength, 2, maxSequenceLength);
    validateModel(completed(config, config.model.scheme).model);
}

double learningRateAt(const TrainingConfig &config, std::int64_t step)
{
    const double t = static_cast<double>(step);
    // A run shorter than its warm-up warms up over all but its last step.
    const double warmup = std::min(config.warmupSteps, config.steps - 1);
    const double steps = config.steps;
    double factor = 1.0;
    if (warmup > 0.0 && t < warmup)
        factor = t / warmup;
    else
        factor = (steps - t + 1.0) / (steps - warmup + 1.0);
    return config.learningRate * factor;
}

Trainer::Trainer(const TrainingConfig &config, const SchemeSpec &scheme)
    : m_config(completed(config, scheme))
{
    validateTraining(m_config);
    m_model = std::make_unique<TransformerModel>(m_config.model, m_config.seed);
    m_moment1.assign(m_model->parameterCount(), 0.0);
    m_moment2.assign(m_model->parameterCount(), 0.0);
}

Trainer::~Trainer() = default;

CurvePoint Trainer::step(const std::atomic<bool> *cancel)
{
    if (finished())
        throw std::logic_error("the training has done all its steps");
    const Batch batch = makeTrainingBatch(m_config.task, m_config.seed, m_step, m_config.batchSize,
                                          minTrainLength, m_config.trainLength);
    std::int64_t correct = 0;
    std::int64_t scored = 0;
    CurvePoint point;
    point.step = m_step + 1;
    point.loss = m_model->lossAndGradient(batch.examples, &m_gradient, &correct, &scored, cancel);
    point.accuracy = scored > 0 ? static_cast<double>(correct) / static_cast<double>(scored)
                                : std::numeric_limits<double>::quiet_NaN();
    // Adam, bias-corrected (algorithm 1).
    const double t = static_cast<double>(point.step);
    const double rate = learningRateAt(m_config, point.step);
    const double correction1 = 1.0 - std::pow(kBeta1, t);
    const double correction2 = 1.0 - std::pow(kBeta2, t);
    std::vector<double> &parameters = m_model->mutableParameters();
    using Array = Eigen::Map<Eigen::ArrayXd>;
    const Eigen::Index count = static_cast<Eigen::Index>(parameters.size());
    Array p(parameters.data(), count);
    Array m1(m_moment1.data(), count);
    Array m2(m_moment2.data(), count);
    const Eigen::Map<const Eigen::ArrayXd> g(m_gradient.data(), count);
    m1 = kBeta1 * m1 + (1.0 - kBeta1) * g;
    m2 = kBeta2 * m2 + (1.0 - kBeta2) * g * g;
    p -= rate * (m1 / correction1) / ((m2 / correction2).sqrt() + kEpsilon);
    ++m_step;
    m_curve.push_back(point);
    return point;
}

SchemeResult Trainer::run(const std::atomic<bool> *cancel,
                          const std::function<void(const CurvePoint &)> &onStep)
{
    while (!finished()) {
        if (cancel && cancel->load())
            break;
        CurvePoint point;
        try {
            point = step(cancel);
        } catch (const TrainingCancelled &) {
            break;
        }
        if (onStep)
            onStep(point);
    }
    return result(cancel);
}

std::vector<LengthAccuracy> Trainer::evaluateByLength(const std::atomic<bool> *cancel)
{
    std::vector<LengthAccuracy> accuracies;
    const int last = evalMaxLength(m_config);
    for (int n = 2; n <= last; ++n) {
        if (cancel && cancel->load())
            break;
        LengthAccuracy entry;
        entry.length = n;
        entry.runnable = m_model->canRun(n);
        if (!entry.runnable) {
            entry.accuracy = std::numeric_limits<double>::quiet_NaN();
            accuracies.push_back(entry);
            continue;
        }
        // In chunks of about 256 positions, so the scratch matrices stay in the caches.
        const int chunk = std::max(1, 256 / n);
        std::int64_t correct = 0;
        std::int64_t scored = 0;
        std::vector<Example> examples;
        for (int first = 0; first < m_config.evalExamples; first += chunk) {
            examples.clear();
            for (int e = first; e < std::min(m_config.evalExamples, first + chunk); ++e)
                examples.push_back(evaluationExample(n, e));
            std::int64_t chunkCorrect = 0;
            std::int64_t chunkScored = 0;
            try {
                m_model->lossAndGradient(examples, nullptr, &chunkCorrect, &chunkScored, cancel);
            } catch (const TrainingCancelled &) {
                return accuracies;
            }
            correct += chunkCorrect;
            scored += chunkScored;
        }
        entry.accuracy = scored > 0 ? static_cast<double>(correct) / static_cast<double>(scored)
                                    : std::numeric_limits<double>::quiet_NaN();
        accuracies.push_back(entry);
    }
    return accuracies;
}

Example Trainer::evaluationExample(int n, std::int64_t index) const
{
    return makeExample(m_config.task, m_config.seed, ExampleStream::Evaluation, n, index);
}

std::vector<double> Trainer::attentionMap(const std::vector<int> &input, int layer, int head)
{
    return m_model->attentionMap(input, layer, head);
}

SchemeResult Trainer::result(const std::atomic<bool> *cancel)
{
    SchemeResult result;
    result.scheme = m_config.model.scheme;
    result.curve = m_curve;
    result.cancelled = !finished();
    result.byLength = evaluateByLength(cancel);
    if (result.byLength.size() + 1 < static_cast<std::size_t>(evalMaxLength(m_config)))
        result.cancelled = true;
    if (m_config.model.scheme.kind == SchemeKind::Learned) {
        const int rows = m_config.trainLength;
        const int d = m_config.model.d;
        result.learnedSimilarity = cosineSimilarity(m_model->positionTable(), rows, d);
        result.sinusoidalSimilarity
            = cosineSimilarity(sinusoidalTable(m_config.model.scheme.encoding, d, rows), rows, d);
    }
    return result;
}

std::vector<SchemeResult>
trainComparison(const TrainingConfig &config, const std::vector<SchemeSpec> &schemes,
                const std::atomic<bool> *cancel,
                const std::function<void(int, const CurvePoint &)> &onStep, int workers)
{
    const int count = static_cast<int>(schemes.size());
    // Built here once, so that a refused config throws on the calling thread; each worker builds
    // its own again (only the runs under way hold their optimizer state).
    for (const SchemeSpec &scheme : schemes)
        Trainer check(config, scheme);
    std::vector<SchemeResult> done(schemes.size());
    std::vector<char> finished(schemes.size(), 0);
    std::mutex callback;
    runSideBySide(count, workers, [&](int index) {
        const std::size_t s = static_cast<std::size_t>(index);
        if (cancel && cancel->load())
            return;
        Trainer trainer(config, schemes[s]);
        done[s] = trainer.run(cancel, [&](const CurvePoint &point) {
            if (!onStep)
                return;
            const std::lock_guard<std::mutex> lock(callback);
            onStep(index, point);
        });
        finished[s] = done[s].cancelled ? 0 : 1;
    });
    std::vector<SchemeResult> results;
    for (std::size_t s = 0; s < schemes.size() && finished[s]; ++s)
        results.push_back(std::move(done[s]));
    return results;
}

} // namespace pe
