#include "positionsfigure.h"

#include "labelledmatrixplot.h"
#include "schemestyle.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

PositionsFigure::PositionsFigure(QWidget *parent)
    : QWidget(parent)
    , m_learned(new LabelledMatrixPlot(this))
    , m_sinusoidal(new LabelledMatrixPlot(this))
    , m_note(new QLabel(this))
{
    for (LabelledMatrixPlot *plot : {m_learned, m_sinusoidal})
        plot->setFixedScale(1.0);
    m_note->setWordWrap(true);
    m_note->setMargin(8); // clear of the figure's edge
    auto *plots = new QHBoxLayout;
    plots->addWidget(m_learned, 1);
    plots->addWidget(m_sinusoidal, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(plots, 1);
    layout->addWidget(m_note);
    refresh();
}

void PositionsFigure::setRuns(const pe::TrainingConfig &config,
                              const std::vector<pe::SchemeSpec> &schemes,
                              const std::vector<std::shared_ptr<const TrainedScheme>> &runs)
{
    m_config = config;
    m_schemes = schemes;
    m_runs = runs;
    refresh();
}

void PositionsFigure::refresh()
{
    const TrainedScheme *learned = nullptr;
    for (std::size_t k = 0; k < m_schemes.size() && k < m_runs.size(); ++k)
        if (m_schemes[k].kind == pe::SchemeKind::Learned && m_runs[k]
            && !m_runs[k]->result.learnedSimilarity.empty()) {
            learned = m_runs[k].get();
            break;
        }
    const QString position = tr("position");
    for (LabelledMatrixPlot *plot : {m_learned, m_sinusoidal})
        plot->setAxisTitles(position, position, tr("cosine"));
    if (!learned) {
        m_learned->setMatrix({}, 0, 0, {}, {}, tr("Learned table after training"));
        m_sinusoidal->setMatrix({}, 0, 0, {}, {}, tr("Sinusoidal table"));
        m_note->setText(tr("Tick “learned” among the schemes and train: its table of L rows is "
                           "compared here with the sinusoidal one."));
        return;
    }
    const int L = m_config.trainLength;
    m_learned->setMatrix(learned->result.learnedSimilarity, L, L, {}, {},
                         tr("Learned table after training: cos(P(p), P(q))"));
    m_sinusoidal->setMatrix(learned->result.sinusoidalSimilarity, L, L, {}, {},
                            tr("Sinusoidal table, same L and d: cos(PE(p), PE(q))"));
    m_note->setText(tr("Each cell compares the vectors of two positions p and q (1: the same "
                       "direction, 0: unrelated, −1: opposite). The sinusoidal table's "
                       "similarity falls off with |p − q| by construction; the learned one shows "
                       "what %1 steps of training made of random rows.")
                        .arg(m_config.steps));
}

void PositionsFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}
