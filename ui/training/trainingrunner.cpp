#include "trainingrunner.h"

#include "trainingcache.h"
#include "trainingdiskcache.h"

#include "training/sidebyside.h"
#include "training/trainingestimate.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <exception>
#include <memory>
#include <stdexcept>
#include <utility>

// What the worker hands to the GUI thread, under the mutex.
struct TrainingRunner::Shared
{
    std::mutex mutex;
    std::atomic<bool> cancel {false};
    std::atomic<bool> paused {false};
    std::vector<std::vector<pe::CurvePoint>> points; // per scheme, not yet delivered
    std::vector<std::pair<int, std::shared_ptr<const TrainedScheme>>> finished;
    QString error;
    bool done = false;
    bool deliveryQueued = false;
};

namespace {

// The worker sends what it has at most this often (milliseconds).
constexpr qint64 deliveryInterval = 40;

std::shared_ptr<const TrainedScheme> finish(pe::Trainer &trainer,
                                            const std::atomic<bool> *cancel)
{
    auto run = std::make_shared<TrainedScheme>();
    run->result = trainer.result(cancel);
    run->model = std::make_shared<pe::TransformerModel>(trainer.model());
    return run;
}

} // namespace

TrainingRunner::TrainingRunner(QObject *parent) : QObject(parent) { }

TrainingRunner::~TrainingRunner()
{
    stopWorker();
    for (QThread *thread : m_retired) {
        thread->wait();
        delete thread;
    }
}

void TrainingRunner::retireWorker()
{
    if (m_shared) {
        m_shared->cancel = true;
        m_shared->paused = false;
    }
    m_shared.reset(); // what the old worker still posts is ignored (deliver() is for m_shared)
    if (!m_thread)
        return;
    QThread *old = m_thread;
    m_thread = nullptr;
    m_retired.push_back(old);
    const auto release = [this, old] {
        const auto found = std::find(m_retired.begin(), m_retired.end(), old);
        if (found == m_retired.end())
            return;
        m_retired.erase(found);
        old->deleteLater();
    };
    connect(old, &QThread::finished, this, release, Qt::QueuedConnection);
    if (old->isFinished())
        release();
}

void TrainingRunner::stopWorker()
{
    if (m_shared) {
        m_shared->cancel = true;
        m_shared->paused = false;
    }
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_shared.reset();
}

void TrainingRunner::start(const pe::TrainingConfig &config,
                           const std::vector<pe::SchemeSpec> &schemes)
{
    retireWorker();
    m_config = config;
    m_schemes = schemes;
    m_results.assign(schemes.size(), nullptr);
    m_stepsDone.assign(schemes.size(), 0);
    m_current = -1;
    m_currentStep = 0;
    emit started();
    try {
        pe::validateTraining(config);
    } catch (const std::exception &error) {
        setStatus(Status::Idle);
        emit failed(QString::fromUtf8(error.what()));
        return;
    }
    std::vector<int> toTrain;
    std::vector<int> cached;
    for (std::size_t k = 0; k < schemes.size(); ++k) {
        auto run = trainingcache::find(trainingkey::of(config, schemes[k]));
        if (run) {
            m_results[k] = run;
            cached.push_back(int(k));
        } else {
            toTrain.push_back(int(k));
        }
    }
    for (const int k : cached) {
        m_stepsDone[std::size_t(k)] = qint64(m_results[std::size_t(k)]->result.curve.size());
        emit pointsReady(k, m_results[std::size_t(k)]->result.curve);
        emit schemeFinished(k);
    }
    if (toTrain.empty()) {
        setStatus(Status::Idle);
        emit finished();
        return;
    }
    m_training = toTrain;
    m_clock.start();
    m_shared = std::make_shared<Shared>();
    m_shared->points.resize(schemes.size());
    std::shared_ptr<Shared> shared = m_shared;
    m_thread = QThread::create([this, shared, toTrain, config, schemes] {
        work(shared, toTrain, config, schemes);
    });
    m_thread->setObjectName(QStringLiteral("training"));
    setStatus(Status::Running);
    m_thread->start(QThread::LowPriority);
}

void TrainingRunner::work(std::shared_ptr<Shared> shared, std::vector<int> toTrain,
                          pe::TrainingConfig config, std::vector<pe::SchemeSpec> schemes)
{
    QElapsedTimer sinceDelivery; // read and restarted under shared->mutex
    sinceDelivery.start();
    const auto post = [this, shared] {
        {
            const std::lock_guard<std::mutex> lock(shared->mutex);
            if (shared->deliveryQueued)
                return;
            shared->deliveryQueued = true;
        }
        QMetaObject::invokeMethod(
            this,
            [this, shared] {
                if (shared == m_shared)
                    deliver();
            },
            Qt::QueuedConnection);
    };
    // The schemes side by side, one worker per core (pe::runSideBySide): each is its own seeded
    // run, so the results are those of one after another to the last bit.
    try {
        pe::runSideBySide(int(toTrain.size()), 0, [&](int m) {
            const int index = toTrain[std::size_t(m)];
            if (shared->cancel)
                return;
            pe::Trainer trainer(config, schemes[std::size_t(index)]);
            while (!trainer.finished() && !shared->cancel) {
                while (shared->paused && !shared->cancel)
                    QThread::msleep(10);
                if (shared->cancel)
                    break;
                pe::CurvePoint point;
                try {
                    point = trainer.step(&shared->cancel);
                } catch (const pe::TrainingCancelled &) {
                    break;
                }
                bool due = false;
                {
                    const std::lock_guard<std::mutex> lock(shared->mutex);
                    shared->points[std::size_t(index)].push_back(point);
                    if (sinceDelivery.elapsed() >= deliveryInterval) {
                        sinceDelivery.restart();
                        due = true;
                    }
                }
                if (due)
                    post();
            }
            if (shared->cancel)
                return;
            auto run = finish(trainer, &shared->cancel);
            if (shared->cancel || run->result.cancelled)
                return;
            {
                const std::lock_guard<std::mutex> lock(shared->mutex);
                shared->finished.emplace_back(index, std::move(run));
            }
            post();
        });
    } catch (const std::exception &error) {
        const std::lock_guard<std::mutex> lock(shared->mutex);
        shared->error = QString::fromUtf8(error.what());
    }
    {
        const std::lock_guard<std::mutex> lock(shared->mutex);
        shared->done = true;
        shared->deliveryQueued = false; // the last delivery must come
    }
    post();
}

