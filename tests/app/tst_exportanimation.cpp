// End-to-end tests of `pe-visualiser --export-animation`: GIF, MP4 and WebM files of the real
// views with the requested frame count, size and frame rate (read back with giflib and
// libavformat), the first GIF frame against --export's PNG of the same state, progress on stderr
// only for a terminal, and bad input: exit 2 (usage) or 1 (I/O), one line on stderr, no file.
#include "animationreadback.h"
#include "processrun.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>

#include <fcntl.h>
#include <pty.h>
#include <unistd.h>

using processrun::run;
using processrun::Run;

namespace {

const QString animation = QStringLiteral("--export-animation");

// Arguments written as plain literals (QT_NO_CAST_FROM_ASCII).
QStringList args(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *item : list)
        result.append(QString::fromUtf8(item));
    return result;
}

QStringList withFile(const QString &file, std::initializer_list<const char *> rest)
{
    return QStringList {animation, file} + args(rest);
}

} // namespace

class TestExportAnimation : public QObject
{
    Q_OBJECT

private slots:
    void writes_data();
    void writes();
    void firstFrameIsTheStillExport_data();
    void firstFrameIsTheStillExport();
    void badInput_data();
    void badInput();
    void unwritable_data();
    void unwritable();
    void diskFullKeepsEarlierFile();
    void missingVideoModule();
    void progressOnlyOnATerminal();
    void help();
};

void TestExportAnimation::writes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("frames");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("fps");
    QTest::newRow("circle-0 q 0..32 gif") << "circle.gif"
                                          << args({"--view", "circle-0", "--animate", "q", "--from",
                                                   "0", "--to", "32", "--size", "480x320"})
                                          << 33 << QSize(480, 320) << 10;
    QTest::newRow("heatmap q step 4 gif 25 fps")
        << "heat.gif"
        << args({"--view", "heatmap", "--animate", "q", "--from", "0", "--to", "32", "--step", "4",
                 "--fps", "25", "--size", "480x320"})
        << 9 << QSize(480, 320) << 25;
    QTest::newRow("pairs p mp4") << "pairs.mp4"
                                 << args({"--view", "pairs", "--animate", "p", "--from", "0",
                                          "--to", "11", "--size", "480x360", "--fps", "12"})
                                 << 12 << QSize(480, 360) << 12;
    QTest::newRow("distance base webm")
        << "distance.webm"
        << args({"--view", "distance", "--animate", "base", "--from", "10", "--to", "100000",
                 "--size", "480x360"})
        << 5 << QSize(480, 360) << 10;
    QTest::newRow("pair-1 d mp4 zh_CN")
        << "pair.mp4"
        << args({"--view", "pair-1", "--animate", "d", "--from", "4", "--to", "16", "--size",
                 "480x360", "--lang", "zh_CN", "--base", "100"})
        << 7 << QSize(480, 360) << 10;
}

void TestExportAnimation::writes()
{
    QFETCH(QString, name);
    QFETCH(QStringList, options);
    QFETCH(int, frames);
    QFETCH(QSize, size);
    QFETCH(int, fps);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(name);
    const Run r = run(QStringList {animation, path} + options);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out.trimmed(), path.toUtf8());
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // not a terminal: no progress
    if (name.endsWith(QLatin1String(".gif"))) {
        const readback::Gif gif = readback::readGif(path);
        QVERIFY2(gif.ok, qPrintable(gif.error));
        QCOMPARE(gif.frames, frames);
        QCOMPARE(gif.screen, size);
        QCOMPARE(100 / gif.delays.first(), fps);
    } else {
        const readback::Video video = readback::readVideo(path);
        QVERIFY2(video.ok, qPrintable(video.error));
        QCOMPARE(video.frames, frames);
        QCOMPARE(video.size, size);
        QCOMPARE(video.fps, double(fps));
    }
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList {name});
}

void TestExportAnimation::firstFrameIsTheStillExport_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("q");
    QTest::newRow("circle-0 at q = 0") << "circle-0"
                                       << "0";
    QTest::newRow("heatmap at q = 5") << "heatmap"
                                      << "5";
    QTest::newRow("pairs at q = 7") << "pairs"
                                    << "7";
}

