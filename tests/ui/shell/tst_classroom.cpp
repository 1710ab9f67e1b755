// Tests of the main window in the classroom: presentation mode, zoom, palettes, the keyboard
// help, keyboard access and focus order, what screen readers are told, and bad typed input.
#include "appearance.h"
#include "focusorder.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "normpanel.h"
#include "numberfield.h"
#include "tablepage.h"
#include "tokenstrip.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cmath>

class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void presentationMode();
    void zoomActionsScaleEveryText();
    void paletteMenu();
    void keyboardHelpListsEveryShortcut();
    void keyboardHelpFollowsNewActions();
    void resetKeepsZoom();
    void accessibleNames();
    void accessibleValues_data();
    void accessibleValues();
    void normPanelTellsItsValues();
    void focusOrder();
    void windowIcon();
    void typedInput_data();
    void typedInput();

private:
    double m_basePointSize = 10.0;
};

void TestClassroom::initTestCase()
{
    QFont font = QApplication::font();
    font.setPointSizeF(m_basePointSize);
    QApplication::setFont(font);
    QVERIFY(Appearance::instance());
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestClassroom::init()
{
    Appearance *a = Appearance::instance();
    a->setPresentation(false);
    a->resetZoom();
    a->setPaletteKind(Appearance::PaletteKind::System);
}

void TestClassroom::presentationMode()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(!window.isFullScreen());
    QCOMPARE(window.presentationAction()->shortcut(), QKeySequence(Qt::Key_F11));
    window.presentationAction()->trigger();
    QCoreApplication::processEvents(); // font changes reach the widgets as posted events
    QVERIFY(window.presentation());
    QVERIFY(window.isFullScreen());
    QVERIFY(window.presentationAction()->isChecked());
    // 10 pt * 1.5 for the table's page; the table itself at that size or smaller, down to 0.6 of
    // it, so that its columns fit (TableFit).
    QCOMPARE(window.tablePage()->font().pointSizeF(), 15.0);
    QVERIFY(window.tableView()->font().pointSizeF() >= 0.6 * 15.0 - 1e-9);
    QVERIFY(window.tableView()->font().pointSizeF() <= 15.0);
    QCOMPARE(Appearance::instance()->lineWidthScale(), 2.0);
    window.presentationAction()->trigger(); // F11 again: back
    QCoreApplication::processEvents();
    QVERIFY(!window.presentation());
    QVERIFY(!window.isFullScreen());
    QCOMPARE(window.tablePage()->font().pointSizeF(), 10.0);
    QVERIFY(window.tableView()->font().pointSizeF() <= 10.0);
}

