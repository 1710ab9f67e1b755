#include "encodingtablemodel.h"

#include "displayformat.h"
#include "lessonstate.h"
#include "numberformat.h"

#include <QColor>

EncodingTableModel::EncodingTableModel(LessonState *state, QObject *parent)
    : QAbstractTableModel(parent), m_state(state)
{
    recompute();
    connect(m_state, &LessonState::changed, this, &EncodingTableModel::onStateChanged);
}

void EncodingTableModel::recompute()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    m_rows = encoding.width();
    m_pe_p = encoding.vector(m_state->position());
    m_pe_q = encoding.vector(m_state->comparison());
    m_denominators.resize(static_cast<std::size_t>(encoding.pairCount()));
    for (int i = 0; i < encoding.pairCount(); ++i)
        m_denominators[static_cast<std::size_t>(i)] = encoding.denominator(i);
}

void EncodingTableModel::onStateChanged()
{
    if (m_state->width() != m_rows) {
        beginResetModel();
        recompute();
        endResetModel();
        return;
    }
    recompute();
    if (m_rows > 0)
        emit dataChanged(index(0, FunctionColumn), index(m_rows - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, PositionColumn, InputQColumn);
}

void EncodingTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void EncodingTableModel::setHighlight(const QList<int> &pairs, const QList<int> &columns)
{
    if (pairs == m_highlightPairs && columns == m_highlightColumns)
        return;
    m_highlightPairs = pairs;
    m_highlightColumns = columns;
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1), {Qt::BackgroundRole});
}

int EncodingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EncodingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EncodingTableModel::text(int row, int column, bool fullPrecision) const
{
    const auto j = static_cast<std::size_t>(row);
    const auto num = [fullPrecision](double v) {
        return fullPrecision ? display::full(v) : display::number(v);
    };
    switch (column) {
    case ComponentColumn:
        return QString::number(row);
    case PairColumn: {
        // The layout decides the pair (interleaved: row / 2); a zero column has none.
        const int pair = m_state->encoding().pairOf(row);
        return pair < 0 ? QString() : QString::number(pair);
    }
    case FunctionColumn:
        return QString::fromStdString(pe::componentLabel(m_state->encoding(), row));
    case PositionColumn:
        return num(m_pe_p[j]);
    case ComparisonColumn:
        return num(m_pe_q[j]);
    case DifferenceColumn:
        return num(m_pe_q[j] - m_pe_p[j]);
    case InputPColumn:
        return display::symbolicInput(row, m_pe_p[j], m_state->encodingOn(), fullPrecision);
    case InputQColumn:
        return display::symbolicInput(row, m_pe_q[j], m_state->encodingOn(), fullPrecision);
    default:
        return {};
    }
}

QVariant EncodingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const auto j = static_cast<std::size_t>(row);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(row, column, false);
    case FullTextRole:
        return text(row, column, true);
    case Qt::ToolTipRole:
        if (column >= PositionColumn)
            return text(row, column, true);
        if (column == FunctionColumn) {
            const int pair = m_state->encoding().pairOf(row);
            if (pair < 0)
                return {}; // a zero column (tensor2tensor, fairseq with odd d): no angle
            return tr("Angle in radians: p / %1; pair %2, component %3")
                .arg(display::full(m_denominators[static_cast<std::size_t>(pair)]))
                .arg(pair)
                .arg(row);
        }
        return {};
    case ValueRole:
        switch (column) {
        case ComponentColumn:
            return row;
        case PairColumn:
            return m_state->encoding().pairOf(row);
        case PositionColumn:
            return m_pe_p[j];
        case ComparisonColumn:
            return m_pe_q[j];
        case DifferenceColumn:
            return m_pe_q[j] - m_pe_p[j];
        case InputPColumn:
            return m_state->encodingOn() ? m_pe_p[j] : 0.0;
        case InputQColumn:
            return m_state->encodingOn() ? m_pe_q[j] : 0.0;
        default:
            return {};
        }
    case Qt::BackgroundRole:
        if (m_highlightPairs.contains(row / 2) || m_highlightColumns.contains(column))
            return QColor(0xF0, 0xE4, 0x42, 110); // Okabe-Ito yellow, translucent
        return {};
    case Qt::TextAlignmentRole:
        if (column == FunctionColumn || column >= InputPColumn)
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant EncodingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < m_rows)
            return section;
        return {};
    }
    const QString p = QString::number(m_state->position());
    const QString q = QString::number(m_state->comparison());
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ComponentColumn:
            return tr("Component");
        case PairColumn:
            return tr("Pair i");
        case FunctionColumn:
            return tr("Function");
        case PositionColumn:
            return QStringLiteral("PE(%1)").arg(p);
        case ComparisonColumn:
            return QStringLiteral("PE(%1)").arg(q);
        case DifferenceColumn:
            return QStringLiteral("PE(%1) \u2212 PE(%2)").arg(q, p);
        case InputPColumn:
            return QStringLiteral("x(%1)").arg(p);
        case InputQColumn:
            return QStringLiteral("x(%1)").arg(q);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        // The layout decides which components form pair i: 2i and 2i+1 in the
        // paper's, i and h + i in the [sin | cos] halves.
        case ComponentColumn:
        case PairColumn:
        case FunctionColumn: {
            const pe::PositionalEncoding &encoding = m_state->encoding();
            const pe::Layout layout = encoding.spec().layout;
            const int cosOffset = encoding.pairCount() > 0 ? encoding.cosComponent(0) : -1;
            if (section == FunctionColumn)
                return layout == pe::Layout::Tensor2Tensor || layout == pe::Layout::Fairseq
                    ? tr("The formula of this component, with its denominator "
                         "base^(j/(d/2-1))")
                    : tr("The formula of this component, with its denominator base^(2i/d)");
            if (layout == pe::Layout::Interleaved || cosOffset < 0)
                return section == ComponentColumn
                    ? tr("Component index 2i (sin) or 2i+1 (cos)")
                    : tr("Pair index i: components 2i and 2i+1 share one angle");
            return section == ComponentColumn
                ? tr("Component index i (sin) or %1 + i (cos): the [sin | cos] halves")
                      .arg(cosOffset)
                : tr("Pair index i: components i and %1 + i share one angle").arg(cosOffset);
        }
        case PositionColumn:
            return tr("Positional encoding at position p = %1").arg(p);
        case ComparisonColumn:
            return tr("Positional encoding at comparison position q = %1").arg(q);
        case DifferenceColumn:
            return tr("Difference vector PE(q) − PE(p), from unrounded values");
        case InputPColumn:
            return tr("Input x(p) = E + A(p) for the repeated word at position %1").arg(p);
        case InputQColumn:
            return tr("Input x(q) = E + A(q) for the repeated word at position %1").arg(q);
        default:
            return {};
        }
    }
    return {};
}
