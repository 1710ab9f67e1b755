// Tests of the controls (ParameterPanel): every control writes its parameter to the state, the
// controls show the state's values after any change (a preset, another control), the start
// button asks for the lesson, the column follows the font, and the compact bar flows into rows
// with the presets in one menu.
#include "language.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "parameterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

class TestParameterPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void controlsWriteTheState_data();
    void controlsWriteTheState();
    void controlsShowTheState();
    void startLesson();
    void focusChainAndWidth();
    void compactBar_data();
    void compactBar();
    void formulaWritesTheBaseWhole_data();
    void formulaWritesTheBaseWhole();
};

void TestParameterPanel::controlsWriteTheState_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<double>("value");
    QTest::newRow("p") << "p" << 5.0;
    QTest::newRow("q spin box") << "q" << 1000.0;
    QTest::newRow("q slider") << "slider" << 17.0;
    QTest::newRow("d") << "d" << 128.0;
    QTest::newRow("base") << "base" << 100.0;
    QTest::newRow("encoding off") << "switch" << 0.0;
}

void TestParameterPanel::controlsWriteTheState()
{
    QFETCH(QString, control);
    QFETCH(double, value);
    LessonState state;
    ParameterPanel panel(&state);
    if (control == QLatin1String("p")) {
        panel.positionSpinBox()->setValue(int(value));
        QCOMPARE(state.position(), qint64(value));
    } else if (control == QLatin1String("q")) {
        panel.comparisonSpinBox()->setValue(int(value));
        QCOMPARE(state.comparison(), qint64(value));
        QCOMPARE(panel.comparisonSlider()->value(), LessonState::maxComparison); // slider clamps
    } else if (control == QLatin1String("slider")) {
        panel.comparisonSlider()->setValue(int(value));
        QCOMPARE(state.comparison(), qint64(3)); // coalesced: taken when the event loop runs
        QCoreApplication::processEvents();
        QCOMPARE(state.comparison(), qint64(value));
        QCOMPARE(panel.comparisonSpinBox()->value(), int(value));
    } else if (control == QLatin1String("d")) {
        panel.widthSpinBox()->setValue(int(value));
        QCOMPARE(state.width(), int(value));
    } else if (control == QLatin1String("base")) {
        panel.baseSpinBox()->setValue(value);
        QCOMPARE(state.base(), value);
    } else {
        panel.encodingSwitch()->setChecked(value != 0.0);
        QCOMPARE(state.encodingOn(), value != 0.0);
    }
}

void TestParameterPanel::controlsShowTheState()
{
    LessonState state;
    ParameterPanel panel(&state);
    QVERIFY(panel.encodingSwitch()->isChecked());
    QCOMPARE(panel.positionSpinBox()->value(), 0);
    QCOMPARE(panel.comparisonSpinBox()->value(), 3);
    QCOMPARE(panel.widthSpinBox()->value(), 8);
    QVERIFY(state.setParameters(64, 500.0, 2, 40, false));
    QVERIFY(!panel.encodingSwitch()->isChecked());
    QCOMPARE(panel.positionSpinBox()->value(), 2);
    QCOMPARE(panel.comparisonSpinBox()->value(), 40);
    QCOMPARE(panel.comparisonSlider()->value(), 32);
    QCOMPARE(panel.widthSpinBox()->value(), 64);
    QCOMPARE(panel.baseSpinBox()->value(), 500.0);
    // The formula line follows base and d.
    bool formula = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        formula = formula
            || label->text().startsWith(QStringLiteral("PE(p)[2i] = sin(p / 500^(2i/64))"));
    QVERIFY(formula);
}

void TestParameterPanel::startLesson()
{
    LessonState state;
    ParameterPanel panel(&state);
    QSignalSpy spy(&panel, &ParameterPanel::startLessonRequested);
    QPushButton *start = panel.startLessonButton();
    QVERIFY(start);
    QVERIFY(start->text().contains(QStringLiteral("Start a guided lesson")));
    // A menu with one entry per lesson (lessonregistry); each asks for its lesson.
    QVERIFY(start->menu());
    const QList<QAction *> lessons = start->menu()->actions();
    QCOMPARE(lessons.size(), 4);
    QCOMPARE(lessons.at(0)->text(), QStringLiteral("&1 Positional encoding"));
    QCOMPARE(lessons.at(1)->text(), QStringLiteral("&2 Long context"));
    QCOMPARE(lessons.at(2)->text(), QStringLiteral("&3 From adding to rotating: RoPE"));
    QCOMPARE(lessons.at(3)->text(), QStringLiteral("&4 Does the model use it?"));
    lessons.at(1)->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), QStringLiteral("context"));
}

