// Tests of the window's keyboard: Tab and Shift+Tab walk every control
// once per cycle in both directions, on every tab (found in the window, so that tabs added later
// are covered) with and without the lesson panel; no two mnemonics (Alt+letter) of one window
// share a letter, in English and Chinese; and the keys F1 lists do what they say with the focus
// in each kind of widget (slider, number field, table, lesson panel, chart).
#include "animationactions.h"
#include "appearance.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "numberfield.h"
#include "transportbar.h"
#include "transportcontroller.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QPushButton>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>

namespace {

/// The control a focus widget belongs to (a spin box for its line editor).
QWidget *controlOf(QWidget *widget)
{
    while (widget && widget->parentWidget() && widget->parentWidget()->focusProxy() == widget)
        widget = widget->parentWidget();
    return widget;
}

QString describe(QWidget *widget)
{
    if (!widget)
        return QStringLiteral("(none)");
    QString name = widget->accessibleName();
    if (name.isEmpty())
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            name = button->text();
    if (name.isEmpty())
        name = widget->objectName();
    return QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(':') + name;
}

/// Every control of window Tab should reach: shown, enabled, taking the focus by Tab, and not
/// the editor behind another control.
QList<QWidget *> tabTargets(QWidget *window)
{
    QList<QWidget *> targets;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (widget->window() != window || !widget->isVisible() || !widget->isEnabled()
            || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        QWidget *control = controlOf(widget);
        if (control == widget && widget->focusProxy())
            continue;
        if (!targets.contains(control))
            targets.append(control);
    }
    return targets;
}

/// Presses key (Tab or Backtab) from the focus widget until the focus comes back to start (at
/// most limit presses); the controls in the order reached, start first.
QList<QWidget *> walk(QWidget *start, Qt::Key key, int limit = 400)
{
    QList<QWidget *> order;
    start->setFocus(key == Qt::Key_Tab ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    for (int k = 0; k < limit; ++k) {
        QWidget *focus = controlOf(QApplication::focusWidget());
        if (!order.isEmpty() && focus == order.first())
            return order;
        order.append(focus);
        if (!QApplication::focusWidget())
            return order;
        QTest::keyClick(QApplication::focusWidget(), key);
    }
    return order;
}

/// The letters after a single '&' in text ("P&osition p" -> 'o'), lower case.
QString mnemonicOf(const QString &text)
{
    for (qsizetype k = 0; k + 1 < text.size(); ++k) {
        if (text[k] != QLatin1Char('&'))
            continue;
        if (text[k + 1] == QLatin1Char('&')) {
            ++k;
            continue;
        }
        return text.mid(k + 1, 1).toLower();
    }
    return QString();
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase() { language::install(QStringLiteral("en")); }
    void tabCyclesEveryControl_data();
    void tabCyclesEveryControl();
    void mnemonicsUnique_data();
    void mnemonicsUnique();
    void mnemonicsReachTheirControl();
    void exportFromANumberField_data();
    void exportFromANumberField();
    void pageKeysStayWithTheFocus_data();
    void pageKeysStayWithTheFocus();
    void lessonStepKeys_data();
    void lessonStepKeys();
    void windowShortcutsFromEveryWidget_data();
    void windowShortcutsFromEveryWidget();
    void zoomLevelShown();
    void helpListsTheKeys();
    void spaceReachesTheAnimation_data();
    void spaceReachesTheAnimation();
};

void TestKeyboard::initTestCase()
{
    QVERIFY(Appearance::instance());
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestKeyboard::init()
{
    QVERIFY(language::install(QStringLiteral("en"))); // mnemonicsUnique switches languages
    Appearance::instance()->setPresentation(false);
    Appearance::instance()->resetZoom();
}

void TestKeyboard::tabCyclesEveryControl_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<bool>("lessonPanel");
    LessonState state;
    MainWindow window(&state);
    for (int tab = 0; tab < window.views()->count(); ++tab) {
        const QString title = window.views()->tabText(tab).remove(QLatin1Char('&'));
        QTest::newRow(qPrintable(title)) << tab << false;
        QTest::newRow(qPrintable(title + QStringLiteral(", lesson panel"))) << tab << true;
    }
}

void TestKeyboard::tabCyclesEveryControl()
{
    QFETCH(int, tab);
    QFETCH(bool, lessonPanel);
    LessonState state;
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showLessonPanel(lessonPanel);
    window.views()->setCurrentIndex(tab);
    QCoreApplication::processEvents();

    const QList<QWidget *> targets = tabTargets(&window);
    // From the encoding switch; on a view that reads none of the lesson's parameters (the
    // Training view) the parameters are hidden: from the first control there.
    const bool parameters = window.encodingSwitch()->isVisible();
    QCOMPARE(parameters, window.currentViewId() != QStringLiteral("training"));
    QVERIFY(!targets.isEmpty());
    QWidget *start = parameters ? window.encodingSwitch() : targets.first();
    QVERIFY(targets.contains(start));
    // Twice round: the second cycle must reach the parameters again.
    for (int round = 0; round < 2; ++round) {
        const QList<QWidget *> forward = walk(start, Qt::Key_Tab);
        QStringList reached;
        for (QWidget *widget : forward)
            reached << describe(widget);
        QVERIFY2(controlOf(QApplication::focusWidget()) == start,
                 qPrintable(QStringLiteral("Tab did not come back to the switch: ")
                            + reached.join(QStringLiteral(", "))));
        for (QWidget *widget : targets)
            QVERIFY2(forward.count(widget) == 1,
                     qPrintable(QStringLiteral("%1 reached %2 times in: %3")
                                    .arg(describe(widget))
                                    .arg(forward.count(widget))
                                    .arg(reached.join(QStringLiteral(", ")))));
        QCOMPARE(forward.size(), targets.size());
        // The parameters first, in reading order (where they show).
        if (parameters)
            QCOMPARE(forward.mid(0, 6),
                     (QList<QWidget *> {window.encodingSwitch(), window.positionSpinBox(),
                                        window.comparisonSlider(), window.comparisonSpinBox(),
                                        window.widthSpinBox(), window.baseSpinBox()}));
        // Shift+Tab walks the same cycle backwards.
        const QList<QWidget *> backward = walk(start, Qt::Key_Backtab);
        QList<QWidget *> expected {start};
        for (qsizetype k = forward.size() - 1; k > 0; --k)
            expected << forward[k];
        QCOMPARE(backward, expected);
    }
}

void TestKeyboard::mnemonicsUnique_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("tab");
    LessonState state;
    MainWindow window(&state);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (int tab = 0; tab < window.views()->count(); ++tab)
            QTest::newRow(qPrintable(lang + QLatin1Char(' ')
                                     + window.views()->tabText(tab).remove(QLatin1Char('&'))))
                << lang << tab;
}

void TestKeyboard::mnemonicsUnique()
{
    QFETCH(QString, lang);
    QFETCH(int, tab);
    QVERIFY(language::install(lang));
    LessonState state;
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    window.showLessonPanel(true);
    window.views()->setCurrentIndex(tab);
    QCoreApplication::processEvents();

    // Alt+letter in the window: the menu bar's menus, and every visible label (its buddy),
    // button, check box, group box and tab of the window.
    QMultiHash<QString, QString> owners;
    for (QAction *menu : window.menuBar()->actions())
        if (!menu->isSeparator())
            owners.insert(mnemonicOf(menu->text()), QStringLiteral("menu ") + menu->text());
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible())
            continue;
        QString text;
        if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            text = label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            text = button->text();
        else if (auto *box = qobject_cast<QGroupBox *>(widget); box && box->isCheckable())
            text = box->title();
        else if (auto *bar = qobject_cast<QTabBar *>(widget))
            for (int k = 0; k < bar->count(); ++k)
                if (const QString m = mnemonicOf(bar->tabText(k)); !m.isEmpty())
                    owners.insert(m, QStringLiteral("tab ") + bar->tabText(k));
        if (const QString m = mnemonicOf(text); !m.isEmpty())
            owners.insert(m, describe(widget) + QLatin1Char(' ') + text);
    }
    owners.remove(QString());
    QStringList clashes; // every shared letter at once
    for (const QString &letter : owners.uniqueKeys())
        if (owners.count(letter) != 1)
            clashes << QStringLiteral("Alt+%1: %2")
                           .arg(letter.toUpper(),
                                owners.values(letter).join(QStringLiteral(" / ")));
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    QVERIFY(owners.size() >= 9); // five menus and the four parameters at least

    // Inside each menu, one letter per item.
    QList<QMenu *> menus;
    for (QAction *action : window.menuBar()->actions())
        if (action->menu())
            menus << action->menu();
    for (qsizetype k = 0; k < menus.size(); ++k) {
        QMultiHash<QString, QString> items;
        for (QAction *action : menus[k]->actions()) {
            if (action->isSeparator())
                continue;
            if (action->menu())
                menus << action->menu();
            if (const QString m = mnemonicOf(action->text()); !m.isEmpty())
                items.insert(m, action->text());
        }
        for (const QString &letter : items.uniqueKeys())
            QVERIFY2(items.count(letter) == 1,
                     qPrintable(QStringLiteral("%1: Alt+%2: %3")
                                    .arg(menus[k]->title(), letter.toUpper(),
                                         items.values(letter).join(QStringLiteral(" / ")))));
    }
}

