#include "embeddingsview.h"

#include "attentionembeddings.h"
#include "attentionstate.h"
#include "childsignals.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "embeddingtablemodel.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "lessonstate.h"
#include "numberfield.h"
#include "tablefit.h"
#include "tokennormsmodel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
// The largest seed a NumberField holds exactly (2^53 - 1).
constexpr qint64 maxSeed = 9007199254740991LL;
} // namespace

EmbeddingsView::EmbeddingsView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_embeddings(AttentionEmbeddings::of(state))
    , m_tableModel(new EmbeddingTableModel(m_embeddings, this))
    , m_normsModel(new TokenNormsModel(state, m_embeddings, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    // The controls wrap into rows where the tab is narrow.
    auto *controls = new FlowLayout;
    m_seedLabel = new QLabel(this);
    m_seed = new NumberField(0, maxSeed, this);
    m_seedLabel->setBuddy(m_seed);
    auto *seedBox = new QWidget(this);
    auto *seedRow = new QHBoxLayout(seedBox);
    seedRow->setContentsMargins(0, 0, 0, 0);
    seedRow->addWidget(m_seedLabel);
    seedRow->addWidget(m_seed);
    m_scale = new QCheckBox(this);
    m_reset = new QPushButton(this);
    controls->addWidget(seedBox);
    controls->addWidget(m_scale);
    controls->addWidget(m_reset);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    m_body = new QBoxLayout(QBoxLayout::LeftToRight);
    auto *body = m_body;
    auto *left = new QVBoxLayout;
    m_tableTitle = new QLabel(this);
    m_tableTitle->setWordWrap(true);
    m_table = new QTableView(this);
    m_table->setModel(m_tableModel);
    // Every column in view: the font smaller rather than scroll, the cells' size following it.
    connect(new TableFit(m_table), &TableFit::fontChanged, this, &EmbeddingsView::fitCells);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    left->addWidget(m_tableTitle);
    left->addWidget(m_table, 1);
    auto *right = new QVBoxLayout;
    m_normsTitle = new QLabel(this);
    m_normsTitle->setWordWrap(true);
    m_norms = new QTableView(this);
    m_norms->setModel(m_normsModel);
    m_norms->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_norms->verticalHeader()->hide();
    m_norms->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_norms->setWordWrap(false);
    connect(new TableFit(m_norms), &TableFit::fontChanged, this, &EmbeddingsView::fitCells);
    // The sizes per token are read whole, |E| / |PE| included: their table is as wide as its
    // columns, the embeddings' (d columns, scrolled sideways) takes the rest.
    const auto wholeNorms = [this] {
        m_norms->setMinimumWidth(m_norms->horizontalHeader()->length()
                                 + 2 * m_norms->frameWidth());
    };
    connect(m_norms->horizontalHeader(), &QHeaderView::geometriesChanged, this, wholeNorms);
    connect(m_norms->horizontalHeader(), &QHeaderView::sectionResized, this, wholeNorms);
    for (QTableView *view : {m_table, m_norms}) {
        connect(view->horizontalHeader(), &QHeaderView::geometriesChanged, this,
                &EmbeddingsView::fitHeights);
        connect(view->verticalHeader(), &QHeaderView::sectionResized, this,
                &EmbeddingsView::fitHeights);
    }
    // d or the words changed: the tables placed again.
    connect(m_tableModel, &QAbstractItemModel::modelReset, this, &EmbeddingsView::arrangeTables);
    connect(m_tableModel, &QAbstractItemModel::layoutChanged, this, &EmbeddingsView::arrangeTables);
    fitCells();
    right->addWidget(m_normsTitle);
    right->addWidget(m_norms, 1);
    body->addLayout(left, 3);
    body->addLayout(right, 2);
    layout->addLayout(body);
    layout->addStretch(1); // the tables as high as their rows, the room left under them

    AttentionState *attention = m_state->attention();
    connect(m_seed, &NumberField::valueChanged, this, [attention, this](double seed) {
        if (!attention->setEmbeddingSeed(quint64(seed)))
            m_seed->setValue(double(attention->embeddingSeed()));
    });
    connect(m_scale, &QCheckBox::toggled, attention, &AttentionState::setEmbeddingsScaled);
    connect(m_reset, &QPushButton::clicked, m_embeddings, &AttentionEmbeddings::resetEdits);
    auto *deferred = new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(attention, &AttentionState::changed, deferred, &DeferredRefresh::noteChange);
    connect(m_embeddings, &AttentionEmbeddings::changed, deferred, &DeferredRefresh::noteChange);
    retranslate();
}

EmbeddingsView::~EmbeddingsView() { childsignals::disconnectFrom(this); }

QString EmbeddingsView::summaryText() const { return m_summary->text(); }

void EmbeddingsView::refresh()
{
    const AttentionState *attention = m_state->attention();
    {
        const QSignalBlocker blockSeed(m_seed);
        const QSignalBlocker blockScale(m_scale);
        m_seed->setValue(double(attention->embeddingSeed()));
        m_scale->setChecked(attention->embeddingsScaled());
    }
    m_reset->setEnabled(m_embeddings->hasEdits());
    const pe::EmbeddingTable &table = m_embeddings->table();
    const int d = table.width();
    m_tableTitle->setText(
        tr("E(word): %1 words × d = %2 stored entries, drawn from N(0, 1/d) with seed %3; "
           "double-click a cell to edit it (edited entries in bold).")
            .arg(table.wordCount())
            .arg(d)
            .arg(table.seed()));
    // The sizes of the first token, as the article's troubleshooting row 2 compares them.
    if (m_normsModel->rowCount() == 0)
        return;
    const double e = m_normsModel->embeddingNorm(0);
    const double p = m_normsModel->encodingNorm(0);
    const QString token = m_normsModel->index(0, TokenNormsModel::TokenColumn).data().toString();
    QString text = table.isScaled()
        ? tr("Scaled by √d = %1 (Vaswani et al. 2017, section 3.4): |E| is about √d, the same "
             "order as |PE(p)|, so the word and its position both count.")
              .arg(display::number(table.scaleFactor()))
        : tr("Not scaled: |E| is about 1 while |PE(p)| = √(d/2) for even d, so at d = %1 the "
             "position outweighs the word (the article's troubleshooting row 2). Switch on the "
             "√d scale to compare.")
              .arg(d);
    text += QLatin1Char(' ')
        + tr("First token: |E(%1)| = %2, |PE(0)| = %3.")
              .arg(token, display::number(e), display::number(p));
    m_summary->setText(text);
}

void EmbeddingsView::retranslate()
{
    m_seedLabel->setText(tr("Embeddin&g seed:"));
    m_seed->setName(tr("seed"));
    m_seed->setHelp(tr("The seed of the numeric embeddings: the same seed gives the same table."));
    m_scale->setText(tr("M&ultiply E by √d"));
    m_scale->setToolTip(tr("Read every embedding times √d, as the Transformer does before adding "
                           "the positional encoding (Vaswani et al. 2017, section 3.4)."));
    m_reset->setText(tr("Reset ed&its"));
    m_reset->setToolTip(tr("Put every generated value back."));
    m_normsTitle->setText(tr("The sizes per token: |E(token)| and |PE(p)| side by side."));
    refresh();
}

void EmbeddingsView::fitCells()
{
    // Every cell holds "−0.000000" in the table's font (a larger zoom, presentation mode).
    const QFontMetrics fm(m_table->font());
    m_table->horizontalHeader()->setDefaultSectionSize(
        fm.horizontalAdvance(QStringLiteral("\u221200.0000000")) + 12);
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 10);
    m_norms->verticalHeader()->setDefaultSectionSize(QFontMetrics(m_norms->font()).height() + 10);
}

