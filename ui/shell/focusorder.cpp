#include "focusorder.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QWidget>

#include <algorithm>

namespace focusorder {

QWidget *controlOf(QWidget *widget)
{
    while (widget && widget->parentWidget() && widget->parentWidget()->focusProxy() == widget)
        widget = widget->parentWidget();
    return widget;
}

bool takesTabFocus(const QWidget *widget)
{
    return widget && widget->isVisible() && widget->isEnabled()
        && (widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy();
}

QList<QWidget *> readingOrder(QWidget *area, const QList<QWidget *> &skip)
{
    struct Item
    {
        QWidget *control;
        QRect rect; // in area's coordinates
    };
    QList<Item> items;
    QList<QWidget *> candidates = area->findChildren<QWidget *>();
    candidates.prepend(area);
    for (QWidget *widget : std::as_const(candidates)) {
        if (!takesTabFocus(widget) || widget->window() != area->window())
            continue;
        const bool skipped = std::any_of(skip.cbegin(), skip.cend(), [widget](QWidget *s) {
            return s == widget || s->isAncestorOf(widget);
        });
        if (skipped)
            continue;
        QWidget *control = controlOf(widget);
        const bool known = std::any_of(items.cbegin(), items.cend(),
                                       [control](const Item &i) { return i.control == control; });
        if (!known)
            items.append({control,
                          QRect(control->mapTo(area->window(), QPoint(0, 0))
                                    - area->mapTo(area->window(), QPoint(0, 0)),
                                control->size())});
    }
    std::stable_sort(items.begin(), items.end(),
                     [](const Item &a, const Item &b) { return a.rect.top() < b.rect.top(); });
    // Rows: a widget joins the row when it overlaps the row's first widget vertically by at
    // least half the smaller of the two heights.
    QList<QList<Item>> rows;
    for (const Item &item : std::as_const(items)) {
        if (!rows.isEmpty()) {
            const QRect first = rows.last().first().rect;
            const int overlap = std::min(first.bottom(), item.rect.bottom())
                - std::max(first.top(), item.rect.top()) + 1;
            if (2 * overlap >= std::min(first.height(), item.rect.height())) {
                rows.last().append(item);
                continue;
            }
        }
        rows.append({item});
    }
    QList<QWidget *> order;
    for (QList<Item> &row : rows) {
        std::stable_sort(row.begin(), row.end(), [](const Item &a, const Item &b) {
            return a.rect.left() < b.rect.left();
        });
        for (const Item &item : std::as_const(row))
            order.append(item.control);
    }
    return order;
}

QWidget *neighbour(const QList<QWidget *> &chain, QWidget *current, bool next)
{
    const qsizetype at = chain.indexOf(current);
    if (at < 0 || chain.isEmpty())
        return nullptr;
    const qsizetype n = chain.size();
    return chain[(at + (next ? 1 : n - 1)) % n];
}

QList<QWidget *> chain(QWidget *window, const QList<QWidget *> &areas)
{
    QList<QWidget *> result;
    for (QWidget *area : areas)
        for (QWidget *widget : readingOrder(area))
            if (!result.contains(widget))
                result.append(widget);
    for (QWidget *widget : readingOrder(window, areas))
        if (!result.contains(widget))
            result.append(widget);
    return result;
}

void tabFocusOnly(QWidget *root)
{
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>())
        if (button->focusPolicy() == Qt::StrongFocus)
            button->setFocusPolicy(Qt::TabFocus);
    for (QComboBox *box : root->findChildren<QComboBox *>())
        if (box->focusPolicy() == Qt::StrongFocus)
            box->setFocusPolicy(Qt::TabFocus);
}

} // namespace focusorder
