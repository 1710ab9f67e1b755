#include "trainingview.h"

#include "atomicwrite.h"
#include "attentionfigure.h"
#include "curvesfigure.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "lengthfigure.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "positionsfigure.h"
#include "schemestyle.h"
#include "trainingcache.h"
#include "trainingpresets.h"

#include "training/trainingcsv.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include <sstream>

namespace {

const QStringList pageIds = {QStringLiteral("curves"), QStringLiteral("lengths"),
                             QStringLiteral("attention"), QStringLiteral("positions")};
const QStringList taskIds
    = {QStringLiteral("reverse"), QStringLiteral("shift-1"), QStringLiteral("shift-2"),
       QStringLiteral("shift-3"), QStringLiteral("sort")};
constexpr qint64 maxSeed = 2147483647;

// A label and its field side by side, kept together when the bar wraps.
QWidget *pair(QLabel *label, QWidget *field)
{
    auto *box = new QWidget;
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label);
    row->addWidget(field);
    label->setBuddy(field);
    return box;
}

} // namespace

TrainingView::TrainingView(LessonState *, QWidget *parent)
    : QWidget(parent)
    , m_runner(new TrainingRunner(this))
    , m_task(new QComboBox(this))
    , m_length(new NumberField(pe::minTrainLength, pe::maxTrainLength, this))
    , m_layers(new NumberField(pe::minLayers, pe::maxLayers, this))
    , m_heads(new NumberField(1, pe::maxHeads, this))
    , m_width(new NumberField(pe::minModelWidth, pe::maxModelWidth, this))
    , m_steps(new NumberField(1, pe::maxTrainingSteps, this))
    , m_seed(new NumberField(0, maxSeed, this))
    , m_causal(new QCheckBox(this))
    , m_taskLabel(new QLabel(this))
    , m_schemesLabel(new QLabel(this))
    , m_train(new QPushButton(this))
    , m_pause(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_saveCurves(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_pages(new QTabWidget(this))
    , m_compare(new QComboBox(this))
    , m_curves(new CurvesFigure(this))
    , m_lengths(new LengthFigure(this))
    , m_attention(new AttentionFigure(this))
    , m_positions(new PositionsFigure(this))
{
    for (const pe::SchemeKind kind : pe::allSchemeKinds()) {
        auto *box = new QCheckBox(this);
        box->setProperty("scheme", QString::fromStdString(pe::schemeId(kind)));
        m_schemeBoxes.push_back(box);
    }
    buildControls();
    m_pages->addTab(m_curves, QString());
    m_pages->addTab(m_lengths, QString());
    m_pages->addTab(m_attention, QString());
    m_pages->addTab(m_positions, QString());

    connect(m_train, &QPushButton::clicked, this, &TrainingView::train);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_runner->status() == TrainingRunner::Status::Paused)
            m_runner->resume();
        else
            m_runner->pause();
    });
    connect(m_cancel, &QPushButton::clicked, m_runner, &TrainingRunner::cancel);
    connect(m_saveCurves, &QPushButton::clicked, this, &TrainingView::chooseCurvesFile);
    connect(m_runner, &TrainingRunner::started, this, [this] {
        m_clock.start();
        m_message.clear();
        m_wasCancelled = false;
        m_curves->reset(m_runner->config(), m_runner->schemes());
        showFinished();
        listKept(); // the new run is the one shown: never overlaid on itself
    });
    connect(m_runner, &TrainingRunner::pointsReady, this,
            [this](int index, const std::vector<pe::CurvePoint> &points) {
                m_curves->append(index, points);
                updateStatus();
            });
    connect(m_runner, &TrainingRunner::schemeFinished, this, [this] {
        showFinished();
        updateStatus();
    });
    connect(m_runner, &TrainingRunner::statusChanged, this, [this] {
        updateButtons();
        updateStatus();
    });
    connect(m_runner, &TrainingRunner::finished, this, [this] {
        keepRun();
        updateStatus();
    });
    connect(m_compare, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &TrainingView::showComparison);
    // Choices changed during a run are for the next one: the status says so at once.
    const auto changed = [this] { updateStatus(); };
    connect(m_task, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    for (QCheckBox *box : m_schemeBoxes)
        connect(box, &QCheckBox::toggled, this, changed);
    connect(m_causal, &QCheckBox::toggled, this, changed);
    for (NumberField *field : numberFields())
        connect(field, &NumberField::valueChanged, this, changed);
    connect(m_runner, &TrainingRunner::cancelled, this, [this] {
        m_wasCancelled = true;
        listKept(); // the cancelled run is on screen: no kept run is "shown"
        updateStatus();
    });
    connect(m_runner, &TrainingRunner::failed, this, [this](const QString &message) {
        m_message = message;
        updateStatus();
    });

    setChoices(trainingpresets::lessonConfig(), trainingpresets::defaultSchemes());
    m_curves->reset(config(), schemes());
    retranslate();
    updateButtons();
}

