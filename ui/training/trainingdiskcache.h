#pragma once

#include "trainedscheme.h"

#include <QString>

#include <memory>

/// Finished runs kept on disk between sessions, for the figures that `--export` and Export all
/// train: the same key gives the same run (the core is deterministic), so a run
/// trained once by this build of the program is read back instead of trained again. A file is one
/// run: its key and the identity of the executable that wrote it (path, size, modification time),
/// the curve, the accuracy by length, the similarities and the model's parameters, then the
/// SHA-256 of all of that. It is a cache only: a file that is missing, damaged, cut short, changed
/// in place (its checksum no longer matches), not a regular file, or written by another build is
/// ignored (the run is trained), and a run that cannot be written (full disk, no folder) is simply
/// not kept.
namespace trainingdiskcache {

/// The folder of the files: QStandardPaths::CacheLocation + "/training".
QString folder();

/// The run stored under key for a trainer built from config and scheme (its model is rebuilt
/// from `trainer.model().config()` and the stored parameters), or null.
std::shared_ptr<const TrainedScheme> load(const QString &key, const pe::Trainer &trainer);

/// Writes run (not cancelled) under key with QSaveFile, then keeps the newest `capacity` files of
/// the folder. Never throws; returns false when nothing was written.
bool save(const QString &key, const TrainedScheme &run);

/// The most files kept (about 0.2 MB each for the lesson's model).
constexpr int capacity = 48;

} // namespace trainingdiskcache
