#pragma once

#include "trainedscheme.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

/// Trains the schemes of a comparison side by side on worker threads, one per core
/// (pe::runSideBySide, under one QThread that the window never waits for), with the same config
/// (seed, data) for each: the results are those of one after another to the last bit. Schemes already in
/// trainingcache come back at once and are not trained again. While training, the steps done
/// arrive as batches of curve points (pointsReady(), at most about every 50 ms, so the event loop
/// stays free); a finished scheme arrives whole (schemeFinished(), stored in the cache), then
/// finished() when all are done. pause() holds the worker between two steps; cancel() stops it
/// between two steps (the scheme under way is dropped, not cached).
class TrainingRunner : public QObject
{
    Q_OBJECT

public:
    enum class Status { Idle, Running, Paused };
    Q_ENUM(Status)

    explicit TrainingRunner(QObject *parent = nullptr);
    /// Cancels a run under way and waits for its worker (and for those of runs replaced by
    /// start() that are still ending their last step).
    ~TrainingRunner() override;

    /// Starts training schemes with config. A run under way is cancelled without waiting for it:
    /// its worker ends after the step it is in (its results are never delivered) and is deleted
    /// then, so the window does not wait for a long step. Throws nothing: a config the core
    /// refuses ends at once with failed(message).
    void start(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes);
    /// Trains schemes with config without events, returning when all are done (the export and
    /// the tests): every scheme's result in order, from the session's cache or else the disk's
    /// (trainingdiskcache) when there; the others train
    /// side by side on worker threads, at most one per core, with the results of one after
    /// another. Throws std::invalid_argument as the core does on a bad config.
    static std::vector<std::shared_ptr<const TrainedScheme>>
    trainNow(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes);
    /// Every scheme's run from the session's cache or else the disk's (a disk hit is kept in
    /// the session's cache), null for the others; nothing trains. Throws std::invalid_argument
    /// as the core does on a bad config.
    static std::vector<std::shared_ptr<const TrainedScheme>>
    cachedRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes);

    void pause();
    void resume();
    void cancel();
    Status status() const { return m_status; }
    /// Blocks until the worker (if any) ended and its results were delivered; for tests.
    void waitForFinished();

    /// The schemes of the current (or last) run, and those finished so far (null while not).
    const std::vector<pe::SchemeSpec> &schemes() const { return m_schemes; }
    const std::vector<std::shared_ptr<const TrainedScheme>> &results() const { return m_results; }
    const pe::TrainingConfig &config() const { return m_config; }
    /// The scheme whose steps arrived last (index into schemes()) and its steps done.
    int currentScheme() const { return m_current; }
    qint64 currentStep() const { return m_currentStep; }
    /// The steps delivered so far of every scheme of the run (side by side, several grow at once).
    const std::vector<qint64> &stepsDone() const { return m_stepsDone; }
    /// The seconds the run still takes, forecast from the steps delivered so far
    /// (pe::estimateComparisonSeconds; the time paused counts as running); negative while not
    /// running or before half a second of steps, when the forecast would say little.
    double secondsLeft() const;

signals:
    void statusChanged(TrainingRunner::Status status);
    /// The schemes to train were set (start()); the view clears its curves.
    void started();
    /// New curve points of scheme `index` (in step order, after those sent before).
    void pointsReady(int index, const std::vector<pe::CurvePoint> &points);
    /// Scheme `index` is trained and evaluated (results()[index] is set).
    void schemeFinished(int index);
    /// Every scheme finished.
    void finished();
    /// The run was cancelled.
    void cancelled();
    /// The core refused the config (a one-line message).
    void failed(const QString &message);

private:
    struct Shared;
    void work(std::shared_ptr<Shared> shared, std::vector<int> toTrain, pe::TrainingConfig config,
              std::vector<pe::SchemeSpec> schemes);
    void deliver();
    void setStatus(Status status);
    void stopWorker();
    void retireWorker();

    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> m_results;
    std::shared_ptr<Shared> m_shared;
    QThread *m_thread = nullptr;
    std::vector<QThread *> m_retired; // cancelled workers still ending their last step
    Status m_status = Status::Idle;
    int m_current = -1;
    qint64 m_currentStep = 0;
    std::vector<qint64> m_stepsDone;
    std::vector<int> m_training; // the schemes of the run that train (not cached)
    QElapsedTimer m_clock; // since the run's workers started
};
