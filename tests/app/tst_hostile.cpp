// The damaged-input suite (issue 23, point 7): each finding of a breaking session as one row,
// run against the executable: the exit code, the one line on stderr (with what it must say, and
// never a raw control or direction character), and that no output file changed. The files come
// from tests/data/hostile/make_hostile.py; the cases that need the file system (a named pipe, a
// full disk, /dev/full as standard output) are made here. The window's cases are QTest tests
// beside their widgets (tst_numberfield, tst_exportactions, tst_animationactions) and the
// settings file's in tst_settingsrun.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString hostile = QStringLiteral(PEV_TEST_DATA_DIR "/hostile/");

QByteArray older() { return QByteArrayLiteral("older content"); }

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A run with standard output sent to path (e.g. /dev/full).
processrun::Run runWithStdout(const QStringList &arguments, const QString &path)
{
    QProcess process;
    process.setStandardOutputFile(path);
    process.start(QStringLiteral(PEV_BINARY), arguments);
    processrun::Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.err = process.readAllStandardError();
    return result;
}

// One line on stderr, "pe-visualiser: ..." holding `says`, with no raw control characters or
// direction overrides (each is escaped as \uXXXX).
void verifyOneLine(const QByteArray &err, const QString &says)
{
    const QString text = QString::fromUtf8(err);
    QVERIFY2(text.endsWith(QLatin1Char('\n')), err.constData());
    const QString line = text.chopped(1);
    QVERIFY2(!line.contains(QLatin1Char('\n')), err.constData());
    QVERIFY2(line.startsWith(QLatin1String("pe-visualiser: ")), err.constData());
    QVERIFY2(line.contains(says), err.constData());
    for (const QChar c : line)
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x202e && c.unicode() != 0x7f,
                 err.constData());
    // Inputs of 5000 characters and more: a line this short echoed them cut (the longest line
    // without an input, the animation's list of views, is about 450 characters).
    QVERIFY2(line.size() < 1000, "the message echoes its input cut to 200 characters");
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refused_data();
    void refused();
    void fullDiskKeepsTheWorksheet();
    void tinyTmpfsKeepsTheWorksheet();
    void fullDiskKeepsEveryFile_data();
    void fullDiskKeepsEveryFile();
    void reportOnAFullStandardOutput_data();
    void reportOnAFullStandardOutput();

private:
    QTemporaryDir m_dir;
};

void TestHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo::exists(hostile + QStringLiteral("figure-header-only.svg")),
             "run tests/data/hostile/make_hostile.py");
    QVERIFY(
        ::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.svg"))).constData(), 0600)
        == 0);
    // A figure whose base is 1 MB of text on one line (with an override after it).
    QByteArray svg;
    {
        QFile file(hostile + QStringLiteral("figure-n-negative.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        svg = file.readAll();
    }
    QVERIFY(svg.contains("&#10;base=10000&#10;"));
    const QByteArray longValue = "&#10;base=" + QByteArray(1 << 20, 'w') + "\xe2\x80\xae&#10;";
    svg.replace("&#10;base=10000&#10;", longValue);
    writeFile(m_dir.filePath(QStringLiteral("long-value.svg")), svg);
    // The same with a 1 MB sentence (the finding's own case).
    QVERIFY(svg.contains("&#10;sentence=the cat saw the dog&#10;"));
    {
        QFile file(hostile + QStringLiteral("figure-n-negative.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        svg = file.readAll();
    }
    QVERIFY(svg.contains("&#10;n=-1"));
    svg.replace("&#10;n=-1", "&#10;n=0"); // valid but for its sentence
    svg.replace("&#10;sentence=the cat saw the dog&#10;",
                QByteArray("&#10;sentence=" + QByteArray(1 << 20, 's') + "&#10;"));
    writeFile(m_dir.filePath(QStringLiteral("long-sentence.svg")), svg);
    // A matrix whose third line holds an override and 1000 letters where a number should be: the
    // core's message echoes it escaped and cut.
    writeFile(m_dir.filePath(QStringLiteral("bad-field.csv")),
              "0,1\n0.8,0.6\n\xe2\x80\xae" + QByteArray(1000, 'x') + ",1\n");
    // A device under a figure's name (a link to /dev/zero, which never ends).
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_dir.filePath(QStringLiteral("zero.png"))));
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.json"))).constData(),
                     0600)
            == 0);
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.csv"))).constData(),
                     0600)
            == 0);
}

