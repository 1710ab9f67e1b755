// FrameSequence: the frames of an animation over q, p, base or d; counts, values, lookups and
// the one-line reasons for a bad range. Expected values are worked out by hand from the
// definitions (frame k = from + k * step, or from * step^k for the base).
#include "framesequence.h"
#include "lessonstate.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(AnimatedParameter)

class TestFrameSequence : public QObject
{
    Q_OBJECT

private slots:
    void count_data();
    void count();
    void values_data();
    void values();
    void lookups_data();
    void lookups();
    void invalid_data();
    void invalid();
    void keys();
    void writeRoundsAndRefuses();
};

void TestFrameSequence::count_data()
{
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<double>("last");
    QTest::newRow("q 1..32") << AnimatedParameter::Comparison << 1.0 << 32.0 << 1.0 << qint64(32)
                             << 32.0;
    QTest::newRow("q 0..32 step 3")
        << AnimatedParameter::Comparison << 0.0 << 32.0 << 3.0 << qint64(11) << 30.0;
    QTest::newRow("q one frame") << AnimatedParameter::Comparison << 7.0 << 7.0 << 1.0 << qint64(1)
                                 << 7.0;
    QTest::newRow("p full range") << AnimatedParameter::Position << 0.0 << 2147483647.0 << 1.0
                                  << qint64(2147483648LL) << 2147483647.0;
    QTest::newRow("d 2..64 step 2")
        << AnimatedParameter::Width << 2.0 << 64.0 << 2.0 << qint64(32) << 64.0;
    QTest::newRow("d 1..8192 step 8191")
        << AnimatedParameter::Width << 1.0 << 8192.0 << 8191.0 << qint64(2) << 8192.0;
    QTest::newRow("base x10") << AnimatedParameter::Base << 10.0 << 100000.0 << 10.0 << qint64(5)
                              << 100000.0;
    QTest::newRow("base x2 not reaching to")
        << AnimatedParameter::Base << 10.0 << 1000.0 << 2.0 << qint64(7) << 640.0;
    // 10^(1/4) rounded: the 4th power is 10 * (1 + 2e-16) at most; kept within 1e-9.
    QTest::newRow("base x10^0.25") << AnimatedParameter::Base << 100.0 << 10000.0
                                   << std::pow(10.0, 0.25) << qint64(9) << 10000.0;
    QTest::newRow("base one frame")
        << AnimatedParameter::Base << 10000.0 << 10000.0 << 2.0 << qint64(1) << 10000.0;
}

void TestFrameSequence::count()
{
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(qint64, count);
    QFETCH(double, last);
    const FrameSequence s(parameter, from, to, step);
    QString error;
    QVERIFY2(s.isValid(&error), qPrintable(error));
    QCOMPARE(s.count(), count);
    QCOMPARE(s.value(0), from);
    if (animatedparameter::isGeometric(parameter))
        QVERIFY(std::abs(s.value(count - 1) - last) <= 1e-9 * last);
    else
        QCOMPARE(s.value(count - 1), last);
    QVERIFY(s.value(count - 1) <= to * (1 + 1e-9));
}

void TestFrameSequence::values_data()
{
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("step");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<double>("value");
    QTest::newRow("q 1 + 5*1") << AnimatedParameter::Comparison << 1.0 << 1.0 << qint64(5) << 6.0;
    QTest::newRow("p 0 + 4*7") << AnimatedParameter::Position << 0.0 << 7.0 << qint64(4) << 28.0;
    QTest::newRow("d 2 + 3*2") << AnimatedParameter::Width << 2.0 << 2.0 << qint64(3) << 8.0;
    QTest::newRow("base 10 * 10^3")
        << AnimatedParameter::Base << 10.0 << 10.0 << qint64(3) << 10000.0;
    QTest::newRow("base 100 * 1.5^2")
        << AnimatedParameter::Base << 100.0 << 1.5 << qint64(2) << 225.0;
}

void TestFrameSequence::values()
{
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, from);
    QFETCH(double, step);
    QFETCH(qint64, k);
    QFETCH(double, value);
    const FrameSequence s(parameter, from, animatedparameter::maximum(parameter), step);
    QCOMPARE(s.value(k), value);
    QCOMPARE(s.indexOf(value), k);
}

