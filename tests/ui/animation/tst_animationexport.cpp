// AnimationExport and AnimationExportRunner with a small export table of test views: the files'
// frame count, size and frame rate read back with giflib and libavformat, the first frame
// against the still export's PNG of the same state, a caption per frame, the window's state left
// alone, every bad request refused with one line and no file, unwritable paths, failures and
// Cancel leaving any earlier file untouched, and the window's event loop running during an export.
#include "animationexport.h"
#include "animationexportrunner.h"
#include "animationreadback.h"
#include "exportall.h"
#include "lessonstate.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>

Q_DECLARE_METATYPE(AnimatedParameter)

namespace {

// A view of q: a clock hand at angle q radians (the unit circle's pair 0) and q as text.
class DialView : public QWidget
{
public:
    explicit DialView(LessonState *state, int pair = -1) : m_state(state), m_pair(pair)
    {
        setAutoFillBackground(true);
        QObject::connect(state, &LessonState::changed, this, [this] { update(); });
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QPointF centre(width() / 2.0, height() / 2.0);
        const double radius = 0.4 * qMin(width(), height());
        painter.setPen(QPen(Qt::darkGray, 2));
        painter.drawEllipse(centre, radius, radius);
        const double angle = double(m_state->comparison()) + (m_pair > 0 ? m_pair : 0);
        painter.setPen(QPen(QColor(0, 114, 178), 4));
        painter.drawLine(centre, centre + radius * QPointF(std::cos(angle), -std::sin(angle)));
        painter.drawText(QPointF(8, 20), QStringLiteral("q = %1").arg(m_state->comparison()));
    }

private:
    LessonState *m_state;
    int m_pair;
};

QList<exportall::ViewEntry> table()
{
    return {exportall::single(QStringLiteral("dial"), {QStringLiteral("png")},
                              [](LessonState *state) { return new DialView(state); }),
            exportall::perPair(QStringLiteral("hand-%1"), {QStringLiteral("png")},
                               [](LessonState *state, int i) { return new DialView(state, i); })};
}

AnimationRequest request(const QString &path, const QString &view = QStringLiteral("dial"))
{
    AnimationRequest r;
    r.path = path;
    r.view = view;
    r.frames = FrameSequence(AnimatedParameter::Comparison, 1, 12, 1);
    r.fps = 10;
    r.size = QSize(240, 160);
    return r;
}

} // namespace

class TestAnimationExport : public QObject
{
    Q_OBJECT

private slots:
    void gif_data();
    void gif();
    void video_data();
    void video();
    void firstFrameIsTheStillExport();
    void captionFollowsTheFrame();
    void windowStateUntouched();
    void badRequest_data();
    void badRequest();
    void widthOutsideTheSpec_data();
    void widthOutsideTheSpec();
    void unwritable_data();
    void unwritable();
    void cancelKeepsEarlierFile();
    void runnerKeepsTheWindowResponsive();
    void runnerCancel();

private:
    QTemporaryDir m_dir;
};

void TestAnimationExport::gif_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("fps");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("frames");
    QTest::newRow("q 0..32") << "dial" << AnimatedParameter::Comparison << 0.0 << 32.0 << 1.0 << 10
                             << QSize(240, 160) << 33;
    QTest::newRow("q step 5 at 25 fps") << "dial" << AnimatedParameter::Comparison << 1.0 << 30.0
                                        << 5.0 << 25 << QSize(200, 200) << 6;
    QTest::newRow("base x10") << "hand-1" << AnimatedParameter::Base << 10.0 << 100000.0 << 10.0
                              << 4 << QSize(123, 77) << 5;
    QTest::newRow("d 8..16 by 2") << "hand-3" << AnimatedParameter::Width << 8.0 << 16.0 << 2.0
                                  << 20 << QSize(160, 120) << 5;
}

void TestAnimationExport::gif()
{
    QFETCH(QString, view);
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(int, fps);
    QFETCH(QSize, size);
    QFETCH(int, frames);
    LessonState state;
    AnimationRequest r = request(m_dir.filePath(QStringLiteral("a.gif")), view);
    r.frames = FrameSequence(parameter, from, to, step);
    r.fps = fps;
    r.size = size;
    AnimationExport job(table(), &state, r);
    QString error;
    AnimationExport::Failure failure;
    QList<qint64> progress;
    QVERIFY2(job.run([&progress](qint64 done, qint64) { progress.append(done); }, &error, &failure),
             qPrintable(error));
    QCOMPARE(failure, AnimationExport::Failure::None);
    QCOMPARE(progress.size(), frames);
    QCOMPARE(progress.last(), qint64(frames));
    const readback::Gif gif = readback::readGif(r.path);
    QVERIFY2(gif.ok, qPrintable(gif.error));
    QCOMPARE(gif.frames, frames);
    QCOMPARE(gif.screen, size);
    QCOMPARE(gif.delays.first(), qRound(100.0 / fps));
    QVERIFY(gif.loops);
    // Nothing else in the folder: no temporary file left.
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("a.gif")});
    QFile::remove(r.path);
}

