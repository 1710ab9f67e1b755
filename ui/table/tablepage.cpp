#include "tablepage.h"

#include "childsignals.h"
#include "encodingtablemodel.h"
#include "exportmarks.h"
#include "lessonstate.h"
#include "precisiondelegate.h"
#include "tablefit.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

TablePage::TablePage(LessonState *state, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("table"));
    m_state = state;
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
    // Scrolled by pixels, so that revealCells() can show two columns whole where scrolling by
    // whole columns would leave one of them cut at the edge.
    m_tableView->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    resizeColumns();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_focusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_focusLabel->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, for screen readers
    // The 17 digits are never cut: the line wraps (at its spaces) rather than run out of room,
    // and never widens the window.
    m_focusLabel->setWordWrap(true);
    // The table takes the height of its rows and no more (fitHeight()); the room left over goes
    // under the footer.
    layout->addWidget(m_tableView, 1);
    layout->addWidget(m_focusLabel);
    exportmarks::markControls(m_focusLabel); // an exported table shows no selection
    layout->addStretch(0);
    m_tableView->viewport()->installEventFilter(this);
    // Every column in view: the font shrinks (down to 0.6 of the page's) rather than scroll, and
    // the columns' widths follow the font.
    connect(new TableFit(m_tableView), &TableFit::fontChanged, this, &TablePage::resizeColumns);
    m_revealTimer = new QTimer(this);
    m_revealTimer->setSingleShot(true);
    m_revealTimer->setInterval(0);
    connect(m_revealTimer, &QTimer::timeout, this, &TablePage::reveal);
    // The function column follows the layout's labels (fairseq's offset), their denominators (a
    // base just above 1 writes them in full) and d. The columns are refitted once the state's
    // change is whole and the model has its rows: at layoutChanged or baseChanged the model can
    // still hold the old d's rows, which the new encoding cannot label. The model connected to
    // changed() first, so it has recomputed when this runs.
    const auto markStale = [this] { m_columnsStale = true; };
    connect(m_state, &LessonState::layoutChanged, this, markStale);
    connect(m_state, &LessonState::paddingIndexChanged, this, markStale);
    connect(m_state, &LessonState::baseChanged, this, markStale);
    connect(m_state, &LessonState::widthChanged, this, markStale);
    connect(m_state, &LessonState::changed, this, [this] {
        if (!m_columnsStale)
            return;
        m_columnsStale = false;
        resizeColumns();
    });
    const auto refit = [this] { fitHeight(); };
    // The header's height follows the table's font (TableFit) after the rows have.
    connect(m_tableView->horizontalHeader(), &QHeaderView::geometriesChanged, this, refit);
    connect(m_model, &QAbstractItemModel::modelReset, this, refit);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, refit);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, refit);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, refit);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &TablePage::updateFocusLabel);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TablePage::updateFocusLabel);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TablePage::updateFocusLabel);
    retranslate();
}

TablePage::~TablePage() { childsignals::disconnectFrom(this); }

void TablePage::setFooter(QWidget *widget)
{
    auto *layout = qobject_cast<QVBoxLayout *>(this->layout());
    if (m_footer)
        layout->removeWidget(m_footer);
    m_footer = widget;
    if (m_footer)
        layout->insertWidget(2, m_footer); // under the focus line, above the leftover room
}

void TablePage::fitHeight()
{
    const int frame = 2 * m_tableView->frameWidth();
    const QHeaderView *header = m_tableView->horizontalHeader();
    const int rows = std::min(m_model->rowCount(), m_state->width());
    int chrome = frame + (header->isVisible() ? header->sizeHint().height() : 0);
    // Columns wider than the view bring a horizontal scroll bar, which takes rows' room.
    if (header->length() > m_tableView->width() - frame)
        chrome += m_tableView->horizontalScrollBar()->sizeHint().height();
    // Few rows in a tall page grow (up to twice their height) into the room the focus line and
    // the footer leave, rather than leave it blank.
    int rowHeight = m_rowHeight;
    if (rows > 0 && layout()) {
        const int spacing = qMax(0, layout()->spacing());
        int below = m_focusLabel->sizeHint().height() + spacing;
        if (m_footer && m_footer->isVisibleTo(this))
            below += (m_footer->hasHeightForWidth() ? m_footer->heightForWidth(width())
                                                    : m_footer->sizeHint().height())
                + spacing;
        const int room = height() - below - chrome;
        if (room > rows * m_rowHeight)
            rowHeight = qMin(room / rows, 2 * m_rowHeight);
    }
    QHeaderView *vertical = m_tableView->verticalHeader();
    if (vertical->defaultSectionSize() != rowHeight)
        vertical->setDefaultSectionSize(rowHeight);
    const int height = chrome + vertical->length();
    if (m_tableView->maximumHeight() != height)
        m_tableView->setMaximumHeight(height);
}

void TablePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitHeight();
    // Another width may need another least height (wrapped text): ask for a new layout.
    if (layout() && layout()->hasHeightForWidth()
        && layout()->totalMinimumHeightForWidth(width()) != m_minimumHeight)
        updateGeometry();
}

