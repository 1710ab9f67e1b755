// Tests of the zh_CN/en catalogue and of switching the language at runtime.
#include "encodingtablemodel.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>
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
    void runtimeSwitch();
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

void TestLanguage::runtimeSwitch()
{
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    MainWindow window(&state);
    window.walkthrough()->setCurrent(1);
    const auto snapshot = [&window] {
        return QStringList{window.tableModel()->headerData(EncodingTableModel::ComponentColumn, Qt::Horizontal).toString(),
                           window.views()->tabText(0), window.walkthroughPanel()->titleText(),
                           window.walkthroughPanel()->bodyText(), window.windowTitle()};
    };
    const QStringList english = snapshot();
    QCOMPARE(english.at(0), QStringLiteral("Component"));

    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QStringList chinese = snapshot();
    QCOMPARE(chinese.at(0), QString::fromUtf8("分量"));
    QCOMPARE(chinese.at(1), QString::fromUtf8("表格"));
    QCOMPARE(chinese.at(2), QString::fromUtf8("第一对：分母一"));
    QVERIFY(chinese.at(3).contains(QStringLiteral("0.141120")));
    for (int k = 0; k < english.size(); ++k)
        QVERIFY2(chinese.at(k) != english.at(k), qPrintable(english.at(k)));

    QVERIFY(language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(snapshot(), english);
}

void TestLanguage::unknownLanguage()
{
    QVERIFY(!language::install(QStringLiteral("fr")));
    QVERIFY(language::supported().contains(language::current()));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
