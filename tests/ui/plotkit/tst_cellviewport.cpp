// Tests of the pan/zoom and cell lookup shared by the painted grid views (CellViewport) and of
// their hover line (CellPlot). Expected windows and cells worked out by hand from the documented
// rules: clamp the size, then the origin; zoom keeps the cell coordinate under the anchor; a
// point maps to the floor of its cell coordinate.
#include "cellplot.h"
#include "cellviewport.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

// A grid plot with a 10-pixel margin whose hover line names the cell.
class ProbePlot : public CellPlot
{
public:
    ProbePlot()
    {
        setMouseTracking(true);
        resize(220, 120);
        cells().setGrid(8, 4);
        cells().showAll();
    }
    QRect plotRect() const override { return rect().adjusted(10, 10, -10, -10); }
    QString hoverText(const QPointF &point) const override
    {
        const QPoint cell = cellAt(point);
        return cell.x() < 0 ? QString() : QStringLiteral("%1,%2").arg(cell.x()).arg(cell.y());
    }
    void moveTo(const QPointF &point)
    {
        QMouseEvent move(QEvent::MouseMove, point, mapToGlobal(point), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(this, &move);
    }
};

} // namespace

class TestCellViewport : public QObject
{
    Q_OBJECT

private slots:
    void clamped_data();
    void clamped();
    void setGridClampsTheWindow();
    void zoomAt_data();
    void zoomAt();
    void panBy_data();
    void panBy();
    void cellAt_data();
    void cellAt();
    void cellRect_data();
    void cellRect();
    void tickStep_data();
    void tickStep();
    void hoverLine();
};

void TestCellViewport::clamped_data()
{
    QTest::addColumn<QSize>("grid");
    QTest::addColumn<QRectF>("window");
    QTest::addColumn<QRectF>("expected");
    QTest::newRow("left of the grid")
        << QSize(32, 8) << QRectF(-5, 2, 10, 3) << QRectF(0, 2, 10, 3);
    QTest::newRow("beyond the end") << QSize(32, 8) << QRectF(30, 7, 10, 3) << QRectF(22, 5, 10, 3);
    QTest::newRow("less than a cell")
        << QSize(32, 8) << QRectF(0, 0, 0.2, 0.2) << QRectF(0, 0, 1, 1);
    QTest::newRow("more than the grid")
        << QSize(32, 8) << QRectF(3, 3, 100, 100) << QRectF(0, 0, 32, 8);
    QTest::newRow("one cell") << QSize(1, 1) << QRectF(0.5, 0, 0.5, 0.5) << QRectF(0, 0, 1, 1);
    QTest::newRow("inside stays") << QSize(100000, 4096) << QRectF(10.5, 20.25, 3.5, 7)
                                  << QRectF(10.5, 20.25, 3.5, 7);
}

void TestCellViewport::clamped()
{
    QFETCH(QSize, grid);
    QFETCH(QRectF, window);
    QFETCH(QRectF, expected);
    CellViewport cells(grid.width(), grid.height());
    QCOMPARE(cells.window(), QRectF(0, 0, grid.width(), grid.height()));
    QCOMPARE(cells.clamped(window), expected);
    QCOMPARE(cells.setWindow(window), expected != cells.whole());
    QCOMPARE(cells.window(), expected);
    QCOMPARE(cells.showAll(), expected != cells.whole());
    QCOMPARE(cells.window(), cells.whole());
}

void TestCellViewport::setGridClampsTheWindow()
{
    CellViewport cells(100, 100);
    QVERIFY(cells.setWindow(QRectF(50, 50, 50, 50)));
    cells.setGrid(60, 10);
    QCOMPARE(cells.columns(), 60);
    QCOMPARE(cells.rows(), 10);
    QCOMPARE(cells.window(), QRectF(10, 0, 50, 10));
    cells.setGrid(0, -3); // at least one cell each way
    QCOMPARE(cells.columns(), 1);
    QCOMPARE(cells.rows(), 1);
    QCOMPARE(cells.window(), QRectF(0, 0, 1, 1));
}

