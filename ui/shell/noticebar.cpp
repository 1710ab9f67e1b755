#include "noticebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("\u00D7"));
    m_close->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });
    connect(m_action, &QPushButton::clicked, this, [this] {
        const std::function<void()> callback = m_callback;
        hide();
        if (callback)
            callback();
        emit closed();
    });
    retranslate();
    hide(); // the icon is drawn when a notice shows (the style's icon engine loads then)
}

void NoticeBar::updateIcon()
{
    // As tall as a line of text: it grows with the zoom and in presentation mode.
    const int side = qMax(style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this),
                          fontMetrics().height());
    m_icon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, this).pixmap(side, side));
}

void NoticeBar::showNotice(const QString &text, const QString &actionText,
                           std::function<void()> action)
{
    m_text->setText(text);
    m_callback = std::move(action);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    updateIcon();
    show();
}

QString NoticeBar::text() const { return m_text->text(); }

void NoticeBar::retranslate()
{
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close this message"));
    setAccessibleName(tr("Message"));
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange && !isHidden())
        updateIcon();
    QFrame::changeEvent(event);
}
