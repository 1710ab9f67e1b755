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
    : QWidget(parent)
    , m_walkthrough(walkthrough)
    , m_counter(new QLabel(this))
    , m_title(new QLabel(this))
    , m_body(new QTextBrowser(this))
    , m_stepList(new QComboBox(this))
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_finish(new QPushButton(this))
    , m_startNote(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_body->setObjectName(QStringLiteral("lessonBody"));
    m_title->setWordWrap(true);
    updateFonts();
    m_body->setOpenLinks(false);
    m_body->setFocusPolicy(Qt::NoFocus);
    m_startNote->setWordWrap(true);
    m_startNote->setFrameShape(QFrame::StyledPanel);
    m_startNote->setMargin(4);
    m_startNote->hide();
    layout->addWidget(m_stepList);
    layout->addWidget(m_counter);
    layout->addWidget(m_startNote);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    buttons->addWidget(m_finish);
    layout->addLayout(buttons);
    setFocusPolicy(Qt::StrongFocus);

    connect(m_previous, &QPushButton::clicked, m_walkthrough, &Walkthrough::previous);
    connect(m_next, &QPushButton::clicked, m_walkthrough, &Walkthrough::next);
    connect(m_finish, &QPushButton::clicked, m_walkthrough, &Walkthrough::finish);
    connect(m_walkthrough, &Walkthrough::left, this, &WalkthroughPanel::refresh);
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

QString WalkthroughPanel::startNoteText() const
{
    return m_startNote->isHidden() ? QString() : m_startNote->text();
}

void WalkthroughPanel::updateFonts()
{
    // Derived from the panel's own font, so that the heading follows the application font (zoom,
    // presentation mode) and stays larger than the text under it.
    QFont titleFont = font();
    if (titleFont.pointSizeF() > 0)
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    else
        titleFont.setPixelSize(titleFont.pixelSize() * 13 / 10);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
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
    const bool last = current + 1 == m_walkthrough->count();
    m_next->setEnabled(!last);
    m_next->setVisible(!last);
    m_finish->setVisible(last);
    // Said where the lesson started: each step sets the parameters, the student's come back.
    const bool starting = m_walkthrough->active() && current == m_walkthrough->startStep();
    if (starting)
        m_startNote->setText(tr("Each step of the lesson sets its own parameters. When you leave "
                                "the lesson you can restore yours (%1).")
                                 .arg(m_walkthrough->savedParametersText()));
    m_startNote->setVisible(starting);
    setAccessibleDescription(step.title);
}

void WalkthroughPanel::retranslate()
{
    m_previous->setText(tr("← Previous"));
    m_next->setText(tr("Next →"));
    m_previous->setToolTip(tr("Previous step (Left arrow or Page Up)"));
    m_next->setToolTip(tr("Next step (Right arrow or Page Down)"));
    m_finish->setText(tr("Finish ✓"));
    m_finish->setToolTip(tr("End the lesson and close this panel"));
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
    else if (event->type() == QEvent::FontChange)
        updateFonts();
    QWidget::changeEvent(event);
}
