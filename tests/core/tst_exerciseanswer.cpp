// Tests of reading and checking a student's answer (core/exerciseanswer.h): numbers with the true
// minus sign or ASCII '-', a decimal comma or point, tolerances, signs, integers, choices and
// estimates judged by the interval they fall in (range answers).

#include "exerciseanswer.h"

#include <QtTest>

#include <clocale>
#include <stdexcept>

Q_DECLARE_METATYPE(pe::AnswerKind)
Q_DECLARE_METATYPE(pe::AnswerVerdict)

class TestExerciseAnswer : public QObject
{
    Q_OBJECT

private slots:
    void parseNumber_data();
    void parseNumber();
    void parseNumberInAGermanLocale();
    void check_data();
    void check();
    void kinds();
    void badTolerance();
    void rangeIndex_data();
    void rangeIndex();
    void checkRange_data();
    void checkRange();
    void badBounds();
};

void TestExerciseAnswer::parseNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("plain") << QStringLiteral("2.017") << true << 2.017;
    QTest::newRow("ascii minus") << QStringLiteral("-0.99") << true << -0.99;
    QTest::newRow("true minus") << QStringLiteral("\u22120.99") << true << -0.99;
    QTest::newRow("full-width minus") << QStringLiteral("\uFF0D0.5") << true << -0.5;
    QTest::newRow("plus") << QStringLiteral("+1") << true << 1.0;
    QTest::newRow("decimal comma") << QStringLiteral("0,141") << true << 0.141;
    QTest::newRow("leading separator") << QStringLiteral(".5") << true << 0.5;
    QTest::newRow("spaces") << QStringLiteral("  3 ") << true << 3.0;
    QTest::newRow("ideographic space") << QStringLiteral("\u30003\u3000") << true << 3.0;
    QTest::newRow("exponent") << QStringLiteral("1e-3") << true << 0.001;
    QTest::newRow("exponent true minus") << QStringLiteral("2.5E\u22122") << true << 0.025;
    QTest::newRow("empty") << QString() << false << 0.0;
    QTest::newRow("sign alone") << QStringLiteral("-") << false << 0.0;
    QTest::newRow("two separators") << QStringLiteral("1,234.5") << false << 0.0;
    QTest::newRow("letters") << QStringLiteral("abc") << false << 0.0;
    QTest::newRow("trailing text") << QStringLiteral("3 cm") << false << 0.0;
    QTest::newRow("inner space") << QStringLiteral("1 000") << false << 0.0;
    QTest::newRow("nan") << QStringLiteral("nan") << false << 0.0;
    QTest::newRow("inf") << QStringLiteral("inf") << false << 0.0;
    QTest::newRow("huge") << QStringLiteral("1e999") << false << 0.0;
    QTest::newRow("exponent without digits") << QStringLiteral("1e") << false << 0.0;
    QTest::newRow("double minus") << QStringLiteral("--1") << false << 0.0;
}

void TestExerciseAnswer::parseNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double out = 42.0;
    QCOMPARE(pe::parseAnswerNumber(text.toStdString(), &out), ok);
    QCOMPARE(out, ok ? value : 42.0);
}

// A process whose LC_NUMERIC writes ',' (a Qt application takes it from the environment) reads
// '.' and ',' the same.
void TestExerciseAnswer::parseNumberInAGermanLocale()
{
    const char *previous = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = previous ? previous : "C";
    if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8"))
        QSKIP("de_DE.UTF-8 is not installed");
    double a = 0.0;
    double b = 0.0;
    const bool okA = pe::parseAnswerNumber("0.25", &a);
    const bool okB = pe::parseAnswerNumber("0,25", &b);
    std::setlocale(LC_NUMERIC, saved.c_str());
    QVERIFY(okA && okB);
    QCOMPARE(a, 0.25);
    QCOMPARE(b, 0.25);
}