void TestExportAnimation::firstFrameIsTheStillExport()
{
    QFETCH(QString, view);
    QFETCH(QString, q);
    QTemporaryDir tmp;
    const QString folder = tmp.filePath(QStringLiteral("still"));
    const QString size = QStringLiteral("600x400");
    const Run still
        = run({QStringLiteral("--export"), folder, QStringLiteral("--view"), view,
               QStringLiteral("-q"), q,
               QStringLiteral("--size"), size, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(still.exitCode, 0);
    const QString gifPath = tmp.filePath(QStringLiteral("a.gif"));
    const Run r = run(QStringList {animation, gifPath, QStringLiteral("--view"), view}
                      + args({"--animate", "q", "--from"})
                      + QStringList {q, QStringLiteral("--to"), QString::number(q.toInt() + 2),
                                     QStringLiteral("--size"), size}
                      + args({"--lang", "en"}));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QImage png(folder + QLatin1Char('/') + view + QStringLiteral(".png"));
    QCOMPARE(png.size(), QSize(600, 400));
    const readback::Gif gif = readback::readGif(gifPath, 2);
    QVERIFY(gif.ok);
    QCOMPARE(gif.frames, 3);
    // Up to 256 colours per frame: close to the PNG, not equal.
    const readback::Difference d = readback::compare(gif.composed.first(), png, 48);
    QVERIFY2(d.mean < 1.5, qPrintable(QStringLiteral("mean %1").arg(d.mean)));
    QVERIFY2(d.fractionOver < 0.002, qPrintable(QStringLiteral("over %1").arg(d.fractionOver)));
    // And the second frame is not the first (q moved).
    QVERIFY(readback::compare(gif.composed[1], png, 48).fractionOver > 0.0005);
}

void TestExportAnimation::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QStringList good
        = args({"--view", "circle-0", "--animate", "q", "--from", "0", "--to", "4"});
    const auto with = [&good](const char *file, std::initializer_list<const char *> changes) {
        const QStringList change = args(changes);
        QStringList arguments = QStringList {animation, QString::fromUtf8(file)} + good;
        for (int k = 0; k + 1 < change.size(); k += 2) {
            const qsizetype at = arguments.indexOf(change[k]);
            if (at >= 0)
                arguments[at + 1] = change[k + 1];
            else
                arguments << change[k] << change[k + 1];
        }
        return arguments;
    };
    QTest::newRow("unknown view") << with("a.gif", {"--view", "clock"}) << "clock";
    QTest::newRow("pair beyond d") << with("a.gif", {"--view", "circle-9"}) << "circle-9";
    QTest::newRow("unknown parameter") << with("a.gif", {"--animate", "omega"}) << "--animate";
    QTest::newRow("from > to") << with("a.gif", {"--from", "9"}) << "greater than";
    QTest::newRow("from not a number") << with("a.gif", {"--from", "zero"}) << "--from";
    QTest::newRow("to nan") << with("a.gif", {"--to", "nan"}) << "--to";
    QTest::newRow("q fraction") << with("a.gif", {"--to", "4.5"}) << "whole number";
    QTest::newRow("step 0") << with("a.gif", {"--step", "0"}) << "step";
    QTest::newRow("step -1") << (with("a.gif", {}) << QStringLiteral("--step=-1")) << "step";
    QTest::newRow("base step 1") << with(
        "a.gif", {"--animate", "base", "--from", "10", "--to", "100", "--step", "1"})
                                 << "factor";
    QTest::newRow("d 0") << with("a.gif", {"--animate", "d", "--from", "0"}) << "d";
    QTest::newRow("fps 0") << with("a.gif", {"--fps", "0"}) << "--fps";
    QTest::newRow("fps 121") << with("a.mp4", {"--fps", "121"}) << "--fps";
    QTest::newRow("gif fps 51") << with("a.gif", {"--fps", "51"}) << "GIF";
    QTest::newRow("fps text") << with("a.gif", {"--fps", "fast"}) << "--fps";
    QTest::newRow("too many frames") << with("a.gif", {"--to", "5000"}) << "at most 3600";
    QTest::newRow("unknown suffix") << with("a.avi", {}) << ".webm";
    QTest::newRow("no suffix") << with("animation", {}) << ".gif";
    QTest::newRow("odd size for mp4") << with("a.mp4", {"--size", "601x400"}) << "even";
    QTest::newRow("size too large") << with("a.gif", {"--size", "5000x400"}) << "4096";
    QTest::newRow("size bad") << with("a.gif", {"--size", "big"}) << "--size";
    QTest::newRow("size beyond a still's limit too")
        << with("a.gif", {"--size", "100000x100000"}) << "each side from 16 to 4096 pixels";
    QTest::newRow("d below fairseq's 4")
        << with("a.gif", {"--animate", "d", "--from", "2", "--to", "8", "--layout", "fairseq"})
        << "frame 1: d = 2 does not fit the other parameters (layout fairseq";
    QTest::newRow("missing --view")
        << args({"--export-animation", "a.gif", "--animate", "q", "--from", "0", "--to", "4"})
        << "--view";
    QTest::newRow("missing --from")
        << args({"--export-animation", "a.gif", "--view", "pairs", "--animate", "q", "--to", "4"})
        << "--from";
    QTest::newRow("--view alone") << args({"--view", "pairs"}) << "--view";
    QTest::newRow("--fps with --export") << args({"--export", "out", "--fps", "10"}) << "--fps";
    QTest::newRow("with --export") << (with("a.gif", {}) + args({"--export", "out"})) << "--export";
    QTest::newRow("with --csv") << (with("a.gif", {}) << QStringLiteral("--csv")) << "--csv";
    QTest::newRow("empty file name") << with("", {}) << "--export-animation";
}

void TestExportAnimation::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QTemporaryDir tmp;
    // File names are relative to the temporary folder, which must stay empty.
    for (QString &argument : arguments)
        if (argument.startsWith(QLatin1String("a.")) || argument == QLatin1String("animation")
            || argument == QLatin1String("out"))
            argument = tmp.filePath(argument);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("pe-visualiser: "), lines[0].constData());
    QVERIFY2(lines[0].contains(mentions.toUtf8()), lines[0].constData());
    QVERIFY(QDir(tmp.path()).isEmpty());
}

