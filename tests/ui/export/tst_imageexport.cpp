// Tests of the export machinery on arbitrary widgets: exact PNG size (also at QT_SCALE_FACTOR=2,
// see CMakeLists.txt), well-formed vector SVG with its clips kept, PDF page fitted to the size, the
// parameter caption, hidden selection and disabled chart animations, and the clipboard. (PNG
// encoding, atomic writes and export sessions: their own tests beside this one.)
#include "clipboardexport.h"
#include "exportmarks.h"
#include "exporttestsupport.h"
#include "imageexport.h"
#include "language.h"
#include "lessonstate.h"
#include "svgclippingdevice.h"

#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXmlStreamReader>

using namespace exporttest;

namespace {

struct SvgSummary
{
    bool ok = false;
    QString error;
    QString root;
    QString viewBox;
    int paths = 0;
    int texts = 0;
    QString allText;
};

SvgSummary parseSvg(const QByteArray &bytes)
{
    SvgSummary s;
    QXmlStreamReader xml(bytes);
    bool first = true;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (first) {
                s.root = xml.name().toString();
                s.viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
                first = false;
            }
            if (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline"))
                ++s.paths;
            if (xml.name() == QLatin1String("text"))
                ++s.texts;
        } else if (xml.isCharacters()) {
            s.allText += xml.text();
        }
    }
    s.ok = !xml.hasError();
    s.error = xml.errorString();
    return s;
}

// Paints a red square and a thick green line through the clip (20, 20, 60, 40), and the right half
// of a two-colour pixmap (blue | yellow) through drawPixmap's source rectangle at (100, 20).
class ClippedPainting : public QWidget
{
protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), Qt::white);
        painter.save();
        painter.setClipRect(QRect(20, 20, 60, 40));
        painter.fillRect(QRect(0, 0, 200, 200), Qt::red);
        painter.setPen(QPen(Qt::green, 8));
        painter.drawLine(0, 100, 200, 0);
        painter.restore();
        QPixmap pixmap(40, 20);
        pixmap.fill(Qt::blue);
        QPainter p(&pixmap);
        p.fillRect(20, 0, 20, 20, Qt::yellow);
        p.end();
        painter.drawPixmap(QRectF(100, 20, 20, 20), pixmap, QRectF(20, 0, 20, 20));
    }
};

QImage renderSvgBack(const QByteArray &svg, const QSize &size)
{
    QSvgRenderer renderer(svg);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(), QSizeF(size)));
    return image;
}

} // namespace

class TestImageExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void formatFromPath_data();
    void formatFromPath();
    void formats_data();
    void formats();
    void parameterCaption_data();
    void parameterCaption();
    void caption_data();
    void caption();
    void svgKeepsClipsAndSourceRects();
    void hidesSelectionAndRestores();
    void clipboard();
    void controlsLeftOut_data();
    void controlsLeftOut();
    void nearestNeighbourImages_data();
    void nearestNeighbourImages();
    void markedImageInSvg();
    void svgTitleWithMarkup_data();
    void svgTitleWithMarkup();
};

namespace {

// A figure (a blue block) under a bar of controls (a magenta block with a label) marked for the
// exporter, as views build them with exportmarks::controlBar().
struct FigureWithControls
{
    QWidget *root = nullptr;
    QWidget *bar = nullptr;
    QLabel *label = nullptr;
};

FigureWithControls buildFigure(QWidget *root)
{
    FigureWithControls f;
    f.root = root;
    auto *layout = new QVBoxLayout(root);
    auto *row = new QHBoxLayout;
    f.label = new QLabel(QStringLiteral("Positions N:"), root);
    auto *swatch = new QWidget(root);
    swatch->setAutoFillBackground(true);
    QPalette magenta = swatch->palette();
    magenta.setColor(QPalette::Window, QColor(255, 0, 255));
    swatch->setPalette(magenta);
    swatch->setMinimumSize(80, 30);
    row->addWidget(f.label);
    row->addWidget(swatch);
    f.bar = exportmarks::controlBar(row, root);
    layout->addWidget(f.bar);
    auto *figure = new QWidget(root);
    figure->setAutoFillBackground(true);
    QPalette blue = figure->palette();
    blue.setColor(QPalette::Window, QColor(0, 0, 255));
    figure->setPalette(blue);
    layout->addWidget(figure, 1);
    return f;
}

bool hasColour(const QImage &image, QRgb colour)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            if ((rgb.pixel(x, y) & 0xFFFFFF) == (colour & 0xFFFFFF))
                return true;
    return false;
}

} // namespace

