// TransportBar: the keys (Space play/pause, comma and period step) and which focused controls
// keep them, the frame counter, the range fields driving the controller, the parameter choice,
// and Play off under reduced motion. The window holds the bar and a few controls of each kind.
#include "language.h"
#include "lessonstate.h"
#include "transportbar.h"
#include "transportkeyfilter.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using PlayState = TransportController::PlayState;

namespace {

struct Window
{
    QWidget window;
    LessonState state;
    TransportBar *bar = nullptr;
    QSlider *slider = nullptr;
    QCheckBox *check = nullptr;
    QPushButton *button = nullptr;
    QLineEdit *edit = nullptr;
    QSpinBox *spin = nullptr;
    QComboBox *combo = nullptr;
    QTableWidget *table = nullptr;

    Window()
    {
        auto *layout = new QVBoxLayout(&window);
        bar = new TransportBar(&state, &window);
        slider = new QSlider(Qt::Horizontal, &window);
        check = new QCheckBox(QStringLiteral("switch"), &window);
        button = new QPushButton(QStringLiteral("preset"), &window);
        edit = new QLineEdit(&window);
        spin = new QSpinBox(&window);
        combo = new QComboBox(&window);
        combo->addItems({QStringLiteral("a"), QStringLiteral("b")});
        table = new QTableWidget(3, 3, &window);
        for (QWidget *w : std::initializer_list<QWidget *> {bar, slider, check, button, edit, spin,
                                                            combo, table})
            layout->addWidget(w);
        window.addActions(bar->transportActions()); // as the main window does
        window.resize(1000, 500);
    }

    QWidget *byName(const QString &name) const
    {
        if (name == QLatin1String("slider"))
            return slider;
        if (name == QLatin1String("check box"))
            return check;
        if (name == QLatin1String("push button"))
            return button;
        if (name == QLatin1String("line edit"))
            return edit;
        if (name == QLatin1String("spin box"))
            return spin;
        if (name == QLatin1String("combo box"))
            return combo;
        if (name == QLatin1String("table"))
            return table;
        if (name == QLatin1String("play button"))
            return bar->focusChain().at(1);
        return nullptr;
    }
};

} // namespace

class TestTransportBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void keys_data();
    void keys();
    void takesKey_data();
    void takesKey();
    void actions();
    void frameCounter_data();
    void frameCounter();
    void counterKeepsItsSize();
    void fieldsDriveTheController();
    void fromNeverAboveTo();
    void rangeText_data();
    void rangeText();
    void parameterChoice_data();
    void parameterChoice();
    void speedAndMode();
    void reducedMotion();
    void focusChain();
    void wrapsWhereNarrow_data();
    void wrapsWhereNarrow();
    void textsFollowTheLanguage();
};

void TestTransportBar::initTestCase()
{
    QApplication::setEffectEnabled(Qt::UI_AnimateCombo, false);
}

void TestTransportBar::keys_data()
{
    // The focused control, the key, and what the transport does: "play" (Space toggles),
    // "forward", "back" or "none" (the control keeps the key).
    QTest::addColumn<QString>("focus");
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("effect");
    QTest::newRow("slider space") << "slider" << int(Qt::Key_Space) << "play";
    QTest::newRow("slider period") << "slider" << int(Qt::Key_Period) << "forward";
    QTest::newRow("slider comma") << "slider" << int(Qt::Key_Comma) << "back";
    QTest::newRow("table space") << "table" << int(Qt::Key_Space) << "play";
    QTest::newRow("play button space") << "play button" << int(Qt::Key_Space) << "play";
    QTest::newRow("check box space") << "check box" << int(Qt::Key_Space) << "none";
    QTest::newRow("check box period") << "check box" << int(Qt::Key_Period) << "forward";
    QTest::newRow("push button space") << "push button" << int(Qt::Key_Space) << "none";
    QTest::newRow("push button comma") << "push button" << int(Qt::Key_Comma) << "back";
    QTest::newRow("combo box space") << "combo box" << int(Qt::Key_Space) << "none";
    QTest::newRow("line edit space") << "line edit" << int(Qt::Key_Space) << "none";
    QTest::newRow("line edit period") << "line edit" << int(Qt::Key_Period) << "none";
    QTest::newRow("spin box comma") << "spin box" << int(Qt::Key_Comma) << "none";
}

