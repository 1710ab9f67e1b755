// boundedread::read: a regular file up to the limit is read whole; a larger one, a named pipe,
// a device (directly or through a symbolic link), a missing file and a folder are refused at
// once, without blocking on the pipe or reading the endless device; inspect() says the same
// without opening the file.
#include "boundedread.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestBoundedRead : public QObject
{
    Q_OBJECT
private slots:
    void read_data();
    void read();
};

void TestBoundedRead::read_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("status");
    QTest::newRow("small file") << "file 10" << int(boundedread::Status::Ok);
    QTest::newRow("file at the limit") << "file 100" << int(boundedread::Status::Ok);
    QTest::newRow("empty file") << "file 0" << int(boundedread::Status::Ok);
    QTest::newRow("file over the limit") << "file 101" << int(boundedread::Status::TooLarge);
    QTest::newRow("missing") << "missing" << int(boundedread::Status::CannotOpen);
    QTest::newRow("folder") << "folder" << int(boundedread::Status::CannotOpen);
    QTest::newRow("named pipe") << "fifo" << int(boundedread::Status::NotRegular);
    QTest::newRow("/dev/zero") << "zero" << int(boundedread::Status::NotRegular);
    QTest::newRow("link to /dev/zero") << "link" << int(boundedread::Status::NotRegular);
}

void TestBoundedRead::read()
{
    QFETCH(QString, kind);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(QStringLiteral("input.json"));
    QByteArray written;
    if (kind.startsWith(QLatin1String("file"))) {
        written = QByteArray(kind.section(QLatin1Char(' '), 1).toInt(), 'x');
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(written);
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("input.json")));
    } else if (kind == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (kind == QLatin1String("zero")) {
        path = QStringLiteral("/dev/zero");
    } else if (kind == QLatin1String("link")) {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    }
    // inspect() tells the same without opening the file (the settings file's check).
    QCOMPARE(int(boundedread::inspect(path, 100)), status);
    QByteArray bytes("untouched");
    QString why;
    const boundedread::Status got = boundedread::read(path, 100, &bytes, &why);
    QCOMPARE(int(got), status);
    if (got == boundedread::Status::Ok)
        QCOMPARE(bytes, written);
    else
        QCOMPARE(bytes, QByteArray("untouched"));
    QCOMPARE(why.isEmpty(), got != boundedread::Status::CannotOpen);
}

QTEST_MAIN(TestBoundedRead)
#include "tst_boundedread.moc"
