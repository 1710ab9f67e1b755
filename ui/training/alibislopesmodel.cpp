#include "alibislopesmodel.h"

#include "displayformat.h"

#include "training/attentionbias.h"

#include <QFont>

#include <cmath>

namespace {

// "2^−1.333333 = 0.396850" for a slope m > 0.
QString slopeText(double m)
{
    return QStringLiteral("2^%1 = %2").arg(display::number(std::log2(m)), display::number(m));
}

} // namespace

AlibiSlopesModel::AlibiSlopesModel(QObject *parent) : QAbstractTableModel(parent) { setHeads(8); }

void AlibiSlopesModel::setHeads(int heads)
{
    beginResetModel();
    m_reference = pe::alibiSlopes(heads);
    m_naive = pe::alibiNaiveSlopes(heads);
    endResetModel();
}

int AlibiSlopesModel::differingHeads() const
{
    int count = 0;
    for (std::size_t h = 0; h < m_reference.size(); ++h)
        count += m_reference[h] != m_naive[h] ? 1 : 0;
    return count;
}

int AlibiSlopesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_reference.size());
}

int AlibiSlopesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AlibiSlopesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto h = std::size_t(index.row());
    const bool differs = m_reference[h] != m_naive[h];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Head:
            return index.row() + 1;
        case Reference:
            return slopeText(m_reference[h]);
        case Naive:
            return slopeText(m_naive[h]);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == Head)
            return {};
        return display::full(index.column() == Reference ? m_reference[h] : m_naive[h]);
    case Qt::FontRole:
        if (differs && index.column() == Naive) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::UserRole:
        return differs;
    default:
        return {};
    }
}

QVariant AlibiSlopesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Head:
        return tr("head h");
    case Reference:
        return tr("slope m (reference rule)");
    case Naive:
        return tr("naive 2^(−8h/H)");
    default:
        return {};
    }
}
