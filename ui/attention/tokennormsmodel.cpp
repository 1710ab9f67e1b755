#include "tokennormsmodel.h"

#include "attentionembeddings.h"
#include "displayformat.h"
#include "lessonstate.h"

#include "embeddingtable.h"

#include <cmath>
#include <limits>

TokenNormsModel::TokenNormsModel(LessonState *state, AttentionEmbeddings *embeddings,
                                 QObject *parent)
    : QAbstractTableModel(parent), m_state(state), m_embeddings(embeddings)
{
    connect(m_state, &LessonState::changed, this, &TokenNormsModel::refresh);
    connect(m_embeddings, &AttentionEmbeddings::changed, this, &TokenNormsModel::refresh);
    refresh();
}

void TokenNormsModel::refresh()
{
    // The table's revision covers the sentence, d, seed, scale and edits; the encoding's the rest.
    if (m_keyTable == m_embeddings->revision() && m_keyEncoding == m_state->encodingRevision())
        return;
    m_keyTable = m_embeddings->revision();
    m_keyEncoding = m_state->encodingRevision();
    const pe::EmbeddingTable &table = m_embeddings->table();
    const std::vector<std::string> &tokens = m_state->scenario().tokens();
    QStringList names;
    std::vector<double> embedding;
    std::vector<double> encoding;
    for (std::size_t s = 0; s < tokens.size(); ++s) {
        names << QString::fromStdString(tokens[s]);
        embedding.push_back(table.norm(table.rowOf(tokens[s])));
        encoding.push_back(pe::encodingNorm(m_state->encoding(), std::int64_t(s)));
    }
    const bool sameRows = names.size() == m_tokens.size();
    if (!sameRows)
        beginResetModel();
    m_tokens = names;
    m_embeddingNorms = std::move(embedding);
    m_encodingNorms = std::move(encoding);
    if (!sameRows)
        endResetModel();
    else if (!m_tokens.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int TokenNormsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tokens.size());
}

int TokenNormsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double TokenNormsModel::value(int row, int column) const
{
    const double e = m_embeddingNorms[std::size_t(row)];
    const double p = m_encodingNorms[std::size_t(row)];
    switch (column) {
    case PositionColumn:
        return row;
    case EmbeddingNormColumn:
        return e;
    case EncodingNormColumn:
        return p;
    default:
        return p > 0.0 ? e / p : std::numeric_limits<double>::quiet_NaN(); // |PE(0)| = 0 at d = 1
    }
}

QVariant TokenNormsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(
            (column == TokenColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (column == TokenColumn)
        return m_tokens[index.row()];
    if (column == PositionColumn)
        return QString::number(index.row());
    const double v = value(index.row(), column);
    if (std::isnan(v))
        return QStringLiteral("\u2014");
    return role == Qt::DisplayRole ? display::number(v) : display::full(v);
}

QVariant TokenNormsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case TokenColumn:
        return tr("token");
    case PositionColumn:
        return QStringLiteral("p");
    case EmbeddingNormColumn:
        return tr("|E(token)|");
    case EncodingNormColumn:
        return tr("|PE(p)|");
    case RatioColumn:
        return tr("|E| / |PE|");
    default:
        return {};
    }
}
