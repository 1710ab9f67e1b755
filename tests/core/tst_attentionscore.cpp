#include "attentionscore.h"
#include "goldencsv.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <numeric>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

const pe::ScoreTerm allTerms[] = {
    pe::ScoreTerm::Total,
    pe::ScoreTerm::EmbeddingEmbedding,
    pe::ScoreTerm::EmbeddingPosition,
    pe::ScoreTerm::PositionEmbedding,
    pe::ScoreTerm::PositionPosition,
};

pe::ScoreTerm termFromName(const QByteArray &name)
{
    if (name == "EE")
        return pe::ScoreTerm::EmbeddingEmbedding;
    if (name == "EP")
        return pe::ScoreTerm::EmbeddingPosition;
    if (name == "PE")
        return pe::ScoreTerm::PositionEmbedding;
    if (name == "PP")
        return pe::ScoreTerm::PositionPosition;
    return pe::ScoreTerm::Total;
}

pe::QueryKeyProjections projections(int d, const QByteArray &seed)
{
    return seed.isEmpty() ? pe::QueryKeyProjections(d)
                          : pe::QueryKeyProjections::random(d, seed.toULongLong());
}

// The scores of a sentence at positions 0..n-1.
pe::AttentionScore sentenceScores(const QByteArray &sentence, int d, double base, quint64 seed,
                                  bool scaled, bool encodingOn, const QByteArray &projectionSeed)
{
    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence(sentence.toStdString(), d, seed);
    table.setScaled(scaled);
    return pe::AttentionScore::forTokens(
        table, pe::EmbeddingTable::tokenize(sentence.toStdString()),
        pe::PositionalEncoding(d, base), encodingOn, projections(d, projectionSeed));
}

// A sentence of n tokens over a few repeated words.
QByteArray longSentence(int n)
{
    const char *words[] = {"the", "cat", "saw", "dog", "a", "bird"};
    QByteArray s;
    for (int k = 0; k < n; ++k)
        s += QByteArray(k == 0 ? "" : " ") + words[(k * 7 + k / 3) % 6];
    return s;
}

} // namespace

// The score matrix and its four terms against tests/data/attention_golden.csv
// (make_attention_goldens.py: the embedding doubles of the documented generator, PE and the
// products exact in mpmath at 50 digits) and the article's claims: the four terms add up to the
// score, P.P depends only on the offset, without the encoding the scores only move with the words.
class TestAttentionScore : public QObject
{
    Q_OBJECT

private slots:
    void goldenTerms_data();
    void goldenTerms();
    void termsAddUpToTheScore_data();
    void termsAddUpToTheScore();
    void positionTermDependsOnlyOnTheOffset_data();
    void positionTermDependsOnlyOnTheOffset();
    void orderBlindWithoutTheEncoding_data();
    void orderBlindWithoutTheEncoding();
    void goldenShufflePermutation_data();
    void goldenShufflePermutation();
    void toeplitzCheck_data();
    void toeplitzCheck();
    void inputsAndProjections_data();
    void inputsAndProjections();
    void invalidArguments_data();
    void invalidArguments();
};

void TestAttentionScore::goldenTerms_data()
{
    QTest::addColumn<QByteArray>("sentence");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<bool>("encodingOn");
    QTest::addColumn<QByteArray>("projectionSeed");
    QTest::addColumn<QByteArray>("term");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<double>("expected");

    const golden::Csv csv
        = golden::read("attention_golden.csv",
                       "case,d,base,seed,sentence,scaled,encoding,projection_seed,term,a,b,value");
    // 5 terms for 25 + 25 + 25 + 25 + 9 pairs, plus the closed form of P.P for the 2 cases with
    // identity projections, even d and the encoding on.
    QCOMPARE(csv.rows.size(), 5 * 109 + 50);
    for (const auto &row : csv.rows) {
        const QByteArray tag = row[0] + "_" + row[8] + "_" + row[9] + "_" + row[10];
        QTest::newRow(tag.constData())
            << row[4] << row[1].toInt() << golden::toDouble(row[2]) << row[3].toULongLong()
            << (row[5] == "1") << (row[6] == "1") << row[7] << row[8] << row[9].toInt()
            << row[10].toInt() << golden::toDouble(row[11]);
    }
}

