// Tests of FlowLayout, the compact bar's layout: items keep their size hints (no text cut), go
// left to right and wrap when the next one does not fit, never overlap and never leave the
// layout; the height the layout reports for a width is the height it then takes; a nested flow
// wider than a row wraps inside itself; the least width is the widest item's.
#include "flowlayout.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

namespace {

// Fixed-size blocks: the test needs exact widths, not a font's.
QWidget *block(QWidget *parent, int width, int height)
{
    auto *widget = new QWidget(parent);
    widget->setFixedSize(width, height);
    return widget;
}

} // namespace

class TestFlowLayout : public QObject
{
    Q_OBJECT

private slots:
    void rows_data();
    void rows();
    void nestedFlowWraps();
    void hiddenItemsTakeNoRoom();
    void textIsNeverCut();
};

void TestFlowLayout::rows_data()
{
    // Blocks of 100, 200, 150, 50 px (12 px apart) at these widths.
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("height");
    QTest::newRow("all on one row") << 600 << 1 << 30;
    QTest::newRow("exactly one row: 100+200+150+50 + 3 gaps") << 536 << 1 << 30;
    QTest::newRow("one pixel short: the last goes down") << 535 << 2 << 30 + 8 + 20;
    QTest::newRow("two rows") << 320 << 2 << 30 + 8 + 30;
    QTest::newRow("one block a row") << 200 << 4 << 30 + 8 + 30 + 8 + 20 + 8 + 20;
    QTest::newRow("narrower than the widest block") << 120 << 4 << 30 + 8 + 30 + 8 + 20 + 8 + 20;
}

void TestFlowLayout::rows()
{
    QFETCH(int, width);
    QFETCH(int, rows);
    QFETCH(int, height);
    QWidget host;
    auto *flow = new FlowLayout(&host, 12, 8);
    flow->setContentsMargins(0, 0, 0, 0);
    QList<QWidget *> blocks {block(&host, 100, 30), block(&host, 200, 20), block(&host, 150, 30),
                             block(&host, 50, 20)};
    for (QWidget *widget : blocks)
        flow->addWidget(widget);
    QVERIFY(flow->hasHeightForWidth());
    QCOMPARE(flow->heightForWidth(width), height);
    QCOMPARE(flow->minimumSize().width(), 200); // the widest block
    QCOMPARE(flow->sizeHint(), QSize(100 + 200 + 150 + 50 + 3 * 12, 30));
    flow->setGeometry(QRect(0, 0, width, height));
    QCOMPARE(flow->rowCount(), rows);
    for (qsizetype a = 0; a < blocks.size(); ++a) {
        const QRect r = blocks[a]->geometry();
        QCOMPARE(r.size(), blocks[a]->size()); // its hint, whatever the width
        QVERIFY(r.top() >= 0 && r.bottom() < height);
        if (width >= 200)
            QVERIFY(r.right() < width);
        for (qsizetype b = a + 1; b < blocks.size(); ++b)
            QVERIFY(!r.intersects(blocks[b]->geometry()));
        // Reading order: each block right of its predecessor or on a lower row.
        if (a > 0) {
            const QRect before = blocks[a - 1]->geometry();
            QVERIFY(r.left() > before.right() || r.top() > before.bottom());
        }
    }
}

void TestFlowLayout::nestedFlowWraps()
{
    QWidget host;
    auto *flow = new FlowLayout(&host, 10, 4);
    flow->setContentsMargins(0, 0, 0, 0);
    auto *cell = new FlowLayout(nullptr, 6, 2);
    cell->setContentsMargins(0, 0, 0, 0);
    flow->addLayout(cell);
    QWidget *label = block(&host, 120, 20);
    QWidget *field = block(&host, 140, 24);
    cell->addWidget(label);
    cell->addWidget(field);
    // Wide: label and field side by side; narrow: the cell gets the row and wraps.
    QCOMPARE(flow->heightForWidth(400), 24);
    QCOMPARE(flow->heightForWidth(200), 20 + 2 + 24);
    QCOMPARE(flow->minimumSize().width(), 140); // the cell's widest item
    flow->setGeometry(QRect(0, 0, 200, 46));
    QCOMPARE(label->geometry(), QRect(0, 0, 120, 20));
    QCOMPARE(field->geometry(), QRect(0, 22, 140, 24));
}

void TestFlowLayout::hiddenItemsTakeNoRoom()
{
    QWidget host;
    auto *flow = new FlowLayout(&host, 10, 4);
    flow->setContentsMargins(0, 0, 0, 0);
    QWidget *a = block(&host, 100, 20);
    QWidget *b = block(&host, 100, 20);
    QWidget *c = block(&host, 100, 20);
    for (QWidget *widget : {a, b, c})
        flow->addWidget(widget);
    b->hide();
    host.show();
    QCOMPARE(flow->sizeHint().width(), 210);
    QCOMPARE(flow->heightForWidth(210), 20);
    flow->setGeometry(QRect(0, 0, 210, 20));
    QCOMPARE(c->geometry().left(), 110);
}

// A widget gets its size hint even on a row narrower than that: it is never squeezed.
void TestFlowLayout::textIsNeverCut()
{
    QWidget host;
    auto *flow = new FlowLayout(&host);
    auto *label = new QLabel(QStringLiteral("Comparison position q:"), &host);
    auto *button = new QPushButton(QStringLiteral("▶ Start the guided lesson"), &host);
    flow->addWidget(label);
    flow->addWidget(button);
    const int width = qMax(label->sizeHint().width(), button->sizeHint().width());
    flow->setGeometry(QRect(0, 0, width, flow->heightForWidth(width)));
    QCOMPARE(flow->rowCount(), 2);
    QCOMPARE(label->width(), label->sizeHint().width());
    QCOMPARE(button->width(), button->sizeHint().width());
}

QTEST_MAIN(TestFlowLayout)
#include "tst_flowlayout.moc"
