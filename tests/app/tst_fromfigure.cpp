// --from-figure end to end: a folder exported with --export is made again
// from any of its figures (PNG, SVG or PDF) with identical pixels; --csv takes the figure's
// encoding; foreign files and encoding options beside it give one line and exit 2.

#include "processrun.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

class TestFromFigure : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void remakesTheFolder_data();
    void remakesTheFolder();
    void csvTakesTheFigure();
    void languageComesBack_data();
    void languageComesBack();
    void badInput_data();
    void badInput();

private:
    QTemporaryDir m_dir;
    QString m_first; // the first export
};

// Parameters far from the defaults, so that a figure that lost any of them would differ.
static const QStringList parameters {QStringLiteral("--dim"),
                                     QStringLiteral("12"),
                                     QStringLiteral("--base"),
                                     QStringLiteral("40889.9424"),
                                     QStringLiteral("-p"),
                                     QStringLiteral("5"),
                                     QStringLiteral("-q"),
                                     QStringLiteral("17"),
                                     QStringLiteral("--layout"),
                                     QStringLiteral("concatenated"),
                                     QStringLiteral("--scaling"),
                                     QStringLiteral("yarn"),
                                     QStringLiteral("--factor"),
                                     QStringLiteral("2.5"),
                                     QStringLiteral("--train-length"),
                                     QStringLiteral("300"),
                                     QStringLiteral("--yarn-alpha"),
                                     QStringLiteral("0.75"),
                                     QStringLiteral("--size"),
                                     QStringLiteral("800x600")};

void TestFromFigure::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_first = m_dir.filePath(QStringLiteral("first"));
    const processrun::Run run
        = processrun::run(QStringList {QStringLiteral("--export"), m_first} + parameters);
    QVERIFY2(run.exitCode == 0, run.err.constData());
}

void TestFromFigure::remakesTheFolder_data()
{
    // The figure read and the view remade from it: every view once (the folder), then one view
    // for each other kind of figure (what it remakes is the same code).
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("view"); // empty: every view
    QTest::newRow("png") << "heatmap.png" << QString();
    QTest::newRow("svg") << "distance.svg" << "pairs";
    QTest::newRow("pdf") << "table.pdf" << "circle-2";
    QTest::newRow("indexed png") << "circle-1.png" << "pair-3";
}

void TestFromFigure::remakesTheFolder()
{
    QFETCH(QString, figure);
    QFETCH(QString, view);
    const QString again = m_dir.filePath(QStringLiteral("again-") + figure);
    QStringList arguments {QStringLiteral("--from-figure"), QDir(m_first).filePath(figure),
                           QStringLiteral("--export"), again, QStringLiteral("--size"),
                           QStringLiteral("800x600")};
    if (!view.isEmpty())
        arguments << QStringLiteral("--view") << view;
    const processrun::Run run = processrun::run(arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList pngs = view.isEmpty()
        ? QDir(m_first).entryList({QStringLiteral("*.png")}, QDir::Files)
        : QStringList {view + QStringLiteral(".png")};
    QVERIFY(view.isEmpty() ? pngs.size() > 10 : QFileInfo::exists(QDir(m_first).filePath(pngs[0])));
    QCOMPARE(QDir(again).entryList({QStringLiteral("*.png")}, QDir::Files), pngs);
    for (const QString &name : pngs) {
        const QImage a(QDir(m_first).filePath(name));
        const QImage b(QDir(again).filePath(name));
        QVERIFY2(!a.isNull() && a == b, qPrintable(name));
        // The remade figure carries the same parameters (the same text).
        QCOMPARE(b.text(QStringLiteral("pe-visualiser")), a.text(QStringLiteral("pe-visualiser")));
    }
    if (view.isEmpty())
        QCOMPARE(processrun::fileBytes(QDir(again).filePath(QStringLiteral("table.csv"))),
                 processrun::fileBytes(QDir(m_first).filePath(QStringLiteral("table.csv"))));
}

void TestFromFigure::csvTakesTheFigure()
{
    const processrun::Run figure
        = processrun::run({QStringLiteral("--csv"), QStringLiteral("--from-figure"),
                           QDir(m_first).filePath(QStringLiteral("pairs.svg")),
                           QStringLiteral("--positions"), QStringLiteral("0-40")});
    QVERIFY2(figure.exitCode == 0, figure.err.constData());
    QStringList direct {QStringLiteral("--csv"), QStringLiteral("--positions"),
                        QStringLiteral("0-40")};
    direct += parameters.mid(0, 4); // d, base
    direct += parameters.mid(8, 10); // layout, scaling, factor, L, alpha
    const processrun::Run expected = processrun::run(direct);
    QVERIFY2(expected.exitCode == 0, expected.err.constData());
    QCOMPARE(figure.out, expected.out);
}

void TestFromFigure::languageComesBack_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("other"); // the interface's language when the figure is read
    QTest::newRow("zh_CN figure read in English") << "zh_CN"
                                                  << "en";
    QTest::newRow("en figure read in Chinese") << "en"
                                               << "zh_CN";
}

