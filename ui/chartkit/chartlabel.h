#pragma once

#include <QColor>
#include <QGraphicsRectItem>

class QGraphicsLineItem;
class QGraphicsSimpleTextItem;

/// A value label for a chart: bold text in a colour on a light backing rectangle in the palette's
/// base colour, with an optional leader line to the point it names (when the label had to move
/// away from it). A child item of the chart, so that it is drawn and exported with it (as vectors
/// into SVG and PDF).
class ChartLabel : public QGraphicsRectItem
{
public:
    /// The item type, for qgraphicsitem_cast and the text box listing (ChartTextView).
    enum { Type = UserType + 71 };
    int type() const override { return Type; }

    ChartLabel(const QColor &colour, QGraphicsItem *parent);

    /// The backing follows the palette's base colour; the text is lightened on a dark palette.
    void updateColours();
    QString text() const;
    void setFont(const QFont &font);
    /// Sets the text and sizes the backing to it (3 pixels of padding beside, 1 above and below).
    void setText(const QString &text);
    /// Draws a thin line from anchor (in the parent's coordinates) to the nearest point of the
    /// label; call after setPos().
    void setLeader(const QPointF &anchor, qreal width = 1.0);
    void clearLeader();
    bool hasLeader() const;

private:
    QColor m_colour;
    QGraphicsSimpleTextItem *m_text = nullptr;
    QGraphicsLineItem *m_leader = nullptr;
};
