// Echoed input in messages: control characters and direction overrides are
// written as escapes, long input is cut to 200 characters with an ellipsis.

#include "echo.h"

#include <QtTest>

class TestEcho : public QObject
{
    Q_OBJECT

private slots:
    void shown_data();
    void shown();
    void cutsLongInput();
};

void TestEcho::shown_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("abc 1e5") << QStringLiteral("abc 1e5");
    QTest::newRow("chinese kept") << QStringLiteral("位置编码") << QStringLiteral("位置编码");
    QTest::newRow("right-to-left override")
        << QStringLiteral("12\u202E34") << QStringLiteral("12\\u202e34");
    QTest::newRow("isolates and marks")
        << QStringLiteral("\u2066a\u2069\u200F\u061C") << QStringLiteral("\\u2066a\\u2069\\u200f\\u061c");
    QTest::newRow("line break and tab")
        << QStringLiteral("a\nb\tc\r") << QStringLiteral("a\\u000ab\\u0009c\\u000d");
    QTest::newRow("escape and delete")
        << QStringLiteral("\x1b[31m\x7f") << QStringLiteral("\\u001b[31m\\u007f");
    QTest::newRow("C1 control") << QString(QChar(0x85)) << QStringLiteral("\\u0085");
    QTest::newRow("empty") << QString() << QString();
}

void TestEcho::shown()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(echo::shown(input), expected);
}

void TestEcho::cutsLongInput()
{
    const QString exact(echo::maxShown, QLatin1Char('x'));
    QCOMPARE(echo::shown(exact), exact);
    const QString longer = exact + QStringLiteral("yz");
    QCOMPARE(echo::shown(longer), exact + QChar(0x2026));
    // A megabyte on one line gives 201 characters.
    QCOMPARE(echo::shown(QString(1 << 20, QLatin1Char('s'))).size(), echo::maxShown + 1);
    // A character outside the BMP across the cut is left out whole, not halved.
    const QString emoji = QString(echo::maxShown - 1, QLatin1Char('x')) + QStringLiteral("\U0001F600z");
    const QString cut = echo::shown(emoji);
    QCOMPARE(cut, QString(echo::maxShown - 1, QLatin1Char('x')) + QChar(0x2026));
}

QTEST_GUILESS_MAIN(TestEcho)
#include "tst_echo.moc"
