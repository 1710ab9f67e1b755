// The damaged-input suite: each finding of a breaking session as one row,
// run against the executable: the exit code, the one line on stderr (with what it must say, and
// never a raw control or direction character), and that no output file changed. The files come
// from tests/data/hostile/make_hostile.py; the cases that need the file system (a named pipe, a
// full disk, /dev/full as standard output) are made here. The window's cases are QTest tests
// beside their widgets (tst_numberfield, tst_exportactions, tst_animationactions) and the
// settings file's in tst_settingsrun.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <vector>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString hostile = QStringLiteral(PEV_TEST_DATA_DIR "/hostile/");

QByteArray older() { return QByteArrayLiteral("older content"); }

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// One line on stderr, "pe-visualiser: ..." holding `says`, with no raw control characters or
// direction overrides (each is escaped as \uXXXX).
void verifyOneLine(const QByteArray &err, const QString &says)
{
    const QString text = QString::fromUtf8(err);
    QVERIFY2(text.endsWith(QLatin1Char('\n')), err.constData());
    const QString line = text.chopped(1);
    QVERIFY2(!line.contains(QLatin1Char('\n')), err.constData());
    QVERIFY2(line.startsWith(QLatin1String("pe-visualiser: ")), err.constData());
    QVERIFY2(line.contains(says), err.constData());
    for (const QChar c : line)
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x202e && c.unicode() != 0x7f,
                 err.constData());
    // Inputs of 5000 characters and more: a line this short echoed them cut (the longest line
    // without an input, the animation's list of views, is about 450 characters).
    QVERIFY2(line.size() < 1000, "the message echoes its input cut to 200 characters");
}

// A .npy file (version 1.0, float64, C order) of n x d values(p, j).
template<typename Value> void writeNpy(const QString &path, qint64 n, int d, Value value)
{
    QByteArray header = QStringLiteral("{'descr': '<f8', 'fortran_order': False, 'shape': (%1, "
                                       "%2), }")
                            .arg(n)
                            .arg(d)
                            .toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray start("\x93NUMPY\x01\x00", 8);
    start += char(header.size() & 0xff);
    start += char(header.size() >> 8);
    QCOMPARE(file.write(start + header), qint64(start.size() + header.size()));
    std::vector<double> row(static_cast<std::size_t>(d));
    for (qint64 p = 0; p < n; ++p) {
        for (int j = 0; j < d; ++j)
            row[static_cast<std::size_t>(j)] = value(p, j);
        const auto bytes = static_cast<qint64>(row.size() * sizeof(double));
        QCOMPARE(file.write(reinterpret_cast<const char *>(row.data()), bytes), bytes);
    }
}

