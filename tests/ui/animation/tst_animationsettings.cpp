// The transport's remembered settings: written and read back, a missing or bad value gives its
// default, and applying them to a transport never starts it.
#include "animationsettings.h"
#include "lessonstate.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

class TestAnimationSettings : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void badValues_data();
    void badValues();
    void applyDoesNotPlay();

private:
    QString file(const QByteArray &content);
    QTemporaryDir m_dir;
    int m_files = 0;
};

// A new file name each time: QSettings caches files by name within a process.
QString TestAnimationSettings::file(const QByteArray &content)
{
    const QString path = m_dir.filePath(QStringLiteral("s%1.ini").arg(++m_files));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(content);
    return path;
}

void TestAnimationSettings::roundTrip_data()
{
    QTest::addColumn<bool>("reduce");
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::newRow("defaults") << false << 1.0 << int(TransportController::Mode::Loop)
                              << int(AnimatedParameter::Comparison) << 1.0 << 32.0 << 1.0;
    QTest::newRow("base, ping-pong, reduced")
        << true << 0.25 << int(TransportController::Mode::PingPong) << int(AnimatedParameter::Base)
        << 2.5 << 1e6 << 1.4142135623730951;
    QTest::newRow("d at 4x") << false << 4.0 << int(TransportController::Mode::Loop)
                             << int(AnimatedParameter::Width) << 2.0 << 512.0 << 6.0;
}

void TestAnimationSettings::roundTrip()
{
    QFETCH(bool, reduce);
    QFETCH(double, speed);
    QFETCH(int, mode);
    QFETCH(int, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    AnimationSettings values;
    values.reduceMotion = reduce;
    values.speed = speed;
    values.mode = TransportController::Mode(mode);
    values.sequence = FrameSequence(AnimatedParameter(parameter), from, to, step);
    const QString path = file({});
    {
        QSettings settings(path, QSettings::IniFormat);
        animationsettings::save(settings, values);
    }
    QSettings settings(path, QSettings::IniFormat);
    const AnimationSettings back = animationsettings::load(settings);
    QCOMPARE(back.reduceMotion, reduce);
    QCOMPARE(back.speed, speed);
    QCOMPARE(back.mode, TransportController::Mode(mode));
    QCOMPARE(back.sequence, values.sequence);
}

void TestAnimationSettings::badValues_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("to");
    QTest::newRow("missing") << QByteArray() << 1.0 << int(AnimatedParameter::Comparison) << 32.0;
    QTest::newRow("speed too high") << QByteArray("[animation]\nspeed=9\n") << 1.0
                                    << int(AnimatedParameter::Comparison) << 32.0;
    QTest::newRow("speed text") << QByteArray("[animation]\nspeed=fast\n") << 1.0
                                << int(AnimatedParameter::Comparison) << 32.0;
    QTest::newRow("unknown parameter") << QByteArray("[animation]\nparameter=omega\nto=5\n") << 1.0
                                       << int(AnimatedParameter::Comparison) << 32.0;
    QTest::newRow("reversed range: the parameter's defaults")
        << QByteArray("[animation]\nparameter=d\nfrom=64\nto=2\nstep=2\nspeed=2\n") << 2.0
        << int(AnimatedParameter::Width) << 64.0;
    QTest::newRow("step missing") << QByteArray("[animation]\nparameter=p\nfrom=0\nto=9\n") << 1.0
                                  << int(AnimatedParameter::Position) << 32.0;
}

void TestAnimationSettings::badValues()
{
    QFETCH(QByteArray, content);
    QFETCH(double, speed);
    QFETCH(int, parameter);
    QFETCH(double, to);
    QSettings settings(file(content), QSettings::IniFormat);
    const AnimationSettings values = animationsettings::load(settings);
    QCOMPARE(values.speed, speed);
    QCOMPARE(values.sequence.parameter(), AnimatedParameter(parameter));
    QCOMPARE(values.sequence.to(), to);
    QVERIFY(values.sequence.isValid());
    QVERIFY(!values.reduceMotion);
}

void TestAnimationSettings::applyDoesNotPlay()
{
    LessonState state;
    TransportController controller(&state);
    AnimationSettings values;
    values.speed = 2.0;
    values.mode = TransportController::Mode::PingPong;
    values.sequence = FrameSequence(AnimatedParameter::Position, 0, 10, 2);
    animationsettings::apply(values, &controller);
    QCOMPARE(controller.playState(), TransportController::PlayState::Stopped);
    QCOMPARE(controller.sequence(), values.sequence);
    QCOMPARE(controller.speed(), 2.0);
    QCOMPARE(controller.mode(), TransportController::Mode::PingPong);
    const AnimationSettings captured = animationsettings::capture(&controller);
    QCOMPARE(captured.sequence, values.sequence);
    QCOMPARE(captured.speed, 2.0);
    QCOMPARE(state.position(), qint64(0)); // nothing applied to the lesson
}

QTEST_GUILESS_MAIN(TestAnimationSettings)
#include "tst_animationsettings.moc"
