#include "heatmapwidget.h"

#include "appearance.h"
#include "colormap.h"
#include "displayformat.h"
#include "encodingfield.h"
#include "exportmarks.h"
#include "heatmapenvelope.h"
#include "lessonstate.h"
#include "numberformat.h"
#include "viewstyle.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace {

constexpr double keyZoom = 1.25;

// The colour map sampled finely enough for the screen; the table has an odd number of entries so
// that 0, -1 and +1 fall exactly on entries (colormap::rgb(0), rgb(-1), rgb(1)).
constexpr int lutHalf = 1024;
const std::array<QRgb, 2 * lutHalf + 1> &lookup()
{
    static const std::array<QRgb, 2 *lutHalf + 1> table = [] {
        std::array<QRgb, 2 * lutHalf + 1> t {};
        for (int k = 0; k <= 2 * lutHalf; ++k)
            t[static_cast<std::size_t>(k)]
                = colormap::rgb(static_cast<double>(k - lutHalf) / lutHalf);
        return t;
    }();
    return table;
}

QRgb lookupColour(double v)
{
    if (std::isnan(v))
        return colormap::rgb(v);
    const double s = std::clamp(v, -1.0, 1.0);
    const auto k = static_cast<std::size_t>(std::lround((s + 1.0) * lutHalf));
    return lookup()[k];
}

} // namespace

HeatmapWidget::HeatmapWidget(LessonState *state, QWidget *parent) : CellPlot(parent), m_state(state)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::OpenHandCursor);
    // paintEvent() covers every pixel (the margins, then the cells): Qt need not clear first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    cells().setGrid(defaultPositions, m_state->width());
    cells().showAll();
    m_drawnBase = m_state->base();
    m_drawnRevision = m_state->encodingRevision();
    m_drawnOn = m_state->encodingOn();
    connect(m_state, &LessonState::changed, this, &HeatmapWidget::stateChanged);
    updateAccessibleText();
}

void HeatmapWidget::setPositions(int n)
{
    n = std::clamp(n, 1, maxPositions);
    if (n == positions())
        return;
    cells().setGrid(n, cells().rows());
    updateAccessibleText();
    resetZoom();
}

void HeatmapWidget::setSampling(Sampling sampling)
{
    if (sampling == m_sampling)
        return;
    m_sampling = sampling;
    windowChanged();
}

bool HeatmapWidget::positionsExceedPixels() const
{
    const QRect plot = plotRect();
    return plot.width() >= 1 && cells().window().width() > plot.width();
}

QList<int> HeatmapWidget::aliasedComponents() const
{
    QList<int> aliased;
    if (m_sampling != Sampling::OnePosition || !positionsExceedPixels() || !m_state->encodingOn())
        return aliased;
    const QRectF view = cells().window();
    const double pixelsPerPosition = plotRect().width() / view.width();
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int first = std::max(0, static_cast<int>(std::floor(view.top())));
    const int last = std::min(m_state->width() - 1, static_cast<int>(std::ceil(view.bottom())) - 1);
    for (int j = first; j <= last; ++j) {
        const int i = encoding.pairOf(j);
        if (i >= 0 && encoding.wavelength(i) * pixelsPerPosition < 2.0)
            aliased << j;
    }
    return aliased;
}

void HeatmapWidget::stateChanged()
{
    if (m_state->width() != cells().rows()) {
        // A new d shows all its components, the positions stay where they were.
        const QRectF window = cells().window();
        cells().setGrid(positions(), m_state->width());
        cells().setWindow(QRectF(window.x(), 0, window.width(), m_state->width()));
        emit viewChanged();
        m_dirty = true;
    }
    // The cells depend on the encoding (d, base, layout, method: encodingRevision()) and the
    // switch, not on p or q (only their outlines move).
    if (m_state->base() != m_drawnBase || m_state->encodingRevision() != m_drawnRevision
        || m_state->encodingOn() != m_drawnOn) {
        m_drawnBase = m_state->base();
        m_drawnRevision = m_state->encodingRevision();
        m_drawnOn = m_state->encodingOn();
        m_dirty = true;
    }
    updateAccessibleText();
    update();
}

void HeatmapWidget::windowChanged()
{
    m_dirty = true;
    emit viewChanged();
    update();
}

void HeatmapWidget::setViewport(const QRectF &view)
{
    if (cells().setWindow(view))
        windowChanged();
}

