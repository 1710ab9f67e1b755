#pragma once

#include "trainedscheme.h"

#include <QHash>
#include <QString>

#include <memory>

/// The finished runs of this session by trainingkey::of(config, scheme) (a
/// lesson step trains only what it shows, and going back does not train again). Used on the GUI
/// thread only; a cancelled run is never stored. Holds at most `capacity` runs, dropping the
/// oldest.
namespace trainingcache {

/// The run stored under key, or null.
std::shared_ptr<const TrainedScheme> find(const QString &key);
/// Stores run under key (a cancelled run is ignored).
void store(const QString &key, std::shared_ptr<const TrainedScheme> run);
/// Forgets every run (tests).
void clear();
/// The number of runs stored.
int size();

constexpr int capacity = 64;

} // namespace trainingcache