QSize TablePage::minimumSizeHint() const
{
    QSize size = QWidget::minimumSizeHint();
    if (layout() && layout()->hasHeightForWidth() && width() > 0) {
        auto *self = const_cast<TablePage *>(this);
        self->m_minimumHeight = layout()->totalMinimumHeightForWidth(width());
        size.setHeight(qMax(size.height(), m_minimumHeight));
    }
    return size;
}

void TablePage::revealCells(const QList<int> &pairs, const QList<int> &columns)
{
    m_revealPairs = pairs;
    m_revealColumns = columns;
    reveal();
    m_revealTimer->start(); // again once a size change that may follow has settled
}

void TablePage::setHiddenColumns(const QList<int> &columns)
{
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_tableView->setColumnHidden(column, columns.contains(column));
    fitHeight();
}

void TablePage::reveal()
{
    const int rows = std::min(m_model->rowCount(), m_state->width());
    if (rows == 0)
        return;
    // The far cell first, then the near one: when both fit, both end up in view.
    QList<int> wantedRows;
    for (const int pair : std::as_const(m_revealPairs))
        for (const int row : {2 * pair, 2 * pair + 1})
            if (row >= 0 && row < rows)
                wantedRows.append(row);
    QList<int> wantedColumns;
    for (const int column : std::as_const(m_revealColumns))
        if (column >= 0 && column < m_model->columnCount())
            wantedColumns.append(column);
    if (wantedRows.isEmpty() && wantedColumns.isEmpty()) {
        m_tableView->scrollToTop();
        m_tableView->horizontalScrollBar()->setValue(0);
        return;
    }
    std::sort(wantedRows.begin(), wantedRows.end());
    std::sort(wantedColumns.begin(), wantedColumns.end());
    const int firstRow = wantedRows.isEmpty() ? 0 : wantedRows.first();
    const int lastRow = wantedRows.isEmpty() ? 0 : wantedRows.last();
    if (wantedColumns.isEmpty()) {
        m_tableView->horizontalScrollBar()->setValue(0);
        m_tableView->scrollTo(m_model->index(lastRow, 0));
        m_tableView->scrollTo(m_model->index(firstRow, 0));
        return;
    }
    m_tableView->scrollTo(m_model->index(lastRow, wantedColumns.last()));
    m_tableView->scrollTo(m_model->index(firstRow, wantedColumns.first()));
}

bool TablePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tableView->viewport() && event->type() == QEvent::Resize) {
        fitHeight();
        // The view updates its scroll ranges after its viewport's resize: reveal once it has.
        m_revealTimer->start();
    }
    return QWidget::eventFilter(watched, event);
}

void TablePage::resizeColumns()
{
    // Six-decimal columns; a focused cell shows 17 digits (shrunk to fit if needed) and the
    // focus line below repeats it in full.
    const QFontMetrics fm(m_tableView->font());
    // The six decimals and no more (a focused cell shrinks its 17 digits into them, and the
    // focus line repeats them in full), so that the table fits beside a lesson's card.
    const int numberWidth = fm.horizontalAdvance(QStringLiteral("\u22120.989992")) + 14;
    const int inputWidth
        = fm.horizontalAdvance(QStringLiteral("e\u2081\u2082 \u2212 0.989992")) + 14;
    // As wide as the longest label: those of the first and last pairs (denominators nearest 1
    // or largest; a base just above 1 writes its slowest pair's denominator in full,
    // "cos(p/1.0000000000000002)"; fairseq's labels carry its offset, "cos((p+2)/1000)").
    int functionWidth = 0;
    const int rows = std::min(m_model->rowCount(), m_state->width());
    for (int j : {0, 1, 2, 3, rows - 2, rows - 1}) {
        if (j >= 0 && j < rows)
            functionWidth = std::max(
                functionWidth,
                fm.horizontalAdvance(
                    m_model->index(j, EncodingTableModel::FunctionColumn).data().toString()));
    }
    m_tableView->setColumnWidth(EncodingTableModel::FunctionColumn, functionWidth + 20);
    // Never narrower than the column's title ("PE(3) − PE(0)").
    const QHeaderView *header = m_tableView->horizontalHeader();
    for (int c = EncodingTableModel::PositionColumn; c <= EncodingTableModel::DifferenceColumn; ++c)
        m_tableView->setColumnWidth(c, std::max(numberWidth, header->sectionSizeHint(c)));
    m_tableView->setColumnWidth(EncodingTableModel::InputPColumn, inputWidth);
    // The last column stretches into the room left over, never below the width of its inputs.
    m_tableView->setColumnWidth(EncodingTableModel::InputQColumn, inputWidth);
    m_tableView->resizeColumnToContents(EncodingTableModel::ComponentColumn);
    m_tableView->resizeColumnToContents(EncodingTableModel::PairColumn);
    m_rowHeight = fm.height() + 10;
    m_tableView->verticalHeader()->setDefaultSectionSize(m_rowHeight);
    fitHeight();
    if (m_revealTimer)
        m_revealTimer->start(); // the columns' new widths move what must be in view
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