void TestTransportBar::keys()
{
    QFETCH(QString, focus);
    QFETCH(int, key);
    QFETCH(QString, effect);
    Window w;
    w.state.setComparison(5);
    w.window.show();
    w.window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    QWidget *target = w.byName(focus);
    QVERIFY(target);
    target->setFocus(Qt::TabFocusReason);
    QCOMPARE(QApplication::focusWidget(), target);
    TransportController *c = w.bar->controller();
    bool checked = w.check->isChecked();
    QTest::keyClick(target, Qt::Key(key));
    if (effect == QLatin1String("play")) {
        QCOMPARE(c->playState(), PlayState::Playing);
        QTest::keyClick(target, Qt::Key(key));
        QCOMPARE(c->playState(), PlayState::Paused);
        QCOMPARE(w.state.comparison(), qint64(5));
    } else if (effect == QLatin1String("forward")) {
        QCOMPARE(w.state.comparison(), qint64(6));
    } else if (effect == QLatin1String("back")) {
        QCOMPARE(w.state.comparison(), qint64(4));
    } else {
        QCOMPARE(c->playState(), PlayState::Stopped);
        QCOMPARE(w.state.comparison(), qint64(5));
    }
    if (focus == QLatin1String("check box"))
        QCOMPARE(w.check->isChecked(), key == Qt::Key_Space ? !checked : checked);
    if (focus == QLatin1String("line edit"))
        QCOMPARE(w.edit->text(), QString(QChar(key)));
    c->stop();
}

void TestTransportBar::takesKey_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("space");
    QTest::addColumn<bool>("period");
    QTest::newRow("slider") << "slider" << false << false;
    QTest::newRow("check box") << "check box" << true << false;
    QTest::newRow("push button") << "push button" << true << false;
    QTest::newRow("combo box") << "combo box" << true << false;
    QTest::newRow("line edit") << "line edit" << true << true;
    QTest::newRow("spin box") << "spin box" << true << true;
    QTest::newRow("table") << "table" << false << false;
}

void TestTransportBar::takesKey()
{
    QFETCH(QString, kind);
    QFETCH(bool, space);
    QFETCH(bool, period);
    Window w;
    QWidget *widget = w.byName(kind);
    QCOMPARE(TransportKeyFilter::widgetTakesKey(widget, Qt::Key_Space), space);
    QCOMPARE(TransportKeyFilter::widgetTakesKey(widget, Qt::Key_Period), period);
    QCOMPARE(TransportKeyFilter::widgetTakesKey(widget, Qt::Key_Comma), period);
    QVERIFY(!TransportKeyFilter::widgetTakesKey(widget, Qt::Key_A));
    QVERIFY(!TransportKeyFilter::widgetTakesKey(nullptr, Qt::Key_Space));
}

void TestTransportBar::actions()
{
    Window w;
    QCOMPARE(w.bar->playAction()->shortcut(), QKeySequence(Qt::Key_Space));
    QCOMPARE(w.bar->stepBackAction()->shortcut(), QKeySequence(Qt::Key_Comma));
    QCOMPARE(w.bar->stepForwardAction()->shortcut(), QKeySequence(Qt::Key_Period));
    QCOMPARE(w.bar->transportActions(),
             (QList<QAction *> {w.bar->playAction(), w.bar->stepBackAction(),
                                w.bar->stepForwardAction()}));
    QVERIFY(w.bar->reduceMotionAction()->isCheckable());
    QCOMPARE(w.bar->playAction()->text(), QStringLiteral("&Play"));
    w.bar->playAction()->trigger();
    QCOMPARE(w.bar->playAction()->text(), QStringLiteral("&Pause"));
    w.bar->playAction()->trigger();
    QCOMPARE(w.bar->controller()->playState(), PlayState::Paused);
}

void TestTransportBar::frameCounter_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<QString>("text");
    QTest::newRow("q 7: frame 7 of 1..32") << qint64(7) << "frame 7 / 32";
    QTest::newRow("q 1: the first") << qint64(1) << "frame 1 / 32";
    QTest::newRow("q 32: the last") << qint64(32) << "frame 32 / 32";
    QTest::newRow("q 0: on no frame") << qint64(0) << "frame \u2013 / 32";
    QTest::newRow("q 40: on no frame") << qint64(40) << "frame \u2013 / 32";
}

void TestTransportBar::frameCounter()
{
    QFETCH(qint64, q);
    QFETCH(QString, text);
    Window w;
    w.state.setComparison(q);
    QCOMPARE(w.bar->frameLabel()->text(), text);
    QCOMPARE(TransportBar::frameText(w.bar->controller()->currentFrame(), 32), text);
}

void TestTransportBar::counterKeepsItsSize()
{
    // The counter changes every frame without asking the window for a new layout.
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QLabel *label = w.bar->frameLabel();
    const QSize size = label->size();
    QCOMPARE(label->minimumSize(), label->maximumSize());
    for (qint64 q : {1, 9, 10, 32, 0}) {
        w.state.setComparison(q);
        QCOMPARE(label->size(), size);
        QVERIFY(label->fontMetrics().horizontalAdvance(label->text()) <= label->width());
    }
}