void TestFrameSequence::lookups_data()
{
    // q 2, 5, 8, 11 (from 2 to 12 step 3); base 10, 100, 1000.
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("v");
    QTest::addColumn<qint64>("index");
    QTest::addColumn<qint64>("nearest");
    QTest::addColumn<qint64>("next");
    QTest::addColumn<qint64>("previous");
    QTest::newRow("q on frame 5") << AnimatedParameter::Comparison << 5.0 << qint64(1) << qint64(1)
                                  << qint64(2) << qint64(0);
    QTest::newRow("q between, nearer 5") << AnimatedParameter::Comparison << 6.0 << qint64(-1)
                                         << qint64(1) << qint64(2) << qint64(1);
    QTest::newRow("q between, nearer 8") << AnimatedParameter::Comparison << 7.0 << qint64(-1)
                                         << qint64(2) << qint64(2) << qint64(1);
    QTest::newRow("q below the range") << AnimatedParameter::Comparison << 0.0 << qint64(-1)
                                       << qint64(0) << qint64(0) << qint64(-1);
    QTest::newRow("q first frame") << AnimatedParameter::Comparison << 2.0 << qint64(0) << qint64(0)
                                   << qint64(1) << qint64(-1);
    QTest::newRow("q last frame") << AnimatedParameter::Comparison << 11.0 << qint64(3) << qint64(3)
                                  << qint64(-1) << qint64(2);
    QTest::newRow("q above the range") << AnimatedParameter::Comparison << 30.0 << qint64(-1)
                                       << qint64(3) << qint64(-1) << qint64(3);
    QTest::newRow("base on 100") << AnimatedParameter::Base << 100.0 << qint64(1) << qint64(1)
                                 << qint64(2) << qint64(0);
    QTest::newRow("base 100 within 1e-12") << AnimatedParameter::Base << 100.0 * (1 + 1e-12)
                                           << qint64(1) << qint64(1) << qint64(2) << qint64(0);
    QTest::newRow("base 10000 lesson, above")
        << AnimatedParameter::Base << 10000.0 << qint64(-1) << qint64(2) << qint64(-1) << qint64(2);
    QTest::newRow("base 200: log-nearer 100")
        << AnimatedParameter::Base << 200.0 << qint64(-1) << qint64(1) << qint64(2) << qint64(1);
    QTest::newRow("base 500: log-nearer 1000")
        << AnimatedParameter::Base << 500.0 << qint64(-1) << qint64(2) << qint64(2) << qint64(1);
}

void TestFrameSequence::lookups()
{
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, v);
    QFETCH(qint64, index);
    QFETCH(qint64, nearest);
    QFETCH(qint64, next);
    QFETCH(qint64, previous);
    const FrameSequence s = parameter == AnimatedParameter::Base
        ? FrameSequence(parameter, 10.0, 1000.0, 10.0)
        : FrameSequence(parameter, 2.0, 12.0, 3.0);
    QCOMPARE(s.indexOf(v), index);
    QCOMPARE(s.nearestIndex(v), nearest);
    QCOMPARE(s.nextIndex(v), next);
    QCOMPARE(s.previousIndex(v), previous);
}

