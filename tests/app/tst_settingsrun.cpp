// The remembered settings and the headless runs: --export and --csv must give the same output
// whatever the settings file holds (exports are reproducible), must not rewrite it, and a garbage
// settings file must not disturb them. XDG_CONFIG_HOME points into a temporary folder, so the
// user's real settings are never read or touched.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using processrun::Run;

// A run whose settings live in configHome (XDG_CONFIG_HOME and HOME).
Run run(const QStringList &arguments, const QString &configHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    env.insert(QStringLiteral("HOME"), configHome);
    return processrun::run(arguments, env);
}

} // namespace

class TestSettingsRun : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headlessRunsIgnoreSettings_data();
    void headlessRunsIgnoreSettings();

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
    QCOMPARE(run({QStringLiteral("--export"), dir}, m_clean.path()).exitCode, 0);
    m_cleanTable = processrun::fileBytes(dir + QStringLiteral("/table.csv"));
    QCOMPARE(m_cleanTable.count('\n'), 9); // header + d = 8 rows
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
    QCOMPARE(run({QStringLiteral("--export"), dir}, home.path()).exitCode, 0);
    QCOMPARE(processrun::fileBytes(dir + QStringLiteral("/table.csv")), m_cleanTable);
    QCOMPARE(processrun::fileBytes(conf), settings); // not rewritten
}

QTEST_GUILESS_MAIN(TestSettingsRun)
#include "tst_settingsrun.moc"
