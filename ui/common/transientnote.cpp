#include "transientnote.h"

#include <QAccessible>
#include <QMouseEvent>
#include <QTimer>

#include <algorithm>

TransientNote::TransientNote(QWidget *window)
    : QLabel(window), m_timer(new QTimer(this)), m_placeTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("transientNote"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setFrameShape(QFrame::Box);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setMargin(6);
    setFocusPolicy(Qt::NoFocus);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QWidget::hide);
    m_placeTimer->setSingleShot(true);
    m_placeTimer->setInterval(0);
    connect(m_placeTimer, &QTimer::timeout, this, &TransientNote::place);
    window->installEventFilter(this);
    hide();
}

void TransientNote::fit()
{
    QWidget *window = parentWidget();
    const int margin = 8;
    const int widest = std::max(
        80, std::min(fontMetrics().averageCharWidth() * 40, window->width() - 2 * margin));
    // The text on one line if it fits, else the widest width and as many lines as it needs.
    const int frame = 2 * (frameWidth() + this->margin()) + 2;
    const int oneLine = fontMetrics().horizontalAdvance(text()) + frame;
    const int w = std::min(oneLine, widest);
    resize(w, heightForWidth(w));
}

void TransientNote::place()
{
    QWidget *window = parentWidget();
    fit();
    if (!m_anchor) {
        move((window->width() - width()) / 2, std::max(0, window->height() / 3 - height() / 2));
        return;
    }
    const int margin = 4;
    const QRect at(m_anchor->mapTo(window, QPoint(0, 0)), m_anchor->size());
    int y = at.bottom() + 1 + margin;
    if (y + height() > window->height() && at.top() - margin - height() >= 0)
        y = at.top() - margin - height();
    const int x = std::clamp(at.left(), 0, std::max(0, window->width() - width()));
    move(x, std::clamp(y, 0, std::max(0, window->height() - height())));
}

void TransientNote::arm(int ms)
{
    raise();
    show();
    if (ms > 0)
        m_timer->start(ms);
    else
        m_timer->stop();
    QAccessibleEvent event(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&event);
}

void TransientNote::showNear(QWidget *anchor, const QString &text, int ms)
{
    if (m_anchor && m_anchor != anchor)
        m_anchor->removeEventFilter(this);
    m_anchor = anchor;
    anchor->installEventFilter(this);
    setText(text);
    place();
    arm(ms);
}

void TransientNote::showCentred(const QString &text, int ms)
{
    if (m_anchor)
        m_anchor->removeEventFilter(this);
    m_anchor = nullptr;
    setText(text);
    place();
    arm(ms);
}

bool TransientNote::eventFilter(QObject *watched, QEvent *event)
{
    if (isVisible()) {
        switch (event->type()) {
        case QEvent::Hide:
            if (watched == m_anchor)
                hide();
            break;
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::LayoutRequest:
            m_placeTimer->start();
            break;
        default:
            break;
        }
    }
    return QLabel::eventFilter(watched, event);
}

void TransientNote::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange && isVisible())
        m_placeTimer->start();
}

void TransientNote::mousePressEvent(QMouseEvent *event)
{
    hide();
    event->accept();
}