TrainingView::~TrainingView() = default;

void TrainingView::buildControls()
{
    for (const QString &id : taskIds)
        m_task->addItem(QString(), id);
    auto *bar = new FlowLayout;
    bar->addWidget(pair(m_taskLabel, m_task));
    bar->addWidget(m_schemesLabel);
    for (QCheckBox *box : m_schemeBoxes)
        bar->addWidget(box);
    for (NumberField *field : numberFields()) {
        auto *label = new QLabel(this);
        m_fieldLabels << label;
        bar->addWidget(pair(label, field));
    }
    bar->addWidget(m_causal);
    for (QPushButton *button : {m_train, m_pause, m_cancel, m_saveCurves})
        bar->addWidget(button);
    // "Compare with…": an earlier run over the curves and Beyond L, after the buttons (beside
    // the status it would take the width its text needs); hidden with the other controls where
    // a lesson drives the view.
    m_compare->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compare->setMinimumContentsLength(14);
    bar->addWidget(m_compare);

    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setFixedWidth(120);
    m_status->setWordWrap(true);
    // The progress beside the status it counts, on one line under the controls.
    auto *progress = new QHBoxLayout;
    progress->addWidget(m_progress, 0, Qt::AlignVCenter);
    progress->addWidget(m_status, 1);

    auto *controls = new QVBoxLayout;
    controls->addLayout(bar);
    controls->addLayout(progress);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this));
    // The figures keep a readable minimum; in a small window (presentation mode's large fonts)
    // they scroll rather than push the window's own controls out.
    auto *scroll = new MinimumScrollArea(this);
    scroll->setContent(m_pages);
    layout->addWidget(scroll, 1);
}

QList<NumberField *> TrainingView::numberFields() const
{
    return {m_length, m_layers, m_heads, m_width, m_steps, m_seed};
}

pe::TrainingConfig TrainingView::config() const
{
    pe::TrainingConfig c = trainingpresets::lessonConfig();
    pe::parseTask(m_task->currentData().toString().toStdString(), &c.task);
    c.trainLength = m_length->intValue();
    c.model.layers = m_layers->intValue();
    c.model.heads = m_heads->intValue();
    c.model.d = m_width->intValue();
    c.model.causal = m_causal->isChecked();
    c.steps = m_steps->intValue();
    c.warmupSteps = std::min(c.warmupSteps, c.steps - 1);
    c.seed = static_cast<std::uint64_t>(m_seed->value());
    return c;
}

std::vector<pe::SchemeSpec> TrainingView::schemes() const
{
    std::vector<pe::SchemeSpec> list;
    const std::vector<pe::SchemeKind> kinds = pe::allSchemeKinds();
    for (std::size_t k = 0; k < kinds.size(); ++k)
        if (m_schemeBoxes[k]->isChecked())
            list.push_back(trainingpresets::scheme(kinds[k]));
    return list;
}

