#include "lessonactions.h"

#include "lessonregistry.h"
#include "walkthrough.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QWidget>

LessonActions::LessonActions(QWidget *window, QDockWidget *lessonDock, Walkthrough *walkthrough)
    : QObject(window), m_dock(lessonDock), m_menu(new QMenu(window))
{
    QAction *toggle = m_dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_menu->addAction(toggle);
    // Guided lessons: one entry per lesson (lessonregistry), the chosen one checked.
    m_lessons = m_menu->addMenu(QString());
    auto *group = new QActionGroup(this);
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        const QString id = QLatin1String(lesson.id);
        QAction *action
            = m_lessons->addAction(QString(), this, [this, id] { emit lessonRequested(id); });
        action->setData(id);
        action->setCheckable(true);
        action->setChecked(id == walkthrough->lessonId());
        group->addAction(action);
    }
    connect(walkthrough, &Walkthrough::lessonChanged, this, [this](const QString &id) {
        for (QAction *action : m_lessons->actions())
            action->setChecked(action->data().toString() == id);
    });
    // Alt+Left / Alt+Right from anywhere; Page Up / Page Down and the arrows only in the lesson
    // panel (WalkthroughPanel), so that they stay with the slider, number fields and table.
    m_previous = m_menu->addAction(QString(), this, [this, walkthrough] {
        m_dock->show();
        walkthrough->previous();
    });
    m_previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next = m_menu->addAction(QString(), this, [this, walkthrough] {
        m_dock->show();
        walkthrough->next();
    });
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    // Ctrl+L too: presentation mode hides the menu bar, whose actions' keys would go with it.
    window->addActions({toggle, m_previous, m_next});
    retranslate();
}

void LessonActions::retranslate()
{
    m_menu->setTitle(QCoreApplication::translate("MainWindow", "Less&on"));
    m_dock->setWindowTitle(QCoreApplication::translate("MainWindow", "Lesson"));
    m_dock->toggleViewAction()->setText(
        QCoreApplication::translate("MainWindow", "Show the &lesson panel"));
    m_lessons->setTitle(QCoreApplication::translate("MainWindow", "&Guided lessons"));
    const QList<QAction *> actions = m_lessons->actions();
    for (int k = 0; k < actions.size(); ++k)
        actions.at(k)->setText(QStringLiteral("&%1 %2").arg(k + 1).arg(
            lessonregistry::title(*lessonregistry::find(actions.at(k)->data().toString()))));
    m_previous->setText(QCoreApplication::translate("MainWindow", "&Previous step"));
    m_next->setText(QCoreApplication::translate("MainWindow", "&Next step"));
}
