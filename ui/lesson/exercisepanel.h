#pragma once

#include "exerciseset.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

/// "Predict, then reveal" in the lesson panel: the current step's exercise
/// (question in the current language), a field for the answer and Check; the verdict says right
/// or wrong. A first wrong answer gets a second try without the value; a right answer or a second
/// wrong one shows the computed answer (six decimals, true minus sign), and revealRequested()
/// asks the window to set the exercise's parameters and show its view. "Next
/// question" cycles through the step's exercises when it has several. Hidden when the step has
/// none. A prediction of a training run (Exercise::run) is judged once, by its interval: Check (or
/// Reveal) keeps the estimate and asks for the run (revealRequested()); the verdict comes when the
/// window hands over the run's value (setRunValue()).
class ExercisePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExercisePanel(QWidget *parent = nullptr);

    /// The exercises to draw from (the built-in ones, or a teacher's file).
    void setExercises(const ExerciseSet &exercises);
    /// Shows the first exercise of this step (hides the panel when there is none).
    void setStep(const QString &lessonId, const QString &stepId);

    /// The shown exercise's index among the step's exercises (-1: none).
    int currentIndex() const { return m_index; }
    int count() const { return static_cast<int>(m_current.size()); }
    const Exercise *currentExercise() const;
    QString questionText() const;
    QString verdictText() const;
    QLineEdit *answerField() const { return m_answer; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *nextQuestionButton() const { return m_nextQuestion; }
    /// Checks the field's text (as Check does).
    void check();
    /// "Reveal" (the presentation card's): shows the app's value without an answer, and asks
    /// the window to show the view that explains it (revealRequested()).
    void reveal();
    /// Offers "Reveal" beside Check (on the presentation card, where the teacher reveals).
    void setRevealOffered(bool offered);
    QPushButton *revealButton() const { return m_reveal; }
    /// After a reveal: says which values the view now shows instead of the step's (note, from
    /// revealNote()) and offers "Back to the step" (backToStepRequested()); an empty note hides
    /// both. Hidden again when another exercise or step is shown.
    void setRevealNote(const QString &note);
    QString revealNoteText() const;
    QPushButton *backToStepButton() const { return m_backToStep; }
    /// The note for a reveal that set `shown` while the step's text speaks of `step`: the
    /// parameters that differ (d, base, p, q, the switch), e.g. "The view now shows q = 4; the
    /// text above speaks of q = 3." Empty when none differs.
    static QString revealNote(const LessonState::Parameters &shown,
                              const LessonState::Parameters &step);
    /// The value of the shown run question (percent), from the run the window trained or read
    /// after revealRequested(): gives the verdict on the kept estimate. Nothing for another kind
    /// of exercise.
    void setRunValue(double percent);
    /// True while a checked or revealed run question waits for its run's value.
    bool waitingForRun() const { return m_waiting; }

signals:
    /// After a checked answer: the window sets exercise.parameters and shows its view.
    void revealRequested(const Exercise &exercise);
    /// "Back to the step": the window sets the step's parameters and view again.
    void backToStepRequested();
    /// Another exercise is shown (a step, "Next question", new exercises), or none
    /// (currentExercise() says which): the class session asks that one.
    void exerciseShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showExercise(int index);
    void retranslate();

    ExerciseSet m_exercises;
    QString m_lessonId;
    QString m_stepId;
    QList<Exercise> m_current;
    int m_index = -1;
    pe::AnswerVerdict m_lastVerdict = pe::AnswerVerdict::Right;
    bool m_checked = false;
    int m_wrongTries = 0; // wrong answers to the exercise shown, before its value was revealed
    bool m_revealed = false; // the app's value has been shown for the exercise shown
    bool m_revealedUnasked = false; // by "Reveal", without an answer
    bool m_waiting = false; // a run question was checked or revealed; its run has not ended
    QString m_questionText;
    QLabel *m_heading = nullptr; // hidden: its text leads the question's label
    QLabel *m_question = nullptr;
    QLineEdit *m_answer = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_reveal = nullptr;
    QLabel *m_verdict = nullptr;
    QPushButton *m_nextQuestion = nullptr;
    QLabel *m_revealNote = nullptr;
    QPushButton *m_backToStep = nullptr;
};
