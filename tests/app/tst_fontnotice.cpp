// End-to-end test of the missing-font notice of the headless entry points:
// `--export` and `--csv` in Chinese without a font that covers Chinese say so once on stderr, on
// one line, in English and Chinese, naming the Debian package fonts-noto-cjk, and still do their
// work; in English, or with such a font, they say nothing. "Without a font" is a fontconfig
// configuration that knows only the DejaVu fonts (FONTCONFIG_FILE); "with" is the machine's own
// (scripts/install-deps.sh installs fonts-noto-cjk). The window's notice: tests/ui/shell/
// tst_noticebar.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestFontNotice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headlessRuns_data();
    void headlessRuns();

private:
    QTemporaryDir m_dir;
    QString m_noChineseFonts; // a fontconfig file without any font that covers Chinese
};

void TestFontNotice::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_noChineseFonts = m_dir.filePath(QStringLiteral("fonts.conf"));
    QFile file(m_noChineseFonts);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
        "<fontconfig>\n  <dir>/usr/share/fonts/truetype/dejavu</dir>\n  <cachedir>");
    file.write(m_dir.filePath(QStringLiteral("cache")).toUtf8());
    file.write("</cachedir>\n</fontconfig>\n");
}

void TestFontNotice::headlessRuns_data()
{
    QTest::addColumn<QString>("mode"); // "export" or "csv"
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("chineseFont");
    QTest::addColumn<bool>("notice");
    for (const QString &mode : {QStringLiteral("export"), QStringLiteral("csv")}) {
        QTest::addRow("%s, Chinese, no Chinese font", qPrintable(mode))
            << mode << "zh_CN" << false << true;
        QTest::addRow("%s, Chinese, Chinese font", qPrintable(mode))
            << mode << "zh_CN" << true << false;
        QTest::addRow("%s, English, no Chinese font", qPrintable(mode))
            << mode << "en" << false << false;
    }
}

void TestFontNotice::headlessRuns()
{
    QFETCH(QString, mode);
    QFETCH(QString, lang);
    QFETCH(bool, chineseFont);
    QFETCH(bool, notice);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!chineseFont)
        env.insert(QStringLiteral("FONTCONFIG_FILE"), m_noChineseFonts);
    else
        env.remove(QStringLiteral("FONTCONFIG_FILE"));
    QTemporaryDir out;
    QVERIFY(out.isValid());
    QStringList arguments;
    if (mode == QLatin1String("export")) {
        // One view is enough: the notice comes before any file.
        arguments << QStringLiteral("--export") << out.path() << QStringLiteral("--view")
                  << QStringLiteral("window") << QStringLiteral("--lang") << lang;
    } else {
        // --csv takes no --lang: its language is the system's.
        arguments << QStringLiteral("--csv");
        const QString locale = lang == QLatin1String("zh_CN") ? QStringLiteral("zh_CN.UTF-8")
                                                              : QStringLiteral("C.UTF-8");
        env.insert(QStringLiteral("LC_ALL"), locale);
        env.insert(QStringLiteral("LANG"), locale);
        env.insert(QStringLiteral("LANGUAGE"), lang);
    }
    const processrun::Run r = processrun::run(arguments, env);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines
        = r.err.trimmed().isEmpty() ? QList<QByteArray>() : r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), notice ? 1 : 0);
    if (notice) {
        const QString line = QString::fromUtf8(lines.first());
        QCOMPARE(line.count(QLatin1String("fonts-noto-cjk")), 4); // English and Chinese, twice each
        QVERIFY(line.contains(QLatin1String("No installed font can show Chinese")));
        QVERIFY(line.contains(QStringLiteral("中文")));
    }
    // The work is done all the same.
    if (mode == QLatin1String("export"))
        QVERIFY(QFile::exists(QDir(out.path()).filePath(QStringLiteral("window.png"))));
    else
        QVERIFY(r.out.startsWith("position,pe_0,"));
}

QTEST_GUILESS_MAIN(TestFontNotice)
#include "tst_fontnotice.moc"
