#include "walkthroughpanel.h"

#include "exercisepanel.h"
#include "walkthrough.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace {

// The step's HTML with no line break inside a number: Qt breaks "、0.295520" after the point
// (a number after an ideographic comma), so a word joiner (U+2060, invisible) follows every
// decimal point between digits of the text (tags and their attributes are left alone).
QString keepNumbersWhole(const QString &html)
{
    QString out;
    out.reserve(html.size() + 16);
    bool inTag = false;
    for (qsizetype k = 0; k < html.size(); ++k) {
        const QChar c = html.at(k);
        out.append(c);
        if (c == QLatin1Char('<'))
            inTag = true;
        else if (c == QLatin1Char('>'))
            inTag = false;
        else if (!inTag && c == QLatin1Char('.') && k > 0 && k + 1 < html.size()
                 && html.at(k - 1).isDigit() && html.at(k + 1).isDigit())
            out.append(QChar(0x2060));
    }
    return out;
}

} // namespace

WalkthroughPanel::WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent)
    : QWidget(parent)
    , m_walkthrough(walkthrough)
    , m_stepButton(new QToolButton(this))
    , m_stepMenu(new QMenu(this))
    , m_lessonTitle(new QLabel(this))
    , m_title(new QLabel(this))
    , m_body(new QTextBrowser(this))
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_finish(new QPushButton(this))
    , m_exercises(new ExercisePanel(this))
    , m_content(new QScrollArea(this))
    , m_ask(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_body->setObjectName(QStringLiteral("lessonBody"));
    m_title->setWordWrap(true);
    m_lessonTitle->setObjectName(QStringLiteral("lessonName"));
    m_lessonTitle->setWordWrap(true);
    m_lessonTitle->setTextFormat(Qt::PlainText);
    updateFonts();
    m_body->setOpenLinks(false);
    m_body->setFocusPolicy(Qt::NoFocus);
    // Lines break between words only; a word wider than the panel scrolls, never gets cut.
    m_body->setWordWrapMode(QTextOption::WordWrap);
    // "Step n of N" as a button whose menu lists the steps: as narrow as its own text, where a
    // list of the step titles would be as wide as the longest title or cut it.
    m_stepButton->setObjectName(QStringLiteral("lessonStepButton"));
    m_stepButton->setPopupMode(QToolButton::InstantPopup);
    m_stepButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_stepButton->setFocusPolicy(Qt::StrongFocus);
    m_stepButton->setMenu(m_stepMenu);
    // Everything but the Previous/Next row in one scroll area that only scrolls when the panel
    // is shorter than its content: the lesson title, the text (three lines at least, the start
    // note scrolling with it) and the exercise together can be taller than a 1024x768 screen in
    // presentation mode, and the buttons must stay in view.
    auto *content = new QWidget(m_content);
    content->setObjectName(QStringLiteral("lessonContent"));
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_lessonTitle);
    contentLayout->addWidget(m_stepButton, 0, Qt::AlignLeft);
    contentLayout->addWidget(m_title);
    contentLayout->addWidget(m_body, 1);
    contentLayout->addStretch(0); // on a card the text keeps its height; the room goes under it
    m_ask->setObjectName(QStringLiteral("askTheClass"));
    m_ask->hide();
    connect(m_ask, &QPushButton::clicked, this, &WalkthroughPanel::askTheClass);
    m_body->installEventFilter(this);
    m_content->setObjectName(QStringLiteral("lessonContentArea"));
    m_content->setFrameShape(QFrame::NoFrame);
    m_content->setWidgetResizable(true);
    m_content->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_content->setFocusPolicy(Qt::NoFocus);
    m_content->setWidget(content);
    m_content->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    layout->addWidget(m_content, 1);
    // The exercise stays under the text, out of its scroll area: a large zoom scrolls the text,
    // never the answer field out of the panel.
    layout->addWidget(m_exercises);
    layout->addWidget(m_ask, 0, Qt::AlignLeft);
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
    connect(m_walkthrough, &Walkthrough::stepChanged, this, &WalkthroughPanel::refresh);
    connect(m_walkthrough, &Walkthrough::textsChanged, this, &WalkthroughPanel::refresh);
    connect(m_walkthrough, &Walkthrough::lessonChanged, this, &WalkthroughPanel::refresh);
    retranslate();
}

QString WalkthroughPanel::titleText() const { return m_title->text(); }

QString WalkthroughPanel::lessonTitleText() const { return m_lessonTitle->text(); }