void TestAttentionScore::goldenTerms()
{
    QFETCH(QByteArray, sentence);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(quint64, seed);
    QFETCH(bool, scaled);
    QFETCH(bool, encodingOn);
    QFETCH(QByteArray, projectionSeed);
    QFETCH(QByteArray, term);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(double, expected);

    const pe::AttentionScore scores
        = sentenceScores(sentence, d, base, seed, scaled, encodingOn, projectionSeed);
    const double tolerance = 1e-14 * std::max(1.0, std::fabs(expected));
    if (term == "PP_offset") {
        QVERIFY(scores.positionTermIsOffsetOnly());
        const std::vector<double> closed = scores.positionTermFromOffsets();
        PEV_VERIFY_NEAR(closed[std::size_t(a * scores.tokenCount() + b)], expected, tolerance);
        return;
    }
    PEV_VERIFY_NEAR(scores.value(termFromName(term), a, b), expected, tolerance);
}

void TestAttentionScore::termsAddUpToTheScore_data()
{
    QTest::addColumn<QByteArray>("sentence");
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<bool>("encodingOn");
    QTest::addColumn<QByteArray>("projectionSeed");

    QTest::newRow("lesson") << QByteArray("the cat saw the dog") << 8 << false << true
                            << QByteArray();
    QTest::newRow("lesson scaled")
        << QByteArray("the cat saw the dog") << 8 << true << true << QByteArray();
    QTest::newRow("projected") << QByteArray("the cat saw the dog") << 8 << false << true
                               << QByteArray("2021");
    QTest::newRow("off") << QByteArray("the cat saw the dog") << 8 << false << false
                         << QByteArray();
    QTest::newRow("d 512, 40 tokens") << longSentence(40) << 512 << false << true << QByteArray();
    QTest::newRow("d 512 scaled") << longSentence(12) << 512 << true << true << QByteArray();
    QTest::newRow("d 64 projected scaled")
        << longSentence(9) << 64 << true << true << QByteArray("7");
    QTest::newRow("odd d") << QByteArray("a b a c") << 7 << false << true << QByteArray("3");
}

void TestAttentionScore::termsAddUpToTheScore()
{
    QFETCH(QByteArray, sentence);
    QFETCH(int, d);
    QFETCH(bool, scaled);
    QFETCH(bool, encodingOn);
    QFETCH(QByteArray, projectionSeed);

    const pe::AttentionScore scores
        = sentenceScores(sentence, d, 10000.0, 2017, scaled, encodingOn, projectionSeed);
    const int n = scores.tokenCount();
    double largest = 0.0;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            const double sum = scores.value(pe::ScoreTerm::EmbeddingEmbedding, a, b)
                + scores.value(pe::ScoreTerm::EmbeddingPosition, a, b)
                + scores.value(pe::ScoreTerm::PositionEmbedding, a, b)
                + scores.value(pe::ScoreTerm::PositionPosition, a, b);
            const double total = scores.value(pe::ScoreTerm::Total, a, b);
            // The total is computed from x = E + A, apart from the terms: they agree to rounding.
            const double scale = std::max(1.0, std::fabs(total));
            PEV_VERIFY_NEAR(sum, total, 1e-14 * scale * std::sqrt(double(d)));
            largest = std::max(largest, std::fabs(sum - total));
        }
        // Without the encoding only E.E is left.
        if (!encodingOn) {
            for (int b = 0; b < n; ++b) {
                QCOMPARE(scores.value(pe::ScoreTerm::PositionPosition, a, b), 0.0);
                QCOMPARE(scores.value(pe::ScoreTerm::EmbeddingPosition, a, b), 0.0);
                QCOMPARE(scores.value(pe::ScoreTerm::Total, a, b),
                         scores.value(pe::ScoreTerm::EmbeddingEmbedding, a, b));
            }
        }
    }
    QCOMPARE(scores.largestSumDeviation(), largest);
    for (const pe::ScoreTerm term : allTerms)
        QCOMPARE(scores.matrix(term).size(), std::size_t(n * n));
}

