#include "transientnote.h"

#include <QAccessible>
#include <QMouseEvent>
#include <QTimer>

#include <algorithm>

TransientNote::TransientNote(QWidget *window) : QLabel(window), m_timer(new QTimer(this))
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
    hide();
}

void TransientNote::fit(const QString &text)
{
    setText(text);
    QWidget *window = parentWidget();
    const int margin = 8;
    const int widest = std::max(
        80, std::min(fontMetrics().averageCharWidth() * 40, window->width() - 2 * margin));
    // Width of the text on one line, if it fits, else the widest width and as many lines as the
    // words need there.
    const int frame = 2 * (frameWidth() + this->margin()) + 2;
    const int oneLine = fontMetrics().horizontalAdvance(text) + frame;
    const int w = std::min(oneLine, widest);
    resize(w, heightForWidth(w));
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
    QWidget *window = parentWidget();
    m_anchor = anchor;
    fit(text);
    const int margin = 4;
    const QRect at(anchor->mapTo(window, QPoint(0, 0)), anchor->size());
    int y = at.bottom() + 1 + margin;
    if (y + height() > window->height() && at.top() - margin - height() >= 0)
        y = at.top() - margin - height();
    const int x = std::clamp(at.left(), 0, std::max(0, window->width() - width()));
    move(x, std::clamp(y, 0, std::max(0, window->height() - height())));
    arm(ms);
}

void TransientNote::showCentred(const QString &text, int ms)
{
    QWidget *window = parentWidget();
    m_anchor = nullptr;
    fit(text);
    move((window->width() - width()) / 2, std::max(0, window->height() / 3 - height() / 2));
    arm(ms);
}

void TransientNote::mousePressEvent(QMouseEvent *event)
{
    hide();
    event->accept();
}
