#pragma once

#include "figuresize.h"

#include <QList>
#include <QSize>

/// The media an exported figure is made for (the export dialog's presets), declared once.
namespace imageexport {

/// One medium: the figure's pixels, the resolution it declares and the size its body text comes
/// out at there.
struct MediaPreset
{
    const char *id; ///< "screen", "slide", "paper-column", "paper-full", "worksheet"
    const char *name; ///< QT_TRANSLATE_NOOP("MediaPreset", ...)
    QSize pixels;
    double dpi;
    /// The body text's size in points at dpi; 0: the view's own text size (scale dpi / 96).
    double textPoints;
};

/// Every preset, in the dialog's order (the screen first).
const QList<MediaPreset> &mediaPresets();
/// The preset with id, or null.
const MediaPreset *mediaPreset(const char *id);
/// The preset's name in the interface's language.
QString presetName(const MediaPreset &preset);
/// The figure size of preset for views whose body text is textPixels logical pixels high (the
/// application font's pixel size): scale = textPoints / 72 * dpi / textPixels, or dpi / 96 when
/// the preset keeps the views' text size.
FigureSize figureSize(const MediaPreset &preset, double textPixels);
/// The application font's pixel size (the views' body text), for figureSize().
double applicationTextPixels();

} // namespace imageexport
