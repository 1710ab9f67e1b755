#include "precisiondelegate.h"

#include "encodingtablemodel.h"

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
