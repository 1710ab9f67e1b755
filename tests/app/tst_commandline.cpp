// End-to-end tests of the pe-visualiser executable: CSV output, headless export and bad input.
// Golden values: tests/data/golden_pe.csv (mpmath at 50 digits, see tests/data/README.md).
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

namespace {

using processrun::fileBytes;
using processrun::Run;
using processrun::run;

// golden_pe.csv: d,base,p,j,value
double golden(int d, double base, qint64 p, int j)
{
    QFile file(QStringLiteral(PEV_TEST_DATA_DIR "/golden_pe.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nan("");
    file.readLine();
    while (!file.atEnd()) {
        const QList<QByteArray> f = file.readLine().trimmed().split(',');
        if (f.size() == 5 && f[0].toInt() == d && f[1].toDouble() == base && f[2].toLongLong() == p
            && f[3].toInt() == j)
            return f[4].toDouble();
    }
    return std::nan("");
}

bool isNonBlankPng(const QString &path, QSize *size)
{
    QImage image(path);
    if (image.isNull())
        return false;
    *size = image.size();
    const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < rgb.height(); y += 3)
        for (int x = 0; x < rgb.width(); x += 3)
            if (rgb.pixel(x, y) != rgb.pixel(0, 0))
                return true;
    return false;
}

// The root element's name and viewBox of an SVG file; empty on a parse error.
QPair<QString, QString> svgRoot(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QPair<QString, QString> root;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && root.first.isEmpty()) {
            root.first = xml.name().toString();
            root.second = xml.attributes().value(QLatin1String("viewBox")).toString();
        }
    }
    if (xml.hasError())
        return {};
    return root;
}

// Width / height of the PDF's MediaBox, or 0.
double pdfAspect(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray bytes = file.readAll();
    if (!bytes.startsWith("%PDF-"))
        return 0;
    static const QRegularExpression mediaBox(
            QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const QRegularExpressionMatch m = mediaBox.match(QString::fromLatin1(bytes));
    return m.hasMatch() && m.captured(2).toDouble() > 0 ? m.captured(1).toDouble() / m.captured(2).toDouble() : 0;
}


} // namespace

// A list of Latin-1 texts as a QStringList (QT_NO_CAST_FROM_ASCII).
QStringList names(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *text : list)
        result.append(QLatin1String(text));
    return result;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void csvDefault();
    void csvGolden_data();
    void csvGolden();
    void csvRanges_data();
    void csvRanges();
    void csvIgnoresLocale();
    void badInput_data();
    void badInput();
    void help();
    void exportWritesFiles();
    void exportOneView_data();
    void exportOneView();
    void exportOneViewRefused_data();
    void exportOneViewRefused();
    void exportSize_data();
    void exportSize();
    void exportUnwritable_data();
    void exportUnwritable();
    void exportLessonSteps_data();
    void exportLessonSteps();
    void exportDiskFullKeepsOldFiles();
};

void TestCommandLine::csvDefault()
{
    const Run r = run({QStringLiteral("--csv")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QByteArray("position,pe_0,pe_1,pe_2,pe_3,pe_4,pe_5,pe_6,pe_7"));
    QCOMPARE(lines[1], QByteArray("0,0,1,0,1,0,1,0,1"));
    QVERIFY(lines[2].startsWith("3,0.14112000805986721,-0.98999249660044542,"));
    QVERIFY(r.err.isEmpty());
}

void TestCommandLine::csvGolden_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("p");
    QTest::newRow("d8 p3") << 8 << 10000.0 << qint64(3);
    QTest::newRow("d8 p1000") << 8 << 10000.0 << qint64(1000);
    QTest::newRow("d5 p7") << 5 << 10000.0 << qint64(7);
    QTest::newRow("d512 p1000") << 512 << 10000.0 << qint64(1000);
    QTest::newRow("d6 base2.5 p5") << 6 << 2.5 << qint64(5);
}

