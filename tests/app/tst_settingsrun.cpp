// The remembered settings and the headless runs: --export, --csv, --check and --rope must give the
// same output whatever the settings file holds (exports are reproducible), must not rewrite it, and
// a garbage settings file must not disturb them. The window's run (quit after its first paint,
// PEV_STARTUP_PROBE) remembers the parameters, takes the options given on the command line over
// them, and replaces damaged values by the defaults. XDG_CONFIG_HOME points into a temporary
// folder, so the user's real settings are never read or touched.
#include "processrun.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRect>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

using processrun::Run;

// A run whose settings live in configHome (XDG_CONFIG_HOME and HOME).
Run run(const QStringList &arguments, const QString &configHome, bool window = false)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    env.insert(QStringLiteral("HOME"), configHome);
    if (window)
        env.insert(QStringLiteral("PEV_STARTUP_PROBE"), QStringLiteral("1")); // quit when painted
    return processrun::run(arguments, env);
}

// Writes the settings file of configHome; returns its path.
QString writeSettings(const QString &configHome, const QByteArray &content)
{
    QDir(configHome).mkpath(QStringLiteral("pe-visualiser"));
    const QString conf = configHome + QStringLiteral("/pe-visualiser/pe-visualiser.conf");
    QFile file(conf);
    if (file.open(QIODevice::WriteOnly))
        file.write(content);
    return conf;
}

// --export DIR --view table: the lesson table's figures only (what the settings could change).
QStringList tableExport(const QString &dir)
{
    return {QStringLiteral("--export"), dir, QStringLiteral("--view"), QStringLiteral("table")};
}

} // namespace

class TestSettingsRun : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headlessRunsIgnoreSettings_data();
    void headlessRunsIgnoreSettings();
    void windowRemembersNewParameters_data();
    void windowRemembersNewParameters();
    void windowRefusesUnsafeSettings_data();
    void windowRefusesUnsafeSettings();
    void fullDiskKeepsTheSettings();
    void unchangedSettingsAreNotRewritten();
    void damagedGeometryIsIgnored_data();
    void damagedGeometryIsIgnored();

private:
    QTemporaryDir m_clean;
    QByteArray m_cleanCsv;
    QByteArray m_cleanTable;
};

void TestSettingsRun::initTestCase()
{
    QVERIFY(m_clean.isValid());
    const Run csv = run({QStringLiteral("--csv")}, m_clean.path());
    QCOMPARE(csv.exitCode, 0);
    m_cleanCsv = csv.out;
    const QString dir = m_clean.filePath(QStringLiteral("export"));
    // The table's figure (its SVG is the same bytes for the same parameters and language).
    QCOMPARE(run(tableExport(dir), m_clean.path()).exitCode, 0);
    m_cleanTable = processrun::fileBytes(dir + QStringLiteral("/table.svg"));
    QVERIFY(m_cleanTable.contains("&#10;d=8&#10;")); // the default parameters, in the figure's provenance
    QVERIFY(!QFile::exists(m_clean.filePath(QStringLiteral("pe-visualiser/pe-visualiser.conf"))));
}

void TestSettingsRun::headlessRunsIgnoreSettings_data()
{
    QTest::addColumn<QByteArray>("settings");
    QTest::newRow("other parameters")
        << QByteArray("[lesson]\nd=4\nbase=100\np=5\nq=9\nencoding=false\n"
                      "[appearance]\npalette=dark\nzoomStep=5\n");
    QTest::newRow("out of range") << QByteArray("[lesson]\nd=0\nbase=nan\np=-4\n");
    QByteArray binary;
    for (int k = 0; k < 2048; ++k)
        binary.append(static_cast<char>((k * 131 + 7) % 256));
    QTest::newRow("garbage") << binary;
    QTest::newRow("truncated") << QByteArray("[lesson]\nd=4\nba");
}