// The paper's encoding, PE(p)[2i] = sin(p / 10000^(2i/d)), PE(p)[2i+1] = cos(...), computed
// directly in double (std::sin, std::cos): an independent computation of the reference.
double paperEncoding(qint64 p, int j, int d)
{
    const double angle = static_cast<double>(p) / std::pow(10000.0, 2.0 * (j / 2) / d);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// CRC-32 of PNG chunks (ISO 3309, as zlib's crc32()).
quint32 crc32(const QByteArray &bytes)
{
    quint32 crc = 0xffffffffU;
    for (const char c : bytes) {
        crc ^= static_cast<quint8>(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320U & (0U - (crc & 1U)));
    }
    return crc ^ 0xffffffffU;
}

QByteArray pngChunk(const QByteArray &kind, const QByteArray &data)
{
    QByteArray out;
    const auto length = static_cast<quint32>(data.size());
    for (int shift = 24; shift >= 0; shift -= 8)
        out += char((length >> shift) & 0xff);
    out += kind + data;
    const quint32 crc = crc32(kind + data);
    for (int shift = 24; shift >= 0; shift -= 8)
        out += char((crc >> shift) & 0xff);
    return out;
}

// A 1 x 1 PNG with text as an uncompressed iTXt chunk "pe-visualiser", as this app writes it.
QByteArray pngWithText(const QByteArray &text)
{
    const QByteArray ihdr("\0\0\0\1\0\0\0\1\x08\x02\0\0\0", 13);
    const QByteArray pixel = qCompress(QByteArray(4, '\0')).mid(4); // zlib stream, no size
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", ihdr)
        + pngChunk("iTXt", QByteArray("pe-visualiser\0\0\0\0\0", 18) + text)
        + pngChunk("IDAT", pixel) + pngChunk("IEND", QByteArray());
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refused_data();
    void refused();
    void fullDiskKeepsTheWorksheet();
    void tinyTmpfsKeepsTheWorksheet();
    void fullDiskKeepsEveryFile_data();
    void fullDiskKeepsEveryFile();
    void reportOnAFullStandardOutput_data();
    void reportOnAFullStandardOutput();
    void linkTargetsStayAsTheyWere_data();
    void linkTargetsStayAsTheyWere();
    void checkerVerdicts_data();
    void checkerVerdicts();
    void checkerNamesVerdictsInChinese();

private:
    QTemporaryDir m_dir;
};

void TestHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo::exists(hostile + QStringLiteral("figure-header-only.svg")),
             "run tests/data/hostile/make_hostile.py");
    QVERIFY(
        ::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.svg"))).constData(), 0600)
        == 0);
    // A figure whose base is 1 MB of text on one line (with an override after it).
    QByteArray svg;
    {
        QFile file(hostile + QStringLiteral("figure-n-negative.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        svg = file.readAll();
    }
    QVERIFY(svg.contains("&#10;base=10000&#10;"));
    const QByteArray longValue = "&#10;base=" + QByteArray(1 << 20, 'w') + "\xe2\x80\xae&#10;";
    svg.replace("&#10;base=10000&#10;", longValue);
    writeFile(m_dir.filePath(QStringLiteral("long-value.svg")), svg);
    // The same with a 1 MB sentence (the finding's own case).
    QVERIFY(svg.contains("&#10;sentence=the cat saw the dog&#10;"));
    {
        QFile file(hostile + QStringLiteral("figure-n-negative.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        svg = file.readAll();
    }
    QVERIFY(svg.contains("&#10;n=-1"));
    svg.replace("&#10;n=-1", "&#10;n=0"); // valid but for its sentence
    svg.replace("&#10;sentence=the cat saw the dog&#10;",
                QByteArray("&#10;sentence=" + QByteArray(1 << 20, 's') + "&#10;"));
    writeFile(m_dir.filePath(QStringLiteral("long-sentence.svg")), svg);
    // A matrix whose third line holds an override and 1000 letters where a number should be: the
    // core's message echoes it escaped and cut.
    writeFile(m_dir.filePath(QStringLiteral("bad-field.csv")),
              "0,1\n0.8,0.6\n\xe2\x80\xae" + QByteArray(1000, 'x') + ",1\n");
    // A device under a figure's name (a link to /dev/zero, which never ends).
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_dir.filePath(QStringLiteral("zero.png"))));
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.json"))).constData(),
                     0600)
            == 0);
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.csv"))).constData(),
                     0600)
            == 0);
    // A PNG figure whose sentence is 8 MB long (every other key after it).
    {
        QFile file(hostile + QStringLiteral("figure-n-negative.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const qsizetype open = bytes.indexOf("figure\">") + 8;
        const qsizetype close = bytes.indexOf("</pev:figure>");
        QByteArray text = bytes.mid(open, close - open).replace("&#10;", "\n");
        text.replace("\nn=-1", "\nn=0");
        QVERIFY(text.contains("\nsentence=the cat saw the dog\n"));
        text.replace("\nsentence=the cat saw the dog\n",
                     QByteArray("\nsentence=" + QByteArray(8 << 20, 's') + "\n"));
        writeFile(m_dir.filePath(QStringLiteral("long-sentence.png")), pngWithText(text));
    }
    // 10^6 positions x 8 components, the paper's encoding with one value 0.01 off.
    writeNpy(m_dir.filePath(QStringLiteral("million-one-off.npy")), 1000000, 8,
             [](qint64 p, int j) {
                 return paperEncoding(p, j, 8) + (p == 765432 && j == 2 ? 0.01 : 0.0);
             });
}