QString WalkthroughPanel::bodyText() const
{
    // Without keepNumbersWhole()'s joiners, and without the start note above the step's text.
    QString text = m_body->toPlainText().remove(QChar(0x2060));
    if (!m_startNoteText.isEmpty()) {
        const qsizetype end = text.indexOf(m_startNoteText);
        if (end >= 0)
            text.remove(0, end + m_startNoteText.size());
        while (!text.isEmpty() && text.front().isSpace())
            text.remove(0, 1);
    }
    return text;
}

QString WalkthroughPanel::startNoteText() const { return m_startNoteText; }

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
    // The text scrolls inside itself: three lines at least, so that the step's exercise and the
    // Previous/Next buttons stay in view on a small screen in presentation mode.
    m_body->setMinimumHeight(3 * QFontMetrics(font()).lineSpacing() + 2 * m_body->frameWidth() + 8);
}

void WalkthroughPanel::refresh()
{
    const int current = m_walkthrough->current();
    const LessonStep &step = m_walkthrough->currentStep();
    if (m_shownStep != current)
        m_asked = false; // a new step's exercise waits for the teacher again
    m_lessonTitle->setText(m_walkthrough->lessonTitle());
    m_stepButton->setText(tr("Step %1 of %2").arg(current + 1).arg(m_walkthrough->count()));
    m_title->setText(step.title);
    // Said where the lesson started: each step sets the parameters, the student's come back.
    // Above the step's text and scrolling with it, so that the exercise under the text keeps
    // its place on a projector.
    const bool starting = m_walkthrough->active() && current == m_walkthrough->startStep();
    m_startNoteText = starting
        ? tr("Each step of the lesson sets its own parameters. When you leave the lesson, yours "
             "come back (%1).")
              .arg(m_walkthrough->savedParametersText())
        : QString();
    showBody();
    m_stepMenu->clear();
    for (int k = 0; k < m_walkthrough->count(); ++k) {
        QAction *action = m_stepMenu->addAction(
            QStringLiteral("%1. %2").arg(k + 1).arg(m_walkthrough->step(k).title), this,
            [this, k] { m_walkthrough->setCurrent(k); });
        action->setCheckable(true);
        action->setChecked(k == current);
    }
    m_previous->setEnabled(current > 0);
    const bool last = current + 1 == m_walkthrough->count();
    m_next->setEnabled(!last);
    m_next->setVisible(!last);
    m_finish->setVisible(last);
    setAccessibleDescription(m_walkthrough->lessonTitle() + QStringLiteral(": ") + step.title);
    m_exercises->setStep(m_walkthrough->lessonId(), step.id);
    syncCard();
    fitContentWidth();
}

void WalkthroughPanel::setOutcomeShown(bool shown)
{
    if (shown == m_outcomeShown)
        return;
    m_outcomeShown = shown;
    if (m_walkthrough->count() > 0)
        showBody();
}

void WalkthroughPanel::showBody()
{
    QString html;
    if (!m_startNoteText.isEmpty()) {
        // A framed box in the palette's colours (presentation and high-contrast themes too).
        const QPalette colours = m_body->palette();
        html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" "
                              "border=\"1\" style=\"border-style: solid; border-color: %1; "
                              "background-color: %2; margin-bottom: 8px\"><tr><td>%3</td></tr>"
                              "</table>")
                   .arg(colours.color(QPalette::Mid).name(),
                        colours.color(QPalette::AlternateBase).name(),
                        keepNumbersWhole(m_startNoteText.toHtmlEscaped()));
    }
    const int scrolled = m_body->verticalScrollBar()->value();
    const LessonStep &current = m_walkthrough->currentStep();
    const QString step
        = keepNumbersWhole(m_outcomeShown ? current.html + current.outcomeHtml : current.html);
    m_body->setHtml(html + step);
    if (m_shownStep == m_walkthrough->current())
        m_body->verticalScrollBar()->setValue(scrolled); // a new palette keeps the place
    m_shownStep = m_walkthrough->current();
    fitWidestWord();
    syncCard();
}

void WalkthroughPanel::retranslate()
{
    m_previous->setText(tr("← Previous"));
    m_next->setText(tr("Next →"));
    m_previous->setToolTip(tr("Previous step (Left arrow or Page Up)"));
    m_next->setToolTip(tr("Next step (Right arrow or Page Down)"));
    m_finish->setText(tr("Finish ✓"));
    m_finish->setToolTip(tr("End the lesson and close this panel"));
    m_ask->setText(tr("Ask the class"));
    m_ask->setToolTip(tr("Show this step's question (predict, then reveal)"));
    m_stepButton->setAccessibleName(tr("Lesson steps"));
    setAccessibleName(tr("Lesson"));
    m_walkthrough->retranslate();
}

