#include "exporttableview.h"

#include "encodingtablemodel.h"
#include "precisiondelegate.h"

#include <QHeaderView>

ExportTableView::ExportTableView(LessonState *state, QWidget *parent) : QTableView(parent)
{
    setModel(new EncodingTableModel(state, this));
    setItemDelegate(new PrecisionDelegate(this));
    verticalHeader()->hide();
    setAlternatingRowColors(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
}

void ExportTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    resizeColumnsToContents();
    const int columns = model()->columnCount();
    int used = 0;
    for (int c = 0; c < columns; ++c)
        used += columnWidth(c);
    const int spare = viewport()->width() - used;
    if (columns > 0 && spare > 0)
        for (int c = 0; c < columns; ++c)
            setColumnWidth(c, columnWidth(c) + spare / columns + (c < spare % columns ? 1 : 0));
}