void TestClassroom::zoomActionsScaleEveryText()
{
    LessonState state;
    MainWindow window(&state);
    QVERIFY(window.zoomInAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Plus)));
    QCOMPARE(window.zoomOutAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QCOMPARE(window.zoomResetAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    QVERIFY(!window.zoomResetAction()->isEnabled());
    const int numberColumn = window.tableView()->columnWidth(3);
    window.zoomInAction()->trigger();
    window.zoomInAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(window.tablePage()->font().pointSizeF(), 12.0);
    QVERIFY(window.tableView()->font().pointSizeF() >= 0.6 * 12.0 - 1e-9);
    QCOMPARE(window.positionSpinBox()->font().pointSizeF(), 12.0);
    QCOMPARE(window.focusLabel()->font().pointSizeF(), 12.0);
    QCOMPARE(window.menuBar()->font().pointSizeF(), 12.0);
    QVERIFY(window.tableView()->columnWidth(3) > numberColumn); // columns follow the font
    // The norm values stay 1.8 times the panel's text.
    const QList<QWidget *> values = window.normPanel()->focusWidgets();
    QCOMPARE(values.first()->font().pointSizeF(), 12.0 * 1.8);
    QVERIFY(window.zoomResetAction()->isEnabled());
    window.zoomResetAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(window.tablePage()->font().pointSizeF(), 10.0);
    QCOMPARE(values.first()->font().pointSizeF(), 18.0);
}

void TestClassroom::paletteMenu()
{
    LessonState state;
    MainWindow window(&state);
    const QList<QAction *> actions = window.paletteActions();
    QCOMPARE(actions.size(), 3);
    QVERIFY(actions[0]->isChecked());
    actions[1]->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(Appearance::instance()->paletteKind(), Appearance::PaletteKind::Projector);
    QCOMPARE(window.palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(window.palette().color(QPalette::WindowText), QColor(Qt::black));
    QVERIFY(actions[1]->isChecked() && !actions[0]->isChecked());
    actions[2]->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(window.tableView()->palette().color(QPalette::Text), QColor(0xF2, 0xF2, 0xF2));
    QVERIFY(actions[2]->isChecked());
}

void TestClassroom::keyboardHelpListsEveryShortcut()
{
    LessonState state;
    MainWindow window(&state);
    const QList<KeyboardHelpDialog::Row> rows
        = KeyboardHelpDialog::actionRows(window.menuBar()->actions());
    QStringList keys;
    for (const KeyboardHelpDialog::Row &row : rows)
        keys.append(row.keys);

    keys.sort();
    // Written out by hand from the menus: File > Export current view, Export all views, Copy view,
    // Reset, Quit; Lesson > panel, previous step, next step; View > presentation, zoom x3;
    // Animation > play/pause, step back, step forward; Help > Manual, Keyboard shortcuts.
    QStringList expected {QStringLiteral("Ctrl+E"),
                          QStringLiteral("Ctrl+Shift+E"),
                          QStringLiteral("Ctrl+Shift+C"),
                          QStringLiteral("Ctrl+R"),
                          QStringLiteral("Ctrl+Q"),
                          QStringLiteral("Ctrl+L"),
                          QStringLiteral("Alt+Left"),
                          QStringLiteral("Alt+Right"),
                          QStringLiteral("F11"),
                          QStringLiteral("Ctrl++, Ctrl+="),
                          QStringLiteral("Ctrl+-"),
                          QStringLiteral("Ctrl+0"),
                          QStringLiteral("F1"),
                          QStringLiteral("Shift+F1"),
                          QStringLiteral("Space"),
                          QStringLiteral(","),
                          QStringLiteral(".")};
    expected.sort();
    QCOMPARE(keys, expected);
    for (const KeyboardHelpDialog::Row &row : rows) {
        QVERIFY2(!row.action.contains(QLatin1Char('&')), qPrintable(row.action));
        QVERIFY(!row.action.isEmpty());
    }
    const auto reset = std::find_if(rows.cbegin(), rows.cend(), [](const auto &r) {
        return r.keys == QLatin1String("Ctrl+R");
    });
    QCOMPARE(reset->action, QStringLiteral("File \u203A Reset to the lesson's defaults"));
    KeyboardHelpDialog dialog(window.menuBar()->actions(), &window);
    QCOMPARE(dialog.rows().size(), rows.size() + KeyboardHelpDialog::widgetRows().size());
}

void TestClassroom::keyboardHelpFollowsNewActions()
{
    LessonState state;
    MainWindow window(&state);
    const qsizetype before = KeyboardHelpDialog::actionRows(window.menuBar()->actions()).size();
    QMenu *menu = window.menuBar()->actions().first()->menu();
    QAction *extra = menu->addAction(QStringLiteral("&Extra action"));
    extra->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    const QList<KeyboardHelpDialog::Row> rows
        = KeyboardHelpDialog::actionRows(window.menuBar()->actions());
    QCOMPARE(rows.size(), before + 1);
    const auto found = std::find_if(rows.cbegin(), rows.cend(), [](const auto &r) {
        return r.keys == QLatin1String("Ctrl+Shift+X");
    });
    QVERIFY(found != rows.cend());
    QCOMPARE(found->action, QStringLiteral("File \u203A Extra action"));
}

void TestClassroom::resetKeepsZoom()
{
    LessonState state;
    MainWindow window(&state);
    state.setComparison(9);
    Appearance::instance()->zoomIn();
    QCOMPARE(window.resetAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
    window.resetAction()->trigger();
    QCOMPARE(state.comparison(), qint64(3));
    QCOMPARE(Appearance::instance()->zoomStep(), 1);
}

void TestClassroom::accessibleNames()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    QCOMPARE(window.tokenStrip()->focusPolicy(), Qt::NoFocus);
    int checked = 0;
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!(widget->focusPolicy() & Qt::TabFocus) || !widget->isVisibleTo(&window)
            || widget->focusProxy())
            continue;
        if (widget->inherits("QLineEdit")
            && qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue; // the spin box's own editor, announced through the spin box
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
        QVERIFY(iface);
        QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(),
                 qPrintable(QString::fromLatin1(widget->metaObject()->className())));
        ++checked;
    }
    QVERIFY(checked >= 14); // switch, p, q slider and spin, d, base, 4 presets, tabs, table, ...
    QCOMPARE(QAccessible::queryAccessibleInterface(window.baseSpinBox())->text(QAccessible::Name),
             QStringLiteral("Base"));
    QVERIFY(!QAccessible::queryAccessibleInterface(window.baseSpinBox())
                 ->text(QAccessible::Description)
                 .isEmpty());
}

void TestClassroom::accessibleValues_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<QString>("name");
    QTest::newRow("q slider") << "qSlider"
                              << "Comparison position q";
    QTest::newRow("q spin") << "qSpin"
                            << "Comparison position q";
    QTest::newRow("p spin") << "pSpin"
                            << "Position p";
    QTest::newRow("d spin") << "dSpin"
                            << "Width d";
    QTest::newRow("base spin") << "baseSpin"
                               << "Base";
}

