#include "transportkeyfilter.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

void TransportKeyFilter::ensureInstalled()
{
    static TransportKeyFilter *filter = nullptr;
    if (filter || !qApp)
        return;
    filter = new TransportKeyFilter(qApp);
    qApp->installEventFilter(filter);
}

bool TransportKeyFilter::widgetTakesKey(const QWidget *widget, int key)
{
    if (!widget || (key != Qt::Key_Space && key != Qt::Key_Comma && key != Qt::Key_Period))
        return false;
    // Text and number fields: every printable key is typed.
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
        || qobject_cast<const QKeySequenceEdit *>(widget))
        return true;
    if (const auto *edit = qobject_cast<const QTextEdit *>(widget))
        return !edit->isReadOnly();
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget))
        return !edit->isReadOnly();
    // Buttons press with Space; a combo box opens its list.
    if (key == Qt::Key_Space)
        return qobject_cast<const QAbstractButton *>(widget)
            || qobject_cast<const QComboBox *>(widget);
    return false;
}

bool TransportKeyFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers
            = key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
        if (modifiers == Qt::NoModifier
            && widgetTakesKey(static_cast<QWidget *>(watched), key->key())) {
            key->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
