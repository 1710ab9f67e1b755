// TransportController: the transport's states, the frames it shows as time passes (loop,
// ping-pong, dropped frames), steps at the ends, changes of range and speed while playing, a
// parameter moved by hand while playing, and reduced motion. Time is a hand-stepped clock; the
// timer never runs (no event loop), so tick() is called as the timer would.
#include "lessonstate.h"
#include "transportcontroller.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <cmath>

using PlayState = TransportController::PlayState;
using Mode = TransportController::Mode;

class TestTransportController : public QObject
{
    Q_OBJECT

private slots:
    void startsStoppedAndNeverAutoplays();
    void states_data();
    void states();
    void playback_data();
    void playback();
    void dropsLateFrames();
    void stepsAtTheEnds_data();
    void stepsAtTheEnds();
    void stepFromOffGrid_data();
    void stepFromOffGrid();
    void rangeChangeWhilePlaying_data();
    void rangeChangeWhilePlaying();
    void otherParameterStops();
    void handChangeWhilePlaying_data();
    void handChangeWhilePlaying();
    void otherParameterLeftAlone();
    void speed_data();
    void speed();
    void reducedMotion();
    void oneFrameDoesNotPlay();
    void drivesEveryParameter_data();
    void drivesEveryParameter();

private:
    // A controller on state with a clock at `now`.
    static void useClock(TransportController *c, qint64 *now)
    {
        c->setClock([now] { return *now; });
    }
};

void TestTransportController::startsStoppedAndNeverAutoplays()
{
    LessonState state; // q = 3
    TransportController c(&state);
    QCOMPARE(c.playState(), PlayState::Stopped);
    QCOMPARE(c.sequence(), FrameSequence::defaults(AnimatedParameter::Comparison));
    QCOMPARE(c.frameCount(), qint64(32));
    QCOMPARE(c.currentFrame(), qint64(2)); // q = 3 is frame 3 of 1..32
    QVERIFY(!c.timer()->isActive());
    // Nothing that happens to it starts playing.
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 1, 16, 1)));
    state.setComparison(9);
    c.setSpeed(2.0);
    c.setMode(Mode::PingPong);
    c.stepForward();
    QVERIFY(c.playState() != PlayState::Playing);
    QVERIFY(!c.timer()->isActive());
}

void TestTransportController::states_data()
{
    // A sequence of commands and the state after each: p = play, a = pause, s = stop,
    // t = toggle (Space), f = step forward, b = step back.
    QTest::addColumn<QString>("commands");
    QTest::addColumn<QString>("states"); // S stopped, P playing, A paused
    QTest::newRow("play pause play") << "pap"
                                     << "PAP";
    QTest::newRow("play stop") << "ps"
                               << "PS";
    QTest::newRow("toggle toggle toggle") << "ttt"
                                          << "PAP";
    QTest::newRow("pause when stopped") << "a"
                                        << "S";
    QTest::newRow("step from stopped pauses") << "f"
                                              << "A";
    QTest::newRow("step while playing pauses") << "pf"
                                               << "PA";
    QTest::newRow("back while playing pauses") << "pb"
                                               << "PA";
    QTest::newRow("stop after step") << "fs"
                                     << "AS";
    QTest::newRow("play after step") << "fp"
                                     << "AP";
    QTest::newRow("play twice") << "pp"
                                << "PP";
}

void TestTransportController::states()
{
    QFETCH(QString, commands);
    QFETCH(QString, states);
    LessonState state;
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    QSignalSpy spy(&c, &TransportController::playStateChanged);
    QString seen;
    for (QChar command : commands) {
        switch (command.toLatin1()) {
        case 'p':
            c.play();
            break;
        case 'a':
            c.pause();
            break;
        case 's':
            c.stop();
            break;
        case 't':
            c.togglePlay();
            break;
        case 'f':
            c.stepForward();
            break;
        case 'b':
            c.stepBack();
            break;
        }
        seen += c.playState() == PlayState::Stopped ? QLatin1Char('S')
            : c.playState() == PlayState::Playing   ? QLatin1Char('P')
                                                    : QLatin1Char('A');
        QCOMPARE(c.timer()->isActive(), c.playState() == PlayState::Playing);
    }
    QCOMPARE(seen, states);
    // One signal per actual change.
    int changes = 0;
    QChar last = QLatin1Char('S');
    for (QChar s : seen) {
        if (s != last)
            ++changes;
        last = s;
    }
    QCOMPARE(spy.count(), changes);
}

