#include "animationactions.h"

#include "animationexport.h"
#include "animationexportdialog.h"
#include "animationexportrunner.h"
#include "exportviews.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "transportbar.h"
#include "viewcatalogue.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>

AnimationActions::AnimationActions(MainWindow *window, LessonState *state, QWidget *parent)
    : QObject(window), m_window(window), m_state(state)
{
    m_bar = new TransportBar(state, parent);
    m_menu = new QMenu(window);
    m_menu->addActions(m_bar->transportActions());
    m_menu->addSeparator();
    m_menu->addAction(m_bar->reduceMotionAction());
    m_exportAction = new QAction(this);
    connect(m_exportAction, &QAction::triggered, this, &AnimationActions::exportAnimation);
}

QList<QAction *> AnimationActions::shortcutActions() const { return m_bar->transportActions(); }

void AnimationActions::retranslate()
{
    m_menu->setTitle(tr("Anima&tion"));
    m_exportAction->setText(tr("Export a&nimation…"));
    m_exportAction->setToolTip(tr("Write the frames of a view as GIF, MP4 or WebM"));
}

QString AnimationActions::currentViewName() const
{
    // As File > Export names the current view's file: circle-2 while the circle shows pair 2.
    QWidget *current = m_window->currentView();
    const QString currentId = m_window->currentViewId();
    for (const viewcatalogue::View &view : viewcatalogue::views()) {
        if (view.id.isEmpty() || view.files.isEmpty() || view.id != currentId)
            continue;
        const QString name = viewcatalogue::exportBaseName(view.id, current);
        if (exportviews::find(viewcatalogue::exportTable(), m_state, name, nullptr))
            return name;
        const exportall::ViewEntry &entry = view.files.first();
        return entry.count ? entry.baseName.arg(entry.firstIndex) : entry.baseName;
    }
    return QStringLiteral("pairs");
}

bool AnimationActions::confirmReplace(const QString &path)
{
    // The question of File > Export current view (its texts, in the "MainWindow" context).
    const QString question
        = QCoreApplication::translate("MainWindow", "%1 already exists in %2. Replace it?")
              .arg(QFileInfo(path).fileName(),
                   QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
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

void AnimationActions::exportAnimation()
{
    TransportController *transport = m_bar->controller();
    transport->pause(); // the window's views stay still while frames are rendered
    if (m_exportFolder.isEmpty()) {
        const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        m_exportFolder
            = !pictures.isEmpty() && QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
    }
    const QList<exportall::ViewEntry> table = viewcatalogue::exportTable();
    AnimationRequest first;
    first.view = currentViewName();
    first.frames = transport->sequence();
    first.size = exportall::defaultSize();
    first.path = QDir(m_exportFolder).filePath(first.view + QStringLiteral(".gif"));
    LessonState *state = m_state;
    const auto checker = [table, state](const AnimationRequest &request, QString *reason) {
        return AnimationExport(table, state, request).check(reason);
    };
    const QStringList names = exportviews::names(table, state);
    QStringList labels;
    for (const QString &name : names)
        labels.append(exportviews::label(table, state, name));
    AnimationExportDialog dialog(names, first, checker, m_window, labels);
    // After a failed write the same dialog comes back with the user's choices; Cancel leaves.
    while (dialog.exec() == QDialog::Accepted) {
        const AnimationRequest request = dialog.request();
        if (QFileInfo::exists(request.path) && !confirmReplace(request.path))
            continue; // the dialog again, to choose another name; Cancel leaves
        AnimationExportRunner runner(std::make_unique<AnimationExport>(table, state, request));
        QString error;
        AnimationExport::Failure failure = AnimationExport::Failure::None;
        bool ok = false;
        if (runner.start(&error, &failure)) {
            QProgressDialog progress(m_window);
            progress.setWindowTitle(tr("Export animation"));
            progress.setLabelText(tr("Rendering %1 frames of %2 …")
                                      .arg(runner.job()->frameCount())
                                      .arg(request.view));
            progress.setRange(0, int(runner.job()->frameCount()));
            progress.setMinimumDuration(0);
            progress.setWindowModality(Qt::WindowModal);
            progress.setAutoClose(false);
            progress.setAutoReset(false);
            connect(&progress, &QProgressDialog::canceled, &runner, &AnimationExportRunner::cancel);
            connect(&runner, &AnimationExportRunner::progress, &progress,
                    [&progress](qint64 done, qint64) { progress.setValue(int(done)); });
            QEventLoop loop;
            connect(&runner, &AnimationExportRunner::finished, &loop,
                    [&](bool written, AnimationExport::Failure kind, const QString &message) {
                        ok = written;
                        failure = kind;
                        error = message;
                        loop.quit();
                    });
            progress.show();
            loop.exec();
        }
        if (ok) {
            m_exportFolder = QFileInfo(request.path).absolutePath();
            m_window->statusBar()->showMessage(
                tr("Wrote %1").arg(QDir::toNativeSeparators(request.path)), 5000);
            return;
        }
        if (failure == AnimationExport::Failure::Cancelled) {
            m_window->statusBar()->showMessage(tr("Export cancelled; nothing was written"), 5000);
            return;
        }
        QMessageBox::warning(m_window, tr("Export failed"), error);
    }
}
