// Tests of PrecisionDelegate's choice of text for a selected cell: its 17 digits when they fit the
// cell at 70 % of the font or more (shrunk), else its six decimals (the focus line under the table
// has all 17); never 17 digits cut short. Widths are measured in the test's own font.
#include "precisiondelegate.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QStandardItemModel>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>

class TestPrecisionDelegate : public QObject
{
    Q_OBJECT

private slots:
    void fittingText_data();
    void fittingText();
    void marginGrowsWithTheFont_data();
    void marginGrowsWithTheFont();
};

void TestPrecisionDelegate::fittingText_data()
{
    QTest::addColumn<QString>("full");
    QTest::addColumn<QString>("display");
    QTest::addColumn<double>("room"); // the cell's width over the full text's width
    QTest::addColumn<bool>("showsFull");
    const QString minus = QStringLiteral("\u2212");
    const QString full = minus + QStringLiteral("0.98999249660044542");
    const QString display = minus + QStringLiteral("0.989992");
    QTest::newRow("room to spare") << full << display << 1.5 << true;
    QTest::newRow("just fits") << full << display << 1.0 << true;
    QTest::newRow("fits at 80 %") << full << display << 0.8 << true;
    QTest::newRow("fits at 70 %") << full << display << 0.701 << true;
    QTest::newRow("needs 60 %: six decimals") << full << display << 0.6 << false;
    QTest::newRow("needs 30 %: six decimals") << full << display << 0.3 << false;
    const QString input = QStringLiteral("e\u2081 \u2212 0.98999249660044542");
    QTest::newRow("symbolic input, narrow")
        << input << QStringLiteral("e\u2081 \u2212 0.989992") << 0.5 << false;
    // Nothing else to show: the text itself (elided by paint() if need be).
    QTest::newRow("no display text") << full << QString() << 0.3 << true;
}

void TestPrecisionDelegate::fittingText()
{
    QFETCH(QString, full);
    QFETCH(QString, display);
    QFETCH(double, room);
    QFETCH(bool, showsFull);
    const QFont font = QApplication::font();
    const qreal available = QFontMetricsF(font).horizontalAdvance(full) * room;
    QCOMPARE(PrecisionDelegate::fittingText(full, display, font, available),
             showsFull ? full : display);
}

void TestPrecisionDelegate::marginGrowsWithTheFont_data()
{
    QTest::addColumn<int>("pixels");
    QTest::newRow("the window's text") << 13;
    QTest::newRow("an export at 3840 px") << 90;
}

void TestPrecisionDelegate::marginGrowsWithTheFont()
{
    // A cell's size holds its text and, on either side, the style's margin or half a digit of
    // the cell's font where that is more: large type keeps room between the columns.
    QFETCH(int, pixels);
    QTableView table;
    QStandardItemModel model(1, 1);
    model.setItem(0, 0, new QStandardItem(QStringLiteral("\u22121.989992")));
    table.setModel(&model);
    PrecisionDelegate delegate;
    QFont font = table.font();
    font.setPixelSize(pixels);
    QStyleOptionViewItem option;
    option.initFrom(&table);
    option.widget = &table;
    option.font = font;
    const QModelIndex index = model.index(0, 0);
    const int text = QFontMetrics(font).horizontalAdvance(QStringLiteral("\u22121.989992"));
    const int margin = PrecisionDelegate::textMargin(table.style(), &table, font);
    QVERIFY(margin >= QFontMetrics(font).horizontalAdvance(QLatin1Char('0')) / 2);
    QVERIFY(margin
            >= table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1);
    QVERIFY2(delegate.sizeHint(option, index).width() >= text + 2 * margin,
             qPrintable(QStringLiteral("%1 < %2 + 2 x %3")
                            .arg(delegate.sizeHint(option, index).width())
                            .arg(text)
                            .arg(margin)));
}

QTEST_MAIN(TestPrecisionDelegate)
#include "tst_precisiondelegate.moc"
