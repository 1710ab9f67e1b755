#pragma once

#include "trainedscheme.h"

#include <QWidget>

#include <vector>

class LabelledMatrixPlot;
class QLabel;

/// What a learned position table became: the cosine similarity of every pair
/// of its L rows after training (pe::SchemeResult::learnedSimilarity) next to that of the
/// sinusoidal table of the same L and d (sinusoidalSimilarity), both L x L on the same colour
/// scale [−1, 1]. Shown for the first learned scheme of the run; without one, a note says how to
/// get it.
class PositionsFigure : public QWidget
{
    Q_OBJECT

public:
    explicit PositionsFigure(QWidget *parent = nullptr);

    void setRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                 const std::vector<std::shared_ptr<const TrainedScheme>> &runs);

    LabelledMatrixPlot *learnedPlot() const { return m_learned; }
    LabelledMatrixPlot *sinusoidalPlot() const { return m_sinusoidal; }
    QLabel *noteLabel() const { return m_note; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    LabelledMatrixPlot *m_learned;
    LabelledMatrixPlot *m_sinusoidal;
    QLabel *m_note;
    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> m_runs;
};
