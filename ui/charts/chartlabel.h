#pragma once

#include <QColor>
#include <QGraphicsRectItem>

class QGraphicsSimpleTextItem;

/// A value label for a chart: bold text in a colour on a light backing rectangle in the palette's
/// base colour. A child item of the chart, so that it is drawn and exported with it (as vectors
/// into SVG and PDF).
class ChartLabel : public QGraphicsRectItem
{
public:
    ChartLabel(const QColor &colour, QGraphicsItem *parent);

    /// The backing follows the palette's base colour; the text is lightened on a dark palette.
    void updateColours();
    QString text() const;
    void setFont(const QFont &font);
    /// Sets the text and sizes the backing to it (3 pixels of padding beside, 1 above and below).
    void setText(const QString &text);

private:
    QColor m_colour;
    QGraphicsSimpleTextItem *m_text = nullptr;
};
