#include "positionlist.h"

#include <QtTest>

#include <stdexcept>

namespace {

constexpr qsizetype defaultMax = 1000000;

QList<qint64> range(qint64 first, qint64 last)
{
    QList<qint64> r;
    for (qint64 p = first; p <= last; ++p)
        r.append(p);
    return r;
}

} // namespace

class TestPositionList : public QObject
{
    Q_OBJECT

private slots:
    void validLists_data();
    void validLists();
    void invalidLists_data();
    void invalidLists();
};

void TestPositionList::validLists_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qsizetype>("maxCount");
    QTest::addColumn<QList<qint64>>("expected");

    QTest::newRow("0,3") << QByteArray("0,3") << defaultMax << QList<qint64> {0, 3};
    QTest::newRow("0-31") << QByteArray("0-31") << defaultMax << range(0, 31);
    QTest::newRow("0, 5-7 ,40") << QByteArray("0, 5-7 ,40") << defaultMax
                                << QList<qint64> {0, 5, 6, 7, 40};
    QTest::newRow("repeats and order kept")
        << QByteArray("3,3,0,3,1-2,2") << defaultMax << QList<qint64> {3, 3, 0, 3, 1, 2, 2};
    QTest::newRow("overlapping ranges")
        << QByteArray("0-2,1-3") << defaultMax << QList<qint64> {0, 1, 2, 1, 2, 3};
    QTest::newRow("single") << QByteArray("7") << defaultMax << QList<qint64> {7};
    QTest::newRow("white space") << QByteArray(" \t7 ,\t 8 - 9 ") << defaultMax
                                 << QList<qint64> {7, 8, 9};
    QTest::newRow("one-item range") << QByteArray("5-5") << defaultMax << QList<qint64> {5};
    QTest::newRow("leading zeros") << QByteArray("007,010") << defaultMax << QList<qint64> {7, 10};
    QTest::newRow("largest position")
        << QByteArray("2147483647") << defaultMax << QList<qint64> {2147483647};
    QTest::newRow("range at the top") << QByteArray("2147483645-2147483647") << defaultMax
                                      << QList<qint64> {2147483645, 2147483646, 2147483647};
    QTest::newRow("exactly maxCount") << QByteArray("0-9") << qsizetype(10) << range(0, 9);
    QTest::newRow("exactly maxCount over items")
        << QByteArray("0-4,5-9") << qsizetype(10) << range(0, 9);
    QTest::newRow("1000 positions") << QByteArray("0-999") << defaultMax << range(0, 999);
}

void TestPositionList::validLists()
{
    QFETCH(QByteArray, text);
    QFETCH(qsizetype, maxCount);
    QFETCH(QList<qint64>, expected);

    const std::vector<std::int64_t> actual
        = pe::parsePositionList(text.toStdString(), std::size_t(maxCount));
    QCOMPARE(QList<qint64>(actual.begin(), actual.end()), expected);
}

void TestPositionList::invalidLists_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qsizetype>("maxCount");
    QTest::addColumn<QByteArray>("mentions"); // the message quotes the offending item

    QTest::newRow("empty") << QByteArray("") << defaultMax << QByteArray("");
    QTest::newRow("space") << QByteArray(" ") << defaultMax << QByteArray("");
    QTest::newRow("comma") << QByteArray(",") << defaultMax << QByteArray("");
    QTest::newRow("trailing comma") << QByteArray("1,") << defaultMax << QByteArray("");
    QTest::newRow("leading comma") << QByteArray(",1") << defaultMax << QByteArray("");
    QTest::newRow("double comma") << QByteArray("1,,2") << defaultMax << QByteArray("");
    QTest::newRow("letter") << QByteArray("a") << defaultMax << QByteArray("'a'");
    QTest::newRow("digits and letters") << QByteArray("12ab") << defaultMax << QByteArray("'12ab'");
    QTest::newRow("negative") << QByteArray("-1") << defaultMax << QByteArray("'-1'");
    QTest::newRow("negative in a list") << QByteArray("0, -1") << defaultMax << QByteArray("'-1'");
    QTest::newRow("plus sign") << QByteArray("+1") << defaultMax << QByteArray("'+1'");
    QTest::newRow("decimal") << QByteArray("1.5") << defaultMax << QByteArray("'1.5'");
    QTest::newRow("exponent") << QByteArray("1e3") << defaultMax << QByteArray("'1e3'");
    QTest::newRow("inner space") << QByteArray("1 2") << defaultMax << QByteArray("'1 2'");
    QTest::newRow("reversed range") << QByteArray("5-2") << defaultMax << QByteArray("'5-2'");
    // Each refusal names its true reason ("-" is no number, not a negative one).
    QTest::newRow("open range") << QByteArray("1-") << defaultMax << QByteArray("'1-' has no end");
    QTest::newRow("dash only") << QByteArray("-") << defaultMax
                               << QByteArray("'-' is not a whole number");
    QTest::newRow("dash and letters") << QByteArray("-x") << defaultMax
                                      << QByteArray("'-x' is not a whole number");
    QTest::newRow("long item cut") << QByteArray(300, 'x') << defaultMax
                                   << QByteArray(200, 'x') + "\xE2\x80\xA6' is not";
    QTest::newRow("negative range end") << QByteArray("1--2") << defaultMax << QByteArray("'-2'");
    QTest::newRow("two dashes") << QByteArray("1-2-3") << defaultMax << QByteArray("");
    QTest::newRow("2^31") << QByteArray("2147483648") << defaultMax << QByteArray("'2147483648'");
    QTest::newRow("far beyond int64") << QByteArray("99999999999999999999999") << defaultMax
                                      << QByteArray("'99999999999999999999999'");
    QTest::newRow("range end too large")
        << QByteArray("0-99999999999") << defaultMax << QByteArray("'99999999999'");
    QTest::newRow("above maxCount")
        << QByteArray("0-2000000") << defaultMax << QByteArray("1000000");
    QTest::newRow("whole range above maxCount")
        << QByteArray("0-2147483647") << defaultMax << QByteArray("");
    QTest::newRow("one above maxCount") << QByteArray("0-10") << qsizetype(10) << QByteArray("10");
    QTest::newRow("sum above maxCount")
        << QByteArray("0-5,6-10") << qsizetype(10) << QByteArray("10");
    QTest::newRow("maxCount 0") << QByteArray("1") << qsizetype(0) << QByteArray("");
}

void TestPositionList::invalidLists()
{
    QFETCH(QByteArray, text);
    QFETCH(qsizetype, maxCount);
    QFETCH(QByteArray, mentions);

    try {
        const std::vector<std::int64_t> positions
            = pe::parsePositionList(text.toStdString(), std::size_t(maxCount));
        QFAIL(QByteArray("no exception; parsed " + QByteArray::number(qsizetype(positions.size()))
                         + " positions")
                  .constData());
    } catch (const std::invalid_argument &e) {
        const QByteArray what(e.what());
        QVERIFY(!what.isEmpty());
        QVERIFY2(!what.contains('\n'), what.constData()); // one line, for a command line
        QVERIFY2(what.contains(mentions), what.constData());
    }
}

QTEST_APPLESS_MAIN(TestPositionList)
#include "tst_positionlist.moc"
