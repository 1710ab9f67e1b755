// Tests of presentation mode and the palettes in the window: headings stay
// larger than the text under them in every mode and language, and the encoding switch's check
// box grows with the text and stands out from its background in every palette, checked or not
// (WCAG 2.1 contrast ratio >= 3, measured on the rendered pixels).
#include "animationactions.h"
#include "appearance.h"
#include "docktitlebar.h"
#include "everyview.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "presentationlayout.h"
#include "transportbar.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QStyleOption>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace {

// WCAG 2.1 relative luminance and contrast ratio, written here again so that the test does not
// rely on the code it checks (viewstyle::contrastRatio).
double luminance(QRgb rgb)
{
    const auto linear = [](int channel) {
        const double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(qRed(rgb)) + 0.7152 * linear(qGreen(rgb)) + 0.0722 * linear(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void headingsLargerThanText_data();
    void headingsLargerThanText();
    void switchStandsOut_data();
    void switchStandsOut();
    void switchGrowsInPresentation();
    void lessonTitleBarButtons();
    void parameterLineShowsTheStepsRun();
    void parametersSummarisedOnTheProjector();
    void everyChartFollowsPresentation();
};

void TestPresentation::initTestCase()
{
    QFont font = QApplication::font();
    font.setPointSizeF(10.0);
    QApplication::setFont(font);
    QVERIFY(Appearance::instance());
}

void TestPresentation::cleanup()
{
    Appearance *appearance = Appearance::instance();
    appearance->setPresentation(false);
    appearance->resetZoom();
    appearance->setPaletteKind(Appearance::PaletteKind::System);
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestPresentation::headingsLargerThanText_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<int>("zoomStep");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTest::addRow("%s normal", qPrintable(lang)) << lang << false << 0;
        QTest::addRow("%s presentation", qPrintable(lang)) << lang << true << 0;
        QTest::addRow("%s zoom 130 %%", qPrintable(lang)) << lang << false << 3;
        QTest::addRow("%s zoom 70 %%", qPrintable(lang)) << lang << false << -3;
        QTest::addRow("%s presentation, zoom 150 %%", qPrintable(lang)) << lang << true << 5;
    }
}

void TestPresentation::headingsLargerThanText()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(int, zoomStep);
    QVERIFY(language::install(lang));
    LessonState state;
    MainWindow window(&state);
    window.showLessonPanel(true);
    window.walkthrough()->setCurrent(1);
    Appearance::instance()->setZoomStep(zoomStep);
    window.setPresentation(presentation);
    QCoreApplication::processEvents(); // font changes reach the widgets as posted events
    WalkthroughPanel *panel = window.walkthroughPanel();
    const QFont title = panel->titleLabel()->font();
    const QFont body = panel->bodyBrowser()->font();
    const double expectedBody = 10.0 * (1.0 + 0.1 * zoomStep) * (presentation ? 1.5 : 1.0);
    if (presentation) {
        // With a lesson, the presentation layout's card picks the size at which the whole text
        // fits, from 0.7 to 1.2 times the presentation font (PresentationLayout).
        QVERIFY(window.presentationLayout()->active());
        QVERIFY2(body.pointSizeF() >= 0.7 * expectedBody - 1e-9
                     && body.pointSizeF() <= 1.2 * expectedBody + 1e-9,
                 qPrintable(QStringLiteral("body %1 pt").arg(body.pointSizeF())));
    } else {
        QCOMPARE(body.pointSizeF(), expectedBody); // the text follows the mode
    }
    QVERIFY2(title.pointSizeF() > body.pointSizeF(),
             qPrintable(QStringLiteral("title %1 pt, body %2 pt")
                            .arg(title.pointSizeF())
                            .arg(body.pointSizeF())));
    QVERIFY(title.bold());
    // What is drawn, not only what is asked for: the title's glyphs are taller.
    QVERIFY(QFontMetricsF(title).height() > QFontMetricsF(body).height());
    // The panel's own title bar ("Lesson") too: Qt's dock title kept its first size.
    auto *bar = window.findChild<DockTitleBar *>();
    QVERIFY(bar);
    const QFont panelTitle = bar->titleLabel()->font();
    QVERIFY2(panelTitle.pointSizeF() > body.pointSizeF(),
             qPrintable(QStringLiteral("panel title %1 pt, body %2 pt")
                            .arg(panelTitle.pointSizeF())
                            .arg(body.pointSizeF())));
    QVERIFY(panelTitle.bold());
    const auto *dock = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    QVERIFY(dock);
    QVERIFY(dock->isAncestorOf(window.walkthroughPanel()));
    QCOMPARE(bar->titleLabel()->text(), dock->windowTitle());
}

