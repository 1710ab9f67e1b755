#include "scoredecompositionview.h"

#include "appearance.h"
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "scorematrixplot.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace {

constexpr qint64 maxSeed = 9007199254740991LL; // 2^53 - 1, held exactly by a NumberField
constexpr double offsetTolerance = 1e-12;

const std::array<pe::ScoreTerm, 5> terms
    = {pe::ScoreTerm::Total, pe::ScoreTerm::EmbeddingEmbedding, pe::ScoreTerm::EmbeddingPosition,
       pe::ScoreTerm::PositionEmbedding, pe::ScoreTerm::PositionPosition};

std::vector<int> identityOrder(std::size_t n)
{
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    return order;
}

QString quoted(const QString &text) { return QStringLiteral("\u201c%1\u201d").arg(text); }

} // namespace

bool ScoreDecompositionView::Key::operator==(const Key &other) const
{
    return table == other.table && encoding == other.encoding && on == other.on
        && projection == other.projection && projectionSeed == other.projectionSeed && d == other.d
        && order == other.order;
}

ScoreDecompositionView::ScoreDecompositionView(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_embeddings(AttentionEmbeddings::of(state))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    // The controls wrap into rows where the tab is narrow.
    auto *controls = new FlowLayout;
    const auto labelled = [this, controls](QLabel **label, QWidget *field) {
        *label = new QLabel(this);
        (*label)->setBuddy(field);
        auto *pair = new QWidget(this);
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(*label);
        row->addWidget(field);
        controls->addWidget(pair);
    };
    m_projection = new QComboBox(this);
    m_projection->addItem(QString());
    m_projection->addItem(QString());
    m_seed = new NumberField(0, maxSeed, this);
    labelled(&m_projectionLabel, m_projection);
    labelled(&m_seedLabel, m_seed);
    m_shuffle = new QPushButton(this);
    m_restore = new QPushButton(this);
    controls->addWidget(m_shuffle);
    controls->addWidget(m_restore);
    m_large = new QComboBox(this);
    for (std::size_t k = 0; k < terms.size(); ++k)
        m_large->addItem(QString());
    labelled(&m_largeLabel, m_large);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports

    m_scroll = new MinimumScrollArea(this);
    auto *content = new QWidget(m_scroll);
    m_body = new QVBoxLayout(content);
    m_body->setContentsMargins(0, 0, 0, 0);
    m_grid = new QGridLayout;
    for (std::size_t k = 0; k < m_plots.size(); ++k)
        m_plots[k] = new ScoreMatrixPlot(content);
    placePlots(false);
    m_body->addLayout(m_grid, 1);
    m_messages = new QLabel(content);
    m_messages->setWordWrap(true);
    m_messages->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->addWidget(m_messages);
    m_scroll->setContent(content);
    layout->addWidget(m_scroll, 1);
    m_scroll->installEventFilter(this);
    // The view's font follows the application's (presentation mode, zoom): arranged anew on the
    // FontChange; the palette and line widths change nothing here.
    connect(Appearance::instance(), &Appearance::changed, this, [this] { arrange(); });

    AttentionState *attention = m_state->attention();
    connect(m_large, &QComboBox::activated, this,
            [this](int index) { setLargeTerm(terms[std::size_t(std::clamp(index, 0, 4))]); });
    connect(m_projection, &QComboBox::activated, this, [attention, this](int index) {
        if (!attention->setProjection(index == 1 ? AttentionState::Projection::Random
                                                 : AttentionState::Projection::Identity))
            refresh(); // refused: the box shows the state again, the note says why
    });
    connect(m_seed, &NumberField::valueChanged, this, [attention, this](double seed) {
        if (!attention->setProjectionSeed(quint64(seed)))
            m_seed->setValue(double(attention->projectionSeed()));
    });
    connect(m_shuffle, &QPushButton::clicked, this, &ScoreDecompositionView::shuffle);
    connect(m_restore, &QPushButton::clicked, this, &ScoreDecompositionView::restoreOrder);
    auto *deferred = new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(attention, &AttentionState::changed, deferred, &DeferredRefresh::noteChange);
    connect(m_embeddings, &AttentionEmbeddings::changed, deferred, &DeferredRefresh::noteChange);
    retranslate();
    refresh();
}

