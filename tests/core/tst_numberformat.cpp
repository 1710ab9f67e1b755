#include "numberformat.h"
#include "positionalencoding.h"
#include "testsupport.h"

#include <QtTest>

#include <clocale>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>

namespace {

const QByteArray minus("\xE2\x88\x92"); // U+2212 MINUS SIGN
const QByteArray infinity("\xE2\x88\x9E"); // U+221E INFINITY
constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
constexpr double inf = std::numeric_limits<double>::infinity();

QByteArray q(const std::string &s) { return QByteArray::fromStdString(s); }

// Parses with the C library in the "C" locale; the whole string must be consumed.
bool parseC(const QByteArray &text, double *value)
{
    char *end = nullptr;
    *value = std::strtod(text.constData(), &end);
    return end == text.constData() + text.size() && !text.isEmpty();
}

// Counts the significant digits of a plain or scientific number: the digits of the mantissa from
// the first non-zero one on (trailing zeros included).
int significantDigits(const QByteArray &text)
{
    QByteArray mantissa = text;
    const int e = mantissa.indexOf('e');
    if (e >= 0)
        mantissa.truncate(e);
    int count = 0;
    bool started = false;
    for (const char c : mantissa) {
        if (c < '0' || c > '9')
            continue;
        if (c != '0')
            started = true;
        if (started)
            ++count;
    }
    return count;
}

// Restores the C locale when a test row leaves, whatever happens.
struct LocaleGuard
{
    LocaleGuard() = default;
    LocaleGuard(const LocaleGuard &) = delete;
    LocaleGuard &operator=(const LocaleGuard &) = delete;
    ~LocaleGuard() { std::setlocale(LC_ALL, "C"); }
};

QList<double> roundTripValues()
{
    QList<double> values {0.0,
                          -0.0,
                          1.0,
                          -1.0,
                          0.1,
                          -0.1,
                          1.0 / 3.0,
                          2.0 / 3.0,
                          1e-300,
                          -1e-300,
                          4.9406564584124654e-324, // smallest subnormal
                          2.2250738585072014e-308,
                          1.7976931348623157e308,
                          -4.4999966249958945e-06,
                          0.14112000805986721,
                          -0.98999249660044542,
                          0.99999950000004167,
                          1e-5,
                          std::nextafter(1e-5, 0.0),
                          std::nextafter(1e-5, 1.0),
                          999.99999999999989, // just below a power of ten
                          std::nextafter(1.0, 0.0),
                          std::nextafter(0.1, 0.0),
                          std::nextafter(1e15, 0.0),
                          1e15,
                          123456789.12345678,
                          2147483647.0,
                          9007199254740993.0};
    std::mt19937_64 generator(12345);
    std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
    std::uniform_int_distribution<int> exponent(-40, 40);
    for (int k = 0; k < 200; ++k)
        values.append(std::ldexp(mantissa(generator), exponent(generator)));
    // Components of PE at a large position: the values the CSV export writes.
    const pe::PositionalEncoding encoding(512, 10000.0);
    for (const double v : encoding.vector(1000))
        values.append(v);
    return values;
}

} // namespace

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void formatDisplay_data();
    void formatDisplay();
    void formatCompact_data();
    void formatCompact();
    void formatFull_data();
    void formatFull();
    void formatFullRoundTrips_data();
    void formatFullRoundTrips();
    void formatCsv_data();
    void formatCsv();
    void formatCsvRoundTrips_data();
    void formatCsvRoundTrips();
    void formatCsvIgnoresTheLocale_data();
    void formatCsvIgnoresTheLocale();
    void denominatorText_data();
    void denominatorText();
    void functionLabel_data();
    void functionLabel();
    void encodingLabels_data();
    void encodingLabels();
    void componentLabels_data();
    void componentLabels();
};

void TestNumberFormat::cleanup() { std::setlocale(LC_ALL, "C"); }

