// `pe-visualiser FILE` (the .desktop file's Exec=pe-visualiser %f): the window
// opens an exercise file on its lesson, a matrix in the checker, an exported figure with its
// parameters; any other name, a second file, or a file with a mode or --from-figure is a usage
// error (exit 2, one line). The window runs offscreen and quits at its first paint
// (PEV_STARTUP_PROBE); a refused exercise file says why on stderr.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

processrun::Run runIn(const QString &home, const QStringList &arguments)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home);
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("PEV_STARTUP_PROBE"), QStringLiteral("1"));
    return processrun::run(arguments, env);
}

} // namespace

class TestFileOpen : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opens_data();
    void opens();
    void refuses_data();
    void refuses();

private:
    QTemporaryDir m_dir;
};

void TestFileOpen::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString dir = m_dir.path();
    QVERIFY(QFile::copy(QStringLiteral(PEV_SOURCE_DIR "/resources/exercises/encoding.json"),
                        dir + QStringLiteral("/lesson.pevx.json")));
    QVERIFY(QFile::copy(QStringLiteral(PEV_SOURCE_DIR "/resources/exercises/encoding.json"),
                        dir + QStringLiteral("/plain.json")));
    QFile bad(dir + QStringLiteral("/bad.pevx.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{ \"format\": \"pe-visualiser-exercises\", \"version\": 1 }\n");
    bad.close();
    QFile image(dir + QStringLiteral("/photo.png")); // a PNG pe-visualiser did not make
    QVERIFY(image.open(QIODevice::WriteOnly));
    image.write(QByteArray::fromHex("89504e470d0a1a0a"));
    image.close();
    // A figure exported by the app, with its parameters inside.
    const processrun::Run exported = processrun::run(
        {QStringLiteral("--export"), dir + QStringLiteral("/figures"), QStringLiteral("--dim"),
         QStringLiteral("16"), QStringLiteral("--size"), QStringLiteral("600x400")});
    QCOMPARE(exported.exitCode, 0);
    QVERIFY(QFile::exists(dir + QStringLiteral("/figures/table.png")));
}

void TestFileOpen::opens_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("stderrPart"); // empty: stderr must be empty
    QTest::newRow("exercise file .pevx.json") << QStringLiteral("lesson.pevx.json") << QByteArray();
    QTest::newRow("exercise file .json") << QStringLiteral("plain.json") << QByteArray();
    QTest::newRow("matrix .npy") << QStringLiteral(PEV_TEST_DATA_DIR "/checker/reference_f64.npy")
                                 << QByteArray();
    QTest::newRow("matrix .csv") << QStringLiteral(PEV_TEST_DATA_DIR
                                                   "/checker/reference_header.csv")
                                 << QByteArray();
    QTest::newRow("exported figure") << QStringLiteral("figures/table.png") << QByteArray();
    // A refused exercise file: the window opens anyway and says why (stderr, status bar).
    QTest::newRow("exercise file without exercises")
        << QStringLiteral("bad.pevx.json") << QByteArray("bad.pevx.json");
}

void TestFileOpen::opens()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, stderrPart);
    QTemporaryDir home;
    const QString path = QDir::isAbsolutePath(file) ? file : m_dir.filePath(file);
    const processrun::Run run = runIn(home.path(), {path});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("first-paint-since-main-ms"), run.out.constData());
    if (stderrPart.isEmpty()) {
        QVERIFY2(run.err.isEmpty(), run.err.constData());
    } else {
        QVERIFY2(run.err.contains(stderrPart), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }
}

void TestFileOpen::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("unknown kind") << QStringList {QStringLiteral("notes.odt")}
                                  << QByteArray("'notes.odt' is not a file pe-visualiser opens");
    QTest::newRow("two files") << QStringList {QStringLiteral("a.json"), QStringLiteral("b.json")}
                               << QByteArray("unexpected argument 'b.json'");
    QTest::newRow("with --csv") << QStringList {QStringLiteral("--csv"), QStringLiteral("a.json")}
                                << QByteArray("unexpected argument 'a.json'");
    QTest::newRow("with --from-figure")
        << QStringList {QStringLiteral("a.png"), QStringLiteral("--from-figure"),
                        QStringLiteral("b.png")}
        << QByteArray("a.png and --from-figure cannot be used together");
    QTest::newRow("figure with --dim") << QStringList {QStringLiteral("figures/table.png"),
                                                       QStringLiteral("--dim"), QStringLiteral("4")}
                                       << QByteArray("--dim does not go with --from-figure");
    QTest::newRow("a PNG without parameters")
        << QStringList {QStringLiteral("photo.png")} << QByteArray("photo.png");
}

void TestFileOpen::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    QTemporaryDir home;
    QStringList absolute;
    for (const QString &argument : arguments)
        absolute << (argument.contains(QLatin1Char('/')) ? m_dir.filePath(argument) : argument);
    QDir::setCurrent(m_dir.path());
    const processrun::Run run = runIn(home.path(), absolute);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestFileOpen)
#include "tst_fileopen.moc"
