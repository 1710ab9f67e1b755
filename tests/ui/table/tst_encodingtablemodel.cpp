// Tests of the lesson table model: the lesson's printed table (lesson, "walkthrough", step 4),
// symbolic inputs, focus precision and the model's signal contract.
#include "encodingtablemodel.h"
#include "lessonstate.h"
#include "precisiondelegate.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>

namespace {
const QString minus = QStringLiteral("\u2212");

class ExposedDelegate : public PrecisionDelegate
{
public:
    using PrecisionDelegate::initStyleOption;
};
} // namespace

class TestEncodingTableModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void lessonTable_data();
    void lessonTable();
    void headers();
    void symbolicInputs_data();
    void symbolicInputs();
    void fullPrecision_data();
    void fullPrecision();
    void functionLabels_data();
    void functionLabels();
    void layoutLabels_data();
    void layoutLabels();
    void widthChangeResets();
    void comparisonChangeIsOneDataChanged();
    void delegateShowsMoreDigitsOnFocus();
    void delegatePaintsText_data();
    void delegatePaintsText();
    void delegateCachesLaidOutText();
};

void TestEncodingTableModel::modelTester()
{
    LessonState state;
    EncodingTableModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    state.setWidth(5);
    state.setComparison(6);
    state.setEncodingOn(false);
    state.setWidth(64);
    state.applyPreset(QStringLiteral("lesson-default"));
    QCOMPARE(model.rowCount(), 8);
}

void TestEncodingTableModel::lessonTable_data()
{
    // The lesson's table (seed 000, "后两对"), six decimals, true minus sign.
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("pe0");
    QTest::addColumn<QString>("pe3");
    QTest::newRow("0") << 0 << "sin(p)"
                       << "0.000000"
                       << "0.141120";
    QTest::newRow("1") << 1 << "cos(p)"
                       << "1.000000" << QString(minus + QStringLiteral("0.989992"));
    QTest::newRow("2") << 2 << "sin(p/10)"
                       << "0.000000"
                       << "0.295520";
    QTest::newRow("3") << 3 << "cos(p/10)"
                       << "1.000000"
                       << "0.955336";
    QTest::newRow("4") << 4 << "sin(p/100)"
                       << "0.000000"
                       << "0.029996";
    QTest::newRow("5") << 5 << "cos(p/100)"
                       << "1.000000"
                       << "0.999550";
    QTest::newRow("6") << 6 << "sin(p/1000)"
                       << "0.000000"
                       << "0.003000";
    QTest::newRow("7") << 7 << "cos(p/1000)"
                       << "1.000000"
                       << "0.999996";
}

void TestEncodingTableModel::lessonTable()
{
    QFETCH(int, row);
    QFETCH(QString, function);
    QFETCH(QString, pe0);
    QFETCH(QString, pe3);
    LessonState state;
    EncodingTableModel model(&state);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::ComponentColumn)).toString(),
             QString::number(row));
    QCOMPARE(model.data(model.index(row, EncodingTableModel::PairColumn)).toString(),
             QString::number(row / 2));
    QCOMPARE(model.data(model.index(row, EncodingTableModel::FunctionColumn)).toString(), function);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::PositionColumn)).toString(), pe0);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::ComparisonColumn)).toString(), pe3);
}

