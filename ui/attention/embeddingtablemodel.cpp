#include "embeddingtablemodel.h"

#include "attentionembeddings.h"
#include "displayformat.h"

#include <QFont>

#include <cmath>

EmbeddingTableModel::EmbeddingTableModel(AttentionEmbeddings *embeddings, QObject *parent)
    : QAbstractTableModel(parent)
    , m_embeddings(embeddings)
    , m_rows(embeddings->table().wordCount())
    , m_columns(embeddings->table().width())
{
    connect(m_embeddings, &AttentionEmbeddings::tableReplaced, this, [this] {
        beginResetModel();
        m_rows = m_embeddings->table().wordCount();
        m_columns = m_embeddings->table().width();
        endResetModel();
    });
}

int EmbeddingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EmbeddingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant EmbeddingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const pe::EmbeddingTable &table = m_embeddings->table();
    const double stored = table.storedValue(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return display::number(stored);
    case Qt::EditRole:
        return display::full(stored);
    case Qt::ToolTipRole: {
        const QString word = QString::fromStdString(table.words()[std::size_t(index.row())]);
        QString tip = tr("E(%1), component %2: %3")
                          .arg(word)
                          .arg(index.column())
                          .arg(display::full(stored));
        if (table.isScaled())
            tip += QLatin1Char('\n')
                + tr("as read, times √d: %1")
                      .arg(display::full(table.value(index.row(), index.column())));
        if (table.isEdited(index.row(), index.column()))
            tip += QLatin1Char('\n') + tr("edited");
        return tip;
    }
    case Qt::FontRole:
        if (table.isEdited(index.row(), index.column())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

bool EmbeddingTableModel::parseNumber(const QString &text, double *value)
{
    QString plain = text.trimmed();
    plain.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    const double v = plain.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    *value = v;
    return true;
}

bool EmbeddingTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    double v = 0.0;
    if (value.typeId() == QMetaType::Double) {
        v = value.toDouble();
        if (!std::isfinite(v))
            return false;
    } else if (!parseNumber(value.toString(), &v)) {
        return false;
    }
    if (!m_embeddings->setStoredValue(index.row(), index.column(), v))
        return false;
    emit dataChanged(index, index);
    return true;
}

QVariant EmbeddingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows)
            return {};
        const QString word
            = QString::fromStdString(m_embeddings->table().words()[std::size_t(section)]);
        return role == Qt::DisplayRole ? word : tr("E(%1)").arg(word);
    }
    if (section < 0 || section >= m_columns)
        return {};
    return role == Qt::DisplayRole ? QString::number(section) : tr("component %1").arg(section);
}

Qt::ItemFlags EmbeddingTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}
