#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// The sequence tasks of the training experiment: each needs order, in a different way.
enum class TaskKind {
    Reverse, ///< target[t] = input[n-1-t]: needs absolute position (or the length)
    Shift, ///< target[t] = input[t-k] for t >= k (t < k not scored): needs relative position
    Sort, ///< target[t] = the t-th smallest input (ties kept): content and order together
};

/// A task with its parameters.
struct TaskSpec
{
    TaskKind kind = TaskKind::Reverse;
    /// Shift: k >= 1 (target[t] = input[t-k]).
    int shift = 1;
    /// Content symbols 0..symbols-1, drawn uniformly; also the number of output classes.
    int symbols = 8;
};

constexpr int minTaskSymbols = 2;
constexpr int maxTaskSymbols = 256;
constexpr int maxTaskShift = 64;

/// Marks a position that is not scored (target[t] for t < k in Shift).
constexpr int unscoredTarget = -1;

/// One sequence: input tokens in [0, symbols), targets in [0, symbols) or unscoredTarget.
struct Example
{
    std::vector<int> input;
    std::vector<int> target;
};

/// "reverse", "shift-k" with k the shift (e.g. "shift-2"), "sort" (command line, CSV).
std::string taskId(const TaskSpec &task);
/// Parses "reverse", "sort", "shift" (k = 1) or "shift-K" (1 <= K <= maxTaskShift) into *out
/// (its symbols untouched); false (and *out untouched) otherwise or for a null out.
bool parseTask(const std::string &id, TaskSpec *out);
/// Throws std::invalid_argument with a one-line message when symbols or shift is out of range.
void validateTask(const TaskSpec &task);

/// The targets of input for task (length n, each token in [0, symbols)). Throws on a bad task or
/// a token out of range.
std::vector<int> taskTargets(const TaskSpec &task, const std::vector<int> &input);

/// Where an example is drawn from: independent streams of the same seed.
enum class ExampleStream : std::uint64_t {
    Training = 1,
    Evaluation = 2,
};

/// Example `index` of length n from the seed's stream: inputs uniform in [0, symbols) from a
/// SeededRandom seeded by a mix of (seed, stream, n, index) (so every example can be drawn on its
/// own, in any order, on any thread, and is the same for every scheme). Throws on a bad task,
/// n < 1 or n > maxSequenceLength, or index < 0.
Example makeExample(const TaskSpec &task, std::uint64_t seed, ExampleStream stream, int n,
                    std::int64_t index);

/// A training batch: `batchSize` examples of one length n, n drawn uniformly in
/// [minLength, maxLength] for step `step` (all from the Training stream of the seed). One length
/// per batch, so the batch is a batchSize x n block (the PyTorch benchmark does the same).
struct Batch
{
    int length = 0;
    std::vector<Example> examples;
};
/// The batch of `step` (step >= 0). Throws on a bad task, lengths outside [1, maxSequenceLength]
/// or minLength > maxLength, batchSize < 1.
Batch makeTrainingBatch(const TaskSpec &task, std::uint64_t seed, std::int64_t step, int batchSize,
                        int minLength, int maxLength);

/// The longest sequence any task, model or evaluation accepts.
constexpr int maxSequenceLength = 1024;

/// The accuracy a model that ignores its input gets on average: 1 / symbols (chance).
double chanceAccuracy(const TaskSpec &task);

} // namespace pe
