// Tests of the figures' provenance (ui/export/provenance.h): the text gives
// back every parameter exactly (doubles bit for bit), PNG, SVG and PDF files written by the
// export carry it and read it back, and foreign or broken files give one line.

#include "attentionstate.h"
#include "exportoptions.h"
#include "imageexport.h"
#include "lessonstate.h"
#include "provenance.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

#include <unistd.h>

Q_DECLARE_METATYPE(LessonState::Parameters)
Q_DECLARE_METATYPE(AttentionState::Parameters)

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Every field equal, doubles bit for bit; the first difference in *what.
bool same(const LessonState::Parameters &a, const LessonState::Parameters &b, QString *what)
{
    const auto differ = [what](const char *name) {
        *what = QString::fromLatin1(name);
        return false;
    };
    if (a.sentence != b.sentence)
        return differ("sentence");
    if (a.d != b.d)
        return differ("d");
    if (!sameBits(a.base, b.base))
        return differ("base");
    if (a.p != b.p || a.q != b.q)
        return differ("p, q");
    if (a.encodingOn != b.encodingOn)
        return differ("encoding");
    if (a.layout != b.layout || a.paddingIndex != b.paddingIndex)
        return differ("layout, padding");
    if (a.method != b.method || a.factorFollowsLengths != b.factorFollowsLengths)
        return differ("method");
    if (!sameBits(a.factor, b.factor))
        return differ("factor");
    if (a.trainLength != b.trainLength || a.contextLength != b.contextLength)
        return differ("lengths");
    if (!sameBits(a.yarnAlpha, b.yarnAlpha) || !sameBits(a.yarnBeta, b.yarnBeta))
        return differ("alpha, beta");
    if (!sameBits(a.secondBase, b.secondBase))
        return differ("second base");
    return true;
}

bool same(const AttentionState::Parameters &a, const AttentionState::Parameters &b, QString *what)
{
    *what = QStringLiteral("attention");
    return a.embeddingSeed == b.embeddingSeed && a.embeddingsScaled == b.embeddingsScaled
        && a.projection == b.projection && a.projectionSeed == b.projectionSeed
        && a.ropeLayout == b.ropeLayout && sameBits(a.rotaryFraction, b.rotaryFraction)
        && a.queryPosition == b.queryPosition && a.keyPosition == b.keyPosition;
}

/// Attention parameters far from the defaults (valid with an even d of 8 to 1024).
AttentionState::Parameters unusualAttention()
{
    AttentionState::Parameters a;
    a.embeddingSeed = 18446744073709551615ULL;
    a.embeddingsScaled = true;
    a.projection = AttentionState::Projection::Random;
    a.projectionSeed = 12345678901234567ULL;
    a.ropeLayout = pe::RopeLayout::HalfSplit;
    a.rotaryFraction = 0.1 + 0.2; // 0.30000000000000004
    a.queryPosition = 2147483647;
    a.keyPosition = 17;
    return a;
}

QList<QPair<QByteArray, LessonState::Parameters>> cases()
{
    QList<QPair<QByteArray, LessonState::Parameters>> list;
    LessonState::Parameters defaults;
    list.append({"defaults", defaults});
    LessonState::Parameters awkward;
    awkward.d = 8191;
    awkward.base = 0.1 + 0.2 + 40889.9424; // not a short decimal
    awkward.p = 2147483647;
    awkward.q = 1;
    awkward.encodingOn = false;
    awkward.layout = pe::Layout::Concatenated;
    awkward.method = pe::ContextMethod::Yarn;
    awkward.factor = 1.0 / 3.0;
    awkward.factorFollowsLengths = false;
    awkward.trainLength = 4096;
    awkward.contextLength = 131072;
    awkward.yarnAlpha = std::nextafter(1.0, 2.0);
    awkward.yarnBeta = 32.000000000000007;
    awkward.secondBase = 1e12;
    awkward.sentence = QStringLiteral("猫 sat, the = cat = the");
    list.append({"awkward doubles", awkward});
    LessonState::Parameters fairseq;
    fairseq.d = 6;
    fairseq.base = std::nextafter(10000.0, 0.0);
    fairseq.layout = pe::Layout::Fairseq;
    fairseq.paddingIndex = 1048576;
    fairseq.method = pe::ContextMethod::NtkAware;
    fairseq.trainLength = 3;
    fairseq.contextLength = 7; // s = 7 / 3 follows the lengths
    fairseq.factor = 7.0 / 3.0;
    list.append({"fairseq ntk", fairseq});
    LessonState::Parameters tiny;
    tiny.d = 1;
    tiny.base = 1.0001;
    tiny.layout = pe::Layout::Interleaved;
    tiny.method = pe::ContextMethod::PositionInterpolation;
    tiny.factor = 5e-7;
    tiny.factorFollowsLengths = false;
    list.append({"tiny", tiny});
    return list;
}

} // namespace