void TestNumberFormat::formatDisplay_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("PE(3)[0]") << 0.14112000805986721 << 6 << QByteArray("0.141120");
    QTest::newRow("PE(3)[1] true minus") << -0.98999249660044542 << 6 << minus + "0.989992";
    QTest::newRow("zero") << 0.0 << 6 << QByteArray("0.000000");
    QTest::newRow("negative zero") << -0.0 << 6 << QByteArray("0.000000");
    QTest::newRow("-1e-9 no negative zero") << -1e-9 << 6 << QByteArray("0.000000");
    QTest::newRow("-4e-7 no negative zero") << -4e-7 << 6 << QByteArray("0.000000");
    QTest::newRow("-6e-7 rounds away") << -6e-7 << 6 << minus + "0.000001";
    QTest::newRow("one") << 1.0 << 6 << QByteArray("1.000000");
    QTest::newRow("rounds up to 1") << 0.9999996 << 6 << QByteArray("1.000000");
    QTest::newRow("rounds up to -1") << -0.9999996 << 6 << minus + "1.000000";
    QTest::newRow("rounds down") << 2.0000004 << 6 << QByteArray("2.000000");
    QTest::newRow("rounds half-way up") << 1.2345678 << 6 << QByteArray("1.234568");
    QTest::newRow("PE(3)[7]") << 0.99999550000337496 << 6 << QByteArray("0.999996");
    QTest::newRow("PE(3)[7]-PE(0)[7]") << -4.4999966249958945e-06 << 6 << minus + "0.000004";
    QTest::newRow("large") << 1e20 << 6 << QByteArray("100000000000000000000.000000");
    QTest::newRow("3 decimals") << 3.14159 << 3 << QByteArray("3.142");
    QTest::newRow("2 decimals -0.004") << -0.004 << 2 << QByteArray("0.00");
    QTest::newRow("2 decimals -0.006") << -0.006 << 2 << minus + "0.01";
    QTest::newRow("0 decimals") << 2.7 << 0 << QByteArray("3");
    QTest::newRow("0 decimals -0.4") << -0.4 << 0 << QByteArray("0");
    QTest::newRow("0 decimals -2.7") << -2.7 << 0 << minus + "3";
    QTest::newRow("decimals clamped to 0") << 2.7 << -5 << QByteArray("3");
    QTest::newRow("decimals clamped to 17") << 0.5 << 40 << QByteArray("0.50000000000000000");
    QTest::newRow("NaN") << notANumber << 6 << QByteArray("NaN");
    QTest::newRow("-NaN") << -notANumber << 6 << QByteArray("NaN");
    QTest::newRow("inf") << inf << 6 << infinity;
    QTest::newRow("-inf") << -inf << 6 << minus + infinity;
}

void TestNumberFormat::formatDisplay()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::formatDisplay(value, decimals)), expected);
    if (decimals == 6)
        QCOMPARE(q(pe::formatDisplay(value)), expected); // six decimals by default
}

void TestNumberFormat::formatCompact_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("zero") << 0.0 << 6 << QByteArray("0");
    QTest::newRow("negative zero") << -0.0 << 6 << QByteArray("0");
    QTest::newRow("-1e-9") << -1e-9 << 6 << QByteArray("0");
    QTest::newRow("3") << 3.0 << 6 << QByteArray("3");
    QTest::newRow("0.3") << 0.3 << 6 << QByteArray("0.3");
    QTest::newRow("angle 3/1000") << 0.003 << 6 << QByteArray("0.003");
    QTest::newRow("PE(3)[1]") << -0.98999249660044542 << 6 << minus + "0.989992";
    QTest::newRow("-0.5") << -0.5 << 6 << minus + "0.5";
    QTest::newRow("30 keeps its zero") << 30.0 << 6 << QByteArray("30");
    QTest::newRow("100, no decimals") << 100.0 << 0 << QByteArray("100");
    QTest::newRow("rounds to 1") << 0.9999996 << 6 << QByteArray("1");
    QTest::newRow("2 decimals") << 6.2831853 << 2 << QByteArray("6.28");
    QTest::newRow("NaN") << notANumber << 6 << QByteArray("NaN");
    QTest::newRow("-inf") << -inf << 6 << minus + infinity;
}