void TestSettingsRun::headlessRunsIgnoreSettings()
{
    QFETCH(QByteArray, settings);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QVERIFY(QDir(home.path()).mkpath(QStringLiteral("pe-visualiser")));
    const QString conf = home.filePath(QStringLiteral("pe-visualiser/pe-visualiser.conf"));
    {
        QFile file(conf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(settings);
    }
    const Run csv = run({QStringLiteral("--csv")}, home.path());
    QCOMPARE(csv.exitCode, 0);
    QCOMPARE(csv.out, m_cleanCsv);
    const QString dir = home.filePath(QStringLiteral("export"));
    QCOMPARE(run(tableExport(dir), home.path()).exitCode, 0);
    QCOMPARE(processrun::fileBytes(dir + QStringLiteral("/table.svg")), m_cleanTable);
    const QStringList ropeArguments {QStringLiteral("--rope"), QStringLiteral("--vector"),
                                     QStringLiteral("1,2,3,4,5,6,7,8")};
    const Run rope = run(ropeArguments, home.path());
    QCOMPARE(rope.exitCode, 0);
    QCOMPARE(rope.out, run(ropeArguments, m_clean.path()).out);
    const QStringList scaledArguments {QStringLiteral("--csv"), QStringLiteral("--scaling"),
                                       QStringLiteral("yarn")};
    const Run scaled = run(scaledArguments, home.path());
    QCOMPARE(scaled.exitCode, 0);
    QCOMPARE(scaled.out, run(scaledArguments, m_clean.path()).out);
    // A 2 x 2 matrix: PE(0) and PE(1) at d = 2, the reference.
    const QString matrix = home.filePath(QStringLiteral("pe.csv"));
    {
        QFile file(matrix);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("0,1\n0.8414709848078965,0.5403023058681398\n");
    }
    const Run check = run({QStringLiteral("--check"), matrix}, home.path());
    QCOMPARE(check.exitCode, 0);
    QVERIFY(check.out.startsWith("verdict: reference\n"));
    QCOMPARE(processrun::fileBytes(conf), settings); // not rewritten
}

void TestSettingsRun::windowRemembersNewParameters_data()
{
    // settings: the file before the run; arguments: the command line; expected: key=value pairs
    // the file holds after the window has closed.
    QTest::addColumn<QByteArray>("settings");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    const QByteArray remembered("[lesson]\nlayout=concatenated\nsecondBase=1000000\n"
                                "[context]\nmethod=ntk\ntrainLength=100\ncontextLength=700\n"
                                "factor=follow\nyarnBeta=16\n"
                                "[attention]\nropeLayout=half-split\nrotaryFraction=0.5\nm=9\n");
    QTest::newRow("remembered") << remembered << QStringList()
                                << QStringList {QStringLiteral("lesson/layout=concatenated"),
                                                QStringLiteral("lesson/secondBase=1000000"),
                                                QStringLiteral("context/method=ntk"),
                                                QStringLiteral("context/trainLength=100"),
                                                QStringLiteral("context/contextLength=700"),
                                                QStringLiteral("context/factor=follow"),
                                                QStringLiteral("context/yarnBeta=16"),
                                                QStringLiteral("attention/ropeLayout=half-split"),
                                                QStringLiteral("attention/rotaryFraction=0.5"),
                                                QStringLiteral("attention/m=9")};
    QTest::newRow("command line wins")
        << remembered
        << QStringList {QStringLiteral("--layout"),       QStringLiteral("tensor2tensor"),
                        QStringLiteral("--train-length"), QStringLiteral("256"),
                        QStringLiteral("--scaling"),      QStringLiteral("yarn"),
                        QStringLiteral("--factor"),       QStringLiteral("3")}
        << QStringList {QStringLiteral("lesson/layout=tensor2tensor"),
                        QStringLiteral("context/method=yarn"),
                        QStringLiteral("context/trainLength=256"),
                        QStringLiteral("context/contextLength=700"),
                        QStringLiteral("context/factor=3"),
                        QStringLiteral("context/yarnBeta=16"),
                        QStringLiteral("attention/ropeLayout=half-split")};
    QTest::newRow("damaged values")
        << QByteArray("[lesson]\nlayout=diagonal\nsecondBase=0\n[context]\nmethod=x\n"
                      "factor=-1\ntrainLength=0\n[attention]\nropeLayout=neox\n"
                      "rotaryFraction=2\n")
        << QStringList() << QStringList {QStringLiteral("lesson/layout=interleaved"),
                                         QStringLiteral("lesson/secondBase=500000"),
                                         QStringLiteral("context/method=none"),
                                         QStringLiteral("context/factor=follow"),
                                         QStringLiteral("context/trainLength=512"),
                                         QStringLiteral("attention/ropeLayout=interleaved"),
                                         QStringLiteral("attention/rotaryFraction=1")};
    QTest::newRow("values that do not fit together")
        << QByteArray("[lesson]\nd=2\nlayout=fairseq\n[attention]\nropeLayout=half-split\n")
        << QStringList {QStringLiteral("--dim"), QStringLiteral("7")}
        << QStringList {QStringLiteral("lesson/d=7"), QStringLiteral("lesson/layout=fairseq"),
                        QStringLiteral("attention/ropeLayout=interleaved")};
}

void TestSettingsRun::windowRemembersNewParameters()
{
    QFETCH(QByteArray, settings);
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString conf = writeSettings(home.path(), settings);
    const Run r = run(arguments, home.path(), true);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("first-paint"), r.out.constData());
    QSettings saved(conf, QSettings::IniFormat);
    for (const QString &pair : expected) {
        const QString key = pair.section(QLatin1Char('='), 0, 0);
        const QString value = pair.section(QLatin1Char('='), 1);
        QCOMPARE(saved.value(key).toString(), value);
    }
}

