// Tests of UnitCircleWidget and UnitCirclesView: the chord, the angle, the rotation matrix and its
// check, the odd-d note and a pixel test. Goldens from Python's math module, e.g. for q = 6,
// pair 0: math.hypot(math.sin(6), math.cos(6) - 1) = 0.282240, math.cos(6) = 0.960170,
// math.sin(6) = -0.279415; the lesson quotes 0.282240 and 0.591040 (pairs 0 and 1 at q = 6).
#include "appearance.h"
#include "displayformat.h"
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "textboxcheck.h"
#include "unitcircle.h"
#include "unitcirclesview.h"
#include "viewstyle.h"

#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>

#include <cmath>

namespace {

const QString minus = QStringLiteral("\u2212");

/// Counts the layout requests that reach a widget with a layout (each lays it out again, and
/// asks the layouts above it), while it filters the application's events.
class LayoutRequestCounter : public QObject
{
public:
    int count = 0;
    QStringList receivers;
    bool eventFilter(QObject *receiver, QEvent *event) override
    {
        const auto *widget = qobject_cast<const QWidget *>(receiver);
        if (event->type() == QEvent::LayoutRequest && widget && widget->layout()) {
            ++count;
            receivers << QString::fromLatin1(receiver->metaObject()->className());
        }
        return false;
    }
};

double parseDisplayed(QString text)
{
    text.replace(minus, QStringLiteral("-"));
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? v : std::nan("");
}

/// Pixels of a region with lightness above (or, with light == false, below) a threshold.
int countLightness(const QImage &image, const QRect &region, int threshold, bool light)
{
    int count = 0;
    const QRect r = region.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const int l = image.pixelColor(x, y).lightness();
            if (light ? l > threshold : l < threshold)
                ++count;
        }
    return count;
}

int countNear(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) < 12 && std::abs(c.green() - colour.green()) < 12
                && std::abs(c.blue() - colour.blue()) < 12)
                ++count;
        }
    return count;
}

} // namespace

class TestUnitCircle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void chord_data();
    void chord();
    void rotationCheck_data();
    void rotationCheck();
    void matrix_data();
    void matrix();
    void angle_data();
    void angle();
    void oddWidthNote();
    void pairSelector();
    void panelFollowsQ();
    void scientific_data();
    void scientific();
    void pixels();
    void darkPaletteLightText();
    void textLayout_data();
    void textLayout();
    void narrowTabStacksPanel();
    void presentationReadoutWhole_data();
    void presentationReadoutWhole();
    void lessonLabelsApart_data();
    void lessonLabelsApart();
    void reducedAngle_data();
    void reducedAngle();
    void captionSaysWhy();
    void ticksClearOfPoints_data();
    void ticksClearOfPoints();
    void cachedFigureFollowsQ();
    void cleanupTestCase() { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); }
};

void TestUnitCircle::chord_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::addColumn<QString>("chord");
    QTest::newRow("lesson q=6 pair 0") << qint64(6) << 0 << QStringLiteral("0.282240");
    QTest::newRow("lesson q=6 pair 1") << qint64(6) << 1 << QStringLiteral("0.591040");
    QTest::newRow("q=3 pair 0") << qint64(3) << 0 << QStringLiteral("1.994990");
    QTest::newRow("q=3 pair 3") << qint64(3) << 3 << QStringLiteral("0.003000");
}

void TestUnitCircle::chord()
{
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(QString, chord);
    LessonState state;
    QVERIFY(state.setComparison(q));
    UnitCircleWidget widget(&state, pair);
    QVERIFY(widget.hasCircle());
    QCOMPARE(widget.chordText(), chord);
    UnitCirclesView view(&state);
    view.pairSpinBox()->setValue(pair);
    QCOMPARE(view.circle()->pair(), pair);
    QCOMPARE(view.chordText(), chord);
    QVERIFY(view.panelText().contains(chord));
}

void TestUnitCircle::rotationCheck_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::newRow("lesson 0 vs 3") << 8 << qint64(0) << qint64(3) << 0;
    QTest::newRow("0 vs 6 pair 1") << 8 << qint64(0) << qint64(6) << 1;
    QTest::newRow("q before p") << 8 << qint64(30) << qint64(7) << 2;
    QTest::newRow("d=512 far positions") << 512 << qint64(100000) << qint64(100032) << 7;
}

