#pragma once

#include "lessoncontent.h"

/// The second guided lesson, "Long context": one step per claim of the
/// article's section 4 ("绝对位置外推"), its troubleshooting rows 1 and 3 (section 8) and its best
/// practice 2 (section 9). Each step sets its full parameter set (d 128, L 512, L' 2048, the
/// method of the step) and its view; every number in its text is computed by the core from the
/// step's own parameters (through a LessonState holding them), in the current language.
QList<LessonStep> contextLessonSteps();
