// --worksheet end to end: the PDF's page count, the questions and the answer
// key read back with poppler-utils' pdftotext (installed by scripts/install-deps.sh), the fonts
// embedded (pdffonts), Chinese text present, a teacher's exercise file, and bad input.

#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QByteArray tool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

int pageCount(const QString &pdf)
{
    const QByteArray info = tool(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const auto match = pages.match(QString::fromUtf8(info));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

/// The text of pages first..last (1-based), whitespace collapsed, NFKC-normalised: Qt's PDF
/// engine maps a glyph that a CJK font shares between an ideograph and its Kangxi radical (日 and
/// ⽇) to the radical, which NFKC maps back.
QString pageText(const QString &pdf, int first, int last)
{
    const QByteArray text = tool(
        QStringLiteral("pdftotext"),
        {QStringLiteral("-f"), QString::number(first), QStringLiteral("-l"), QString::number(last),
         QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    return QString::fromUtf8(text).normalized(QString::NormalizationForm_KC).simplified();
}

/// The first page whose text holds needle (1-based), or -1.
int pageOf(const QString &pdf, const QString &needle)
{
    const int pages = pageCount(pdf);
    for (int page = 1; page <= pages; ++page)
        if (pageText(pdf, page, page).contains(needle))
            return page;
    return -1;
}

/// The first page whose text begins with heading (1-based), or -1.
int pageStartingWith(const QString &pdf, const QString &heading)
{
    const int pages = pageCount(pdf);
    for (int page = 1; page <= pages; ++page)
        if (pageText(pdf, page, page).startsWith(heading))
            return page;
    return -1;
}

const char *const teacherFile = R"({
  "format": "pe-visualiser-exercises",
  "version": 1,
  "exercises": [
    {
      "id": "t1", "lesson": "encoding", "step": "subtraction",
      "question": { "en": "Teacher asks: the length?", "zh_CN": "老师问：长度是多少？" },
      "parameters": { "p": 0, "q": 5 },
      "quantity": { "name": "difference-norm" },
      "answer": { "kind": "number", "tolerance": 0.001 }
    }
  ]
}
)";

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void builtIn_data();
    void builtIn();
    void teacherExercises();
    void badInput_data();
    void badInput();
    void unwritableKeepsNothing();
};

void TestWorksheet::initTestCase()
{
    if (tool(QStringLiteral("pdfinfo"), {QStringLiteral("-v")}).isNull()
        && QProcess::execute(QStringLiteral("pdfinfo"), {QStringLiteral("-v")}) < 0)
        QFAIL("poppler-utils (pdfinfo, pdftotext, pdffonts) is not installed: run "
              "scripts/install-deps.sh");
}

void TestWorksheet::builtIn_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("figures");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("answer");
    QTest::newRow("en figures") << "en" << true << "Predict PE(4)[0] = sin(4) to three decimals."
                                << "Answer key"
                                << "1.861929";
    QTest::newRow("en no figures")
        << "en" << false << "Predict PE(4)[0] = sin(4) to three decimals."
        << "Answer key"
        << "\u22120.653644";
    QTest::newRow("zh_CN figures") << "zh_CN" << true << "请预测 PE(4)[0] = sin(4),保留三位小数。"
                                   << "答案"
                                   << "1.861929";
    QTest::newRow("zh_CN no figures")
        << "zh_CN" << false << "请预测 PE(4)[0] = sin(4),保留三位小数。"
        << "答案"
        << "1.861929";
}

void TestWorksheet::builtIn()
{
    QFETCH(QString, lang);
    QFETCH(bool, figures);
    QFETCH(QString, question);
    QFETCH(QString, key);
    QFETCH(QString, answer);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    QStringList arguments {QStringLiteral("--worksheet"), pdf, QStringLiteral("--lang"), lang};
    if (figures)
        arguments << QStringLiteral("--figures");
    const processrun::Run run = processrun::run(arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(QString::fromUtf8(run.out).trimmed(), pdf);
    const int pages = pageCount(pdf);
    // Questions five or six to a page, the key after a page break as one compact table: a class
    // set of the first lesson on at most 6 A4 pages; the figures follow.
    QVERIFY2(figures ? pages > 6 : pages >= 4 && pages <= 6, qPrintable(QString::number(pages)));
    // No text under 9 pt: every word's box (pdftotext -bbox, in points) is at least 9 pt high
    // (a box spans the font's ascent and descent, about 1.1 to 1.2 times its size).
    const QString boxes = QString::fromUtf8(
        tool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}));
    const QRegularExpression word(
        QStringLiteral("<word xMin=\"[\\d.]+\" yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" "
                       "yMax=\"([\\d.]+)\">([^<]*)</word>"));
    int words = 0;
    for (auto it = word.globalMatch(boxes); it.hasNext();) {
        const auto match = it.next();
        const double height = match.captured(2).toDouble() - match.captured(1).toDouble();
        ++words;
        QVERIFY2(height >= 9.0,
                 qPrintable(QStringLiteral("%1: %2 pt").arg(match.captured(3)).arg(height)));
    }
    QVERIFY(words > 100);
    const int questionPage = pageOf(pdf, question);
    // The key begins a page with its heading: nothing of the questions on it.
    const int keyPage = pageStartingWith(pdf, key);
    QVERIFY2(questionPage == 1, qPrintable(pageText(pdf, 1, 1)));
    QVERIFY(keyPage > questionPage);
    QVERIFY(!pageText(pdf, keyPage, pages).contains(question));
    QVERIFY(pageText(pdf, keyPage, pages).contains(answer));
    QVERIFY(!pageText(pdf, 1, keyPage - 1).contains(answer));
    // Every font is embedded.
    const QStringList fonts = QString::fromUtf8(tool(QStringLiteral("pdffonts"), {pdf}))
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                  .mid(2);
    QVERIFY(!fonts.isEmpty());
    for (const QString &font : fonts) {
        const QStringList columns = font.simplified().split(QLatin1Char(' '));
        // name type [encoding...] emb sub uni object ID: "emb" is the fifth field from the end.
        QVERIFY2(columns.size() >= 6 && columns.at(columns.size() - 5) == QLatin1String("yes"),
                 qPrintable(font));
    }
}