void TestKeyboard::mnemonicsReachTheirControl()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // Each parameter's Alt+letter, from any control, moves the focus to that parameter.
    const QList<QPair<QWidget *, QWidget *>> pairs {
        {window.positionSpinBox(), window.positionSpinBox()},
        {window.comparisonSlider(), window.comparisonSlider()},
        {window.widthSpinBox(), window.widthSpinBox()},
        {window.baseSpinBox(), window.baseSpinBox()}};
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (!label->buddy() || !label->isVisible())
            continue;
        const QString letter = mnemonicOf(label->text());
        QVERIFY(!letter.isEmpty());
        window.tableView()->setFocus();
        QTest::keyClick(window.tableView(), letter[0].toLatin1(), Qt::AltModifier);
        QCOMPARE(controlOf(QApplication::focusWidget()), label->buddy());
    }
    // The switch's mnemonic toggles it and, as a click does, leaves the focus where it was (so
    // that Space then plays the animation).
    window.tableView()->setFocus();
    const bool wasOn = window.encodingSwitch()->isChecked();
    const QString switchLetter = mnemonicOf(window.encodingSwitch()->text());
    QTest::keyClick(window.tableView(), switchLetter[0].toLatin1(), Qt::AltModifier);
    QTRY_COMPARE(window.encodingSwitch()->isChecked(), !wasOn);
    QCOMPARE(QApplication::focusWidget(), window.tableView());
}

