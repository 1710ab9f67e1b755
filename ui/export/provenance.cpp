#include "provenance.h"

#include "boundedread.h"
#include "echo.h"
#include "language.h"
#include "pngwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>

namespace {

QString number(double value) { return QString::number(value, 'g', 17); }

QString xmlEscaped(const QString &text)
{
    QString out = text.toHtmlEscaped(); // &, <, >, "
    return out.replace(QLatin1Char('\n'), QStringLiteral("&#10;"));
}

/// How many pev:figure elements a document (an SVG, a PDF's bytes) holds: more than one is two
/// blocks of parameters, of which the reader cannot tell the one meant.
qsizetype figureElements(const QByteArray &document)
{
    qsizetype count = 0;
    for (qsizetype at = document.indexOf("<pev:figure"); at >= 0;
         at = document.indexOf("<pev:figure", at + 1)) {
        const char next = at + 11 < document.size() ? document.at(at + 11) : '\0';
        if (next == '>' || next == ' ' || next == '\t' || next == '\n' || next == '\r'
            || next == '/')
            ++count;
    }
    return count;
}

/// The text of the first element pev:figure of an XML document (SVG, or the XMP packet of a
/// PDF, where the prefix is declared on an outer element). Only that element's content is
/// parsed, so that a document whose other parts are not well-formed XML (QSvgGenerator writes a
/// title with '&' unescaped) still gives it.
QString figureElement(const QByteArray &document)
{
    const qsizetype begin = document.indexOf("<pev:figure");
    const qsizetype open = begin >= 0 ? document.indexOf('>', begin) : -1;
    const qsizetype end = open >= 0 ? document.indexOf("</pev:figure>", open) : -1;
    if (end < 0)
        return QString();
    QXmlStreamReader reader("<t>" + document.mid(open + 1, end - open - 1) + "</t>");
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement)
            return reader.readElementText();
    }
    return QString();
}

} // namespace

