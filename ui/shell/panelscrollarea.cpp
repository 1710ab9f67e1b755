#include "panelscrollarea.h"

#include "shrinkablecontent.h"

#include <QEvent>
#include <QScrollBar>
#include <QVBoxLayout>

PanelScrollArea::PanelScrollArea(QWidget *panel, QWidget *parent)
    : QScrollArea(parent), m_panel(panel)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus); // a frame for the panel, not a control
    // ShrinkableContent: QScrollArea takes a height-for-width widget's preferred height as the
    // least it may give it, and would scroll long before the panel is too small.
    auto *content = new ShrinkableContent(this);
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(panel);
    setWidget(content);
    content->installEventFilter(this);
}

QSize PanelScrollArea::minimumSizeHint() const
{
    const int width = m_panel->minimumSizeHint().expandedTo(m_panel->minimumSize()).width()
        + 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    return {width, QScrollArea::minimumSizeHint().height()};
}

bool PanelScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    const bool handled = QScrollArea::eventFilter(watched, event);
    // The panel's least width may have changed: the dock asks again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return handled;
}
