#include "exportactions.h"

#include "provenance.h"

#include "atomicwrite.h"
#include "attentionstate.h"
#include "clipboardexport.h"
#include "csvexport.h"
#include "exportall.h"
#include "imageexport.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "trainingprefetch.h"
#include "viewcatalogue.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

#include <sstream>

ExportActions::ExportActions(MainWindow *window, LessonState *state)
    : QObject(window), m_window(window), m_state(state)
{
    m_csvAction = new QAction(this);
    connect(m_csvAction, &QAction::triggered, this, &ExportActions::exportTableCsv);
    m_viewAction = new QAction(this);
    m_viewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_viewAction, &QAction::triggered, this,
            [this] { runExportDialog(ExportDialog::Target::CurrentView); });
    m_allAction = new QAction(this);
    m_allAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_allAction, &QAction::triggered, this,
            [this] { runExportDialog(ExportDialog::Target::AllViews); });
    m_copyAction = new QAction(this);
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, &ExportActions::copyViewToClipboard);
    m_openFigureAction = new QAction(this);
    connect(m_openFigureAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            m_window, QCoreApplication::translate("MainWindow", "Open figure parameters"),
            exportFolder(),
            QCoreApplication::translate("MainWindow", "Figures (*.png *.svg *.pdf)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!openFigure(path, &error))
            QMessageBox::warning(
                m_window, QCoreApplication::translate("MainWindow", "No figure parameters"), error);
    });
}

bool ExportActions::openFigure(const QString &path, QString *error)
{
    QString text;
    provenance::Figure figure;
    if (!provenance::readFile(path, &text, error) || !provenance::parse(text, &figure, error))
        return false;
    if (!provenance::apply(figure, m_state)) {
        if (error)
            *error = provenance::refusal(figure, path);
        return false;
    }
    m_window->showFigureView(figure.view);
    m_window->statusBar()->showMessage(
        QCoreApplication::translate("MainWindow", "Parameters of %1: %2")
            .arg(QFileInfo(path).fileName(), imageexport::parameterCaption(m_state)),
        8000);
    return true;
}

// The texts were the window's and keep its translation context ("MainWindow").
void ExportActions::retranslate()
{
    m_csvAction->setText(QCoreApplication::translate("MainWindow", "Export table as &CSV…"));
    m_viewAction->setText(QCoreApplication::translate("MainWindow", "&Export current view…"));
    m_allAction->setText(QCoreApplication::translate("MainWindow", "Export &all views…"));
    m_copyAction->setText(QCoreApplication::translate("MainWindow", "C&opy view to clipboard"));
    m_openFigureAction->setText(
        QCoreApplication::translate("MainWindow", "Open &figure parameters…"));
    m_openFigureAction->setToolTip(QCoreApplication::translate(
        "MainWindow", "Set the parameters written into a figure pe-visualiser exported"));
}

void ExportActions::exportTableCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, QCoreApplication::translate("MainWindow", "Export table as CSV"),
        QStringLiteral("table.csv"),
        QCoreApplication::translate("MainWindow", "CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    std::ostringstream out;
    pe::writeLessonTableCsv(out, m_state->encoding(), m_state->position(), m_state->comparison(),
                            m_state->encodingOn());
    QString error;
    if (!imageexport::writeAtomically(path, QByteArray::fromStdString(out.str()), &error))
        QMessageBox::warning(m_window, QCoreApplication::translate("MainWindow", "Export failed"),
                             error);
    else
        m_window->statusBar()->showMessage(
            QCoreApplication::translate("MainWindow", "Wrote %1").arg(path), 5000);
}

QString ExportActions::exportFolder() const
{
    if (!m_exportFolder.isEmpty() && QFileInfo(m_exportFolder).isDir())
        return m_exportFolder;
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return !pictures.isEmpty() && QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
}

void ExportActions::setExportFolder(const QString &folder)
{
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        m_exportFolder = QFileInfo(folder).absoluteFilePath();
}

QString ExportActions::suggestedViewPath() const
{
    const QString baseName
        = viewcatalogue::exportBaseName(m_window->currentViewId(), m_window->currentView());
    return QDir(exportFolder()).filePath(baseName + QStringLiteral(".png"));
}

void ExportActions::runExportDialog(ExportDialog::Target target)
{
    QWidget *view = m_window->currentView();
    if (!view)
        return;
    const QString baseName = QFileInfo(suggestedViewPath()).completeBaseName();
    const QString folder = target == ExportDialog::Target::AllViews
        ? QDir(exportFolder()).filePath(QStringLiteral("pe-visualiser"))
        : exportFolder();
    ExportDialog dialog(target, baseName, folder, m_window);
    // After a failed write, or a "no" to replacing a file, the same dialog comes back with the
    // user's choices, to pick another folder or name; Cancel leaves.
    while (dialog.exec() == QDialog::Accepted) {
        if (confirmOverwrite(dialog) && writeExport(dialog))
            return;
    }
}

