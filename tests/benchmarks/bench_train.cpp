// The `train` figure of compare.sh: training steps per second of pe::Trainer (the default model:
// 2 layers, 2 heads, d = 32, ReLU MLP of 4 d, bidirectional, sinusoidal, batch 32 of one length
// in 2..L = 6 per step, Adam) on one thread, and the time of the default comparison (six schemes,
// the default steps, evaluation included) as the app trains it: side by side, one worker per core
// (pe::trainComparison's parallel path, the same results as one after another).
// Usage: pev_bench_train STEPS [--comparison]
// Prints key=value lines: ms_per_step, steps_per_second, final_loss and, with --comparison,
// comparison_s (and its schemes and workers).

#include "training/sidebyside.h"
#include "training/trainer.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: pev_bench_train STEPS [--comparison]\n");
        return 2;
    }
    const int steps = std::atoi(argv[1]);
    if (steps < 1) {
        std::fprintf(stderr, "pev_bench_train: STEPS must be a positive integer\n");
        return 2;
    }
    using Clock = std::chrono::steady_clock;
    pe::TrainingConfig config;
    config.steps = steps + 20;
    pe::SchemeSpec scheme;
    scheme.kind = pe::SchemeKind::Sinusoidal;
    pe::Trainer trainer(config, scheme);
    for (int s = 0; s < 20; ++s) // warm-up: caches, scratch buffers
        trainer.step();
    const auto t0 = Clock::now();
    double loss = 0.0;
    for (int s = 0; s < steps; ++s)
        loss = trainer.step().loss;
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf("ms_per_step=%.6f\nsteps_per_second=%.3f\nfinal_loss=%.6f\n",
                1000.0 * seconds / steps, steps / seconds, loss);
    if (argc > 2 && std::strcmp(argv[2], "--comparison") == 0) {
        std::vector<pe::SchemeSpec> schemes;
        for (pe::SchemeKind kind : pe::allSchemeKinds()) {
            pe::SchemeSpec spec;
            spec.kind = kind;
            schemes.push_back(spec);
        }
        const int workers = pe::sideBySideWorkers(static_cast<int>(schemes.size()));
        const auto c0 = Clock::now();
        const std::vector<pe::SchemeResult> results
            = pe::trainComparison(pe::TrainingConfig(), schemes, nullptr, {}, workers);
        const double total = std::chrono::duration<double>(Clock::now() - c0).count();
        std::printf("comparison_s=%.3f\nschemes=%zu\nworkers=%d\n", total, results.size(),
                    workers);
    }
    return 0;
}
