#pragma once

#include <QList>
#include <QWidget>

class LessonState;
class NumberField;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QMenu;
class QPushButton;
class QSlider;
class QTimer;
class QToolButton;

/// The window's controls: the parameters (the encoding switch, p, the comparison position q as
/// slider and spin box, d, base, the formula they give) and the presets with the button that
/// starts the guided lesson. The controls write to the LessonState and show what it holds.
/// Two arrangements (setCompact()): a column (group boxes "Parameters" and "Presets", one
/// button per preset; at most 52 average characters wide, following the font: zoom,
/// presentation mode) for a wide window, and a compact bar for a narrow one, where the same
/// controls flow left to right in as many rows as the width needs (usually one or two) and the
/// presets are one "Presets" button with a menu. Its texts keep the "MainWindow" translation
/// context of the window they were part of.
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
    /// Where each pair's sin and cos sit: interleaved, concatenated,
    /// tensor2tensor, fairseq, in pe::Layout's order; each item's data is the layout's id.
    QComboBox *layoutBox() const { return m_layoutBox; }
    /// fairseq's padding_idx, 0 .. pe::maxPaddingIdx; shown with the fairseq layout only.
    NumberField *paddingField() const { return m_paddingSpin; }
    /// The formula of the current layout, d and base (e.g. "[sin | cos] halves, ...").
    QLabel *formulaLabel() const { return m_formulaLabel; }
    /// The formula text the panel shows for the state's layout, d, base and padding index.
    static QString formulaText(const LessonState &state);
    /// The controls of the current arrangement in Tab order: switch, p, q slider, q spin box,
    /// d, base, layout, padding index, then in the column the lesson's start button and the preset
    /// buttons, in the bar the presets' menu button and the start button.
    QList<QWidget *> focusChain() const;

    /// Arranges the controls as a bar of rows (true) or as a column (false, the default). The
    /// bar starts with leading, as one cell (the window's sentence: it then shares the bar's
    /// first row when there is room); the panel takes them as children. The column ignores
    /// leading: the caller places those widgets itself.
    void setCompact(bool compact, const QList<QWidget *> &leading = {});
    bool isCompact() const { return m_compact; }
    /// The bar's "Presets" menu button (hidden in the column).
    QToolButton *presetsMenuButton() const { return m_presetsMenuButton; }
    /// The column's preset buttons (hidden in the bar), in LessonState::presets() order.
    QList<QPushButton *> presetButtons() const { return m_presetButtons; }
    /// The formula line as shown (with the method's note when a method is on).
    QString formulaText() const;
    /// "Start a guided lesson" and its menu of lessons.
    QPushButton *startLessonButton() const { return m_startLessonButton; }

signals:
    /// A lesson was chosen in the menu of "Start a guided lesson" (its lessonregistry id).
    void startLessonRequested(const QString &lessonId);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Shows the state's values (a field is rewritten only when it shows another value).
    void sync();
    void retranslate();
    /// At most 52 average characters of the current font wide (the column), or as wide as the
    /// window gives (the bar); the bar's slider keeps a readable length.
    void fitWidth();
    /// Puts the controls into the layouts of the current arrangement.
    void arrange();

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
    QLabel *m_layoutLabel = nullptr;
    QComboBox *m_layoutBox = nullptr;
    QLabel *m_paddingLabel = nullptr;
    NumberField *m_paddingSpin = nullptr;
    QLabel *m_formulaLabel = nullptr;
    QList<QPushButton *> m_presetButtons;
    /// The formula line's note on the context-extension method (empty when none is on).
    QString methodNote() const;

    QPushButton *m_startLessonButton = nullptr;
    QMenu *m_startLessonMenu = nullptr;
    QToolButton *m_presetsMenuButton = nullptr;
    QList<QWidget *> m_leading;
    bool m_compact = false;
};
