#include "scorematrixplot.h"

#include "colormap.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "viewstyle.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

ScoreMatrixPlot::ScoreMatrixPlot(QWidget *parent) : CellPlot(parent) { setMouseTracking(true); }

void ScoreMatrixPlot::setMatrix(const std::vector<double> &values, const QStringList &tokens,
                                const QString &title, const QString &name)
{
    m_title = title;
    m_name = name;
    const auto n = std::size_t(tokens.size());
    if (values.size() != n * n) {
        m_values.clear();
        m_tokens.clear();
    } else {
        m_values = values;
        m_tokens = tokens;
    }
    const int count = std::max(1, int(m_tokens.size()));
    cells().setGrid(count, count);
    cells().showAll();
    double largest = 0.0;
    for (const double v : m_values)
        largest = std::max(largest, std::fabs(v));
    m_scale = largest > 0.0 ? largest : 1.0;
    m_image = QImage(count, count, QImage::Format_RGB32);
    m_image.fill(palette().color(QPalette::Window));
    for (int a = 0; a < int(m_tokens.size()); ++a) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(a));
        for (int b = 0; b < int(m_tokens.size()); ++b)
            line[b] = colormap::rgb(value(a, b) / m_scale);
    }
    exportmarks::markNearestNeighbour(&m_image);
    setAccessibleName(title);
    updateGeometry();
    update();
}

void ScoreMatrixPlot::setHighlight(int a, int b)
{
    if (a == m_highlightRow && b == m_highlightColumn)
        return;
    m_highlightRow = a;
    m_highlightColumn = b;
    update();
}

QPoint ScoreMatrixPlot::highlight() const
{
    const int n = size();
    if (m_highlightRow < 0 || m_highlightColumn < 0 || m_highlightRow >= n
        || m_highlightColumn >= n)
        return {-1, -1};
    return {m_highlightColumn, m_highlightRow};
}

QString ScoreMatrixPlot::cellText(double value) { return display::number(value, 2); }

std::optional<QFont> ScoreMatrixPlot::valueFont() const
{
    const int n = size();
    if (n == 0)
        return std::nullopt;
    const double cell = double(plotRect().width()) / n;
    // Measured in the font as it is now (zoom and presentation mode change it after setMatrix):
    // the plot's own, else down to 0.7 of it, the largest in which every value fits its cell.
    for (const double scale : {1.0, 0.9, 0.8, 0.7}) {
        QFont candidate = font();
        if (font().pointSizeF() > 0)
            candidate.setPointSizeF(font().pointSizeF() * scale);
        else
            candidate.setPixelSize(std::max(1, qRound(font().pixelSize() * scale)));
        const QFontMetrics fm(candidate);
        int widest = 0;
        for (const double v : m_values)
            widest = std::max(widest, fm.horizontalAdvance(cellText(v)));
        if (cell >= widest + 6 && cell >= fm.height() + 2)
            return candidate;
    }
    return std::nullopt;
}

bool ScoreMatrixPlot::showsValues() const { return valueFont().has_value(); }

QString ScoreMatrixPlot::rowTitle() const { return tr("query a"); }

QString ScoreMatrixPlot::columnTitle() const { return tr("key b"); }

int ScoreMatrixPlot::rowTitleWidth() const { return textLineHeight(rowTitle()) + 4; }

int ScoreMatrixPlot::columnTitleHeight() const { return textLineHeight(columnTitle()) + 2; }

double ScoreMatrixPlot::value(int a, int b) const
{
    const int n = size();
    if (a < 0 || b < 0 || a >= n || b >= n)
        return 0.0;
    return m_values[std::size_t(a) * std::size_t(n) + std::size_t(b)];
}

int ScoreMatrixPlot::rowLabelWidth() const
{
    const QFontMetrics fm(font());
    int width = fm.horizontalAdvance(QStringLiteral("0"));
    for (const QString &token : m_tokens)
        width = std::max(width, fm.horizontalAdvance(token));
    return width;
}

int ScoreMatrixPlot::columnLabelHeight() const { return rowLabelWidth(); }

int ScoreMatrixPlot::scaleLabelWidth() const
{
    const QFontMetrics fm(font());
    return std::max(fm.horizontalAdvance(display::number(-m_scale, 2)),
                    fm.horizontalAdvance(QStringLiteral("\u22120.00")))
        + 6;
}

QRect ScoreMatrixPlot::plotRect() const
{
    const QFontMetrics fm(font());
    const int left = rowTitleWidth() + rowLabelWidth() + 10;
    const int top = textLineHeight(m_title) + fm.height() / 2 + 6;
    const int bottom = columnLabelHeight() + 10 + columnTitleHeight() + fm.height() / 2;
    const int right = scaleLabelWidth() + 30; // the bar 10 + 10 from the plot, labels 6 on
    const QRect area = rect().adjusted(left, top, -right, -bottom);
    const int side = std::max(0, std::min(area.width(), area.height()));
    return QRect(area.left(), area.top(), side, side);
}

QSize ScoreMatrixPlot::surround() const
{
    const QFontMetrics fm(font());
    const int left = rowTitleWidth() + rowLabelWidth() + 10;
    const int top = textLineHeight(m_title) + fm.height() / 2 + 6;
    const int bottom = columnLabelHeight() + 10 + columnTitleHeight() + fm.height() / 2;
    const int right = scaleLabelWidth() + 30;
    return {left + right, top + bottom};
}

