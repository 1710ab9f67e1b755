#include "embeddingtable.h"
#include "goldencsv.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <string>

namespace {

QByteArrayList toList(const std::vector<std::string> &v)
{
    QByteArrayList out;
    for (const std::string &s : v)
        out.append(QByteArray::fromStdString(s));
    return out;
}

std::vector<std::string> fromList(const QByteArrayList &list)
{
    std::vector<std::string> out;
    for (const QByteArray &s : list)
        out.push_back(s.toStdString());
    return out;
}

} // namespace

// The numeric embedding table against tests/data/embedding_golden.csv and embedding_norms.csv
// (make_attention_goldens.py: the documented generator re-implemented, mpmath at 50 digits).
class TestEmbeddingTable : public QObject
{
    Q_OBJECT

private slots:
    void goldenRows_data();
    void goldenRows();
    void words_data();
    void words();
    void sameWordSameRowInEverySentence_data();
    void sameWordSameRowInEverySentence();
    void widthPrefix_data();
    void widthPrefix();
    void scaling_data();
    void scaling();
    void goldenNorms_data();
    void goldenNorms();
    void normIsAboutOne_data();
    void normIsAboutOne();
    void editing_data();
    void editing();
    void invalidArguments_data();
    void invalidArguments();
};

void TestEmbeddingTable::goldenRows_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("d");
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<quint64>("hash");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("pinned");
    QTest::addColumn<double>("exact");

    const golden::Csv csv = golden::read("embedding_golden.csv", "seed,d,word,hash,j,double,exact");
    QCOMPARE(csv.rows.size(), 65); // 4 words x 8, 1 x 5, 1 x 16, 4 x 3
    for (const auto &row : csv.rows) {
        const QByteArray tag = "seed" + row[0] + "_d" + row[1] + "_" + row[2] + "_j" + row[4];
        QTest::newRow(tag.constData())
            << row[0].toULongLong() << row[1].toInt() << row[2] << row[3].toULongLong()
            << row[4].toInt() << golden::toDouble(row[5]) << golden::toDouble(row[6]);
    }
}

void TestEmbeddingTable::goldenRows()
{
    QFETCH(quint64, seed);
    QFETCH(int, d);
    QFETCH(QByteArray, word);
    QFETCH(quint64, hash);
    QFETCH(int, j);
    QFETCH(double, pinned);
    QFETCH(double, exact);

    QCOMPARE(quint64(pe::EmbeddingTable::wordHash(word.toStdString())), hash);
    const std::vector<double> row = pe::EmbeddingTable::generatedRow(word.toStdString(), d, seed);
    QCOMPARE(row.size(), std::size_t(d));
    // Bit for bit the documented computation, and close to the exact N(0, 1/d) draw.
    QCOMPARE(golden::bits(row[std::size_t(j)]), golden::bits(pinned));
    PEV_VERIFY_NEAR(row[std::size_t(j)], exact, 1e-15);

    const pe::EmbeddingTable table({word.toStdString()}, d, seed);
    QCOMPARE(table.seed(), seed);
    QCOMPARE(golden::bits(table.storedValue(0, j)), golden::bits(pinned));
    QCOMPARE(golden::bits(table.value(0, j)), golden::bits(pinned)); // not scaled by default
    QVERIFY(!table.isScaled());
}

void TestEmbeddingTable::words_data()
{
    QTest::addColumn<QByteArray>("sentence");
    QTest::addColumn<QByteArrayList>("tokens");
    QTest::addColumn<QByteArrayList>("words");
    QTest::addColumn<QList<int>>("rows");

    QTest::newRow("lesson") << QByteArray("the cat saw the dog")
                            << QByteArrayList {"the", "cat", "saw", "the", "dog"}
                            << QByteArrayList {"the", "cat", "saw", "dog"}
                            << QList<int> {0, 1, 2, 0, 3};
    QTest::newRow("case-insensitive, first spelling kept")
        << QByteArray("The cat saw THE dog") << QByteArrayList {"The", "cat", "saw", "THE", "dog"}
        << QByteArrayList {"The", "cat", "saw", "dog"} << QList<int> {0, 1, 2, 0, 3};
    QTest::newRow("white space") << QByteArray(" \tgo\n\ngo  stop\r\n")
                                 << QByteArrayList {"go", "go", "stop"}
                                 << QByteArrayList {"go", "stop"} << QList<int> {0, 0, 1};
    QTest::newRow("no repeat needed") << QByteArray("a b c") << QByteArrayList {"a", "b", "c"}
                                      << QByteArrayList {"a", "b", "c"} << QList<int> {0, 1, 2};
    QTest::newRow("punctuation is part of a word")
        << QByteArray("dog. dog") << QByteArrayList {"dog.", "dog"}
        << QByteArrayList {"dog.", "dog"} << QList<int> {0, 1};
}

