// Echoed input in the core's messages: control characters, direction marks
// and bytes that are not UTF-8 never reach a message raw, and long input is cut to 200 characters
// (UTF-16 code units, as the window counts them) with an ellipsis. ui/common/echo wraps the same
// functions (tests/ui/common/tst_echo).
#include "echotext.h"

#include <QtTest>

class TestEchoText : public QObject
{
    Q_OBJECT

private slots:
    void echoed_data();
    void echoed();
    void escapedIsWhole();
};

void TestEchoText::echoed_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray ellipsis("\xe2\x80\xa6");
    QTest::newRow("plain") << QByteArray("abc 1e5") << QByteArray("abc 1e5");
    QTest::newRow("chinese kept") << QByteArray("位置编码") << QByteArray("位置编码");
    QTest::newRow("right-to-left override") << QByteArray("12\xe2\x80\xae"
                                                          "34")
                                            << QByteArray("12\\u202e34");
    QTest::newRow("line break, tab, escape, delete")
        << QByteArray("a\nb\tc\x1b\x7f") << QByteArray("a\\u000ab\\u0009c\\u001b\\u007f");
    QTest::newRow("C1 control (U+0085)") << QByteArray("\xc2\x85") << QByteArray("\\u0085");
    QTest::newRow("a stray continuation byte")
        << QByteArray("a\x80z") << QByteArray("a\xef\xbf\xbdz");
    QTest::newRow("a sequence cut short at the end")
        << QByteArray("a\xe2\x80") << QByteArray("a\xef\xbf\xbd\xef\xbf\xbd");
    QTest::newRow("an overlong slash")
        << QByteArray("\xc0\xaf") << QByteArray("\xef\xbf\xbd\xef\xbf\xbd");
    QTest::newRow("a surrogate in UTF-8")
        << QByteArray("\xed\xa0\x80") << QByteArray("\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    QTest::newRow("exactly 200") << QByteArray(200, 'x') << QByteArray(200, 'x');
    QTest::newRow("201 cut") << QByteArray(201, 'x') << QByteArray(200, 'x') + ellipsis;
    QTest::newRow("a megabyte cut") << QByteArray(1 << 20, 'y') << QByteArray(200, 'y') + ellipsis;
    // U+1F600 counts two: after 199 characters it would be the 200th and 201st, so it is left
    // out whole.
    QTest::newRow("astral across the cut")
        << QByteArray(199, 'x') + "\xf0\x9f\x98\x80z" << QByteArray(199, 'x') + ellipsis;
    // Escapes count as the one character they stand for.
    QTest::newRow("escapes within the 200")
        << QByteArray(199, 'x') + "\xe2\x80\xae" << QByteArray(199, 'x') + "\\u202e";
}

void TestEchoText::echoed()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const std::string shown = pe::echoed(std::string_view(input.constData(), input.size()));
    QCOMPARE(QByteArray::fromStdString(shown), expected);
}

void TestEchoText::escapedIsWhole()
{
    const QByteArray longer = QByteArray(300, 'x') + "\xe2\x80\xae";
    QCOMPARE(QByteArray::fromStdString(
                 pe::escapedText(std::string_view(longer.constData(), longer.size()))),
             QByteArray(300, 'x') + "\\u202e");
}

QTEST_APPLESS_MAIN(TestEchoText)
#include "tst_echotext.moc"