class TestProvenance : public QObject
{
    Q_OBJECT

private slots:
    void textRoundTrip_data();
    void textRoundTrip();
    void parseErrors_data();
    void parseErrors();
    void fileRoundTrip_data();
    void fileRoundTrip();
    void foreignFiles_data();
    void foreignFiles();
    void refusedKeys_data();
    void refusedKeys();
};

void TestProvenance::textRoundTrip_data()
{
    QTest::addColumn<LessonState::Parameters>("parameters");
    QTest::addColumn<AttentionState::Parameters>("attention");
    for (const auto &[name, parameters] : cases())
        QTest::newRow(name.constData()) << parameters << AttentionState::Parameters();
    QTest::newRow("attention") << LessonState::Parameters() << unusualAttention();
}

void TestProvenance::textRoundTrip()
{
    QFETCH(LessonState::Parameters, parameters);
    QFETCH(AttentionState::Parameters, attention);
    const QString text = provenance::text(parameters, attention, QStringLiteral("circle-2"));
    QVERIFY(text.startsWith(QLatin1String(provenance::header)));
    provenance::Figure back;
    back.parameters.d = 3; // overwritten
    QString error;
    QVERIFY2(provenance::parse(text, &back, &error), qPrintable(error));
    QString what;
    QVERIFY2(same(parameters, back.parameters, &what), qPrintable(what + QLatin1Char('\n') + text));
    QVERIFY2(same(attention, back.attention, &what), qPrintable(text));
    QCOMPARE(back.view, QStringLiteral("circle-2"));
}

void TestProvenance::parseErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString head = QString::fromLatin1(provenance::header) + QLatin1Char('\n');
    QTest::newRow("empty") << QString() << "not pe-visualiser figure parameters";
    QTest::newRow("other header") << QStringLiteral("some figure 1\nd=8")
                                  << "not pe-visualiser figure parameters";
    QTest::newRow("no equals") << head + QStringLiteral("d 8")
                               << "figure parameters, line 2: no '='";
    QTest::newRow("bad number") << head + QStringLiteral("view=x\nbase=ten")
                                << "figure parameters, line 3: base=ten cannot be read";
    QTest::newRow("infinite") << head + QStringLiteral("base=inf")
                              << "figure parameters, line 2: base=inf cannot be read";
    QTest::newRow("bad layout") << head + QStringLiteral("layout=diagonal")
                                << "figure parameters, line 2: layout=diagonal cannot be read";
    QTest::newRow("bad switch") << head + QStringLiteral("encoding=maybe")
                                << "figure parameters, line 2: encoding=maybe cannot be read";
    // A figure restores every parameter or none.
    QTest::newRow("header only")
        << QString::fromLatin1(provenance::header)
        << "figure parameters: view, d, base, p, q, encoding, layout, padding-idx, scaling, "
           "factor, factor-follows, train-length, context, yarn-alpha, yarn-beta, second-base, "
           "sentence, embedding-seed, embeddings-scaled, projection, projection-seed, "
           "rope-layout, rotary-fraction, m, n missing";
    const QString full = provenance::text(LessonState::Parameters(), AttentionState::Parameters(),
                                          QStringLiteral("table"));
    QTest::newRow("one missing")
        << QString(full).replace(QStringLiteral("\nm=3"), QString())
        << "figure parameters: m missing";
    // 27 keys after the header line (the language the last), then the second d.
    QTest::newRow("given twice") << full + QStringLiteral("\nd=9")
                                 << "figure parameters, line 29: d is given a second time";
    QTest::newRow("d beyond int") << head + QStringLiteral("d=4294967304")
                                  << "figure parameters, line 2: d=4294967304 cannot be read";
    QTest::newRow("override echoed escaped")
        << head + QStringLiteral("base=1\u202E0")
        << "figure parameters, line 2: base=1\\u202e0 cannot be read";
    // A key text() does not write is refused by name (it would be read as nothing),
    // and so is a value longer than 65536 characters.
    QTest::newRow("unknown key") << full + QStringLiteral("\nevil=1")
                                 << "figure parameters, line 29: unknown key evil";
    QTest::newRow("unknown key echoed escaped")
        << head + QStringLiteral("ev\u202Eil=1")
        << "figure parameters, line 2: unknown key ev\\u202eil";
    QTest::newRow("oversized value")
        << QString(full).replace(QStringLiteral("\nsentence=the cat saw the dog"),
                                 QStringLiteral("\nsentence=") + QString(65537, QLatin1Char('s')))
        << QString(QStringLiteral("figure parameters, line 19: sentence=")
                   + QString(191, QLatin1Char('s')) + QChar(0x2026)
                   + QStringLiteral(" is longer than 65536 characters"));
}

