#pragma once

// Reading the golden CSV files of tests/data in the core tests (header line, comma-separated,
// numbers as decimal or C99 hexadecimal floats, "inf", "-inf", "nan").

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QtTest>

#include <cstdlib>

namespace csvdata {

/// The rows of a CSV file in PEV_TEST_DATA_DIR, header line skipped, each split at commas.
/// Fails the test (qFatal) when the file cannot be read: a missing golden file is a broken tree.
inline QList<QList<QByteArray>> rows(const char *fileName)
{
    QFile file(QString::fromUtf8(PEV_TEST_DATA_DIR "/") + QString::fromUtf8(fileName));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read test data %s", fileName);
    QList<QList<QByteArray>> result;
    bool header = true;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (header) {
            header = false;
            continue;
        }
        result.append(line.split(','));
    }
    return result;
}

/// A number written by the data scripts: strtod reads decimal and hexadecimal floats, inf, nan.
inline double number(const QByteArray &text)
{
    char *end = nullptr;
    const double value = std::strtod(text.constData(), &end);
    if (end != text.constData() + text.size())
        qFatal("not a number in test data: %s", text.constData());
    return value;
}

} // namespace csvdata
