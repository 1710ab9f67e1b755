#include "schemenumbersview.h"

#include "alibislopesmodel.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "labelledmatrixplot.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "tablefit.h"

#include "training/attentionbias.h"
#include "training/trainer.h"
#include "training/transformermodel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace {

const QStringList pageIds
    = {QStringLiteral("alibi"), QStringLiteral("t5"), QStringLiteral("learned")};
constexpr int t5Buckets = 32;
constexpr int t5MaxDistance = 128;
constexpr int maxShownPositions = 64;

} // namespace

SchemeNumbersView::SchemeNumbersView(LessonState *, QWidget *parent)
    : QWidget(parent), m_pages(new QTabWidget(this)), m_slopes(new AlibiSlopesModel(this))
{
    m_pages->addTab(buildAlibiPage(), QString());
    m_pages->addTab(buildT5Page(), QString());
    m_pages->addTab(buildLearnedPage(), QString());
    auto *layout = new QVBoxLayout(this);
    auto *scroll = new MinimumScrollArea(this);
    scroll->setContent(m_pages);
    layout->addWidget(scroll);
    const auto refreshOn = [this](NumberField *field) {
        connect(field, &NumberField::valueChanged, this, &SchemeNumbersView::refresh);
    };
    for (NumberField *field :
         {m_heads, m_alibiHead, m_positions, m_learnedLength, m_learnedWidth, m_learnedSeed})
        refreshOn(field);
    for (QCheckBox *box : {m_causal, m_t5Causal})
        connect(box, &QCheckBox::toggled, this, &SchemeNumbersView::refresh);
    retranslate();
}

// A label for field, kept by the view for retranslate(); returns a row of both.
static QWidget *labelled(QList<QLabel *> *labels, QWidget *field, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(box);
    label->setBuddy(field);
    labels->append(label);
    row->addWidget(label);
    row->addWidget(field);
    return box;
}

QWidget *SchemeNumbersView::buildAlibiPage()
{
    auto *page = new QWidget;
    m_heads = new NumberField(1, 64, page);
    m_heads->setValue(6);
    m_alibiHead = new NumberField(1, 64, page);
    m_positions = new NumberField(2, maxShownPositions, page);
    m_positions->setValue(12);
    m_causal = new QCheckBox(page);
    auto *controls = new FlowLayout;
    controls->addWidget(labelled(&m_labels, m_heads, page));
    controls->addWidget(labelled(&m_labels, m_alibiHead, page));
    controls->addWidget(labelled(&m_labels, m_positions, page));
    controls->addWidget(m_causal);
    m_slopesTable = new QTableView(page);
    m_slopesTable->setModel(m_slopes);
    m_slopesTable->verticalHeader()->hide();
    m_slopesTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    new TableFit(m_slopesTable); // every column in view, the font smaller rather than scroll
    m_alibiNote = new QLabel(page);
    m_alibiNote->setWordWrap(true);
    m_alibiPlot = new LabelledMatrixPlot(page);
    m_alibiPlot->setFixedScale(0.0);
    auto *left = new QVBoxLayout;
    left->addWidget(m_slopesTable, 1);
    left->addWidget(m_alibiNote);
    // Half the width each: the slopes' table (its font smaller rather than scroll) and the map.
    auto *body = new QHBoxLayout;
    body->addLayout(left, 1);
    body->addWidget(m_alibiPlot, 1);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(exportmarks::controlBar(controls, page));
    layout->addLayout(body, 1);
    return page;
}

QWidget *SchemeNumbersView::buildT5Page()
{
    auto *page = new QWidget;
    m_t5Causal = new QCheckBox(page);
    auto *controls = new FlowLayout;
    controls->addWidget(m_t5Causal);
    m_t5Strip = new LabelledMatrixPlot(page);
    m_t5Strip->setSquareCells(false);
    m_t5Strip->setNonNegative(true);
    m_t5Strip->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_t5Plot = new LabelledMatrixPlot(page);
    m_t5Plot->setNonNegative(true);
    m_t5Note = new QLabel(page);
    m_t5Note->setWordWrap(true);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(exportmarks::controlBar(controls, page));
    layout->addWidget(m_t5Strip);
    auto *lower = new QHBoxLayout;
    lower->addWidget(m_t5Plot, 3);
    lower->addWidget(m_t5Note, 2);
    layout->addLayout(lower, 1);
    return page;
}

