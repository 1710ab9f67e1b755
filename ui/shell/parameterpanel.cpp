#include "parameterpanel.h"

#include "contextscaling.h"
#include "displayformat.h"
#include "flowlayout.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "numberfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

ParameterPanel::ParameterPanel(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state)
{
    setObjectName(QStringLiteral("controlsPanel"));
    m_controlsBox = new QGroupBox(this);
    m_encodingSwitch = new QCheckBox(this);
    m_pLabel = new QLabel(this);
    m_pSpin = new NumberField(0, pe::PositionalEncoding::maxPosition, this);
    m_pLabel->setBuddy(m_pSpin);

    m_qLabel = new QLabel(this);
    m_qSlider = new QSlider(Qt::Horizontal, this);
    m_qSlider->setRange(LessonState::minComparison, LessonState::maxComparison);
    m_qSlider->setTickPosition(QSlider::TicksBelow);
    m_qSlider->setTickInterval(4);
    m_qSlider->setPageStep(4);
    m_qSpin = new NumberField(0, pe::PositionalEncoding::maxPosition, this);
    m_qLabel->setBuddy(m_qSlider);

    m_dLabel = new QLabel(this);
    m_dSpin
        = new NumberField(pe::PositionalEncoding::minWidth, pe::PositionalEncoding::maxWidth, this);
    m_dLabel->setBuddy(m_dSpin);

    m_baseLabel = new QLabel(this);
    // Any finite base > 1, as on the command line (1.0000001, 40889.9424, 1e6, 1e12 ...).
    m_baseSpin
        = new NumberField(NumberRule::realsAbove(1.0, std::numeric_limits<double>::max()), this);
    m_baseLabel->setBuddy(m_baseSpin);

    m_layoutLabel = new QLabel(this);
    m_layoutBox = new QComboBox(this);
    m_layoutBox->setObjectName(QStringLiteral("layoutBox"));
    m_layoutBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated,
                                    pe::Layout::Tensor2Tensor, pe::Layout::Fairseq})
        m_layoutBox->addItem(QString(), QString::fromStdString(pe::layoutId(layout)));
    m_layoutLabel->setBuddy(m_layoutBox);
    m_paddingLabel = new QLabel(this);
    m_paddingSpin = new NumberField(0, pe::maxPaddingIdx, this);
    m_paddingSpin->setObjectName(QStringLiteral("paddingField"));
    m_paddingLabel->setBuddy(m_paddingSpin);

    m_formulaLabel = new QLabel(this);
    m_formulaLabel->setObjectName(QStringLiteral("formulaLabel"));
    m_formulaLabel->setTextFormat(Qt::PlainText);

    m_presetsBox = new QGroupBox(this);
    m_startLessonButton = new QPushButton(this);
    QFont startFont = m_startLessonButton->font();
    startFont.setBold(true);
    m_startLessonButton->setFont(startFont);
    // One entry per guided lesson (lessonregistry): the button opens their menu.
    m_startLessonButton->setObjectName(QStringLiteral("startLessonButton"));
    m_startLessonMenu = new QMenu(m_startLessonButton);
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        const QString id = QLatin1String(lesson.id);
        m_startLessonMenu->addAction(QString(), this, [this, id] { emit startLessonRequested(id); })
            ->setData(id);
    }
    m_startLessonButton->setMenu(m_startLessonMenu);
    // The bar's one button for every preset: a menu with the same presets as the column.
    m_presetsMenuButton = new QToolButton(this);
    m_presetsMenuButton->setObjectName(QStringLiteral("presetsMenuButton"));
    m_presetsMenuButton->setPopupMode(QToolButton::InstantPopup);
    m_presetsMenuButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_presetsMenuButton->setFocusPolicy(Qt::StrongFocus);
    auto *presetsMenu = new QMenu(m_presetsMenuButton);
    m_presetsMenuButton->setMenu(presetsMenu);
    for (const LessonState::Preset &preset : LessonState::presets()) {
        auto *button = new QPushButton(this);
        button->setAutoDefault(false);
        const QString id = QLatin1String(preset.id);
        button->setProperty("presetId", id);
        connect(button, &QPushButton::clicked, this, [this, id] { m_state->applyPreset(id); });
        m_presetButtons.append(button);
        QAction *action = presetsMenu->addAction(QString());
        action->setProperty("presetId", id);
        connect(action, &QAction::triggered, this, [this, id] { m_state->applyPreset(id); });
    }
    arrange();

    connect(m_encodingSwitch, &QCheckBox::toggled, m_state, &LessonState::setEncodingOn);
    // The fields take only values the state allows (their rules are the command line's); should
    // the state refuse one all the same, the fields show the state's values again.
    connect(m_pSpin, &NumberField::valueChanged, this, [this](double v) {
        if (!m_state->setPosition(qint64(v)))
            sync();
    });
    // A drag of the q slider emits a value per mouse move; they are coalesced: each starts (or
    // keeps) a 0 ms single-shot timer, and when the event loop comes round the state takes the
    // slider's latest value once, so the views redraw once and never lag behind the handle.
    m_qSliderTimer = new QTimer(this);
    m_qSliderTimer->setSingleShot(true);
    m_qSliderTimer->setInterval(0);
    connect(m_qSliderTimer, &QTimer::timeout, this,
            [this] { m_state->setComparison(m_qSlider->value()); });
    connect(m_qSlider, &QSlider::valueChanged, m_qSliderTimer, qOverload<>(&QTimer::start));
    connect(m_qSpin, &NumberField::valueChanged, this, [this](double v) {
        if (!m_state->setComparison(qint64(v)))
            sync();
    });
    connect(m_dSpin, &NumberField::valueChanged, this, [this](double v) {
        if (!m_state->setWidth(int(v)))
            sync();
    });
    connect(m_baseSpin, &NumberField::valueChanged, this, [this](double v) {
        if (!m_state->setBase(v))
            sync();
    });
    connect(m_layoutBox, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        pe::Layout layout = pe::Layout::Interleaved;
        if (!pe::parseLayout(m_layoutBox->itemData(index).toString().toStdString(), &layout)
            || !m_state->setLayout(layout))
            sync(); // e.g. fairseq at d < 4: the box shows the state's layout again
    });
    connect(m_paddingSpin, &NumberField::valueChanged, this, [this](double v) {
        if (!m_state->setPaddingIndex(int(v)))
            sync();
    });
    connect(m_state, &LessonState::changed, this, &ParameterPanel::sync);
    retranslate();
    fitWidth();
}