void TestAttentionScore::positionTermDependsOnlyOnTheOffset_data()
{
    QTest::addColumn<QByteArray>("sentence");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QByteArray>("projectionSeed");
    QTest::addColumn<QList<qint64>>("positions"); // empty: p = slot
    QTest::addColumn<bool>("offsetOnly");

    QTest::newRow("lesson") << QByteArray("the cat saw the dog") << 8 << 10000.0 << QByteArray()
                            << QList<qint64> {} << true;
    QTest::newRow("d 64, 30 tokens")
        << longSentence(30) << 64 << 10000.0 << QByteArray() << QList<qint64> {} << true;
    QTest::newRow("d 512, base 100")
        << longSentence(20) << 512 << 100.0 << QByteArray() << QList<qint64> {} << true;
    QTest::newRow("d 8192") << longSentence(6) << 8192 << 10000.0 << QByteArray()
                            << QList<qint64> {} << true;
    QTest::newRow("spread positions")
        << QByteArray("the cat saw the dog") << 16 << 10000.0 << QByteArray()
        << QList<qint64> {0, 100, 5, 105, 1000} << true;
    QTest::newRow("positions up to 8000") << QByteArray("a b c a") << 8 << 10000.0 << QByteArray()
                                          << QList<qint64> {7998, 7999, 8000, 3} << true;
    QTest::newRow("odd d: lone sin") << QByteArray("the cat saw the dog") << 5 << 10000.0
                                     << QByteArray() << QList<qint64> {} << false;
    QTest::newRow("random projections") << QByteArray("the cat saw the dog") << 8 << 10000.0
                                        << QByteArray("2021") << QList<qint64> {} << false;
}

void TestAttentionScore::positionTermDependsOnlyOnTheOffset()
{
    QFETCH(QByteArray, sentence);
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QByteArray, projectionSeed);
    QFETCH(QList<qint64>, positions);
    QFETCH(bool, offsetOnly);

    const std::vector<std::string> tokens = pe::EmbeddingTable::tokenize(sentence.toStdString());
    const pe::EmbeddingTable table(tokens, d);
    std::vector<std::int64_t> p(positions.begin(), positions.end());
    if (p.empty()) {
        p.resize(tokens.size());
        std::iota(p.begin(), p.end(), std::int64_t(0));
    }
    const pe::PositionalEncoding encoding(d, base);
    const pe::AttentionScore scores(table, table.rowsOf(tokens), p, encoding, true,
                                    projections(d, projectionSeed));
    QCOMPARE(scores.positionTermIsOffsetOnly(), offsetOnly);
    const int n = scores.tokenCount();
    const double tolerance = 1e-12;
    const pe::DiagonalCheck check = scores.offsetCheck(pe::ScoreTerm::PositionPosition, tolerance);
    QCOMPARE(check.constant, offsetOnly);
    if (!offsetOnly) {
        QVERIFY2(check.largestDeviation > 1e-9, QByteArray::number(check.largestDeviation));
        return;
    }
    QVERIFY2(check.largestDeviation <= tolerance, QByteArray::number(check.largestDeviation));
    // P.P = sum_i cos((p_b - p_a) omega_i) (the article's section 8).
    const std::vector<double> closed = scores.positionTermFromOffsets();
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            PEV_VERIFY_NEAR(scores.value(pe::ScoreTerm::PositionPosition, a, b),
                            closed[std::size_t(a * n + b)], 1e-12);
    if (positions.isEmpty()) {
        // With p = slot: a Toeplitz matrix, P.P[a][a] = d/2.
        const pe::DiagonalCheck toeplitz = pe::AttentionScore::toeplitzCheck(
            scores.matrix(pe::ScoreTerm::PositionPosition), n, tolerance);
        QVERIFY(toeplitz.constant);
        for (int a = 0; a < n; ++a)
            PEV_VERIFY_NEAR(scores.value(pe::ScoreTerm::PositionPosition, a, a), d / 2.0, 1e-12);
        // The total is not Toeplitz: the words differ.
        QVERIFY(
            !pe::AttentionScore::toeplitzCheck(scores.matrix(pe::ScoreTerm::Total), n, tolerance)
                 .constant);
    }
}

void TestAttentionScore::orderBlindWithoutTheEncoding_data()
{
    QTest::addColumn<bool>("encodingOn");
    QTest::addColumn<QByteArray>("projectionSeed");
    QTest::addColumn<quint64>("shuffleSeed");

    QTest::newRow("off") << false << QByteArray() << quint64(7);
    QTest::newRow("off, other shuffle") << false << QByteArray() << quint64(2017);
    QTest::newRow("off, projected") << false << QByteArray("2021") << quint64(7);
    QTest::newRow("on") << true << QByteArray() << quint64(7);
    QTest::newRow("on, projected") << true << QByteArray("2021") << quint64(1);
}

