// Tests of the exercise files (ui/lesson/exerciseset.h, docs/exercises.md): the built-in
// exercises (every step of the lesson has one, in both languages; every answer computes; a few
// against values made independently with mpmath at 50 digits), checking answers through an
// exercise, and a table of broken files with the message and line each must give.

#include "exerciseset.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "steptext.h"
#include "viewnumbers.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {

// Every lesson of the registry with its steps (built-in files may name any of them).
ExerciseCatalogue lessonCatalogue()
{
    ExerciseCatalogue catalogue;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        QStringList steps;
        for (const LessonStep &step : lesson.steps())
            steps.append(step.id);
        catalogue.lessons.append({QString::fromLatin1(lesson.id), steps});
    }
    // The tab views of the window's catalogue (ui/shell/viewcatalogue, which this folder may not
    // include; tst_exerciseactions checks the built-in files against the real one).
    for (const char *view :
         {"table", "pairs", "circles", "heatmap", "distance", "similarity", "lab", "layouts",
          "precision", "checker", "ladder", "scaling", "embeddings", "scores", "rope"})
        catalogue.views.append(QLatin1String(view));
    return catalogue;
}

ExerciseSet builtIn()
{
    ExerciseSet set;
    QString error;
    const QStringList files = ExerciseSet::builtInFiles();
    for (const QString &path : files) {
        ExerciseSet one;
        if (!ExerciseSet::load(path, lessonCatalogue(), &one, &error))
            qWarning("%s: %s", qPrintable(path), qPrintable(error));
        set.append(one);
    }
    return set;
}

const Exercise *find(const ExerciseSet &set, const QString &id)
{
    for (const Exercise &exercise : set.exercises())
        if (exercise.id == id)
            return &exercise;
    return nullptr;
}

// n in Chinese numerals as a sentence writes it: 八, 十六, 六十三, 八千 (0 <= n < 10000).
QString chineseNumeral(qint64 n)
{
    static const QString digits = QStringLiteral("零一二三四五六七八九");
    static const QString units = QStringLiteral("千百十");
    if (n == 0)
        return QString(digits[0]);
    QString out;
    bool zero = false;
    for (int k = 0, scale = 1000; scale >= 1; ++k, scale /= 10) {
        const int digit = static_cast<int>(n / scale % 10);
        if (digit == 0) {
            zero = !out.isEmpty();
            continue;
        }
        if (zero)
            out += digits[0];
        zero = false;
        if (!(digit == 1 && scale == 10 && out.isEmpty()))
            out += digits[digit];
        if (scale > 1)
            out += units[k];
    }
    return out;
}

QString englishNumeral(qint64 n)
{
    static const QStringList words
        = {QStringLiteral("zero"),     QStringLiteral("one"),      QStringLiteral("two"),
           QStringLiteral("three"),    QStringLiteral("four"),     QStringLiteral("five"),
           QStringLiteral("six"),      QStringLiteral("seven"),    QStringLiteral("eight"),
           QStringLiteral("nine"),     QStringLiteral("ten"),      QStringLiteral("eleven"),
           QStringLiteral("twelve"),   QStringLiteral("thirteen"), QStringLiteral("fourteen"),
           QStringLiteral("fifteen"),  QStringLiteral("sixteen"),  QStringLiteral("seventeen"),
           QStringLiteral("eighteen"), QStringLiteral("nineteen"), QStringLiteral("twenty")};
    return n >= 0 && n < words.size() ? words.at(int(n)) : QString();
}

// The value a sign question asks the sign of (the component itself), or the answer.
double askedValue(const Exercise &exercise)
{
    if (exercise.quantity == pe::Quantity::ComponentSign)
        return pe::computeQuantity(pe::Quantity::Component, exercise.input);
    return exercise.value;
}

