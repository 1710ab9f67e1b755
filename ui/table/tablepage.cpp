#include "tablepage.h"

#include "encodingtablemodel.h"
#include "exportmarks.h"
#include "precisiondelegate.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

TablePage::TablePage(LessonState *state, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("table"));
    m_model = new EncodingTableModel(state, this);
    // The line first: children paint in creation order, and exported SVG files keep that order.
    m_focusLabel = new QLabel(this);
    m_tableView = new QTableView(this);
    m_tableView->setModel(m_model);
    m_tableView->setItemDelegate(new PrecisionDelegate(m_tableView));
    m_tableView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_tableView->verticalHeader()->hide();
    m_tableView->setAlternatingRowColors(true);
    m_tableView->horizontalHeader()->setStretchLastSection(true);
    m_tableView->setTabKeyNavigation(false); // Tab leaves the table; arrows move the cell
    resizeColumns();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_focusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_focusLabel->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, for screen readers
    // The 17 digits are never cut: the line wraps (at its spaces) rather than run out of room,
    // and never widens the window.
    m_focusLabel->setWordWrap(true);
    layout->addWidget(m_tableView, 1);
    layout->addWidget(m_focusLabel);
    exportmarks::markControls(m_focusLabel); // an exported table shows no selection
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &TablePage::updateFocusLabel);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TablePage::updateFocusLabel);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TablePage::updateFocusLabel);
    retranslate();
}

void TablePage::resizeColumns()
{
    // Six-decimal columns; a focused cell shows 17 digits (shrunk to fit if needed) and the
    // focus line below repeats it in full.
    const QFontMetrics fm(m_tableView->font());
    const int numberWidth = fm.horizontalAdvance(QStringLiteral("\u22120.98999249660")) + 16;
    const int inputWidth
        = fm.horizontalAdvance(QStringLiteral("e\u2081\u2082 \u2212 0.9899920000")) + 16;
    m_tableView->setColumnWidth(EncodingTableModel::FunctionColumn,
                                fm.horizontalAdvance(QStringLiteral("cos(p/1000.00)")) + 24);
    for (int c = EncodingTableModel::PositionColumn; c <= EncodingTableModel::DifferenceColumn; ++c)
        m_tableView->setColumnWidth(c, numberWidth);
    m_tableView->setColumnWidth(EncodingTableModel::InputPColumn, inputWidth);
    m_tableView->resizeColumnToContents(EncodingTableModel::ComponentColumn);
    m_tableView->resizeColumnToContents(EncodingTableModel::PairColumn);
    m_tableView->verticalHeader()->setDefaultSectionSize(fm.height() + 10);
}

void TablePage::updateFocusLabel()
{
    const QModelIndex index = m_tableView->currentIndex();
    if (!index.isValid()) {
        m_focusLabel->setText(QCoreApplication::translate(
            "MainWindow", "Select a cell to see its value with 17 significant digits."));
        return;
    }
    const int column = index.column();
    const int j = index.row();
    if (column >= EncodingTableModel::PositionColumn) {
        const QString header = m_model->headerData(column, Qt::Horizontal).toString();
        m_focusLabel->setText(
            QCoreApplication::translate("MainWindow", "Component %1 of %2 = %3")
                .arg(j)
                .arg(header, index.data(EncodingTableModel::FullTextRole).toString()));
    } else {
        m_focusLabel->setText(
            m_model->index(j, EncodingTableModel::FunctionColumn).data(Qt::ToolTipRole).toString());
    }
}

// The page's texts were the main window's and keep its translation context ("MainWindow").
void TablePage::retranslate()
{
    m_tableView->resizeColumnToContents(EncodingTableModel::ComponentColumn);
    m_tableView->resizeColumnToContents(EncodingTableModel::PairColumn);
    updateFocusLabel();
    m_tableView->setAccessibleName(
        QCoreApplication::translate("MainWindow", "Positional encoding table"));
    m_tableView->setAccessibleDescription(QCoreApplication::translate(
        "MainWindow",
        "One row per component: function, PE(p), PE(q), the inputs and their difference. "
        "Arrow keys move the current cell."));
    m_focusLabel->setAccessibleName(
        QCoreApplication::translate("MainWindow", "Current cell at full precision"));
    m_model->retranslate();
}

void TablePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        resizeColumns();
    QWidget::changeEvent(event);
}
