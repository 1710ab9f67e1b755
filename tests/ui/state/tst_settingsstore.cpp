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
    QCOMPARE(s.layout, pe::Layout::Interleaved);
    QCOMPARE(s.paddingIndex, 1);
    QCOMPARE(s.method, pe::ContextMethod::None);
    QVERIFY(s.factorFollowsLengths);
    QCOMPARE(s.yarnAlpha, 1.0);
    QCOMPARE(s.yarnBeta, 32.0);
    QCOMPARE(s.trainLength, qint64(512));
    QCOMPARE(s.contextLength, qint64(2048));
    QCOMPARE(s.secondBase, 500000.0);
    const AttentionState::Parameters defaults;
    QCOMPARE(s.attention.embeddingSeed, defaults.embeddingSeed);
    QCOMPARE(s.attention.embeddingsScaled, false);
    QCOMPARE(s.attention.projection, AttentionState::Projection::Identity);
    QCOMPARE(s.attention.projectionSeed, defaults.projectionSeed);
    QCOMPARE(s.attention.ropeLayout, pe::RopeLayout::Interleaved);
    QCOMPARE(s.attention.rotaryFraction, 1.0);
    QCOMPARE(s.attention.queryPosition, defaults.queryPosition);
    QCOMPARE(s.attention.keyPosition, defaults.keyPosition);
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
    void roundTripThroughState();
    void combinationRefused_data();
    void combinationRefused();
    void newOptionsOverride();
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
    out.layout = pe::Layout::Fairseq;
    out.paddingIndex = 0;
    out.method = pe::ContextMethod::Yarn;
    out.factor = 1.0 / 3.0;
    out.factorFollowsLengths = false;
    out.yarnAlpha = 0.5;
    out.yarnBeta = 0.1 + 40.2;
    out.trainLength = 2147483647;
    out.contextLength = 1;
    out.secondBase = 40889.9424;
    out.attention.embeddingSeed = 18446744073709551615ULL;
    out.attention.embeddingsScaled = true;
    out.attention.projection = AttentionState::Projection::Random;
    out.attention.projectionSeed = 0;
    out.attention.ropeLayout = pe::RopeLayout::HalfSplit;
    out.attention.rotaryFraction = 0.29;
    out.attention.queryPosition = 2147483647;
    out.attention.keyPosition = 12;
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
    QCOMPARE(in.layout, pe::Layout::Fairseq);
    QCOMPARE(in.paddingIndex, 0);
    QCOMPARE(in.method, pe::ContextMethod::Yarn);
    QCOMPARE(in.factor, 1.0 / 3.0); // bit for bit
    QVERIFY(!in.factorFollowsLengths);
    QCOMPARE(in.yarnAlpha, 0.5);
    QCOMPARE(in.yarnBeta, 0.1 + 40.2);
    QCOMPARE(in.trainLength, qint64(2147483647));
    QCOMPARE(in.contextLength, qint64(1));
    QCOMPARE(in.secondBase, 40889.9424);
    QCOMPARE(in.attention.embeddingSeed, quint64(18446744073709551615ULL));
    QVERIFY(in.attention.embeddingsScaled);
    QCOMPARE(in.attention.projection, AttentionState::Projection::Random);
    QCOMPARE(in.attention.projectionSeed, quint64(0));
    QCOMPARE(in.attention.ropeLayout, pe::RopeLayout::HalfSplit);
    QCOMPARE(in.attention.rotaryFraction, 0.29);
    QCOMPARE(in.attention.queryPosition, qint64(2147483647));
    QCOMPARE(in.attention.keyPosition, qint64(12));

    // The "follow" form of the factor.
    StoredSettings following;
    const QString followPath = m_dir.filePath(QStringLiteral("roundtrip-follow.ini"));
    {
        QSettings writer(followPath, QSettings::IniFormat);
        settingsstore::save(writer, following);
    }
    QSettings again(followPath, QSettings::IniFormat);
    QCOMPARE(again.value(QStringLiteral("context/factor")).toString(), QStringLiteral("follow"));
    QVERIFY(settingsstore::load(again).factorFollowsLengths);
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
    QTest::newRow("layout unknown") << QByteArray("[lesson]\nlayout=diagonal\n");
    QTest::newRow("layout upper case") << QByteArray("[lesson]\nlayout=Fairseq\n");
    QTest::newRow("padding -1") << QByteArray("[lesson]\npaddingIndex=-1\n");
    QTest::newRow("padding too large") << QByteArray("[lesson]\npaddingIndex=1048577\n");
    QTest::newRow("second base 1") << QByteArray("[lesson]\nsecondBase=1\n");
    QTest::newRow("second base nan") << QByteArray("[lesson]\nsecondBase=nan\n");
    QTest::newRow("method unknown") << QByteArray("[context]\nmethod=rope\n");
    QTest::newRow("factor 0") << QByteArray("[context]\nfactor=0\n");
    QTest::newRow("factor negative") << QByteArray("[context]\nfactor=-4\n");
    QTest::newRow("factor inf") << QByteArray("[context]\nfactor=inf\n");
    QTest::newRow("factor text") << QByteArray("[context]\nfactor=auto\n");
    QTest::newRow("factor too large") << QByteArray("[context]\nfactor=1e300\n");
    QTest::newRow("alpha negative") << QByteArray("[context]\nyarnAlpha=-1\n");
    QTest::newRow("alpha above beta") << QByteArray("[context]\nyarnAlpha=40\nyarnBeta=32\n");
    QTest::newRow("beta below alpha") << QByteArray("[context]\nyarnBeta=0.5\n");
    QTest::newRow("beta nan") << QByteArray("[context]\nyarnBeta=nan\n");
    QTest::newRow("L 0") << QByteArray("[context]\ntrainLength=0\n");
    QTest::newRow("L 2^31") << QByteArray("[context]\ntrainLength=2147483648\n");
    QTest::newRow("L' -5") << QByteArray("[context]\ncontextLength=-5\n");
    QTest::newRow("L' text") << QByteArray("[context]\ncontextLength=long\n");
    QTest::newRow("seed negative") << QByteArray("[attention]\nembeddingSeed=-1\n");
    QTest::newRow("seed 2^64") << QByteArray("[attention]\nembeddingSeed=18446744073709551616\n");
    QTest::newRow("seed text") << QByteArray("[attention]\nprojectionSeed=seven\n");
    QTest::newRow("scaled maybe") << QByteArray("[attention]\nembeddingsScaled=maybe\n");
    QTest::newRow("projection unknown") << QByteArray("[attention]\nprojection=orthogonal\n");
    QTest::newRow("rope layout unknown") << QByteArray("[attention]\nropeLayout=neox\n");
    QTest::newRow("fraction 0") << QByteArray("[attention]\nrotaryFraction=0\n");
    QTest::newRow("fraction 1.5") << QByteArray("[attention]\nrotaryFraction=1.5\n");
    QTest::newRow("m negative") << QByteArray("[attention]\nm=-1\n");
    QTest::newRow("n 2^31") << QByteArray("[attention]\nn=2147483648\n");
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
    settingsstore::applyParameters(s, &state,
                                   {QStringLiteral("dim"), QStringLiteral("comparison")});
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

