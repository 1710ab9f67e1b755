// Tests of the heat map: colours of known cells, pixel -> cell under zoom and pan, the hover line,
// and a render at 100 000 x 4096 whose buffers do not grow with n or d.
#include "colormap.h"
#include "heatmapwidget.h"
#include "language.h"
#include "lessonstate.h"

#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

namespace {

QRgb pixelAt(HeatmapWidget &widget, const QPointF &point)
{
    const QImage image = widget.grab().toImage();
    return image.pixel(point.toPoint()) | 0xFF000000u;
}

QByteArray colourText(QRgb c) { return QByteArray::number(c, 16); }

// Independent expected cell: floor of the view coordinate under the point.
QPoint expectedCell(const QRectF &view, const QRect &plot, const QPointF &point)
{
    const double x = view.x() + (point.x() - plot.left()) / plot.width() * view.width();
    const double y = view.y() + (point.y() - plot.top()) / plot.height() * view.height();
    return {int(std::floor(x)), int(std::floor(y))};
}

} // namespace

class TestHeatmapWidget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void colormapEnds();
    void knownCellColours_data();
    void knownCellColours();
    void generalCellColours_data();
    void generalCellColours();
    void zoomMapsPixelsToCells_data();
    void zoomMapsPixelsToCells();
    void zoomKeepsAnchor();
    void keyboardAndWheel();
    void zoomedPixelColour();
    void hoverText_data();
    void hoverText();
    void hoverTextFollowsLayout_data();
    void hoverTextFollowsLayout();
    void encodingOff();
    void largeRenderBuffersIndependentOfSize();
    void largeRenderEveryBandMatchesCells_data();
    void largeRenderEveryBandMatchesCells();
    void beyondTrainingLength_data();
    void beyondTrainingLength();
    void crowdedSampling_data();
    void crowdedSampling();
};

void TestHeatmapWidget::colormapEnds()
{
    // Paul Tol's PRGn: purple end, exact neutral midpoint, green end; clamped outside [-1, 1].
    QCOMPARE(colormap::rgb(-1.0), qRgb(0x76, 0x2A, 0x83));
    QCOMPARE(colormap::rgb(0.0), qRgb(0xF7, 0xF7, 0xF7));
    QCOMPARE(colormap::rgb(1.0), qRgb(0x1B, 0x78, 0x37));
    QCOMPARE(colormap::rgb(-7.0), colormap::rgb(-1.0));
    QCOMPARE(colormap::rgb(7.0), colormap::rgb(1.0));
    QCOMPARE(colormap::rgb(0.5), qRgb(0xAC, 0xD3, 0x9E));
    // Halfway between the stops at 0 and 0.25 (F7F7F7 and D9F0D3), rounded.
    QCOMPARE(colormap::rgb(0.125), qRgb(0xE8, 0xF4, 0xE5));
    QVERIFY(colormap::rgb(-0.125) != colormap::rgb(0.125)); // diverging, not symmetric in colour
}

void TestHeatmapWidget::knownCellColours_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("component");
    QTest::addColumn<double>("value");
    // PE(0) = (sin 0, cos 0, ...) = (0, 1, 0, 1, ...): exact values.
    QTest::newRow("p0 component 1 = cos 0 = 1") << 0 << 1 << 1.0;
    QTest::newRow("p0 component 0 = sin 0 = 0") << 0 << 0 << 0.0;
    QTest::newRow("p0 component 7 = 1") << 0 << 7 << 1.0;
    QTest::newRow("p0 component 6 = 0") << 0 << 6 << 0.0;
}

void TestHeatmapWidget::knownCellColours()
{
    QFETCH(int, position);
    QFETCH(int, component);
    QFETCH(double, value);
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    QCoreApplication::processEvents();
    const QPointF centre = widget.cellRect(position, component).center();
    QCOMPARE(widget.cellAt(centre), QPoint(position, component));
    const QRgb actual = pixelAt(widget, centre);
    QVERIFY2(
        actual == colormap::rgb(value),
        QByteArray(colourText(actual) + " != " + colourText(colormap::rgb(value))).constData());
}

