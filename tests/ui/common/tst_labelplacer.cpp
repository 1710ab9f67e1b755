// Tests of LabelPlacer: boxes beside their anchors, clear of obstacles and of each other, inside
// the bounds, deterministic, with a leader line when moved away.
#include "labelplacer.h"

#include <QTest>

class TestLabelPlacer : public QObject
{
    Q_OBJECT

private slots:
    void firstChoice_data();
    void firstChoice();
    void avoidsObstacles();
    void crowdedLabelsNeverOverlap_data();
    void crowdedLabelsNeverOverlap();
    void deterministic();
    void nothingFree();
    void nearestPoint();
    void freeOnlyFlushWithTheEdges();
    void placeWithinKeepsToTheRegion();
};

void TestLabelPlacer::firstChoice_data()
{
    // A free anchor in the middle of large bounds: the box sits gap pixels from it on the side
    // asked for, centred on it.
    QTest::addColumn<bool>("preferRight");
    QTest::addColumn<QPointF>("outward");
    QTest::addColumn<QRectF>("expected");
    const QPointF none;
    QTest::newRow("right") << true << none << QRectF(110, 95, 40, 10);
    QTest::newRow("left") << false << none << QRectF(50, 95, 40, 10);
    QTest::newRow("outward up") << true << QPointF(0, -5) << QRectF(80, 80, 40, 10);
    QTest::newRow("outward down") << true << QPointF(0, 2) << QRectF(80, 110, 40, 10);
    QTest::newRow("outward left") << true << QPointF(-1, 0) << QRectF(50, 95, 40, 10);
}

void TestLabelPlacer::firstChoice()
{
    QFETCH(bool, preferRight);
    QFETCH(QPointF, outward);
    QFETCH(QRectF, expected);
    LabelPlacer placer(QRectF(0, 0, 200, 200));
    const LabelPlacer::Placement placed = outward.isNull()
        ? placer.place(QPointF(100, 100), QSizeF(40, 10), 10, preferRight)
        : placer.place(QPointF(100, 100), QSizeF(40, 10), 10, outward);
    QCOMPARE(placed.box, expected);
    QVERIFY(placed.clear);
    QVERIFY(!placed.leader);
    QCOMPARE(placer.obstacles().size(), 1); // the box itself, for the next labels
}

void TestLabelPlacer::avoidsObstacles()
{
    // Right taken: left; both sides taken: above; near the right edge: never outside.
    LabelPlacer placer(QRectF(0, 0, 200, 200));
    placer.addObstacle(QRectF(105, 90, 60, 20));
    QCOMPARE(placer.place(QPointF(100, 100), QSizeF(40, 10), 10, true).box, QRectF(50, 95, 40, 10));
    const LabelPlacer::Placement third = placer.place(QPointF(100, 100), QSizeF(40, 10), 10, true);
    QCOMPARE(third.box, QRectF(80, 80, 40, 10));
    LabelPlacer edge(QRectF(0, 0, 200, 200));
    const LabelPlacer::Placement atEdge = edge.place(QPointF(195, 100), QSizeF(40, 10), 10, true);
    QVERIFY(atEdge.clear);
    QVERIFY(QRectF(0, 0, 200, 200).contains(atEdge.box));
    QCOMPARE(atEdge.box.right(), 185.0); // the left side, not cut by the edge
}

void TestLabelPlacer::crowdedLabelsNeverOverlap_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QSizeF>("bounds");
    QTest::newRow("four at one point, roomy") << 4 << QSizeF(300, 200);
    QTest::newRow("ten at one point") << 10 << QSizeF(300, 200);
    QTest::newRow("six in a small plot") << 6 << QSizeF(120, 60);
}

void TestLabelPlacer::crowdedLabelsNeverOverlap()
{
    // Labels of one point (p = q, or neighbours on a dense chart): each one clear of the point
    // and of those before it, the far ones with a leader line.
    QFETCH(int, count);
    QFETCH(QSizeF, bounds);
    const QRectF area(QPointF(0, 0), bounds);
    LabelPlacer placer(area);
    const QPointF anchor = area.center();
    const QRectF point(anchor - QPointF(5, 5), QSizeF(10, 10));
    placer.addObstacle(point);
    QList<QRectF> boxes;
    bool leader = false;
    for (int k = 0; k < count; ++k) {
        const LabelPlacer::Placement placed = placer.place(anchor, QSizeF(36, 12), 8, k % 2 == 0);
        QVERIFY2(placed.clear, qPrintable(QString::number(k)));
        QVERIFY(area.contains(placed.box));
        QVERIFY(!placed.box.intersects(point));
        for (const QRectF &other : std::as_const(boxes))
            QVERIFY(!placed.box.intersects(other));
        boxes << placed.box;
        leader = leader || placed.leader;
    }
    QCOMPARE(leader, count > 4);
}

