#include "figurefit.h"

#include "exportmarks.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QGraphicsView>
#include <QLayout>
#include <QMainWindow>
#include <QScrollBar>
#include <QWidget>

#include <cmath>

namespace imageexport {

namespace {

// Lets queued layout requests and resize events (Qt Charts lays out through posted events) run.
void settle(QWidget *widget)
{
    for (int round = 0; round < 3; ++round) {
        if (QLayout *layout = widget->layout())
            layout->activate();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

bool scrolls(const QAbstractScrollArea *area)
{
    // A chart's graphics view keeps its scene in its viewport; its scroll bars say nothing.
    if (qobject_cast<const QGraphicsView *>(area))
        return false;
    const QScrollBar *h = area->horizontalScrollBar();
    const QScrollBar *v = area->verticalScrollBar();
    return (h && h->maximum() > h->minimum()) || (v && v->maximum() > v->minimum());
}

} // namespace

bool isWhole(QWidget *widget)
{
    if (!widget || qobject_cast<QMainWindow *>(widget))
        return true;
    if (exportmarks::isCut(widget))
        return false;
    // A figure that is itself a scroll area (the table alone) is cut when it scrolls.
    if (auto *area = qobject_cast<QAbstractScrollArea *>(widget); area && scrolls(area))
        return false;
    const QRect bounds = widget->rect();
    for (QWidget *child : widget->findChildren<QWidget *>()) {
        if (!child->isVisibleTo(widget) || child->isWindow())
            continue;
        if (exportmarks::isCut(child))
            return false;
        if (auto *area = qobject_cast<QAbstractScrollArea *>(child); area && scrolls(area))
            return false;
        // Children of a scroll area's viewport are placed by their area, which is checked.
        const QWidget *parent = child->parentWidget();
        if (parent && parent->parentWidget()
            && qobject_cast<const QAbstractScrollArea *>(parent->parentWidget()))
            continue;
        const QRect box(child->mapTo(widget, QPoint(0, 0)), child->size());
        if (!bounds.contains(box) && !box.isEmpty())
            return false;
    }
    return true;
}

double layOutWhole(QWidget *widget, const QSize &content)
{
    widget->resize(content);
    settle(widget);
    if (isWhole(widget))
        return 1.0;
    for (double growth = growthStep; growth <= maxSearch + 1e-9; growth *= growthStep) {
        widget->resize(QSize(qRound(content.width() * growth), qRound(content.height() * growth)));
        settle(widget);
        if (isWhole(widget))
            return growth;
    }
    widget->resize(content);
    settle(widget);
    return 0.0;
}

QString refusal(const FigureSize &size, double growth)
{
    if (growth <= 0.0)
        return QCoreApplication::translate(
                   "imageexport", "the figure cannot be shown whole at %1x%2 pixels (scale %3) "
                                  "nor at %4 times that size")
            .arg(size.pixels.width())
            .arg(size.pixels.height())
            .arg(size.scale)
            .arg(maxSearch);
    // The size the search lays the figure out at must come within the largest growth a
    // figure may be shrunk by, which is a step of the search (growthStep^k), not maxShrink.
    double largestTaken = 1.0;
    while (largestTaken * growthStep <= maxShrink + 1e-9)
        largestTaken *= growthStep;
    const double factor = growth / largestTaken;
    return QCoreApplication::translate(
               "imageexport",
               "the figure does not fit %1x%2 pixels at scale %3: it needs at least %4x%5 pixels, "
               "or a smaller scale")
        .arg(size.pixels.width())
        .arg(size.pixels.height())
        .arg(size.scale)
        .arg(int(std::ceil(size.pixels.width() * factor)))
        .arg(int(std::ceil(size.pixels.height() * factor)));
}

} // namespace imageexport
