#include "deferredrefresh.h"

#include "lessonstate.h"

#include <QEvent>
#include <QWidget>

DeferredRefresh::DeferredRefresh(QWidget *gate, LessonState *state, std::function<void()> refresh,
                                 QObject *context)
    : QObject(context ? context : gate), m_gate(gate), m_refresh(std::move(refresh))
{
    gate->installEventFilter(this);
    connect(state, &LessonState::changed, this, &DeferredRefresh::stateChanged);
}

void DeferredRefresh::stateChanged()
{
    if (m_gate && !m_gate->isVisible() && m_gate->window()->isVisible()) {
        m_pending = true;
        return;
    }
    m_pending = false;
    m_refresh();
}

void DeferredRefresh::flush()
{
    if (!m_pending)
        return;
    m_pending = false;
    m_refresh();
}

bool DeferredRefresh::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_gate && event->type() == QEvent::Show)
        flush();
    return QObject::eventFilter(watched, event);
}
