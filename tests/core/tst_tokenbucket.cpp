// Tests of the class session's rate limiter (core/classroom/tokenbucket.h): a burst up to the
// capacity, refill at the rate, never above the capacity, a clock stepping back gives nothing.

#include "classroom/tokenbucket.h"

#include <QtTest>

#include <stdexcept>

class TestTokenBucket : public QObject
{
    Q_OBJECT

private slots:
    void takes_data();
    void takes();
    void invalid();
};

void TestTokenBucket::takes_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QList<qint64>>("times"); // ms, one tryTake() each
    QTest::addColumn<QString>("taken"); // '1' taken, '0' refused
    // 3 at once, then 0.5 s gives one token (2/s), 4 s give 8 but the bucket holds 3.
    QTest::newRow("burst then refill")
        << 3.0 << 2.0 << QList<qint64> {0, 0, 0, 0, 500, 500, 1000, 5000, 5000, 5000, 5000}
        << QStringLiteral("11101011110");
    // 0.25 s at 2/s is half a token: not enough; another 0.25 s makes it one.
    QTest::newRow("half a token is none")
        << 1.0 << 2.0 << QList<qint64> {0, 250, 500} << QStringLiteral("101");
    // The clock steps back to 0: no refill; from 1000 to 1500 one token.
    QTest::newRow("clock back") << 2.0 << 2.0 << QList<qint64> {1000, 1000, 0, 1500, 1500}
                                << QStringLiteral("11010");
    QTest::newRow("no refill") << 2.0 << 0.0 << QList<qint64> {0, 0, 100000}
                               << QStringLiteral("110");
}

void TestTokenBucket::takes()
{
    QFETCH(double, capacity);
    QFETCH(double, rate);
    QFETCH(QList<qint64>, times);
    QFETCH(QString, taken);
    pe::TokenBucket bucket(capacity, rate, times.first());
    QString got;
    for (qint64 t : times)
        got.append(bucket.tryTake(t) ? QLatin1Char('1') : QLatin1Char('0'));
    QCOMPARE(got, taken);
    QVERIFY(bucket.tokens(times.last()) >= 0.0);
    QVERIFY(bucket.tokens(times.last() + 1000000) <= capacity);
}

void TestTokenBucket::invalid()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenBucket(0.0, 1.0, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenBucket(-1.0, 1.0, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenBucket(qInf(), 1.0, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenBucket(1.0, -1.0, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::TokenBucket(1.0, qQNaN(), 0));
}

QTEST_APPLESS_MAIN(TestTokenBucket)
#include "tst_tokenbucket.moc"
