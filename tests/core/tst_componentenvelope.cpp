// pe::componentEnvelope: the least and largest value of a component's
// continuous curve over a span of positions, what the heat map shows per pixel column when
// positions outnumber pixels. Goldens from Python's math module at d = 8, base 10000 (omega_i =
// 1, 0.1, 0.01, 0.001): e.g. pair 0 over [3, 5] has angles 3 .. 5, which pass 3 pi/2 = 4.712
// (sin = −1) but no pi/2 + 2 pi n, so the envelope is [−1, math.sin(3) = 0.1411200080598672].
// Independently of the formula, every integer position's value must lie inside its envelope.
#include "componentenvelope.h"
#include "positionalencoding.h"

#include <QtTest>

#include <stdexcept>

class TestComponentEnvelope : public QObject
{
    Q_OBJECT

private slots:
    void envelope_data();
    void envelope();
    void holdsEveryPosition_data();
    void holdsEveryPosition();
    void spans();
    void invalidArguments();
};

void TestComponentEnvelope::envelope_data()
{
    QTest::addColumn<int>("j");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::newRow("sin 0 .. 1") << 0 << qint64(0) << qint64(1) << 0.0 << 0.8414709848078965;
    QTest::newRow("sin 0 .. 2 passes pi/2") << 0 << qint64(0) << qint64(2) << 0.0 << 1.0;
    QTest::newRow("sin 3 .. 5 passes 3pi/2")
        << 0 << qint64(3) << qint64(5) << -1.0 << 0.1411200080598672;
    QTest::newRow("cos 0 .. 3 stops before pi")
        << 1 << qint64(0) << qint64(3) << -0.9899924966004454 << 1.0;
    QTest::newRow("cos 0 .. 4 passes pi") << 1 << qint64(0) << qint64(4) << -1.0 << 1.0;
    QTest::newRow("cos 1 .. 2 between")
        << 1 << qint64(1) << qint64(2) << -0.4161468365471424 << 0.5403023058681398;
    QTest::newRow("sin pair 1, 10 .. 20")
        << 2 << qint64(10) << qint64(20) << 0.8414709848078965 << 1.0;
    QTest::newRow("cos pair 3, 0 .. 1000")
        << 7 << qint64(0) << qint64(1000) << 0.5403023058681398 << 1.0;
    QTest::newRow("sin pair 3 over 100 000: many turns")
        << 6 << qint64(0) << qint64(100000) << -1.0 << 1.0;
    QTest::newRow("one position") << 0 << qint64(3) << qint64(3) << 0.1411200080598672
                                  << 0.1411200080598672;
}

void TestComponentEnvelope::envelope()
{
    QFETCH(int, j);
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(double, low);
    QFETCH(double, high);
    const pe::PositionalEncoding encoding(8, 10000.0);
    const pe::Envelope e = pe::componentEnvelope(encoding, j, first, last);
    QVERIFY2(std::abs(e.low - low) <= 1e-15, qPrintable(QString::number(e.low, 'g', 17)));
    QVERIFY2(std::abs(e.high - high) <= 1e-15, qPrintable(QString::number(e.high, 'g', 17)));
}

void TestComponentEnvelope::holdsEveryPosition_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("span"); // positions per span
    QTest::newRow("d 8, spans of 3") << 8 << 3;
    QTest::newRow("d 16, spans of 7") << 16 << 7;
    QTest::newRow("d 64, spans of 40") << 64 << 40;
}

void TestComponentEnvelope::holdsEveryPosition()
{
    // Every PE(p)[j] of a span lies in its envelope, and the ends are reached exactly.
    QFETCH(int, d);
    QFETCH(int, span);
    const pe::PositionalEncoding encoding(d, 10000.0);
    for (int j = 0; j < d; ++j)
        for (qint64 first = 0; first < 400; first += span) {
            const qint64 last = first + span - 1;
            const pe::Envelope e = pe::componentEnvelope(encoding, j, first, last);
            QVERIFY(e.low <= e.high);
            for (qint64 p = first; p <= last; ++p) {
                const double v = encoding.component(p, j);
                QVERIFY2(v >= e.low && v <= e.high,
                         qPrintable(QStringLiteral("j %1, p %2").arg(j).arg(p)));
            }
            const double a = encoding.component(first, j);
            const double b = encoding.component(last, j);
            QVERIFY(e.low == std::min(a, b) || e.low == -1.0);
            QVERIFY(e.high == std::max(a, b) || e.high == 1.0);
        }
}

void TestComponentEnvelope::spans()
{
    // Spans [0, 1], [2, 3], [4, 5] of sin at omega 1: the third passes 3 pi/2.
    const pe::PositionalEncoding encoding(8, 10000.0);
    const std::vector<pe::Envelope> e = pe::componentEnvelopes(encoding, 0, {0, 2, 4}, 6);
    QCOMPARE(int(e.size()), 3);
    QVERIFY(std::abs(e[0].high - 0.8414709848078965) <= 1e-15);
    QVERIFY(std::abs(e[1].low - 0.1411200080598672) <= 1e-15);
    QVERIFY(std::abs(e[1].high - 0.9092974268256817) <= 1e-15);
    QCOMPARE(e[2].low, -1.0);
    QVERIFY(std::abs(e[2].high - -0.7568024953079282) <= 1e-15);
}

void TestComponentEnvelope::invalidArguments()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::componentEnvelope(encoding, 0, 5, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::componentEnvelope(encoding, 8, 0, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::componentEnvelope(encoding, 0, -1, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             pe::componentEnvelopes(encoding, 0, {0, 2, 2}, 6));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::componentEnvelopes(encoding, 0, {0, 2}, 2));
}

QTEST_APPLESS_MAIN(TestComponentEnvelope)
#include "tst_componentenvelope.moc"