void TestNumberFormat::formatCompact()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::formatCompact(value, decimals)), expected);
}

void TestNumberFormat::formatFull_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("PE(3)[0]") << 0.14112000805986721 << QByteArray("0.14112000805986721");
    QTest::newRow("PE(3)[1]") << -0.98999249660044542 << minus + "0.98999249660044542";
    QTest::newRow("0.1") << 0.1 << QByteArray("0.10000000000000001");
    QTest::newRow("one") << 1.0 << QByteArray("1.0000000000000000");
    QTest::newRow("1000") << 1000.0 << QByteArray("1000.0000000000000");
    QTest::newRow("just below 1000") << 999.99999999999989 << QByteArray("999.99999999999989");
    QTest::newRow("just below 0.1")
        << std::nextafter(0.1, 0.0) << QByteArray("0.099999999999999992");
    QTest::newRow("zero") << 0.0 << QByteArray("0.0000000000000000");
    QTest::newRow("negative zero") << -0.0 << QByteArray("0.0000000000000000");
    QTest::newRow("1e-5") << 1e-5 << QByteArray("0.000010000000000000001");
    QTest::newRow("-4.5e-6 scientific")
        << -4.4999966249958945e-06 << minus + "4.4999966249958945e" + minus + "06";
    QTest::newRow("1e-300") << 1e-300 << "1.0000000000000000e" + minus + "300";
    QTest::newRow("1e20") << 1e20 << QByteArray("1.0000000000000000e+20");
    QTest::newRow("NaN") << notANumber << QByteArray("NaN");
    QTest::newRow("inf") << inf << infinity;
    QTest::newRow("-inf") << -inf << minus + infinity;
}

void TestNumberFormat::formatFull()
{
    QFETCH(double, value);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::formatFull(value)), expected);
}

void TestNumberFormat::formatFullRoundTrips_data()
{
    QTest::addColumn<double>("value");

    const QList<double> values = roundTripValues();
    for (qsizetype k = 0; k < values.size(); ++k)
        QTest::addRow("%lld: %.17g", static_cast<long long>(k), values[k]) << values[k];
}

void TestNumberFormat::formatFullRoundTrips()
{
    QFETCH(double, value);

    const QByteArray full = q(pe::formatFull(value));
    QVERIFY2(!full.startsWith('-'), full.constData()); // a true minus, never ASCII '-'
    QCOMPARE(full.startsWith(minus), value < 0.0);
    QByteArray ascii = full;
    ascii.replace(minus, "-");
    double parsed = 0.0;
    QVERIFY2(parseC(ascii, &parsed), full.constData());
    PEV_COMPARE_EXACT(parsed, value);
    if (value != 0.0)
        QCOMPARE(significantDigits(full), 17);
}

void TestNumberFormat::formatCsv_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("0.1") << 0.1 << QByteArray("0.10000000000000001");
    QTest::newRow("0.5") << 0.5 << QByteArray("0.5");
    QTest::newRow("-2.5") << -2.5 << QByteArray("-2.5");
    QTest::newRow("one") << 1.0 << QByteArray("1");
    QTest::newRow("zero") << 0.0 << QByteArray("0");
    QTest::newRow("PE(3)[1]") << -0.98999249660044542 << QByteArray("-0.98999249660044542");
    QTest::newRow("-4.5e-6") << -4.4999966249958945e-06 << QByteArray("-4.4999966249958945e-06");
    QTest::newRow("1e20") << 1e20 << QByteArray("1e+20");
}

void TestNumberFormat::formatCsv()
{
    QFETCH(double, value);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::formatCsv(value)), expected);
}

void TestNumberFormat::formatCsvRoundTrips_data()
{
    QTest::addColumn<double>("value");

    const QList<double> values = roundTripValues();
    for (qsizetype k = 0; k < values.size(); ++k)
        QTest::addRow("%lld: %.17g", static_cast<long long>(k), values[k]) << values[k];
}

