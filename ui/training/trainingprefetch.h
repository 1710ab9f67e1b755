#pragma once

#include <QObject>
#include <QString>

class QWidget;
class TrainingRunner;

/// Trains, before an export, the runs its training figures show (trainingexport::config() and
/// schemes(), the lesson's run) when neither the session's cache nor the disk's has them: on a
/// TrainingRunner's worker threads, with a progress dialog over parent that offers Cancel, so
/// that the export then builds its figures from the cache and the window keeps its events all
/// the while (the figures themselves are widgets, made on the window's thread).
class TrainingPrefetch : public QObject
{
    Q_OBJECT

public:
    explicit TrainingPrefetch(QWidget *parent);
    ~TrainingPrefetch() override;

    /// True when every run is in the session's cache, trained now if need be (each run trained
    /// here is kept on disk too); false when cancelled (*error empty) or when training failed
    /// (*error says why, one line). Returns at once, showing nothing, when all are cached.
    bool run(QString *error);
    /// Stops the training (the Cancel button; a test).
    void cancel();

signals:
    /// The share of the steps done, 0 to 1000, as the dialog shows it.
    void progressed(int value);

private:
    QWidget *m_parent;
    TrainingRunner *m_runner;
};
