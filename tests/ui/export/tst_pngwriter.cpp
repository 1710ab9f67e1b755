// Tests of the PNG writer (libpng, no row filters, zlib level 1): every image format decodes to its
// own pixels, opaque images as RGB and translucent ones as RGBA, the resolution kept; a null image
// gives no bytes and no file.
#include "pngwriter.h"

#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

class TestPngWriter : public QObject
{
    Q_OBJECT

private slots:
    void longTextReadWhole();
    void encodePng_data();
    void encodePng();
    void encodePngNull();
};

namespace {

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

} // namespace

void TestPngWriter::encodePng_data()
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
void TestPngWriter::encodePng()
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

void TestPngWriter::encodePngNull()
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

// A text longer than the reader's first buffer (1 MiB) comes back whole, not cut (a figure's
// keys after a long sentence were reported missing), with the number of chunks of its keyword.
void TestPngWriter::longTextReadWhole()
{
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(Qt::white);
    const QString text = QStringLiteral("pe-visualiser figure 1\nsentence=")
        + QString(3 << 20, QLatin1Char('s')) + QStringLiteral("\nn=0");
    image.setText(QStringLiteral("pe-visualiser"), text);
    const QByteArray png = imageexport::encodePng(image);
    QVERIFY(!png.isEmpty());
    bool isPng = false;
    int count = 0;
    const QString back
        = imageexport::readPngText(png, QStringLiteral("pe-visualiser"), &isPng, &count);
    QVERIFY(isPng);
    QCOMPARE(count, 1);
    QCOMPARE(back.size(), text.size());
    QVERIFY(back == text);
    QCOMPARE(imageexport::readPngText(png, QStringLiteral("other"), &isPng, &count), QString());
    QCOMPARE(count, 0);
}

QTEST_MAIN(TestPngWriter)
#include "tst_pngwriter.moc"
