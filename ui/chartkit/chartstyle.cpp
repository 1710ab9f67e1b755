
#include "viewstyle.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsRectItem>
#include <QLegend>
#include <QPalette>

namespace chartstyle {

void styleChart(QChart *chart, qreal fontFactor)
{
    if (!chart)
        return;
    const QPalette palette = QApplication::palette();
    const QColor background = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = viewstyle::mix(background, text, 0.2);
    const QColor minorGrid = viewstyle::mix(background, text, 0.1);
    const QColor axisLine = viewstyle::mix(background, text, 0.55);
    const QFont labels = viewstyle::scaledFont(fontFactor);
    const QFont bold = viewstyle::scaledFont(fontFactor, true);

    chart->setBackgroundBrush(background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->setTitleFont(viewstyle::scaledFont(fontFactor * 1.08, true));
    chart->legend()->setLabelColor(text);
    chart->legend()->setFont(labels);
    chart->legend()->setBorderColor(grid);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(labels);
        axis->setTitleBrush(text);
        axis->setTitleFont(bold);
        axis->setLinePen(QPen(axisLine, viewstyle::penWidth(1.0)));
        axis->setGridLinePen(QPen(grid, viewstyle::penWidth(1.0)));
        axis->setMinorGridLinePen(QPen(minorGrid, viewstyle::penWidth(1.0)));
        axis->setShadesVisible(false);
    }
}

void styleChartView(QChartView *view, qreal fontFactor)
{
    if (!view)
        return;
    styleChart(view->chart(), fontFactor);
    view->setBackgroundBrush(QApplication::palette().color(QPalette::Base));
}

QGraphicsRectItem *clipLayer(QGraphicsItem *parent)
{
    auto *layer = new QGraphicsRectItem(parent);
    layer->setPen(Qt::NoPen);
    layer->setBrush(Qt::NoBrush);
    layer->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    layer->setFlag(QGraphicsItem::ItemHasNoContents);
    layer->setZValue(10);
    return layer;
}

} // namespace chartstyle
