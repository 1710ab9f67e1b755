#include "positionalencoding.h"
#include "testsupport.h"
#include "tokenscenario.h"

#include <QtTest>

#include <cmath>
#include <random>
#include <stdexcept>

namespace {

QByteArray message(const char *what, std::size_t j, double actual, double expected)
{
    return QByteArray(what) + "[" + QByteArray::number(qulonglong(j)) + "] actual "
        + QByteArray::number(actual, 'g', 17) + " expected "
        + QByteArray::number(expected, 'g', 17);
}

void verifyAllNear(const std::vector<double> &actual, const std::vector<double> &expected,
                   double tolerance, const char *what)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t j = 0; j < actual.size(); ++j)
        QVERIFY2(std::fabs(actual[j] - expected[j]) <= tolerance,
                 message(what, j, actual[j], expected[j]).constData());
}

std::vector<double> zeros(int d) { return std::vector<double>(std::size_t(d), 0.0); }

} // namespace

class TestTokenScenario : public QObject
{
    Q_OBJECT

private slots:
    void defaultSentence();
    void repeatedWord_data();
    void repeatedWord();
    void invalidSentence_data();
    void invalidSentence();
    void positionContribution_data();
    void positionContribution();
    void inputDifference_data();
    void inputDifference();
    void subtractionCancelsTheEmbedding_data();
    void subtractionCancelsTheEmbedding();
    void widthMismatchThrows();
    void invalidPositionThrows_data();
    void invalidPositionThrows();
};

void TestTokenScenario::defaultSentence()
{
    const pe::TokenScenario scenario;
    QCOMPARE(QByteArray(pe::TokenScenario::defaultSentence), QByteArray("the cat saw the dog"));
    QCOMPARE(QByteArray::fromStdString(scenario.sentence()), QByteArray("the cat saw the dog"));
    const std::vector<std::string> expected {"the", "cat", "saw", "the", "dog"};
    QVERIFY(scenario.tokens() == expected);
    QCOMPARE(QByteArray::fromStdString(scenario.repeatedWord()), QByteArray("the"));
    QCOMPARE(scenario.firstSlot(), 0);
    QCOMPARE(scenario.secondSlot(), 3);
}

void TestTokenScenario::repeatedWord_data()
{
    QTest::addColumn<QByteArray>("sentence");
    QTest::addColumn<QByteArrayList>("tokens");
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");

    QTest::newRow("default") << QByteArray("the cat saw the dog")
                             << QByteArrayList {"the", "cat", "saw", "the", "dog"}
                             << QByteArray("the") << 0 << 3;
    QTest::newRow("case-insensitive")
        << QByteArray("The cat saw THE dog") << QByteArrayList {"The", "cat", "saw", "THE", "dog"}
        << QByteArray("The") << 0 << 3;
    QTest::newRow("mixed white space")
        << QByteArray("  the\tcat  saw\nthe dog \r\n")
        << QByteArrayList {"the", "cat", "saw", "the", "dog"} << QByteArray("the") << 0 << 3;
    QTest::newRow("later word") << QByteArray("one two three two")
                                << QByteArrayList {"one", "two", "three", "two"}
                                << QByteArray("two") << 1 << 3;
    QTest::newRow("adjacent") << QByteArray("go Go") << QByteArrayList {"go", "Go"}
                              << QByteArray("go") << 0 << 1;
    QTest::newRow("punctuation is part of a token")
        << QByteArray("dog. the dog the") << QByteArrayList {"dog.", "the", "dog", "the"}
        << QByteArray("the") << 1 << 3;
}

void TestTokenScenario::repeatedWord()
{
    QFETCH(QByteArray, sentence);
    QFETCH(QByteArrayList, tokens);
    QFETCH(QByteArray, word);
    QFETCH(int, first);
    QFETCH(int, second);

    const pe::TokenScenario scenario(sentence.toStdString());
    QByteArrayList actualTokens;
    for (const std::string &t : scenario.tokens())
        actualTokens.append(QByteArray::fromStdString(t));
    QCOMPARE(actualTokens, tokens);
    QCOMPARE(scenario.firstSlot(), first);
    QCOMPARE(scenario.secondSlot(), second);
    // The word is reported as written in its first slot.
    QCOMPARE(QByteArray::fromStdString(scenario.repeatedWord()), tokens.at(first));
    QCOMPARE(QByteArray::fromStdString(scenario.repeatedWord()).toLower(), word.toLower());
}

