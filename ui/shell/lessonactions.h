#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMenu;
class QWidget;
class Walkthrough;

/// The main window's Lesson menu: show the lesson panel (Ctrl+L, the dock's own toggle), Guided
/// lessons with one checked entry per lesson of lessonregistry (choosing one asks the window to
/// start it: lessonRequested()), and the previous and next step (Alt+Left, Alt+Right, which also
/// show the panel). Its texts keep the "MainWindow" translation context of the window they were
/// part of.
class LessonActions : public QObject
{
    Q_OBJECT

public:
    /// The menu and its actions, children of window; the step actions are added to window so
    /// that they work with the menu bar hidden.
    LessonActions(QWidget *window, QDockWidget *lessonDock, Walkthrough *walkthrough);

    QMenu *menu() const { return m_menu; }
    /// Guided lessons: one action per lesson, data() its id.
    QMenu *lessonsMenu() const { return m_lessons; }
    QAction *previousStepAction() const { return m_previous; }
    QAction *nextStepAction() const { return m_next; }

    /// The texts, in the interface's language.
    void retranslate();

signals:
    void lessonRequested(const QString &id);

private:
    QDockWidget *m_dock;
    QMenu *m_menu;
    QMenu *m_lessons;
    QAction *m_previous;
    QAction *m_next;
};