void TestTransportBar::fieldsDriveTheController()
{
    Window w;
    TransportController *c = w.bar->controller();
    w.bar->toSpinBox()->setValue(16);
    QCOMPARE(c->sequence().to(), 16.0);
    w.bar->stepSpinBox()->setValue(3);
    QCOMPARE(c->sequence(), FrameSequence(AnimatedParameter::Comparison, 1, 16, 3));
    QCOMPARE(c->frameCount(), qint64(6));
    QCOMPARE(w.bar->frameLabel()->text(), QStringLiteral("frame \u2013 / 6")); // q = 3
    w.bar->fromSpinBox()->setValue(3);
    QCOMPARE(w.bar->frameLabel()->text(), QStringLiteral("frame 1 / 5"));
    // 3, 6, 9, 12, 15: the button names the last frame, not the bound 16.
    QCOMPARE(w.bar->rangeButton()->text(), QStringLiteral("3 \u2026 15, step 3"));
    // And back: the controller's sequence shows in the fields and on the button.
    c->setSequence(FrameSequence(AnimatedParameter::Comparison, 2, 20, 2));
    QCOMPARE(w.bar->rangeButton()->text(), QStringLiteral("2 \u2026 20, step 2"));
    QCOMPARE(w.bar->fromSpinBox()->value(), 2.0);
    QCOMPARE(w.bar->toSpinBox()->value(), 20.0);
    QCOMPARE(w.bar->stepSpinBox()->value(), 2.0);
}

void TestTransportBar::fromNeverAboveTo()
{
    Window w;
    w.bar->toSpinBox()->setValue(10);
    w.bar->fromSpinBox()->setValue(25); // held at to
    QCOMPARE(w.bar->fromSpinBox()->value(), 10.0);
    QVERIFY(w.bar->controller()->sequence().isValid());
    QCOMPARE(w.bar->controller()->frameCount(), qint64(1));
    QVERIFY(!w.bar->playAction()->isEnabled()); // one frame: nothing to play
}

void TestTransportBar::rangeText_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("text");
    QTest::newRow("q") << int(AnimatedParameter::Comparison) << 1.0 << 32.0 << 1.0
                       << "1 \u2026 32, step 1";
    QTest::newRow("p large") << int(AnimatedParameter::Position) << 0.0 << 2147483647.0 << 1000.0
                             << "0 \u2026 2147483000, step 1000";
    QTest::newRow("q step 3 stops at 30") << int(AnimatedParameter::Comparison) << 0.0 << 32.0
                                          << 3.0 << "0 \u2026 30, step 3";
    QTest::newRow("base") << int(AnimatedParameter::Base) << 10.0 << 100000.0 << 10.0
                          << "10 \u2026 100000, \u00d710";
    QTest::newRow("base fraction")
        << int(AnimatedParameter::Base) << 1.5 << 1000.0 << 1.25 << "1.5 \u2026 1000, \u00d71.25";
    QTest::newRow("d") << int(AnimatedParameter::Width) << 2.0 << 64.0 << 2.0
                       << "2 \u2026 64, step 2";
}

void TestTransportBar::rangeText()
{
    QFETCH(int, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(QString, text);
    const FrameSequence sequence(AnimatedParameter(parameter), from, to, step);
    QCOMPARE(TransportBar::rangeText(sequence), text);
    Window w;
    QVERIFY(w.bar->controller()->setSequence(sequence));
    QCOMPARE(w.bar->rangeButton()->text(), text);
}

void TestTransportBar::parameterChoice_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("stepPrefix");
    QTest::newRow("q") << int(AnimatedParameter::Comparison) << 0 << "";
    QTest::newRow("p") << int(AnimatedParameter::Position) << 0 << "";
    QTest::newRow("base") << int(AnimatedParameter::Base) << 4 << "\u00d7";
    QTest::newRow("d") << int(AnimatedParameter::Width) << 0 << "";
}

void TestTransportBar::parameterChoice()
{
    QFETCH(int, parameter);
    QFETCH(int, decimals);
    QFETCH(QString, stepPrefix);
    Window w;
    const auto p = AnimatedParameter(parameter);
    QComboBox *box = w.bar->parameterBox();
    box->setCurrentIndex(box->findData(parameter));
    QCOMPARE(w.bar->controller()->sequence(), FrameSequence::defaults(p));
    QCOMPARE(w.bar->fromSpinBox()->decimals(), decimals);
    QCOMPARE(w.bar->stepSpinBox()->prefix(), stepPrefix);
    QCOMPARE(w.bar->fromSpinBox()->value(), animatedparameter::defaultFrom(p));
    QCOMPARE(w.bar->toSpinBox()->value(), animatedparameter::defaultTo(p));
    QCOMPARE(w.bar->stepSpinBox()->value(), animatedparameter::defaultStep(p));
    QVERIFY(w.bar->stepForwardAction()->isEnabled());
    w.bar->stepForwardAction()->trigger();
    QVERIFY(w.bar->controller()->currentFrame() >= 0);
}