void TestEmbeddingTable::words()
{
    QFETCH(QByteArray, sentence);
    QFETCH(QByteArrayList, tokens);
    QFETCH(QByteArrayList, words);
    QFETCH(QList<int>, rows);

    QCOMPARE(toList(pe::EmbeddingTable::tokenize(sentence.toStdString())), tokens);
    const pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence(sentence.toStdString(), 6);
    QCOMPARE(table.width(), 6);
    QCOMPARE(table.seed(), pe::EmbeddingTable::defaultSeed);
    QCOMPARE(table.wordCount(), int(words.size()));
    QCOMPARE(toList(table.words()), words);
    const std::vector<int> actualRows = table.rowsOf(fromList(tokens));
    QCOMPARE(QList<int>(actualRows.begin(), actualRows.end()), rows);
    QCOMPARE(table.storedValues().size(), std::size_t(words.size() * 6));

    // One row per token as read: tokens of the same word get identical rows (the two "the").
    const std::vector<double> perToken = table.tokenRows(fromList(tokens));
    QCOMPARE(perToken.size(), std::size_t(tokens.size() * 6));
    for (int s = 0; s < tokens.size(); ++s) {
        const std::vector<double> expected = table.row(rows[s]);
        for (int j = 0; j < 6; ++j)
            QCOMPARE(golden::bits(perToken[std::size_t(s * 6 + j)]),
                     golden::bits(expected[std::size_t(j)]));
    }
    // Look-up ignores ASCII case.
    for (int r = 0; r < words.size(); ++r) {
        QCOMPARE(table.rowOf(words[r].toUpper().toStdString()), r);
        QCOMPARE(table.rowOf(words[r].toLower().toStdString()), r);
    }
}

void TestEmbeddingTable::sameWordSameRowInEverySentence_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");
    QTest::addColumn<QByteArray>("word");

    QTest::newRow("shuffled") << QByteArray("the cat saw the dog") << QByteArray("dog the saw cat")
                              << QByteArray("cat");
    QTest::newRow("other sentence")
        << QByteArray("the cat saw the dog") << QByteArray("a dog ran") << QByteArray("dog");
    QTest::newRow("other case") << QByteArray("the cat") << QByteArray("THE end")
                                << QByteArray("the");
}

void TestEmbeddingTable::sameWordSameRowInEverySentence()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    QFETCH(QByteArray, word);

    const auto a = pe::EmbeddingTable::fromSentence(first.toStdString(), 16, 11);
    const auto b = pe::EmbeddingTable::fromSentence(second.toStdString(), 16, 11);
    const std::vector<double> ra = a.row(a.rowOf(word.toStdString()));
    const std::vector<double> rb = b.row(b.rowOf(word.toStdString()));
    QVERIFY(ra == rb);
    // Another seed gives another row.
    const auto c = pe::EmbeddingTable::fromSentence(second.toStdString(), 16, 12);
    QVERIFY(c.row(c.rowOf(word.toStdString())) != rb);
}

void TestEmbeddingTable::widthPrefix_data()
{
    QTest::addColumn<int>("small");
    QTest::addColumn<int>("large");
    QTest::newRow("8 in 16") << 8 << 16;
    QTest::newRow("5 in 512") << 5 << 512;
    QTest::newRow("1 in 2") << 1 << 2;
}

void TestEmbeddingTable::widthPrefix()
{
    QFETCH(int, small);
    QFETCH(int, large);

    // The same normal values z_j: E_small[j] sqrt(small) = E_large[j] sqrt(large) = z_j.
    const auto a = pe::EmbeddingTable::generatedRow("cat", small, 3);
    const auto b = pe::EmbeddingTable::generatedRow("cat", large, 3);
    for (int j = 0; j < small; ++j)
        PEV_VERIFY_NEAR(a[std::size_t(j)] * std::sqrt(double(small)),
                        b[std::size_t(j)] * std::sqrt(double(large)), 1e-14);
}

void TestEmbeddingTable::scaling_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d 1") << 1;
    QTest::newRow("d 8") << 8;
    QTest::newRow("d 512") << 512;
    QTest::newRow("d 8192") << 8192;
}

