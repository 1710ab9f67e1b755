#pragma once

#include <QColor>
#include <QFont>
#include <QtGlobal>

class QPalette;

/// What every view draws with, so that all of them follow Appearance (presentation mode, zoom,
/// palette) and speak with one set of colours: pen widths scaled by
/// Appearance::lineWidthScale(), fonts scaled from the application font, text and "ink" colours
/// from the application palette, and the lesson's data colours (Okabe-Ito, colour-blind safe).
/// Painted views and Qt Charts views alike use it; the Qt Charts styling itself is in
/// ui/chartkit/chartstyle.h.
namespace viewstyle {

/// Position p: blue #0072B2 (token strip, charts, unit circle, heat map outline).
inline QColor pColour() { return QColor(0x00, 0x72, 0xB2); }
/// Comparison position q: vermillion #D55E00.
inline QColor qColour() { return QColor(0xD5, 0x5E, 0x00); }
/// The sin component PE[2i]: bluish green #009E73.
inline QColor sinColour() { return QColor(0x00, 0x9E, 0x73); }
/// The cos component PE[2i+1]: reddish purple #CC79A7.
inline QColor cosColour() { return QColor(0xCC, 0x79, 0xA7); }

/// base times Appearance::lineWidthScale(): 2 x base in presentation mode.
qreal penWidth(qreal base);

/// The application font with its size multiplied by factor (point or pixel size, whichever the
/// font uses).
QFont scaledFont(qreal factor, bool bold = false);

/// True when the palette's window is dark (lightness < 128).
bool isDark(const QPalette &palette);

/// The colour for text and black "ink" lines on the application palette (WindowText).
QColor ink();

/// A data colour made readable as text on the current background: lightened on a dark palette,
/// unchanged otherwise.
QColor readable(const QColor &colour);

/// a blended towards b by t in [0, 1], each channel rounded to the nearest integer.
QColor mix(const QColor &a, const QColor &b, qreal t);

/// The contrast ratio of two colours, 1 to 21, as WCAG 2.1 defines it ("contrast ratio" and
/// "relative luminance", sRGB channels linearised): (L1 + 0.05) / (L2 + 0.05), L1 the lighter.
/// WCAG 2.1 success criterion 1.4.11 asks at least 3 for the parts of a control.
qreal contrastRatio(const QColor &a, const QColor &b);

/// foreground blended towards background by the largest t in {0.6, 0.5, ..., 0} that keeps a
/// contrast ratio of at least `ratio` against background (foreground itself when none does): a
/// softer colour than the text that still stands out.
QColor softenedAgainst(const QColor &foreground, const QColor &background, qreal ratio);

} // namespace viewstyle
