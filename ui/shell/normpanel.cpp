#include "normpanel.h"

#include "displayformat.h"
#include "lessonstate.h"
#include "steadylabel.h"
#include "tokenscenario.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>

namespace {

QFrame *makeBox(QLabel *caption, QLabel *value, QWidget *parent)
{
    auto *box = new QFrame(parent);
    box->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QBoxLayout(QBoxLayout::TopToBottom, box);
    layout->setContentsMargins(12, 6, 12, 6);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, for screen readers
    layout->addWidget(caption, 0, Qt::AlignLeft | Qt::AlignVCenter);
    layout->addWidget(value, 0, Qt::AlignLeft | Qt::AlignVCenter);
    layout->addStretch(1);
    return box;
}

/// The width a box needs to hold its caption and its value on one line.
int oneLineWidth(const QFrame *box)
{
    const auto *layout = static_cast<const QBoxLayout *>(box->layout());
    const QMargins margins = layout->contentsMargins();
    int width = margins.left() + margins.right() + 2 * box->frameWidth();
    for (int i = 0; i < 2; ++i)
        width += layout->itemAt(i)->widget()->sizeHint().width();
    return width + 3 * box->fontMetrics().averageCharWidth();
}

} // namespace

NormPanel::NormPanel(LessonState *state, QWidget *parent)
    : QFrame(parent)
    , m_state(state)
    , m_title(new QLabel(this))
    , m_onCaption(new QLabel(this))
    , m_offCaption(new QLabel(this))
    , m_onValue(new QLabel(this))
    , m_offValue(new QLabel(this))
    , m_explanation(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    m_title->setObjectName(QStringLiteral("normTitle"));
    m_onBox = makeBox(m_onCaption, m_onValue, this);
    m_offBox = makeBox(m_offCaption, m_offValue, this);
    m_onBox->setObjectName(QStringLiteral("normOnBox"));
    m_offBox->setObjectName(QStringLiteral("normOffBox"));
    m_explanation->setWordWrap(true);
    layout->addWidget(m_title, 0, 0, 1, 2);
    layout->addWidget(m_onBox, 1, 0);
    layout->addWidget(m_offBox, 1, 1);
    layout->addWidget(m_explanation, 2, 0, 1, 2);
    connect(m_state, &LessonState::changed, this, &NormPanel::refresh);
    updateFonts();
    retranslate();
}

QList<QWidget *> NormPanel::focusWidgets() const { return {m_onValue, m_offValue}; }

void NormPanel::updateFonts()
{
    // Derived from the panel's own font, so they follow the application font (zoom,
    // presentation mode).
    QFont big = font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.8);
    else
        big.setPixelSize(big.pixelSize() * 9 / 5);
    big.setBold(true);
    m_onValue->setFont(big);
    m_offValue->setFont(big);
    QFont titleFont = font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // The highlighted box carries a style sheet, and widgets under a style sheet do not follow
    // application font changes by themselves.
    m_onCaption->setFont(font());
    m_offCaption->setFont(font());
    m_explanation->setFont(font());
    for (QLabel *label : {m_title, m_onValue, m_offValue})
        refitSteadyLabel(label);
    arrangeBoxes();
}

QString NormPanel::onText() const { return m_onValue->text(); }

QString NormPanel::offText() const { return m_offValue->text(); }

void NormPanel::refresh()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    const double on = pe::euclideanNorm(pe::inputDifference(encoding, p, q, true));
    const double off = pe::euclideanNorm(pe::inputDifference(encoding, p, q, false));
    // Steady labels: a slider move changes the numbers, not the panel's layout.
    setSteadyText(m_onValue, display::number(on));
    setSteadyText(m_offValue, display::number(off));
    m_onValue->setToolTip(display::full(on));
    m_offValue->setToolTip(display::full(off));
    // Screen readers read the name: caption and value together; the description has 17 digits.
    m_onValue->setAccessibleName(tr("%1: %2").arg(m_onCaption->text(), display::number(on)));
    m_offValue->setAccessibleName(tr("%1: %2").arg(m_offCaption->text(), display::number(off)));
    m_onValue->setAccessibleDescription(display::full(on));
    m_offValue->setAccessibleDescription(display::full(off));
    setSteadyText(m_title, tr("Difference length |x(%1) − x(%2)|").arg(q).arg(p));
    // A plain frame drawn in the Highlight colour marks the current result. No style sheet: a
    // style sheet would stop the frame's labels from following palette changes (Dark palette).
    const auto highlight = [](QFrame *box, bool current) {
        box->setFrameShape(current ? QFrame::Box : QFrame::StyledPanel);
        box->setFrameShadow(current ? QFrame::Plain : QFrame::Sunken);
        box->setLineWidth(current ? 2 : 1);
        box->setForegroundRole(current ? QPalette::Highlight : QPalette::WindowText);
    };
    highlight(m_onBox, m_state->encodingOn());
    highlight(m_offBox, !m_state->encodingOn());
}

void NormPanel::retranslate()
{
    m_onCaption->setText(tr("Encoding on: A(p) = PE(p)"));
    m_offCaption->setText(tr("Encoding off: A(p) = 0"));
    arrangeBoxes();
    m_explanation->setText(
        tr("The square root of the sum of the d squared differences, from unrounded values. "
           "It is not the gap in tokens and not a semantic similarity: zero means every "
           "coordinate is equal."));
    refresh();
}

void NormPanel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    arrangeBoxes();
}

void NormPanel::arrangeBoxes()
{
    // Each value beside its caption where a box's half of the width holds both on one line: the
    // table above keeps the height (a projector at 1024x768 shows all eight rows); else under it.
    // Only the direction changes, never the width, so the arrangement cannot oscillate.
    const auto *grid = static_cast<const QGridLayout *>(layout());
    const int half = (width() - std::max(0, grid->horizontalSpacing())) / 2;
    const bool beside = half >= std::max(oneLineWidth(m_onBox), oneLineWidth(m_offBox));
    const auto direction = beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    for (QFrame *box : {m_onBox, m_offBox}) {
        auto *boxLayout = static_cast<QBoxLayout *>(box->layout());
        if (boxLayout->direction() != direction) {
            boxLayout->setDirection(direction);
            // Beside: the value stands apart from its caption's last word.
            boxLayout->setSpacing(beside ? 2 * box->fontMetrics().averageCharWidth() : -1);
        }
    }
}

void NormPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateFonts();
    QFrame::changeEvent(event);
}
