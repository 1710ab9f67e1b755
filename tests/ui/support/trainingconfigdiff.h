#pragma once
// The fields in which two training configurations differ, for tests that compare one interface's
// defaults with the core's (the command line's, the Training view's).
#include "training/trainer.h"

#include <QStringList>

inline QStringList trainingConfigDifferences(const pe::TrainingConfig &a,
                                             const pe::TrainingConfig &b)
{
    QStringList differences;
    const auto compare = [&differences](bool same, const char *name) {
        if (!same)
            differences << QString::fromLatin1(name);
    };
    compare(a.task.kind == b.task.kind, "task.kind");
    compare(a.task.symbols == b.task.symbols, "task.symbols");
    compare(a.trainLength == b.trainLength, "trainLength");
    compare(a.steps == b.steps, "steps");
    compare(a.model.layers == b.model.layers, "model.layers");
    compare(a.model.heads == b.model.heads, "model.heads");
    compare(a.model.d == b.model.d, "model.d");
    compare(a.model.causal == b.model.causal, "model.causal");
    compare(a.seed == b.seed, "seed");
    compare(a.batchSize == b.batchSize, "batchSize");
    compare(a.warmupSteps == b.warmupSteps, "warmupSteps");
    return differences;
}
