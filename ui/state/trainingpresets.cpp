#include "trainingpresets.h"

namespace trainingpresets {

pe::TrainingConfig lessonConfig() { return pe::TrainingConfig(); }

std::vector<pe::SchemeSpec> defaultSchemes()
{
    std::vector<pe::SchemeSpec> list;
    for (const pe::SchemeKind kind : pe::allSchemeKinds())
        list.push_back(scheme(kind));
    return list;
}

pe::SchemeSpec scheme(pe::SchemeKind kind)
{
    pe::SchemeSpec spec;
    spec.kind = kind;
    return spec;
}

namespace {

TrainingPreset preset(const char *id, const pe::TrainingConfig &config,
                      std::initializer_list<pe::SchemeKind> kinds, const char *page)
{
    TrainingPreset p;
    p.id = QLatin1String(id);
    p.config = config;
    for (const pe::SchemeKind kind : kinds)
        p.schemes.push_back(scheme(kind));
    p.page = QLatin1String(page);
    return p;
}

} // namespace

const std::vector<TrainingPreset> &all()
{
    using K = pe::SchemeKind;
    static const std::vector<TrainingPreset> list = [] {
        const pe::TrainingConfig reverse = lessonConfig();
        pe::TrainingConfig shift = lessonConfig();
        shift.task.kind = pe::TaskKind::Shift;
        shift.task.shift = 1; // the shift docs/training.md and tst_trainingresults measure
        pe::TrainingConfig causal = shift;
        causal.model.causal = true;
        std::vector<TrainingPreset> presets {
            preset("order-blind", reverse, {K::None}, "curves"),
            preset("add-encoding", reverse, {K::None, K::Sinusoidal}, "curves"),
            preset("attention-maps", reverse, {K::None, K::Sinusoidal}, "attention"),
            preset("learned-table", reverse, {K::Sinusoidal, K::Learned}, "positions"),
            preset("beyond-length", reverse, {K::Sinusoidal, K::Learned}, "lengths"),
            preset("relative", shift, {K::Sinusoidal, K::Rope, K::Alibi, K::T5}, "lengths"),
            preset("causal-mask", causal, {K::None, K::Sinusoidal}, "lengths"),
        };
        presets[2].attentionScheme = 1;
        // The second layer: there the heads follow the anti-diagonal (key n − 1 − t), which the
        // step asks the class to look for; the first layer's weight is spread (tst_trainingresults
        // measures both over seeds).
        presets[2].attentionLayer = 1;
        return presets;
    }();
    return list;
}

const TrainingPreset *find(const QString &id)
{
    for (const TrainingPreset &p : all())
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace trainingpresets
