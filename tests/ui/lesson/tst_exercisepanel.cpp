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
    void signAnswers();
    void cyclesThroughTheStep();
    void followsTheLanguage();
    void revealNote_data();
    void revealNote();
    void backToStep();
};

void TestExercisePanel::check_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("first"); // the verdict on the first answer
    QTest::addColumn<int>("firstReveals");
    QTest::addColumn<QString>("second"); // on the same answer given again
    QTest::addColumn<int>("reveals"); // after both
    const QString again = QStringLiteral("✗ Not yet. Think again and try once more: the next "
                                         "answer shows the app's value.");
    QTest::newRow("right") << QStringLiteral("subtraction") << QStringLiteral("1.862")
                           << QStringLiteral("✓ Right: the app computes 1.861929.") << 1
                           << QStringLiteral("✓ Right: the app computes 1.861929.") << 2;
    QTest::newRow("wrong twice") << QStringLiteral("subtraction") << QStringLiteral("3") << again
                                 << 0
                                 << QStringLiteral("✗ Not quite: the app computes 1.861929.")
                                 << 1;
    QTest::newRow("wrong negative") << QStringLiteral("rotation") << QStringLiteral("0.99")
                                    << again << 0
                                    << QStringLiteral("✗ Not quite: the app computes "
                                                      "\u22120.653644.")
                                    << 1;
    const QString unreadable = QStringLiteral("Write a number, e.g. 0.141 or \u22120.990 (a "
                                              "decimal comma works too).");
    QTest::newRow("unreadable") << QStringLiteral("subtraction") << QStringLiteral("two")
                                << unreadable << 0 << unreadable << 0;
    QTest::newRow("integer") << QStringLiteral("frequencies") << QStringLiteral("63")
                             << QStringLiteral("✓ Right: the app computes 63.") << 1
                             << QStringLiteral("✓ Right: the app computes 63.") << 2;
}

void TestExercisePanel::check()
{
    QFETCH(QString, step);
    QFETCH(QString, answer);
    QFETCH(QString, first);
    QFETCH(int, firstReveals);
    QFETCH(QString, second);
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
    QCOMPARE(panel.verdictText(), first);
    QCOMPARE(spy.count(), firstReveals);
    if (firstReveals)
        QCOMPARE(spy.first().first().value<Exercise>().id, panel.currentExercise()->id);
    // Editing the answer takes the verdict away.
    QTest::keyClick(panel.answerField(), Qt::Key_Backspace);
    QCOMPARE(panel.verdictText(), QString());
    // Return in the field checks as well.
    panel.answerField()->setText(answer);
    QTest::keyClick(panel.answerField(), Qt::Key_Return);
    QCOMPARE(panel.verdictText(), second);
    QCOMPARE(spy.count(), reveals);
    // The next question starts with a fresh try.
    panel.setStep(QStringLiteral("encoding"), step);
    panel.answerField()->setText(answer);
    panel.check();
    QCOMPARE(panel.verdictText(), first);
}

void TestExercisePanel::signAnswers()
{
    // A sign's verdict names the sign ("the sign is −."), not "the app computes −.": the first
    // sign exercise of the built-in encoding lesson.
    ExercisePanel panel;
    const ExerciseSet all = builtIn();
    panel.setExercises(all);
    const Exercise *sign = nullptr;
    for (const Exercise &exercise : all.exercises())
        if (exercise.kind == pe::AnswerKind::Sign && exercise.lessonId == QLatin1String("encoding")) {
            sign = &exercise;
            break;
        }
    QVERIFY(sign);
    panel.setStep(sign->lessonId, sign->stepId);
    while (panel.currentExercise()->id != sign->id)
        QTest::mouseClick(panel.nextQuestionButton(), Qt::LeftButton);
    panel.answerField()->setText(sign->answerText());
    panel.check();
    QCOMPARE(panel.verdictText(), QStringLiteral("✓ Right: the sign is %1.").arg(sign->answerText()));
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
    panel.check(); // the second wrong answer shows the value
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QTRY_COMPARE(panel.questionText(), exercise.question.value(QStringLiteral("zh_CN")));
    QVERIFY(panel.verdictText().contains(QStringLiteral("1.861929")));
    QVERIFY2(!panel.verdictText().contains(QStringLiteral("Not quite")),
             qPrintable(panel.verdictText()));
    QVERIFY(language::install(QStringLiteral("en")));
    QTRY_COMPARE(panel.questionText(), exercise.question.value(QStringLiteral("en")));
}

void TestExercisePanel::revealNote_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<QString>("note");
    QTest::newRow("same values") << 3 << true << QString();
    QTest::newRow("q") << 4 << true
                       << QStringLiteral("The view now shows the question's values, q = 4; the "
                                         "text above speaks of q = 3.");
    QTest::newRow("q and switch")
        << 5 << false
        << QStringLiteral("The view now shows the question's values, q = 5, encoding off; the "
                          "text above speaks of q = 3, encoding on.");
}

// Texts true to the screen: after a reveal the panel says which values the view shows instead
// of the step's (the step "first-pair" speaks of q = 3).
void TestExercisePanel::revealNote()
{
    QFETCH(int, q);
    QFETCH(bool, on);
    QFETCH(QString, note);
    LessonState::Parameters step;
    LessonState::Parameters shown;
    shown.q = q;
    shown.encodingOn = on;
    QCOMPARE(ExercisePanel::revealNote(shown, step), note);
}

void TestExercisePanel::backToStep()
{
    ExercisePanel panel;
    panel.setExercises(builtIn());
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("first-pair"));
    QCOMPARE(panel.revealNoteText(), QString());
    panel.setRevealNote(QStringLiteral("The view now shows q = 4."));
    panel.show();
    QCOMPARE(panel.revealNoteText(), QStringLiteral("The view now shows q = 4."));
    QVERIFY(panel.backToStepButton()->isVisible());
    QSignalSpy spy(&panel, &ExercisePanel::backToStepRequested);
    QTest::mouseClick(panel.backToStepButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(panel.revealNoteText(), QString());
    QVERIFY(!panel.backToStepButton()->isVisible());
    // Another exercise starts without the note.
    panel.setRevealNote(QStringLiteral("note"));
    panel.setStep(QStringLiteral("encoding"), QStringLiteral("subtraction"));
    QCOMPARE(panel.revealNoteText(), QString());
}

QTEST_MAIN(TestExercisePanel)
#include "tst_exercisepanel.moc"