void WalkthroughPanel::setCardMode(bool card)
{
    if (card == m_card)
        return;
    m_card = card;
    m_asked = false;
    m_lessonTitle->setVisible(!card);
    m_exercises->setRevealOffered(card); // the teacher reveals to the class
    m_body->setVerticalScrollBarPolicy(card ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    syncCard();
}

void WalkthroughPanel::askTheClass()
{
    m_asked = true;
    syncCard();
    if (m_card && m_exercises->isVisible())
        m_exercises->answerField()->setFocus(Qt::OtherFocusReason);
}

int WalkthroughPanel::bodyHeightForWidth(int width) const
{
    std::unique_ptr<QTextDocument> probe(m_body->document()->clone());
    probe->setDefaultFont(m_body->font());
    probe->setTextWidth(qMax(1, width - 2 * m_body->frameWidth()));
    return static_cast<int>(std::ceil(probe->size().height())) + 2 * m_body->frameWidth();
}

void WalkthroughPanel::syncCard()
{
    const bool hasExercise = m_exercises->currentExercise() != nullptr;
    m_ask->setVisible(m_card && hasExercise && !m_asked);
    m_exercises->setVisible(hasExercise && (!m_card || m_asked));
    if (m_card) {
        m_body->setFixedHeight(bodyHeightForWidth(m_body->width()));
    } else {
        m_body->setMaximumHeight(QWIDGETSIZE_MAX);
        updateFonts(); // the least height of three lines
    }
}

int WalkthroughPanel::cardHeightForWidth(int width) const
{
    QLayout *outer = layout();
    QLayout *inner = m_content->widget()->layout();
    const QMargins margins = outer->contentsMargins();
    const int innerWidth = width - margins.left() - margins.right() - 2 * m_content->frameWidth();
    // Every row of the content at that width, the text's at its own height there.
    int height = 0;
    int rows = 0;
    for (int k = 0; k < inner->count(); ++k) {
        QWidget *widget = inner->itemAt(k)->widget();
        if (!widget || widget->isHidden())
            continue;
        ++rows;
        if (widget == m_body)
            height += bodyHeightForWidth(innerWidth);
        else if (widget->hasHeightForWidth())
            height += widget->heightForWidth(innerWidth);
        else
            height += widget->sizeHint().height();
    }
    height += qMax(0, inner->spacing()) * qMax(0, rows - 1) + 2 * m_content->frameWidth();
    // The exercise or "Ask the class", and the Previous/Next row under it.
    const int spacing = qMax(0, outer->spacing());
    const int outerWidth = width - margins.left() - margins.right();
    if (!m_exercises->isHidden())
        height += spacing
            + (m_exercises->hasHeightForWidth() ? m_exercises->heightForWidth(outerWidth)
                                                : m_exercises->sizeHint().height());
    if (!m_ask->isHidden())
        height += spacing + m_ask->sizeHint().height();
    const int buttons = qMax(m_previous->sizeHint().height(), m_next->sizeHint().height());
    return height + spacing + buttons + margins.top() + margins.bottom();
}

bool WalkthroughPanel::eventFilter(QObject *watched, QEvent *event)
{
    // On a card the text is as tall as its lines at the width it has.
    if (watched == m_body && event->type() == QEvent::Resize && m_card) {
        const int height = bodyHeightForWidth(m_body->width());
        if (height != m_body->height())
            m_body->setFixedHeight(height);
    }
    return QWidget::eventFilter(watched, event);
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

void WalkthroughPanel::fitWidestWord()
{
    // The text wraps between words only, so the panel must be as wide as the widest word (a
    // formula, a long number): the step's text laid out at width 0 puts one word per line.
    std::unique_ptr<QTextDocument> probe(m_body->document()->clone());
    probe->setDefaultFont(m_body->font());
    probe->setTextWidth(0);
    const int widest = static_cast<int>(std::ceil(probe->idealWidth()));
    const int chrome = 2 * m_body->frameWidth()
        + m_body->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_body)
        + static_cast<int>(std::ceil(2 * probe->documentMargin()));
    m_body->setMinimumWidth(widest + chrome);
    fitContentWidth();
}

void WalkthroughPanel::fitContentWidth()
{
    // The scroll area asks for no width of its own: it gets its content's (the widest word, the
    // exercise's row) and room for its vertical scroll bar, so that it never scrolls sideways.
    QWidget *content = m_content->widget();
    if (content->layout())
        content->layout()->activate();
    const int bar = m_content->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_content);
    m_content->setMinimumWidth(content->minimumSizeHint().width() + bar
                               + 2 * m_content->frameWidth());
}

void WalkthroughPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange) {
        updateFonts();
        fitWidestWord();
        syncCard();
    } else if (event->type() == QEvent::PaletteChange && !m_startNoteText.isEmpty()) {
        showBody(); // the note's box takes the new colours
    }
    QWidget::changeEvent(event);
}
