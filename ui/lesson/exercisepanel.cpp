#include "exercisepanel.h"

#include "displayformat.h"
#include "language.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

ExercisePanel::ExercisePanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_question(new QLabel(this))
    , m_answer(new QLineEdit(this))
    , m_check(new QPushButton(this))
    , m_reveal(new QPushButton(this))
    , m_verdict(new QLabel(this))
    , m_nextQuestion(new QPushButton(this))
    , m_revealNote(new QLabel(this))
    , m_backToStep(new QPushButton(this))
{
    setObjectName(QStringLiteral("exercisePanel"));
    m_answer->setObjectName(QStringLiteral("exerciseAnswer"));
    m_check->setObjectName(QStringLiteral("exerciseCheck"));
    m_verdict->setObjectName(QStringLiteral("exerciseVerdict"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_question->setWordWrap(true);
    // The heading and the question share one label ("Predict, then reveal: question"), so that
    // the panel stays short enough for the lesson panel at 1024 x 768 in presentation mode.
    m_question->setTextFormat(Qt::RichText);
    m_heading->hide();
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_question->setBuddy(m_answer);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_question);
    auto *row = new QHBoxLayout;
    row->addWidget(m_answer, 1);
    row->addWidget(m_check);
    row->addWidget(m_reveal);
    m_reveal->setObjectName(QStringLiteral("exerciseReveal"));
    m_reveal->hide();
    connect(m_reveal, &QPushButton::clicked, this, &ExercisePanel::reveal);
    layout->addLayout(row);
    layout->addWidget(m_verdict);
    layout->addWidget(m_revealNote);
    layout->addWidget(m_backToStep, 0, Qt::AlignLeft);
    layout->addWidget(m_nextQuestion, 0, Qt::AlignLeft);
    m_verdict->hide();
    m_revealNote->setObjectName(QStringLiteral("exerciseRevealNote"));
    m_revealNote->setWordWrap(true);
    m_revealNote->setTextFormat(Qt::PlainText);
    m_revealNote->hide();
    m_backToStep->setObjectName(QStringLiteral("exerciseBackToStep"));
    m_backToStep->hide();
    connect(m_backToStep, &QPushButton::clicked, this, [this] {
        setRevealNote(QString());
        emit backToStepRequested();
    });
    connect(m_check, &QPushButton::clicked, this, &ExercisePanel::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &ExercisePanel::check);
    connect(m_answer, &QLineEdit::textEdited, this, [this] {
        m_checked = false;
        m_verdict->hide();
    });
    connect(m_nextQuestion, &QPushButton::clicked, this,
            [this] { showExercise(m_current.isEmpty() ? -1 : (m_index + 1) % count()); });
    retranslate();
    setVisible(false);
}

void ExercisePanel::setExercises(const ExerciseSet &exercises)
{
    m_exercises = exercises;
    setStep(m_lessonId, m_stepId);
}

void ExercisePanel::setStep(const QString &lessonId, const QString &stepId)
{
    m_lessonId = lessonId;
    m_stepId = stepId;
    m_current = m_exercises.forStep(lessonId, stepId);
    showExercise(m_current.isEmpty() ? -1 : 0);
}

const Exercise *ExercisePanel::currentExercise() const
{
    return m_index >= 0 && m_index < count() ? &m_current.at(m_index) : nullptr;
}

QString ExercisePanel::questionText() const { return m_questionText; }

QString ExercisePanel::verdictText() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

void ExercisePanel::showExercise(int index)
{
    m_index = index;
    m_checked = false;
    m_wrongTries = 0;
    m_revealed = false;
    m_revealedUnasked = false;
    m_waiting = false;
    m_answer->clear();
    m_verdict->hide();
    setRevealNote(QString());
    setVisible(index >= 0);
    retranslate();
    emit exerciseShown();
}

void ExercisePanel::setRevealNote(const QString &note)
{
    m_revealNote->setText(note);
    m_revealNote->setVisible(!note.isEmpty());
    m_backToStep->setVisible(!note.isEmpty());
}

QString ExercisePanel::revealNoteText() const
{
    return m_revealNote->isHidden() ? QString() : m_revealNote->text();
}

QString ExercisePanel::revealNote(const LessonState::Parameters &shown,
                                  const LessonState::Parameters &step)
{
    QStringList now;
    QStringList before;
    const auto differ = [&](bool different, const QString &a, const QString &b) {
        if (different) {
            now << a;
            before << b;
        }
    };
    const auto value = [](const char *name, qint64 v) {
        return QStringLiteral("%1 = %2").arg(QLatin1String(name)).arg(v);
    };
    differ(shown.d != step.d, value("d", shown.d), value("d", step.d));
    differ(shown.base != step.base, QStringLiteral("base = %1").arg(display::compact(shown.base)),
           QStringLiteral("base = %1").arg(display::compact(step.base)));
    differ(shown.p != step.p, value("p", shown.p), value("p", step.p));
    differ(shown.q != step.q, value("q", shown.q), value("q", step.q));
    differ(shown.encodingOn != step.encodingOn,
           shown.encodingOn ? tr("encoding on") : tr("encoding off"),
           step.encodingOn ? tr("encoding on") : tr("encoding off"));
    if (now.isEmpty())
        return QString();
    const QString separator = tr(", ", "list separator");
    return tr("The view now shows the question's values, %1; the text above speaks of %2.")
        .arg(now.join(separator), before.join(separator));
}

void ExercisePanel::setRunValue(double percent)
{
    if (m_index < 0 || m_index >= count() || !m_current.at(m_index).run)
        return;
    Exercise &exercise = m_current[m_index];
    exercise.value = percent;
    if (!m_waiting)
        return;
    m_waiting = false;
    if (!m_revealedUnasked)
        m_lastVerdict = exercise.check(m_answer->text());
    retranslate();
}

void ExercisePanel::check()
{
    const Exercise *exercise = currentExercise();
    if (!exercise)
        return;
    if (exercise->pending()) {
        // A prediction: kept as typed, judged when the run has given its value.
        const bool readable = exercise->estimateInterval(m_answer->text()) >= 0;
        m_lastVerdict = readable ? pe::AnswerVerdict::Right : pe::AnswerVerdict::Unreadable;
        m_checked = true;
        m_revealedUnasked = false;
        m_waiting = readable;
        m_revealed = readable;
        retranslate();
        if (readable)
            emit revealRequested(*exercise);
        return;
    }
    m_lastVerdict = exercise->check(m_answer->text());
    m_checked = true;
    m_revealedUnasked = false;
    // Predict, then reveal: a first wrong answer gets a second try; the second (or a right
    // one) shows the app's value and the view that explains it.
    const bool right = m_lastVerdict == pe::AnswerVerdict::Right;
    const bool wrong = m_lastVerdict == pe::AnswerVerdict::Wrong;
    if (wrong && !m_revealed)
        ++m_wrongTries;
    // A prediction is judged once: trying again after the run has shown its value asks nothing.
    if (right || (wrong && (m_wrongTries >= 2 || exercise->run)))
        m_revealed = true;
    retranslate();
    if ((right || wrong) && m_revealed)
        emit revealRequested(*exercise);
}

void ExercisePanel::reveal()
{
    const Exercise *exercise = currentExercise();
    if (!exercise)
        return;
    m_checked = true;
    m_revealed = true;
    m_revealedUnasked = true;
    m_waiting = exercise->pending();
    retranslate();
    emit revealRequested(*exercise);
}

void ExercisePanel::setRevealOffered(bool offered)
{
    m_reveal->setVisible(offered);
}

void ExercisePanel::retranslate()
{
    // No mnemonic: the views' own controls take the free letters; Return in the field checks.
    m_check->setText(tr("Check"));
    m_check->setToolTip(tr("Compare your answer with the value the app computes, and show the "
                           "view that explains it"));
    m_nextQuestion->setText(tr("Next &question"));
    m_reveal->setText(tr("Reveal"));
    m_reveal->setToolTip(tr("Show the value the app computes, and the view that explains it"));
    m_backToStep->setText(tr("Back to the step"));
    m_backToStep->setToolTip(tr("Set the step's own values and view again"));
    m_answer->setPlaceholderText(tr("Your answer"));
    m_answer->setAccessibleName(tr("Your answer"));
    const Exercise *exercise = currentExercise();
    m_nextQuestion->setVisible(count() > 1);
    if (!exercise)
        return;
    const QString heading = count() > 1
        ? tr("Predict, then reveal (%1 of %2)").arg(m_index + 1).arg(count())
        : tr("Predict, then reveal");
    m_heading->setText(heading);
    m_questionText = exercise->questionText(language::current());
    QString question = m_questionText.toHtmlEscaped();
    if (exercise->kind == pe::AnswerKind::Range)
        question += QStringLiteral(" <i>%1</i>").arg(
            tr("Give a percentage; it counts by its interval: %1.")
                .arg(exercise->rangesText())
                .toHtmlEscaped());
    m_question->setText(QStringLiteral("<b>%1</b> %2").arg(heading.toHtmlEscaped(), question));
    if (!m_checked)
        return;
    QString text;
    if (m_waiting) {
        m_verdict->setText(
            m_revealedUnasked
                ? tr("The model trains now; the run's value follows when it has finished.")
                : tr("Your prediction: %1. The model trains now; the verdict follows when the "
                     "run has finished.")
                      .arg(exercise->rangeText(exercise->estimateInterval(m_answer->text()))));
        m_verdict->show();
        return;
    }
    if (exercise->kind == pe::AnswerKind::Range) {
        const QString value = exercise->answerText();
        if (m_revealedUnasked)
            text = tr("The run gives %1.").arg(value);
        else if (m_lastVerdict == pe::AnswerVerdict::Right)
            text = tr("✓ Right: the run gives %1.").arg(value);
        else if (m_lastVerdict == pe::AnswerVerdict::Wrong)
            text = tr("✗ Not quite: the run gives %1.").arg(value);
        else
            text = tr("Write your estimate as a percentage, e.g. 40 or 40 %.");
        m_verdict->setText(text);
        m_verdict->show();
        return;
    }
    if (m_revealedUnasked) {
        m_verdict->setText(exercise->kind == pe::AnswerKind::Sign
                               ? tr("The sign is %1.").arg(exercise->answerText())
                               : tr("The app computes %1.").arg(exercise->answerText()));
        m_verdict->show();
        return;
    }
    switch (m_lastVerdict) {
    case pe::AnswerVerdict::Right:
        text = exercise->kind == pe::AnswerKind::Sign
            ? tr("✓ Right: the sign is %1.").arg(exercise->answerText())
            : tr("✓ Right: the app computes %1.").arg(exercise->answerText());
        break;
    case pe::AnswerVerdict::Wrong:
        if (!m_revealed)
            text = tr("✗ Not yet. Think again and try once more: the next answer shows the "
                      "app's value.");
        else
            text = exercise->kind == pe::AnswerKind::Sign
                ? tr("✗ Not quite: the sign is %1.").arg(exercise->answerText())
                : tr("✗ Not quite: the app computes %1.").arg(exercise->answerText());
        break;
    case pe::AnswerVerdict::NotAChoice: {
        QStringList choices;
        for (qint64 choice : exercise->choices)
            choices.append(QString::number(choice));
        text = tr("Answer one of %1.").arg(choices.join(tr(", ", "list separator")));
        break;
    }
    case pe::AnswerVerdict::Unreadable:
        switch (exercise->kind) {
        case pe::AnswerKind::Sign:
            text = tr("Answer +, − or 0.");
            break;
        case pe::AnswerKind::Integer:
        case pe::AnswerKind::Choice:
            text = tr("Write a whole number, e.g. 6.");
            break;
        case pe::AnswerKind::Number:
            text = tr("Write a number, e.g. 0.141 or −0.990 (a decimal comma works too).");
            break;
        case pe::AnswerKind::Range: // answered above
            break;
        }
        break;
    }
    m_verdict->setText(text);
    m_verdict->show();
}

void ExercisePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
