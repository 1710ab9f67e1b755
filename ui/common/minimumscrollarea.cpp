#include "minimumscrollarea.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>

#include <algorithm>

MinimumScrollArea::MinimumScrollArea(QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(false);
    setFocusPolicy(Qt::NoFocus);
}

void MinimumScrollArea::setContent(QWidget *content)
{
    setWidget(content);
    content->installEventFilter(this);
    fitContent();
}

bool MinimumScrollArea::contentFits() const
{
    QWidget *content = widget();
    if (!content)
        return true;
    // Texts changed just now: the layouts' cached sizes are old until they are invalidated.
    if (QLayout *layout = content->layout())
        layout->invalidate();
    const QSize room = maximumViewportSize();
    const QSize minimum = content->minimumSizeHint().expandedTo(content->minimumSize());
    int height = minimum.height();
    if (QLayout *layout = content->layout(); layout && layout->hasHeightForWidth())
        height = std::max(height, layout->totalMinimumHeightForWidth(room.width()));
    return minimum.width() <= room.width() && height <= room.height();
}

bool MinimumScrollArea::focusNextPrevChild(bool next)
{
    return QWidget::focusNextPrevChild(next); // without QScrollArea's scroll to the new focus
}

void MinimumScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    fitContent();
}

void MinimumScrollArea::showEvent(QShowEvent *event)
{
    QScrollArea::showEvent(event);
    // A font or text that changed while the view was hidden (presentation mode entered on
    // another view) leaves the content's layout answering with the old sizes: ask it anew.
    if (QWidget *content = widget(); content && content->layout()) {
        content->layout()->invalidate();
        content->layout()->activate();
    }
    fitContent();
}

bool MinimumScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // The content's minimum changed (fonts, texts, children): size it again, after Qt's own
    // handling of the event.
    const bool handled = QScrollArea::eventFilter(watched, event);
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        fitContent();
    return handled;
}

void MinimumScrollArea::fitContent()
{
    QWidget *content = widget();
    if (!content || m_fitting)
        return;
    m_fitting = true;
    const QSize room = maximumViewportSize();
    const QSize minimum = content->minimumSizeHint().expandedTo(content->minimumSize());
    const auto heightFor = [content, &minimum](int width) {
        int height = minimum.height();
        if (QLayout *layout = content->layout(); layout && layout->hasHeightForWidth())
            height = std::max(height, layout->totalMinimumHeightForWidth(width));
        return height;
    };
    int width = std::max(room.width(), minimum.width());
    int height = heightFor(width);
    if (height > room.height()) {
        // A vertical scroll bar takes its width from the room.
        width = std::max(room.width() - verticalScrollBar()->sizeHint().width(), minimum.width());
        height = heightFor(width);
    }
    const int scrollBarHeight
        = width > room.width() ? horizontalScrollBar()->sizeHint().height() : 0;
    height = std::max(height, room.height() - scrollBarHeight);
    if (content->size() != QSize(width, height))
        content->resize(width, height);
    m_fitting = false;
}