void TestExerciseAnswer::check_data()
{
    QTest::addColumn<pe::AnswerKind>("kind");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<pe::AnswerVerdict>("verdict");
    const auto number = pe::AnswerKind::Number;
    const auto right = pe::AnswerVerdict::Right;
    const auto wrong = pe::AnswerVerdict::Wrong;
    const auto unreadable = pe::AnswerVerdict::Unreadable;
    const double norm = 2.0174788592312322; // |PE(3) - PE(0)|, d 8, base 10000
    QTest::newRow("exact 3 decimals")
        << number << norm << 0.0005 << QStringLiteral("2.017") << right;
    QTest::newRow("six decimals") << number << norm << 0.0005 << QStringLiteral("2.017479")
                                  << right;
    QTest::newRow("comma") << number << norm << 0.0005 << QStringLiteral("2,017") << right;
    QTest::newRow("inside bound") << number << norm << 0.0005 << QStringLiteral("2.0179") << right;
    QTest::newRow("outside bound") << number << norm << 0.0005 << QStringLiteral("2.0181") << wrong;
    QTest::newRow("at the bound") << number << 1.0 << 0.25 << QStringLiteral("1.25") << right;
    QTest::newRow("just beyond") << number << 1.0 << 0.25 << QStringLiteral("1.2500001") << wrong;
    QTest::newRow("zero tolerance exact") << number << 0.0 << 0.0 << QStringLiteral("0") << right;
    QTest::newRow("zero tolerance minus zero")
        << number << 0.0 << 0.0 << QStringLiteral("\u22120") << right;
    QTest::newRow("negative true minus")
        << number << -0.9899924966004454 << 0.0005 << QStringLiteral("\u22120.990") << right;
    QTest::newRow("negative ascii")
        << number << -0.9899924966004454 << 0.0005 << QStringLiteral("-0.990") << right;
    QTest::newRow("wrong sign") << number << -0.9899924966004454 << 0.0005
                                << QStringLiteral("0.990") << wrong;
    QTest::newRow("unreadable") << number << 1.0 << 0.1 << QStringLiteral("one") << unreadable;
    QTest::newRow("empty") << number << 1.0 << 0.1 << QString() << unreadable;
    const auto sign = pe::AnswerKind::Sign;
    QTest::newRow("sign minus") << sign << -1.0 << 0.0 << QStringLiteral("-") << right;
    QTest::newRow("sign true minus") << sign << -0.2 << 0.0 << QStringLiteral("\u2212") << right;
    QTest::newRow("sign word") << sign << -0.2 << 0.0 << QStringLiteral("Negative") << right;
    QTest::newRow("sign chinese") << sign << -0.2 << 0.0 << QStringLiteral("负") << right;
    QTest::newRow("sign plus wrong") << sign << -0.2 << 0.0 << QStringLiteral("+") << wrong;
    QTest::newRow("sign zero") << sign << 0.0 << 0.0 << QStringLiteral("0") << right;
    QTest::newRow("sign chinese zero") << sign << 0.0 << 0.0 << QStringLiteral("零") << right;
    QTest::newRow("sign of a number") << sign << 0.7 << 0.0 << QStringLiteral("0.5") << right;
    QTest::newRow("sign unreadable") << sign << 0.7 << 0.0 << QStringLiteral("up") << unreadable;
    const auto integer = pe::AnswerKind::Integer;
    QTest::newRow("integer right") << integer << 6.0 << 0.0 << QStringLiteral("6") << right;
    QTest::newRow("integer 6.0") << integer << 6.0 << 0.0 << QStringLiteral("6.0") << right;
    QTest::newRow("integer wrong") << integer << 6.0 << 0.0 << QStringLiteral("7") << wrong;
    QTest::newRow("integer fraction")
        << integer << 6.0 << 0.0 << QStringLiteral("6.5") << unreadable;
    QTest::newRow("integer negative")
        << integer << -3.0 << 0.0 << QStringLiteral("\u22123") << right;
    const auto choice = pe::AnswerKind::Choice;
    QTest::newRow("choice right") << choice << 3.0 << 0.0 << QStringLiteral("3") << right;
    QTest::newRow("choice wrong") << choice << 3.0 << 0.0 << QStringLiteral("0") << wrong;
    QTest::newRow("not a choice") << choice << 3.0 << 0.0 << QStringLiteral("9")
                                  << pe::AnswerVerdict::NotAChoice;
}

void TestExerciseAnswer::check()
{
    QFETCH(pe::AnswerKind, kind);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QFETCH(QString, answer);
    QFETCH(pe::AnswerVerdict, verdict);
    QCOMPARE(pe::checkAnswer(kind, expected, tolerance, {0, 1, 2, 3}, answer.toStdString()),
             verdict);
}

