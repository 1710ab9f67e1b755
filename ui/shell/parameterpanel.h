#pragma once

#include <QList>
#include <QWidget>

class LessonState;
class NumberField;
class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;

/// The window's controls column: the parameters (the encoding switch, p, the comparison position
/// q as slider and spin box, d, base, the formula they give) and the presets with the button that
/// starts the guided lesson. The controls write to the LessonState and show what it holds; the
/// column is at most 52 average characters wide and follows the font (zoom, presentation mode).
/// Its texts keep the "MainWindow" translation context of the window they were part of.
class ParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterPanel(LessonState *state, QWidget *parent = nullptr);

    QCheckBox *encodingSwitch() const { return m_encodingSwitch; }
    NumberField *positionSpinBox() const { return m_pSpin; }
    /// The q slider, 1 to 32. Its moves reach the state coalesced: after the event loop has run
    /// once (QCoreApplication::processEvents()), the state holds the slider's latest value and
    /// has changed once for any number of moves in between.
    QSlider *comparisonSlider() const { return m_qSlider; }
    NumberField *comparisonSpinBox() const { return m_qSpin; }
    NumberField *widthSpinBox() const { return m_dSpin; }
    NumberField *baseSpinBox() const { return m_baseSpin; }
    /// The controls in Tab order: switch, p, q slider, q spin box, d, base, the presets.
    QList<QWidget *> focusChain() const;

signals:
    /// "Start the guided lesson" was clicked.
    void startLessonRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Shows the state's values (a field is rewritten only when it shows another value).
    void sync();
    void retranslate();
    /// At most 52 average characters of the current font wide.
    void fitWidth();

    LessonState *m_state;
    QGroupBox *m_controlsBox = nullptr;
    QGroupBox *m_presetsBox = nullptr;
    QCheckBox *m_encodingSwitch = nullptr;
    QLabel *m_pLabel = nullptr;
    NumberField *m_pSpin = nullptr;
    QLabel *m_qLabel = nullptr;
    QSlider *m_qSlider = nullptr;
    QTimer *m_qSliderTimer = nullptr;
    NumberField *m_qSpin = nullptr;
    QLabel *m_dLabel = nullptr;
    NumberField *m_dSpin = nullptr;
    QLabel *m_baseLabel = nullptr;
    NumberField *m_baseSpin = nullptr;
    QLabel *m_formulaLabel = nullptr;
    QList<QPushButton *> m_presetButtons;
    QPushButton *m_startLessonButton = nullptr;
};
