#pragma once
// Answers the modal export dialogs and message boxes that come up while a window's action runs
// (a test cannot click a dialog that blocks in exec()).
#include "exportdialog.h"

#include <QApplication>
#include <QMessageBox>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace modaldriver {

/// Runs `run`, answering each export dialog that comes up with answerDialog (its index from 0)
/// and each message box with answerBox; returns what came up, in order ("dialog: <path>",
/// "question: <text>"). Other modal widgets (a progress dialog) are left alone.
inline QStringList drive(const std::function<void()> &run,
                         const std::function<void(ExportDialog *, int)> &answerDialog,
                         const std::function<void(QMessageBox *, int)> &answerBox)
{
    QStringList seen;
    int dialogs = 0;
    int boxes = 0;
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        if (auto *dialog = qobject_cast<ExportDialog *>(modal)) {
            seen << QStringLiteral("dialog: ") + dialog->path();
            answerDialog(dialog, dialogs++);
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen << QStringLiteral("question: ") + box->text();
            answerBox(box, boxes++);
        }
    });
    driver.start();
    run();
    driver.stop();
    return seen;
}

} // namespace modaldriver