// The forms in which text gives exercise's answer away (empty: none); see
// stepTextsKeepTheAnswers().
QStringList answerLeaks(const Exercise &exercise, const QString &text, const QString &language,
                        bool question = false)
{
    QStringList found;
    const double value = askedValue(exercise);
    const bool whole
        = exercise.kind == pe::AnswerKind::Integer || exercise.kind == pe::AnswerKind::Choice;
    for (const NumberToken &token : numberTokens(text)) {
        if (token.scientific)
            continue;
        // A decimal that is the value rounded to its decimals ("−0.757", "0.000000"); whole
        // numbers only for a whole-number answer from 2 up (0 and 1 number pairs and positions).
        if (token.decimals >= 1
            && std::fabs(token.value - value) <= 0.5 * std::pow(10.0, -token.decimals) + 1e-12)
            found.append(token.text);
        // (A choice question lists its choices, the answer among them.)
        else if (token.decimals == 0 && whole && value >= 2 && token.value == value
                 && !(question && exercise.kind == pe::AnswerKind::Choice))
            found.append(token.text);
    }
    const auto contains = [&text](const QString &pattern) {
        return text.contains(
            QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption));
    };
    if (whole && value >= 2 && value < 10000
        && !(question && exercise.kind == pe::AnswerKind::Choice)) {
        const QString english = englishNumeral(qint64(value));
        if (!english.isEmpty() && contains(QStringLiteral("\\b%1\\b").arg(english)))
            found.append(english);
        const QString chinese = chineseNumeral(qint64(value));
        // Not inside a larger numeral (十六 holds 六).
        if (language == QLatin1String("zh_CN")
            && contains(QStringLiteral(
                            "(?<![零一二三四五六七八九十百千])%1(?![零一二三四五六七八九十百千])")
                            .arg(chinese)))
            found.append(chinese);
    }
    if (exercise.kind == pe::AnswerKind::Number && value == 0.0) {
        // "the difference is zero", 为零; not "position zero", 位置零, 零向量.
        if (contains(QStringLiteral("(?<!position )\\bzero\\b(?! vector)")))
            found.append(QStringLiteral("zero"));
        if (contains(QStringLiteral("(?<!位置)零(?!向量)")))
            found.append(QStringLiteral("零"));
    }
    if (exercise.kind == pe::AnswerKind::Sign && value != 0.0) {
        const bool negative = value < 0;
        const QString said = negative ? QStringLiteral("negative|负数|为负|是负")
                                      : QStringLiteral("positive|正数|为正|是正");
        const QString other = negative ? QStringLiteral("positive|正数|为正|是正")
                                       : QStringLiteral("negative|负数|为负|是负");
        if (contains(said) && !contains(other))
            found.append(negative ? QStringLiteral("negative") : QStringLiteral("positive"));
    }
    return found;
}

// One valid exercise file with a single exercise; the error table replaces parts of it.
const char *const validFile = R"({
  "format": "pe-visualiser-exercises",
  "version": 1,
  "exercises": [
    {
      "id": "one",
      "lesson": "encoding",
      "step": "first-pair",
      "question": { "en": "PE(3)[0]?", "zh_CN": "PE(3)[0]？" },
      "parameters": { "d": 8, "base": 10000, "p": 0, "q": 3 },
      "quantity": { "name": "component", "of": "q", "component": 0 },
      "answer": { "kind": "number", "tolerance": 0.0005 }
    }
  ]
}
)";

// One valid prediction of a training run (the lesson "training", step "beyond-length", which
// trains sinusoidal and learned with L = 6); the error table replaces parts of it.
const char *const validRunFile = R"({
  "format": "pe-visualiser-exercises",
  "version": 1,
  "exercises": [
    {
      "id": "run",
      "lesson": "training",
      "step": "beyond-length",
      "question": { "en": "How well beyond L?", "zh_CN": "超出 L 后表现如何？" },
      "quantity": { "name": "training-accuracy", "scheme": "sinusoidal", "from": 7, "to": 24 },
      "answer": { "kind": "range", "bounds": [50, 90] }
    }
  ]
}
)";

} // namespace

class TestExerciseSet : public QObject
{
    Q_OBJECT

private slots:
    void builtInCoversEveryStep_data();
    void builtInCoversEveryStep();
    void builtInComputes();
    void independentValues_data();
    void independentValues();
    void answers_data();
    void answers();
    void validFileParses();
    void runQuestionParses();
    void errors_data();
    void errors();
    void unreadableFile();
    void stepTextsKeepTheAnswers_data();
    void stepTextsKeepTheAnswers();
    void answerLeaksFound_data();
    void answerLeaksFound();
    void stepViewsKeepTheAnswers();
};

void TestExerciseSet::builtInCoversEveryStep_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("steps");
    QTest::newRow("encoding") << QStringLiteral("encoding") << 15;
    QTest::newRow("context") << QStringLiteral("context") << 8;
    QTest::newRow("rope") << QStringLiteral("rope") << 9;
}

// Every step of every guided lesson has at least one built-in exercise, in both languages.
void TestExerciseSet::builtInCoversEveryStep()
{
    QFETCH(QString, lesson);
    QFETCH(int, steps);
    QVERIFY(!ExerciseSet::builtInFiles().isEmpty());
    const ExerciseSet set = builtIn();
    const lessonregistry::Lesson *entry = lessonregistry::find(lesson);
    QVERIFY(entry);
    const QList<LessonStep> lessonSteps = entry->steps();
    QCOMPARE(lessonSteps.size(), steps);
    for (const LessonStep &step : lessonSteps) {
        const QList<Exercise> exercises = set.forStep(lesson, step.id);
        QVERIFY2(!exercises.isEmpty(), qPrintable(step.id));
        for (const Exercise &exercise : exercises)
            for (const QString &language : ExerciseSet::languages())
                QVERIFY(!exercise.question.value(language).trimmed().isEmpty());
    }
}

