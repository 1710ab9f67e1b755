// The README's names of the interface against the catalogue: in the README's
// and docs/reference.md's sections about the window (Start here, What is in the window, Exporting
// figures, In the classroom) every name in **bold** is a text of the English interface exactly as
// the app shows it (its & mnemonic left out; a trailing ":" may be left out too; "A > B" is a menu
// and its item), and every Chinese name in “…” is a text of the Chinese catalogue. Both read from
// translations/pe-visualiser_en.ts (the sources) and pe-visualiser_zh_CN.ts (the translations).

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

const QString sourceDir = QStringLiteral(PEV_SOURCE_DIR);

// A text as a name: mnemonics ("(&L)", "&") left out, whitespace simplified.
QString asName(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\(&[^)]\\)")));
    text.remove(QLatin1Char('&'));
    return text.simplified();
}

// The names of a catalogue: its sources (field "source") or translations ("translation"), each
// also without a trailing colon.
QSet<QString> catalogueNames(const QString &file, const QString &field)
{
    QSet<QString> names;
    QFile ts(sourceDir + QStringLiteral("/translations/") + file);
    if (!ts.open(QIODevice::ReadOnly))
        return names;
    QXmlStreamReader xml(&ts);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != field)
            continue;
        const QString name = asName(xml.readElementText(QXmlStreamReader::IncludeChildElements));
        names << name;
        if (name.endsWith(QLatin1Char(':')) || name.endsWith(QChar(0xff1a)))
            names << name.chopped(1).trimmed();
    }
    return names;
}

// The sections about the window of the README (the front page: Start here) and of
// docs/reference.md (where the README's other sections moved).
QStringList uiSections()
{
    QString readme;
    for (const char *name : {"/README.md", "/docs/reference.md"}) {
        QFile file(sourceDir + QLatin1String(name));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return {};
        readme += QString::fromUtf8(file.readAll()) + QLatin1Char('\n');
    }
    QStringList sections;
    for (const QString &section : readme.split(
             QRegularExpression(QStringLiteral("^## "), QRegularExpression::MultilineOption)))
        for (const char *title :
             {"Start here", "What is in the window", "Exporting figures", "In the classroom"})
            if (section.startsWith(QLatin1String(title)))
                sections << section;
    return sections;
}

// Every part of a name ("File > Open exercises…" has two) that the catalogue lacks.
QStringList unknownParts(const QString &name, const QSet<QString> &catalogue)
{
    QStringList unknown;
    for (const QString &part : name.split(QStringLiteral(" > ")))
        if (!catalogue.contains(part.simplified()))
            unknown << part.simplified();
    return unknown;
}

} // namespace

class TestReadmeNames : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void wrongNamesAreFound();
};

void TestReadmeNames::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("chinese");
    const QStringList sections = uiSections();
    QCOMPARE(sections.size(), 4);
    const QRegularExpression bold(QStringLiteral("\\*\\*([^*]+)\\*\\*"));
    const QRegularExpression quoted(QStringLiteral("“([^”]*\\p{Han}[^”]*)”"));
    int rows = 0;
    for (const QString &section : sections) {
        for (auto it = bold.globalMatch(section); it.hasNext(); ++rows) {
            const QString name = it.next().captured(1).simplified();
            QTest::addRow("%d %s", rows, qPrintable(name)) << name << false;
        }
        for (auto it = quoted.globalMatch(section); it.hasNext(); ++rows) {
            const QString name = it.next().captured(1).simplified();
            QTest::addRow("%d %s", rows, qPrintable(name)) << name << true;
        }
    }
    QVERIFY(rows >= 30);
}

void TestReadmeNames::names()
{
    QFETCH(QString, name);
    QFETCH(bool, chinese);
    static const QSet<QString> english
        = catalogueNames(QStringLiteral("pe-visualiser_en.ts"), QStringLiteral("source"));
    static const QSet<QString> zh
        = catalogueNames(QStringLiteral("pe-visualiser_zh_CN.ts"), QStringLiteral("translation"));
    QVERIFY(english.size() > 500 && zh.size() > 500);
    const QStringList unknown = unknownParts(name, chinese ? zh : english);
    QVERIFY2(unknown.isEmpty(),
             qPrintable(QStringLiteral("the README names “%1”, the app has no “%2”")
                            .arg(name, unknown.join(QStringLiteral("”, “")))));
}

// The check finds a name the app calls otherwise (the README once said “▶ 开始逐步演示” for the
// button the app calls “▶ 开始引导课程”).
void TestReadmeNames::wrongNamesAreFound()
{
    const QSet<QString> english
        = catalogueNames(QStringLiteral("pe-visualiser_en.ts"), QStringLiteral("source"));
    const QSet<QString> zh
        = catalogueNames(QStringLiteral("pe-visualiser_zh_CN.ts"), QStringLiteral("translation"));
    QVERIFY(unknownParts(QStringLiteral("▶ 开始引导课程"), zh).isEmpty());
    QCOMPARE(unknownParts(QStringLiteral("▶ 开始逐步演示"), zh),
             QStringList {QStringLiteral("▶ 开始逐步演示")});
    QVERIFY(unknownParts(QStringLiteral("File > Print worksheet…"), english).isEmpty());
    QCOMPARE(unknownParts(QStringLiteral("File > Print the worksheet"), english),
             QStringList {QStringLiteral("Print the worksheet")});
}

QTEST_MAIN(TestReadmeNames)
#include "tst_readmenames.moc"
