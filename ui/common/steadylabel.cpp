#include "steadylabel.h"

#include <QLabel>

namespace {

// Holds the label at its size hint. QLabel's size hint never falls below the label's minimum
// size, so this only ever grows a label (a longer text).
void holdAtHint(QLabel *label)
{
    const QSize hint = label->sizeHint();
    if (label->minimumSize() != hint || label->maximumSize() != hint)
        label->setFixedSize(hint);
}

} // namespace

void setSteadyText(QLabel *label, const QString &text)
{
    if (label->text() == text)
        return;
    label->setText(text);
    holdAtHint(label);
}

void refitSteadyLabel(QLabel *label)
{
    // After a font change the text may need less room (a zoom back to 100 %): the old size is let
    // go first, or the size hint would keep it. A font change relayouts the window anyway.
    // QLabel keeps the size hint it computed under the old minimum (a shorter text set since
    // would still get the longer text's size): setting the indent again drops it.
    label->setMinimumSize(0, 0);
    label->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    label->setIndent(label->indent());
    holdAtHint(label);
}
