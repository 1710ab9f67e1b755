#pragma once

#include "commandline.h"
#include "optiontable.h"

#include <QString>

/// The options of --train and --bias (rows of app/optiontable.cpp), read and checked for
/// parseCommandLine().
namespace trainoptions {

/// Reads the value of a training row (Train, Schemes, Layers, Heads, Steps, Seed, Causal, Curves,
/// Bias; Positions in --bias mode: an offset or a range A-B, either end may be negative) into
/// o->training. o->mode is already known. False with a one-line message in *error when the value
/// is not one the option takes.
bool apply(optiontable::Id id, const QString &text, CommandLineOptions *o, QString *error);
/// --train, after every value is read: the model width and L from --dim and --train-length when
/// given (4..256 and 2..64) else the training defaults (32 and 6), --heads dividing d, the default
/// schemes (all six), shift-k only with k < L (else nothing is scored), and the core's own checks of each scheme (e.g. RoPE's even head width).
bool checkTraining(CommandLineOptions &o, bool dimGiven, bool lengthGiven, QString *error);
/// --bias: t5 takes no --heads, alibi neither --positions nor --causal.
bool checkBias(const CommandLineOptions &o, bool headsGiven, bool positionsGiven, QString *error);

} // namespace trainoptions
