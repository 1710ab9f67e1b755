#pragma once

#include "trainedscheme.h"

#include <QPointF>
#include <QWidget>

#include <limits>
#include <vector>

class QLabel;
class SchemeLineChart;

/// The live training curves of a comparison: the loss and the accuracy (in percent, chance drawn)
/// of the batches against the step, one line per scheme in its colour and dashes, overlaid, the
/// loss on the left and the accuracy on the right, the run's choices under them. An earlier run
/// set with setComparison() is drawn in faint lines and named under them. Each batch holds
/// sequences of one length (a batch of length 2 is easy), so a step's own numbers jump; each point
/// is the mean of the last `window` steps' values, as the titles say. Long runs are thinned to at
/// most about maxPoints points per line (every k-th step and the last); the hover line gives the
/// value at full precision.
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
    /// Whether the run's choices are written under the charts (on by default: a figure names
    /// its run; the Training view shows them only when its controls describe another run). The
    /// compared run, when there is one, is named either way.
    void setCaptionShown(bool on);
    /// Overlays an earlier run's curves (null: none); the live lines stay as they are.
    void setComparison(const std::shared_ptr<const ComparedRuns> &compared);

    SchemeLineChart *lossChart() const { return m_loss; }
    SchemeLineChart *accuracyChart() const { return m_accuracy; }
    QLabel *captionLabel() const { return m_caption; }
    /// The run the charts show (reset() or setRuns()).
    TrainingRuns shown() const { return {m_config, m_schemes, {}}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// Sets both charts' lines: the live ones kept, the compared run's after them.
    void setLines();
    /// The smoothed loss and accuracy points of points (after those in *recent, a scheme's last
    /// `window` points, which it updates), thinned to every stride-th step, the first and the
    /// last (steps).
    static void smooth(const std::vector<pe::CurvePoint> &points, int stride, std::int64_t steps,
                       std::vector<pe::CurvePoint> *recent, std::vector<QPointF> *loss,
                       std::vector<QPointF> *accuracy);

    SchemeLineChart *m_loss;
    SchemeLineChart *m_accuracy;
    QLabel *m_caption;
    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::shared_ptr<const ComparedRuns> m_compared;
    bool m_captionShown = true;
    // Per scheme: the last `window` losses and accuracies (oldest first).
    std::vector<std::vector<pe::CurvePoint>> m_recent;
    int m_stride = 1;
    std::int64_t m_steps = 0;
    double m_chance = std::numeric_limits<double>::quiet_NaN(); // none before reset()
};