void TestHostile::refused_data()
{
    // arguments (@HOSTILE@: the data folder, @OUT@: a temporary output folder), the exit code,
    // what the line says, and the output file that must stay as it was ("older content").
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("output");
    const QString csv = QStringLiteral("--csv");
    const QString figure = QStringLiteral("--from-figure");
    QTest::newRow("figure: 55 bytes declaring a 2^31 chunk")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-huge-chunk.png"), csv} << 2
        << "is not a PNG image" << QString();
    QTest::newRow("figure: header line only")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-header-only.svg"),
                        QStringLiteral("--export"), QStringLiteral("@OUT@")}
        << 2 << "figure parameters: view, d, base" << QStringLiteral("table.csv");
    QTest::newRow("figure: one key missing")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-without-m.svg"), csv} << 2
        << "figure parameters: m missing" << QString();
    QTest::newRow("figure: valid m, invalid fraction")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-m7-fraction0.svg"),
                        QStringLiteral("--export"), QStringLiteral("@OUT@")}
        << 2 << "out of range: rotary-fraction=0" << QStringLiteral("table.csv");
    QTest::newRow("figure: n = -1")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-n-negative.svg"), csv} << 2
        << "out of range: n=-1" << QString();
    QTest::newRow("figure: override in a value")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-rtl-base.svg"), csv} << 2
        << "base=1\\u202e0 cannot be read" << QString();
    QTest::newRow("figure: 1 MB value echoed cut")
        << QStringList {figure, QStringLiteral("@OUT@/../long-value.svg"), csv} << 2
        << "line 5: base=www" << QString();
    QTest::newRow("figure: named pipe")
        << QStringList {figure, QStringLiteral("@OUT@/../pipe.svg"), csv} << 2
        << "is not a regular file" << QString();
    QTest::newRow("exercises: key twice")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--exercises"),
                        QStringLiteral("@HOSTILE@exercises-duplicate-key.json")}
        << 2 << "Line 9: “step” is given a second time (first on line 8)"
        << QStringLiteral("sheet.pdf");
    QTest::newRow("animation: base beyond 10^12")
        << QStringList {QStringLiteral("--export-animation"),
                        QStringLiteral("@OUT@/a.gif"),
                        QStringLiteral("--view"),
                        QStringLiteral("pairs"),
                        QStringLiteral("--animate"),
                        QStringLiteral("base"),
                        QStringLiteral("--from"),
                        QStringLiteral("1e300"),
                        QStringLiteral("--to"),
                        QStringLiteral("1e308")}
        << 2 << "is not a number from 1.0001 to 1e+12" << QStringLiteral("a.gif");
    QTest::newRow("rope: components near the largest double")
        << QStringList {QStringLiteral("--rope"), QStringLiteral("--dim"), QStringLiteral("2"),
                        QStringLiteral("--vector"), QStringLiteral("1.7e308,1.7e308")}
        << 2 << "(half the largest double)" << QString();
    QTest::newRow("repeated option: a bad value, then a good one")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("abc"),
                        QStringLiteral("--dim"), QStringLiteral("4")}
        << 2 << "--dim: 'abc' is not a whole number" << QString();
    QTest::newRow("repeated option: two good values")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("4"), QStringLiteral("--dim"),
                        QStringLiteral("8")}
        << 2 << "--dim is given twice, as '4' and '8': give it once" << QString();
    QTest::newRow("trailing garbage")
        << QStringList {csv, QStringLiteral("--base"), QStringLiteral("20000 x")} << 2
        << "--base: '20000 x' is not a finite number greater than 1" << QString();
    QTest::newRow("long value echoed cut")
        << QStringList {csv, QStringLiteral("--base"),
                        QString(QString(5000, QLatin1Char('7')) + QLatin1Char('x'))}
        << 2
        << QString(QStringLiteral("--base: '") + QString(200, QLatin1Char('7')) + QChar(0x2026))
        << QString();
    QTest::newRow("override in an option echoed escaped")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("8\u202Ex")} << 2
        << "--dim: '8\\u202ex' is not a whole number" << QString();
    QTest::newRow("trailing garbage after 100 spaces")
        << QStringList {csv, QStringLiteral("--base"),
                        QStringLiteral("20000") + QString(100, QLatin1Char(' '))
                            + QLatin1Char('x')}
        << 2 << "is not a finite number greater than 1" << QString();
    QTest::newRow("figure: 1 MB sentence echoed cut")
        << QStringList {figure, QStringLiteral("@OUT@/../long-sentence.svg"), csv} << 2
        << QString(QStringLiteral("sentence=") + QString(191, QLatin1Char('s')) + QChar(0x2026))
        << QString();
    QTest::newRow("figure: a device")
        << QStringList {figure, QStringLiteral("@OUT@/../zero.png"), csv} << 2
        << "is not a regular file" << QString();
    QTest::newRow("exercises: named pipe")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--exercises"), QStringLiteral("@OUT@/../pipe.json")}
        << 2 << "is not a regular file" << QStringLiteral("sheet.pdf");
    QTest::newRow("matrix: named pipe")
        << QStringList {QStringLiteral("--check"), QStringLiteral("@OUT@/../pipe.csv")} << 2
        << "not a regular file" << QString();
    // Echoed input, escaped and cut to 200 characters, wherever a message quotes it.
    QTest::newRow("matrix: field echoed escaped and cut")
        << QStringList {QStringLiteral("--check"), QStringLiteral("@OUT@/../bad-field.csv")} << 2
        << QString(QStringLiteral("line 3, column 1: '\\u202e") + QString(199, QLatin1Char('x'))
                   + QChar(0x2026) + QStringLiteral("' is not a number"))
        << QString();
    QTest::newRow("unknown option echoed cut")
        << QStringList {csv, QStringLiteral("--") + QString(5000, QLatin1Char('z'))} << 2
        << QString(QLatin1Char('\'') + QString(200, QLatin1Char('z')) + QChar(0x2026)
                   + QLatin1Char('\''))
        << QString();
    QTest::newRow("unexpected argument echoed cut")
        << QStringList {csv, QString(5000, QLatin1Char('a'))} << 2
        << QString(QStringLiteral("unexpected argument '") + QString(200, QLatin1Char('a'))
                   + QChar(0x2026) + QLatin1Char('\''))
        << QString();
    QTest::newRow("animation: view name echoed escaped and cut")
        << QStringList {QStringLiteral("--export-animation"),
                        QStringLiteral("@OUT@/a.gif"),
                        QStringLiteral("--view"),
                        QStringLiteral("\u202e") + QString(5000, QLatin1Char('v')),
                        QStringLiteral("--animate"),
                        QStringLiteral("q"),
                        QStringLiteral("--from"),
                        QStringLiteral("0"),
                        QStringLiteral("--to"),
                        QStringLiteral("2")}
        << 2
        << QString(QStringLiteral("view: '\\u202e") + QString(199, QLatin1Char('v'))
                   + QChar(0x2026) + QStringLiteral("' is not one of"))
        << QStringLiteral("a.gif");
    QTest::newRow("worksheet: lesson echoed cut")
        << QStringList {QStringLiteral("--worksheet"), QStringLiteral("@OUT@/sheet.pdf"),
                        QStringLiteral("--lesson"), QString(5000, QLatin1Char('l'))}
        << 2
        << QString(QStringLiteral("--lesson: '") + QString(200, QLatin1Char('l')) + QChar(0x2026)
                   + QStringLiteral("' is not a lesson"))
        << QStringLiteral("sheet.pdf");
    QTest::newRow("training: task echoed cut")
        << QStringList {QStringLiteral("--train"), QString(5000, QLatin1Char('t'))} << 2
        << QString(QStringLiteral("--train: '") + QString(200, QLatin1Char('t')) + QChar(0x2026)
                   + QLatin1Char('\''))
        << QString();
    QTest::newRow("positions: a dash alone")
        << QStringList {csv, QStringLiteral("--positions"), QStringLiteral("-")} << 2
        << "'-' is not a whole number" << QString();

    // The checker's refusals with their true reason.
    const QString check = QStringLiteral("--check");
    QTest::newRow("matrix: a typo in the first line's first value")
        << QStringList {check, QStringLiteral("@HOSTILE@matrix-typo-first-line.txt")} << 2
        << "line 1, column 1: 'O.000000000000000000e+00' is not a number" << QString();
    QTest::newRow("matrix: an override before the first value")
        << QStringList {check, QStringLiteral("@HOSTILE@matrix-override-first-line.txt")} << 2
        << "line 1, column 1: '\\u202e0.000000000000000000e+00' is not a number" << QString();
    QTest::newRow("matrix: NumPy's summarised printout")
        << QStringList {check, QStringLiteral("@HOSTILE@matrix-numpy-summarised.txt")} << 2
        << "NumPy's summarised printout" << QString();
    QTest::newRow("matrix: .npy header with 'descr' twice")
        << QStringList {check, QStringLiteral("@HOSTILE@matrix-descr-twice.npy")} << 2
        << "the key 'descr' is given twice" << QString();
    QTest::newRow("matrix: a /proc file")
        << QStringList {check, QStringLiteral("/proc/self/status")} << 2
        << "it is not a regular file" << QString();
    // Figures: two blocks of parameters, an unknown key, an oversized value.
    QTest::newRow("figure: two SVG metadata elements")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-two-blocks.svg"), csv} << 2
        << "holds 2 blocks of figure parameters (<pev:figure>)" << QString();
    QTest::newRow("figure: two PNG text chunks")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-two-blocks.png"), csv} << 2
        << "holds 2 blocks of figure parameters (text chunks with the keyword pe-visualiser)"
        << QString();
    QTest::newRow("figure: an XMP packet appended to a PDF")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-two-blocks.pdf"), csv} << 2
        << "holds 2 blocks of figure parameters" << QString();
    QTest::newRow("figure: an unknown key")
        << QStringList {figure, QStringLiteral("@HOSTILE@figure-unknown-key.svg"),
                        QStringLiteral("--export"), QStringLiteral("@OUT@")}
        << 2 << "line 28: unknown key evil" << QStringLiteral("table.csv");
    QTest::newRow("figure: an 8 MB sentence in a PNG")
        << QStringList {figure, QStringLiteral("@OUT@/../long-sentence.png"), csv} << 2
        << QString(QStringLiteral("line 19: sentence=") + QString(191, QLatin1Char('s'))
                   + QChar(0x2026) + QStringLiteral(" is longer than 65536 characters"))
        << QString();
    // Exercise files: bytes that are not UTF-8, control characters in a question.
    const QString worksheet = QStringLiteral("--worksheet");
    const QString exercises = QStringLiteral("--exercises");
    QTest::newRow("exercises: not UTF-8")
        << QStringList {worksheet, QStringLiteral("@OUT@/sheet.pdf"), exercises,
                        QStringLiteral("@HOSTILE@exercises-not-utf8.json")}
        << 2 << "Line 9: not valid UTF-8" << QStringLiteral("sheet.pdf");
    QTest::newRow("exercises: ESC in a question")
        << QStringList {worksheet, QStringLiteral("@OUT@/sheet.pdf"), exercises,
                        QStringLiteral("@HOSTILE@exercises-escape.json")}
        << 2 << "holds a control character (U+001b) at character 3" << QStringLiteral("sheet.pdf");
    QTest::newRow("exercises: NUL in a question")
        << QStringList {worksheet, QStringLiteral("@OUT@/sheet.pdf"), exercises,
                        QStringLiteral("@HOSTILE@exercises-nul.json")}
        << 2 << "holds a control character (U+0000) at character 3" << QStringLiteral("sheet.pdf");
    // One form for every option's value: no spaces around it, no leading zeros or base
    // prefixes, a lower-case x in sizes, names exact.
    const QString train = QStringLiteral("--train");
    QTest::newRow("option: a name with a trailing space")
        << QStringList {train, QStringLiteral("reverse ")} << 2
        << "--train: 'reverse ' is not one of reverse, shift-K (K from 1 to 64), sort (no spaces "
           "in or around the value)"
        << QString();
    QTest::newRow("option: a name in another case")
        << QStringList {train, QStringLiteral("Reverse")} << 2 << "--train: 'Reverse' is not one of"
        << QString();
    QTest::newRow("option: a space after a comma of a list of names")
        << QStringList {train, QStringLiteral("reverse"), QStringLiteral("--schemes"),
                        QStringLiteral("none, rope")}
        << 2 << "--schemes: ' rope' is not one of" << QString();
    QTest::newRow("option: a number with a leading space")
        << QStringList {csv, QStringLiteral("--base"), QStringLiteral(" 10000")} << 2
        << "--base: ' 10000' is not a finite number greater than 1 (no spaces in or around the "
           "value)"
        << QString();
    QTest::newRow("option: a size with an upper-case X")
        << QStringList {QStringLiteral("--export"), QStringLiteral("@OUT@"),
                        QStringLiteral("--size"), QStringLiteral("100X100")}
        << 2
        << "--size: '100X100' is not WIDTHxHEIGHT with each side from 16 to 8192 pixels (the x "
           "in lower case)"
        << QStringLiteral("table.csv");
    QTest::newRow("option: a size with spaces")
        << QStringList {QStringLiteral("--export"), QStringLiteral("@OUT@"),
                        QStringLiteral("--size"), QStringLiteral("100 x 100")}
        << 2 << "(no spaces in or around the value)" << QStringLiteral("table.csv");
    QTest::newRow("option: a leading zero")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("010")} << 2
        << "--dim: '010' is not a whole number from 1 to 8192 (no leading zeros)" << QString();
    QTest::newRow("option: a base prefix")
        << QStringList {csv, QStringLiteral("--dim"), QStringLiteral("0x10")} << 2
        << "(decimal numbers only, without a base prefix)" << QString();
    QTest::newRow("option: a real number with a leading zero")
        << QStringList {csv, QStringLiteral("--base"), QStringLiteral("010000")} << 2
        << "(no leading zeros)" << QString();
    QTest::newRow("option: a list of positions with a space")
        << QStringList {csv, QStringLiteral("--positions"), QStringLiteral("0, 3")} << 2
        << "--positions: '0, 3' is not a list of positions" << QString();
    QTest::newRow("option: a list of positions with a leading zero")
        << QStringList {csv, QStringLiteral("--positions"), QStringLiteral("0,03")} << 2
        << "(no leading zeros)" << QString();
    QTest::newRow("option: a seed with a leading zero")
        << QStringList {train, QStringLiteral("reverse"), QStringLiteral("--seed"),
                        QStringLiteral("07")}
        << 2 << "--seed: '07' is not a whole number" << QString();
    QTest::newRow("option: a vector component with a space")
        << QStringList {QStringLiteral("--rope"), QStringLiteral("--dim"), QStringLiteral("2"),
                        QStringLiteral("--vector"), QStringLiteral("1, 2")}
        << 2 << "--vector: ' 2' (number 2) is not a number" << QString();
}

