// ALiBi's slopes and bias, T5's buckets and bias, the similarity of position tables
// (core/training/attentionbias.h), against tests/data/alibi_slopes.csv and t5_buckets.csv (made by
// tests/data/make_bias_goldens.py from the papers' reference functions, independently of the C++).

#include "positionalencoding.h"
#include "training/attentionbias.h"

#include "testsupport.h"

#include <QtTest>

#include <cmath>

class TestAttentionBias : public QObject
{
    Q_OBJECT

private slots:
    void alibiSlopesMatchReference_data();
    void alibiSlopesMatchReference();
    void naiveSlopesDifferOffPowersOfTwo_data();
    void naiveSlopesDifferOffPowersOfTwo();
    void alibiBias_data();
    void alibiBias();
    void t5BucketsMatchReference_data();
    void t5BucketsMatchReference();
    void t5BiasMatrix();
    void cosineSimilarityOfSinusoidalTable();
    void badInput_data();
    void badInput();
};

void TestAttentionBias::alibiSlopesMatchReference_data()
{
    QTest::addColumn<int>("heads");
    for (int heads : {1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 31, 32, 48, 64, 96, 128})
        QTest::addRow("H=%d", heads) << heads;
}

void TestAttentionBias::alibiSlopesMatchReference()
{
    QFETCH(int, heads);
    const golden::Csv csv = golden::read("alibi_slopes.csv", "heads,head,reference,exact,naive");
    QVERIFY2(!csv.rows.isEmpty(), "tests/data/alibi_slopes.csv is missing or has another header");
    const std::vector<double> slopes = pe::alibiSlopes(heads);
    const std::vector<double> naive = pe::alibiNaiveSlopes(heads);
    QCOMPARE(slopes.size(), static_cast<std::size_t>(heads));
    int rows = 0;
    for (const QList<QByteArray> &row : csv.rows) {
        if (csv.field(row, "heads").toInt() != heads)
            continue;
        const int h = csv.field(row, "head").toInt();
        QVERIFY(h >= 1 && h <= heads);
        const double reference = golden::toDouble(csv.field(row, "reference"));
        const double exact = golden::toDouble(csv.field(row, "exact"));
        const double value = slopes[static_cast<std::size_t>(h - 1)];
        // exp2 of an exact exponent: correctly rounded here; the reference's start * ratio^i
        // within a few ulp.
        QVERIFY2(std::fabs(value - exact) <= 1e-16 * exact,
                 testsupport::describe("slope vs exact", value, exact).constData());
        QVERIFY2(std::fabs(value - reference) <= 1e-14 * reference,
                 testsupport::describe("slope vs reference", value, reference).constData());
        const double naiveExact = golden::toDouble(csv.field(row, "naive"));
        QVERIFY2(
            std::fabs(naive[static_cast<std::size_t>(h - 1)] - naiveExact) <= 1e-15 * naiveExact,
            testsupport::describe("naive slope", naive[static_cast<std::size_t>(h - 1)], naiveExact)
                .constData());
        ++rows;
    }
    QCOMPARE(rows, heads);
}

void TestAttentionBias::naiveSlopesDifferOffPowersOfTwo_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("same");
    QTest::newRow("H=4") << 4 << true;
    QTest::newRow("H=8") << 8 << true;
    QTest::newRow("H=6") << 6 << false;
    QTest::newRow("H=12") << 12 << false;
}

void TestAttentionBias::naiveSlopesDifferOffPowersOfTwo()
{
    QFETCH(int, heads);
    QFETCH(bool, same);
    QCOMPARE(pe::alibiSlopes(heads) == pe::alibiNaiveSlopes(heads), same);
}

void TestAttentionBias::alibiBias_data()
{
    QTest::addColumn<bool>("causal");
    QTest::newRow("bidirectional") << false;
    QTest::newRow("causal") << true;
}

void TestAttentionBias::alibiBias()
{
    QFETCH(bool, causal);
    const double m = 0.25;
    const int n = 5;
    const std::vector<double> bias = pe::alibiBiasMatrix(m, n, causal);
    QCOMPARE(bias.size(), std::size_t(25));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const double value = bias[static_cast<std::size_t>(i * n + j)];
            if (causal && j > i)
                QVERIFY(std::isinf(value) && value < 0);
            else if (causal)
                QCOMPARE(value, -m * (i - j));
            else
                QCOMPARE(value, -m * std::abs(i - j));
        }
    }
    // Hand values: query 4, key 1 -> -0.75 in both forms.
    QCOMPARE(bias[4 * 5 + 1], -0.75);
}

void TestAttentionBias::t5BucketsMatchReference_data()
{
    QTest::addColumn<bool>("bidirectional");
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("distance");
    QTest::newRow("bidirectional 32/128") << true << 32 << 128;
    QTest::newRow("causal 32/128") << false << 32 << 128;
    QTest::newRow("bidirectional 16/64") << true << 16 << 64;
    QTest::newRow("causal 8/20") << false << 8 << 20;
    QTest::newRow("bidirectional 64/256") << true << 64 << 256;
}

