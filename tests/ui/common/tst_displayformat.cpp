// The display formats of ui/common/displayformat.h. Expected texts written by hand from the
// lesson's format rules (six decimals, true minus sign U+2212, no negative zero) and Python's
// '%.1e' for the scientific mantissas.
#include "displayformat.h"

#include <QTest>

#include <cmath>
#include <limits>

class TestDisplayFormat : public QObject
{
    Q_OBJECT
private slots:
    void number_data();
    void number();
    void scientific_data();
    void scientific();
    void parameter_data();
    void parameter();
};

void TestDisplayFormat::number_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cos 3") << std::cos(3.0) << QStringLiteral("\u22120.989992");
    QTest::newRow("norm") << 2.0174787 << QStringLiteral("2.017479");
    QTest::newRow("negative zero") << -0.0 << QStringLiteral("0.000000");
    QTest::newRow("tiny negative") << -1e-9 << QStringLiteral("0.000000");
}

void TestDisplayFormat::number()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(display::number(value), expected);
}

void TestDisplayFormat::scientific_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("double epsilon") << 2.220446049250313e-16 << QStringLiteral("2.2e\u221216");
    QTest::newRow("1e-12") << 1e-12 << QStringLiteral("1.0e\u221212");
    QTest::newRow("negative") << -3.25e-5 << QStringLiteral("\u22123.2e\u22125");
    QTest::newRow("between 1 and 10: no exponent") << 1.6999 << QStringLiteral("1.7");
    QTest::newRow("negative between 1 and 10") << -4.04 << QStringLiteral("\u22124.0");
    QTest::newRow("ten") << 10.0 << QStringLiteral("1.0e1");
    QTest::newRow("large") << 123456.0 << QStringLiteral("1.2e5");
}

void TestDisplayFormat::scientific()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(display::scientific(value), expected);
}

// The base in the parameter formula, never rounded to "1", scientific where long.
void TestDisplayFormat::parameter_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("10000") << 10000.0 << QStringLiteral("10000");
    QTest::newRow("40889.9424") << 40889.9424 << QStringLiteral("40889.9424");
    QTest::newRow("just above 1") << 1.0000000000000002 << QStringLiteral("1.0000000000000002");
    QTest::newRow("1e308") << 1e308 << QStringLiteral("1e308");
    QTest::newRow("largest double") << 1.7976931348623157e308
                                    << QStringLiteral("1.7976931348623157e308");
    QTest::newRow("below 10^9") << 999999999.0 << QStringLiteral("999999999");
    QTest::newRow("10^9") << 1e9 << QStringLiteral("1e9");
    QTest::newRow("small, true minus") << -2.5e-7 << QStringLiteral("\u22122.5e\u22127");
}

void TestDisplayFormat::parameter()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(display::parameter(value), expected);
}

QTEST_GUILESS_MAIN(TestDisplayFormat)
#include "tst_displayformat.moc"
