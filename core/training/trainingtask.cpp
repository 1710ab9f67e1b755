#include "training/trainingtask.h"

#include "seededrandom.h"

#include <algorithm>
#include <stdexcept>

namespace pe {

namespace {

// SplitMix64's finaliser (Steele, Lea & Flood 2014): spreads (seed, stream, n, index) over the
// 64 bits of a SeededRandom seed, so neighbouring examples get unrelated generators.
std::uint64_t mixBits(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t stream, std::uint64_t a, std::uint64_t b)
{
    return mixBits(mixBits(mixBits(mixBits(seed) ^ stream) ^ a) ^ b);
}

void checkLength(int n, const char *name)
{
    if (n < 1 || n > maxSequenceLength)
        throw std::invalid_argument(std::string(name) + " must be 1 .. "
                                    + std::to_string(maxSequenceLength) + ", got "
                                    + std::to_string(n));
}

} // namespace

std::string taskId(const TaskSpec &task)
{
    switch (task.kind) {
    case TaskKind::Reverse:
        return "reverse";
    case TaskKind::Shift:
        return "shift-" + std::to_string(task.shift);
    case TaskKind::Sort:
        return "sort";
    }
    return "reverse";
}

bool parseTask(const std::string &id, TaskSpec *out)
{
    if (!out)
        return false;
    if (id == "reverse" || id == "sort") {
        out->kind = id == "reverse" ? TaskKind::Reverse : TaskKind::Sort;
        return true;
    }
    if (id == "shift") {
        out->kind = TaskKind::Shift;
        out->shift = 1;
        return true;
    }
    const std::string prefix = "shift-";
    if (id.size() <= prefix.size() || id.size() > prefix.size() + 2
        || id.compare(0, prefix.size(), prefix) != 0)
        return false;
    int k = 0;
    for (std::size_t c = prefix.size(); c < id.size(); ++c) {
        if (id[c] < '0' || id[c] > '9')
            return false;
        k = k * 10 + (id[c] - '0');
    }
    if (k < 1 || k > maxTaskShift || (id[prefix.size()] == '0'))
        return false;
    out->kind = TaskKind::Shift;
    out->shift = k;
    return true;
}

void validateTask(const TaskSpec &task)
{
    if (task.symbols < minTaskSymbols || task.symbols > maxTaskSymbols)
        throw std::invalid_argument("symbols must be " + std::to_string(minTaskSymbols) + " .. "
                                    + std::to_string(maxTaskSymbols) + ", got "
                                    + std::to_string(task.symbols));
    if (task.kind == TaskKind::Shift && (task.shift < 1 || task.shift > maxTaskShift))
        throw std::invalid_argument("the shift k must be 1 .. " + std::to_string(maxTaskShift)
                                    + ", got " + std::to_string(task.shift));
}

std::vector<int> taskTargets(const TaskSpec &task, const std::vector<int> &input)
{
    validateTask(task);
    for (int token : input) {
        if (token < 0 || token >= task.symbols)
            throw std::invalid_argument("a token is outside 0 .. symbols - 1");
    }
    const std::size_t n = input.size();
    std::vector<int> target(n, unscoredTarget);
    switch (task.kind) {
    case TaskKind::Reverse:
        for (std::size_t t = 0; t < n; ++t)
            target[t] = input[n - 1 - t];
        break;
    case TaskKind::Shift:
        for (std::size_t t = static_cast<std::size_t>(task.shift); t < n; ++t)
            target[t] = input[t - static_cast<std::size_t>(task.shift)];
        break;
    case TaskKind::Sort:
        target = input;
        std::sort(target.begin(), target.end());
        break;
    }
    return target;
}

Example makeExample(const TaskSpec &task, std::uint64_t seed, ExampleStream stream, int n,
                    std::int64_t index)
{
    validateTask(task);
    checkLength(n, "the sequence length");
    if (index < 0)
        throw std::invalid_argument("an example index must be >= 0");
    SeededRandom random(streamSeed(seed, static_cast<std::uint64_t>(stream),
                                   static_cast<std::uint64_t>(n),
                                   static_cast<std::uint64_t>(index)));
    Example example;
    example.input.resize(static_cast<std::size_t>(n));
    for (int &token : example.input)
        token = static_cast<int>(random.nextBelow(static_cast<std::uint64_t>(task.symbols)));
    example.target = taskTargets(task, example.input);
    return example;
}

Batch makeTrainingBatch(const TaskSpec &task, std::uint64_t seed, std::int64_t step, int batchSize,
                        int minLength, int maxLength)
{
    validateTask(task);
    checkLength(minLength, "the shortest training length");
    checkLength(maxLength, "the longest training length");
    if (minLength > maxLength)
        throw std::invalid_argument("the shortest training length exceeds the longest");
    if (batchSize < 1)
        throw std::invalid_argument("the batch size must be >= 1");
    if (step < 0)
        throw std::invalid_argument("a step must be >= 0");
    // The batch's length from its own generator (stream 0 with n = 0: no example uses it).
    SeededRandom lengths(streamSeed(seed, static_cast<std::uint64_t>(ExampleStream::Training), 0,
                                    static_cast<std::uint64_t>(step)));
    Batch batch;
    batch.length = minLength
        + static_cast<int>(
                       lengths.nextBelow(static_cast<std::uint64_t>(maxLength - minLength + 1)));
    batch.examples.reserve(static_cast<std::size_t>(batchSize));
    for (int b = 0; b < batchSize; ++b)
        batch.examples.push_back(
            makeExample(task, seed, ExampleStream::Training, batch.length, step * batchSize + b));
    return batch;
}

double chanceAccuracy(const TaskSpec &task) { return 1.0 / task.symbols; }

} // namespace pe