void TestHeatmapWidget::generalCellColours_data()
{
    // Values from Python's math module; the heat map samples the colour map in 2049 steps, which
    // moves a channel by at most one level.
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("component");
    QTest::addColumn<double>("value");
    QTest::newRow("sin(3)") << 3 << 0 << 0.14112000805986721;
    QTest::newRow("cos(3)") << 3 << 1 << -0.98999249660044542;
    QTest::newRow("sin(1)") << 10 << 2 << 0.8414709848078965;
    QTest::newRow("cos(29/10)") << 29 << 3 << -0.97095816514959055;
    QTest::newRow("sin(17)") << 17 << 0 << -0.96139749187955681;
}

void TestHeatmapWidget::generalCellColours()
{
    QFETCH(int, position);
    QFETCH(int, component);
    QFETCH(double, value);
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    const QRgb actual = pixelAt(widget, widget.cellRect(position, component).center());
    const QRgb expected = colormap::rgb(value);
    QVERIFY2(std::abs(qRed(actual) - qRed(expected)) <= 1
                 && std::abs(qGreen(actual) - qGreen(expected)) <= 1
                 && std::abs(qBlue(actual) - qBlue(expected)) <= 1,
             QByteArray(colourText(actual) + " vs " + colourText(expected)).constData());
}

void TestHeatmapWidget::zoomMapsPixelsToCells_data()
{
    QTest::addColumn<QRectF>("view");
    QTest::addColumn<QPointF>("fraction"); // of the plot, 0..1 on each axis
    QTest::addColumn<QPoint>("cell");
    QTest::newRow("all, top left") << QRectF(0, 0, 32, 8) << QPointF(0.001, 0.001) << QPoint(0, 0);
    QTest::newRow("all, bottom right")
        << QRectF(0, 0, 32, 8) << QPointF(0.999, 0.999) << QPoint(31, 7);
    QTest::newRow("all, middle") << QRectF(0, 0, 32, 8) << QPointF(0.5, 0.5) << QPoint(16, 4);
    // 4 x 2 cells from (10, 2): 10.0 + 0.6 * 4 = 12.4 -> 12, 2 + 0.3 * 2 = 2.6 -> 2.
    QTest::newRow("zoomed 4x2") << QRectF(10, 2, 4, 2) << QPointF(0.6, 0.3) << QPoint(12, 2);
    QTest::newRow("zoomed half cells")
        << QRectF(20.5, 5.5, 3, 2) << QPointF(0.1, 0.9) << QPoint(20, 7);
    QTest::newRow("one cell") << QRectF(7, 3, 1, 1) << QPointF(0.99, 0.01) << QPoint(7, 3);
    // A window past the end is pulled back inside: 40 -> 32 - 4 = 28.
    QTest::newRow("clamped") << QRectF(40, 0, 4, 8) << QPointF(0.01, 0.5) << QPoint(28, 4);
}

void TestHeatmapWidget::zoomMapsPixelsToCells()
{
    QFETCH(QRectF, view);
    QFETCH(QPointF, fraction);
    QFETCH(QPoint, cell);
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(900, 500);
    QSignalSpy spy(&widget, &HeatmapWidget::viewChanged);
    widget.setViewport(view);
    const QRect plot = widget.plotRect();
    const QPointF point(plot.left() + fraction.x() * plot.width(),
                        plot.top() + fraction.y() * plot.height());
    QCOMPARE(widget.cellAt(point), cell);
    QCOMPARE(widget.cellAt(point), expectedCell(widget.viewport(), plot, point));
    QVERIFY(spy.count() <= 1);
    // Outside the plot there is no cell.
    QCOMPARE(widget.cellAt(QPointF(plot.left() - 2, plot.top() + 5)), QPoint(-1, -1));
}