void TestHostile::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QFETCH(QString, output);
    QTemporaryDir out(m_dir.filePath(QStringLiteral("out-XXXXXX")));
    QVERIFY(out.isValid());
    if (!output.isEmpty())
        writeFile(out.filePath(output), older());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@HOSTILE@"), hostile)
            .replace(QStringLiteral("@OUT@"), out.path());
    const processrun::Run run = processrun::run(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    verifyOneLine(run.err, says);
    // Nothing was written: the output file is as it was, and nothing else is there.
    const QStringList left = QDir(out.path()).entryList(QDir::Files | QDir::NoDotAndDotDot);
    QCOMPARE(left, output.isEmpty() ? QStringList() : QStringList {output});
    if (!output.isEmpty())
        QCOMPARE(processrun::fileBytes(out.filePath(output)), older());
}

// A full disk (a file size limit of 16 KB, which the worksheet's PDF, about 32 KB, exceeds): exit 1
// with one line, and the earlier worksheet stays whole; no temporary file is left beside it.
void TestHostile::fullDiskKeepsTheWorksheet()
{
    QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString sheet = out.filePath(QStringLiteral("sheet.pdf"));
    writeFile(sheet, older());
    const processrun::Run run
        = processrun::run({QStringLiteral("--worksheet"), sheet},
                          QProcessEnvironment::systemEnvironment(), 16 * 1024);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QCOMPARE(processrun::fileBytes(sheet), older());
    QCOMPARE(QDir(out.path()).entryList(QDir::Files), QStringList {QStringLiteral("sheet.pdf")});
}