void TrainingView::setChoices(const pe::TrainingConfig &c,
                              const std::vector<pe::SchemeSpec> &chosen)
{
    const int task = m_task->findData(QString::fromStdString(pe::taskId(c.task)));
    m_task->setCurrentIndex(std::max(0, task));
    m_length->setValue(c.trainLength);
    m_layers->setValue(c.model.layers);
    m_heads->setValue(c.model.heads);
    m_width->setValue(c.model.d);
    m_steps->setValue(c.steps);
    m_seed->setValue(double(c.seed));
    m_causal->setChecked(c.model.causal);
    const std::vector<pe::SchemeKind> kinds = pe::allSchemeKinds();
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        bool on = false;
        for (const pe::SchemeSpec &s : chosen)
            on = on || s.kind == kinds[k];
        m_schemeBoxes[k]->setChecked(on);
    }
}

void TrainingView::train()
{
    // A number typed and not committed yet (Train by its key, or a click that left the focus in
    // the field) is the run's, as the field shows it.
    for (NumberField *field : numberFields())
        if (!field->commitTyped())
            return;
    m_held = nullptr;
    const std::vector<pe::SchemeSpec> chosen = schemes();
    if (chosen.empty()) {
        m_message = tr("Tick at least one scheme to train.");
        updateStatus();
        return;
    }
    m_runner->start(config(), chosen);
}

void TrainingView::showRuns(const pe::TrainingConfig &c, const std::vector<pe::SchemeSpec> &chosen,
                            const std::vector<std::shared_ptr<const TrainedScheme>> &runs)
{
    setChoices(c, chosen);
    m_curves->setRuns(c, chosen, runs);
    m_lengths->setRuns(c, chosen, runs);
    m_attention->setRuns(c, chosen, runs);
    m_positions->setRuns(c, chosen, runs);
    m_progress->setValue(m_progress->maximum());
    m_status->setText(tr("Trained %n scheme(s).", nullptr, int(chosen.size())));
    updateCaptions();
}

void TrainingView::applyPreset(const TrainingPreset &preset)
{
    setChoices(preset.config, preset.schemes);
    showPage(preset.page);
    std::vector<std::shared_ptr<const TrainedScheme>> cached;
    bool all = true;
    for (const pe::SchemeSpec &s : preset.schemes) {
        cached.push_back(trainingcache::find(trainingkey::of(preset.config, s)));
        all = all && cached.back();
    }
    m_held = m_holdNext ? &preset : nullptr;
    m_holdNext = false;
    if (m_held) {
        m_runner->cancel();
        const std::vector<std::shared_ptr<const TrainedScheme>> none(preset.schemes.size());
        m_curves->setRuns(preset.config, preset.schemes, none);
        m_lengths->setRuns(preset.config, preset.schemes, none);
        m_attention->setRuns(preset.config, preset.schemes, none);
        m_positions->setRuns(preset.config, preset.schemes, none);
        m_progress->setValue(0);
        m_status->setText(tr("Predict first: this run starts when the question is checked or "
                             "revealed."));
    } else if (m_autoTrain || all) {
        m_runner->start(preset.config, preset.schemes);
    } else {
        m_runner->cancel();
        m_curves->setRuns(preset.config, preset.schemes, cached);
        m_lengths->setRuns(preset.config, preset.schemes, cached);
        m_attention->setRuns(preset.config, preset.schemes, cached);
        m_positions->setRuns(preset.config, preset.schemes, cached);
        m_progress->setValue(0);
        m_status->setText(tr("Press Train to run this step."));
    }
    const int length
        = preset.attentionLength > 0 ? preset.attentionLength : preset.config.trainLength;
    m_attention->choose(preset.attentionScheme, length, preset.attentionLayer,
                        preset.attentionHead);
    updateCaptions();
}