void TestUnitCircle::rotationCheck()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, pair);
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    UnitCirclesView view(&state);
    view.pairSpinBox()->setValue(pair);
    const QString text = view.errorText();
    QVERIFY(!text.isEmpty());
    QVERIFY2(!text.contains(QLatin1Char('-')), qPrintable(text));
    const double error = parseDisplayed(text);
    QVERIFY2(error >= 0.0 && error <= 1e-12, qPrintable(text));
    QVERIFY(view.panelText().contains(text));
}

void TestUnitCircle::matrix_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::addColumn<QStringList>("expected");
    // cos(k/den), sin(k/den), -sin, cos with k = q (p = 0), from Python's math module.
    QTest::newRow("q=6 pair 0") << qint64(6) << 0
                                << QStringList {QStringLiteral("0.960170"),
                                                minus + QStringLiteral("0.279415"),
                                                QStringLiteral("0.279415"),
                                                QStringLiteral("0.960170")};
    QTest::newRow("q=3 pair 0") << qint64(3) << 0
                                << QStringList {minus + QStringLiteral("0.989992"),
                                                QStringLiteral("0.141120"),
                                                minus + QStringLiteral("0.141120"),
                                                minus + QStringLiteral("0.989992")};
    QTest::newRow("q=6 pair 1") << qint64(6) << 1
                                << QStringList {QStringLiteral("0.825336"),
                                                QStringLiteral("0.564642"),
                                                minus + QStringLiteral("0.564642"),
                                                QStringLiteral("0.825336")};
}

void TestUnitCircle::matrix()
{
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(QStringList, expected);
    LessonState state;
    QVERIFY(state.setComparison(q));
    UnitCirclesView view(&state);
    view.pairSpinBox()->setValue(pair);
    QCOMPARE(view.matrixTexts(), expected);
}

void TestUnitCircle::angle_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::addColumn<QString>("angle");
    // k/den wrapped into (-pi, pi]: 6 - 2*math.pi = -0.283185; -6 + 2*math.pi = 0.283185.
    QTest::newRow("0 vs 6 wraps backwards")
        << qint64(0) << qint64(6) << 0 << minus + QStringLiteral("0.283185 rad");
    QTest::newRow("6 vs 0 wraps forwards")
        << qint64(6) << qint64(0) << 0 << QStringLiteral("0.283185 rad");
    QTest::newRow("0 vs 3 stays") << qint64(0) << qint64(3) << 0 << QStringLiteral("3.000000 rad");
    QTest::newRow("0 vs 6 pair 1") << qint64(0) << qint64(6) << 1 << QStringLiteral("0.600000 rad");
}

void TestUnitCircle::angle()
{
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(QString, angle);
    LessonState state;
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    UnitCircleWidget widget(&state, pair);
    QCOMPARE(widget.angleText(), angle);
}

void TestUnitCircle::oddWidthNote()
{
    LessonState state;
    QVERIFY(state.setWidth(7));
    UnitCircleWidget widget(&state, 3);
    QVERIFY(!widget.hasCircle());
    QVERIFY(widget.chordText().isEmpty());
    QVERIFY2(widget.noteText().contains(QStringLiteral("odd")), qPrintable(widget.noteText()));
    UnitCircleWidget full(&state, 2);
    QVERIFY(full.hasCircle());
    QVERIFY(full.noteText().isEmpty());

    UnitCirclesView view(&state);
    view.pairSpinBox()->setValue(3);
    QVERIFY(view.matrixTexts().isEmpty());
    QVERIFY(view.errorText().isEmpty());
    QVERIFY(view.panelText().contains(QStringLiteral("odd")));
    // Back to an even width: the circle returns.
    QVERIFY(state.setWidth(8));
    QVERIFY(view.circle()->hasCircle());
    QCOMPARE(view.matrixTexts().size(), 4);
}

void TestUnitCircle::pairSelector()
{
    LessonState state;
    UnitCirclesView view(&state);
    QCOMPARE(view.pairSpinBox()->maximum(), 3);
    QVERIFY(state.setWidth(512));
    QCOMPARE(view.pairSpinBox()->maximum(), 255);
    view.pairSpinBox()->setValue(200);
    QCOMPARE(view.circle()->pair(), 200);
    QVERIFY(state.setWidth(8)); // the selection is clamped into the new range
    QCOMPARE(view.pairSpinBox()->value(), 3);
    QCOMPARE(view.circle()->pair(), 3);
}

