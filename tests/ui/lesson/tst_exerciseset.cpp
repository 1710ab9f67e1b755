// Tests of the exercise files (ui/lesson/exerciseset.h, docs/exercises.md): the built-in
// exercises (every step of the lesson has one, in both languages; every answer computes; a few
// against values made independently with mpmath at 50 digits), checking answers through an
// exercise, and a table of broken files with the message and line each must give.

#include "exerciseset.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"

#include <QTextDocument>
#include <QtTest>

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
    for (const char *view : {"table", "pairs", "circles", "heatmap", "distance", "similarity",
                             "lab", "layouts", "precision", "checker", "ladder", "scaling",
                             "embeddings", "scores", "rope"})
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
    void errors_data();
    void errors();
    void unreadableFile();
    void stepTextsKeepTheAnswers_data();
    void stepTextsKeepTheAnswers();
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
    for (const Exercise &exercise : set.exercises()) {
        QVERIFY2(std::isfinite(exercise.value), qPrintable(exercise.id));
        QCOMPARE(exercise.value, pe::computeQuantity(exercise.quantity, exercise.input));
        QVERIFY(exercise.line > 0);
        // The computed answer, as the app writes it, is itself a right answer.
        QCOMPARE(exercise.check(exercise.answerText()), pe::AnswerVerdict::Right);
    }
}

// Values made with mpmath at 50 digits (the paper's formula, d 8, base 10000).
void TestExerciseSet::independentValues_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("expected");
    QTest::newRow("sin 4") << QStringLiteral("first-pair-sin") << -0.75680249530792825137;
    QTest::newRow("sin 0.4") << QStringLiteral("second-pair-sin") << 0.38941834230865049167;
    QTest::newRow("|PE(4) - PE(0)|") << QStringLiteral("subtraction-norm") << 1.8619293865176961810;
    QTest::newRow("cos 4") << QStringLiteral("rotation-entry") << -0.65364362086361191464;
    QTest::newRow("PE(5).PE(8)") << QStringLiteral("dot-product-offset") << 1.9648895262775230776;
    QTest::newRow("pair 0 at 7") << QStringLiteral("fast-pair-at-7") << 0.70156645537923969624;
    QTest::newRow("denominator 1000") << QStringLiteral("last-pair-denominator") << 1000.0;
    QTest::newRow("closest q") << QStringLiteral("closest-position") << 6.0;
    QTest::newRow("least turned") << QStringLiteral("least-turned-pair") << 3.0;
    QTest::newRow("table size") << QStringLiteral("table-size") << 8000.0;
    QTest::newRow("concatenated width") << QStringLiteral("concatenation-width") << 16.0;
    QTest::newRow("off") << QStringLiteral("alone-difference") << 0.0;
    QTest::newRow("norm sqrt(d/2)") << QStringLiteral("norm-any-position") << 2.0;
    // The lessons "context" and "rope", mpmath at 30 digits: 512 / (2 pi 10000^(2/128));
    // #{i < 64 : 2 pi 10000^(2i/128) > 2048}; 2047 / 4; 512 / (2 pi b^(64/128)) with the NTK base
    // b = 10000 * 4^(128/126); 4 * 10000^(126/128); sum over i of cos((13 - 10) / 10000^(2i/8));
    // sqrt(768 / 2); 2 pi 10000^(14/16).
    QTest::newRow("context: turns of pair 1 within 512, d 128")
        << QStringLiteral("fast-pair-1-turns") << 70.565121333239200;
    QTest::newRow("context: unseen pairs, L 2048, d 128") << QStringLiteral("unseen-pairs-l2048")
                                                           << 23.0;
    QTest::newRow("context: PI angle at 2047") << QStringLiteral("pi-last-position-angle")
                                               << 511.75;
    QTest::newRow("context: NTK turns of pair 32") << QStringLiteral("ntk-middle-pair-turns")
                                                   << 0.40297846946120300;
    QTest::newRow("context: YaRN denominator of pair 63")
        << QStringLiteral("yarn-slow-pair-denominator") << 34638.572934402600;
    QTest::newRow("rope: PE(10).PE(13)") << QStringLiteral("pp-same-offset")
                                         << 1.9648895262775230776;
    QTest::newRow("rope: |PE| at d 768") << QStringLiteral("pe-norm-768") << 19.595917942265424;
    QTest::newRow("rope: d 16 pair 7 wavelength") << QStringLiteral("partial-slowest-wavelength")
                                                  << 19869.176531592200;
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
    QTest::newRow("sign") << QStringLiteral("first-pair-cos-sign") << QStringLiteral("\u2212")
                          << right << QStringLiteral("\u2212");
    QTest::newRow("sign wrong") << QStringLiteral("first-pair-cos-sign") << QStringLiteral("+")
                                << wrong << QStringLiteral("\u2212");
    QTest::newRow("sign zero") << QStringLiteral("position-zero-sin-sign") << QStringLiteral("0")
                               << right << QStringLiteral("0");
    QTest::newRow("integer") << QStringLiteral("closest-position") << QStringLiteral("6") << right
                             << QStringLiteral("6");
    QTest::newRow("not a choice") << QStringLiteral("least-turned-pair") << QStringLiteral("7")
                                  << static_cast<int>(pe::AnswerVerdict::NotAChoice)
                                  << QStringLiteral("3");
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
    QTest::newRow("unknown top-level key") << replaced(R"("version": 1,)", R"("version": 1, "extra": 1,)")
                                           << QStringLiteral("Line 3: unknown key “extra”");
    QTest::newRow("unknown quantity")
        << replaced(R"("name": "component")", R"("name": "colour")")
        << QStringLiteral("Line 11: exercise “one”: unknown quantity “colour” (known: "
                          "component, component-sign,");
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
    // Issue 23: a key given twice is named where it is given the second time (QJsonDocument
    // would keep one of the values without a word).
    QTest::newRow("exercise key twice")
        << replaced(R"("step": "first-pair",)", R"("step": "first-pair",
      "step": "rotation",)")
        << QStringLiteral("Line 9: “step” is given a second time (first on line 8)");
    QTest::newRow("top-level key twice")
        << replaced(R"("version": 1,)", R"("version": 1,
  "version": 1,)")
        << QStringLiteral("Line 4: “version” is given a second time (first on line 3)");
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

