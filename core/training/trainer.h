#pragma once

#include "training/transformermodel.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace pe {

/// Everything a run needs besides the scheme (the same for every scheme of a comparison, so each
/// sees the same data: the same seed gives the same batches and the same evaluation examples).
/// Its initialisers (with TaskSpec's and ModelConfig's) are the training lab's one set of
/// defaults: `--train`'s, the Training view's and the lesson's run start from them.
struct TrainingConfig
{
    TaskSpec task;
    ModelConfig model; ///< its scheme is replaced by the scheme trained; symbols and maxLength
                       ///< are set from task.symbols and trainLength
    int trainLength = 6; ///< L: training sequences have lengths 2..L
    int steps = 800; ///< the default comparison: about 10 s for the six schemes
    int batchSize = 32;
    double learningRate = 3e-3; ///< peak learning rate of Adam
    int warmupSteps = 30; ///< linear warm-up from 0 (over at most steps - 1 steps), then linear
                          ///< decay to 1 / (steps - warm-up + 1) of the peak at the last step
    int evalExamples = 64; ///< examples per length in evaluateByLength()
    int evalMaxLength = 0; ///< the longest evaluated length; 0 means 4 L
    std::uint64_t seed = 1;
};

constexpr int minTrainLength = 2;
constexpr int maxTrainLength = 64;
/// The most steps per scheme, for the window and `--train` alike (20 000 steps of the default
/// model take about half a minute per scheme on a slow core; a curve of that many points stays
/// small in the disk cache).
constexpr int maxTrainingSteps = 20000;
constexpr int maxBatchSize = 4096;

/// The longest sequence length evaluated after training: config.evalMaxLength, or 4 L when it
/// is 0 (evaluateByLength() gives the lengths 2 .. this).
int evalMaxLength(const TrainingConfig &config);

/// Throws std::invalid_argument naming the first field out of range (and as validateTask,
/// validateModel), or for shift-k with k >= L (no position of any training sequence is scored:
/// the run would teach nothing and its loss would read 0).
void validateTraining(const TrainingConfig &config);

/// Adam (Kingma & Ba 2015, algorithm 1): beta1 0.9, beta2 0.98, epsilon 1e-9, bias-corrected, no
/// weight decay. The fixed schedule: for the 1-based step t and w = min(warmupSteps, steps - 1),
/// lr(t) = peak * t / w while t < w, then peak * (steps - t + 1) / (steps - w + 1) (the PyTorch
/// benchmark uses the same).
double learningRateAt(const TrainingConfig &config, std::int64_t step);

/// One point of a training curve: the batch loss and token accuracy of step `step` (1-based),
/// before that step's update.
struct CurvePoint
{
    std::int64_t step = 0;
    double loss = 0.0;
    double accuracy = 0.0; ///< correct / scored positions of the batch, in [0, 1]
};

/// Accuracy at one sequence length after training.
struct LengthAccuracy
{
    int length = 0;
    bool runnable = true; ///< false beyond L for a Learned table (no row; accuracy is NaN)
    double accuracy = 0.0; ///< token accuracy over evalExamples examples, in [0, 1], or NaN
};

/// The result of training one scheme.
struct SchemeResult
{
    SchemeSpec scheme;
    std::vector<CurvePoint> curve; ///< one point per step done
    std::vector<LengthAccuracy> byLength; ///< lengths 2..evalMaxLength, in order
    bool cancelled = false; ///< stopped before `steps` (byLength then holds the model so far)
    /// Learned only: the L x L cosine similarity of the trained table (cosineSimilarity), and of
    /// the sinusoidal table of the same L and d for comparison; empty otherwise.
    std::vector<double> learnedSimilarity;
    std::vector<double> sinusoidalSimilarity;
};

/// The mean of result.byLength's accuracies (in [0, 1]) over the lengths first .. last that it
/// could run; NaN when there is none (a learned table beyond L, a range outside 2 .. evalMaxLength).
double meanAccuracy(const SchemeResult &result, int first, int last);

/// Trains one scheme step by step, so a worker thread can report each step, pause (stop calling
/// step()) and cancel. Deterministic: the same config and scheme give the same curve and model to
/// the last bit (one thread; no other source of randomness than the seed). Not thread-safe: one
/// thread at a time uses a Trainer (others read only what it handed out); different Trainers
/// share nothing, so several may train on different threads at once.
class Trainer
{
public:
    /// Throws std::invalid_argument as validateTraining, or when the scheme does not fit the
    /// model (Rope with a head width d/H under 2).
    Trainer(const TrainingConfig &config, const SchemeSpec &scheme);
    ~Trainer();

    const TrainingConfig &config() const { return m_config; }
    const SchemeSpec &scheme() const { return m_config.model.scheme; }
    std::int64_t stepsDone() const { return m_step; }
    bool finished() const { return m_step >= m_config.steps; }

    /// One Adam step on the next batch; returns its loss and accuracy (before the update). Throws
    /// std::logic_error when finished(), TrainingCancelled when *cancel (null: never) becomes true
    /// during the step (checked at every layer of its passes; the model and the step count are
    /// then unchanged, as if the step had not begun).
    CurvePoint step(const std::atomic<bool> *cancel = nullptr);
    /// step() until finished or *cancel becomes true (checked in every step; null: never),
    /// calling onStep (may be empty) after each step. Returns the result (curve, byLength,
    /// similarity), cancelled when stopped early.
    SchemeResult run(const std::atomic<bool> *cancel = nullptr,
                     const std::function<void(const CurvePoint &)> &onStep = {});

    /// The curve so far.
    const std::vector<CurvePoint> &curve() const { return m_curve; }
    /// Token accuracy at every length 2..evalMaxLength on the Evaluation stream (evalExamples per
    /// length; not runnable beyond L for Learned). Checks *cancel in every pass (a cancelled
    /// evaluation returns the lengths done so far).
    std::vector<LengthAccuracy> evaluateByLength(const std::atomic<bool> *cancel = nullptr);
    /// Evaluation example `index` of length n (the one evaluateByLength uses).
    Example evaluationExample(int n, std::int64_t index) const;
    /// The attention probabilities of the current model for one input (n x n, row = query), see
    /// TransformerModel::attentionMap.
    std::vector<double> attentionMap(const std::vector<int> &input, int layer, int head);
    /// The current model (read its tables; copy it to keep it).
    TransformerModel &model() { return *m_model; }
    const TransformerModel &model() const { return *m_model; }
    /// curve(), evaluateByLength() and the similarity matrices in one result.
    SchemeResult result(const std::atomic<bool> *cancel = nullptr);

private:
    TrainingConfig m_config;
    std::unique_ptr<TransformerModel> m_model;
    std::vector<double> m_gradient, m_moment1, m_moment2;
    std::int64_t m_step = 0;
    std::vector<CurvePoint> m_curve;
};

/// Trains every scheme with the same config (same seed, same data), side by side on `workers`
/// threads (runSideBySide: 0 means one per core, 1 one after another on the calling thread), and
/// returns their results in order: to the last bit those of one after another, whatever the
/// workers. Every scheme's Trainer is built once on the calling thread first, so a config the
/// core refuses throws std::invalid_argument here. Stops at *cancel: the results end before the first scheme
/// that did not finish. onStep receives the scheme's index and each point, from the worker
/// threads but never two calls at once (they are serialised; a slow onStep slows every worker).
std::vector<SchemeResult>
trainComparison(const TrainingConfig &config, const std::vector<SchemeSpec> &schemes,
                const std::atomic<bool> *cancel = nullptr,
                const std::function<void(int, const CurvePoint &)> &onStep = {},
                int workers = 0);

} // namespace pe