void TestWorksheet::teacherExercises()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("mine.json"));
    QFile file(json);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(teacherFile);
    file.close();
    const QString pdf = dir.filePath(QStringLiteral("mine.pdf"));
    const processrun::Run run
        = processrun::run({QStringLiteral("--worksheet"), pdf, QStringLiteral("--exercises"), json,
                           QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(pageCount(pdf), 2); // the question; the key with the answer (no figures)
    QVERIFY(pageText(pdf, 1, 1).contains(QStringLiteral("老师问:")));
    // |PE(5) - PE(0)| at d 8, base 10000 (mpmath, 50 digits: 1.2961616351...)
    QVERIFY2(pageText(pdf, 2, 2).contains(QStringLiteral("1.296162")),
             qPrintable(pageText(pdf, 2, 2)));
}

void TestWorksheet::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("not pdf") << QStringList {QStringLiteral("--worksheet"), QStringLiteral("x.txt")}
                             << 2 << "is not a .pdf file";
    QTest::newRow("empty exercises name")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--exercises"), QString()}
        << 2 << "--exercises: the file name is empty";
    QTest::newRow("exercises from a device")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("/dev/zero")}
        << 2 << "/dev/zero is not a regular file";
    QTest::newRow("unknown lesson")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--lesson"), QStringLiteral("music")}
        << 2 << "--lesson: 'music' is not a lesson";
    QTest::newRow("missing exercises")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("/nonexistent.json")}
        << 2 << "--exercises: /nonexistent.json cannot be read";
    QTest::newRow("broken exercises")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("@DIR@/broken.json")}
        << 2 << "--exercises: Line 2, column";
    QTest::newRow("more questions than a worksheet holds")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@DIR@/a.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("@DIR@/many.json")}
        << 2
        << "--worksheet: the lesson encoding has 101 exercises, more than the 100 one "
           "worksheet holds: split the exercise file";
    QTest::newRow("exercises without worksheet")
        << QStringList {QStringLiteral("--exercises"), QStringLiteral("x.json"),
                        QStringLiteral("--csv")}
        << 2 << "--exercises only goes with --worksheet";
    QTest::newRow("unwritable") << QStringList {QStringLiteral("--worksheet"),
                                                QStringLiteral("/proc/a.pdf")}
                                << 1 << "cannot write";
}

void TestWorksheet::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\n  \"format\" \"pe-visualiser-exercises\"\n}\n");
    broken.close();
    // 101 valid exercises for one lesson: one more than a worksheet holds.
    QByteArray many = "{ \"format\": \"pe-visualiser-exercises\", \"version\": 1, \"exercises\": [";
    for (int k = 0; k < 101; ++k)
        many += QByteArray(k > 0 ? "," : "") + "{ \"id\": \"e" + QByteArray::number(k)
            + "\", \"lesson\": \"encoding\", \"step\": \"first-pair\", \"question\": { \"en\": "
              "\"PE(3)[0]?\", \"zh_CN\": \"PE(3)[0]?\" }, \"quantity\": { \"name\": \"component\", "
              "\"of\": \"q\", \"component\": 0 }, \"answer\": { \"kind\": \"number\", "
              "\"tolerance\": 0.0005 } }";
    many += "] }\n";
    QFile manyFile(dir.filePath(QStringLiteral("many.json")));
    QVERIFY(manyFile.open(QIODevice::WriteOnly));
    manyFile.write(many);
    manyFile.close();
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@DIR@"), dir.path());
    const processrun::Run run = processrun::run(arguments);
    QCOMPARE(run.exitCode, exitCode);
    const QString err = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("a.pdf"))));
}

void TestWorksheet::unwritableKeepsNothing()
{
    QTemporaryDir dir;
    const QString sub = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(sub));
    QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner);
    const processrun::Run run
        = processrun::run({QStringLiteral("--worksheet"), sub + QStringLiteral("/a.pdf")});
    QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (run.exitCode == 0)
        QSKIP("running as root: the folder stays writable");
    QCOMPARE(run.exitCode, 1);
    QVERIFY(QDir(sub).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
