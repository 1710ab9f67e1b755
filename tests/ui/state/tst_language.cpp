// Tests of the zh_CN/en catalogue and of installing a language: the catalogue is complete and
// uses the lesson's terms, and the catalogue compiled into the state library translates once
// installed. (The window's texts after a switch at runtime: tests/ui/shell/tst_mainwindow.)
#include "language.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations;
    QString type;
    bool numerus = false;
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + path;
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText());
            } else {
                current.translations.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void catalogueComplete_data();
    void catalogueComplete();
    void chineseUsesLessonTerms_data();
    void chineseUsesLessonTerms();
    void installTranslates_data();
    void installTranslates();
    void unknownLanguage();
};

void TestLanguage::catalogueComplete_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("zh_CN") << QStringLiteral(PEV_SOURCE_DIR "/translations/pe-visualiser_zh_CN.ts");
    QTest::newRow("en") << QStringLiteral(PEV_SOURCE_DIR "/translations/pe-visualiser_en.ts");
}

void TestLanguage::catalogueComplete()
{
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = readCatalogue(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    for (const Message &m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" entry: ") + where));
        QVERIFY2(!m.translations.isEmpty(), qPrintable(where));
        for (const QString &translation : m.translations) {
            QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
            QCOMPARE(placeholders(translation), placeholders(m.source));
        }
    }
}

void TestLanguage::chineseUsesLessonTerms_data()
{
    QTest::addColumn<QString>("term");
    for (const char *term : {"位置编码", "正弦", "余弦", "分母", "分量", "嵌入", "差向量", "欧氏长度",
                             "置换等变", "因果掩码", "外推", "旋转", "弧度", "预设"})
        QTest::newRow(term) << QString::fromUtf8(term);
}

void TestLanguage::chineseUsesLessonTerms()
{
    QFETCH(QString, term);
    QFile file(QStringLiteral(PEV_SOURCE_DIR "/translations/pe-visualiser_zh_CN.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY2(QString::fromUtf8(file.readAll()).contains(term), qPrintable(term));
}

void TestLanguage::installTranslates_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zh tab title") << "zh_CN"
                                  << "MainWindow"
                                  << "Table" << QString::fromUtf8("表格");
    QTest::newRow("zh table header") << "zh_CN"
                                     << "EncodingTableModel"
                                     << "Component" << QString::fromUtf8("分量");
    QTest::newRow("en tab title") << "en"
                                  << "MainWindow"
                                  << "Table"
                                  << "Table";
}

void TestLanguage::installTranslates()
{
    QFETCH(QString, lang);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, expected);
    QVERIFY(language::install(lang));
    QCOMPARE(language::current(), lang);
    QCOMPARE(
        QCoreApplication::translate(context.toLatin1().constData(), source.toUtf8().constData()),
        expected);
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestLanguage::unknownLanguage()
{
    QVERIFY(!language::install(QStringLiteral("fr")));
    QVERIFY(language::supported().contains(language::current()));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
