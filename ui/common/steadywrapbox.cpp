#include "steadywrapbox.h"

#include <QEvent>
#include <QLabel>

SteadyWrapBox::SteadyWrapBox(QLabel *label, QWidget *parent) : QWidget(parent), m_label(label)
{
    m_label->setParent(this);
    setSizePolicy(m_label->sizePolicy());
    m_label->setGeometry(rect());
}

QSize SteadyWrapBox::sizeHint() const { return m_label->sizeHint(); }

QSize SteadyWrapBox::minimumSizeHint() const { return m_label->minimumSizeHint(); }

bool SteadyWrapBox::hasHeightForWidth() const { return m_label->hasHeightForWidth(); }

int SteadyWrapBox::heightForWidth(int width) const { return m_label->heightForWidth(width); }

bool SteadyWrapBox::event(QEvent *event)
{
    if (event->type() == QEvent::LayoutRequest) {
        // The label's new text or font: ask the parent only if the label needs another height,
        // or more width than the box has (its longest word grew: a number gained a digit).
        const int needed = labelHeight();
        if (needed != m_askedHeight || m_label->minimumSizeHint().width() > width()) {
            m_askedHeight = needed;
            updateGeometry();
        }
        m_label->setGeometry(rect());
        return true;
    }
    return QWidget::event(event);
}

void SteadyWrapBox::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    m_askedHeight = labelHeight();
}

int SteadyWrapBox::labelHeight() const
{
    return m_label->hasHeightForWidth() ? m_label->heightForWidth(width()) : sizeHint().height();
}