void TestTransportController::playback_data()
{
    // Frames 0..3 (q 1..4), starting at q; one tick per interval; the q after each tick.
    QTest::addColumn<int>("mode");
    QTest::addColumn<qint64>("startQ");
    QTest::addColumn<QList<qint64>>("qs");
    QTest::newRow("loop from 1") << int(Mode::Loop) << qint64(1)
                                 << QList<qint64> {2, 3, 4, 1, 2, 3, 4, 1};
    QTest::newRow("loop from the last")
        << int(Mode::Loop) << qint64(4) << QList<qint64> {1, 2, 3, 4, 1};
    QTest::newRow("ping-pong from 1")
        << int(Mode::PingPong) << qint64(1) << QList<qint64> {2, 3, 4, 3, 2, 1, 2, 3, 4, 3};
    QTest::newRow("ping-pong from the last")
        << int(Mode::PingPong) << qint64(4) << QList<qint64> {3, 2, 1, 2, 3, 4, 3};
    QTest::newRow("outside the range starts at the nearest frame")
        << int(Mode::Loop) << qint64(20) << QList<qint64> {1, 2, 3, 4};
}

void TestTransportController::playback()
{
    QFETCH(int, mode);
    QFETCH(qint64, startQ);
    QFETCH(QList<qint64>, qs);
    LessonState state;
    state.setComparison(startQ);
    TransportController c(&state);
    qint64 now = 1000;
    useClock(&c, &now);
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 1, 4, 1)));
    c.setMode(Mode(mode));
    QVERIFY(c.play());
    // Playing shows a frame at once: the value's own, or the nearest.
    QCOMPARE(state.comparison(), qBound(qint64(1), startQ, qint64(4)));
    const qint64 interval = qint64(c.intervalMs());
    QCOMPARE(interval, qint64(125));
    for (qint64 q : qs) {
        now += interval / 2;
        c.tick(); // early: nothing
        now += interval - interval / 2;
        c.tick();
        QCOMPARE(state.comparison(), q);
        QCOMPARE(c.currentFrame(), q - 1);
    }
    QCOMPARE(c.droppedFrames(), qint64(0));
}

void TestTransportController::dropsLateFrames()
{
    LessonState state;
    state.setComparison(1);
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 1, 32, 1)));
    QSignalSpy changes(&state, &LessonState::changed);
    QVERIFY(c.play());
    // A frame that took three slots: the next tick shows the frame due now, once.
    now += 3 * 125;
    c.tick();
    QCOMPARE(state.comparison(), qint64(4));
    QCOMPARE(changes.count(), 1);
    QCOMPARE(c.droppedFrames(), qint64(2));
    // Back on time: one frame per slot, nothing more dropped.
    now += 125;
    c.tick();
    QCOMPARE(state.comparison(), qint64(5));
    QCOMPARE(c.droppedFrames(), qint64(2));
    // A stall of many periods (a suspended machine) costs one step: 1000 slots later.
    now += 1000 * 125;
    c.tick();
    QCOMPARE(state.comparison(), qint64(1 + (4 + 1000) % 32));
    QCOMPARE(changes.count(), 3);
}

void TestTransportController::stepsAtTheEnds_data()
{
    QTest::addColumn<qint64>("startQ");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<qint64>("endQ");
    QTest::newRow("forward from the first") << qint64(2) << true << true << qint64(5);
    QTest::newRow("forward at the last stays") << qint64(11) << true << false << qint64(11);
    QTest::newRow("back at the first stays") << qint64(2) << false << false << qint64(2);
    QTest::newRow("back from the last") << qint64(11) << false << true << qint64(8);
}

void TestTransportController::stepsAtTheEnds()
{
    QFETCH(qint64, startQ);
    QFETCH(bool, forward);
    QFETCH(bool, moved);
    QFETCH(qint64, endQ);
    LessonState state;
    state.setComparison(startQ);
    TransportController c(&state);
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 2, 12, 3))); // 2 5 8 11
    QCOMPARE(forward ? c.stepForward() : c.stepBack(), moved);
    QCOMPARE(state.comparison(), endQ);
    QCOMPARE(c.currentFrame(), (endQ - 2) / 3);
}

void TestTransportController::stepFromOffGrid_data()
{
    // Frames q = 2, 5, 8, 11; q off the frames steps to the frame beyond it.
    QTest::addColumn<qint64>("startQ");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<qint64>("endQ");
    QTest::newRow("6 forward") << qint64(6) << true << true << qint64(8);
    QTest::newRow("6 back") << qint64(6) << false << true << qint64(5);
    QTest::newRow("below forward") << qint64(1) << true << true << qint64(2);
    QTest::newRow("below back") << qint64(1) << false << false << qint64(1);
    QTest::newRow("above back") << qint64(30) << false << true << qint64(11);
    QTest::newRow("above forward") << qint64(30) << true << false << qint64(30);
}

