#include "precisiondelegate.h"

#include "encodingtablemodel.h"

#include <QApplication>
#include <QPainter>

PrecisionDelegate::PrecisionDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

void PrecisionDelegate::initStyleOption(QStyleOptionViewItem *option,
                                        const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        const QVariant fullText = index.data(EncodingTableModel::FullTextRole);
        if (fullText.isValid())
            option->text = fullText.toString();
    }
}

void PrecisionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    const int available = opt.rect.width() - 2 * margin;
    const int needed = opt.fontMetrics.horizontalAdvance(opt.text);
    if (needed > available && available > 0) {
        const qreal scale = qMax(0.7, qreal(available) / qreal(needed));
        opt.font.setPointSizeF(opt.font.pointSizeF() * scale);
        opt.fontMetrics = QFontMetrics(opt.font);
    }
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}
