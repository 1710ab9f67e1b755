// Tests of the table tab (TablePage) and the exported table (ExportTableView): the focus line
// repeats the current cell at 17 significant digits (the lesson's PE values at p = 0, q = 3,
// d = 8, written out from mpmath at 50 digits and rounded to 17), the number columns follow the
// font, and the exported table's columns fill its width.
#include "encodingtablemodel.h"
#include "exporttableview.h"
#include "language.h"
#include "lessonstate.h"
#include "tablepage.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

class TestTablePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void focusLine_data();
    void focusLine();
    void focusLineWithoutCell();
    void focusLineNeverCut_data();
    void focusLineNeverCut();
    void columnsFollowTheFont();
    void functionColumnFitsItsLabels();
    void widthWithOtherParameters_data();
    void widthWithOtherParameters();
    void exportTableFillsWidth_data();
    void exportTableFillsWidth();
    void footerSitsUnderTheRows_data();
    void footerSitsUnderTheRows();
    void revealCells_data();
    void revealCells();
};

void TestTablePage::focusLine_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    const QString minus = QStringLiteral("\u2212");
    QTest::newRow("PE(0)[0]") << 0 << int(EncodingTableModel::PositionColumn)
                              << QStringLiteral("Component 0 of PE(0) = 0.0000000000000000");
    QTest::newRow("PE(3)[0]") << 0 << int(EncodingTableModel::ComparisonColumn)
                              << QStringLiteral("Component 0 of PE(3) = 0.14112000805986721");
    QTest::newRow("PE(3)[1]") << 1 << int(EncodingTableModel::ComparisonColumn)
                              << QStringLiteral("Component 1 of PE(3) = ") + minus
            + QStringLiteral("0.98999249660044542");
    QTest::newRow("function column") << 0 << int(EncodingTableModel::FunctionColumn)
                                     << QString(); // the function's tooltip, checked below
}

void TestTablePage::focusLine()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, expected);
    LessonState state;
    TablePage page(&state);
    QCOMPARE(page.objectName(), QStringLiteral("table"));
    page.tableView()->setCurrentIndex(page.model()->index(row, column));
    if (expected.isEmpty())
        expected = page.model()->index(row, column).data(Qt::ToolTipRole).toString();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(page.focusLabel()->text(), expected);
    // A parameter change rewrites the line for the same cell.
    QVERIFY(state.setComparison(6));
    if (column == EncodingTableModel::ComparisonColumn)
        QVERIFY(page.focusLabel()->text().startsWith(
            QStringLiteral("Component %1 of PE(6) = ").arg(row)));
}

void TestTablePage::focusLineWithoutCell()
{
    LessonState state;
    TablePage page(&state);
    QCOMPARE(page.focusLabel()->text(),
             QStringLiteral("Select a cell to see its value with 17 significant digits."));
    QVERIFY(!page.tableView()->accessibleName().isEmpty());
    QVERIFY(!page.focusLabel()->accessibleName().isEmpty());
}

void TestTablePage::focusLineNeverCut_data()
{
    // The table page as narrow as a window with the lesson panel open in presentation mode, or
    // narrower: the line wraps at its spaces, shows all 17 digits and asks for no more width.
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("width");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const int width : {900, 400, 240})
            QTest::addRow("%s, %d px", qPrintable(lang), width) << lang << width;
}

void TestTablePage::focusLineNeverCut()
{
    QFETCH(QString, lang);
    QFETCH(int, width);
    QVERIFY(language::install(lang));
    LessonState state;
    TablePage page(&state);
    page.resize(width, 500);
    page.show();
    // The widest line: component 1 of x(q), "e₁ − 0.98999249660044542" and its words around.
    page.tableView()->setCurrentIndex(page.model()->index(1, EncodingTableModel::InputQColumn));
    QCoreApplication::processEvents();
    QLabel *line = page.focusLabel();
    const QString text = line->text();
    QVERIFY(language::install(QStringLiteral("en")));
    QVERIFY2(text.contains(QStringLiteral("0.98999249660044542")), qPrintable(text));
    QVERIFY(line->wordWrap());
    QVERIFY(line->minimumSizeHint().width() <= width);
    QVERIFY(line->width() <= width);
    // Every word fits the line's width, and the height holds every wrapped line.
    const QFontMetrics metrics(line->font());
    for (const QString &word : text.split(QLatin1Char(' ')))
        QVERIFY2(metrics.horizontalAdvance(word) <= line->contentsRect().width(), qPrintable(word));
    QVERIFY(line->height() >= line->heightForWidth(line->width()));
}