void TestPresentation::switchStandsOut_data()
{
    QTest::addColumn<Appearance::PaletteKind>("kind");
    QTest::addColumn<bool>("checked");
    QTest::addColumn<bool>("presentation");
    for (const Appearance::PaletteKind kind :
         {Appearance::PaletteKind::System, Appearance::PaletteKind::Projector,
          Appearance::PaletteKind::Dark})
        for (const bool presentation : {false, true})
            for (const bool checked : {true, false})
                QTest::addRow("%s, %s, %s", qPrintable(Appearance::paletteName(kind)),
                              presentation ? "presentation" : "normal", checked ? "on" : "off")
                    << kind << checked << presentation;
}

void TestPresentation::switchStandsOut()
{
    QFETCH(Appearance::PaletteKind, kind);
    QFETCH(bool, checked);
    QFETCH(bool, presentation);
    LessonState state;
    state.setEncodingOn(checked);
    MainWindow window(&state);
    Appearance::instance()->setPaletteKind(kind);
    window.setPresentation(presentation);
    window.show();
    QCoreApplication::processEvents();
    // On the projector the switch shows with the parameters' controls ("Edit parameters").
    window.presentationLayout()->editButton()->setChecked(presentation);
    window.presentationLayout()->arrange();
    QCoreApplication::processEvents();
    QCheckBox *box = window.encodingSwitch();
    QVERIFY(box->isVisible());
    QCOMPARE(box->isChecked(), checked);
    // The check box with a margin of 3 pixels of what lies around it (the parameters' group).
    constexpr int margin = 3;
    const QImage image = window
                             .grab(QRect(box->mapTo(&window, QPoint()), box->size())
                                       .adjusted(-margin, -margin, margin, margin))
                             .toImage()
                             .convertToFormat(QImage::Format_RGB32);
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator = box->style()
                                ->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box)
                                .translated(margin, margin);
    QVERIFY(!indicator.isEmpty());
    // The background around the box: the window's colour, or the group's close to it.
    const QRgb background = image.pixel(1, 1);
    QVERIFY(contrast(background, box->palette().color(QPalette::Window).rgb()) < 1.1);
    // Its frame (or fill) stands out from the window.
    double strongest = 0.0;
    for (int y = indicator.top(); y <= indicator.bottom(); ++y)
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            strongest = std::max(strongest, contrast(image.pixel(x, y), background));
    QVERIFY2(strongest >= 3.0, qPrintable(QStringLiteral("contrast %1").arg(strongest)));
    if (checked) {
        // The check mark stands out from the fill around it (sampled away from the mark and the
        // frame, a quarter of the way in).
        const int side = std::min(indicator.width(), indicator.height());
        const QRgb fill = image.pixel(indicator.left() + side * 3 / 10, indicator.top() + side / 4);
        double mark = 0.0;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x)
                mark = std::max(mark, contrast(image.pixel(x, y), fill));
        QVERIFY2(mark >= 3.0, qPrintable(QStringLiteral("mark contrast %1").arg(mark)));
        // And the filled box itself differs from the window: on or off is seen at a glance.
        QVERIFY2(
            contrast(fill, background) >= 1.5,
            qPrintable(QColor(fill).name() + QLatin1String(" on ") + QColor(background).name()));
    }
}

