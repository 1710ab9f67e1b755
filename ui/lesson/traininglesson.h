#pragma once

#include "lessoncontent.h"

/// The guided lesson "Does the model use it?": a small Transformer trained in
/// the Training view. The order-blind model without position, the sinusoidal encoding added,
/// what training learns (attention maps), a learned table against the sinusoidal one, beyond the
/// training length, the relative schemes (RoPE, ALiBi, T5 bias) and the causal mask's own order.
/// Each step shows the Training view at a preset of trainingpresets (ui/state; its page id), which
/// trains only what is not cached yet; each claim a step makes about a run holds on that run with
/// its seed (tests/ui/training/tst_traininglessonruns).
QList<LessonStep> trainingLessonSteps();