void TestSettingsStore::roundTripThroughState()
{
    // capture -> save -> load -> apply gives a state with the same parameters.
    LessonState original;
    QVERIFY(original.setWidth(64));
    QVERIFY(original.setLayout(pe::Layout::Tensor2Tensor));
    QVERIFY(original.setContextMethod(pe::ContextMethod::PositionInterpolation));
    QVERIFY(original.setTrainLength(1000));
    QVERIFY(original.setContextLength(3000)); // s follows: 3
    QVERIFY(original.setSecondBase(1e6));
    QVERIFY(original.attention()->setRopeLayout(pe::RopeLayout::HalfSplit));
    QVERIFY(original.attention()->setRotaryFraction(0.25));
    StoredSettings out;
    settingsstore::captureParameters(original, &out);
    const QString path = m_dir.filePath(QStringLiteral("state-roundtrip.ini"));
    {
        QSettings settings(path, QSettings::IniFormat);
        settingsstore::save(settings, out);
    }
    QSettings settings(path, QSettings::IniFormat);
    const StoredSettings in = settingsstore::load(settings);
    QVERIFY(!in.problem);
    LessonState restored;
    QVERIFY(settingsstore::applyParameters(in, &restored));
    QCOMPARE(restored.width(), 64);
    QCOMPARE(restored.layout(), pe::Layout::Tensor2Tensor);
    QCOMPARE(restored.contextMethod(), pe::ContextMethod::PositionInterpolation);
    QCOMPARE(restored.scalingFactor(), 3.0);
    QVERIFY(restored.factorFollowsLengths());
    QCOMPARE(restored.secondBase(), 1e6);
    QCOMPARE(restored.attention()->ropeLayout(), pe::RopeLayout::HalfSplit);
    QCOMPARE(restored.attention()->rotaryFraction(), 0.25);
}

