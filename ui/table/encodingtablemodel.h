#pragma once

#include "lessontable.h"

#include <QAbstractTableModel>

#include <vector>

class LessonState;

/// The lesson's table, one row per component j (d rows):
/// component, pair i, function ("sin(p/10)"), PE(p), PE(q), PE(q) − PE(p), x(p), x(q).
/// Numbers come from the core; DisplayRole shows six decimals with a true minus sign, ToolTipRole
/// and FullTextRole 17 significant digits, ValueRole the double itself. x(p) and x(q) are written
/// symbolically ("e₀ + 0.141120"). A change of d resets the model; any other change emits one
/// dataChanged over the numeric columns and one headerDataChanged.
class EncodingTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// The columns, numbered as lessontable::Column names them.
    enum Column {
        ComponentColumn = lessontable::ComponentColumn,
        PairColumn = lessontable::PairColumn,
        FunctionColumn = lessontable::FunctionColumn,
        PositionColumn = lessontable::PositionColumn, // PE(p)
        ComparisonColumn = lessontable::ComparisonColumn, // PE(q)
        DifferenceColumn = lessontable::DifferenceColumn, // PE(q) - PE(p)
        InputPColumn = lessontable::InputPColumn, // x(p) = E + A(p)
        InputQColumn = lessontable::InputQColumn, // x(q) = E + A(q)
        ColumnCount = lessontable::ColumnCount
    };
    enum Role {
        ValueRole = Qt::UserRole + 1, // double (numeric columns) or int (index columns)
        FullTextRole, // the text with 17 significant digits
    };

    explicit EncodingTableModel(LessonState *state, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Re-reads translated header texts (call on QEvent::LanguageChange).
    void retranslate();
    /// Highlights the rows of these pairs and these columns (lessontable::Column values, which are
    /// this model's columns) with BackgroundRole, as the walkthrough points at what it speaks of.
    /// Empty lists clear the highlight.
    void setHighlight(const QList<int> &pairs, const QList<int> &columns);
    QList<int> highlightedPairs() const { return m_highlightPairs; }
    QList<int> highlightedColumns() const { return m_highlightColumns; }

private:
    void recompute();
    void onStateChanged();
    QString text(int row, int column, bool fullPrecision) const;

    LessonState *m_state;
    int m_rows = 0;
    std::vector<double> m_pe_p;
    std::vector<double> m_pe_q;
    std::vector<double> m_denominators;
    QList<int> m_highlightPairs;
    QList<int> m_highlightColumns;
};
