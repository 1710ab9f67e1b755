// The encoders on their own: GIF through giflib, MP4 (H.264) and WebM (VP9) through FFmpeg. A
// stream of synthetic frames (a disc moving over a white ground) is written into a file and read
// back with the same libraries: frame count, size, frame rate, looping, and pixels.
#include "animationreadback.h"
#include "frameencoder.h"
#include "gifencoder.h"

#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(AnimationFormat)

namespace {

// Frame k: a white ground, a grey rule and a disc at x = 20 + 7k; antialiased gives the many
// colours of real figures (the GIF must quantise), aliased at most four (exact colour tables).
QImage frame(const QSize &size, int k, bool antialiased)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, antialiased);
    painter.fillRect(QRect(0, size.height() / 2, size.width(), 2), QColor(120, 120, 120));
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 114, 178)); // the project's q blue
    painter.drawEllipse(QPointF(20 + 7 * k, size.height() / 3.0), 12.5, 12.5);
    if (antialiased) {
        QLinearGradient gradient(0, 0, size.width(), 0);
        gradient.setColorAt(0, QColor(213, 94, 0));
        gradient.setColorAt(1, QColor(240, 228, 66));
        painter.fillRect(QRect(0, size.height() - 12, size.width(), 12), gradient);
    }
    return image;
}

bool encode(AnimationFormat format, const QString &path, const QSize &size, int fps, int frames,
            bool antialiased, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    std::unique_ptr<FrameEncoder> encoder = animationformat::createEncoder(format);
    if (!encoder->begin(&file, size, fps, error))
        return false;
    for (int k = 0; k < frames; ++k)
        if (!encoder->addFrame(frame(size, k, antialiased), error))
            return false;
    return encoder->finish(error);
}

} // namespace

class TestFrameEncoder : public QObject
{
    Q_OBJECT

private slots:
    void formats_data();
    void formats();
    void gif_data();
    void gif();
    void video_data();
    void video();
    void videoRefusesOddSize_data();
    void videoRefusesOddSize();
    void frameOfAnotherSize();
    void unchangedPixelsKeepTheirColour();
    void gifDelay_data();
    void gifDelay();
    void shortWrite();

private:
    QTemporaryDir m_dir;
};

void TestFrameEncoder::formats_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("known");
    QTest::addColumn<AnimationFormat>("format");
    QTest::newRow("gif") << "a.gif" << true << AnimationFormat::Gif;
    QTest::newRow("GIF upper case") << "/x/a.GIF" << true << AnimationFormat::Gif;
    QTest::newRow("mp4") << "a.b.mp4" << true << AnimationFormat::Mp4;
    QTest::newRow("webm") << "clip.webm" << true << AnimationFormat::WebM;
    QTest::newRow("avi") << "clip.avi" << false << AnimationFormat::Gif;
    QTest::newRow("none") << "clip" << false << AnimationFormat::Gif;
    QTest::newRow("png") << "clip.png" << false << AnimationFormat::Gif;
}

void TestFrameEncoder::formats()
{
    QFETCH(QString, path);
    QFETCH(bool, known);
    QFETCH(AnimationFormat, format);
    AnimationFormat found = AnimationFormat::Gif;
    QCOMPARE(animationformat::fromPath(path, &found), known);
    QCOMPARE(found, format);
    if (known)
        QVERIFY(path.toLower().endsWith(QLatin1Char('.') + animationformat::suffix(format)));
}

void TestFrameEncoder::gif_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("fps");
    QTest::addColumn<int>("frames");
    QTest::addColumn<bool>("antialiased");
    QTest::addColumn<int>("tolerance"); // largest channel error allowed per pixel
    QTest::newRow("exact colours 10 fps") << QSize(160, 90) << 10 << 12 << false << 0;
    QTest::newRow("exact colours odd size") << QSize(161, 91) << 25 << 5 << false << 0;
    QTest::newRow("quantised 20 fps") << QSize(200, 120) << 20 << 8 << true << 40;
    QTest::newRow("quantised 50 fps") << QSize(320, 200) << 50 << 4 << true << 40;
    QTest::newRow("one frame") << QSize(64, 64) << 1 << 1 << true << 40;
}

