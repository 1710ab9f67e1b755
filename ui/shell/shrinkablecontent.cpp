#include "shrinkablecontent.h"

#include <QLayout>

ShrinkableContent::ShrinkableContent(QWidget *parent) : QWidget(parent) { }

int ShrinkableContent::heightForWidth(int width) const
{
    const QLayout *layout = this->layout();
    return layout ? layout->totalMinimumHeightForWidth(width) : QWidget::heightForWidth(width);
}
