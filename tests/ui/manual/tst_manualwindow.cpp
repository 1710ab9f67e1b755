// Help > Manual: the manual of docs/manual shows in the interface's language
// and follows a language switch; in each language every chapter it must have is there,
// every link of the contents reaches its heading, every image loads from the resources, and the
// two languages have the same chapters and the same images.
#include "language.h"
#include "manualwindow.h"

#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>

namespace {

struct Manual
{
    QStringList headings; // level-2 headings, in order
    QStringList anchors; // the contents' #links, in order
    QStringList images; // image names, in order
};

Manual read(QTextDocument *document)
{
    Manual manual;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 2)
            manual.headings << block.text();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                manual.images << format.toImageFormat().name();
            else if (format.isAnchor() && format.anchorHref().startsWith(QLatin1Char('#')))
                manual.anchors << format.anchorHref().mid(1);
        }
    }
    return manual;
}

} // namespace

class TestManualWindow : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { language::install(QStringLiteral("en")); }
    void showsTheManual_data();
    void showsTheManual();
    void followsTheLanguage();
    void anchors_data();
    void anchors();
};

void TestManualWindow::showsTheManual_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("chapters"); // what the manual must explain
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList {QStringLiteral("Install"),
                                        QStringLiteral("The first lesson"),
                                        QStringLiteral("Presenting to a class"),
                                        QStringLiteral("Exporting figures and animations"),
                                        QStringLiteral("Writing an exercise file"),
                                        QStringLiteral("Checking an implementation"),
                                        QStringLiteral("Training: does the model use it?"),
                                        QStringLiteral("Troubleshooting")};
    QTest::newRow("zh_CN") << QStringLiteral(
        "zh_CN") << QStringList {QStringLiteral("安装"),         QStringLiteral("第一节课"),
                                 QStringLiteral("在课堂上演示"), QStringLiteral("导出图片和动画"),
                                 QStringLiteral("编写练习文件"), QStringLiteral("检查你的实现"),
                                 QStringLiteral("训练：模型用上它了吗？"),
                                 QStringLiteral("常见问题")};
}

void TestManualWindow::showsTheManual()
{
    QFETCH(QString, lang);
    QFETCH(QStringList, chapters);
    QVERIFY(language::install(lang));
    ManualWindow window;
    QCOMPARE(window.language(), lang);
    QCOMPARE(window.browser()->source(), ManualWindow::source(lang));
    const Manual manual = read(window.browser()->document());
    for (const QString &chapter : chapters)
        QVERIFY2(manual.headings.contains(chapter), qPrintable(chapter));
    // Every image is in the resources (a missing one would show as an empty box).
    QVERIFY(manual.images.size() >= 5);
    for (const QString &image : manual.images) {
        const QUrl url = window.browser()->source().resolved(QUrl(image));
        const QVariant loaded = window.browser()->loadResource(QTextDocument::ImageResource, url);
        QVERIFY2(!loaded.toByteArray().isEmpty(), qPrintable(url.toString()));
    }
    // The window fits a 1024x768 screen and names itself in the language.
    QVERIFY(window.width() <= 1024 && window.height() <= 768);
    QVERIFY(!window.windowTitle().isEmpty());
}

// The same chapters and images in both languages (the Chinese images are the Chinese exports).
void TestManualWindow::followsTheLanguage()
{
    ManualWindow window;
    const Manual english = read(window.browser()->document());
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents(); // QEvent::LanguageChange
    QCOMPARE(window.language(), QStringLiteral("zh_CN"));
    const Manual chinese = read(window.browser()->document());
    QCOMPARE(chinese.headings.size(), english.headings.size());
    QCOMPARE(chinese.anchors.size(), english.anchors.size());
    QStringList expected = english.images;
    expected.replaceInStrings(QStringLiteral("-en.png"), QStringLiteral("-zh_CN.png"));
    QCOMPARE(chinese.images, expected);
}

void TestManualWindow::anchors_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Each link of the contents scrolls to its heading; an anchor that names no heading does not.
void TestManualWindow::anchors()
{
    QFETCH(QString, lang);
    QVERIFY(language::install(lang));
    ManualWindow window;
    window.resize(800, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Manual manual = read(window.browser()->document());
    QCOMPARE(manual.anchors.size(), 9);
    int last = -1;
    for (const QString &anchor : manual.anchors) {
        QVERIFY2(window.showSection(anchor), qPrintable(anchor));
        const int position = window.browser()->verticalScrollBar()->value();
        // In reading order (the last ones may all stop at the end of the scroll range).
        QVERIFY2(position >= last, qPrintable(anchor));
        last = position;
    }
    QVERIFY(last > 0);
    // PEV_SHOT_DIR: a picture of the window at its first chapters, to look at.
    if (qEnvironmentVariableIsSet("PEV_SHOT_DIR")) {
        window.resize(900, 700);
        window.showSection(manual.anchors.at(1));
        window.grab().save(qEnvironmentVariable("PEV_SHOT_DIR")
                           + QStringLiteral("/manual-%1.png").arg(lang));
    }
    QVERIFY(!window.showSection(QStringLiteral("no-such-heading")));
    QCOMPARE(ManualWindow::anchor(QStringLiteral("The first lesson")),
             QStringLiteral("the-first-lesson"));
    QCOMPARE(ManualWindow::anchor(QStringLiteral("Exporting figures, and animations!")),
             QStringLiteral("exporting-figures-and-animations"));
    QCOMPARE(ManualWindow::anchor(QStringLiteral("在课堂上演示")), QStringLiteral("在课堂上演示"));
}

QTEST_MAIN(TestManualWindow)
#include "tst_manualwindow.moc"
