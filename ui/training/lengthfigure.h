#pragma once

#include "trainedscheme.h"

#include <QWidget>

#include <vector>

class QLabel;
class SchemeLineChart;

/// Accuracy against the sequence length after training (issue 20, point 4; the extrapolation
/// picture of Press et al. 2022, figure 1, on the learner's own run): one line per scheme over
/// lengths 2 .. 4L, the training length L marked; a learned table has no point beyond L (it
/// cannot run there, and the summary says so). Under the chart, one line per scheme: its mean
/// accuracy at the training lengths 2 .. L and beyond them, against chance.
class LengthFigure : public QWidget
{
    Q_OBJECT

public:
    explicit LengthFigure(QWidget *parent = nullptr);

    /// Shows the finished runs (null entries: not trained yet).
    void setRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                 const std::vector<std::shared_ptr<const TrainedScheme>> &runs);

    SchemeLineChart *chart() const { return m_chart; }
    QLabel *summaryLabel() const { return m_summary; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    SchemeLineChart *m_chart;
    QLabel *m_summary;
    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> m_runs;
};