void TestImageExport::formatFromPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("known");
    QTest::addColumn<int>("format");
    QTest::newRow("png") << "/tmp/a.png" << true << int(imageexport::Format::Png);
    QTest::newRow("PNG upper") << "/tmp/a.PNG" << true << int(imageexport::Format::Png);
    QTest::newRow("svg") << "b.svg" << true << int(imageexport::Format::Svg);
    QTest::newRow("pdf") << "dir.x/c.pdf" << true << int(imageexport::Format::Pdf);
    QTest::newRow("bmp") << "c.bmp" << false << -1;
    QTest::newRow("none") << "dir.png/c" << false << -1;
}

void TestImageExport::formatFromPath()
{
    QFETCH(QString, path);
    QFETCH(bool, known);
    QFETCH(int, format);
    imageexport::Format f = imageexport::Format::Png;
    QCOMPARE(imageexport::formatFromPath(path, &f), known);
    if (known) {
        QCOMPARE(int(f), format);
        QVERIFY(path.endsWith(QLatin1Char('.') + imageexport::suffix(f), Qt::CaseInsensitive));
    }
}

void TestImageExport::formats_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QSize>("size");
    for (const char *suffix : {"png", "svg", "pdf"}) {
        for (const QSize &size :
             {QSize(1200, 800), QSize(640, 480), QSize(333, 211), QSize(500, 900)}) {
            const QByteArray name = QByteArray(suffix) + ' ' + QByteArray::number(size.width())
                + 'x' + QByteArray::number(size.height());
            QTest::newRow(name.constData()) << QString::fromLatin1(suffix) << size;
        }
    }
}

void TestImageExport::formats()
{
    QFETCH(QString, suffix);
    QFETCH(QSize, size);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("view.") + suffix);
    auto widget = makeChartWidget();
    QString error;
    QVERIFY2(imageexport::saveWidget(widget.get(), path, size, {}, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    const QByteArray bytes = readAll(path);
    QVERIFY(!bytes.isEmpty());

    if (suffix == QLatin1String("png")) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), size);
        QVERIFY(imageexport::hasContent(image));
        // The chart's line is there although its animation was on: at least a third of the
        // width's worth of line-coloured pixels.
        QVERIFY2(countNear(image, lineColour, 24) > size.width() / 3,
                 qPrintable(QString::number(countNear(image, lineColour, 24))));
    } else if (suffix == QLatin1String("svg")) {
        const SvgSummary svg = parseSvg(bytes);
        QVERIFY2(svg.ok, qPrintable(svg.error));
        QCOMPARE(svg.root, QStringLiteral("svg"));
        QCOMPARE(svg.viewBox, QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height()));
        QVERIFY(svg.paths > 0);
        QVERIFY(svg.texts > 0);
        QVERIFY2(svg.allText.contains(labelText), "the label is vector text");
        QVERIFY(!bytes.contains("<image")); // no raster fallback
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        QVERIFY2(bytes.size() > 4000, QByteArray::number(bytes.size()).constData());
        QVERIFY(bytes.contains("/Font")); // text as text, not a picture of it
        static const QRegularExpression mediaBox(
            QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
        const QRegularExpressionMatch m = mediaBox.match(QString::fromLatin1(bytes));
        QVERIFY(m.hasMatch());
        const double w = m.captured(1).toDouble();
        const double h = m.captured(2).toDouble();
        QVERIFY(w > 0 && h > 0);
        const double aspect = double(size.width()) / size.height();
        QVERIFY2(qAbs(w / h - aspect) / aspect < 0.01,
                 qPrintable(QStringLiteral("page %1 x %2 pt").arg(w).arg(h)));
    }
}

void TestImageExport::parameterCaption_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lesson") << 8 << 10000.0 << qint64(0) << qint64(3) << true
                            << "d = 8, base = 10000, p = 0, q = 3, encoding on";
    QTest::newRow("off") << 16 << 100.0 << qint64(5) << qint64(12) << false
                         << "d = 16, base = 100, p = 5, q = 12, encoding off";
}

void TestImageExport::parameterCaption()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(QString, expected);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setBase(base));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    state.setEncodingOn(on);
    QCOMPARE(imageexport::parameterCaption(&state), expected);
}

