#include "exerciseset.h"

#include "boundedread.h"
#include "displayformat.h"
#include "echo.h"
#include "trainingpresets.h"

#include <QByteArrayView>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace {

/// Where the exercises and their keys sit in the file: the line of each element of the
/// top-level "exercises" array (an object or not) and of each key directly in it, and the line
/// of each top-level key (1-based). Only called on text that QJsonDocument parsed, so the scan
/// can trust the syntax.
struct ExerciseLines
{
    int line = 0;
    QMap<QString, int> keys;
};

struct FileLines
{
    QList<ExerciseLines> exercises;
    QMap<QString, int> topKeys;
    /// The first key given a second time in one object (QJsonDocument keeps one of the two
    /// values without a word): its name, the line of that second time and of the first.
    QString duplicateKey;
    int duplicateLine = 0;
    int duplicateFirstLine = 0;
};

FileLines scanLines(const QByteArray &json)
{
    struct Level
    {
        char kind; // 'o' object, 'a' array
        bool expectKey;
        QString lastKey;
        QMap<QString, int> keyLines; // of an object: each key's first line
    };
    QList<Level> stack;
    FileLines found;
    int line = 1;
    bool inExercises = false; // the array opened after the top-level key "exercises"
    bool elementStarted = false; // the current element of that array has been counted
    for (qsizetype at = 0; at < json.size(); ++at) {
        const char c = json[at];
        const bool blank = c == ' ' || c == '\t' || c == '\r' || c == '\n';
        if (inExercises && stack.size() == 2 && !elementStarted && !blank && c != ',' && c != ']') {
            found.exercises.append(ExerciseLines {line, {}});
            elementStarted = true;
        }
        if (c == '\n') {
            ++line;
        } else if (c == '"') {
            const int startLine = line;
            QByteArray text;
            for (++at; at < json.size() && json[at] != '"'; ++at) {
                if (json[at] == '\\')
                    text += json[at++];
                if (at < json.size() && json[at] == '\n')
                    ++line;
                if (at < json.size())
                    text += json[at];
            }
            if (!stack.isEmpty() && stack.last().kind == 'o' && stack.last().expectKey) {
                stack.last().expectKey = false;
                stack.last().lastKey = QString::fromUtf8(text);
                const auto seen = stack.last().keyLines.constFind(stack.last().lastKey);
                if (seen != stack.last().keyLines.constEnd()) {
                    if (found.duplicateLine == 0) {
                        found.duplicateKey = stack.last().lastKey;
                        found.duplicateLine = startLine;
                        found.duplicateFirstLine = seen.value();
                    }
                } else {
                    stack.last().keyLines.insert(stack.last().lastKey, startLine);
                }
                if (stack.size() == 1 && !found.topKeys.contains(stack.last().lastKey))
                    found.topKeys.insert(stack.last().lastKey, startLine);
                if (stack.size() == 3 && inExercises && !found.exercises.isEmpty())
                    found.exercises.last().keys.insert(stack.last().lastKey, startLine);
            }
        } else if (c == '{' || c == '[') {
            if (c == '[' && stack.size() == 1 && stack.last().lastKey == QLatin1String("exercises")) {
                inExercises = true;
                elementStarted = false;
            }
            stack.append({c == '{' ? 'o' : 'a', c == '{', QString(), {}});
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
            if (stack.size() == 1)
                inExercises = false;
        } else if (c == ',') {
            if (!stack.isEmpty() && stack.last().kind == 'o')
                stack.last().expectKey = true;
            if (inExercises && stack.size() == 2)
                elementStarted = false;
        }
    }
    return found;
}