QWidget *SchemeNumbersView::buildLearnedPage()
{
    auto *page = new QWidget;
    m_learnedLength = new NumberField(pe::minTrainLength, pe::maxTrainLength, page);
    m_learnedLength->setValue(16);
    m_learnedWidth = new NumberField(pe::minModelWidth, pe::maxModelWidth, page);
    m_learnedWidth->setValue(32);
    m_learnedSeed = new NumberField(0, 2147483647, page);
    m_learnedSeed->setValue(1);
    auto *controls = new FlowLayout;
    controls->addWidget(labelled(&m_labels, m_learnedLength, page));
    controls->addWidget(labelled(&m_labels, m_learnedWidth, page));
    controls->addWidget(labelled(&m_labels, m_learnedSeed, page));
    m_learnedPlot = new LabelledMatrixPlot(page);
    m_sinusoidalPlot = new LabelledMatrixPlot(page);
    for (LabelledMatrixPlot *plot : {m_learnedPlot, m_sinusoidalPlot})
        plot->setFixedScale(1.0);
    m_learnedNote = new QLabel(page);
    m_learnedNote->setWordWrap(true);
    auto *plots = new QHBoxLayout;
    plots->addWidget(m_learnedPlot, 1);
    plots->addWidget(m_sinusoidalPlot, 1);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(exportmarks::controlBar(controls, page));
    layout->addLayout(plots, 1);
    layout->addWidget(m_learnedNote);
    return page;
}

void SchemeNumbersView::refresh()
{
    // ALiBi.
    const int heads = m_heads->intValue();
    if (m_slopes->heads() != heads)
        m_slopes->setHeads(heads);
    // A table of up to 16 heads is shown whole (the figure is laid out around it); a longer
    // one scrolls.
    m_slopesTable->setMinimumSize(heads <= 16 ? m_slopesTable->sizeHint() : QSize());
    m_alibiHead->setRange(1, heads);
    const int h = m_alibiHead->intValue();
    const int n = m_positions->intValue();
    const bool causal = m_causal->isChecked();
    const double slope = m_slopes->referenceSlopes()[std::size_t(h - 1)];
    std::vector<double> bias = pe::alibiBiasMatrix(slope, n, causal);
    for (double &v : bias)
        if (!std::isfinite(v))
            v = std::nan("");
    m_alibiPlot->setAxisTitles(tr("query i"), tr("key j"), tr("bias"));
    m_alibiPlot->setMissingText(tr("masked"));
    m_alibiPlot->setMatrix(
        bias, n, n, {}, {},
        causal ? tr("ALiBi bias −m (i − j) of head %1, m = %2 (causal)")
                     .arg(h)
                     .arg(display::number(slope))
               : tr("ALiBi bias −m |i − j| of head %1, m = %2").arg(h).arg(display::number(slope)));
    const int differing = m_slopes->differingHeads();
    m_alibiNote->setText(
        differing == 0
            ? tr("H = %1 is a power of two: the rule and the naive formula agree.").arg(heads)
            : tr("H = %1 is not a power of two: the reference takes the slopes of the next lower "
                 "power of two and then every other slope of twice that count. The naive "
                 "2^(−8h/H) gives other slopes for %2 of the %1 heads (bold).")
                  .arg(heads)
                  .arg(differing));

    // T5.
    const bool t5Causal = m_t5Causal->isChecked();
    const std::vector<int> buckets
        = pe::t5Buckets(-maxOffset, maxOffset, !t5Causal, t5Buckets, t5MaxDistance);
    std::vector<double> strip(buckets.begin(), buckets.end());
    QStringList offsets;
    for (int k = -maxOffset; k <= maxOffset; ++k)
        offsets << display::number(k, 0);
    m_t5Strip->setAxisTitles(QString(), tr("offset key − query"), tr("bucket"));
    m_t5Strip->setFixedScale(t5Buckets - 1);
    m_t5Strip->setMatrix(strip, 1, int(strip.size()), {QString()}, offsets,
                         tr("T5's bucket of every offset from −%1 to %1 (%2 buckets, max distance "
                            "%3%4)")
                             .arg(maxOffset)
                             .arg(t5Buckets)
                             .arg(t5MaxDistance)
                             .arg(t5Causal ? tr(", causal") : QString()));
    m_t5Strip->setMaximumHeight(m_t5Strip->minimumSizeHint().height() + 8);
    std::vector<double> indices(t5Buckets);
    for (int b = 0; b < t5Buckets; ++b)
        indices[std::size_t(b)] = b;
    const int t5n = 24;
    std::vector<double> cells = pe::t5BiasMatrix(indices, t5n, t5Causal, t5Buckets, t5MaxDistance);
    for (double &v : cells)
        if (!std::isfinite(v))
            v = std::nan("");
    m_t5Plot->setAxisTitles(tr("query i"), tr("key j"), tr("bucket"));
    m_t5Plot->setMissingText(tr("masked"));
    m_t5Plot->setFixedScale(t5Buckets - 1);
    m_t5Plot->setMatrix(cells, t5n, t5n, {}, {},
                        tr("The bucket of each (i, j) on %1 positions").arg(t5n));
    m_t5Note->setText(
        tr("T5 adds to the score of query i and key j one learned number per head: the value of "
           "the bucket of j − i. Offsets up to %1 in size have a bucket each; larger ones share "
           "buckets that grow logarithmically up to %2, and everything farther falls into the "
           "last bucket. %3")
            .arg(t5Causal ? t5Buckets / 2 : t5Buckets / 4)
            .arg(t5MaxDistance)
            .arg(t5Causal ? tr("Under the causal mask every key after the query is masked, so "
                               "all buckets go to the past.")
                          : tr("Without a mask half the buckets hold keys before the query, half "
                               "keys after it.")));

    // Learned at initialisation against sinusoidal.
    const int L = m_learnedLength->intValue();
    const int d = m_learnedWidth->intValue();
    pe::ModelConfig model;
    model.layers = 1;
    model.heads = 1;
    model.d = d;
    model.maxLength = L;
    model.scheme.kind = pe::SchemeKind::Learned;
    const pe::TransformerModel initial(model, std::uint64_t(m_learnedSeed->value()));
    const QString position = tr("position");
    for (LabelledMatrixPlot *plot : {m_learnedPlot, m_sinusoidalPlot})
        plot->setAxisTitles(position, position, tr("cosine"));
    m_learnedPlot->setMatrix(
        pe::cosineSimilarity(initial.positionTable(), L, d), L, L, {}, {},
        tr("Learned table at initialisation (seed %1)").arg(qint64(m_learnedSeed->value())));
    m_sinusoidalPlot->setMatrix(
        pe::cosineSimilarity(pe::sinusoidalTable(model.scheme.encoding, d, L), L, d), L, L, {}, {},
        tr("Sinusoidal table, base 10000"));
    m_learnedNote->setText(
        tr("Cosine similarity of the rows for positions p and q. A learned table starts as "
           "random rows, nearly unrelated to each other; only training can give it an order. "
           "The sinusoidal table has it from the start. The Training view shows what training "
           "makes of it."));
}