void HeatmapWidget::resetZoom()
{
    cells().showAll();
    windowChanged(); // even when everything was shown already
}

void HeatmapWidget::zoomAt(const QPointF &anchor, double factor)
{
    if (cells().zoomAt(plotRect(), anchor, factor))
        windowChanged();
}

void HeatmapWidget::panByPixels(const QPointF &delta)
{
    if (cells().panBy(plotRect(), delta))
        windowChanged();
}

QRect HeatmapWidget::plotRect() const
{
    const QFontMetrics fm(font());
    // The component labels, the vertical title and the strip that marks aliased components.
    const int left
        = fm.horizontalAdvance(QStringLiteral("00000")) + textLineHeight(tr("component")) + 20;
    const int top = fm.height() + 8;
    const int bottom = fm.height() + textLineHeight(tr("position")) + 14;
    const int right = fm.horizontalAdvance(QStringLiteral("\u22121")) + 18 + 16 + 12;
    return rect().adjusted(left, top, -right, -bottom);
}

QString HeatmapWidget::hoverText(const QPointF &point) const
{
    const QPoint cell = cellAt(point);
    if (cell.x() < 0)
        return {};
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int j = cell.y();
    const int pair = encoding.pairOf(j); // the layout's pair; -1 for a zero column
    const double value = m_state->encodingOn() ? encoding.component(cell.x(), j) : 0.0;
    QString text
        = tr("Position %1, component %2 (pair %3, %4): %5")
              .arg(cell.x())
              .arg(j)
              .arg(pair < 0 ? QStringLiteral("–") : QString::number(pair))
              .arg(QString::fromStdString(pe::componentLabel(encoding, j)), display::full(value));
    if (!m_state->encodingOn())
        text += QLatin1Char(' ') + tr("(encoding off: nothing is added)");
    return text;
}

QSize HeatmapWidget::visibleCells() const
{
    const QRectF view = cells().window();
    return QSize(static_cast<int>(std::ceil(view.width() - 1e-9)),
                 static_cast<int>(std::ceil(view.height() - 1e-9)));
}

bool HeatmapWidget::cellsExceedPixels() const
{
    const QRectF view = cells().window();
    const QRect plot = plotRect();
    if (plot.width() < 1 || plot.height() < 1)
        return false; // not laid out yet
    return view.width() > plot.width() || view.height() > plot.height();
}

qsizetype HeatmapWidget::bufferBytes() const
{
    return m_image.sizeInBytes()
        + static_cast<qsizetype>(m_columnPositions.capacity() * sizeof(std::int64_t))
        + static_cast<qsizetype>(m_rowComponents.capacity() * sizeof(int))
        + static_cast<qsizetype>(m_computedRows.capacity() * sizeof(int))
        + static_cast<qsizetype>(m_computedComponents.capacity() * sizeof(int))
        + static_cast<qsizetype>(m_computedLines.capacity() * sizeof(std::uint32_t *))
        + static_cast<qsizetype>(m_rowChunks.capacity() * sizeof(std::pair<int, int>));
}

void HeatmapWidget::invalidateCells()
{
    m_dirty = true;
    update();
}

QSize HeatmapWidget::sizeHint() const { return {640, 360}; }

QSize HeatmapWidget::minimumSizeHint() const
{
    // A plot at least as high as the vertical title is long (and six lines), with the margins.
    const QFontMetrics fm(font());
    const QRect plot = plotRect();
    const int margins = height() - plot.height();
    const int title = fm.horizontalAdvance(tr("component")) + 12;
    return {std::max(240, width() - plot.width() + 10 * fm.averageCharWidth()),
            std::max(160, margins + std::max(title, 6 * fm.height()))};
}