void TestPresentation::switchGrowsInPresentation()
{
    LessonState state;
    MainWindow window(&state);
    QCheckBox *box = window.encodingSwitch();
    const auto indicatorHeight = [box] {
        QStyleOptionButton option;
        option.initFrom(box);
        return box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box).height();
    };
    QCoreApplication::processEvents();
    const int normal = indicatorHeight();
    window.setPresentation(true);
    QCoreApplication::processEvents();
    const int large = indicatorHeight();
    QVERIFY2(large >= normal * 1.4, qPrintable(QStringLiteral("%1 -> %2").arg(normal).arg(large)));
    window.setPresentation(false);
    QCoreApplication::processEvents();
    QCOMPARE(indicatorHeight(), normal);
}

void TestPresentation::lessonTitleBarButtons()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.showLessonPanel(true);
    auto *bar = window.findChild<DockTitleBar *>();
    QVERIFY(bar);
    auto *dock = qobject_cast<QDockWidget *>(bar->parentWidget());
    QVERIFY(dock);
    QCOMPARE(dock->titleBarWidget(), bar);
    QVERIFY(!dock->isFloating());
    bar->floatButton()->click();
    QVERIFY(dock->isFloating());
    bar->floatButton()->click();
    QVERIFY(!dock->isFloating());
    bar->closeButton()->click();
    QVERIFY(!dock->isVisible());
    QVERIFY(!dock->toggleViewAction()->isChecked()); // the menu's check mark follows
}

// The line of parameters gives what the step's view uses: the encoding's parameters on an
// encoding step, the training run (task, L, model, steps, seed) on a Training step, where the
// encoding's d = 8 next to the model's d = 32 would only confuse.
void TestPresentation::parameterLineShowsTheStepsRun()
{
    LessonState state;
    MainWindow window(&state);
    window.resize(1024, 768);
    window.show();
    window.setPresentation(true);
    QVERIFY(window.startLesson(QStringLiteral("encoding")));
    QCoreApplication::processEvents();
    QLabel *line = window.presentationLayout()->parameterLine();
    QVERIFY2(line->text().startsWith(QLatin1String("d = ")), qPrintable(line->text()));
    QVERIFY(line->text().contains(QLatin1String("base = ")));

    QVERIFY(window.startLesson(QStringLiteral("training")));
    QCoreApplication::processEvents();
    const QString first = line->text();
    QCOMPARE(first, PresentationLayout::trainingRunText(window.walkthrough()->currentStep().id));
    QVERIFY2(first.startsWith(QStringLiteral("reverse · L = 6 · 2 layers × 2 heads · d = 32 · ")),
             qPrintable(first));
    QVERIFY(!first.contains(QLatin1String("base")));
    // Each step its own run: the step whose run has a causal mask says so.
    bool causalSeen = false;
    for (int n = 0; n < window.walkthrough()->count(); ++n) {
        window.walkthrough()->setCurrent(n);
        QCoreApplication::processEvents();
        QCOMPARE(line->text(),
                 PresentationLayout::trainingRunText(window.walkthrough()->currentStep().id));
        causalSeen = causalSeen || line->text().endsWith(QStringLiteral("causal mask"));
    }
    QVERIFY(causalSeen);
    QVERIFY(PresentationLayout::trainingRunText(QStringLiteral("no-such-step")).isEmpty());
    window.walkthrough()->leave();
    window.setPresentation(false);
}

