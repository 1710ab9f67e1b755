#include "training/sidebyside.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace pe {

int sideBySideWorkers(int count)
{
    const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    return std::max(1, std::min(count, cores));
}

void runSideBySide(int count, int workers, const std::function<void(int)> &body)
{
    if (count <= 0)
        return;
    if (workers <= 0)
        workers = sideBySideWorkers(count);
    workers = std::min(workers, count);
    std::atomic<int> next {0};
    std::atomic<bool> failed {false};
    std::mutex errorMutex;
    std::exception_ptr error;
    const auto work = [&] {
        for (;;) {
            if (failed.load())
                return;
            const int index = next.fetch_add(1);
            if (index >= count)
                return;
            try {
                body(index);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(errorMutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
            }
        }
    };
    if (workers == 1) {
        work();
    } else {
        std::vector<std::thread> threads;
        threads.reserve(static_cast<std::size_t>(workers - 1));
        for (int w = 1; w < workers; ++w)
            threads.emplace_back(work);
        work(); // the calling thread is a worker too
        for (std::thread &thread : threads)
            thread.join();
    }
    if (error)
        std::rethrow_exception(error);
}

} // namespace pe
