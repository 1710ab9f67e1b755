#include "screenkeeper.h"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>

ScreenKeeper::ScreenKeeper(QWidget *window) : QObject(window), m_window(window)
{
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &ScreenKeeper::keepOnScreen);
    window->installEventFilter(this);
}

QRect ScreenKeeper::availableArea() const
{
    const QScreen *s = m_window->screen();
    if (!s)
        s = QGuiApplication::primaryScreen();
    return s ? s->availableGeometry() : QRect();
}

void ScreenKeeper::schedule() { m_timer->start(); }

bool ScreenKeeper::restoreGeometry(const QByteArray &geometry)
{
    QWidget *w = m_window;
    const QByteArray before = w->saveGeometry();
    if (!w->restoreGeometry(geometry))
        return false;
    // The window's own minimum, and never below a size in which a lesson can be followed (a
    // layout of scroll areas asks for less), nor above the screen.
    const QSize minimum = w->minimumSizeHint()
                              .expandedTo(w->minimumSize())
                              .expandedTo(smallestUsable.boundedTo(availableArea().size()));
    const QRect restored
        = w->isMaximized() || w->isFullScreen() ? w->normalGeometry() : w->geometry();
    bool onScreen = false;
    for (const QScreen *screen : QGuiApplication::screens())
        onScreen = onScreen || screen->availableGeometry().intersects(restored);
    if (restored.width() >= minimum.width() && restored.height() >= minimum.height() && onScreen)
        return true;
    w->restoreGeometry(before);
    return false;
}

bool ScreenKeeper::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Resize:
        case QEvent::Move:
        case QEvent::LayoutRequest:
        case QEvent::LanguageChange:
            schedule();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void ScreenKeeper::keepOnScreen()
{
    QWidget *w = m_window;
    if (!w->isVisible() || w->isFullScreen() || w->isMaximized() || w->isMinimized()
        || w->testAttribute(Qt::WA_DontShowOnScreen))
        return;
    const QRect area = availableArea();
    if (!area.isValid())
        return;
    const QRect frame = w->frameGeometry();
    const QRect inner = w->geometry();
    const QMargins margins(inner.left() - frame.left(), inner.top() - frame.top(),
                           frame.right() - inner.right(), frame.bottom() - inner.bottom());
    const QSize size = inner.size().boundedTo(area.size().shrunkBy(margins));
    if (size != inner.size())
        w->resize(size);
    const QSize frameSize = size.grownBy(margins);
    const int x = qBound(area.left(), frame.left(), area.left() + area.width() - frameSize.width());
    const int y = qBound(area.top(), frame.top(), area.top() + area.height() - frameSize.height());
    if (x != frame.left() || y != frame.top())
        w->move(x, y); // a top-level window's position is its frame's
}

void ScreenKeeper::enterFullScreen()
{
    QWidget *w = m_window;
    if (!w->isFullScreen()) {
        m_geometryBefore = w->saveGeometry();
        m_maximizedBefore = w->isMaximized();
        m_rectBefore = w->isMaximized() ? w->normalGeometry() : w->geometry();
    }
    if (const QScreen *s = w->screen())
        w->setGeometry(s->geometry());
    w->showFullScreen();
}

void ScreenKeeper::leaveFullScreen()
{
    QWidget *w = m_window;
    if (!w->isFullScreen())
        return;
    if (m_maximizedBefore) {
        w->showMaximized();
        return;
    }
    w->showNormal();
    const QRect before = m_rectBefore;
    if (before.isValid())
        w->setGeometry(before);
    // A window manager may apply its own idea of the geometry after leaving full screen: once
    // the event loop has run, the geometry from before is applied again.
    QTimer::singleShot(100, this, [w, before] {
        if (!w->isMaximized() && !w->isFullScreen() && before.isValid() && w->geometry() != before)
            w->setGeometry(before);
    });
}