void TestExerciseSet::builtInComputes()
{
    const ExerciseSet set = builtIn();
    QVERIFY(set.exercises().size() >= 15);
    int runs = 0;
    for (const Exercise &exercise : set.exercises()) {
        // A prediction of a training run has its value from the run (tst_trainingpredictions).
        if (exercise.run) {
            ++runs;
            QVERIFY(exercise.pending());
            QCOMPARE(exercise.kind, pe::AnswerKind::Range);
            QCOMPARE(exercise.check(QStringLiteral("40")), pe::AnswerVerdict::Unreadable);
            continue;
        }
        QVERIFY2(std::isfinite(exercise.value), qPrintable(exercise.id));
        QVERIFY(!exercise.pending());
        QCOMPARE(exercise.value, pe::computeQuantity(exercise.quantity, exercise.input));
        QVERIFY(exercise.line > 0);
        // The computed answer, as the app writes it, is itself a right answer.
        QCOMPARE(exercise.check(exercise.answerText()), pe::AnswerVerdict::Right);
    }
    // Every step of the training lesson asks for a prediction of its run but the attention maps.
    QCOMPARE(runs, 6);
}

// Values made with mpmath at 50 digits (the paper's formula, d 8, base 10000): every answer of
// the lessons "encoding" and "rope" from tests/data/lesson_exercise_answers.csv (written by
// tests/data/make_lesson_exercise_goldens.py), then a few more below.
void TestExerciseSet::independentValues_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("expected");
    QFile csv(QStringLiteral(PEV_SOURCE_DIR "/tests/data/lesson_exercise_answers.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
    QVERIFY(csv.readLine().startsWith("id,value"));
    int rows = 0;
    while (!csv.atEnd()) {
        const QList<QByteArray> fields = csv.readLine().trimmed().split(',');
        if (fields.size() != 2)
            continue;
        ++rows;
        QTest::newRow(fields.at(0).constData())
            << QString::fromLatin1(fields.at(0)) << fields.at(1).toDouble();
    }
    QVERIFY(rows >= 30);
    QTest::newRow("sin 4") << QStringLiteral("first-pair-sin") << -0.75680249530792825137;
    QTest::newRow("sin 0.4") << QStringLiteral("second-pair-sin") << 0.38941834230865049167;
    QTest::newRow("|PE(4) - PE(0)|") << QStringLiteral("subtraction-norm") << 1.8619293865176961810;
    QTest::newRow("cos 4") << QStringLiteral("rotation-entry") << -0.65364362086361191464;
    QTest::newRow("PE(5).PE(8)") << QStringLiteral("dot-product-offset") << 1.9648895262775230776;
    QTest::newRow("pair 0 at 7") << QStringLiteral("fast-pair-at-7") << 0.70156645537923969624;
    QTest::newRow("table size") << QStringLiteral("table-size") << 8000.0;
    QTest::newRow("concatenated width") << QStringLiteral("concatenation-width") << 16.0;
    // The lessons "context" and "rope", mpmath at 30 digits: 512 / (2 pi 10000^(2/128));
    // #{i < 64 : 2 pi 10000^(2i/128) > 2048}; 2047 / 4; 512 / (2 pi b^(64/128)) with the NTK base
    // b = 10000 * 4^(128/126); 4 * 10000^(126/128); sum over i of cos((13 - 10) / 10000^(2i/8));
    // sqrt(768 / 2); 2 pi 10000^(14/16).
    QTest::newRow("context: turns of pair 1 within 512, d 128")
        << QStringLiteral("fast-pair-1-turns") << 70.565121333239200;
    QTest::newRow("context: unseen pairs, L 2048, d 128")
        << QStringLiteral("unseen-pairs-l2048") << 23.0;
    QTest::newRow("context: PI angle at 1000")
        << QStringLiteral("pi-last-position-angle") << 250.0;
    QTest::newRow("context: NTK turns of pair 32")
        << QStringLiteral("ntk-middle-pair-turns") << 0.40297846946120300;
    QTest::newRow("context: YaRN denominator of pair 63")
        << QStringLiteral("yarn-slow-pair-denominator") << 34638.572934402600;
    QTest::newRow("rope: |PE| at d 768") << QStringLiteral("pe-norm-768") << 19.595917942265424;
    QTest::newRow("rope: d 16 pair 7 wavelength")
        << QStringLiteral("partial-slowest-wavelength") << 19869.176531592200;
}

void TestExerciseSet::independentValues()
{
    QFETCH(QString, id);
    QFETCH(double, expected);
    const ExerciseSet set = builtIn();
    const Exercise *exercise = find(set, id);
    QVERIFY(exercise);
    QVERIFY2(std::fabs(exercise->value - expected) <= 1e-12 * std::max(1.0, std::fabs(expected)),
             qPrintable(QString::number(exercise->value, 'g', 17)));
}

void TestExerciseSet::answers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("answerText");
    const int right = static_cast<int>(pe::AnswerVerdict::Right);
    const int wrong = static_cast<int>(pe::AnswerVerdict::Wrong);
    QTest::newRow("3 decimals") << QStringLiteral("second-pair-sin") << QStringLiteral("0.389")
                                << right << QStringLiteral("0.389418");
    QTest::newRow("decimal comma") << QStringLiteral("second-pair-sin") << QStringLiteral("0,389")
                                   << right << QStringLiteral("0.389418");
    QTest::newRow("outside tolerance")
        << QStringLiteral("second-pair-sin") << QStringLiteral("0.390") << wrong
        << QStringLiteral("0.389418");
    QTest::newRow("true minus") << QStringLiteral("first-pair-sin") << QStringLiteral("\u22120.757")
                                << right << QStringLiteral("\u22120.756802");
    QTest::newRow("ascii minus") << QStringLiteral("rotation-entry") << QStringLiteral("-0.654")
                                 << right << QStringLiteral("\u22120.653644");
    QTest::newRow("sign forgotten") << QStringLiteral("rotation-entry") << QStringLiteral("0.654")
                                    << wrong << QStringLiteral("\u22120.653644");
    QTest::newRow("sign") << QStringLiteral("far-position-sin-sign") << QStringLiteral("\u2212")
                          << right << QStringLiteral("\u2212");
    QTest::newRow("sign wrong") << QStringLiteral("first-pair-cos-sign") << QStringLiteral("\u2212")
                                << wrong << QStringLiteral("+");
    QTest::newRow("sign zero is wrong") << QStringLiteral("first-pair-cos-sign")
                                        << QStringLiteral("0") << wrong << QStringLiteral("+");
    QTest::newRow("integer") << QStringLiteral("closest-position") << QStringLiteral("63") << right
                             << QStringLiteral("63");
    QTest::newRow("not a choice") << QStringLiteral("least-turned-pair") << QStringLiteral("7")
                                  << static_cast<int>(pe::AnswerVerdict::NotAChoice)
                                  << QStringLiteral("0");
}

