#include "docktitlebar.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

DockTitleBar::DockTitleBar(QDockWidget *dock)
    : QWidget(dock)
    , m_dock(dock)
    , m_title(new QLabel(this))
    , m_float(new QToolButton(this))
    , m_close(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 2, 2);
    layout->addWidget(m_title, 1);
    layout->addWidget(m_float);
    layout->addWidget(m_close);
    m_title->setText(dock->windowTitle());
    for (QToolButton *button : {m_float, m_close}) {
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus); // the panel's own keys stay with the panel
    }
    m_float->setIcon(style()->standardIcon(QStyle::SP_TitleBarNormalButton, nullptr, dock));
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton, nullptr, dock));
    connect(dock, &QWidget::windowTitleChanged, m_title, &QLabel::setText);
    connect(m_float, &QToolButton::clicked, dock,
            [dock] { dock->setFloating(!dock->isFloating()); });
    connect(m_close, &QToolButton::clicked, dock, &QDockWidget::close);
    dock->setTitleBarWidget(this);
    updateFonts();
    retranslate();
}

void DockTitleBar::updateFonts()
{
    QFont heading = font();
    if (heading.pointSizeF() > 0)
        heading.setPointSizeF(heading.pointSizeF() * 1.15);
    else
        heading.setPixelSize(heading.pixelSize() * 23 / 20);
    heading.setBold(true);
    m_title->setFont(heading);
}

void DockTitleBar::retranslate()
{
    m_float->setToolTip(tr("Float the panel in a window of its own, or dock it again"));
    m_float->setAccessibleName(tr("Float or dock the panel"));
    m_close->setToolTip(tr("Close the panel"));
    m_close->setAccessibleName(tr("Close the panel"));
}

void DockTitleBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateFonts();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