void TestSettingsStore::combinationRefused_data()
{
    // Each value is in its own range, but together they do not fit: applyParameters takes what
    // fits, keeps the state's value for the rest and returns false (the status-bar note).
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("method");
    QTest::newRow("fairseq at d 2") << QByteArray("[lesson]\nd=2\nlayout=fairseq\n") << 2 << 0 << 0;
    QTest::newRow("ntk at d 2") << QByteArray("[lesson]\nd=2\n[context]\nmethod=ntk\n") << 2 << 0
                                << 0;
    QTest::newRow("pi with tiny s")
        << QByteArray("[context]\nmethod=pi\nfactor=1e-9\n") << 8 << 0 << 0;
    QTest::newRow("half-split at d 7")
        << QByteArray("[lesson]\nd=7\n[attention]\nropeLayout=half-split\n") << 7 << 0 << 0;
    QTest::newRow("random at d 2048")
        << QByteArray("[lesson]\nd=2048\n[attention]\nprojection=random\n") << 2048 << 0 << 0;
    QTest::newRow("F 0.1 at d 8") << QByteArray("[attention]\nrotaryFraction=0.1\n") << 8 << 0 << 0;
}

void TestSettingsStore::combinationRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(int, d);
    QFETCH(int, layout);
    QFETCH(int, method);
    QSettings settings(writeFile(content), QSettings::IniFormat);
    const StoredSettings s = settingsstore::load(settings);
    QVERIFY(!s.problem); // every value alone is fine
    LessonState state;
    QVERIFY(!settingsstore::applyParameters(s, &state));
    QCOMPARE(state.width(), d);
    QCOMPARE(int(state.layout()), layout);
    QCOMPARE(int(state.contextMethod()), method);
    QVERIFY(state.attention()->problem().isEmpty());
    QCOMPARE(state.attention()->parameters().ropeLayout, pe::RopeLayout::Interleaved);
    QCOMPARE(state.attention()->projection(), AttentionState::Projection::Identity);
    QCOMPARE(state.attention()->rotaryFraction(), 1.0);
}

void TestSettingsStore::newOptionsOverride()
{
    // Options given on the command line (layout, scaling, factor, lengths, ramp) win.
    StoredSettings s;
    s.layout = pe::Layout::Concatenated;
    s.method = pe::ContextMethod::NtkAware;
    s.factor = 9;
    s.factorFollowsLengths = false;
    s.trainLength = 100;
    s.contextLength = 700;
    s.yarnAlpha = 2;
    s.yarnBeta = 20;
    s.secondBase = 1e6;
    LessonState state;
    QVERIFY(state.setLayout(pe::Layout::Tensor2Tensor)); // as --layout tensor2tensor
    QVERIFY(state.setContextMethod(pe::ContextMethod::Yarn)); // --scaling yarn
    QVERIFY(state.setTrainLength(256)); // --train-length 256
    QVERIFY(state.setYarnBeta(64)); // --yarn-beta 64
    QVERIFY(settingsstore::applyParameters(s, &state,
                                           {QStringLiteral("layout"), QStringLiteral("scaling"),
                                            QStringLiteral("train-length"),
                                            QStringLiteral("yarn-beta")}));
    QCOMPARE(state.layout(), pe::Layout::Tensor2Tensor);
    QCOMPARE(state.contextMethod(), pe::ContextMethod::Yarn);
    QCOMPARE(state.trainLength(), qint64(256));
    QCOMPARE(state.contextLength(), qint64(700));
    QCOMPARE(state.scalingFactor(), 9.0); // remembered, not given
    QCOMPARE(state.yarnAlpha(), 2.0);
    QCOMPARE(state.yarnBeta(), 64.0);
    QCOMPARE(state.secondBase(), 1e6);

    // --factor given: the remembered "follow" does not replace it.
    StoredSettings follow;
    LessonState fixed;
    QVERIFY(fixed.setScalingFactor(2.5));
    QVERIFY(settingsstore::applyParameters(follow, &fixed, {QStringLiteral("factor")}));
    QCOMPARE(fixed.scalingFactor(), 2.5);
    QVERIFY(!fixed.factorFollowsLengths());
}

QTEST_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"
