// Tests of the export machinery on arbitrary widgets: exact PNG size (also at QT_SCALE_FACTOR=2,
// see CMakeLists.txt), well-formed vector SVG, PDF page fitted to the size, the parameter
// caption, hidden selection and disabled chart animations, and atomic writes that keep the old
// file when a write fails.
#include "imageexport.h"
#include "language.h"
#include "lessonstate.h"

#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <csignal>
#include <memory>
#include <sys/resource.h>
#include <sys/stat.h>

namespace {

const QColor lineColour(0x00, 0x72, 0xB2); // Okabe-Ito blue, the test chart's line
const QString labelText = QStringLiteral("Sample label");

// A label over a line chart whose animations are on: without the exporter switching them off, a
// render right after set-up shows no line.
std::unique_ptr<QWidget> makeChartWidget()
{
    auto widget = std::make_unique<QWidget>();
    auto *layout = new QVBoxLayout(widget.get());
    layout->addWidget(new QLabel(labelText, widget.get()));
    auto *series = new QLineSeries;
    for (int k = 0; k <= 20; ++k)
        series->append(k, (k % 4) - 1.5);
    series->setPen(QPen(lineColour, 6));
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::AllAnimations);
    auto *view = new QChartView(chart, widget.get());
    layout->addWidget(view, 1);
    return widget;
}

int countNear(const QImage &image, const QColor &colour, int tolerance)
{
    const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x) {
            const QColor c = rgb.pixelColor(x, y);
            if (qAbs(c.red() - colour.red()) <= tolerance
                && qAbs(c.green() - colour.green()) <= tolerance
                && qAbs(c.blue() - colour.blue()) <= tolerance)
                ++count;
        }
    return count;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeText(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

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

// Makes every later file write beyond `bytes` fail (EFBIG), like a full disk, until destroyed.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool active() const { return m_active; }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_old {};
    void (*m_oldHandler)(int) = nullptr;
    bool m_active = false;
};

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
    void failedWriteKeepsOldFile_data();
    void failedWriteKeepsOldFile();
    void unwritableTarget_data();
    void unwritableTarget();
    void clipboard();
    void encodePng_data();
    void encodePng();
    void encodePngNull();
    void sessionKeepsExportState_data();
    void sessionKeepsExportState();
    void sessionUpdatesStillReachScreen();
};

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

void TestImageExport::failedWriteKeepsOldFile_data() { caption_data(); }

void TestImageExport::failedWriteKeepsOldFile()
{
    QFETCH(QString, suffix);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("old.") + suffix);
    const QByteArray old("previous export, must survive");
    QVERIFY(writeText(path, old));
    auto widget = makeChartWidget();
    QString error;
    bool ok = true;
    {
        // Like a full disk: every write past 200 bytes fails.
        FileSizeLimit limit(200);
        if (!limit.active())
            QSKIP("cannot lower RLIMIT_FSIZE here");
        ok = imageexport::saveWidget(widget.get(), path, QSize(640, 480), {}, &error);
    }
    QVERIFY(!ok);
    QVERIFY(error.contains(path));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(readAll(path), old);
    // No temporary or partial file is left beside it.
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList {QStringLiteral("old.") + suffix});
    // And the same call succeeds once the disk has room again.
    QVERIFY2(imageexport::saveWidget(widget.get(), path, QSize(640, 480), {}, &error),
             qPrintable(error));
    QVERIFY(readAll(path) != old);
}

void TestImageExport::unwritableTarget_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("under a regular file") << "file";
    QTest::newRow("missing folder") << "missing";
    QTest::newRow("folder as target") << "dir";
    QTest::newRow("fifo") << "fifo";
    QTest::newRow("proc") << "proc";
    QTest::newRow("unknown suffix") << "suffix";
}