void TestCommandLine::csvGolden()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(qint64, p);
    const Run r = run({QStringLiteral("--csv"), QStringLiteral("--dim"), QString::number(d),
                       QStringLiteral("--base"), QString::number(base, 'g', 17),
                       QStringLiteral("--positions"), QString::number(p)});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QList<QByteArray> fields = lines[1].split(',');
    QCOMPARE(fields.size(), d + 1);
    QCOMPARE(fields[0].toLongLong(), p);
    for (int j = 0; j < d; ++j) {
        const QByteArray &field = fields[j + 1];
        QVERIFY2(!field.contains('e') || field.contains("e-"), field.constData());
        const double expected = golden(d, base, p, j);
        QVERIFY2(!std::isnan(expected), "golden value missing");
        QVERIFY2(std::fabs(field.toDouble() - expected) <= 1e-12,
                 qPrintable(QStringLiteral("j=%1: %2 vs %3").arg(j).arg(QString::fromLatin1(field)).arg(expected, 0, 'g', 17)));
    }
}

void TestCommandLine::csvRanges_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QList<qint64>>("positions");
    QTest::newRow("0-31") << "0-31" << [] { QList<qint64> l; for (int k = 0; k < 32; ++k) l << k; return l; }();
    QTest::newRow("mixed") << "5,1-2,5" << QList<qint64>{5, 1, 2, 5};
}

void TestCommandLine::csvRanges()
{
    QFETCH(QString, list);
    QFETCH(QList<qint64>, positions);
    const Run r = run({QStringLiteral("--csv"), QStringLiteral("--positions"), list});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), positions.size() + 1);
    for (int k = 0; k < positions.size(); ++k)
        QCOMPARE(lines[k + 1].split(',').first().toLongLong(), positions[k]);
}

void TestCommandLine::csvIgnoresLocale()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    const Run r = run({QStringLiteral("--csv"), QStringLiteral("--base"), QStringLiteral("10000.0")}, env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("0.14112000805986721"));
    QVERIFY(!r.out.contains("0,14112"));
}