void TestEmbeddingTable::scaling()
{
    QFETCH(int, d);

    pe::EmbeddingTable table({"the", "cat"}, d);
    const std::vector<double> stored = table.storedValues();
    QCOMPARE(table.scaleFactor(), 1.0);
    table.setScaled(true);
    QVERIFY(table.isScaled());
    const double factor = std::sqrt(double(d));
    QCOMPARE(table.scaleFactor(), factor);
    // Reads are scaled (Vaswani et al. 2017, section 3.4); the stored entries are not.
    QVERIFY(table.storedValues() == stored);
    const std::vector<double> all = table.values();
    for (int r = 0; r < 2; ++r) {
        const std::vector<double> row = table.row(r);
        for (int j = 0; j < d; ++j) {
            const double expected
                = stored[std::size_t(r) * std::size_t(d) + std::size_t(j)] * factor;
            QCOMPARE(golden::bits(table.value(r, j)), golden::bits(expected));
            QCOMPARE(golden::bits(row[std::size_t(j)]), golden::bits(expected));
            QCOMPARE(golden::bits(all[std::size_t(r) * std::size_t(d) + std::size_t(j)]),
                     golden::bits(expected));
            QCOMPARE(golden::bits(table.storedValue(r, j)),
                     golden::bits(stored[std::size_t(r) * std::size_t(d) + std::size_t(j)]));
        }
        PEV_VERIFY_NEAR(table.norm(r), pe::euclideanNorm(row), 0.0);
    }
    table.setScaled(false);
    QVERIFY(table.values() == stored);
}

void TestEmbeddingTable::goldenNorms_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("d");
    QTest::addColumn<QByteArray>("item");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<double>("expected");

    const golden::Csv csv = golden::read("embedding_norms.csv", "kind,seed,d,item,scaled,value");
    QCOMPARE(csv.rows.size(), 13); // 8 |E| (2 d x 2 words x scaled or not), 5 |PE|
    for (const auto &row : csv.rows) {
        const QByteArray tag = row[0] + "_d" + row[2] + "_" + row[3] + "_" + row[4];
        QTest::newRow(tag.constData()) << row[0] << row[1].toULongLong() << row[2].toInt() << row[3]
                                       << (row[4] == "1") << golden::toDouble(row[5]);
    }
}

void TestEmbeddingTable::goldenNorms()
{
    QFETCH(QByteArray, kind);
    QFETCH(quint64, seed);
    QFETCH(int, d);
    QFETCH(QByteArray, item);
    QFETCH(bool, scaled);
    QFETCH(double, expected);

    if (kind == "PE") {
        const pe::PositionalEncoding encoding(d);
        PEV_VERIFY_NEAR(pe::encodingNorm(encoding, item.toLongLong()), expected, 1e-13);
        if (d % 2 == 0) // sqrt(d/2) at every position (the article's troubleshooting row 2)
            PEV_VERIFY_NEAR(expected, std::sqrt(d / 2.0), 1e-20);
        return;
    }
    pe::EmbeddingTable table({"the", "cat"}, d, seed);
    table.setScaled(scaled);
    PEV_VERIFY_NEAR(table.norm(table.rowOf(item.toStdString())), expected, 1e-13);
}

void TestEmbeddingTable::normIsAboutOne_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d 1024") << 1024;
    QTest::newRow("d 4096") << 4096;
    QTest::newRow("d 8192") << 8192;
}

void TestEmbeddingTable::normIsAboutOne()
{
    QFETCH(int, d);

    // N(0, 1/d): |E|^2 has mean 1 and standard deviation sqrt(2/d); five of them at most.
    pe::EmbeddingTable table({"the", "cat", "saw", "dog"}, d);
    for (int r = 0; r < table.wordCount(); ++r) {
        const double squared = table.norm(r) * table.norm(r);
        QVERIFY2(std::fabs(squared - 1.0) < 5.0 * std::sqrt(2.0 / d), QByteArray::number(squared));
    }
    // Scaled by sqrt(d): about sqrt(d), larger than |PE| = sqrt(d/2).
    table.setScaled(true);
    const pe::PositionalEncoding encoding(d);
    for (int r = 0; r < table.wordCount(); ++r) {
        QVERIFY(std::fabs(table.norm(r) / std::sqrt(double(d)) - 1.0) < 0.1);
        QVERIFY(table.norm(r) > pe::encodingNorm(encoding, 3));
    }
}