void HeatmapWidget::renderImage()
{
    const QRectF view = cells().window();
    const QRect plot = plotRect();
    const qreal dpr = devicePixelRatioF();
    const QSize pixels(std::max(1, static_cast<int>(std::lround(plot.width() * dpr))),
                       std::max(1, static_cast<int>(std::lround(plot.height() * dpr))));
    if (m_image.size() != pixels) {
        m_image = QImage(pixels, QImage::Format_RGB32);
        exportmarks::markNearestNeighbour(&m_image); // pixels of cells: scaled without smoothing
    }
    m_image.setDevicePixelRatio(dpr);
    const int cols = pixels.width();
    const int rows = pixels.height();
    m_columnPositions.resize(static_cast<std::size_t>(cols));
    m_rowComponents.resize(static_cast<std::size_t>(rows));

    // Pixel -> cell by the floor of the pixel centre's cell coordinate (nearest neighbour).
    const int d = m_state->width();
    for (int c = 0; c < cols; ++c) {
        const double x = view.x() + (c + 0.5) / cols * view.width();
        m_columnPositions[static_cast<std::size_t>(c)] = std::clamp<std::int64_t>(
            static_cast<std::int64_t>(std::floor(x)), 0, positions() - 1);
    }
    for (int r = 0; r < rows; ++r) {
        const double y = view.y() + (r + 0.5) / rows * view.height();
        m_rowComponents[static_cast<std::size_t>(r)]
            = std::clamp(static_cast<int>(std::floor(y)), 0, d - 1);
    }

    // The envelope of each pixel column's positions, when they outnumber the columns.
    if (m_sampling == Sampling::Envelope && m_state->encodingOn() && positionsExceedPixels()) {
        std::int64_t end = 0;
        const std::vector<std::int64_t> starts
            = heatmapenvelope::columnStarts(view, cols, positions(), &end);
        heatmapenvelope::render(&m_image, m_state->encoding(), m_rowComponents, starts, end,
                                lookupColour);
        m_dirty = false;
        return;
    }

    // Pixel rows showing a new component are computed, the rows below them that show the same
    // component are copies. The computed rows are independent: they are shared out among the
    // threads of Qt's global pool (QtConcurrent), the calling thread taking part.
    const bool on = m_state->encodingOn();
    const QRgb zero = lookupColour(0.0);
    m_computedRows.clear();
    // Capacities follow the plot's size only (never n or d).
    m_computedRows.reserve(static_cast<std::size_t>(rows));
    m_computedComponents.reserve(static_cast<std::size_t>(rows));
    m_computedLines.reserve(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        if (r == 0
            || m_rowComponents[static_cast<std::size_t>(r)]
                != m_rowComponents[static_cast<std::size_t>(r - 1)])
            m_computedRows.push_back(r);
    const pe::PositionalEncoding &encoding = m_state->encoding();
    uchar *const bits = m_image.bits();
    const qsizetype stride = m_image.bytesPerLine();
    const auto computed = static_cast<int>(m_computedRows.size());
    m_computedComponents.resize(m_computedRows.size());
    m_computedLines.resize(m_computedRows.size());
    static_assert(sizeof(QRgb) == sizeof(std::uint32_t));
    for (int k = 0; k < computed; ++k) {
        const int r = m_computedRows[static_cast<std::size_t>(k)];
        m_computedComponents[static_cast<std::size_t>(k)]
            = m_rowComponents[static_cast<std::size_t>(r)];
        m_computedLines[static_cast<std::size_t>(k)]
            = reinterpret_cast<std::uint32_t *>(bits + r * stride);
    }
    // Bands of about 64 rows: enough work per task to make the hand-over worth it. Each band is
    // one core call (pe::colourComponentRows: the colour table's entry for each cell,
    // bit-for-bit lookupColour(component(p, j))).
    constexpr int rowsPerBand = 64;
    m_rowChunks.clear();
    m_rowChunks.reserve(static_cast<std::size_t>(rows / rowsPerBand + 1));
    for (int first = 0; first < computed; first += rowsPerBand)
        m_rowChunks.emplace_back(first, std::min(computed, first + rowsPerBand));
    const auto computeBand = [&](const std::pair<int, int> &band) {
        const auto first = static_cast<std::size_t>(band.first);
        if (!on) {
            for (int k = band.first; k < band.second; ++k)
                std::fill_n(m_computedLines[static_cast<std::size_t>(k)], cols, zero);
            return;
        }
        pe::colourComponentRows(encoding, m_computedComponents.data() + first,
                                band.second - band.first, m_columnPositions.data(), cols, lutHalf,
                                lookup().data(), m_computedLines.data() + first);
    };
    if (m_rowChunks.size() > 1)
        QtConcurrent::blockingMap(m_rowChunks, computeBand);
    else
        for (const auto &band : m_rowChunks)
            computeBand(band);
    for (int r = 1; r < rows; ++r)
        if (m_rowComponents[static_cast<std::size_t>(r)]
            == m_rowComponents[static_cast<std::size_t>(r - 1)])
            std::copy_n(reinterpret_cast<const QRgb *>(bits + (r - 1) * stride), cols,
                        reinterpret_cast<QRgb *>(bits + r * stride));
    m_dirty = false;
}

QImage HeatmapWidget::cellImage() const
{
    const QRectF view = cells().window();
    const auto whole = [](double v) { return std::abs(v - std::round(v)) < 1e-9; };
    if (cellsExceedPixels() || !whole(view.left()) || !whole(view.top()) || !whole(view.right())
        || !whole(view.bottom()))
        return {};
    const auto cols = static_cast<int>(std::lround(view.width()));
    const auto rows = static_cast<int>(std::lround(view.height()));
    if (cols < 1 || rows < 1)
        return {};
    QImage image(cols, rows, QImage::Format_RGB32);
    if (image.isNull())
        return {};
    std::vector<std::int64_t> positions(static_cast<std::size_t>(cols));
    std::iota(positions.begin(), positions.end(), std::llround(view.left()));
    std::vector<int> components(static_cast<std::size_t>(rows));
    std::iota(components.begin(), components.end(), static_cast<int>(std::lround(view.top())));
    std::vector<std::uint32_t *> lines(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        lines[static_cast<std::size_t>(r)] = reinterpret_cast<std::uint32_t *>(image.scanLine(r));
    if (m_state->encodingOn())
        pe::colourComponentRows(m_state->encoding(), components.data(), rows, positions.data(),
                                cols, lutHalf, lookup().data(), lines.data());
    else
        image.fill(lookupColour(0.0));
    exportmarks::markNearestNeighbour(&image);
    return image;
}

void HeatmapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect plot = plotRect();
    if (plot.width() < 2 || plot.height() < 2) {
        painter.fillRect(rect(), palette().color(QPalette::Window));
        return;
    }
    // The cells cover the plot: only the margins around it need the background.
    for (const QRect &margin : QRegion(rect()).subtracted(QRegion(plot)))
        painter.fillRect(margin, palette().color(QPalette::Window));
    // A vector export (SVG, PDF) of a few whole cells draws them as rectangles, sharp at any
    // scale; otherwise the screen's image, one cell per pixel, marked for nearest-neighbour
    // rendering (CellPlot::maxRectangleCells).
    const QSize visible = visibleCells();
    const QImage cellsImage = isVectorPainter(painter)
            && qint64(visible.width()) * visible.height() <= maxRectangleCells
        ? cellImage()
        : QImage();
    if (!cellsImage.isNull()) {
        drawCellRectangles(painter, QRectF(plot), cellsImage);
    } else {
        const qreal dpr = devicePixelRatioF();
        if (m_dirty
            || m_image.size()
                != QSize(static_cast<int>(std::lround(plot.width() * dpr)),
                         static_cast<int>(std::lround(plot.height() * dpr))))
            renderImage();
        painter.drawImage(plot.topLeft(), m_image);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));
    drawMarks(painter, plot);
    drawAxes(painter, plot);
    drawColourBar(painter, plot);
}

