// Tests of NumberRule, the rules of the number fields: which texts each kind reads (the command
// line's rules, app/commandline.cpp: QString::toLongLong for p, q, d, QString::toDouble in the C
// locale for the base), the comma of a comma locale, the lesson's form of a value, the arrow
// steps and the descriptions. Expected values worked out by hand from those rules.
#include "numberrule.h"

#include <QTest>

#include <cfloat>
#include <cmath>

namespace {

NumberRule ruleNamed(const QString &name)
{
    if (name == QLatin1String("p"))
        return NumberRule::integers(0, 2147483647);
    if (name == QLatin1String("d"))
        return NumberRule::integers(1, 8192);
    if (name == QLatin1String("pair"))
        return NumberRule::integers(0, 3);
    return NumberRule::realsAbove(1.0, DBL_MAX); // "base"
}

} // namespace

class TestNumberRule : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void format_data();
    void format();
    void formatReadsBack_data();
    void formatReadsBack();
    void stepped_data();
    void stepped();
    void bound_data();
    void bound();
    void description();
};

void TestNumberRule::parse_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    const QString c = QStringLiteral("C");
    const QString de = QStringLiteral("de_DE");
    // Whole numbers, as the command line reads -p, -q and --dim.
    QTest::newRow("p 7") << "p" << c << "7" << true << 7.0;
    // The command line's one form: nothing around the digits, no leading zeros.
    QTest::newRow("p spaces around") << "p" << c << "  7 " << false << 0.0;
    QTest::newRow("p leading zeros") << "p" << c << "007" << false << 0.0;
    QTest::newRow("p plus sign") << "p" << c << "+5" << false << 0.0;
    QTest::newRow("p minus zero") << "p" << c << "-0" << true << 0.0;
    QTest::newRow("p 2^31 - 1") << "p" << c << "2147483647" << true << 2147483647.0;
    QTest::newRow("p 2^31") << "p" << c << "2147483648" << false << 0.0;
    QTest::newRow("p -4") << "p" << c << "-4" << false << 0.0;
    QTest::newRow("p true minus -4") << "p" << c << "\u22124" << false << 0.0;
    QTest::newRow("p 99999999999") << "p" << c << "99999999999" << false << 0.0;
    QTest::newRow("p beyond 64 bits") << "p" << c << "99999999999999999999999" << false << 0.0;
    QTest::newRow("p 3.0") << "p" << c << "3.0" << false << 0.0;
    QTest::newRow("p 1e3") << "p" << c << "1e3" << false << 0.0;
    QTest::newRow("p group separator") << "p" << c << "1,000" << false << 0.0;
    QTest::newRow("p inner space") << "p" << c << "1 000" << false << 0.0;
    QTest::newRow("p hex") << "p" << c << "0x10" << false << 0.0;
    QTest::newRow("p empty") << "p" << c << "" << false << 0.0;
    QTest::newRow("p abc") << "p" << c << "abc" << false << 0.0;
    QTest::newRow("d 9999") << "d" << c << "9999" << false << 0.0;
    QTest::newRow("d 8192") << "d" << c << "8192" << true << 8192.0;
    QTest::newRow("d 0") << "d" << c << "0" << false << 0.0;
    QTest::newRow("d 1") << "d" << c << "1" << true << 1.0;
    QTest::newRow("d German 16") << "d" << de << "16" << true << 16.0;
    QTest::newRow("d German 1,5") << "d" << de << "1,5" << false << 0.0;
    QTest::newRow("pair 3") << "pair" << c << "3" << true << 3.0;
    QTest::newRow("pair 4") << "pair" << c << "4" << false << 0.0;
    // The base, as the command line reads --base: any finite number > 1.
    QTest::newRow("base 10000") << "base" << c << "10000" << true << 10000.0;
    QTest::newRow("base 1e6") << "base" << c << "1e6" << true << 1e6;
    QTest::newRow("base 1E+12") << "base" << c << "1E+12" << true << 1e12;
    QTest::newRow("base 1.0000001") << "base" << c << "1.0000001" << true << 1.0000001;
    QTest::newRow("base 40889.9424") << "base" << c << "40889.9424" << true << 40889.9424;
    QTest::newRow("base 1e308") << "base" << c << "1e308" << true << 1e308;
    QTest::newRow("base largest double")
        << "base" << c << "1.7976931348623157e308" << true << DBL_MAX;
    QTest::newRow("base 1 + 2^-52")
        << "base" << c << "1.0000000000000002" << true << 1.0000000000000002;
    QTest::newRow("base 5.") << "base" << c << "5." << true << 5.0;
    QTest::newRow("base +2.5") << "base" << c << "+2.5" << false << 0.0;
    QTest::newRow("base spaces") << "base" << c << " 500 " << false << 0.0;
    QTest::newRow("base leading zero") << "base" << c << "010000" << false << 0.0;
    QTest::newRow("base 0.5e4") << "base" << c << "0.5e4" << true << 5000.0;
    QTest::newRow("base 1") << "base" << c << "1" << false << 0.0;
    QTest::newRow("base 1.0") << "base" << c << "1.0" << false << 0.0;
    QTest::newRow("base 1 + 2^-53 rounds to 1")
        << "base" << c << "1.00000000000000011" << false << 0.0;
    QTest::newRow("base 0.5") << "base" << c << ".5" << false << 0.0;
    QTest::newRow("base 0") << "base" << c << "0" << false << 0.0;
    QTest::newRow("base -5") << "base" << c << "-5" << false << 0.0;
    QTest::newRow("base 1e309 overflows") << "base" << c << "1e309" << false << 0.0;
    QTest::newRow("base inf") << "base" << c << "inf" << false << 0.0;
    QTest::newRow("base nan") << "base" << c << "nan" << false << 0.0;
    QTest::newRow("base empty") << "base" << c << "" << false << 0.0;
    QTest::newRow("base 1e") << "base" << c << "1e" << false << 0.0;
    QTest::newRow("base hex") << "base" << c << "0x10" << false << 0.0;
    QTest::newRow("base C comma") << "base" << c << "2,5" << false << 0.0;
    QTest::newRow("base C group separator") << "base" << c << "10,000" << false << 0.0;
    QTest::newRow("base German comma") << "base" << de << "2,5" << true << 2.5;
    QTest::newRow("base German point") << "base" << de << "2.5" << true << 2.5;
    QTest::newRow("base German 1.000 is one")
        << "base" << de << "1.000" << false << 0.0; // never a group separator: 1, not > 1
    QTest::newRow("base German comma exponent") << "base" << de << "1,5e3" << true << 1500.0;
    QTest::newRow("base German two commas") << "base" << de << "1,000,5" << false << 0.0;
    QTest::newRow("base German comma and point") << "base" << de << "1.000,5" << false << 0.0;
    QTest::newRow("base 65 characters")
        << "base" << c << QStringLiteral("1%1").arg(QString(64, QLatin1Char('0'))) << false << 0.0;
}

