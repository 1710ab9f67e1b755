#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class LessonState;
class QWidget;

/// Follows LessonState::changed for a view, but while the view sits hidden inside a shown window
/// (a tab that is not current) it only notes the change and runs the refresh once, when the view
/// is shown again. A view on its own (not shown, as the exporter renders it) and a visible view
/// refresh at once, so what is shown or exported is always current.
///
/// Usage, in a view's constructor instead of connect(state, &LessonState::changed, ...):
///     new DeferredRefresh(this, m_state, [this] { refresh(); });
/// The helper is a child of `context` (the view by default) and watches `gate` for show events.
class DeferredRefresh : public QObject
{
    Q_OBJECT

public:
    DeferredRefresh(QWidget *gate, LessonState *state, std::function<void()> refresh,
                    QObject *context = nullptr);

    /// True while a change waits for the gate to be shown.
    bool pending() const { return m_pending; }
    /// Runs a waiting refresh now (nothing if none waits).
    void flush();
    /// A change of something else the view shows (e.g. AttentionState::changed): refreshes now,
    /// or once when the gate is shown, as for LessonState::changed.
    void noteChange() { stateChanged(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void stateChanged();

    QPointer<QWidget> m_gate;
    std::function<void()> m_refresh;
    bool m_pending = false;
};
