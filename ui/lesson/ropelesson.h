#pragma once

#include "lessoncontent.h"

/// The guided lesson "From adding to rotating: RoPE": the four terms of the
/// score with the encoding added (the article's section 7), the offset-only P·P term, the
/// order-blind scores without it, the √d scale (troubleshooting row 2), then RoPE (RoFormer,
/// section 3.4): rotating q and k so that their dot product depends only on n − m, the two layouts
/// and the error of mixing them, partial rotary, and additive against rotary. Each step sets its
/// full parameter set (d, base, the switch and the attention parameters) and its view; every number
/// in its text is computed by the core from the step's own parameters, in the current language.
QList<LessonStep> ropeLessonSteps();