void TestClassroom::accessibleValues()
{
    QFETCH(QString, control);
    QFETCH(QString, name);
    LessonState state;
    MainWindow window(&state);
    QWidget *widget = nullptr;
    if (control == QLatin1String("qSlider"))
        widget = window.comparisonSlider();
    else if (control == QLatin1String("qSpin"))
        widget = window.comparisonSpinBox();
    else if (control == QLatin1String("pSpin"))
        widget = window.positionSpinBox();
    else if (control == QLatin1String("dSpin"))
        widget = window.widthSpinBox();
    else
        widget = window.baseSpinBox();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    QVERIFY(iface);
    QCOMPARE(iface->text(QAccessible::Name), name);
    QAccessibleValueInterface *value = iface->valueInterface();
    QVERIFY(value);
    // The value a screen reader reads is the state's, before and after a change elsewhere.
    const auto stateValue = [&]() -> double {
        if (control.startsWith(QLatin1Char('q')))
            return double(state.comparison());
        if (control == QLatin1String("pSpin"))
            return double(state.position());
        if (control == QLatin1String("dSpin"))
            return state.width();
        return state.base();
    };
    QCOMPARE(value->currentValue().toDouble(), stateValue());
    state.applyPreset(QStringLiteral("far-apart"));
    state.setPosition(2);
    state.setWidth(16);
    state.setBase(500.0);
    QCOMPARE(value->currentValue().toDouble(), stateValue());
    QVERIFY(value->maximumValue().toDouble() > value->minimumValue().toDouble());
}

void TestClassroom::normPanelTellsItsValues()
{
    LessonState state;
    MainWindow window(&state);
    const QList<QWidget *> values = window.normPanel()->focusWidgets();
    QCOMPARE(values.size(), 2);
    QAccessibleInterface *on = QAccessible::queryAccessibleInterface(values[0]);
    QAccessibleInterface *off = QAccessible::queryAccessibleInterface(values[1]);
    // 2.017479 from the lesson for 0 vs 3 at d = 8.
    QCOMPARE(on->text(QAccessible::Name), QStringLiteral("Encoding on: A(p) = PE(p): 2.017479"));
    QCOMPARE(off->text(QAccessible::Name), QStringLiteral("Encoding off: A(p) = 0: 0.000000"));
    QVERIFY(on->text(QAccessible::Description).startsWith(QStringLiteral("2.01747")));
    state.setComparison(6);
    QCOMPARE(on->text(QAccessible::Name), QStringLiteral("Encoding on: A(p) = PE(p): 0.657741"));
    QVERIFY(values[0]->focusPolicy() & Qt::TabFocus);
}

void TestClassroom::focusOrder()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QList<QWidget *> chain = window.focusChain();
    QCOMPARE(chain.first(), window.encodingSwitch());
    chain.first()->setFocus(Qt::TabFocusReason);
    QCOMPARE(QApplication::focusWidget(), chain.first());
    QStringList visited;
    QStringList expected;
    for (QWidget *widget : chain)
        expected.append(QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(':')
                        + widget->accessibleName());
    for (qsizetype k = 0; k < chain.size(); ++k) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QWidget *control = focusorder::controlOf(focus); // the tab widget for its tab bar
        visited.append(QString::fromLatin1(control->metaObject()->className()) + QLatin1Char(':')
                       + control->accessibleName());
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    QCOMPARE(visited, expected);
    QCOMPARE(chain.indexOf(window.comparisonSlider()), 2);
    QVERIFY(!chain.contains(window.tokenStrip()));
}

void TestClassroom::windowIcon()
{
    LessonState state;
    MainWindow window(&state);
    QVERIFY(!window.windowIcon().isNull());
    QVERIFY(!window.windowIcon().pixmap(32, 32).isNull());
}