void TestTransportController::stepFromOffGrid()
{
    QFETCH(qint64, startQ);
    QFETCH(bool, forward);
    QFETCH(bool, moved);
    QFETCH(qint64, endQ);
    LessonState state;
    state.setComparison(startQ);
    TransportController c(&state);
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 2, 12, 3)));
    QCOMPARE(c.currentFrame(), qint64(-1));
    QCOMPARE(forward ? c.stepForward() : c.stepBack(), moved);
    QCOMPARE(state.comparison(), endQ);
}

void TestTransportController::rangeChangeWhilePlaying_data()
{
    // Playing q 1..32 at q = 10; the new range; the q shown at once, the frame, then one tick.
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<qint64>("shownQ");
    QTest::addColumn<qint64>("frame");
    QTest::addColumn<qint64>("nextQ");
    QTest::newRow("wider: on") << qint64(0) << qint64(64) << qint64(1) << qint64(10) << qint64(10)
                               << qint64(11);
    QTest::newRow("coarser: nearest")
        << qint64(1) << qint64(32) << qint64(4) << qint64(9) << qint64(2) << qint64(13);
    QTest::newRow("below the value: last")
        << qint64(1) << qint64(5) << qint64(1) << qint64(5) << qint64(4) << qint64(1);
    QTest::newRow("above the value: first")
        << qint64(20) << qint64(25) << qint64(1) << qint64(20) << qint64(0) << qint64(21);
}

void TestTransportController::rangeChangeWhilePlaying()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(qint64, step);
    QFETCH(qint64, shownQ);
    QFETCH(qint64, frame);
    QFETCH(qint64, nextQ);
    LessonState state;
    state.setComparison(10);
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    QVERIFY(c.play());
    now += 60; // half a frame in: the new range restarts the frame's time
    QVERIFY(c.setSequence(
        FrameSequence(AnimatedParameter::Comparison, double(from), double(to), double(step))));
    QCOMPARE(c.playState(), PlayState::Playing);
    QCOMPARE(state.comparison(), shownQ);
    QCOMPARE(c.currentFrame(), frame);
    now += 100;
    c.tick();
    QCOMPARE(state.comparison(), shownQ); // not yet due
    now += 25;
    c.tick();
    QCOMPARE(state.comparison(), nextQ);
    // A bad range is refused and changes nothing.
    QVERIFY(!c.setSequence(FrameSequence(AnimatedParameter::Comparison, 9, 3, 1)));
    QCOMPARE(c.playState(), PlayState::Playing);
    QCOMPARE(state.comparison(), nextQ);
}

void TestTransportController::otherParameterStops()
{
    LessonState state;
    TransportController c(&state);
    QVERIFY(c.play());
    QVERIFY(c.setSequence(FrameSequence::defaults(AnimatedParameter::Width)));
    QCOMPARE(c.playState(), PlayState::Stopped);
    QCOMPARE(state.width(), 8); // nothing applied: 8 is frame 4 of 2, 4, ..., 64
    QCOMPARE(c.currentFrame(), qint64(3));
}

void TestTransportController::handChangeWhilePlaying_data()
{
    // Playing q 1..32 step 1 from 1 (or d 2..64 step 2 from 8); a hand sets the value.
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("handValue");
    QTest::addColumn<qint64>("frame");
    QTest::addColumn<double>("afterPlay");
    QTest::newRow("q 20 on a frame")
        << int(AnimatedParameter::Comparison) << 20.0 << qint64(19) << 20.0;
    QTest::newRow("q 100 above the range")
        << int(AnimatedParameter::Comparison) << 100.0 << qint64(-1) << 32.0;
    // Halfway between two frames, the nearest is the higher one.
    QTest::newRow("d 9 between frames")
        << int(AnimatedParameter::Width) << 9.0 << qint64(-1) << 10.0;
    QTest::newRow("d 40 on a frame") << int(AnimatedParameter::Width) << 40.0 << qint64(19) << 40.0;
}

void TestTransportController::handChangeWhilePlaying()
{
    QFETCH(int, parameter);
    QFETCH(double, handValue);
    QFETCH(qint64, frame);
    QFETCH(double, afterPlay);
    LessonState state;
    state.setComparison(1);
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    const auto p = AnimatedParameter(parameter);
    QVERIFY(c.setSequence(FrameSequence::defaults(p)));
    QVERIFY(c.play());
    now += 125;
    c.tick();
    // The slider, a field, a preset or a lesson step sets the value.
    QVERIFY(animatedparameter::write(&state, p, handValue));
    QCOMPARE(c.playState(), PlayState::Paused);
    QCOMPARE(c.currentFrame(), frame);
    QCOMPARE(animatedparameter::read(&state, p), handValue);
    // Time goes on: nothing moves while paused.
    now += 10 * 125;
    c.tick();
    QCOMPARE(animatedparameter::read(&state, p), handValue);
    // Play resumes from the value's frame, or the nearest one.
    QVERIFY(c.play());
    QCOMPARE(animatedparameter::read(&state, p), afterPlay);
}