QList<QWidget *> ParameterPanel::focusChain() const
{
    QList<QWidget *> chain {m_encodingSwitch, m_pSpin, m_qSlider, m_qSpin, m_dSpin, m_baseSpin};
    if (m_compact) {
        // The bar: the presets' menu button, then the start button, as they stand in the row,
        // then the layout beside the formula.
        chain << m_presetsMenuButton << m_startLessonButton << m_layoutBox << m_paddingSpin;
    } else {
        // The column: the layout under the base, the start button above the preset buttons.
        chain << m_layoutBox << m_paddingSpin;
        chain.append(m_startLessonButton);
        for (QPushButton *button : m_presetButtons)
            chain.append(button);
    }
    return chain;
}

void ParameterPanel::setCompact(bool compact, const QList<QWidget *> &leading)
{
    const QList<QWidget *> shownFirst = compact ? leading : QList<QWidget *>();
    if (compact == m_compact && shownFirst == m_leading)
        return;
    m_compact = compact;
    m_leading = shownFirst;
    arrange();
}

void ParameterPanel::arrange()
{
    // The controls move between the layouts of the two arrangements: the old layouts go (a
    // layout's deletion leaves its widgets alone) and new ones take the widgets.
    delete layout();
    delete m_controlsBox->layout();
    delete m_presetsBox->layout();
    const QList<QWidget *> controls {m_encodingSwitch, m_pLabel,      m_pSpin,       m_qLabel,
                                     m_qSlider,        m_qSpin,       m_dLabel,      m_dSpin,
                                     m_baseLabel,      m_baseSpin,    m_layoutLabel, m_layoutBox,
                                     m_paddingLabel,   m_paddingSpin, m_formulaLabel};
    if (m_compact) {
        auto *bar = new FlowLayout(this, -1, 4);
        bar->setContentsMargins(0, 0, 0, 0);
        for (QWidget *widget : controls)
            widget->setParent(this);
        for (QWidget *widget : std::as_const(m_presetButtons))
            widget->setParent(this);
        m_startLessonButton->setParent(this);
        // A label and its field(s) share a row of the bar; only a very large font (a zoom on a
        // small screen) splits them over two.
        const auto cell = [bar](std::initializer_list<QWidget *> widgets) {
            auto *row = new FlowLayout(nullptr, -1, 2);
            row->setContentsMargins(0, 0, 0, 0);
            bar->addLayout(row);
            for (QWidget *widget : widgets)
                row->addWidget(widget);
        };
        if (!m_leading.isEmpty()) {
            auto *first = new FlowLayout(nullptr, 16, 2);
            first->setContentsMargins(0, 0, 0, 0);
            bar->addLayout(first);
            for (QWidget *widget : std::as_const(m_leading)) {
                first->addWidget(widget);
                widget->show();
            }
        }
        bar->addWidget(m_encodingSwitch);
        cell({m_pLabel, m_pSpin});
        cell({m_qLabel, m_qSlider, m_qSpin});
        cell({m_dLabel, m_dSpin});
        cell({m_baseLabel, m_baseSpin});
        bar->addWidget(m_presetsMenuButton);
        bar->addWidget(m_startLessonButton);
        // Last, the formula (it repeats what the table's rows show) with the layout it follows
        // beside it: the label over the box, as high as the formula's two lines, so that the
        // layout takes no row of its own; fairseq's padding index likewise when shown.
        auto *formulaCell = new QHBoxLayout;
        formulaCell->setContentsMargins(0, 0, 0, 0);
        formulaCell->addWidget(m_formulaLabel);
        for (const auto &[label, field] :
             {std::pair<QWidget *, QWidget *>(m_layoutLabel, m_layoutBox),
              std::pair<QWidget *, QWidget *>(m_paddingLabel, m_paddingSpin)}) {
            auto *stack = new QVBoxLayout;
            stack->setContentsMargins(0, 0, 0, 0);
            stack->setSpacing(0);
            stack->addWidget(label);
            stack->addWidget(field);
            formulaCell->addLayout(stack);
        }
        bar->addLayout(formulaCell);
        m_formulaLabel->setWordWrap(false);
    } else {
        auto *column = new QVBoxLayout(this);
        column->setContentsMargins(0, 0, 0, 0);
        auto *form = new QFormLayout(m_controlsBox);
        for (QWidget *widget : controls)
            widget->setParent(m_controlsBox);
        form->addRow(m_encodingSwitch);
        form->addRow(m_pLabel, m_pSpin);
        auto *qRow = new QHBoxLayout;
        qRow->addWidget(m_qSlider, 1);
        qRow->addWidget(m_qSpin);
        form->addRow(m_qLabel);
        form->addRow(qRow); // the slider gets the whole width of the panel
        form->addRow(m_dLabel, m_dSpin);
        form->addRow(m_baseLabel, m_baseSpin);
        form->addRow(m_layoutLabel, m_layoutBox);
        form->addRow(m_paddingLabel, m_paddingSpin);
        m_formulaLabel->setWordWrap(true);
        form->addRow(m_formulaLabel);
        column->addWidget(m_controlsBox);

        auto *presetLayout = new QVBoxLayout(m_presetsBox);
        m_startLessonButton->setParent(m_presetsBox);
        presetLayout->addWidget(m_startLessonButton);
        for (QPushButton *button : std::as_const(m_presetButtons)) {
            button->setParent(m_presetsBox);
            presetLayout->addWidget(button);
        }
        column->addWidget(m_presetsBox);
        column->addStretch(1);
    }
    // setParent() hides a widget; show what this arrangement uses (fairseq's padding index only
    // with the fairseq layout).
    for (QWidget *widget : controls)
        widget->show();
    m_paddingLabel->setVisible(m_state->layout() == pe::Layout::Fairseq);
    m_paddingSpin->setVisible(m_state->layout() == pe::Layout::Fairseq);
    m_startLessonButton->show();
    for (QPushButton *button : std::as_const(m_presetButtons))
        button->setVisible(!m_compact);
    m_controlsBox->setVisible(!m_compact);
    m_presetsBox->setVisible(!m_compact);
    m_presetsMenuButton->setVisible(m_compact);
    fitWidth();
}