void TestExerciseSet::answers()
{
    QFETCH(QString, id);
    QFETCH(QString, answer);
    QFETCH(int, verdict);
    QFETCH(QString, answerText);
    const ExerciseSet set = builtIn();
    const Exercise *exercise = find(set, id);
    QVERIFY(exercise);
    QCOMPARE(static_cast<int>(exercise->check(answer)), verdict);
    QCOMPARE(exercise->answerText(), answerText);
}

void TestExerciseSet::validFileParses()
{
    ExerciseSet set;
    QString error;
    QVERIFY2(ExerciseSet::parse(validFile, lessonCatalogue(), &set, &error), qPrintable(error));
    QCOMPARE(set.exercises().size(), 1);
    QCOMPARE(set.exercises().first().line, 5);
    QCOMPARE(set.exercises().first().questionText(QStringLiteral("zh_CN")),
             QStringLiteral("PE(3)[0]？"));
}

// A prediction: pending until its run gives the value, then judged by the interval.
void TestExerciseSet::runQuestionParses()
{
    ExerciseSet set;
    QString error;
    QVERIFY2(ExerciseSet::parse(validRunFile, lessonCatalogue(), &set, &error), qPrintable(error));
    QCOMPARE(set.exercises().size(), 1);
    Exercise exercise = set.exercises().first();
    QVERIFY(exercise.run);
    QCOMPARE(exercise.run->scheme, pe::SchemeKind::Sinusoidal);
    QCOMPARE(exercise.run->from, 7);
    QCOMPARE(exercise.run->to, 24);
    QCOMPARE(exercise.bounds, QList<double>({50.0, 90.0}));
    QVERIFY(exercise.pending());
    QCOMPARE(exercise.answerText(), QStringLiteral("?"));
    QCOMPARE(exercise.rangesText(), QStringLiteral("< 50 % | 50\u201390 % | \u2265 90 %"));
    QCOMPARE(exercise.estimateInterval(QStringLiteral("30 %")), 0);
    QCOMPARE(exercise.estimateInterval(QStringLiteral("95")), 2);
    QCOMPARE(exercise.estimateInterval(QStringLiteral("a lot")), -1);
    exercise.value = 18.46;
    QVERIFY(!exercise.pending());
    QCOMPARE(exercise.answerText(), QStringLiteral("18.5 % (< 50 %)"));
    QCOMPARE(exercise.check(QStringLiteral("25")), pe::AnswerVerdict::Right);
    QCOMPARE(exercise.check(QStringLiteral("60")), pe::AnswerVerdict::Wrong);
}