/// Line and column (1-based; the column in characters) of a byte offset into UTF-8 text.
QPair<int, int> lineAndColumn(const QByteArray &json, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype at = 0; at < qMin(offset, json.size()); ++at) {
        const auto byte = static_cast<unsigned char>(json[at]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

QString quoted(const QString &text) { return ExerciseSet::tr("“%1”").arg(echo::shown(text)); }

/// An error inside one exercise.
struct ExerciseError
{
    QString key; // the key whose line is named (empty: the exercise's line)
    QString message;
};

bool isWhole(const QJsonValue &value)
{
    return value.isDouble() && std::isfinite(value.toDouble())
        && value.toDouble() == std::floor(value.toDouble());
}

/// Reads a whole number within [low, high] from object[key] into *out (untouched when absent).
template<typename Integer>
void readInteger(const QJsonObject &object, const QString &key, qint64 low, qint64 high,
                 Integer *out, const QString &errorKey)
{
    if (!object.contains(key))
        return;
    const QJsonValue value = object.value(key);
    if (!isWhole(value) || value.toDouble() < static_cast<double>(low)
        || value.toDouble() > static_cast<double>(high))
        throw ExerciseError {errorKey,
                             ExerciseSet::tr("%1 must be a whole number from %2 to %3")
                                 .arg(quoted(key))
                                 .arg(low)
                                 .arg(high)};
    *out = static_cast<Integer>(value.toDouble());
}

void readNumber(const QJsonObject &object, const QString &key, double *out, const QString &errorKey)
{
    if (!object.contains(key))
        return;
    const QJsonValue value = object.value(key);
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        throw ExerciseError {errorKey, ExerciseSet::tr("%1 must be a number").arg(quoted(key))};
    *out = value.toDouble();
}

// The first line (1-based) holding bytes that are not UTF-8, or 0 when every line is UTF-8.
int firstLineNotUtf8(const QByteArray &bytes)
{
    if (QByteArrayView(bytes).isValidUtf8())
        return 0;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype k = 0; k < lines.size(); ++k) {
        if (!QByteArrayView(lines.at(k)).isValidUtf8())
            return static_cast<int>(k + 1);
    }
    return 1;
}

// The first control character of text (C0 but tab and line feed, DEL, C1), or -1: a question
// shows on screen and in the worksheet, where NUL, ESC and their kind show as nothing or break
// the page.
qsizetype firstControl(const QString &text)
{
    for (qsizetype k = 0; k < text.size(); ++k) {
        const char16_t c = text.at(k).unicode();
        if ((c < 0x20 && c != u'\t' && c != u'\n') || (c >= 0x7f && c <= 0x9f))
            return k;
    }
    return -1;
}

QString readString(const QJsonObject &object, const QString &key, const QString &errorKey)
{
    const QJsonValue value = object.value(key);
    if (!value.isString() || value.toString().trimmed().isEmpty())
        throw ExerciseError {errorKey,
                             ExerciseSet::tr("%1 must be a text that is not empty").arg(quoted(key))};
    const qsizetype control = firstControl(value.toString());
    if (control >= 0)
        throw ExerciseError {errorKey,
                             ExerciseSet::tr("%1 holds a control character (U+%2) at character %3")
                                 .arg(quoted(key))
                                 .arg(static_cast<uint>(value.toString().at(control).unicode()), 4,
                                      16, QLatin1Char('0'))
                                 .arg(control + 1)};
    return value.toString();
}

QJsonObject readObject(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (!value.isObject())
        throw ExerciseError {key,
                             object.contains(key)
                                 ? ExerciseSet::tr("%1 must be an object {…}").arg(quoted(key))
                                 : ExerciseSet::tr("%1 is missing").arg(quoted(key))};
    return value.toObject();
}

void checkKeys(const QJsonObject &object, const QStringList &allowed, const QString &errorKey,
               const QString &what)
{
    for (const QString &key : object.keys()) {
        if (!allowed.contains(key))
            throw ExerciseError {errorKey,
                                 ExerciseSet::tr("unknown %1 %2 (known: %3)")
                                     .arg(what, quoted(key), allowed.join(QStringLiteral(", ")))};
    }
}

LessonState::Parameters readParameters(const QJsonObject &object)
{
    const QString key = QStringLiteral("parameters");
    checkKeys(object,
              {QStringLiteral("d"), QStringLiteral("base"), QStringLiteral("p"),
               QStringLiteral("q"), QStringLiteral("encoding"), QStringLiteral("layout"),
               QStringLiteral("padding-idx"), QStringLiteral("scaling"), QStringLiteral("factor"),
               QStringLiteral("train-length"), QStringLiteral("context"),
               QStringLiteral("yarn-alpha"), QStringLiteral("yarn-beta")},
              key, ExerciseSet::tr("parameter"));
    LessonState::Parameters parameters;
    qint64 d = parameters.d;
    readInteger(object, QStringLiteral("d"), pe::PositionalEncoding::minWidth,
                pe::PositionalEncoding::maxWidth, &d, key);
    parameters.d = static_cast<int>(d);
    readNumber(object, QStringLiteral("base"), &parameters.base, key);
    readInteger(object, QStringLiteral("p"), 0, pe::PositionalEncoding::maxPosition, &parameters.p,
                key);
    readInteger(object, QStringLiteral("q"), 0, pe::PositionalEncoding::maxPosition, &parameters.q,
                key);
    if (object.contains(QStringLiteral("encoding"))) {
        const QString on = object.value(QStringLiteral("encoding")).toString();
        if (on != QLatin1String("on") && on != QLatin1String("off"))
            throw ExerciseError {key,
                                 ExerciseSet::tr("%1 must be “on” or “off”")
                                     .arg(quoted(QStringLiteral("encoding")))};
        parameters.encodingOn = on == QLatin1String("on");
    }
    if (object.contains(QStringLiteral("layout"))
        && !pe::parseLayout(object.value(QStringLiteral("layout")).toString().toStdString(),
                            &parameters.layout))
        throw ExerciseError {key,
                             ExerciseSet::tr("unknown layout %1 (known: interleaved, "
                                             "concatenated, tensor2tensor, fairseq)")
                                 .arg(quoted(object.value(QStringLiteral("layout")).toString()))};
    qint64 padding = parameters.paddingIndex;
    readInteger(object, QStringLiteral("padding-idx"), 0, pe::maxPaddingIdx, &padding, key);
    parameters.paddingIndex = static_cast<int>(padding);
    if (object.contains(QStringLiteral("scaling"))
        && !pe::parseMethod(object.value(QStringLiteral("scaling")).toString().toStdString(),
                            &parameters.method))
        throw ExerciseError {key,
                             ExerciseSet::tr("unknown scaling %1 (known: none, pi, ntk, yarn)")
                                 .arg(quoted(object.value(QStringLiteral("scaling")).toString()))};
    readInteger(object, QStringLiteral("train-length"), LessonState::minLength,
                LessonState::maxLength, &parameters.trainLength, key);
    readInteger(object, QStringLiteral("context"), LessonState::minLength, LessonState::maxLength,
                &parameters.contextLength, key);
    if (object.contains(QStringLiteral("factor"))) {
        readNumber(object, QStringLiteral("factor"), &parameters.factor, key);
        parameters.factorFollowsLengths = false;
    } else {
        parameters.factor = static_cast<double>(parameters.contextLength)
            / static_cast<double>(parameters.trainLength);
    }
    readNumber(object, QStringLiteral("yarn-alpha"), &parameters.yarnAlpha, key);
    readNumber(object, QStringLiteral("yarn-beta"), &parameters.yarnBeta, key);
    return parameters;
}

pe::EncodingSpec specOf(const LessonState::Parameters &parameters)
{
    pe::EncodingSpec spec;
    spec.d = parameters.d;
    spec.base = parameters.base;
    spec.layout = parameters.layout;
    spec.paddingIdx = parameters.paddingIndex;
    spec.scaling.method = parameters.method;
    spec.scaling.factor = parameters.factor;
    spec.scaling.trainLength = parameters.trainLength;
    spec.scaling.alpha = parameters.yarnAlpha;
    spec.scaling.beta = parameters.yarnBeta;
    return spec;
}

// "training-accuracy": a prediction of the run of a step of the lesson "training": the scheme
// must be one the step trains, the lengths 2 <= from <= to within the lengths it measures (and
// within L for the learned table, which cannot run beyond it).
void readRunQuestion(const QJsonObject &object, Exercise *exercise)
{
    const QString key = QStringLiteral("quantity");
    checkKeys(object, {QStringLiteral("name"), QStringLiteral("scheme"), QStringLiteral("from"),
                       QStringLiteral("to")},
              key, ExerciseSet::tr("argument"));
    const TrainingPreset *preset = exercise->lessonId == QLatin1String("training")
        ? trainingpresets::find(exercise->stepId)
        : nullptr;
    if (!preset)
        throw ExerciseError {key,
                             ExerciseSet::tr("%1 is asked only in a step of the lesson "
                                             "“training”, which trains a run")
                                 .arg(quoted(QStringLiteral("training-accuracy")))};
    Exercise::RunQuestion run;
    const QString scheme = object.value(QStringLiteral("scheme")).toString();
    QStringList trained;
    bool found = false;
    for (const pe::SchemeSpec &spec : preset->schemes) {
        trained.append(QString::fromStdString(pe::schemeId(spec.kind)));
        if (trained.last() == scheme) {
            run.scheme = spec.kind;
            found = true;
        }
    }
    if (!found)
        throw ExerciseError {key,
                             ExerciseSet::tr("the step trains no scheme %1 (it trains: %2)")
                                 .arg(quoted(scheme), trained.join(QStringLiteral(", ")))};
    const int last = run.scheme == pe::SchemeKind::Learned ? preset->config.trainLength
                                                           : pe::evalMaxLength(preset->config);
    qint64 from = 0;
    qint64 to = 0;
    readInteger(object, QStringLiteral("from"), 2, last, &from, key);
    readInteger(object, QStringLiteral("to"), 2, last, &to, key);
    if (!object.contains(QStringLiteral("from")) || !object.contains(QStringLiteral("to"))
        || from > to)
        throw ExerciseError {key,
                             ExerciseSet::tr("%1 needs the lengths %2 <= %3, from 2 to %4")
                                 .arg(quoted(QStringLiteral("training-accuracy")),
                                      quoted(QStringLiteral("from")), quoted(QStringLiteral("to")))
                                 .arg(last)};
    run.from = static_cast<int>(from);
    run.to = static_cast<int>(to);
    exercise->run = run;
}

void readQuantity(const QJsonObject &object, Exercise *exercise)
{
    const QString key = QStringLiteral("quantity");
    if (object.value(QStringLiteral("name")).toString() == QLatin1String("training-accuracy")) {
        readRunQuestion(object, exercise);
        return;
    }
    checkKeys(object,
              {QStringLiteral("name"), QStringLiteral("component"), QStringLiteral("pair"),
               QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("entry"),
               QStringLiteral("count"), QStringLiteral("implementation"), QStringLiteral("of")},
              key, ExerciseSet::tr("argument"));
    const QString name = object.value(QStringLiteral("name")).toString();
    if (!pe::parseQuantity(name.toStdString(), &exercise->quantity)) {
        QStringList known;
        for (pe::Quantity quantity : pe::allQuantities())
            known.append(QString::fromStdString(pe::quantityId(quantity)));
        known.append(QStringLiteral("training-accuracy"));
        throw ExerciseError {key,
                             ExerciseSet::tr("unknown quantity %1 (known: %2)")
                                 .arg(quoted(name), known.join(QStringLiteral(", ")))};
    }
    pe::ExerciseInput &input = exercise->input;
    qint64 value = input.component;
    readInteger(object, QStringLiteral("component"), 0, pe::PositionalEncoding::maxWidth - 1,
                &value, key);
    input.component = static_cast<int>(value);
    value = input.pair;
    readInteger(object, QStringLiteral("pair"), 0, pe::PositionalEncoding::maxWidth - 1, &value,
                key);
    input.pair = static_cast<int>(value);
    readInteger(object, QStringLiteral("from"), 0, pe::PositionalEncoding::maxPosition, &input.from,
                key);
    readInteger(object, QStringLiteral("to"), 0, pe::PositionalEncoding::maxPosition, &input.to,
                key);
    value = input.entry;
    readInteger(object, QStringLiteral("entry"), 0, 3, &value, key);
    input.entry = static_cast<int>(value);
    readInteger(object, QStringLiteral("count"), 1, pe::PositionalEncoding::maxPosition + 1,
                &input.count, key);
    if (object.contains(QStringLiteral("of"))) {
        const QString of = object.value(QStringLiteral("of")).toString();
        if (of != QLatin1String("p") && of != QLatin1String("q"))
            throw ExerciseError {
                key, ExerciseSet::tr("%1 must be “p” or “q”").arg(quoted(QStringLiteral("of")))};
        input.ofQ = of == QLatin1String("q");
    }
    if (object.contains(QStringLiteral("implementation"))) {
        const QString id = object.value(QStringLiteral("implementation")).toString();
        bool found = false;
        QStringList known;
        for (pe::Implementation implementation : pe::allImplementations()) {
            const QString candidate = QString::fromStdString(pe::implementationId(implementation));
            known.append(candidate);
            if (candidate == id) {
                input.implementation = implementation;
                found = true;
            }
        }
        if (!found)
            throw ExerciseError {key,
                                 ExerciseSet::tr("unknown implementation %1 (known: %2)")
                                     .arg(quoted(id), known.join(QStringLiteral(", ")))};
    }
}

// A range answer's "bounds": 1 to 4 numbers, increasing, inside 0 .. 100 (percent); a range
// answers a run question and only a range does.
void readBounds(const QJsonObject &object, Exercise *exercise)
{
    const QString key = QStringLiteral("answer");
    const bool range = exercise->kind == pe::AnswerKind::Range;
    if (range != exercise->run.has_value())
        throw ExerciseError {key,
                             range ? ExerciseSet::tr("a range answer predicts a training run: its "
                                                     "quantity is %1")
                                         .arg(quoted(QStringLiteral("training-accuracy")))
                                   : ExerciseSet::tr("a prediction of a training run is a range "
                                                     "answer")};
    if (!range) {
        if (object.contains(QStringLiteral("bounds")))
            throw ExerciseError {
                key,
                ExerciseSet::tr("only a range answer has %1").arg(quoted(QStringLiteral("bounds")))};
        return;
    }
    const QJsonValue value = object.value(QStringLiteral("bounds"));
    const QJsonArray bounds = value.toArray();
    const auto fail = [&key] {
        return ExerciseError {key,
                              ExerciseSet::tr("a range answer needs %1: 1 to 4 increasing "
                                              "percentages between 0 and 100")
                                  .arg(quoted(QStringLiteral("bounds")))};
    };
    if (!value.isArray() || bounds.isEmpty() || bounds.size() > 4)
        throw fail();
    for (const QJsonValue &bound : bounds) {
        const double b = bound.toDouble(-1.0);
        if (!bound.isDouble() || !(b > 0.0 && b < 100.0)
            || (!exercise->bounds.isEmpty() && !(exercise->bounds.last() < b)))
            throw fail();
        exercise->bounds.append(b);
    }
}

void readAnswer(const QJsonObject &object, Exercise *exercise)
{
    const QString key = QStringLiteral("answer");
    checkKeys(object,
              {QStringLiteral("kind"), QStringLiteral("tolerance"), QStringLiteral("choices"),
               QStringLiteral("bounds")},
              key, ExerciseSet::tr("answer field"));
    const QString kind = object.value(QStringLiteral("kind")).toString();
    if (!pe::parseAnswerKind(kind.toStdString(), &exercise->kind))
        throw ExerciseError {key,
                             ExerciseSet::tr("unknown answer kind %1 (known: number, sign, "
                                             "integer, choice, range)")
                                 .arg(quoted(kind))};
    readBounds(object, exercise);
    if (exercise->run)
        return;
    if (exercise->kind == pe::AnswerKind::Number) {
        const QJsonValue tolerance = object.value(QStringLiteral("tolerance"));
        if (!tolerance.isDouble() || !std::isfinite(tolerance.toDouble())
            || tolerance.toDouble() < 0.0)
            throw ExerciseError {key,
                                 ExerciseSet::tr("a number answer needs a %1 that is a "
                                                 "number >= 0")
                                     .arg(quoted(QStringLiteral("tolerance")))};
        exercise->tolerance = tolerance.toDouble();
    } else if (object.contains(QStringLiteral("tolerance"))) {
        throw ExerciseError {key,
                             ExerciseSet::tr("only a number answer has a %1")
                                 .arg(quoted(QStringLiteral("tolerance")))};
    }
    if ((exercise->kind == pe::AnswerKind::Integer || exercise->kind == pe::AnswerKind::Choice)
        && !pe::quantityIsInteger(exercise->quantity))
        throw ExerciseError {
            key,
            ExerciseSet::tr("the quantity %1 is not a whole number: ask it "
                            "as a number or a sign")
                .arg(quoted(QString::fromStdString(pe::quantityId(exercise->quantity))))};
    if (exercise->kind == pe::AnswerKind::Choice) {
        const QJsonArray choices = object.value(QStringLiteral("choices")).toArray();
        // Checked before the choices are compared with each other (that is quadratic: 300 000
        // choices froze the window for 14 s).
        if (choices.size() > ExerciseSet::maxChoices)
            throw ExerciseError {key,
                                 ExerciseSet::tr("%1 offers %2 choices: at most %3 are allowed")
                                     .arg(quoted(QStringLiteral("choices")))
                                     .arg(choices.size())
                                     .arg(ExerciseSet::maxChoices)};
        for (const QJsonValue &choice : choices) {
            if (!isWhole(choice) || std::fabs(choice.toDouble()) > 9.0e15)
                throw ExerciseError {key,
                                     ExerciseSet::tr("%1 must be whole numbers")
                                         .arg(quoted(QStringLiteral("choices")))};
            const auto offered = static_cast<qint64>(choice.toDouble());
            if (exercise->choices.contains(offered))
                throw ExerciseError {key,
                                     ExerciseSet::tr("%1 offers %2 twice")
                                         .arg(quoted(QStringLiteral("choices")))
                                         .arg(offered)};
            exercise->choices.append(offered);
        }
        if (exercise->choices.size() < 2)
            throw ExerciseError {key,
                                 ExerciseSet::tr("a choice answer needs %1 with at least two "
                                                 "whole numbers")
                                     .arg(quoted(QStringLiteral("choices")))};
    } else if (object.contains(QStringLiteral("choices"))) {
        throw ExerciseError {
            key,
            ExerciseSet::tr("only a choice answer has %1").arg(quoted(QStringLiteral("choices")))};
    }
}

Exercise readExercise(const QJsonValue &value, const ExerciseCatalogue &catalogue)
{
    if (!value.isObject())
        throw ExerciseError {QString(), ExerciseSet::tr("an exercise must be an object {…}")};
    const QJsonObject object = value.toObject();
    checkKeys(object,
              {QStringLiteral("id"), QStringLiteral("lesson"), QStringLiteral("step"),
               QStringLiteral("question"), QStringLiteral("parameters"), QStringLiteral("quantity"),
               QStringLiteral("answer"), QStringLiteral("view")},
              QString(), ExerciseSet::tr("field"));
    Exercise exercise;
    exercise.id = readString(object, QStringLiteral("id"), QStringLiteral("id"));
    exercise.lessonId = readString(object, QStringLiteral("lesson"), QStringLiteral("lesson"));
    if (!catalogue.hasLesson(exercise.lessonId)) {
        QStringList known;
        for (const auto &lesson : catalogue.lessons)
            known.append(lesson.first);
        throw ExerciseError {QStringLiteral("lesson"),
                             ExerciseSet::tr("unknown lesson %1 (known: %2)")
                                 .arg(quoted(exercise.lessonId), known.join(QStringLiteral(", ")))};
    }
    exercise.stepId = readString(object, QStringLiteral("step"), QStringLiteral("step"));
    if (!catalogue.hasStep(exercise.lessonId, exercise.stepId))
        throw ExerciseError {QStringLiteral("step"),
                             ExerciseSet::tr("the lesson %1 has no step %2")
                                 .arg(quoted(exercise.lessonId), quoted(exercise.stepId))};
    const QJsonObject question = readObject(object, QStringLiteral("question"));
    for (const QString &language : ExerciseSet::languages()) {
        const QJsonValue text = question.value(language);
        if (!text.isString() || text.toString().trimmed().isEmpty())
            throw ExerciseError {QStringLiteral("question"),
                                 ExerciseSet::tr("the question has no text in the language %1")
                                     .arg(quoted(language))};
    }
    for (const QString &language : question.keys()) {
        if (!question.value(language).isString())
            throw ExerciseError {
                QStringLiteral("question"),
                ExerciseSet::tr("the question in %1 must be a text").arg(quoted(language))};
        // A question is a sentence or a few: a longer text is not one (and would take the
        // worksheet's typesetting minutes).
        if (question.value(language).toString().size() > Exercise::maxQuestionLength)
            throw ExerciseError {QStringLiteral("question"),
                                 ExerciseSet::tr("the question in %1 is longer than %2 characters")
                                     .arg(quoted(language))
                                     .arg(Exercise::maxQuestionLength)};
        const QString text = question.value(language).toString();
        const qsizetype control = firstControl(text);
        if (control >= 0)
            throw ExerciseError {
                QStringLiteral("question"),
                ExerciseSet::tr("the question in %1 holds a control character "
                                "(U+%2) at character %3")
                    .arg(quoted(language))
                    .arg(static_cast<uint>(text.at(control).unicode()), 4, 16, QLatin1Char('0'))
                    .arg(control + 1)};
        exercise.question.insert(language, text);
    }
    exercise.parameters = readParameters(object.contains(QStringLiteral("parameters"))
                                             ? readObject(object, QStringLiteral("parameters"))
                                             : QJsonObject());
    exercise.input.spec = specOf(exercise.parameters);
    try {
        pe::validate(exercise.input.spec);
    } catch (const std::invalid_argument &e) {
        throw ExerciseError {QStringLiteral("parameters"), QString::fromUtf8(e.what())};
    }
    exercise.input.p = exercise.parameters.p;
    exercise.input.q = exercise.parameters.q;
    exercise.input.encodingOn = exercise.parameters.encodingOn;
    readQuantity(readObject(object, QStringLiteral("quantity")), &exercise);
    readAnswer(readObject(object, QStringLiteral("answer")), &exercise);
    if (object.contains(QStringLiteral("view"))) {
        exercise.viewId = readString(object, QStringLiteral("view"), QStringLiteral("view"));
        if (!catalogue.views.isEmpty() && !catalogue.views.contains(exercise.viewId))
            throw ExerciseError {
                QStringLiteral("view"),
                ExerciseSet::tr("unknown view %1 (known: %2)")
                    .arg(quoted(exercise.viewId), catalogue.views.join(QStringLiteral(", ")))};
    }
    if (exercise.run) {
        exercise.value = std::numeric_limits<double>::quiet_NaN(); // the run gives it
        return exercise;
    }
    try {
        exercise.value = pe::computeQuantity(exercise.quantity, exercise.input);
    } catch (const std::invalid_argument &e) {
        throw ExerciseError {
            QStringLiteral("quantity"),
            ExerciseSet::tr("its answer cannot be computed: %1").arg(QString::fromUtf8(e.what()))};
    }
    if (!std::isfinite(exercise.value))
        throw ExerciseError {QStringLiteral("quantity"),
                             ExerciseSet::tr("its answer is not a finite number")};
    if (exercise.kind == pe::AnswerKind::Choice
        && !exercise.choices.contains(static_cast<qint64>(exercise.value)))
        throw ExerciseError {QStringLiteral("answer"),
                             ExerciseSet::tr("the computed answer %1 is not one of the choices")
                                 .arg(exercise.answerText())};
    return exercise;
}

} // namespace