namespace {

/// The page ids of the matrices, in the order of terms.
const std::array<const char *, 5> pageIds {"score", "ee", "ep", "pe", "pp"};

} // namespace

pe::ScoreTerm ScoreDecompositionView::largeTerm() const { return terms[m_largeIndex]; }

void ScoreDecompositionView::setLargeTerm(pe::ScoreTerm term)
{
    for (std::size_t k = 0; k < terms.size(); ++k)
        if (terms[k] == term && k != m_largeIndex) {
            m_largeIndex = k;
            const QSignalBlocker block(m_large);
            m_large->setCurrentIndex(int(k));
            placePlots(m_row);
        }
}

bool ScoreDecompositionView::showPage(const QString &id)
{
    for (std::size_t k = 0; k < pageIds.size(); ++k)
        if (id == QLatin1String(pageIds[k])) {
            setLargeTerm(terms[k]);
            return true;
        }
    return false;
}

QString ScoreDecompositionView::currentPageId() const
{
    return QLatin1String(pageIds[m_largeIndex]);
}

ScoreMatrixPlot *ScoreDecompositionView::plot(pe::ScoreTerm term) const
{
    for (std::size_t k = 0; k < terms.size(); ++k)
        if (terms[k] == term)
            return m_plots[k];
    return nullptr;
}

QString ScoreDecompositionView::messageText() const { return m_messages->text(); }

void ScoreDecompositionView::shuffle()
{
    if (!m_original)
        return;
    m_order = pe::AttentionScore::shufflePermutation(m_original->rows(), m_shuffleSeed++);
    recompute();
}

void ScoreDecompositionView::restoreOrder()
{
    m_order = identityOrder(m_order.size());
    recompute();
}

void ScoreDecompositionView::refresh()
{
    const AttentionState *attention = m_state->attention();
    {
        const QSignalBlocker blockBox(m_projection);
        const QSignalBlocker blockSeed(m_seed);
        m_projection->setCurrentIndex(
            attention->projection() == AttentionState::Projection::Random ? 1 : 0);
        m_seed->setValue(double(attention->projectionSeed()));
    }
    m_seed->setEnabled(attention->projection() == AttentionState::Projection::Random);
    recompute();
    // The cell of the query at m and the key at n (the RoPE tab's positions, which a lesson
    // step sets to the cell it discusses), outlined in every matrix.
    const qint64 m = attention->queryPosition();
    const qint64 n = attention->keyPosition();
    if (m != m_highlight.first || n != m_highlight.second) {
        m_highlight = {m, n};
        showMessages();
    }
}

