#pragma once

#include "animationexport.h"

#include <QObject>

#include <memory>

class QTimer;

/// Runs an AnimationExport in the window without freezing it: frames are rendered on the GUI
/// thread in slices of about 30 ms between events (a 0 ms QTimer), encoded meanwhile on the
/// export's own thread, and the file is committed when the encoder has finished. Cancel stops at
/// the end of the frame being rendered and writes nothing.
class AnimationExportRunner : public QObject
{
    Q_OBJECT

public:
    /// Takes the export (not begun yet).
    explicit AnimationExportRunner(std::unique_ptr<AnimationExport> job, QObject *parent = nullptr);
    ~AnimationExportRunner() override;

    AnimationExport *job() const { return m_job.get(); }
    bool isRunning() const { return m_running; }
    /// Begins the export. False (with *error and *failure, and no finished() signal) when it
    /// cannot begin: a bad request or a file that cannot be written.
    bool start(QString *error, AnimationExport::Failure *failure = nullptr);

public slots:
    /// Stops as soon as the frame being rendered is done; finished(false, Cancelled, "") follows.
    void cancel();

signals:
    /// After each rendered frame: done of total.
    void progress(qint64 done, qint64 total);
    /// Once, at the end: written, or why not (empty when cancelled).
    void finished(bool ok, AnimationExport::Failure failure, const QString &error);

private:
    void slice();
    void end(bool ok, AnimationExport::Failure failure, const QString &error);

    std::unique_ptr<AnimationExport> m_job;
    QTimer *m_timer = nullptr;
    bool m_running = false;
    bool m_inSlice = false;
    bool m_cancelRequested = false;
};
