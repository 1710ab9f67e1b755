#pragma once

// Shared by the core tests: an independent reference formula, comparison helpers and the reader
// of the golden CSV files in tests/data.

#include "encodingspec.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <stdexcept>
#include <vector>

Q_DECLARE_METATYPE(pe::EncodingSpec)

// A deliberately naive re-implementation of the formula of Vaswani et al. 2017, section 3.5,
// written from the paper and not from core/: the tests compare the core against it (and against
// the mpmath goldens in tests/data), never against the core itself.
namespace reference {

inline double denominator(int d, double base, int pair) { return std::pow(base, (2.0 * pair) / d); }

inline double component(int d, double base, std::int64_t p, int j)
{
    const double angle = static_cast<double>(p) / denominator(d, base, j / 2);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

inline std::vector<double> encoding(int d, double base, std::int64_t p)
{
    std::vector<double> v;
    for (int j = 0; j < d; ++j)
        v.push_back(component(d, base, p, j));
    return v;
}

} // namespace reference

namespace testsupport {

inline QByteArray describe(const char *what, double actual, double expected)
{
    return QByteArray(what) + ": actual " + QByteArray::number(actual, 'g', 17) + ", expected "
        + QByteArray::number(expected, 'g', 17) + ", |difference| "
        + QByteArray::number(std::fabs(actual - expected), 'g', 3);
}

// Runs call and expects std::invalid_argument whose message is one line naming `name` as a whole
// word (core's rule for bad input).
inline void verifyThrowsNaming(const std::function<void()> &call, const QString &name)
{
    try {
        call();
    } catch (const std::invalid_argument &e) {
        const QString what = QString::fromUtf8(e.what());
        QVERIFY2(!what.isEmpty() && !what.contains(QLatin1Char('\n')),
                 qPrintable(QStringLiteral("not one line: \"%1\"").arg(what)));
        const QRegularExpression word(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
        QVERIFY2(what.contains(word),
                 qPrintable(QStringLiteral("message \"%1\" does not name \"%2\"").arg(what, name)));
        return;
    } catch (...) {
        QFAIL("threw something other than std::invalid_argument");
    }
    QFAIL("did not throw");
}

inline void verifyThrowsNaming(const std::function<void()> &call, const QByteArray &name)
{
    verifyThrowsNaming(call, QString::fromLatin1(name));
}

// A spec of the given layout and width with a context-scaling method and factor (the other fields
// at their defaults).
inline pe::EncodingSpec makeSpec(pe::Layout layout, int d,
                                 pe::ContextMethod method = pe::ContextMethod::None,
                                 double factor = 4.0)
{
    pe::EncodingSpec spec;
    spec.d = d;
    spec.layout = layout;
    spec.scaling.method = method;
    spec.scaling.factor = factor;
    return spec;
}

// A number of a golden file: decimal or C99 hex float ("0x1.8p+3"), read by strtod in the C
// locale Qt Test runs in; NaN for anything else (so that a damaged file fails the test).
inline double toDouble(const QByteArray &text)
{
    if (text.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    char *end = nullptr;
    const double value = std::strtod(text.constData(), &end);
    return end == text.constData() + text.size() ? value : std::numeric_limits<double>::quiet_NaN();
}

// The rows of a golden CSV file of tests/data (header line, comma-separated fields, no quoting),
// or no rows when the file is missing or its header is not expectedHeader.
inline QList<QList<QByteArray>> readCsv(const char *name, const QByteArray &expectedHeader)
{
    QFile file(QStringLiteral(PEV_TEST_DATA_DIR "/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<QList<QByteArray>> rows;
    if (file.readLine().trimmed() != expectedHeader)
        return {};
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            rows.append(line.split(','));
    }
    return rows;
}

// An EncodingSpec from the golden columns layout,method,d,base,factor,train_length,alpha,beta
// starting at row[first] (tests/data/make_spec_goldens.py); QFAIL-worthy ids give a spec that
// validate() rejects (d = 0).
inline pe::EncodingSpec specFromColumns(const QList<QByteArray> &row, int first)
{
    pe::EncodingSpec spec;
    const auto at = [&](int k) { return row.value(first + k).toStdString(); };
    if (!pe::parseLayout(at(0), &spec.layout) || !pe::parseMethod(at(1), &spec.scaling.method))
        spec.d = 0;
    else
        spec.d = row.value(first + 2).toInt();
    spec.base = toDouble(row.value(first + 3));
    spec.scaling.factor = toDouble(row.value(first + 4));
    spec.scaling.trainLength = row.value(first + 5).toLongLong();
    spec.scaling.alpha = toDouble(row.value(first + 6));
    spec.scaling.beta = toDouble(row.value(first + 7));
    return spec;
}

// A short test-row tag for a spec: "concatenated yarn d64 b10000 s4 L512".
inline QByteArray specTag(const pe::EncodingSpec &spec)
{
    QByteArray tag = QByteArray::fromStdString(pe::layoutId(spec.layout)) + ' '
        + QByteArray::fromStdString(pe::methodId(spec.scaling.method)) + " d"
        + QByteArray::number(spec.d) + " b" + QByteArray::number(spec.base, 'g', 17);
    if (spec.scaling.method != pe::ContextMethod::None)
        tag += " s" + QByteArray::number(spec.scaling.factor, 'g', 17);
    if (spec.scaling.method == pe::ContextMethod::Yarn)
        tag += " L" + QByteArray::number(spec.scaling.trainLength) + " a"
            + QByteArray::number(spec.scaling.alpha, 'g', 17) + " b"
            + QByteArray::number(spec.scaling.beta, 'g', 17);
    if (spec.layout == pe::Layout::Fairseq)
        tag += " pad" + QByteArray::number(spec.paddingIdx);
    return tag;
}

// Every layout with every method (the defaults of ContextScaling, PI also with s < 1), at width d.
inline QList<pe::EncodingSpec> allSpecs(int d)
{
    QList<pe::EncodingSpec> specs;
    for (const pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated,
                                    pe::Layout::Tensor2Tensor, pe::Layout::Fairseq}) {
        for (const pe::ContextMethod method :
             {pe::ContextMethod::None, pe::ContextMethod::PositionInterpolation,
              pe::ContextMethod::NtkAware, pe::ContextMethod::Yarn}) {
            pe::EncodingSpec spec;
            spec.d = d;
            spec.layout = layout;
            spec.scaling.method = method;
            specs.append(spec);
            if (method == pe::ContextMethod::PositionInterpolation) {
                spec.scaling.factor = 0.25; // denominators below 1
                specs.append(spec);
            }
        }
    }
    return specs;
}

} // namespace testsupport

// |actual - expected| <= tolerance (QCOMPARE on doubles is a relative fuzzy compare).
#define PEV_VERIFY_NEAR(actual, expected, tolerance)                                               \
    QVERIFY2(std::fabs((actual) - (expected)) <= (tolerance),                                      \
             testsupport::describe(#actual, (actual), (expected)).constData())

// Bit-for-bit the same double value (operator==, so 0.0 and -0.0 compare equal).
#define PEV_COMPARE_EXACT(actual, expected)                                                        \
    QVERIFY2((actual) == (expected),                                                               \
             testsupport::describe(#actual, (actual), (expected)).constData())