void TestImageExport::caption_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << "png";
    QTest::newRow("svg") << "svg";
    QTest::newRow("pdf") << "pdf";
}

void TestImageExport::caption()
{
    QFETCH(QString, suffix);
    const QString expected = QStringLiteral("d = 8, base = 10000, p = 0, q = 3, encoding on");
    LessonState state;
    const imageexport::ExportOptions options = imageexport::optionsFor(&state, true);
    QCOMPARE(options.captionText, expected);
    auto widget = makeChartWidget();
    QVERIFY(imageexport::captionHeight(widget.get(), options) > 0);
    QCOMPARE(imageexport::captionHeight(widget.get(), {}), 0);
    QTemporaryDir tmp;
    const QString with = tmp.filePath(QStringLiteral("with.") + suffix);
    const QString without = tmp.filePath(QStringLiteral("without.") + suffix);
    const QSize size(640, 480);
    QString error;
    QVERIFY2(imageexport::saveWidget(widget.get(), with, size, options, &error), qPrintable(error));
    QVERIFY2(imageexport::saveWidget(widget.get(), without, size, {}, &error), qPrintable(error));
    if (suffix == QLatin1String("svg")) {
        QVERIFY(parseSvg(readAll(with)).allText.contains(expected));
        QVERIFY(!parseSvg(readAll(without)).allText.contains(expected));
    } else if (suffix == QLatin1String("png")) {
        const QImage a(with);
        const QImage b(without);
        QCOMPARE(a.size(), size);
        QCOMPARE(b.size(), size);
        // The caption strip at the bottom holds text: it differs from the plain render there.
        const int strip = imageexport::captionHeight(widget.get(), options);
        QVERIFY(a.copy(0, size.height() - strip, size.width(), strip)
                != b.copy(0, size.height() - strip, size.width(), strip));
        QVERIFY(imageexport::hasContent(a.copy(0, size.height() - strip, size.width(), strip)));
    } else {
        QVERIFY(readAll(with).startsWith("%PDF-"));
        QVERIFY(readAll(with) != readAll(without));
    }
}

void TestImageExport::svgKeepsClipsAndSourceRects()
{
    ClippedPainting widget;
    const QSize size(200, 120);
    const QByteArray svg = imageexport::renderSvg(&widget, size);
    QVERIFY(parseSvg(svg).ok);
    const QImage image = renderSvgBack(svg, size);
    const QRect clip(20, 20, 60, 40);
    int red = 0;
    int outside = 0;
    for (int y = 0; y < size.height(); ++y) {
        for (int x = 0; x < size.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const bool isRed = c.red() > 200 && c.green() < 60 && c.blue() < 60;
            const bool isGreen = c.green() > 200 && c.red() < 60 && c.blue() < 60;
            if (isRed)
                ++red;
            if ((isRed || isGreen) && !clip.adjusted(-1, -1, 1, 1).contains(x, y))
                ++outside;
        }
    }
    QCOMPARE(outside, 0);
    QVERIFY2(red > 60 * 40 / 2, qPrintable(QString::number(red)));
    // Only the yellow half of the pixmap is drawn.
    QCOMPARE(countNear(image.copy(100, 20, 20, 20), QColor(Qt::blue), 40), 0);
    QVERIFY(countNear(image.copy(100, 20, 20, 20), QColor(Qt::yellow), 40) > 300);
}

