// Tests of the lesson panel's "predict, then reveal" (ui/lesson/exercisepanel.h): the step's
// exercise is shown, Check says right or wrong (with the computed answer after a wrong one) and
// asks for the reveal, an unreadable answer asks again without revealing, several exercises of a
// step cycle, and the question follows the language.

#include "exercisepanel.h"
#include "language.h"
#include "lessoncontent.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

namespace {

ExerciseSet builtIn()
{
    ExerciseCatalogue catalogue;
    QStringList steps;
    for (const LessonStep &step : lessonSteps())
        steps.append(step.id);
    catalogue.lessons.append({QStringLiteral("encoding"), steps});
    return ExerciseSet::builtIn(catalogue);
}

} // namespace

class TestExercisePanel : public QObject
{
    Q_OBJECT

private slots:
    void init() { language::install(QStringLiteral("en")); }
    void cleanupTestCase() { language::install(QStringLiteral("en")); }
    void check_data();
    void check();
    void hiddenWithoutExercise();
    void cyclesThroughTheStep();
    void followsTheLanguage();
};

void TestExercisePanel::check_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("reveals");
    QTest::newRow("right") << QStringLiteral("subtraction") << QStringLiteral("2.017")
                           << QStringLiteral("✓ Right: the app computes 2.017479.") << 1;
    QTest::newRow("wrong") << QStringLiteral("subtraction") << QStringLiteral("3")
                           << QStringLiteral("✗ Not quite: the app computes 2.017479.") << 1;
    QTest::newRow("wrong negative") << QStringLiteral("rotation") << QStringLiteral("0.99")
                                    << QStringLiteral("✗ Not quite: the app computes "
                                                      "\u22120.989992.")
                                    << 1;
    QTest::newRow("unreadable") << QStringLiteral("subtraction") << QStringLiteral("two")
                                << QStringLiteral("Write a number, e.g. 0.141 or \u22120.990 (a "
                                                  "decimal comma works too).")
                                << 0;
    QTest::newRow("integer") << QStringLiteral("frequencies") << QStringLiteral("6")
                             << QStringLiteral("✓ Right: the app computes 6.") << 1;
}

void TestExercisePanel::check()
{
    QFETCH(QString, step);
    QFETCH(QString, answer);
    QFETCH(QString, verdict);
    QFETCH(int, reveals);
    ExercisePanel panel;
    panel.setExercises(builtIn());
    panel.setStep(QStringLiteral("encoding"), step);
    QVERIFY(!panel.isHidden());
    QVERIFY(panel.currentExercise());
    QVERIFY(!panel.questionText().isEmpty());
    QCOMPARE(panel.verdictText(), QString());
    QSignalSpy spy(&panel, &ExercisePanel::revealRequested);
    panel.answerField()->setText(answer);
    QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
    QCOMPARE(panel.verdictText(), verdict);
    QCOMPARE(spy.count(), reveals);
    if (reveals)
        QCOMPARE(spy.first().first().value<Exercise>().id, panel.currentExercise()->id);
    // Editing the answer takes the verdict away.
    QTest::keyClick(panel.answerField(), Qt::Key_Backspace);
    QCOMPARE(panel.verdictText(), QString());
    // Return in the field checks as well.
    panel.answerField()->setText(answer);
    QTest::keyClick(panel.answerField(), Qt::Key_Return);
    QCOMPARE(panel.verdictText(), verdict);
    QCOMPARE(spy.count(), 2 * reveals);
}

void TestExercisePanel::hiddenWithoutExercise()
{
    ExercisePanel panel;
    panel.setExercises(builtIn());
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("no-such-step"));
    QVERIFY(panel.isHidden());
    QCOMPARE(panel.currentIndex(), -1);
    QSignalSpy spy(&panel, &ExercisePanel::revealRequested);
    panel.check();
    QCOMPARE(spy.count(), 0);
}

void TestExercisePanel::cyclesThroughTheStep()
{
    ExercisePanel panel;
    panel.setExercises(builtIn());
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("first-pair"));
    QCOMPARE(panel.count(), 2);
    QVERIFY(!panel.nextQuestionButton()->isHidden());
    const QString first = panel.questionText();
    panel.answerField()->setText(QStringLiteral("1"));
    panel.check();
    QTest::mouseClick(panel.nextQuestionButton(), Qt::LeftButton);
    QCOMPARE(panel.currentIndex(), 1);
    QVERIFY(panel.questionText() != first);
    QVERIFY(panel.answerField()->text().isEmpty());
    QCOMPARE(panel.verdictText(), QString());
    QTest::mouseClick(panel.nextQuestionButton(), Qt::LeftButton);
    QCOMPARE(panel.currentIndex(), 0);
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("subtraction"));
    QCOMPARE(panel.count(), 1);
    QVERIFY(panel.nextQuestionButton()->isHidden());
}

void TestExercisePanel::followsTheLanguage()
{
    ExercisePanel panel;
    panel.setExercises(builtIn());
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("subtraction"));
    const Exercise exercise = *panel.currentExercise();
    QCOMPARE(panel.questionText(), exercise.question.value(QStringLiteral("en")));
    panel.answerField()->setText(QStringLiteral("3"));
    panel.check();
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QTRY_COMPARE(panel.questionText(), exercise.question.value(QStringLiteral("zh_CN")));
    QVERIFY(panel.verdictText().contains(QStringLiteral("2.017479")));
    QVERIFY2(!panel.verdictText().contains(QStringLiteral("Not quite")),
             qPrintable(panel.verdictText()));
    QVERIFY(language::install(QStringLiteral("en")));
    QTRY_COMPARE(panel.questionText(), exercise.question.value(QStringLiteral("en")));
}

QTEST_MAIN(TestExercisePanel)
#include "tst_exercisepanel.moc"
