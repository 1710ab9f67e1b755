#pragma once

#include "exportoptions.h"
#include "figuresize.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

class QPaintDevice;
class QWidget;

/// File output shared by the export dialog, "Export all" and the command line: one painter path
/// for every format (PNG, SVG, PDF) as KDE LabPlot does, and atomic writes (atomicwrite.h), so
/// that a failed write leaves no partial file and keeps any previous file intact.
///
/// Works for any QWidget. While a widget is rendered it is in its export state (ExportScope:
/// Qt Charts animations off, selections and keyboard focus hidden, resized to the requested
/// size); all of it is restored afterwards. The other pieces of the export each have their file:
/// the caption and document texts (exportoptions.h), a widget kept at its export size across
/// files (exportsession.h), PNG encoding (pngwriter.h), the SVG clipping device
/// (svgclippingdevice.h) and the clipboard (clipboardexport.h).
namespace imageexport {

enum class Format { Png, Svg, Pdf };

/// The format named by path's suffix (.png, .svg, .pdf, any case). False when none matches.
bool formatFromPath(const QString &path, Format *format);
/// "png", "svg" or "pdf".
QString suffix(Format format);

/// The one painter path: paints widget and the optional caption onto device, whose paintable
/// area (in the device's logical pixels, its device pixel ratio taken out) stands for
/// size.logical() (scaled to fit when the device is larger or smaller). The widget is prepared
/// for export (animations off, selection and focus hidden, laid out at the content size, larger
/// and scaled down when it is not whole there: exportscope.h) and restored afterwards. False if
/// no painter could be opened on device, or when the figure is not whole at the size even
/// scaled down by maxShrink (figurefit.h): then *error (optional) says the smallest size that
/// is, in one line, and nothing is painted.
bool paintWidget(QPaintDevice *device, QWidget *widget, const FigureSize &size,
                 const ExportOptions &options = {}, QString *error = nullptr);

/// An image of exactly size.pixels pixels whatever the screen's scale factor, laid out at
/// size.logical() and drawn at size.scale (its device pixel ratio), declaring size.dpi. Null
/// when paintWidget() fails (with its *error).
QImage renderImage(QWidget *widget, const FigureSize &size, const ExportOptions &options = {},
                   QString *error = nullptr);
/// SVG document with viewBox "0 0 w h" of size.logical() and a physical width and height of
/// size.pixels / size.dpi inches; widgets paint as vectors.
QByteArray renderSvg(QWidget *widget, const FigureSize &size, const ExportOptions &options = {},
                     QString *error = nullptr);
/// One-page PDF of size.pixels / size.dpi inches, the content (laid out at size.logical())
/// filling the page.
QByteArray renderPdf(QWidget *widget, const FigureSize &size, const ExportOptions &options = {},
                     QString *error = nullptr);

/// Renders widget in the format chosen by path's suffix and writes it atomically. On failure
/// returns false with a one-line reason in *error; no partial file is left and a previous
/// file at path is unchanged.
bool saveWidget(QWidget *widget, const QString &path, const FigureSize &size,
                const ExportOptions &options, QString *error);

/// Same as renderImage() without options (kept for existing callers).
QImage renderWidget(QWidget *widget, const QSize &size);

/// True when the image has more than one colour (used to reject blank renders).
bool hasContent(const QImage &image);

} // namespace imageexport