void TestAnimationExport::video_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("fps");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("codec");
    QTest::newRow("mp4 10 fps") << "mp4" << 10 << QSize(240, 160) << "h264";
    QTest::newRow("mp4 24 fps") << "mp4" << 24 << QSize(320, 240) << "h264";
    QTest::newRow("webm 10 fps") << "webm" << 10 << QSize(240, 160) << "vp9";
}

void TestAnimationExport::video()
{
    QFETCH(QString, suffix);
    QFETCH(int, fps);
    QFETCH(QSize, size);
    QFETCH(QString, codec);
    LessonState state;
    AnimationRequest r = request(m_dir.filePath(QStringLiteral("v.") + suffix));
    r.fps = fps;
    r.size = size;
    AnimationExport job(table(), &state, r);
    QString error;
    AnimationExport::Failure failure;
    QVERIFY2(job.run({}, &error, &failure), qPrintable(error));
    const readback::Video video = readback::readVideo(r.path);
    QVERIFY2(video.ok, qPrintable(video.error));
    QCOMPARE(video.codec, codec);
    QCOMPARE(video.frames, 12);
    QCOMPARE(video.size, size);
    QCOMPARE(video.fps, double(fps));
    QFile::remove(r.path);
}

void TestAnimationExport::firstFrameIsTheStillExport()
{
    // The still export of the first frame's state (q = from), as "Export all" writes it.
    LessonState state;
    state.setComparison(5);
    AnimationRequest r = request(m_dir.filePath(QStringLiteral("first.gif")));
    r.frames = FrameSequence(AnimatedParameter::Comparison, 5, 9, 1);
    LessonState still;
    still.setComparison(5);
    QTemporaryDir folder;
    QStringList written;
    QString error;
    QVERIFY2(
        exportall::exportAll({table().first()}, &still, folder.path(), r.size, &written, &error),
        qPrintable(error));
    const QImage png(folder.filePath(QStringLiteral("dial.png")));
    QCOMPARE(png.size(), r.size);

    AnimationExport job(table(), &state, r);
    AnimationExport::Failure failure;
    QVERIFY2(job.run({}, &error, &failure), qPrintable(error));
    const readback::Gif gif = readback::readGif(r.path, 2);
    QVERIFY2(gif.ok, qPrintable(gif.error));
    // Palette quantisation: close, not equal.
    const readback::Difference d = readback::compare(gif.composed.first(), png, 48);
    QVERIFY2(d.mean < 1.5, qPrintable(QStringLiteral("mean %1").arg(d.mean)));
    QVERIFY2(d.fractionOver < 0.002, qPrintable(QStringLiteral("over %1").arg(d.fractionOver)));
    // The second frame is another picture (q = 6): the test can tell frames apart.
    const readback::Difference next = readback::compare(gif.composed[1], png, 48);
    QVERIFY2(next.fractionOver > 0.002, qPrintable(QString::number(next.fractionOver)));
}

void TestAnimationExport::captionFollowsTheFrame()
{
    // p is not drawn by the dial: only the caption ("..., p = 0, ..." then "p = 1") changes.
    LessonState state;
    AnimationRequest r = request(m_dir.filePath(QStringLiteral("caption.gif")));
    r.frames = FrameSequence(AnimatedParameter::Position, 0, 1, 1);
    for (bool caption : {true, false}) {
        r.caption = caption;
        AnimationExport job(table(), &state, r);
        QString error;
        AnimationExport::Failure failure;
        QVERIFY2(job.run({}, &error, &failure), qPrintable(error));
        const readback::Gif gif = readback::readGif(r.path, 2);
        QVERIFY(gif.ok);
        const readback::Difference d = readback::compare(gif.composed[0], gif.composed[1], 0);
        QCOMPARE(d.largest > 0, caption);
    }
}

void TestAnimationExport::windowStateUntouched()
{
    LessonState state;
    state.setComparison(7);
    QSignalSpy changed(&state, &LessonState::changed);
    AnimationExport job(table(), &state, request(m_dir.filePath(QStringLiteral("s.gif"))));
    QString error;
    AnimationExport::Failure failure;
    QVERIFY2(job.run({}, &error, &failure), qPrintable(error));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(state.comparison(), qint64(7));
}

