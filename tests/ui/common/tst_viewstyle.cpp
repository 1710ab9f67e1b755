// Tests of viewstyle, what every view draws with: pen widths follow presentation mode, fonts the
// zoom, mix blends channel by channel, the dark test and readable() follow the palette, and the
// lesson's data colours are the Okabe-Ito values (written out by hand from Okabe & Ito 2008).
#include "appearance.h"
#include "viewstyle.h"

#include <QApplication>
#include <QPalette>
#include <QTest>

class TestViewStyle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void penWidth_data();
    void penWidth();
    void mix_data();
    void mix();
    void scaledFont_data();
    void scaledFont();
    void darkAndReadable_data();
    void darkAndReadable();
    void dataColours_data();
    void dataColours();
    void contrastRatio_data();
    void contrastRatio();
    void softenedAgainst_data();
    void softenedAgainst();
};

void TestViewStyle::initTestCase()
{
    QFont font = QApplication::font();
    font.setPointSizeF(10.0); // a known base, set before Appearance records it
    QApplication::setFont(font);
    QVERIFY(Appearance::instance());
}

void TestViewStyle::cleanup()
{
    Appearance *appearance = Appearance::instance();
    appearance->setPresentation(false);
    appearance->setPaletteKind(Appearance::PaletteKind::System);
    appearance->resetZoom();
}

void TestViewStyle::penWidth_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("expected");
    QTest::newRow("normal 2.5") << false << 2.5 << 2.5;
    QTest::newRow("normal 1") << false << 1.0 << 1.0;
    QTest::newRow("presentation 2.5") << true << 2.5 << 5.0;
    QTest::newRow("presentation 1.6") << true << 1.6 << 3.2;
}

void TestViewStyle::penWidth()
{
    QFETCH(bool, presentation);
    QFETCH(double, base);
    QFETCH(double, expected);
    Appearance::instance()->setPresentation(presentation);
    QCOMPARE(viewstyle::penWidth(base), expected);
}

void TestViewStyle::mix_data()
{
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("t");
    QTest::addColumn<QColor>("expected");
    // Halfway between black and white is 127.5, rounded to 128; the ends are the colours.
    QTest::newRow("black-white half")
        << QColor(Qt::black) << QColor(Qt::white) << 0.5 << QColor(128, 128, 128);
    QTest::newRow("t = 0") << QColor(10, 20, 30) << QColor(200, 100, 0) << 0.0
                           << QColor(10, 20, 30);
    QTest::newRow("t = 1") << QColor(10, 20, 30) << QColor(200, 100, 0) << 1.0
                           << QColor(200, 100, 0);
    // 10 + 190 * 0.2 = 48, 20 + 80 * 0.2 = 36, 30 - 30 * 0.2 = 24.
    QTest::newRow("t = 0.2") << QColor(10, 20, 30) << QColor(200, 100, 0) << 0.2
                             << QColor(48, 36, 24);
    // 255 - 255 * 0.55 = 114.75 -> 115 (the axis colour of a white chart with black text).
    QTest::newRow("axis blend") << QColor(255, 255, 255) << QColor(0, 0, 0) << 0.55
                                << QColor(115, 115, 115);
}

void TestViewStyle::mix()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, t);
    QFETCH(QColor, expected);
    QCOMPARE(viewstyle::mix(a, b, t), expected);
}

void TestViewStyle::scaledFont_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<bool>("bold");
    QTest::addColumn<double>("points");
    QTest::newRow("same") << 1.0 << false << 10.0;
    QTest::newRow("larger bold") << 1.08 << true << 10.8;
    QTest::newRow("presentation") << 1.5 << false << 15.0;
}

void TestViewStyle::scaledFont()
{
    QFETCH(double, factor);
    QFETCH(bool, bold);
    QFETCH(double, points);
    const QFont font = viewstyle::scaledFont(factor, bold);
    QCOMPARE(font.pointSizeF(), points);
    QCOMPARE(font.bold(), bold);
}

void TestViewStyle::darkAndReadable_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("dark");
    QTest::newRow("projector") << int(Appearance::PaletteKind::Projector) << false;
    QTest::newRow("dark") << int(Appearance::PaletteKind::Dark) << true;
}

void TestViewStyle::darkAndReadable()
{
    QFETCH(int, kind);
    QFETCH(bool, dark);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind(kind));
    const QPalette palette = QApplication::palette();
    QCOMPARE(viewstyle::isDark(palette), dark);
    QCOMPARE(viewstyle::ink(), palette.color(QPalette::WindowText));
    // On a dark palette a data colour is lightened (QColor::lighter(160)); else it stays.
    const QColor q = viewstyle::qColour();
    QCOMPARE(viewstyle::readable(q), dark ? q.lighter(160) : q);
    QVERIFY(!dark || viewstyle::readable(q).lightness() > q.lightness());
}