QRectF HeatmapWidget::beyondTrainingRect() const
{
    const QRect plot = plotRect();
    const QRectF view = cells().window();
    const auto L = static_cast<double>(m_state->trainLength());
    if (plot.width() < 2 || L >= view.right())
        return {};
    const double pxPerCellX = plot.width() / view.width();
    const double x = std::max<double>(plot.left(), plot.left() + (L - view.x()) * pxPerCellX);
    return QRectF(QPointF(x, plot.top()), QPointF(plot.right() + 1, plot.bottom() + 1));
}

void HeatmapWidget::drawMarks(QPainter &painter, const QRect &plot) const
{
    // Beyond the training length L: the columns shaded, a line at L (HeatmapView's note names
    // them).
    const QRectF beyond = beyondTrainingRect();
    if (!beyond.isEmpty()) {
        const QColor ink = palette().color(QPalette::WindowText);
        QColor shade = palette().color(QPalette::Window);
        shade.setAlpha(150);
        painter.fillRect(beyond, shade);
        // Hatched too: a wash alone disappears into a busy pattern (100 000 positions).
        QColor hatch = ink;
        hatch.setAlpha(120);
        QBrush lines(hatch, Qt::BDiagPattern);
        lines.setTransform(QTransform::fromScale(2, 2));
        painter.fillRect(beyond, lines);
        if (beyond.left() > plot.left()) {
            const qreal lw = Appearance::instance()->lineWidthScale();
            painter.setPen(QPen(ink, 2.0 * lw));
            painter.drawLine(beyond.topLeft(), beyond.bottomLeft());
        }
    }

    const QFontMetrics fm(font());
    struct Mark
    {
        qint64 position;
        QColor colour;
        QString label;
    };
    const Mark marks[] = {{m_state->position(), viewstyle::pColour(), QStringLiteral("p")},
                          {m_state->comparison(), viewstyle::qColour(), QStringLiteral("q")}};
    const QRectF clip = QRectF(plot).adjusted(-3, -fm.height() - 8, 3, 3);
    painter.save();
    painter.setClipRect(clip);
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF bfm(bold);
    QRectF labelBoxes[2];
    for (int k = 0; k < 2; ++k) {
        const Mark &mark = marks[k];
        if (mark.position < 0 || mark.position >= positions())
            continue;
        QRectF column = cellRect(static_cast<int>(mark.position), 0);
        column.setTop(plot.top());
        column.setBottom(plot.bottom() + 1);
        if (column.right() < plot.left() || column.left() > plot.right() + 1)
            continue;
        // A white halo under the coloured outline keeps it visible on every cell colour.
        const double inset = column.width() >= 6 ? 1.5 : 0.0;
        const QRectF outline = column.adjusted(inset, 0.5, -inset, -0.5);
        painter.setBrush(Qt::NoBrush);
        const qreal lw = Appearance::instance()->lineWidthScale();
        painter.setPen(QPen(Qt::white, 4.0 * lw));
        painter.drawRect(outline);
        painter.setPen(QPen(mark.colour, 2.0 * lw));
        painter.drawRect(outline);
        // The letter above the column, inside the frame's clip; q's beside p's when the two
        // columns are too close for both (adjacent at a small scale, or the same position).
        const qreal w = bfm.horizontalAdvance(mark.label) + 4;
        QRectF box(column.center().x() - w / 2, plot.top() - fm.height() - 6, w, fm.height() + 2);
        const auto keepInside = [&clip](QRectF &b) {
            b.moveLeft(qBound(clip.left(), b.left(), clip.right() - b.width()));
        };
        keepInside(box);
        if (k == 1 && !labelBoxes[0].isNull() && box.intersects(labelBoxes[0])) {
            box.moveLeft(labelBoxes[0].right() + 2);
            if (box.right() > clip.right())
                box.moveRight(labelBoxes[0].left() - 2);
            keepInside(box);
        }
        labelBoxes[k] = box;
        painter.setFont(bold);
        painter.setPen(viewstyle::isDark(palette()) ? mark.colour.lighter(160) : mark.colour);
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignBottom, mark.label);
    }
    painter.restore();
}