namespace provenance {

namespace {

// Every key text() writes but the optional ones: a figure without one of them is refused.
const char *const requiredKeys[] = {
    "view",          "d",          "base",        "p",                 "q",
    "encoding",      "layout",     "padding-idx", "scaling",           "factor",
    "factor-follows", "train-length", "context",  "yarn-alpha",        "yarn-beta",
    "second-base",   "sentence",   "embedding-seed", "embeddings-scaled", "projection",
    "projection-seed", "rope-layout", "rotary-fraction", "m",          "n",
};

// The keys a figure may leave out: "version", and "language" (figures made before it was
// written restore the parameters in the interface's language).
const char *const optionalKeys[] = {"version", "language"};

// The longest value a figure may give (a sentence of the embedding lesson's 4096 words fits).
constexpr qsizetype maxValueLength = 65536;

} // namespace

QString text(const LessonState *state, const QString &view)
{
    return text(state->parameters(), state->attention()->parameters(), view);
}

QString text(const LessonState::Parameters &p, const AttentionState::Parameters &a,
             const QString &view, const QString &language)
{
    QStringList lines {QString::fromLatin1(header)};
    const auto add = [&lines](const char *name, const QString &value) {
        lines.append(QLatin1String(name) + QLatin1Char('=') + value);
    };
    add("version", QCoreApplication::applicationVersion());
    add("view", view);
    add("d", QString::number(p.d));
    add("base", number(p.base));
    add("p", QString::number(p.p));
    add("q", QString::number(p.q));
    add("encoding", p.encodingOn ? QStringLiteral("on") : QStringLiteral("off"));
    add("layout", QString::fromStdString(pe::layoutId(p.layout)));
    add("padding-idx", QString::number(p.paddingIndex));
    add("scaling", QString::fromStdString(pe::methodId(p.method)));
    add("factor", number(p.factor));
    add("factor-follows", p.factorFollowsLengths ? QStringLiteral("yes") : QStringLiteral("no"));
    add("train-length", QString::number(p.trainLength));
    add("context", QString::number(p.contextLength));
    add("yarn-alpha", number(p.yarnAlpha));
    add("yarn-beta", number(p.yarnBeta));
    add("second-base", number(p.secondBase));
    QString sentence = p.sentence;
    add("sentence", sentence.replace(QLatin1Char('\n'), QLatin1Char(' ')));
    add("embedding-seed", QString::number(a.embeddingSeed));
    add("embeddings-scaled", a.embeddingsScaled ? QStringLiteral("yes") : QStringLiteral("no"));
    add("projection",
        a.projection == AttentionState::Projection::Random ? QStringLiteral("random")
                                                           : QStringLiteral("identity"));
    add("projection-seed", QString::number(a.projectionSeed));
    add("rope-layout",
        a.ropeLayout == pe::RopeLayout::HalfSplit ? QStringLiteral("half-split")
                                                  : QStringLiteral("interleaved"));
    add("rotary-fraction", number(a.rotaryFraction));
    add("m", QString::number(a.queryPosition));
    add("n", QString::number(a.keyPosition));
    add("language", language.isEmpty() ? language::current() : language);
    return lines.join(QLatin1Char('\n'));
}

bool parse(const QString &text, Figure *out, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.isEmpty() || lines.first().trimmed() != QLatin1String(header))
        return fail(
            QCoreApplication::translate("provenance", "not pe-visualiser figure parameters"));
    LessonState::Parameters p;
    AttentionState::Parameters a;
    QString viewName;
    QString figureLanguage;
    QStringList seen;
    for (qsizetype k = 1; k < lines.size(); ++k) {
        const QString &line = lines.at(k);
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (line.trimmed().isEmpty())
            continue;
        if (equals < 0)
            return fail(
                QCoreApplication::translate("provenance", "figure parameters, line %1: no '='")
                    .arg(k + 1));
        const QString name = line.left(equals);
        QString value = line.mid(equals + 1);
        if (value.endsWith(QLatin1Char('\r'))) // a text edited with Windows line ends
            value.chop(1);
        if (seen.contains(name)) // which one was meant cannot be told
            return fail(QCoreApplication::translate(
                            "provenance", "figure parameters, line %1: %2 is given a second time")
                            .arg(k + 1)
                            .arg(echo::shown(name)));
        seen.append(name);
        // A later version's key would be read as nothing, and a figure restores every
        // parameter or none.
        const auto isName = [&name](const char *known) { return name == QLatin1String(known); };
        if (std::none_of(std::begin(optionalKeys), std::end(optionalKeys), isName)
            && std::none_of(std::begin(requiredKeys), std::end(requiredKeys), isName))
            return fail(QCoreApplication::translate("provenance",
                                                    "figure parameters, line %1: unknown key %2")
                            .arg(k + 1)
                            .arg(echo::shown(name)));
        if (value.size() > maxValueLength)
            return fail(QCoreApplication::translate("provenance",
                                                    "figure parameters, line %1: %2 is longer "
                                                    "than %3 characters")
                            .arg(k + 1)
                            .arg(echo::shown(line))
                            .arg(maxValueLength));
        bool ok = true;
        // A whole number of int's range (d, padding-idx): anything else cannot be read, rather
        // than be clamped to another value.
        const auto smallWhole = [&ok, &value] { return value.toInt(&ok); };
        const auto whole = [&ok, &value] { return value.toLongLong(&ok); };
        const auto unsignedWhole = [&ok, &value] { return value.toULongLong(&ok); };
        const auto real = [&ok, &value] {
            const double x = value.toDouble(&ok);
            ok = ok && std::isfinite(x);
            return x;
        };
        const auto yesNo = [&ok, &value](const char *yes, const char *no) {
            ok = value == QLatin1String(yes) || value == QLatin1String(no);
            return value == QLatin1String(yes);
        };
        if (name == QLatin1String("view"))
            viewName = value;
        else if (name == QLatin1String("d"))
            p.d = smallWhole();
        else if (name == QLatin1String("base"))
            p.base = real();
        else if (name == QLatin1String("p"))
            p.p = whole();
        else if (name == QLatin1String("q"))
            p.q = whole();
        else if (name == QLatin1String("encoding"))
            p.encodingOn = yesNo("on", "off");
        else if (name == QLatin1String("layout"))
            ok = pe::parseLayout(value.toStdString(), &p.layout);
        else if (name == QLatin1String("padding-idx"))
            p.paddingIndex = smallWhole();
        else if (name == QLatin1String("scaling"))
            ok = pe::parseMethod(value.toStdString(), &p.method);
        else if (name == QLatin1String("factor"))
            p.factor = real();
        else if (name == QLatin1String("factor-follows"))
            p.factorFollowsLengths = yesNo("yes", "no");
        else if (name == QLatin1String("train-length"))
            p.trainLength = whole();
        else if (name == QLatin1String("context"))
            p.contextLength = whole();
        else if (name == QLatin1String("yarn-alpha"))
            p.yarnAlpha = real();
        else if (name == QLatin1String("yarn-beta"))
            p.yarnBeta = real();
        else if (name == QLatin1String("second-base"))
            p.secondBase = real();
        else if (name == QLatin1String("sentence"))
            p.sentence = value;
        else if (name == QLatin1String("embedding-seed"))
            a.embeddingSeed = unsignedWhole();
        else if (name == QLatin1String("embeddings-scaled"))
            a.embeddingsScaled = yesNo("yes", "no");
        else if (name == QLatin1String("projection"))
            a.projection = yesNo("random", "identity") ? AttentionState::Projection::Random
                                                       : AttentionState::Projection::Identity;
        else if (name == QLatin1String("projection-seed"))
            a.projectionSeed = unsignedWhole();
        else if (name == QLatin1String("rope-layout"))
            a.ropeLayout = yesNo("half-split", "interleaved") ? pe::RopeLayout::HalfSplit
                                                              : pe::RopeLayout::Interleaved;
        else if (name == QLatin1String("rotary-fraction"))
            a.rotaryFraction = real();
        else if (name == QLatin1String("m"))
            a.queryPosition = whole();
        else if (name == QLatin1String("n"))
            a.keyPosition = whole();
        else if (name == QLatin1String("language")) {
            ok = language::supported().contains(value);
            figureLanguage = value;
        }
        if (!ok)
            return fail(QCoreApplication::translate("provenance",
                                                    "figure parameters, line %1: %2 cannot be read")
                            .arg(k + 1)
                            .arg(echo::shown(line)));
    }
    // A figure restores every parameter or none: one without some of them (a header alone) is
    // refused rather than completed with defaults.
    QStringList missing;
    for (const char *name : requiredKeys)
        if (!seen.contains(QLatin1String(name)))
            missing.append(QLatin1String(name));
    if (!missing.isEmpty())
        return fail(QCoreApplication::translate("provenance",
                                                "figure parameters: %1 missing")
                        .arg(missing.join(QStringLiteral(", "))));
    if (out)
        *out = Figure {p, a, viewName, figureLanguage};
    return true;
}