void ScoreDecompositionView::recompute()
{
    const std::vector<std::string> &tokens = m_state->scenario().tokens();
    // A new sentence starts in its own order.
    if (m_order.size() != tokens.size() || m_sentence != m_state->sentence()) {
        m_order = identityOrder(tokens.size());
        m_sentence = m_state->sentence();
    }
    const AttentionState *attention = m_state->attention();
    const int d = m_state->width();
    Key key;
    key.table = m_embeddings->revision();
    key.encoding = m_state->encodingRevision();
    key.on = m_state->encodingOn();
    key.projection = int(attention->projection());
    key.projectionSeed = attention->projectionSeed();
    key.d = d;
    key.order = m_order;
    if (key == m_key)
        return;
    const bool projectionsChanged = key.projection != m_key.projection
        || key.projectionSeed != m_key.projectionSeed || key.d != m_key.d;
    m_key = key;
    m_score.reset();
    m_original.reset();
    m_note.clear();

    const QString problem
        = AttentionState::describe(AttentionState::conflicts(d, attention->parameters())
                                       & AttentionState::RandomProjectionTooWide,
                                   d);
    const auto n = static_cast<double>(tokens.size());
    if (!problem.isEmpty()) {
        m_note = problem;
    } else if (tokens.size() > std::size_t(pe::AttentionScore::maxTokens)) {
        m_note = tr("The sentence has %1 tokens; this view shows up to %2: shorten the sentence.")
                     .arg(tokens.size())
                     .arg(pe::AttentionScore::maxTokens);
    } else if (n * n * d > maxWork) {
        m_note = tr("%1 tokens at d = %2 are more than this view computes live: shorten the "
                    "sentence or lower d.")
                     .arg(tokens.size())
                     .arg(d);
    } else {
        try {
            if (projectionsChanged || !m_projections)
                m_projections = attention->projections();
            if (!m_projections)
                throw std::invalid_argument("projections");
            m_original
                = pe::AttentionScore::forTokens(m_embeddings->table(), tokens, m_state->encoding(),
                                                m_state->encodingOn(), *m_projections);
            if (m_order == identityOrder(tokens.size()))
                m_score = m_original;
            else
                m_score = m_original->shuffled(m_order);
        } catch (const std::exception &error) {
            m_note = QString::fromStdString(error.what());
            m_score.reset();
            m_original.reset();
        }
    }
    showMessages();
}

void ScoreDecompositionView::showMessages()
{
    const bool random = m_state->attention()->projection() == AttentionState::Projection::Random;
    const QStringList titles = {
        random ? tr("q(a) · k(b), the score") : tr("x(a) · x(b), the score"), QStringLiteral("E·E"),
        QStringLiteral("E·P"), QStringLiteral("P·E"), QStringLiteral("P·P")};
    const QStringList names = {
        random ? QStringLiteral("q(a) · k(b)") : QStringLiteral("x(a) · x(b)"),
        QStringLiteral("E·E"), QStringLiteral("E·P"), QStringLiteral("P·E"), QStringLiteral("P·P")};
    QStringList &labels = m_labels;
    labels.clear();
    if (m_score) {
        std::vector<std::string> shown
            = pe::AttentionScore::permuted(m_state->scenario().tokens(), m_order);
        for (const std::string &token : shown)
            labels << QString::fromStdString(token);
    }
    const int count = int(labels.size());
    const bool lit = m_highlight.first >= 0 && m_highlight.second >= 0 && m_highlight.first < count
        && m_highlight.second < count;
    for (std::size_t k = 0; k < terms.size(); ++k) {
        m_plots[k]->setMatrix(m_score ? m_score->matrix(terms[k]) : std::vector<double>(), labels,
                              titles[int(k)], names[int(k)]);
        m_plots[k]->setHighlight(lit ? int(m_highlight.first) : -1,
                                 lit ? int(m_highlight.second) : -1);
    }
    m_restore->setEnabled(m_order != identityOrder(m_order.size()));
    m_shuffle->setEnabled(m_original.has_value() && m_order.size() > 1);

    arrange();
}

