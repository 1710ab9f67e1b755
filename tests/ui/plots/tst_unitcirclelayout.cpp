// The unit circle view laid out for the room it has: at the sizes the
// view takes in the window at 1024x768, 1280x800 and 1920x1080 (measured with the lesson panel
// open, tests/ui/shell/tst_stepvisibility), in English and Chinese, in presentation mode and out
// of it, neither the view nor its readout has anything to scroll, the circle keeps its readable
// size, and it is drawn at least a given radius: the largest the arrangements allow, not what is
// left over under a readout that scrolls (before: a radius of about 60 px in presentation mode
// at 1024x768 in Chinese, then about 90; a readout that scrolled in normal mode at every size).
// Beside the compact readout, which gives k·ω_i and its value in (−π, π], the circle draws no
// caption of its own: in presentation mode it is about as large as in the window (1280x800:
// 135 px in Chinese, 105 px with the caption; 1024x768: 119 px, 91 px with it).
#include "lessonstate.h"
#include "scrollcheck.h"
#include "textboxcheck.h"
#include "unitcircle.h"
#include "unitcirclesview.h"

#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>


class TestUnitCircleLayout : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { textboxcheck::setMode(QStringLiteral("en"), false); }
    void fitsItsRoom_data();
    void fitsItsRoom();
};

void TestUnitCircleLayout::fitsItsRoom_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("radius"); // the least radius of the circle, pixels
    struct Case
    {
        const char *screen;
        bool presentation;
        QSize en;
        QSize zh;
        int radius;
    };
    // The view's size in the window at each screen (English, Chinese).
    const Case cases[] = {
        {"1024x768", false, QSize(706, 499), QSize(706, 486), 65},
        {"1024x768", true, QSize(648, 708), QSize(648, 702), 110},
        {"1280x800", false, QSize(891, 558), QSize(891, 548), 125},
        {"1280x800", true, QSize(817, 740), QSize(817, 734), 125},
        {"1920x1080", false, QSize(974, 774), QSize(1038, 768), 150},
        {"1920x1080", true, QSize(803, 1020), QSize(897, 1014), 215},
        // Outside a lesson with the parameters shown: wide and short (the readout beside the
        // circle in two columns).
        {"1280x800 parameters", true, QSize(1260, 435), QSize(1260, 435), 90},
    };
    for (const Case &c : cases)
        for (const char *lang : {"en", "zh_CN"})
            QTest::addRow("%s %s %s", c.screen, c.presentation ? "presentation" : "normal", lang)
                << QString::fromLatin1(lang) << c.presentation
                << (QByteArray(lang) == "en" ? c.en : c.zh) << c.radius;
}

void TestUnitCircleLayout::fitsItsRoom()
{
    QFETCH(QString, lang);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    QFETCH(int, radius);
    QVERIFY(textboxcheck::setMode(lang, presentation));
    LessonState state; // the lesson's first steps: d = 8, p = 0, q = 3, pair 0
    QVERIFY(state.setComparison(3));
    UnitCirclesView view(&state);
    textboxcheck::showAt(&view, size);
    const QStringList scrolls = scrollcheck::scrolling(&view);
    QVERIFY2(scrolls.isEmpty(), qPrintable(scrolls.join(QStringLiteral(", "))));
    const UnitCircleWidget *circle = view.circle();
    QVERIFY(circle->width() >= circle->minimumSizeHint().width());
    QVERIFY(circle->height() >= circle->minimumSizeHint().height());
    QVERIFY2(circle->radius() >= radius,
             qPrintable(QStringLiteral("radius %1 px in %2x%3 (%4)")
                            .arg(circle->radius())
                            .arg(circle->width())
                            .arg(circle->height())
                            .arg(view.stacked() ? QStringLiteral("readout under it")
                                                : QStringLiteral("readout beside it"))));
    // The readout names the numbers the lesson's steps quote (pair 0 at p = 0, q = 3).
    QVERIFY(view.panelText().contains(QStringLiteral("0.141120")));
    QVERIFY(view.panelText().contains(QStringLiteral("3.000000")));
}

QTEST_MAIN(TestUnitCircleLayout)
#include "tst_unitcirclelayout.moc"