void TestTablePage::columnsFollowTheFont()
{
    LessonState state;
    TablePage page(&state);
    const int before = page.tableView()->columnWidth(EncodingTableModel::PositionColumn);
    QVERIFY(before > 0);
    QFont larger = page.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    page.setFont(larger);
    QVERIFY(page.tableView()->columnWidth(EncodingTableModel::PositionColumn) > before);
}

// Base 1 + 2^-52 writes pair 3's denominator in full (cos(p/1.0000000000000002)); the
// function column widens to show it whole, and narrows again at the lesson's base.
void TestTablePage::functionColumnFitsItsLabels()
{
    LessonState state;
    TablePage page(&state);
    // Wide enough for the longest label at the page's font: the column's width follows the
    // labels alone (a narrower table would take a smaller font to fit, TableFit).
    page.resize(1600, 600);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const int before = page.tableView()->columnWidth(EncodingTableModel::FunctionColumn);
    QVERIFY(state.setBase(1.0000000000000002));
    QCoreApplication::processEvents(); // the column follows the base once the model has it
    const QString label
        = page.model()->index(7, EncodingTableModel::FunctionColumn).data().toString();
    QCOMPARE(label, QStringLiteral("cos(p/1.0000000000000002)"));
    const QFontMetrics fm(page.tableView()->font());
    QVERIFY(page.tableView()->columnWidth(EncodingTableModel::FunctionColumn)
            > fm.horizontalAdvance(label));
    QVERIFY(state.setBase(10000.0));
    QCoreApplication::processEvents();
    QCOMPARE(page.tableView()->columnWidth(EncodingTableModel::FunctionColumn), before);
    // A change of d refits the column from the model's new rows (at d = 2 only rows 0 and 1:
    // reading the old d's rows 2, 3, 6, 7 threw), and back.
    QVERIFY(state.setWidth(2));
    QVERIFY(state.setWidth(8));
    QCoreApplication::processEvents();
    QCOMPARE(page.tableView()->columnWidth(EncodingTableModel::FunctionColumn), before);
}

// CI found it: --export with --dim 12 --layout concatenated ended in std::terminate when the first
// lesson's step set d = 8 and the interleaved layout at once. layoutChanged came before the model
// had the new d's rows, and refitting the function column read row 11 of a d = 8 encoding. Each
// row changes d together with what else refits the column, in one setParameters().
void TestTablePage::widthWithOtherParameters_data()
{
    QTest::addColumn<int>("fromD");
    QTest::addColumn<int>("toD");
    QTest::addColumn<int>("change"); // 0 layout, 1 base, 2 fairseq's padding index
    QTest::newRow("12 -> 8 with layout") << 12 << 8 << 0;
    QTest::newRow("8 -> 12 with layout") << 8 << 12 << 0;
    QTest::newRow("12 -> 2 with base") << 12 << 2 << 1;
    QTest::newRow("16 -> 8 with padding") << 16 << 8 << 2;
}

void TestTablePage::widthWithOtherParameters()
{
    QFETCH(int, fromD);
    QFETCH(int, toD);
    QFETCH(int, change);
    LessonState state;
    TablePage page(&state);
    LessonState::Parameters from = state.parameters();
    from.d = fromD;
    from.layout = change == 2 ? pe::Layout::Fairseq : pe::Layout::Concatenated;
    QVERIFY(state.setParameters(from));
    LessonState::Parameters to = from;
    to.d = toD;
    if (change == 0)
        to.layout = pe::Layout::Interleaved;
    else if (change == 1)
        to.base = 1.0000000000000002;
    else
        to.paddingIndex = from.paddingIndex + 3;
    QVERIFY(state.setParameters(to));
    QCoreApplication::processEvents();
    QCOMPARE(page.model()->rowCount(), toD);
    // The column fits the new rows' longest label.
    const QFontMetrics fm(page.tableView()->font());
    for (int j = 0; j < toD; ++j) {
        const QString label
            = page.model()->index(j, EncodingTableModel::FunctionColumn).data().toString();
        QVERIFY2(page.tableView()->columnWidth(EncodingTableModel::FunctionColumn)
                     > fm.horizontalAdvance(label),
                 qPrintable(label));
    }
}

void TestTablePage::exportTableFillsWidth_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("d");
    QTest::newRow("1200 wide, d 8") << 1200 << 8;
    QTest::newRow("1601 wide, d 4") << 1601 << 4; // spare pixels not divisible by the columns
}