void TestKeyboard::exportFromANumberField_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("p") << "p";
    QTest::newRow("base") << "base";
    QTest::newRow("heat map n") << "heatmap";
    QTest::newRow("pair charts' list of pairs") << "pairs";
}

void TestKeyboard::exportFromANumberField()
{
    // Ctrl+E ("Export current view") must work from a number field, whose line editor takes
    // Ctrl+E as "end of line" in the X11 keyboard scheme (run this test under X11 as well).
    QFETCH(QString, field);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QAction *exportView = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportView = action;
    QVERIFY(exportView);
    // The action's dialog is not opened here: the action is switched to a counter.
    exportView->disconnect();
    int triggered = 0;
    connect(exportView, &QAction::triggered, this, [&] { ++triggered; });
    QWidget *target = nullptr;
    if (field == QLatin1String("pairs")) {
        QVERIFY(window.showViewById(QStringLiteral("pairs")));
        target = window.currentView()->findChild<QLineEdit *>();
    } else if (field == QLatin1String("p"))
        target = window.positionSpinBox();
    else if (field == QLatin1String("base"))
        target = window.baseSpinBox();
    else {
        QVERIFY(window.showViewById(QStringLiteral("heatmap")));
        target = window.currentView()->findChild<NumberField *>();
    }
    QVERIFY(target);
    target->setFocus();
    QTest::keyClick(target, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(target, QStringLiteral("12"));
    QTest::keyClick(target, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(triggered, 1);
    // The field's editing keys stay with it.
    QTest::keyClick(target, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(triggered, 1);
}

void TestKeyboard::pageKeysStayWithTheFocus_data()
{
    QTest::addColumn<QString>("widget");
    QTest::addColumn<int>("key");
    QTest::newRow("q slider page down") << "slider" << int(Qt::Key_PageDown);
    QTest::newRow("q slider page up") << "slider" << int(Qt::Key_PageUp);
    QTest::newRow("d field page up") << "d" << int(Qt::Key_PageUp);
    QTest::newRow("d field page down") << "d" << int(Qt::Key_PageDown);
    QTest::newRow("table page down") << "table" << int(Qt::Key_PageDown);
}

void TestKeyboard::pageKeysStayWithTheFocus()
{
    // Without a running lesson Page Up / Page Down belong to the focused control (with one,
    // they change the step wherever the focus is: tst_lessonkeys).
    QFETCH(QString, widget);
    QFETCH(int, key);
    LessonState state;
    state.setWidth(64);
    state.setComparison(16);
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.walkthrough()->active());
    const int step = window.walkthrough()->current();
    const int width = state.width();
    QWidget *target = nullptr;
    if (widget == QLatin1String("slider"))
        target = window.comparisonSlider();
    else if (widget == QLatin1String("d"))
        target = window.widthSpinBox();
    else
        target = window.tableView();
    state.setWidth(64); // the step may have set its own parameters
    state.setComparison(16);
    target->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    QCoreApplication::processEvents(); // the slider's move reaches the state
    QCOMPARE(window.walkthrough()->current(), step);
    const bool up = key == Qt::Key_PageUp;
    if (widget == QLatin1String("slider"))
        QCOMPARE(state.comparison(), qint64(up ? 20 : 12));
    else if (widget == QLatin1String("d"))
        QCOMPARE(state.width(), up ? 74 : 54);
    else
        QVERIFY(window.tableView()->currentIndex().row() > 0);
    Q_UNUSED(width);
}

void TestKeyboard::lessonStepKeys_data()
{
    QTest::addColumn<QString>("focus");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<int>("move");
    QTest::newRow("panel page down") << "panel" << int(Qt::Key_PageDown) << 0 << 1;
    QTest::newRow("panel page up") << "panel" << int(Qt::Key_PageUp) << 0 << -1;
    QTest::newRow("panel right") << "panel" << int(Qt::Key_Right) << 0 << 1;
    QTest::newRow("panel next button page down") << "next" << int(Qt::Key_PageDown) << 0 << 1;
    QTest::newRow("slider alt+right")
        << "slider" << int(Qt::Key_Right) << int(Qt::AltModifier) << 1;
    QTest::newRow("d field alt+left") << "d" << int(Qt::Key_Left) << int(Qt::AltModifier) << -1;
    QTest::newRow("table alt+right") << "table" << int(Qt::Key_Right) << int(Qt::AltModifier) << 1;
}

void TestKeyboard::lessonStepKeys()
{
    QFETCH(QString, focus);
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(int, move);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showLessonPanel(true);
    window.walkthrough()->setCurrent(3);
    QWidget *target = nullptr;
    if (focus == QLatin1String("panel"))
        target = window.walkthroughPanel();
    else if (focus == QLatin1String("next"))
        target = window.walkthroughPanel()->nextButton();
    else if (focus == QLatin1String("slider"))
        target = window.comparisonSlider();
    else if (focus == QLatin1String("d"))
        target = window.widthSpinBox();
    else
        target = window.tableView();
    target->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(window.walkthrough()->current(), 3 + move);
}

void TestKeyboard::windowShortcutsFromEveryWidget_data()
{
    QTest::addColumn<QString>("focus");
    for (const char *focus : {"slider", "number field", "table", "lesson panel", "chart",
                              "heat map", "view number field"})
        QTest::newRow(focus) << QString::fromLatin1(focus);
}

void TestKeyboard::windowShortcutsFromEveryWidget()
{
    // The shortcuts F1 lists from the menus, with the focus in each kind of widget: each one
    // triggers its action (dialogs are not opened: the actions are switched to counters).
    QFETCH(QString, focus);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showLessonPanel(true);
    QWidget *target = nullptr;
    if (focus == QLatin1String("slider"))
        target = window.comparisonSlider();
    else if (focus == QLatin1String("number field"))
        target = window.baseSpinBox();
    else if (focus == QLatin1String("table"))
        target = window.tableView();
    else if (focus == QLatin1String("lesson panel"))
        target = window.walkthroughPanel();
    else if (focus == QLatin1String("chart")) {
        QVERIFY(window.showViewById(QStringLiteral("distance")));
        for (QWidget *w : window.currentView()->findChildren<QWidget *>())
            if (w->inherits("QChartView") && (w->focusPolicy() & Qt::TabFocus))
                target = w;
    } else if (focus == QLatin1String("heat map")) {
        QVERIFY(window.showViewById(QStringLiteral("heatmap")));
        target = window.currentView()->findChild<QWidget *>(QStringLiteral("heatmap"));
    } else {
        QVERIFY(window.showViewById(QStringLiteral("pairs")));
        target = window.currentView()->findChild<NumberField *>();
    }
    QVERIFY2(target, qPrintable(focus));
    // Every action with a shortcut in the menus, except those that change what has the focus
    // or close the window, which are checked on their own (lessonStepKeys, presentation).
    QList<QAction *> actions;
    QList<QMenu *> menus;
    for (QAction *action : window.menuBar()->actions())
        if (action->menu())
            menus << action->menu();
    for (qsizetype k = 0; k < menus.size(); ++k)
        for (QAction *action : menus[k]->actions()) {
            if (action->menu())
                menus << action->menu();
            else if (!action->shortcuts().isEmpty())
                actions << action;
        }
    QVERIFY(actions.size() >= 12);
    for (QAction *action : std::as_const(actions)) {
        const bool checkable = action->isCheckable();
        action->disconnect();
        action->setCheckable(false);
        action->setEnabled(true);
        int triggered = 0;
        connect(action, &QAction::triggered, this, [&] { ++triggered; });
        for (const QKeySequence &keys : action->shortcuts()) {
            // The animation's plain keys (Space, comma, period) are typed into a number field,
            // which keeps them (tst_transportbar checks that); every other shortcut works there.
            const QKeyCombination plain = keys[0];
            if (target->inherits("NumberField") && plain.keyboardModifiers() == Qt::NoModifier
                && (plain.key() == Qt::Key_Space || plain.key() == Qt::Key_Comma
                    || plain.key() == Qt::Key_Period))
                continue;
            target->setFocus();
            QCOMPARE(controlOf(QApplication::focusWidget()), target);
            const int before = triggered;
            const QKeyCombination combination = keys[0];
            QTest::keyClick(QApplication::focusWidget(), combination.key(),
                            combination.keyboardModifiers());
            QVERIFY2(triggered == before + 1,
                     qPrintable(QStringLiteral("%1 (%2) from the %3")
                                    .arg(action->text(), keys.toString(), focus)));
        }
        action->disconnect(this);
        action->setCheckable(checkable);
    }
    // The view keys F1 lists (Ctrl+Tab, Ctrl+Shift+Tab) change the view from here too.
    const int view = window.views()->currentIndex();
    const int count = window.views()->count();
    target->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(window.views()->currentIndex(), (view + 1) % count);
    // The focus may have gone with the old view: the key goes to whatever has it now.
    QWidget *now = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    QTest::keyClick(now, Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window.views()->currentIndex(), view);
}

void TestKeyboard::zoomLevelShown()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.tableView()->setFocus();
    QTest::keyClick(window.tableView(), Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(Appearance::instance()->zoomStep(), 1);
    const auto shown = [&window]() -> QString {
        for (QLabel *label : window.findChildren<QLabel *>(QStringLiteral("zoomNote")))
            if (label->isVisible())
                return label->text();
        return QString();
    };
    QCOMPARE(shown(), QStringLiteral("Zoom 110 %"));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Zoom 110 %"));
    QTest::keyClick(window.tableView(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(shown(), QStringLiteral("Zoom 100 %"));
    // Also in presentation mode, where the status bar may be hidden: the note is on the window.
    window.setPresentation(true);
    QTest::keyClick(window.tableView(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(shown(), QStringLiteral("Zoom 90 %"));
    window.setPresentation(false);
}

void TestKeyboard::helpListsTheKeys()
{
    // F1's dialog lists the lesson keys as they work now: Alt+Left/Alt+Right from anywhere,
    // Page Up/Page Down and the arrows only in the lesson panel.
    LessonState state;
    MainWindow window(&state);
    QStringList keys;
    QStringList actions;
    for (const KeyboardHelpDialog::Row &row :
         KeyboardHelpDialog::actionRows(window.menuBar()->actions())
             + KeyboardHelpDialog::widgetRows()) {
        keys << row.keys;
        actions << row.action;
    }
    QVERIFY2(keys.contains(QStringLiteral("Alt+Left")), qPrintable(keys.join(QLatin1Char('|'))));
    QVERIFY(keys.contains(QStringLiteral("Alt+Right")));
    QVERIFY(!keys.contains(QStringLiteral("PgUp, Alt+Left")));
    const qsizetype lesson = actions.indexOf(
        QStringLiteral("Lesson: previous or next step, wherever the focus is (the arrow keys "
                       "outside fields, sliders, tables and the heat map)"));
    QVERIFY(lesson >= 0);
    QCOMPARE(keys[lesson], QStringLiteral("PgUp, PgDown, Left, Right"));
    QVERIFY(actions.contains(
        QStringLiteral("Number fields: apply the typed value (also when leaving the field); "
                       "a value outside the range is refused with a message")));
    QVERIFY(actions.contains(QStringLiteral("Number fields: give back the current value")));
}

void TestKeyboard::spaceReachesTheAnimation_data()
{
    QTest::addColumn<QString>("clicked"); // the control clicked with the mouse before Space
    QTest::newRow("nothing (the window as it starts)") << QString();
    QTest::newRow("the encoding switch") << "switch";
    QTest::newRow("the step forward button") << "step";
}

// Space plays the animation in the window as it starts (the focus is on the view, not on the
// first control) and after a mouse click on a control: the click leaves the focus where it was,
// so Space does not switch the encoding back or press the preset again.
void TestKeyboard::spaceReachesTheAnimation()
{
    QFETCH(QString, clicked);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    TransportController *transport = window.animation()->transportBar()->controller();
    QVERIFY(!transport->isPlaying());
    QWidget *before = QApplication::focusWidget();
    QVERIFY(before);
    QVERIFY2(!qobject_cast<QAbstractButton *>(before), before->metaObject()->className());
    const bool on = state.encodingOn();
    if (clicked == QLatin1String("switch")) {
        QTest::mouseClick(window.encodingSwitch(), Qt::LeftButton);
        QCOMPARE(state.encodingOn(), !on);
    } else if (clicked == QLatin1String("step")) {
        QAbstractButton *step = nullptr;
        for (QToolButton *button :
             window.animation()->transportBar()->findChildren<QToolButton *>())
            if (button->toolTip().contains(QStringLiteral("forward")))
                step = button;
        QVERIFY(step);
        const qint64 frame = transport->currentFrame();
        QTest::mouseClick(step, Qt::LeftButton);
        QCOMPARE(transport->currentFrame(), frame + 1);
    }
    QCOMPARE(QApplication::focusWidget(), before);
    const bool onBeforeSpace = state.encodingOn();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(transport->isPlaying());
    QCOMPARE(state.encodingOn(), onBeforeSpace);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!transport->isPlaying());
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