void ParameterPanel::fitWidth()
{
    const int average = QFontMetrics(font()).averageCharWidth();
    // The controls column grows with the text (zoom, presentation mode); the bar takes the
    // window's width, and its slider, which has no width of its own there, gets 16 characters.
    setMaximumWidth(m_compact ? QWIDGETSIZE_MAX : average * 52);
    m_qSlider->setMinimumWidth(m_compact ? average * 16 : 0);
}

void ParameterPanel::sync()
{
    const QSignalBlocker b1(m_encodingSwitch), b2(m_pSpin), b3(m_qSlider), b4(m_qSpin), b5(m_dSpin),
        b6(m_baseSpin), b7(m_layoutBox), b8(m_paddingSpin);
    m_encodingSwitch->setChecked(m_state->encodingOn());
    // A field is only rewritten when it shows another value: rewriting the field being typed in
    // would reset its text and cursor ("2.5" would end as 2).
    const auto setIfDiffers = [](auto *spin, auto value) {
        if (spin->value() != value)
            spin->setValue(value);
    };
    setIfDiffers(m_pSpin, double(m_state->position()));
    const qint64 sliderValue = qBound(qint64(LessonState::minComparison), m_state->comparison(),
                                      qint64(LessonState::maxComparison));
    m_qSlider->setValue(static_cast<int>(sliderValue));
    setIfDiffers(m_qSpin, double(m_state->comparison()));
    setIfDiffers(m_dSpin, double(m_state->width()));
    setIfDiffers(m_baseSpin, m_state->base());
    const int layoutIndex
        = m_layoutBox->findData(QString::fromStdString(pe::layoutId(m_state->layout())));
    if (layoutIndex >= 0)
        m_layoutBox->setCurrentIndex(layoutIndex);
    setIfDiffers(m_paddingSpin, double(m_state->paddingIndex()));
    // padding_idx means something in fairseq's layout only: its field is shown with it alone,
    // so that the usual layouts leave the bar its rows.
    const bool fairseq = m_state->layout() == pe::Layout::Fairseq;
    m_paddingSpin->setVisible(fairseq);
    m_paddingLabel->setVisible(fairseq);
    m_formulaLabel->setText(formulaText(*m_state) + methodNote());
}

