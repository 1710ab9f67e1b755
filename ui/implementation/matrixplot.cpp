#include "matrixplot.h"

#include "colormap.h"
#include "displayformat.h"
#include "exportmarks.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

MatrixPlot::MatrixPlot(QWidget *parent) : CellPlot(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MatrixPlot::setGrid(const MatrixGrid &grid, const QString &title, const QString &rowTitle,
                         const QString &columnTitle)
{
    m_grid = grid;
    m_title = title;
    m_rowTitle = rowTitle;
    m_columnTitle = columnTitle;
    cells().setGrid(std::max(1, grid.columns()), std::max(1, grid.rows()));
    cells().showAll();
    setAccessibleName(title);
    updateGeometry();
    update();
}

int MatrixPlot::scaleLabelWidth() const
{
    const QFontMetrics fm(font());
    return fm.horizontalAdvance(display::scientific(-1.25e-10, 2)) + fm.averageCharWidth();
}

int MatrixPlot::titleHeight() const
{
    // The title in as many lines as the width needs.
    const QFontMetrics fm(font());
    const int width = std::max(1, this->width() - 8);
    const QRect box = fm.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, m_title);
    return box.height() + 6;
}

QRect MatrixPlot::plotRect() const
{
    const QFontMetrics fm(font());
    const int left
        = textLineHeight(m_rowTitle) + fm.horizontalAdvance(QStringLiteral("88888")) + 12;
    const int right = 14 + 16 + 8 + scaleLabelWidth();
    // Room for the title and, above the plot, half a line for the colour bar's top label.
    const int top = titleHeight() + fm.height();
    const int bottom = 2 * fm.height() + textLineHeight(m_columnTitle) + 8;
    return QRect(left, top, std::max(0, width() - left - right),
                 std::max(0, height() - top - bottom));
}

QSize MatrixPlot::sizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.averageCharWidth() * 50, fm.height() * 22};
}

QSize MatrixPlot::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.averageCharWidth() * 34, fm.height() * 16};
}

QString MatrixPlot::hoverText(const QPointF &point) const
{
    const QPoint cell = cellAt(point);
    if (cell.x() < 0 || m_grid.isEmpty() || cell.y() >= m_grid.rows()
        || cell.x() >= m_grid.columns())
        return {};
    return tr("%1 %2, %3 %4: %5")
        .arg(m_rowTitle)
        .arg(m_grid.rowIndex[std::size_t(cell.y())])
        .arg(m_columnTitle)
        .arg(m_grid.columnIndex[std::size_t(cell.x())])
        .arg(display::full(m_grid.at(cell.y(), cell.x())));
}

void MatrixPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    CellPlot::changeEvent(event);
}

void MatrixPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(4, 2, width() - 8, titleHeight()), Qt::AlignHCenter | Qt::TextWordWrap,
                     m_title);
    const QRect plot = plotRect();
    if (plot.width() < 2 || plot.height() < 2 || m_grid.isEmpty())
        return;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    if (!isVectorPainter(painter)) {
        painter.drawImage(QRectF(plot), m_grid.image);
    } else if (m_grid.rows() * m_grid.columns() <= maxRectangleCells) {
        drawCellRectangles(painter, plot, m_grid.image);
    } else {
        QImage pixels
            = m_grid.image.scaled(plot.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
        exportmarks::markNearestNeighbour(&pixels);
        painter.drawImage(plot.topLeft(), pixels);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));

    // First and last index on each axis.
    painter.setPen(palette().color(QPalette::WindowText));
    const QString firstColumn = QString::number(m_grid.columnIndex.front());
    const QString lastColumn = QString::number(m_grid.columnIndex.back());
    painter.drawText(QRect(plot.left(), plot.bottom() + 4, plot.width() / 2, fm.height()),
                     Qt::AlignLeft, firstColumn);
    if (m_grid.columns() > 1)
        painter.drawText(QRect(plot.left() + plot.width() / 2, plot.bottom() + 4,
                               plot.width() - plot.width() / 2, fm.height()),
                         Qt::AlignRight, lastColumn);
    const int labelWidth = plot.left() - textLineHeight(m_rowTitle) - 8;
    painter.drawText(QRect(plot.left() - labelWidth - 4, plot.top(), labelWidth, fm.height()),
                     Qt::AlignRight | Qt::AlignTop, QString::number(m_grid.rowIndex.front()));
    if (m_grid.rows() > 1 && plot.height() > 2 * fm.height())
        painter.drawText(QRect(plot.left() - labelWidth - 4, plot.bottom() - fm.height(),
                               labelWidth, fm.height()),
                         Qt::AlignRight | Qt::AlignBottom, QString::number(m_grid.rowIndex.back()));
    // The column title centred under the plot, as wide as the widget allows.
    const int titleWidth = fm.horizontalAdvance(m_columnTitle) + 4;
    const int titleLeft
        = std::clamp(plot.center().x() - titleWidth / 2, 0, std::max(0, width() - titleWidth));
    painter.drawText(QRect(titleLeft, plot.bottom() + 6 + fm.height(), titleWidth,
                           textLineHeight(m_columnTitle)),
                     Qt::AlignHCenter, m_columnTitle);
    drawVerticalTitle(painter, plot, m_rowTitle);

    // Colour bar over [−scale, scale].
    const QRect bar(plot.right() + 14, plot.top(), 16, plot.height());
    for (int y = 0; y < bar.height(); ++y) {
        const double v = bar.height() > 1 ? 1.0 - 2.0 * y / (bar.height() - 1) : 0.0;
        painter.setPen(colormap::color(v));
        painter.drawLine(bar.left(), bar.top() + y, bar.right(), bar.top() + y);
    }
    // Values of order 1 (the file) in decimals, small residuals in scientific notation.
    const auto scaleText = [](double value) {
        return std::fabs(value) >= 0.01 ? display::number(value, 2) : display::scientific(value, 2);
    };
    drawColourBarScale(painter, bar,
                       {scaleText(m_grid.scale), display::number(0.0, 0), scaleText(-m_grid.scale)},
                       scaleLabelWidth());
}