void TrainingView::release()
{
    if (!m_held)
        return;
    const TrainingPreset *preset = m_held;
    m_held = nullptr;
    m_runner->start(preset->config, preset->schemes);
}

std::vector<std::shared_ptr<const TrainedScheme>> TrainingView::shownRuns() const
{
    return m_runner->results();
}

void TrainingView::showFinished()
{
    const auto runs = shownRuns();
    const pe::TrainingConfig &c = m_runner->config();
    const auto &chosen = m_runner->schemes();
    m_lengths->setRuns(c, chosen, runs);
    m_attention->setRuns(c, chosen, runs);
    m_positions->setRuns(c, chosen, runs);
}

namespace {

// The same comparison: the same schemes, each with the same run key.
bool sameRuns(const TrainingRuns &a, const pe::TrainingConfig &config,
              const std::vector<pe::SchemeSpec> &schemes)
{
    if (a.schemes.size() != schemes.size())
        return false;
    for (std::size_t k = 0; k < schemes.size(); ++k)
        if (trainingkey::of(a.config, a.schemes[k]) != trainingkey::of(config, schemes[k]))
            return false;
    return true;
}

} // namespace

void TrainingView::keepRun()
{
    TrainingRuns runs {m_runner->config(), m_runner->schemes(), m_runner->results()};
    if (runs.runs.empty() || runs.runs.size() != runs.schemes.size())
        return;
    for (const auto &run : runs.runs)
        if (!run || run->result.cancelled)
            return;
    const auto same = std::find_if(m_kept.begin(), m_kept.end(), [&](const KeptRun &kept) {
        return sameRuns(kept.runs, runs.config, runs.schemes);
    });
    if (same != m_kept.end())
        m_kept.erase(same);
    m_kept.push_back({++m_keptCount, std::move(runs)});
    if (int(m_kept.size()) > maxKept)
        m_kept.erase(m_kept.begin());
    listKept();
}

void TrainingView::listKept()
{
    const int chosen = m_compare->currentData().toInt();
    const QSignalBlocker blocker(m_compare);
    m_compare->clear();
    m_compare->addItem(tr("Compare with…"), 0);
    for (auto kept = m_kept.rbegin(); kept != m_kept.rend(); ++kept) {
        const QString caption = schemestyle::runCaption(kept->runs.config);
        const QString beside = schemestyle::runCaptionBeside(kept->runs.config, m_runner->config());
        QStringList names;
        for (const pe::SchemeSpec &scheme : kept->runs.schemes)
            names << schemestyle::name(scheme.kind);
        const bool shown = sameRuns(kept->runs, m_runner->config(), m_runner->schemes());
        m_compare->addItem(
            (shown ? tr("run %1 (shown): %2") : tr("run %1: %2")).arg(kept->number).arg(beside),
            kept->number);
        m_compare->setItemData(m_compare->count() - 1,
                               tr("%1; %2").arg(caption, names.join(QStringLiteral(", "))),
                               Qt::ToolTipRole);
    }
    m_compare->setCurrentIndex(std::max(0, m_compare->findData(chosen)));
    m_compare->setEnabled(!m_kept.empty());
    showComparison();
}

void TrainingView::showComparison()
{
    const int number = m_compare->currentData().toInt();
    std::shared_ptr<const ComparedRuns> compared;
    for (const KeptRun &kept : m_kept)
        if (kept.number == number && !sameRuns(kept.runs, m_runner->config(), m_runner->schemes()))
            compared = std::make_shared<const ComparedRuns>(
                ComparedRuns {kept.runs, tr("run %1").arg(kept.number)});
    m_curves->setComparison(compared);
    m_lengths->setComparison(compared);
}

void TrainingView::updateCaptions()
{
    // The controls are a figure's caption while they describe the run it shows.
    const pe::TrainingConfig controls = config();
    const std::vector<pe::SchemeSpec> ticked = schemes();
    m_curves->setCaptionShown(!sameRuns(m_curves->shown(), controls, ticked));
    m_lengths->setCaptionShown(!sameRuns(m_lengths->shown(), controls, ticked));
}

