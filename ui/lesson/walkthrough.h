#pragma once

#include "lessoncontent.h"

#include <QObject>

class LessonState;

/// The guided lesson's controller: the current step, Previous/Next, and applying each step's
/// setup to the LessonState. Views listen to stepChanged() to show what the step speaks of.
///
/// The lesson starts with the first step it sets (setCurrent() while not active): it first keeps
/// the student's own parameters (savedParameters()), which restoreSavedParameters() sets back
/// after the lesson was left (leave(): the panel closed; finish(): Finish on the last step).
class Walkthrough : public QObject
{
    Q_OBJECT

public:
    explicit Walkthrough(LessonState *state, QObject *parent = nullptr);

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
    /// The state's parameters when the lesson last started (d, base, p, q, the switch).
    const LessonStep::Setup &savedParameters() const { return m_saved; }
    /// True when the state's parameters now differ from savedParameters().
    bool parametersDiffer() const;
    /// The saved parameters as one line, e.g. "d = 64, base = 10000, p = 5, q = 9, encoding on".
    QString savedParametersText() const;
    /// Leaves an active lesson (its panel was closed): emits left(false); nothing otherwise.
    void leave();
    /// Ends an active lesson (Finish on the last step): emits left(true); nothing otherwise.
    void finish();
    /// Sets savedParameters() back on the state.
    void restoreSavedParameters();

signals:
    void stepChanged(int index);
    /// The texts changed (language switch); the step is the same.
    void textsChanged();
    /// The lesson started: the student's parameters were saved before its first step was set.
    void started();
    /// The lesson was left; finished is true when it ended with Finish on the last step.
    void left(bool finished);

private:
    LessonState *m_state;
    QList<LessonStep> m_steps;
    int m_current = 0;
    bool m_active = false;
    int m_startStep = 0;
    LessonStep::Setup m_saved;
};