// Outside a lesson too, presentation mode gives the parameters as one line over the view (the
// room of the sentence and the controls goes to the view); "Edit parameters" brings the controls
// back, the rows of views and the animation's transport stay; the Training view, which reads
// none of them, shows no line; leaving presentation mode shows the controls, and the next
// presentation starts summarised again.
void TestPresentation::parametersSummarisedOnTheProjector()
{
    LessonState state;
    MainWindow window(&state);
    window.resize(1024, 768);
    window.show();
    QVERIFY(window.showViewById(QStringLiteral("table")));
    QCoreApplication::processEvents();
    PresentationLayout *layout = window.presentationLayout();
    QWidget *controls = window.findChild<QWidget *>(QStringLiteral("controlsPanel"));
    QVERIFY(controls);
    QVERIFY(controls->isVisible());
    QVERIFY(!layout->parameterBar()->isVisible());

    window.setPresentation(true);
    layout->arrange();
    QCoreApplication::processEvents();
    QVERIFY(!controls->isVisible());
    QVERIFY(layout->parameterBar()->isVisible());
    QCOMPARE(layout->parameterLine()->text(), PresentationLayout::parametersText(state));
    QVERIFY(window.animation()->transportBar()->isVisible());
    QVERIFY(window.views()->familyTabs()->tabBar()->isVisible());
    state.setPosition(2);
    QCoreApplication::processEvents();
    QVERIFY(layout->parameterLine()->text().contains(QLatin1String("p = 2")));

    layout->editButton()->setChecked(true);
    layout->arrange();
    QCoreApplication::processEvents();
    QVERIFY(controls->isVisible());

    layout->editButton()->setChecked(false);
    QVERIFY(window.showViewById(QStringLiteral("training")));
    layout->arrange();
    QCoreApplication::processEvents();
    QVERIFY(!layout->parameterBar()->isVisible());
    QVERIFY(!controls->isVisible());

    QVERIFY(window.showViewById(QStringLiteral("table")));
    layout->editButton()->setChecked(true);
    window.setPresentation(false);
    layout->arrange();
    QCoreApplication::processEvents();
    QVERIFY(controls->isVisible());
    QVERIFY(!layout->parameterBar()->isVisible());
    QVERIFY(!layout->editButton()->isChecked());
}

// Every Qt Charts chart of the window, built before presentation mode is turned on (every view
// visited), takes the presentation fonts: axis labels and titles 1.5 times larger, as a class
// reads them. (The Training view's charts and the RoPE decay chart kept their first fonts until
// they followed Appearance::changed.) A view first built in presentation mode has them at once.
void TestPresentation::everyChartFollowsPresentation()
{
    LessonState state;
    QHash<QString, qreal> presented; // the fonts of the views built in presentation mode
    {
        MainWindow window(&state);
        window.setPresentation(true);
        QCoreApplication::processEvents();
        buildEveryView(window);
        for (QChartView *view : window.findChildren<QChartView *>())
            if (view->chart() && !view->chart()->axes().isEmpty() && view->parentWidget())
                presented.insert(
                    QString::fromLatin1(view->parentWidget()->metaObject()->className()),
                    view->chart()->axes().first()->labelsFont().pointSizeF());
        window.setPresentation(false);
        QCoreApplication::processEvents();
    }
    MainWindow window(&state);
    buildEveryView(window);
    QHash<QChartView *, qreal> before;
    for (QChartView *view : window.findChildren<QChartView *>())
        if (view->chart() && !view->chart()->axes().isEmpty())
            before.insert(view, view->chart()->axes().first()->labelsFont().pointSizeF());
    QVERIFY(before.size() >= 6); // the charts of several families, not one
    window.setPresentation(true);
    QCoreApplication::processEvents();
    QStringList small;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const qreal now = it.key()->chart()->axes().first()->labelsFont().pointSizeF();
        const QWidget *owner = it.key()->parentWidget();
        const QString name
            = QString::fromLatin1(owner ? owner->metaObject()->className() : "a chart");
        if (!(now > 1.3 * it.value()))
            small << QStringLiteral("%1 (%2 -> %3 pt)").arg(name).arg(it.value()).arg(now);
        if (owner && presented.contains(name) && !(presented.value(name) > 1.3 * it.value()))
            small << QStringLiteral("%1 built in presentation mode (%2 pt, %3 pt in the window)")
                         .arg(name)
                         .arg(presented.value(name))
                         .arg(it.value());
    }
    QVERIFY2(small.isEmpty(), qPrintable(small.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