bool apply(const Figure &figure, LessonState *state)
{
    // Validated as a whole before anything changes: the lesson's parameters on a probe, the
    // attention parameters' own ranges (a conflict with d is a state the app can be in).
    LessonState probe;
    if (!state || !probe.setParameters(figure.parameters)
        || !AttentionState::valuesInRange(figure.attention))
        return false;
    state->setParameters(figure.parameters);
    return state->attention()->restore(figure.attention);
}

QStringList refusedKeys(const Figure &figure)
{
    using Parameters = LessonState::Parameters;
    const Parameters &f = figure.parameters;
    // Each entry moves one of the figure's values (with those it needs, e.g. fairseq's padding
    // index with the layout) onto the defaults.
    const QList<QPair<QString, std::function<void(Parameters *)>>> fields {
        {QStringLiteral("d=%1").arg(f.d), [&f](Parameters *p) { p->d = f.d; }},
        {QStringLiteral("base=%1").arg(number(f.base)), [&f](Parameters *p) { p->base = f.base; }},
        {QStringLiteral("p=%1").arg(f.p), [&f](Parameters *p) { p->p = f.p; }},
        {QStringLiteral("q=%1").arg(f.q), [&f](Parameters *p) { p->q = f.q; }},
        {QStringLiteral("layout=%1").arg(QString::fromStdString(pe::layoutId(f.layout))),
         [&f](Parameters *p) { p->layout = f.layout; }},
        {QStringLiteral("padding-idx=%1").arg(f.paddingIndex),
         [&f](Parameters *p) {
             p->layout = pe::Layout::Fairseq;
             p->paddingIndex = f.paddingIndex;
         }},
        {QStringLiteral("scaling=%1").arg(QString::fromStdString(pe::methodId(f.method))),
         [&f](Parameters *p) { p->method = f.method; }},
        {QStringLiteral("factor=%1").arg(number(f.factor)),
         [&f](Parameters *p) {
             p->factor = f.factor;
             p->factorFollowsLengths = f.factorFollowsLengths;
         }},
        {QStringLiteral("train-length=%1").arg(f.trainLength),
         [&f](Parameters *p) { p->trainLength = f.trainLength; }},
        {QStringLiteral("context=%1").arg(f.contextLength),
         [&f](Parameters *p) { p->contextLength = f.contextLength; }},
        {QStringLiteral("yarn-alpha=%1").arg(number(f.yarnAlpha)),
         [&f](Parameters *p) { p->yarnAlpha = f.yarnAlpha; }},
        {QStringLiteral("yarn-beta=%1").arg(number(f.yarnBeta)),
         [&f](Parameters *p) { p->yarnBeta = f.yarnBeta; }},
        {QStringLiteral("second-base=%1").arg(number(f.secondBase)),
         [&f](Parameters *p) { p->secondBase = f.secondBase; }},
        {QStringLiteral("sentence=%1").arg(f.sentence),
         [&f](Parameters *p) { p->sentence = f.sentence; }},
    };
    QStringList refused;
    for (const auto &[shown, set] : fields) {
        Parameters alone;
        set(&alone);
        LessonState probe;
        if (!probe.setParameters(alone))
            refused.append(echo::shown(shown));
    }
    // The attention parameters' own ranges, each alone on the defaults.
    using Attention = AttentionState::Parameters;
    const Attention &a = figure.attention;
    const QList<QPair<QString, std::function<void(Attention *)>>> attention {
        {QStringLiteral("rotary-fraction=%1").arg(number(a.rotaryFraction)),
         [&a](Attention *x) { x->rotaryFraction = a.rotaryFraction; }},
        {QStringLiteral("m=%1").arg(a.queryPosition),
         [&a](Attention *x) { x->queryPosition = a.queryPosition; }},
        {QStringLiteral("n=%1").arg(a.keyPosition),
         [&a](Attention *x) { x->keyPosition = a.keyPosition; }},
    };
    for (const auto &[shown, set] : attention) {
        Attention alone;
        set(&alone);
        if (!AttentionState::valuesInRange(alone))
            refused.append(shown);
    }
    return refused;
}

