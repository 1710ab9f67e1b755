#pragma once

#include <QAbstractTableModel>

#include <vector>

/// ALiBi's slopes of H heads as a table: one row per head h = 1..H, the
/// columns h, the slope of the reference rule (pe::alibiSlopes: for H not a power of two, the
/// slopes of the next lower power of two followed by every other slope of twice that count) and
/// the naive 2^(−8h/H) (pe::alibiNaiveSlopes, a common bug), each as a power of two and a number;
/// rows where the two differ are marked (Qt::UserRole is true there and the font is bold).
class AlibiSlopesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Head, Reference, Naive, ColumnCount };

    explicit AlibiSlopesModel(QObject *parent = nullptr);

    /// Sets H (1 .. pe::maxAlibiHeads); resets the model.
    void setHeads(int heads);
    int heads() const { return int(m_reference.size()); }
    const std::vector<double> &referenceSlopes() const { return m_reference; }
    const std::vector<double> &naiveSlopes() const { return m_naive; }
    /// The number of heads whose two slopes differ.
    int differingHeads() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<double> m_reference;
    std::vector<double> m_naive;
};
