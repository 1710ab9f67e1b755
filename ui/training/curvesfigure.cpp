#include "curvesfigure.h"

#include "displayformat.h"
#include "schemelinechart.h"
#include "schemestyle.h"
#include "training/trainingtask.h"

#include <QEvent>
#include <QHBoxLayout>

#include <cmath>

CurvesFigure::CurvesFigure(QWidget *parent)
    : QWidget(parent), m_loss(new SchemeLineChart(this)), m_accuracy(new SchemeLineChart(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_loss, 1);
    layout->addWidget(m_accuracy, 1);
    retranslate();
}

void CurvesFigure::reset(const pe::TrainingConfig &config,
                         const std::vector<pe::SchemeSpec> &schemes)
{
    m_steps = config.steps;
    m_chance = pe::chanceAccuracy(config.task);
    m_recent.assign(schemes.size(), {});
    m_stride = std::max(1, (config.steps + maxPoints - 1) / maxPoints);
    QList<SchemeLineChart::Line> lines;
    for (const pe::SchemeSpec &scheme : schemes)
        lines.append({schemestyle::name(scheme.kind), schemestyle::colour(scheme.kind), {}});
    m_loss->setLines(lines, 0.0, double(config.steps));
    m_accuracy->setLines(lines, 0.0, double(config.steps), 1.0);
    retranslate();
}

void CurvesFigure::append(int index, const std::vector<pe::CurvePoint> &points)
{
    if (index < 0 || std::size_t(index) >= m_recent.size())
        return;
    std::vector<pe::CurvePoint> &recent = m_recent[std::size_t(index)];
    std::vector<QPointF> loss;
    std::vector<QPointF> accuracy;
    for (const pe::CurvePoint &p : points) {
        recent.push_back(p);
        if (recent.size() > std::size_t(window))
            recent.erase(recent.begin());
        if (p.step % m_stride != 0 && p.step != m_steps && p.step != 1)
            continue;
        double lossSum = 0.0;
        double accuracySum = 0.0;
        for (const pe::CurvePoint &r : recent) {
            lossSum += r.loss;
            accuracySum += r.accuracy;
        }
        const double count = double(recent.size());
        loss.emplace_back(double(p.step), lossSum / count);
        accuracy.emplace_back(double(p.step), accuracySum / count);
    }
    m_loss->appendPoints(index, loss);
    m_accuracy->appendPoints(index, accuracy);
}

void CurvesFigure::setRuns(const pe::TrainingConfig &config,
                           const std::vector<pe::SchemeSpec> &schemes,
                           const std::vector<std::shared_ptr<const TrainedScheme>> &runs)
{
    reset(config, schemes);
    for (std::size_t k = 0; k < runs.size() && k < schemes.size(); ++k)
        if (runs[k])
            append(int(k), runs[k]->result.curve);
}

void CurvesFigure::retranslate()
{
    m_loss->setTexts(tr("Training loss (cross-entropy, mean of the last %1 batches)").arg(window),
                     tr("step"), tr("loss"));
    // The chance level the lesson quotes (a guess that ignores the input), once a run is set.
    const QString title = std::isfinite(m_chance)
        ? tr("Training accuracy (mean of the last %1 batches; chance %2 %)")
              .arg(window)
              .arg(display::number(100.0 * m_chance, 1))
        : tr("Training accuracy (mean of the last %1 batches)").arg(window);
    m_accuracy->setTexts(title, tr("step"), tr("accuracy"));
}

void CurvesFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