bool TrainingView::choicesChanged() const
{
    return !sameRuns({m_runner->config(), m_runner->schemes(), {}}, config(), schemes());
}

bool TrainingView::showPage(const QString &id)
{
    const int index = int(pageIds.indexOf(id));
    if (index >= 0) {
        m_pages->setCurrentIndex(index);
        return true;
    }
    if (const TrainingPreset *preset = trainingpresets::find(id)) {
        applyPreset(*preset);
        return true;
    }
    return false;
}

QString TrainingView::currentPageId() const { return pageIds.value(m_pages->currentIndex()); }

void TrainingView::updateButtons()
{
    const TrainingRunner::Status status = m_runner->status();
    m_pause->setEnabled(status != TrainingRunner::Status::Idle);
    m_cancel->setEnabled(status != TrainingRunner::Status::Idle);
    // One run at a time: Cancel stops it; a new Train would have dropped it silently.
    m_train->setEnabled(status == TrainingRunner::Status::Idle);
    m_pause->setText(status == TrainingRunner::Status::Paused ? tr("&Resume") : tr("P&ause"));
}

void TrainingView::updateStatus()
{
    const auto &chosen = m_runner->schemes();
    const int total = int(chosen.size());
    int done = 0;
    for (const auto &run : m_runner->results())
        done += run ? 1 : 0;
    const int steps = std::max(1, m_runner->config().steps);
    const int current = m_runner->currentScheme();
    const bool busy = m_runner->status() != TrainingRunner::Status::Idle;
    // Side by side, several schemes advance at once: the fraction of all their steps, and every
    // scheme under way (steps delivered, no result yet) with its step.
    double fraction = 0.0;
    QStringList underWay;
    for (int k = 0; k < total; ++k) {
        const bool finished = bool(m_runner->results()[std::size_t(k)]);
        const qint64 stepsDone = std::size_t(k) < m_runner->stepsDone().size()
            ? m_runner->stepsDone()[std::size_t(k)]
            : 0;
        fraction += finished ? 1.0 : std::min(1.0, double(stepsDone) / steps);
        if (stepsDone > 0 && !finished)
            underWay << tr("%1 at step %2")
                            .arg(schemestyle::name(chosen[std::size_t(k)].kind))
                            .arg(stepsDone);
    }
    fraction = total > 0 ? fraction / total : 0.0;
    updateCaptions();
    const bool changed = choicesChanged();
    m_progress->setValue(int(std::lround(fraction * m_progress->maximum())));
    if (!m_message.isEmpty()) {
        m_status->setText(m_message);
        return;
    }
    const QString next
        = busy && changed ? tr(" — your changed choices are for the next run.") : QString();
    if (busy && underWay.isEmpty() && current >= 0 && current < total)
        underWay << tr("%1 at step %2")
                        .arg(schemestyle::name(chosen[std::size_t(current)].kind))
                        .arg(m_runner->currentStep());
    if (busy && !underWay.isEmpty()) {
        const QString last = underWay.takeLast();
        const QString names
            = underWay.isEmpty() ? last : tr("%1 and %2").arg(underWay.join(tr(", ")), last);
        QString text = tr("Training %1 of %2 (%3 of %4 schemes done)")
                           .arg(names)
                           .arg(steps)
                           .arg(done)
                           .arg(total);
        const double left = m_runner->secondsLeft();
        if (left >= 0.0 && m_runner->status() == TrainingRunner::Status::Running)
            text += tr(", about %1 s left").arg(int(std::ceil(left)));
        m_status->setText((m_runner->status() == TrainingRunner::Status::Paused
                               ? tr("Paused. %1").arg(text)
                               : text)
                          + next);
    } else if (busy) {
        m_status->setText(tr("Training…") + next);
    } else if (m_wasCancelled) {
        m_status->setText(tr("Cancelled: %1 of %2 schemes trained.").arg(done).arg(total));
    } else if (total > 0 && done == total) {
        m_status->setText(
            tr("Done: %n scheme(s) trained with seed %1, the same data for each.", nullptr, total)
                .arg(m_runner->config().seed));
    } else {
        m_status->setText(tr("Choose the schemes and press Train."));
    }
}