void TestTransportBar::speedAndMode()
{
    Window w;
    QComboBox *speed = w.bar->speedBox();
    QCOMPARE(speed->count(), 5);
    QCOMPARE(speed->currentData().toDouble(), 1.0);
    speed->setCurrentIndex(speed->findData(4.0));
    QCOMPARE(w.bar->controller()->speed(), 4.0);
    speed->setCurrentIndex(speed->findData(0.25));
    QCOMPARE(w.bar->controller()->speed(), 0.25);
    w.bar->modeBox()->setCurrentIndex(1);
    QCOMPARE(w.bar->controller()->mode(), TransportController::Mode::PingPong);
    w.bar->controller()->setMode(TransportController::Mode::Loop);
    QCOMPARE(w.bar->modeBox()->currentIndex(), 0);
}

void TestTransportBar::reducedMotion()
{
    Window w;
    QVERIFY(w.bar->playAction()->isEnabled());
    w.bar->reduceMotionAction()->setChecked(true);
    QVERIFY(w.bar->controller()->reducedMotion());
    QVERIFY(!w.bar->playAction()->isEnabled());
    QVERIFY(w.bar->stepForwardAction()->isEnabled());
    w.bar->playAction()->trigger();
    QCOMPARE(w.bar->controller()->playState(), PlayState::Stopped);
    w.bar->controller()->setReducedMotion(false);
    QVERIFY(!w.bar->reduceMotionAction()->isChecked());
    QVERIFY(w.bar->playAction()->isEnabled());
}

void TestTransportBar::focusChain()
{
    Window w;
    const QList<QWidget *> chain = w.bar->focusChain();
    QCOMPARE(chain.size(), 7);
    QVERIFY(chain.contains(w.bar->rangeButton()));
    for (QWidget *widget : chain) {
        QVERIFY(widget->focusPolicy() & Qt::TabFocus);
        QVERIFY2(!widget->accessibleName().isEmpty(), widget->metaObject()->className());
    }
}

void TestTransportBar::wrapsWhereNarrow_data()
{
    QTest::addColumn<double>("share");
    QTest::addColumn<bool>("wraps");
    QTest::newRow("as wide as one row") << 1.0 << false;
    QTest::newRow("two thirds of one row") << 0.66 << true;
    QTest::newRow("a third of one row") << 0.33 << true;
}

// Narrower than its one row (presentation mode on a small screen, the lesson panel open), the
// bar takes more rows rather than more width: every control keeps its size hint, none leaves
// the bar, none overlaps another.
void TestTransportBar::wrapsWhereNarrow()
{
    QFETCH(double, share);
    QFETCH(bool, wraps);
    QWidget host;
    LessonState state;
    auto *bar = new TransportBar(&state, &host);
    const QSize oneRow = bar->sizeHint();
    QVERIFY(bar->hasHeightForWidth());
    const int width = static_cast<int>(oneRow.width() * share);
    QVERIFY(bar->minimumSizeHint().width() <= std::max(width, bar->minimumSizeHint().width()));
    const int height = bar->heightForWidth(width);
    bar->setGeometry(0, 0, width, height);
    host.resize(width, height);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QCOMPARE(height > oneRow.height(), wraps);
    QList<QWidget *> controls = bar->focusChain();
    controls.append(bar->frameLabel());
    for (qsizetype a = 0; a < controls.size(); ++a) {
        const QWidget *control = controls[a];
        QVERIFY2(bar->rect().contains(control->geometry()), control->metaObject()->className());
        QVERIFY(control->width() >= control->sizeHint().width());
        for (qsizetype b = a + 1; b < controls.size(); ++b)
            QVERIFY(!control->geometry().intersects(controls[b]->geometry()));
    }
}

// The range button and the counter in the new language, as the other texts.
void TestTransportBar::textsFollowTheLanguage()
{
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(language::install(QStringLiteral("zh_CN"))); // the change is posted
    QTRY_COMPARE(w.bar->rangeButton()->text(), QStringLiteral("1 \u2026 32\uff0c\u6b65\u957f 1"));
    QCOMPARE(w.bar->frameLabel()->text(), QStringLiteral("\u7b2c 3 / 32 \u5e27"));
    QVERIFY(w.bar->frameLabel()->width() >= w.bar->frameLabel()->sizeHint().width());
    QVERIFY(language::install(QStringLiteral("en")));
    QTRY_COMPARE(w.bar->rangeButton()->text(), QStringLiteral("1 \u2026 32, step 1"));
    QCOMPARE(w.bar->frameLabel()->text(), QStringLiteral("frame 3 / 32"));
}

QTEST_MAIN(TestTransportBar)
#include "tst_transportbar.moc"
