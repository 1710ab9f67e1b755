// Tests of the remembered settings: round trip, and garbage, out-of-range and truncated files
// giving the defaults (with the problem flag) instead of bad values or a crash. Every file lives
// in a temporary folder; the user's real settings are never touched.
#include "lessonstate.h"
#include "settingsstore.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

void expectDefaults(const StoredSettings &s)
{
    QVERIFY(s.language.isEmpty());
    QVERIFY(s.geometry.isEmpty());
    QCOMPARE(s.palette, Appearance::PaletteKind::System);
    QCOMPARE(s.zoomStep, 0);
    QCOMPARE(s.d, 8);
    QCOMPARE(s.base, 10000.0);
    QCOMPARE(s.p, qint64(0));
    QCOMPARE(s.q, qint64(3));
    QCOMPARE(s.encodingOn, true);
    QVERIFY(s.exportFolder.isEmpty());
}

} // namespace

class TestSettingsStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void missingFileGivesDefaultsSilently();
    void roundTrip();
    void badValue_data();
    void badValue();
    void garbageFile_data();
    void garbageFile();
    void truncatedFile_data();
    void truncatedFile();
    void applyParametersKeepsCommandLine();
    void nativeLocationIsRedirected();

private:
    QString writeFile(const QByteArray &content);
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestSettingsStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

// A new file name each time: QSettings caches files by name within a process.
QString TestSettingsStore::writeFile(const QByteArray &content)
{
    QString path = m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return path;
}

void TestSettingsStore::missingFileGivesDefaultsSilently()
{
    QSettings settings(m_dir.filePath(QStringLiteral("absent.ini")), QSettings::IniFormat);
    const StoredSettings s = settingsstore::load(settings);
    expectDefaults(s);
    QVERIFY(!s.problem);
}

void TestSettingsStore::roundTrip()
{
    StoredSettings out;
    out.language = QStringLiteral("zh_CN");
    out.geometry = QByteArray("\x01\x02\x00\xff", 4);
    out.windowState = QByteArray("state");
    out.palette = Appearance::PaletteKind::Dark;
    out.zoomStep = -3;
    out.d = 512;
    out.base = 0.1 + 2.2; // not representable in few digits: must come back bit for bit
    out.p = 2147483647;
    out.q = 17;
    out.encodingOn = false;
    out.exportFolder = QStringLiteral("/home/teacher/Bilder/Lektion 3 – 位置编码");
    const QString path = m_dir.filePath(QStringLiteral("roundtrip.ini"));
    {
        QSettings settings(path, QSettings::IniFormat);
        settingsstore::save(settings, out);
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QSettings settings(path, QSettings::IniFormat);
    const StoredSettings in = settingsstore::load(settings);
    QVERIFY(!in.problem);
    QCOMPARE(in.language, out.language);
    QCOMPARE(in.geometry, out.geometry);
    QCOMPARE(in.windowState, out.windowState);
    QCOMPARE(in.palette, out.palette);
    QCOMPARE(in.zoomStep, out.zoomStep);
    QCOMPARE(in.d, 512);
    QCOMPARE(in.base, 2.3000000000000003); // 0.1 + 2.2 in IEEE double
    QCOMPARE(in.p, qint64(2147483647));
    QCOMPARE(in.q, qint64(17));
    QCOMPARE(in.encodingOn, false);
    QCOMPARE(in.exportFolder, out.exportFolder);
}

void TestSettingsStore::badValue_data()
{
    // One bad line among good ones: only that value falls back to its default.
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("d zero") << QByteArray("[lesson]\nd=0\n");
    QTest::newRow("d too wide") << QByteArray("[lesson]\nd=8193\n");
    QTest::newRow("d text") << QByteArray("[lesson]\nd=abc\n");
    QTest::newRow("d fraction") << QByteArray("[lesson]\nd=8.5\n");
    QTest::newRow("d huge") << QByteArray("[lesson]\nd=99999999999999999999999\n");
    QTest::newRow("base one") << QByteArray("[lesson]\nbase=1\n");
    QTest::newRow("base zero") << QByteArray("[lesson]\nbase=0\n");
    QTest::newRow("base negative") << QByteArray("[lesson]\nbase=-10000\n");
    QTest::newRow("base nan") << QByteArray("[lesson]\nbase=nan\n");
    QTest::newRow("base inf") << QByteArray("[lesson]\nbase=inf\n");
    QTest::newRow("base too big") << QByteArray("[lesson]\nbase=1e300\n");
    QTest::newRow("base text") << QByteArray("[lesson]\nbase=ten thousand\n");
    QTest::newRow("p negative") << QByteArray("[lesson]\np=-1\n");
    QTest::newRow("p 2^31") << QByteArray("[lesson]\np=2147483648\n");
    QTest::newRow("q list") << QByteArray("[lesson]\nq=3, 4\n");
    QTest::newRow("encoding maybe") << QByteArray("[lesson]\nencoding=maybe\n");
    QTest::newRow("palette unknown") << QByteArray("[appearance]\npalette=neon\n");
    QTest::newRow("zoom too far") << QByteArray("[appearance]\nzoomStep=1000\n");
    QTest::newRow("zoom text") << QByteArray("[appearance]\nzoomStep=big\n");
    QTest::newRow("language klingon") << QByteArray("language=tlh\n");
    QTest::newRow("geometry not bytes") << QByteArray("[window]\ngeometry=hello\n");
}

void TestSettingsStore::badValue()
{
    QFETCH(QByteArray, line);
    QSettings settings(writeFile(line), QSettings::IniFormat);
    const StoredSettings s = settingsstore::load(settings);
    QVERIFY(s.problem);
    expectDefaults(s);
}

void TestSettingsStore::garbageFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QByteArray binary;
    for (int k = 0; k < 4096; ++k)
        binary.append(static_cast<char>((k * 7919 + 13) % 256));
    QTest::newRow("binary") << binary;
    QTest::newRow("unclosed section") << QByteArray("[lesson\nd=4\n");
    QTest::newRow("nul bytes") << QByteArray("[lesson]\nd=\0\0\0\n", 14);
    QTest::newRow("bad bytearray") << QByteArray("[window]\ngeometry=@ByteArray(\\x\n");
    QTest::newRow("variant garbage") << QByteArray("[lesson]\nd=@Variant(\\0\\0\\0\\x7f)\n");
}