void TestFrameEncoder::gif()
{
    QFETCH(QSize, size);
    QFETCH(int, fps);
    QFETCH(int, frames);
    QFETCH(bool, antialiased);
    QFETCH(int, tolerance);
    const QString path = m_dir.filePath(QStringLiteral("t.gif"));
    QString error;
    QVERIFY2(encode(AnimationFormat::Gif, path, size, fps, frames, antialiased, &error),
             qPrintable(error));
    const readback::Gif gif = readback::readGif(path, frames);
    QVERIFY2(gif.ok, qPrintable(gif.error));
    QCOMPARE(gif.screen, size);
    QCOMPARE(gif.frames, frames);
    QVERIFY(gif.loops);
    for (int delay : gif.delays)
        QCOMPARE(delay, GifEncoder::delayFor(fps));
    QCOMPARE(100.0 / gif.delays.first(), double(fps)); // these rates divide 100
    // Every frame as shown (the changed rectangle drawn over the frame before) is the source.
    QCOMPARE(gif.composed.size(), frames);
    for (int k = 0; k < frames; ++k) {
        const readback::Difference d
            = readback::compare(gif.composed[k], frame(size, k, antialiased), tolerance);
        QVERIFY2(d.largest <= tolerance,
                 qPrintable(QStringLiteral("frame %1: largest %2").arg(k).arg(d.largest)));
        QVERIFY2(d.mean < (antialiased ? 1.0 : 1e-12),
                 qPrintable(QStringLiteral("frame %1: mean %2").arg(k).arg(d.mean)));
    }
    // White stays white (giflib's 5-bit table entries are replaced by the true means).
    QCOMPARE(gif.composed.first().pixel(1, 1), qRgb(255, 255, 255));
}

void TestFrameEncoder::video_data()
{
    QTest::addColumn<AnimationFormat>("format");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("fps");
    QTest::addColumn<int>("frames");
    QTest::addColumn<QString>("codec");
    QTest::newRow("mp4 10 fps") << AnimationFormat::Mp4 << QSize(320, 180) << 10 << 12 << "h264";
    QTest::newRow("mp4 30 fps") << AnimationFormat::Mp4 << QSize(256, 144) << 30 << 31 << "h264";
    QTest::newRow("mp4 120 fps") << AnimationFormat::Mp4 << QSize(128, 96) << 120 << 9 << "h264";
    QTest::newRow("mp4 one frame") << AnimationFormat::Mp4 << QSize(64, 64) << 5 << 1 << "h264";
    QTest::newRow("webm 10 fps") << AnimationFormat::WebM << QSize(320, 180) << 10 << 12 << "vp9";
    QTest::newRow("webm 25 fps") << AnimationFormat::WebM << QSize(200, 100) << 25 << 20 << "vp9";
}

void TestFrameEncoder::video()
{
    QFETCH(AnimationFormat, format);
    QFETCH(QSize, size);
    QFETCH(int, fps);
    QFETCH(int, frames);
    QFETCH(QString, codec);
    const QString path = m_dir.filePath(QStringLiteral("t.") + animationformat::suffix(format));
    QString error;
    QVERIFY2(encode(format, path, size, fps, frames, true, &error), qPrintable(error));
    const readback::Video video = readback::readVideo(path);
    QVERIFY2(video.ok, qPrintable(video.error));
    QCOMPARE(video.codec, codec);
    QCOMPARE(video.size, size);
    QCOMPARE(video.frames, frames);
    if (frames > 1)
        QCOMPARE(video.fps, double(fps));
    // 4:2:0 chroma and lossy coding: close on average, not per pixel.
    const readback::Difference d = readback::compare(video.first, frame(size, 0, true), 64);
    QVERIFY2(d.mean < 4.0, qPrintable(QStringLiteral("mean %1").arg(d.mean)));
    QVERIFY2(d.fractionOver < 0.01, qPrintable(QStringLiteral("over %1").arg(d.fractionOver)));
    // White ground in, white ground out (BT.709, limited range, both ways).
    const QRgb corner = video.first.pixel(2, 2);
    QVERIFY2(qRed(corner) >= 250 && qGreen(corner) >= 250 && qBlue(corner) >= 250,
             qPrintable(QString::number(corner, 16)));
}

void TestFrameEncoder::videoRefusesOddSize_data()
{
    QTest::addColumn<AnimationFormat>("format");
    QTest::addColumn<QSize>("size");
    QTest::newRow("mp4 odd width") << AnimationFormat::Mp4 << QSize(161, 90);
    QTest::newRow("webm odd height") << AnimationFormat::WebM << QSize(160, 91);
}

