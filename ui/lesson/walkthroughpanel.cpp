#include "walkthroughpanel.h"

#include "walkthrough.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

WalkthroughPanel::WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent)
    : QWidget(parent),
      m_walkthrough(walkthrough),
      m_counter(new QLabel(this)),
      m_title(new QLabel(this)),
      m_body(new QTextBrowser(this)),
      m_stepList(new QComboBox(this)),
      m_previous(new QPushButton(this)),
      m_next(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_body->setOpenLinks(false);
    m_body->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_stepList);
    layout->addWidget(m_counter);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    setFocusPolicy(Qt::StrongFocus);

    connect(m_previous, &QPushButton::clicked, m_walkthrough, &Walkthrough::previous);
    connect(m_next, &QPushButton::clicked, m_walkthrough, &Walkthrough::next);
    connect(m_stepList, &QComboBox::activated, m_walkthrough, &Walkthrough::setCurrent);
    connect(m_walkthrough, &Walkthrough::stepChanged, this, &WalkthroughPanel::refresh);
    connect(m_walkthrough, &Walkthrough::textsChanged, this, &WalkthroughPanel::refresh);
    retranslate();
}

QString WalkthroughPanel::titleText() const
{
    return m_title->text();
}

QString WalkthroughPanel::bodyText() const
{
    return m_body->toPlainText();
}

void WalkthroughPanel::refresh()
{
    const int current = m_walkthrough->current();
    const LessonStep &step = m_walkthrough->currentStep();
    m_counter->setText(tr("Step %1 of %2").arg(current + 1).arg(m_walkthrough->count()));
    m_title->setText(step.title);
    m_body->setHtml(step.html);
    {
        const QSignalBlocker blocker(m_stepList);
        m_stepList->clear();
        for (int k = 0; k < m_walkthrough->count(); ++k)
            m_stepList->addItem(QStringLiteral("%1. %2").arg(k + 1).arg(m_walkthrough->step(k).title));
        m_stepList->setCurrentIndex(current);
    }
    m_previous->setEnabled(current > 0);
    m_next->setEnabled(current + 1 < m_walkthrough->count());
    setAccessibleDescription(step.title);
}

void WalkthroughPanel::retranslate()
{
    m_previous->setText(tr("← Previous"));
    m_next->setText(tr("Next →"));
    m_previous->setToolTip(tr("Previous step (Left arrow or Page Up)"));
    m_next->setToolTip(tr("Next step (Right arrow or Page Down)"));
    m_stepList->setAccessibleName(tr("Lesson steps"));
    setAccessibleName(tr("Lesson"));
    m_walkthrough->retranslate();
}

void WalkthroughPanel::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        m_walkthrough->previous();
        return;
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        m_walkthrough->next();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void WalkthroughPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
