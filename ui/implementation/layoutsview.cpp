#include "layoutsview.h"

#include "deferredrefresh.h"
#include "displayformat.h"
#include "layoutcomparison.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "permutationdiagram.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace {

enum Column { LayoutColumn, DistanceColumn, DistanceChangeColumn, DotColumn, DotChangeColumn };

QString layoutName(pe::Layout layout)
{
    switch (layout) {
    case pe::Layout::Interleaved:
        return LayoutsView::tr("interleaved (the paper)");
    case pe::Layout::Concatenated:
        return LayoutsView::tr("concatenated [sin | cos]");
    case pe::Layout::Tensor2Tensor:
        return LayoutsView::tr("tensor2tensor");
    case pe::Layout::Fairseq:
        return LayoutsView::tr("fairseq");
    }
    return QString();
}

// A change shown with its sign; exactly 0 and changes of rounding size stay readable.
QString changeText(double change)
{
    if (change == 0.0)
        return display::number(0.0);
    if (std::fabs(change) < 5e-7)
        return (change > 0 ? QStringLiteral("+") : QString()) + display::scientific(change, 2);
    return (change > 0 ? QStringLiteral("+") : QString()) + display::number(change);
}

} // namespace

LayoutsView::LayoutsView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_intro(new QLabel(this))
    , m_upperTitle(new QLabel(this))
    , m_diagram(new PermutationDiagram(this))
    , m_lowerTitle(new QLabel(this))
    , m_numbersTitle(new QLabel(this))
    , m_table(new QTableWidget(4, 5, this))
    , m_fairseqNote(new QLabel(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new MinimumScrollArea(this);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    m_intro->setWordWrap(true);
    m_upperTitle->setWordWrap(true);
    m_lowerTitle->setWordWrap(true);
    m_numbersTitle->setWordWrap(true);
    m_fairseqNote->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("layoutNumbers"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LayoutColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = 0; column < m_table->columnCount(); ++column) {
            auto *item = new QTableWidgetItem;
            if (column != LayoutColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    layout->addWidget(m_intro);
    layout->addWidget(m_upperTitle);
    layout->addWidget(m_diagram);
    layout->addWidget(m_lowerTitle);
    layout->addWidget(m_numbersTitle);
    layout->addWidget(m_table);
    layout->addWidget(m_fairseqNote);
    layout->addStretch(1);
    scroll->setContent(content);
    outer->addWidget(scroll);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    retranslate();
}

void LayoutsView::refresh()
{
    const int d = m_state->width();
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    m_diagram->setWidth(d);
    m_upperTitle->setText(tr("Interleaved (the paper): sin of pair i at 2i, cos at 2i+1"));
    m_lowerTitle->setText(
        tr("Concatenated [sin | cos]: sin of pair i at i, cos at %1 + i").arg(d - d / 2));
    const std::vector<pe::LayoutNumbers> numbers = pe::compareLayouts(m_state->spec(), p, q);
    for (int row = 0; row < int(numbers.size()) && row < m_table->rowCount(); ++row) {
        const pe::LayoutNumbers &entry = numbers[std::size_t(row)];
        const bool current = entry.layout == m_state->layout();
        QString name = layoutName(entry.layout);
        if (current)
            name = tr("%1 (shown in every view)").arg(name);
        m_table->item(row, LayoutColumn)->setText(name);
        QFont font = m_table->font();
        font.setBold(current);
        const double values[] = {entry.distance, entry.distanceChange, entry.dot, entry.dotChange};
        for (int column = DistanceColumn; column <= DotChangeColumn; ++column) {
            QTableWidgetItem *item = m_table->item(row, column);
            item->setFont(font);
            const double value = values[column - DistanceColumn];
            if (!entry.available) {
                item->setText(tr("needs d ≥ %1").arg(entry.layout == pe::Layout::Fairseq ? 4 : 2));
                item->setToolTip(QString());
                continue;
            }
            const bool change = column == DistanceChangeColumn || column == DotChangeColumn;
            item->setText(change ? changeText(value) : display::number(value));
            item->setToolTip(display::full(value));
        }
        m_table->item(row, LayoutColumn)->setFont(font);
    }
    m_numbersTitle->setText(
        tr("The same positions p = %1 and q = %2 in each layout (d = %3, base %4): the "
           "concatenated layout only permutes the components, so distances and dot products are "
           "those of the paper up to rounding; tensor2tensor's frequencies base^(-j/(d/2-1)) "
           "change them slightly; fairseq's shift of the positions changes neither, as both depend "
           "only on "
           "q − p.")
            .arg(p)
            .arg(q)
            .arg(d)
            .arg(display::compact(m_state->base())));
    const int padding = m_state->paddingIndex();
    m_fairseqNote->setText(
        tr("fairseq: the token in slot p gets row p + padding_idx + 1 = p + %1 of its table, and "
           "row padding_idx = %2 is all zeros (the padding row, never a token's row).")
            .arg(qint64(padding) + 1)
            .arg(padding));
    m_table->resizeRowsToContents();
}

void LayoutsView::retranslate()
{
    m_intro->setText(
        tr("The layout decides where each pair's sin and cos sit in PE(p). Interleaved and "
           "concatenated hold the same numbers in another order: each arrow takes a component of "
           "the paper's vector to its place in the [sin | cos] halves."));
    m_table->setHorizontalHeaderLabels(
        {tr("Layout"), tr("|PE(q) − PE(p)|"), tr("change"), tr("PE(p) · PE(q)"), tr("change")});
    m_table->setAccessibleName(tr("Distances and dot products per layout"));
    m_diagram->setAccessibleName(tr("Permutation from interleaved to concatenated"));
    refresh();
}

void LayoutsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