QString Exercise::questionText(const QString &language) const
{
    const QString text = question.value(language);
    return text.isEmpty() ? question.value(QStringLiteral("en")) : text;
}

bool Exercise::pending() const { return run.has_value() && !std::isfinite(value); }

QString Exercise::rangeText(int index) const
{
    // Signs, read alike in every language (and on a worksheet in another one than the window's).
    if (index <= 0)
        return QStringLiteral("< %1 %").arg(display::compact(bounds.value(0)));
    if (index >= bounds.size())
        return QStringLiteral("\u2265 %1 %").arg(display::compact(bounds.value(bounds.size() - 1)));
    return QStringLiteral("%1\u2013%2 %").arg(display::compact(bounds.at(index - 1)),
                                              display::compact(bounds.at(index)));
}

QString Exercise::rangesText() const
{
    QStringList all;
    for (int k = 0; k <= bounds.size(); ++k)
        all.append(rangeText(k));
    return all.join(QStringLiteral(" | "));
}

int Exercise::estimateInterval(const QString &answer) const
{
    double estimate = 0.0;
    if (kind != pe::AnswerKind::Range || !pe::parseAnswerEstimate(answer.toStdString(), &estimate))
        return -1;
    return static_cast<int>(
        pe::rangeIndex(estimate, std::vector<double>(bounds.cbegin(), bounds.cend())));
}

