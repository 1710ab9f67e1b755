// Tests of what exported figures show: every view of the catalogue keeps its
// input controls in bars marked for the exporter, which leaves them out of the files (SVG text,
// `--export` included through the same export table); and the painted matrices stay sharp when
// an SVG file is scaled: rendered with librsvg's rsvg-convert at three times the size, the
// pixels near the edges of every cell keep the cell's colour (a matrix stretched with smoothing,
// as the similarity matrix was, blends neighbouring cells there).
#include "exportmarks.h"
#include "heatmapwidget.h"
#include "imageexport.h"
#include "language.h"
#include "lessonstate.h"
#include "similaritymatrix.h"
#include "viewcatalogue.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// The marked bar a widget lies in, or null.
const QWidget *controlBarOf(const QWidget *widget, const QWidget *view)
{
    for (const QWidget *w = widget; w && w != view; w = w->parentWidget())
        if (exportmarks::isControls(w))
            return w;
    return nullptr;
}

bool isInput(const QWidget *widget)
{
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QLineEdit *>(widget)
        || qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QComboBox *>(widget)
        || qobject_cast<const QAbstractSlider *>(widget);
}

int channelDistance(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

} // namespace

class TestExportFigures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void controlsAreMarked_data();
    void controlsAreMarked();
    void controlsLeftOutOfSvg_data();
    void controlsLeftOutOfSvg();
    void scaledSvgKeepsHardCellEdges_data();
    void scaledSvgKeepsHardCellEdges();

private:
    QString m_rsvg;
};

void TestExportFigures::initTestCase()
{
    QVERIFY(language::install(QStringLiteral("en")));
    m_rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    QVERIFY2(!m_rsvg.isEmpty(),
             "rsvg-convert (Debian package librsvg2-bin) is missing: run scripts/install-deps.sh");
}

void TestExportFigures::controlsAreMarked_data()
{
    QTest::addColumn<QString>("id");
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            QTest::newRow(qPrintable(view.id)) << view.id;
}

void TestExportFigures::controlsAreMarked()
{
    // Every input of a view (number fields, buttons, lists, sliders) sits in a bar that exports
    // leave out; the lab and the table have none but the table's focus line.
    QFETCH(QString, id);
    LessonState state;
    std::unique_ptr<QWidget> view;
    for (const viewcatalogue::View &entry : viewcatalogue::views())
        if (entry.id == id)
            view.reset(entry.tab(&state, nullptr));
    QVERIFY(view);
    for (const QWidget *child : view->findChildren<QWidget *>()) {
        // Widgets inside an item view or chart (headers, viewports) are the figure itself.
        if (!isInput(child) || !child->isVisibleTo(view.get())
            || child->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<const QAbstractButton *>(child) && child->parentWidget()
            && qobject_cast<const QAbstractSpinBox *>(child->parentWidget()))
            continue;
        QVERIFY2(controlBarOf(child, view.get()),
                 qPrintable(QStringLiteral("%1 in %2 is not in a control bar")
                                .arg(QString::fromLatin1(child->metaObject()->className()), id)));
    }
}

void TestExportFigures::controlsLeftOutOfSvg_data()
{
    // A label of each view's control bar, as drawn (mnemonic ampersands removed).
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("controlText");
    QTest::addColumn<QString>("figureText"); // stays: proof that the view was drawn
    QTest::newRow("pairs") << "pairs"
                           << "Positions 0 to N:"
                           << "position p";
    QTest::newRow("circles") << "circles"
                             << "Pair i:"
                             << "rad";
    QTest::newRow("heatmap") << "heatmap"
                             << "Positions n:"
                             << "component";
    QTest::newRow("distance") << "distance"
                              << "Compare up to q ="
                              << "q";
    QTest::newRow("similarity") << "similarity"
                                << "Positions n:"
                                << "position a";
}

void TestExportFigures::controlsLeftOutOfSvg()
{
    QFETCH(QString, id);
    QFETCH(QString, controlText);
    QFETCH(QString, figureText);
    LessonState state;
    std::unique_ptr<QWidget> view;
    for (const viewcatalogue::View &entry : viewcatalogue::views())
        if (entry.id == id)
            view.reset(entry.tab(&state, nullptr));
    QVERIFY(view);
    // The control text is on screen: found among the view's labels.
    bool onScreen = false;
    for (const QLabel *label : view->findChildren<QLabel *>()) {
        QString text = label->text();
        text.remove(QLatin1Char('&'));
        onScreen = onScreen || text.startsWith(controlText);
    }
    QVERIFY2(onScreen, qPrintable(controlText));
    const QByteArray svg = imageexport::renderSvg(view.get(), QSize(1000, 700));
    QVERIFY(!svg.isEmpty());
    const QString text = QString::fromUtf8(svg);
    QVERIFY2(!text.contains(controlText.toHtmlEscaped()), qPrintable(controlText));
    QVERIFY2(text.contains(figureText.toHtmlEscaped()), qPrintable(figureText));
    // And they are back on screen afterwards.
    for (const QWidget *child : view->findChildren<QWidget *>())
        if (exportmarks::isControls(child))
            QVERIFY(!child->isHidden());
}

