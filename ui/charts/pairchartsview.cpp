#include "pairchartsview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "pairchart.h"
#include "positionlist.h"
#include "steadywrapbox.h"
#include "viewstyle.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

PairChartsView::PairChartsView(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *controls = new QHBoxLayout;
    m_maxLabel = new QLabel(this);
    m_maxSpin = new NumberField(1, maxPositionLimit, this);
    m_maxSpin->setValue(PairChart::defaultMaxPosition);
    m_maxSpin->setAccelerated(true);
    m_maxLabel->setBuddy(m_maxSpin);
    m_pairsLabel = new QLabel(this);
    m_pairsEdit = new QLineEdit(QStringLiteral("0-3"), this);
    m_pairsEdit->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 18);
    m_pairsLabel->setBuddy(m_pairsEdit);
    m_firstButton = new QPushButton(this);
    m_lastButton = new QPushButton(this);
    controls->addWidget(m_maxLabel);
    controls->addWidget(m_maxSpin);
    controls->addSpacing(18);
    controls->addWidget(m_pairsLabel);
    controls->addWidget(m_pairsEdit);
    controls->addWidget(m_firstButton);
    controls->addWidget(m_lastButton);
    controls->addSpacing(18);
    m_legend = new QLabel(this);
    m_legend->setTextFormat(Qt::RichText);
    controls->addStretch(1);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports
    // The legend has a line of its own (and wraps if even that is too narrow) rather than
    // widening the window (presentation mode on a 1280-pixel screen).
    // The notes (q beyond N, odd d, ...) follow the legend on its line: when one appears or goes
    // (q crossing N during an animation), the charts keep their height unless the line wraps.
    m_legend->setWordWrap(true);
    layout->addWidget(new SteadyWrapBox(m_legend, this)); // a new q in the note: no relayout
    // The charts fill the room there is, but never shrink below their readable minimum (a
    // title of up to three lines, the axes and a plot with room for the value labels): when
    // the tab is lower or narrower than that (presentation mode on a small screen), it scrolls.
    m_scroll = new MinimumScrollArea(this);
    m_grid = new QWidget(m_scroll);
    m_gridLayout = new QGridLayout(m_grid);
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
    m_gridLayout->setSpacing(4);
    m_scroll->setContent(m_grid);
    m_scroll->viewport()->installEventFilter(this);
    layout->addWidget(m_scroll, 1);
    // The page buttons under the charts, when they do not all fit.
    auto *pager = new QHBoxLayout;
    m_previousPage = new QPushButton(QStringLiteral("\u25C0"), this);
    m_nextPage = new QPushButton(QStringLiteral("\u25B6"), this);
    m_pageLabel = new QLabel(this);
    pager->addWidget(m_previousPage);
    pager->addWidget(m_pageLabel);
    pager->addWidget(m_nextPage);
    pager->addStretch(1);
    m_pager = exportmarks::controlBar(pager, this); // left out of exports
    m_pager->hide();
    layout->addWidget(m_pager);
    connect(m_previousPage, &QPushButton::clicked, this, [this] { turnPage(-1); });
    connect(m_nextPage, &QPushButton::clicked, this, [this] { turnPage(1); });

    connect(m_maxSpin, &NumberField::valueChanged, this, [this](double n) {
        for (PairChart *chart : std::as_const(m_charts))
            chart->setMaxPosition(int(n));
        updateNote();
    });
    connect(m_pairsEdit, &QLineEdit::editingFinished, this, &PairChartsView::rebuild);
    connect(m_firstButton, &QPushButton::clicked, this, [this] { showPairRange(false); });
    connect(m_lastButton, &QPushButton::clicked, this, [this] { showPairRange(true); });
    new DeferredRefresh(this, m_state, [this] {
        // The pair count follows d and the layout (floor(d/2) for tensor2tensor and fairseq).
        if (m_state->width() != m_lastWidth || m_state->encoding().pairCount() != m_lastPairCount)
            rebuild();
        else
            updateNote();
    });
    retranslate();
    rebuild();
}

QList<int> PairChartsView::pairs() const { return m_pairs; }

QString PairChartsView::noteText() const { return m_noteText; }

void PairChartsView::showPairRange(bool last)
{
    const int count = m_state->encoding().pairCount();
    showFourFrom(last ? qMax(0, count - 4) : 0);
}

void PairChartsView::showFourFrom(int first)
{
    const int end = qMin(first + 3, m_state->encoding().pairCount() - 1);
    m_pairsEdit->setText(first == end ? QString::number(first)
                                      : QStringLiteral("%1-%2").arg(first).arg(end));
    rebuild();
}

QList<int> PairChartsView::shownPairs() const
{
    QList<int> shown;
    for (int k = 0; k < m_charts.size(); ++k)
        if (!m_charts.at(k)->isHidden())
            shown << m_pairs.at(k);
    return shown;
}

int PairChartsView::pageCount() const
{
    const int count = static_cast<int>(m_charts.size());
    return m_perPage > 0 ? qMax(1, (count + m_perPage - 1) / m_perPage) : 1;
}