void TestSettingsStore::garbageFile()
{
    // Whatever QSettings makes of it: no crash, and every value is either the default or valid.
    QFETCH(QByteArray, content);
    QSettings settings(writeFile(content), QSettings::IniFormat);
    const StoredSettings s = settingsstore::load(settings);
    QVERIFY(s.problem); // said once in the status bar
    QVERIFY(s.d >= 1 && s.d <= 8192);
    QVERIFY(s.base >= StoredSettings::minBase && s.base <= StoredSettings::maxBase);
    QVERIFY(s.p >= 0 && s.p <= 2147483647);
    QVERIFY(s.q >= 0 && s.q <= 2147483647);
    QVERIFY(s.zoomStep >= Appearance::minZoomStep && s.zoomStep <= Appearance::maxZoomStep);
    QVERIFY(s.language.isEmpty() || s.language == QLatin1String("en")
            || s.language == QLatin1String("zh_CN"));
    LessonState state;
    settingsstore::applyParameters(s, &state);
    QCOMPARE(state.width(), s.d); // every loaded value is one LessonState accepts
    QCOMPARE(state.base(), s.base);
}

void TestSettingsStore::truncatedFile_data()
{
    QTest::addColumn<int>("length");
    for (int length : {1, 9, 12, 17, 20, 21, 23, 24, 31, 40, 47, 50})
        QTest::addRow("%d bytes", length) << length;
}

void TestSettingsStore::truncatedFile()
{
    // A file cut off mid-write: no crash, and each value read is the saved one, the default or a
    // prefix of the saved text that is itself valid ("base=100" from "base=1000.5"); an invalid
    // prefix ("base=1", "base=1000." is fine) gives the default.
    QFETCH(int, length);
    const QByteArray full("[lesson]\nd=16\nbase=1000.5\np=12\nq=29\nencoding=false\n");
    QVERIFY(length < full.size());
    QSettings settings(writeFile(full.left(length)), QSettings::IniFormat);
    const StoredSettings s = settingsstore::load(settings);
    QVERIFY(s.d == 8 || s.d == 16 || s.d == 1); // "d=1" is a valid prefix of "d=16"
    QVERIFY(s.base == 10000.0 || s.base == 1000.5 || s.base == 1000.0 || s.base == 100.0
            || s.base == 10.0);
    QVERIFY(s.p == 0 || s.p == 12 || s.p == 1);
    QVERIFY(s.q == 3 || s.q == 29 || s.q == 2);
}

void TestSettingsStore::applyParametersKeepsCommandLine()
{
    StoredSettings s;
    s.d = 16;
    s.base = 100.0;
    s.p = 5;
    s.q = 9;
    s.encodingOn = false;
    LessonState state;
    state.setWidth(4); // as if --dim 4 had been given
    state.setComparison(20); // as if -q 20 had been given
    QSignalSpy spy(&state, &LessonState::changed);
    settingsstore::applyParameters(s, &state, {QStringLiteral("dim"), QStringLiteral("comparison")});
    QCOMPARE(state.width(), 4);
    QCOMPARE(state.comparison(), qint64(20));
    QCOMPARE(state.base(), 100.0);
    QCOMPARE(state.position(), qint64(5));
    QCOMPARE(state.encodingOn(), false);
    QVERIFY(spy.count() >= 1);
}

void TestSettingsStore::nativeLocationIsRedirected()
{
    // The default-constructed QSettings the app uses lands in the temporary folder here.
    QCoreApplication::setOrganizationName(QStringLiteral("pe-visualiser"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-visualiser"));
    {
        QSettings settings;
        QVERIFY(settings.fileName().startsWith(m_dir.path()));
        StoredSettings out;
        out.d = 32;
        settingsstore::save(settings, out);
    }
    QSettings settings;
    QCOMPARE(settingsstore::load(settings).d, 32);
}

QTEST_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"
