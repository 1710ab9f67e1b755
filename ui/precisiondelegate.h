#pragma once

#include <QStyledItemDelegate>

/// Shows a cell's full-precision text (EncodingTableModel::FullTextRole, 17 significant digits)
/// when the cell is selected or has focus, and the six-decimal DisplayRole text otherwise
/// (lesson, edge cases: "focus shows more digits").
class PrecisionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit PrecisionDelegate(QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