void TestViewStyle::dataColours_data()
{
    QTest::addColumn<QColor>("colour");
    QTest::addColumn<QString>("name");
    QTest::newRow("p blue") << viewstyle::pColour() << QStringLiteral("#0072b2");
    QTest::newRow("q vermillion") << viewstyle::qColour() << QStringLiteral("#d55e00");
    QTest::newRow("sin bluish green") << viewstyle::sinColour() << QStringLiteral("#009e73");
    QTest::newRow("cos reddish purple") << viewstyle::cosColour() << QStringLiteral("#cc79a7");
}

void TestViewStyle::dataColours()
{
    QFETCH(QColor, colour);
    QFETCH(QString, name);
    QCOMPARE(colour.name(), name);
}

void TestViewStyle::contrastRatio_data()
{
    // WCAG 2.1 contrast ratios; the expected values were computed independently in Python from
    // the definitions of "relative luminance" and "contrast ratio" in WCAG 2.1 (and agree with
    // the published 21:1 for black on white and 4.54:1 for #767676 on white).
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("expected");
    QTest::newRow("black on white")
        << QColor::fromRgb(0x000000) << QColor::fromRgb(0xFFFFFF) << 21.0;
    QTest::newRow("white on black, order free")
        << QColor::fromRgb(0xFFFFFF) << QColor::fromRgb(0x000000) << 21.0;
    QTest::newRow("same colour") << QColor::fromRgb(0xFFFFFF) << QColor::fromRgb(0xFFFFFF) << 1.0;
    QTest::newRow("#767676 on white")
        << QColor::fromRgb(0x767676) << QColor::fromRgb(0xFFFFFF) << 4.542225;
    QTest::newRow("Okabe-Ito blue on white")
        << QColor::fromRgb(0x0072B2) << QColor::fromRgb(0xFFFFFF) << 5.185446;
    QTest::newRow("sky blue on the dark window")
        << QColor::fromRgb(0x56B4E9) << QColor::fromRgb(0x1E1E1E) << 7.224826;
    // Fusion's check box frame (its window colour darkened by 140 %) on the dark and light
    // windows: far below WCAG's 3 for the parts of a control.
    QTest::newRow("Fusion frame, dark")
        << QColor::fromRgb(0x151515) << QColor::fromRgb(0x1E1E1E) << 1.095376;
    QTest::newRow("Fusion frame, light")
        << QColor::fromRgb(0xABABAB) << QColor::fromRgb(0xEFEFEF) << 1.997106;
}

void TestViewStyle::contrastRatio()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, expected);
    QVERIFY2(qAbs(viewstyle::contrastRatio(a, b) - expected) < 1e-5,
             qPrintable(QString::number(viewstyle::contrastRatio(a, b), 'f', 6)));
}

void TestViewStyle::softenedAgainst_data()
{
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<QColor>("background");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<QColor>("expected");
    // Black on white blended 0.6 towards white is #999999 (153): 2.85 < 3.5; 0.5 gives #808080
    // (127.5 rounded to 128): 3.95 >= 3.5.
    QTest::newRow("black on white, 3.5")
        << QColor(Qt::black) << QColor(Qt::white) << 3.5 << QColor(128, 128, 128);
    // The dark palette's text #F2F2F2 on #1E1E1E: 0.6 towards the window gives 242 - 212 * 0.6
    // = 114.8 -> #737373, contrast 3.52 >= 3.5 (computed in Python from WCAG 2.1).
    QTest::newRow("dark text, 3.5") << QColor::fromRgb(0xF2F2F2) << QColor::fromRgb(0x1E1E1E) << 3.5
                                    << QColor(0x73, 0x73, 0x73);
    // Nothing blended reaches 21: the foreground itself.
    QTest::newRow("unreachable") << QColor(Qt::black) << QColor(Qt::white) << 21.0
                                 << QColor(Qt::black);
}

void TestViewStyle::softenedAgainst()
{
    QFETCH(QColor, foreground);
    QFETCH(QColor, background);
    QFETCH(double, ratio);
    QFETCH(QColor, expected);
    const QColor got = viewstyle::softenedAgainst(foreground, background, ratio);
    QCOMPARE(got.name(), expected.name());
    QVERIFY(viewstyle::contrastRatio(got, background) >= std::min(ratio, 21.0) - 1e-9
            || got == foreground);
}

QTEST_MAIN(TestViewStyle)
#include "tst_viewstyle.moc"
