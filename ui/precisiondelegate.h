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

    /// Paints as QStyledItemDelegate does, but shrinks the font (down to 70 %) when the
    /// full-precision text would not fit the cell, so that no digit is elided.
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