void TestProvenance::parseErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    provenance::Figure figure;
    QString error;
    QVERIFY(!provenance::parse(text, &figure, &error));
    QCOMPARE(error, message);
}

void TestProvenance::fileRoundTrip_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<LessonState::Parameters>("parameters");
    for (const char *suffix : {"png", "svg", "pdf"})
        for (const auto &[name, parameters] : cases())
            QTest::addRow("%s %s", suffix, name.constData())
                << QString::fromLatin1(suffix) << parameters;
}

void TestProvenance::fileRoundTrip()
{
    QFETCH(QString, suffix);
    QFETCH(LessonState::Parameters, parameters);
    LessonState state;
    QVERIFY(state.setParameters(parameters));
    if (parameters.d % 2 == 0 && parameters.d >= 8 && parameters.d <= 1024)
        QVERIFY(state.attention()->setParameters(unusualAttention()));
    QLabel widget(QStringLiteral("figure"));
    const imageexport::ExportOptions options = imageexport::optionsFor(
        &state, true, QStringLiteral("A title & <more>"), QStringLiteral("heatmap"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.") + suffix);
    QString error;
    QVERIFY2(imageexport::saveWidget(&widget, path, QSize(320, 200), options, &error),
             qPrintable(error));
    QString text;
    QVERIFY2(provenance::readFile(path, &text, &error), qPrintable(error));
    QCOMPARE(text, options.provenance);
    provenance::Figure back;
    QVERIFY(provenance::parse(text, &back, &error));
    QString what;
    QVERIFY2(same(state.parameters(), back.parameters, &what), qPrintable(what));
    QVERIFY(same(state.attention()->parameters(), back.attention, &what));
    QCOMPARE(back.view, QStringLiteral("heatmap"));
    // Applied to a fresh state, the figure gives the same state.
    LessonState again;
    QVERIFY(provenance::apply(back, &again));
    QVERIFY(again.parameters() == state.parameters());
    QVERIFY(same(again.attention()->parameters(), state.attention()->parameters(), &what));
    if (suffix == QLatin1String("png")) // the pixels are still an image of the right size
        QCOMPARE(QImage(path).size(), QSize(320, 200));
}

void TestProvenance::foreignFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        image.save(&buffer, "PNG");
    }
    QTest::newRow("png without parameters") << "a.png" << png
                                            << "holds no pe-visualiser figure "
                                               "parameters";
    QTest::newRow("not a png") << "b.png" << QByteArray("hello") << "is not a PNG image";
    QTest::newRow("truncated png") << "t.png" << png.left(40) << "is not a PNG image";
    QByteArray lying = png;
    lying[8 + 3] = char(0x7f); // the IHDR chunk claims 127 bytes
    QTest::newRow("png with a lying chunk length") << "l.png" << lying << "is not a PNG image";
    // 55 bytes declaring a 2^31 - 1 byte chunk after the header: refused from the
    // file's size, before anything is allocated for it.
    QByteArray declaring = png.left(33);
    declaring += QByteArray::fromHex("7fffffff") + "tEXt";
    declaring += QByteArray(55 - declaring.size(), 'x');
    QTest::newRow("55 bytes declaring 2^31") << "h.png" << declaring << "is not a PNG image";
    QTest::newRow("svg without") << "c.svg"
                                 << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
                                 << "holds no pe-visualiser figure parameters";
    QTest::newRow("not a pdf") << "d.pdf" << QByteArray("%!PS") << "is not a PDF file";
    // Two blocks of parameters are refused, not the first taken.
    const QByteArray one = provenance::addToSvg(
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>x</desc></svg>",
        provenance::text(LessonState::Parameters(), AttentionState::Parameters(),
                         QStringLiteral("table")));
    QTest::newRow("svg with two blocks")
        << "f.svg" << QByteArray(one).replace("</svg>", one.mid(one.indexOf("<metadata>")))
        << "holds 2 blocks of figure parameters (<pev:figure>)";
    const QByteArray packet = provenance::xmpPacket(QStringLiteral("t"), QStringLiteral("c"),
                                                    provenance::text(LessonState::Parameters(),
                                                                     AttentionState::Parameters(),
                                                                     QStringLiteral("table")));
    QTest::newRow("pdf with an appended packet")
        << "g.pdf" << QByteArray("%PDF-1.4\n" + packet + "\n%%EOF\n" + packet + "\n%%EOF\n")
        << "holds 2 blocks of figure parameters (<pev:figure> in XMP packets)";
    QTest::newRow("other kind") << "e.txt" << QByteArray("x")
                                << "a figure is a .png, .svg or .pdf file";
}