void TestFrameSequence::invalid_data()
{
    QTest::addColumn<AnimatedParameter>("parameter");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("reason");
    const double nan = std::nan("");
    QTest::newRow("from > to") << AnimatedParameter::Comparison << 5.0 << 3.0 << 1.0
                               << "from 5 is greater than to 3";
    QTest::newRow("step 0") << AnimatedParameter::Comparison << 1.0 << 3.0 << 0.0
                            << "step: 0 for q is not a whole number from 1 to 2147483647";
    QTest::newRow("step -1") << AnimatedParameter::Position << 1.0 << 3.0 << -1.0
                             << "step: -1 for p is not a whole number from 1 to 2147483647";
    QTest::newRow("step 1.5 for d") << AnimatedParameter::Width << 2.0 << 8.0 << 1.5
                                    << "step: 1.5 for d is not a whole number from 1 to 8192";
    QTest::newRow("q fraction") << AnimatedParameter::Comparison << 1.5 << 3.0 << 1.0
                                << "from: 1.5 for q is not a whole number from 0 to 2147483647";
    QTest::newRow("q negative") << AnimatedParameter::Comparison << -1.0 << 3.0 << 1.0
                                << "from: -1 for q is not a whole number from 0 to 2147483647";
    QTest::newRow("p 2^31") << AnimatedParameter::Position << 0.0 << 2147483648.0 << 1.0
                            << "to: 2147483648 for p is not a whole number from 0 to 2147483647";
    QTest::newRow("d 0") << AnimatedParameter::Width << 0.0 << 8.0 << 2.0
                         << "from: 0 for d is not a whole number from 1 to 8192";
    QTest::newRow("d 8193") << AnimatedParameter::Width << 2.0 << 8193.0 << 2.0
                            << "to: 8193 for d is not a whole number from 1 to 8192";
    QTest::newRow("base 1") << AnimatedParameter::Base << 1.0 << 10.0 << 2.0
                            << "from: 1 for base is not a number from 1.0001 to 1e+12";
    QTest::newRow("base nan") << AnimatedParameter::Base << nan << 10.0 << 2.0
                              << "from: nan for base is not a number from 1.0001 to 1e+12";
    // The README's range of the base, 1.0001 to 10^12, at both ends.
    QTest::newRow("base 1.00009") << AnimatedParameter::Base << 1.00009 << 10.0 << 2.0
                                  << "from: 1.00009 for base is not a number from 1.0001 to 1e+12";
    QTest::newRow("base 1e300 to 1e308")
        << AnimatedParameter::Base << 1e300 << 1e308 << 10.0
        << "from: 1e+300 for base is not a number from 1.0001 to 1e+12";
    QTest::newRow("base to just above 1e12")
        << AnimatedParameter::Base << 10.0 << 1.0000000000001e12 << 10.0
        << "to: 1000000000000.1 for base is not a number from 1.0001 to 1e+12";
    QTest::newRow("base step 1") << AnimatedParameter::Base << 10.0 << 100.0 << 1.0
                                 << "step: 1 for base is not a factor greater than 1";
    QTest::newRow("base step 0.5") << AnimatedParameter::Base << 10.0 << 100.0 << 0.5
                                   << "step: 0.5 for base is not a factor greater than 1";
}

void TestFrameSequence::invalid()
{
    QFETCH(AnimatedParameter, parameter);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, step);
    QFETCH(QString, reason);
    const FrameSequence s(parameter, from, to, step);
    QString error;
    QVERIFY(!s.isValid(&error));
    QCOMPARE(error, reason);
    QCOMPARE(s.count(), qint64(0));
    QCOMPARE(s.indexOf(from), qint64(-1));
}

void TestFrameSequence::keys()
{
    for (AnimatedParameter parameter : animatedparameter::all) {
        AnimatedParameter back;
        QVERIFY(animatedparameter::fromKey(animatedparameter::key(parameter), &back));
        QCOMPARE(back, parameter);
        QVERIFY(FrameSequence::defaults(parameter).isValid());
        QVERIFY(FrameSequence::defaults(parameter).count() > 1);
    }
    QVERIFY(!animatedparameter::fromKey(QStringLiteral("Q"), nullptr));
    QVERIFY(!animatedparameter::fromKey(QStringLiteral("omega"), nullptr));
}

void TestFrameSequence::writeRoundsAndRefuses()
{
    LessonState state;
    QVERIFY(animatedparameter::write(&state, AnimatedParameter::Comparison, 7.0));
    QCOMPARE(state.comparison(), qint64(7));
    QVERIFY(animatedparameter::write(&state, AnimatedParameter::Width, 16.0));
    QCOMPARE(state.width(), 16);
    QVERIFY(animatedparameter::write(&state, AnimatedParameter::Base, 1234.5));
    QCOMPARE(state.base(), 1234.5);
    QCOMPARE(animatedparameter::read(&state, AnimatedParameter::Base), 1234.5);
    QVERIFY(!animatedparameter::write(&state, AnimatedParameter::Width, 1e10));
    QVERIFY(!animatedparameter::write(&state, AnimatedParameter::Base, 1.0));
    QVERIFY(!animatedparameter::write(&state, AnimatedParameter::Position, std::nan("")));
    QCOMPARE(state.width(), 16);
}

QTEST_GUILESS_MAIN(TestFrameSequence)
#include "tst_framesequence.moc"