void TestExerciseAnswer::kinds()
{
    for (pe::AnswerKind kind : {pe::AnswerKind::Number, pe::AnswerKind::Sign,
                                pe::AnswerKind::Integer, pe::AnswerKind::Choice,
                                pe::AnswerKind::Range}) {
        pe::AnswerKind back = pe::AnswerKind::Number;
        QVERIFY(pe::parseAnswerKind(pe::answerKindId(kind), &back));
        QCOMPARE(back, kind);
    }
    pe::AnswerKind untouched = pe::AnswerKind::Sign;
    QVERIFY(!pe::parseAnswerKind("Number", &untouched));
    QCOMPARE(untouched, pe::AnswerKind::Sign);
}

void TestExerciseAnswer::badTolerance()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::checkAnswer(pe::AnswerKind::Number, 1.0, -0.1, {}, "1"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::checkAnswer(pe::AnswerKind::Number, 1.0, qQNaN(), {}, "1"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::checkAnswer(pe::AnswerKind::Number, qInf(), 0.1, {}, "1"));
}

// Intervals: below the first bound, between two (the lower bound belongs to the upper interval),
// at or above the last.
void TestExerciseAnswer::rangeIndex_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("index");
    QTest::newRow("below") << 12.5 << 0;
    QTest::newRow("just below the first") << 49.999999 << 0;
    QTest::newRow("at the first") << 50.0 << 1;
    QTest::newRow("between") << 72.0 << 1;
    QTest::newRow("at the last") << 90.0 << 2;
    QTest::newRow("above") << 100.0 << 2;
    QTest::newRow("negative") << -3.0 << 0;
}

void TestExerciseAnswer::rangeIndex()
{
    QFETCH(double, value);
    QFETCH(int, index);
    QCOMPARE(int(pe::rangeIndex(value, {50.0, 90.0})), index);
}

// The run gave 41.3 % (below 50) or 96.1 % (90 or more): estimates in the same interval are
// right, with or without a percent sign, a decimal comma, spaces; others wrong; text unreadable.
void TestExerciseAnswer::checkRange_data()
{
    QTest::addColumn<double>("expected");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<pe::AnswerVerdict>("verdict");
    const auto right = pe::AnswerVerdict::Right;
    const auto wrong = pe::AnswerVerdict::Wrong;
    const auto unreadable = pe::AnswerVerdict::Unreadable;
    QTest::newRow("same interval") << 41.3 << QStringLiteral("30") << right;
    QTest::newRow("percent sign") << 41.3 << QStringLiteral("30%") << right;
    QTest::newRow("space and percent") << 41.3 << QStringLiteral(" 30 % ") << right;
    QTest::newRow("full-width percent") << 41.3 << QStringLiteral("30\uFF05") << right;
    QTest::newRow("decimal comma") << 41.3 << QStringLiteral("49,5") << right;
    QTest::newRow("the bound is above") << 41.3 << QStringLiteral("50") << wrong;
    QTest::newRow("other interval") << 41.3 << QStringLiteral("95") << wrong;
    QTest::newRow("top interval") << 96.1 << QStringLiteral("90") << right;
    QTest::newRow("top, far") << 96.1 << QStringLiteral("100 %") << right;
    QTest::newRow("top, wrong") << 96.1 << QStringLiteral("85") << wrong;
    QTest::newRow("percent alone") << 41.3 << QStringLiteral("%") << unreadable;
    QTest::newRow("two percent signs") << 41.3 << QStringLiteral("30%%") << unreadable;
    QTest::newRow("words") << 41.3 << QStringLiteral("about half") << unreadable;
    QTest::newRow("empty") << 41.3 << QString() << unreadable;
}

void TestExerciseAnswer::checkRange()
{
    QFETCH(double, expected);
    QFETCH(QString, answer);
    QFETCH(pe::AnswerVerdict, verdict);
    QCOMPARE(pe::checkRangeAnswer(expected, {50.0, 90.0}, answer.toStdString()), verdict);
}

void TestExerciseAnswer::badBounds()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rangeIndex(1.0, {}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rangeIndex(1.0, {90.0, 50.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rangeIndex(1.0, {50.0, 50.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rangeIndex(1.0, {qQNaN()}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::rangeIndex(qInf(), {50.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::checkAnswer(pe::AnswerKind::Range, 1.0, 0.0, {}, "1"));
}

QTEST_APPLESS_MAIN(TestExerciseAnswer)
#include "tst_exerciseanswer.moc"