void TestUnitCircle::scientific_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("machine epsilon")
        << 2.220446049250313e-16 << QStringLiteral("2.2e") + minus + QStringLiteral("16");
    QTest::newRow("1e-12") << 1e-12 << QStringLiteral("1.0e") + minus + QStringLiteral("12");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("large") << 12345.0 << QStringLiteral("1.2e4");
    QTest::newRow("negative") << -3.5e-7
                              << minus + QStringLiteral("3.5e") + minus + QStringLiteral("7");
}

void TestUnitCircle::scientific()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(display::scientific(value), text);
}

void TestUnitCircle::pixels()
{
    LessonState state;
    QVERIFY(state.setComparison(6));
    UnitCircleWidget widget(&state, 0);
    widget.setGeometry(0, 0, 480, 480);
    QCoreApplication::processEvents();
    const QImage image = widget.grab().toImage();
    QCOMPARE(image.size(), QSize(480, 480));
    QVERIFY(countNear(image, viewstyle::pColour()) > 50);
    QVERIFY(countNear(image, viewstyle::qColour()) > 50);
    // The circle and the text are drawn in the palette's text colour (black on the system palette).
    QVERIFY(countNear(image, widget.palette().color(QPalette::WindowText)) > 500);

    QVERIFY(state.setWidth(7));
    UnitCircleWidget note(&state, 3);
    note.setGeometry(0, 0, 480, 480);
    QCoreApplication::processEvents();
    const QImage noteImage = note.grab().toImage();
    // The note and the number line with p and q on it.
    QVERIFY(countNear(noteImage, viewstyle::pColour()) > 20);
    QVERIFY(countNear(noteImage, widget.palette().color(QPalette::WindowText)) > 50);
}

void TestUnitCircle::panelFollowsQ()
{
    // A move of q re-sets the readout's numbers without laying anything out again (a frame of an
    // animation must not relayout the view, whose QTabWidget would then repaint all of itself):
    // once q has taken both values, no layout of the view is asked again. Chords: Python's
    // math.hypot(math.sin(q), math.cos(q) - 1).
    LessonState state;
    UnitCirclesView view(&state);
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (const qint64 q : {6, 5, 6}) {
        QVERIFY(state.setComparison(q));
        QCoreApplication::processEvents();
    }
    QCOMPARE(view.chordText(), QStringLiteral("0.282240")); // |pair 0 of PE(6) − PE(0)|
    QVERIFY(view.panelText().contains(QStringLiteral("0.282240")));
    QCoreApplication::sendPostedEvents();
    LayoutRequestCounter requests;
    qApp->installEventFilter(&requests);
    QVERIFY(state.setComparison(5));
    QCoreApplication::processEvents();
    qApp->removeEventFilter(&requests);
    QCOMPARE(view.chordText(), QStringLiteral("1.196944"));
    QVERIFY(view.panelText().contains(QStringLiteral("1.196944")));
    QVERIFY(!view.panelText().contains(QStringLiteral("0.282240")));
    QVERIFY2(requests.count == 0, qPrintable(requests.receivers.join(QLatin1Char(' '))));
}

void TestUnitCircle::darkPaletteLightText()
{
    LessonState state;
    UnitCircleWidget circle(&state, 0);
    circle.resize(420, 420);
    circle.show();
    QVERIFY(QTest::qWaitForWindowExposed(&circle));
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::Dark);
    const auto restore = qScopeGuard(
        [] { Appearance::instance()->setPaletteKind(Appearance::PaletteKind::System); });
    QCoreApplication::processEvents();
    const QImage image = circle.grab().toImage();
    // The title strip at the top: a dark background with light (not black) title text on it.
    const QRect titleStrip(0, 0, image.width(), QFontMetrics(circle.font()).height() * 2);
    const int pixels = titleStrip.width() * titleStrip.height();
    QVERIFY(countLightness(image, titleStrip, 100, false) > pixels / 2);
    QVERIFY2(countLightness(image, titleStrip, 150, true) > 20,
             "the title is not drawn in a light colour on the dark background");
    QVERIFY(image.pixelColor(2, 2).lightness() < 100);
    // The whole figure: mostly dark, with light ink (circle, axis labels).
    QVERIFY(countLightness(image, image.rect(), 150, true) > 200);
}