void TestTablePage::exportTableFillsWidth()
{
    QFETCH(int, width);
    QFETCH(int, d);
    LessonState state;
    QVERIFY(state.setWidth(d));
    ExportTableView view(&state);
    view.resize(width, 400);
    view.setAttribute(Qt::WA_DontShowOnScreen); // resize events reach a shown widget only
    view.show();
    QCoreApplication::processEvents();
    int used = 0;
    for (int c = 0; c < view.model()->columnCount(); ++c)
        used += view.columnWidth(c);
    QCOMPARE(used, view.viewport()->width());
    QCOMPARE(view.model()->rowCount(), d);
    QVERIFY(view.verticalHeader()->isHidden());
}

void TestTablePage::footerSitsUnderTheRows_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("pageHeight");
    QTest::addColumn<bool>("scrolls");
    QTest::newRow("8 rows, a tall page: rows grow, no more than twice") << 8 << 900 << false;
    QTest::newRow("8 rows, a page that just holds them") << 8 << 420 << false;
    QTest::newRow("64 rows: the table scrolls") << 64 << 600 << true;
}

// The table is never taller than its rows, so the footer (the window's difference lengths)
// sits right under them; a tall page lets few rows grow (at most twice their height) instead
// of leaving a blank; more rows than room scroll.
void TestTablePage::footerSitsUnderTheRows()
{
    QFETCH(int, d);
    QFETCH(int, pageHeight);
    QFETCH(bool, scrolls);
    LessonState state;
    state.setWidth(d);
    TablePage page(&state);
    auto *footer = new QLabel(QStringLiteral("footer"));
    footer->setFixedHeight(120);
    page.setFooter(footer);
    QCOMPARE(page.footer(), footer);
    QCOMPARE(footer->parentWidget(), &page);
    page.resize(1000, pageHeight);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCoreApplication::processEvents();
    QTableView *table = page.tableView();
    const QRect lastRow = table->visualRect(page.model()->index(d - 1, 0));
    const int rowsBottom = table->viewport()->mapTo(&page, QPoint(0, lastRow.bottom())).y();
    const int base = QFontMetrics(table->font()).height() + 10;
    QVERIFY(table->rowHeight(0) >= base);
    QVERIFY(table->rowHeight(0) <= 2 * base);
    QCOMPARE(table->verticalScrollBar()->isVisible(), scrolls);
    if (!scrolls) {
        // Under the rows: the focus line, then the footer, no gap of a row's height between.
        QVERIFY(page.focusLabel()->geometry().top() - rowsBottom < base);
        QVERIFY(footer->geometry().top() > page.focusLabel()->geometry().bottom());
        QVERIFY(footer->geometry().top() - page.focusLabel()->geometry().bottom() < base);
        QVERIFY(lastRow.bottom() < table->viewport()->height());
    }
    page.setFooter(nullptr);
    QVERIFY(!page.footer());
    delete footer;
}

void TestTablePage::revealCells_data()
{
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("x(p) and x(q)")
        << QList<int> {}
        << QList<int> {EncodingTableModel::InputPColumn, EncodingTableModel::InputQColumn};
    QTest::newRow("difference") << QList<int> {}
                                << QList<int> {EncodingTableModel::DifferenceColumn};
    QTest::newRow("pair 30 of d = 64") << QList<int> {30} << QList<int> {};
    QTest::newRow("pair 3, PE(q)")
        << QList<int> {3} << QList<int> {EncodingTableModel::ComparisonColumn};
}

// A lesson step's cells are brought into view in a table too small to show every column and
// row, and stay in view when the table's size changes.
void TestTablePage::revealCells()
{
    QFETCH(QList<int>, pairs);
    QFETCH(QList<int>, columns);
    LessonState state;
    state.setWidth(64);
    TablePage page(&state);
    page.resize(520, 300);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.revealCells(pairs, columns);
    QTableView *table = page.tableView();
    const auto inView = [&] {
        QCoreApplication::processEvents();
        const QRect viewport = table->viewport()->rect();
        for (const int column : columns) {
            const QRect cell = table->visualRect(page.model()->index(0, column));
            if (cell.left() < 0 || cell.right() > viewport.right())
                return false;
        }
        for (const int pair : pairs)
            for (const int row : {2 * pair, 2 * pair + 1}) {
                const QRect cell = table->visualRect(page.model()->index(row, 0));
                if (cell.top() < 0 || cell.bottom() > viewport.bottom())
                    return false;
            }
        return true;
    };
    // Once the columns have taken the font that fits them (TableFit: a few passes of the loop).
    QTRY_VERIFY(inView());
    page.resize(480, 280); // narrower: still in view
    QTRY_VERIFY(inView());
    page.revealCells({}, {}); // nothing named: back to the top left
    QCoreApplication::processEvents();
    QCOMPARE(table->horizontalScrollBar()->value(), 0);
    QCOMPARE(table->verticalScrollBar()->value(), 0);
}

QTEST_MAIN(TestTablePage)
#include "tst_tablepage.moc"