void TestParameterPanel::focusChainAndWidth()
{
    LessonState state;
    ParameterPanel panel(&state);
    const QList<QWidget *> chain = panel.focusChain();
    // 6 fields, the layout and padding index, start, presets
    QCOMPARE(chain.size(), 9 + LessonState::presets().size());
    QCOMPARE(chain.at(6), panel.layoutBox());
    QCOMPARE(chain.at(7), panel.paddingField());
    QCOMPARE(chain.at(0), panel.encodingSwitch());
    QCOMPARE(chain.at(2), panel.comparisonSlider());
    const QList<QPushButton *> presets = panel.presetButtons();
    QCOMPARE(chain.mid(9), QList<QWidget *>(presets.begin(), presets.end()));
    const int width = panel.maximumWidth();
    QCOMPARE(width, QFontMetrics(panel.font()).averageCharWidth() * 52);
    QFont larger = panel.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    panel.setFont(larger);
    QVERIFY(panel.maximumWidth() > width);
}

void TestParameterPanel::compactBar_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("q");
    for (const LessonState::Preset &preset : LessonState::presets())
        QTest::newRow(preset.id) << QString::fromLatin1(preset.id) << int(preset.q);
}

// The bar: the same controls in rows, one "Presets" menu button instead of the preset buttons,
// the rows as many as the width needs, and back to the column unchanged.
void TestParameterPanel::compactBar()
{
    QFETCH(QString, preset);
    QFETCH(int, q);
    LessonState state;
    state.setComparison(q == 17 ? 18 : 17); // differs from every preset
    ParameterPanel panel(&state);
    panel.setCompact(true);
    QVERIFY(panel.isCompact());
    QCOMPARE(panel.maximumWidth(), QWIDGETSIZE_MAX);
    QVERIFY(!panel.presetsMenuButton()->isHidden());
    for (const QPushButton *button : panel.presetButtons())
        QVERIFY(button->isHidden());
    const QList<QWidget *> chain = panel.focusChain();
    QCOMPARE(chain.size(), 10);
    QCOMPARE(chain.at(6), panel.presetsMenuButton());
    QCOMPARE(chain.at(8), panel.layoutBox());
    QVERIFY(!chain.contains(panel.presetButtons().first()));
    // The menu holds every preset, named as the buttons are, and applies it.
    QMenu *menu = panel.presetsMenuButton()->menu();
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), LessonState::presets().size());
    QAction *action = nullptr;
    for (QAction *candidate : menu->actions())
        if (candidate->property("presetId").toString() == preset)
            action = candidate;
    QVERIFY(action);
    QVERIFY(!action->text().isEmpty());
    action->trigger();
    QCOMPARE(state.comparison(), qint64(q));
    // Narrower means more rows, never a control cut: every row fits the width.
    QVERIFY(panel.hasHeightForWidth());
    const int wide = panel.heightForWidth(2400);
    const int narrow = panel.heightForWidth(500);
    QVERIFY2(narrow > wide, qPrintable(QStringLiteral("%1 vs %2").arg(narrow).arg(wide)));
    panel.resize(500, narrow);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (QWidget *widget : chain)
        QVERIFY2(panel.rect().contains(widget->geometry()), widget->metaObject()->className());
    // Back to the column: the buttons again, the menu button hidden.
    panel.setCompact(false);
    QVERIFY(panel.presetsMenuButton()->isHidden());
    QVERIFY(!panel.presetButtons().first()->isHidden());
    QCOMPARE(panel.focusChain().size(), 9 + LessonState::presets().size());
}

// The formula writes the base as the base field does: 1.0000000000000002 is not
// rounded to "1", 1e308 is not a long integer the panel cuts.
void TestParameterPanel::formulaWritesTheBaseWhole_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("expected");
    QTest::newRow("just above 1") << 1.0000000000000002
                                  << "PE(p)[2i] = sin(p / 1.0000000000000002^(2i/8))";
    QTest::newRow("1e308") << 1e308 << "PE(p)[2i] = sin(p / 1e308^(2i/8))";
    QTest::newRow("40889.9424") << 40889.9424 << "PE(p)[2i] = sin(p / 40889.9424^(2i/8))";
}

void TestParameterPanel::formulaWritesTheBaseWhole()
{
    QFETCH(double, base);
    QFETCH(QString, expected);
    LessonState state;
    QVERIFY(state.setBase(base));
    const QString formula = ParameterPanel::formulaText(state);
    QVERIFY2(formula.startsWith(expected), qPrintable(formula));
}

QTEST_MAIN(TestParameterPanel)
#include "tst_parameterpanel.moc"
