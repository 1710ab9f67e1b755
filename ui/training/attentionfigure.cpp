#include "attentionfigure.h"

#include "exportmarks.h"
#include "flowlayout.h"
#include "labelledmatrixplot.h"
#include "numberfield.h"
#include "schemestyle.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString tokens(const std::vector<int> &values)
{
    QStringList list;
    for (const int v : values)
        list << (v == pe::unscoredTarget ? QStringLiteral("·") : QString::number(v));
    return list.join(QLatin1Char(' '));
}

} // namespace

AttentionFigure::AttentionFigure(QWidget *parent)
    : QWidget(parent)
    , m_schemeBox(new QComboBox(this))
    , m_length(new NumberField(pe::minTrainLength, 4 * pe::maxTrainLength, this))
    , m_layer(new NumberField(1, pe::maxLayers, this))
    , m_head(new NumberField(1, pe::maxHeads, this))
    , m_schemeLabel(new QLabel(this))
    , m_lengthLabel(new QLabel(this))
    , m_layerLabel(new QLabel(this))
    , m_headLabel(new QLabel(this))
    , m_plot(new LabelledMatrixPlot(this))
    , m_example(new QLabel(this))
{
    m_schemeLabel->setBuddy(m_schemeBox);
    m_lengthLabel->setBuddy(m_length);
    m_layerLabel->setBuddy(m_layer);
    m_headLabel->setBuddy(m_head);
    m_plot->setNonNegative(true);
    m_example->setWordWrap(true);
    m_example->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *controls = new FlowLayout;
    for (auto [label, field] :
         {std::pair<QLabel *, QWidget *>(m_schemeLabel, m_schemeBox), {m_lengthLabel, m_length},
          {m_layerLabel, m_layer}, {m_headLabel, m_head}}) {
        auto *pair = new QWidget;
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(field);
        controls->addWidget(pair);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(exportmarks::controlBar(controls, this));
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_example);
    m_length->setValue(8);
    connect(m_schemeBox, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_preferred = -1; // the student's own choice wins
        refresh();
    });
    for (NumberField *field : {m_length, m_layer, m_head})
        connect(field, &NumberField::valueChanged, this, [this] {
            if (!m_updating)
                refresh();
        });
    retranslate();
}

void AttentionFigure::setRuns(const pe::TrainingConfig &config,
                              const std::vector<pe::SchemeSpec> &schemes,
                              const std::vector<std::shared_ptr<const TrainedScheme>> &runs)
{
    m_config = config;
    m_schemes = schemes;
    m_runs = runs;
    m_updating = true;
    const int chosen = m_schemeBox->currentData().isValid() ? m_schemeBox->currentData().toInt()
                                                            : -1;
    m_schemeBox->clear();
    for (std::size_t k = 0; k < schemes.size(); ++k)
        if (k < runs.size() && runs[k])
            m_schemeBox->addItem(schemestyle::name(schemes[k].kind), int(k));
    const int keep = m_schemeBox->findData(m_preferred >= 0 ? m_preferred : chosen);
    m_schemeBox->setCurrentIndex(std::max(0, keep));
    m_layer->setRange(1, config.model.layers);
    m_head->setRange(1, config.model.heads);
    const int last = pe::evalMaxLength(config);
    m_length->setRange(pe::minTrainLength, std::max(pe::minTrainLength, last));
    m_updating = false;
    refresh();
}

void AttentionFigure::choose(int scheme, int length, int layer, int head)
{
    m_updating = true;
    m_preferred = scheme;
    const int item = m_schemeBox->findData(scheme);
    if (item >= 0)
        m_schemeBox->setCurrentIndex(item);
    m_length->setValue(length);
    m_layer->setValue(layer + 1);
    m_head->setValue(head + 1);
    m_updating = false;
    refresh();
}

int AttentionFigure::scheme() const
{
    return m_schemeBox->currentData().isValid() ? m_schemeBox->currentData().toInt() : -1;
}
int AttentionFigure::length() const { return m_length->intValue(); }
int AttentionFigure::layer() const { return m_layer->intValue() - 1; }
int AttentionFigure::head() const { return m_head->intValue() - 1; }

void AttentionFigure::refresh()
{
    const int k = scheme();
    const int n = length();
    const auto empty = [this](const QString &message) {
        m_plot->setMatrix({}, 0, 0, {}, {}, tr("Attention map"));
        m_example->setText(message);
    };
    if (k < 0 || std::size_t(k) >= m_runs.size() || !m_runs[std::size_t(k)]) {
        empty(tr("Train a scheme to see where its heads look."));
        return;
    }
    const TrainedScheme &run = *m_runs[std::size_t(k)];
    const QString name = schemestyle::name(m_schemes[std::size_t(k)].kind);
    if (!run.model->canRun(n)) {
        empty(tr("%1 cannot run at n = %2: its table has rows for positions 0 to %3 only.")
                  .arg(name)
                  .arg(n)
                  .arg(m_config.trainLength - 1));
        return;
    }
    const pe::Example example
        = pe::makeExample(m_config.task, m_config.seed, pe::ExampleStream::Evaluation, n, 0);
    const std::vector<double> map = run.model->attentionMap(example.input, layer(), head());
    const std::vector<int> predicted = run.model->predict(example.input);
    QStringList labels;
    for (int t = 0; t < n; ++t)
        labels << QStringLiteral("%1: %2").arg(t).arg(example.input[std::size_t(t)]);
    m_plot->setAxisTitles(tr("query position"), tr("key position"), tr("weight"));
    m_plot->setMatrix(map, n, n, labels, labels,
                      tr("Attention of %1, layer %2, head %3 (%4, n = %5)")
                          .arg(name)
                          .arg(layer() + 1)
                          .arg(head() + 1)
                          .arg(schemestyle::taskName(m_config.task))
                          .arg(n));
    int right = 0;
    int scored = 0;
    for (std::size_t t = 0; t < example.target.size(); ++t)
        if (example.target[t] != pe::unscoredTarget) {
            ++scored;
            right += predicted[t] == example.target[t] ? 1 : 0;
        }
    m_example->setText(tr("input: %1 · target: %2 · prediction: %3 (%4 of %5 right)")
                           .arg(tokens(example.input), tokens(example.target), tokens(predicted))
                           .arg(right)
                           .arg(scored));
}

void AttentionFigure::retranslate()
{
    m_schemeLabel->setText(tr("S&cheme:"));
    m_lengthLabel->setText(tr("Len&gth n:"));
    m_layerLabel->setText(tr("Layer:"));
    m_headLabel->setText(tr("Head:"));
    m_length->setName(tr("n"));
    m_length->setHelp(tr("The length of the example whose attention is shown"));
    m_layer->setName(tr("layer"));
    m_layer->setHelp(tr("The layer whose attention is shown"));
    m_head->setName(tr("head"));
    m_head->setHelp(tr("The head whose attention is shown"));
    refresh();
}

void AttentionFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