void TestEmbeddingTable::editing_data()
{
    QTest::addColumn<bool>("scaled");
    QTest::newRow("unscaled") << false;
    QTest::newRow("scaled") << true;
}

void TestEmbeddingTable::editing()
{
    QFETCH(bool, scaled);

    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence("the cat saw the dog", 4);
    table.setScaled(scaled);
    const std::vector<double> before = table.storedValues();
    QVERIFY(!table.isEdited(1, 2));
    table.setStoredValue(1, 2, -0.75);
    QVERIFY(table.isEdited(1, 2));
    QVERIFY(!table.isEdited(1, 1));
    QCOMPARE(table.storedValue(1, 2), -0.75);
    QCOMPARE(table.value(1, 2), -0.75 * (scaled ? 2.0 : 1.0));
    // Only that entry changed.
    std::vector<double> expected = before;
    expected[1 * 4 + 2] = -0.75;
    QVERIFY(table.storedValues() == expected);
    table.resetEdits();
    QVERIFY(!table.isEdited(1, 2));
    QVERIFY(table.storedValues() == before);
}

void TestEmbeddingTable::invalidArguments_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("needle");

    QTest::newRow("d 0") << 0 << QByteArray("d must be an integer from 1 to 8192");
    QTest::newRow("d 8193") << 1 << QByteArray("d must be");
    QTest::newRow("no token") << 2 << QByteArray("at least one word");
    QTest::newRow("blank sentence") << 3 << QByteArray("at least one word");
    QTest::newRow("empty token") << 4 << QByteArray("must not be empty");
    QTest::newRow("token with space") << 5 << QByteArray("white space");
    QTest::newRow("too many words") << 6 << QByteArray("at most 4096 distinct words");
    QTest::newRow("unknown word") << 7 << QByteArray("is not in the embedding table");
    QTest::newRow("unknown word with new line") << 8 << QByteArray("is not in the embedding table");
    QTest::newRow("row -1") << 9 << QByteArray("row must be an index from 0 to 3");
    QTest::newRow("row 4") << 10 << QByteArray("row must be");
    QTest::newRow("component 8") << 11 << QByteArray("component must be an index from 0 to 7");
    QTest::newRow("set NaN") << 12 << QByteArray("finite");
    QTest::newRow("set infinity") << 13 << QByteArray("finite");
    QTest::newRow("row() out of range") << 14 << QByteArray("row must be");
    QTest::newRow("encoding norm p -1") << 15 << QByteArray("p must be an integer from 0");
    QTest::newRow("generated row of empty word") << 16 << QByteArray("must not be empty");
    QTest::newRow("isEdited out of range") << 17 << QByteArray("component must be");
}

void TestEmbeddingTable::invalidArguments()
{
    QFETCH(int, which);
    QFETCH(QByteArray, needle);

    pe::EmbeddingTable table = pe::EmbeddingTable::fromSentence("the cat saw the dog", 8);
    std::vector<std::string> many;
    for (int k = 0; k <= pe::EmbeddingTable::maxWords; ++k)
        many.push_back("w" + std::to_string(k));
    const pe::PositionalEncoding encoding(8);
    const std::function<void()> calls[] = {
        [] { pe::EmbeddingTable({"a"}, 0); },
        [] { pe::EmbeddingTable({"a"}, 8193); },
        [] { pe::EmbeddingTable({}, 8); },
        [] { pe::EmbeddingTable::fromSentence(" \t\n", 8); },
        [] {
            pe::EmbeddingTable({"a", ""}, 8);
        },
        [] { pe::EmbeddingTable({"a b"}, 8); },
        [&] { pe::EmbeddingTable(many, 1); },
        [&] { table.rowOf("bird"); },
        [&] {
            table.rowsOf({"the", "bird\nnext line"});
        },
        [&] { table.storedValue(-1, 0); },
        [&] { table.value(4, 0); },
        [&] { table.storedValue(0, 8); },
        [&] { table.setStoredValue(0, 0, std::numeric_limits<double>::quiet_NaN()); },
        [&] { table.setStoredValue(0, 0, -std::numeric_limits<double>::infinity()); },
        [&] { table.row(7); },
        [&] { pe::encodingNorm(encoding, -1); },
        [] { pe::EmbeddingTable::generatedRow("", 8, 1); },
        [&] { table.isEdited(0, -1); },
    };
    PEV_VERIFY_THROWS(calls[which], needle);
}

QTEST_APPLESS_MAIN(TestEmbeddingTable)
#include "tst_embeddingtable.moc"
