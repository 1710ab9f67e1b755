#include "chartlabel.h"

#include "viewstyle.h"

#include <QApplication>
#include <QFont>
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
    setZValue(20);
    updateColours();
}

void ChartLabel::updateColours()
{
    QColor backing = QApplication::palette().color(QPalette::Base);
    backing.setAlpha(215);
    setBrush(backing);
    m_text->setBrush(viewstyle::readable(m_colour));
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