namespace {

// A geometry as QWidget::saveGeometry() writes it (format 3: magic, version, frame and normal
// rectangles, screen, maximized, full screen, screen width, geometry).
QByteArray geometryBytes(const QRect &rect)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_4_0);
    out << quint32(0x1D9D0CB) << quint16(3) << quint16(0) << rect << rect << qint32(0) << quint8(0)
        << quint8(0) << qint32(800) << rect;
    return bytes;
}

// The normal rectangle of a saved geometry (an empty rectangle when it cannot be read).
QRect normalRect(const QByteArray &bytes)
{
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    QRect frame;
    QRect normal;
    in >> magic >> major >> minor >> frame >> normal;
    return in.status() == QDataStream::Ok && magic == 0x1D9D0CB ? normal : QRect();
}

} // namespace

void TestSettingsRun::damagedGeometryIsIgnored_data()
{
    // The settings file's [window] geometry line, written as it stands.
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("cut after its version (the finding: a 68 x 229 window)")
        << QByteArray("geometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3)");
    QTest::newRow("whole, but 68 x 229") << QByteArray();
    QTest::newRow("whole, but off every screen") << QByteArray();
}

// A saved window geometry smaller than the window's minimum or off every screen is ignored: the
// window opens at its normal size on the screen (the offscreen platform's is 800 x 600), and
// that is what is saved at quit.
void TestSettingsRun::damagedGeometryIsIgnored()
{
    QFETCH(QByteArray, line);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QString conf;
    if (!line.isEmpty()) {
        conf = writeSettings(home.path(), "[window]\n" + line + "\n");
    } else {
        conf = writeSettings(home.path(), QByteArray());
        const bool offScreen = QByteArray(QTest::currentDataTag()).contains("off every screen");
        QSettings settings(conf, QSettings::IniFormat);
        settings.setValue(
            QStringLiteral("window/geometry"),
            geometryBytes(offScreen ? QRect(50000, 50000, 700, 500) : QRect(10, 10, 68, 229)));
    }
    const Run r = run({}, home.path(), true);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("first-paint"), r.out.constData());
    QSettings saved(conf, QSettings::IniFormat);
    const QRect normal = normalRect(saved.value(QStringLiteral("window/geometry")).toByteArray());
    QVERIFY2(normal.width() >= 400 && normal.height() >= 300,
             qPrintable(QStringLiteral("%1 x %2").arg(normal.width()).arg(normal.height())));
    QVERIFY2(QRect(0, 0, 800, 600).intersects(normal),
             qPrintable(QStringLiteral("at %1, %2").arg(normal.x()).arg(normal.y())));
}

// A settings file that is a named pipe (open() would wait for ever), a folder or a
// huge file: the window starts with the defaults and quits at once; the pipe and the folder are
// left as they were, the huge file is replaced by the run's small settings.
void TestSettingsRun::windowRefusesUnsafeSettings_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("named pipe") << "fifo";
    QTest::newRow("folder") << "folder";
    QTest::newRow("huge file") << "huge";
    QTest::newRow("100 MB file") << "100 MB";
    // A link to another file of the user's: neither read nor written through (QSettings would
    // replace the file it points to), and left a link.
    QTest::newRow("symbolic link") << "link";
    QTest::newRow("dangling symbolic link") << "dangling";
}

