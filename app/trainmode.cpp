#include "trainmode.h"

#include "atomicwrite.h"
#include "console.h"
#include "training/sidebyside.h"
#include "training/trainingcsv.h"
#include "training/trainingestimate.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace {

// Progress of --train on stderr when it is a terminal, for runs forecast to take longer than
// kQuietSeconds (pe::estimateComparisonSeconds from the first steps): one line rewritten in place.
constexpr double kQuietSeconds = 3.0;
constexpr double kForecastAfterSeconds = 0.5;
constexpr double kRedrawSeconds = 0.25;

class Progress
{
public:
    Progress(const TrainingRequest &request, int workers)
        : m_request(request)
        , m_workers(workers)
        , m_schemes(static_cast<int>(request.schemes.size()))
        , m_terminal(isatty(fileno(stderr)) != 0)
        , m_start(Clock::now())
    {
    }

    ~Progress()
    {
        if (m_shown)
            std::fprintf(stderr, "\n");
    }

    // Called for every step of every scheme (never two at once: trainComparison serialises).
    void step()
    {
        ++m_stepsDone;
        if (!m_terminal)
            return;
        const double elapsed = seconds(Clock::now() - m_start);
        if (m_total < 0.0) {
            if (elapsed < kForecastAfterSeconds)
                return;
            const std::int64_t perWorker = std::max<std::int64_t>(1, m_stepsDone / m_workers);
            m_total = pe::estimateComparisonSeconds(m_request.config, m_schemes, m_workers,
                                                    perWorker, elapsed);
            m_show = m_total > kQuietSeconds;
        }
        if (!m_show || elapsed - m_lastDrawn < kRedrawSeconds)
            return;
        m_lastDrawn = elapsed;
        // The forecast again from all the steps so far (the first ones were a small sample).
        m_total = pe::estimateComparisonSeconds(m_request.config, m_schemes, m_workers,
                                                std::max<std::int64_t>(1, m_stepsDone / m_workers),
                                                elapsed);
        m_shown = true;
        const double all = double(m_request.config.steps) * m_schemes;
        const int percent = static_cast<int>(100.0 * double(m_stepsDone) / all);
        const int left = static_cast<int>(std::ceil(std::max(0.0, m_total - elapsed)));
        std::fprintf(stderr, "\r%s",
                     qUtf8Printable(QCoreApplication::translate(
                                        "TrainMode",
                                        "training %1 scheme(s) on %2 worker(s): %3 % of the "
                                        "steps, about %4 s left   ")
                                        .arg(m_schemes)
                                        .arg(m_workers)
                                        .arg(percent)
                                        .arg(left)));
    }

private:
    using Clock = std::chrono::steady_clock;
    static double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

    const TrainingRequest &m_request;
    const int m_workers;
    const int m_schemes;
    const bool m_terminal;
    const Clock::time_point m_start;
    std::int64_t m_stepsDone = 0;
    double m_total = -1.0; // the forecast, once made
    double m_lastDrawn = -1.0;
    bool m_show = false;
    bool m_shown = false;
};

} // namespace

int runTrain(const TrainingRequest &request)
{
    std::ios::sync_with_stdio(false);
    // The curves' file before the training, which may take minutes: a folder that does not
    // exist is said at once, not after the run.
    QString unwritable;
    if (!request.curvesFile.isEmpty()
        && !imageexport::checkWritable(request.curvesFile, &unwritable)) {
        console::printError(unwritable);
        return 1;
    }
    std::vector<pe::SchemeResult> results;
    try {
        // The schemes side by side, one worker per core (the same results as one after another).
        const int workers = pe::sideBySideWorkers(static_cast<int>(request.schemes.size()));
        Progress progress(request, workers);
        results = pe::trainComparison(
            request.config, request.schemes, nullptr,
            [&](int, const pe::CurvePoint &) { progress.step(); }, workers);
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    if (!request.curvesFile.isEmpty()) {
        std::ostringstream curves;
        pe::writeCurvesCsv(curves, results);
        const std::string text = curves.str();
        QString error;
        if (!imageexport::writeAtomically(
                request.curvesFile, QByteArray(text.data(), static_cast<qsizetype>(text.size())),
                &error)) {
            console::printError(error);
            return 1;
        }
    }
    pe::writeAccuracyCsv(std::cout, results);
    return console::finishStandardOutput();
}

int runBias(const TrainingRequest &request)
{
    std::ios::sync_with_stdio(false);
    try {
        if (request.bias == TrainingRequest::Bias::Alibi)
            pe::writeAlibiSlopesCsv(std::cout, request.heads);
        else
            pe::writeT5BucketsCsv(std::cout, request.firstOffset, request.lastOffset,
                                  request.causal);
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    return console::finishStandardOutput();
}