void TestAttentionScore::orderBlindWithoutTheEncoding()
{
    QFETCH(bool, encodingOn);
    QFETCH(QByteArray, projectionSeed);
    QFETCH(quint64, shuffleSeed);

    const std::vector<std::string> tokens {"the", "cat", "saw", "the", "dog"};
    const pe::EmbeddingTable table(tokens, 8);
    const pe::PositionalEncoding encoding(8);
    const auto proj = projections(8, projectionSeed);
    const auto scores = pe::AttentionScore::forTokens(table, tokens, encoding, encodingOn, proj);

    // The two "the" (slots 0 and 3): identical score rows and columns without the encoding.
    bool identical = true;
    for (int b = 0; b < 5; ++b) {
        identical = identical
            && golden::bits(scores.value(pe::ScoreTerm::Total, 0, b))
                == golden::bits(scores.value(pe::ScoreTerm::Total, 3, b))
            && golden::bits(scores.value(pe::ScoreTerm::Total, b, 0))
                == golden::bits(scores.value(pe::ScoreTerm::Total, b, 3));
    }
    QCOMPARE(identical, !encodingOn);

    const std::vector<int> perm
        = pe::AttentionScore::shufflePermutation(scores.rows(), shuffleSeed);
    QVERIFY(pe::AttentionScore::permuted(scores.rows(), perm) != scores.rows());
    const pe::AttentionScore shuffled = scores.shuffled(perm);
    // The same as building the scores of the shuffled sentence.
    const auto rebuilt = pe::AttentionScore::forTokens(
        table, pe::AttentionScore::permuted(tokens, perm), encoding, encodingOn, proj);
    for (const pe::ScoreTerm term : allTerms)
        QVERIFY(shuffled.matrix(term) == rebuilt.matrix(term));
    QVERIFY(shuffled.positions() == scores.positions());

    // E.E only moves with the words, always; the total too without the encoding (exactly).
    QCOMPARE(scores.permutationDeviation(shuffled, perm, pe::ScoreTerm::EmbeddingEmbedding), 0.0);
    const double total = scores.permutationDeviation(shuffled, perm, pe::ScoreTerm::Total);
    if (encodingOn)
        QVERIFY2(total > 1e-3, QByteArray::number(total));
    else
        QCOMPARE(total, 0.0);
}

void TestAttentionScore::goldenShufflePermutation_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QByteArray>("rows");
    QTest::addColumn<QByteArray>("perm");

    const golden::Csv csv = golden::read("seeded_permutations.csv", "kind,seed,rows,perm");
    int count = 0;
    for (const auto &row : csv.rows) {
        if (row[0] != "shuffle")
            continue;
        ++count;
        const QByteArray tag = "seed" + row[1] + "_rows" + row[2];
        QTest::newRow(tag.constData()) << row[1].toULongLong() << row[2] << row[3];
    }
    QCOMPARE(count, 8);
}

void TestAttentionScore::goldenShufflePermutation()
{
    QFETCH(quint64, seed);
    QFETCH(QByteArray, rows);
    QFETCH(QByteArray, perm);

    const std::vector<int> r = golden::toInts(rows);
    const std::vector<int> p = pe::AttentionScore::shufflePermutation(r, seed);
    QVERIFY(p == golden::toInts(perm));
    // The words move unless they cannot (one word, or all the same).
    const bool canMove
        = r.size() >= 2 && std::any_of(r.begin(), r.end(), [&](int x) { return x != r[0]; });
    QCOMPARE(pe::AttentionScore::permuted(r, p) != r, canMove);
}

