#pragma once

#include "framesequence.h"
#include "transportcontroller.h"

class QSettings;

/// What the window remembers of the transport across runs, in the group "animation" of the
/// application's settings: Reduce motion, the speed, loop or ping-pong, the animated parameter
/// with its range and step. Only the window's run reads and writes them (the command line never
/// does). A missing or bad value gives its default.
struct AnimationSettings
{
    bool reduceMotion = false;
    double speed = 1.0;
    TransportController::Mode mode = TransportController::Mode::Loop;
    FrameSequence sequence;
};

namespace animationsettings {

/// Reads and validates the group "animation"; never throws.
AnimationSettings load(QSettings &settings);
/// Writes the group "animation".
void save(QSettings &settings, const AnimationSettings &values);
/// The transport's current settings.
AnimationSettings capture(const TransportController *controller);
/// Puts values on the transport (it is not started: nothing plays by itself).
void apply(const AnimationSettings &values, TransportController *controller);

} // namespace animationsettings
