#pragma once

#include <QObject>
#include <QString>

class LessonState;
class MainWindow;
class QAction;
class QMenu;
class QWidget;
class TransportBar;

/// The main window's part of the animation (ui/animation): the transport bar under the views,
/// the Animation menu (play/pause Space, step back comma, step forward period, Reduce motion),
/// and File > Export animation…, which asks with the AnimationExportDialog (the views of the view
/// catalogue's export table, the transport's parameter, range and step as first choice), then
/// renders between events with a progress dialog whose Cancel writes nothing. A failed export
/// shows why and brings the dialog back with the user's choices.
class AnimationActions : public QObject
{
    Q_OBJECT

public:
    /// Builds the bar (a child of parent, for the window's layout) and the actions.
    AnimationActions(MainWindow *window, LessonState *state, QWidget *parent);

    TransportBar *transportBar() const { return m_bar; }
    QMenu *menu() const { return m_menu; }
    QAction *exportAction() const { return m_exportAction; }
    /// The actions with a shortcut, which the window also adds to itself (presentation mode).
    QList<QAction *> shortcutActions() const;
    /// The last folder an animation was written to.
    QString exportFolder() const { return m_exportFolder; }

    /// Re-sets the menu's and action's texts in the current language.
    void retranslate();
    /// Runs File > Export animation… (the dialog, then the export).
    void exportAnimation();

private:
    /// The export table's name of the current tab's first file ("pairs", "circle-0", ...).
    QString currentViewName() const;
    /// Asks whether the existing file at path may be replaced (Cancel is the default).
    bool confirmReplace(const QString &path);

    MainWindow *m_window;
    LessonState *m_state;
    TransportBar *m_bar = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_exportAction = nullptr;
    QString m_exportFolder;
};
