#pragma once

/// The columns of the lesson table, named where no table model is at hand: a lesson step says
/// which columns it highlights (ui/lesson), and EncodingTableModel (ui/table) shows its columns in
/// this order, so that its column numbers are these.
namespace lessontable {

enum Column {
    ComponentColumn,
    PairColumn,
    FunctionColumn,
    PositionColumn, // PE(p)
    ComparisonColumn, // PE(q)
    DifferenceColumn, // PE(q) - PE(p)
    InputPColumn, // x(p) = E + A(p)
    InputQColumn, // x(q) = E + A(q)
    ColumnCount
};

} // namespace lessontable
