#pragma once

#include <QAbstractTableModel>

class AttentionEmbeddings;

/// The numeric embeddings as an editable table: one row per distinct word of
/// the sentence (the two "the" share one row), one column per component j = 0 .. d-1, each cell
/// the stored (unscaled, learnable) entry of pe::EmbeddingTable, drawn from N(0, 1/d).
///
/// Roles: DisplayRole six decimals with a true minus; ToolTipRole the value at full precision
/// (17 significant digits) and, when the sqrt(d) scale is on, the value as read; EditRole the
/// full-precision text (so the default line editor keeps every digit); FontRole bold for an
/// edited entry. setData() takes a number (a double, or a text in plain or scientific notation,
/// "−" or "-" as minus) and refuses anything else or a non-finite value (false, nothing changed).
/// Row headers are the words, column headers "j".
class EmbeddingTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit EmbeddingTableModel(AttentionEmbeddings *embeddings, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// A text as a number: plain or scientific notation, U+2212 or '-' as minus; false for
    /// anything else or a value that is not finite.
    static bool parseNumber(const QString &text, double *value);

private:
    AttentionEmbeddings *m_embeddings;
    int m_rows = 0;
    int m_columns = 0;
};
