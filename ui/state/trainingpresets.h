#pragma once

#include "training/trainer.h"

#include <QString>

#include <vector>

/// The training runs of the lesson "Does the model use it?", by id: each step
/// of the lesson names one, the Training view shows it (its page id, PagedView) and trains only
/// what is not cached yet, and tests/ui/training checks each step's claims on the same run.
struct TrainingPreset
{
    QString id; ///< the lesson step's id and the Training view's page id, e.g. "order-blind"
    pe::TrainingConfig config;
    std::vector<pe::SchemeSpec> schemes;
    /// The Training view's page that shows it: "curves", "lengths", "attention", "positions".
    QString page;
    /// The attention page's choice: scheme (index into schemes), example length (0: L), layer
    /// and head (0-based).
    int attentionScheme = 0;
    int attentionLength = 0;
    int attentionLayer = 0;
    int attentionHead = 0;
};

namespace trainingpresets {

/// The lesson's default run and the Training view's starting choices: the core's defaults
/// (pe::TrainingConfig, the same as `--train`'s): reverse on 8 symbols, L = 6, 2 layers of 2
/// heads, d = 32, 800 steps, seed 1, bidirectional.
pe::TrainingConfig lessonConfig();
/// The schemes of the default comparison: all six, as `--train` without --schemes.
std::vector<pe::SchemeSpec> defaultSchemes();
/// A scheme of kind with the lesson's defaults (sinusoidal base 10000, interleaved; a learned
/// table from random rows).
pe::SchemeSpec scheme(pe::SchemeKind kind);
/// Every preset, in the lesson's order.
const std::vector<TrainingPreset> &all();
/// The preset with id, or nullptr.
const TrainingPreset *find(const QString &id);

} // namespace trainingpresets