void TestNumberFormat::formatCsvRoundTrips()
{
    QFETCH(double, value);

    const QByteArray csv = q(pe::formatCsv(value));
    QVERIFY2(!csv.contains(minus), csv.constData());
    QVERIFY2(!csv.contains(','), csv.constData());
    QCOMPARE(csv.startsWith('-'), bool(std::signbit(value))); // ASCII '-', sign kept
    double parsed = 0.0;
    QVERIFY2(parseC(csv, &parsed), csv.constData());
    PEV_COMPARE_EXACT(parsed, value);
    QCOMPARE(bool(std::signbit(parsed)), bool(std::signbit(value)));
}

void TestNumberFormat::formatCsvIgnoresTheLocale_data()
{
    QTest::addColumn<QByteArray>("locale");

    QTest::newRow("C") << QByteArray("C");
    QTest::newRow("de_DE.UTF-8") << QByteArray("de_DE.UTF-8");
}

void TestNumberFormat::formatCsvIgnoresTheLocale()
{
    QFETCH(QByteArray, locale);

    const LocaleGuard guard;
    if (!std::setlocale(LC_ALL, locale.constData()))
        QSKIP(QByteArray("locale " + locale + " is not installed").constData());
    if (locale != "C")
        QCOMPARE(QByteArray(std::localeconv()->decimal_point), QByteArray(","));

    const QList<double> values {
        0.5, -2.5, 0.1, -4.4999966249958945e-06, 1e-300, 1234567.25, 0.14112000805986721};
    QList<QByteArray> texts;
    for (const double v : values)
        texts.append(q(pe::formatCsv(v)));
    std::setlocale(LC_ALL, "C");
    for (qsizetype k = 0; k < values.size(); ++k) {
        QVERIFY2(!texts[k].contains(','), texts[k].constData());
        QCOMPARE(texts[k], q(pe::formatCsv(values[k]))); // same text as in the C locale
        double parsed = 0.0;
        QVERIFY2(parseC(texts[k], &parsed), texts[k].constData());
        PEV_COMPARE_EXACT(parsed, values[k]);
    }
    QCOMPARE(texts[0], QByteArray("0.5"));
}

void TestNumberFormat::denominatorText_data()
{
    QTest::addColumn<double>("denominator");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("1") << 1.0 << QByteArray("1");
    QTest::newRow("10") << 10.0 << QByteArray("10");
    QTest::newRow("1000") << 1000.0 << QByteArray("1000");
    QTest::newRow("just below 1000") << 999.99999999999989 << QByteArray("1000");
    QTest::newRow("just above 10") << 10.000000000000002 << QByteArray("10");
    QTest::newRow("10^(1/2)") << 3.1622776601683795 << QByteArray("3.16");
    QTest::newRow("10^(3/2)") << 31.622776601683793 << QByteArray("31.62");
    QTest::newRow("1000^(1/4)") << 5.6234132519034912 << QByteArray("5.62");
    QTest::newRow("2.5^(1/3)") << 1.3572088082974532 << QByteArray("1.357");
    QTest::newRow("99999.4") << 99999.4 << QByteArray("99999.40");
    QTest::newRow("100000") << 100000.0 << QByteArray("100000");
    QTest::newRow("123456.7") << 123456.7 << QByteArray("1.235e+05");
    QTest::newRow("10^7.2") << 15848931.924611134 << QByteArray("1.585e+07");
}

void TestNumberFormat::denominatorText()
{
    QFETCH(double, denominator);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::denominatorText(denominator)), expected);
}