void TestHostile::fullDiskKeepsEveryFile_data()
{
    // arguments (@OUT@: the output folder), the file size limit in bytes, and the file that
    // stands there before ("older content") and must stay so.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("kept");
    const QString out = QStringLiteral("@OUT@");
    // --export writes table.csv first (731 bytes at d = 8), then each view's PNG and SVG.
    QTest::newRow("export: the CSV table")
        << QStringList {QStringLiteral("--export"), out} << 512 << QStringLiteral("table.csv");
    QTest::newRow("export: a still (PNG)")
        << QStringList {QStringLiteral("--export"), out} << 8 * 1024
        << QStringLiteral("table.png");
    const QStringList animation {QStringLiteral("--view"),    QStringLiteral("pairs"),
                                 QStringLiteral("--animate"), QStringLiteral("q"),
                                 QStringLiteral("--from"),    QStringLiteral("0"),
                                 QStringLiteral("--to"),      QStringLiteral("3"),
                                 QStringLiteral("--size"),    QStringLiteral("600x400")};
    QTest::newRow("animation: GIF")
        << (QStringList {QStringLiteral("--export-animation"), out + QStringLiteral("/a.gif")}
            + animation)
        << 2048 << QStringLiteral("a.gif");
    QTest::newRow("animation: MP4")
        << (QStringList {QStringLiteral("--export-animation"), out + QStringLiteral("/a.mp4")}
            + animation)
        << 2048 << QStringLiteral("a.mp4");
    QTest::newRow("worksheet")
        << QStringList {QStringLiteral("--worksheet"), out + QStringLiteral("/sheet.pdf"),
                        QStringLiteral("--no-figures")}
        << 2048 << QStringLiteral("sheet.pdf");
}

