#include "lessonkeys.h"

#include "heatmapwidget.h"
#include "walkthrough.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextEdit>

LessonKeys::LessonKeys(QWidget *window, Walkthrough *walkthrough, QObject *parent)
    : QObject(parent), m_window(window), m_walkthrough(walkthrough)
{
    qApp->installEventFilter(this);
}

LessonKeys::~LessonKeys() { qApp->removeEventFilter(this); }

bool LessonKeys::takesArrows(const QWidget *widget)
{
    if (!widget)
        return false;
    if (const auto *text = qobject_cast<const QTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(widget))
        return !plain->isReadOnly();
    return qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
        || qobject_cast<const QAbstractSlider *>(widget)
        || qobject_cast<const QAbstractItemView *>(widget)
        || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QTabBar *>(widget)
        || qobject_cast<const HeatmapWidget *>(widget); // pans with the arrows
}

bool LessonKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress || !m_walkthrough->active())
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    int move = 0;
    switch (key->key()) {
    case Qt::Key_PageDown:
        move = 1;
        break;
    case Qt::Key_PageUp:
        move = -1;
        break;
    case Qt::Key_Right:
    case Qt::Key_Left:
        // The control with the focus keeps the arrows it moves with (a line editor's cursor, a
        // table's current cell); the event may reach a parent first only when it was ignored.
        if (takesArrows(QApplication::focusWidget()))
            return false;
        move = key->key() == Qt::Key_Right ? 1 : -1;
        break;
    default:
        return false;
    }
    if (m_stageHandler && m_stageHandler(move))
        return true;
    if (move > 0)
        m_walkthrough->next();
    else
        m_walkthrough->previous();
    return true;
}
