#pragma once

#include "attentionstate.h"
#include "lessonstate.h"

#include <QByteArray>
#include <QString>

/// Provenance of an exported figure: the parameters that made it, written
/// into the file's own metadata, so that the figure can be made again from the figure alone.
///
/// The text is UTF-8, one "key=value" per line after a first line "pe-visualiser figure 1":
/// version (the app's), view (the file's base name in --export: "heatmap", "circle-2", ...),
/// d, base, p, q, encoding (on/off), layout, padding-idx, scaling, factor, factor-follows (yes/no),
/// train-length, context, yarn-alpha, yarn-beta, second-base and sentence (LessonState's
/// parameters), then the attention parameters (AttentionState's): embedding-seed,
/// embeddings-scaled (yes/no), projection (identity/random), projection-seed, rope-layout
/// (interleaved/half-split), rotary-fraction, m and n, and last the interface language the
/// figure's texts are in (language: zh_CN or en; optional, figures written before it have
/// none). Doubles carry 17 significant digits, so that reading gives them back bit for bit.
///
/// Where it goes: PNG: an iTXt chunk with the keyword "pe-visualiser" (pngwriter writes the
/// image's QImage::text() entries); SVG: a <metadata> element holding
/// <pev:figure xmlns:pev="https://pe-visualiser.invalid/figure">TEXT</pev:figure> next to <desc>;
/// PDF: the XMP packet (QPdfWriter::setDocumentXmpMetadata) with the title, the creator and a
/// pev:figure property holding the text.
namespace provenance {

/// The PNG text keyword and the first line of the text.
inline constexpr char key[] = "pe-visualiser";
inline constexpr char header[] = "pe-visualiser figure 1";
/// The XML namespace of the SVG and XMP element.
inline constexpr char xmlNamespace[] = "https://pe-visualiser.invalid/figure";

/// What a figure remembers.
struct Figure
{
    LessonState::Parameters parameters;
    AttentionState::Parameters attention;
    QString view; //!< the file's base name in --export ("heatmap", "circle-2", ...)
    QString language; //!< the language of its texts ("zh_CN", "en"); empty when not recorded
};

/// The text for the parameters, view name and language (empty: the interface's now,
/// language::current()).
QString text(const LessonState::Parameters &parameters, const AttentionState::Parameters &attention,
             const QString &view, const QString &language = QString());
/// The text for state's parameters (its attention state's included) in the interface's language.
QString text(const LessonState *state, const QString &view);

/// Reads a text of text() into *figure. False with a one-line *error for a text that does not
/// start with the header, lacks a key (all are named), gives a key twice, holds a key text() does
/// not write (named: a figure restores every parameter or none) or a value longer than 65536
/// characters or one that cannot be read. The values' ranges are checked when they are set
/// (apply()).
bool parse(const QString &text, Figure *figure, QString *error);

/// Sets the figure's parameters on state: false, and nothing changed, when LessonState refuses
/// them; the attention parameters are then set where AttentionState takes them (a figure made
/// while they conflicted with d keeps the state's own).
bool apply(const Figure &figure, LessonState *state);

/// Why apply() refuses a figure: each "key=value" (the file's keys: d, base, p, q, layout,
/// train-length, ...) that LessonState refuses on its own, with every other parameter at the
/// lesson's default; empty when each value is allowed alone and only their combination is not
/// (d = 2 with layout fairseq).
QStringList refusedKeys(const Figure &figure);
/// The one-line message for a figure at path that apply() refuses: the refusedKeys(), or that
/// the values do not fit together.
QString refusal(const Figure &figure, const QString &path);

/// The SVG bytes with the <metadata> element inserted after the first </desc> (or after the
/// <svg ...> start tag when there is none). Unchanged for an empty text.
QByteArray addToSvg(const QByteArray &svg, const QString &text);
/// An XMP packet with the title, creator tool and the text (for QPdfWriter).
QByteArray xmpPacket(const QString &title, const QString &creator, const QString &text);

/// Reads the provenance text of a figure file (.png, .svg or .pdf by its suffix). False with a
/// one-line *error naming the file when it cannot be read, is of another kind, holds no
/// pe-visualiser parameters (a foreign file) or two blocks of them (two text chunks with the
/// keyword, two pev:figure elements, an XMP packet appended to a PDF).
bool readFile(const QString &path, QString *text, QString *error);

} // namespace provenance
