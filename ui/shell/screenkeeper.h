#pragma once

#include <QByteArray>
#include <QObject>
#include <QRect>
#include <QSize>

class QTimer;
class QWidget;

/// Keeps a top-level window on its screen. After the window is shown,
/// resized or moved, or asks for a new layout (a longer text, a larger font), it is shrunk and
/// moved into the available geometry of its screen, once, when the event loop comes round (a
/// window rendered for export, never on a screen, is left alone). It also takes the window into
/// full screen and back: leaving restores the geometry and state from before, whatever was opened
/// meanwhile, even where a window manager applies its own geometry after full screen.
class ScreenKeeper : public QObject
{
    Q_OBJECT

public:
    /// Watches `window` (a top-level widget), which is also its parent.
    explicit ScreenKeeper(QWidget *window);

    /// The part of the screen the window may cover: the available geometry of its screen (the
    /// primary screen before it has one); invalid without any screen.
    QRect availableArea() const;
    /// Shrinks and moves the window into availableArea() when it sticks out (soon, once).
    void schedule();
    /// Saves the geometry and state, then shows the window full screen, covering the screen even
    /// where no window manager honours the request.
    void enterFullScreen();
    /// Back to the geometry and state saved by enterFullScreen(); nothing when not full screen.
    void leaveFullScreen();
    /// The smallest window restoreGeometry() accepts (on a screen at least this large): a
    /// window of scroll areas reports a smaller minimum size hint, but is of no use below it.
    static constexpr QSize smallestUsable {480, 360};

    /// Restores a saved geometry (QWidget::restoreGeometry()) only when the window it gives is at
    /// least the window's minimum size (minimumSizeHint(), minimumSize(), smallestUsable) and
    /// overlaps the available geometry of some screen; otherwise (a damaged or cut value, a
    /// rectangle off every screen) the window keeps the geometry it had. False when the geometry
    /// was ignored or Qt refused it.
    bool restoreGeometry(const QByteArray &geometry);
    /// QWidget::saveGeometry() as enterFullScreen() last saved it; empty before.
    QByteArray geometryBeforeFullScreen() const { return m_geometryBefore; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepOnScreen();

    QWidget *m_window = nullptr;
    QTimer *m_timer = nullptr;
    QByteArray m_geometryBefore;
    QRect m_rectBefore;
    bool m_maximizedBefore = false;
};
