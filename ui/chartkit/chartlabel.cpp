#include "chartlabel.h"

#include "labelplacer.h"
#include "viewstyle.h"

#include <QApplication>
#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QPen>

ChartLabel::ChartLabel(const QColor &colour, QGraphicsItem *parent)
    : QGraphicsRectItem(parent), m_colour(colour)
{
    setPen(Qt::NoPen);
    m_text = new QGraphicsSimpleTextItem(this);
    QFont font = m_text->font();
    font.setBold(true);
    m_text->setFont(font);
    m_leader = new QGraphicsLineItem(this);
    m_leader->setFlag(QGraphicsItem::ItemStacksBehindParent);
    m_leader->setVisible(false);
    setZValue(20);
    updateColours();
}

void ChartLabel::updateColours()
{
    QColor backing = QApplication::palette().color(QPalette::Base);
    backing.setAlpha(215);
    setBrush(backing);
    m_text->setBrush(viewstyle::readable(m_colour));
    QPen pen = m_leader->pen();
    pen.setColor(viewstyle::readable(m_colour));
    m_leader->setPen(pen);
}

QString ChartLabel::text() const { return m_text->text(); }

void ChartLabel::setFont(const QFont &font)
{
    m_text->setFont(font);
    setText(m_text->text());
}

void ChartLabel::setText(const QString &text)
{
    m_text->setText(text);
    const QRectF box = m_text->boundingRect().adjusted(-3, -1, 3, 1);
    setRect(QRectF(0, 0, box.width(), box.height()));
    m_text->setPos(3, 1);
}

void ChartLabel::setLeader(const QPointF &anchor, qreal width)
{
    const QPointF from = mapFromParent(anchor);
    QPen pen = m_leader->pen();
    pen.setWidthF(width);
    m_leader->setPen(pen);
    m_leader->setLine(QLineF(from, LabelPlacer::nearestPoint(rect(), from)));
    m_leader->setVisible(true);
}

void ChartLabel::clearLeader() { m_leader->setVisible(false); }

bool ChartLabel::hasLeader() const { return m_leader->isVisible(); }
