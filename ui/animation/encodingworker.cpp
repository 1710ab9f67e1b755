#include "encodingworker.h"

EncodingWorker::EncodingWorker(std::unique_ptr<FrameEncoder> encoder, QIODevice *device,
                               const QSize &size, int fps, int capacity)
    : m_encoder(std::move(encoder))
    , m_device(device)
    , m_size(size)
    , m_fps(fps)
    , m_capacity(static_cast<std::size_t>(qMax(1, capacity)))
{ }

EncodingWorker::~EncodingWorker() { cancel(); }

void EncodingWorker::start()
{
    if (!m_thread.joinable() && !m_done)
        m_thread = std::thread(&EncodingWorker::run, this);
}

void EncodingWorker::run()
{
    QString error;
    bool ok = m_encoder && m_encoder->begin(m_device, m_size, m_fps, &error);
    while (ok) {
        QImage frame;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock,
                           [this] { return m_cancelled || m_inputEnded || !m_queue.empty(); });
            if (m_cancelled) {
                ok = false;
                break;
            }
            if (m_queue.empty()) // input ended, all encoded
                break;
            frame = m_queue.front();
        }
        ok = m_encoder->addFrame(frame, &error);
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_queue.pop_front();
            if (ok)
                ++m_encoded;
        }
        m_changed.notify_all();
    }
    bool cancelled = false;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        cancelled = m_cancelled;
    }
    if (ok && !cancelled)
        ok = m_encoder->finish(&error);
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_ok = ok && !m_cancelled;
    m_failed = !ok && !m_cancelled;
    m_error = m_failed ? error : QString();
    m_queue.clear();
    m_done = true;
    m_changed.notify_all();
}

bool EncodingWorker::hasRoom() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return !m_done && !m_inputEnded && !m_cancelled && m_queue.size() < m_capacity;
}

bool EncodingWorker::push(const QImage &frame, bool wait)
{
    std::unique_lock<std::mutex> lock(m_mutex);
    if (wait)
        m_changed.wait(lock, [this] {
            return m_done || m_cancelled || m_inputEnded || m_queue.size() < m_capacity;
        });
    if (m_done || m_cancelled || m_inputEnded || m_failed || m_queue.size() >= m_capacity)
        return false;
    m_queue.push_back(frame);
    lock.unlock();
    m_changed.notify_all();
    return true;
}

void EncodingWorker::endInput()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_inputEnded = true;
    }
    m_changed.notify_all();
}

void EncodingWorker::cancel()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_done)
            m_cancelled = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

bool EncodingWorker::finished() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_done;
}

bool EncodingWorker::wait(QString *error)
{
    if (m_thread.joinable())
        m_thread.join();
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (error)
        *error = m_error;
    return m_done && m_ok;
}

qint64 EncodingWorker::encoded() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_encoded;
}

bool EncodingWorker::failed() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_failed;
}
