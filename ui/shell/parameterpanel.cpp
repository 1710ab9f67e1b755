#include "parameterpanel.h"

#include "displayformat.h"
#include "lessonstate.h"
#include "numberfield.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <limits>

ParameterPanel::ParameterPanel(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state)
{
    setObjectName(QStringLiteral("controlsPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_controlsBox = new QGroupBox(this);
    auto *form = new QFormLayout(m_controlsBox);
    m_encodingSwitch = new QCheckBox(m_controlsBox);
    form->addRow(m_encodingSwitch);

    m_pLabel = new QLabel(m_controlsBox);
    m_pSpin = new NumberField(0, pe::PositionalEncoding::maxPosition, m_controlsBox);
    m_pLabel->setBuddy(m_pSpin);
    form->addRow(m_pLabel, m_pSpin);

    m_qLabel = new QLabel(m_controlsBox);
    auto *qRow = new QHBoxLayout;
    m_qSlider = new QSlider(Qt::Horizontal, m_controlsBox);
    m_qSlider->setRange(LessonState::minComparison, LessonState::maxComparison);
    m_qSlider->setTickPosition(QSlider::TicksBelow);
    m_qSlider->setTickInterval(4);
    m_qSlider->setPageStep(4);
    m_qSpin = new NumberField(0, pe::PositionalEncoding::maxPosition, m_controlsBox);
    m_qLabel->setBuddy(m_qSlider);
    qRow->addWidget(m_qSlider, 1);
    qRow->addWidget(m_qSpin);
    form->addRow(m_qLabel);
    form->addRow(qRow); // the slider gets the whole width of the panel

    m_dLabel = new QLabel(m_controlsBox);
    m_dSpin = new NumberField(pe::PositionalEncoding::minWidth, pe::PositionalEncoding::maxWidth,
                              m_controlsBox);
    m_dLabel->setBuddy(m_dSpin);
    form->addRow(m_dLabel, m_dSpin);

    m_baseLabel = new QLabel(m_controlsBox);
    // Any finite base > 1, as on the command line (1.0000001, 40889.9424, 1e6, 1e12 ...).
    m_baseSpin = new NumberField(
        NumberRule::realsAbove(1.0, std::numeric_limits<double>::max()), m_controlsBox);
    m_baseLabel->setBuddy(m_baseSpin);
    form->addRow(m_baseLabel, m_baseSpin);

    m_formulaLabel = new QLabel(m_controlsBox);
    m_formulaLabel->setWordWrap(true);
    m_formulaLabel->setTextFormat(Qt::PlainText);
    form->addRow(m_formulaLabel);
    layout->addWidget(m_controlsBox);

    m_presetsBox = new QGroupBox(this);
    auto *presetLayout = new QVBoxLayout(m_presetsBox);
    m_startLessonButton = new QPushButton(m_presetsBox);
    QFont startFont = m_startLessonButton->font();
    startFont.setBold(true);
    m_startLessonButton->setFont(startFont);
    connect(m_startLessonButton, &QPushButton::clicked, this,
            &ParameterPanel::startLessonRequested);
    presetLayout->addWidget(m_startLessonButton);
    for (const LessonState::Preset &preset : LessonState::presets()) {
        auto *button = new QPushButton(m_presetsBox);
        button->setAutoDefault(false);
        const QString id = QLatin1String(preset.id);
        button->setProperty("presetId", id);
        connect(button, &QPushButton::clicked, this, [this, id] { m_state->applyPreset(id); });
        presetLayout->addWidget(button);
        m_presetButtons.append(button);
    }
    layout->addWidget(m_presetsBox);
    layout->addStretch(1);

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
    connect(m_state, &LessonState::changed, this, &ParameterPanel::sync);
    retranslate();
    fitWidth();
}

QList<QWidget *> ParameterPanel::focusChain() const
{
    QList<QWidget *> chain {m_encodingSwitch, m_pSpin, m_qSlider, m_qSpin, m_dSpin, m_baseSpin};
    for (QPushButton *button : m_presetButtons)
        chain.append(button);
    return chain;
}

void ParameterPanel::fitWidth()
{
    // The controls column grows with the text (zoom, presentation mode).
    setMaximumWidth(QFontMetrics(font()).averageCharWidth() * 52);
}

void ParameterPanel::sync()
{
    const QSignalBlocker b1(m_encodingSwitch), b2(m_pSpin), b3(m_qSlider), b4(m_qSpin), b5(m_dSpin),
        b6(m_baseSpin);
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
    m_formulaLabel->setText(
        QCoreApplication::translate(
            "MainWindow", "PE(p)[2i] = sin(p / %1^(2i/%2))\nPE(p)[2i+1] = cos(p / %1^(2i/%2))")
            .arg(display::compact(m_state->base()))
            .arg(m_state->width()));
}

// The panel's texts were the window's and keep its translation context ("MainWindow").
void ParameterPanel::retranslate()
{
    m_controlsBox->setTitle(QCoreApplication::translate("MainWindow", "Parameters"));
    m_presetsBox->setTitle(QCoreApplication::translate("MainWindow", "Presets"));
    m_startLessonButton->setText(
        QCoreApplication::translate("MainWindow", "▶ Start the guided lesson"));
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