void TestTokenScenario::invalidSentence_data()
{
    QTest::addColumn<QByteArray>("sentence");

    QTest::newRow("no repeat") << QByteArray("the cat saw a dog");
    QTest::newRow("prefix is not a repeat") << QByteArray("the then");
    QTest::newRow("single word") << QByteArray("the");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("spaces") << QByteArray("   ");
    QTest::newRow("white space") << QByteArray(" \t\n\r\v\f ");

    QByteArray tooMany = "w w"; // a repeat, but maxTokens + 1 tokens
    for (int k = 2; k <= pe::TokenScenario::maxTokens; ++k)
        tooMany += " x" + QByteArray::number(k);
    QTest::newRow("maxTokens + 1") << tooMany;
}

void TestTokenScenario::invalidSentence()
{
    QFETCH(QByteArray, sentence);

    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenScenario(sentence.toStdString()));
}

void TestTokenScenario::positionContribution_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<bool>("on");

    for (const bool on : {true, false}) {
        const char *state = on ? "on" : "off";
        QTest::addRow("d8_p0_%s", state) << 8 << qint64(0) << on;
        QTest::addRow("d8_p3_%s", state) << 8 << qint64(3) << on;
        QTest::addRow("d5_p7_%s", state) << 5 << qint64(7) << on;
        QTest::addRow("d64_p1000_%s", state) << 64 << qint64(1000) << on;
    }
}

void TestTokenScenario::positionContribution()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(bool, on);

    const pe::PositionalEncoding encoding(d, 10000.0);
    const std::vector<double> a = pe::positionContribution(encoding, p, on);
    const std::vector<double> expected = on ? reference::encoding(d, 10000.0, p) : zeros(d);
    verifyAllNear(a, expected, on ? 1e-12 : 0.0, "A(p)");
    if (!on) // off adds nothing: exact zeros, not PE(0) = [0, 1, 0, 1, ...]
        QVERIFY(a == zeros(d));
}

void TestTokenScenario::inputDifference_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");

    for (const bool on : {true, false}) {
        const char *state = on ? "on" : "off";
        QTest::addRow("d8_0_3_%s", state) << 8 << qint64(0) << qint64(3) << on;
        QTest::addRow("d8_3_0_%s", state) << 8 << qint64(3) << qint64(0) << on;
        QTest::addRow("d8_0_6_%s", state) << 8 << qint64(0) << qint64(6) << on;
        QTest::addRow("d5_0_3_%s", state) << 5 << qint64(0) << qint64(3) << on;
        QTest::addRow("d8_same_%s", state) << 8 << qint64(4) << qint64(4) << on;
    }
}

void TestTokenScenario::inputDifference()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);

    const pe::PositionalEncoding encoding(d, 10000.0);
    std::vector<double> expected = zeros(d);
    if (on) {
        const std::vector<double> pp = reference::encoding(d, 10000.0, p);
        const std::vector<double> pq = reference::encoding(d, 10000.0, q);
        for (std::size_t j = 0; j < expected.size(); ++j)
            expected[j] = pq[j] - pp[j];
    }
    verifyAllNear(pe::inputDifference(encoding, p, q, on), expected, on ? 1e-12 : 0.0,
                  "x(q) - x(p)");
    if (on && d == 8 && p == 0 && q == 3) {
        // The lesson's numbers: PE(3) - PE(0) and its norm 2.017479.
        const std::vector<double> printed {0.141120, -1.989992, 0.295520, -0.044664,
                                           0.029996, -0.000450, 0.003000, -0.000004};
        verifyAllNear(pe::inputDifference(encoding, p, q, on), printed, 1e-6, "lesson");
        QVERIFY(std::fabs(pe::euclideanNorm(pe::inputDifference(encoding, p, q, on)) - 2.017479)
                <= 1e-6);
    }
}

void TestTokenScenario::subtractionCancelsTheEmbedding_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");
    QTest::addColumn<quint32>("seed");

    for (const bool on : {true, false}) {
        for (const quint32 seed : {1u, 2u, 20240611u}) {
            const char *state = on ? "on" : "off";
            QTest::addRow("d8_0_3_%s_seed%u", state, seed)
                << 8 << qint64(0) << qint64(3) << on << seed;
            QTest::addRow("d5_2_9_%s_seed%u", state, seed)
                << 5 << qint64(2) << qint64(9) << on << seed;
            QTest::addRow("d32_100_7_%s_seed%u", state, seed)
                << 32 << qint64(100) << qint64(7) << on << seed;
        }
    }
}