void TestAnimationExport::badRequest_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("view");
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("fps");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("reason");
    const auto q = AnimatedParameter::Comparison;
    const QSize s(240, 160);
    QTest::newRow("unknown view") << "x.gif"
                                  << "clock" << q << 1.0 << 5.0 << 1.0 << 10 << s
                                  << "view: 'clock' is not one of dial, hand-0 \u2026 hand-3";
    QTest::newRow("pair beyond d") << "x.gif"
                                   << "hand-4" << q << 1.0 << 5.0 << 1.0 << 10 << s
                                   << "view: 'hand-4' is not one of dial, hand-0 \u2026 hand-3";
    QTest::newRow("pair gone at a smaller d")
        << "x.gif"
        << "hand-3" << AnimatedParameter::Width << 2.0 << 8.0 << 2.0 << 10 << s
        << "view: 'hand-3' does not exist at d = 2";
    QTest::newRow("from > to") << "x.gif"
                               << "dial" << q << 9.0 << 3.0 << 1.0 << 10 << s
                               << "from 9 is greater than to 3";
    QTest::newRow("step 0") << "x.gif"
                            << "dial" << q << 1.0 << 3.0 << 0.0 << 10 << s
                            << "step: 0 for q is not a whole number from 1 to 2147483647";
    QTest::newRow("fps 0") << "x.gif"
                           << "dial" << q << 1.0 << 3.0 << 1.0 << 0 << s
                           << "fps: 0 is not a whole number from 1 to 50 (for GIF)";
    QTest::newRow("gif fps 51") << "x.gif"
                                << "dial" << q << 1.0 << 3.0 << 1.0 << 51 << s
                                << "fps: 51 is not a whole number from 1 to 50 (for GIF)";
    QTest::newRow("mp4 fps 121") << "x.mp4"
                                 << "dial" << q << 1.0 << 3.0 << 1.0 << 121 << s
                                 << "fps: 121 is not a whole number from 1 to 120 (for MP4)";
    QTest::newRow("too many frames")
        << "x.gif"
        << "dial" << q << 0.0 << 3600.0 << 1.0 << 10 << s
        << "3601 frames from 0 to 3600 in steps of 1: at most 3600 frames (raise the step or "
           "narrow the range)";
    QTest::newRow("odd size for mp4") << "x.mp4"
                                      << "dial" << q << 1.0 << 3.0 << 1.0 << 10 << QSize(241, 160)
                                      << "size: 241x160 must have an even width and height for MP4";
    QTest::newRow("too large") << "x.gif"
                               << "dial" << q << 1.0 << 3.0 << 1.0 << 10 << QSize(4097, 160)
                               << "size: 4097x160 is not WIDTHxHEIGHT with each side from 16 to "
                                  "4096 pixels";
    QTest::newRow("unknown suffix") << "x.avi"
                                    << "dial" << q << 1.0 << 3.0 << 1.0 << 10 << s
                                    << "%1: the file name must end in .gif, .mp4 or .webm";
}

void TestAnimationExport::badRequest()
{
    QFETCH(QString, file);
    QFETCH(QString, view);
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(int, fps);
    QFETCH(QSize, size);
    QFETCH(QString, reason);
    QTemporaryDir folder;
    LessonState state;
    AnimationRequest r = request(folder.filePath(file), view);
    r.frames = FrameSequence(parameter, from, to, step);
    r.fps = fps;
    r.size = size;
    AnimationExport job(table(), &state, r);
    QString error;
    QVERIFY(!job.check(&error));
    QCOMPARE(error, reason.contains(QLatin1String("%1")) ? reason.arg(r.path) : reason);
    AnimationExport::Failure failure;
    QVERIFY(!job.run({}, &error, &failure));
    QCOMPARE(failure, AnimationExport::Failure::Usage);
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(QDir(folder.path()).isEmpty());
}

void TestAnimationExport::widthOutsideTheSpec_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("method");
    QTest::addColumn<double>("from");
    QTest::addColumn<QString>("reason"); // empty: accepted
    QTest::newRow("fairseq from d = 2") << "fairseq"
                                        << "none" << 2.0
                                        << "frame 1: d = 2 does not fit the other parameters "
                                           "(layout fairseq, context scaling none): start the "
                                           "range where it fits";
    QTest::newRow("fairseq from d = 4") << "fairseq"
                                        << "none" << 4.0 << QString();
    QTest::newRow("NTK from d = 1") << "interleaved"
                                    << "ntk" << 1.0
                                    << "frame 1: d = 1 does not fit the other parameters "
                                       "(layout interleaved, context scaling ntk): start the "
                                       "range where it fits";
    QTest::newRow("interleaved from d = 1") << "interleaved"
                                            << "none" << 1.0 << QString();
}