void TestNumberFormat::functionLabel_data()
{
    QTest::addColumn<int>("component");
    QTest::addColumn<double>("denominator");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("j0") << 0 << 1.0 << QByteArray("sin(p)");
    QTest::newRow("j1") << 1 << 1.0 << QByteArray("cos(p)");
    QTest::newRow("j2") << 2 << 10.0 << QByteArray("sin(p/10)");
    QTest::newRow("j3") << 3 << 10.0 << QByteArray("cos(p/10)");
    QTest::newRow("j7") << 7 << 1000.0 << QByteArray("cos(p/1000)");
    QTest::newRow("j6 31.62") << 6 << 31.622776601683793 << QByteArray("sin(p/31.62)");
    QTest::newRow("j2 5.62") << 2 << 5.6234132519034912 << QByteArray("sin(p/5.62)");
    QTest::newRow("j511 large") << 511 << 9646.6161991119921 << QByteArray("cos(p/9646.62)");
    // Between 1 and 2 (wide models): three significant digits of den - 1, so slow pairs stay
    // apart. Python: 10000 ** (2 / 4096) = 1.004507..., 10000 ** (4 / 4096) = 1.009035...,
    // 10000 ** (6 / 4096) = 1.013583..., 10000 ** (2 / 8192) = 1.002251...,
    // 10000 ** (4 / 65536) = 1.000562..., 10000 ** (2 / 40) = 1.584893...; a denominator just
    // above 1 is never "1": Python repr(1 + 1e-12) = '1.000000000001',
    // repr(1.0000000000000002 ** (6 / 8)) = '1.0000000000000002' (base 1 + 2^-52, d = 8, pair 3).
    QTest::newRow("d4096 pair 1") << 2 << 1.0045073642544624 << QByteArray("sin(p/1.00451)");
    QTest::newRow("d4096 pair 2") << 4 << 1.0090350448414473 << QByteArray("sin(p/1.00904)");
    QTest::newRow("d4096 pair 3") << 6 << 1.0135831333340657 << QByteArray("sin(p/1.0136)");
    QTest::newRow("d8192 pair 1") << 3 << 1.0022511482929128 << QByteArray("cos(p/1.00225)");
    QTest::newRow("den 1.000562") << 2 << 1.0005623126022087 << QByteArray("sin(p/1.000562)");
    QTest::newRow("d40 pair 1") << 2 << 1.5848931924611136 << QByteArray("sin(p/1.585)");
    QTest::newRow("den 1.999") << 2 << 1.999 << QByteArray("sin(p/1.999)");
    QTest::newRow("den 2.0004 back to two decimals") << 2 << 2.0004 << QByteArray("sin(p/2.00)");
    QTest::newRow("den 1 + 2e-9: nine decimals")
        << 2 << 1.000000002 << QByteArray("sin(p/1.000000002)");
    QTest::newRow("den 1 + 1e-12 is not 1")
        << 2 << 1.000000000001 << QByteArray("sin(p/1.000000000001)");
    QTest::newRow("den 1 + 2^-52 is not 1")
        << 7 << 1.0000000000000002 << QByteArray("cos(p/1.0000000000000002)");
    QTest::newRow("den 1.5 keeps three decimals") << 2 << 1.5 << QByteArray("sin(p/1.500)");
    QTest::newRow("den just below 2 is 2") << 2 << 1.9999999999999998 << QByteArray("sin(p/2)");
}

void TestNumberFormat::functionLabel()
{
    QFETCH(int, component);
    QFETCH(double, denominator);
    QFETCH(QByteArray, expected);

    QCOMPARE(q(pe::functionLabel(component, denominator)), expected);
}

void TestNumberFormat::encodingLabels_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QByteArrayList>("expected");

    QTest::newRow("d8") << 8 << 10000.0
                        << QByteArrayList {"sin(p)",      "cos(p)",     "sin(p/10)",
                                           "cos(p/10)",   "sin(p/100)", "cos(p/100)",
                                           "sin(p/1000)", "cos(p/1000)"};
    // 1000^(2/8) = 5.623..., 1000^(4/8) = 31.62..., 1000^(6/8) = 177.8...
    QTest::newRow("d8_base1000") << 8 << 1000.0
                                 << QByteArrayList {"sin(p)",        "cos(p)",       "sin(p/5.62)",
                                                    "cos(p/5.62)",   "sin(p/31.62)", "cos(p/31.62)",
                                                    "sin(p/177.83)", "cos(p/177.83)"};
    // Base 1 + 2^-52: Python 1.0000000000000002 ** (k / 8) for k = 0, 2, 4, 6 gives
    // 1.0, 1.0, 1.0, 1.0000000000000002; only pair 3 differs from 1 in double precision, and its
    // label says so instead of sin(p).
    QTest::newRow("d8 base 1 + 2^-52") << 8 << 1.0000000000000002
                                       << QByteArrayList {"sin(p)",
                                                          "cos(p)",
                                                          "sin(p)",
                                                          "cos(p)",
                                                          "sin(p)",
                                                          "cos(p)",
                                                          "sin(p/1.0000000000000002)",
                                                          "cos(p/1.0000000000000002)"};
    QTest::newRow("d5_odd") << 5 << 10000.0
                            << QByteArrayList {"sin(p)", "cos(p)", "sin(p/39.81)", "cos(p/39.81)",
                                               "sin(p/1584.89)"};
}