bool PairChartsView::showPair(int i)
{
    if (i < 0 || i >= m_state->encoding().pairCount())
        return false;
    if (!m_pairs.contains(i))
        showFourFrom(i / 4 * 4);
    m_wantedPair = i;
    m_columns = 0; // the page anew
    arrangeCharts();
    return true;
}

bool PairChartsView::showPage(const QString &id)
{
    try {
        const std::vector<std::int64_t> list = pe::parsePositionList(id.toStdString(), maxCharts);
        const int pairCount = m_state->encoding().pairCount();
        if (std::none_of(list.begin(), list.end(),
                         [pairCount](std::int64_t i) { return i < pairCount; }))
            return false;
    } catch (const std::invalid_argument &) {
        return false;
    }
    m_pairsEdit->setText(id);
    rebuild();
    return true;
}

QString PairChartsView::currentPageId() const { return m_pairsEdit->text(); }

void PairChartsView::turnPage(int step)
{
    const int page = qBound(0, m_page + step, pageCount() - 1);
    if (page * m_perPage < m_pairs.size())
        m_wantedPair = m_pairs.at(page * m_perPage);
    m_columns = 0;
    arrangeCharts();
}

void PairChartsView::rebuild()
{
    m_lastWidth = m_state->width();
    const int pairCount = m_state->encoding().pairCount();
    m_lastPairCount = pairCount;
    QList<int> wanted;
    m_pairsError.clear();
    m_skipped = 0;
    try {
        const std::vector<std::int64_t> list
            = pe::parsePositionList(m_pairsEdit->text().toStdString(), maxCharts);
        for (const std::int64_t i : list) {
            if (i >= pairCount)
                ++m_skipped;
            else if (!wanted.contains(static_cast<int>(i)))
                wanted.append(static_cast<int>(i));
        }
    } catch (const std::invalid_argument &) {
        m_pairsError = tr("Pairs: write indices and ranges such as 0-3 or 0,5,255 (at most %1).")
                           .arg(maxCharts);
    }
    if (wanted.isEmpty()) {
        for (int i = 0; i < qMin(4, pairCount); ++i)
            wanted.append(i);
    }
    if (wanted != m_pairs || m_charts.size() != wanted.size()) {
        qDeleteAll(m_charts);
        m_charts.clear();
        m_pairs = wanted;
        for (const int pair : std::as_const(m_pairs)) {
            auto *chart = new PairChart(m_state, pair, m_grid);
            chart->setMaxPosition(m_maxSpin->intValue());
            m_charts.append(chart);
        }
        m_columns = 0;
        arrangeCharts();
    }
    updateNote();
}

void PairChartsView::arrangeCharts()
{
    // Up to four charts two by two, up to nine three by three, more four in a row; fewer
    // columns when the charts would be narrower than their readable minimum or would not all
    // fit the tab's height. When no count of columns fits them all, a page of them at a time.
    const int count = static_cast<int>(m_charts.size());
    const int wanted = count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : 4;
    int columns = wanted;
    int perPage = count;
    if (!m_charts.isEmpty()) {
        const int spacing = m_gridLayout->horizontalSpacing();
        const QSize minimum = m_charts.first()->minimumSizeHint();
        // The room of the charts and the page buttons together, without scroll bars.
        QSize room = m_scroll->maximumViewportSize();
        if (!m_pager->isHidden())
            room.rheight() += m_pager->sizeHint().height() + layout()->spacing();
        const auto across = [&](int n) { return n * minimum.width() + (n - 1) * spacing; };
        const auto down = [&](int n) { return n * minimum.height() + (n - 1) * spacing; };
        const int widest = qBound(1, (room.width() + spacing) / (minimum.width() + spacing), wanted);
        bool fits = false;
        for (int c = wanted; c >= 1 && !fits; --c)
            if (across(c) <= room.width() && down((count + c - 1) / c) <= room.height()) {
                columns = c;
                fits = true;
            }
        if (!fits) {
            // Pages: as many rows as fit above the page buttons, at least one.
            columns = widest;
            const int height = room.height() - m_pager->sizeHint().height() - layout()->spacing();
            const int rows = qMax(1, (height + spacing) / (minimum.height() + spacing));
            perPage = qMin(count, columns * rows);
            if (perPage < count && columns > 1 && perPage % columns != 0)
                perPage = perPage / columns * columns;
        }
    }
    const int wantedIndex = static_cast<int>(m_pairs.indexOf(m_wantedPair));
    const int pages = perPage > 0 ? (count + perPage - 1) / perPage : 1;
    const int page = wantedIndex >= 0 && perPage > 0 ? wantedIndex / perPage
                                                     : qBound(0, m_page, qMax(0, pages - 1));
    // A page of the charts is part of the figure: an export lays the view out larger instead.
    exportmarks::markCut(this, perPage < count);
    if (columns == m_columns && perPage == m_perPage && page == m_page)
        return;
    m_columns = columns;
    m_perPage = perPage;
    m_page = page;
    for (PairChart *chart : std::as_const(m_charts))
        m_gridLayout->removeWidget(chart);
    const int first = page * perPage;
    for (int k = 0; k < count; ++k) {
        const bool shown = k >= first && k < first + perPage;
        m_charts.at(k)->setVisible(shown);
        if (shown)
            m_gridLayout->addWidget(m_charts.at(k), (k - first) / columns, (k - first) % columns);
    }
    m_pager->setVisible(pages > 1);
    m_previousPage->setEnabled(page > 0);
    m_nextPage->setEnabled(page < pages - 1);
    updatePageLabel();
}