void TestAttentionScore::toeplitzCheck_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<std::vector<double>>("matrix");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("constant");
    QTest::addColumn<double>("deviation");
    QTest::addColumn<qint64>("worstOffset");

    QTest::newRow("empty") << 0 << std::vector<double> {} << 0.0 << true << 0.0 << qint64(0);
    QTest::newRow("1 x 1") << 1 << std::vector<double> {5.0} << 0.0 << true << 0.0 << qint64(0);
    QTest::newRow("Toeplitz") << 3 << std::vector<double> {1, 2, 3, 4, 1, 2, 5, 4, 1} << 0.0 << true
                              << 0.0 << qint64(0);
    QTest::newRow("main diagonal off") << 3 << std::vector<double> {1, 2, 3, 4, 1.5, 2, 5, 4, 1}
                                       << 0.1 << false << 0.5 << qint64(0);
    QTest::newRow("offset -1 off") << 3 << std::vector<double> {1, 2, 3, 4, 1, 2, 5, 3.75, 1}
                                   << 0.25 << true << 0.25 << qint64(-1);
    QTest::newRow("offset 1 off") << 3 << std::vector<double> {1, 2, 3, 4, 1, -2, 5, 4, 1} << 1.0
                                  << false << 4.0 << qint64(1);
}

void TestAttentionScore::toeplitzCheck()
{
    QFETCH(int, n);
    QFETCH(std::vector<double>, matrix);
    QFETCH(double, tolerance);
    QFETCH(bool, constant);
    QFETCH(double, deviation);
    QFETCH(qint64, worstOffset);

    const pe::DiagonalCheck check = pe::AttentionScore::toeplitzCheck(matrix, n, tolerance);
    QCOMPARE(check.constant, constant);
    QCOMPARE(check.largestDeviation, deviation);
    QCOMPARE(qint64(check.worstOffset), worstOffset);
}

void TestAttentionScore::inputsAndProjections_data()
{
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<bool>("encodingOn");
    QTest::addColumn<QByteArray>("projectionSeed");
    QTest::newRow("identity") << false << true << QByteArray();
    QTest::newRow("scaled, off") << true << false << QByteArray();
    QTest::newRow("projected") << false << true << QByteArray("5");
}

void TestAttentionScore::inputsAndProjections()
{
    QFETCH(bool, scaled);
    QFETCH(bool, encodingOn);
    QFETCH(QByteArray, projectionSeed);

    const std::vector<std::string> tokens {"the", "cat", "saw", "the", "dog"};
    pe::EmbeddingTable table(tokens, 8);
    table.setScaled(scaled);
    const pe::PositionalEncoding encoding(8);
    const auto proj = projections(8, projectionSeed);
    const auto scores = pe::AttentionScore::forTokens(table, tokens, encoding, encodingOn, proj);
    QCOMPARE(scores.tokenCount(), 5);
    QCOMPARE(scores.width(), 8);
    QCOMPARE(scores.encodingOn(), encodingOn);
    QVERIFY(scores.rows() == (std::vector<int> {0, 1, 2, 0, 3}));
    QVERIFY(scores.positions() == (std::vector<std::int64_t> {0, 1, 2, 3, 4}));
    QCOMPARE(scores.projections().isIdentity(), projectionSeed.isEmpty());
    for (int s = 0; s < 5; ++s) {
        const std::vector<double> e = table.row(table.rowOf(tokens[std::size_t(s)]));
        const std::vector<double> pe
            = encodingOn ? encoding.vector(s) : std::vector<double>(8, 0.0);
        std::vector<double> x(8);
        for (int j = 0; j < 8; ++j) {
            x[std::size_t(j)] = e[std::size_t(j)] + pe[std::size_t(j)];
            QCOMPARE(scores.inputs()[std::size_t(s * 8 + j)], x[std::size_t(j)]);
        }
        const std::vector<double> q = proj.applyQuery(x);
        const std::vector<double> k = proj.applyKey(x);
        for (int j = 0; j < 8; ++j) {
            QCOMPARE(scores.queries()[std::size_t(s * 8 + j)], q[std::size_t(j)]);
            QCOMPARE(scores.keys()[std::size_t(s * 8 + j)], k[std::size_t(j)]);
        }
    }
}

