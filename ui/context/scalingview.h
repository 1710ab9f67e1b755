#pragma once

#include <QWidget>

class LessonState;
class NumberField;
class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;
class ScalingChart;
class ScalingModel;

/// The "Context scaling" tab of the family "Long context": the method
/// (none, position interpolation, NTK-aware, YaRN) with its factor s (following L' / L unless
/// typed), YaRN's alpha and beta, and L and L' in a bar; YaRN's attention scale
/// sqrt(1/t) = 0.1 ln s + 1 as a number; the scale factor omega'_i / omega_i of every pair
/// (ScalingChart); how many pairs pass the "never seen" test; and the table of every pair's
/// frequencies, factor, largest angles within L and L' and verdict (ScalingModel). The method
/// changes every view of the window (LessonState::encoding()); the parameter panel's formula
/// says so wherever the student is.
class ScalingView : public QWidget
{
    Q_OBJECT

public:
    explicit ScalingView(LessonState *state, QWidget *parent = nullptr);

    QComboBox *methodBox() const { return m_method; }
    NumberField *factorField() const { return m_factor; }
    QCheckBox *followBox() const { return m_follow; }
    NumberField *alphaField() const { return m_alpha; }
    NumberField *betaField() const { return m_beta; }
    NumberField *trainLengthField() const { return m_train; }
    NumberField *contextLengthField() const { return m_context; }
    ScalingModel *model() const { return m_model; }
    ScalingChart *chart() const { return m_chart; }
    QTableView *table() const { return m_table; }
    /// The temperature line ("YaRN's attention scale ... = 1.138629 ...").
    QString temperatureText() const;
    /// The pass count line.
    QString summaryText() const;
    /// The refusal note of the last value the state did not take (empty when none).
    QString refusalText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void refuse(const QString &text);

    LessonState *m_state;
    ScalingModel *m_model;
    QLabel *m_methodLabel;
    QComboBox *m_method;
    QLabel *m_factorLabel;
    NumberField *m_factor;
    QCheckBox *m_follow;
    QLabel *m_alphaLabel;
    NumberField *m_alpha;
    QLabel *m_betaLabel;
    NumberField *m_beta;
    QLabel *m_trainLabel;
    NumberField *m_train;
    QLabel *m_contextLabel;
    NumberField *m_context;
    QLabel *m_refusal;
    QLabel *m_temperature;
    QLabel *m_summary;
    ScalingChart *m_chart;
    QTableView *m_table;
};