void TestEncodingTableModel::headers()
{
    LessonState state;
    EncodingTableModel model(&state);
    QCOMPARE(model.headerData(EncodingTableModel::PositionColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(0)"));
    QCOMPARE(model.headerData(EncodingTableModel::ComparisonColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(3)"));
    QCOMPARE(model.headerData(EncodingTableModel::DifferenceColumn, Qt::Horizontal).toString(),
             QString(QStringLiteral("PE(3) ") + minus + QStringLiteral(" PE(0)")));
    QSignalSpy spy(&model, &QAbstractItemModel::headerDataChanged);
    state.setComparison(6);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(model.headerData(EncodingTableModel::InputQColumn, Qt::Horizontal).toString(),
             QStringLiteral("x(6)"));
}

void TestEncodingTableModel::symbolicInputs_data()
{
    QTest::addColumn<bool>("on");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    const int xp = EncodingTableModel::InputPColumn;
    const int xq = EncodingTableModel::InputQColumn;
    // Lesson, "对应相加": e₀ + 0.000000 and e₀ + 0.141120.
    QTest::newRow("on x(0)[0]") << true << 0 << xp << QStringLiteral("e\u2080 + 0.000000");
    QTest::newRow("on x(3)[0]") << true << 0 << xq << QStringLiteral("e\u2080 + 0.141120");
    QTest::newRow("on x(3)[1]") << true << 1 << xq
                                << QString(QStringLiteral("e\u2081 ") + minus
                                           + QStringLiteral(" 0.989992"));
    QTest::newRow("on x(0)[1]") << true << 1 << xp << QStringLiteral("e\u2081 + 1.000000");
    // Lesson, "关闭对照": both inputs are E + 0.
    QTest::newRow("off x(0)[0]") << false << 0 << xp << QStringLiteral("e\u2080 + 0");
    QTest::newRow("off x(3)[7]") << false << 7 << xq << QStringLiteral("e\u2087 + 0");
}

void TestEncodingTableModel::symbolicInputs()
{
    QFETCH(bool, on);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, expected);
    LessonState state;
    state.setEncodingOn(on);
    EncodingTableModel model(&state);
    QCOMPARE(model.data(model.index(row, column)).toString(), expected);
}

void TestEncodingTableModel::fullPrecision_data()
{
    // Expected texts from Python's repr of math.sin/cos (an independent double computation),
    // written with 17 significant digits.
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    QTest::newRow("PE(3)[0]") << 0 << int(EncodingTableModel::ComparisonColumn)
                              << QStringLiteral("0.14112000805986721");
    QTest::newRow("PE(3)[1]") << 1 << int(EncodingTableModel::ComparisonColumn)
                              << QString(minus + QStringLiteral("0.98999249660044542"));
    QTest::newRow("PE(3)[7]") << 7 << int(EncodingTableModel::ComparisonColumn)
                              << QStringLiteral("0.99999550000337500");
    QTest::newRow("PE(0)[1]") << 1 << int(EncodingTableModel::PositionColumn)
                              << QStringLiteral("1.0000000000000000");
}

void TestEncodingTableModel::fullPrecision()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, expected);
    LessonState state;
    EncodingTableModel model(&state);
    const QModelIndex index = model.index(row, column);
    QCOMPARE(model.data(index, EncodingTableModel::FullTextRole).toString(), expected);
    QCOMPARE(model.data(index, Qt::ToolTipRole).toString(), expected);
}

void TestEncodingTableModel::functionLabels_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("expected");
    // 10000^(6/16) = 10^1.5 = 31.6227...: shown rounded to two decimals.
    QTest::newRow("d16 i3") << 16 << 10000.0 << 6 << QStringLiteral("sin(p/31.62)");
    QTest::newRow("d16 i2") << 16 << 10000.0 << 5 << QStringLiteral("cos(p/10)");
    QTest::newRow("base100 i3") << 8 << 100.0 << 7 << QStringLiteral("cos(p/31.62)");
    QTest::newRow("d8 i0") << 8 << 10000.0 << 0 << QStringLiteral("sin(p)");
    // Base 1 + 2^-52 is not 1. Python 1.0000000000000002 ** (6 / 8) =
    // 1.0000000000000002 (pair 3's denominator; pairs 1 and 2 round to exactly 1.0).
    QTest::newRow("base 1 + 2^-52, pair 3")
        << 8 << 1.0000000000000002 << 7 << QStringLiteral("cos(p/1.0000000000000002)");
    QTest::newRow("base 1 + 2^-52, pair 0")
        << 8 << 1.0000000000000002 << 0 << QStringLiteral("sin(p)");
}

void TestEncodingTableModel::functionLabels()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, row);
    QFETCH(QString, expected);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setBase(base));
    EncodingTableModel model(&state);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::FunctionColumn)).toString(), expected);
}

