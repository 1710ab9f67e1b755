// EncodingWorker: frames reach the encoder in order on its own thread, the queue never holds
// more than its capacity, a failing encoder stops the stream with its reason, and cancel ends
// it without finishing the file.
#include "encodingworker.h"

#include <QBuffer>
#include <QTest>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace {

// Records the frames (each image's pixel (0,0) holds its number), can fail at a given frame
// and can hold every addFrame() until released.
struct Probe
{
    std::mutex mutex;
    std::condition_variable released;
    bool hold = false;
    int entered = 0; // addFrame() calls begun
    int failAt = -1;
    bool failBegin = false;
    bool finished = false;
    std::thread::id thread;
    QList<int> seen;
};

class ProbeEncoder : public FrameEncoder
{
public:
    explicit ProbeEncoder(Probe *probe) : m_probe(probe) { }
    bool begin(QIODevice *device, const QSize &, int, QString *error) override
    {
        m_probe->thread = std::this_thread::get_id();
        if (m_probe->failBegin) {
            *error = QStringLiteral("cannot begin");
            return false;
        }
        return device->write("begin;") == 6;
    }
    bool addFrame(const QImage &frame, QString *error) override
    {
        std::unique_lock<std::mutex> lock(m_probe->mutex);
        ++m_probe->entered;
        m_probe->released.notify_all();
        m_probe->released.wait(lock, [this] { return !m_probe->hold; });
        const int number = qRed(frame.pixel(0, 0));
        if (number == m_probe->failAt) {
            *error = QStringLiteral("frame %1 refused").arg(number);
            return false;
        }
        m_probe->seen.append(number);
        return true;
    }
    bool finish(QString *) override
    {
        m_probe->finished = true;
        return true;
    }

private:
    Probe *m_probe;
};

QImage numbered(int k)
{
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(qRgb(k, 0, 0));
    return image;
}

void release(Probe *probe)
{
    {
        const std::lock_guard<std::mutex> lock(probe->mutex);
        probe->hold = false;
    }
    probe->released.notify_all();
}

} // namespace

class TestEncodingWorker : public QObject
{
    Q_OBJECT

private slots:
    void framesInOrder_data();
    void framesInOrder();
    void capacity_data();
    void capacity();
    void failure();
    void failedBegin();
    void cancel();
};

void TestEncodingWorker::framesInOrder_data()
{
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("capacity");
    QTest::newRow("1 frame") << 1 << 3;
    QTest::newRow("50 frames, queue 1") << 50 << 1;
    QTest::newRow("200 frames, queue 3") << 200 << 3;
}

void TestEncodingWorker::framesInOrder()
{
    QFETCH(int, frames);
    QFETCH(int, capacity);
    Probe probe;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    EncodingWorker worker(std::make_unique<ProbeEncoder>(&probe), &buffer, QSize(4, 4), 10,
                          capacity);
    worker.start();
    for (int k = 0; k < frames; ++k)
        QVERIFY(worker.push(numbered(k % 256), true));
    worker.endInput();
    QString error;
    QVERIFY(worker.wait(&error));
    QVERIFY(error.isEmpty());
    QVERIFY(worker.finished());
    QVERIFY(probe.finished);
    QVERIFY(probe.thread != std::this_thread::get_id());
    QCOMPARE(worker.encoded(), qint64(frames));
    QList<int> expected;
    for (int k = 0; k < frames; ++k)
        expected.append(k % 256);
    QCOMPARE(probe.seen, expected);
    QCOMPARE(buffer.data(), QByteArray("begin;"));
    QVERIFY(!worker.push(numbered(1), false)); // input ended
}

void TestEncodingWorker::capacity_data()
{
    QTest::addColumn<int>("capacity");
    QTest::newRow("1") << 1;
    QTest::newRow("3") << 3;
}

void TestEncodingWorker::capacity()
{
    QFETCH(int, capacity);
    Probe probe;
    probe.hold = true; // the encoder takes the first frame and holds it
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    EncodingWorker worker(std::make_unique<ProbeEncoder>(&probe), &buffer, QSize(4, 4), 10,
                          capacity);
    worker.start();
    // The frame being encoded stays in the queue until done: `capacity` frames fit, no more.
    for (int k = 0; k < capacity; ++k)
        QVERIFY(worker.push(numbered(k), false));
    QVERIFY(!worker.hasRoom());
    QVERIFY(!worker.push(numbered(99), false));
    release(&probe);
    QVERIFY(worker.push(numbered(capacity), true)); // waits for room
    worker.endInput();
    QString error;
    QVERIFY(worker.wait(&error));
    QCOMPARE(probe.seen.size(), capacity + 1);
    QVERIFY(!probe.seen.contains(99));
}

void TestEncodingWorker::failure()
{
    Probe probe;
    probe.failAt = 3;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    EncodingWorker worker(std::make_unique<ProbeEncoder>(&probe), &buffer, QSize(4, 4), 10, 2);
    worker.start();
    int pushed = 0;
    for (int k = 0; k < 20; ++k)
        if (worker.push(numbered(k), true))
            ++pushed;
    QVERIFY(pushed < 20); // refused once the encoder failed
    worker.endInput();
    QString error;
    QVERIFY(!worker.wait(&error));
    QCOMPARE(error, QStringLiteral("frame 3 refused"));
    QVERIFY(worker.failed());
    QVERIFY(!probe.finished);
    QCOMPARE(probe.seen, (QList<int> {0, 1, 2}));
}

void TestEncodingWorker::failedBegin()
{
    Probe probe;
    probe.failBegin = true;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    EncodingWorker worker(std::make_unique<ProbeEncoder>(&probe), &buffer, QSize(4, 4), 10);
    worker.start();
    worker.push(numbered(0), true);
    worker.endInput();
    QString error;
    QVERIFY(!worker.wait(&error));
    QCOMPARE(error, QStringLiteral("cannot begin"));
    QVERIFY(probe.seen.isEmpty());
}

void TestEncodingWorker::cancel()
{
    Probe probe;
    probe.hold = true;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    EncodingWorker worker(std::make_unique<ProbeEncoder>(&probe), &buffer, QSize(4, 4), 10, 3);
    worker.start();
    QVERIFY(worker.push(numbered(0), false));
    QVERIFY(worker.push(numbered(1), false));
    // The encoder is held in frame 0 until cancel() has been asked for (the queue then has no
    // room): the frame being encoded is finished, the rest dropped.
    {
        std::unique_lock<std::mutex> lock(probe.mutex);
        probe.released.wait(lock, [&probe] { return probe.entered > 0; });
    }
    QVERIFY(worker.hasRoom());
    std::thread releaser([&probe, &worker] {
        while (worker.hasRoom())
            std::this_thread::yield();
        release(&probe);
    });
    worker.cancel();
    releaser.join();
    QVERIFY(worker.finished());
    QString error;
    QVERIFY(!worker.wait(&error));
    QVERIFY(error.isEmpty()); // cancelled, not failed
    QVERIFY(!worker.failed());
    QVERIFY(!probe.finished);
    QCOMPARE(probe.seen, QList<int> {0});
    QVERIFY(!worker.push(numbered(2), false));
}

QTEST_GUILESS_MAIN(TestEncodingWorker)
#include "tst_encodingworker.moc"
