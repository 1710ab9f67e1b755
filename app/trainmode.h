#pragma once

#include "training/trainer.h"

#include <QString>

#include <cstdint>
#include <vector>

/// What --train and --bias ask for, validated by the command line.
struct TrainingRequest
{
    /// --train TASK: the run (task, model, L, steps, seed) and the schemes, trained one after
    /// another with the same seed and data.
    pe::TrainingConfig config;
    std::vector<pe::SchemeSpec> schemes;
    /// --curves FILE: `scheme,step,loss,accuracy` written there (atomically); empty: none.
    QString curvesFile;

    /// --bias alibi|t5: alibi prints `head,slope` for `heads` heads; t5 prints `offset,bucket`
    /// for the offsets first..last (key minus query), bidirectional unless causal.
    enum class Bias { Alibi, T5 };
    Bias bias = Bias::Alibi;
    int heads = 8;
    std::int64_t firstOffset = -32;
    std::int64_t lastOffset = 32;
    bool causal = false;
};

/// `pe-visualiser --train TASK --schemes LIST ...`: trains each scheme (pe::trainComparison) and
/// prints `scheme,length,accuracy` for the lengths 2..4L (empty accuracy where a learned table has
/// no row), 17 significant digits; with --curves also writes the curves. On a terminal, the
/// progress goes to stderr. Returns 0, 1 when stdout or the curves file cannot be written (the
/// file then keeps its previous content), 2 on input the core refuses.
int runTrain(const TrainingRequest &request);

/// `pe-visualiser --bias alibi --heads H` or `--bias t5 --positions=A-B [--causal]`. Returns 0,
/// 1 when stdout cannot be written, 2 on input the core refuses.
int runBias(const TrainingRequest &request);