void TestEncodingTableModel::layoutLabels_data()
{
    // The pair and function columns follow the state's layout: concatenated puts the
    // sins first; tensor2tensor has floor(d/2) pairs with denominators base^(j/(d/2 - 1)) and a
    // zero column for odd d; fairseq shifts the position by padding_idx + 1 = 2.
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("pair");
    QTest::addColumn<QString>("function");
    QTest::newRow("concatenated sin of pair 1") << 1 << 8 << 1 << "1" << "sin(p/10)";
    QTest::newRow("concatenated cos of pair 0") << 1 << 8 << 4 << "0" << "cos(p)";
    QTest::newRow("concatenated odd d lone sin") << 1 << 5 << 2 << "2" << "sin(p/1584.89)"; // 10000^(4/5)
    QTest::newRow("tensor2tensor pair 1") << 2 << 5 << 1 << "1" << "sin(p/10000)";
    QTest::newRow("tensor2tensor cos of pair 0") << 2 << 5 << 2 << "0" << "cos(p)";
    QTest::newRow("tensor2tensor zero column") << 2 << 5 << 4 << "" << "0";
    QTest::newRow("fairseq offset") << 3 << 8 << 0 << "0" << "sin(p+2)";
}

void TestEncodingTableModel::layoutLabels()
{
    QFETCH(int, layout);
    QFETCH(int, d);
    QFETCH(int, row);
    QFETCH(QString, pair);
    QFETCH(QString, function);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(static_cast<pe::Layout>(layout)));
    EncodingTableModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::PairColumn)).toString(), pair);
    QCOMPARE(model.data(model.index(row, EncodingTableModel::FunctionColumn)).toString(), function);
    const QVariant tip = model.data(model.index(row, EncodingTableModel::FunctionColumn),
                                    Qt::ToolTipRole);
    QCOMPARE(tip.toString().isEmpty(), pair.isEmpty());
    if (!pair.isEmpty())
        QVERIFY(tip.toString().contains(QStringLiteral("pair ") + pair));
}

void TestEncodingTableModel::widthChangeResets()
{
    LessonState state;
    EncodingTableModel model(&state);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    state.setWidth(5);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 5);
    // Odd d: the last component is a sin with no cos partner.
    QCOMPARE(model.data(model.index(4, EncodingTableModel::FunctionColumn)).toString().left(3),
             QStringLiteral("sin"));
}

void TestEncodingTableModel::comparisonChangeIsOneDataChanged()
{
    LessonState state;
    EncodingTableModel model(&state);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    state.setComparison(6);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(resets.count(), 0);
    // Lesson, position 6: the fastest pair nearly repeats.
    QCOMPARE(model.data(model.index(0, EncodingTableModel::ComparisonColumn)).toString(),
             QString(minus + QStringLiteral("0.279415")));
}

void TestEncodingTableModel::delegateShowsMoreDigitsOnFocus()
{
    LessonState state;
    EncodingTableModel model(&state);
    ExposedDelegate delegate;
    QStyleOptionViewItem option;
    const QModelIndex index = model.index(1, EncodingTableModel::ComparisonColumn);
    delegate.initStyleOption(&option, index);
    QCOMPARE(option.text, QString(minus + QStringLiteral("0.989992")));
    QStyleOptionViewItem focused;
    focused.state |= QStyle::State_HasFocus;
    delegate.initStyleOption(&focused, index);
    QCOMPARE(focused.text, QString(minus + QStringLiteral("0.98999249660044542")));
}

namespace {
// The horizontal extent [left, right] of the pixels tinted by `ink` (pure red or pure blue text,
// antialiased on white: the ink's channel stays high while the other two drop), (-1, -1) if none.
QPair<int, int> inkColumns(const QImage &image, QRgb ink)
{
    int left = -1;
    int right = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            const bool tinted = qRed(ink) == 255 ? qRed(c) - qBlue(c) > 60 && qGreen(c) < 200
                                                 : qBlue(c) - qRed(c) > 60 && qGreen(c) < 200;
            if (tinted) {
                left = left < 0 ? x : qMin(left, x);
                right = qMax(right, x);
            }
        }
    return {left, right};
}
} // namespace