bool TrainingView::saveCurves(const QString &path, QString *error) const
{
    std::vector<pe::SchemeResult> results;
    for (const auto &run : m_runner->results())
        if (run)
            results.push_back(run->result);
    std::ostringstream out;
    pe::writeCurvesCsv(out, results);
    // Atomically and unbuffered: a buffered QSaveFile could commit a cut file on a
    // full disk; this way the earlier file stays whole and the error names the file.
    const std::string text = out.str();
    return imageexport::writeAtomically(
        path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), error);
}

void TrainingView::chooseCurvesFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the curves"),
                                                      QStringLiteral("training-curves.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveCurves(path, &error)) {
        m_message = error;
        updateStatus();
        m_message.clear();
    }
}

void TrainingView::retranslate()
{
    m_taskLabel->setText(tr("Tas&k:"));
    m_task->setToolTip(tr("What the model must learn: reverse needs absolute positions, shift "
                          "relative ones, sort content and order"));
    for (int k = 0; k < m_task->count(); ++k) {
        pe::TaskSpec task;
        pe::parseTask(m_task->itemData(k).toString().toStdString(), &task);
        m_task->setItemText(k, schemestyle::taskName(task));
    }
    m_schemesLabel->setText(tr("Schemes:"));
    const std::vector<pe::SchemeKind> kinds = pe::allSchemeKinds();
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        m_schemeBoxes[k]->setText(schemestyle::name(kinds[k]));
        m_schemeBoxes[k]->setToolTip(schemestyle::help(kinds[k]));
    }
    const QStringList labels
        = {tr("Len&gth L:"), tr("Layers:"), tr("Heads:"), tr("&d:"), tr("Steps:"), tr("Seed:")};
    for (int k = 0; k < m_fieldLabels.size(); ++k)
        m_fieldLabels[k]->setText(labels.value(k));
    m_length->setName(tr("L"));
    m_length->setHelp(tr("The training length: training sequences have lengths 2 to L; the "
                         "accuracy is measured up to 4L"));
    m_layers->setName(tr("layers"));
    m_layers->setHelp(tr("The number of attention layers"));
    m_heads->setName(tr("heads"));
    m_heads->setHelp(tr("Attention heads per layer; they must divide d"));
    m_width->setName(tr("d"));
    m_width->setHelp(tr("The model's width d (the embedding's dimension)"));
    m_steps->setName(tr("steps"));
    m_steps->setHelp(tr("Training steps per scheme (a batch of 32 sequences each)"));
    m_seed->setName(tr("seed"));
    m_seed->setHelp(tr("The seed of the data and the initial weights: the same seed gives the "
                       "same run"));
    m_causal->setText(tr("Ca&usal mask"));
    m_causal->setToolTip(tr("Each position sees only itself and the positions before it"));
    m_train->setText(tr("Tra&in"));
    m_saveCurves->setText(tr("Save curves…"));
    m_saveCurves->setToolTip(tr("Save the loss and accuracy of every step as CSV"));
    m_cancel->setText(tr("Ca&ncel"));
    m_pages->setTabText(0, tr("Curves"));
    m_pages->setTabText(1, tr("Beyond L"));
    m_pages->setTabText(2, tr("Attention"));
    m_pages->setTabText(3, tr("Positions"));
    m_compare->setAccessibleName(tr("Compare with"));
    m_compare->setToolTip(tr("An earlier run of this session, drawn in faint lines on the curves "
                             "and Beyond L"));
    listKept();
    updateButtons();
    updateStatus();
}

void TrainingView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
