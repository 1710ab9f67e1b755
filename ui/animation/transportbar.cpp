#include "transportbar.h"

#include "displayformat.h"
#include "flowlayout.h"
#include "lessonstate.h"
#include "transportkeyfilter.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QStyle>
#include <QToolButton>
#include <QWidgetAction>

#include <cmath>

namespace {

QString speedText(double speed)
{
    return QLocale().toString(speed, 'g', 3) + QStringLiteral("\u00d7");
}

} // namespace

QList<double> TransportBar::speeds() { return {0.25, 0.5, 1.0, 2.0, 4.0}; }

QString TransportBar::frameText(qint64 frame, qint64 count)
{
    const QString shown = frame >= 0 ? QString::number(frame + 1) : QStringLiteral("\u2013");
    return tr("frame %1 / %2").arg(shown).arg(count);
}

void TransportBar::configureValueField(QDoubleSpinBox *box, AnimatedParameter parameter)
{
    const QSignalBlocker blocker(box);
    const bool whole = animatedparameter::isWhole(parameter);
    box->setDecimals(whole ? 0 : 4);
    box->setRange(animatedparameter::minimum(parameter), animatedparameter::maximum(parameter));
    box->setSingleStep(1.0);
    box->setStepType(whole ? QAbstractSpinBox::DefaultStepType
                           : QAbstractSpinBox::AdaptiveDecimalStepType);
    box->setPrefix(QString());
    box->setKeyboardTracking(false);
}

void TransportBar::configureStepField(QDoubleSpinBox *box, AnimatedParameter parameter)
{
    const QSignalBlocker blocker(box);
    if (animatedparameter::isGeometric(parameter)) {
        box->setDecimals(4);
        box->setRange(1.0001, 1e6);
        box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        box->setPrefix(QStringLiteral("\u00d7"));
    } else {
        box->setDecimals(0);
        box->setRange(1.0, animatedparameter::maximum(parameter));
        box->setStepType(QAbstractSpinBox::DefaultStepType);
        box->setPrefix(QString());
    }
    box->setSingleStep(1.0);
    box->setKeyboardTracking(false);
}

