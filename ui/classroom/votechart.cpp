#include "votechart.h"

#include <QLocale>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// Colour-blind safe (Okabe and Ito): blue before the discussion, vermilion after it.
const QColor roundColours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00)};

} // namespace

VoteChart::VoteChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("voteChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QString VoteChart::numberText(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return value == 0.0 ? QStringLiteral("0") : QLocale::c().toString(value);
    QString text = QLocale::c().toString(value, 'g', 6);
    text.replace(QLatin1Char('-'), QChar(0x2212));
    return text;
}

void VoteChart::setPanels(const QList<Panel> &panels, const QStringList &categoryLabels)
{
    m_panels = panels;
    m_categoryLabels = categoryLabels;
    updateAccessibleText();
    update();
}

QString VoteChart::panelTitle(int panel) const
{
    return panel >= 0 && panel < panelCount() ? m_panels.at(panel).title : QString();
}

QList<VoteChart::Bar> VoteChart::bars(int panel) const
{
    QList<Bar> result;
    if (panel < 0 || panel >= panelCount())
        return result;
    const pe::VoteDistribution &d = m_panels.at(panel).distribution;
    if (d.histogram) {
        const int bins = d.binning.binCount();
        if (d.below > 0 || bins == 0)
            result.append(
                {bins == 0 ? QString() : tr("< %1").arg(numberText(d.binning.edge(0))), d.below});
        for (int i = 0; i < bins && i < static_cast<int>(d.counts.size()); ++i)
            result.append({QStringLiteral("%1–%2").arg(numberText(d.binning.edge(i)),
                                                       numberText(d.binning.edge(i + 1))),
                           d.counts.at(static_cast<std::size_t>(i))});
        if (d.above > 0 && bins > 0)
            result.append({tr("≥ %1").arg(numberText(d.binning.edge(bins))), d.above});
        return result;
    }
    for (std::size_t i = 0; i < d.counts.size(); ++i) {
        const int index = static_cast<int>(i);
        QString label = index < m_categoryLabels.size() ? m_categoryLabels.at(index) : QString();
        if (label.isEmpty() && i < d.categories.size())
            label = numberText(d.categories.at(i));
        result.append({label, d.counts.at(i)});
    }
    return result;
}

void VoteChart::updateAccessibleText()
{
    QStringList parts;
    for (int p = 0; p < panelCount(); ++p) {
        QStringList barTexts;
        for (const Bar &bar : bars(p))
            barTexts.append(tr("%1: %2").arg(bar.label).arg(bar.count));
        parts.append(panelTitle(p) + QStringLiteral(" — ") + barTexts.join(QStringLiteral("; ")));
    }
    setAccessibleName(tr("Votes"));
    setAccessibleDescription(parts.join(QStringLiteral(". ")));
}

int VoteChart::panelWidth() const
{
    const int panels = std::max(1, panelCount());
    return (width() - (panels - 1) * fontMetrics().height()) / panels;
}

QFont VoteChart::titleFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

bool VoteChart::titlesWhole() const
{
    const QFontMetrics metrics(titleFont());
    for (const Panel &panel : m_panels)
        if (metrics.horizontalAdvance(panel.title) > panelWidth())
            return false;
    return true;
}

QSize VoteChart::sizeHint() const
{
    const int line = fontMetrics().height();
    return {24 * line, 6 * line};
}

QSize VoteChart::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return {12 * line, 5 * line};
}

void VoteChart::paintEvent(QPaintEvent *)
{
    if (m_panels.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    const int gap = line; // between the panels
    const int panels = panelCount();
    const int panelWidth = this->panelWidth();
    int most = 1; // one scale for every panel: the rounds compare bar by bar
    QList<QList<Bar>> allBars;
    for (int p = 0; p < panels; ++p) {
        allBars.append(bars(p));
        for (const Bar &bar : allBars.constLast())
            most = std::max(most, bar.count);
    }
    const QColor text = palette().color(QPalette::WindowText);
    for (int p = 0; p < panels; ++p) {
        const QRect area(p * (panelWidth + gap), 0, panelWidth, height());
        painter.setPen(text);
        const QFont titleFont = this->titleFont();
        painter.setFont(titleFont);
        painter.drawText(
            QRect(area.left(), area.top(), area.width(), line), Qt::AlignHCenter | Qt::AlignVCenter,
            QFontMetrics(titleFont).elidedText(panelTitle(p), Qt::ElideRight, area.width()));
        painter.setFont(font());
        const QList<Bar> &barList = allBars.at(p);
        if (barList.isEmpty())
            continue;
        // Title, then the counts' line, the bars, and the labels' line under the axis.
        const int top = area.top() + 2 * line;
        const int axis = area.bottom() - line - 2;
        const int barsHeight = std::max(1, axis - top);
        const int slot = area.width() / static_cast<int>(barList.size());
        const int barWidth = std::max(2, slot * 4 / 5);
        painter.drawLine(area.left(), axis, area.left() + slot * static_cast<int>(barList.size()),
                         axis);
        int lastLabelRight = area.left() - 1;
        for (int i = 0; i < barList.size(); ++i) {
            const Bar &bar = barList.at(i);
            const int x = area.left() + i * slot + (slot - barWidth) / 2;
            const int h
                = static_cast<int>(std::lround(static_cast<double>(barsHeight) * bar.count / most));
            painter.fillRect(QRect(x, axis - h, barWidth, h), roundColours[std::min(p, 1)]);
            painter.setPen(text);
            painter.drawText(QRect(area.left() + i * slot, axis - h - line, slot, line),
                             Qt::AlignHCenter | Qt::AlignBottom, QString::number(bar.count));
            // The label under its bar, left out where it would run into the one before.
            const int labelWidth = metrics.horizontalAdvance(bar.label);
            const int centre = area.left() + i * slot + slot / 2;
            const int left = std::max(area.left(), centre - labelWidth / 2);
            if (left > lastLabelRight && left + labelWidth <= area.right() + 1) {
                painter.drawText(QRect(left, axis + 2, labelWidth, line),
                                 Qt::AlignLeft | Qt::AlignTop, bar.label);
                lastLabelRight = left + labelWidth + metrics.horizontalAdvance(QLatin1Char(' '));
            }
        }
    }
}