void TestImageExport::unwritableTarget()
{
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QString path;
    if (kind == QLatin1String("file")) {
        QVERIFY(writeText(tmp.filePath(QStringLiteral("plain")), "x"));
        path = tmp.filePath(QStringLiteral("plain/view.png"));
    } else if (kind == QLatin1String("missing")) {
        path = tmp.filePath(QStringLiteral("no/such/folder/view.svg"));
    } else if (kind == QLatin1String("dir")) {
        QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("d.png")));
        path = tmp.filePath(QStringLiteral("d.png"));
    } else if (kind == QLatin1String("fifo")) {
        // Stands for a device such as /dev/full, which QSaveFile would replace by renaming.
        path = tmp.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("proc")) {
        path = QStringLiteral("/proc/pev-visualiser-test-never.png");
    } else {
        path = tmp.filePath(QStringLiteral("view.bmp"));
    }
    const QStringList before
        = QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    auto widget = makeChartWidget();
    QString error;
    QVERIFY(!imageexport::saveWidget(widget.get(), path, QSize(320, 200), {}, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             before);
    if (kind == QLatin1String("fifo"))
        QVERIFY(!QFileInfo(path).isFile());
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

// A test image whose every pixel differs from its neighbours; when translucent, every seventh
// pixel has alpha 128 and every eleventh (not seventh) alpha 0; other resolution than the default.
QImage patternImage(const QSize &size, QImage::Format format, bool translucent)
{
    QImage image(size, QImage::Format_ARGB32);
    image.setDotsPerMeterX(3780 + size.width());
    image.setDotsPerMeterY(2835 + size.height());
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            const int k = y * size.width() + x;
            const int alpha = !translucent ? 255 : k % 7 == 0 ? 128 : k % 11 == 0 ? 0 : 255;
            image.setPixel(x, y,
                           qRgba((x * 37 + y * 11) & 0xFF, (x * 5 + y * 53 + 17) & 0xFF,
                                 (k * 29 + 101) & 0xFF, alpha));
        }
    return image.convertToFormat(format);
}

void TestImageExport::encodePng_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("translucent");
    const QList<QPair<const char *, QImage::Format>> formats = {
        {"argb32-premultiplied", QImage::Format_ARGB32_Premultiplied},
        {"argb32", QImage::Format_ARGB32},
        {"rgb32", QImage::Format_RGB32},
        {"rgb888", QImage::Format_RGB888},
        {"grayscale8", QImage::Format_Grayscale8},
        {"indexed8", QImage::Format_Indexed8},
    };
    for (const QSize &size : {QSize(1, 1), QSize(3, 5), QSize(257, 3), QSize(640, 480)})
        for (const auto &format : formats)
            for (bool translucent : {false, true}) {
                const QByteArray name = QByteArray(format.first) + ' '
                    + QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height())
                    + (translucent ? " translucent" : " opaque");
                QTest::newRow(name.constData()) << size << int(format.second) << translucent;
            }
}

// The bytes decode with Qt's own PNG reader (libpng) to the source's pixels: straight alpha,
// every channel exact (a premultiplied source only up to its own rounding, which the conversion
// to straight alpha for the comparison repeats); opaque images as RGB, translucent ones as RGBA;
// the resolution kept.
void TestImageExport::encodePng()
{
    QFETCH(QSize, size);
    QFETCH(int, format);
    QFETCH(bool, translucent);
    const QImage source = patternImage(size, QImage::Format(format), translucent);
    QVERIFY(!source.isNull());
    const QByteArray bytes = imageexport::encodePng(source);
    QVERIFY(bytes.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)));
    QVERIFY(bytes.endsWith(QByteArray("\0\0\0\0IEND\xae\x42\x60\x82", 12)));
    // IHDR right after the signature: bit depth 8, colour type 2 (RGB) or 6 (RGBA).
    QCOMPARE(bytes.mid(12, 4), QByteArray("IHDR"));
    QCOMPARE(int(uchar(bytes.at(24))), 8);
    const QImage want = source.convertToFormat(QImage::Format_ARGB32);
    bool opaque = true;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x)
            opaque = opaque && qAlpha(want.pixel(x, y)) == 255;
    QCOMPARE(int(uchar(bytes.at(25))), opaque ? 2 : 6);

    QImage decoded;
    QVERIFY(decoded.loadFromData(bytes, "PNG"));
    QCOMPARE(decoded.size(), size);
    QCOMPARE(decoded.dotsPerMeterX(), source.dotsPerMeterX());
    QCOMPARE(decoded.dotsPerMeterY(), source.dotsPerMeterY());
    const QImage got = decoded.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x)
            if (want.pixel(x, y) != got.pixel(x, y))
                QFAIL(qPrintable(QStringLiteral("pixel (%1, %2): %3 instead of %4")
                                     .arg(x)
                                     .arg(y)
                                     .arg(got.pixel(x, y), 8, 16, QLatin1Char('0'))
                                     .arg(want.pixel(x, y), 8, 16, QLatin1Char('0'))));
}