QString ScoreDecompositionView::messages(bool compact) const
{
    const bool random = m_state->attention()->projection() == AttentionState::Projection::Random;
    const QStringList names = {
        random ? QStringLiteral("q(a) · k(b)") : QStringLiteral("x(a) · x(b)"),
        QStringLiteral("E·E"), QStringLiteral("E·P"), QStringLiteral("P·E"), QStringLiteral("P·P")};
    const QStringList &labels = m_labels;
    const int count = int(labels.size());
    const bool lit = m_highlight.first >= 0 && m_highlight.second >= 0 && m_highlight.first < count
        && m_highlight.second < count;
    if (!m_score)
        return m_note;
    const pe::AttentionScore &score = *m_score;
    QStringList lines;
    if (compact)
        lines << (score.largestSumDeviation() == 0.0
                      ? tr("%1 = E·E + E·P + P·E + P·P exactly.").arg(names[0])
                      : tr("%1 = E·E + E·P + P·E + P·P to within %2.")
                            .arg(names[0], display::scientific(score.largestSumDeviation())));
    else
        lines << (random
                      ? tr("q(a) · k(b) with q = W_Q x, k = W_K x (seeded random W_Q, W_K): the "
                           "four terms are (W_Q E) · (W_K E), (W_Q E) · (W_K P), (W_Q P) · (W_K E) "
                           "and (W_Q P) · (W_K P).")
                      : tr("x = E + PE: x(a) · x(b) = E·E + E·P + P·E + P·P."))
                + QLatin1Char(' ')
                + (score.largestSumDeviation() == 0.0
                       ? tr("The four terms add up to the score exactly.")
                       : tr("The four terms add up to the score to within %1 (rounding).")
                             .arg(display::scientific(score.largestSumDeviation())));
    if (!score.encodingOn()) {
        lines << tr("The encoding is off: E·P, P·E and P·P are zero and the score is E·E alone.");
    } else {
        const pe::DiagonalCheck check
            = score.offsetCheck(pe::ScoreTerm::PositionPosition, offsetTolerance);
        if (score.positionTermIsOffsetOnly() && compact)
            lines << tr("P·P depends only on b − a: constant along every diagonal (spread %1).")
                         .arg(display::scientific(check.largestDeviation));
        else if (score.positionTermIsOffsetOnly())
            lines << tr("P·P is constant along every diagonal: it depends only on the offset "
                        "b − a (it is Σ cos((b − a) ω_i)); largest spread along a diagonal: %1.")
                         .arg(display::scientific(check.largestDeviation));
        else if (!score.projections().isIdentity())
            lines << tr("P·P is not constant along the diagonals: with random W_Q, W_K it is "
                        "PE(a)ᵀ W_Qᵀ W_K PE(b), which depends on both positions (spread up to %1 "
                        "at offset %2). Choose the identity to see the offset-only term.")
                         .arg(display::scientific(check.largestDeviation))
                         .arg(display::number(double(check.worstOffset), 0));
        else
            lines << tr("P·P is not exactly constant along the diagonals: with odd d = %1 the "
                        "last component sin(p ω) has no cos partner and adds sin(a ω) sin(b ω) "
                        "(spread up to %2 at offset %3). Choose an even d.")
                         .arg(score.width())
                         .arg(display::scientific(check.largestDeviation))
                         .arg(display::number(double(check.worstOffset), 0));
    }
    if (lit && compact)
        lines << tr("Outlined: a = %1 (“%2”), b = %3 (“%4”).")
                     .arg(m_highlight.first)
                     .arg(labels.at(int(m_highlight.first)))
                     .arg(m_highlight.second)
                     .arg(labels.at(int(m_highlight.second)));
    else if (lit)
        lines << tr("Outlined: query a = %1 (“%2”) against key b = %3 (“%4”), the positions m "
                    "and n of the RoPE tab.")
                     .arg(m_highlight.first)
                     .arg(labels.at(int(m_highlight.first)))
                     .arg(m_highlight.second)
                     .arg(labels.at(int(m_highlight.second)));
    // The two slots of the repeated word, where the order shown puts them.
    const pe::TokenScenario &scenario = m_state->scenario();
    int first = -1;
    int second = -1;
    for (std::size_t s = 0; s < m_order.size(); ++s) {
        if (m_order[s] == scenario.firstSlot())
            first = int(s);
        if (m_order[s] == scenario.secondSlot())
            second = int(s);
    }
    if (first >= 0 && second >= 0) {
        bool same = true;
        for (int b = 0; b < score.tokenCount(); ++b)
            same = same
                && score.value(pe::ScoreTerm::Total, first, b)
                    == score.value(pe::ScoreTerm::Total, second, b);
        const QString word = quoted(QString::fromStdString(scenario.repeatedWord()));
        if (compact)
            lines << (same ? tr("Rows %2 and %3 (the two %1) are identical: order-blind.")
                           : tr("Rows %2 and %3 (the two %1) differ: their positions do."))
                         .arg(word)
                         .arg(first)
                         .arg(second);
        else
            lines << (same ? tr("The rows of the two %1 (rows %2 and %3) are identical: without "
                                "the encoding the scores cannot tell them apart (order-blind).")
                           : tr("The rows of the two %1 (rows %2 and %3) differ: their positions "
                                "do."))
                         .arg(word)
                         .arg(first)
                         .arg(second);
    }
    if (m_order != identityOrder(m_order.size()) && m_original) {
        QStringList shown;
        for (int s : m_order)
            shown << QString::fromStdString(scenario.tokens()[std::size_t(s)]);
        QStringList deviations;
        for (std::size_t k = 0; k < terms.size(); ++k)
            deviations << QStringLiteral("%1 %2").arg(
                names[int(k)],
                display::scientific(m_original->permutationDeviation(score, m_order, terms[k])));
        const double total = m_original->permutationDeviation(score, m_order, pe::ScoreTerm::Total);
        lines << tr("Shuffled: %1. Largest change against the old scores moved with the words: "
                    "%2.")
                     .arg(quoted(shown.join(QLatin1Char(' '))),
                          deviations.join(QStringLiteral(", ")))
                + QLatin1Char(' ')
                + (total == 0.0 ? tr("Without the encoding the scores only move with the words.")
                                : tr("With the encoding the scores change: the positions stay "
                                     "with the slots while the words move."));
    }
    return lines.join(QLatin1Char('\n'));
}

