#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

/// The main window's View menu: presentation mode (F11), zoom in, out and back to normal
/// (Ctrl+Plus, Ctrl+Minus, Ctrl+0) and the palette (system, projector, dark), all kept in step
/// with Appearance (checked, enabled) whoever changes it; and the next and previous view
/// (Ctrl+Tab, Ctrl+Shift+Tab from anywhere in the window, not in the menu). The presentation action
/// only asks: presentationRequested() goes to the window, which knows what the mode rearranges. Its
/// texts keep the "MainWindow" translation context of the window they were part of.
class ViewActions : public QObject
{
    Q_OBJECT

public:
    /// The menu and its actions, children of window (the actions also work with the menu bar
    /// hidden: they are added to window).
    explicit ViewActions(QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *presentationAction() const { return m_presentation; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *zoomResetAction() const { return m_zoomReset; }
    /// System, projector, dark (Appearance::PaletteKind's order); data() is the palette's name.
    QList<QAction *> paletteActions() const { return m_palettes; }

    /// Checks and enables the actions as Appearance is now (also done on Appearance::changed()).
    void sync();
    /// The texts, in the interface's language.
    void retranslate();

signals:
    void presentationRequested(bool on);
    /// Ctrl+Tab (step 1) or Ctrl+Shift+Tab (step −1).
    void adjacentViewRequested(int step);

private:
    QMenu *m_menu;
    QMenu *m_paletteMenu;
    QAction *m_presentation;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_zoomReset;
    QList<QAction *> m_palettes;
    QAction *m_nextView;
    QAction *m_previousView;
};
