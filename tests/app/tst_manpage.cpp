// The man page and --help say the same: both come from the option table
// (app/optiontable.cpp), and this test holds them to it. For each language it parses --help's
// option list and the OPTIONS section of `--help-man` (roff read back: escapes undone, fonts
// dropped) and compares them entry by entry: the same options in the same order, the same names,
// value names and texts. The page the build installs (man/<lang>/pe-visualiser.1.gz,
// gunzip'ed) must be the one --help-man prints, and man(1) must format it without a warning.
#include "processrun.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

namespace {

struct Entry
{
    QString names; // "-d, --dim D"
    QString description; // one line, spaces simplified
};

// --help's "Options:" list: an entry starts with two spaces and a dash; its text continues on
// lines indented further.
QList<Entry> helpEntries(const QString &help)
{
    QList<Entry> entries;
    bool inOptions = false;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        // "Options:" (in Chinese "选项：", a full-width colon) opens the list.
        if ((line.endsWith(QLatin1Char(':')) || line.endsWith(QChar(0xFF1A)))
            && !line.startsWith(QLatin1Char(' '))) {
            inOptions = entries.isEmpty();
            continue;
        }
        if (!inOptions || line.trimmed().isEmpty())
            continue;
        static const QRegularExpression head(QStringLiteral("^  (-\\S.*?)(?:  +(\\S.*))?$"));
        const QRegularExpressionMatch match = head.match(line);
        if (match.hasMatch()) {
            Entry entry;
            entry.names = match.captured(1).remove(QLatin1Char('<')).remove(QLatin1Char('>'));
            entry.description = match.captured(2);
            entries << entry;
        } else if (!entries.isEmpty()) {
            entries.last().description += QLatin1Char(' ') + line.trimmed();
        }
    }
    for (Entry &entry : entries)
        entry.description = entry.description.simplified();
    return entries;
}

// roff text as a reader sees it: \- \e \& \: and the font changes undone.
QString unroff(QString text)
{
    text.replace(QStringLiteral("\\fB"), QString())
        .replace(QStringLiteral("\\fI"), QString())
        .replace(QStringLiteral("\\fR"), QString())
        .replace(QStringLiteral("\\&"), QString())
        .replace(QStringLiteral("\\:"), QString())
        .replace(QStringLiteral("\\-"), QStringLiteral("-"))
        .replace(QStringLiteral("\\e"), QStringLiteral("\\"));
    return text;
}

// The man page's OPTIONS section: ".TP", the names line, then the text up to the next macro.
QList<Entry> manEntries(const QString &page, const QString &optionsTitle)
{
    QList<Entry> entries;
    const QStringList lines = page.split(QLatin1Char('\n'));
    int k = 0;
    while (k < lines.size() && unroff(lines.at(k)) != QStringLiteral(".SH ") + optionsTitle)
        ++k;
    if (k == lines.size())
        return entries;
    for (++k; k < lines.size() && !lines.at(k).startsWith(QLatin1String(".SH")); ++k) {
        if (lines.at(k) != QLatin1String(".TP") || k + 1 >= lines.size())
            continue;
        Entry entry;
        entry.names = unroff(lines.at(++k));
        QStringList text;
        while (k + 1 < lines.size() && !lines.at(k + 1).startsWith(QLatin1Char('.')))
            text << unroff(lines.at(++k));
        entry.description = text.join(QLatin1Char(' ')).simplified();
        entries << entry;
    }
    return entries;
}

// Chinese text wraps between any two characters, where the joined --help line cannot tell a
// break from a space: spaces next to a Han character or CJK punctuation (、，。：) are dropped on
// both sides of the comparison.
QString withoutCjkSpaces(const QString &text)
{
    static const QRegularExpression spaces(
        QStringLiteral("(?<=[\\p{Han}\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}]) +| +(?=[\\p{Han}"
                       "\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}])"));
    return QString(text).remove(spaces);
}

} // namespace

class TestManPage : public QObject
{
    Q_OBJECT

private slots:
    void sameAsHelp_data();
    void sameAsHelp();
    void installedPageIsCurrent_data();
    void installedPageIsCurrent();
    void unroffUndoesEscapes();
};