int EmbeddingsView::wholeTableWidth() const
{
    // At the font the view inherits, before TableFit makes it smaller.
    const QFontMetrics fm(font());
    const int column = fm.horizontalAdvance(QStringLiteral("\u221200.0000000")) + 12;
    int words = 0;
    for (int row = 0; row < m_tableModel->rowCount(); ++row)
        words = std::max(
            words, fm.horizontalAdvance(m_tableModel->headerData(row, Qt::Vertical).toString()));
    return m_tableModel->columnCount() * column + words + 16 + 2 * m_table->frameWidth();
}

void EmbeddingsView::arrangeTables()
{
    // Beside each other while the embeddings' columns all fit beside the sizes, else the sizes
    // under the embeddings: both whole rather than the embeddings scrolled sideways.
    const int spacing = std::max(0, m_body->spacing());
    const int room = contentsRect().width() - 12;
    const bool beside = wholeTableWidth() + spacing + m_norms->minimumWidth() <= room;
    m_body->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    fitHeights();
}

void EmbeddingsView::fitHeights()
{
    // Each table as high as its header and rows (and a scroll bar when it scrolls sideways).
    for (QTableView *view : {m_table, m_norms}) {
        const QScrollBar *bar = view->horizontalScrollBar();
        const int scroll = bar->maximum() > 0 ? bar->sizeHint().height() : 0;
        view->setMaximumHeight(view->horizontalHeader()->height() + view->verticalHeader()->length()
                               + 2 * view->frameWidth() + scroll);
    }
}

void EmbeddingsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeTables();
}

void EmbeddingsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitCells();
        arrangeTables();
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