// Every writer of the command line on a full disk (a file size limit): exit 1
// with one line, the file that stood there untouched, and no file left but those reported
// written on stdout (no temporary file).
void TestHostile::fullDiskKeepsEveryFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, limit);
    QFETCH(QString, kept);
    QTemporaryDir out;
    QVERIFY(out.isValid());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@OUT@"), out.path());
    writeFile(out.filePath(kept), older());
    const processrun::Run run = processrun::run(
        arguments, QProcessEnvironment::systemEnvironment(), rlim_t(limit));
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QVERIFY2(run.err.contains(QFile::encodeName(out.filePath(kept))), run.err.constData());
    QCOMPARE(processrun::fileBytes(out.filePath(kept)), older());
    const QStringList reported = QString::fromUtf8(run.out).split(QLatin1Char('\n'),
                                                                  Qt::SkipEmptyParts);
    for (const QString &name : QDir(out.path()).entryList(QDir::Files | QDir::Hidden)) {
        if (name != kept)
            QVERIFY2(reported.contains(out.filePath(name)), qPrintable(name));
    }
}

// The same on a real full file system: a 16 KB tmpfs (only as root; skipped otherwise).
void TestHostile::tinyTmpfsKeepsTheWorksheet()
{
    if (::geteuid() != 0)
        QSKIP("mounting a tmpfs needs root");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    const QByteArray where = QFile::encodeName(mountPoint.path());
    if (::mount("tmpfs", where.constData(), "tmpfs", 0, "size=16k") != 0)
        QSKIP("cannot mount a tmpfs here (a container without the capability)");
    const QString sheet = mountPoint.path() + QStringLiteral("/sheet.pdf");
    writeFile(sheet, older());
    const processrun::Run run = processrun::run({QStringLiteral("--worksheet"), sheet});
    const QByteArray left = processrun::fileBytes(sheet);
    const QStringList files = QDir(mountPoint.path()).entryList(QDir::Files);
    ::umount(where.constData());
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write"));
    QCOMPARE(left, older());
    QCOMPARE(files, QStringList {QStringLiteral("sheet.pdf")});
}

