#pragma once

#include "lessoncontent.h"

#include <QObject>

class LessonState;

/// The guided lessons' controller: the chosen lesson (lessonregistry), its current step,
/// Previous/Next, and applying each step's full parameter set to the LessonState (and its
/// AttentionState). Views listen to stepChanged() to show what the step speaks of.
///
/// A lesson starts with the first step it sets (setCurrent() or start() while not active): it
/// first keeps the student's own parameters, all of them (savedParameters()), which
/// restoreSavedParameters() sets back after the lesson was left (leave(): the panel closed;
/// finish(): Finish on the last step). Switching to another lesson while one is active goes on
/// with the parameters saved at the first start.
class Walkthrough : public QObject
{
    Q_OBJECT

public:
    explicit Walkthrough(LessonState *state, QObject *parent = nullptr);

    /// The chosen lesson's id (lessonregistry::lessons()), "encoding" at first.
    QString lessonId() const { return m_lessonId; }
    /// The chosen lesson's title in the current language.
    QString lessonTitle() const;
    /// Chooses the lesson with id (unknown ids: false, nothing changed) at its first step and
    /// emits lessonChanged() when it changes; an active walkthrough shows that step at once.
    bool setLesson(const QString &id);
    /// setLesson(id), then setCurrent(index): starts (or goes on with) the lesson at step index.
    bool start(const QString &id, int index = 0);

    int count() const { return static_cast<int>(m_steps.size()); }
    int current() const { return m_current; }
    const LessonStep &step(int index) const { return m_steps.at(index); }
    const LessonStep &currentStep() const { return m_steps.at(m_current); }

    /// Goes to step index (clamped), applies its setup and emits stepChanged(). When the lesson
    /// is not active, it first saves the state's parameters, becomes active and emits started().
    void setCurrent(int index);
    void next() { setCurrent(m_current + 1); }
    void previous() { setCurrent(m_current - 1); }
    /// Rebuilds the step texts in the current language (on QEvent::LanguageChange).
    void retranslate();

    /// True from the first step set until the lesson is left.
    bool active() const { return m_active; }
    /// The step at which the lesson last started (the panel says there that it sets parameters).
    int startStep() const { return m_startStep; }
    /// Every parameter of the state (and its attention state) when the lesson last started.
    const LessonStep::Setup &savedParameters() const { return m_saved; }
    /// True when any of the state's parameters (or the attention state's) now differs from
    /// savedParameters().
    bool parametersDiffer() const;
    /// The saved parameters as one line, e.g. "d = 64, base = 10000, p = 5, q = 9, encoding on";
    /// the layout, the method (with s), L, L' and B follow when they differ from the defaults.
    QString savedParametersText() const;
    /// Leaves an active lesson (its panel was closed): emits left(false); nothing otherwise.
    void leave();
    /// Ends an active lesson (Finish on the last step): emits left(true); nothing otherwise.
    void finish();
    /// Sets savedParameters() back on the state (every parameter, the attention state's too).
    void restoreSavedParameters();

signals:
    void stepChanged(int index);
    /// Another lesson was chosen (its steps replace the previous lesson's).
    void lessonChanged(const QString &id);
    /// The texts changed (language switch); the step is the same.
    void textsChanged();
    /// The lesson started: the student's parameters were saved before its first step was set.
    void started();
    /// The lesson was left; finished is true when it ended with Finish on the last step.
    void left(bool finished);

private:
    void apply(const LessonStep::Setup &setup);

    LessonState *m_state;
    QString m_lessonId;
    QList<LessonStep> m_steps;
    int m_current = 0;
    bool m_active = false;
    int m_startStep = 0;
    LessonStep::Setup m_saved;
};