void TestFromFigure::languageComesBack()
{
    // The figure's texts come back in its language whatever the interface's language is: the
    // remade heat map is the same image, and the same parameters and language are in it.
    QFETCH(QString, language);
    QFETCH(QString, other);
    const QString first = m_dir.filePath(QStringLiteral("lang-") + language);
    const processrun::Run made = processrun::run(
        {QStringLiteral("--export"), first, QStringLiteral("--view"), QStringLiteral("heatmap"),
         QStringLiteral("--lang"), language, QStringLiteral("-q"), QStringLiteral("5"),
         QStringLiteral("--size"), QStringLiteral("800x600")});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const QString figure = QDir(first).filePath(QStringLiteral("heatmap.png"));
    const QImage original(figure);
    QVERIFY(original.text(QStringLiteral("pe-visualiser"))
                .contains(QStringLiteral("language=") + language));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), other);
    env.insert(QStringLiteral("LANG"), other + QStringLiteral(".UTF-8"));
    const QString again = m_dir.filePath(QStringLiteral("lang-again-") + language);
    const processrun::Run remade = processrun::run(
        {QStringLiteral("--from-figure"), figure, QStringLiteral("--export"), again,
         QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--size"),
         QStringLiteral("800x600")},
        env);
    QVERIFY2(remade.exitCode == 0, remade.err.constData());
    const QImage copy(QDir(again).filePath(QStringLiteral("heatmap.png")));
    QVERIFY(!copy.isNull());
    QCOMPARE(copy.text(QStringLiteral("pe-visualiser")),
             original.text(QStringLiteral("pe-visualiser")));
    QVERIFY(copy == original);
    // And --lang, given, wins over the figure's language.
    const QString asked = m_dir.filePath(QStringLiteral("lang-asked-") + language);
    const processrun::Run chosen = processrun::run(
        {QStringLiteral("--from-figure"), figure, QStringLiteral("--export"), asked,
         QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--lang"), other,
         QStringLiteral("--size"), QStringLiteral("800x600")});
    QVERIFY2(chosen.exitCode == 0, chosen.err.constData());
    const QImage translated(QDir(asked).filePath(QStringLiteral("heatmap.png")));
    QVERIFY(translated.text(QStringLiteral("pe-visualiser"))
                .contains(QStringLiteral("language=") + other));
    QVERIFY(translated != original);
}

void TestFromFigure::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QStringList {QStringLiteral("--from-figure"),
                                             QStringLiteral("/nonexistent.png"),
                                             QStringLiteral("--csv")}
                             << "--from-figure: /nonexistent.png cannot be read";
    QTest::newRow("empty name") << QStringList {QStringLiteral("--from-figure"), QString(),
                                                QStringLiteral("--csv")}
                                << "--from-figure: the file name is empty";
    QTest::newRow("endless device") << QStringList {QStringLiteral("--from-figure"),
                                                    QStringLiteral("@FIRST@/zero.png"),
                                                    QStringLiteral("--csv")}
                                    << "zero.png is not a regular file";
    QTest::newRow("tampered figure") << QStringList {QStringLiteral("--from-figure"),
                                                     QStringLiteral("@FIRST@/tampered.svg"),
                                                     QStringLiteral("--csv")}
                                     << "tampered.svg: the figure's parameters are out of "
                                        "range: d=-5, base=0";
    QTest::newRow("foreign csv") << QStringList {
        QStringLiteral("--from-figure"), QStringLiteral("@FIRST@/table.csv"),
        QStringLiteral("--csv")} << "a figure is a .png, .svg or .pdf file";
    QTest::newRow("with dim") << QStringList {
        QStringLiteral("--from-figure"), QStringLiteral("@FIRST@/heatmap.png"),
        QStringLiteral("--csv"), QStringLiteral("--dim"),
        QStringLiteral("4")} << "--dim does not go with --from-figure";
    QTest::newRow("with rope") << QStringList {
        QStringLiteral("--from-figure"), QStringLiteral("@FIRST@/heatmap.png"),
        QStringLiteral("--rope"), QStringLiteral("--vector"),
        QStringLiteral("1,2")} << "--from-figure";
}

void TestFromFigure::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@FIRST@"), m_first);
    const QString zero = m_first + QStringLiteral("/zero.png");
    if (!QFileInfo::exists(zero))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    // distance.svg with d and base edited to values the app refuses.
    const QString tampered = m_first + QStringLiteral("/tampered.svg");
    if (!QFileInfo::exists(tampered)) {
        QFile source(m_first + QStringLiteral("/distance.svg"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray svg = source.readAll();
        QVERIFY(svg.contains("&#10;d=12&#10;") && svg.contains("&#10;base=40889.9424&#10;"));
        svg.replace("&#10;d=12&#10;", "&#10;d=-5&#10;")
            .replace("&#10;base=40889.9424&#10;", "&#10;base=0&#10;");
        QFile out(tampered);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(svg);
    }
    const processrun::Run run = processrun::run(arguments);
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(!err.contains(QLatin1Char('\n')));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestFromFigure)
#include "tst_fromfigure.moc"
