#include "trainingprefetch.h"

#include "trainingdiskcache.h"
#include "trainingexport.h"
#include "trainingrunner.h"

#include <QEventLoop>
#include <QProgressDialog>

#include <algorithm>

TrainingPrefetch::TrainingPrefetch(QWidget *parent)
    : QObject(parent), m_parent(parent), m_runner(new TrainingRunner(this))
{ }

TrainingPrefetch::~TrainingPrefetch() = default;

void TrainingPrefetch::cancel() { m_runner->cancel(); }

bool TrainingPrefetch::run(QString *error)
{
    if (error)
        error->clear();
    const pe::TrainingConfig config = trainingexport::config();
    const std::vector<pe::SchemeSpec> schemes = trainingexport::schemes();
    const auto cached = TrainingRunner::cachedRuns(config, schemes);
    if (std::all_of(cached.begin(), cached.end(), [](const auto &run) { return bool(run); }))
        return true;

    QProgressDialog progress(tr("Training the lesson's run for the training figures…"),
                             tr("Cancel"), 0, 1000, m_parent);
    progress.setWindowTitle(tr("Export"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    connect(&progress, &QProgressDialog::canceled, this, &TrainingPrefetch::cancel);

    QEventLoop loop;
    bool finished = false;
    const auto total = double(std::max<std::size_t>(1, schemes.size()) * std::size_t(config.steps));
    const auto update = [&] {
        qint64 done = 0;
        for (const qint64 steps : m_runner->stepsDone())
            done += steps;
        const int value = int(std::min(1000.0, 1000.0 * double(done) / total));
        progress.setValue(value);
        emit progressed(value);
    };
    const QMetaObject::Connection points
        = connect(m_runner, &TrainingRunner::pointsReady, this, update);
    const QMetaObject::Connection done = connect(m_runner, &TrainingRunner::finished, this, [&] {
        finished = true;
        loop.quit();
    });
    const QMetaObject::Connection stopped
        = connect(m_runner, &TrainingRunner::cancelled, &loop, &QEventLoop::quit);
    const QMetaObject::Connection failed
        = connect(m_runner, &TrainingRunner::failed, this, [&](const QString &message) {
              if (error)
                  *error = message;
              loop.quit();
          });
    m_runner->start(config, schemes);
    if (m_runner->status() != TrainingRunner::Status::Idle)
        loop.exec();
    for (const QMetaObject::Connection &c : {points, done, stopped, failed})
        disconnect(c);
    if (!finished)
        return false;
    // Kept for the next session too, as a run trained by the export itself is.
    for (std::size_t k = 0; k < schemes.size(); ++k)
        if (const auto &run = m_runner->results()[k])
            trainingdiskcache::save(trainingkey::of(config, schemes[k]), *run);
    return true;
}