void TestHostile::refused_data()
{
    // arguments (@HOSTILE@: the data folder, @OUT@: a temporary output folder), the exit code,
    // what the line says, and the output file that must stay as it was ("older content").
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("output");
    const QString csv = QStringLiteral("--csv");
    const QString figure = QStringLiteral("--from-figure");
    QTest::newRow("figure: 55 bytes declaring a 2^31 chunk")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-huge-chunk.png"), csv} << 2
        << "is not a PNG image" << QString();
    QTest::newRow("figure: header line only")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-header-only.svg"),
                        QStringLiteral("--export"), QStringLiteral("@OUT@")}
        << 2 << "figure parameters: view, d, base" << QStringLiteral("table.csv");
    QTest::newRow("figure: one key missing")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-without-m.svg"), csv} << 2
        << "figure parameters: m missing" << QString();
    QTest::newRow("figure: valid m, invalid fraction")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-m7-fraction0.svg"),
                        QStringLiteral("--export"), QStringLiteral("@OUT@")}
        << 2 << "out of range: rotary-fraction=0" << QStringLiteral("table.csv");
    QTest::newRow("figure: n = -1")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-n-negative.svg"), csv} << 2
        << "out of range: n=-1" << QString();
    QTest::newRow("figure: override in a value")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-rtl-base.svg"), csv} << 2
        << "base=1\\u202e0 cannot be read" << QString();
    QTest::newRow("figure: 1 MB value echoed cut")
        << QStringList {figure, QStringLiteral("@OUT@/../long-value.svg"), csv} << 2
        << "line 5: base=www" << QString();
    QTest::newRow("figure: named pipe")
        << QStringList {figure, QStringLiteral("@OUT@/../pipe.svg"), csv} << 2
        << "is not a regular file" << QString();
    QTest::newRow("exercises: key twice")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--exercises"),
                        QStringLiteral("@HOSTILE@exercises-duplicate-key.json")}
        << 2 << "Line 9: “step” is given a second time (first on line 8)"
        << QStringLiteral("sheet.pdf");
    QTest::newRow("animation: base beyond 10^12")
        << QStringList {QStringLiteral("--export-animation"),
                        QStringLiteral("@OUT@/a.gif"),
                        QStringLiteral("--view"),
                        QStringLiteral("pairs"),
                        QStringLiteral("--animate"),
                        QStringLiteral("base"),
                        QStringLiteral("--from"),
                        QStringLiteral("1e300"),
                        QStringLiteral("--to"),
                        QStringLiteral("1e308")}
        << 2 << "is not a number from 1.0001 to 1e+12" << QStringLiteral("a.gif");
    QTest::newRow("rope: components near the largest double")
        << QStringList {QStringLiteral("--rope"), QStringLiteral("--dim"), QStringLiteral("2"),
                        QStringLiteral("--vector"), QStringLiteral("1.7e308,1.7e308")}
        << 2 << "(half the largest double)" << QString();
    QTest::newRow("repeated option: a bad value, then a good one")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("abc"),
                        QStringLiteral("--dim"), QStringLiteral("4")}
        << 2 << "--dim: 'abc' is not a whole number" << QString();
    QTest::newRow("repeated option: two good values")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("4"), QStringLiteral("--dim"),
                        QStringLiteral("8")}
        << 2 << "--dim is given twice, as '4' and '8': give it once" << QString();
    QTest::newRow("trailing garbage")
        << QStringList {csv, QStringLiteral("--base"), QStringLiteral("20000 x")} << 2
        << "--base: '20000 x' is not a finite number greater than 1" << QString();
    QTest::newRow("long value echoed cut")
        << QStringList {csv, QStringLiteral("--base"),
                        QString(QString(5000, QLatin1Char('7')) + QLatin1Char('x'))}
        << 2
        << QString(QStringLiteral("--base: '") + QString(200, QLatin1Char('7')) + QChar(0x2026))
        << QString();
    QTest::newRow("override in an option echoed escaped")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("8\u202Ex")} << 2
        << "--dim: '8\\u202ex' is not a whole number" << QString();
    QTest::newRow("trailing garbage after 100 spaces")
        << QStringList {csv, QStringLiteral("--base"),
                        QStringLiteral("20000") + QString(100, QLatin1Char(' '))
                            + QLatin1Char('x')}
        << 2 << "is not a finite number greater than 1" << QString();
    QTest::newRow("figure: 1 MB sentence echoed cut")
        << QStringList {figure, QStringLiteral("@OUT@/../long-sentence.svg"), csv} << 2
        << QString(QStringLiteral("sentence=") + QString(191, QLatin1Char('s')) + QChar(0x2026))
        << QString();
    QTest::newRow("figure: a device")
        << QStringList {figure, QStringLiteral("@OUT@/../zero.png"), csv} << 2
        << "is not a regular file" << QString();
    QTest::newRow("exercises: named pipe")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("@OUT@/../pipe.json")}
        << 2 << "is not a regular file" << QStringLiteral("sheet.pdf");
    QTest::newRow("matrix: named pipe")
        << QStringList {QStringLiteral("--check"), QStringLiteral("@OUT@/../pipe.csv")} << 2
        << "not a regular file" << QString();
    // Echoed input, escaped and cut to 200 characters, wherever a message quotes it.
    QTest::newRow("matrix: field echoed escaped and cut")
        << QStringList {QStringLiteral("--check"), QStringLiteral("@OUT@/../bad-field.csv")} << 2
        << QString(QStringLiteral("line 3, column 1: '\\u202e") + QString(199, QLatin1Char('x'))
                   + QChar(0x2026) + QStringLiteral("' is not a number"))
        << QString();
    QTest::newRow("unknown option echoed cut")
        << QStringList {csv, QStringLiteral("--") + QString(5000, QLatin1Char('z'))} << 2
        << QString(QLatin1Char('\'') + QString(200, QLatin1Char('z')) + QChar(0x2026)
                   + QLatin1Char('\''))
        << QString();
    QTest::newRow("unexpected argument echoed cut")
        << QStringList {csv, QString(5000, QLatin1Char('a'))} << 2
        << QString(QStringLiteral("unexpected argument '") + QString(200, QLatin1Char('a'))
                   + QChar(0x2026) + QLatin1Char('\''))
        << QString();
    QTest::newRow("animation: view name echoed escaped and cut")
        << QStringList {QStringLiteral("--export-animation"),
                        QStringLiteral("@OUT@/a.gif"),
                        QStringLiteral("--view"),
                        QStringLiteral("\u202e") + QString(5000, QLatin1Char('v')),
                        QStringLiteral("--animate"),
                        QStringLiteral("q"),
                        QStringLiteral("--from"),
                        QStringLiteral("0"),
                        QStringLiteral("--to"),
                        QStringLiteral("2")}
        << 2
        << QString(QStringLiteral("view: '\\u202e") + QString(199, QLatin1Char('v'))
                   + QChar(0x2026) + QStringLiteral("' is not one of"))
        << QStringLiteral("a.gif");
    QTest::newRow("worksheet: lesson echoed cut")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--lesson"), QString(5000, QLatin1Char('l'))}
        << 2
        << QString(QStringLiteral("--lesson: '") + QString(200, QLatin1Char('l')) + QChar(0x2026)
                   + QStringLiteral("' is not a lesson"))
        << QStringLiteral("sheet.pdf");
    QTest::newRow("training: task echoed cut")
        << QStringList {QStringLiteral("--train"), QString(5000, QLatin1Char('t'))} << 2
        << QString(QStringLiteral("--train: '") + QString(200, QLatin1Char('t')) + QChar(0x2026)
                   + QLatin1Char('\''))
        << QString();
    QTest::newRow("positions: a dash alone")
        << QStringList {csv, QStringLiteral("--positions"), QStringLiteral("-")} << 2
        << "'-' is not a whole number" << QString();
}

