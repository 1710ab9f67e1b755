#include "walkthrough.h"

#include "lessonstate.h"

Walkthrough::Walkthrough(LessonState *state, QObject *parent)
    : QObject(parent), m_state(state), m_steps(lessonSteps())
{
}

void Walkthrough::setCurrent(int index)
{
    m_current = qBound(0, index, count() - 1);
    const LessonStep::Setup &s = m_steps.at(m_current).setup;
    m_state->setParameters(s.d, s.base, s.p, s.q, s.encodingOn);
    emit stepChanged(m_current);
}

void Walkthrough::retranslate()
{
    m_steps = lessonSteps();
    emit textsChanged();
}
