// Tests of LayoutsView and PermutationDiagram (ui/implementation): the table's
// numbers are those of pe::compareLayouts() for every layout, d, p and q, with 17 digits in the
// tooltip; the current layout's row is marked; fairseq's note names the padding index and the
// offset; the diagram's arrows are pe::interleavedToConcatenated(); the view follows the state.
#include "displayformat.h"
#include "language.h"
#include "layoutcomparison.h"
#include "layoutsview.h"
#include "lessonstate.h"
#include "permutationdiagram.h"

#include <QLabel>
#include <QTableWidget>
#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(pe::Layout)

class TestLayoutsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void numbersFromCore_data();
    void numbersFromCore();
    void diagramArrows_data();
    void diagramArrows();
    void fairseqNote();
};

void TestLayoutsView::numbersFromCore_data()
{
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    const QList<std::pair<const char *, pe::Layout>> layouts {
        {"interleaved", pe::Layout::Interleaved},
        {"concatenated", pe::Layout::Concatenated},
        {"tensor2tensor", pe::Layout::Tensor2Tensor},
        {"fairseq", pe::Layout::Fairseq}};
    for (const auto &[name, layout] : layouts) {
        QTest::addRow("%s d=8 0,3", name) << layout << 8 << qint64(0) << qint64(3);
        QTest::addRow("%s d=9 10,100", name) << layout << 9 << qint64(10) << qint64(100);
        QTest::addRow("%s d=512 7,2147483647", name)
            << layout << 512 << qint64(7) << qint64(2147483647);
    }
    // Small d: tensor2tensor needs d >= 2, fairseq d >= 4 (their rows say so).
    QTest::addRow("interleaved d=3") << pe::Layout::Interleaved << 3 << qint64(0) << qint64(3);
}

void TestLayoutsView::numbersFromCore()
{
    QFETCH(pe::Layout, layout);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(layout));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    LayoutsView view(&state);
    const std::vector<pe::LayoutNumbers> expected = pe::compareLayouts(state.spec(), p, q);
    QCOMPARE(view.table()->rowCount(), 4);
    for (int row = 0; row < 4; ++row) {
        const pe::LayoutNumbers &numbers = expected[std::size_t(row)];
        const bool current = numbers.layout == layout;
        QCOMPARE(view.table()->item(row, 0)->font().bold(), current);
        const double values[]
            = {numbers.distance, numbers.distanceChange, numbers.dot, numbers.dotChange};
        for (int column = 1; column <= 4; ++column) {
            const QTableWidgetItem *item = view.table()->item(row, column);
            if (!numbers.available) {
                QVERIFY2(item->text().contains(QStringLiteral("needs d")),
                         qPrintable(item->text()));
                continue;
            }
            // The tooltip holds the core's number at full precision, the cell its display.
            QCOMPARE(item->toolTip(), display::full(values[column - 1]));
            if (column == 1 || column == 3)
                QCOMPARE(item->text(), display::number(values[column - 1]));
        }
    }
    // The concatenated row changes nothing beyond rounding: its change cells read 0 or a tiny
    // number, never the tensor2tensor row's.
    QVERIFY(std::fabs(expected[1].distanceChange) < 1e-12);
}

void TestLayoutsView::diagramArrows_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("width");
    QTest::newRow("d=8 wide") << 8 << 1600;
    QTest::newRow("d=7 wide") << 7 << 1600;
    QTest::newRow("d=512 narrow") << 512 << 500;
    QTest::newRow("d=1") << 1 << 800;
}

void TestLayoutsView::diagramArrows()
{
    QFETCH(int, d);
    QFETCH(int, width);
    LessonState state;
    QVERIFY(state.setWidth(d));
    LayoutsView view(&state);
    view.resize(width, 700);
    view.show();
    QCoreApplication::processEvents();
    const std::vector<int> expected = pe::interleavedToConcatenated(d);
    QCOMPARE(view.diagram()->targets(), expected);
    const int shown = view.diagram()->shownPairs();
    QVERIFY(shown >= 1 && shown <= (d + 1) / 2);
    // Its texts: no two overlap, none elided.
    const QList<TextBox> boxes = view.diagram()->textBoxes();
    QVERIFY(!boxes.isEmpty());
    for (int a = 0; a < boxes.size(); ++a) {
        QVERIFY2(!boxes[a].elided, qPrintable(boxes[a].text));
        QVERIFY2(QRectF(view.diagram()->rect()).contains(boxes[a].rect.adjusted(1, 1, -1, -1)),
                 qPrintable(boxes[a].text));
        for (int b = a + 1; b < boxes.size(); ++b)
            QVERIFY2(!boxes[a].rect.adjusted(1, 1, -1, -1).intersects(boxes[b].rect),
                     qPrintable(boxes[a].text + QStringLiteral(" / ") + boxes[b].text));
    }
}

void TestLayoutsView::fairseqNote()
{
    LessonState state;
    QVERIFY(state.setLayout(pe::Layout::Fairseq));
    QVERIFY(state.setPaddingIndex(5));
    LayoutsView view(&state);
    QVERIFY2(view.fairseqNote()->text().contains(QStringLiteral("p + 6")),
             qPrintable(view.fairseqNote()->text()));
    QVERIFY(view.fairseqNote()->text().contains(QStringLiteral("padding_idx = 5")));
    QVERIFY(state.setPaddingIndex(0));
    QVERIFY(view.fairseqNote()->text().contains(QStringLiteral("p + 1")));
}

QTEST_MAIN(TestLayoutsView)
#include "tst_layoutsview.moc"
