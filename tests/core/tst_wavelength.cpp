// Tests of the angle helpers the pair charts and the unit circle use: PositionalEncoding::
// wavelength(), relativeAngle() and wrappedAngle(). Goldens from mpmath at 40 digits:
//   2*pi*mpf(base)**(mpf(2*i)/d);  mpf(k)/mpf(base)**(mpf(2*i)/d);
//   r = t - 2*pi*nint(t/(2*pi)), plus 2*pi when r <= -pi.
#include "positionalencoding.h"
#include "rotation.h"

#include <QTest>

#include <cmath>
#include <stdexcept>

class TestWavelength : public QObject
{
    Q_OBJECT

private slots:
    void wavelength_data();
    void wavelength();
    void wavelengthOutOfRange();
    void relativeAngle_data();
    void relativeAngle();
    void wrappedAngle_data();
    void wrappedAngle();
    void wrappedAngleRejectsNonFinite();
};

void TestWavelength::wavelength_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");
    QTest::newRow("lesson pair 0") << 8 << 10000.0 << 0 << 6.2831853071795864769;
    QTest::newRow("lesson pair 1") << 8 << 10000.0 << 1 << 62.831853071795864769;
    QTest::newRow("lesson pair 2") << 8 << 10000.0 << 2 << 628.31853071795864769;
    QTest::newRow("lesson pair 3") << 8 << 10000.0 << 3 << 6283.1853071795864769;
    QTest::newRow("d=512 last pair") << 512 << 10000.0 << 255 << 60611.477166261057261;
    QTest::newRow("odd d=7 base 100 sin-only pair") << 7 << 100.0 << 3 << 325.43599203454247468;
    QTest::newRow("d=64 base 2 pair 17") << 64 << 2.0 << 17 << 9.0803388126161173389;
}

void TestWavelength::wavelength()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, i);
    QFETCH(double, expected);
    const pe::PositionalEncoding encoding(d, base);
    const double value = encoding.wavelength(i);
    QVERIFY2(std::fabs(value - expected) <= 4e-16 * expected,
             qPrintable(QString::number(value, 'g', 17)));
}

void TestWavelength::wavelengthOutOfRange()
{
    const pe::PositionalEncoding encoding(8, 10000.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, encoding.wavelength(-1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, encoding.wavelength(4));
}

void TestWavelength::relativeAngle_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<int>("i");
    QTest::addColumn<double>("expected");
    QTest::newRow("lesson k=6 pair 1") << 8 << 10000.0 << qint64(6) << 1 << 0.6;
    QTest::newRow("negative k=-3 pair 0") << 8 << 10000.0 << qint64(-3) << 0 << -3.0;
    QTest::newRow("k=1000 pair 3") << 8 << 10000.0 << qint64(1000) << 3 << 1.0;
}

void TestWavelength::relativeAngle()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, k);
    QFETCH(int, i);
    QFETCH(double, expected);
    const pe::PositionalEncoding encoding(d, base);
    QVERIFY(std::fabs(pe::relativeAngle(encoding, k, i) - expected) <= 1e-15);
}

void TestWavelength::wrappedAngle_data()
{
    QTest::addColumn<double>("theta");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("6 rad: just short of a turn") << 6.0 << -0.28318530717958647693 << 1e-15;
    QTest::newRow("-6 rad") << -6.0 << 0.28318530717958647693 << 1e-15;
    QTest::newRow("3 rad stays") << 3.0 << 3.0 << 0.0;
    QTest::newRow("0.6 rad stays") << 0.6 << 0.6 << 0.0;
    QTest::newRow("60 rad") << 60.0 << -2.8318530717958647693 << 1e-14;
    QTest::newRow("-3.5 rad") << -3.5 << 2.7831853071795864769 << 1e-15;
    // 15915 turns: the double 2*pi is 2.4e-16 short of the true 2*pi, which adds up to ~4e-12.
    QTest::newRow("100000 rad") << 100000.0 << 3.1058362368812197341 << 1e-11;
    QTest::newRow("zero") << 0.0 << 0.0 << 0.0;
    QTest::newRow("pi stays pi") << M_PI << M_PI << 0.0;
    QTest::newRow("-pi becomes pi") << -M_PI << M_PI << 0.0;
}

void TestWavelength::wrappedAngle()
{
    QFETCH(double, theta);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    const double value = pe::wrappedAngle(theta);
    QVERIFY2(std::fabs(value - expected) <= tolerance, qPrintable(QString::number(value, 'g', 17)));
    QVERIFY(value > -M_PI && value <= M_PI);
}

void TestWavelength::wrappedAngleRejectsNonFinite()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::wrappedAngle(std::nan("")));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::wrappedAngle(HUGE_VAL));
}

QTEST_APPLESS_MAIN(TestWavelength)
#include "tst_wavelength.moc"
