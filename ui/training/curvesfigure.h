#pragma once

#include "trainedscheme.h"

#include <QWidget>

#include <limits>
#include <vector>

class SchemeLineChart;

/// The live training curves of a comparison (issue 20, point 4): the loss and the accuracy of
/// the batches against the step, one line per scheme in its colour, overlaid, the loss on the
/// left and the accuracy on the right. Each batch holds sequences of one length (a batch of
/// length 2 is easy), so a step's own numbers jump; each point is the mean of the last `window`
/// steps' values, as the titles say. Long runs are thinned to at most about maxPoints points per
/// line (every k-th step and the last); the hover line gives the value at full precision.
class CurvesFigure : public QWidget
{
    Q_OBJECT

public:
    static constexpr int maxPoints = 1000;
    static constexpr int window = 20;

    explicit CurvesFigure(QWidget *parent = nullptr);

    /// Empty lines for schemes, x over 0 .. config.steps.
    void reset(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes);
    /// Adds the points of scheme `index` (after those added before).
    void append(int index, const std::vector<pe::CurvePoint> &points);
    /// reset() and every finished run's curve (runs[k] may be null: not trained yet).
    void setRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                 const std::vector<std::shared_ptr<const TrainedScheme>> &runs);

    SchemeLineChart *lossChart() const { return m_loss; }
    SchemeLineChart *accuracyChart() const { return m_accuracy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    SchemeLineChart *m_loss;
    SchemeLineChart *m_accuracy;
    // Per scheme: the last `window` losses and accuracies (oldest first).
    std::vector<std::vector<pe::CurvePoint>> m_recent;
    int m_stride = 1;
    std::int64_t m_steps = 0;
    double m_chance = std::numeric_limits<double>::quiet_NaN(); // none before reset()
};
