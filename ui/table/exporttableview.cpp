#include "exporttableview.h"

#include "encodingtablemodel.h"
#include "precisiondelegate.h"

#include <QApplication>
#include <QFontInfo>
#include <QHeaderView>

#include <cmath>

ExportTableView::ExportTableView(LessonState *state, QWidget *parent) : QTableView(parent)
{
    setModel(new EncodingTableModel(state, this));
    setItemDelegate(new PrecisionDelegate(this));
    verticalHeader()->hide();
    verticalHeader()->setMinimumSectionSize(1);
    setAlternatingRowColors(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // The rows and columns follow the model (d, the layout) and the room.
    connect(model(), &QAbstractItemModel::modelReset, this, &ExportTableView::fitToRoom);
    connect(model(), &QAbstractItemModel::dataChanged, this, &ExportTableView::fitToRoom);
}

void ExportTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitToRoom();
}

QSize ExportTableView::contentsExtent()
{
    resizeColumnsToContents();
    resizeRowsToContents();
    int width = 0;
    for (int c = 0; c < model()->columnCount(); ++c)
        width += columnWidth(c);
    int height = horizontalHeader()->sizeHint().height();
    for (int r = 0; r < model()->rowCount(); ++r)
        height += rowHeight(r);
    return {width, height};
}

void ExportTableView::fitToRoom()
{
    if (m_fitting || !model() || model()->columnCount() == 0)
        return;
    m_fitting = true;
    const QSize room = viewport()->size();
    const QFont base = QApplication::font(this);
    const int basePixels = QFontInfo(base).pixelSize();
    // The table at the application's text size, then the size at which it fills the room: the
    // table's extent grows nearly in proportion to its text; a few smaller sizes more where the
    // rounding of the widths leaves it a little too wide or too tall.
    setFont(base);
    const QSize natural = contentsExtent();
    const double factor = natural.isEmpty() ? 1.0
                                            : std::min(double(room.width()) / natural.width(),
                                                       double(room.height()) / natural.height());
    int pixels = qBound(minimumTextPixels, int(std::floor(basePixels * factor)),
                        basePixels * maximumGrowth);
    QSize extent;
    for (;; --pixels) {
        QFont font = base;
        font.setPixelSize(pixels);
        setFont(font);
        extent = contentsExtent();
        if ((extent.width() <= room.width() && extent.height() <= room.height())
            || pixels <= minimumTextPixels)
            break;
    }
    // The spare width to the columns evenly, the spare height to the rows (at most twice their
    // height, so that a short table keeps the look of a table).
    const int columns = model()->columnCount();
    const int spare = room.width() - extent.width();
    if (spare > 0)
        for (int c = 0; c < columns; ++c)
            setColumnWidth(c, columnWidth(c) + spare / columns + (c < spare % columns ? 1 : 0));
    const int rows = model()->rowCount();
    const int header = horizontalHeader()->sizeHint().height();
    if (rows > 0 && extent.height() < room.height()) {
        const int least = rowHeight(0);
        const int height = qMin(2 * least, (room.height() - header) / rows);
        for (int r = 0; r < rows; ++r)
            setRowHeight(r, qMax(least, height));
    }
    m_fitting = false;
}