bool SchemeNumbersView::showPage(const QString &id)
{
    const int index = int(pageIds.indexOf(id));
    if (index < 0)
        return false;
    m_pages->setCurrentIndex(index);
    return true;
}

QString SchemeNumbersView::currentPageId() const { return pageIds.value(m_pages->currentIndex()); }

void SchemeNumbersView::retranslate()
{
    m_pages->setTabText(0, tr("ALiBi"));
    m_pages->setTabText(1, tr("T5 buckets"));
    m_pages->setTabText(2, tr("Learned table"));
    const QStringList labels = {tr("He&ads H:"),  tr("Hea&d:"), tr("Positio&ns n:"),
                                tr("Len&gth L:"), tr("&d:"),    tr("Seed:")};
    for (int k = 0; k < m_labels.size(); ++k)
        m_labels[k]->setText(labels.value(k));
    m_heads->setName(tr("H"));
    m_heads->setHelp(tr("The number of heads, each with its own slope"));
    m_alibiHead->setName(tr("head"));
    m_alibiHead->setHelp(tr("The head whose bias matrix is shown"));
    m_positions->setName(tr("n"));
    m_positions->setHelp(tr("The number of positions of the bias matrix"));
    m_learnedLength->setName(tr("L"));
    m_learnedLength->setHelp(tr("The rows of the learned table (the training length)"));
    m_learnedWidth->setName(tr("d"));
    m_learnedWidth->setHelp(tr("The width of each row"));
    m_learnedSeed->setName(tr("seed"));
    m_learnedSeed->setHelp(tr("The seed of the random rows"));
    m_causal->setText(tr("Ca&usal mask"));
    m_t5Causal->setText(tr("Ca&usal mask"));
    refresh();
}

void SchemeNumbersView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
