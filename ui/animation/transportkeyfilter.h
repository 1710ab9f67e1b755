#pragma once

#include <QObject>

class QWidget;

/// Keeps the transport's one-key shortcuts (Space, comma, period) from taking keys that the
/// focused control needs: a button, check box, radio button or combo box keeps Space (it presses
/// or opens it), and a text or number field keeps all three (they are typed). Everywhere else
/// (the tab bar, a slider, a chart, the table) the keys reach the transport. Works as an
/// application-wide event filter on QEvent::ShortcutOverride, which Qt sends to the focused
/// widget before it tries a shortcut: accepting it gives the key to the widget.
class TransportKeyFilter : public QObject
{
    Q_OBJECT

public:
    /// Installs the one filter on the application (once; later calls do nothing).
    static void ensureInstalled();
    /// True when widget needs key (Qt::Key_Space, Qt::Key_Comma or Qt::Key_Period) itself.
    static bool widgetTakesKey(const QWidget *widget, int key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};