QString ScoreMatrixPlot::hoverText(const QPointF &point) const
{
    const QPoint cell = cellAt(point);
    if (cell.x() < 0 || size() == 0)
        return {};
    const int a = cell.y();
    const int b = cell.x();
    return tr("a = %1 (%2), b = %3 (%4): %5 = %6")
        .arg(a)
        .arg(m_tokens[a])
        .arg(b)
        .arg(m_tokens[b], m_name, display::full(value(a, b)));
}

QSize ScoreMatrixPlot::sizeHint() const
{
    const QSize least = minimumSizeHint();
    return {least.width() + 80, least.height() + 80};
}

QSize ScoreMatrixPlot::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    // At least one line per token (the labels) and 3 lines, with the margins.
    const int plot = std::max(3, int(m_tokens.size())) * (fm.height() + 2);
    const int width = rowTitleWidth() + rowLabelWidth() + 10 + plot + scaleLabelWidth() + 30;
    const int height = textLineHeight(m_title) + fm.height() / 2 + 6 + plot + columnLabelHeight()
        + 10 + columnTitleHeight() + fm.height() / 2;
    return {std::max(width, fm.horizontalAdvance(m_title) + 8), height};
}

void ScoreMatrixPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));
    const QRect plot = plotRect();
    painter.drawText(QRectF(0, 2, width(), textLineHeight(m_title)), Qt::AlignHCenter, m_title);
    const int n = size();
    if (plot.width() < 2 || n == 0)
        return;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    if (!isVectorPainter(painter))
        painter.drawImage(QRectF(plot), m_image);
    else if (n * n <= maxRectangleCells)
        drawCellRectangles(painter, plot, m_image);
    else {
        QImage pixels = m_image.scaled(plot.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
        exportmarks::markNearestNeighbour(&pixels);
        painter.drawImage(plot.topLeft(), pixels);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));
    const double cell = double(plot.width()) / n;

    // The values in their cells, black or white against the cell's colour.
    if (const std::optional<QFont> values = valueFont()) {
        painter.setFont(*values);
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) {
                const QRectF box(plot.left() + b * cell, plot.top() + a * cell, cell, cell);
                const QColor fill = colormap::color(value(a, b) / m_scale);
                painter.setPen(fill.lightness() < 140 ? Qt::white : Qt::black);
                painter.drawText(box, Qt::AlignCenter, cellText(value(a, b)));
            }
        painter.setFont(font());
    }
    // The cell the step discusses: a thick outline in the text colour with a thin one in the
    // background's colour inside it, seen on every cell colour.
    if (const QPoint lit = highlight(); lit.x() >= 0) {
        const qreal lw = viewstyle::penWidth(3.0);
        const QRectF box(plot.left() + lit.x() * cell, plot.top() + lit.y() * cell, cell, cell);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::WindowText), lw));
        painter.drawRect(box.adjusted(lw / 2, lw / 2, -lw / 2, -lw / 2));
        painter.setPen(QPen(palette().color(QPalette::Window), 1.0));
        painter.drawRect(box.adjusted(lw + 0.5, lw + 0.5, -lw - 0.5, -lw - 0.5));
    }

    // Token labels: every step-th token, a line high apart.
    painter.setPen(palette().color(QPalette::WindowText));
    const auto step = static_cast<int>(CellViewport::tickStep((fm.height() + 2) / cell));
    for (int k = 0; k < n; k += step) {
        const double y = plot.top() + (k + 0.5) * cell;
        painter.drawText(QRectF(rowTitleWidth(), y - fm.height() / 2.0,
                                plot.left() - 6 - rowTitleWidth(), fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, m_tokens[k]);
        const double x = plot.left() + (k + 0.5) * cell;
        painter.save();
        painter.translate(x, plot.bottom() + 6);
        painter.rotate(-90);
        // Reads upwards, its end next to the matrix.
        painter.drawText(
            QRectF(-columnLabelHeight(), -fm.height() / 2.0, columnLabelHeight(), fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, m_tokens[k]);
        painter.restore();
    }

    // The axis names: the rows are the queries, the columns the keys.
    drawVerticalTitle(painter, plot, rowTitle());
    painter.drawText(QRectF(plot.left(), plot.bottom() + 10 + columnLabelHeight(), plot.width(),
                            columnTitleHeight()),
                     Qt::AlignHCenter | Qt::AlignTop, columnTitle());

    // Colour bar over [-m, m].
    const QRect bar(plot.right() + 10, plot.top(), 10, plot.height());
    for (int y = 0; y < bar.height(); ++y) {
        const double v = bar.height() > 1 ? 1.0 - 2.0 * y / (bar.height() - 1) : 0.0;
        painter.setPen(colormap::color(v));
        painter.drawLine(bar.left(), bar.top() + y, bar.right(), bar.top() + y);
    }
    drawColourBarScale(
        painter, bar,
        {display::number(m_scale, 2), display::number(0.0, 0), display::number(-m_scale, 2)},
        scaleLabelWidth());
}