void TestLabelPlacer::deterministic()
{
    const auto run = [] {
        LabelPlacer placer(QRectF(0, 0, 150, 80));
        placer.addObstacle(QRectF(60, 30, 20, 20));
        QList<QRectF> boxes;
        for (int k = 0; k < 5; ++k)
            boxes << placer.place(QPointF(70, 40), QSizeF(30, 10), 6, true).box;
        return boxes;
    };
    QCOMPARE(run(), run());
}

void TestLabelPlacer::nothingFree()
{
    // Bounds full of obstacles: the least covered spot, inside the bounds, reported not clear.
    LabelPlacer placer(QRectF(0, 0, 100, 40));
    placer.addObstacle(QRectF(0, 0, 100, 40));
    const LabelPlacer::Placement placed = placer.place(QPointF(50, 20), QSizeF(30, 10), 4, true);
    QVERIFY(!placed.clear);
    QVERIFY(QRectF(0, 0, 100, 40).contains(placed.box));
    // Larger than the bounds: pushed in from the left and top.
    LabelPlacer small(QRectF(0, 0, 20, 20));
    const LabelPlacer::Placement big = small.place(QPointF(10, 10), QSizeF(50, 30), 2, true);
    QVERIFY(!big.clear);
    QCOMPARE(big.box.topLeft(), QPointF(0, 0));
}

void TestLabelPlacer::nearestPoint()
{
    const QRectF box(10, 10, 20, 10);
    QCOMPARE(LabelPlacer::nearestPoint(box, QPointF(0, 0)), QPointF(10, 10));
    QCOMPARE(LabelPlacer::nearestPoint(box, QPointF(20, 50)), QPointF(20, 20));
    QCOMPARE(LabelPlacer::nearestPoint(box, QPointF(15, 15)), QPointF(15, 15));
}

void TestLabelPlacer::freeOnlyFlushWithTheEdges()
{
    // The only free spot is the bottom right corner, 73 and 31 from the top left: off the grid's
    // steps of 7.5 and 2.5 px (a quarter of the box), and out of reach of the rings around the
    // anchor. The grid's last positions flush with the right and bottom bounds find it.
    LabelPlacer placer(QRectF(0, 0, 103, 41));
    placer.addObstacle(QRectF(0, 0, 73, 41));
    placer.addObstacle(QRectF(73, 0, 30, 31));
    const LabelPlacer::Placement placed = placer.place(QPointF(50, 20), QSizeF(30, 10), 4, true);
    QVERIFY(placed.clear);
    QCOMPARE(placed.box, QRectF(73, 31, 30, 10));
    QVERIFY(placed.leader);
}

void TestLabelPlacer::placeWithinKeepsToTheRegion()
{
    // Free space on both sides of the anchor; the region (the upper half) keeps the box above
    // the anchor's line although beside it on the right is tried first by place().
    const QRectF bounds(0, 0, 200, 100);
    const QPointF anchor(100, 50);
    const QSizeF size(40, 10);
    LabelPlacer free(bounds);
    const QRectF unrestricted = free.place(anchor, size, 4, true).box;
    QVERIFY(unrestricted.bottom() > anchor.y());
    LabelPlacer placer(bounds);
    const QRectF upper(0, 0, 200, 50);
    const LabelPlacer::Placement placed = placer.placeWithin(upper, anchor, size, 4, true);
    QVERIFY(placed.clear);
    QVERIFY2(upper.contains(placed.box),
             qPrintable(QStringLiteral("box at y %1").arg(placed.box.top())));
    // A region with no room for the box: the placement without it.
    LabelPlacer fallback(bounds);
    const LabelPlacer::Placement outside
        = fallback.placeWithin(QRectF(0, 0, 10, 5), anchor, size, 4, true);
    QVERIFY(outside.clear);
    QCOMPARE(outside.box, unrestricted);
}

QTEST_MAIN(TestLabelPlacer)
#include "tst_labelplacer.moc"
