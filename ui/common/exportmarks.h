#pragma once

class QImage;
class QLayout;
class QWidget;

/// What a view tells the exporter about its parts (ui/export reads these marks; views set them).
namespace exportmarks {

/// Marks widget as a view's input controls (a bar of number fields and buttons, a hover line):
/// an exported figure of the view leaves it out (hidden while the view is rendered into PNG, SVG
/// or PDF, `--export` included), so that the file shows the figure and its caption only. The
/// window's own export (window.png, the lesson steps) keeps them: it shows the window as it is.
void markControls(QWidget *widget);
/// True when widget was marked with markControls().
bool isControls(const QWidget *widget);
/// A new child of parent holding layout (its margins set to 0), marked with markControls(): a
/// view's bar of input controls, e.g. `layout->addWidget(exportmarks::controlBar(row, this))`.
QWidget *controlBar(QLayout *layout, QWidget *parent);

/// Marks widget as showing only part of its figure at its present size (cut) or all of it: a
/// page of its charts, labels that no longer find room. An export lays such a view out larger
/// and scales it down to the requested size, or refuses the size (ui/export/figurefit.h). A
/// scroll area that scrolls needs no mark: the exporter sees it.
void markCut(QWidget *widget, bool cut);
/// True when widget was marked cut by markCut().
bool isCut(const QWidget *widget);

/// Marks an image whose pixels are cells (a matrix drawn one pixel per cell and scaled up, or
/// sampled one cell per pixel): it is meant to be scaled without smoothing, so that the cells keep
/// hard edges. An SVG export writes it with nearest-neighbour rendering (image-rendering).
/// The mark is a text key of the image (QImage::setText), so it travels with the image.
void markNearestNeighbour(QImage *image);
/// True when image was marked with markNearestNeighbour().
bool isNearestNeighbour(const QImage &image);
/// image without the mark (a copy of its pixels when it had one), for writing it into a file.
QImage unmarked(const QImage &image);

} // namespace exportmarks
