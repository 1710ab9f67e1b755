// Tests of the atomic writes every export goes through: a write that fails (a full disk) keeps the
// previous file and leaves nothing beside it, targets that cannot be written are refused with one
// line naming them, and error messages are one line.
#include "atomicwrite.h"
#include "exporttestsupport.h"
#include "filesizelimit.h"
#include "imageexport.h"
#include "language.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace exporttest;


class TestAtomicWrite : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void writeAndReplace_data();
    void writeAndReplace();
    void errorOnOneLine_data();
    void errorOnOneLine();
    void failedWriteKeepsOldFile_data();
    void failedWriteKeepsOldFile();
    void failedCsvWriteKeepsOldFile();
    void unwritableTarget_data();
    void unwritableTarget();
};

void TestAtomicWrite::writeAndReplace_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("new file") << QByteArray() << QByteArray("position,pe_0\n0,0\n");
    QTest::newRow("replace") << QByteArray("old content") << QByteArray("new");
    QTest::newRow("empty") << QByteArray("old content") << QByteArray();
}

void TestAtomicWrite::writeAndReplace()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, bytes);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("table.csv"));
    if (!before.isEmpty())
        QVERIFY(writeText(path, before));
    QString error;
    QVERIFY2(imageexport::writeAtomically(path, bytes, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList {QStringLiteral("table.csv")});
}

void TestAtomicWrite::errorOnOneLine_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("line");
    QTest::newRow("plain") << "cannot write x"
                           << "cannot write x";
    QTest::newRow("line breaks") << "cannot write x:\nNo space\r\nleft"
                                 << "cannot write x: No space left";
    QTest::newRow("runs of space") << "  a \t b  "
                                   << "a b";
}

void TestAtomicWrite::errorOnOneLine()
{
    QFETCH(QString, message);
    QFETCH(QString, line);
    QString error;
    imageexport::setError(&error, message);
    QCOMPARE(error, line);
    imageexport::setError(nullptr, message); // no target: nothing happens
}

void TestAtomicWrite::failedWriteKeepsOldFile_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << "png";
    QTest::newRow("svg") << "svg";
    QTest::newRow("pdf") << "pdf";
}

void TestAtomicWrite::failedWriteKeepsOldFile()
{
    QFETCH(QString, suffix);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("old.") + suffix);
    const QByteArray old("previous export, must survive");
    QVERIFY(writeText(path, old));
    auto widget = makeChartWidget();
    QString error;
    bool ok = true;
    {
        // Like a full disk: every write past 200 bytes fails.
        FileSizeLimit limit(200);
        if (!limit.active())
            QSKIP("cannot lower RLIMIT_FSIZE here");
        ok = imageexport::saveWidget(widget.get(), path, QSize(640, 480), {}, &error);
    }
    QVERIFY(!ok);
    QVERIFY(error.contains(path));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(readAll(path), old);
    // No temporary or partial file is left beside it.
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList {QStringLiteral("old.") + suffix});
    // And the same call succeeds once the disk has room again.
    QVERIFY2(imageexport::saveWidget(widget.get(), path, QSize(640, 480), {}, &error),
             qPrintable(error));
    QVERIFY(readAll(path) != old);
}

// The CSV exports (Export all's table.csv, Export current view's table) write their bytes through
// writeAtomically(): on a full disk the earlier file stays whole, one line names the file.
void TestAtomicWrite::failedCsvWriteKeepsOldFile()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("table.csv"));
    const QByteArray old("position,pe_0\n0,0\n");
    QVERIFY(writeText(path, old));
    const QByteArray csv = "position,pe_0\n" + QByteArray(4096, '1') + "\n";
    QString error;
    bool ok = true;
    {
        FileSizeLimit limit(1024);
        if (!limit.active())
            QSKIP("cannot lower RLIMIT_FSIZE here");
        ok = imageexport::writeAtomically(path, csv, &error);
    }
    QVERIFY(!ok);
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + path), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(readAll(path), old);
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList {QStringLiteral("table.csv")});
}

void TestAtomicWrite::unwritableTarget_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("under a regular file") << "file";
    QTest::newRow("missing folder") << "missing";
    QTest::newRow("folder as target") << "dir";
    QTest::newRow("fifo") << "fifo";
    QTest::newRow("proc") << "proc";
    QTest::newRow("unknown suffix") << "suffix";
    // A symbolic link (to a file of the user's, or to nothing): QSaveFile would replace what it
    // points to.
    QTest::newRow("symbolic link") << "link";
    QTest::newRow("dangling symbolic link") << "dangling";
}

void TestAtomicWrite::unwritableTarget()
{
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QString path;
    if (kind == QLatin1String("file")) {
        QVERIFY(writeText(tmp.filePath(QStringLiteral("plain")), "x"));
        path = tmp.filePath(QStringLiteral("plain/view.png"));
    } else if (kind == QLatin1String("missing")) {
        path = tmp.filePath(QStringLiteral("no/such/folder/view.svg"));
    } else if (kind == QLatin1String("dir")) {
        QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("d.png")));
        path = tmp.filePath(QStringLiteral("d.png"));
    } else if (kind == QLatin1String("fifo")) {
        // Stands for a device such as /dev/full, which QSaveFile would replace by renaming.
        path = tmp.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("link") || kind == QLatin1String("dangling")) {
        if (kind == QLatin1String("link"))
            QVERIFY(writeText(tmp.filePath(QStringLiteral("precious.txt")), "precious"));
        path = tmp.filePath(QStringLiteral("view.png"));
        QVERIFY(QFile::link(QStringLiteral("precious.txt"), path));
    } else if (kind == QLatin1String("proc")) {
        path = QStringLiteral("/proc/pev-visualiser-test-never.png");
    } else {
        path = tmp.filePath(QStringLiteral("view.bmp"));
    }
    const QStringList before
        = QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    auto widget = makeChartWidget();
    QString error;
    QVERIFY(!imageexport::saveWidget(widget.get(), path, QSize(320, 200), {}, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             before);
    if (kind == QLatin1String("fifo"))
        QVERIFY(!QFileInfo(path).isFile());
    if (kind == QLatin1String("link") || kind == QLatin1String("dangling")) {
        QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
        QVERIFY(QFileInfo(path).isSymbolicLink());
        QFile precious(tmp.filePath(QStringLiteral("precious.txt")));
        if (kind == QLatin1String("link")) {
            QVERIFY(precious.open(QIODevice::ReadOnly));
            QCOMPARE(precious.readAll(), QByteArray("precious"));
        } else {
            QVERIFY(!precious.exists());
        }
    }
}

QTEST_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
