#pragma once

#include "lessoncontent.h"

#include <QObject>

class LessonState;

/// The guided lesson's controller: the current step, Previous/Next, and applying each step's
/// setup to the LessonState. Views listen to stepChanged() to show what the step speaks of.
class Walkthrough : public QObject
{
    Q_OBJECT

public:
    explicit Walkthrough(LessonState *state, QObject *parent = nullptr);

    int count() const { return static_cast<int>(m_steps.size()); }
    int current() const { return m_current; }
    const LessonStep &step(int index) const { return m_steps.at(index); }
    const LessonStep &currentStep() const { return m_steps.at(m_current); }

    /// Goes to step index (clamped), applies its setup and emits stepChanged().
    void setCurrent(int index);
    void next() { setCurrent(m_current + 1); }
    void previous() { setCurrent(m_current - 1); }
    /// Rebuilds the step texts in the current language (on QEvent::LanguageChange).
    void retranslate();

signals:
    void stepChanged(int index);
    /// The texts changed (language switch); the step is the same.
    void textsChanged();

private:
    LessonState *m_state;
    QList<LessonStep> m_steps;
    int m_current = 0;
};
