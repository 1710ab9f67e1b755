#include "flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace {

// The item's size hint, never below its minimum size.
QSize hintOf(const QLayoutItem *item) { return item->sizeHint().expandedTo(item->minimumSize()); }

// The least width an item can be given: its hint for a widget (text must not be cut), its
// minimum for a layout (a nested flow wraps into more rows).
int leastWidthOf(const QLayoutItem *item)
{
    // QLayoutItem::layout() is not const, though it only tells what the item is.
    auto *mutableItem = const_cast<QLayoutItem *>(item);
    return mutableItem->layout() ? item->minimumSize().width() : hintOf(item).width();
}

} // namespace

FlowLayout::FlowLayout(QWidget *parent, int hSpacing, int vSpacing)
    : QLayout(parent), m_hSpacing(hSpacing), m_vSpacing(vSpacing)
{ }

FlowLayout::~FlowLayout()
{
    while (!m_items.isEmpty())
        delete m_items.takeLast();
}

void FlowLayout::addItem(QLayoutItem *item) { m_items.append(item); }

void FlowLayout::addLayout(QLayout *layout)
{
    addChildLayout(layout);
    addItem(layout);
}

int FlowLayout::count() const { return static_cast<int>(m_items.size()); }

QLayoutItem *FlowLayout::itemAt(int index) const { return m_items.value(index); }

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

Qt::Orientations FlowLayout::expandingDirections() const { return {}; }

bool FlowLayout::hasHeightForWidth() const { return true; }

int FlowLayout::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize FlowLayout::minimumSize() const
{
    // The widest item alone on its row (a nested flow as narrow as its own widest item).
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(QSize(leastWidthOf(item), item->minimumSize().height()));
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Every item on one row.
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = hintOf(item);
        width += hint.width();
        height = std::max(height, hint.height());
        ++shown;
    }
    if (shown > 1)
        width += (shown - 1) * spacingOf(Qt::Horizontal);
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::spacingOf(Qt::Orientation orientation) const
{
    const int own = orientation == Qt::Horizontal ? m_hSpacing : m_vSpacing;
    if (own >= 0)
        return own;
    const QWidget *parent = parentWidget();
    if (!parent)
        return 6;
    const QStyle::PixelMetric metric = orientation == Qt::Horizontal
        ? QStyle::PM_LayoutHorizontalSpacing
        : QStyle::PM_LayoutVerticalSpacing;
    const int fromStyle = parent->style()->pixelMetric(metric, nullptr, parent);
    return fromStyle >= 0 ? fromStyle : 6;
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.marginsRemoved(m);
    const int hSpace = spacingOf(Qt::Horizontal);
    const int vSpace = spacingOf(Qt::Vertical);

    // Rows first (which items share a row, each at its width), then each row's height (an item
    // with a height for width, such as a nested flow, at the width it gets), then geometries.
    struct Placed
    {
        QLayoutItem *item;
        int width;
        int height;
    };
    QList<QList<Placed>> rows;
    int x = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = hintOf(item);
        const int width = std::max(leastWidthOf(item), std::min(hint.width(), area.width()));
        if (rows.isEmpty() || (x > 0 && x + hSpace + width > area.width())) {
            rows.append(QList<Placed>());
            x = 0;
        } else if (x > 0) {
            x += hSpace;
        }
        const int height = item->hasHeightForWidth() ? item->heightForWidth(width) : hint.height();
        rows.last().append({item, width, height});
        x += width;
    }
    m_rows = static_cast<int>(rows.size());

    int y = area.y();
    for (const QList<Placed> &row : std::as_const(rows)) {
        int rowHeight = 0;
        for (const Placed &placed : row)
            rowHeight = std::max(rowHeight, placed.height);
        if (apply) {
            int left = area.x();
            for (const Placed &placed : row) {
                placed.item->setGeometry(
                    QRect(left, y + (rowHeight - placed.height) / 2, placed.width, placed.height));
                left += placed.width + hSpace;
            }
        }
        y += rowHeight + vSpace;
    }
    if (!rows.isEmpty())
        y -= vSpace;
    return y - area.y() + m.top() + m.bottom();
}
