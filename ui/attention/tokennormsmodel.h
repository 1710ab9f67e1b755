#pragma once

#include <QAbstractTableModel>

#include <vector>

class AttentionEmbeddings;
class LessonState;

/// The sizes the article's troubleshooting row 2 compares, one row per token of the sentence
/// (slot = position p): the token, p, |E(word)| as read (times sqrt(d) with the scale on, from
/// pe::EmbeddingTable::norm) and |PE(p)| (pe::encodingNorm; sqrt(d/2) for even d), and their
/// ratio |E| / |PE|. Without the scale |E| is about 1 and |PE| about sqrt(d/2): position drowns the
/// word; with it |E| is about sqrt(d), the same order as |PE|.
///
/// Recomputes only when the table, the sentence or the encoding changes (not when p or q moves):
/// O(n d) for n tokens. DisplayRole six decimals, ToolTipRole full precision.
class TokenNormsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        TokenColumn,
        PositionColumn,
        EmbeddingNormColumn,
        EncodingNormColumn,
        RatioColumn,
        ColumnCount
    };

    TokenNormsModel(LessonState *state, AttentionEmbeddings *embeddings, QObject *parent = nullptr);

    /// |E(token)| and |PE(p)| of slot s, as shown.
    double embeddingNorm(int slot) const { return m_embeddingNorms.at(std::size_t(slot)); }
    double encodingNorm(int slot) const { return m_encodingNorms.at(std::size_t(slot)); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Recomputes when something it shows changed (called on every state change).
    void refresh();

private:
    double value(int row, int column) const;

    LessonState *m_state;
    AttentionEmbeddings *m_embeddings;
    QStringList m_tokens;
    std::vector<double> m_embeddingNorms;
    std::vector<double> m_encodingNorms;
    quint64 m_keyTable = ~quint64(0);
    quint64 m_keyEncoding = ~quint64(0);
};