void TestExerciseSet::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray valid(validFile);
    auto replaced = [&valid](const char *from, const char *to) {
        QByteArray out = valid;
        Q_ASSERT(out.contains(from));
        return out.replace(from, to);
    };
    QTest::newRow("missing comma")
        << replaced(R"("step": "first-pair",)", R"("step": "first-pair")")
        << QStringLiteral("Line 9, column 8: unterminated object");
    QTest::newRow("unterminated string")
        << replaced(R"("id": "one",)", R"("id": "one,)") << QStringLiteral("Line 7, column ");
    QTest::newRow("truncated") << valid.left(valid.indexOf("\"answer\""))
                               << QStringLiteral("Line 12, column ");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("Line 1, column 1: ");
    QTest::newRow("not an object") << QByteArray("[1, 2]\n") << QStringLiteral("Line 1: ");
    QTest::newRow("wrong format") << replaced("pe-visualiser-exercises", "something-else")
                                  << QStringLiteral("Line 2: not an exercise file");
    QTest::newRow("wrong version") << replaced(R"("version": 1)", R"("version": 2)")
                                   << QStringLiteral("Line 3: “version” must be 1");
    QTest::newRow("no exercises") << replaced(R"("exercises": [)", R"("exercises": [], "x": [)")
                                  << QStringLiteral("Line 4: unknown key “x” (known: “format”, "
                                                    "“version”, “exercises”)");
    QTest::newRow("empty exercises")
        << QByteArray(R"({ "format": "pe-visualiser-exercises", "version": 1, "exercises": [] })")
        << QStringLiteral("Line 1: “exercises” must be a list");
    QTest::newRow("unknown top-level key")
        << replaced(R"("version": 1,)", R"("version": 1, "extra": 1,)")
        << QStringLiteral("Line 3: unknown key “extra”");
    QTest::newRow("unknown quantity")
        << replaced(R"("name": "component")", R"("name": "colour")")
        << QStringLiteral("Line 11: exercise “one”: unknown quantity “colour” (known: "
                          "component, component-sign,");
    // Bytes that are not UTF-8 (QJsonDocument would read them as U+FFFD, or refuse
    // them with a JSON message), control characters in a text.
    QTest::newRow("not UTF-8 in a question")
        << replaced(R"("en": "PE(3)[0]?")", "\"en\": \"caf\xe9?\"")
        << QStringLiteral("Line 9: not valid UTF-8 (save the file as UTF-8)");
    QTest::newRow("an encoded surrogate")
        << replaced(R"("id": "one",)", "\"id\": \"o\xed\xa0\x80ne\",")
        << QStringLiteral("Line 6: not valid UTF-8");
    QTest::newRow("ESC in a question")
        << replaced(R"("en": "PE(3)[0]?")", R"("en": "PE\u001b[2J?")")
        << QStringLiteral("Line 9: exercise “one”: the question in “en” holds a control "
                          "character (U+001b) at character 3");
    QTest::newRow("NUL in a question")
        << replaced(R"("en": "PE(3)[0]?")", R"("en": "PE\u0000?")")
        << QStringLiteral("Line 9: exercise “one”: the question in “en” holds a control "
                          "character (U+0000) at character 3");
    QTest::newRow("a C1 control in an id")
        << replaced(R"("id": "one",)", R"("id": "o\u0085ne",)")
        << QStringLiteral("Line 6: exercise “o\\u0085ne”: “id” holds a control character "
                          "(U+0085) at character 2");
    QTest::newRow("question too long")
        << replaced(R"("en": "PE(3)[0]?")",
                    QByteArray("\"en\": \"" + QByteArray(2001, 'x') + "\"").constData())
        << QStringLiteral("Line 9: exercise “one”: the question in “en” is longer than 2000 "
                          "characters");
    QTest::newRow("empty id") << replaced(R"("id": "one",)", R"("id": "",)")
                              << QStringLiteral("Line 6: exercise 1: “id” must be a text that is "
                                                "not empty");
    QTest::newRow("a choice offered twice")
        << replaced(R"("quantity": { "name": "component", "of": "q", "component": 0 },
      "answer": { "kind": "number", "tolerance": 0.0005 })",
                    R"("quantity": { "name": "least-turned-pair" },
      "answer": { "kind": "choice", "choices": [3, 3] })")
        << QStringLiteral("Line 12: exercise “one”: “choices” offers 3 twice");
    {
        // At most 100 choices (a million froze the window: the check is quadratic).
        QByteArray many = "[";
        for (int k = 0; k < 101; ++k)
            many += (k ? ", " : "") + QByteArray::number(k);
        many += "]";
        QTest::newRow("too many choices")
            << replaced(R"("quantity": { "name": "component", "of": "q", "component": 0 },
      "answer": { "kind": "number", "tolerance": 0.0005 })",
                        QByteArray(R"("quantity": { "name": "least-turned-pair" },
      "answer": { "kind": "choice", "choices": )"
                                   + many + " }")
                            .constData())
            << QStringLiteral("Line 12: exercise “one”: “choices” offers 101 choices: at most "
                              "100 are allowed");
    }
    QTest::newRow("missing language")
        << replaced(R"(, "zh_CN": "PE(3)[0]？")", "")
        << QStringLiteral("Line 9: exercise “one”: the question has no text in the language "
                          "“zh_CN”");
    QTest::newRow("empty question") << replaced(R"("en": "PE(3)[0]?")", R"("en": " ")")
                                    << QStringLiteral("Line 9: exercise “one”: the question has "
                                                      "no text in the language “en”");
    QTest::newRow("negative tolerance")
        << replaced(R"("tolerance": 0.0005)", R"("tolerance": -1)")
        << QStringLiteral("Line 12: exercise “one”: a number answer needs a “tolerance” that "
                          "is a number >= 0");
    QTest::newRow("tolerance as text")
        << replaced(R"("tolerance": 0.0005)", R"("tolerance": "small")")
        << QStringLiteral("Line 12: exercise “one”: a number answer needs a “tolerance”");
    QTest::newRow("missing tolerance") << replaced(R"(, "tolerance": 0.0005)", "")
                                       << QStringLiteral("Line 12: exercise “one”: a number "
                                                         "answer needs a “tolerance”");
    QTest::newRow("tolerance on a sign")
        << replaced(R"("kind": "number")", R"("kind": "sign")")
        << QStringLiteral("Line 12: exercise “one”: only a number answer has a “tolerance”");
    QTest::newRow("unknown lesson") << replaced(R"("lesson": "encoding")", R"("lesson": "music")")
                                    << QStringLiteral("Line 7: exercise “one”: unknown lesson "
                                                      "“music” (known: encoding, context");
    QTest::newRow("unknown step") << replaced(R"("step": "first-pair")", R"("step": "last-pair")")
                                  << QStringLiteral("Line 8: exercise “one”: the lesson "
                                                    "“encoding” has no step “last-pair”");
    QTest::newRow("unknown parameter") << replaced(R"("d": 8,)", R"("width": 8,)")
                                       << QStringLiteral("Line 10: exercise “one”: unknown "
                                                         "parameter “width”");
    QTest::newRow("d out of range") << replaced(R"("d": 8,)", R"("d": 9000,)")
                                    << QStringLiteral("Line 10: exercise “one”: “d” must be a "
                                                      "whole number from 1 to 8192");
    QTest::newRow("base 1") << replaced(R"("base": 10000)", R"("base": 1)")
                            << QStringLiteral("Line 10: exercise “one”: base");
    QTest::newRow("component beyond d") << replaced(R"("component": 0)", R"("component": 8)")
                                        << QStringLiteral("Line 11: exercise “one”: its answer "
                                                          "cannot be computed");
    QTest::newRow("unknown kind") << replaced(R"("kind": "number")", R"("kind": "essay")")
                                  << QStringLiteral("Line 12: exercise “one”: unknown answer "
                                                    "kind “essay”");
    QTest::newRow("integer of a real quantity")
        << replaced(R"("kind": "number", "tolerance": 0.0005)", R"("kind": "integer")")
        << QStringLiteral("Line 12: exercise “one”: the quantity “component” is not a whole "
                          "number");
    QTest::newRow("missing answer") << replaced(
        R"(,
      "answer": { "kind": "number", "tolerance": 0.0005 })",
        "") << QStringLiteral("Line 5: exercise “one”: “answer” is missing");
    QTest::newRow("unknown field") << replaced(R"("id": "one",)", R"("id": "one", "hint": 1,)")
                                   << QStringLiteral("Line 5: exercise “one”: unknown field "
                                                     "“hint”");
    QTest::newRow("a number on the line of the list")
        << QByteArray(R"({"format": "pe-visualiser-exercises", "version": 1,
"exercises": [ 3,
  { "id": "two",
    "lesson": "music" } ]})")
        << QStringLiteral("Line 2: exercise 1: an exercise must be an object");
    QTest::newRow("exercise not an object")
        << QByteArray(R"({"format": "pe-visualiser-exercises", "version": 1,
"exercises": [
  3
]})") << QStringLiteral("Line 3: exercise 1: an exercise must be an object");
    QTest::newRow("unknown view") << replaced(R"("id": "one",)", R"("id": "one", "view": "moon",)")
                                  << QStringLiteral("Line 6: exercise “one”: unknown view “moon”");
    // A key given twice is named where it is given the second time (QJsonDocument
    // would keep one of the values without a word).
    QTest::newRow("exercise key twice")
        << replaced(R"("step": "first-pair",)", R"("step": "first-pair",
      "step": "rotation",)")
        << QStringLiteral("Line 9: “step” is given a second time (first on line 8)");
    QTest::newRow("top-level key twice") << replaced(R"("version": 1,)", R"("version": 1,
  "version": 1,)") << QStringLiteral("Line 4: “version” is given a second time (first on line 3)");
    QTest::newRow("parameter twice on one line")
        << replaced(R"("d": 8, "base": 10000)", R"("d": 8, "d": 9, "base": 10000)")
        << QStringLiteral("Line 10: “d” is given a second time (first on line 10)");
    QTest::newRow("override in a key escaped")
        << replaced(R"("id": "one",)", "\"id\": \"one\", \"x\u202Ey\": 1,")
        << QStringLiteral("Line 5: exercise “one”: unknown field “x\\u202ey”");
    QByteArray twice = valid;
    const qsizetype start = valid.indexOf("    {");
    const qsizetype end = valid.indexOf("    }") + 5;
    twice.insert(end, ",\n" + valid.mid(start, end - start));
    const QByteArray run(validRunFile);
    auto runReplaced = [&run](const char *from, const char *to) {
        QByteArray out = run;
        Q_ASSERT(out.contains(from));
        return out.replace(from, to);
    };
    QTest::newRow("run question outside the training lesson")
        << runReplaced(R"("lesson": "training",
      "step": "beyond-length",)",
                       R"("lesson": "encoding",
      "step": "first-pair",)")
        << QStringLiteral("Line 10: exercise “run”: “training-accuracy” is asked only in a step of "
                          "the lesson “training”");
    QTest::newRow("scheme the step does not train")
        << runReplaced(R"("scheme": "sinusoidal")", R"("scheme": "rope")")
        << QStringLiteral("Line 10: exercise “run”: the step trains no scheme “rope” (it trains: "
                          "sinusoidal, learned)");
    QTest::newRow("learned beyond L")
        << runReplaced(R"("scheme": "sinusoidal")", R"("scheme": "learned")")
        << QStringLiteral("Line 10: exercise “run”: “from” must be a whole number from 2 to 6");
    QTest::newRow("beyond the measured lengths")
        << runReplaced(R"("to": 24)", R"("to": 25)")
        << QStringLiteral("Line 10: exercise “run”: “to” must be a whole number from 2 to 24");
    QTest::newRow("from after to")
        << runReplaced(R"("from": 7, "to": 24)", R"("from": 9, "to": 8)")
        << QStringLiteral("Line 10: exercise “run”: “training-accuracy” needs the lengths “from” "
                          "<= “to”, from 2 to 24");
    QTest::newRow("no lengths")
        << runReplaced(R"(, "from": 7, "to": 24)", "")
        << QStringLiteral("Line 10: exercise “run”: “training-accuracy” needs the lengths");
    QTest::newRow("run question's unknown argument")
        << runReplaced(R"("to": 24)", R"("to": 24, "seed": 3)")
        << QStringLiteral("Line 10: exercise “run”: unknown argument “seed”");
    QTest::newRow("run question as a number")
        << runReplaced(R"({ "kind": "range", "bounds": [50, 90] })",
                       R"({ "kind": "number", "tolerance": 5 })")
        << QStringLiteral("Line 11: exercise “run”: a prediction of a training run is a range "
                          "answer");
    QTest::newRow("range of a formula")
        << replaced(R"({ "kind": "number", "tolerance": 0.0005 })",
                    R"({ "kind": "range", "bounds": [0.5] })")
        << QStringLiteral("Line 12: exercise “one”: a range answer predicts a training run: its "
                          "quantity is “training-accuracy”");
    QTest::newRow("bounds not increasing")
        << runReplaced("[50, 90]", "[90, 50]")
        << QStringLiteral("Line 11: exercise “run”: a range answer needs “bounds”: 1 to 4 "
                          "increasing percentages between 0 and 100");
    QTest::newRow("bound of 100") << runReplaced("[50, 90]", "[50, 100]")
                                  << QStringLiteral("Line 11: exercise “run”: a range answer needs");
    QTest::newRow("no bounds") << runReplaced(R"(, "bounds": [50, 90])", "")
                               << QStringLiteral("Line 11: exercise “run”: a range answer needs");
    QTest::newRow("five bounds") << runReplaced("[50, 90]", "[10, 20, 30, 40, 50]")
                                 << QStringLiteral("Line 11: exercise “run”: a range answer needs");
    QTest::newRow("bounds as text") << runReplaced("[50, 90]", R"(["50", "90"])")
                                    << QStringLiteral("Line 11: exercise “run”: a range answer needs");
    QTest::newRow("bounds of a number answer")
        << replaced(R"("tolerance": 0.0005 })", R"("tolerance": 0.0005, "bounds": [1] })")
        << QStringLiteral("Line 12: exercise “one”: only a range answer has “bounds”");
    QTest::newRow("id twice") << twice
                              << QStringLiteral("Line 15: exercise “one”: the id is used "
                                                "twice");
}

