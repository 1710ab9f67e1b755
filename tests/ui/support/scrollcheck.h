#pragma once
// What a class cannot see without scrolling: the scroll areas under a view that have something
// to scroll.
#include <QAbstractScrollArea>
#include <QScrollBar>
#include <QStringList>
#include <QWidget>

namespace scrollcheck {

/// The visible scroll areas under view with a shown bar that can move, by class name and range.
inline QStringList scrolling(const QWidget *view)
{
    QStringList found;
    for (const QAbstractScrollArea *area : view->findChildren<QAbstractScrollArea *>())
        for (const QScrollBar *bar : {area->verticalScrollBar(), area->horizontalScrollBar()})
            if (area->isVisible() && bar->isVisibleTo(area) && bar->maximum() > bar->minimum())
                found << QStringLiteral("%1 (%2 px)")
                             .arg(QString::fromLatin1(area->metaObject()->className()))
                             .arg(bar->maximum());
    return found;
}

} // namespace scrollcheck