void TestExportFigures::scaledSvgKeepsHardCellEdges_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<int>("n"); // positions
    QTest::addColumn<int>("d");
    QTest::addColumn<QSize>("size");
    // Few cells: rectangles. Many: an image of the plot's pixels, marked nearest-neighbour.
    QTest::newRow("similarity 32 x 32, rectangles") << "similarity" << 32 << 8 << QSize(600, 560);
    QTest::newRow("similarity 48 x 48, image") << "similarity" << 48 << 8 << QSize(640, 600);
    QTest::newRow("heat map 32 x 8, rectangles") << "heatmap" << 32 << 8 << QSize(800, 500);
    QTest::newRow("heat map 50 x 128, image") << "heatmap" << 50 << 128 << QSize(900, 700);
}

void TestExportFigures::scaledSvgKeepsHardCellEdges()
{
    QFETCH(QString, view);
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(QSize, size);
    LessonState state;
    state.setWidth(d);
    std::unique_ptr<CellPlot> plot;
    if (view == QLatin1String("similarity")) {
        auto *matrix = new SimilarityMatrix(&state);
        matrix->setPositions(n);
        plot.reset(matrix);
    } else {
        auto *heatmap = new HeatmapWidget(&state);
        heatmap->setPositions(n);
        plot.reset(heatmap);
    }
    plot->resize(size); // the export keeps this size: cell rectangles in the file's coordinates
    const QImage screen = imageexport::renderImage(plot.get(), size);
    const QByteArray svg = imageexport::renderSvg(plot.get(), size);
    QVERIFY(!svg.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString svgPath = dir.filePath(QStringLiteral("plot.svg"));
    const QString pngPath = dir.filePath(QStringLiteral("plot.png"));
    {
        QFile file(svgPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(svg);
    }
    constexpr int zoom = 3;
    QProcess rsvg;
    rsvg.start(m_rsvg,
               {QStringLiteral("-w"), QString::number(size.width() * zoom), QStringLiteral("-h"),
                QString::number(size.height() * zoom), QStringLiteral("-o"), pngPath, svgPath});
    QVERIFY(rsvg.waitForFinished(60000));
    QCOMPARE(rsvg.exitCode(), 0);
    const QImage scaled = QImage(pngPath).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(scaled.size(), size * zoom);

    // For each pair of cells side by side with clearly different colours, the scaled pixels a
    // fifth of a cell inside each edge (and at least 3 pixels, beyond the smoothing of one
    // source pixel) still have the cell's own colour.
    int edgesChecked = 0;
    const QRect area = plot->plotRect();
    for (int row = 0; row < (view == QLatin1String("similarity") ? n : d); ++row) {
        for (int column = 0; column + 1 < n; ++column) {
            const QRectF left = plot->cellRect(column, row);
            const QRectF right = plot->cellRect(column + 1, row);
            if (!area.contains(left.center().toPoint()) || !area.contains(right.center().toPoint()))
                continue;
            // The heat map outlines the columns of p and q over the cells.
            if (view == QLatin1String("heatmap")
                && (column == state.position() || column + 1 == state.position()
                    || column == state.comparison() || column + 1 == state.comparison()))
                continue;
            const QRgb leftColour = screen.pixel(left.center().toPoint());
            const QRgb rightColour = screen.pixel(right.center().toPoint());
            if (channelDistance(leftColour, rightColour) < 40)
                continue;
            const double inset = std::max(3.0, left.width() * zoom / 5.0);
            const int y = static_cast<int>(left.center().y() * zoom);
            const int xLeft = static_cast<int>(left.right() * zoom - inset);
            const int xRight = static_cast<int>(right.left() * zoom + inset);
            const QRgb a = scaled.pixel(xLeft, y);
            const QRgb b = scaled.pixel(xRight, y);
            QVERIFY2(channelDistance(a, leftColour) <= 12 && channelDistance(b, rightColour) <= 12,
                     qPrintable(QStringLiteral("cells (%1, %2) | (%3, %2): %4 %5 scaled, %6 %7 "
                                               "on screen")
                                    .arg(column)
                                    .arg(row)
                                    .arg(column + 1)
                                    .arg(QColor(a).name(), QColor(b).name(),
                                         QColor(leftColour).name(), QColor(rightColour).name())));
            ++edgesChecked;
        }
    }
    QVERIFY2(edgesChecked >= 20, qPrintable(QString::number(edgesChecked)));
}

QTEST_MAIN(TestExportFigures)
#include "tst_exportfigures.moc"
