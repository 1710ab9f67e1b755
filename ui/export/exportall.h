#pragma once

#include "figuresize.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class LessonState;
class QWidget;

/// "Export all": renders every entry of a table of views for the current state into a folder, the
/// same files from the menu and from `pe-visualiser --export DIR`. The engine knows no view: the
/// caller gives the table (file base name, formats, factory per entry; the built-in one is
/// viewcatalogue::exportTable(), ui/shell). Each file is written atomically.
namespace exportall {

/// Builds a view for state as a new top-level widget; the exporter deletes it afterwards. index
/// is the file set's index (pair i, lesson step n) for an indexed view and -1 otherwise. A
/// factory may change the state (e.g. go to a lesson step): exportAll() restores the parameters
/// after each file set.
using Factory = std::function<QWidget *(LessonState *state, int index)>;

/// One row of the export table.
struct ViewEntry
{
    /// File name without suffix, e.g. "heatmap". An indexed view's name holds "%1", replaced by
    /// the index ("pair-%1" -> pair-0, pair-1, ...).
    QString baseName;
    /// Suffixes written, in order: any of "png", "svg", "pdf", and "csv" when `data` is set.
    QStringList formats;
    Factory create;
    /// Null: one file set (index -1). Otherwise the number of file sets for the state, with
    /// indices firstIndex, firstIndex + 1, ...
    std::function<int(const LessonState *)> count;
    int firstIndex = 0;
    /// Optional, for an indexed view: moves a view built by `create` for an earlier index to
    /// `index` (e.g. the window to another lesson step), so that one view serves every file set
    /// instead of one being built for each. It must leave the view as `create` would build it.
    std::function<void(QWidget *view, LessonState *state, int index)> reuse;
    /// Optional: entries next to each other with the same non-empty key share one view. The
    /// first builds it with `create`; each later one takes it over and moves it to its own
    /// indices, the first one included, with its `reuse` (which must then be set), so that the
    /// view is built and laid out once for all of them. Their factories must build the same
    /// kind of view.
    QString sharedViewKey;
    /// Title in the SVG/PDF metadata: a source text in the "MainWindow" context, marked with
    /// QT_TRANSLATE_NOOP("MainWindow", ...) like the view's tab title. May be null.
    const char *title = nullptr;
    /// Draw the parameter caption under the view when captions are on (off for the window,
    /// which shows the parameters itself).
    bool caption = true;
    /// Optional: the numbers behind the figure, written as <name>.csv (format "csv"), e.g. the
    /// training curves; made for state, like the figure, and written atomically.
    std::function<QByteArray(LessonState *state)> data;
};

/// A per-pair view writes files for at most this many pairs (d = 128 gives all 64), so that a
/// large d does not write thousands of files.
inline constexpr int maxPairFiles = 64;

/// The number of per-pair file sets for state: min(pairCount, maxPairFiles).
int pairFileCount(const LessonState *state);

/// Default pixel size of the view images.
QSize defaultSize();

/// An entry of one file set: name.<format> for each format.
ViewEntry single(const QString &baseName, const QStringList &formats,
                 std::function<QWidget *(LessonState *)> create, const char *title = nullptr,
                 bool caption = true);
/// An entry of one file set per index first .. first + count(state) - 1; baseName holds "%1",
/// replaced by the index. The factory gets the index (and may change the state).
ViewEntry indexed(const QString &baseName, const QStringList &formats,
                  std::function<int(const LessonState *)> count, Factory create,
                  const char *title = nullptr, int first = 0);
/// An entry of one file set per pair i = 0 .. pairFileCount(state) - 1; baseName holds "%1".
ViewEntry perPair(const QString &baseName, const QStringList &formats, Factory create,
                  const char *title = nullptr);

/// The file names exportAll() writes for state, in order: table.csv, then every entry's files.
QStringList fileNames(const QList<ViewEntry> &entries, const LessonState *state);

/// Writes table.csv (the lesson table's numbers, core's CSV) and every entry of entries in its
/// formats into dir, which must exist, each image at `size` (its pixels and scale for PNG, its
/// logical size and physical size for SVG and PDF: figuresize.h), with the parameter caption
/// when `caption` is true. Appends each written path to *written. On the first failure stops
/// and returns false with a one-line *error; files already written stay complete and a file
/// that failed keeps its previous content. A view
/// that is not whole at `size` (figurefit.h) is a failure that names the smallest size that
/// is, with *refused (optional) set: the size, not the disk, is wrong.
bool exportAll(const QList<ViewEntry> &entries, LessonState *state, const QString &dir,
               const imageexport::FigureSize &size, QStringList *written, QString *error,
               bool caption = true, bool *refused = nullptr);

/// Writes file set `index` of entry (-1 for a single view) to path, in the format its suffix
/// names (png, svg, pdf): the view is built by entry.create for state and rendered at `size`
/// with the options exportAll() gives it, so that it is the file exportAll() (and `--export`)
/// writes for that entry and index, whole whatever a window shows of the view. The parameters
/// are put back afterwards. False with a one-line *error on failure (no partial file), with
/// *refused (optional) set when the view is not whole at `size`. A path ending in .csv writes
/// the entry's data (ViewEntry::data).
bool exportOne(const ViewEntry &entry, LessonState *state, int index, const QString &path,
               const imageexport::FigureSize &size, QString *error, bool caption = true,
               bool *refused = nullptr);

} // namespace exportall