QString ParameterPanel::formulaText() const { return m_formulaLabel->text(); }

// One more line of the formula while a context-extension method scales the frequencies (issue
// 12, point 5): every view computes with the scaled ones, so the panel says so wherever the
// student is.
QString ParameterPanel::methodNote() const
{
    const QString s = display::compact(m_state->scalingFactor());
    switch (m_state->contextMethod()) {
    case pe::ContextMethod::None:
        return QString();
    case pe::ContextMethod::PositionInterpolation:
        return QLatin1Char('\n')
            + QCoreApplication::translate("MainWindow", "scaled: position interpolation, ωᵢ / %1")
                  .arg(s);
    case pe::ContextMethod::NtkAware:
        return QLatin1Char('\n')
            + QCoreApplication::translate("MainWindow", "scaled: NTK-aware, s = %1, base′ = %2")
                  .arg(s,
                       display::compact(pe::ntkBase(m_state->base(), m_state->scalingFactor(),
                                                    m_state->width())));
    case pe::ContextMethod::Yarn:
        return QLatin1Char('\n')
            + QCoreApplication::translate("MainWindow", "scaled: YaRN, s = %1, α = %2, β = %3")
                  .arg(s, display::compact(m_state->yarnAlpha()),
                       display::compact(m_state->yarnBeta()));
    }
    return QString();
}

QString ParameterPanel::formulaText(const LessonState &state)
{
    // As the base field shows it: never rounded (1.0000000000000002 is not "1"), scientific
    // where plain digits would run long (1e308).
    const QString base = display::parameter(state.base());
    const int d = state.width();
    const pe::PositionalEncoding &encoding = state.encoding();
    const int pairs = encoding.pairCount();
    switch (state.layout()) {
    case pe::Layout::Interleaved:
        break;
    case pe::Layout::Concatenated:
        return QCoreApplication::translate("MainWindow",
                                           "[sin | cos] halves, base^(2i/d):\n"
                                           "PE(p)[i] = sin(p / %1^(2i/%2)), "
                                           "PE(p)[%3+i] = cos(p / %1^(2i/%2))")
            .arg(base)
            .arg(d)
            .arg(d - d / 2);
    case pe::Layout::Tensor2Tensor:
        return QCoreApplication::translate("MainWindow",
                                           "[sin | cos] halves, base^(-j/(d/2-1)):\n"
                                           "PE(p)[j] = sin(p · %1^(−j/%2)), "
                                           "PE(p)[%3+j] = cos(p · %1^(−j/%2))")
            .arg(base)
            .arg(std::max(pairs - 1, 1))
            .arg(pairs);
    case pe::Layout::Fairseq:
        return QCoreApplication::translate("MainWindow",
                                           "fairseq: [sin | cos] halves, base^(-j/(d/2-1)), "
                                           "positions from %4 (padding_idx %5 is a zero row):\n"
                                           "PE(p)[j] = sin((p + %4) · %1^(−j/%2)), "
                                           "PE(p)[%3+j] = cos((p + %4) · %1^(−j/%2))")
            .arg(base)
            .arg(std::max(pairs - 1, 1))
            .arg(pairs)
            .arg(encoding.positionOffset())
            .arg(state.paddingIndex());
    }
    return QCoreApplication::translate("MainWindow",
                                       "PE(p)[2i] = sin(p / %1^(2i/%2))\nPE(p)[2i+1] = cos(p / "
                                       "%1^(2i/%2))")
        .arg(base)
        .arg(d);
}