QString refusal(const Figure &figure, const QString &path)
{
    const QStringList refused = refusedKeys(figure);
    const QString shown = QDir::toNativeSeparators(path);
    return refused.isEmpty()
        ? QCoreApplication::translate("provenance",
                                      "%1: the figure's parameters do not fit together")
              .arg(shown)
        : QCoreApplication::translate("provenance",
                                      "%1: the figure's parameters are out of range: %2")
              .arg(shown, refused.join(QStringLiteral(", ")));
}

QByteArray addToSvg(const QByteArray &svg, const QString &text)
{
    if (text.isEmpty())
        return svg;
    const QByteArray element = "<metadata><pev:figure xmlns:pev=\"" + QByteArray(xmlNamespace)
        + "\">" + xmlEscaped(text).toUtf8() + "</pev:figure></metadata>\n";
    QByteArray out = svg;
    const qsizetype desc = out.indexOf("</desc>");
    if (desc >= 0) {
        out.insert(desc + 7, "\n" + element);
        return out;
    }
    const qsizetype start = out.indexOf("<svg");
    const qsizetype end = start >= 0 ? out.indexOf('>', start) : -1;
    if (end < 0)
        return out;
    out.insert(end + 1, "\n" + element);
    return out;
}

QByteArray xmpPacket(const QString &title, const QString &creator, const QString &text)
{
    QByteArray xmp = "<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
                     "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                     "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                     "<rdf:Description rdf:about=\"\" "
                     "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
                     "xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" "
                     "xmlns:pev=\"";
    xmp += QByteArray(xmlNamespace) + "\">\n";
    xmp += "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + xmlEscaped(title).toUtf8()
        + "</rdf:li></rdf:Alt></dc:title>\n";
    xmp += "<xmp:CreatorTool>" + xmlEscaped(creator).toUtf8() + "</xmp:CreatorTool>\n";
    xmp += "<pev:figure>" + xmlEscaped(text).toUtf8() + "</pev:figure>\n";
    xmp += "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
    return xmp;
}

