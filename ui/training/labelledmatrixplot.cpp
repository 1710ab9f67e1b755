#include "labelledmatrixplot.h"

#include "colormap.h"
#include "displayformat.h"
#include "exportmarks.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

constexpr int barWidth = 10;
constexpr int gap = 10;

} // namespace

LabelledMatrixPlot::LabelledMatrixPlot(QWidget *parent) : CellPlot(parent)
{
    setMouseTracking(true);
}

void LabelledMatrixPlot::setMatrix(const std::vector<double> &values, int rows, int columns,
                                   const QStringList &rowLabels, const QStringList &columnLabels,
                                   const QString &title)
{
    m_title = title;
    const bool fits = rows > 0 && columns > 0
        && values.size() == std::size_t(rows) * std::size_t(columns);
    m_values = fits ? values : std::vector<double>();
    m_rows = fits ? rows : 0;
    m_columns = fits ? columns : 0;
    m_rowLabels = rowLabels.size() == m_rows ? rowLabels : QStringList();
    m_columnLabels = columnLabels.size() == m_columns ? columnLabels : QStringList();
    setAccessibleName(title);
    rebuildImage();
}

void LabelledMatrixPlot::setAxisTitles(const QString &rowTitle, const QString &columnTitle,
                                       const QString &name)
{
    m_rowTitle = rowTitle;
    m_columnTitle = columnTitle;
    m_name = name;
    updateGeometry();
    update();
}

void LabelledMatrixPlot::setNonNegative(bool nonNegative)
{
    m_nonNegative = nonNegative;
    rebuildImage();
}

void LabelledMatrixPlot::setFixedScale(double scale)
{
    m_fixedScale = scale > 0.0 && std::isfinite(scale) ? scale : 0.0;
    rebuildImage();
}

void LabelledMatrixPlot::setSquareCells(bool square)
{
    m_square = square;
    updateGeometry();
    update();
}

void LabelledMatrixPlot::setMissingText(const QString &text)
{
    m_missing = text;
}

void LabelledMatrixPlot::rebuildImage()
{
    cells().setGrid(std::max(1, m_columns), std::max(1, m_rows));
    cells().showAll();
    double largest = 0.0;
    for (const double v : m_values)
        if (std::isfinite(v))
            largest = std::max(largest, std::fabs(v));
    m_scale = m_fixedScale > 0.0 ? m_fixedScale : (largest > 0.0 ? largest : 1.0);
    m_image = QImage(std::max(1, m_columns), std::max(1, m_rows), QImage::Format_RGB32);
    m_image.fill(palette().color(QPalette::Window));
    for (int r = 0; r < m_rows; ++r) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(r));
        for (int c = 0; c < m_columns; ++c) {
            const double v = value(r, c);
            line[c] = colormap::rgb(std::isfinite(v) ? v / m_scale
                                                     : std::numeric_limits<double>::quiet_NaN());
        }
    }
    exportmarks::markNearestNeighbour(&m_image);
    updateGeometry();
    update();
}

double LabelledMatrixPlot::value(int row, int column) const
{
    if (row < 0 || column < 0 || row >= m_rows || column >= m_columns)
        return std::numeric_limits<double>::quiet_NaN();
    return m_values[std::size_t(row) * std::size_t(m_columns) + std::size_t(column)];
}

QString LabelledMatrixPlot::rowLabel(int row) const
{
    return m_rowLabels.isEmpty() ? QString::number(row) : m_rowLabels.at(row);
}

QString LabelledMatrixPlot::columnLabel(int column) const
{
    return m_columnLabels.isEmpty() ? QString::number(column) : m_columnLabels.at(column);
}

int LabelledMatrixPlot::rowLabelWidth() const
{
    const QFontMetrics fm(font());
    int width = fm.horizontalAdvance(QStringLiteral("00"));
    for (int r = 0; r < m_rows; ++r)
        width = std::max(width, fm.horizontalAdvance(rowLabel(r)));
    return width;
}

int LabelledMatrixPlot::columnLabelHeight() const
{
    const QFontMetrics fm(font());
    int width = fm.horizontalAdvance(QStringLiteral("00"));
    for (int c = 0; c < m_columns; ++c)
        width = std::max(width, fm.horizontalAdvance(columnLabel(c)));
    return width;
}

int LabelledMatrixPlot::scaleLabelWidth() const
{
    const QFontMetrics fm(font());
    return std::max(fm.horizontalAdvance(display::number(-m_scale, 2)),
                    fm.horizontalAdvance(QStringLiteral("\u22120.00")))
        + 6;
}

int LabelledMatrixPlot::titleHeight() const
{
    return textLineHeight(m_title) + QFontMetrics(font()).height() / 2 + 6;
}