void TestUnitCircle::textLayout_data()
{
    // At every size the tab gets in the window, in both languages and font modes, for
    // each pair of the lesson's parameters and nasty ones: the title whole, no two labels on
    // each other ("p = 0" over "PE[1], cos", "3.000000 rad" over "PE[0], sin" at 1280x800
    // with the lesson panel open), none outside the circle's widget or on a point.
    textboxcheck::addLayoutRows();
}

void TestUnitCircle::textLayout()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state;
    QVERIFY(state.setWidth(d));
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    UnitCirclesView view(&state);
    textboxcheck::showAt(&view, size);
    // Every pair the selector offers (up to four), and the encoding switched off once.
    const int pairs = std::min(4, int(view.pairSpinBox()->maximum()) + 1);
    for (int i = 0; i < pairs; ++i) {
        view.pairSpinBox()->setValue(i);
        QCoreApplication::processEvents();
        int sources = 0;
        const QStringList problems = textboxcheck::problemsUnder(&view, &sources);
        QCOMPARE(sources, 1);
        QVERIFY2(
            problems.isEmpty(),
            qPrintable(QStringLiteral("pair %1:\n").arg(i) + problems.join(QLatin1Char('\n'))));
        QVERIFY(view.circle()->width() >= view.circle()->minimumSizeHint().width());
        QVERIFY(view.circle()->height() >= view.circle()->minimumSizeHint().height());
    }
    state.setEncodingOn(false);
    QCoreApplication::processEvents();
    const QStringList off = textboxcheck::problemsUnder(&view);
    QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
}

void TestUnitCircle::narrowTabStacksPanel()
{
    // Wide: the panel beside the circle; as narrow as the tab is with the lesson panel open:
    // under it, the circle at least its readable size.
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    UnitCirclesView view(&state);
    textboxcheck::showAt(&view, QSize(1459, 767));
    QVERIFY(!view.stacked());
    // Narrow (650 wide, 525 high): the readout beside a circle of its readable size, or under
    // it, whichever draws the larger circle; the readout lies whole (tst_unitcirclelayout).
    textboxcheck::showAt(&view, QSize(650, 525));
    QVERIFY(view.circle()->width() >= view.circle()->minimumSizeHint().width());
    QVERIFY(view.circle()->height() >= view.circle()->minimumSizeHint().height());
}

void TestUnitCircle::presentationReadoutWhole_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestUnitCircle::presentationReadoutWhole()
{
    // In presentation mode at the tab's size at 1024x768 with the lesson panel open,
    // the readout under the circle is the compact one (no paragraph on M, no formula of M, no
    // chord sentence) and lies whole, unscrolled, under a circle of its readable height; out of
    // presentation mode the same size shows the full readout.
    QFETCH(QString, lang);
    const auto restore = qScopeGuard([] { textboxcheck::setMode(QStringLiteral("en"), false); });
    LessonState state;
    UnitCirclesView view(&state);
    const auto readoutScroll = [&view] {
        for (QScrollArea *area : view.findChildren<QScrollArea *>())
            if (area->widget() == view.panel())
                return area;
        return static_cast<QScrollArea *>(nullptr);
    };
    QVERIFY(readoutScroll());
    const QString formula = QStringLiteral("M(k, i) = [[cos");
    QVERIFY(textboxcheck::setMode(lang, false));
    textboxcheck::showAt(&view, QSize(650, 700));
    QVERIFY(view.stacked());
    QVERIFY(view.panelText().contains(formula));
    const int fullLines = int(view.panelText().count(QLatin1Char('\n'))) + 1;

    QVERIFY(textboxcheck::setMode(lang, true));
    textboxcheck::showAt(&view, QSize(650, 700));
    QVERIFY(view.stacked());
    QVERIFY2(!view.panelText().contains(formula), qPrintable(view.panelText()));
    QVERIFY(int(view.panelText().count(QLatin1Char('\n'))) + 1 < fullLines);
    QVERIFY(view.chordText() == QStringLiteral("1.994990")); // still shown: q = 3, pair 0
    QVERIFY(view.panelText().contains(QStringLiteral("1.994990")));
    const QScrollBar *bar = readoutScroll()->verticalScrollBar();
    QVERIFY2(bar->maximum() == 0, qPrintable(QString::number(bar->maximum())));
    QCOMPARE(readoutScroll()->horizontalScrollBar()->maximum(), 0);
    QVERIFY(view.circle()->height() >= view.circle()->minimumSizeHint().height());

    // Back out of presentation mode: the full readout again.
    QVERIFY(textboxcheck::setMode(lang, false));
    textboxcheck::showAt(&view, QSize(650, 700));
    QVERIFY(view.panelText().contains(formula));
}