void TestAttentionBias::t5BucketsMatchReference()
{
    QFETCH(bool, bidirectional);
    QFETCH(int, buckets);
    QFETCH(int, distance);
    const golden::Csv csv
        = golden::read("t5_buckets.csv",
                       "offset,bidirectional,num_buckets,max_distance,bucket_float32,"
                       "bucket_float64,bucket_exact");
    QVERIFY2(!csv.rows.isEmpty(), "tests/data/t5_buckets.csv is missing or has another header");
    int rows = 0;
    for (const QList<QByteArray> &row : csv.rows) {
        if ((csv.field(row, "bidirectional").toInt() == 1) != bidirectional
            || csv.field(row, "num_buckets").toInt() != buckets
            || csv.field(row, "max_distance").toInt() != distance)
            continue;
        const qint64 offset = csv.field(row, "offset").toLongLong();
        const int expected = csv.field(row, "bucket_float32").toInt();
        QCOMPARE(csv.field(row, "bucket_exact").toInt(), expected);
        const int bucket = pe::t5Bucket(offset, bidirectional, buckets, distance);
        if (bucket != expected)
            QFAIL(qPrintable(QStringLiteral("offset %1: bucket %2, reference %3")
                                 .arg(offset)
                                 .arg(bucket)
                                 .arg(expected)));
        ++rows;
    }
    QCOMPARE(rows, 605);
    // The strip helper gives the same buckets.
    const std::vector<int> strip = pe::t5Buckets(-300, 300, bidirectional, buckets, distance);
    QCOMPARE(strip.size(), std::size_t(601));
    QCOMPARE(strip.front(), pe::t5Bucket(-300, bidirectional, buckets, distance));
    QCOMPARE(strip.back(), pe::t5Bucket(300, bidirectional, buckets, distance));
}

void TestAttentionBias::t5BiasMatrix()
{
    std::vector<double> values(32);
    for (std::size_t b = 0; b < values.size(); ++b)
        values[b] = 0.5 * static_cast<double>(b);
    const std::vector<double> bidirectional = pe::t5BiasMatrix(values, 4, false);
    // Query 0, key 3: offset +3 -> bucket 16 + 3 (the upper half holds keys after the query).
    QCOMPARE(bidirectional[0 * 4 + 3], 0.5 * 19);
    // Query 3, key 0: offset -3 -> bucket 3.
    QCOMPARE(bidirectional[3 * 4 + 0], 0.5 * 3);
    const std::vector<double> causal = pe::t5BiasMatrix(values, 4, true);
    QVERIFY(std::isinf(causal[0 * 4 + 3]));
    QCOMPARE(causal[3 * 4 + 0], 0.5 * 3);
    QCOMPARE(causal[2 * 4 + 2], 0.0);
}

void TestAttentionBias::cosineSimilarityOfSinusoidalTable()
{
    // PE(p) . PE(q) = sum_i cos((p - q) omega_i) for even d (sin a sin b + cos a cos b), and
    // |PE(p)|^2 = d/2: the similarity depends on p - q only.
    pe::EncodingSpec spec;
    const int d = 8;
    const int rows = 6;
    const std::vector<double> table = pe::sinusoidalTable(spec, d, rows);
    const std::vector<double> similarity = pe::cosineSimilarity(table, rows, d);
    for (int p = 0; p < rows; ++p) {
        for (int q = 0; q < rows; ++q) {
            double expected = 0.0;
            for (int i = 0; i < d / 2; ++i)
                expected += std::cos((p - q) / std::pow(10000.0, 2.0 * i / d));
            expected /= d / 2;
            QVERIFY(std::fabs(similarity[static_cast<std::size_t>(p * rows + q)] - expected)
                    <= 1e-14);
        }
    }
}

void TestAttentionBias::badInput_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("name");
    QTest::newRow("no heads") << 0 << "heads";
    QTest::newRow("naive no heads") << 1 << "heads";
    QTest::newRow("positions") << 2 << "positions";
    QTest::newRow("buckets") << 3 << "buckets";
    QTest::newRow("distance") << 4 << "distance";
    QTest::newRow("offsets") << 5 << "offset";
    QTest::newRow("bucket values") << 6 << "bucket";
}

void TestAttentionBias::badInput()
{
    QFETCH(int, which);
    QFETCH(QString, name);
    const std::function<void()> calls[] = {
        [] { pe::alibiSlopes(0); },
        [] { pe::alibiNaiveSlopes(-1); },
        [] { pe::alibiBiasMatrix(0.5, 0, false); },
        [] { pe::t5Bucket(1, true, 3, 128); },
        [] { pe::t5Bucket(1, true, 32, 8); },
        [] { pe::t5Buckets(5, 4, true); },
        [] { pe::t5BiasMatrix(std::vector<double>(5), 3, false); },
    };
    testsupport::verifyThrowsNaming(calls[which], name);
}

QTEST_APPLESS_MAIN(TestAttentionBias)
#include "tst_attentionbias.moc"