void ScoreDecompositionView::placePlots(bool row)
{
    m_row = row;
    for (ScoreMatrixPlot *plot : m_plots)
        m_grid->removeWidget(plot);
    for (int c = 0; c < 5; ++c)
        m_grid->setColumnStretch(c, 0);
    m_grid->setRowStretch(0, 1);
    m_grid->setRowStretch(1, row ? 0 : 1);
    if (row) {
        // One row, the score first, all of one size.
        for (int k = 0; k < 5; ++k) {
            m_grid->addWidget(m_plots[std::size_t(k)], 0, k);
            m_grid->setColumnStretch(k, 1);
        }
        return;
    }
    // The large matrix (the score unless another was chosen), twice the size, beside the other
    // four in their order.
    m_grid->addWidget(m_plots[m_largeIndex], 0, 0, 2, 1);
    int slot = 0;
    for (std::size_t k = 0; k < m_plots.size(); ++k)
        if (k != m_largeIndex) {
            m_grid->addWidget(m_plots[k], slot / 2, 1 + slot % 2);
            ++slot;
        }
    m_grid->setColumnStretch(0, 2);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(2, 1);
}

void ScoreDecompositionView::setPlotFontScale(double scale)
{
    m_plotScale = scale;
    QFont smaller = font();
    smaller.setPointSizeF(font().pointSizeF() * scale);
    for (ScoreMatrixPlot *plot : m_plots)
        // At the full size the plots follow the view's font (no font of their own).
        plot->setFont(scale < 1.0 ? smaller : QFont());
}

