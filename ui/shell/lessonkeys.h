#pragma once

#include <QObject>

#include <functional>

class QWidget;
class Walkthrough;

/// A presentation clicker's keys for the running lesson: while a lesson is
/// active, Page Down / Page Up go to the next / previous step wherever the focus is in the window
/// (the answer field after an answer, the table, a number field, the lesson text), and Right /
/// Left do the same unless the focused control moves with the arrows itself (takesArrows()).
/// Without a running lesson every key stays with the focused control. Installed on the
/// application, as an event filter that sees a key before the focused control does. A stage
/// handler (the class session's flow, ClassActions) may take a move before the step changes.
class LessonKeys : public QObject
{
    Q_OBJECT

public:
    /// Watches key presses for widgets inside window (a top-level widget) and moves walkthrough.
    LessonKeys(QWidget *window, Walkthrough *walkthrough, QObject *parent = nullptr);
    ~LessonKeys() override;

    /// True for a control that uses Left / Right for itself: a text or number field, a slider,
    /// a table or list, a combo box, a tab bar, an editable text, the heat map (it pans).
    static bool takesArrows(const QWidget *widget);

    /// Called with +1 (next) or -1 (previous) before the lesson moves: true when it took the
    /// move (the step stays). None by default.
    void setStageHandler(std::function<bool(int)> handler) { m_stageHandler = std::move(handler); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    Walkthrough *m_walkthrough;
    std::function<bool(int)> m_stageHandler;
};
