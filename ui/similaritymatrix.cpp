#include "similaritymatrix.h"
#include "deferredrefresh.h"

#include "colormap.h"
#include "displayformat.h"
#include "encodingfield.h"
#include "lessonstate.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

int tickStep(double minimumCells)
{
    int step = 1;
    while (true) {
        for (const int m : {1, 2, 5}) {
            if (step * m >= minimumCells)
                return step * m;
        }
        step *= 10;
    }
}

} // namespace

SimilarityMatrix::SimilarityMatrix(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state)
{
    setMouseTracking(true);
    new DeferredRefresh(this, m_state, [this] { recompute(); });
    recompute();
}

void SimilarityMatrix::setPositions(int n)
{
    n = std::clamp(n, 2, static_cast<int>(maxPositions));
    if (n == m_positions)
        return;
    m_positions = n;
    recompute();
}

void SimilarityMatrix::recompute()
{
    if (m_keyWidth == m_state->width() && m_keyBase == m_state->base()
        && m_keyOn == m_state->encodingOn() && m_keyPositions == m_positions)
        return;
    m_keyWidth = m_state->width();
    m_keyBase = m_state->base();
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
    const int left = fm.horizontalAdvance(QStringLiteral("000")) + fm.height() + 14;
    const int top = 8;
    const int bottom = 2 * fm.height() + 14;
    const int right = fm.horizontalAdvance(QStringLiteral("\u2212000.00")) + 16 + 24;
    const QRect area = rect().adjusted(left, top, -right, -bottom);
    const int side = std::max(0, std::min(area.width(), area.height()));
    return QRect(area.left(), area.top(), side, side);
}

QPoint SimilarityMatrix::cellAt(const QPointF &point) const
{
    const QRect plot = plotRect();
    if (plot.isEmpty())
        return {-1, -1};
    const double fx = (point.x() - plot.left()) / plot.width();
    const double fy = (point.y() - plot.top()) / plot.height();
    if (fx < 0.0 || fx >= 1.0 || fy < 0.0 || fy >= 1.0)
        return {-1, -1};
    return {std::min(m_positions - 1, static_cast<int>(std::floor(fx * m_positions))),
            std::min(m_positions - 1, static_cast<int>(std::floor(fy * m_positions)))};
}

QRectF SimilarityMatrix::cellRect(int a, int b) const
{
    const QRect plot = plotRect();
    const double s = double(plot.width()) / m_positions;
    return QRectF(plot.left() + a * s, plot.top() + b * s, s, s);
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

QSize SimilarityMatrix::minimumSizeHint() const { return {200, 200}; }

void SimilarityMatrix::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QRect plot = plotRect();
    if (plot.width() < 2)
        return;
    // Nearest neighbour: every cell stays a sharp square.
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(QRectF(plot), m_image);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));

    const QFontMetrics fm(font());
    painter.setPen(palette().color(QPalette::WindowText));
    const double cell = double(plot.width()) / m_positions;
    const int stepX = tickStep((fm.horizontalAdvance(QString::number(m_positions)) + 12) / cell);
    const int stepY = tickStep((fm.height() + 4) / cell);
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
    painter.drawText(
        QRectF(plot.left(), plot.bottom() + 8 + fm.height(), plot.width(), fm.height()),
        Qt::AlignHCenter, tr("position a"));
    painter.save();
    painter.translate(fm.height() / 2.0 + 2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2.0, -fm.height() / 2.0, plot.height(), fm.height()),
                     Qt::AlignCenter, tr("position b"));
    painter.restore();

    // Colour bar over [−m, m].
    const QRect bar(plot.right() + 14, plot.top(), 16, plot.height());
    for (int y = 0; y < bar.height(); ++y) {
        const double v = bar.height() > 1 ? 1.0 - 2.0 * y / (bar.height() - 1) : 0.0;
        painter.setPen(colormap::color(v));
        painter.drawLine(bar.left(), bar.top() + y, bar.right(), bar.top() + y);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(QRectF(bar).adjusted(-0.5, -0.5, 0.5, 0.5));
    painter.setPen(palette().color(QPalette::WindowText));
    for (const double f : {1.0, 0.0, -1.0}) {
        const double y = bar.top() + (1.0 - f) / 2.0 * (bar.height() - 1) + 0.5;
        painter.drawLine(QPointF(bar.right() + 1, y), QPointF(bar.right() + 4, y));
        painter.drawText(QRectF(bar.right() + 6, y - fm.height() / 2.0, 80, fm.height()),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         f == 0.0 ? display::number(0.0, 0) : display::number(f * m_scale, 2));
    }
}

void SimilarityMatrix::mouseMoveEvent(QMouseEvent *event)
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

void SimilarityMatrix::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    if (!m_hoverText.isEmpty()) {
        m_hoverText.clear();
        emit hoverTextChanged(m_hoverText);
    }
}

void SimilarityMatrix::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(
            tr("Dot products of the encodings of positions 0 to %1").arg(m_positions - 1));
        update();
    }
}
