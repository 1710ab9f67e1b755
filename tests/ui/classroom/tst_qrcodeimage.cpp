// Tests of the join URL's QR code (ui/classroom/qrcodeimage.h): the size follows the QR version
// the text needs (ISO/IEC 18004 byte-mode capacities at level M: version 1 holds 14 bytes,
// 3 holds 42, 4 holds 62), the quiet zone is white, the finder patterns are where they belong.

#include "qrcodeimage.h"

#include <QtTest>

class TestQrCodeImage : public QObject
{
    Q_OBJECT

private slots:
    void size_data();
    void size();
    void finderPatterns();
    void refused();
};

void TestQrCodeImage::size_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("modules");
    QTest::newRow("14 bytes: version 1") << QString(14, QLatin1Char('a')) << 21;
    QTest::newRow("15 bytes: version 2") << QString(15, QLatin1Char('a')) << 25;
    QTest::newRow("42 bytes: version 3") << QString(42, QLatin1Char('a')) << 29;
    // The join URL of a classroom address, 46 bytes: version 4.
    QTest::newRow("join url") << QStringLiteral("http://192.168.1.20:8080/?code=ABC234&lang=en")
                              << 33;
}

void TestQrCodeImage::size()
{
    QFETCH(QString, text);
    QFETCH(int, modules);
    QCOMPARE(text.toUtf8().size() > 0, true);
    QCOMPARE(qrCodeModules(text), modules);
    const QImage image = qrCodeImage(text, 3, 4);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), (modules + 8) * 3);
    QCOMPARE(image.height(), image.width());
}

void TestQrCodeImage::finderPatterns()
{
    const QString url = QStringLiteral("http://192.168.1.20:8080/?code=ABC234&lang=en");
    const int px = 4;
    const int quiet = 4;
    const QImage image = qrCodeImage(url, px, quiet);
    const int modules = qrCodeModules(url);
    const auto dark = [&](int mx, int my) {
        // The centre pixel of module (mx, my), counted from the code's top-left corner.
        return image.pixelColor((mx + quiet) * px + px / 2, (my + quiet) * px + px / 2)
            == QColor(Qt::black);
    };
    QCOMPARE(image.pixelColor(0, 0), QColor(Qt::white)); // quiet zone
    QCOMPARE(image.pixelColor(image.width() - 1, image.height() - 1), QColor(Qt::white));
    // Each finder pattern: a dark 7x7 ring, a light ring inside, a dark 3x3 centre, a light
    // separator outside.
    for (const QPoint corner : {QPoint(0, 0), QPoint(modules - 7, 0), QPoint(0, modules - 7)}) {
        QVERIFY(dark(corner.x(), corner.y()));
        QVERIFY(dark(corner.x() + 6, corner.y() + 6));
        QVERIFY(!dark(corner.x() + 1, corner.y() + 1));
        QVERIFY(dark(corner.x() + 3, corner.y() + 3));
    }
    QVERIFY(!dark(7, 7)); // the top-left separator
    QVERIFY(!dark(modules - 8, 7));
}

void TestQrCodeImage::refused()
{
    QVERIFY(qrCodeImage(QString()).isNull());
    QVERIFY(qrCodeImage(QString(4000, QLatin1Char('a'))).isNull());
    QVERIFY(qrCodeImage(QStringLiteral("a"), 0).isNull());
    QCOMPARE(qrCodeModules(QString()), 0);
}

QTEST_MAIN(TestQrCodeImage)
#include "tst_qrcodeimage.moc"