QString Exercise::answerText() const
{
    switch (kind) {
    case pe::AnswerKind::Range: {
        if (pending())
            return QStringLiteral("?");
        const std::vector<double> b(bounds.cbegin(), bounds.cend());
        return QStringLiteral("%1 % (%2)")
            .arg(display::number(value, 1), rangeText(static_cast<int>(pe::rangeIndex(value, b))));
    }
    case pe::AnswerKind::Number:
        return display::number(value);
    case pe::AnswerKind::Sign:
        return value > 0.0 ? QStringLiteral("+")
                           : (value < 0.0 ? QStringLiteral("\u2212") : QStringLiteral("0"));
    case pe::AnswerKind::Integer:
    case pe::AnswerKind::Choice:
        break;
    }
    const auto whole = static_cast<qint64>(value);
    return whole < 0 ? QStringLiteral("\u2212") + QString::number(-whole) : QString::number(whole);
}

pe::AnswerVerdict Exercise::check(const QString &answer) const
{
    if (pending())
        return pe::AnswerVerdict::Unreadable;
    if (kind == pe::AnswerKind::Range)
        return pe::checkRangeAnswer(value, std::vector<double>(bounds.cbegin(), bounds.cend()),
                                    answer.toStdString());
    const std::vector<std::int64_t> offered(choices.cbegin(), choices.cend());
    return pe::checkAnswer(kind, value, tolerance, offered, answer.toStdString());
}

