#pragma once

#include <functional>

namespace pe {

/// The worker threads for `count` independent runs: one per core
/// (std::thread::hardware_concurrency(), 1 when unknown), never more than count, at least 1.
int sideBySideWorkers(int count);

/// Calls body(index) once for every index 0..count-1, on `workers` threads at once (0:
/// sideBySideWorkers(count); 1: all on the calling thread, in order). Each worker takes the next
/// index not yet taken, so the indices start in order. The bodies must not share mutable state
/// unless they guard it (each training run is its own seeded computation, so runs side by side
/// give the results of one after another to the last bit). Returns when every body returned. The
/// first exception a body throws is rethrown here after all workers ended; the indices not yet
/// started then are skipped.
void runSideBySide(int count, int workers, const std::function<void(int)> &body);

} // namespace pe
