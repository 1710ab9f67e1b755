#pragma once

#include "frameencoder.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

class QIODevice;

/// Runs a FrameEncoder on a thread of its own, so that rendering (on the GUI thread) and encoding
/// overlap and the window never waits for an encoder. Frames go through a queue of at most
/// `capacity` images: push() refuses (or waits) when it is full, so a slow encoder slows the
/// rendering down instead of filling memory. The encoder writes only to `device`, which nobody
/// else touches until finished() is true.
class EncodingWorker
{
public:
    EncodingWorker(std::unique_ptr<FrameEncoder> encoder, QIODevice *device, const QSize &size,
                   int fps, int capacity = 3);
    /// Cancels and waits for the thread when it still runs.
    ~EncodingWorker();
    EncodingWorker(const EncodingWorker &) = delete;
    EncodingWorker &operator=(const EncodingWorker &) = delete;

    /// Starts the thread: it begins the stream, then encodes the frames as they come.
    void start();
    /// True when push() would take a frame without waiting (false once cancelled).
    bool hasRoom() const;
    /// Queues a frame; with wait, waits for room first. False when the queue is full (without
    /// wait), the input has ended, or the encoder failed or was cancelled.
    bool push(const QImage &frame, bool wait);
    /// No more frames: the thread encodes what is queued, finishes the stream and ends.
    void endInput();
    /// Stops as soon as possible (the frame being encoded is finished first) and waits.
    void cancel();
    /// True when the thread has ended (after endInput(), cancel() or a failure).
    bool finished() const;
    /// Waits for the thread to end. True when every frame was encoded and the stream finished;
    /// otherwise false with the encoder's one-line reason in *error (empty when cancelled).
    bool wait(QString *error);
    /// Frames encoded so far.
    qint64 encoded() const;
    /// True once the encoder has failed (its reason in wait()).
    bool failed() const;

private:
    void run();

    std::unique_ptr<FrameEncoder> m_encoder;
    QIODevice *m_device;
    QSize m_size;
    int m_fps;
    std::size_t m_capacity;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<QImage> m_queue;
    bool m_inputEnded = false;
    bool m_cancelled = false;
    bool m_failed = false;
    bool m_done = false;
    bool m_ok = false;
    qint64 m_encoded = 0;
    QString m_error;
    std::thread m_thread;
};