void TestCellViewport::zoomAt_data()
{
    QTest::addColumn<QPointF>("anchor");
    QTest::addColumn<double>("factor");
    QTest::addColumn<QRectF>("expected");
    // 100 x 100 cells on 100 x 100 pixels at (0, 0), shown whole.
    QTest::newRow("centre x2") << QPointF(50, 50) << 2.0 << QRectF(25, 25, 50, 50);
    QTest::newRow("corner x2") << QPointF(0, 0) << 2.0 << QRectF(0, 0, 50, 50);
    QTest::newRow("x4 at (20, 80)") << QPointF(20, 80) << 4.0 << QRectF(15, 60, 25, 25);
    // Outside the plot: its nearest edge (fx = 0, fy = 1).
    QTest::newRow("anchor outside") << QPointF(-10, 200) << 2.0 << QRectF(0, 50, 50, 50);
    QTest::newRow("out from whole") << QPointF(50, 50) << 0.5 << QRectF(0, 0, 100, 100);
    QTest::newRow("factor 0 ignored") << QPointF(50, 50) << 0.0 << QRectF(0, 0, 100, 100);
    QTest::newRow("NaN ignored") << QPointF(50, 50) << std::nan("") << QRectF(0, 0, 100, 100);
    QTest::newRow("not below a cell") << QPointF(50, 50) << 1e9 << QRectF(49.5, 49.5, 1, 1);
}

void TestCellViewport::zoomAt()
{
    QFETCH(QPointF, anchor);
    QFETCH(double, factor);
    QFETCH(QRectF, expected);
    const QRect plot(0, 0, 100, 100);
    CellViewport cells(100, 100);
    // The cell coordinate under the anchor (clamped to the plot) stays where it was.
    const double fx = std::clamp(anchor.x() / 100.0, 0.0, 1.0);
    const double fy = std::clamp(anchor.y() / 100.0, 0.0, 1.0);
    const QPointF under(fx * 100.0, fy * 100.0);
    QCOMPARE(cells.zoomAt(plot, anchor, factor), expected != QRectF(0, 0, 100, 100));
    QCOMPARE(cells.window(), expected);
    const QRectF w = cells.window();
    QCOMPARE(QPointF(w.x() + fx * w.width(), w.y() + fy * w.height()), under);
    QVERIFY(!cells.zoomAt(QRect(), anchor, 2.0)); // no plot, no zoom
}

void TestCellViewport::panBy_data()
{
    QTest::addColumn<QPointF>("delta");
    QTest::addColumn<QRectF>("expected");
    // Window (25, 25, 50, 50) of 100 x 100 cells on 100 x 100 pixels: 2 pixels a cell.
    QTest::newRow("right and up") << QPointF(10, -20) << QRectF(30, 15, 50, 50);
    QTest::newRow("far right") << QPointF(1000, 0) << QRectF(50, 25, 50, 50);
    QTest::newRow("far up-left") << QPointF(-1000, -1000) << QRectF(0, 0, 50, 50);
    QTest::newRow("nothing") << QPointF(0, 0) << QRectF(25, 25, 50, 50);
}

void TestCellViewport::panBy()
{
    QFETCH(QPointF, delta);
    QFETCH(QRectF, expected);
    const QRect plot(0, 0, 100, 100);
    CellViewport cells(100, 100);
    QVERIFY(cells.setWindow(QRectF(25, 25, 50, 50)));
    QCOMPARE(cells.panBy(plot, delta), expected != QRectF(25, 25, 50, 50));
    QCOMPARE(cells.window(), expected);
}

void TestCellViewport::cellAt_data()
{
    QTest::addColumn<QRectF>("window");
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<QPoint>("cell");
    // 8 x 4 cells on the plot (10, 20, 200 x 100): 25 pixels a cell when shown whole.
    const QRectF whole(0, 0, 8, 4);
    QTest::newRow("first cell") << whole << QPointF(10, 20) << QPoint(0, 0);
    QTest::newRow("last cell") << whole << QPointF(209.9, 119.9) << QPoint(7, 3);
    QTest::newRow("cell edge belongs right") << whole << QPointF(35, 20) << QPoint(1, 0);
    QTest::newRow("right of the plot") << whole << QPointF(210, 50) << QPoint(-1, -1);
    QTest::newRow("left of the plot") << whole << QPointF(9.9, 50) << QPoint(-1, -1);
    QTest::newRow("below the plot") << whole << QPointF(50, 120) << QPoint(-1, -1);
    // Zoomed to (2, 1, 4, 2): the plot's centre is cell (4, 2).
    QTest::newRow("zoomed centre") << QRectF(2, 1, 4, 2) << QPointF(110, 70) << QPoint(4, 2);
    QTest::newRow("zoomed corner") << QRectF(2, 1, 4, 2) << QPointF(10, 20) << QPoint(2, 1);
}

