// Tests of ExportSession: a widget stays in its export state for all its files (the same pixels
// and SVG as without a session) and is restored afterwards, or left for a widget about to be
// deleted; the updates of an off-screen window are skipped meanwhile and reach it again after.
#include "exportsession.h"
#include "exporttestsupport.h"
#include "imageexport.h"
#include "language.h"

#include <QPainter>
#include <QTest>

using namespace exporttest;

class TestExportSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void sessionKeepsExportState_data();
    void sessionKeepsExportState();
    void sessionUpdatesStillReachScreen();
};

void TestExportSession::sessionKeepsExportState_data()
{
    QTest::addColumn<bool>("restore");
    QTest::newRow("restore") << true;
    QTest::newRow("discard") << false;
}

// Inside a session the widget stays at its export size, shown off screen, with its animations
// off, and every file comes out as without the session; afterwards it is restored, or left as it
// is for a widget about to be deleted.
void TestExportSession::sessionKeepsExportState()
{
    QFETCH(bool, restore);
    const QSize size(420, 300);
    const imageexport::ExportOptions options
        = {true, QStringLiteral("d = 8, base = 10000"), QString(), QString(), QString()};
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

namespace {

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

} // namespace

// An export of a window that is never on screen skips Qt's repaints of it; afterwards updates
// reach it again, whether it stays shown off screen or is shown for real.
void TestExportSession::sessionUpdatesStillReachScreen()
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

QTEST_MAIN(TestExportSession)
#include "tst_exportsession.moc"