void TestHostile::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QFETCH(QString, output);
    QTemporaryDir out(m_dir.filePath(QStringLiteral("out-XXXXXX")));
    QVERIFY(out.isValid());
    if (!output.isEmpty())
        writeFile(out.filePath(output), older());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@HOSTILE@"), hostile)
            .replace(QStringLiteral("@OUT@"), out.path());
    const processrun::Run run = processrun::run(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    verifyOneLine(run.err, says);
    // Nothing was written: the output file is as it was, and nothing else is there.
    const QStringList left = QDir(out.path()).entryList(QDir::Files | QDir::NoDotAndDotDot);
    QCOMPARE(left, output.isEmpty() ? QStringList() : QStringList {output});
    if (!output.isEmpty())
        QCOMPARE(processrun::fileBytes(out.filePath(output)), older());
}

// A full disk (a file size limit of 16 KB, which the worksheet's PDF, about 32 KB, exceeds): exit 1
// with one line, and the earlier worksheet stays whole; no temporary file is left beside it.
void TestHostile::fullDiskKeepsTheWorksheet()
{
    QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString sheet = out.filePath(QStringLiteral("sheet.pdf"));
    writeFile(sheet, older());
    const processrun::Run run
        = processrun::run({QStringLiteral("--worksheet"), sheet},
                          QProcessEnvironment::systemEnvironment(), 16 * 1024);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QCOMPARE(processrun::fileBytes(sheet), older());
    QCOMPARE(QDir(out.path()).entryList(QDir::Files), QStringList {QStringLiteral("sheet.pdf")});
}

