#pragma once

#include "pagedview.h"
#include "trainingrunner.h"

#include <QElapsedTimer>
#include <QWidget>

#include <vector>

class AttentionFigure;
class CurvesFigure;
class LengthFigure;
class LessonState;
class NumberField;
class PositionsFigure;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
struct TrainingPreset;

/// The Training view of the family "Training": a small Transformer trained live with each chosen
/// positional scheme, side by side on worker threads, one per core (TrainingRunner), with the
/// same seed and data; the window never waits. The controls choose the
/// task, the schemes to compare, L, the model's size (layers, heads, d), the steps and the seed,
/// and the causal mask; Train, Pause/Resume and Cancel drive the run, with its progress. Four
/// pages show it: the live loss and accuracy curves (CurvesFigure), the accuracy against the
/// sequence length with L marked (LengthFigure), the attention map of one example, layer and
/// head (AttentionFigure) and the learned table's similarity next to the sinusoidal one
/// (PositionsFigure). Finished runs are cached (trainingcache): the same choices show at once.
/// The session's finished comparisons are kept (at most maxKept, the oldest dropped; the same
/// choices again replace their entry): "Compare with", among the controls, overlays one of them
/// on the curves and Beyond L in faint lines. Train waits while a run goes (Cancel stops it); the
/// choices changed meanwhile are for the next run, and the status says so.
/// As a PagedView its pages are "curves", "lengths", "attention" and "positions", and a lesson
/// preset's id (trainingpresets) sets the preset's choices, shows its page and trains what is not
/// cached (unless autoTrain is off: then it only shows what is cached).
class TrainingView : public QWidget, public PagedView
{
    Q_OBJECT

public:
    explicit TrainingView(LessonState *state, QWidget *parent = nullptr);
    ~TrainingView() override;

    /// The config and schemes the controls describe now.
    pe::TrainingConfig config() const;
    std::vector<pe::SchemeSpec> schemes() const;
    /// Sets the controls to config and schemes (no run starts).
    void setChoices(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes);

    /// Trains the controls' choices (from the cache what is there).
    void train();
    /// Shows runs already trained for config and schemes (the export; no worker).
    void showRuns(const pe::TrainingConfig &config, const std::vector<pe::SchemeSpec> &schemes,
                  const std::vector<std::shared_ptr<const TrainedScheme>> &runs);
    /// Applies a lesson preset: its choices and page, then trains (autoTrain) or shows what the
    /// cache holds.
    void applyPreset(const TrainingPreset &preset);
    /// Whether a preset starts training by itself (on by default; the export of the lesson's
    /// steps turns it off, so the files never depend on a worker's timing).
    void setAutoTrain(bool on) { m_autoTrain = on; }
    bool autoTrain() const { return m_autoTrain; }
    /// Predict, then reveal: the next applyPreset() sets the preset's choices and page but shows
    /// no run, trained or cached, until release() (a lesson step whose question predicts the run).
    void holdNextPreset() { m_holdNext = true; }
    /// Trains (or shows from the cache) the preset held back; nothing when none is.
    void release();
    /// True while a preset is held back.
    bool holding() const { return m_held != nullptr; }

    bool showPage(const QString &id) override;
    QString currentPageId() const override;

    TrainingRunner *runner() const { return m_runner; }
    CurvesFigure *curvesFigure() const { return m_curves; }
    LengthFigure *lengthFigure() const { return m_lengths; }
    AttentionFigure *attentionFigure() const { return m_attention; }
    PositionsFigure *positionsFigure() const { return m_positions; }
    QPushButton *trainButton() const { return m_train; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QTabWidget *pages() const { return m_pages; }
    /// A finished comparison kept in the session: "run <number>".
    struct KeptRun
    {
        int number = 0;
        TrainingRuns runs;
    };
    /// "Compare with…" (index 0: none), then the kept runs, newest first.
    QComboBox *compareBox() const { return m_compare; }
    /// The kept runs, oldest first.
    const std::vector<KeptRun> &keptRuns() const { return m_kept; }
    static constexpr int maxKept = 12;

    /// Writes the curves of the shown runs as CSV (scheme,step,loss,accuracy; the core's
    /// writer) to path, atomically; false with *error on failure.
    bool saveCurves(const QString &path, QString *error) const;
    /// Asks for a file name and saves the curves.
    void chooseCurvesFile();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The run's number fields (L, layers, heads, d, steps, seed).
    QList<NumberField *> numberFields() const;
    void buildControls();
    void retranslate();
    void updateButtons();
    void updateStatus();
    void showFinished();
    /// Keeps the runner's finished comparison (a whole one, not cancelled) and lists it.
    void keepRun();
    /// Lists the kept runs in "Compare with" (the choice kept when it still exists).
    void listKept();
    /// Overlays the run chosen in "Compare with" (none when it is the one shown).
    void showComparison();
    /// Each figure's caption shown when the controls describe another run than the figure's.
    void updateCaptions();
    /// True when the controls describe another run than the runner's.
    bool choicesChanged() const;
    std::vector<std::shared_ptr<const TrainedScheme>> shownRuns() const;

    TrainingRunner *m_runner;
    QComboBox *m_task;
    std::vector<QCheckBox *> m_schemeBoxes;
    NumberField *m_length;
    NumberField *m_layers;
    NumberField *m_heads;
    NumberField *m_width;
    NumberField *m_steps;
    NumberField *m_seed;
    QCheckBox *m_causal;
    QList<QLabel *> m_fieldLabels;
    QLabel *m_taskLabel;
    QLabel *m_schemesLabel;
    QPushButton *m_train;
    QPushButton *m_pause;
    QPushButton *m_cancel;
    QPushButton *m_saveCurves;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTabWidget *m_pages;
    QComboBox *m_compare;
    std::vector<KeptRun> m_kept;
    int m_keptCount = 0; // runs kept in the session, for their numbers
    CurvesFigure *m_curves;
    LengthFigure *m_lengths;
    AttentionFigure *m_attention;
    PositionsFigure *m_positions;
    QElapsedTimer m_clock;
    QString m_message;
    bool m_autoTrain = true;
    bool m_holdNext = false;
    const TrainingPreset *m_held = nullptr; // held back by holdNextPreset(); presets are static
    bool m_wasCancelled = false;
};