void TestExerciseSet::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    ExerciseSet set;
    QString error;
    QVERIFY(!ExerciseSet::parse(json, lessonCatalogue(), &set, &error));
    QVERIFY(set.isEmpty());
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

void TestExerciseSet::unreadableFile()
{
    ExerciseSet set;
    QString error;
    QVERIFY(!ExerciseSet::load(QStringLiteral("/nonexistent/exercises.json"), lessonCatalogue(),
                               &set, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be read")), qPrintable(error));
}

void TestExerciseSet::stepTextsKeepTheAnswers_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
}

// Predict, then reveal: neither the text of the step an exercise belongs to (shown right above
// the question) nor the question itself (alone on the worksheet) may give the answer away, in
// any form: the value in any number of decimals the app prints, a whole-number answer as digits,
// English words or Chinese numerals (八), a zero answer as "zero"/零, and a sign question's
// value itself or its sign word (positive/negative, 正数/负数) when only that one is said.
void TestExerciseSet::stepTextsKeepTheAnswers()
{
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    const ExerciseSet set = builtIn();
    QStringList leaks;
    int checked = 0;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        for (const LessonStep &step : lesson.steps()) {
            const QString text = plainText(step.html);
            for (const Exercise &exercise : set.forStep(QString::fromLatin1(lesson.id), step.id)) {
                ++checked;
                const QString question = exercise.questionText(language);
                for (const QString &form : answerLeaks(exercise, text, language))
                    leaks.append(QStringLiteral("%1/%2: the step's text says “%3”")
                                     .arg(exercise.lessonId, exercise.id, form));
                for (const QString &form : answerLeaks(exercise, question, language, true))
                    leaks.append(QStringLiteral("%1/%2: the question says “%3”")
                                     .arg(exercise.lessonId, exercise.id, form));
            }
        }
    QVERIFY(language::install(QStringLiteral("en")));
    QVERIFY(checked >= 40);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral("; "))));
}

