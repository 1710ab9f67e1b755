#include "curvesfigure.h"

#include "displayformat.h"
#include "schemelinechart.h"
#include "schemestyle.h"
#include "training/trainingtask.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStringList>
#include <QVBoxLayout>

#include <cmath>

CurvesFigure::CurvesFigure(QWidget *parent)
    : QWidget(parent)
    , m_loss(new SchemeLineChart(this))
    , m_accuracy(new SchemeLineChart(this))
    , m_caption(new QLabel(this))
{
    m_accuracy->setPercent(true);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setMargin(4);
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_loss, 1);
    charts->addWidget(m_accuracy, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(charts, 1);
    layout->addWidget(m_caption);
    retranslate();
}

void CurvesFigure::reset(const pe::TrainingConfig &config,
                         const std::vector<pe::SchemeSpec> &schemes)
{
    m_config = config;
    m_schemes = schemes;
    m_steps = config.steps;
    m_chance = pe::chanceAccuracy(config.task);
    m_recent.assign(schemes.size(), {});
    m_stride = std::max(1, (config.steps + maxPoints - 1) / maxPoints);
    QList<SchemeLineChart::Line> lines;
    for (const pe::SchemeSpec &scheme : schemes)
        lines.append(schemestyle::line(scheme.kind));
    m_loss->setLines(lines, 0.0, double(config.steps));
    m_accuracy->setLines(lines, 0.0, double(config.steps), 1.0);
    if (m_compared)
        setLines();
    retranslate();
}

void CurvesFigure::setCaptionShown(bool on)
{
    if (on == m_captionShown)
        return;
    m_captionShown = on;
    retranslate();
}

void CurvesFigure::setComparison(const std::shared_ptr<const ComparedRuns> &compared)
{
    m_compared = compared;
    setLines();
    retranslate();
}

void CurvesFigure::setLines()
{
    const int live = int(m_schemes.size());
    QList<SchemeLineChart::Line> loss = m_loss->lines().mid(0, live);
    QList<SchemeLineChart::Line> accuracy = m_accuracy->lines().mid(0, live);
    // The names in the interface language now (setLines() follows a language change too).
    for (int k = 0; k < live && k < loss.size() && k < accuracy.size(); ++k)
        loss[k].name = accuracy[k].name = schemestyle::name(m_schemes[std::size_t(k)].kind);
    double xLast = double(m_steps);
    if (m_compared) {
        const TrainingRuns &set = m_compared->runs;
        const int stride = std::max(1, (set.config.steps + maxPoints - 1) / maxPoints);
        xLast = std::max(xLast, double(set.config.steps));
        for (std::size_t k = 0; k < set.schemes.size(); ++k) {
            SchemeLineChart::Line line = schemestyle::line(set.schemes[k].kind, m_compared->name);
            SchemeLineChart::Line lineAccuracy = line;
            if (const auto &run = k < set.runs.size() ? set.runs[k] : nullptr) {
                std::vector<pe::CurvePoint> recent;
                smooth(run->result.curve, stride, set.config.steps, &recent, &line.points,
                       &lineAccuracy.points);
            }
            loss.append(line);
            accuracy.append(lineAccuracy);
        }
    }
    m_loss->setLines(loss, 0.0, xLast);
    m_accuracy->setLines(accuracy, 0.0, xLast, 1.0);
}

void CurvesFigure::append(int index, const std::vector<pe::CurvePoint> &points)
{
    if (index < 0 || std::size_t(index) >= m_recent.size())
        return;
    std::vector<QPointF> loss;
    std::vector<QPointF> accuracy;
    smooth(points, m_stride, m_steps, &m_recent[std::size_t(index)], &loss, &accuracy);
    m_loss->appendPoints(index, loss);
    m_accuracy->appendPoints(index, accuracy);
}

void CurvesFigure::smooth(const std::vector<pe::CurvePoint> &points, int stride, std::int64_t steps,
                          std::vector<pe::CurvePoint> *recent, std::vector<QPointF> *loss,
                          std::vector<QPointF> *accuracy)
{
    for (const pe::CurvePoint &p : points) {
        recent->push_back(p);
        if (recent->size() > std::size_t(window))
            recent->erase(recent->begin());
        if (p.step % stride != 0 && p.step != steps && p.step != 1)
            continue;
        double lossSum = 0.0;
        double accuracySum = 0.0;
        for (const pe::CurvePoint &r : *recent) {
            lossSum += r.loss;
            accuracySum += r.accuracy;
        }
        const double count = double(recent->size());
        loss->emplace_back(double(p.step), lossSum / count);
        accuracy->emplace_back(double(p.step), accuracySum / count);
    }
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
    const QString title = std::isfinite(m_chance)
        ? tr("Training accuracy (mean of the last %1 batches; chance %2 %)")
              .arg(window)
              .arg(display::number(100.0 * m_chance, 1))
        : tr("Training accuracy (mean of the last %1 batches)").arg(window);
    m_accuracy->setTexts(title, tr("step"), tr("accuracy"));
    if (std::isfinite(m_chance))
        m_accuracy->setLevel(m_chance, schemestyle::chanceText(m_config.task));
    QStringList caption;
    // The shown run is named beside a compared one, always.
    if (m_captionShown || m_compared)
        caption << schemestyle::thisRunText(m_config);
    if (m_compared)
        caption << schemestyle::comparedRunText(*m_compared);
    m_caption->setText(caption.join(QLatin1Char('\n')));
    m_caption->setVisible(!m_schemes.empty() && !caption.isEmpty());
}

void CurvesFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setLines(); // the schemes' names in the new language
        retranslate();
    }
}