TransportBar::TransportBar(LessonState *state, QWidget *parent)
    : QWidget(parent), m_controller(new TransportController(state, this))
{
    setObjectName(QStringLiteral("transportBar"));
    TransportKeyFilter::ensureInstalled();

    m_playAction = new QAction(this);
    m_playAction->setShortcut(QKeySequence(Qt::Key_Space));
    connect(m_playAction, &QAction::triggered, m_controller, &TransportController::togglePlay);
    m_stepBackAction = new QAction(this);
    m_stepBackAction->setShortcut(QKeySequence(Qt::Key_Comma));
    m_stepBackAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    connect(m_stepBackAction, &QAction::triggered, m_controller, &TransportController::stepBack);
    m_stepForwardAction = new QAction(this);
    m_stepForwardAction->setShortcut(QKeySequence(Qt::Key_Period));
    m_stepForwardAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    connect(m_stepForwardAction, &QAction::triggered, m_controller,
            &TransportController::stepForward);
    m_reduceMotionAction = new QAction(this);
    m_reduceMotionAction->setCheckable(true);
    connect(m_reduceMotionAction, &QAction::toggled, m_controller,
            &TransportController::setReducedMotion);

    // Four groups in a flow that wraps into rows where the views are narrow (presentation mode
    // on a small screen, the lesson panel open): the transport, the parameter with its range and
    // step (set in a popup), the speed with loop or ping-pong, and the counter. Each group wraps
    // inside itself only when it is wider than a row on its own (a very large zoom).
    auto *flow = new FlowLayout(this, 16, 4);
    flow->setContentsMargins(0, 0, 0, 0);
    const auto group = [flow](const QList<QWidget *> &widgets) {
        auto *row = new FlowLayout(nullptr, -1, 2);
        for (QWidget *widget : widgets)
            row->addWidget(widget);
        flow->addLayout(row);
    };
    const auto button = [this](QAction *action) {
        auto *b = new QToolButton(this);
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        b->setAutoRaise(false);
        return b;
    };
    m_backButton = button(m_stepBackAction);
    m_playButton = button(m_playAction);
    m_forwardButton = button(m_stepForwardAction);

    m_parameterLabel = new QLabel(this);
    m_parameter = new QComboBox(this);
    for (AnimatedParameter parameter : animatedparameter::all)
        m_parameter->addItem(animatedparameter::key(parameter), int(parameter));
    m_parameterLabel->setBuddy(m_parameter);

    // The range and step: a button showing them ("1 … 32, step 1") opens the three fields.
    m_rangeButton = new QToolButton(this);
    // The menu arrow in a part of its own (an instant popup draws it over the text's corner); a
    // click on the text opens the menu too.
    m_rangeButton->setPopupMode(QToolButton::MenuButtonPopup);
    connect(m_rangeButton, &QToolButton::clicked, m_rangeButton, &QToolButton::showMenu);
    m_rangeButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_rangeButton);
    auto *panel = new QWidget(menu);
    auto *form = new QFormLayout(panel);
    m_fromLabel = new QLabel(panel);
    m_from = new QDoubleSpinBox(panel);
    m_toLabel = new QLabel(panel);
    m_to = new QDoubleSpinBox(panel);
    m_stepLabel = new QLabel(panel);
    m_step = new QDoubleSpinBox(panel);
    m_fromLabel->setBuddy(m_from);
    m_toLabel->setBuddy(m_to);
    m_stepLabel->setBuddy(m_step);
    form->addRow(m_fromLabel, m_from);
    form->addRow(m_toLabel, m_to);
    form->addRow(m_stepLabel, m_step);
    auto *fields = new QWidgetAction(menu);
    fields->setDefaultWidget(panel);
    menu->addAction(fields);
    m_rangeButton->setMenu(menu);

    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    for (double speed : speeds())
        m_speed->addItem(speedText(speed), speed);
    m_speedLabel->setBuddy(m_speed);
    m_mode = new QComboBox(this);
    m_mode->addItem(QString(), int(TransportController::Mode::Loop));
    m_mode->addItem(QString(), int(TransportController::Mode::PingPong));
    // Sized to their texts whenever the texts or the font change (presentation mode, a language
    // switch), not only at the first show: that cut "Loop" to "Loo".
    for (QComboBox *box : {m_parameter, m_speed, m_mode})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_frameLabel = new QLabel(this);
    // Its own font change (which may come after the bar's) sizes it again.
    m_frameLabel->installEventFilter(this);
    m_frameLabel->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    group({m_backButton, m_playButton, m_forwardButton});
    group({m_parameterLabel, m_parameter, m_rangeButton});
    group({m_speedLabel, m_speed, m_mode});
    flow->addWidget(m_frameLabel);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &TransportBar::parameterPicked);
    for (QDoubleSpinBox *field : {m_from, m_to, m_step})
        connect(field, &QDoubleSpinBox::valueChanged, this, &TransportBar::applyFields);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_controller->setSpeed(m_speed->itemData(index).toDouble()); });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_controller->setMode(TransportController::Mode(m_mode->itemData(index).toInt()));
    });
    connect(m_controller, &TransportController::playStateChanged, this,
            &TransportBar::syncPlayState);
    connect(m_controller, &TransportController::frameChanged, this, &TransportBar::syncFrame);
    connect(m_controller, &TransportController::sequenceChanged, this,
            &TransportBar::syncFromController);
    connect(m_controller, &TransportController::speedChanged, this,
            &TransportBar::syncFromController);
    connect(m_controller, &TransportController::modeChanged, this,
            &TransportBar::syncFromController);
    connect(m_controller, &TransportController::reducedMotionChanged, this, [this](bool on) {
        const QSignalBlocker blocker(m_reduceMotionAction);
        m_reduceMotionAction->setChecked(on);
        syncPlayState();
    });

    syncFromController();
    retranslate();
    fitToFont();
}

QList<QAction *> TransportBar::transportActions() const
{
    return {m_playAction, m_stepBackAction, m_stepForwardAction};
}