bool ExerciseCatalogue::hasLesson(const QString &lessonId) const
{
    for (const auto &lesson : lessons)
        if (lesson.first == lessonId)
            return true;
    return false;
}

bool ExerciseCatalogue::hasStep(const QString &lessonId, const QString &stepId) const
{
    for (const auto &lesson : lessons)
        if (lesson.first == lessonId)
            return lesson.second.contains(stepId);
    return false;
}

bool ExerciseSet::parse(const QByteArray &json, const ExerciseCatalogue &catalogue,
                        ExerciseSet *out, QString *error)
{
    auto fail = [error](int line, const QString &message) {
        if (error)
            *error = tr("Line %1: %2").arg(line).arg(message);
        return false;
    };
    // QJsonDocument replaces bytes that are not UTF-8 with U+FFFD without an error: a file
    // saved in another encoding would become questions full of replacement characters.
    const int badLine = firstLineNotUtf8(json);
    if (badLine > 0)
        return fail(badLine, tr("not valid UTF-8 (save the file as UTF-8)"));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        if (error)
            *error = tr("Line %1, column %2: %3 (not valid JSON)")
                         .arg(line)
                         .arg(column)
                         .arg(parseError.errorString());
        return false;
    }
    if (!document.isObject())
        return fail(
            1,
            tr("the file must hold one object {…} with %1 and %2")
                .arg(quoted(QStringLiteral("format")), quoted(QStringLiteral("exercises"))));
    const QJsonObject root = document.object();
    const FileLines lines = scanLines(json);
    if (lines.duplicateLine > 0) // named where it is given the second time
        return fail(lines.duplicateLine,
                    tr("%1 is given a second time (first on line %2): which one is meant cannot "
                       "be told")
                        .arg(quoted(lines.duplicateKey))
                        .arg(lines.duplicateFirstLine));
    const auto lineOf = [&lines](const QString &key) { return lines.topKeys.value(key, 1); };
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("pe-visualiser-exercises"))
        return fail(lineOf(QStringLiteral("format")),
                    tr("not an exercise file: %1 must be %2")
                        .arg(quoted(QStringLiteral("format")),
                             quoted(QStringLiteral("pe-visualiser-exercises"))));
    if (root.value(QStringLiteral("version")).toDouble() != 1.0)
        return fail(lineOf(QStringLiteral("version")),
                    tr("%1 must be 1 (this version of pe-visualiser reads version 1)")
                        .arg(quoted(QStringLiteral("version"))));
    for (const QString &key : root.keys())
        if (key != QLatin1String("format") && key != QLatin1String("version")
            && key != QLatin1String("exercises"))
            return fail(lineOf(key),
                        tr("unknown key %1 (known: %2, %3, %4)")
                            .arg(quoted(key), quoted(QStringLiteral("format")),
                                 quoted(QStringLiteral("version")),
                                 quoted(QStringLiteral("exercises"))));
    const QJsonArray array = root.value(QStringLiteral("exercises")).toArray();
    if (array.isEmpty())
        return fail(lineOf(QStringLiteral("exercises")),
                    tr("%1 must be a list [ … ] of at least one exercise")
                        .arg(quoted(QStringLiteral("exercises"))));
    ExerciseSet set;
    QSet<QString> ids;
    for (qsizetype k = 0; k < array.size(); ++k) {
        const ExerciseLines where
            = k < lines.exercises.size() ? lines.exercises.at(k) : ExerciseLines {1, {}};
        const QString id = array.at(k).toObject().value(QStringLiteral("id")).toString();
        const QString name
            = id.isEmpty() ? tr("exercise %1").arg(k + 1) : tr("exercise %1").arg(quoted(id));
        try {
            Exercise exercise = readExercise(array.at(k), catalogue);
            exercise.line = where.line;
            if (ids.contains(exercise.id))
                throw ExerciseError {QStringLiteral("id"), tr("the id is used twice")};
            ids.insert(exercise.id);
            set.m_exercises.append(exercise);
        } catch (const ExerciseError &e) {
            return fail(where.keys.value(e.key, where.line), name + tr(": ") + e.message);
        }
    }
    *out = set;
    return true;
}

