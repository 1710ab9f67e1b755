#include "heatmapview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "displayformat.h"
#include "heatmapwidget.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

HeatmapView::HeatmapView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_heatmap(new HeatmapWidget(state, this))
    , m_positionsLabel(new QLabel(this))
    , m_positionsSpin(new NumberField(1, HeatmapWidget::maxPositions, this))
    , m_resetButton(new QPushButton(this))
    , m_articleButton(new QPushButton(this))
    , m_samplingLabel(new QLabel(this))
    , m_sampling(new QComboBox(this))
    , m_hint(new QLabel(this))
    , m_hoverLine(new QLabel(this))
    , m_note(new QLabel(this))
{
    m_heatmap->setObjectName(QStringLiteral("heatmap"));
    m_positionsSpin->setValue(m_heatmap->positions());
    m_positionsSpin->setAccelerated(true);
    m_positionsLabel->setBuddy(m_positionsSpin);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    // The hint wraps rather than widening the window (presentation mode on a 1280-pixel screen).
    m_hint->setWordWrap(true);
    m_hint->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_hoverLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // No fixed minimum height: the label's own (one line of its current font, also in
    // presentation mode) keeps the body's layout from squeezing it.
    m_note->setWordWrap(true);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_positionsLabel);
    controls->addWidget(m_positionsSpin);
    controls->addWidget(m_resetButton);
    controls->addWidget(m_articleButton);
    controls->addWidget(m_samplingLabel);
    controls->addWidget(m_sampling);
    controls->addWidget(m_hint, 1);
    m_samplingLabel->setBuddy(m_sampling);
    m_sampling->addItem(QString());
    m_sampling->addItem(QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports
    // The map never shrinks below its readable minimum (its vertical title whole): a lower tab
    // scrolls, the note under the map first.
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_heatmap, 1);
    bodyLayout->addWidget(m_hoverLine);
    exportmarks::markControls(m_hoverLine);
    bodyLayout->addWidget(m_note);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(m_positionsSpin, &NumberField::valueChanged, m_heatmap,
            [this](double n) { m_heatmap->setPositions(int(n)); });
    connect(m_resetButton, &QPushButton::clicked, m_heatmap, &HeatmapWidget::resetZoom);
    connect(m_articleButton, &QPushButton::clicked, this, &HeatmapView::applyArticlePreset);
    connect(m_heatmap, &HeatmapWidget::viewChanged, this, &HeatmapView::updateNote);
    connect(m_sampling, &QComboBox::activated, this, [this](int index) {
        m_heatmap->setSampling(index == 1 ? HeatmapWidget::Sampling::Envelope
                                          : HeatmapWidget::Sampling::OnePosition);
    });
    connect(m_heatmap, &HeatmapWidget::hoverTextChanged, this, &HeatmapView::showHover);
    new DeferredRefresh(this, m_state, [this] { updateNote(); });
    retranslate();
}

void HeatmapView::applyArticlePreset()
{
    m_state->setWidth(articleWidth);
    m_positionsSpin->setValue(articlePositions);
    m_heatmap->setPositions(articlePositions);
    m_heatmap->resetZoom();
}

QString HeatmapView::noteText() const { return m_note->text(); }

QString HeatmapView::hoverLineText() const { return m_hoverLine->text(); }

void HeatmapView::showHover(const QString &text)
{
    m_hoverLine->setText(text.isEmpty() ? tr("Point at a cell to read its value.") : text);
}

void HeatmapView::updateNote()
{
    {
        const QSignalBlocker blocker(m_positionsSpin);
        m_positionsSpin->setValue(m_heatmap->positions());
    }
    QStringList notes;
    if (!m_state->encodingOn())
        notes << tr("The positional encoding is off: nothing is added to the embeddings, so every "
                    "cell is 0.");
    // Positions outnumbering pixel columns: said, with the choice of what a column shows.
    const bool crowded = m_heatmap->positionsExceedPixels();
    m_samplingLabel->setVisible(crowded);
    m_sampling->setVisible(crowded);
    if (crowded) {
        const QSize cells = m_heatmap->visibleCells();
        const int columns = m_heatmap->plotRect().width();
        if (m_heatmap->sampling() == HeatmapWidget::Sampling::Envelope)
            notes << tr("%1 positions on %2 pixel columns, about %3 positions a column: each "
                        "column shows the least (lower half of a row) and the largest value "
                        "(upper half) of its positions.")
                         .arg(cells.width())
                         .arg(columns)
                         .arg(display::number(double(cells.width()) / columns, 1));
        else if (m_heatmap->aliasedComponents().isEmpty())
            notes << tr("%1 positions on %2 pixel columns: each column shows one position; "
                        "every pair's wavelength spans two pixels or more.")
                         .arg(cells.width())
                         .arg(columns);
        else
            notes << tr("Aliased: %1 positions on %2 pixel columns, each column shows one "
                        "position. The %n component(s) marked on the component axis have a "
                        "wavelength under two pixels: their bands are not in the encoding. "
                        "Choose the envelope to see each column's range.",
                        "", int(m_heatmap->aliasedComponents().size()))
                         .arg(cells.width())
                         .arg(columns);
    } else if (m_heatmap->cellsExceedPixels()) {
        const QSize cells = m_heatmap->visibleCells();
        const QRect plot = m_heatmap->plotRect();
        notes << tr("%1 × %2 cells on %3 × %4 pixels: each pixel shows the cell under its centre.")
                     .arg(cells.width())
                     .arg(cells.height())
                     .arg(plot.width())
                     .arg(plot.height());
    }
    const qint64 n = m_heatmap->positions();
    if (m_state->trainLength() < n)
        notes << tr("Shaded: beyond the training length L = %1. From position %1 on, training "
                    "never showed these columns.")
                     .arg(m_state->trainLength());
    if (m_state->contextMethod() != pe::ContextMethod::None)
        notes << tr("The frequencies are scaled by the context-extension method (s = %1).")
                     .arg(display::compact(m_state->scalingFactor()));
    const bool pBeyond = m_state->position() >= n;
    const bool qBeyond = m_state->comparison() >= n;
    if (pBeyond && qBeyond)
        notes << tr("p = %1 and q = %2 lie beyond the %3 positions shown.")
                     .arg(m_state->position())
                     .arg(m_state->comparison())
                     .arg(n);
    else if (pBeyond)
        notes << tr("p = %1 lies beyond the %2 positions shown.").arg(m_state->position()).arg(n);
    else if (qBeyond)
        notes << tr("q = %1 lies beyond the %2 positions shown.").arg(m_state->comparison()).arg(n);
    m_note->setText(notes.join(QLatin1Char(' ')));
}

void HeatmapView::retranslate()
{
    m_positionsLabel->setText(tr("Positions &n:"));
    m_positionsSpin->setName(QStringLiteral("n"));
    m_positionsSpin->setHelp(tr("Number of positions shown (0 to n − 1)"));
    m_resetButton->setText(tr("Reset &zoom"));
    m_resetButton->setToolTip(tr("Show all cells again (Home)"));
    m_articleButton->setText(tr("&Article figure (50 × 128)"));
    m_articleButton->setToolTip(tr("The article's figure: 50 positions, d = 128"));
    m_hint->setText(tr("Wheel: zoom · drag: pan · keys: + − arrows Home"));
    m_samplingLabel->setText(tr("A pixel column shows:"));
    m_sampling->setItemText(0, tr("one position (aliased)"));
    m_sampling->setItemText(1, tr("envelope: least and largest value"));
    m_sampling->setToolTip(tr("When there are more positions than pixel columns"));
    showHover(QString());
    updateNote();
}

void HeatmapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