QList<QWidget *> TransportBar::focusChain() const
{
    return {m_backButton,  m_playButton, m_forwardButton, m_parameter,
            m_rangeButton, m_speed,      m_mode};
}

QString TransportBar::rangeText(const FrameSequence &sequence)
{
    const QString from = display::compact(sequence.from());
    // The last frame's value for a range in steps: 0 … 30 for "from 0 to 32 in steps of 3",
    // which never shows 32. (A geometric range keeps its bound: its last value is rarely round.)
    const qint64 frames = sequence.isValid() ? sequence.count() : 0;
    const bool geometric = animatedparameter::isGeometric(sequence.parameter());
    const QString to = display::compact(frames > 0 && !geometric ? sequence.value(frames - 1)
                                                                 : sequence.to());
    const QString step = display::compact(sequence.step());
    return geometric
        ? tr("%1 \u2026 %2, \u00d7%3").arg(from, to, step)
        : tr("%1 \u2026 %2, step %3").arg(from, to, step);
}

void TransportBar::syncRangeText() { m_rangeButton->setText(rangeText(m_controller->sequence())); }

void TransportBar::parameterPicked()
{
    if (m_syncing)
        return;
    const auto parameter = AnimatedParameter(m_parameter->currentData().toInt());
    m_controller->setSequence(FrameSequence::defaults(parameter));
}

void TransportBar::applyFields()
{
    if (m_syncing)
        return;
    const FrameSequence sequence(m_controller->sequence().parameter(), m_from->value(),
                                 m_to->value(), m_step->value());
    // The fields' limits keep from <= to; a refused sequence puts the fields back.
    if (!m_controller->setSequence(sequence))
        syncFromController();
}

void TransportBar::syncFromController()
{
    m_syncing = true;
    const FrameSequence &sequence = m_controller->sequence();
    const AnimatedParameter parameter = sequence.parameter();
    m_parameter->setCurrentIndex(m_parameter->findData(int(parameter)));
    configureValueField(m_from, parameter);
    configureValueField(m_to, parameter);
    configureStepField(m_step, parameter);
    m_from->setValue(sequence.from());
    m_to->setValue(sequence.to());
    // from never above to.
    m_from->setMaximum(sequence.to());
    m_to->setMinimum(sequence.from());
    m_step->setValue(sequence.step());
    syncRangeText();
    // The three fields as wide as the widest value the parameter takes (held limits would make
    // "from" narrower than "to").
    const int fieldWidth = qMax(m_to->sizeHint().width(), m_step->sizeHint().width());
    for (QDoubleSpinBox *field : {m_from, m_to, m_step})
        field->setMinimumWidth(fieldWidth);
    int speedIndex = m_speed->findData(m_controller->speed());
    if (speedIndex < 0)
        speedIndex = m_speed->findData(1.0);
    m_speed->setCurrentIndex(speedIndex);
    m_mode->setCurrentIndex(m_mode->findData(int(m_controller->mode())));
    m_syncing = false;
    syncFrame();
    syncPlayState();
}

void TransportBar::syncFrame()
{
    const QString text = frameText(m_controller->currentFrame(), m_controller->frameCount());
    if (m_frameLabel->text() == text)
        return;
    m_frameLabel->setText(text);
    fitFrameLabel();
}

// The buttons' icons grow with the text (zoom, presentation mode), as does the counter.
void TransportBar::fitToFont()
{
    const int side = qMax(16, QFontMetrics(font()).height());
    for (QToolButton *button : {m_backButton, m_playButton, m_forwardButton})
        button->setIconSize(QSize(side, side));
    fitFrameLabel();
}