void TestUnitCircle::lessonLabelsApart_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::newRow("q = 3, pair 0 (the issue's case)") << qint64(3) << 0;
    QTest::newRow("q = 6, pair 0") << qint64(6) << 0;
    QTest::newRow("q = 3, pair 3 (points together)") << qint64(3) << 3;
}

void TestUnitCircle::lessonLabelsApart()
{
    // The circle alone at the size it had at 1280x800 with the lesson panel open (280 wide),
    // and at its own minimum: every label shown whole and apart.
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false));
    LessonState state;
    QVERIFY(state.setComparison(q));
    UnitCircleWidget circle(&state, pair);
    for (const QSize &size : {circle.minimumSizeHint(), QSize(557, 484)}) {
        textboxcheck::showAt(&circle, size);
        const QList<TextBox> boxes = circle.textBoxes();
        QStringList texts;
        for (const TextBox &box : boxes)
            texts << box.text;
        for (const QString &expected :
             {QStringLiteral("p = 0"), QStringLiteral("q = %1").arg(q),
              QStringLiteral("PE[%1], cos").arg(2 * pair + 1),
              QStringLiteral("PE[%1], sin").arg(2 * pair), circle.angleText(), circle.chordText()})
            QVERIFY2(texts.contains(expected),
                     qPrintable(expected + QStringLiteral(" in ") + texts.join(QLatin1Char('|'))));
        const QStringList problems = textboxcheck::problems(&circle);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

void TestUnitCircle::reducedAngle_data()
{
    // Python: 4 - 2*math.pi = -2.283185307; -4 + 2*math.pi = 2.283185307; 100 - 16*2*math.pi =
    // -0.530964915.
    QTest::addColumn<double>("theta");
    QTest::addColumn<QString>("text");
    QTest::newRow("4 rad: one turn") << 4.0 << QStringLiteral("4.000000 rad = −2.283185 rad + 2π");
    QTest::newRow("-4 rad: one turn back")
        << -4.0 << QStringLiteral("−4.000000 rad = 2.283185 rad − 2π");
    QTest::newRow("100 rad: 16 turns")
        << 100.0 << QStringLiteral("100.000000 rad = −0.530965 rad + 16 × 2π");
    QTest::newRow("3 rad: none") << 3.0 << QStringLiteral("3.000000 rad");
}

void TestUnitCircle::reducedAngle()
{
    QFETCH(double, theta);
    QFETCH(QString, text);
    QCOMPARE(UnitCircleWidget::reducedAngleText(theta), text);
}

void TestUnitCircle::captionSaysWhy()
{
    // 4 rad shown as −2.283185 rad with the reason, in both languages; no reason
    // when nothing was reduced.
    const auto restore = qScopeGuard([] { QVERIFY(language::install(QStringLiteral("en"))); });
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(language::install(lang));
        LessonState state;
        QVERIFY(state.setComparison(4));
        UnitCircleWidget circle(&state, 0);
        // "rad" is "弧度" in Chinese.
        const QString rad
            = lang == QLatin1String("en") ? QStringLiteral("rad") : QStringLiteral("弧度");
        QVERIFY2(circle.captionText().contains(
                     QStringLiteral("4.000000 %1 = −2.283185 %1 + 2π").arg(rad)),
                 qPrintable(circle.captionText()));
        QVERIFY(circle.captionText().contains(QStringLiteral("ω₀")));
        const QString reason = circle.captionText().section(QStringLiteral("2π"), 1);
        QVERIFY2(reason.size() > 6, qPrintable(circle.captionText())); // a reason follows
        QCOMPARE(circle.angleText(), minus + QStringLiteral("2.283185 ") + rad);
        textboxcheck::showAt(&circle, QSize(520, 560));
        QStringList texts;
        for (const TextBox &box : circle.textBoxes())
            texts << box.text;
        QVERIFY2(texts.join(QLatin1Char(' ')).contains(QStringLiteral("2π")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(state.setComparison(3));
        QCOMPARE(circle.captionText(), QStringLiteral("k·ω₀ = 3.000000 ") + rad);
    }
}

void TestUnitCircle::ticksClearOfPoints_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("pair");
    QTest::addColumn<bool>("presentation");
    // q at the "−1" of the sin axis (3π/2 ≈ 4.712: q = 5 near it), at "1" (q = 2 near π/2), at
    // the top and the bottom; in both font modes.
    for (const bool presentation : {false, true}) {
        const char *mode = presentation ? ", presentation" : "";
        QTest::addRow("q = 5 near −1%s", mode) << qint64(5) << 0 << presentation;
        QTest::addRow("q = 2 near 1%s", mode) << qint64(2) << 0 << presentation;
        QTest::addRow("q = 3 near the bottom%s", mode) << qint64(3) << 0 << presentation;
        QTest::addRow("q = 6 near the top%s", mode) << qint64(6) << 0 << presentation;
        QTest::addRow("q = 4, 4 rad%s", mode) << qint64(4) << 0 << presentation;
    }
}

void TestUnitCircle::ticksClearOfPoints()
{
    // The "1" and "−1" tick labels never lie under a point or another label, at 1024x768- and
    // 1280x800-like sizes of the circle.
    QFETCH(qint64, q);
    QFETCH(int, pair);
    QFETCH(bool, presentation);
    QVERIFY(textboxcheck::setMode(QStringLiteral("en"), presentation));
    const auto restore
        = qScopeGuard([] { QVERIFY(textboxcheck::setMode(QStringLiteral("en"), false)); });
    LessonState state;
    QVERIFY(state.setComparison(q));
    UnitCircleWidget circle(&state, pair);
    for (const QSize &size : {QSize(520, 480), QSize(640, 600), QSize(760, 640)}) {
        textboxcheck::showAt(&circle, size.expandedTo(circle.minimumSizeHint()));
        const QList<TextBox> boxes = circle.textBoxes();
        int ticks = 0;
        for (const TextBox &box : boxes) {
            if (box.text != QStringLiteral("1") && box.text != minus + QStringLiteral("1"))
                continue;
            ++ticks;
            for (const DataMark &mark : circle.dataMarks())
                QVERIFY2(!box.rect.intersects(mark.rect),
                         qPrintable(box.text + QStringLiteral(" under ") + mark.name));
            for (const TextBox &other : boxes)
                QVERIFY2(&other == &box || !box.rect.intersects(other.rect),
                         qPrintable(box.text + QStringLiteral(" under ") + other.text));
        }
        QCOMPARE(ticks, 4);
        const QStringList problems = textboxcheck::problems(&circle);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

void TestUnitCircle::cachedFigureFollowsQ()
{
    // The fixed part comes from a pixmap: after q moves away and back, and after a palette
    // change and back, the picture is the one a new widget draws.
    LessonState state;
    QVERIFY(state.setComparison(3));
    UnitCircleWidget circle(&state, 0);
    circle.resize(500, 520);
    circle.show();
    QVERIFY(QTest::qWaitForWindowExposed(&circle));
    const QImage first = circle.grab().toImage();
    QVERIFY(state.setComparison(9));
    const QImage moved = circle.grab().toImage();
    QVERIFY(moved != first);
    QVERIFY(state.setComparison(3));
    QCOMPARE(circle.grab().toImage(), first);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::Dark);
    QCoreApplication::processEvents();
    QVERIFY(circle.grab().toImage() != first);
    Appearance::instance()->setPaletteKind(Appearance::PaletteKind::System);
    QCoreApplication::processEvents();
    UnitCircleWidget fresh(&state, 0);
    fresh.resize(500, 520);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QCOMPARE(circle.grab().toImage(), fresh.grab().toImage());
    QCOMPARE(circle.grab().toImage(), first);
}

QTEST_MAIN(TestUnitCircle)
#include "tst_unitcircle.moc"