// The largest figure file read (a 8192 x 8192 PNG export is well below).
constexpr qint64 maxFigureBytes = qint64(256) * 1024 * 1024;

bool readFile(const QString &path, QString *text, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")
        && suffix != QLatin1String("pdf"))
        return fail(
            QCoreApplication::translate("provenance", "%1: a figure is a .png, .svg or .pdf file")
                .arg(shown));
    QByteArray bytes;
    QString why;
    switch (boundedread::read(path, maxFigureBytes, &bytes, &why)) {
    case boundedread::Status::Ok:
        break;
    case boundedread::Status::CannotOpen:
        return fail(
            QCoreApplication::translate("provenance", "%1 cannot be read: %2").arg(shown, why));
    case boundedread::Status::NotRegular:
        return fail(QCoreApplication::translate(
                        "provenance", "%1 is not a regular file (a pipe or a device): not a figure")
                        .arg(shown));
    case boundedread::Status::TooLarge:
        return fail(QCoreApplication::translate("provenance",
                                                "%1 is larger than 256 MiB: not a figure")
                        .arg(shown));
    }
    QString found;
    // Two blocks of parameters (two chunks, two elements, an appended XMP packet): refused, not
    // the first taken.
    const auto twice = [&](const QString &block, qsizetype count) {
        return fail(QCoreApplication::translate("provenance",
                                                "%1 holds %2 blocks of figure parameters (%3): "
                                                "which one is meant cannot be told")
                        .arg(shown)
                        .arg(count)
                        .arg(block));
    };
    if (suffix == QLatin1String("png")) {
        bool isPng = false;
        int chunks = 0;
        found = imageexport::readPngText(bytes, QString::fromLatin1(key), &isPng, &chunks);
        if (!isPng)
            return fail(
                QCoreApplication::translate("provenance", "%1 is not a PNG image").arg(shown));
        if (chunks > 1)
            return twice(
                QCoreApplication::translate("provenance", "text chunks with the keyword %1")
                    .arg(QString::fromLatin1(key)),
                chunks);
    } else if (suffix == QLatin1String("svg")) {
        if (figureElements(bytes) > 1)
            return twice(QStringLiteral("<pev:figure>"), figureElements(bytes));
        found = figureElement(bytes);
    } else {
        if (!bytes.startsWith("%PDF"))
            return fail(
                QCoreApplication::translate("provenance", "%1 is not a PDF file").arg(shown));
        if (figureElements(bytes) > 1)
            return twice(QCoreApplication::translate("provenance", "<pev:figure> in XMP packets"),
                         figureElements(bytes));
        // The XMP packet is an uncompressed metadata stream (Qt writes it as given).
        const qsizetype begin = bytes.indexOf("<?xpacket begin=");
        const qsizetype end = begin >= 0 ? bytes.indexOf("<?xpacket end=", begin) : -1;
        if (end > begin)
            found = figureElement(bytes.mid(begin, end - begin + 20));
    }
    if (!found.startsWith(QLatin1String(header)))
        return fail(
            QCoreApplication::translate("provenance", "%1 holds no pe-visualiser figure parameters")
                .arg(shown));
    if (text)
        *text = found;
    return true;
}

} // namespace provenance
