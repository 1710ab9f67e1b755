#include "fittedscrollarea.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>

FittedScrollArea::FittedScrollArea(QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus); // a frame for the controls, not a control
}

void FittedScrollArea::fit()
{
    QWidget *content = widget();
    if (!content || width() <= 0)
        return;
    if (m_watched != content) {
        // The content's layout requests and the window's height (the cap) reach fit().
        content->installEventFilter(this);
        window()->installEventFilter(this);
        m_watched = content;
    }
    const QLayout *layout = content->layout();
    const int contentWidth = width() - 2 * frameWidth();
    int height = content->hasHeightForWidth() ? content->heightForWidth(contentWidth)
                                              : content->sizeHint().height();
    if (layout && !content->hasHeightForWidth())
        height = layout->totalSizeHint().height();
    const int cap = qMax(1, static_cast<int>(window()->height() * m_maxShare));
    height = qMin(height, cap) + 2 * frameWidth();
    if (minimumHeight() != height || maximumHeight() != height)
        setFixedHeight(height); // min = max: the dock area gives exactly this height
    // A content resized before its first show keeps its layout at the old size (its resize
    // event waits for the show, when the layout counts as activated and ignores it): the
    // layout is put to the content's size here, or a row shown since would lie below the area.
    if (QLayout *contentLayout = content->layout();
        contentLayout && contentLayout->geometry().size() != content->size()) {
        contentLayout->invalidate();
        contentLayout->activate();
    }
}

void FittedScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    fit();
}

bool FittedScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // The content's new size hint (a longer text, another font, controls moved in or out).
    if ((watched == widget() && event->type() == QEvent::LayoutRequest)
        || (watched == window() && event->type() == QEvent::Resize))
        fit();
    return QScrollArea::eventFilter(watched, event);
}