void TestNumberRule::parse()
{
    QFETCH(QString, rule);
    QFETCH(QString, locale);
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double parsed = -1.0;
    QCOMPARE(ruleNamed(rule).parse(text, &parsed, QLocale(locale)), ok);
    if (ok)
        QCOMPARE(parsed, value);
    else
        QCOMPARE(parsed, -1.0); // untouched
}

void TestNumberRule::format_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("p 0") << "p" << 0.0 << "0";
    QTest::newRow("p 2^31 - 1, no separators") << "p" << 2147483647.0 << "2147483647";
    QTest::newRow("base 10000") << "base" << 10000.0 << "10000";
    QTest::newRow("base 40889.9424") << "base" << 40889.9424 << "40889.9424";
    QTest::newRow("base 1.0000001") << "base" << 1.0000001 << "1.0000001";
    QTest::newRow("base 1 + 2^-52") << "base" << 1.0000000000000002 << "1.0000000000000002";
    QTest::newRow("base 1.0001") << "base" << 1.0001 << "1.0001";
    QTest::newRow("base 999999999") << "base" << 999999999.0 << "999999999";
    QTest::newRow("base 1e9") << "base" << 1e9 << "1e9";
    QTest::newRow("base 1e12") << "base" << 1e12 << "1e12";
    QTest::newRow("base 1.5e12") << "base" << 1.5e12 << "1.5e12";
    QTest::newRow("base 1e308") << "base" << 1e308 << "1e308";
    QTest::newRow("base largest double") << "base" << DBL_MAX << "1.7976931348623157e308";
}

void TestNumberRule::format()
{
    QFETCH(QString, rule);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(ruleNamed(rule).format(value), expected);
}