void TestHeatmapWidget::zoomKeepsAnchor()
{
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(900, 500);
    const QRect plot = widget.plotRect();
    const QPointF anchor(plot.left() + 0.3 * plot.width(), plot.top() + 0.7 * plot.height());
    const QRectF before = widget.viewport();
    widget.zoomAt(anchor, 2.0);
    const QRectF after = widget.viewport();
    QCOMPARE(after.width(), before.width() / 2);
    QCOMPARE(after.height(), before.height() / 2);
    // The view coordinate under the anchor stays: 0.3 * 32 = 9.6, 0.7 * 8 = 5.6.
    QCOMPARE(after.x() + 0.3 * after.width(), 9.6);
    QCOMPARE(after.y() + 0.7 * after.height(), 5.6);
    QCOMPARE(widget.cellAt(anchor), QPoint(9, 5));

    // Panning by a quarter of the plot moves by a quarter of the visible cells (16 / 4 = 4).
    const double x0 = widget.viewport().x();
    widget.panByPixels(QPointF(plot.width() / 4.0, 0));
    QCOMPARE(widget.viewport().x(), x0 + 4.0);
    widget.resetZoom();
    QCOMPARE(widget.viewport(), QRectF(0, 0, 32, 8));
}

void TestHeatmapWidget::keyboardAndWheel()
{
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(900, 500);
    QTest::keyClick(&widget, Qt::Key_Plus);
    QCOMPARE(widget.viewport().width(), 32 / 1.25);
    QTest::keyClick(&widget, Qt::Key_Right);
    QVERIFY(widget.viewport().x() > 3.2);
    QTest::keyClick(&widget, Qt::Key_Home);
    QCOMPARE(widget.viewport(), QRectF(0, 0, 32, 8));
    QTest::keyClick(&widget, Qt::Key_Minus); // cannot zoom out beyond everything
    QCOMPARE(widget.viewport(), QRectF(0, 0, 32, 8));

    const QRect plot = widget.plotRect();
    const QPointF at(plot.left() + 0.25 * plot.width(), plot.top() + 0.5 * plot.height());
    QWheelEvent wheel(at, widget.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&widget, &wheel);
    QCOMPARE(widget.viewport().width(), 32 / 1.25);
    QCOMPARE(widget.viewport().x() + 0.25 * widget.viewport().width(), 8.0);
}

void TestHeatmapWidget::zoomedPixelColour()
{
    // Zoomed into the first 2 x 2 cells, the top-right quarter is cell (1, 0) = sin(1) and the
    // bottom-left quarter cell (0, 1) = cos(0) = 1.
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    widget.setViewport(QRectF(0, 0, 2, 2));
    const QRect plot = widget.plotRect();
    const QPointF bottomLeft(plot.left() + 0.25 * plot.width(), plot.top() + 0.75 * plot.height());
    QCOMPARE(widget.cellAt(bottomLeft), QPoint(0, 1));
    QCOMPARE(pixelAt(widget, bottomLeft), colormap::rgb(1.0));
    const QPointF topLeft(plot.left() + 0.25 * plot.width(), plot.top() + 0.25 * plot.height());
    QCOMPARE(pixelAt(widget, topLeft), colormap::rgb(0.0));
}

void TestHeatmapWidget::hoverText_data()
{
    // Values: Python's math module, '%.17g' (sin(1) keeps its 17th digit, a trailing 0).
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("component");
    QTest::addColumn<QString>("text");
    QTest::newRow("sin(3)") << 3 << 0
                            << QStringLiteral(
                                   "Position 3, component 0 (pair 0, sin(p)): 0.14112000805986721");
    QTest::newRow("cos(3)")
        << 3 << 1
        << QStringLiteral("Position 3, component 1 (pair 0, cos(p)): \u22120.98999249660044542");
    QTest::newRow("sin(10/10)")
        << 10 << 2
        << QStringLiteral("Position 10, component 2 (pair 1, sin(p/10)): 0.84147098480789650");
    QTest::newRow("cos(0)")
        << 0 << 7
        << QStringLiteral("Position 0, component 7 (pair 3, cos(p/1000)): 1.0000000000000000");
}