// The panel's texts were the window's and keep its translation context ("MainWindow").
void ParameterPanel::retranslate()
{
    m_controlsBox->setTitle(QCoreApplication::translate("MainWindow", "Parameters"));
    m_presetsBox->setTitle(QCoreApplication::translate("MainWindow", "Presets"));
    m_presetsMenuButton->setText(QCoreApplication::translate("MainWindow", "Presets"));
    m_presetsMenuButton->setAccessibleName(QCoreApplication::translate("MainWindow", "Presets"));
    m_presetsMenuButton->setToolTip(QCoreApplication::translate(
        "MainWindow", "Sets the parameters of one of the lesson's examples"));
    m_startLessonButton->setText(
        QCoreApplication::translate("MainWindow", "▶ Start a guided lesson"));
    m_startLessonButton->setToolTip(QCoreApplication::translate(
        "MainWindow", "Choose a lesson: each step sets its parameters and shows its view"));
    const QList<QAction *> lessonActions = m_startLessonMenu->actions();
    for (int k = 0; k < lessonActions.size(); ++k)
        lessonActions.at(k)->setText(QStringLiteral("&%1 %2").arg(k + 1).arg(
            lessonregistry::title(*lessonregistry::find(lessonActions.at(k)->data().toString()))));
    m_encodingSwitch->setText(
        QCoreApplication::translate("MainWindow", "Add the positional &encoding (A(p) = PE(p))"));
    m_encodingSwitch->setToolTip(QCoreApplication::translate(
        "MainWindow",
        "Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula."));
    m_pLabel->setText(QCoreApplication::translate("MainWindow", "Position &p:"));
    m_qLabel->setText(QCoreApplication::translate("MainWindow", "&Comparison position q:"));
    m_encodingSwitch->setAccessibleName(
        QCoreApplication::translate("MainWindow", "Add the positional encoding"));
    m_encodingSwitch->setAccessibleDescription(QCoreApplication::translate(
        "MainWindow",
        "On: x = E + PE(p). Off: x = E + 0, so both occurrences get the same input."));
    m_qSlider->setAccessibleName(
        QCoreApplication::translate("MainWindow", "Comparison position q"));
    m_qSlider->setAccessibleDescription(
        QCoreApplication::translate("MainWindow", "Position of the second occurrence, 1 to 32"));
    m_qSlider->setToolTip(
        QCoreApplication::translate("MainWindow", "Comparison position q, 1 to 32"));
    m_qSpin->setAccessibleName(QCoreApplication::translate("MainWindow", "Comparison position q"));
    m_qSpin->setName(QStringLiteral("q"));
    m_qSpin->setHelp(
        QCoreApplication::translate("MainWindow", "Position of the second occurrence"));
    m_qSpin->setAccessibleDescription(
        QCoreApplication::translate("MainWindow",
                                    "Position of the second occurrence, any whole number "
                                    "from 0 to 2147483647"));
    m_pSpin->setAccessibleName(QCoreApplication::translate("MainWindow", "Position p"));
    m_pSpin->setName(QStringLiteral("p"));
    m_pSpin->setHelp(QCoreApplication::translate("MainWindow", "Position of the first occurrence"));
    m_pSpin->setAccessibleDescription(
        QCoreApplication::translate("MainWindow",
                                    "Position of the first occurrence, a whole number from 0 "
                                    "to 2147483647"));
    m_dLabel->setText(QCoreApplication::translate("MainWindow", "&Width d:"));
    m_dSpin->setAccessibleName(QCoreApplication::translate("MainWindow", "Width d"));
    m_dSpin->setName(QStringLiteral("d"));
    m_dSpin->setHelp(QCoreApplication::translate("MainWindow", "Model width d"));
    m_dSpin->setAccessibleDescription(QCoreApplication::translate(
        "MainWindow", "Number of components of the encoding, 1 to 8192"));
    m_baseLabel->setText(QCoreApplication::translate("MainWindow", "&Base:"));
    m_baseSpin->setAccessibleName(QCoreApplication::translate("MainWindow", "Base"));
    m_baseSpin->setAccessibleDescription(QCoreApplication::translate(
        "MainWindow",
        "Base of the denominator base^(2i/d), any finite number greater than 1, such as 10000, "
        "1.0001 or 1e6"));
    m_baseSpin->setName(QCoreApplication::translate("MainWindow", "base"));
    m_baseSpin->setHelp(
        QCoreApplication::translate("MainWindow", "Base of the denominator base^(2i/d)"));
    m_formulaLabel->setAccessibleName(QCoreApplication::translate("MainWindow", "Formula"));
    m_layoutLabel->setText(QCoreApplication::translate("MainWindow", "La&yout:"));
    m_layoutBox->setAccessibleName(QCoreApplication::translate("MainWindow", "Layout"));
    m_layoutBox->setToolTip(QCoreApplication::translate(
        "MainWindow",
        "Where each pair's sin and cos sit and which frequencies the pairs have; every view "
        "follows it"));
    // Short names, so that the bar keeps its rows; the tooltips and the formula say more.
    const QStringList layoutNames {QCoreApplication::translate("MainWindow", "interleaved"),
                                   QCoreApplication::translate("MainWindow", "concatenated"),
                                   QCoreApplication::translate("MainWindow", "tensor2tensor"),
                                   QCoreApplication::translate("MainWindow", "fairseq")};
    const QStringList layoutTips {
        QCoreApplication::translate(
            "MainWindow", "The paper's layout: sin of pair i at component 2i, cos at 2i+1"),
        QCoreApplication::translate("MainWindow",
                                    "[sin | cos] halves with the paper's frequencies (TensorFlow's "
                                    "tutorial)"),
        QCoreApplication::translate("MainWindow",
                                    "[sin | cos] halves with frequencies base^(-j/(d/2-1)) "
                                    "(tensor2tensor, Whisper)"),
        QCoreApplication::translate("MainWindow",
                                    "As tensor2tensor, positions from padding_idx + 1 and a zero "
                                    "padding row (fairseq)")};
    for (int k = 0; k < m_layoutBox->count() && k < layoutNames.size(); ++k) {
        m_layoutBox->setItemText(k, layoutNames.at(k));
        m_layoutBox->setItemData(k, layoutTips.at(k), Qt::ToolTipRole);
    }
    m_paddingLabel->setText(QCoreApplication::translate("MainWindow", "Padding inde&x:"));
    m_paddingSpin->setAccessibleName(
        QCoreApplication::translate("MainWindow", "fairseq padding index"));
    m_paddingSpin->setName(QStringLiteral("padding_idx"));
    m_paddingSpin->setHelp(QCoreApplication::translate(
        "MainWindow",
        "fairseq's padding_idx: its row is zero, positions start at padding_idx + 1 "
        "(fairseq layout only)"));
    m_paddingSpin->setAccessibleDescription(QCoreApplication::translate(
        "MainWindow", "fairseq's padding index, a whole number from 0 to 1048576"));
    for (QPushButton *button : std::as_const(m_presetButtons)) {
        const QString id = button->property("presetId").toString();
        for (const LessonState::Preset &preset : LessonState::presets())
            if (id == QLatin1String(preset.id)) {
                button->setText(LessonState::presetName(preset));
                button->setAccessibleName(QCoreApplication::translate("MainWindow", "Preset: %1")
                                              .arg(LessonState::presetName(preset)));
                button->setAccessibleDescription(
                    QCoreApplication::translate(
                        "MainWindow", "Sets p = %1, q = %2, d = %3, base %4 and the encoding %5")
                        .arg(preset.p)
                        .arg(preset.q)
                        .arg(preset.d)
                        .arg(display::denominatorText(preset.base),
                             preset.encodingOn ? QCoreApplication::translate("MainWindow", "on")
                                               : QCoreApplication::translate("MainWindow", "off")));
            }
    }
    for (QAction *action : m_presetsMenuButton->menu()->actions()) {
        const QString id = action->property("presetId").toString();
        for (const LessonState::Preset &preset : LessonState::presets())
            if (id == QLatin1String(preset.id))
                action->setText(LessonState::presetName(preset));
    }
    sync();
}

void ParameterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        fitWidth();
    QWidget::changeEvent(event);
}