bool ExerciseSet::load(const QString &path, const ExerciseCatalogue &catalogue, ExerciseSet *out,
                       QString *error)
{
    QByteArray bytes;
    QString why;
    const QString shown = QDir::toNativeSeparators(path);
    QString message;
    switch (boundedread::read(path, 16 * 1024 * 1024, &bytes, &why)) {
    case boundedread::Status::Ok:
        return parse(bytes, catalogue, out, error);
    case boundedread::Status::CannotOpen:
        message = tr("%1 cannot be read: %2").arg(shown, why);
        break;
    case boundedread::Status::NotRegular:
        message = tr("%1 is not a regular file (a pipe or a device): not an exercise file")
                      .arg(shown);
        break;
    case boundedread::Status::TooLarge:
        message = tr("%1 is larger than 16 MiB: not an exercise file").arg(shown);
        break;
    }
    if (error)
        *error = message;
    return false;
}

QStringList ExerciseSet::builtInFiles()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/exercises"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

ExerciseSet ExerciseSet::builtIn(const ExerciseCatalogue &catalogue)
{
    ExerciseSet all;
    for (const QString &path : builtInFiles()) {
        ExerciseSet set;
        QString error;
        if (load(path, catalogue, &set, &error))
            all.append(set);
        else
            qWarning("%s: %s", qPrintable(path), qPrintable(error));
    }
    return all;
}

QList<Exercise> ExerciseSet::forStep(const QString &lessonId, const QString &stepId) const
{
    QList<Exercise> found;
    for (const Exercise &exercise : m_exercises)
        if (exercise.lessonId == lessonId && exercise.stepId == stepId)
            found.append(exercise);
    return found;
}
