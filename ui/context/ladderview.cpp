#include "ladderview.h"

#include "contextscaling.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "ladderwidget.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "numberrule.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace {

// One base's line of the summary: the core's counts for encoding at L.
QString baseLine(const QString &name, const pe::PositionalEncoding &encoding, qint64 L)
{
    const int pairs = encoding.pairCount();
    const int unseen = pe::unseenPairCount(encoding, L);
    const int crossing = pe::crossingPair(encoding, L);
    const int fast = pe::pairsTurningAtLeast(encoding, L, LadderView::manyTurns);
    QString text;
    if (crossing < 0)
        text = LadderView::tr("%1: every one of the %2 pairs makes at least one full turn within "
                              "L = %3.")
                   .arg(name)
                   .arg(pairs)
                   .arg(L);
    else
        text = LadderView::tr("%1: %2 of the %3 pairs never make a full turn within L = %4 "
                              "(their angles beyond L were never seen in training); pair %5 is "
                              "the first whose wavelength exceeds L.")
                   .arg(name)
                   .arg(unseen)
                   .arg(pairs)
                   .arg(L)
                   .arg(crossing);
    return text + QLatin1Char(' ')
        + LadderView::tr("%n pair(s) turn at least 10 times within L.", nullptr, fast);
}

} // namespace

LadderView::LadderView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_ladder(new LadderWidget(state, this))
    , m_trainLabel(new QLabel(this))
    , m_trainField(new NumberField(LessonState::minLength, LessonState::maxLength, this))
    , m_contextLabel(new QLabel(this))
    , m_contextField(new NumberField(LessonState::minLength, LessonState::maxLength, this))
    , m_secondBaseLabel(new QLabel(this))
    , m_secondBaseField(
          new NumberField(NumberRule::realsAbove(1.0, std::numeric_limits<double>::max()), this))
    , m_presets(new QToolButton(this))
    , m_method(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_hover(new QLabel(this))
{
    setObjectName(QStringLiteral("context"));
    m_ladder->setObjectName(QStringLiteral("ladder"));
    m_trainLabel->setBuddy(m_trainField);
    m_contextLabel->setBuddy(m_contextField);
    m_secondBaseLabel->setBuddy(m_secondBaseField);
    m_presets->setPopupMode(QToolButton::InstantPopup);
    m_presets->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_presets->setFocusPolicy(Qt::StrongFocus);
    auto *menu = new QMenu(m_presets);
    for (const LessonState::BasePreset &preset : LessonState::basePresets()) {
        const double base = preset.base;
        menu->addAction(QString(), this, [this, base] { m_state->setSecondBase(base); });
    }
    m_presets->setMenu(menu);
    m_method->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hover->setWordWrap(true);
    m_hover->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The bar wraps where the tab is narrow (presentation mode beside the lesson panel).
    auto *controls = new FlowLayout(nullptr, -1, 4);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_trainLabel), static_cast<QWidget *>(m_trainField),
          static_cast<QWidget *>(m_contextLabel), static_cast<QWidget *>(m_contextField),
          static_cast<QWidget *>(m_secondBaseLabel), static_cast<QWidget *>(m_secondBaseField),
          static_cast<QWidget *>(m_presets)})
        controls->addWidget(widget);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports
    // Below the bar, the tab scrolls rather than squeeze the ladder below its readable size.
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : {static_cast<QWidget *>(m_method), static_cast<QWidget *>(m_ladder),
                            static_cast<QWidget *>(m_summary), static_cast<QWidget *>(m_hover)}) {
        widget->setParent(body);
        bodyLayout->addWidget(widget);
    }
    exportmarks::markControls(m_hover);
    bodyLayout->addStretch(1);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(m_trainField, &NumberField::valueChanged, this,
            [this](double value) { m_state->setTrainLength(static_cast<qint64>(value)); });
    connect(m_contextField, &NumberField::valueChanged, this,
            [this](double value) { m_state->setContextLength(static_cast<qint64>(value)); });
    connect(m_secondBaseField, &NumberField::valueChanged, this,
            [this](double value) { m_state->setSecondBase(value); });
    connect(m_ladder, &LadderWidget::hoverTextChanged, this, &LadderView::showHover);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    retranslate();
}

QString LadderView::summaryText() const { return m_summary->text(); }

QString LadderView::hoverText() const { return m_hover->text(); }

bool LadderView::showPair(int i)
{
    if (i < 0 || i >= m_state->encoding().pairCount())
        return false;
    m_ladder->setHovered(0, i);
    return true;
}

void LadderView::showHover(const QString &text)
{
    m_hover->setText(text.isEmpty() ? tr("Point at a mark to read its pair's numbers.") : text);
}

void LadderView::refresh()
{
    {
        const QSignalBlocker a(m_trainField);
        const QSignalBlocker b(m_contextField);
        const QSignalBlocker c(m_secondBaseField);
        m_trainField->setValue(static_cast<double>(m_state->trainLength()));
        m_contextField->setValue(static_cast<double>(m_state->contextLength()));
        m_secondBaseField->setValue(m_state->secondBase());
    }
    const qint64 L = m_state->trainLength();
    m_summary->setText(
        baseLine(tr("Base %1").arg(display::compact(m_state->base())), m_state->encoding(), L)
        + QLatin1Char('\n')
        + baseLine(tr("Second base B = %1").arg(display::compact(m_state->secondBase())),
                   m_state->secondEncoding(), L));
    const pe::ContextMethod method = m_state->contextMethod();
    QString methodText;
    if (method == pe::ContextMethod::PositionInterpolation)
        methodText = tr("Position interpolation is on (s = %1): both ladders show the scaled "
                        "frequencies.");
    else if (method == pe::ContextMethod::NtkAware)
        methodText = tr("NTK-aware scaling is on (s = %1): both ladders show the scaled "
                        "frequencies.");
    else if (method == pe::ContextMethod::Yarn)
        methodText = tr("YaRN is on (s = %1): both ladders show the scaled frequencies.");
    m_method->setText(methodText.isEmpty()
                          ? QString()
                          : methodText.arg(display::compact(m_state->scalingFactor())));
    m_method->setVisible(!methodText.isEmpty());
}

void LadderView::retranslate()
{
    m_trainLabel->setText(tr("Trainin&g length L:"));
    m_trainField->setName(QStringLiteral("L"));
    m_trainField->setHelp(tr("The longest sequence seen in training, in positions"));
    m_contextLabel->setText(tr("Conte&xt length L′:"));
    m_contextField->setName(QStringLiteral("L′"));
    m_contextField->setHelp(tr("The sequence length wanted at inference, in positions"));
    m_secondBaseLabel->setText(tr("Seco&nd base B:"));
    m_secondBaseField->setName(QStringLiteral("B"));
    m_secondBaseField->setHelp(tr("A second base to compare with the first (ladder B)"));
    m_presets->setText(tr("&Known bases for B"));
    m_presets->setToolTip(tr("Bases used by well-known models"));
    const QList<QAction *> actions = m_presets->menu()->actions();
    for (int k = 0; k < actions.size() && k < LessonState::basePresets().size(); ++k)
        actions.at(k)->setText(LessonState::basePresetName(LessonState::basePresets().at(k)));
    showHover(QString());
    refresh();
}

void LadderView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
