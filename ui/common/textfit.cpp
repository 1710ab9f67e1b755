#include "textfit.h"

#include <QFont>
#include <QFontMetricsF>
#include <QTextLayout>

#include <algorithm>

namespace textfit {

namespace {

/// Breaks one piece (no separator left in it) at the word boundaries Qt's line breaking allows.
QStringList wrapPiece(const QString &piece, const QFont &font, qreal width)
{
    QTextLayout layout(piece, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList out;
    while (true) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        out << piece.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    out.removeAll(QString());
    return out;
}

} // namespace

QStringList lines(const QString &input, const QFont &font, qreal width, const QString &separator)
{
    const QFontMetricsF fm(font);
    if (input.isEmpty())
        return {};
    if (fm.horizontalAdvance(input) <= width)
        return {input};
    // "i = 0", "d = 8": a name and its value stay on one line (no-break spaces while breaking,
    // plain ones again in the lines).
    const QChar noBreak(0x00A0);
    QString text = input;
    text.replace(QStringLiteral(" = "), QString(noBreak) + QLatin1Char('=') + noBreak);
    QStringList out;
    QString current;
    const QStringList pieces = separator.isEmpty() ? QStringList {text} : text.split(separator);
    for (const QString &piece : pieces) {
        const QString joined = current.isEmpty() ? piece : current + separator + piece;
        if (fm.horizontalAdvance(joined) <= width) {
            current = joined;
            continue;
        }
        if (!current.isEmpty())
            out << current;
        current.clear();
        if (fm.horizontalAdvance(piece) <= width) {
            current = piece;
            continue;
        }
        QStringList wrapped = wrapPiece(piece, font, width);
        if (!wrapped.isEmpty())
            current = wrapped.takeLast();
        out << wrapped;
    }
    if (!current.isEmpty())
        out << current;
    for (QString &line : out)
        line.replace(noBreak, QLatin1Char(' '));
    return out;
}

qreal widest(const QStringList &lines, const QFont &font)
{
    const QFontMetricsF fm(font);
    qreal w = 0;
    for (const QString &line : lines)
        w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

QSizeF size(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    if (!line.isValid())
        return {};
    return {line.naturalTextWidth(), line.ascent() + line.descent()};
}

QString html(const QStringList &lines)
{
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}

} // namespace textfit