void TestNumberRule::formatReadsBack_data()
{
    QTest::addColumn<double>("value");
    QTest::newRow("0.1 + 2.2") << 0.1 + 2.2;
    QTest::newRow("pi") << 3.141592653589793;
    QTest::newRow("1 + 2^-52") << 1.0000000000000002;
    QTest::newRow("123456789.123") << 123456789.123;
    QTest::newRow("2^53 + 2") << 9007199254740994.0;
    QTest::newRow("largest double") << DBL_MAX;
}

void TestNumberRule::formatReadsBack()
{
    QFETCH(double, value);
    const NumberRule rule = ruleNamed(QStringLiteral("base"));
    double back = 0.0;
    QVERIFY(rule.parse(rule.format(value), &back, QLocale::c()));
    QCOMPARE(back, value); // bit for bit: QCOMPARE of doubles is fuzzy, so also
    QVERIFY(back == value);
}

void TestNumberRule::stepped_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("expected");
    QTest::newRow("p up") << "p" << 3.0 << 1 << 4.0;
    QTest::newRow("p down at 0") << "p" << 0.0 << -1 << 0.0;
    QTest::newRow("p page up at the top") << "p" << 2147483640.0 << 10 << 2147483647.0;
    QTest::newRow("d page down") << "d" << 8.0 << -10 << 1.0;
    QTest::newRow("base 10000 up") << "base" << 10000.0 << 1 << 11000.0;
    QTest::newRow("base 10000 down") << "base" << 10000.0 << -1 << 9900.0;
    QTest::newRow("base 9900 up") << "base" << 9900.0 << 1 << 10000.0;
    QTest::newRow("base 40889.9424 up") << "base" << 40889.9424 << 1 << 41889.9424;
    QTest::newRow("base 1.5 up") << "base" << 1.5 << 1 << 1.6;
    QTest::newRow("base 1.1 down") << "base" << 1.1 << -1 << 1.09;
    QTest::newRow("base 1.0001 down") << "base" << 1.0001 << -1 << 1.00009;
    QTest::newRow("base 1.1 ten down") << "base" << 1.1 << -10 << 1.009;
    QTest::newRow("base 1e12 up") << "base" << 1e12 << 1 << 1.1e12;
    QTest::newRow("base 1 + 2^-52 down: nothing below")
        << "base" << 1.0000000000000002 << -1 << 1.0000000000000002;
    QTest::newRow("base largest up: stays") << "base" << DBL_MAX << 1 << DBL_MAX;
    QTest::newRow("base 1.7e308 up: to the largest") << "base" << 1.75e308 << 1 << DBL_MAX;
}

void TestNumberRule::stepped()
{
    QFETCH(QString, rule);
    QFETCH(double, value);
    QFETCH(int, steps);
    QFETCH(double, expected);
    const double result = ruleNamed(rule).stepped(value, steps);
    QVERIFY2(result == expected, qPrintable(QString::number(result, 'g', 17)));
}

void TestNumberRule::bound_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("expected");
    QTest::newRow("d 0 -> 1") << "d" << 0.0 << 1.0;
    QTest::newRow("d 9000 -> 8192") << "d" << 9000.0 << 8192.0;
    QTest::newRow("d 2.6 -> 3") << "d" << 2.6 << 3.0;
    QTest::newRow("d NaN -> 1") << "d" << std::nan("") << 1.0;
    QTest::newRow("base 1 -> 1 + 2^-52") << "base" << 1.0 << 1.0000000000000002;
    QTest::newRow("base 500 stays") << "base" << 500.0 << 500.0;
}

void TestNumberRule::bound()
{
    QFETCH(QString, rule);
    QFETCH(double, value);
    QFETCH(double, expected);
    QVERIFY(ruleNamed(rule).bound(value) == expected);
}

void TestNumberRule::description()
{
    QCOMPARE(ruleNamed(QStringLiteral("p")).description(),
             QStringLiteral("a whole number from 0 to 2147483647"));
    QCOMPARE(ruleNamed(QStringLiteral("d")).description(),
             QStringLiteral("a whole number from 1 to 8192"));
    QCOMPARE(ruleNamed(QStringLiteral("base")).description(),
             QStringLiteral("a finite number greater than 1 (such as 10000, 1.0001 or 1e6)"));
    QCOMPARE(NumberRule::realsAbove(0.0, 10.0).description(),
             QStringLiteral("a number greater than 0 and at most 10"));
}

QTEST_GUILESS_MAIN(TestNumberRule)
#include "tst_numberrule.moc"
