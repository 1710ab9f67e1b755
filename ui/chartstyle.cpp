#include "chartstyle.h"

#include "appearance.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsRectItem>
#include <QLegend>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace chartstyle {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    const auto channel = [t](int x, int y) {
        return std::clamp(static_cast<int>(std::lround(x + (y - x) * t)), 0, 255);
    };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()),
                  channel(a.blue(), b.blue()));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor ink()
{
    return QApplication::palette().color(QPalette::WindowText);
}

QColor readable(const QColor &colour)
{
    return isDark(QApplication::palette()) ? colour.lighter(160) : colour;
}

qreal penWidth(qreal base)
{
    return base * Appearance::instance()->lineWidthScale();
}

QFont scaledFont(qreal factor, bool bold)
{
    QFont font = QApplication::font();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * factor))));
    font.setBold(bold);
    return font;
}

void styleChart(QChart *chart, qreal fontFactor)
{
    if (!chart)
        return;
    const QPalette palette = QApplication::palette();
    const QColor background = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = mix(background, text, 0.2);
    const QColor minorGrid = mix(background, text, 0.1);
    const QColor axisLine = mix(background, text, 0.55);
    const QFont labels = scaledFont(fontFactor);
    const QFont bold = scaledFont(fontFactor, true);

    chart->setBackgroundBrush(background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->setTitleFont(scaledFont(fontFactor * 1.08, true));
    chart->legend()->setLabelColor(text);
    chart->legend()->setFont(labels);
    chart->legend()->setBorderColor(grid);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(labels);
        axis->setTitleBrush(text);
        axis->setTitleFont(bold);
        axis->setLinePen(QPen(axisLine, penWidth(1.0)));
        axis->setGridLinePen(QPen(grid, penWidth(1.0)));
        axis->setMinorGridLinePen(QPen(minorGrid, penWidth(1.0)));
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