void TestHeatmapWidget::hoverTextFollowsLayout_data()
{
    // The pair and label of the layout; a zero column has no pair and never throws.
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("component");
    QTest::addColumn<QString>("start");
    QTest::newRow("concatenated cos of pair 0")
        << 1 << 8 << 4
        << QStringLiteral("Position 3, component 4 (pair 0, cos(p)): \u22120.9899924966004");
    QTest::newRow("tensor2tensor zero column")
        << 2 << 5 << 4 << QStringLiteral("Position 3, component 4 (pair \u2013, 0): 0");
    QTest::newRow("fairseq sin of pair 0")
        << 3 << 8 << 0
        << QStringLiteral(
               "Position 3, component 0 (pair 0, sin(p+2)): \u22120.95892427466313"); // sin(5)
}

void TestHeatmapWidget::hoverTextFollowsLayout()
{
    QFETCH(int, layout);
    QFETCH(int, d);
    QFETCH(int, component);
    QFETCH(QString, start);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setLayout(static_cast<pe::Layout>(layout)));
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    const QString text = widget.hoverText(widget.cellRect(3, component).center());
    QVERIFY2(text.startsWith(start), qPrintable(text));
}

void TestHeatmapWidget::hoverText()
{
    QFETCH(int, position);
    QFETCH(int, component);
    QFETCH(QString, text);
    LessonState state;
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    QCOMPARE(widget.hoverText(widget.cellRect(position, component).center()), text);
    QVERIFY(widget.hoverText(QPointF(1, 1)).isEmpty());

    // Moving the mouse there emits the same text.
    QSignalSpy spy(&widget, &HeatmapWidget::hoverTextChanged);
    QTest::mouseMove(&widget, widget.cellRect(position, component).center().toPoint());
    if (spy.count() > 0)
        QCOMPARE(spy.last().at(0).toString(), text);
}

void TestHeatmapWidget::encodingOff()
{
    LessonState state;
    state.setEncodingOn(false);
    HeatmapWidget widget(&state);
    widget.resize(800, 400);
    QCOMPARE(pixelAt(widget, widget.cellRect(0, 1).center()), colormap::rgb(0.0));
    QCOMPARE(pixelAt(widget, widget.cellRect(3, 1).center()), colormap::rgb(0.0));
    QVERIFY(
        widget.hoverText(widget.cellRect(3, 1).center()).contains(QStringLiteral("encoding off")));
}

void TestHeatmapWidget::largeRenderBuffersIndependentOfSize()
{
    LessonState state;
    // The cells alone: no column shaded beyond the training length.
    QVERIFY(state.setTrainLength(LessonState::maxLength));
    HeatmapWidget widget(&state);
    widget.resize(1000, 600);
    widget.grab();
    const qsizetype smallBytes = widget.bufferBytes();
    const QSize smallImage = widget.imageSize();
    QCOMPARE(smallImage, widget.plotRect().size());

    QVERIFY(state.setWidth(4096));
    widget.setPositions(100000);
    QCOMPARE(widget.positions(), 100000);
    QCOMPARE(widget.viewport(), QRectF(0, 0, 100000, 4096));
    QVERIFY(widget.cellsExceedPixels());
    const QImage image = widget.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(widget.imageSize(), smallImage);
    QCOMPARE(widget.bufferBytes(), smallBytes);
    // Far below n x d doubles (3.3 GB): only the plot's pixels.
    QVERIFY(widget.bufferBytes() < qsizetype(16) * 1024 * 1024);

    // The last cell is reachable and still maps correctly.
    const QRect plot = widget.plotRect();
    QCOMPARE(widget.cellAt(QPointF(plot.right() + 0.999, plot.bottom() + 0.999)),
             QPoint(99999, 4095));
    // Zoomed far in, a single cell covers the plot: every pixel has its colour.
    widget.setViewport(QRectF(99999, 1, 1, 1));
    const QImage zoomed = widget.grab().toImage();
    const QRgb expected = colormap::rgb(std::cos(99999.0)); // pair 0: cos(p)
    const QRgb actual = zoomed.pixel(plot.center()) | 0xFF000000u;
    // The heat map samples the colour map in 2049 steps: a channel may differ by one level.
    QVERIFY2(std::abs(qRed(actual) - qRed(expected)) <= 1
                 && std::abs(qGreen(actual) - qGreen(expected)) <= 1
                 && std::abs(qBlue(actual) - qBlue(expected)) <= 1,
             QByteArray(colourText(actual) + " vs " + colourText(expected)).constData());
}