void TestTokenScenario::subtractionCancelsTheEmbedding()
{
    QFETCH(int, d);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);
    QFETCH(quint32, seed);

    // A random, "unknown" embedding E of the repeated word.
    std::mt19937 generator(seed);
    std::uniform_real_distribution<double> uniform(-3.0, 3.0);
    const auto n = static_cast<std::size_t>(d);
    std::vector<double> embedding(n);
    for (double &e : embedding)
        e = uniform(generator);

    // x(p) = E + A(p) and x(q) = E + A(q), numerically, with A from the reference formula.
    const std::vector<double> ap = on ? reference::encoding(d, 10000.0, p) : zeros(d);
    const std::vector<double> aq = on ? reference::encoding(d, 10000.0, q) : zeros(d);
    std::vector<double> xp(n), xq(n), numeric(n);
    for (std::size_t j = 0; j < n; ++j) {
        xp[j] = embedding[j] + ap[j];
        xq[j] = embedding[j] + aq[j];
        numeric[j] = xq[j] - xp[j];
    }

    const pe::PositionalEncoding encoding(d, 10000.0);
    const pe::SymbolicInput sp = pe::symbolicInput(encoding, p, on);
    const pe::SymbolicInput sq = pe::symbolicInput(encoding, q, on);
    QCOMPARE(sp.embeddingCoefficient, 1);
    QCOMPARE(sq.embeddingCoefficient, 1);
    verifyAllNear(sp.evaluate(embedding), xp, 1e-12, "x(p)");
    verifyAllNear(sq.evaluate(embedding), xq, 1e-12, "x(q)");

    const pe::SymbolicInput difference = pe::subtract(sq, sp);
    QCOMPARE(difference.embeddingCoefficient, 0); // E cancels
    // Known without E: the offset alone is the difference ...
    verifyAllNear(difference.offset, numeric, 1e-12, "offset");
    // ... and evaluating at E changes nothing.
    verifyAllNear(difference.evaluate(embedding), numeric, 1e-12, "evaluate(E)");
    verifyAllNear(pe::inputDifference(encoding, p, q, on), numeric, 1e-12, "inputDifference");

    // Subtracting the other way flips the sign; x(p) - x(p) is exactly zero.
    const pe::SymbolicInput reversed = pe::subtract(sp, sq);
    QCOMPARE(reversed.embeddingCoefficient, 0);
    for (std::size_t j = 0; j < n; ++j)
        QVERIFY(std::fabs(reversed.offset[j] + numeric[j]) <= 1e-12);
    const pe::SymbolicInput self = pe::subtract(sp, sp);
    QCOMPARE(self.embeddingCoefficient, 0);
    QVERIFY(self.offset == zeros(d));
}

void TestTokenScenario::widthMismatchThrows()
{
    const pe::PositionalEncoding d8(8, 10000.0);
    const pe::PositionalEncoding d5(5, 10000.0);
    const pe::SymbolicInput a = pe::symbolicInput(d8, 3, true);
    const pe::SymbolicInput b = pe::symbolicInput(d5, 3, true);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::subtract(a, b));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a.evaluate(std::vector<double>(5, 1.0)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a.evaluate(std::vector<double>(9, 1.0)));
}

void TestTokenScenario::invalidPositionThrows_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<bool>("on");

    for (const bool on : {true, false}) {
        const char *state = on ? "on" : "off";
        QTest::addRow("p=-1_%s", state) << qint64(-1) << qint64(3) << on;
        QTest::addRow("q=-1_%s", state) << qint64(0) << qint64(-1) << on;
        QTest::addRow("p=2^31_%s", state) << (qint64(1) << 31) << qint64(3) << on;
        QTest::addRow("q=2^31_%s", state) << qint64(0) << (qint64(1) << 31) << on;
    }
}

void TestTokenScenario::invalidPositionThrows()
{
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(bool, on);

    // Out-of-range positions throw even when the encoding is off.
    const pe::PositionalEncoding encoding(8, 10000.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::inputDifference(encoding, p, q, on));
    const qint64 bad = (p < 0 || p > pe::PositionalEncoding::maxPosition) ? p : q;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::positionContribution(encoding, bad, on));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::symbolicInput(encoding, bad, on));
}

QTEST_APPLESS_MAIN(TestTokenScenario)
#include "tst_tokenscenario.moc"