void TestHostile::reportOnAFullStandardOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("export") << QStringList {QStringLiteral("--export"), QStringLiteral("@OUT@"),
                                            QStringLiteral("--view"), QStringLiteral("table"),
                                            QStringLiteral("--size"), QStringLiteral("600x400")};
    QTest::newRow("worksheet") << QStringList {QStringLiteral("--worksheet"),
                                               QStringLiteral("@OUT@/sheet.pdf"),
                                               QStringLiteral("--no-figures")};
    QTest::newRow("animation") << QStringList {QStringLiteral("--export-animation"),
                                               QStringLiteral("@OUT@/a.gif"),
                                               QStringLiteral("--view"),
                                               QStringLiteral("pairs"),
                                               QStringLiteral("--animate"),
                                               QStringLiteral("q"),
                                               QStringLiteral("--from"),
                                               QStringLiteral("0"),
                                               QStringLiteral("--to"),
                                               QStringLiteral("2"),
                                               QStringLiteral("--size"),
                                               QStringLiteral("600x400")};
    QTest::newRow("csv") << QStringList {QStringLiteral("--csv")};
    QTest::newRow("help") << QStringList {QStringLiteral("--help")};
}

// --export DIR > /dev/full used to exit 0 with its report lines lost.
void TestHostile::reportOnAFullStandardOutput()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir out;
    QVERIFY(out.isValid());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@OUT@"), out.path());
    const processrun::Run run = processrun::run(arguments, QProcessEnvironment::systemEnvironment(),
                                                RLIM_INFINITY, QStringLiteral("/dev/full"));
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("cannot write to standard output"));
}

void TestHostile::linkTargetsStayAsTheyWere_data()
{
    // arguments (@OUT@: the output folder), the output that is a symbolic link to ../precious.txt
    // (dangling: to a file that does not exist), and whether the link dangles.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("link");
    QTest::addColumn<bool>("dangling");
    const QString out = QStringLiteral("@OUT@");
    const QStringList exportAll {QStringLiteral("--export"), out, QStringLiteral("--size"),
                                 QStringLiteral("600x400")};
    QTest::newRow("export: the CSV table") << exportAll << QStringLiteral("table.csv") << false;
    QTest::newRow("export: the CSV table, dangling")
        << exportAll << QStringLiteral("table.csv") << true;
    const QStringList exportTable = exportAll + QStringList {QStringLiteral("--view"),
                                                             QStringLiteral("table")};
    QTest::newRow("export: a figure (PNG)") << exportTable << QStringLiteral("table.png") << false;
    QTest::newRow("export: a figure (SVG)") << exportTable << QStringLiteral("table.svg") << false;
    const QStringList animation {QStringLiteral("--view"),    QStringLiteral("pairs"),
                                 QStringLiteral("--animate"), QStringLiteral("q"),
                                 QStringLiteral("--from"),    QStringLiteral("0"),
                                 QStringLiteral("--to"),      QStringLiteral("2"),
                                 QStringLiteral("--size"),    QStringLiteral("600x400")};
    QTest::newRow("animation") << (QStringList {QStringLiteral("--export-animation"),
                                                out + QStringLiteral("/a.gif")}
                                   + animation)
                               << QStringLiteral("a.gif") << false;
    QTest::newRow("animation, dangling")
        << (QStringList {QStringLiteral("--export-animation"), out + QStringLiteral("/a.gif")}
            + animation)
        << QStringLiteral("a.gif") << true;
    QTest::newRow("worksheet") << QStringList {QStringLiteral("--worksheet"),
                                               out + QStringLiteral("/sheet.pdf"),
                                               QStringLiteral("--no-figures")}
                               << QStringLiteral("sheet.pdf") << false;
    QTest::newRow("training curves")
        << QStringList {QStringLiteral("--train"),        QStringLiteral("reverse"),
                        QStringLiteral("--schemes"),      QStringLiteral("none"),
                        QStringLiteral("--layers"),       QStringLiteral("1"),
                        QStringLiteral("--heads"),        QStringLiteral("2"),
                        QStringLiteral("--dim"),          QStringLiteral("8"),
                        QStringLiteral("--train-length"), QStringLiteral("3"),
                        QStringLiteral("--steps"),        QStringLiteral("2"),
                        QStringLiteral("--curves"),       out + QStringLiteral("/curves.csv")}
        << QStringLiteral("curves.csv") << false;
}