void TestClassroom::typedInput_data()
{
    // What a user types into a parameter field of the window (then Enter, then leaving the
    // field), and what the lesson state holds afterwards, with the message shown next to the
    // field. The defaults are d = 8, base 10000, p = 0, q = 3; nothing invalid may ever arrive,
    // and nothing is applied while typing (the field's own rules: tests/ui/common/tst_numberfield).
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("expected");
    QTest::addColumn<QString>("message"); // a part of the message; empty: none
    const QString baseRule = QStringLiteral("base must be a finite number greater than 1");
    const QString dRule = QStringLiteral("d must be a whole number from 1 to 8192");
    const QString pRule = QStringLiteral("p must be a whole number from 0 to 2147483647");
    QTest::newRow("base abc") << "base"
                              << "abc" << 10000.0 << baseRule;
    QTest::newRow("base nan") << "base"
                              << "nan" << 10000.0 << baseRule;
    QTest::newRow("base inf") << "base"
                              << "inf" << 10000.0 << baseRule;
    QTest::newRow("base 0") << "base"
                            << "0" << 10000.0 << baseRule;
    QTest::newRow("base 1") << "base"
                            << "1" << 10000.0 << baseRule;
    QTest::newRow("base -5") << "base"
                             << "-5" << 10000.0 << baseRule;
    QTest::newRow("base empty") << "base"
                                << "" << 10000.0 << baseRule;
    QTest::newRow("base 2.5") << "base"
                              << "2.5" << 2.5 << QString();
    QTest::newRow("base 1e5") << "base"
                              << "1e5" << 1e5 << QString();
    QTest::newRow("base 1e308") << "base"
                                << "1e308" << 1e308 << QString();
    QTest::newRow("base 1.0000001") << "base"
                                    << "1.0000001" << 1.0000001 << QString();
    QTest::newRow("base 40889.9424") << "base"
                                     << "40889.9424" << 40889.9424 << QString();
    QTest::newRow("base 1E+12") << "base"
                                << "1E+12" << 1e12 << QString();
    QTest::newRow("base 500") << "base"
                              << "500" << 500.0 << QString();
    QTest::newRow("d abc") << "d"
                           << "abc" << 8.0 << dRule;
    QTest::newRow("d 0") << "d"
                         << "0" << 8.0 << dRule;
    QTest::newRow("d -4") << "d"
                          << "-4" << 8.0 << dRule;
    QTest::newRow("d 16") << "d"
                          << "16" << 16.0 << QString();
    QTest::newRow("d 9999") << "d"
                            << "9999" << 8.0 << dRule;
    QTest::newRow("d 9000") << "d"
                            << "9000" << 8.0 << dRule;
    QTest::newRow("d 8192") << "d"
                            << "8192" << 8192.0 << QString();
    QTest::newRow("d 3.5") << "d"
                           << "3.5" << 8.0 << dRule;
    QTest::newRow("p abc") << "p"
                           << "abc" << 0.0 << pRule;
    QTest::newRow("p -1") << "p"
                          << "-1" << 0.0 << pRule;
    QTest::newRow("p -4") << "p"
                          << "-4" << 0.0 << pRule;
    QTest::newRow("p 99999999999") << "p"
                                   << "99999999999" << 0.0 << pRule;
    QTest::newRow("p 2147483647") << "p"
                                  << "2147483647" << 2147483647.0 << QString();
    QTest::newRow("p 7") << "p"
                         << "7" << 7.0 << QString();
    QTest::newRow("q 2147483648") << "q"
                                  << "2147483648" << 3.0
                                  << QStringLiteral(
                                         "q must be a whole number from 0 to 2147483647");
    QTest::newRow("q 40") << "q"
                          << "40" << 40.0 << QString();
}

void TestClassroom::typedInput()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(double, expected);
    QFETCH(QString, message);
    LessonState state;
    MainWindow window(&state);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    bool everInvalid = false;
    int changes = 0;
    connect(&state, &LessonState::changed, this, [&] {
        ++changes;
        everInvalid = everInvalid || !(state.base() > 1.0) || !std::isfinite(state.base())
            || state.width() < 1 || state.width() > 8192 || state.position() < 0;
    });
    NumberField *spin = nullptr;
    if (field == QLatin1String("base"))
        spin = window.baseSpinBox();
    else if (field == QLatin1String("d"))
        spin = window.widthSpinBox();
    else if (field == QLatin1String("q"))
        spin = window.comparisonSpinBox();
    else
        spin = window.positionSpinBox();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClick(spin, Qt::Key_Delete);
    QTest::keyClicks(spin, typed);
    QCOMPARE(changes, 0); // nothing applied while typing
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(spin->message().isEmpty(), message.isEmpty());
    QVERIFY2(spin->message().contains(message), qPrintable(spin->message()));
    // The window's status bar repeats it (it stays where the note may be covered or hidden).
    if (!message.isEmpty())
        QVERIFY(window.statusBar()->currentMessage().contains(message));
    window.encodingSwitch()->setFocus(); // leave the field
    QVERIFY(!everInvalid);
    QCOMPARE(changes, message.isEmpty() ? 1 : 0);
    double actual = 0;
    if (field == QLatin1String("base"))
        actual = state.base();
    else if (field == QLatin1String("d"))
        actual = state.width();
    else if (field == QLatin1String("q"))
        actual = double(state.comparison());
    else
        actual = double(state.position());
    QVERIFY2(actual == expected, qPrintable(QString::number(actual, 'g', 17)));
    QVERIFY(spin->value() == actual);
    QCOMPARE(spin->text(), spin->rule().format(actual));
}

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