void TestManPage::sameAsHelp_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("optionsTitle");
    QTest::addColumn<QString>("expectedFirst"); // --help's first entry, as a check of the parse
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("OPTIONS")
                        << QStringLiteral("Show this help and exit.");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("选项")
                           << QStringLiteral("显示本帮助后退出。");
}

void TestManPage::sameAsHelp()
{
    QFETCH(QString, lang);
    QFETCH(QString, optionsTitle);
    QFETCH(QString, expectedFirst);
    const processrun::Run help
        = processrun::run({QStringLiteral("--help"), QStringLiteral("--lang"), lang});
    const processrun::Run man
        = processrun::run({QStringLiteral("--help-man"), QStringLiteral("--lang"), lang});
    QCOMPARE(help.exitCode, 0);
    QCOMPARE(man.exitCode, 0);
    QVERIFY2(man.err.isEmpty(), man.err.constData());
    const QList<Entry> fromHelp = helpEntries(QString::fromUtf8(help.out));
    const QList<Entry> fromMan = manEntries(QString::fromUtf8(man.out), optionsTitle);
    QVERIFY(fromHelp.size() > 30);
    QCOMPARE(fromHelp.constFirst().names, QStringLiteral("-h, --help"));
    QCOMPARE(fromHelp.constFirst().description, expectedFirst);
    QCOMPARE(fromMan.size(), fromHelp.size());
    for (int k = 0; k < fromHelp.size(); ++k) {
        QCOMPARE(fromMan.at(k).names, fromHelp.at(k).names);
        QCOMPARE(withoutCjkSpaces(fromMan.at(k).description),
                 withoutCjkSpaces(fromHelp.at(k).description));
    }
    // --help-man is a tool's option: --help does not list it.
    QVERIFY(!help.out.contains("--help-man"));
}

void TestManPage::installedPageIsCurrent_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestManPage::installedPageIsCurrent()
{
    QFETCH(QString, lang);
    const QString file = QStringLiteral(PEV_MAN_DIR "/%1/pe-visualiser.1.gz").arg(lang);
    QVERIFY2(QFile::exists(file), qPrintable(file));
    QProcess gunzip;
    gunzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), file});
    QVERIFY(gunzip.waitForFinished(20000));
    const processrun::Run man
        = processrun::run({QStringLiteral("--help-man"), QStringLiteral("--lang"), lang});
    QCOMPARE(gunzip.readAllStandardOutput(), man.out);

    // man(1) formats it without a warning (as lintian's manpage check does).
    if (QStandardPaths::findExecutable(QStringLiteral("man")).isEmpty())
        QSKIP("man is not installed (Debian: man-db)");
    QProcess format;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    format.setProcessEnvironment(env);
    format.start(QStringLiteral("man"),
                 {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"),
                  QStringLiteral("-l"), file});
    QVERIFY(format.waitForFinished(20000));
    QCOMPARE(format.exitCode(), 0);
    const QByteArray warnings = format.readAllStandardError();
    QVERIFY2(warnings.isEmpty(), warnings.constData());
    QVERIFY(format.readAllStandardOutput().contains("--export-animation"));
}

// The check of the check: the reader undoes what the writer escapes, and a damaged page (an
// option's text changed) no longer matches --help.
void TestManPage::unroffUndoesEscapes()
{
    QCOMPARE(unroff(QStringLiteral("\\fB\\-d\\fR, \\fB\\-\\-dim\\fR \\fID\\fR")),
             QStringLiteral("-d, --dim D"));
    QCOMPARE(unroff(QStringLiteral("\\&.5 a\\eb")), QStringLiteral(".5 a\\b"));
    const QString page = QStringLiteral(".SH OPTIONS\n.TP\n\\fB\\-\\-csv\\fR\nPrint CSV.\n");
    const QList<Entry> entries = manEntries(page, QStringLiteral("OPTIONS"));
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.constFirst().names, QStringLiteral("--csv"));
    QCOMPARE(entries.constFirst().description, QStringLiteral("Print CSV."));
    const QList<Entry> help
        = helpEntries(QStringLiteral("Usage: x\n\nOptions:\n  --csv   Print\n          CSV!\n"));
    QCOMPARE(help.size(), 1);
    QVERIFY(help.constFirst().description != entries.constFirst().description);
}

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