// A symbolic link where an output goes (DIR/table.csv -> ../precious.txt) used to be followed:
// the file it points to was overwritten, exit 0. Now: exit 1 with one line naming the link, the
// link left as it is and the file it points to untouched (or still missing). The settings file's
// case is in tst_settingsrun.
void TestHostile::linkTargetsStayAsTheyWere()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, link);
    QFETCH(bool, dangling);
    QTemporaryDir top;
    QVERIFY(top.isValid());
    const QString outPath = top.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(outPath));
    const QString precious = top.filePath(QStringLiteral("precious.txt"));
    if (!dangling)
        writeFile(precious, older());
    QVERIFY(QFile::link(QStringLiteral("../precious.txt"), outPath + QLatin1Char('/') + link));
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("@OUT@"), outPath);
    const processrun::Run run = processrun::run(arguments);
    QCOMPARE(run.exitCode, 1);
    verifyOneLine(run.err, QStringLiteral("is a symbolic link"));
    QVERIFY2(run.err.contains(QFile::encodeName(link)), run.err.constData());
    QVERIFY(QFileInfo(outPath + QLatin1Char('/') + link).isSymbolicLink());
    if (dangling)
        QVERIFY(!QFile::exists(precious));
    else
        QCOMPARE(processrun::fileBytes(precious), older());
}

void TestHostile::checkerVerdicts_data()
{
    // The file (@HOSTILE@: the data folder, @DIR@: the test's folder), the exit code, the
    // verdict and a line the report must hold (empty: none asked for).
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("says");
    QTest::newRow("exact float64 but one value 5e-6 off: not a float32 computation")
        << "@HOSTILE@matrix-one-off.npy" << 1 << "unknown"
        << "Value at position 40, component 3: 0.996583996";
    QTest::newRow("10^6 x 8 with one value 0.01 off")
        << "@DIR@million-one-off.npy" << 1 << "unknown"
        << "Value at position 765432, component 2:";
    QTest::newRow("PE(0)[1] = 1.0000001, which no dtype gives")
        << "@HOSTILE@matrix-pe0-above-1.npy" << 1 << "unknown"
        << "Value at position 0, component 1: 1.0000001000000001, where PE has 1.";
    QTest::newRow("positions 10 to 73")
        << "@HOSTILE@matrix-positions-10.npy" << 1 << "positions-shifted"
        << "positions: 10 to 73";
    QTest::newRow("CR-only line ends") << "@HOSTILE@matrix-cr-only.txt" << 0 << "reference"
                                       << "Shape: 16 positions x 8 components";
    QTest::newRow("NumPy's str()") << "@HOSTILE@matrix-numpy-str.txt" << 0 << "reference"
                                   << "Shape: 16 positions x 8 components";
    QTest::newRow("NumPy's repr()") << "@HOSTILE@matrix-numpy-repr.txt" << 0 << "reference"
                                    << "Shape: 16 positions x 8 components";
}

// The checker on hostile matrices: no wrong file is `reference`; a file the checker reads gets the
// verdict it must, with exit 0 only for `reference`.
void TestHostile::checkerVerdicts()
{
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QString, verdict);
    QFETCH(QString, says);
    file.replace(QStringLiteral("@HOSTILE@"), hostile)
        .replace(QStringLiteral("@DIR@"), m_dir.path() + QLatin1Char('/'));
    const processrun::Run run = processrun::run({QStringLiteral("--check"), file});
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(QStringLiteral("verdict: ") + verdict + QLatin1Char('\n')),
             run.out.constData());
    if (!says.isEmpty())
        QVERIFY2(out.contains(says), run.out.constData());
}

// In the Chinese interface a verdict is named by its Chinese title with its id in parentheses
// (it printed the ids alone: "差异：sin-cos-swapped + positions-from-1 同时出现").
void TestHostile::checkerNamesVerdictsInChinese()
{
    const processrun::Run run = processrun::run(
        {QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--check"),
         QStringLiteral(PEV_TEST_DATA_DIR "/checker/swapped_from_1.npy")});
    QCOMPARE(run.exitCode, 1);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(
        out.contains(QStringLiteral("差异：sin 与 cos 互换（sin-cos-swapped） + 位置从 1 开始计"
                                    "（positions-from-1） 同时出现")),
        run.out.constData());
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
