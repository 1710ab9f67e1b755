#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

/// How a student's answer to an exercise is read and compared (docs/exercises.md).
enum class AnswerKind {
    Number, //!< "number": a decimal number, right when within the tolerance of the value
    Sign, //!< "sign": +, - (or the true minus sign U+2212) or 0: right when it is the value's sign
    Integer, //!< "integer": a whole number equal to the value
    Choice, //!< "choice": one of the exercise's listed whole numbers, right when equal
    /// "range": an estimate (a number, a trailing % allowed), right when it falls in the same
    /// interval of the exercise's bounds as the value (checkRangeAnswer(); a prediction of what
    /// a training run will show, whose exact value no one can predict)
    Range,
};

/// "number", "sign", "integer", "choice", "range".
std::string answerKindId(AnswerKind kind);
/// Parses an id of answerKindId() (exact); false and *out untouched otherwise (or null out).
bool parseAnswerKind(const std::string &id, AnswerKind *out);

/// The verdict on one answer.
enum class AnswerVerdict {
    Right,
    Wrong,
    Unreadable, //!< not a number (or sign) at all: the student is asked to write one
    NotAChoice, //!< a whole number that is not one of the choices
};

/// Reads a number the way a student types it (UTF-8): surrounding spaces (also U+3000) ignored; an
/// optional sign, '+', ASCII '-', the true minus sign U+2212 or the full-width U+FF0D and U+FF0B;
/// digits with at most one decimal separator, '.' or ',' (a decimal comma is accepted in every
/// locale, so a German or Chinese student may type either; no grouping separators, so "1,234.5"
/// is unreadable); an optional exponent (e or E, signed). False, *out untouched, for anything
/// else (empty text, two separators, letters, inf, nan).
bool parseAnswerNumber(const std::string &text, double *out);

/// Reads a sign: "+", "-", U+2212, U+FF0D, U+FF0B, "0", or the words "positive", "negative",
/// "zero" (any case) and 正, 负, 零; also any number (its sign). *out becomes +1, -1 or 0; false,
/// *out untouched, for anything else.
bool parseAnswerSign(const std::string &text, int *out);

/// Checks answer against the computed value expected:
/// - Number: |answer - expected| <= tolerance (plus 4 ulp of the larger magnitude, so that a
///   bound written in decimal, e.g. 2.0175 for 2.017479 with tolerance 0.0005... is kept as meant);
/// - Sign: the sign read equals the sign of expected (0 for an exact zero);
/// - Integer: a number without fraction equal to expected;
/// - Choice: an integer that must be one of choices (else NotAChoice), right when equal.
/// Throws std::invalid_argument on a non-finite expected value, for Number on a tolerance that
/// is not finite and >= 0, and for Range (checkRangeAnswer() takes its bounds).
AnswerVerdict checkAnswer(AnswerKind kind, double expected, double tolerance,
                          const std::vector<std::int64_t> &choices, const std::string &answer);

/// The interval of bounds (finite, strictly increasing, at least one) that value falls in:
/// 0 for value < bounds[0], k for bounds[k-1] <= value < bounds[k], bounds.size() for
/// value >= bounds.back(). Throws std::invalid_argument on bounds that are not so, or a value
/// that is not finite.
std::size_t rangeIndex(double value, const std::vector<double> &bounds);

/// Reads an estimate: a number as parseAnswerNumber() reads it, with an optional trailing percent
/// sign (% or the full-width U+FF05, spaces before it allowed). False, *out untouched, otherwise.
bool parseAnswerEstimate(const std::string &text, double *out);

/// Checks a Range answer: the estimate (parseAnswerEstimate()) is Right when
/// rangeIndex(estimate) == rangeIndex(expected), else Wrong; Unreadable when it is no estimate.
/// Throws std::invalid_argument as rangeIndex() does.
AnswerVerdict checkRangeAnswer(double expected, const std::vector<double> &bounds,
                               const std::string &answer);

} // namespace pe
