#pragma once

#include "exportdialog.h"

#include <QObject>
#include <QString>

class LessonState;
class MainWindow;
class QAction;

/// The File menu's export actions of the main window: the table as CSV, the current view
/// (Ctrl+E) or every view (Ctrl+Shift+E) through the export dialog, and the current view to the
/// clipboard (Ctrl+Shift+C). It remembers the last folder written to; a failed write shows why
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

    /// Re-sets the actions' texts in the current language.
    void retranslate();

private:
    void exportTableCsv();
    void runExportDialog(ExportDialog::Target target);
    /// Writes what the accepted export dialog asks for; on failure shows the error and returns
    /// false (the caller shows the dialog again).
    bool writeExport(const ExportDialog &dialog, QWidget *view);
    void copyViewToClipboard();

    MainWindow *m_window;
    LessonState *m_state;
    QString m_exportFolder;
    QAction *m_csvAction = nullptr;
    QAction *m_viewAction = nullptr;
    QAction *m_allAction = nullptr;
    QAction *m_copyAction = nullptr;
};