void TestHeatmapWidget::largeRenderEveryBandMatchesCells_data()
{
    // The pixel rows are computed in bands on several threads; pixels spread over the whole plot
    // (every band, both ends of each row) must show the colour of the cell under them.
    QTest::addColumn<bool>("on");
    QTest::newRow("encoding on") << true;
    QTest::newRow("encoding off: every cell 0") << false;
}

void TestHeatmapWidget::largeRenderEveryBandMatchesCells()
{
    QFETCH(bool, on);
    LessonState state;
    // The cells alone: no column shaded beyond the training length.
    QVERIFY(state.setTrainLength(LessonState::maxLength));
    QVERIFY(state.setWidth(4096));
    state.setEncodingOn(on);
    HeatmapWidget widget(&state);
    widget.resize(1200, 900);
    widget.setPositions(100000);
    const QImage image = widget.grab().toImage();
    const QRect plot = widget.plotRect();
    QVERIFY(plot.height() > 8 * 64); // more pixel rows than one band
    const pe::PositionalEncoding &encoding = state.encoding();
    int checked = 0;
    for (int row = 0; row < 24; ++row) {
        for (int column = 0; column < 8; ++column) {
            // A whole pixel, and the cell under its centre (as the heat map maps them).
            const QPoint pixel(plot.left() + (2 * column + 1) * plot.width() / 16,
                               plot.top() + (2 * row + 1) * plot.height() / 48);
            const QPoint cell = widget.cellAt(QPointF(pixel) + QPointF(0.5, 0.5));
            QVERIFY(cell.x() >= 0);
            const double value = on ? encoding.component(cell.x(), cell.y()) : 0.0;
            const QRgb expected = colormap::rgb(value);
            const QRgb actual = image.pixel(pixel) | 0xFF000000u;
            // The heat map samples the colour map in 2049 steps: one level per channel at most.
            QVERIFY2(std::abs(qRed(actual) - qRed(expected)) <= 1
                         && std::abs(qGreen(actual) - qGreen(expected)) <= 1
                         && std::abs(qBlue(actual) - qBlue(expected)) <= 1,
                     QByteArray(colourText(actual) + " vs " + colourText(expected) + " at cell "
                                + QByteArray::number(cell.x()) + ", "
                                + QByteArray::number(cell.y()))
                         .constData());
            ++checked;
        }
    }
    QCOMPARE(checked, 24 * 8);
}

void TestHeatmapWidget::beyondTrainingLength_data()
{
    QTest::addColumn<qint64>("L");
    QTest::addColumn<int>("positions");
    QTest::addColumn<bool>("shown");
    QTest::newRow("L 10 of 32") << qint64(10) << 32 << true;
    QTest::newRow("L 1 of 32") << qint64(1) << 32 << true;
    QTest::newRow("L 32 of 32") << qint64(32) << 32 << false;
    QTest::newRow("L 512 of 32") << qint64(512) << 32 << false;
    QTest::newRow("L 512 of 1000") << qint64(512) << 1000 << true;
}

