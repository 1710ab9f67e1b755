#include "animationexportrunner.h"

#include <QElapsedTimer>
#include <QTimer>

namespace {

// Rendering time per pass of the event loop; the window answers within about this long.
constexpr qint64 sliceMs = 30;
// Retry interval while the encoder's queue is full or the encoder finishes.
constexpr int waitMs = 5;

} // namespace

AnimationExportRunner::AnimationExportRunner(std::unique_ptr<AnimationExport> job, QObject *parent)
    : QObject(parent), m_job(std::move(job)), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &AnimationExportRunner::slice);
}

AnimationExportRunner::~AnimationExportRunner()
{
    if (m_job)
        m_job->cancel();
}

bool AnimationExportRunner::start(QString *error, AnimationExport::Failure *failure)
{
    if (m_running || !m_job)
        return false;
    AnimationExport::Failure kind = AnimationExport::Failure::None;
    if (!m_job->begin(error, &kind)) {
        if (failure)
            *failure = kind;
        return false;
    }
    m_running = true;
    m_cancelRequested = false;
    m_timer->start(0);
    return true;
}

void AnimationExportRunner::cancel()
{
    if (!m_running)
        return;
    m_cancelRequested = true;
    // Inside a slice (a Cancel click handled while a frame renders) the slice ends it.
    if (!m_inSlice) {
        m_timer->stop();
        m_job->cancel();
        end(false, AnimationExport::Failure::Cancelled, QString());
    }
}

void AnimationExportRunner::end(bool ok, AnimationExport::Failure failure, const QString &error)
{
    m_running = false;
    emit finished(ok, failure, error);
}

void AnimationExportRunner::slice()
{
    if (!m_running)
        return;
    m_inSlice = true;
    QElapsedTimer clock;
    clock.start();
    int next = 0;
    while (!m_cancelRequested && !m_job->allRendered() && !m_job->failed()) {
        const qint64 before = m_job->rendered();
        // Rendering lets events through (layouts settle), so a Cancel click can arrive here.
        if (!m_job->renderNext(false)) {
            next = waitMs; // the encoder's queue is full
            break;
        }
        if (m_job->rendered() != before)
            emit progress(m_job->rendered(), m_job->frameCount());
        if (clock.elapsed() >= sliceMs)
            break;
    }
    m_inSlice = false;
    if (m_cancelRequested) {
        m_job->cancel();
        end(false, AnimationExport::Failure::Cancelled, QString());
        return;
    }
    if (m_job->allRendered() || m_job->failed()) {
        m_job->endInput();
        if (!m_job->encodingDone()) {
            m_timer->start(waitMs);
            return;
        }
        QString error;
        const bool ok = m_job->finish(&error);
        end(ok, ok ? AnimationExport::Failure::None : AnimationExport::Failure::Io, error);
        return;
    }
    m_timer->start(next);
}
