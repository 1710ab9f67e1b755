#include "minimumscrollarea.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>
#include <QTabWidget>

#include <algorithm>

namespace {

QSize leastSize(const QWidget *widget)
{
    return widget->minimumSizeHint().expandedTo(widget->minimumSize());
}

} // namespace

int MinimumScrollArea::leastHeightForWidth(const QWidget *widget, int width)
{
    if (const auto *tabs = qobject_cast<const QTabWidget *>(widget);
        tabs && tabs->currentWidget()) {
        // QTabWidget's minimum is its tallest page's minimum, each page at its own least width
        // and hidden pages at a size they had earlier (QStackedLayout sizes the current page
        // only): take the page shown, at the width it will have. Another page asks for its
        // room when it is shown (a LayoutRequest).
        const QWidget *page = tabs->currentWidget();
        QSize pages;
        for (int i = 0; i < tabs->count(); ++i)
            pages = pages.expandedTo(leastSize(tabs->widget(i)));
        const int chromeWidth = leastSize(tabs).width() - pages.width();
        const int chromeHeight = leastSize(tabs).height() - pages.height();
        return std::max(leastHeightForWidth(page, width - chromeWidth) + chromeHeight,
                        tabs->minimumSize().height());
    }
    // A height-for-width layout's minimum height is the one at its least width (a word-wrapped
    // text one word wide); at the given width its least height is the layout's own.
    if (QLayout *layout = widget->layout(); layout && layout->hasHeightForWidth())
        return std::max(widget->minimumSize().height(), layout->totalMinimumHeightForWidth(width));
    return leastSize(widget).height();
}

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
    // The least height is the shown page's (leastHeightForWidth): fit again for another page.
    if (auto *tabs = qobject_cast<QTabWidget *>(content))
        connect(tabs, &QTabWidget::currentChanged, this, &MinimumScrollArea::fitContent);
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
    return leastSize(content).width() <= room.width()
        && leastHeightForWidth(content, room.width()) <= room.height();
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
    const int leastWidth = leastSize(content).width();
    int width = std::max(room.width(), leastWidth);
    int height = leastHeightForWidth(content, width);
    if (height > room.height()) {
        // A vertical scroll bar takes its width from the room.
        width = std::max(room.width() - verticalScrollBar()->sizeHint().width(), leastWidth);
        height = leastHeightForWidth(content, width);
    }
    const int scrollBarHeight
        = width > room.width() ? horizontalScrollBar()->sizeHint().height() : 0;
    height = std::max(height, room.height() - scrollBarHeight);
    if (content->size() != QSize(width, height))
        content->resize(width, height);
    m_fitting = false;
}
