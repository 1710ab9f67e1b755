#pragma once

// Reading what the printing modes (--csv, --rope, --check) write, for the end-to-end tests, and
// the golden CSV files of tests/data. No core code: the tests compare against independent values.
#include "processrun.h"

#include <QFile>
#include <QList>
#include <QtTest>

#include <cmath>
#include <cstdlib>
#include <limits>

namespace clioutput {

/// The lines of stdout without the final newline.
inline QList<QByteArray> lines(const QByteArray &out)
{
    QByteArray all = out;
    if (all.endsWith('\n'))
        all.chop(1);
    return all.isEmpty() ? QList<QByteArray>() : all.split('\n');
}

/// A number as C writes it (decimal or hexadecimal, "nan"); NaN when the field is not a whole
/// number. The tests run in the C locale.
inline double number(const QByteArray &field)
{
    if (field.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    char *end = nullptr;
    const double value = std::strtod(field.constData(), &end);
    return end == field.constData() + field.size() ? value
                                                   : std::numeric_limits<double>::quiet_NaN();
}

/// The rows of a CSV printed by --csv or --rope: position -> values (the header is checked by
/// the caller).
inline QHash<qint64, QList<double>> rowsByPosition(const QList<QByteArray> &lines)
{
    QHash<qint64, QList<double>> rows;
    for (int k = 1; k < lines.size(); ++k) {
        const QList<QByteArray> fields = lines[k].split(',');
        QList<double> values;
        for (int j = 1; j < fields.size(); ++j)
            values << number(fields[j]);
        rows.insert(fields[0].toLongLong(), values);
    }
    return rows;
}

/// A golden file of tests/data: its rows (fields split on ','), empty unless its header is
/// `header`.
inline QList<QList<QByteArray>> golden(const char *name, const QByteArray &header)
{
    QFile file(QStringLiteral(PEV_TEST_DATA_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text) || file.readLine().trimmed() != header)
        return {};
    QList<QList<QByteArray>> rows;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            rows << line.split(',');
    }
    return rows;
}

/// A usage error: exit code 2, nothing on stdout, one line on stderr that starts with the
/// program's name and holds `mentions`.
inline void verifyUsageError(const processrun::Run &r, const QByteArray &mentions)
{
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QList<QByteArray> errorLines = lines(r.err);
    QCOMPARE(errorLines.size(), 1);
    QVERIFY2(errorLines[0].startsWith("pe-visualiser: "), errorLines[0].constData());
    QVERIFY2(errorLines[0].contains(mentions), errorLines[0].constData());
}

} // namespace clioutput