void TestNumberFormat::encodingLabels()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QByteArrayList, expected);

    const pe::PositionalEncoding encoding(d, base);
    QByteArrayList labels;
    for (int j = 0; j < d; ++j)
        labels.append(q(pe::functionLabel(j, encoding.denominator(j / 2))));
    QCOMPARE(labels, expected);
}

void TestNumberFormat::componentLabels_data()
{
    // The labels of every component following the encoding's spec: the layout's order, its
    // denominators (tensor2tensor and fairseq: base^(j/(d/2 - 1)), here 1 and 10000), the
    // context scaling (PI s = 4: four times the paper's denominators) and fairseq's offset.
    QTest::addColumn<pe::EncodingSpec>("spec");
    QTest::addColumn<QByteArrayList>("expected");
    const auto spec = [](pe::Layout layout, int d, int paddingIdx = 1) {
        pe::EncodingSpec s;
        s.layout = layout;
        s.d = d;
        s.paddingIdx = paddingIdx;
        return s;
    };
    QTest::newRow("interleaved d5")
        << spec(pe::Layout::Interleaved, 5)
        << QByteArrayList {"sin(p)", "cos(p)", "sin(p/39.81)", "cos(p/39.81)", "sin(p/1584.89)"};
    QTest::newRow("concatenated d5")
        << spec(pe::Layout::Concatenated, 5)
        << QByteArrayList {"sin(p)", "sin(p/39.81)", "sin(p/1584.89)", "cos(p)", "cos(p/39.81)"};
    QTest::newRow("tensor2tensor d5")
        << spec(pe::Layout::Tensor2Tensor, 5)
        << QByteArrayList {"sin(p)", "sin(p/10000)", "cos(p)", "cos(p/10000)", "0"};
    QTest::newRow("fairseq d4 padding 1")
        << spec(pe::Layout::Fairseq, 4)
        << QByteArrayList {"sin(p+2)", "sin((p+2)/10000)", "cos(p+2)", "cos((p+2)/10000)"};
    QTest::newRow("fairseq d5 padding 0")
        << spec(pe::Layout::Fairseq, 5, 0)
        << QByteArrayList {"sin(p+1)", "sin((p+1)/10000)", "cos(p+1)", "cos((p+1)/10000)", "0"};
    pe::EncodingSpec interpolated = spec(pe::Layout::Interleaved, 8);
    interpolated.scaling.method = pe::ContextMethod::PositionInterpolation;
    QTest::newRow("PI s 4 d8") << interpolated
                               << QByteArrayList {"sin(p/4)",    "cos(p/4)",   "sin(p/40)",
                                                  "cos(p/40)",   "sin(p/400)", "cos(p/400)",
                                                  "sin(p/4000)", "cos(p/4000)"};
}

void TestNumberFormat::componentLabels()
{
    QFETCH(pe::EncodingSpec, spec);
    QFETCH(QByteArrayList, expected);
    const pe::PositionalEncoding encoding(spec);
    QByteArrayList labels;
    for (int j = 0; j < spec.d; ++j)
        labels.append(q(pe::componentLabel(encoding, j)));
    QCOMPARE(labels, expected);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::componentLabel(encoding, spec.d));
}

QTEST_APPLESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
