#pragma once

#include "contextscaling.h"

#include <QAbstractTableModel>
#include <vector>

class LessonState;

/// One row per pair of the chosen context-extension method: i, omega_i (as
/// trained), omega'_i (as scaled), the scale factor omega'_i / omega_i, the largest angle within
/// L (unscaled), the largest angle within L' (scaled), and the "never seen" verdict. Every number
/// from the core (pe::frequencyRatio(), pe::extrapolationCheck()); DisplayRole six decimals,
/// ToolTipRole 17 significant digits, UserRole the double. Follows the state through
/// refresh(), which the view calls (DeferredRefresh).
class ScalingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PairColumn,
        FrequencyColumn,
        ScaledFrequencyColumn,
        RatioColumn,
        TrainedAngleColumn,
        ContextAngleColumn,
        VerdictColumn,
        ColumnCount
    };

    explicit ScalingModel(LessonState *state, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The check per pair, as shown (pe::extrapolationCheck()).
    const std::vector<pe::PairExtrapolation> &check() const { return m_check; }
    /// omega'_i / omega_i per pair.
    const std::vector<double> &ratios() const { return m_ratios; }
    /// The number of pairs that pass.
    int passing() const { return m_passing; }
    /// Recomputes every row from the state (a model reset).
    void refresh();

private:
    LessonState *m_state;
    std::vector<pe::PairExtrapolation> m_check;
    std::vector<double> m_ratios;
    std::vector<double> m_frequencies;
    std::vector<double> m_scaledFrequencies;
    int m_passing = 0;
};