void TestHostile::fullDiskKeepsEveryFile_data()
{
    // arguments (@OUT@: the output folder), the file size limit in bytes, and the file that
    // stands there before ("older content") and must stay so.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("kept");
    const QString out = QStringLiteral("@OUT@");
    // --export writes table.csv first (731 bytes at d = 8), then each view's PNG and SVG.
    QTest::newRow("export: the CSV table")
        << QStringList {QStringLiteral("--export"), out} << 512 << QStringLiteral("table.csv");
    QTest::newRow("export: a still (PNG)")
        << QStringList {QStringLiteral("--export"), out} << 8 * 1024
        << QStringLiteral("table.png");
    const QStringList animation {QStringLiteral("--view"),    QStringLiteral("pairs"),
                                 QStringLiteral("--animate"), QStringLiteral("q"),
                                 QStringLiteral("--from"),    QStringLiteral("0"),
                                 QStringLiteral("--to"),      QStringLiteral("3"),
                                 QStringLiteral("--size"),    QStringLiteral("320x200")};
    QTest::newRow("animation: GIF")
        << (QStringList {QStringLiteral("--export-animation"), out + QStringLiteral("/a.gif")}
            + animation)
        << 2048 << QStringLiteral("a.gif");
    QTest::newRow("animation: MP4")
        << (QStringList {QStringLiteral("--export-animation"), out + QStringLiteral("/a.mp4")}
            + animation)
        << 2048 << QStringLiteral("a.mp4");
    QTest::newRow("worksheet")
        << QStringList {QStringLiteral("--worksheet"), out + QStringLiteral("/sheet.pdf"),
                        QStringLiteral("--no-figures")}
        << 2048 << QStringLiteral("sheet.pdf");
}

// Issue 23, point 1: every writer of the command line on a full disk (a file size limit): exit 1
// with one line, the file that stood there untouched, and no file left but those reported
// written on stdout (no temporary file).
void TestHostile::fullDiskKeepsEveryFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, limit);
    QFETCH(QString, kept);
    QTemporaryDir out;
    QVERIFY(out.isValid());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@OUT@"), out.path());
    writeFile(out.filePath(kept), older());
    const processrun::Run run = processrun::run(
        arguments, QProcessEnvironment::systemEnvironment(), rlim_t(limit));
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QVERIFY2(run.err.contains(QFile::encodeName(out.filePath(kept))), run.err.constData());
    QCOMPARE(processrun::fileBytes(out.filePath(kept)), older());
    const QStringList reported = QString::fromUtf8(run.out).split(QLatin1Char('\n'),
                                                                  Qt::SkipEmptyParts);
    for (const QString &name : QDir(out.path()).entryList(QDir::Files | QDir::Hidden)) {
        if (name != kept)
            QVERIFY2(reported.contains(out.filePath(name)), qPrintable(name));
    }
}

// The same on a real full file system: a 16 KB tmpfs (only as root; skipped otherwise).
void TestHostile::tinyTmpfsKeepsTheWorksheet()
{
    if (::geteuid() != 0)
        QSKIP("mounting a tmpfs needs root");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    const QByteArray where = QFile::encodeName(mountPoint.path());
    if (::mount("tmpfs", where.constData(), "tmpfs", 0, "size=16k") != 0)
        QSKIP("cannot mount a tmpfs here (a container without the capability)");
    const QString sheet = mountPoint.path() + QStringLiteral("/sheet.pdf");
    writeFile(sheet, older());
    const processrun::Run run = processrun::run({QStringLiteral("--worksheet"), sheet});
    const QByteArray left = processrun::fileBytes(sheet);
    const QStringList files = QDir(mountPoint.path()).entryList(QDir::Files);
    ::umount(where.constData());
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QCOMPARE(left, older());
    QCOMPARE(files, QStringList {QStringLiteral("sheet.pdf")});
}

void TestHostile::reportOnAFullStandardOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("export") << QStringList {QStringLiteral("--export"), QStringLiteral("@OUT@"),
                                            QStringLiteral("--size"), QStringLiteral("64x48")};
    QTest::newRow("worksheet") << QStringList {QStringLiteral("--worksheet"),
                                               QStringLiteral("@OUT@/sheet.pdf"),
                                               QStringLiteral("--no-figures")};
    QTest::newRow("animation") << QStringList {QStringLiteral("--export-animation"),
                                               QStringLiteral("@OUT@/a.gif"),
                                               QStringLiteral("--view"),
                                               QStringLiteral("pairs"),
                                               QStringLiteral("--animate"),
                                               QStringLiteral("q"),
                                               QStringLiteral("--from"),
                                               QStringLiteral("0"),
                                               QStringLiteral("--to"),
                                               QStringLiteral("2"),
                                               QStringLiteral("--size"),
                                               QStringLiteral("64x48")};
    QTest::newRow("csv") << QStringList {QStringLiteral("--csv")};
    QTest::newRow("help") << QStringList {QStringLiteral("--help")};
}

// --export DIR > /dev/full used to exit 0 with its report lines lost.
void TestHostile::reportOnAFullStandardOutput()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir out;
    QVERIFY(out.isValid());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@OUT@"), out.path());
    const processrun::Run run = runWithStdout(arguments, QStringLiteral("/dev/full"));
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write to standard output"));
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
