// Tests of Appearance: zoom and presentation scale the application font, the palettes have the
// promised colours, and changed() fires once per change.
#include "appearance.h"

#include <QApplication>
#include <QColor>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void zoomScalesFont_data();
    void zoomScalesFont();
    void zoomIsClamped();
    void presentationScalesFontAndLines();
    void palettes_data();
    void palettes();
    void paletteNames();
    void changedOncePerChange();

private:
    double m_basePointSize = 0;
};

void TestAppearance::initTestCase()
{
    QFont font = QApplication::font();
    font.setPointSizeF(10.0); // a known base, set before the singleton records it
    QApplication::setFont(font);
    m_basePointSize = 10.0;
    QVERIFY(Appearance::instance());
}

void TestAppearance::init()
{
    Appearance *a = Appearance::instance();
    a->setPresentation(false);
    a->resetZoom();
    a->setPaletteKind(Appearance::PaletteKind::System);
}

void TestAppearance::zoomScalesFont_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("pointSize"); // 10 pt * (1 + steps / 10)
    QTest::newRow("0") << 0 << 10.0;
    QTest::newRow("+1") << 1 << 11.0;
    QTest::newRow("+5") << 5 << 15.0;
    QTest::newRow("-2") << -2 << 8.0;
}

void TestAppearance::zoomScalesFont()
{
    QFETCH(int, steps);
    QFETCH(double, pointSize);
    Appearance *a = Appearance::instance();
    for (int k = 0; k < qAbs(steps); ++k)
        steps > 0 ? a->zoomIn() : a->zoomOut();
    QCOMPARE(a->zoomStep(), steps);
    QCOMPARE(QApplication::font().pointSizeF(), pointSize);
    a->resetZoom();
    QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize);
}

void TestAppearance::zoomIsClamped()
{
    Appearance *a = Appearance::instance();
    for (int k = 0; k < 100; ++k)
        a->zoomOut();
    QCOMPARE(a->zoomStep(), Appearance::minZoomStep);
    QCOMPARE(QApplication::font().pointSizeF(), 5.0);
    a->setZoomStep(1000);
    QCOMPARE(a->zoomStep(), Appearance::maxZoomStep);
    QCOMPARE(QApplication::font().pointSizeF(), 30.0);
}

void TestAppearance::presentationScalesFontAndLines()
{
    Appearance *a = Appearance::instance();
    QCOMPARE(a->lineWidthScale(), 1.0);
    a->setPresentation(true);
    QCOMPARE(QApplication::font().pointSizeF(), 15.0);
    QCOMPARE(a->lineWidthScale(), 2.0);
    a->zoomIn(); // 10 * 1.1 * 1.5
    QCOMPARE(QApplication::font().pointSizeF(), 16.5);
    QCOMPARE(a->property("fontScale").toDouble(), 1.65);
    a->setPresentation(false);
    QCOMPARE(QApplication::font().pointSizeF(), 11.0);
}

void TestAppearance::palettes_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QColor>("window");
    QTest::addColumn<QColor>("text");
    QTest::newRow("projector") << int(Appearance::PaletteKind::Projector) << QColor(Qt::white)
                               << QColor(Qt::black);
    QTest::newRow("dark") << int(Appearance::PaletteKind::Dark) << QColor(0x1E, 0x1E, 0x1E)
                          << QColor(0xF2, 0xF2, 0xF2);
}

void TestAppearance::palettes()
{
    QFETCH(int, kind);
    QFETCH(QColor, window);
    QFETCH(QColor, text);
    const QPalette before = QApplication::palette();
    Appearance::instance()->setPaletteKind(static_cast<Appearance::PaletteKind>(kind));
    const QPalette pal = QApplication::palette();
    QCOMPARE(pal.color(QPalette::Window), window);
    QCOMPARE(pal.color(QPalette::WindowText), text);
    QCOMPARE(pal.color(QPalette::Text), text);
    // Selected text must stay readable: WCAG contrast of at least 4.5:1.
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double l1 = luminance(pal.color(QPalette::Highlight));
    const double l2 = luminance(pal.color(QPalette::HighlightedText));
    QVERIFY((qMax(l1, l2) + 0.05) / (qMin(l1, l2) + 0.05) >= 4.5);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::System);
    QCOMPARE(QApplication::palette().color(QPalette::Window), before.color(QPalette::Window));
}

void TestAppearance::paletteNames()
{
    Appearance::PaletteKind kind = Appearance::PaletteKind::System;
    QVERIFY(Appearance::paletteFromName(QStringLiteral("dark"), &kind));
    QCOMPARE(kind, Appearance::PaletteKind::Dark);
    QVERIFY(Appearance::paletteFromName(QStringLiteral("projector"), &kind));
    QCOMPARE(kind, Appearance::PaletteKind::Projector);
    QVERIFY(!Appearance::paletteFromName(QStringLiteral("Dark "), &kind));
    QCOMPARE(kind, Appearance::PaletteKind::Projector); // unchanged on failure
}

void TestAppearance::changedOncePerChange()
{
    Appearance *a = Appearance::instance();
    QSignalSpy spy(a, &Appearance::changed);
    a->zoomIn();
    a->setPresentation(true);
    a->setPresentation(true); // no change
    a->setPaletteKind(Appearance::PaletteKind::Dark);
    a->resetZoom();
    a->resetZoom(); // no change
    QCOMPARE(spy.count(), 4);
}

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
