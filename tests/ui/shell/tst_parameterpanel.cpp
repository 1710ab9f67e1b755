// Tests of the controls column (ParameterPanel): every control writes its parameter to the state,
// the controls show the state's values after any change (a preset, another control), the start
// button asks for the lesson, and the column follows the font.
#include "numberfield.h"
#include "language.h"
#include "lessonstate.h"
#include "parameterpanel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

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
    QPushButton *start = nullptr;
    for (QPushButton *button : panel.findChildren<QPushButton *>())
        if (button->text().contains(QStringLiteral("Start the guided lesson")))
            start = button;
    QVERIFY(start);
    start->click();
    QCOMPARE(spy.count(), 1);
}

void TestParameterPanel::focusChainAndWidth()
{
    LessonState state;
    ParameterPanel panel(&state);
    const QList<QWidget *> chain = panel.focusChain();
    QCOMPARE(chain.size(), 6 + LessonState::presets().size());
    QCOMPARE(chain.at(0), panel.encodingSwitch());
    QCOMPARE(chain.at(2), panel.comparisonSlider());
    const int width = panel.maximumWidth();
    QCOMPARE(width, QFontMetrics(panel.font()).averageCharWidth() * 52);
    QFont larger = panel.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    panel.setFont(larger);
    QVERIFY(panel.maximumWidth() > width);
}

QTEST_MAIN(TestParameterPanel)
#include "tst_parameterpanel.moc"