void TestCommandLine::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString csv = QStringLiteral("--csv");
    const QString ex = QStringLiteral("--export");
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    QTest::newRow("dim abc") << QStringList{csv, QStringLiteral("--dim"), QStringLiteral("abc")} << "--dim";
    QTest::newRow("dim 0") << QStringList{csv, QStringLiteral("--dim"), QStringLiteral("0")} << "--dim";
    QTest::newRow("dim -8") << QStringList{csv, QStringLiteral("--dim=-8")} << "--dim";
    QTest::newRow("dim 8193") << QStringList{csv, QStringLiteral("--dim"), QStringLiteral("8193")} << "--dim";
    QTest::newRow("dim 1e3") << QStringList{csv, QStringLiteral("--dim"), QStringLiteral("1e3")} << "--dim";
    QTest::newRow("dim huge") << QStringList{csv, QStringLiteral("--dim"), QStringLiteral("99999999999999999999")} << "--dim";
    QTest::newRow("dim empty") << QStringList{csv, QStringLiteral("--dim=")} << "--dim";
    QTest::newRow("base 1") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("1")} << "--base";
    QTest::newRow("base 0") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("0")} << "--base";
    QTest::newRow("base -5") << QStringList{csv, QStringLiteral("--base=-5")} << "--base";
    QTest::newRow("base nan") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("nan")} << "--base";
    QTest::newRow("base inf") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("inf")} << "--base";
    QTest::newRow("base 1e400") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("1e400")} << "--base";
    QTest::newRow("base text") << QStringList{csv, QStringLiteral("--base"), QStringLiteral("ten")} << "--base";
    QTest::newRow("positions reversed") << QStringList{csv, QStringLiteral("--positions"), QStringLiteral("5-2")} << "positions";
    QTest::newRow("positions negative") << QStringList{csv, QStringLiteral("--positions=-1")} << "positions";
    QTest::newRow("positions text") << QStringList{csv, QStringLiteral("--positions"), QStringLiteral("a,b")} << "positions";
    QTest::newRow("positions empty item") << QStringList{csv, QStringLiteral("--positions"), QStringLiteral("1,,2")} << "positions";
    QTest::newRow("positions too large") << QStringList{csv, QStringLiteral("--positions"), QStringLiteral("2147483648")} << "positions";
    QTest::newRow("positions too many") << QStringList{csv, QStringLiteral("--positions"), QStringLiteral("0-2147483647")} << "positions";
    QTest::newRow("positions empty") << QStringList{csv, QStringLiteral("--positions=")} << "positions";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")} << "frobnicate";
    QTest::newRow("missing value") << QStringList{csv, QStringLiteral("--dim")} << "dim";
    QTest::newRow("stray argument") << QStringList{csv, QStringLiteral("extra")} << "extra";
    QTest::newRow("csv and export") << QStringList{csv, ex, dir} << "--export";
    QTest::newRow("p negative") << QStringList{ex, dir, QStringLiteral("-p"), QStringLiteral("-3")} << "-p";
    QTest::newRow("q too large") << QStringList{ex, dir, QStringLiteral("-q"), QStringLiteral("2147483648")} << "-q";
    QTest::newRow("q nan") << QStringList{ex, dir, QStringLiteral("-q"), QStringLiteral("nan")} << "-q";
    QTest::newRow("encoding maybe") << QStringList{ex, dir, QStringLiteral("--encoding"), QStringLiteral("maybe")} << "--encoding";
    QTest::newRow("lang fr") << QStringList{ex, dir, QStringLiteral("--lang"), QStringLiteral("fr")} << "--lang";
    QTest::newRow("size bad") << QStringList{ex, dir, QStringLiteral("--size"), QStringLiteral("big")} << "--size";
    QTest::newRow("size zero") << QStringList{ex, dir, QStringLiteral("--size"), QStringLiteral("0x100")} << "--size";
    QTest::newRow("export empty") << QStringList{QStringLiteral("--export=")} << "--export";
    QTest::newRow("csv presentation") << QStringList{csv, QStringLiteral("--presentation")} << "--presentation";
}

void TestCommandLine::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString dir = QDir::tempPath() + QStringLiteral("/pev-bad-input-never-created");
    QDir(dir).removeRecursively();
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].contains(mentions.toUtf8()), lines[0].constData());
    QVERIFY(!QFileInfo::exists(dir));
}

void TestCommandLine::help()
{
    const Run r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char *option :
         {"--csv", "--export", "--dim", "--base", "--positions", "--encoding", "--lang", "--size",
          "--layout", "--train-length", "--context", "--scaling", "--factor", "--yarn-alpha",
          "--yarn-beta", "--dtype", "--check", "--rope", "--vector", "--rotary-fraction"})
        QVERIFY2(r.out.contains(option), option);
    const Run v = run({QStringLiteral("--version")});
    QCOMPARE(v.exitCode, 0);
    QVERIFY(v.out.startsWith("pe-visualiser "));
}

void TestCommandLine::exportWritesFiles()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("nested/out"));
    const Run r = run({QStringLiteral("--export"), dir, QStringLiteral("-q"), QStringLiteral("6")});
    QCOMPARE(r.exitCode, 0);
    for (const char *name : {"table.csv", "table.png", "table.svg", "table.pdf", "window.png", "window.svg"}) {
        const QString path = dir + QLatin1Char('/') + QLatin1String(name);
        QVERIFY2(QFileInfo::exists(path), name);
        QVERIFY2(r.out.contains(path.toUtf8()), name);
    }
    QSize size;
    QVERIFY(isNonBlankPng(dir + QStringLiteral("/window.png"), &size));
    QCOMPARE(size, QSize(1200, 800));
    QVERIFY(isNonBlankPng(dir + QStringLiteral("/table.png"), &size));
    QCOMPARE(size, QSize(1200, 800));
    for (const char *name : {"/table.svg", "/window.svg"}) {
        const auto root = svgRoot(dir + QLatin1String(name));
        QCOMPARE(root.first, QStringLiteral("svg"));
        QCOMPARE(root.second, QStringLiteral("0 0 1200 800"));
    }
    QVERIFY(qAbs(pdfAspect(dir + QStringLiteral("/table.pdf")) - 1.5) < 0.01);
    QFile csv(dir + QStringLiteral("/table.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 9);
    QCOMPARE(lines[0], QByteArray("component,pair,function,denominator,pe_p,pe_q,difference,a_p,a_q"));
    // Pair 0 at q = 6: sin(6) from mpmath.
    QVERIFY(lines[1].startsWith("0,0,sin(p),1,0,-0.2794154981989258"));
}

void TestCommandLine::exportOneView_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("table") << "table" << names({"table.png", "table.svg", "table.pdf"});
    QTest::newRow("heatmap") << "heatmap" << names({"heatmap.png", "heatmap.svg"});
    QTest::newRow("pair 2") << "pair-2" << names({"pair-2.png", "pair-2.svg"});
    QTest::newRow("lesson step 4") << "lesson-step-4" << names({"lesson-step-4.png"});
}

