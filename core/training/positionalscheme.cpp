#include "training/positionalscheme.h"

namespace pe {

namespace {

struct SchemeName
{
    SchemeKind kind;
    const char *id;
};

// The one list of scheme ids (in the default comparison's order).
constexpr SchemeName kSchemeNames[] = {
    {SchemeKind::None, "none"},       {SchemeKind::Sinusoidal, "sinusoidal"},
    {SchemeKind::Learned, "learned"}, {SchemeKind::Rope, "rope"},
    {SchemeKind::Alibi, "alibi"},     {SchemeKind::T5, "t5"},
};

} // namespace

std::string schemeId(SchemeKind kind)
{
    for (const SchemeName &name : kSchemeNames) {
        if (name.kind == kind)
            return name.id;
    }
    return "none";
}

bool parseScheme(const std::string &id, SchemeKind *out)
{
    if (!out)
        return false;
    for (const SchemeName &name : kSchemeNames) {
        if (id == name.id) {
            *out = name.kind;
            return true;
        }
    }
    return false;
}

std::vector<SchemeKind> allSchemeKinds()
{
    std::vector<SchemeKind> kinds;
    for (const SchemeName &name : kSchemeNames)
        kinds.push_back(name.kind);
    return kinds;
}

bool schemeLearnsPositions(SchemeKind kind)
{
    return kind == SchemeKind::Learned || kind == SchemeKind::T5;
}

bool schemeRunsBeyondTrainingLength(SchemeKind kind) { return kind != SchemeKind::Learned; }

} // namespace pe
