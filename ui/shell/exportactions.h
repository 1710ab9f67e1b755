#pragma once

#include "exportdialog.h"

#include <QObject>
#include <QString>

class LessonState;
class MainWindow;
class QAction;

/// The File menu's export actions of the main window: the table as CSV, the current view
/// (Ctrl+E) or every view (Ctrl+Shift+E) through the export dialog, and the current view to the
/// clipboard (Ctrl+Shift+C). The dialog suggests the current view's own file name, the one
/// `--export` writes (viewcatalogue::exportBaseName(): heatmap.png, circle-2.png, ...), in the
/// last folder written to (exportFolder(), remembered across runs by the settings); it asks
/// before replacing an existing file (the write itself stays atomic). A failed write shows why
/// and brings the dialog back with the user's choices. "Every view" is the view catalogue's
/// export table, the same files as `--export`. Its texts keep the "MainWindow" translation
/// context of the window they were part of.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    /// Actions for window (their parent is this object, a child of window).
    ExportActions(MainWindow *window, LessonState *state);

    QAction *csvAction() const { return m_csvAction; }
    QAction *viewAction() const { return m_viewAction; }
    QAction *allViewsAction() const { return m_allAction; }
    QAction *copyAction() const { return m_copyAction; }
    /// File > Open figure parameters…: a figure exported by pe-visualiser (.png, .svg, .pdf)
    /// gives back its parameters (provenance) and its view is shown.
    QAction *openFigureAction() const { return m_openFigureAction; }
    /// Sets the parameters of the figure at path on the state and shows its view (as the action
    /// does, without the dialog). False with a one-line *error (nothing changed) for a file
    /// without valid pe-visualiser parameters.
    bool openFigure(const QString &path, QString *error);

    /// What Ctrl+E writes once the dialog is accepted: the current view built anew from the
    /// view catalogue's export entry (viewcatalogue::currentViewEntry()) and rendered whole at
    /// `size` into path (format by suffix), the same file `--export` writes for it, never a grab
    /// of the window's (possibly scrolled) widget. False with a one-line *error on failure.
    bool exportCurrentView(const QString &path, const imageexport::FigureSize &size, bool caption,
                           QString *error);

    /// Re-sets the actions' texts in the current language.
    void retranslate();

    /// The folder the dialog starts in: the last one written to, else the one set with
    /// setExportFolder() (the remembered one), else the Pictures folder or home.
    QString exportFolder() const;
    /// Sets the folder the dialog starts in (the remembered one); ignored when it is no folder.
    void setExportFolder(const QString &folder);
    /// The last folder written to or set, to remember; empty when there is none.
    QString lastExportFolder() const { return m_exportFolder; }
    /// The path the dialog suggests for the current view: exportFolder()/<base name>.png.
    QString suggestedViewPath() const;

private:
    void exportTableCsv();
    void runExportDialog(ExportDialog::Target target);
    /// Writes what the accepted export dialog asks for; on failure shows the error and returns
    /// false (the caller shows the dialog again).
    bool writeExport(const ExportDialog &dialog);
    /// True when nothing would be replaced, or the user agreed to replace what would be.
    bool confirmOverwrite(const ExportDialog &dialog);
    void copyViewToClipboard();

    MainWindow *m_window;
    LessonState *m_state;
    QString m_exportFolder;
    QAction *m_csvAction = nullptr;
    QAction *m_openFigureAction = nullptr;
    QAction *m_viewAction = nullptr;
    QAction *m_allAction = nullptr;
    QAction *m_copyAction = nullptr;
};
