#include "transportcontroller.h"

#include "lessonstate.h"

#include <QElapsedTimer>
#include <QTimer>

#include <cmath>
#include <memory>

TransportController::TransportController(LessonState *state, QObject *parent)
    : QObject(parent), m_state(state), m_timer(new QTimer(this))
{
    auto elapsed = std::make_shared<QElapsedTimer>();
    elapsed->start();
    m_clock = [elapsed] { return elapsed->elapsed(); };
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(static_cast<int>(std::lround(intervalMs())));
    connect(m_timer, &QTimer::timeout, this, &TransportController::tick);
    // Each parameter's own signal: a change of another parameter leaves the animation alone.
    connect(m_state, &LessonState::comparisonChanged, this, [this] {
        if (m_sequence.parameter() == AnimatedParameter::Comparison)
            parameterChanged();
    });
    connect(m_state, &LessonState::positionChanged, this, [this] {
        if (m_sequence.parameter() == AnimatedParameter::Position)
            parameterChanged();
    });
    connect(m_state, &LessonState::baseChanged, this, [this] {
        if (m_sequence.parameter() == AnimatedParameter::Base)
            parameterChanged();
    });
    connect(m_state, &LessonState::widthChanged, this, [this] {
        if (m_sequence.parameter() == AnimatedParameter::Width)
            parameterChanged();
    });
    m_frame = m_sequence.indexOf(animatedparameter::read(m_state, m_sequence.parameter()));
}

void TransportController::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    restartClock();
}

void TransportController::restartClock()
{
    m_startMs = m_clock();
    m_advanced = 0;
}

void TransportController::setPlayState(PlayState state)
{
    if (state == m_playState)
        return;
    m_playState = state;
    if (state == PlayState::Playing) {
        restartClock();
        m_dropped = 0;
        m_timer->start();
    } else {
        m_timer->stop();
    }
    emit playStateChanged(state);
}

void TransportController::setFrame(qint64 frame)
{
    m_frame = frame;
    emit frameChanged(m_frame, frameCount());
}

bool TransportController::apply(qint64 frame)
{
    m_applying = true;
    const bool ok
        = animatedparameter::write(m_state, m_sequence.parameter(), m_sequence.value(frame));
    m_applying = false;
    if (ok)
        setFrame(frame);
    return ok;
}

void TransportController::parameterChanged()
{
    if (m_applying)
        return;
    // Moved by hand (slider, field, preset, lesson step): the user takes over.
    if (m_playState == PlayState::Playing)
        setPlayState(PlayState::Paused);
    setFrame(m_sequence.indexOf(animatedparameter::read(m_state, m_sequence.parameter())));
}

bool TransportController::setSequence(const FrameSequence &sequence)
{
    if (!sequence.isValid())
        return false;
    if (sequence == m_sequence)
        return true;
    if (sequence.parameter() != m_sequence.parameter())
        setPlayState(PlayState::Stopped);
    m_sequence = sequence;
    const double value = animatedparameter::read(m_state, sequence.parameter());
    emit sequenceChanged(m_sequence);
    if (m_playState == PlayState::Playing) {
        // Go on inside the new range, from the frame nearest the value shown.
        if (!apply(m_sequence.nearestIndex(value)) || frameCount() < 2)
            setPlayState(PlayState::Paused);
        else
            restartClock();
    } else {
        setFrame(m_sequence.indexOf(value));
    }
    return true;
}

void TransportController::setSpeed(double speed)
{
    const double clamped = std::isfinite(speed) ? qBound(minSpeed, speed, maxSpeed) : 1.0;
    if (clamped == m_speed)
        return;
    m_speed = clamped;
    m_timer->setInterval(static_cast<int>(std::lround(intervalMs())));
    if (m_playState == PlayState::Playing)
        restartClock();
    emit speedChanged(m_speed);
}

void TransportController::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    if (mode == Mode::Loop)
        m_direction = 1;
    emit modeChanged(mode);
}

void TransportController::setReducedMotion(bool on)
{
    if (on == m_reducedMotion)
        return;
    m_reducedMotion = on;
    if (on && m_playState == PlayState::Playing)
        setPlayState(PlayState::Paused);
    emit reducedMotionChanged(on);
}

bool TransportController::play()
{
    if (m_reducedMotion || frameCount() < 2)
        return false;
    if (m_playState == PlayState::Playing)
        return true;
    if (m_playState == PlayState::Stopped)
        m_direction = 1;
    if (m_frame < 0) {
        const double value = animatedparameter::read(m_state, m_sequence.parameter());
        if (!apply(m_sequence.nearestIndex(value)))
            return false;
    }
    setPlayState(PlayState::Playing);
    return true;
}

void TransportController::pause()
{
    if (m_playState == PlayState::Playing)
        setPlayState(PlayState::Paused);
}

void TransportController::stop() { setPlayState(PlayState::Stopped); }

void TransportController::togglePlay()
{
    if (m_playState == PlayState::Playing)
        pause();
    else
        play();
}

bool TransportController::goToFrame(qint64 k)
{
    if (k < 0 || k >= frameCount())
        return false;
    if (m_playState != PlayState::Stopped)
        setPlayState(PlayState::Paused);
    return apply(k);
}

bool TransportController::stepForward()
{
    qint64 target = -1;
    if (m_frame >= 0)
        target = m_frame + 1 < frameCount() ? m_frame + 1 : -1;
    else
        target = m_sequence.nextIndex(animatedparameter::read(m_state, m_sequence.parameter()));
    if (m_playState == PlayState::Playing)
        setPlayState(PlayState::Paused);
    if (target < 0)
        return false;
    setPlayState(PlayState::Paused);
    return apply(target);
}

bool TransportController::stepBack()
{
    qint64 target = -1;
    if (m_frame >= 0)
        target = m_frame - 1;
    else
        target = m_sequence.previousIndex(animatedparameter::read(m_state, m_sequence.parameter()));
    if (m_playState == PlayState::Playing)
        setPlayState(PlayState::Paused);
    if (target < 0)
        return false;
    setPlayState(PlayState::Paused);
    return apply(target);
}

qint64 TransportController::next(qint64 frame, int *direction) const
{
    const qint64 n = frameCount();
    if (m_mode == Mode::Loop)
        return (frame + 1) % n;
    qint64 k = frame + *direction;
    if (k < 0 || k >= n) {
        *direction = -*direction;
        k = frame + *direction;
    }
    return k;
}

void TransportController::tick()
{
    if (m_playState != PlayState::Playing)
        return;
    const qint64 n = frameCount();
    if (n < 2 || m_frame < 0) {
        setPlayState(PlayState::Paused);
        return;
    }
    const qint64 due
        = static_cast<qint64>(std::floor(double(m_clock() - m_startMs) / intervalMs()));
    qint64 steps = due - m_advanced;
    if (steps <= 0)
        return; // early: the timer fired before the frame's time
    m_advanced = due;
    m_dropped += steps - 1;
    // The motion repeats after one period; a long stall (a suspended machine) costs no loop.
    const qint64 period = m_mode == Mode::Loop ? n : 2 * (n - 1);
    steps %= period;
    qint64 frame = m_frame;
    int direction = m_direction;
    for (qint64 s = 0; s < steps; ++s)
        frame = next(frame, &direction);
    m_direction = direction;
    if (frame != m_frame && !apply(frame))
        setPlayState(PlayState::Paused);
}
