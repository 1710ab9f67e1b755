#include "cellplot.h"

#include "textfit.h"
#include "textrecorder.h"

#include <QImage>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>
#include <QtMath>

#include <algorithm>

CellPlot::CellPlot(QWidget *parent) : QWidget(parent) { }

QPoint CellPlot::cellAt(const QPointF &point) const { return m_cells.cellAt(plotRect(), point); }

QRectF CellPlot::cellRect(int column, int row) const
{
    return m_cells.cellRect(plotRect(), column, row);
}

QList<TextBox> CellPlot::textBoxes() const
{
    return textrecorder::record(const_cast<CellPlot *>(this));
}

void CellPlot::mouseMoveEvent(QMouseEvent *event)
{
    const QString text = hoverText(event->position());
    if (text != m_hoverText) {
        m_hoverText = text;
        emit hoverTextChanged(text);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void CellPlot::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    if (!m_hoverText.isEmpty()) {
        m_hoverText.clear();
        emit hoverTextChanged(m_hoverText);
    }
}

int CellPlot::textLineHeight(const QString &title) const
{
    return qCeil(
        qMax<qreal>(QFontMetricsF(font()).height(), textfit::size(title, font()).height()));
}

void CellPlot::drawCellRectangles(QPainter &painter, const QRectF &plot, const QImage &cells) const
{
    if (cells.isNull())
        return;
    painter.save();
    painter.setPen(Qt::NoPen);
    const int columns = cells.width();
    const int rows = cells.height();
    const double w = plot.width() / columns;
    const double h = plot.height() / rows;
    const double overlapX = std::min(0.5, w / 4);
    const double overlapY = std::min(0.5, h / 4);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const QRectF cell(plot.left() + c * w, plot.top() + r * h,
                              w + (c + 1 < columns ? overlapX : 0.0),
                              h + (r + 1 < rows ? overlapY : 0.0));
            painter.fillRect(cell, QColor::fromRgb(cells.pixel(c, r)));
        }
    }
    painter.restore();
}

bool CellPlot::isVectorPainter(const QPainter &painter)
{
    const QPaintEngine *engine = painter.paintEngine();
    return engine && engine->type() != QPaintEngine::Raster;
}

void CellPlot::drawVerticalTitle(QPainter &painter, const QRect &plot, const QString &title) const
{
    const qreal height = textLineHeight(title);
    painter.save();
    painter.translate(height / 2.0 + 2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2.0, -height / 2.0, plot.height(), height),
                     Qt::AlignCenter, title);
    painter.restore();
}

void CellPlot::drawColourBarScale(QPainter &painter, const QRect &bar, const QStringList &labels,
                                  int labelWidth) const
{
    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(bar).adjusted(-0.5, -0.5, 0.5, 0.5));
    painter.setPen(palette().color(QPalette::WindowText));
    // The labels at +1 (top), 0 and -1 (bottom) of the bar's scale.
    for (int k = 0; k < labels.size() && k < 3; ++k) {
        const double v = 1.0 - k;
        const double y = bar.top() + (1.0 - v) / 2.0 * (bar.height() - 1) + 0.5;
        painter.drawLine(QPointF(bar.right() + 1, y), QPointF(bar.right() + 4, y));
        painter.drawText(QRectF(bar.right() + 6, y - fm.height() / 2.0, labelWidth, fm.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, labels.at(k));
    }
}