void TestAttentionScore::invalidArguments_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("needle");

    QTest::newRow("no token") << 0 << QByteArray("1 to 256 tokens");
    QTest::newRow("too many tokens") << 1 << QByteArray("1 to 256 tokens");
    QTest::newRow("positions length") << 2 << QByteArray("one entry per token (5), got 4");
    QTest::newRow("position -1") << 3 << QByteArray("position must be an integer from 0");
    QTest::newRow("position 2^31") << 4 << QByteArray("position must be");
    QTest::newRow("row out of range") << 5 << QByteArray("row must be an index from 0 to 3");
    QTest::newRow("table width") << 6 << QByteArray("must have the same width");
    QTest::newRow("projection width") << 7 << QByteArray("projections (d = 16)");
    QTest::newRow("unknown token") << 8 << QByteArray("is not in the embedding table");
    QTest::newRow("value out of range") << 9 << QByteArray("slots from 0 to 4");
    QTest::newRow("perm with a duplicate") << 10 << QByteArray("permutation of 0..4");
    QTest::newRow("perm too short") << 11 << QByteArray("perm must have 5 entries, got 4");
    QTest::newRow("deviation of other size") << 12 << QByteArray("same number of tokens");
    QTest::newRow("negative tolerance") << 13 << QByteArray("tolerance must be");
    QTest::newRow("NaN tolerance") << 14 << QByteArray("tolerance must be");
    QTest::newRow("toeplitz size") << 15 << QByteArray("n * n entries");
    QTest::newRow("permuted size") << 16 << QByteArray("perm must have 2 entries");
    QTest::newRow("shuffle too long") << 17 << QByteArray("at most 256 tokens");
}

void TestAttentionScore::invalidArguments()
{
    QFETCH(int, which);
    QFETCH(QByteArray, needle);

    const std::vector<std::string> tokens {"the", "cat", "saw", "the", "dog"};
    const pe::EmbeddingTable table(tokens, 8);
    const pe::EmbeddingTable wide(tokens, 16);
    const pe::PositionalEncoding encoding(8);
    const pe::QueryKeyProjections identity(8);
    const auto scores = pe::AttentionScore::forTokens(table, tokens, encoding, true, identity);
    const auto two = pe::AttentionScore::forTokens(table, {"the", "cat"}, encoding, true, identity);
    const std::vector<int> rows {0, 1, 2, 0, 3};
    const std::vector<std::int64_t> slotPositions {0, 1, 2, 3, 4};
    const std::function<void()> calls[] = {
        [&] { pe::AttentionScore(table, {}, {}, encoding, true, identity); },
        [&] {
            pe::AttentionScore(table, std::vector<int>(257, 0), std::vector<std::int64_t>(257, 0),
                               encoding, true, identity);
        },
        [&] {
            pe::AttentionScore(table, rows, {0, 1, 2, 3}, encoding, true, identity);
        },
        [&] {
            pe::AttentionScore(table, rows, {0, 1, -1, 3, 4}, encoding, true, identity);
        },
        [&] {
            pe::AttentionScore(table, rows, {0, 1, 2, 3, std::int64_t(1) << 31}, encoding, true,
                               identity);
        },
        [&] {
            pe::AttentionScore(table, {0, 1, 4}, {0, 1, 2}, encoding, true, identity);
        },
        [&] { pe::AttentionScore(wide, rows, slotPositions, encoding, true, identity); },
        [&] {
            pe::AttentionScore(table, rows, slotPositions, encoding, true,
                               pe::QueryKeyProjections(16));
        },
        [&] {
            pe::AttentionScore::forTokens(table, {"the", "bird"}, encoding, true, identity);
        },
        [&] { scores.value(pe::ScoreTerm::Total, 0, 5); },
        [&] {
            scores.shuffled({0, 1, 1, 3, 4});
        },
        [&] {
            scores.shuffled({0, 1, 2, 3});
        },
        [&] {
            scores.permutationDeviation(two, {0, 1, 2, 3, 4}, pe::ScoreTerm::Total);
        },
        [&] { scores.offsetCheck(pe::ScoreTerm::PositionPosition, -1.0); },
        [&] { scores.offsetCheck(pe::ScoreTerm::PositionPosition, std::nan("")); },
        [&] {
            pe::AttentionScore::toeplitzCheck({1, 2, 3}, 2, 0.0);
        },
        [&] {
            pe::AttentionScore::permuted(std::vector<std::string> {"a", "b"}, {0});
        },
        [&] { pe::AttentionScore::shufflePermutation(std::vector<int>(257, 0), 1); },
    };
    PEV_VERIFY_THROWS(calls[which], needle);
}

QTEST_APPLESS_MAIN(TestAttentionScore)
#include "tst_attentionscore.moc"
