#include "scalingmodel.h"

#include "displayformat.h"
#include "lessonstate.h"

ScalingModel::ScalingModel(LessonState *state, QObject *parent)
    : QAbstractTableModel(parent), m_state(state)
{
    refresh();
}

void ScalingModel::refresh()
{
    beginResetModel();
    const pe::PositionalEncoding &unscaled = m_state->unscaledEncoding();
    const pe::PositionalEncoding &scaled = m_state->encoding();
    m_check = pe::extrapolationCheck(unscaled, scaled, m_state->trainLength(),
                                     m_state->contextLength());
    const int pairs = scaled.pairCount();
    m_ratios.resize(pairs);
    m_frequencies.resize(pairs);
    m_scaledFrequencies.resize(pairs);
    m_passing = 0;
    for (int i = 0; i < pairs; ++i) {
        m_ratios[i] = pe::frequencyRatio(unscaled, scaled, i);
        m_frequencies[i] = unscaled.frequency(i);
        m_scaledFrequencies[i] = scaled.frequency(i);
        m_passing += m_check[i].passes ? 1 : 0;
    }
    endResetModel();
}

int ScalingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_check.size());
}

int ScalingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScalingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const pe::PairExtrapolation &row = m_check.at(index.row());
    double value = 0;
    switch (index.column()) {
    case PairColumn:
        if (role == Qt::DisplayRole || role == Qt::UserRole)
            return row.pair;
        return {};
    case VerdictColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return row.passes
                ? (row.fullTurnInTraining ? tr("passes (full turn within L)") : tr("passes"))
                : tr("new angles beyond L");
        if (role == Qt::UserRole)
            return row.passes;
        return {};
    case FrequencyColumn:
        value = m_frequencies.at(index.row());
        break;
    case ScaledFrequencyColumn:
        value = m_scaledFrequencies.at(index.row());
        break;
    case RatioColumn:
        value = m_ratios.at(index.row());
        break;
    case TrainedAngleColumn:
        value = row.trainedAngle;
        break;
    case ContextAngleColumn:
        value = row.contextAngle;
        break;
    default:
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return display::number(value);
    case Qt::ToolTipRole:
        return display::full(value);
    case Qt::UserRole:
        return value;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ScalingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PairColumn:
        return tr("Pair i");
    case FrequencyColumn:
        return tr("ωᵢ trained");
    case ScaledFrequencyColumn:
        return tr("ω′ᵢ scaled");
    case RatioColumn:
        return tr("ω′ᵢ / ωᵢ");
    case TrainedAngleColumn:
        // Two lines, so that the columns fit beside a lesson's card.
        return tr("Largest angle\nwithin L (rad)");
    case ContextAngleColumn:
        return tr("Largest angle\nwithin L′ (rad)");
    case VerdictColumn:
        return tr("“Never seen” test");
    default:
        return {};
    }
}