// The leak check itself finds what it must: each row is a text that gives an answer away.
void TestExerciseSet::answerLeaksFound_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("six decimals") << "first-pair-sin"
                                  << "en"
                                  << "sin(4) is −0.756802.";
    QTest::newRow("three decimals") << "first-pair-sin"
                                    << "en"
                                    << "about −0.757, so";
    QTest::newRow("ascii minus") << "first-pair-sin"
                                 << "en"
                                 << "about -0.757.";
    QTest::newRow("digits") << "concatenation-width"
                            << "en"
                            << "it has 16 components";
    QTest::newRow("english word") << "concatenation-width"
                                  << "en"
                                  << "sixteen terms";
    QTest::newRow("chinese numeral") << "concatenation-width"
                                     << "zh_CN"
                                     << "共十六项";
    QTest::newRow("chinese thousands") << "table-size"
                                       << "zh_CN"
                                       << "共八千个数";
    QTest::newRow("sign value") << "far-position-sin-sign"
                                << "en"
                                << "sin gives −0.305614 there";
    QTest::newRow("sign word") << "far-position-sin-sign"
                               << "en"
                               << "sin(10000) is negative";
    QTest::newRow("sign word zh") << "far-position-sin-sign"
                                  << "zh_CN"
                                  << "sin(10000) 是负数";
    QTest::newRow("zero word") << "order-blind-difference"
                               << "en"
                               << "their difference is zero.";
    QTest::newRow("zero decimals") << "order-blind-difference"
                                   << "en"
                                   << "the length is 0.000000";
    QTest::newRow("zero zh") << "order-blind-difference"
                             << "zh_CN"
                             << "两者之差为零。";
}

