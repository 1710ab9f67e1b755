#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

class LessonState;
class QPaintDevice;
class QWidget;

/// File output shared by the export dialog, "Export all" and the command line: one painter path
/// for every format (PNG, SVG, PDF) as KDE LabPlot does, and atomic writes through QSaveFile, so
/// that a failed write leaves no partial file and keeps any previous file intact.
///
/// Works for any QWidget. While a widget is rendered its Qt Charts animations are off, its
/// selections and keyboard focus are hidden, and it is resized to the requested size; all of it
/// is restored afterwards.
namespace imageexport {

enum class Format { Png, Svg, Pdf };

/// The format named by path's suffix (.png, .svg, .pdf, any case). False when none matches.
bool formatFromPath(const QString &path, Format *format);
/// "png", "svg" or "pdf".
QString suffix(Format format);

/// What goes into an exported file besides the widget.
struct ExportOptions
{
    /// Draw captionText in a strip under the content (inside the requested size).
    bool caption = false;
    /// One line, e.g. parameterCaption(state).
    QString captionText;
    /// SVG <title> and PDF document title; empty: the widget's window title.
    QString title;
    /// SVG <desc>; empty: the caption text.
    QString description;
};

/// The lesson's parameters as one caption line in the current language:
/// "d = 8, base = 10000, p = 0, q = 3, encoding on".
QString parameterCaption(const LessonState *state);

/// Options with the caption (when `caption`), title and description filled from state.
ExportOptions optionsFor(const LessonState *state, bool caption, const QString &title = QString());

/// Height in logical pixels of the caption strip for widget; 0 without a caption.
int captionHeight(const QWidget *widget, const ExportOptions &options);

/// The size the widget itself gets inside an image of `size`: the size less the caption strip.
QSize contentSize(const QWidget *widget, const QSize &size, const ExportOptions &options);

class ExportScope;

/// Puts widget into its export state for images of `size` with options' caption (animations
/// off, selection and focus hidden, resized to contentSize(), shown off screen if it never was)
/// and keeps it there while the session lives. paintWidget() calls for that widget and size
/// meanwhile find it ready, so that the files of one view (PNG, SVG, PDF, or the indices of a
/// reused view) share one layout pass instead of a resize and a new layout each. On destruction
/// the widget is restored as paintWidget() restores it, or, with Afterwards::Discard (a widget
/// built for the export and deleted right after), left as it is.
class ExportSession
{
public:
    enum class Afterwards { Restore, Discard };

    ExportSession(QWidget *widget, const QSize &size, const ExportOptions &options = {},
                  Afterwards afterwards = Afterwards::Restore);
    ~ExportSession();
    ExportSession(const ExportSession &) = delete;
    ExportSession &operator=(const ExportSession &) = delete;

private:
    std::unique_ptr<ExportScope> m_scope;
};

/// The one painter path: paints widget and the optional caption onto device, whose paintable
/// area stands for `size` logical pixels (scaled to fit when the device is larger or smaller).
/// The widget is prepared for export (animations off, selection and focus hidden, resized to
/// the content size) and restored afterwards. False if no painter could be opened on device.
bool paintWidget(QPaintDevice *device, QWidget *widget, const QSize &size,
                 const ExportOptions &options = {});

/// An image of exactly `size` pixels whatever the screen's scale factor (device pixel ratio 1).
QImage renderImage(QWidget *widget, const QSize &size, const ExportOptions &options = {});
/// SVG document with width/height `size` and viewBox "0 0 w h"; widgets paint as vectors.
QByteArray renderSvg(QWidget *widget, const QSize &size, const ExportOptions &options = {});
/// One-page PDF whose page has the aspect of `size`, the content filling the page.
QByteArray renderPdf(QWidget *widget, const QSize &size, const ExportOptions &options = {});

/// Renders widget in the format chosen by path's suffix and writes it atomically. On failure
/// returns false with a one-line reason in *error; no partial file is left and a previous
/// file at path is unchanged.
bool saveWidget(QWidget *widget, const QString &path, const QSize &size,
                const ExportOptions &options, QString *error);

/// Puts an image of widget at `size` pixels on the clipboard. False if nothing was rendered.
bool copyToClipboard(QWidget *widget, const QSize &size);

/// Same as renderImage() without options (kept for existing callers).
QImage renderWidget(QWidget *widget, const QSize &size);

/// Writes bytes to path atomically. Refuses targets that exist but are not regular files
/// (devices such as /dev/full, FIFOs), which QSaveFile would otherwise replace. On failure returns
/// false and sets *error to a one-line reason.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

/// PNG file bytes of image, written by libpng, lossless at 8 bits per channel: RGB when every
/// pixel is opaque, RGBA (straight alpha) otherwise, with the image's resolution (pHYs). Fast
/// rather than small: no row filters, zlib level 1. Empty for a null image or when libpng fails
/// (out of memory). Thread-safe.
QByteArray encodePng(const QImage &image);

/// Encodes image as PNG and writes it atomically. Same error contract as writeAtomically().
bool savePng(const QImage &image, const QString &path, QString *error);

/// True when the image has more than one colour (used to reject blank renders).
bool hasContent(const QImage &image);

} // namespace imageexport
