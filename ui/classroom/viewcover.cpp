#include "viewcover.h"

#include <QEvent>

ViewCover::ViewCover(QWidget *parent) : QWidget(parent)
{
    setAutoFillBackground(true);
    parent->installEventFilter(this);
    hide();
}

bool ViewCover::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        followParent();
    return QWidget::eventFilter(watched, event);
}

void ViewCover::showEvent(QShowEvent *event)
{
    followParent();
    raise();
    QWidget::showEvent(event);
}

void ViewCover::followParent() { setGeometry(parentWidget()->rect()); }