void TestProvenance::foreignFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    QString text;
    QString error;
    // Nothing on stderr (libpng printed its own "libpng error: ..." lines once): the caller's
    // one-line message is all a user sees.
    QTemporaryFile captured;
    QVERIFY(captured.open());
    std::fflush(stderr);
    const int savedStderr = ::dup(2);
    QVERIFY(savedStderr >= 0);
    QVERIFY(::dup2(captured.handle(), 2) >= 0);
    const bool read = provenance::readFile(file.fileName(), &text, &error);
    std::fflush(stderr);
    ::dup2(savedStderr, 2);
    ::close(savedStderr);
    QVERIFY(!read);
    QVERIFY(captured.seek(0));
    QCOMPARE(captured.readAll(), QByteArray());
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(!provenance::readFile(dir.filePath(QStringLiteral("missing.png")), &text, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be read")), qPrintable(error));
    // A device that never ends, named as a figure: refused at once, not read until memory runs
    // out.
    const QString zero = dir.filePath(QStringLiteral("zero.png"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(!provenance::readFile(zero, &text, &error));
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
}

void TestProvenance::refusedKeys_data()
{
    QTest::addColumn<QString>("lines"); // figure lines after the header and version
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QStringList>("refused");
    QTest::newRow("valid") << "d=16\nbase=500" << true << QStringList();
    QTest::newRow("negative d") << "d=-5" << false << QStringList {QStringLiteral("d=-5")};
    QTest::newRow("base 0 and huge p")
        << "base=0\np=99999999999" << false
        << QStringList {QStringLiteral("base=0"), QStringLiteral("p=99999999999")};
    QTest::newRow("training length 0")
        << "train-length=0" << false << QStringList {QStringLiteral("train-length=0")};
    QTest::newRow("empty sentence") << "sentence=" << false << QStringList {QStringLiteral("sentence=")};
    QTest::newRow("Windows line ends") << "encoding=off\r\nlayout=fairseq\r" << true << QStringList();
    QTest::newRow("each fine, not together")
        << "d=2\nlayout=fairseq" << false << QStringList();
    // The valid m = 7 is not dropped with the invalid fraction; nothing is applied.
    QTest::newRow("m 7 with fraction 0")
        << "m=7\nrotary-fraction=0" << false << QStringList {QStringLiteral("rotary-fraction=0")};
    QTest::newRow("n negative") << "n=-1" << false << QStringList {QStringLiteral("n=-1")};
    QTest::newRow("half-split with odd d kept") << "d=7\nrope-layout=half-split\nm=7" << true
                                                << QStringList();
}

// Which of a figure's values LessonState refuses, for the one-line message of --from-figure and
// File > Open figure parameters…
void TestProvenance::refusedKeys()
{
    QFETCH(QString, lines);
    QFETCH(bool, applies);
    QFETCH(QStringList, refused);
    // A whole figure of the defaults with each of `lines` in place of its key's line.
    QStringList text = provenance::text(LessonState::Parameters(), AttentionState::Parameters(),
                                        QStringLiteral("table"))
                           .split(QLatin1Char('\n'));
    for (const QString &line : lines.split(QLatin1Char('\n'))) {
        const QString key = line.section(QLatin1Char('='), 0, 0) + QLatin1Char('=');
        const auto at = std::find_if(text.begin(), text.end(),
                                     [&key](const QString &each) { return each.startsWith(key); });
        QVERIFY2(at != text.end(), qPrintable(key));
        *at = line;
    }
    provenance::Figure figure;
    QString error;
    QVERIFY2(provenance::parse(text.join(QLatin1Char('\n')), &figure, &error), qPrintable(error));
    LessonState state;
    QVERIFY(state.setParameters(cases().at(1).second));
    const LessonState::Parameters before = state.parameters();
    const AttentionState::Parameters attentionBefore = state.attention()->parameters();
    QCOMPARE(provenance::apply(figure, &state), applies);
    QCOMPARE(provenance::refusedKeys(figure), refused);
    QString what;
    if (applies) { // exactly the figure's values
        QVERIFY(state.parameters() == figure.parameters);
        QVERIFY2(same(state.attention()->parameters(), figure.attention, &what), qPrintable(what));
    } else { // nothing changed, not a part
        QVERIFY(state.parameters() == before);
        QVERIFY2(same(state.attention()->parameters(), attentionBefore, &what), qPrintable(what));
    }
}

QTEST_MAIN(TestProvenance)
#include "tst_provenance.moc"
