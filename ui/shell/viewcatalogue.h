#pragma once

#include "exportall.h"

#include <QList>
#include <QString>

#include <functional>

class LessonState;
class SimilarityView;
class QWidget;

/// The one place that lists the built-in views, each once: its id, its family, its tab in the
/// main window and the files "Export all" and `--export` write for it. The window adds a tab for
/// every view that has one (MainWindow's constructor), the export table is built from the same list
/// (exportTable()), and the lesson steps name the views by id. A new view is one more entry in
/// views() (viewcatalogue.cpp). It is also where views of different folders are joined (the
/// similarity tab: a chart with a painted matrix beside it).
namespace viewcatalogue {

/// A family of views: the window shows the families as its outer tabs and each family's views
/// as inner tabs (ViewNavigator), so that every view is at most two clicks away however many
/// views there are.
struct Family
{
    /// Stable id, named by View::family ("encoding", "implementation").
    QString id;
    /// The family's tab title: a source text in the "MainWindow" translation context.
    const char *title = nullptr;
};

/// The families in their tab order.
const QList<Family> &families();

/// One built-in view.
struct View
{
    /// Stable id: the window's tab (MainWindow::showViewById()) and the lesson steps' viewId
    /// ("table", "pairs", "circles", "heatmap", "distance", "similarity", "lab"). Empty for what
    /// is exported only (the window itself).
    QString id;
    /// The id of the view's family (families()); empty when the view has no tab.
    QString family;
    /// The tab title and the export files' document title: a source text in the "MainWindow"
    /// translation context (QT_TRANSLATE_NOOP("MainWindow", ...)). Null for the window itself.
    const char *title = nullptr;
    /// Builds the tab's widget as a child of parent; null when the view has no tab.
    std::function<QWidget *(LessonState *state, QWidget *parent)> tab;
    /// What "Export all" writes for the view, in writing order; their document title is the
    /// view's title. Empty when it is not exported.
    QList<exportall::ViewEntry> files;
    /// False for a view that reads none of the lesson's parameters (the Training view: its run
    /// has its own choices): while it is shown the window hides the sentence, the parameters and
    /// the animation, which would change nothing in it, and the view takes their room.
    bool readsLessonParameters = true;
};

/// The built-in view with id, or null.
const View *find(const QString &id);

/// Every built-in view: the tabs in their order (within each family), then the window (exported
/// only).
const QList<View> &views();

/// The base name "Export current view" suggests for the built-in view with id, shown as view:
/// the base name of the view's first export files, as `--export` writes them ("table", "pairs",
/// "heatmap", "distance", "similarity"), the unit circle's with its current pair ("circle-2"),
/// else the id itself ("lab"); "view" for an unknown id.
QString exportBaseName(const QString &id, QWidget *view);

/// What File > Export current view writes for the built-in view with id, shown as view: the
/// view's first export entry (the one exportBaseName() names), with *index the file set the view
/// shows (the unit circle's pair; -1 for a single file set), so that the file is the one
/// `--export` writes; for a view without export files, an entry that builds its tab anew (named
/// by its id); for the Training view, its page shown, from the runs shown once every scheme has
/// finished (else from the run `--export` trains: trainingexport::shownBy). Either way the view
/// is built for the file and rendered whole at the chosen size, never grabbed from the window.
/// False for an unknown id.
bool currentViewEntry(const QString &id, QWidget *view, exportall::ViewEntry *entry, int *index);

/// The export table: every view's files, in the order of views().
QList<exportall::ViewEntry> exportTable();

/// The similarity tab: a SimilarityView (ui/charts) whose matrix pane is the SimilarityMatrix
/// (ui/plots) of the same positions, n and hover line joined.
SimilarityView *createSimilarityView(LessonState *state, QWidget *parent = nullptr);

} // namespace viewcatalogue
