#pragma once

#include "training/trainer.h"

#include <QString>

#include <memory>
#include <vector>

/// One scheme trained to the end (or cancelled): the core's result (curve, accuracy by length,
/// the learned table's similarity) and a copy of the trained model, which the Training view asks
/// for attention maps on the GUI thread (the worker no longer touches it).
struct TrainedScheme
{
    pe::SchemeResult result;
    std::shared_ptr<pe::TransformerModel> model;
};

/// A comparison: its choices, its schemes and one run per scheme (null: not trained yet).
struct TrainingRuns
{
    pe::TrainingConfig config;
    std::vector<pe::SchemeSpec> schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> runs;
};

/// An earlier comparison overlaid on a figure: its runs and its name there ("run 2").
struct ComparedRuns
{
    TrainingRuns runs;
    QString name;
};

namespace trainingkey {

/// A text that names every number of config and scheme that changes a run (task, model, scheme,
/// L, steps, batch, schedule, evaluation, seed): equal keys, equal runs (the core is
/// deterministic), so a finished run can be reused instead of trained again.
QString of(const pe::TrainingConfig &config, const pe::SchemeSpec &scheme);

} // namespace trainingkey