// Predict, then reveal: the text of the step an exercise belongs to (shown right above the
// question) must not print the number the student is asked to predict. Number answers only,
// and not 0 or ±1 (a text may say "every sin is 0" without giving anything away).
void TestExerciseSet::stepTextsKeepTheAnswers()
{
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    const ExerciseSet set = builtIn();
    QStringList leaks;
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons())
        for (const LessonStep &step : lesson.steps()) {
            QTextDocument document;
            document.setHtml(step.html);
            const QString text = document.toPlainText().remove(QChar(0x2060));
            for (const Exercise &exercise :
                 set.forStep(QString::fromLatin1(lesson.id), step.id)) {
                // The two offset questions of the RoPE lesson ask the student to read a value
                // the text shows and see that another cell must equal it: that is the point.
                if (exercise.id == QLatin1String("pp-same-offset")
                    || exercise.id == QLatin1String("pp-negative-offset"))
                    continue;
                if (exercise.kind != pe::AnswerKind::Number
                    || std::fabs(std::fabs(exercise.value) - 1.0) < 5e-7
                    || std::fabs(exercise.value) < 5e-7)
                    continue;
                // The answer as the lesson prints it, and to the three decimals asked for.
                const QString shown = exercise.answerText();
                const QString three = shown.left(shown.indexOf(QLatin1Char('.')) + 4);
                if (text.contains(shown) || text.contains(three + QLatin1Char(' '))
                    || text.contains(three + QLatin1Char(',')))
                    leaks.append(QStringLiteral("%1/%2: %3").arg(exercise.lessonId, exercise.id, shown));
            }
        }
    QVERIFY(language::install(QStringLiteral("en")));
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestExerciseSet)
#include "tst_exerciseset.moc"
