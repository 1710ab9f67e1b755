#include "steadylabel.h"

#include <QLabel>

void setSteadyText(QLabel *label, const QString &text)
{
    if (label->text() == text)
        return;
    label->setText(text);
    refitSteadyLabel(label);
}

void refitSteadyLabel(QLabel *label)
{
    const QSize hint = label->sizeHint();
    if (label->minimumSize() != hint || label->maximumSize() != hint)
        label->setFixedSize(hint);
}
