#pragma once

#include "transportcontroller.h"

#include <QWidget>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QToolButton;

/// The animation transport under the views, in one row or, where the views are narrow, in as
/// many as it needs (groups that wrap, FlowLayout): play/pause, step back, step forward, the
/// animated parameter (q, p, base, d) with its range and step (a button showing them, "1 … 32,
/// step 1", opens the fields from, to and step), the speed (0.25x .. 4x), loop or ping-pong, and
/// the frame counter ("frame 7 / 32"). It owns the TransportController
/// and the actions with the keys Space (play/pause), comma (step back) and period (step
/// forward) and the "Reduce motion" setting; the window puts them in its menu and adds them to
/// itself, so they also work in presentation mode. The keys give way to the focused control
/// where it needs them (TransportKeyFilter). All texts in the "Animation" translation context.
class TransportBar : public QWidget
{
    Q_OBJECT

public:
    explicit TransportBar(LessonState *state, QWidget *parent = nullptr);

    TransportController *controller() const { return m_controller; }
    QAction *playAction() const { return m_playAction; }
    QAction *stepBackAction() const { return m_stepBackAction; }
    QAction *stepForwardAction() const { return m_stepForwardAction; }
    /// Checkable: on, frames advance only by a step (Play is disabled).
    QAction *reduceMotionAction() const { return m_reduceMotionAction; }
    /// Play, step back, step forward, in menu order.
    QList<QAction *> transportActions() const;
    /// The bar's controls in Tab order, left to right.
    QList<QWidget *> focusChain() const;

    QComboBox *parameterBox() const { return m_parameter; }
    QDoubleSpinBox *fromSpinBox() const { return m_from; }
    QDoubleSpinBox *toSpinBox() const { return m_to; }
    QDoubleSpinBox *stepSpinBox() const { return m_step; }
    /// Shows the range and step; opens the fields.
    QToolButton *rangeButton() const { return m_rangeButton; }
    QComboBox *speedBox() const { return m_speed; }
    QComboBox *modeBox() const { return m_mode; }
    QLabel *frameLabel() const { return m_frameLabel; }
    /// The counter's text in the current language: "frame 7 / 32", or "frame – / 32" when the
    /// parameter's value is on no frame.
    static QString frameText(qint64 frame, qint64 count);
    /// The range button's text: "1 … 32, step 1", or "10 … 100000, ×10" for the base.
    static QString rangeText(const FrameSequence &sequence);
    /// The speeds offered: 0.25x, 0.5x, 1x, 2x, 4x.
    static QList<double> speeds();

    /// Sets up a field for a value of parameter (limits, decimals, step kind).
    static void configureValueField(QDoubleSpinBox *box, AnimatedParameter parameter);
    /// Sets up a field for the step of parameter (whole number >= 1, or a factor > 1 with "×").
    static void configureStepField(QDoubleSpinBox *box, AnimatedParameter parameter);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void syncFromController();
    void syncFrame();
    void syncPlayState();
    void applyFields();
    void parameterPicked();
    void fitFrameLabel();
    void fitToFont();
    void syncRangeText();

    TransportController *m_controller;
    QAction *m_playAction = nullptr;
    QAction *m_stepBackAction = nullptr;
    QAction *m_stepForwardAction = nullptr;
    QAction *m_reduceMotionAction = nullptr;
    QToolButton *m_playButton = nullptr;
    QToolButton *m_backButton = nullptr;
    QToolButton *m_forwardButton = nullptr;
    QLabel *m_parameterLabel = nullptr;
    QComboBox *m_parameter = nullptr;
    QToolButton *m_rangeButton = nullptr;
    QLabel *m_fromLabel = nullptr;
    QDoubleSpinBox *m_from = nullptr;
    QLabel *m_toLabel = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QLabel *m_stepLabel = nullptr;
    QDoubleSpinBox *m_step = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
    QComboBox *m_mode = nullptr;
    QLabel *m_frameLabel = nullptr;
    bool m_syncing = false;
};
