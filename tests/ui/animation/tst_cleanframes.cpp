// Every frame of an exported GIF is a clean redraw: the unit circle's frames for q = 0 to 9,
// rendered by the still export's painter path and encoded by GifEncoder, read back with giflib
// and composed as a viewer shows them, equal the frames rendered afresh: where a fresh frame has
// the background's colour the GIF has exactly it (no chord, label or "q = 7" of an earlier frame
// left faintly behind), and elsewhere they differ only by the palette's rounding.
#include "animationreadback.h"
#include "exportsession.h"
#include "gifencoder.h"
#include "imageexport.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "unitcirclesview.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestCleanFrames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void everyFrameIsAFreshRender_data();
    void everyFrameIsAFreshRender();
};

void TestCleanFrames::everyFrameIsAFreshRender_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<QSize>("size");
    QTest::newRow("pair 0, 600x400") << 0 << QSize(600, 400);
    QTest::newRow("pair 0, 1200x800") << 0 << QSize(1200, 800);
    QTest::newRow("pair 1, 800x600") << 1 << QSize(800, 600);
}

void TestCleanFrames::everyFrameIsAFreshRender()
{
    QFETCH(int, pair);
    QFETCH(QSize, size);
    LessonState state;
    UnitCirclesView view(&state);
    view.pairSpinBox()->setValue(pair);
    const imageexport::ExportOptions options = imageexport::optionsFor(&state, true);
    const imageexport::ExportSession session(&view, size, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("circle.gif"));
    QList<QImage> fresh;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        GifEncoder encoder;
        QString error;
        QVERIFY2(encoder.begin(&file, size, 10, &error), qPrintable(error));
        for (int q = 0; q <= 9; ++q) {
            state.setComparison(q);
            const QImage frame
                = imageexport::renderImage(&view, size, imageexport::optionsFor(&state, true));
            QVERIFY(!frame.isNull());
            fresh.append(frame.convertToFormat(QImage::Format_RGB32));
            QVERIFY2(encoder.addFrame(frame, &error), qPrintable(error));
        }
        QVERIFY2(encoder.finish(&error), qPrintable(error));
    }
    const readback::Gif gif = readback::readGif(path, int(fresh.size()));
    QVERIFY2(gif.ok, qPrintable(gif.error));
    QCOMPARE(gif.composed.size(), fresh.size());
    for (qsizetype k = 0; k < fresh.size(); ++k) {
        const QImage shown = gif.composed.at(k).convertToFormat(QImage::Format_RGB32);
        const QImage &want = fresh.at(k);
        QCOMPARE(shown.size(), want.size());
        // The colours that fill most of the frame (the window's and the plot's backgrounds)
        // come out exactly wherever the fresh frame has them.
        const QRgb window = want.pixel(0, want.height() - 1);
        const QRgb plot = want.pixel(want.width() / 4, want.height() / 2);
        int stained = 0;
        QPoint first(-1, -1);
        for (int y = 0; y < want.height(); ++y)
            for (int x = 0; x < want.width(); ++x) {
                const QRgb w = want.pixel(x, y);
                if ((w == window || w == plot) && shown.pixel(x, y) != w) {
                    if (stained++ == 0)
                        first = QPoint(x, y);
                }
            }
        QVERIFY2(stained == 0,
                 qPrintable(QStringLiteral("frame %1 (q = %1): %2 background pixels stained, the "
                                           "first at (%3, %4)")
                                .arg(k)
                                .arg(stained)
                                .arg(first.x())
                                .arg(first.y())));
        const readback::Difference d = readback::compare(shown, want, 48);
        QVERIFY2(d.mean < 1.0 && d.fractionOver < 0.001,
                 qPrintable(QStringLiteral("frame %1: mean %2, over 48: %3")
                                .arg(k)
                                .arg(d.mean)
                                .arg(d.fractionOver)));
    }
}

QTEST_MAIN(TestCleanFrames)
#include "tst_cleanframes.moc"