void TestEncodingTableModel::delegatePaintsText_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("selected");
    QTest::addColumn<int>("cellWidth");
    QTest::addColumn<bool>("rightAligned");
    // Numbers are right-aligned, the function and the symbolic inputs left-aligned; a selected
    // cell draws in HighlightedText; a narrow cell still shows its text (shrunk).
    QTest::newRow("PE(q), plain") << int(EncodingTableModel::ComparisonColumn) << false << 160
                                  << true;
    QTest::newRow("PE(q), selected")
        << int(EncodingTableModel::ComparisonColumn) << true << 260 << true;
    QTest::newRow("function") << int(EncodingTableModel::FunctionColumn) << false << 160 << false;
    QTest::newRow("x(q)") << int(EncodingTableModel::InputQColumn) << false << 260 << false;
    QTest::newRow("PE(q), selected, narrow")
        << int(EncodingTableModel::ComparisonColumn) << true << 90 << true;
}

void TestEncodingTableModel::delegatePaintsText()
{
    QFETCH(int, column);
    QFETCH(bool, selected);
    QFETCH(int, cellWidth);
    QFETCH(bool, rightAligned);
    LessonState state;
    EncodingTableModel model(&state);
    QTableView view; // the delegate reads the style and font from the option's widget
    view.setModel(&model);
    PrecisionDelegate delegate;
    const QRgb textInk = qRgb(0, 0, 255);
    const QRgb selectedInk = qRgb(255, 0, 0);
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.rect = QRect(10, 0, cellWidth, 28);
    option.palette.setColor(QPalette::Text, textInk);
    option.palette.setColor(QPalette::HighlightedText, selectedInk);
    option.palette.setColor(QPalette::Base, Qt::white);
    option.palette.setColor(QPalette::Highlight, Qt::white);
    option.state |= QStyle::State_Enabled | QStyle::State_Active;
    if (selected)
        option.state |= QStyle::State_Selected;
    QImage image(cellWidth + 20, 28, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        delegate.paint(&painter, option, model.index(1, column));
    }
    const QRgb ink = selected ? selectedInk : textInk;
    const QPair<int, int> extent = inkColumns(image, ink);
    QVERIFY2(extent.first >= 0, "no text in the expected colour");
    QCOMPARE(inkColumns(image, selected ? textInk : selectedInk).first, -1);
    // Inside the cell, and against the side of its alignment.
    QVERIFY(extent.first >= 10 && extent.second < 10 + cellWidth);
    if (rightAligned)
        QVERIFY2(extent.second >= 10 + cellWidth - 8, qPrintable(QString::number(extent.second)));
    else
        QVERIFY2(extent.first <= 10 + 8, qPrintable(QString::number(extent.first)));
    // Text, not a dot: the shortest text here, "cos(p/1)", is wider than 30 pixels.
    QVERIFY2(extent.second - extent.first > 30,
             qPrintable(QString::number(extent.second - extent.first)));
}

void TestEncodingTableModel::delegateCachesLaidOutText()
{
    LessonState state;
    EncodingTableModel model(&state);
    QTableView view;
    view.setModel(&model);
    PrecisionDelegate delegate;
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.rect = QRect(0, 0, 200, 28);
    QImage image(200, 28, QImage::Format_RGB32);
    QPainter painter(&image);
    QCOMPARE(delegate.cachedTexts(), 0);
    delegate.paint(&painter, option, model.index(1, EncodingTableModel::ComparisonColumn));
    QCOMPARE(delegate.cachedTexts(), 1);
    // The same text again: no new layout. Another text: one more.
    delegate.paint(&painter, option, model.index(1, EncodingTableModel::ComparisonColumn));
    QCOMPARE(delegate.cachedTexts(), 1);
    delegate.paint(&painter, option, model.index(2, EncodingTableModel::ComparisonColumn));
    QCOMPARE(delegate.cachedTexts(), 2);
    // Bounded: many distinct texts never hold more than maxCachedTexts layouts.
    for (int q = 1; q <= 32; ++q) {
        state.setWidth(256);
        state.setComparison(q);
        for (int row = 0; row < model.rowCount(); ++row)
            delegate.paint(&painter, option,
                           model.index(row, EncodingTableModel::ComparisonColumn));
        QVERIFY(delegate.cachedTexts() <= PrecisionDelegate::maxCachedTexts);
    }
    QVERIFY(delegate.cachedTexts() > 0);
}

QTEST_MAIN(TestEncodingTableModel)
#include "tst_encodingtablemodel.moc"