bool ExportActions::confirmOverwrite(const ExportDialog &dialog)
{
    const QString path = dialog.path();
    QString question;
    if (dialog.target() == ExportDialog::Target::CurrentView) {
        if (!QFileInfo::exists(path) || dialog.overwriteConfirmed())
            return true;
        question = QCoreApplication::translate("MainWindow", "%1 already exists in %2. Replace it?")
                       .arg(QFileInfo(path).fileName(),
                            QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    } else {
        int existing = 0;
        const QStringList names = exportall::fileNames(viewcatalogue::exportTable(), m_state);
        for (const QString &name : names)
            existing += QFileInfo::exists(QDir(path).filePath(name)) ? 1 : 0;
        if (existing == 0)
            return true;
        question = QCoreApplication::translate("MainWindow",
                                               "%n of the %1 files already exist in %2. Replace "
                                               "them?",
                                               "", existing)
                       .arg(names.size())
                       .arg(QDir::toNativeSeparators(path));
    }
    QMessageBox box(QMessageBox::Question,
                    QCoreApplication::translate("MainWindow", "Replace existing files?"), question,
                    QMessageBox::NoButton, m_window);
    QPushButton *replace = box.addButton(QCoreApplication::translate("MainWindow", "&Replace"),
                                         QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == replace;
}

bool ExportActions::exportCurrentView(const QString &path, const imageexport::FigureSize &size,
                                      bool caption,
                                      QString *error)
{
    exportall::ViewEntry entry;
    int index = -1;
    if (!viewcatalogue::currentViewEntry(m_window->currentViewId(), m_window->currentView(), &entry,
                                         &index)) {
        if (error)
            *error = QCoreApplication::translate("MainWindow", "cannot write %1: no view to export")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    return exportall::exportOne(entry, m_state, index, path, size, error, caption);
}

bool ExportActions::writeExport(const ExportDialog &dialog)
{
    const QString path = dialog.path();
    QString error;
    QString done;
    bool ok = false;
    // The training figures are made from the lesson's run: trained first on workers (with its
    // progress and Cancel) when no cache has it, never on the window's thread in the export.
    if (dialog.target() == ExportDialog::Target::AllViews
        || m_window->currentViewId() == QLatin1String("training")) {
        TrainingPrefetch prefetch(m_window);
        if (!prefetch.run(&error)) {
            if (error.isEmpty())
                m_window->statusBar()->showMessage(
                    QCoreApplication::translate("MainWindow",
                                                "Export cancelled; nothing was written"),
                    5000);
            else
                QMessageBox::warning(
                    m_window, QCoreApplication::translate("MainWindow", "Export failed"), error);
            return false;
        }
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    if (dialog.target() == ExportDialog::Target::CurrentView) {
        m_exportFolder = QFileInfo(path).absolutePath();
        ok = exportCurrentView(path, dialog.figureSize(), dialog.captionOn(), &error);
        done = QCoreApplication::translate("MainWindow", "Wrote %1")
                   .arg(QDir::toNativeSeparators(path));
    } else {
        QStringList written;
        if (!QDir().mkpath(path) || !QFileInfo(path).isDir()) {
            error = QCoreApplication::translate("MainWindow", "cannot create the folder %1")
                        .arg(QDir::toNativeSeparators(path));
        } else {
            m_exportFolder = QFileInfo(path).absolutePath();
            // One state for every file: a copy of the parameters taken now, so that
            // a change in the window while the files are written (the export lets events run)
            // cannot give a folder of two states.
            LessonState copy;
            copy.setParameters(m_state->parameters());
            copy.attention()->restore(m_state->attention()->parameters());
            ok = exportall::exportAll(viewcatalogue::exportTable(), &copy, path,
                                      dialog.figureSize(), &written, &error, dialog.captionOn());
        }
        done = QCoreApplication::translate("MainWindow", "Wrote %n file(s) to %1", "",
                                           int(written.size()))
                   .arg(QDir::toNativeSeparators(path));
    }
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(m_window, QCoreApplication::translate("MainWindow", "Export failed"),
                             error);
    else
        m_window->statusBar()->showMessage(done, 5000);
    return ok;
}

void ExportActions::copyViewToClipboard()
{
    QWidget *view = m_window->currentView();
    if (view && imageexport::copyToClipboard(view, view->size()))
        m_window->statusBar()->showMessage(
            QCoreApplication::translate("MainWindow", "Copied the view to the clipboard"), 5000);
}
