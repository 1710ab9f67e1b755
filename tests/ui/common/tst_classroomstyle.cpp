// Tests of ClassroomStyle: check box and radio indicators grow with the text (zoom, presentation
// mode) and never shrink below the platform's size; their colours keep a WCAG 2.1 contrast ratio
// of at least 3 (frame against the window, mark against the fill) in every palette. (The real
// encoding switch, rendered: tests/ui/shell/tst_presentation.)
#include "appearance.h"
#include "classroomstyle.h"
#include "viewstyle.h"

#include <QApplication>
#include <QCheckBox>
#include <QRadioButton>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTest>

#include <memory>

class TestClassroomStyle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void installOnce();
    void indicatorsGrowWithText_data();
    void indicatorsGrowWithText();
    void indicatorColoursContrast_data();
    void indicatorColoursContrast();
    void otherMetricsUnchanged();
};

void TestClassroomStyle::initTestCase()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    QFont font = QApplication::font();
    font.setPointSizeF(10.0); // a known base, set before Appearance records it
    QApplication::setFont(font);
    QVERIFY(Appearance::instance());
    ClassroomStyle::install();
}

void TestClassroomStyle::cleanup()
{
    Appearance *appearance = Appearance::instance();
    appearance->setPresentation(false);
    appearance->resetZoom();
    appearance->setPaletteKind(Appearance::PaletteKind::System);
}

void TestClassroomStyle::installOnce()
{
    QStyle *style = QApplication::style();
    QVERIFY(qobject_cast<ClassroomStyle *>(style));
    ClassroomStyle::install();
    QCOMPARE(QApplication::style(), style); // a second call keeps the style
    // Over the platform's style.
    QCOMPARE(qobject_cast<QProxyStyle *>(style)->baseStyle()->name().toLower(),
             QStringLiteral("fusion"));
}

void TestClassroomStyle::indicatorsGrowWithText_data()
{
    QTest::addColumn<int>("zoomStep");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<double>("factor"); // the font's size over the start-up size
    QTest::newRow("normal") << 0 << false << 1.0;
    QTest::newRow("zoom 150 %") << 5 << false << 1.5;
    QTest::newRow("presentation") << 0 << true << 1.5;
    QTest::newRow("presentation, zoom 150 %") << 5 << true << 2.25;
    QTest::newRow("zoom 300 %") << 20 << false << 3.0;
    // Smaller text keeps the platform's indicator.
    QTest::newRow("zoom 70 %") << -3 << false << 1.0;
}

void TestClassroomStyle::indicatorsGrowWithText()
{
    QFETCH(int, zoomStep);
    QFETCH(bool, presentation);
    QFETCH(double, factor);
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    Appearance::instance()->setZoomStep(zoomStep);
    Appearance::instance()->setPresentation(presentation);
    QCheckBox box(QStringLiteral("Add the positional encoding"));
    QRadioButton radio(QStringLiteral("Current view"));
    QCoreApplication::processEvents();
    QStyle *style = QApplication::style();
    const struct
    {
        QStyle::PixelMetric metric;
        QWidget *widget;
    } cases[] = {{QStyle::PM_IndicatorWidth, &box},
                 {QStyle::PM_IndicatorHeight, &box},
                 {QStyle::PM_ExclusiveIndicatorWidth, &radio},
                 {QStyle::PM_ExclusiveIndicatorHeight, &radio}};
    for (const auto &c : cases) {
        const int platform = fusion->pixelMetric(c.metric, nullptr, c.widget);
        const int ours = style->pixelMetric(c.metric, nullptr, c.widget);
        // Font heights grow nearly, not exactly, in proportion to the point size.
        QVERIFY2(ours >= platform * factor * 0.9 - 0.5 && ours <= platform * factor * 1.1 + 0.5,
                 qPrintable(QStringLiteral("metric %1: %2, platform %3, factor %4")
                                .arg(c.metric)
                                .arg(ours)
                                .arg(platform)
                                .arg(factor)));
        if (factor > 1.0)
            QVERIFY(ours > platform);
        else
            QCOMPARE(ours, platform);
    }
    // The box the check box draws its indicator in is that size: it grows with the text.
    QStyleOptionButton option;
    option.initFrom(&box);
    const QRect indicator = style->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
    QCOMPARE(indicator.height(), style->pixelMetric(QStyle::PM_IndicatorHeight, &option, &box));
    QVERIFY(indicator.height() >= 0.75 * box.fontMetrics().ascent());
}

void TestClassroomStyle::indicatorColoursContrast_data()
{
    QTest::addColumn<Appearance::PaletteKind>("kind");
    QTest::addColumn<bool>("checked");
    for (const Appearance::PaletteKind kind :
         {Appearance::PaletteKind::System, Appearance::PaletteKind::Projector,
          Appearance::PaletteKind::Dark}) {
        for (const bool checked : {false, true})
            QTest::addRow("%s, %s", qPrintable(Appearance::paletteName(kind)),
                          checked ? "checked" : "unchecked")
                << kind << checked;
    }
}

void TestClassroomStyle::indicatorColoursContrast()
{
    QFETCH(Appearance::PaletteKind, kind);
    QFETCH(bool, checked);
    const QPalette palette = Appearance::instance()->paletteFor(kind);
    const ClassroomStyle::IndicatorColours colours
        = ClassroomStyle::indicatorColours(palette, checked, true);
    const QColor window = palette.color(QPalette::Window);
    QVERIFY2(viewstyle::contrastRatio(colours.frame, window) >= 3.0,
             qPrintable(colours.frame.name() + QLatin1String(" on ") + window.name()));
    QVERIFY2(viewstyle::contrastRatio(colours.mark, colours.fill) >= 3.0,
             qPrintable(colours.mark.name() + QLatin1String(" on ") + colours.fill.name()));
    if (checked) // a checked indicator is filled with the highlight: seen at a glance
        QCOMPARE(colours.fill, palette.color(QPalette::Highlight));
}

void TestClassroomStyle::otherMetricsUnchanged()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    Appearance::instance()->setPresentation(true);
    QCheckBox box;
    QCoreApplication::processEvents();
    for (const QStyle::PixelMetric metric :
         {QStyle::PM_ButtonMargin, QStyle::PM_ScrollBarExtent, QStyle::PM_DefaultFrameWidth})
        QCOMPARE(QApplication::style()->pixelMetric(metric, nullptr, &box),
                 fusion->pixelMetric(metric, nullptr, &box));
}

QTEST_MAIN(TestClassroomStyle)
#include "tst_classroomstyle.moc"