void TestImageExport::hidesSelectionAndRestores()
{
    const QColor magenta(255, 0, 255);
    QTableWidget table(6, 3);
    QPalette palette = table.palette();
    palette.setColor(QPalette::Highlight, magenta);
    palette.setColor(QPalette::Inactive, QPalette::Highlight, magenta);
    table.setPalette(palette);
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 3; ++c)
            table.setItem(r, c, new QTableWidgetItem(QString::number(r * 3 + c)));
    table.resize(300, 200);
    table.selectRow(1);
    table.selectionModel()->select(table.model()->index(2, 1), QItemSelectionModel::Select);
    const QModelIndexList before = table.selectionModel()->selectedIndexes();
    QVERIFY(!before.isEmpty());
    // The selection shows when rendered plainly ...
    QVERIFY(countNear(table.grab().toImage(), magenta, 8) > 100);
    // ... but not in the export.
    const QImage image = imageexport::renderImage(&table, QSize(400, 300));
    QCOMPARE(image.size(), QSize(400, 300));
    QCOMPARE(countNear(image, magenta, 8), 0);
    QCOMPARE(table.selectionModel()->selectedIndexes(), before);
    QCOMPARE(table.size(), QSize(300, 200));
    QVERIFY(!table.isVisible());

    auto widget = makeChartWidget();
    auto *view = widget->findChild<QChartView *>();
    QVERIFY(view);
    imageexport::renderImage(widget.get(), QSize(200, 150));
    QCOMPARE(view->chart()->animationOptions(), QChart::AllAnimations);
    // PDF and SVG draw graphics views through QGraphicsView::render(); the view still paints
    // itself afterwards.
    QVERIFY(!imageexport::renderPdf(widget.get(), QSize(400, 300)).isEmpty());
    QVERIFY(!imageexport::renderSvg(widget.get(), QSize(400, 300)).isEmpty());
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    widget->resize(400, 300);
    QVERIFY(countNear(widget->grab().toImage(), lineColour, 24) > 100);
}

void TestImageExport::clipboard()
{
    auto widget = makeChartWidget();
    QVERIFY(imageexport::copyToClipboard(widget.get(), QSize(300, 200)));
    const QImage image = QGuiApplication::clipboard()->image();
    if (image.isNull())
        QSKIP("this platform plugin has no clipboard");
    QCOMPARE(image.size(), QSize(300, 200));
    QVERIFY(countNear(image, lineColour, 24) > 100);
}

void TestImageExport::controlsLeftOut_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("mainWindow"); // a main window is exported as it is, controls and all
    for (const QString &format :
         {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}) {
        QTest::addRow("%s, view", qPrintable(format)) << format << false;
        QTest::addRow("%s, main window", qPrintable(format)) << format << true;
    }
}

void TestImageExport::controlsLeftOut()
{
    QFETCH(QString, format);
    QFETCH(bool, mainWindow);
    QMainWindow window;
    QWidget plain;
    QWidget *root = &plain;
    if (mainWindow) {
        root = new QWidget(&window);
        window.setCentralWidget(root);
    }
    const FigureWithControls f = buildFigure(root);
    QWidget *exported = mainWindow ? static_cast<QWidget *>(&window) : root;
    exported->resize(400, 300);
    const QSize size(400, 300);
    bool controlsShown = false;
    if (format == QLatin1String("png")) {
        const QImage image = imageexport::renderImage(exported, size);
        controlsShown = hasColour(image, qRgb(255, 0, 255));
        QVERIFY(hasColour(image, qRgb(0, 0, 255))); // the figure is there
    } else if (format == QLatin1String("svg")) {
        const QByteArray svg = imageexport::renderSvg(exported, size);
        QVERIFY(parseSvg(svg).ok);
        controlsShown = svg.contains("#ff00ff") || svg.contains("Positions N:");
        QVERIFY(svg.contains("#0000ff"));
    } else {
        // The PDF's page drawn back into pixels by Qt's own painter path is not at hand here; the
        // PDF shares paintWidget() with PNG and SVG, so its content stream is searched for the
        // label's glyph run length instead: the page must be smaller without the controls.
        const QByteArray pdf = imageexport::renderPdf(exported, size);
        QVERIFY(pdf.startsWith("%PDF"));
        f.bar->hide();
        const QByteArray without = imageexport::renderPdf(exported, size);
        f.bar->show();
        controlsShown = pdf.size() > without.size() + 64;
    }
    QCOMPARE(controlsShown, mainWindow);
    QVERIFY(!f.bar->isHidden()); // back on screen afterwards
    QVERIFY(exportmarks::isControls(f.bar));
}

