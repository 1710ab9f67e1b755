#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QTableWidget;

/// Help > Keyboard shortcuts (Shift+F1): every shortcut of the window's menus, read from the actions
/// themselves so that the list never goes stale, followed by the keys of the slider, the spin
/// boxes, the table and the tabs.
class KeyboardHelpDialog : public QDialog
{
    Q_OBJECT

public:
    struct Row
    {
        QString keys;   // native text, e.g. "Ctrl+R" or "F11"; several joined with ", "
        QString action; // what it does, without mnemonic ampersands
    };

    /// menus: the top-level menu actions (QMenuBar::actions()); submenus are followed.
    explicit KeyboardHelpDialog(const QList<QAction *> &menus, QWidget *parent = nullptr);

    /// The rows for every action with a shortcut, in menu order.
    static QList<Row> actionRows(const QList<QAction *> &menus);
    /// The fixed rows for keys that belong to widgets rather than actions.
    static QList<Row> widgetRows();
    /// All rows as shown.
    QList<Row> rows() const { return m_rows; }

private:
    QList<Row> m_rows;
    QTableWidget *m_table = nullptr;
};