void HeatmapWidget::drawAxes(QPainter &painter, const QRect &plot) const
{
    const QRectF view = cells().window();
    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));

    // Position ticks (x), labelled at cell centres with at least a label's width between them.
    const double pxPerCellX = plot.width() / view.width();
    const double labelWidth = fm.horizontalAdvance(QString::number(positions() - 1)) + 16;
    const qint64 stepX = CellViewport::tickStep(labelWidth / pxPerCellX);
    for (qint64 k = static_cast<qint64>(std::ceil(view.x() / stepX - 0.5)) * stepX;
         k < view.right(); k += stepX) {
        if (k < 0)
            continue;
        const double x = plot.left() + (k + 0.5 - view.x()) * pxPerCellX;
        if (x < plot.left() || x > plot.right() + 1)
            continue;
        painter.drawLine(QPointF(x, plot.bottom() + 1), QPointF(x, plot.bottom() + 5));
        painter.drawText(QRectF(x - labelWidth / 2, plot.bottom() + 6, labelWidth, fm.height()),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(k));
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + 8 + fm.height(), plot.width(),
                            textLineHeight(tr("position"))),
                     Qt::AlignHCenter | Qt::AlignTop, tr("position"));

    // Component ticks (y).
    const double pxPerCellY = plot.height() / view.height();
    const qint64 stepY = CellViewport::tickStep((fm.height() + 4) / pxPerCellY);
    for (qint64 k = static_cast<qint64>(std::ceil(view.y() / stepY - 0.5)) * stepY;
         k < view.bottom(); k += stepY) {
        if (k < 0)
            continue;
        const double y = plot.top() + (k + 0.5 - view.y()) * pxPerCellY;
        if (y < plot.top() || y > plot.bottom() + 1)
            continue;
        painter.drawLine(QPointF(plot.left() - 5, y), QPointF(plot.left() - 1, y));
        painter.drawText(QRectF(plot.left() - 88, y - fm.height() / 2.0, 73, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(k));
    }
    // Components that alias (one position per pixel, wavelength under two pixels): a strip on
    // the component axis.
    const QList<int> aliased = aliasedComponents();
    for (const int j : aliased) {
        const double top = plot.top() + (j - view.y()) * pxPerCellY;
        const QRectF strip(plot.left() - 13, std::max<double>(plot.top(), top), 6,
                           std::max(1.0, pxPerCellY));
        painter.fillRect(strip.intersected(QRectF(plot.left() - 13, plot.top(), 6, plot.height())),
                         viewstyle::qColour());
    }
    drawVerticalTitle(painter, plot, tr("component"));
}