void TestCellViewport::cellAt()
{
    QFETCH(QRectF, window);
    QFETCH(QPointF, point);
    QFETCH(QPoint, cell);
    CellViewport cells(8, 4);
    cells.setWindow(window);
    QCOMPARE(cells.cellAt(QRect(10, 20, 200, 100), point), cell);
    QCOMPARE(cells.cellAt(QRect(), point), QPoint(-1, -1));
}

void TestCellViewport::cellRect_data()
{
    QTest::addColumn<QRectF>("window");
    QTest::addColumn<QPoint>("cell");
    QTest::addColumn<QRectF>("expected");
    QTest::newRow("whole (1, 2)") << QRectF(0, 0, 8, 4) << QPoint(1, 2) << QRectF(35, 70, 25, 25);
    QTest::newRow("zoomed (3, 1)") << QRectF(2, 1, 4, 2) << QPoint(3, 1) << QRectF(60, 20, 50, 50);
    QTest::newRow("zoomed, off the plot")
        << QRectF(2, 1, 4, 2) << QPoint(0, 0) << QRectF(-90, -30, 50, 50);
}

void TestCellViewport::cellRect()
{
    QFETCH(QRectF, window);
    QFETCH(QPoint, cell);
    QFETCH(QRectF, expected);
    CellViewport cells(8, 4);
    cells.setWindow(window);
    const QRect plot(10, 20, 200, 100);
    const QRectF rect = cells.cellRect(plot, cell.x(), cell.y());
    QCOMPARE(rect, expected);
    if (plot.contains(rect.center().toPoint()))
        QCOMPARE(cells.cellAt(plot, rect.center()), cell);
}

void TestCellViewport::tickStep_data()
{
    QTest::addColumn<double>("minimum");
    QTest::addColumn<qint64>("step");
    QTest::newRow("0") << 0.0 << qint64(1);
    QTest::newRow("1") << 1.0 << qint64(1);
    QTest::newRow("1.5") << 1.5 << qint64(2);
    QTest::newRow("3") << 3.0 << qint64(5);
    QTest::newRow("7") << 7.0 << qint64(10);
    QTest::newRow("11") << 11.0 << qint64(20);
    QTest::newRow("49.9") << 49.9 << qint64(50);
    QTest::newRow("51") << 51.0 << qint64(100);
    QTest::newRow("2e5") << 2e5 << qint64(200000);
    QTest::newRow("infinity") << std::numeric_limits<double>::infinity()
                              << qint64(1'000'000'000'000'000'000);
    QTest::newRow("NaN") << std::nan("") << qint64(1'000'000'000'000'000'000);
}

void TestCellViewport::tickStep()
{
    QFETCH(double, minimum);
    QFETCH(qint64, step);
    QCOMPARE(CellViewport::tickStep(minimum), step);
}

void TestCellViewport::hoverLine()
{
    ProbePlot plot;
    QSignalSpy spy(&plot, &CellPlot::hoverTextChanged);
    QCOMPARE(plot.cellAt(QPointF(10, 10)), QPoint(0, 0)); // 25 pixels a cell from (10, 10)
    QCOMPARE(plot.cellRect(1, 2), QRectF(35, 60, 25, 25));
    plot.moveTo(QPointF(40, 65));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().first().toString(), QStringLiteral("1,2"));
    plot.moveTo(QPointF(45, 70)); // the same cell: nothing new
    QCOMPARE(spy.count(), 1);
    plot.moveTo(QPointF(5, 5)); // outside the cells: the line is cleared
    QCOMPARE(spy.count(), 2);
    QVERIFY(spy.last().first().toString().isEmpty());
    plot.moveTo(QPointF(200, 100));
    QCOMPARE(spy.last().first().toString(), QStringLiteral("7,3"));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(&plot, &leave);
    QCOMPARE(spy.count(), 4);
    QVERIFY(spy.last().first().toString().isEmpty());
    QCoreApplication::sendEvent(&plot, &leave); // already clear
    QCOMPARE(spy.count(), 4);
}

QTEST_MAIN(TestCellViewport)
#include "tst_cellviewport.moc"
