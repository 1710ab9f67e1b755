#pragma once

#include <QSizeF>
#include <QString>
#include <QStringList>

class QFont;

/// Breaking a text into lines that fit a width, for titles and legend entries that must never be
/// cut or elided: a chart title is shown whole, in two or three lines when the chart
/// is narrow, rather than "Pair i = 0 · denominator 1 · waveleng…".
namespace textfit {

/// The lines of text that each fit width pixels in font, breaking first at separator (which the
/// break replaces; none when empty), then between words (and between CJK characters, as Unicode
/// line breaking allows), never inside "name = value" nor at a no-break space (the lines have
/// plain spaces). A single word wider than width keeps a line of its own: it is never split or
/// cut, so a line may still be wider than width (see widest()). Empty text gives no lines.
QStringList lines(const QString &text, const QFont &font, qreal width,
                  const QString &separator = QStringLiteral(" · "));

/// The advance width in font of the widest of lines (0 for none).
qreal widest(const QStringList &lines, const QFont &font);

/// The size text takes on one line in font as Qt lays it out: its advance width and the height
/// from the highest ascent to the lowest descent of the fonts it uses (a Chinese text falls back
/// to a CJK font that stands taller than the Latin one).
QSizeF size(const QString &text, const QFont &font);

/// The lines as HTML for a Qt Charts title or legend label: each escaped, joined by <br>.
QString html(const QStringList &lines);

} // namespace textfit