void ScoreDecompositionView::arrange()
{
    if (m_arranging)
        return;
    m_arranging = true;
    const bool presentation = Appearance::instance()->presentation();
    const QSize room = m_scroll->maximumViewportSize();
    // Before the view is shown its size is not the one it will have: the long texts, the grid.
    if (!isVisible() || room.isEmpty()) {
        m_compact = presentation;
        m_messages->setText(messages(m_compact));
        m_arranging = false;
        return;
    }
    const int hs = std::max(0, m_grid->horizontalSpacing());
    const int vs = std::max(0, m_grid->verticalSpacing());
    const int bodySpacing = std::max(0, m_body->spacing());
    const double least = Appearance::instance()->baseFont().pointSizeF() * 0.8;
    struct Choice
    {
        bool compact;
        double scale;
        bool row;
    };
    std::optional<Choice> chosen;
    Choice last {true, 1.0, false};
    // Normal mode tries the long texts first, presentation mode has only the short ones.
    for (const bool compact : {false, true}) {
        if (presentation && !compact)
            continue;
        m_messages->setText(messages(compact));
        const int text = m_messages->heightForWidth(room.width()) + bodySpacing;
        for (const double scale : {1.0, 0.9, 0.8, 0.7, 0.6, 0.5}) {
            if (scale < 1.0 && font().pointSizeF() * scale < least)
                break;
            setPlotFontScale(scale);
            last = {compact, scale, false};
            std::array<QSize, 5> min;
            QSize around;
            for (std::size_t k = 0; k < 5; ++k) {
                min[k] = m_plots[k]->minimumSizeHint();
                around = around.expandedTo(m_plots[k]->surround());
            }
            int rowWidth = 4 * hs;
            int rowHeight = 0;
            for (const QSize &size : min) {
                rowWidth += size.width();
                rowHeight = std::max(rowHeight, size.height());
            }
            const int gridWidth = min[0].width() + std::max(min[1].width(), min[3].width())
                + std::max(min[2].width(), min[4].width()) + 2 * hs;
            const int gridHeight
                = std::max({min[0].height(), min[1].height() + min[3].height() + vs,
                            min[2].height() + min[4].height() + vs});
            const int high = room.height() - text;
            const bool rowFits = rowWidth <= room.width() && rowHeight <= high;
            const bool gridFits = gridWidth <= room.width() && gridHeight <= high;
            if (!rowFits && !gridFits)
                continue;
            // The side of a term's matrix in each arrangement: the larger one wins.
            const int rowSide
                = std::min((room.width() - 4 * hs) / 5 - around.width(), high - around.height());
            const int gridSide = std::min((room.width() - 2 * hs) / 4 - around.width(),
                                          (high - vs) / 2 - around.height());
            chosen = Choice {compact, scale, rowFits && (!gridFits || rowSide > gridSide)};
            break;
        }
        if (chosen)
            break;
    }
    // Nothing fits (a very small window): the smallest of all, which scrolls.
    const Choice choice = chosen.value_or(last);
    m_compact = choice.compact;
    m_messages->setText(messages(m_compact));
    setPlotFontScale(choice.scale);
    if (choice.row != m_row)
        placePlots(choice.row);
    m_arranging = false;
}

bool ScoreDecompositionView::eventFilter(QObject *watched, QEvent *event)
{
    // The room is the scroll area's: it changes with the view and with the controls' rows.
    if (watched == m_scroll && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void ScoreDecompositionView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    arrange();
}

void ScoreDecompositionView::retranslate()
{
    m_projectionLabel->setText(tr("W_Q, W_&K:"));
    m_projection->setItemText(0, tr("identity"));
    m_projection->setItemText(1, tr("seeded random"));
    m_projection->setToolTip(
        tr("The query and key projections: the identity shows x(a) · x(b), random ones q · k."));
    m_seedLabel->setText(tr("Pro&jection seed:"));
    m_seed->setName(tr("projection seed"));
    m_seed->setHelp(tr("The seed of the random W_Q and W_K."));
    m_shuffle->setText(tr("Sh&uffle the sentence"));
    m_shuffle->setToolTip(tr("Move the words to other slots; the positions stay with the slots."));
    m_restore->setText(tr("Restore or&der"));
    m_largeLabel->setText(tr("Enla&rge:"));
    m_large->setToolTip(tr("The matrix drawn large, with its values where they fit"));
    m_large->setItemText(0, tr("the score"));
    // The terms by their own names, as their matrices are titled.
    m_large->setItemText(1, QStringLiteral("E·E"));
    m_large->setItemText(2, QStringLiteral("E·P"));
    m_large->setItemText(3, QStringLiteral("P·E"));
    m_large->setItemText(4, QStringLiteral("P·P"));
    showMessages();
}

void ScoreDecompositionView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        arrange();
}
