#include "lengthfigure.h"

#include "displayformat.h"
#include "schemelinechart.h"
#include "schemestyle.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

LengthFigure::LengthFigure(QWidget *parent)
    : QWidget(parent), m_chart(new SchemeLineChart(this)), m_summary(new QLabel(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMargin(8); // clear of the figure's edge, as the chart's own text is
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_summary);
    refresh();
}

void LengthFigure::setRuns(const pe::TrainingConfig &config,
                           const std::vector<pe::SchemeSpec> &schemes,
                           const std::vector<std::shared_ptr<const TrainedScheme>> &runs)
{
    m_config = config;
    m_schemes = schemes;
    m_runs = runs;
    refresh();
}

void LengthFigure::refresh()
{
    const int L = m_config.trainLength;
    const int last = pe::evalMaxLength(m_config);
    QList<SchemeLineChart::Line> lines;
    QStringList summary;
    const auto percent = [](double v) {
        return std::isfinite(v) ? display::number(100.0 * v, 1) + QStringLiteral(" %")
                                : QStringLiteral("—");
    };
    for (std::size_t k = 0; k < m_schemes.size(); ++k) {
        const pe::SchemeKind kind = m_schemes[k].kind;
        SchemeLineChart::Line line {schemestyle::name(kind), schemestyle::colour(kind), {}};
        const auto &run = k < m_runs.size() ? m_runs[k] : nullptr;
        if (run) {
            for (const pe::LengthAccuracy &a : run->result.byLength)
                line.points.emplace_back(double(a.length),
                                         a.runnable ? a.accuracy
                                                    : std::numeric_limits<double>::quiet_NaN());
            const double inside = pe::meanAccuracy(run->result, 2, L);
            const double beyond = pe::meanAccuracy(run->result, L + 1, last);
            QString text = tr("<b>%1</b>: %2 at lengths 2 to %3")
                               .arg(line.name.toHtmlEscaped(), percent(inside))
                               .arg(L);
            if (!pe::schemeRunsBeyondTrainingLength(kind))
                text += tr("; cannot run beyond L = %1 (the table has no row there)").arg(L);
            else
                text += tr(", %1 at %2 to %3").arg(percent(beyond)).arg(L + 1).arg(last);
            summary << text;
        }
        lines.append(line);
    }
    m_chart->setTexts(tr("Accuracy against sequence length after training (L = %1 marked)").arg(L),
                      tr("sequence length n"), tr("accuracy"));
    m_chart->setLines(lines, 2.0, double(std::max(3, last)), 1.0);
    m_chart->setMarker(double(L), tr("training length L = %1").arg(L));
    if (summary.isEmpty())
        m_summary->setText(tr("Train to see how each scheme does at every length up to 4L."));
    else
        m_summary->setText(summary.join(QStringLiteral("<br>"))
                           + tr("<br>Chance (a guess that ignores the input): %1.")
                                 .arg(percent(pe::chanceAccuracy(m_config.task))));
}

void LengthFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}
