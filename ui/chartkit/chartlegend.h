#pragma once

#include <QGraphicsObject>
#include <QList>
#include <QMargins>
#include <QPointer>
#include <QStringList>

class QAbstractSeries;
class QChart;

/// The legend of a chart, drawn as an item of the chart (so that exports carry it as vectors), in
/// place of Qt Charts' own legend, which elides labels when room is short ("Σᵢ co…", "pair 0
/// (denominat…"). One entry per series: a swatch drawn like the series (its line, or its scatter
/// marker's shape and colours) and the series' name. The entries flow in rows under the plot or
/// stand in a column right of it (at most 40 % of the chart's width, every name whole),
/// whichever leaves the plot the larger (the order of setPlacements() breaks ties); a name wider
/// than a row is broken into lines (textfit), never cut. The room is reserved through the
/// chart's margins, so Qt Charts lays the plot out around it.
/// A hidden series' entry is greyed and struck out; clicking an entry sends clicked().
class ChartLegend : public QGraphicsObject
{
    Q_OBJECT

public:
    /// A child item of chart, which keeps its current margins as the base around the legend.
    explicit ChartLegend(QChart *chart);

    /// The series with an entry, in order (entries follow their names and visibility).
    void setSeries(const QList<QAbstractSeries *> &series);
    QList<QAbstractSeries *> series() const;
    /// Where the legend may go, in order of preference: Qt::AlignBottom (rows under the plot)
    /// and Qt::AlignRight (a column right of it).
    void setPlacements(const QList<Qt::Alignment> &placements);
    /// Where it went at the last layout.
    Qt::Alignment placement() const { return m_placement; }
    /// The room it took from the chart at the last layout: a width right of the plot or a
    /// height under it.
    QSizeF reserved() const { return m_reserved; }

    /// Lays the entries out for a chart of size and reserves their room in the chart's margins.
    void relayout(const QSizeF &size);

    /// Each entry's name and the box its lines of text cover, in the chart's coordinates.
    struct Text
    {
        QString text;
        QRectF rect;
    };
    QList<Text> texts() const;
    /// The label lines of series' entry as laid out (empty when it has none).
    QStringList lines(QAbstractSeries *series) const;

    /// Acts as a click on series' entry.
    void click(QAbstractSeries *series);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void clicked(QAbstractSeries *series);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    struct Entry
    {
        QPointer<QAbstractSeries> series;
        QStringList lines;
        QRectF box; // in the legend's coordinates
        QRectF swatch;
    };
    /// Entries laid out in rows at most width wide, from (0, 0); returns the height.
    qreal layoutRows(QList<Entry> &entries, qreal width) const;
    /// Entries laid out in a column at most width wide; returns the widest entry's width.
    qreal layoutColumn(QList<Entry> &entries, qreal width, qreal *height) const;
    QFont font() const;
    qreal swatchWidth() const;

    QChart *m_chart;
    QMargins m_base;
    QList<Entry> m_entries;
    QList<Qt::Alignment> m_placements {Qt::AlignBottom, Qt::AlignRight};
    Qt::Alignment m_placement = Qt::AlignBottom;
    QRectF m_bounds;
    QSizeF m_reserved;
    QAbstractSeries *m_pressed = nullptr;
};