// The columns of positions >= L are shaded, from the left edge of column L
// to the plot's right edge; nothing when L lies beyond the positions shown.
void TestHeatmapWidget::beyondTrainingLength()
{
    QFETCH(qint64, L);
    QFETCH(int, positions);
    QFETCH(bool, shown);
    LessonState state;
    QVERIFY(state.setTrainLength(L));
    HeatmapWidget widget(&state);
    widget.setPositions(positions);
    widget.resize(800, 400);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const QRectF beyond = widget.beyondTrainingRect();
    QCOMPARE(!beyond.isEmpty(), shown);
    if (!shown)
        return;
    const QRect plot = widget.plotRect();
    const double cell = double(plot.width()) / positions;
    QVERIFY(std::abs(beyond.left() - (plot.left() + L * cell)) < 1e-6);
    QCOMPARE(beyond.right(), double(plot.right() + 1));
    QCOMPARE(beyond.top(), double(plot.top()));
    // Zoomed to columns before L: nothing shaded.
    widget.setViewport(QRectF(0, 0, double(L) / 2 + 0.5, 8));
    if (L >= 2)
        QVERIFY(widget.beyondTrainingRect().isEmpty());
}

void TestHeatmapWidget::crowdedSampling_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<bool>("crowded");
    QTest::newRow("100 000 positions") << 100000 << true;
    QTest::newRow("64 positions") << 64 << false;
}

void TestHeatmapWidget::crowdedSampling()
{
    // With more positions than pixel columns, one position per column aliases
    // the fast pairs (listed: wavelength under two pixels, from the core's wavelength); the
    // envelope shows each column's least and largest value (pe::componentEnvelope).
    QFETCH(int, positions);
    QFETCH(bool, crowded);
    LessonState state;
    QVERIFY(state.setWidth(16));
    QVERIFY(state.setTrainLength(HeatmapWidget::maxPositions)); // no shading over the cells
    HeatmapWidget widget(&state);
    widget.setPositions(positions);
    widget.resize(800, 480);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QCOMPARE(widget.positionsExceedPixels(), crowded);
    const QList<int> aliased = widget.aliasedComponents();
    const double pixelsPerPosition = double(widget.plotRect().width()) / positions;
    for (int j = 0; j < 16; ++j) {
        // Independent: wavelength 2 pi 10000^(2i/d) of pair i = j / 2.
        const double wavelength = 2 * M_PI * std::pow(10000.0, 2.0 * (j / 2) / 16);
        QCOMPARE(aliased.contains(j), crowded && wavelength * pixelsPerPosition < 2.0);
    }
    if (!crowded)
        return;
    QVERIFY(aliased.contains(0) && !aliased.contains(15));
    widget.setSampling(HeatmapWidget::Sampling::Envelope);
    QVERIFY(widget.aliasedComponents().isEmpty());
    // Component 0 (sin at omega 1) swings fully in every column: the upper part of its row in
    // the colour of +1, the lower part in that of −1; the slowest cos (component 15) barely
    // moves at the first columns: one colour near cos 0 = 1 there.
    const QRectF row0 = widget.cellRect(positions / 2, 0);
    const QRect plot = widget.plotRect();
    const double x = plot.left() + plot.width() / 2.0;
    QCOMPARE(colourText(pixelAt(widget, QPointF(x, row0.top() + 1))),
             colourText(colormap::rgb(1.0) | 0xFF000000u));
    QCOMPARE(colourText(pixelAt(widget, QPointF(x, row0.bottom() - 1))),
             colourText(colormap::rgb(-1.0) | 0xFF000000u));
    widget.setSampling(HeatmapWidget::Sampling::OnePosition);
    QVERIFY(!widget.aliasedComponents().isEmpty());
}

QTEST_MAIN(TestHeatmapWidget)
#include "tst_heatmapwidget.moc"
