#include "chartlegend.h"

#include "textfit.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QtMath>

#include <algorithm>

namespace {

// Room between the legend and the plot's side (its axis labels and title): 8 pixels, or more with
// a larger font (presentation mode, a zoom), where Qt Charts' axis title reaches further out.
qreal gapFor(const QFont &font)
{
    return std::max<qreal>(8, 0.5 * QFontMetricsF(font).height());
}

} // namespace

ChartLegend::ChartLegend(QChart *chart) : QGraphicsObject(chart), m_chart(chart)
{
    m_base = chart->margins();
    setZValue(12);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void ChartLegend::setSeries(const QList<QAbstractSeries *> &series)
{
    for (const Entry &entry : std::as_const(m_entries))
        if (entry.series)
            entry.series->disconnect(this);
    m_entries.clear();
    for (QAbstractSeries *s : series) {
        m_entries.append({s, {}, {}, {}});
        const auto follow = [this] {
            relayout(m_chart->size());
            update();
        };
        connect(s, &QAbstractSeries::nameChanged, this, follow);
        connect(s, &QAbstractSeries::visibleChanged, this, follow);
    }
    relayout(m_chart->size());
}

QList<QAbstractSeries *> ChartLegend::series() const
{
    QList<QAbstractSeries *> out;
    for (const Entry &entry : m_entries)
        out << entry.series.data();
    return out;
}

void ChartLegend::setPlacements(const QList<Qt::Alignment> &placements)
{
    if (!placements.isEmpty())
        m_placements = placements;
    relayout(m_chart->size());
}

QFont ChartLegend::font() const { return m_chart->legend()->font(); }

qreal ChartLegend::swatchWidth() const { return QFontMetricsF(font()).height() * 1.6; }

qreal ChartLegend::layoutRows(QList<Entry> &entries, qreal width) const
{
    const QFont f = font();
    const QFontMetricsF fm(f);
    const qreal swatch = swatchWidth();
    const qreal gap = fm.height() * 0.4;
    const qreal spacing = fm.height();
    const qreal textRoom = std::max<qreal>(fm.height(), width - swatch - gap);
    // Entries left to right, a new row when the next does not fit; each row centred.
    qreal x = 0;
    qreal y = 0;
    qreal rowHeight = 0;
    int rowStart = 0;
    const auto centreRow = [&](int end) {
        if (end <= rowStart)
            return;
        const qreal used = entries[end - 1].box.right();
        const qreal shift = std::max<qreal>(0, (width - used) / 2);
        for (int k = rowStart; k < end; ++k) {
            entries[k].box.translate(shift, 0);
            entries[k].swatch.translate(shift, 0);
        }
    };
    for (int k = 0; k < entries.size(); ++k) {
        Entry &entry = entries[k];
        const QString name = entry.series ? entry.series->name() : QString();
        entry.lines = textfit::lines(name, f, textRoom);
        const qreal w = swatch + gap + textfit::widest(entry.lines, f);
        const qreal h = std::max<qreal>(1, entry.lines.size()) * fm.lineSpacing();
        if (x > 0 && x + w > width) {
            centreRow(k);
            rowStart = k;
            x = 0;
            y += rowHeight + 2;
            rowHeight = 0;
        }
        entry.box = QRectF(x, y, w, h);
        entry.swatch = QRectF(x, y, swatch, fm.lineSpacing());
        x += w + spacing;
        rowHeight = std::max(rowHeight, h);
    }
    centreRow(static_cast<int>(entries.size()));
    return entries.isEmpty() ? 0 : y + rowHeight;
}

qreal ChartLegend::layoutColumn(QList<Entry> &entries, qreal width, qreal *height) const
{
    const QFont f = font();
    const QFontMetricsF fm(f);
    const qreal swatch = swatchWidth();
    const qreal gap = fm.height() * 0.4;
    const qreal textRoom = std::max<qreal>(fm.height(), width - swatch - gap);
    qreal y = 0;
    qreal widest = 0;
    for (Entry &entry : entries) {
        const QString name = entry.series ? entry.series->name() : QString();
        entry.lines = textfit::lines(name, f, textRoom);
        const qreal w = swatch + gap + textfit::widest(entry.lines, f);
        const qreal h = std::max<qreal>(1, entry.lines.size()) * fm.lineSpacing();
        entry.box = QRectF(0, y, w, h);
        entry.swatch = QRectF(0, y, swatch, fm.lineSpacing());
        y += h + 4;
        widest = std::max(widest, w);
    }
    *height = entries.isEmpty() ? 0 : y - 4;
    return widest;
}

void ChartLegend::relayout(const QSizeF &size)
{
    if (size.width() <= 0 || size.height() <= 0)
        return;
    const qreal width = size.width() - m_base.left() - m_base.right();
    const QString title = m_chart->title();
    const qreal titleHeight = title.isEmpty() ? 0
                                              : (title.count(QStringLiteral("<br>")) + 1)
                * QFontMetricsF(m_chart->titleFont()).lineSpacing()
            + 6;
    const qreal height = size.height() - m_base.top() - m_base.bottom() - titleHeight;
    const qreal gapToPlot = gapFor(font());

    QList<Entry> rows = m_entries;
    const qreal rowsHeight = layoutRows(rows, width);
    QList<Entry> column = m_entries;
    qreal columnHeight = 0;
    const qreal columnLimit = 0.4 * width;
    const qreal columnWidth = layoutColumn(column, columnLimit, &columnHeight);
    // The place that leaves the plot the larger (a plot looks best about 1.6 times as wide as
    // high): rows under it, or a column right of it when every name fits the column whole.
    const QFontMetricsF axis(font());
    const qreal axisWidth
        = axis.horizontalAdvance(QStringLiteral("\u22120000.0")) + 2 * axis.height();
    const qreal axisHeight = 3 * axis.lineSpacing();
    const auto score
        = [](qreal plotWidth, qreal plotHeight) { return std::min(plotWidth / 1.6, plotHeight); };
    bool whole = true;
    for (const Entry &entry : std::as_const(column))
        whole = whole && entry.lines.size() <= 1;
    const bool columnFits = whole && columnWidth <= columnLimit && columnHeight <= height;
    const qreal rowsScore = score(width - axisWidth, height - axisHeight - rowsHeight - gapToPlot);
    const qreal columnScore
        = score(width - axisWidth - columnWidth - gapToPlot, height - axisHeight);
    Qt::Alignment chosen = Qt::AlignBottom;
    if (columnFits) {
        const int rowsRank = static_cast<int>(m_placements.indexOf(Qt::AlignBottom));
        const int columnRank = static_cast<int>(m_placements.indexOf(Qt::AlignRight));
        const bool columnFirst = columnRank >= 0 && (rowsRank < 0 || columnRank < rowsRank);
        if (columnScore > rowsScore + 0.5 || (columnFirst && columnScore > rowsScore - 0.5))
            chosen = Qt::AlignRight;
        if (rowsRank < 0)
            chosen = Qt::AlignRight;
    }
    m_placement = chosen;
    QMargins margins = m_base;
    QPointF at;
    if (chosen == Qt::AlignRight) {
        m_entries = column;
        margins.setRight(m_base.right() + qCeil(columnWidth + gapToPlot));
        at = QPointF(size.width() - m_base.right() - columnWidth,
                     m_base.top() + titleHeight + std::max<qreal>(0, (height - columnHeight) / 2));
    } else {
        m_entries = rows;
        margins.setBottom(m_base.bottom() + qCeil(rowsHeight + gapToPlot));
        at = QPointF(m_base.left(), size.height() - m_base.bottom() - rowsHeight);
    }
    if (m_entries.isEmpty())
        margins = m_base;
    m_reserved = QSizeF(margins.right() - m_base.right(), margins.bottom() - m_base.bottom());
    if (m_chart->margins() != margins)
        m_chart->setMargins(margins);
    setPos(at);
    QRectF bounds;
    for (const Entry &entry : std::as_const(m_entries))
        bounds = bounds.united(entry.box);
    prepareGeometryChange();
    m_bounds = bounds.adjusted(-1, -1, 1, 1);
    update();
}

QList<ChartLegend::Text> ChartLegend::texts() const
{
    const QFont f = font();
    const QFontMetricsF fm(f);
    const qreal offset = swatchWidth() + fm.height() * 0.4;
    QList<Text> out;
    for (const Entry &entry : m_entries) {
        if (!entry.series || entry.lines.isEmpty())
            continue;
        QRectF box;
        for (int k = 0; k < entry.lines.size(); ++k)
            box = box.united(QRectF(entry.box.left() + offset,
                                    entry.box.top() + k * fm.lineSpacing(),
                                    fm.horizontalAdvance(entry.lines.at(k)), fm.height()));
        out.append({entry.series->name(), mapRectToParent(box)});
    }
    return out;
}

QStringList ChartLegend::lines(QAbstractSeries *series) const
{
    for (const Entry &entry : m_entries)
        if (entry.series == series)
            return entry.lines;
    return {};
}

void ChartLegend::click(QAbstractSeries *series) { emit clicked(series); }

QRectF ChartLegend::boundingRect() const { return m_bounds; }

void ChartLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QFont base = font();
    const QFontMetricsF fm(base);
    const qreal offset = swatchWidth() + fm.height() * 0.4;
    const QColor ink = m_chart->legend()->labelColor();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Entry &entry : std::as_const(m_entries)) {
        QAbstractSeries *series = entry.series;
        if (!series)
            continue;
        const bool shown = series->isVisible();
        // The swatch, drawn like the series.
        const QRectF s = entry.swatch;
        const QPointF centre = s.center();
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            const qreal side = std::min<qreal>(scatter->markerSize(), fm.height() * 0.9);
            const QRectF marker(centre.x() - side / 2, centre.y() - side / 2, side, side);
            QPen pen = scatter->pen();
            pen.setColor(scatter->borderColor());
            painter->setPen(pen);
            painter->setBrush(scatter->color());
            switch (scatter->markerShape()) {
            case QScatterSeries::MarkerShapeCircle:
                painter->drawEllipse(marker);
                break;
            case QScatterSeries::MarkerShapeTriangle:
                painter->drawPolygon(QPolygonF {QPointF(marker.center().x(), marker.top()),
                                                marker.bottomRight(), marker.bottomLeft()});
                break;
            default:
                painter->drawRect(marker);
                break;
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            QPen pen = xy->pen();
            pen.setWidthF(std::min<qreal>(pen.widthF(), fm.height() / 3));
            pen.setCapStyle(Qt::FlatCap);
            painter->setPen(pen);
            painter->drawLine(QPointF(s.left() + 1, centre.y()),
                              QPointF(s.right() - 1, centre.y()));
        }
        // The name, greyed and struck out while the series is hidden.
        QFont f = base;
        f.setStrikeOut(!shown);
        QColor colour = ink;
        if (!shown)
            colour.setAlphaF(0.5);
        painter->setFont(f);
        painter->setPen(colour);
        for (int k = 0; k < entry.lines.size(); ++k)
            painter->drawText(QPointF(entry.box.left() + offset,
                                      entry.box.top() + k * fm.lineSpacing() + fm.ascent()),
                              entry.lines.at(k));
    }
    painter->restore();
}

void ChartLegend::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressed = nullptr;
    for (const Entry &entry : std::as_const(m_entries))
        if (entry.box.contains(event->pos()))
            m_pressed = entry.series;
    if (m_pressed)
        event->accept();
    else
        event->ignore();
}

void ChartLegend::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    for (const Entry &entry : std::as_const(m_entries))
        if (entry.series == m_pressed && entry.box.contains(event->pos()))
            click(entry.series);
    m_pressed = nullptr;
}