void TestCommandLine::exportOneView()
{
    // --export DIR --view VIEW: that view's files, each printed, and nothing else (no table.csv).
    QFETCH(QString, view);
    QFETCH(QStringList, files);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("out"));
    const Run r = run({QStringLiteral("--export"), dir, QStringLiteral("--view"), view,
                       QStringLiteral("--size"), QStringLiteral("640x400")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), sorted(files));
    QCOMPARE(r.out.trimmed().split('\n').size(), files.size());
    for (const QString &name : files)
        QVERIFY2(r.out.contains((dir + QLatin1Char('/') + name).toUtf8()), qPrintable(name));
    QSize size;
    QVERIFY(isNonBlankPng(dir + QLatin1Char('/') + view + QStringLiteral(".png"), &size));
    QCOMPARE(size, QSize(640, 400));
}

void TestCommandLine::exportOneViewRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown view") << names({"--view", "clock"}) << "'clock' is not one of";
    QTest::newRow("pair beyond d") << names({"--view", "pair-4"}) << "pair-0 … pair-3";
    QTest::newRow("empty") << names({"--view", ""}) << "--view";
    QTest::newRow("not whole at the size")
        << names({"--view", "heatmap", "--size", "16x16"}) << "heatmap";
    // The table alone is a scroll area: too small, it scrolled and came out cut, exit 0.
    QTest::newRow("table not whole at the size")
        << names({"--view", "table", "--size", "200x120"}) << "needs at least";
}

void TestCommandLine::exportOneViewRefused()
{
    // A usage error (exit 2), one line, no folder made.
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("out/figures"));
    const Run r = run(QStringList {QStringLiteral("--export"), dir} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("pe-visualiser: "), lines[0].constData());
    QVERIFY2(lines[0].contains(mentions.toUtf8()), lines[0].constData());
    QVERIFY2(!QFileInfo::exists(tmp.filePath(QStringLiteral("out"))), "the folder was left");
}

void TestCommandLine::exportSize_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QSize>("size");
    QTest::newRow("640x480") << "640x480" << QSize(640, 480);
    // An upper-case X is refused (one form for every option: tst_hostile); every view is whole at
    // 600 x 900.
    QTest::newRow("600x900") << "600x900" << QSize(600, 900);
    QTest::newRow("default") << QString() << QSize(1200, 800);
}