void PairChartsView::updatePageLabel()
{
    QStringList shown;
    for (const int pair : shownPairs())
        shown << QString::number(pair);
    m_pageLabel->setText(tr("Page %1 of %2: pairs %3")
                             .arg(m_page + 1)
                             .arg(pageCount())
                             .arg(QLocale().createSeparatedList(shown)));
    m_previousPage->setToolTip(tr("Previous pairs"));
    m_previousPage->setAccessibleName(tr("Previous pairs"));
    m_nextPage->setToolTip(tr("Next pairs"));
    m_nextPage->setAccessibleName(tr("Next pairs"));
}

bool PairChartsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrangeCharts();
    return QWidget::eventFilter(watched, event);
}

void PairChartsView::updateNote()
{
    updateLegend();
    QStringList notes;
    if (!m_pairsError.isEmpty())
        notes << m_pairsError;
    if (m_skipped > 0)
        notes << tr("%n listed pair(s) skipped: d = %1 has pairs 0 to %2.", nullptr, m_skipped)
                     .arg(m_state->width())
                     .arg(m_state->encoding().pairCount() - 1);
    const int n = m_maxSpin->intValue();
    if (m_state->position() > n)
        notes
            << tr("p = %1 lies beyond N = %2: raise N to see it.").arg(m_state->position()).arg(n);
    if (m_state->comparison() > n)
        notes << tr("q = %1 lies beyond N = %2: raise N to see it.")
                     .arg(m_state->comparison())
                     .arg(n);
    if (m_state->trainLength() < n)
        notes << tr("Shaded: beyond the training length L = %1, positions training never showed.")
                     .arg(m_state->trainLength());
    if (m_state->width() % 2 == 1)
        notes << tr("d = %1 is odd: the last pair i = %2 has only its sin component.")
                     .arg(m_state->width())
                     .arg(m_state->encoding().pairCount() - 1);
    if (!m_state->encodingOn())
        notes << tr("The encoding is switched off: the inputs get A(p) = 0. The curves still show "
                    "PE, which the switch does not change.");
    m_noteText = notes.join(QLatin1Char(' '));
    showLegendAndNote();
}

void PairChartsView::showLegendAndNote()
{
    const QString text = m_noteText.isEmpty()
        ? m_legendHtml
        : m_legendHtml + QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; ")
            + m_noteText.toHtmlEscaped();
    if (m_legend->text() != text)
        m_legend->setText(text);
}

void PairChartsView::retranslate()
{
    m_maxLabel->setText(tr("Positions 0 to &N:"));
    m_maxSpin->setAccessibleName(tr("Last position N"));
    m_maxSpin->setName(QStringLiteral("N"));
    m_maxSpin->setHelp(tr("The last position on the charts"));
    m_pairsLabel->setText(tr("P&airs i:"));
    m_pairsEdit->setToolTip(
        tr("Pair indices and ranges, e.g. 0-3 or 0,5,255 (at most %1)").arg(maxCharts));
    m_pairsEdit->setAccessibleName(tr("Pairs shown"));
    m_firstButton->setText(tr("First four"));
    m_lastButton->setText(tr("Last four"));
    updatePageLabel();
    updateNote();
}

QString PairChartsView::legendText() const { return m_legendHtml; }

void PairChartsView::updateLegend()
{
    const auto swatch = [](const QColor &colour, const QString &text, bool dashed) {
        return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>&nbsp;%3")
            .arg(colour.name(), dashed ? QStringLiteral("┆") : QStringLiteral("━━"),
                 text.toHtmlEscaped());
    };
    // Where the layout puts pair i's sin and cos: 2i and 2i+1 in the paper's,
    // i and h + i in the [sin | cos] halves.
    const pe::PositionalEncoding &encoding = m_state->encoding();
    const int cosOffset = encoding.pairCount() > 0 ? encoding.cosComponent(0) : -1;
    const bool interleaved = encoding.spec().layout == pe::Layout::Interleaved || cosOffset < 0;
    const QString sinText = interleaved ? tr("sin, PE[2i]") : tr("sin, PE[i]");
    const QString cosText
        = interleaved ? tr("cos, PE[2i+1]") : tr("cos, PE[%1 + i]").arg(cosOffset);
    const QString text = swatch(viewstyle::sinColour(), sinText, false)
        + QStringLiteral("&nbsp;&nbsp; ") + swatch(viewstyle::cosColour(), cosText, false)
        + QStringLiteral("&nbsp;&nbsp; ") + swatch(viewstyle::pColour(), tr("position p"), true)
        + QStringLiteral("&nbsp;&nbsp; ") + swatch(viewstyle::qColour(), tr("comparison q"), true);
    m_legendHtml = text;
    showLegendAndNote();
}

void PairChartsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
