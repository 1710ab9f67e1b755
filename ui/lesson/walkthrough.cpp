#include "walkthrough.h"

#include "lessonstate.h"

Walkthrough::Walkthrough(LessonState *state, QObject *parent)
    : QObject(parent), m_state(state), m_steps(lessonSteps())
{ }

void Walkthrough::setCurrent(int index)
{
    m_current = qBound(0, index, count() - 1);
    if (!m_active) {
        m_saved.d = m_state->width();
        m_saved.base = m_state->base();
        m_saved.p = m_state->position();
        m_saved.q = m_state->comparison();
        m_saved.encodingOn = m_state->encodingOn();
        m_active = true;
        m_startStep = m_current;
        emit started();
    }
    const LessonStep::Setup &s = m_steps.at(m_current).setup;
    m_state->setParameters(s.d, s.base, s.p, s.q, s.encodingOn);
    emit stepChanged(m_current);
}

bool Walkthrough::parametersDiffer() const
{
    return m_saved.d != m_state->width() || m_saved.base != m_state->base()
        || m_saved.p != m_state->position() || m_saved.q != m_state->comparison()
        || m_saved.encodingOn != m_state->encodingOn();
}

QString Walkthrough::savedParametersText() const
{
    return tr("d = %1, base = %2, p = %3, q = %4, encoding %5")
        .arg(m_saved.d)
        .arg(QString::number(m_saved.base, 'g', 15))
        .arg(m_saved.p)
        .arg(m_saved.q)
        .arg(m_saved.encodingOn ? tr("on") : tr("off"));
}

void Walkthrough::leave()
{
    if (!m_active)
        return;
    m_active = false;
    emit left(false);
}

void Walkthrough::finish()
{
    if (!m_active)
        return;
    m_active = false;
    emit left(true);
}

void Walkthrough::restoreSavedParameters()
{
    m_state->setParameters(m_saved.d, m_saved.base, m_saved.p, m_saved.q, m_saved.encodingOn);
}

void Walkthrough::retranslate()
{
    m_steps = lessonSteps();
    emit textsChanged();
}