void TestImageExport::nearestNeighbourImages_data()
{
    QTest::addColumn<QByteArray>("svg");
    QTest::addColumn<QList<bool>>("marks");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray a("<image x=\"0\" width=\"9\" image-rendering=\"optimizeQuality\" "
                       "xlink:href=\"data:a\" />\n");
    const QByteArray b("<image x=\"5\" xlink:href=\"data:b\" />\n");
    const QByteArray aNearest("<image style=\"image-rendering:pixelated\" x=\"0\" width=\"9\" "
                              "image-rendering=\"optimizeSpeed\" xlink:href=\"data:a\" />\n");
    const QByteArray bNearest("<image style=\"image-rendering:pixelated\" "
                              "image-rendering=\"optimizeSpeed\" x=\"5\" "
                              "xlink:href=\"data:b\" />\n");
    const QByteArray head("<svg>\n<text>&lt;image x</text>\n");
    const QByteArray tail("</svg>\n");
    QTest::newRow("none marked") << head + a + b + tail << QList<bool> {false, false}
                                 << head + a + b + tail;
    QTest::newRow("first marked") << head + a + b + tail << QList<bool> {true, false}
                                  << head + aNearest + b + tail;
    QTest::newRow("both marked") << head + a + b + tail << QList<bool> {true, true}
                                 << head + aNearest + bNearest + tail;
    // A count that does not match leaves the file as it is.
    QTest::newRow("count differs")
        << head + a + tail << QList<bool> {true, true} << head + a + tail;
}

void TestImageExport::nearestNeighbourImages()
{
    QFETCH(QByteArray, svg);
    QFETCH(QList<bool>, marks);
    QFETCH(QByteArray, expected);
    const std::vector<bool> flags(marks.begin(), marks.end());
    QCOMPARE(imageexport::SvgClippingDevice::withNearestNeighbourImages(svg, flags), expected);
}

namespace {
// Draws a marked 4 x 2 image scaled up over the widget and an unmarked one beside it.
class CellImages : public QWidget
{
protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        QImage cells(4, 2, QImage::Format_RGB32);
        cells.fill(Qt::red);
        cells.setPixel(1, 0, qRgb(0, 0, 255));
        QImage smooth = cells;
        exportmarks::markNearestNeighbour(&cells);
        painter.drawImage(QRectF(0, 0, 200, 100), cells);
        painter.drawImage(QRectF(0, 120, 200, 100), smooth);
    }
};
} // namespace

void TestImageExport::markedImageInSvg()
{
    CellImages widget;
    widget.resize(220, 240);
    const QByteArray svg = imageexport::renderSvg(&widget, QSize(220, 240));
    const SvgSummary summary = parseSvg(svg);
    QVERIFY2(summary.ok, qPrintable(summary.error)); // no attribute written twice
    QCOMPARE(svg.count("<image "), 2);
    QCOMPARE(svg.count("image-rendering=\"optimizeSpeed\""), 1);
    QCOMPARE(svg.count("style=\"image-rendering:pixelated\""), 1);
    QCOMPARE(svg.count("image-rendering=\"optimizeQuality\""), 1);
    // The marked one comes first, as drawn; the image keeps no trace of the mark's text key.
    QVERIFY(svg.indexOf("optimizeSpeed") < svg.indexOf("optimizeQuality"));
    QVERIFY(!svg.contains("pev-nearest"));
    QVERIFY(!QByteArray::fromBase64(svg.mid(svg.indexOf("base64,") + 7, 400)).contains("pev-"));
}

void TestImageExport::svgTitleWithMarkup_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("description");
    QTest::newRow("plain") << "Pair charts" << "d = 8, base = 10000";
    QTest::newRow("ampersand") << "sin & cos" << "p & q";
    QTest::newRow("angle brackets") << "x(q) < x(p) > 0" << "<b>not a tag</b>";
    QTest::newRow("quotes and Chinese") << "“位置编码” 'quoted'" << "\"both\" & 句子";
}

// Qt 6.4's QSvgGenerator writes the title and description as they are: an "&" or "<" in them
// made the file invalid XML. They are escaped, and read back as given.
void TestImageExport::svgTitleWithMarkup()
{
    QFETCH(QString, title);
    QFETCH(QString, description);
    auto widget = makeChartWidget();
    imageexport::ExportOptions options;
    options.title = title;
    options.description = description;
    const QByteArray bytes = imageexport::renderSvg(widget.get(), QSize(400, 300), options);
    QVERIFY(!bytes.isEmpty());
    QXmlStreamReader xml(bytes);
    QString readTitle;
    QString readDescription;
    QStringList path;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement())
            path.append(xml.name().toString());
        else if (xml.isEndElement())
            path.removeLast();
        else if (xml.isCharacters() && path == QStringList {QStringLiteral("svg"), QStringLiteral("title")})
            readTitle += xml.text();
        else if (xml.isCharacters() && path == QStringList {QStringLiteral("svg"), QStringLiteral("desc")})
            readDescription += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(readTitle, title);
    QCOMPARE(readDescription, description);
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
