#include "viewactions.h"

#include "appearance.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QKeySequence>
#include <QMenu>
#include <QSignalBlocker>
#include <QWidget>

ViewActions::ViewActions(QWidget *window)
    : QObject(window), m_menu(new QMenu(window)), m_paletteMenu(nullptr)
{
    Appearance *appearance = Appearance::instance();
    m_presentation = m_menu->addAction(QString());
    m_presentation->setCheckable(true);
    m_presentation->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentation, &QAction::toggled, this, &ViewActions::presentationRequested);
    m_menu->addSeparator();
    m_zoomIn = m_menu->addAction(QString(), appearance, &Appearance::zoomIn);
    m_zoomIn->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomOut = m_menu->addAction(QString(), appearance, &Appearance::zoomOut);
    m_zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_zoomReset = m_menu->addAction(QString(), appearance, &Appearance::resetZoom);
    m_zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_menu->addSeparator();
    m_paletteMenu = m_menu->addMenu(QString());
    auto *group = new QActionGroup(this);
    for (const Appearance::PaletteKind kind :
         {Appearance::PaletteKind::System, Appearance::PaletteKind::Projector,
          Appearance::PaletteKind::Dark}) {
        QAction *action = m_paletteMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(Appearance::paletteName(kind));
        group->addAction(action);
        connect(action, &QAction::triggered, appearance,
                [appearance, kind] { appearance->setPaletteKind(kind); });
        m_palettes.append(action);
    }
    // Ctrl+Tab / Ctrl+Shift+Tab change the view from anywhere in the window (the tab widget
    // alone takes them only while it has the focus).
    m_nextView = new QAction(this);
    m_nextView->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab));
    connect(m_nextView, &QAction::triggered, this, [this] { emit adjacentViewRequested(1); });
    m_previousView = new QAction(this);
    m_previousView->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab));
    connect(m_previousView, &QAction::triggered, this, [this] { emit adjacentViewRequested(-1); });
    // The shortcuts also work in full screen, where the menu bar may be hidden.
    window->addActions(
        {m_nextView, m_previousView, m_presentation, m_zoomIn, m_zoomOut, m_zoomReset});
    connect(appearance, &Appearance::changed, this, &ViewActions::sync);
    sync();
    retranslate();
}

void ViewActions::sync()
{
    const Appearance *appearance = Appearance::instance();
    {
        const QSignalBlocker blocker(m_presentation);
        m_presentation->setChecked(appearance->presentation());
    }
    const QString name = Appearance::paletteName(appearance->paletteKind());
    for (QAction *action : std::as_const(m_palettes))
        action->setChecked(action->data().toString() == name);
    m_zoomIn->setEnabled(appearance->zoomStep() < Appearance::maxZoomStep);
    m_zoomOut->setEnabled(appearance->zoomStep() > Appearance::minZoomStep);
    m_zoomReset->setEnabled(appearance->zoomStep() != 0);
}

void ViewActions::retranslate()
{
    m_menu->setTitle(QCoreApplication::translate("MainWindow", "&View"));
    m_presentation->setText(QCoreApplication::translate("MainWindow", "&Presentation mode"));
    m_presentation->setToolTip(QCoreApplication::translate(
        "MainWindow", "Full screen with larger text and thicker lines"));
    m_zoomIn->setText(QCoreApplication::translate("MainWindow", "Zoom &in"));
    m_zoomOut->setText(QCoreApplication::translate("MainWindow", "Zoom &out"));
    m_zoomReset->setText(QCoreApplication::translate("MainWindow", "&Normal size"));
    m_paletteMenu->setTitle(QCoreApplication::translate("MainWindow", "P&alette"));
    m_palettes[0]->setText(QCoreApplication::translate("MainWindow", "&System"));
    m_palettes[1]->setText(
        QCoreApplication::translate("MainWindow", "&Projector (white, high contrast)"));
    m_palettes[2]->setText(QCoreApplication::translate("MainWindow", "&Dark"));
    m_nextView->setText(QCoreApplication::translate("MainWindow", "Next view"));
    m_previousView->setText(QCoreApplication::translate("MainWindow", "Previous view"));
}
