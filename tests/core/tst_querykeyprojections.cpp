#include "goldencsv.h"
#include "querykeyprojections.h"
#include "seededrandom.h"
#include "testsupport.h"

#include <QtTest>

#include <cmath>
#include <functional>

// The projections W_Q, W_K: identity, seeded random (entries as documented, from SeededRandom
// whose values tst_seededrandom pins against make_attention_goldens.py) and given matrices.
class TestQueryKeyProjections : public QObject
{
    Q_OBJECT

private slots:
    void identity_data();
    void identity();
    void randomEntries_data();
    void randomEntries();
    void givenMatrices_data();
    void givenMatrices();
    void invalidArguments_data();
    void invalidArguments();
};

void TestQueryKeyProjections::identity_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d 1") << 1;
    QTest::newRow("d 8") << 8;
    QTest::newRow("d 8192") << 8192;
}

void TestQueryKeyProjections::identity()
{
    QFETCH(int, d);

    const pe::QueryKeyProjections p(d);
    QVERIFY(p.isIdentity());
    QCOMPARE(p.width(), d);
    std::vector<double> x(std::size_t(d), 0.0);
    for (int j = 0; j < d; ++j)
        x[std::size_t(j)] = std::sin(0.37 * j) * 1e3 - 0.1;
    QVERIFY(p.applyQuery(x) == x);
    QVERIFY(p.applyKey(x) == x);
    if (d <= 8) {
        const std::vector<double> m = p.queryMatrix();
        QCOMPARE(m.size(), std::size_t(d * d));
        for (int i = 0; i < d; ++i)
            for (int j = 0; j < d; ++j)
                QCOMPARE(m[std::size_t(i) * std::size_t(d) + std::size_t(j)], i == j ? 1.0 : 0.0);
        QVERIFY(p.keyMatrix() == m);
    }
}

void TestQueryKeyProjections::randomEntries_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("d 1") << 1 << quint64(1);
    QTest::newRow("d 8") << 8 << quint64(2021);
    QTest::newRow("d 33") << 33 << quint64(5);
    QTest::newRow("d 1024") << 1024 << quint64(9);
}

void TestQueryKeyProjections::randomEntries()
{
    QFETCH(int, d);
    QFETCH(quint64, seed);

    const auto p = pe::QueryKeyProjections::random(d, seed);
    QVERIFY(!p.isIdentity());
    const std::vector<double> wq = p.queryMatrix();
    const std::vector<double> wk = p.keyMatrix();
    QCOMPARE(wq.size(), std::size_t(d) * std::size_t(d));
    QCOMPARE(wk.size(), wq.size());
    // W_Q = the first d*d normals / sqrt(d), W_K the next d*d, of SeededRandom(seed).
    pe::SeededRandom random(seed);
    const double root = std::sqrt(double(d));
    for (const double w : wq)
        QCOMPARE(golden::bits(w), golden::bits(random.nextNormal() / root));
    for (const double w : wk)
        QCOMPARE(golden::bits(w), golden::bits(random.nextNormal() / root));
    // Application against a long double matrix-vector product.
    std::vector<double> x(std::size_t(d), 0.0);
    for (int j = 0; j < d; ++j)
        x[std::size_t(j)] = std::cos(0.11 * j + 0.5);
    const std::vector<double> q = p.applyQuery(x);
    const std::vector<double> k = p.applyKey(x);
    QCOMPARE(q.size(), std::size_t(d));
    for (int i = 0; i < d; ++i) {
        long double sq = 0.0L, sk = 0.0L;
        for (int j = 0; j < d; ++j) {
            sq += static_cast<long double>(wq[std::size_t(i) * std::size_t(d) + std::size_t(j)])
                * x[std::size_t(j)];
            sk += static_cast<long double>(wk[std::size_t(i) * std::size_t(d) + std::size_t(j)])
                * x[std::size_t(j)];
        }
        PEV_VERIFY_NEAR(q[std::size_t(i)], double(sq), 1e-14);
        PEV_VERIFY_NEAR(k[std::size_t(i)], double(sk), 1e-14);
    }
    // Another seed, other matrices.
    QVERIFY(pe::QueryKeyProjections::random(d, seed + 1).queryMatrix() != wq);
}

void TestQueryKeyProjections::givenMatrices_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d 2") << 2;
    QTest::newRow("d 3") << 3;
}

void TestQueryKeyProjections::givenMatrices()
{
    QFETCH(int, d);

    std::vector<double> wq, wk;
    for (int k = 0; k < d * d; ++k) {
        wq.push_back(k + 1.0);
        wk.push_back(k % 2 == 0 ? -0.5 : 2.0);
    }
    const auto p = pe::QueryKeyProjections::fromMatrices(d, wq, wk);
    QVERIFY(p.queryMatrix() == wq);
    QVERIFY(p.keyMatrix() == wk);
    std::vector<double> x(std::size_t(d), 1.0);
    const std::vector<double> q = p.applyQuery(x);
    for (int i = 0; i < d; ++i) {
        double row = 0.0;
        for (int j = 0; j < d; ++j)
            row += wq[std::size_t(i) * std::size_t(d) + std::size_t(j)];
        QCOMPARE(q[std::size_t(i)], row); // small integers: exact
    }
}

void TestQueryKeyProjections::invalidArguments_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("needle");

    QTest::newRow("identity d 0") << 0 << QByteArray("d must be an integer from 1 to 8192");
    QTest::newRow("identity d 8193") << 1 << QByteArray("d must be");
    QTest::newRow("random d 0") << 2 << QByteArray("d must be an integer from 1 to 1024");
    QTest::newRow("random d 1025") << 3 << QByteArray("from 1 to 1024");
    QTest::newRow("given wrong size") << 4 << QByteArray("d * d = 4");
    QTest::newRow("given NaN") << 5 << QByteArray("finite");
    QTest::newRow("apply wrong length") << 6 << QByteArray("d = 2 components, got 3");
    QTest::newRow("identity wrong length") << 7 << QByteArray("d = 4 components, got 0");
}

void TestQueryKeyProjections::invalidArguments()
{
    QFETCH(int, which);
    QFETCH(QByteArray, needle);

    const auto given = pe::QueryKeyProjections::fromMatrices(2, {1, 0, 0, 1}, {1, 0, 0, 1});
    const std::function<void()> calls[] = {
        [] { pe::QueryKeyProjections(0); },
        [] { pe::QueryKeyProjections(8193); },
        [] { pe::QueryKeyProjections::random(0); },
        [] { pe::QueryKeyProjections::random(1025); },
        [] {
            pe::QueryKeyProjections::fromMatrices(2, {1, 0, 0}, {1, 0, 0, 1});
        },
        [] {
            pe::QueryKeyProjections::fromMatrices(2, {1, 0, 0, 1}, {1, std::nan(""), 0, 1});
        },
        [&] {
            given.applyKey({1, 2, 3});
        },
        [] { pe::QueryKeyProjections(4).applyQuery({}); },
    };
    PEV_VERIFY_THROWS(calls[which], needle);
}

QTEST_APPLESS_MAIN(TestQueryKeyProjections)
#include "tst_querykeyprojections.moc"
