#include "similaritymatrix.h"
#include "deferredrefresh.h"

#include "colormap.h"
#include "displayformat.h"
#include "encodingfield.h"
#include "exportmarks.h"
#include "lessonstate.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

SimilarityMatrix::SimilarityMatrix(LessonState *state, QWidget *parent)
    : CellPlot(parent), m_state(state)
{
    setMouseTracking(true);
    cells().setGrid(m_positions, m_positions);
    cells().showAll();
    new DeferredRefresh(this, m_state, [this] { recompute(); });
    recompute();
}

void SimilarityMatrix::setPositions(int n)
{
    n = std::clamp(n, 2, static_cast<int>(maxPositions));
    if (n == m_positions)
        return;
    m_positions = n;
    cells().setGrid(n, n);
    cells().showAll(); // the whole matrix is always shown
    recompute();
}

void SimilarityMatrix::recompute()
{
    if (m_keyWidth == m_state->width() && m_keyBase == m_state->base()
        && m_keyRevision == m_state->encodingRevision() && m_keyOn == m_state->encodingOn()
        && m_keyPositions == m_positions)
        return;
    m_keyWidth = m_state->width();
    m_keyBase = m_state->base();
    m_keyRevision = m_state->encodingRevision();
    m_keyOn = m_state->encodingOn();
    m_keyPositions = m_positions;
    const auto size = static_cast<std::size_t>(m_positions);
    if (m_state->encodingOn())
        m_values = pe::similarityMatrix(m_state->encoding(), 0, m_positions);
    else
        m_values.assign(size * size, 0.0);
    double largest = 0.0;
    for (const double v : m_values)
        largest = std::max(largest, std::fabs(v));
    m_scale = largest > 0.0 ? largest : 1.0;

    m_image = QImage(m_positions, m_positions, QImage::Format_RGB32);
    for (int b = 0; b < m_positions; ++b) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(b));
        for (int a = 0; a < m_positions; ++a)
            line[a] = colormap::rgb(value(a, b) / m_scale);
    }
    exportmarks::markNearestNeighbour(&m_image); // one pixel per cell: scaled without smoothing
    setAccessibleName(
        tr("Dot products of the encodings of positions 0 to %1").arg(m_positions - 1));
    update();
}

double SimilarityMatrix::value(int a, int b) const
{
    if (a < 0 || b < 0 || a >= m_positions || b >= m_positions)
        return 0.0;
    return m_values[static_cast<std::size_t>(a) * static_cast<std::size_t>(m_positions)
                    + static_cast<std::size_t>(b)];
}

QRect SimilarityMatrix::plotRect() const
{
    const QFontMetrics fm(font());
    const int left
        = fm.horizontalAdvance(QStringLiteral("000")) + textLineHeight(tr("position b")) + 14;
    const int top = std::max(8, fm.height() / 2 + 3); // room for the top labels, centred
    const int bottom = fm.height() + textLineHeight(tr("position a")) + 14;
    const int right = scaleLabelWidth() + 40; // the bar 14 + 16 from the plot, its labels 6 on
    const QRect area = rect().adjusted(left, top, -right, -bottom);
    const int side = std::max(0, std::min(area.width(), area.height()));
    return QRect(area.left(), area.top(), side, side);
}

QString SimilarityMatrix::hoverText(const QPointF &point) const
{
    const QPoint cell = cellAt(point);
    if (cell.x() < 0)
        return {};
    return tr("a = %1, b = %2, offset k = %3: PE(a) · PE(b) = %4")
        .arg(cell.x())
        .arg(cell.y())
        .arg(display::number(cell.y() - cell.x(), 0), // true minus for negative offsets
             display::full(value(cell.x(), cell.y())));
}

QSize SimilarityMatrix::sizeHint() const { return {420, 420}; }

QSize SimilarityMatrix::minimumSizeHint() const
{
    // A plot at least as high as the vertical title is long (and ten lines), with the margins.
    const QFontMetrics fm(font());
    const int plot = std::max(10 * fm.height(), fm.horizontalAdvance(tr("position b")) + 16);
    const int left
        = fm.horizontalAdvance(QStringLiteral("000")) + textLineHeight(tr("position b")) + 14;
    return QSize(
        std::max(200, left + plot + scaleLabelWidth() + 40),
        std::max(200,
                 plot + fm.height() + 3 + fm.height() + textLineHeight(tr("position a")) + 14));
}

int SimilarityMatrix::scaleLabelWidth() const
{
    // The colour bar's labels: ± the scale with two decimals ("−4096.00" at d = 8192).
    const QFontMetrics fm(font());
    return std::max(fm.horizontalAdvance(display::number(-m_scale, 2)),
                    fm.horizontalAdvance(QStringLiteral("\u2212000.00")))
        + 6;
}

void SimilarityMatrix::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QRect plot = plotRect();
    if (plot.width() < 2)
        return;
    // Nearest neighbour: every cell stays a sharp square. A vector export (SVG, PDF) draws a
    // small matrix as rectangles and a larger one as an image of the plot's pixels, marked for
    // nearest-neighbour rendering (CellPlot::maxRectangleCells).
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    if (!isVectorPainter(painter)) {
        painter.drawImage(QRectF(plot), m_image);
    } else if (m_positions * m_positions <= maxRectangleCells) {
        drawCellRectangles(painter, plot, m_image);
    } else {
        QImage pixels = m_image.scaled(plot.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
        exportmarks::markNearestNeighbour(&pixels);
        painter.drawImage(plot.topLeft(), pixels);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));

    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));
    const double cell = double(plot.width()) / m_positions;
    const auto stepX = static_cast<int>(
        CellViewport::tickStep((fm.horizontalAdvance(QString::number(m_positions)) + 12) / cell));
    const auto stepY = static_cast<int>(CellViewport::tickStep((fm.height() + 4) / cell));
    for (int k = 0; k < m_positions; k += stepX) {
        const double x = plot.left() + (k + 0.5) * cell;
        painter.drawLine(QPointF(x, plot.bottom() + 1), QPointF(x, plot.bottom() + 5));
        painter.drawText(QRectF(x - 30, plot.bottom() + 6, 60, fm.height()), Qt::AlignHCenter,
                         QString::number(k));
    }
    for (int k = 0; k < m_positions; k += stepY) {
        const double y = plot.top() + (k + 0.5) * cell;
        painter.drawLine(QPointF(plot.left() - 5, y), QPointF(plot.left() - 1, y));
        painter.drawText(QRectF(plot.left() - 60, y - fm.height() / 2.0, 53, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(k));
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + 8 + fm.height(), plot.width(),
                            textLineHeight(tr("position a"))),
                     Qt::AlignHCenter, tr("position a"));
    drawVerticalTitle(painter, plot, tr("position b"));

    // Colour bar over [−m, m].
    const QRect bar(plot.right() + 14, plot.top(), 16, plot.height());
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

void SimilarityMatrix::changeEvent(QEvent *event)
{
    CellPlot::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry(); // the minimum follows the font and the title
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(
            tr("Dot products of the encodings of positions 0 to %1").arg(m_positions - 1));
        update();
    }
}
