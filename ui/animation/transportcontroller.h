#pragma once

#include "framesequence.h"

#include <QObject>

#include <functional>

class LessonState;
class QTimer;

/// The animation transport's state machine, apart from any widget: stopped, playing or paused
/// over the frames of a FrameSequence, with a current frame, a speed (0.25x .. 4x of 8 frames per
/// second), a mode (loop, or ping-pong back and forth) and a direction. It drives LessonState
/// through its setters, so every view follows as if the parameter were moved by hand.
///
/// Playing never blocks: a QTimer calls tick(), which shows the frame due by the clock since play
/// began. When a frame takes longer than its slot (the views repaint slowly), the frames whose
/// time has passed are dropped, never queued (droppedFrames()). Nothing ever starts playing by
/// itself (no autoplay), and with reduced motion on (the "Reduce motion" setting: Qt 6.4 exposes
/// no platform preference for it) play() refuses and frames change only by a step.
///
/// A change of the animated parameter by anyone else (the slider, a preset, a lesson step) pauses
/// a playing animation; the current frame then follows the new value (-1 when it lies on no
/// frame), and play resumes from the frame nearest it. Changes of other parameters are left alone.
class TransportController : public QObject
{
    Q_OBJECT

public:
    enum class PlayState { Stopped, Playing, Paused };
    Q_ENUM(PlayState)
    /// Loop: after the last frame comes the first. PingPong: the direction turns at either end
    /// (0, 1, 2, 1, 0, 1, ...), the end frames shown once.
    enum class Mode { Loop, PingPong };
    Q_ENUM(Mode)

    static constexpr double minSpeed = 0.25;
    static constexpr double maxSpeed = 4.0;
    /// One frame's time at speed 1x, in milliseconds (8 frames per second).
    static constexpr double baseIntervalMs = 125.0;

    explicit TransportController(LessonState *state, QObject *parent = nullptr);

    LessonState *state() const { return m_state; }
    PlayState playState() const { return m_playState; }
    bool isPlaying() const { return m_playState == PlayState::Playing; }

    const FrameSequence &sequence() const { return m_sequence; }
    /// Takes a new range and step. Invalid sequences are refused (false, nothing changed). While
    /// playing, playing goes on from the frame nearest the current value (clamped into the new
    /// range); a sequence of another parameter stops the transport first.
    bool setSequence(const FrameSequence &sequence);
    qint64 frameCount() const { return m_sequence.count(); }
    /// The frame the state shows (0-based), or -1 when the parameter's value is on no frame.
    qint64 currentFrame() const { return m_frame; }

    double speed() const { return m_speed; }
    /// Clamps to 0.25 .. 4; while playing, the next frame comes one new interval after the last.
    void setSpeed(double speed);
    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    /// +1 forwards, -1 backwards (ping-pong on its way back).
    int direction() const { return m_direction; }
    bool reducedMotion() const { return m_reducedMotion; }
    /// On: playing pauses and play() refuses; the steps still work.
    void setReducedMotion(bool on);
    /// The time of one frame at the current speed, in milliseconds.
    double intervalMs() const { return baseIntervalMs / m_speed; }
    /// Frames skipped because they were late, since the last play().
    qint64 droppedFrames() const { return m_dropped; }
    /// The timer that calls tick() while playing (its interval is intervalMs(), rounded).
    QTimer *timer() const { return m_timer; }
    /// Replaces the clock that times the frames (monotonic milliseconds; a QElapsedTimer by
    /// default), so that tests can step time by hand.
    void setClock(std::function<qint64()> clock);

public slots:
    /// Starts or resumes playing from the current frame (the nearest frame when the value is on
    /// none, which is shown at once). False, and nothing changed, with reduced motion on or fewer
    /// than two frames.
    bool play();
    void pause();
    /// Stops; the state keeps the frame it shows.
    void stop();
    /// Space: pause when playing, else play.
    void togglePlay();
    /// Pauses and shows the next (previous) frame; from a value on no frame, the first frame
    /// above (below) it. False at the last (first) frame, which stays.
    bool stepForward();
    bool stepBack();
    /// Shows frame k (paused when playing). False when k is out of range.
    bool goToFrame(qint64 k);
    /// Called by the timer: shows the frame due now, dropping those whose time has passed.
    void tick();

signals:
    void playStateChanged(TransportController::PlayState state);
    /// The current frame (or -1) or the frame count changed.
    void frameChanged(qint64 frame, qint64 count);
    void sequenceChanged(const FrameSequence &sequence);
    void speedChanged(double speed);
    void modeChanged(TransportController::Mode mode);
    void reducedMotionChanged(bool on);

private:
    void setPlayState(PlayState state);
    bool apply(qint64 frame);
    void setFrame(qint64 frame);
    void restartClock();
    void parameterChanged();
    qint64 next(qint64 frame, int *direction) const;

    LessonState *m_state;
    QTimer *m_timer;
    std::function<qint64()> m_clock;
    FrameSequence m_sequence;
    PlayState m_playState = PlayState::Stopped;
    Mode m_mode = Mode::Loop;
    qint64 m_frame = -1;
    int m_direction = 1;
    double m_speed = 1.0;
    bool m_reducedMotion = false;
    bool m_applying = false;
    qint64 m_startMs = 0;
    qint64 m_advanced = 0;
    qint64 m_dropped = 0;
};