void TrainingRunner::deliver()
{
    std::vector<std::vector<pe::CurvePoint>> points;
    std::vector<std::pair<int, std::shared_ptr<const TrainedScheme>>> done;
    QString error;
    bool ended = false;
    {
        const std::lock_guard<std::mutex> lock(m_shared->mutex);
        points.resize(m_shared->points.size());
        for (std::size_t k = 0; k < points.size(); ++k)
            points[k].swap(m_shared->points[k]);
        done.swap(m_shared->finished);
        error = m_shared->error;
        ended = m_shared->done;
        m_shared->deliveryQueued = false;
    }
    for (std::size_t k = 0; k < points.size(); ++k) {
        if (points[k].empty())
            continue;
        m_current = int(k);
        m_currentStep = points[k].back().step;
        m_stepsDone[k] = m_currentStep;
        emit pointsReady(int(k), points[k]);
    }
    for (auto &[index, run] : done) {
        trainingcache::store(trainingkey::of(m_config, m_schemes[std::size_t(index)]), run);
        m_results[std::size_t(index)] = run;
        emit schemeFinished(index);
    }
    if (!ended)
        return;
    const bool wasCancelled = m_shared->cancel;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_shared.reset();
    setStatus(Status::Idle);
    if (!error.isEmpty())
        emit failed(error);
    else if (wasCancelled)
        emit cancelled();
    else
        emit finished();
}

std::vector<std::shared_ptr<const TrainedScheme>>
TrainingRunner::cachedRuns(const pe::TrainingConfig &config,
                           const std::vector<pe::SchemeSpec> &schemes)
{
    std::vector<std::shared_ptr<const TrainedScheme>> runs(schemes.size());
    for (std::size_t k = 0; k < schemes.size(); ++k) {
        const QString key = trainingkey::of(config, schemes[k]);
        runs[k] = trainingcache::find(key);
        if (runs[k])
            continue;
        // A run this build trained before, in another session or process (the trainer gives
        // the model's shape to read its parameters into).
        runs[k] = trainingdiskcache::load(key, pe::Trainer(config, schemes[k]));
        if (runs[k])
            trainingcache::store(key, runs[k]);
    }
    return runs;
}

std::vector<std::shared_ptr<const TrainedScheme>>
TrainingRunner::trainNow(const pe::TrainingConfig &config,
                         const std::vector<pe::SchemeSpec> &schemes)
{
    std::vector<std::shared_ptr<const TrainedScheme>> runs = cachedRuns(config, schemes);
    // The schemes not cached yet train side by side, at most one per core: each run is its own
    // seeded computation, so the results are those of one after another. The trainers are made
    // here first, so that a config the core refuses throws on the calling thread.
    std::vector<std::size_t> missing;
    std::vector<std::unique_ptr<pe::Trainer>> trainers(schemes.size());
    for (std::size_t k = 0; k < schemes.size(); ++k)
        if (!runs[k]) {
            trainers[k] = std::make_unique<pe::Trainer>(config, schemes[k]);
            missing.push_back(k);
        }
    pe::runSideBySide(int(missing.size()), 0, [&](int m) {
        const std::size_t k = missing[std::size_t(m)];
        trainers[k]->run();
        runs[k] = finish(*trainers[k], nullptr);
        trainers[k].reset();
    });
    for (const std::size_t k : missing) {
        const QString key = trainingkey::of(config, schemes[k]);
        trainingcache::store(key, runs[k]);
        trainingdiskcache::save(key, *runs[k]);
    }
    return runs;
}

double TrainingRunner::secondsLeft() const
{
    if (m_status == Status::Idle || m_training.empty() || !m_clock.isValid())
        return -1.0;
    const double elapsed = double(m_clock.elapsed()) / 1000.0;
    if (elapsed < 0.5)
        return -1.0;
    const int count = int(m_training.size());
    const int workers = pe::sideBySideWorkers(count);
    qint64 steps = 0;
    for (const int k : m_training)
        steps += m_stepsDone[std::size_t(k)];
    const qint64 perWorker = steps / workers;
    if (perWorker < 1)
        return -1.0;
    return std::max(
        0.0, pe::estimateComparisonSeconds(m_config, count, workers, perWorker, elapsed) - elapsed);
}

void TrainingRunner::pause()
{
    if (m_status != Status::Running || !m_shared)
        return;
    m_shared->paused = true;
    setStatus(Status::Paused);
}

void TrainingRunner::resume()
{
    if (m_status != Status::Paused || !m_shared)
        return;
    m_shared->paused = false;
    setStatus(Status::Running);
}

void TrainingRunner::cancel()
{
    if (!m_shared)
        return;
    m_shared->cancel = true;
    m_shared->paused = false;
}

void TrainingRunner::waitForFinished()
{
    while (m_shared) {
        if (m_thread)
            m_thread->wait();
        deliver();
    }
}

void TrainingRunner::setStatus(Status status)
{
    if (status == m_status)
        return;
    m_status = status;
    emit statusChanged(status);
}
