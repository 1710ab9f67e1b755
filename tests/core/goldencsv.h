#pragma once

// Shared by the attention and RoPE core tests: reading the golden CSV files of tests/data (made by
// tests/data/make_attention_goldens.py) and checking the one-line error messages.

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <stdexcept>
#include <vector>

namespace golden {

/// A golden CSV file: the header's column names and the rows (comma-separated fields; the files
/// have no quoted fields and no comment lines).
struct Csv
{
    QList<QByteArray> columns;
    QList<QList<QByteArray>> rows;

    /// Field `name` of row `row`; an empty array when the column does not exist.
    QByteArray field(const QList<QByteArray> &row, const char *name) const
    {
        const qsizetype k = columns.indexOf(QByteArray(name));
        return k >= 0 && k < row.size() ? row[k] : QByteArray();
    }
};

/// Reads tests/data/<name>; the header must be `expectedHeader` (else no rows, so that the
/// caller's row-count check fails).
inline Csv read(const char *name, const QByteArray &expectedHeader)
{
    Csv csv;
    QFile file(QStringLiteral(PEV_TEST_DATA_DIR) + QLatin1Char('/') + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return csv;
    const QByteArray header = file.readLine().trimmed();
    if (header != expectedHeader)
        return csv;
    csv.columns = header.split(',');
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            csv.rows.append(line.split(','));
    }
    return csv;
}

/// A decimal number (correctly rounded, locale-independent); NaN when it does not parse.
inline double toDouble(const QByteArray &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

/// A ';'-separated list of decimal numbers (empty text: an empty vector).
inline std::vector<double> toVector(const QByteArray &text)
{
    std::vector<double> v;
    if (text.isEmpty())
        return v;
    for (const QByteArray &item : text.split(';'))
        v.push_back(toDouble(item));
    return v;
}

/// A ';'-separated list of integers.
inline std::vector<int> toInts(const QByteArray &text)
{
    std::vector<int> v;
    if (text.isEmpty())
        return v;
    for (const QByteArray &item : text.split(';'))
        v.push_back(item.toInt());
    return v;
}

/// The bits of a double, for bit-for-bit comparisons that also tell -0.0 from 0.0.
inline quint64 bits(double x)
{
    quint64 b = 0;
    std::memcpy(&b, &x, sizeof b);
    return b;
}

/// Runs call and expects std::invalid_argument with a one-line message containing `needle`.
inline bool throwsInvalidArgument(const std::function<void()> &call, const QByteArray &needle,
                                  QByteArray *problem)
{
    try {
        call();
    } catch (const std::invalid_argument &e) {
        const QByteArray what(e.what());
        if (what.contains('\n')) {
            *problem = "message is not one line: " + what;
            return false;
        }
        if (!what.contains(needle)) {
            *problem = "message \"" + what + "\" does not contain \"" + needle + "\"";
            return false;
        }
        return true;
    } catch (...) {
        *problem = "threw something other than std::invalid_argument";
        return false;
    }
    *problem = "did not throw";
    return false;
}

} // namespace golden

// call must throw std::invalid_argument with a one-line message containing needle.
#define PEV_VERIFY_THROWS(call, needle)                                                            \
    do {                                                                                           \
        QByteArray pevProblem;                                                                     \
        QVERIFY2(golden::throwsInvalidArgument(call, needle, &pevProblem),                         \
                 pevProblem.constData());                                                          \
    } while (false)