void TestCommandLine::exportSize()
{
    QFETCH(QString, option);
    QFETCH(QSize, size);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    // The two views each on their own (--view): the sizes of a whole export are the same code.
    for (const char *view : {"table", "window"}) {
        QStringList arguments {QStringLiteral("--export"), tmp.path(), QStringLiteral("--view"),
                               QLatin1String(view)};
        if (!option.isEmpty())
            arguments << QStringLiteral("--size") << option;
        const Run r = run(arguments);
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    for (const char *name : {"/table.png", "/window.png"}) {
        QSize actual;
        QVERIFY2(isNonBlankPng(tmp.path() + QLatin1String(name), &actual), name);
        QCOMPARE(actual, size);
    }
    const QString viewBox = QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height());
    for (const char *name : {"/table.svg", "/window.svg"}) {
        const auto root = svgRoot(tmp.path() + QLatin1String(name));
        QCOMPARE(root.first, QStringLiteral("svg"));
        QCOMPARE(root.second, viewBox);
    }
    const double aspect = double(size.width()) / size.height();
    QVERIFY(qAbs(pdfAspect(tmp.path() + QStringLiteral("/table.pdf")) - aspect) / aspect < 0.01);
}

void TestCommandLine::exportUnwritable_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("under a regular file") << "file";
    QTest::newRow("cannot be created") << "proc-new";
    QTest::newRow("exists, not writable") << "proc";
}

void TestCommandLine::exportUnwritable()
{
    // Tests run as root, for whom no permission bit stops a write: a path under a regular file
    // and /proc stand for folders that cannot be created or written.
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QString dir;
    if (kind == QLatin1String("file")) {
        QFile blocker(tmp.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        dir = tmp.filePath(QStringLiteral("file/sub"));
    } else if (kind == QLatin1String("proc-new")) {
        dir = QStringLiteral("/proc/pev-visualiser-never");
    } else {
        dir = QStringLiteral("/proc");
    }
    const Run r = run({QStringLiteral("--export"), dir});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("pe-visualiser: "), lines[0].constData());
    QVERIFY2(lines[0].contains(dir.toUtf8()), lines[0].constData());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/table.csv")));
}

void TestCommandLine::exportDiskFullKeepsOldFiles()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run first = run({QStringLiteral("--export"), tmp.path(), QStringLiteral("-q"), QStringLiteral("5")});
    QCOMPARE(first.exitCode, 0);
    const QStringList names = QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden);
    QList<QByteArray> before;
    for (const QString &name : names)
        before << fileBytes(tmp.filePath(name));

    // The CSV (under 1 kB) still fits, table.png does not: the run stops there with exit 1.
    const Run r = run({QStringLiteral("--export"), tmp.path(), QStringLiteral("-q"), QStringLiteral("6")},
                      QProcessEnvironment::systemEnvironment(), 2000);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].contains("table.png"), lines[0].constData());
    QVERIFY(r.out.contains("table.csv"));
    QVERIFY(!r.out.contains("table.png"));

    // No partial or temporary file; table.csv is the new one, every other file the old one.
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), names);
    for (int k = 0; k < names.size(); ++k) {
        const QByteArray now = fileBytes(tmp.filePath(names[k]));
        if (names[k] == QLatin1String("table.csv")) {
            QVERIFY(now != before[k]);
            QVERIFY(now.contains("-0.2794154981989258")); // sin(6), q = 6
        } else {
            QVERIFY2(now == before[k], qPrintable(names[k]));
        }
    }
}

void TestCommandLine::exportLessonSteps_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestCommandLine::exportLessonSteps()
{
    QFETCH(QString, lang);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run r = run({QStringLiteral("--export"), tmp.path(), QStringLiteral("--lang"), lang,
                       QStringLiteral("--size"), QStringLiteral("640x400")});
    QCOMPARE(r.exitCode, 0);
    for (int n = 1; n <= 15; ++n) {
        const QString path = tmp.filePath(QStringLiteral("lesson-step-%1.png").arg(n));
        QSize size;
        QVERIFY2(isNonBlankPng(path, &size), qPrintable(path));
        QCOMPARE(size, QSize(640, 400));
    }
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("lesson-step-16.png"))));
    // The second lesson, "Long context", with its own prefix.
    for (int n = 1; n <= 8; ++n) {
        const QString path = tmp.filePath(QStringLiteral("context-step-%1.png").arg(n));
        QSize size;
        QVERIFY2(isNonBlankPng(path, &size), qPrintable(path));
        QCOMPARE(size, QSize(640, 400));
    }
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("context-step-9.png"))));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