void HeatmapWidget::drawColourBar(QPainter &painter, const QRect &plot) const
{
    const int barWidth = 16;
    const QRect bar(plot.right() + 14, plot.top(), barWidth, plot.height());
    // Top is +1, bottom is −1: one colour per pixel row, drawn as one image (a line per row
    // with its own pen cost a tenth of a full redraw).
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const int rows = std::max(1, static_cast<int>(std::lround(bar.height() * dpr)));
    QImage gradient(1, rows, QImage::Format_RGB32);
    for (int y = 0; y < rows; ++y) {
        const double v = rows > 1 ? 1.0 - 2.0 * y / (rows - 1) : 0.0;
        gradient.setPixel(0, y, colormap::rgb(v));
    }
    painter.drawImage(QRectF(bar.left(), bar.top(), bar.width(), bar.height()), gradient);
    drawColourBarScale(painter, bar,
                       {display::number(1.0, 0), display::number(0.0, 0), display::number(-1.0, 0)},
                       60);
}

void HeatmapWidget::resizeEvent(QResizeEvent *event)
{
    CellPlot::resizeEvent(event);
    m_dirty = true;
    emit viewChanged();
}

void HeatmapWidget::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        event->ignore();
        return;
    }
    zoomAt(event->position(), std::pow(keyZoom, steps));
    event->accept();
}

void HeatmapWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_dragging = true;
        m_dragLast = event->position();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    CellPlot::mousePressEvent(event);
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging) {
        const QPointF delta = event->position() - m_dragLast;
        m_dragLast = event->position();
        panByPixels(-delta);
    }
    CellPlot::mouseMoveEvent(event); // the hover line
}

void HeatmapWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragging) {
        m_dragging = false;
        setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    CellPlot::mouseReleaseEvent(event);
}

void HeatmapWidget::keyPressEvent(QKeyEvent *event)
{
    const QPointF centre = plotRect().center();
    const QSizeF step(plotRect().width() * 0.1, plotRect().height() * 0.1);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(centre, keyZoom);
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        zoomAt(centre, 1.0 / keyZoom);
        break;
    case Qt::Key_Left:
        panByPixels(QPointF(-step.width(), 0));
        break;
    case Qt::Key_Right:
        panByPixels(QPointF(step.width(), 0));
        break;
    case Qt::Key_Up:
        panByPixels(QPointF(0, -step.height()));
        break;
    case Qt::Key_Down:
        panByPixels(QPointF(0, step.height()));
        break;
    case Qt::Key_Home:
        resetZoom();
        break;
    default:
        CellPlot::keyPressEvent(event);
        return;
    }
    event->accept();
}

void HeatmapWidget::changeEvent(QEvent *event)
{
    CellPlot::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry(); // the minimum follows the font and the title
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleText();
        update();
    }
}

void HeatmapWidget::updateAccessibleText()
{
    setAccessibleName(tr("Heat map of the positional encoding"));
    setAccessibleDescription(tr("%1 positions by %2 components; p = %3 and q = %4 outlined")
                                 .arg(positions())
                                 .arg(m_state->width())
                                 .arg(m_state->position())
                                 .arg(m_state->comparison()));
}