void TestFrameEncoder::videoRefusesOddSize()
{
    QFETCH(AnimationFormat, format);
    QFETCH(QSize, size);
    QVERIFY(animationformat::needsEvenSize(format));
    QString error;
    QVERIFY(!encode(format, m_dir.filePath(QStringLiteral("odd")), size, 10, 2, true, &error));
    QVERIFY2(error.contains(QLatin1String("even")), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

void TestFrameEncoder::frameOfAnotherSize()
{
    for (AnimationFormat format :
         {AnimationFormat::Gif, AnimationFormat::Mp4, AnimationFormat::WebM}) {
        QFile file(m_dir.filePath(QStringLiteral("size.") + animationformat::suffix(format)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        std::unique_ptr<FrameEncoder> encoder = animationformat::createEncoder(format);
        QString error;
        QVERIFY2(encoder->begin(&file, QSize(64, 64), 10, &error), qPrintable(error));
        QVERIFY(!encoder->addFrame(frame(QSize(64, 32), 0, false), &error));
        QVERIFY2(error.contains(QLatin1String("64 x 32")), qPrintable(error));
    }
}

void TestFrameEncoder::unchangedPixelsKeepTheirColour()
{
    // A dot moves over a ground of many colours: each frame's changed rectangle holds ground
    // pixels that did not change. Shown, they keep the frame before's colours exactly.
    const QSize size(300, 60);
    const auto source = [size](int k) {
        // More colours in any changed rectangle than a colour table holds.
        QImage image(size, QImage::Format_RGB32);
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                image.setPixel(x, y, qRgb((3 * x) % 256, (4 * y) % 256, (x + 2 * y) % 256));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(Qt::black);
        painter.drawEllipse(QPointF(30 + 40 * k, 30), 10, 10);
        return image;
    };
    const QString path = m_dir.filePath(QStringLiteral("still.gif"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    GifEncoder encoder;
    QString error;
    QVERIFY(encoder.begin(&file, size, 10, &error));
    const int frames = 6;
    for (int k = 0; k < frames; ++k)
        QVERIFY2(encoder.addFrame(source(k), &error), qPrintable(error));
    QVERIFY(encoder.finish(&error));
    file.close();
    const readback::Gif gif = readback::readGif(path, frames);
    QVERIFY(gif.ok);
    for (int k = 1; k < frames; ++k) {
        const QImage a = source(k - 1);
        const QImage b = source(k);
        int compared = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                if (a.pixel(x, y) == b.pixel(x, y)) {
                    ++compared;
                    if (gif.composed[k].pixel(x, y) != gif.composed[k - 1].pixel(x, y))
                        QFAIL(qPrintable(QStringLiteral("frame %1 (%2, %3) changed colour")
                                             .arg(k)
                                             .arg(x)
                                             .arg(y)));
                }
        QVERIFY(compared > size.width() * size.height() / 2);
    }
}

void TestFrameEncoder::gifDelay_data()
{
    QTest::addColumn<int>("fps");
    QTest::addColumn<int>("delay");
    QTest::newRow("1") << 1 << 100;
    QTest::newRow("10") << 10 << 10;
    QTest::newRow("24 (4.17 cs)") << 24 << 4;
    QTest::newRow("30 (3.33 cs)") << 30 << 3;
    QTest::newRow("50") << 50 << 2;
    QTest::newRow("60 clamps to 2 cs") << 60 << 2;
}

void TestFrameEncoder::gifDelay()
{
    QFETCH(int, fps);
    QFETCH(int, delay);
    QCOMPARE(GifEncoder::delayFor(fps), delay);
    QVERIFY(fps <= animationformat::maxFps(AnimationFormat::Gif) || delay == 2);
}

void TestFrameEncoder::shortWrite()
{
    // A device that takes nothing (a full disk): every encoder says so, on one line.
    for (AnimationFormat format :
         {AnimationFormat::Gif, AnimationFormat::Mp4, AnimationFormat::WebM}) {
        QFile full(QStringLiteral("/dev/full"));
        if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            QSKIP("no /dev/full");
        std::unique_ptr<FrameEncoder> encoder = animationformat::createEncoder(format);
        QString error;
        bool ok = encoder->begin(&full, QSize(64, 64), 10, &error);
        for (int k = 0; ok && k < 30; ++k)
            ok = encoder->addFrame(frame(QSize(64, 64), k, true), &error);
        if (ok)
            ok = encoder->finish(&error);
        QVERIFY2(!ok, qPrintable(animationformat::suffix(format)));
        QVERIFY(!error.isEmpty());
        QVERIFY(!error.contains(QLatin1Char('\n')));
    }
}

QTEST_MAIN(TestFrameEncoder)
#include "tst_frameencoder.moc"