void TestSettingsRun::windowRefusesUnsafeSettings()
{
    QFETCH(QString, kind);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QVERIFY(QDir(home.path()).mkpath(QStringLiteral("pe-visualiser")));
    const QString conf = home.filePath(QStringLiteral("pe-visualiser/pe-visualiser.conf"));
    const QString precious = home.filePath(QStringLiteral("precious.txt"));
    const QByteArray preciousBytes("[lesson]\nd=4\nnot the settings\n");
    if (kind == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(conf).constData(), 0600) == 0);
    } else if (kind == QLatin1String("link") || kind == QLatin1String("dangling")) {
        if (kind == QLatin1String("link")) {
            QFile file(precious);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(preciousBytes);
        }
        QVERIFY(QFile::link(QStringLiteral("../precious.txt"), conf));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(conf));
    } else if (kind == QLatin1String("huge")) {
        // 3 MiB: a valid d = 4 and a long value after it.
        writeSettings(home.path(),
                      "[lesson]\nd=4\n[junk]\nk=" + QByteArray(3 * 1024 * 1024, 'x') + "\n");
    } else {
        // 100 MB: a valid d = 4, then zeros (a sparse file: cheap to make). Neither read at the
        // start nor rewritten at quit: replaced by the run's few kilobytes.
        writeSettings(home.path(), "[lesson]\nd=4\n");
        QFile file(conf);
        QVERIFY(file.resize(100 * 1000 * 1000));
    }
    const Run r = run({}, home.path(), true);
    QCOMPARE(r.exitCode, 0); // -1 would be a run that never ended
    QVERIFY2(r.out.contains("first-paint"), r.out.constData());
    const QFileInfo after(conf);
    if (kind == QLatin1String("fifo")) {
        QVERIFY(after.exists() && !after.isFile() && !after.isDir());
    } else if (kind == QLatin1String("link") || kind == QLatin1String("dangling")) {
        QVERIFY(after.isSymbolicLink());
        if (kind == QLatin1String("link"))
            QCOMPARE(processrun::fileBytes(precious), preciousBytes);
        else
            QVERIFY(!QFile::exists(precious));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(after.isDir());
    } else {
        QVERIFY(after.isFile());
        QVERIFY2(after.size() < 64 * 1024, qPrintable(QString::number(after.size())));
        QSettings saved(conf, QSettings::IniFormat);
        QCOMPARE(saved.value(QStringLiteral("lesson/d")).toString(), QStringLiteral("8"));
    }
}

// The settings written at quit onto a full disk (a file size limit below their size)
// leave the earlier file whole (QSettings writes through a temporary file).
void TestSettingsRun::fullDiskKeepsTheSettings()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray before("[lesson]\nd=4\nbase=100\n[appearance]\nzoomStep=2\n"
                            "[context]\nmethod=ntk\ntrainLength=100\ncontextLength=700\n");
    const QString conf = writeSettings(home.path(), before);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("PEV_STARTUP_PROBE"), QStringLiteral("1"));
    const Run r = processrun::run({QStringLiteral("--dim"), QStringLiteral("6")}, env, 64);
    // Exit 1 with one line naming the file (the window had nowhere else to say it at quit).
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("pe-visualiser: cannot save the settings to ") + conf
                 + QLatin1Char('\n'));
    QCOMPARE(processrun::fileBytes(conf), before);
    QCOMPARE(QDir(home.filePath(QStringLiteral("pe-visualiser"))).entryList(QDir::Files),
             QStringList {QStringLiteral("pe-visualiser.conf")});
}

// A quit that changed nothing writes nothing (QSettings would rewrite the whole file
// after any setValue()). The second run finds its own settings and changes none of them: the file
// keeps a comment line QSettings drops on every rewrite, and stays the same file (inode).
void TestSettingsRun::unchangedSettingsAreNotRewritten()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString conf = home.filePath(QStringLiteral("pe-visualiser/pe-visualiser.conf"));
    QCOMPARE(run({QStringLiteral("--dim"), QStringLiteral("6")}, home.path(), true).exitCode, 0);
    QVERIFY(QFileInfo(conf).isFile());
    {
        QFile file(conf);
        QVERIFY(file.open(QIODevice::Append));
        file.write("; untouched unless rewritten\n");
    }
    const QByteArray before = processrun::fileBytes(conf);
    struct stat was {};
    QCOMPARE(::stat(QFile::encodeName(conf).constData(), &was), 0);
    const Run again = run({}, home.path(), true);
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.err.isEmpty(), again.err.constData());
    QCOMPARE(processrun::fileBytes(conf), before);
    struct stat now {};
    QCOMPARE(::stat(QFile::encodeName(conf).constData(), &now), 0);
    QCOMPARE(now.st_ino, was.st_ino);
    // A change is still written (and the comment goes with the rewrite).
    QCOMPARE(run({QStringLiteral("--dim"), QStringLiteral("12")}, home.path(), true).exitCode, 0);
    QSettings saved(conf, QSettings::IniFormat);
    QCOMPARE(saved.value(QStringLiteral("lesson/d")).toString(), QStringLiteral("12"));
}

QTEST_GUILESS_MAIN(TestSettingsRun)
#include "tst_settingsrun.moc"