QRect LabelledMatrixPlot::plotRect() const
{
    const QFontMetrics fm(font());
    const int left = textLineHeight(m_rowTitle) + 4 + rowLabelWidth() + gap;
    const int top = titleHeight();
    const int bottom = columnLabelHeight() + gap + textLineHeight(m_columnTitle) + 4;
    const int right = scaleLabelWidth() + barWidth + 2 * gap;
    const QRect area = rect().adjusted(left, top, -right, -bottom);
    if (area.width() <= 0 || area.height() <= 0 || m_rows == 0)
        return QRect(area.topLeft(), QSize(0, 0));
    if (!m_square)
        return area;
    // Square cells, as large as fit.
    const double cell = std::min(double(area.width()) / m_columns, double(area.height()) / m_rows);
    return QRect(area.left(), area.top(), int(cell * m_columns), int(cell * m_rows));
}

QString LabelledMatrixPlot::hoverText(const QPointF &point) const
{
    const QPoint cell = cellAt(point);
    if (cell.x() < 0 || m_rows == 0)
        return {};
    const double v = value(cell.y(), cell.x());
    return tr("%1 = %2, %3 = %4: %5 = %6")
        .arg(m_rowTitle, rowLabel(cell.y()), m_columnTitle, columnLabel(cell.x()), m_name,
             std::isfinite(v) ? display::full(v)
                             : (m_missing.isEmpty() ? tr("no value") : m_missing));
}

QSize LabelledMatrixPlot::sizeHint() const
{
    const QSize least = minimumSizeHint();
    return {least.width() + 120, least.height() + 120};
}

QSize LabelledMatrixPlot::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    const int cells = 8 * (fm.height() / 2 + 2);
    const int plotHeight = m_square ? cells : std::max(2, m_rows) * (fm.height() / 2 + 2);
    const int width = textLineHeight(m_rowTitle) + 4 + rowLabelWidth() + gap + cells
        + scaleLabelWidth() + barWidth + 2 * gap;
    const int height = titleHeight() + plotHeight + columnLabelHeight() + gap
        + textLineHeight(m_columnTitle) + 4;
    return {std::max(width, fm.horizontalAdvance(m_title) + 8), height};
}

void LabelledMatrixPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRectF(0, 2, width(), textLineHeight(m_title)), Qt::AlignHCenter, m_title);
    const QRect plot = plotRect();
    if (plot.width() < 2 || m_rows == 0)
        return;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    if (!isVectorPainter(painter))
        painter.drawImage(QRectF(plot), m_image);
    else if (m_rows * m_columns <= maxRectangleCells)
        drawCellRectangles(painter, plot, m_image);
    else {
        QImage pixels = m_image.scaled(plot.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
        exportmarks::markNearestNeighbour(&pixels);
        painter.drawImage(plot.topLeft(), pixels);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));

    // Labels: every step-th row and column, a line high apart.
    painter.setPen(palette().color(QPalette::WindowText));
    const double cellHeight = double(plot.height()) / m_rows;
    const double cellWidth = double(plot.width()) / m_columns;
    const auto rowStep = static_cast<int>(CellViewport::tickStep((fm.height() + 2) / cellHeight));
    const auto columnStep
        = static_cast<int>(CellViewport::tickStep((fm.height() + 2) / cellWidth));
    const int labelsLeft = textLineHeight(m_rowTitle) + 4;
    for (int r = 0; r < m_rows; r += rowStep) {
        const double y = plot.top() + (r + 0.5) * cellHeight;
        painter.drawText(
            QRectF(labelsLeft, y - fm.height() / 2.0, plot.left() - gap - labelsLeft, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, rowLabel(r));
    }
    const int labelHeight = columnLabelHeight();
    for (int c = 0; c < m_columns; c += columnStep) {
        const double x = plot.left() + (c + 0.5) * cellWidth;
        painter.save();
        painter.translate(x, plot.bottom() + 6);
        painter.rotate(-90);
        painter.drawText(QRectF(-labelHeight, -fm.height() / 2.0, labelHeight, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, columnLabel(c));
        painter.restore();
    }
    if (!m_columnTitle.isEmpty())
        painter.drawText(QRectF(plot.left(), plot.bottom() + 6 + labelHeight + 4, plot.width(),
                                textLineHeight(m_columnTitle)),
                         Qt::AlignHCenter, m_columnTitle);
    if (!m_rowTitle.isEmpty())
        drawVerticalTitle(painter, QRect(0, plot.top(), labelsLeft, plot.height()), m_rowTitle);

    // Colour bar over [−m, m] or [0, m].
    const QRect bar(plot.right() + gap, plot.top(), barWidth, plot.height());
    const double low = m_nonNegative ? 0.0 : -1.0;
    for (int y = 0; y < bar.height(); ++y) {
        const double t = bar.height() > 1 ? 1.0 - double(y) / (bar.height() - 1) : 0.5;
        painter.setPen(colormap::color(low + (1.0 - low) * t));
        painter.drawLine(bar.left(), bar.top() + y, bar.right(), bar.top() + y);
    }
    const double bottomValue = m_nonNegative ? 0.0 : -m_scale;
    drawColourBarScale(painter, bar,
                       {display::number(m_scale, 2), display::number((m_scale + bottomValue) / 2, 2),
                        display::number(bottomValue, 2)},
                       scaleLabelWidth());
}
