#include "exportall.h"

#include "csvexport.h"
#include "imageexport.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "walkthrough.h"

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QTableView>

#include <sstream>

namespace exportall {

QSize defaultSize()
{
    return {1200, 800};
}

namespace {

bool writeTableCsv(LessonState *state, const QString &path, QString *error)
{
    std::ostringstream out;
    pe::writeLessonTableCsv(out, state->encoding(), state->position(), state->comparison(),
                            state->encodingOn());
    return imageexport::writeAtomically(path, QByteArray::fromStdString(out.str()), error);
}

// The table alone, sized to show every column and as many rows as fit.
QImage renderTable(MainWindow &window, const QSize &size)
{
    QTableView *view = window.tableView();
    QTableView table;
    table.setAttribute(Qt::WA_DontShowOnScreen);
    table.setModel(view->model());
    table.setItemDelegate(view->itemDelegate());
    table.verticalHeader()->hide();
    table.setAlternatingRowColors(true);
    table.horizontalHeader()->setStretchLastSection(true);
    for (int c = 0; c < view->model()->columnCount(); ++c)
        table.setColumnWidth(c, view->columnWidth(c));
    table.setFont(view->font());
    table.show();
    int width = 2 * table.frameWidth() + 24;
    for (int c = 0; c < view->model()->columnCount(); ++c)
        width += view->columnWidth(c);
    const int rows = view->model()->rowCount();
    const int height = 2 * table.frameWidth() + table.horizontalHeader()->sizeHint().height()
            + rows * table.verticalHeader()->defaultSectionSize() + 2;
    return imageexport::renderWidget(&table, QSize(qMax(width, size.width() / 2),
                                                   qMin(height, qMax(size.height(), 200))));
}

// lesson-step-<n>.png: the window with the lesson panel at step n (1-based), as a user sees it.
template<typename WritePng>
bool exportLessonSteps(MainWindow &window, const QSize &size, WritePng png)
{
    LessonState *state = window.state();
    const int d = state->width();
    const double base = state->base();
    const qint64 p = state->position();
    const qint64 q = state->comparison();
    const bool on = state->encodingOn();
    window.showLessonPanel(true);
    bool ok = true;
    for (int n = 0; ok && n < window.walkthrough()->count(); ++n) {
        window.walkthrough()->setCurrent(n);
        ok = png(imageexport::renderWidget(&window, size),
                 QStringLiteral("lesson-step-%1.png").arg(n + 1));
    }
    window.showLessonPanel(false);
    state->setParameters(d, base, p, q, on);
    return ok;
}

} // namespace

bool exportAll(LessonState *state, const QString &dir, const QSize &size, QStringList *written,
               QString *error)
{
    const QDir folder(dir);
    MainWindow window(state);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    QApplication::processEvents();

    const auto record = [written](const QString &path) {
        if (written)
            written->append(path);
        return true;
    };
    const auto png = [&](const QImage &image, const QString &name) {
        const QString path = folder.filePath(name);
        return imageexport::savePng(image, path, error) && record(path);
    };

    const QString csvPath = folder.filePath(QStringLiteral("table.csv"));
    if (!writeTableCsv(state, csvPath, error) || !record(csvPath))
        return false;
    if (!png(renderTable(window, size), QStringLiteral("table.png")))
        return false;
    if (!png(imageexport::renderWidget(&window, size), QStringLiteral("window.png")))
        return false;
    return exportLessonSteps(window, size, png);
}

} // namespace exportall