void TestImageExport::encodePngNull()
{
    QVERIFY(imageexport::encodePng(QImage()).isEmpty());
    QString error;
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("null.png"));
    QVERIFY(!imageexport::savePng(QImage(), path, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(path));
}

void TestImageExport::sessionKeepsExportState_data()
{
    QTest::addColumn<bool>("restore");
    QTest::newRow("restore") << true;
    QTest::newRow("discard") << false;
}

// Inside a session the widget stays at its export size, shown off screen, with its animations
// off, and every file comes out as without the session; afterwards it is restored, or left as it
// is for a widget about to be deleted.
void TestImageExport::sessionKeepsExportState()
{
    QFETCH(bool, restore);
    const QSize size(420, 300);
    const imageexport::ExportOptions options
        = {true, QStringLiteral("d = 8, base = 10000"), QString(), QString()};
    auto widget = makeChartWidget();
    auto *view = widget->findChild<QChartView *>();
    QVERIFY(view);
    widget->resize(250, 180);
    const QImage plain = imageexport::renderImage(widget.get(), size, options);
    QVERIFY(countNear(plain, lineColour, 24) > 100);
    const QByteArray plainSvg = imageexport::renderSvg(widget.get(), size, options);
    QCOMPARE(widget->size(), QSize(250, 180));
    {
        imageexport::ExportSession session(widget.get(), size, options,
                                           restore
                                               ? imageexport::ExportSession::Afterwards::Restore
                                               : imageexport::ExportSession::Afterwards::Discard);
        const QSize content = imageexport::contentSize(widget.get(), size, options);
        QCOMPARE(content.width(), size.width());
        QVERIFY(content.height() < size.height());
        QCOMPARE(widget->size(), content);
        QVERIFY(widget->isVisible());
        QCOMPARE(view->chart()->animationOptions(), QChart::NoAnimation);
        for (int k = 0; k < 2; ++k) {
            QCOMPARE(imageexport::renderImage(widget.get(), size, options), plain);
            QCOMPARE(imageexport::renderSvg(widget.get(), size, options), plainSvg);
            QCOMPARE(widget->size(), content);
            QVERIFY(widget->isVisible());
        }
    }
    if (restore) {
        QCOMPARE(widget->size(), QSize(250, 180));
        QVERIFY(!widget->isVisible());
        QCOMPARE(view->chart()->animationOptions(), QChart::AllAnimations);
        QVERIFY(!widget->testAttribute(Qt::WA_DontShowOnScreen));
    } else {
        QCOMPARE(widget->size(), imageexport::contentSize(widget.get(), size, options));
        QVERIFY(widget->isVisible());
    }
}

// A widget that counts its paint events.
class PaintCounter : public QWidget
{
public:
    int paints = 0;

protected:
    void paintEvent(QPaintEvent *) override
    {
        ++paints;
        QPainter(this).fillRect(rect(), Qt::white);
    }
};

// An export of a window that is never on screen skips Qt's repaints of it; afterwards updates
// reach it again, whether it stays shown off screen or is shown for real.
void TestImageExport::sessionUpdatesStillReachScreen()
{
    for (bool shownBefore : {true, false}) {
        PaintCounter widget;
        widget.resize(300, 200);
        if (shownBefore) {
            widget.setAttribute(Qt::WA_DontShowOnScreen);
            widget.show();
            QTRY_VERIFY(widget.paints > 0);
        }
        {
            imageexport::ExportSession session(&widget, QSize(300, 200));
            QVERIFY(widget.isVisible());
            const int before = widget.paints;
            for (int k = 0; k < 3; ++k) {
                widget.update();
                QCoreApplication::processEvents();
            }
            QCOMPARE(widget.paints, before);
            QVERIFY(!imageexport::renderImage(&widget, QSize(300, 200)).isNull());
            QCOMPARE(widget.paints, before + 1); // the render itself
        }
        QCOMPARE(widget.isVisible(), shownBefore);
        if (!shownBefore) {
            widget.show();
            QVERIFY(QTest::qWaitForWindowExposed(&widget));
        }
        const int after = widget.paints;
        widget.update();
        QTRY_VERIFY2(widget.paints > after, shownBefore ? "shown before" : "shown after");
    }
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