void TestExerciseSet::answerLeaksFound()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    QFETCH(QString, text);
    const ExerciseSet set = builtIn();
    const Exercise *exercise = find(set, id);
    QVERIFY(exercise);
    QVERIFY2(!answerLeaks(*exercise, text, language).isEmpty(), qPrintable(text));
    // The same sentence with other numbers and words gives nothing away.
    QVERIFY(answerLeaks(*exercise, QStringLiteral("position zero, component 3 of 8"), language)
                .isEmpty());
}

// Predict, then reveal, on the screen: while a question is asked its step's view is shown with
// the step's parameters, and that view must not show the answer either. For a number answer no
// value the view shows (viewNumbers(): the numbers each view computes for its cells, readouts
// and labels) lies within the answer's tolerance, or within half a unit of the sixth decimal; for
// a sign answer the view does not show the component whose sign is asked. A zero answer is left
// out (a view shows zeros in many cells: an order-blind difference of zero is not among them, and
// the step's text may not call it zero: stepTextsKeepTheAnswers()), and so is the Training view,
// whose only numbers are the chance level in percent and the run's accuracies.
void TestExerciseSet::stepViewsKeepTheAnswers()
{
    const ExerciseSet set = builtIn();
    QStringList leaks;
    int checked = 0;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        for (const LessonStep &step : lesson.steps()) {
            if (step.viewId == QLatin1String("training"))
                continue;
            const ViewNumbers shown = viewNumbers(step);
            for (const Exercise &exercise : set.forStep(QString::fromLatin1(lesson.id), step.id)) {
                if (exercise.kind != pe::AnswerKind::Number
                    && exercise.kind != pe::AnswerKind::Sign)
                    continue;
                const double value = askedValue(exercise);
                if (value == 0.0)
                    continue;
                ++checked;
                const double within = exercise.kind == pe::AnswerKind::Number
                    ? std::max(exercise.tolerance, 0.5e-6)
                    : 0.5e-6;
                for (const double v : shown.values)
                    if (std::fabs(v - value) <= within) {
                        leaks.append(QStringLiteral("%1/%2 (step %3, view %4) shows %5")
                                         .arg(exercise.lessonId, exercise.id, step.id,
                                              step.viewId, QString::number(v, 'f', 6)));
                        break;
                    }
            }
        }
    QVERIFY(checked >= 20);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestExerciseSet)
#include "tst_exerciseset.moc"
