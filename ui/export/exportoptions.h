#pragma once

#include <QSize>
#include <QString>

class LessonState;
class QPainter;
class QRect;
class QWidget;

/// What an exported file holds besides the view: the caption line under it and the document's
/// title and description, and the sizes they take.
namespace imageexport {

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
    /// The figure's parameters (provenance::text()), written into the file's own metadata: PNG
    /// iTXt "pe-visualiser", SVG <metadata>, PDF XMP. Empty: none.
    QString provenance;
};

/// The lesson's parameters as one caption line in the current language:
/// "d = 8, base = 10000, p = 0, q = 3, encoding on".
QString parameterCaption(const LessonState *state);

/// Options with the caption (when `caption`), title and description filled from state, and the
/// provenance of state's parameters with the view's file base name `view` ("heatmap", ...).
ExportOptions optionsFor(const LessonState *state, bool caption, const QString &title = QString(),
                         const QString &view = QString());

/// Height in logical pixels of the caption strip for widget; 0 without a caption.
int captionHeight(const QWidget *widget, const ExportOptions &options);

/// The size the widget itself gets inside an image of `size`: the size less the caption strip.
QSize contentSize(const QWidget *widget, const QSize &size, const ExportOptions &options);

/// Draws the caption strip into rect: a rule in the widget's Mid colour along its top and text
/// centred on one line (elided at the right when too long) in the widget's font at a pixel size.
void drawCaption(QPainter *painter, const QWidget *widget, const QRect &rect, const QString &text);

/// The document title: options.title, else the widget's window title, else the application name.
QString titleFor(const QWidget *widget, const ExportOptions &options);

/// The document description: options.description, else the caption text.
QString descriptionFor(const ExportOptions &options);

} // namespace imageexport