// A range of d that leaves what the layout or the context scaling allows is refused before
// anything is rendered (it once failed at the first frame, as a write error).
void TestAnimationExport::widthOutsideTheSpec()
{
    QFETCH(QString, layout);
    QFETCH(QString, method);
    QFETCH(double, from);
    QFETCH(QString, reason);
    QTemporaryDir folder;
    LessonState state;
    LessonState::Parameters parameters = state.parameters();
    QVERIFY(pe::parseLayout(layout.toStdString(), &parameters.layout));
    QVERIFY(pe::parseMethod(method.toStdString(), &parameters.method));
    QVERIFY(state.setParameters(parameters));
    AnimationRequest r = request(folder.filePath(QStringLiteral("d.gif")), QStringLiteral("dial"));
    r.frames = FrameSequence(AnimatedParameter::Width, from, 8.0, 1.0);
    AnimationExport job(table(), &state, r);
    QString error;
    QCOMPARE(job.check(&error), reason.isEmpty());
    QCOMPARE(error, reason);
}

void TestAnimationExport::unwritable_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing folder") << "missing/x.gif"
                                    << "cannot write %1: ";
    QTest::newRow("a file as folder") << "plain.txt/x.mp4"
                                      << "cannot write %1: ";
    QTest::newRow("a folder as file") << "folder.gif"
                                      << "cannot write %1: ";
}

void TestAnimationExport::unwritable()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir folder;
    QFile plain(folder.filePath(QStringLiteral("plain.txt")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("folder.gif")));
    const QStringList before
        = QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    LessonState state;
    const QString target = folder.filePath(path);
    AnimationExport job(table(), &state, request(target));
    QString error;
    QVERIFY(job.check(&error));
    AnimationExport::Failure failure;
    QVERIFY(!job.run({}, &error, &failure));
    QCOMPARE(failure, AnimationExport::Failure::Io);
    QVERIFY2(error.startsWith(reason.arg(QDir::toNativeSeparators(target))), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
}

void TestAnimationExport::cancelKeepsEarlierFile()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("kept.gif"));
    QFile earlier(path);
    QVERIFY(earlier.open(QIODevice::WriteOnly));
    earlier.write("earlier");
    earlier.close();
    LessonState state;
    AnimationExport job(table(), &state, request(path));
    QString error;
    AnimationExport::Failure failure;
    QVERIFY(job.begin(&error, &failure));
    QVERIFY(job.renderNext(true));
    QVERIFY(job.renderNext(true));
    job.cancel();
    QVERIFY(!job.renderNext(true));
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("earlier"));
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList {QStringLiteral("kept.gif")});
    // Finishing after a cancel writes nothing either.
    QVERIFY(!job.finish(&error));
    QVERIFY(!error.isEmpty());
}

void TestAnimationExport::runnerKeepsTheWindowResponsive()
{
    LessonState state;
    AnimationRequest r = request(m_dir.filePath(QStringLiteral("runner.mp4")));
    r.frames = FrameSequence(AnimatedParameter::Comparison, 0, 40, 1);
    AnimationExportRunner runner(std::make_unique<AnimationExport>(table(), &state, r));
    QSignalSpy progress(&runner, &AnimationExportRunner::progress);
    QSignalSpy finished(&runner, &AnimationExportRunner::finished);
    // A timer of the window: it keeps firing while the export runs.
    int passes = 0;
    QTimer other;
    QObject::connect(&other, &QTimer::timeout, [&passes] { ++passes; });
    other.start(0);
    QString error;
    QVERIFY(runner.start(&error));
    QVERIFY(runner.isRunning());
    QVERIFY(finished.wait(60000));
    other.stop();
    QCOMPARE(finished.count(), 1);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(2).toString()));
    QCOMPARE(progress.count(), 41);
    QCOMPARE(progress.last().at(0).toLongLong(), qint64(41));
    QVERIFY2(passes > 1, qPrintable(QString::number(passes)));
    QCOMPARE(readback::readVideo(r.path).frames, 41);
}

void TestAnimationExport::runnerCancel()
{
    QTemporaryDir folder;
    LessonState state;
    AnimationRequest r = request(folder.filePath(QStringLiteral("cancelled.gif")));
    r.frames = FrameSequence(AnimatedParameter::Comparison, 0, 200, 1);
    AnimationExportRunner runner(std::make_unique<AnimationExport>(table(), &state, r));
    QSignalSpy finished(&runner, &AnimationExportRunner::finished);
    QObject::connect(&runner, &AnimationExportRunner::progress, &runner,
                     [&runner](qint64 done, qint64) {
                         if (done == 3)
                             runner.cancel(); // as the progress dialog's Cancel does
                     });
    QString error;
    QVERIFY(runner.start(&error));
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QCOMPARE(finished.first().at(1).value<AnimationExport::Failure>(),
             AnimationExport::Failure::Cancelled);
    QVERIFY(finished.first().at(2).toString().isEmpty());
    QVERIFY(QDir(folder.path()).isEmpty());
}

QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
