#pragma once

#include "schemelinechart.h"
#include "trainedscheme.h"

#include "training/lengthreading.h"

#include <QWidget>

#include <vector>

class QBoxLayout;
class QLabel;

/// Accuracy against the sequence length after training (the extrapolation picture of Press et
/// al. 2022, figure 1, on the learner's own run): one line per scheme over lengths 2 .. 4L, in
/// percent, a mark at each length, the training length L marked and chance drawn; a learned
/// table has no point beyond L (it cannot run there, and the summary says so). Under the chart
/// the run's choices, then one line per scheme: what its line shows in words (pe::readLengths)
/// and its mean accuracy at the training lengths 2 .. L and beyond them. An earlier run set
/// with setComparison() is drawn in faint lines and named under the chart.
class LengthFigure : public QWidget
{
    Q_OBJECT

public:
    explicit LengthFigure(QWidget *parent = nullptr);

    /// Shows the finished runs (null entries: not trained yet).
    void setRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                 const std::vector<std::shared_ptr<const TrainedScheme>> &runs);
    /// Whether the run's choices head the text under the chart (on by default: a figure names
    /// its run; the Training view shows them only when its controls describe another run). The
    /// compared run, when there is one, is named either way.
    void setCaptionShown(bool on);
    /// Overlays an earlier run (null: none).
    void setComparison(const std::shared_ptr<const ComparedRuns> &compared);

    SchemeLineChart *chart() const { return m_chart; }
    QLabel *summaryLabel() const { return m_summary; }
    /// The run the chart shows (setRuns()).
    TrainingRuns shown() const { return {m_config, m_schemes, m_runs}; }

    /// True when the text stands beside the chart, false when under it.
    bool textBeside() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    /// The text beside the chart where the width holds the table's widest line and the chart's
    /// readable width, at least 60 % of the table's (a projector's wide, short page: the chart
    /// keeps its height and the readings stay in view), else under it.
    void arrange(int width);
    /// The reading in words: "holds to L and falls beyond".
    static QString reading(pe::LengthReading reading);
    /// One line per scheme of set; faint and named "scheme (runName)" when runName is not empty.
    static QList<SchemeLineChart::Line> linesOf(const TrainingRuns &set, const QString &runName);

    SchemeLineChart *m_chart;
    QLabel *m_summary;
    QBoxLayout *m_layout;
    int m_summaryWidth = 0; ///< the text's widest line (the table's), in pixels
    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> m_runs;
    std::shared_ptr<const ComparedRuns> m_compared;
    bool m_captionShown = true;
};