// The counter changes on every frame: held at a fixed size (that of the widest frame number for
// the count), so that a new text asks for no relayout of the window. The size is measured as
// QLabel measures its text (the bounding box of the line, with the fallback fonts of CJK
// characters), from the label's font alone: on its FontChange the label's own size hint is
// still that of the old font.
void TransportBar::fitFrameLabel()
{
    const qint64 count = m_controller->frameCount();
    QString widest = QString::number(count);
    widest.fill(QLatin1Char('8'));
    const QFontMetrics fm(m_frameLabel->font());
    QSize text;
    for (const QString &sample : {tr("frame %1 / %2").arg(widest).arg(count), m_frameLabel->text()})
        text = text.expandedTo(
            fm.boundingRect(QRect(0, 0, 4000, 4000), Qt::AlignLeft | Qt::TextSingleLine, sample)
                .size());
    const QMargins margins = m_frameLabel->contentsMargins();
    const int margin = 2 * m_frameLabel->margin();
    const QSize size(text.width() + margins.left() + margins.right() + margin
                         + fm.averageCharWidth(),
                     qMax(text.height(), fm.height()) + margins.top() + margins.bottom() + margin);
    if (m_frameLabel->minimumSize() != size || m_frameLabel->maximumSize() != size)
        m_frameLabel->setFixedSize(size);
}

void TransportBar::syncPlayState()
{
    const bool playing = m_controller->isPlaying();
    const bool reduced = m_controller->reducedMotion();
    m_playAction->setIcon(
        style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playAction->setText(playing ? tr("&Pause") : tr("&Play"));
    m_playAction->setEnabled(playing || (!reduced && m_controller->frameCount() > 1));
    m_playAction->setToolTip(reduced ? tr("Play is off while Reduce motion is on; step with , "
                                          "and . (Space: play or pause)")
                                     : (playing ? tr("Pause (Space)") : tr("Play (Space)")));
    m_playButton->setAccessibleName(playing ? tr("Pause") : tr("Play"));
}

void TransportBar::retranslate()
{
    m_stepBackAction->setText(tr("Step &back"));
    m_stepBackAction->setToolTip(tr("One frame back (,)"));
    m_stepForwardAction->setText(tr("Step &forward"));
    m_stepForwardAction->setToolTip(tr("One frame forward (.)"));
    m_reduceMotionAction->setText(tr("&Reduce motion"));
    m_reduceMotionAction->setToolTip(
        tr("Frames change only when stepped; nothing plays by itself"));
    m_backButton->setAccessibleName(tr("Step back"));
    m_forwardButton->setAccessibleName(tr("Step forward"));
    m_parameterLabel->setText(tr("Ani&mate:"));
    for (int k = 0; k < m_parameter->count(); ++k) {
        const auto parameter = AnimatedParameter(m_parameter->itemData(k).toInt());
        m_parameter->setItemData(k, animatedparameter::displayName(parameter), Qt::ToolTipRole);
    }
    m_parameter->setAccessibleName(tr("Animated parameter"));
    m_parameter->setAccessibleDescription(
        tr("q, p and d step by a whole number, the base by a factor"));
    m_fromLabel->setText(tr("&From:"));
    m_toLabel->setText(tr("&To:"));
    m_stepLabel->setText(tr("&Step:"));
    m_rangeButton->setAccessibleName(tr("Range and step"));
    m_rangeButton->setToolTip(tr("The frames: from, to and the step between them"));
    m_from->setAccessibleName(tr("First frame's value"));
    m_to->setAccessibleName(tr("Last frame's value"));
    m_step->setAccessibleName(tr("Step between frames"));
    m_step->setToolTip(tr("q, p, d: added per frame; base: multiplied per frame"));
    m_speedLabel->setText(tr("&Speed:"));
    m_speed->setAccessibleName(tr("Speed"));
    m_speed->setToolTip(
        tr("1\u00d7 is %1 frames per second").arg(1000.0 / TransportController::baseIntervalMs));
    m_mode->setItemText(0, tr("Loop"));
    m_mode->setItemText(1, tr("Ping-pong"));
    m_mode->setAccessibleName(tr("At the last frame"));
    m_frameLabel->setAccessibleName(tr("Frame counter"));
    m_frameLabel->setText(QString());
    syncRangeText();
    syncFrame();
    syncPlayState();
}

bool TransportBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_frameLabel && event->type() == QEvent::FontChange)
        fitFrameLabel();
    return QWidget::eventFilter(watched, event);
}

void TransportBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        fitToFont();
    QWidget::changeEvent(event);
}
