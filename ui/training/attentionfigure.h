#pragma once

#include "trainedscheme.h"

#include <QWidget>

#include <vector>

class LabelledMatrixPlot;
class NumberField;
class QComboBox;
class QLabel;

/// The attention map of one trained scheme: for one evaluation example of
/// length n (the task's example 0 of the seed's evaluation stream, the same for every scheme),
/// the attention probabilities of a chosen layer and head, row = query position, column = key
/// position, both labelled "position: token"; under it the example's input, its target and the
/// model's prediction. The model computes the map (TransformerModel::attentionMap); the figure
/// only shows it. A learned table beyond L has no map (it cannot run there): the figure says so.
class AttentionFigure : public QWidget
{
    Q_OBJECT

public:
    explicit AttentionFigure(QWidget *parent = nullptr);

    /// The finished runs to choose from (null: not trained yet); keeps the chosen scheme when it
    /// is still there.
    void setRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                 const std::vector<std::shared_ptr<const TrainedScheme>> &runs);
    /// Chooses the scheme (index into the schemes), the example's length n, the layer and the
    /// head (0-based), each brought into range.
    void choose(int scheme, int length, int layer, int head);

    int scheme() const;
    int length() const;
    int layer() const;
    int head() const;
    LabelledMatrixPlot *plot() const { return m_plot; }
    QLabel *exampleLabel() const { return m_example; }
    QComboBox *schemeBox() const { return m_schemeBox; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    QComboBox *m_schemeBox;
    NumberField *m_length;
    NumberField *m_layer;
    NumberField *m_head;
    QLabel *m_schemeLabel;
    QLabel *m_lengthLabel;
    QLabel *m_layerLabel;
    QLabel *m_headLabel;
    LabelledMatrixPlot *m_plot;
    QLabel *m_example;
    pe::TrainingConfig m_config;
    std::vector<pe::SchemeSpec> m_schemes;
    std::vector<std::shared_ptr<const TrainedScheme>> m_runs;
    bool m_updating = false;
    // The scheme choose() asked for, shown as soon as its run is there (-1: none pending).
    int m_preferred = -1;
};
