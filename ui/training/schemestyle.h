#pragma once

#include "training/positionalscheme.h"
#include "training/trainingtask.h"

#include <QColor>
#include <QString>

/// How the training views name and colour the positional schemes and tasks (issue 20): one
/// Okabe–Ito colour per scheme, the same in every chart, and the names in the interface language.
namespace schemestyle {

/// The scheme's line colour (before viewstyle::readable()).
QColor colour(pe::SchemeKind kind);
/// "none", "sinusoidal", "learned", "RoPE", "ALiBi", "T5 bias" in the interface language.
QString name(pe::SchemeKind kind);
/// A one-line description of how the scheme brings position in (tooltips).
QString help(pe::SchemeKind kind);
/// The task's name ("reverse", "shift by 2", "sort") in the interface language.
QString taskName(const pe::TaskSpec &task);

} // namespace schemestyle
