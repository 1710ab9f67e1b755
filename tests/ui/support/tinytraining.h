#pragma once
// A training run of a few milliseconds for the UI tests that need finished runs (the runner, the
// disk cache, the Training view's export): reverse on 4 symbols, 1 layer of 2 heads, d = 8,
// L = 4, 12 steps of 4 examples.
#include "training/trainer.h"

#include <QTest>

#include <initializer_list>
#include <vector>

namespace tinytraining {

inline pe::TrainingConfig config(std::uint64_t seed = 7)
{
    pe::TrainingConfig c;
    c.task.kind = pe::TaskKind::Reverse;
    c.task.symbols = 4;
    c.model.layers = 1;
    c.model.heads = 2;
    c.model.d = 8;
    c.trainLength = 4;
    c.steps = 12;
    c.batchSize = 4;
    c.evalExamples = 4;
    c.warmupSteps = 2;
    c.seed = seed;
    return c;
}

inline std::vector<pe::SchemeSpec> schemes(std::initializer_list<pe::SchemeKind> kinds)
{
    std::vector<pe::SchemeSpec> list;
    for (const pe::SchemeKind kind : kinds) {
        pe::SchemeSpec spec;
        spec.kind = kind;
        list.push_back(spec);
    }
    return list;
}

/// A data-driven test's column "kind" (int(pe::SchemeKind)) with one row per scheme.
inline void addSchemeRows()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("none") << int(pe::SchemeKind::None);
    QTest::newRow("sinusoidal") << int(pe::SchemeKind::Sinusoidal);
    QTest::newRow("learned") << int(pe::SchemeKind::Learned);
    QTest::newRow("rope") << int(pe::SchemeKind::Rope);
    QTest::newRow("alibi") << int(pe::SchemeKind::Alibi);
    QTest::newRow("t5") << int(pe::SchemeKind::T5);
}

} // namespace tinytraining
