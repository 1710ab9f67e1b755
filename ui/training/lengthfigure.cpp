#include "lengthfigure.h"

#include "displayformat.h"
#include "schemelinechart.h"
#include "schemestyle.h"

#include "training/lengthreading.h"
#include "training/trainingtask.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QTextDocument>

#include <cmath>
#include <limits>

LengthFigure::LengthFigure(QWidget *parent)
    : QWidget(parent)
    , m_chart(new SchemeLineChart(this))
    , m_summary(new QLabel(this))
    , m_layout(new QBoxLayout(QBoxLayout::TopToBottom, this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMargin(8); // clear of the figure's edge, as the chart's own text is
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_chart, 1);
    m_layout->addWidget(m_summary);
    m_chart->setPercent(true);
    m_chart->setPointsVisible(true);
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

void LengthFigure::setCaptionShown(bool on)
{
    if (on == m_captionShown)
        return;
    m_captionShown = on;
    refresh();
}

void LengthFigure::setComparison(const std::shared_ptr<const ComparedRuns> &compared)
{
    m_compared = compared;
    refresh();
}

namespace {

QString percent(double v)
{
    return std::isfinite(v) ? display::number(100.0 * v, 1) + QStringLiteral(" %")
                            : QStringLiteral("—");
}

} // namespace

QString LengthFigure::reading(pe::LengthReading reading)
{
    switch (reading) {
    case pe::LengthReading::NotLearned:
        return tr("does not learn the task");
    case pe::LengthReading::Partly:
        return tr("learns the task only in part");
    case pe::LengthReading::NoRowsBeyond:
        return tr("holds to L");
    case pe::LengthReading::HoldsBeyond:
        return tr("holds to L and beyond");
    case pe::LengthReading::FallsBeyond:
        return tr("holds to L and falls beyond");
    }
    return {};
}

QList<SchemeLineChart::Line> LengthFigure::linesOf(const TrainingRuns &set, const QString &runName)
{
    QList<SchemeLineChart::Line> lines;
    for (std::size_t k = 0; k < set.schemes.size(); ++k) {
        SchemeLineChart::Line line = schemestyle::line(set.schemes[k].kind, runName);
        if (const auto &run = k < set.runs.size() ? set.runs[k] : nullptr)
            for (const pe::LengthAccuracy &a : run->result.byLength)
                line.points.emplace_back(double(a.length),
                                         a.runnable ? a.accuracy
                                                    : std::numeric_limits<double>::quiet_NaN());
        lines.append(line);
    }
    return lines;
}

void LengthFigure::refresh()
{
    const int L = m_config.trainLength;
    const int last = pe::evalMaxLength(m_config);
    // One row per scheme: its name, its reading in words, and its accuracy up to L and beyond.
    QStringList rows;
    const QString spaced = QStringLiteral("style=\"padding-left: 12px\"");
    for (std::size_t k = 0; k < m_schemes.size() && k < m_runs.size(); ++k) {
        const auto &run = m_runs[k];
        if (!run)
            continue;
        const pe::SchemeKind kind = m_schemes[k].kind;
        const QString beyond = pe::schemeRunsBeyondTrainingLength(kind)
            ? percent(pe::meanAccuracy(run->result, L + 1, last))
            : tr("no rows");
        rows << QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td align=\"right\" %5>%3</td>"
                               "<td align=\"right\" %5>%4</td></tr>")
                    .arg(schemestyle::name(kind).toHtmlEscaped(),
                         reading(pe::readLengths(run->result, m_config)),
                         percent(pe::meanAccuracy(run->result, 2, L)), beyond, spaced);
    }
    QStringList summary;
    if (!rows.isEmpty())
        summary << QStringLiteral(
                       "<table cellspacing=\"0\" cellpadding=\"2\"><tr><th></th><th></th>"
                       "<th align=\"right\" %4>%1</th><th align=\"right\" %4>%2</th></tr>%3"
                       "</table>")
                       .arg(tr("lengths 2 to %1").arg(L),
                            tr("beyond L: %1 to %2").arg(L + 1).arg(last), rows.join(QString()),
                            spaced);
    QList<SchemeLineChart::Line> lines = linesOf({m_config, m_schemes, m_runs}, QString());
    int xLast = std::max(3, last);
    if (m_compared) {
        lines += linesOf(m_compared->runs, m_compared->name);
        xLast = std::max(xLast, pe::evalMaxLength(m_compared->runs.config));
    }
    // A compared run of another L has its L marked too, fainter.
    const int comparedL = m_compared ? m_compared->runs.config.trainLength : L;
    const QString title = comparedL != L
        ? tr("Accuracy against sequence length after training (L = %1 marked; faint: %2, L = %3)")
              .arg(L)
              .arg(m_compared->name)
              .arg(comparedL)
        : tr("Accuracy against sequence length after training (L = %1 marked)").arg(L);
    m_chart->setTexts(title, tr("sequence length n"), tr("accuracy"));
    m_chart->setLines(lines, 2.0, double(xLast), 1.0);
    m_chart->setMarker(double(L), tr("training length L = %1").arg(L));
    m_chart->setComparedMarker(comparedL != L ? double(comparedL)
                                              : std::numeric_limits<double>::quiet_NaN(),
                               tr("%1: training length L = %2")
                                   .arg(m_compared ? m_compared->name : QString())
                                   .arg(comparedL));
    const double chance = pe::chanceAccuracy(m_config.task);
    m_chart->setLevel(chance, schemestyle::chanceText(m_config.task));
    const QString compared
        = m_compared ? schemestyle::comparedRunText(*m_compared).toHtmlEscaped() : QString();
    if (summary.isEmpty()) {
        QString text = tr("Train to see how each scheme does at every length up to 4L.");
        if (m_compared)
            text += QStringLiteral("<br>") + compared;
        m_summary->setText(text);
        return;
    }
    // The shown run is named beside a compared one, always; the table ends its own line.
    QString text = m_captionShown || m_compared
        ? schemestyle::thisRunText(m_config).toHtmlEscaped() + QStringLiteral("<br>")
        : QString();
    QStringList after {tr("Dotted: chance, %1 (a guess that ignores the input).")
                           .arg(percent(pe::chanceAccuracy(m_config.task)))};
    if (m_compared)
        after << compared;
    m_summary->setText(text + summary.join(QString()) + after.join(QStringLiteral("<br>")));
    // The table's widest row sets the column the text takes beside the chart.
    QTextDocument probe;
    probe.setDefaultFont(m_summary->font());
    probe.setHtml(summary.join(QString()));
    m_summaryWidth = int(std::ceil(probe.idealWidth())) + 2 * m_summary->margin();
    arrange(width());
}

bool LengthFigure::textBeside() const { return m_layout->direction() == QBoxLayout::LeftToRight; }

void LengthFigure::arrange(int width)
{
    // Beside when the chart keeps its readable width and at least 60 % of the table's.
    const int chart = qMax(m_chart->minimumSizeHint().width(), m_summaryWidth * 3 / 5);
    const bool beside = m_summaryWidth > 0 && width >= m_summaryWidth + chart;
    if (beside == textBeside())
        return;
    m_layout->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_summary->setAlignment(Qt::AlignLeft | (beside ? Qt::AlignVCenter : Qt::AlignTop));
    m_summary->setMinimumWidth(beside ? m_summaryWidth : 0);
    m_summary->setMaximumWidth(beside ? m_summaryWidth : QWIDGETSIZE_MAX);
}

void LengthFigure::resizeEvent(QResizeEvent *event)
{
    arrange(event->size().width());
    QWidget::resizeEvent(event);
}

void LengthFigure::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        refresh(); // the texts, and the table's width in the new font
}
