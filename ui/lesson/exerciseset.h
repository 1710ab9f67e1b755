#pragma once

#include "exerciseanswer.h"
#include "exercisequantity.h"
#include "lessonstate.h"
#include "training/positionalscheme.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

/// One "predict, then reveal" exercise (the file format is docs/exercises.md):
/// a question in each language, the parameters it sets, the quantity the core computes and how
/// the student's answer is compared with it.
struct Exercise
{
    /// The longest question text a file may hold, in UTF-16 code units (a few sentences).
    static constexpr int maxQuestionLength = 2000;

    QString id; //!< unique within its file
    QString lessonId; //!< the lesson it belongs to, e.g. "encoding"
    QString stepId; //!< the step of that lesson, e.g. "first-pair"
    QMap<QString, QString> question; //!< language ("en", "zh_CN") -> text
    LessonState::Parameters parameters; //!< the state it sets (the lesson's defaults elsewhere)
    pe::Quantity quantity = pe::Quantity::Component;
    pe::ExerciseInput input; //!< the quantity's input (from parameters and its own arguments)
    pe::AnswerKind kind = pe::AnswerKind::Number;
    double tolerance = 0.0; //!< number answers: the largest accepted |answer - value|
    QList<qint64> choices; //!< choice answers: the whole numbers offered
    QString viewId; //!< the view that explains it; empty: the step's view
    int line = 0; //!< the line of its object in the file (1-based)
    double value = 0.0; //!< the computed answer (computeQuantity(), at load; see run)

    /// A prediction of the step's training run (quantity "training-accuracy", lesson
    /// "training"): the mean token accuracy, in percent, of one scheme of the run the step
    /// trains (trainingpresets::find(stepId)) over the sequence lengths from .. to. No formula
    /// gives it: value is NaN (pending()) until that run has finished and setRunValue() is called.
    struct RunQuestion
    {
        pe::SchemeKind scheme = pe::SchemeKind::None;
        int from = 2; //!< the shortest length averaged
        int to = 2; //!< the longest
    };
    std::optional<RunQuestion> run;
    /// Range answers: the bounds of the intervals an estimate is judged by, increasing (percent
    /// for a run question), e.g. {50, 90}: below 50 %, 50 % to 90 %, 90 % or more.
    QList<double> bounds;

    /// True for a run question whose run has not given its value yet.
    bool pending() const;
    /// The interval `index` (0 .. bounds.size()) of a range answer in signs, alike in every
    /// language: "< 50 %", "50–90 %", "≥ 90 %".
    QString rangeText(int index) const;
    /// Every interval of a range answer: "< 50 % | 50–90 % | ≥ 90 %".
    QString rangesText() const;
    /// The interval (0 .. bounds.size()) of the estimate answer gives to a range answer
    /// (pe::parseAnswerEstimate(): a number, % allowed); -1 when it is no estimate or not a range.
    int estimateInterval(const QString &answer) const;

    /// The question in language, or in English when it has none.
    QString questionText(const QString &language) const;
    /// The computed answer as the lesson prints numbers: six decimals and a true minus sign for
    /// number answers, a whole number for integer and choice answers, "+", "−" or "0" for signs,
    /// a percentage with one decimal and its interval for a range ("41.3 % (< 50 %)"; "?"
    /// while pending()).
    QString answerText() const;
    /// Checks the student's text (pe::checkAnswer(), pe::checkRangeAnswer() for a range). A
    /// pending() exercise has nothing to compare with and gives Unreadable: ask
    /// estimateInterval().
    pe::AnswerVerdict check(const QString &answer) const;
};

/// What an exercise file may name: each lesson's id with its step ids, and the view ids (an empty
/// list of views accepts any view id).
struct ExerciseCatalogue
{
    QList<QPair<QString, QStringList>> lessons; //!< lesson id -> its step ids, in order
    QStringList views;
    bool hasLesson(const QString &lessonId) const;
    bool hasStep(const QString &lessonId, const QString &stepId) const;
};

/// A set of exercises read from an exercise file (JSON, docs/exercises.md), validated: every
/// exercise names a known lesson and step, has its question in English and Chinese, known
/// parameters within their ranges, a known quantity with its arguments, an answer kind that
/// suits the quantity and a valid tolerance, and its answer can be computed.
class ExerciseSet
{
    Q_DECLARE_TR_FUNCTIONS(ExerciseSet)

public:
    /// The languages every question must have.
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }
    /// A choice answer offers at most this many choices.
    static constexpr int maxChoices = 100;

    /// Reads json (UTF-8). On success returns true and fills *out; on the first error returns
    /// false, leaves *out untouched and puts one translated line into *error naming the line (and
    /// for syntax errors the column) and, for an exercise, its id or number, e.g.
    /// "Line 12: exercise “first-pair-sin”: unknown quantity “colour” (known: component, ...)".
    static bool parse(const QByteArray &json, const ExerciseCatalogue &catalogue, ExerciseSet *out,
                      QString *error);
    /// Reads the file at path (parse(), with "cannot be read" for an I/O error).
    static bool load(const QString &path, const ExerciseCatalogue &catalogue, ExerciseSet *out,
                     QString *error);
    /// The built-in exercises (resource :/exercises/*.json, one file per lesson); an invalid
    /// built-in file is a programming error caught by the tests, and is skipped here.
    static ExerciseSet builtIn(const ExerciseCatalogue &catalogue);
    /// The paths of the built-in files (for tests and the worksheet).
    static QStringList builtInFiles();

    const QList<Exercise> &exercises() const { return m_exercises; }
    /// The exercises of one step, in file order.
    QList<Exercise> forStep(const QString &lessonId, const QString &stepId) const;
    bool isEmpty() const { return m_exercises.isEmpty(); }
    void append(const ExerciseSet &other) { m_exercises += other.m_exercises; }

private:
    QList<Exercise> m_exercises;
};

Q_DECLARE_METATYPE(Exercise)