void TestTransportController::otherParameterLeftAlone()
{
    LessonState state;
    state.setComparison(1);
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    QVERIFY(c.play());
    state.setWidth(16);
    state.setBase(500);
    state.setPosition(7);
    QCOMPARE(c.playState(), PlayState::Playing);
    now += 125;
    c.tick();
    QCOMPARE(state.comparison(), qint64(2));
    QCOMPARE(state.width(), 16);
}

void TestTransportController::speed_data()
{
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("interval");
    QTest::newRow("1x") << 1.0 << 1.0 << 125.0;
    QTest::newRow("0.25x") << 0.25 << 0.25 << 500.0;
    QTest::newRow("4x") << 4.0 << 4.0 << 31.25;
    QTest::newRow("2x") << 2.0 << 2.0 << 62.5;
    QTest::newRow("too slow clamps") << 0.01 << 0.25 << 500.0;
    QTest::newRow("too fast clamps") << 100.0 << 4.0 << 31.25;
}

void TestTransportController::speed()
{
    QFETCH(double, speed);
    QFETCH(double, expected);
    QFETCH(double, interval);
    LessonState state;
    state.setComparison(1);
    TransportController c(&state);
    qint64 now = 0;
    useClock(&c, &now);
    c.setSpeed(speed);
    QCOMPARE(c.speed(), expected);
    QCOMPARE(c.intervalMs(), interval);
    QCOMPARE(c.timer()->interval(), int(std::lround(interval)));
    QVERIFY(c.play());
    // Ten frames' time gives ten frames, at any speed.
    for (int k = 1; k <= 10; ++k) {
        now = qint64(std::ceil(k * interval));
        c.tick();
    }
    QCOMPARE(state.comparison(), qint64(11));
    QCOMPARE(c.droppedFrames(), qint64(0));
}

void TestTransportController::reducedMotion()
{
    LessonState state;
    TransportController c(&state);
    QSignalSpy spy(&c, &TransportController::reducedMotionChanged);
    QVERIFY(c.play());
    c.setReducedMotion(true);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(c.playState(), PlayState::Paused);
    QVERIFY(!c.play());
    c.togglePlay();
    QCOMPARE(c.playState(), PlayState::Paused);
    // Steps still work.
    const qint64 q = state.comparison();
    QVERIFY(c.stepForward());
    QCOMPARE(state.comparison(), q + 1);
    c.setReducedMotion(false);
    QVERIFY(c.play());
}

void TestTransportController::oneFrameDoesNotPlay()
{
    LessonState state;
    TransportController c(&state);
    QVERIFY(c.setSequence(FrameSequence(AnimatedParameter::Comparison, 3, 3, 1)));
    QCOMPARE(c.frameCount(), qint64(1));
    QVERIFY(!c.play());
    QCOMPARE(c.playState(), PlayState::Stopped);
}

void TestTransportController::drivesEveryParameter_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("second");
    QTest::newRow("q") << int(AnimatedParameter::Comparison) << 1.0 << 32.0 << 1.0 << 2.0;
    QTest::newRow("p") << int(AnimatedParameter::Position) << 0.0 << 10.0 << 5.0 << 5.0;
    QTest::newRow("base geometric") << int(AnimatedParameter::Base) << 10.0 << 1e5 << 10.0 << 100.0;
    QTest::newRow("d by 2") << int(AnimatedParameter::Width) << 2.0 << 64.0 << 2.0 << 4.0;
}

void TestTransportController::drivesEveryParameter()
{
    QFETCH(int, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(double, second);
    const auto p = AnimatedParameter(parameter);
    LessonState state;
    TransportController c(&state);
    QVERIFY(c.setSequence(FrameSequence(p, from, to, step)));
    QVERIFY(c.goToFrame(0));
    QCOMPARE(animatedparameter::read(&state, p), from);
    QSignalSpy changed(&state, &LessonState::changed);
    QVERIFY(c.stepForward());
    QCOMPARE(animatedparameter::read(&state, p), second);
    QCOMPARE(changed.count(), 1); // through the setter: every view follows
    QCOMPARE(c.currentFrame(), qint64(1));
}

QTEST_GUILESS_MAIN(TestTransportController)
#include "tst_transportcontroller.moc"
