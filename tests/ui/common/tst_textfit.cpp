// Tests of textfit: lines that fit a width, broken at " · " first, then between words, never
// inside a word ("wavelength" must survive in a pair chart's title).
#include "textfit.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QTest>

class TestTextFit : public QObject
{
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void chinese();
    void size();
    void html();
};

void TestTextFit::lines_data()
{
    // The width is given as the text that should just fit on the first line.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fitting");
    QTest::addColumn<QStringList>("expected");
    const QString title = QStringLiteral("Pair i = 0 · denominator 1 · wavelength 6.28");
    QTest::newRow("all fits") << title << title << QStringList {title};
    QTest::newRow("two of three parts")
        << title << QStringLiteral("Pair i = 0 · denominator 1")
        << QStringList {QStringLiteral("Pair i = 0 · denominator 1"),
                        QStringLiteral("wavelength 6.28")};
    QTest::newRow("one part a line")
        << title << QStringLiteral("wavelength 6.28")
        << QStringList {QStringLiteral("Pair i = 0"), QStringLiteral("denominator 1"),
                        QStringLiteral("wavelength 6.28")};
    QTest::newRow("words, never split")
        << title << QString()
        << QStringList {QStringLiteral("Pair"),        QStringLiteral("i = 0"),
                        QStringLiteral("denominator"), QStringLiteral("1"),
                        QStringLiteral("wavelength"),  QStringLiteral("6.28")};
    QTest::newRow("word wider than the width keeps its line")
        << QStringLiteral("a denominator b") << QStringLiteral("deno")
        << QStringList {QStringLiteral("a"), QStringLiteral("denominator"), QStringLiteral("b")};
    QTest::newRow("no separator") << QStringLiteral("lesson: q = 3: 2.017479, q = 6: 0.657741")
                                  << QStringLiteral("lesson: q = 3: 2.017479,")
                                  << QStringList {QStringLiteral("lesson: q = 3: 2.017479,"),
                                                  QStringLiteral("q = 6: 0.657741")};
    QTest::newRow("empty") << QString() << QStringLiteral("x") << QStringList {};
    // No-break spaces hold a dot product together (the similarity chart's title).
    QTest::newRow("no-break spaces")
        << QStringLiteral("PE(a)\u00A0·\u00A0PE(a + k) against k")
        << QStringLiteral("PE(a)\u00A0·\u00A0PE(a + k)")
        << QStringList {QStringLiteral("PE(a) · PE(a + k)"), QStringLiteral("against k")};
    QTest::newRow("name = value kept whole")
        << QStringLiteral("against the offset k (d = 8192)")
        << QStringLiteral("against the offset k (d")
        << QStringList {QStringLiteral("against the offset k"), QStringLiteral("(d = 8192)")};
}

void TestTextFit::lines()
{
    QFETCH(QString, text);
    QFETCH(QString, fitting);
    QFETCH(QStringList, expected);
    const QFont font = QApplication::font();
    const qreal width = QFontMetricsF(font).horizontalAdvance(fitting) + 0.5;
    const QStringList got = textfit::lines(text, font, width);
    QCOMPARE(got, expected);
    // A line of several words fits the width (a single word, or "i = 0", may not: it is never
    // split).
    for (const QString &line : got) {
        QString units = line;
        units.replace(QStringLiteral(" = "), QStringLiteral("="));
        if (units.contains(QLatin1Char(' ')))
            QVERIFY(QFontMetricsF(font).horizontalAdvance(line) <= width);
    }
}

void TestTextFit::chinese()
{
    // Unicode allows a break between CJK characters: narrow, every line fits and together they
    // hold the whole text.
    const QString text = QStringLiteral("第 i = 0 对在单位圆上：(sin(p), cos(p))");
    const QFont font = QApplication::font();
    const qreal width = QFontMetricsF(font).horizontalAdvance(QStringLiteral("第 i = 0 对在")) + 1;
    const QStringList got = textfit::lines(text, font, width);
    QVERIFY(got.size() >= 2);
    QString joined = got.join(QString());
    joined.remove(QLatin1Char(' '));
    QString all = text;
    all.remove(QLatin1Char(' '));
    QCOMPARE(joined, all);
    for (const QString &line : got)
        if (line.contains(QLatin1Char(' ')))
            QVERIFY(QFontMetricsF(font).horizontalAdvance(line) <= width);
}

void TestTextFit::size()
{
    const QFont font = QApplication::font();
    const QSizeF latin = textfit::size(QStringLiteral("position"), font);
    QCOMPARE(latin.width(), QFontMetricsF(font).horizontalAdvance(QStringLiteral("position")));
    QVERIFY(latin.height() >= QFontMetricsF(font).ascent());
    // A Chinese text is at least as tall (its fallback font), never less.
    QVERIFY(textfit::size(QStringLiteral("位置"), font).height() >= latin.height() - 0.5);
    QCOMPARE(textfit::size(QString(), font).width(), 0.0);
}

void TestTextFit::html()
{
    QCOMPARE(textfit::html({QStringLiteral("a < b"), QStringLiteral("c & d")}),
             QStringLiteral("a &lt; b<br>c &amp; d"));
}

QTEST_MAIN(TestTextFit)
#include "tst_textfit.moc"