void TestExportAnimation::unwritable_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("missing folder") << "missing/a.gif";
    QTest::newRow("a file as folder") << "plain.txt/a.mp4";
    QTest::newRow("a folder as file") << "folder.webm";
}

void TestExportAnimation::unwritable()
{
    QFETCH(QString, target);
    QTemporaryDir tmp;
    QFile plain(tmp.filePath(QStringLiteral("plain.txt")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("folder.webm")));
    const QStringList before = QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    const QString path = tmp.filePath(target);
    const Run r = run(withFile(
        path,
        {"--view", "pairs", "--animate", "q", "--from", "1", "--to", "3", "--size", "480x360"}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    const QByteArray expected = QByteArray("pe-visualiser: cannot write ") + path.toUtf8();
    QVERIFY2(lines[0].startsWith(expected), lines[0].constData());
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
}

void TestExportAnimation::diskFullKeepsEarlierFile()
{
    // A disk that fills up half-way: exit 1, one line, the earlier file kept, no partial file.
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("kept.gif"));
    QFile earlier(path);
    QVERIFY(earlier.open(QIODevice::WriteOnly));
    earlier.write("earlier");
    earlier.close();
    const Run r
        = run(withFile(path, {"--view", "heatmap", "--animate", "q", "--from", "0", "--to", "32"}),
              QProcessEnvironment::systemEnvironment(), 64 * 1024);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].contains("cannot write"), lines[0].constData());
    QCOMPARE(processrun::fileBytes(path), QByteArray("earlier"));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList {QStringLiteral("kept.gif")});
}

void TestExportAnimation::missingVideoModule()
{
    // MP4 and WebM come from the video module, loaded on the first video: without it, exit 1
    // with one line naming the module, the earlier file kept, nothing else written.
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("kept.webm"));
    QFile earlier(path);
    QVERIFY(earlier.open(QIODevice::WriteOnly));
    earlier.write("earlier");
    earlier.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString missing = tmp.filePath(QStringLiteral("no-such-module.so"));
    env.insert(QStringLiteral("PEV_VIDEO_MODULE"), missing);
    const Run r = run(
        withFile(path, {"--view", "circle-0", "--animate", "q", "--from", "0", "--to", "4"}), env);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].contains(missing.toUtf8()), lines[0].constData());
    QCOMPARE(processrun::fileBytes(path), QByteArray("earlier"));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList {QStringLiteral("kept.webm")});
    // A file that is not a module: its loader's reason.
    QFile junk(missing);
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("not a shared object");
    junk.close();
    const Run again = run(
        withFile(path, {"--view", "circle-0", "--animate", "q", "--from", "0", "--to", "4"}), env);
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains("cannot be loaded"), again.err.constData());
    QCOMPARE(processrun::fileBytes(path), QByteArray("earlier"));
}

void TestExportAnimation::progressOnlyOnATerminal()
{
    // stderr on a pseudo-terminal: "frame k / n" as it goes, then a line break.
    int master = -1;
    int slave = -1;
    QVERIFY(openpty(&master, &slave, nullptr, nullptr, nullptr) == 0);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("p.gif"));
    QProcess process;
    process.setChildProcessModifier([slave] { dup2(slave, STDERR_FILENO); });
    process.start(QStringLiteral(PEV_BINARY),
                  withFile(path,
                           {"--view", "distance", "--animate", "q", "--from", "1", "--to", "3",
                            "--size", "480x360", "--lang", "en"}));
    QVERIFY(process.waitForFinished(60000));
    ::close(slave);
    QCOMPARE(process.exitCode(), 0);
    fcntl(master, F_SETFL, O_NONBLOCK);
    QByteArray terminal;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(master, buffer, sizeof(buffer));
        if (n <= 0)
            break;
        terminal.append(buffer, int(n));
    }
    ::close(master);
    QVERIFY2(terminal.contains("frame 1 / 3"), terminal.constData());
    QVERIFY2(terminal.contains("frame 3 / 3"), terminal.constData());
    QVERIFY(terminal.endsWith('\n'));
    QVERIFY(QFileInfo::exists(path));
}

void TestExportAnimation::help()
{
    const Run r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char *option :
         {"--export-animation", "--view", "--animate", "--from", "--to", "--step", "--fps"})
        QVERIFY2(r.out.contains(option), option);
}

QTEST_MAIN(TestExportAnimation)
#include "tst_exportanimation.moc"
