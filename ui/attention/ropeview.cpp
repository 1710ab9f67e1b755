#include "ropeview.h"

#include "appearance.h"
#include "attentionembeddings.h"
#include "attentionstate.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "echo.h"
#include "embeddingtablemodel.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "ropecircles.h"
#include "ropedecaychart.h"
#include "ropetexts.h"
#include "steadywrapbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <memory>
#include <stdexcept>

namespace {

constexpr qint64 maxPosition = pe::Rope::maxPosition;

// A page: a widget with a vertical layout, no margins of its own beyond the tab's.
QWidget *page(QTabWidget *tabs, QVBoxLayout **layout)
{
    auto *widget = new QWidget(tabs);
    *layout = new QVBoxLayout(widget);
    (*layout)->setContentsMargins(6, 6, 6, 6);
    return widget;
}

// A page that scrolls where the tab is lower than its minimum (wrapped texts, circles, chart).
QWidget *scrolled(QWidget *parent, QWidget *content)
{
    auto *scroll = new MinimumScrollArea(parent);
    scroll->setContent(content);
    return scroll;
}

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QTextBrowser *textPanel(QWidget *parent)
{
    auto *browser = new QTextBrowser(parent);
    browser->setFrameShape(QFrame::NoFrame);
    browser->setOpenLinks(false);
    browser->setFocusPolicy(Qt::ClickFocus);
    QPalette palette = browser->palette();
    palette.setColor(QPalette::Base, palette.color(QPalette::Window));
    palette.setColor(QPalette::Text, palette.color(QPalette::WindowText));
    browser->setPalette(palette);
    browser->document()->setDocumentMargin(2);
    // Lines break between words only, never inside a number (a narrow table scrolls instead).
    browser->setWordWrapMode(QTextOption::WordWrap);
    return browser;
}

} // namespace

RopeView::RopeView(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_embeddings(AttentionEmbeddings::of(state))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    auto *controls = new FlowLayout;
    const auto labelled = [this, controls](QLabel **label, QWidget *field, bool buddy = true) {
        *label = new QLabel(this);
        if (buddy) // the fields with a mnemonic
            (*label)->setBuddy(field);
        auto *pair = new QWidget(this);
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(*label);
        row->addWidget(field);
        controls->addWidget(pair);
    };
    m_queryToken = new QComboBox(this);
    m_keyToken = new QComboBox(this);
    m_m = new NumberField(0, maxPosition, this);
    m_n = new NumberField(0, maxPosition, this);
    m_layout = new QComboBox(this);
    m_layout->addItem(QString());
    m_layout->addItem(QString());
    m_fraction = new NumberField(NumberRule::realsAbove(0.0, 1.0), this);
    labelled(&m_queryTokenLabel, m_queryToken, false);
    labelled(&m_keyTokenLabel, m_keyToken, false);
    labelled(&m_mLabel, m_m);
    labelled(&m_nLabel, m_n);
    labelled(&m_layoutLabel, m_layout);
    labelled(&m_fractionLabel, m_fraction);
    m_lock = new QCheckBox(this);
    controls->addWidget(m_lock);
    layout->addWidget(exportmarks::controlBar(controls, this)); // left out of exports

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    layout->addWidget(m_problem);

    m_pages = new QTabWidget(this);
    layout->addWidget(m_pages, 1);

    // Rotation
    QVBoxLayout *rotation = nullptr;
    QWidget *rotationPage = page(m_pages, &rotation);
    auto *typed = new FlowLayout;
    const auto typedField = [this, typed, rotationPage](QLabel **label, QLineEdit **field) {
        *field = new QLineEdit(rotationPage);
        (*field)->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 24);
        (*field)->setClearButtonEnabled(true);
        *label = new QLabel(rotationPage);
        auto *pair = new QWidget(rotationPage);
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(*label);
        row->addWidget(*field, 1);
        typed->addWidget(pair);
    };
    typedField(&m_queryTextLabel, &m_queryText);
    typedField(&m_keyTextLabel, &m_keyText);
    rotation->addWidget(exportmarks::controlBar(typed, rotationPage));
    // Word-wrapped labels of their text's height (nothing scrolls inside them), each in
    // a box that relayouts the page only when a new number needs another height.
    m_rotation = wrappedLabel(rotationPage);
    rotation->addWidget(new SteadyWrapBox(m_rotation, rotationPage));
    auto *shiftRow = new QHBoxLayout;
    m_shiftLabel = new QLabel(rotationPage);
    m_shift = new QSlider(Qt::Horizontal, rotationPage);
    m_shift->setRange(0, maxShifts);
    m_shift->setValue(defaultShift);
    m_shiftLabel->setBuddy(m_shift);
    shiftRow->addWidget(m_shiftLabel);
    shiftRow->addWidget(m_shift, 1);
    rotation->addWidget(exportmarks::controlBar(shiftRow, rotationPage));
    m_shiftText = wrappedLabel(rotationPage);
    rotation->addWidget(new SteadyWrapBox(m_shiftText, rotationPage));
    m_circles = new RopeCircles(rotationPage);
    rotation->addWidget(m_circles, 1);
    m_rotationScroll = new MinimumScrollArea(m_pages);
    m_rotationScroll->setContent(rotationPage);
    m_rotationScroll->installEventFilter(this);
    m_pages->addTab(m_rotationScroll, QString());

    // Decay
    QVBoxLayout *decay = nullptr;
    QWidget *decayPage = page(m_pages, &decay);
    auto *distanceRow = new QHBoxLayout;
    m_distanceLabel = new QLabel(decayPage);
    m_distance = new NumberField(1, pe::Rope::maxCount - 1, decayPage);
    m_distance->setValue(defaultMaxDistance);
    m_distanceLabel->setBuddy(m_distance);
    distanceRow->addWidget(m_distanceLabel);
    distanceRow->addWidget(m_distance);
    distanceRow->addStretch(1);
    decay->addWidget(exportmarks::controlBar(distanceRow, decayPage));
    m_decay = new RopeDecayChart(decayPage);
    decay->addWidget(m_decay, 1);
    m_pages->addTab(scrolled(m_pages, decayPage), QString());

    // Layouts, Additive vs rotary
    m_layouts = textPanel(m_pages);
    m_layouts->installEventFilter(this);
    m_pages->addTab(m_layouts, QString());
    m_comparison = textPanel(m_pages);
    m_pages->addTab(m_comparison, QString());

    AttentionState *attention = m_state->attention();
    connect(m_m, &NumberField::valueChanged, this, [attention, this](double value) {
        const auto m = qint64(value);
        if (m_lock->isChecked()) {
            // The offset n − m stays: n moves with m (as far as positions go).
            const qint64 n = attention->keyPosition() + (m - attention->queryPosition());
            AttentionState::Parameters next = attention->parameters();
            next.queryPosition = m;
            next.keyPosition = std::clamp<qint64>(n, 0, maxPosition);
            if (n < 0 || n > maxPosition || !attention->setParameters(next))
                m_m->setValue(double(attention->queryPosition()));
            return;
        }
        attention->setQueryPosition(m);
    });
    connect(m_n, &NumberField::valueChanged, this, [attention, this](double value) {
        const auto n = qint64(value);
        if (m_lock->isChecked()) {
            const qint64 m = attention->queryPosition() + (n - attention->keyPosition());
            AttentionState::Parameters next = attention->parameters();
            next.keyPosition = n;
            next.queryPosition = std::clamp<qint64>(m, 0, maxPosition);
            if (m < 0 || m > maxPosition || !attention->setParameters(next))
                m_n->setValue(double(attention->keyPosition()));
            return;
        }
        attention->setKeyPosition(n);
    });
    connect(m_layout, &QComboBox::activated, this, [attention, this](int index) {
        if (!attention->setRopeLayout(index == 1 ? pe::RopeLayout::HalfSplit
                                                 : pe::RopeLayout::Interleaved))
            refresh();
    });
    connect(m_fraction, &NumberField::valueChanged, this, [attention, this](double fraction) {
        if (!attention->setRotaryFraction(fraction))
            refresh();
    });
    const auto recomputeNow = [this] { recompute(); };
    connect(m_queryToken, &QComboBox::activated, this, recomputeNow);
    connect(m_keyToken, &QComboBox::activated, this, recomputeNow);
    connect(m_queryText, &QLineEdit::editingFinished, this, recomputeNow);
    connect(m_keyText, &QLineEdit::editingFinished, this, recomputeNow);
    connect(m_queryText, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            recompute();
    });
    connect(m_keyText, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            recompute();
    });
    connect(m_shift, &QSlider::valueChanged, this, [this] {
        updateShift();
        if (m_rope)
            showComparison(*m_rope);
    });
    connect(m_distance, &NumberField::valueChanged, this, [this] { recompute(); });
    auto *deferred = new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(attention, &AttentionState::changed, deferred, &DeferredRefresh::noteChange);
    connect(m_embeddings, &AttentionEmbeddings::changed, deferred, &DeferredRefresh::noteChange);
    // Presentation mode and the zoom change the font (FontChange) and what the pages may say.
    connect(Appearance::instance(), &Appearance::changed, this, [this] { fitPages(); });
    retranslate();
    refresh();
}

QString RopeView::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}
QString RopeView::rotationText() const
{
    return m_rotation->text() + QLatin1Char('\n') + m_shiftText->text();
}
QString RopeView::layoutText() const { return m_layouts->toPlainText(); }
QString RopeView::comparisonText() const { return m_comparison->toPlainText(); }

void RopeView::fillTokens()
{
    const std::vector<std::string> &tokens = m_state->scenario().tokens();
    QStringList names;
    for (std::size_t s = 0; s < tokens.size(); ++s)
        names << QStringLiteral("%1 (%2)").arg(QString::fromStdString(tokens[s])).arg(s);
    for (QComboBox *box : {m_queryToken, m_keyToken}) {
        QStringList current;
        for (int k = 0; k < box->count(); ++k)
            current << box->itemText(k);
        if (current == names)
            continue;
        const QSignalBlocker blocker(box);
        const int index = box->currentIndex();
        box->clear();
        box->addItems(names);
        box->setCurrentIndex(std::clamp(index, 0, int(names.size()) - 1));
    }
    // The lesson's pair by default: the query the second occurrence of the word, the key the
    // first (m = 3, n = 0 in the default sentence).
    if (m_queryToken->property("pev_set").isNull()) {
        m_queryToken->setCurrentIndex(m_state->scenario().secondSlot());
        m_keyToken->setCurrentIndex(m_state->scenario().firstSlot());
        m_queryToken->setProperty("pev_set", true);
    }
}

void RopeView::refresh()
{
    const AttentionState *attention = m_state->attention();
    {
        const QSignalBlocker b1(m_m);
        const QSignalBlocker b2(m_n);
        const QSignalBlocker b3(m_layout);
        const QSignalBlocker b4(m_fraction);
        m_m->setValue(double(attention->queryPosition()));
        m_n->setValue(double(attention->keyPosition()));
        m_layout->setCurrentIndex(attention->ropeLayout() == pe::RopeLayout::HalfSplit ? 1 : 0);
        m_fraction->setValue(attention->rotaryFraction());
    }
    fillTokens();
    recompute();
}

std::vector<double> RopeView::vectorFrom(QLineEdit *field, QComboBox *box, QString *note) const
{
    const pe::EmbeddingTable &table = m_embeddings->table();
    const int d = table.width();
    const QString text = field->text().trimmed();
    if (!text.isEmpty()) {
        const QStringList parts = text.split(QLatin1Char(','));
        std::vector<double> values;
        bool ok = parts.size() == d;
        for (const QString &part : parts) {
            double v = 0.0;
            if (!EmbeddingTableModel::parseNumber(part, &v)) {
                ok = false;
                break;
            }
            values.push_back(v);
        }
        if (ok)
            return values;
        *note += tr("“%1” is not %2 numbers separated by commas: the token's embedding is used.")
                     .arg(echo::shown(text))
                     .arg(d)
            + QLatin1Char(' ');
    }
    const std::vector<std::string> &tokens = m_state->scenario().tokens();
    const int slot = std::clamp(box->currentIndex(), 0, int(tokens.size()) - 1);
    return table.row(table.rowOf(tokens[std::size_t(slot)]));
}

void RopeView::recompute()
{
    const AttentionState *attention = m_state->attention();
    // Only what the pages show: a move of p or q (LessonState::changed) computes nothing.
    const AttentionState::Parameters &parameters = attention->parameters();
    const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9")
                            .arg(m_state->encodingRevision())
                            .arg(m_embeddings->revision())
                            .arg(parameters.queryPosition)
                            .arg(parameters.keyPosition)
                            .arg(int(parameters.ropeLayout))
                            .arg(parameters.rotaryFraction, 0, 'g', 17)
                            .arg(m_queryToken->currentIndex())
                            .arg(m_keyToken->currentIndex())
                            .arg(m_distance->value())
        + QLatin1Char('|') + m_queryText->text() + QLatin1Char('|') + m_keyText->text()
        + QLatin1Char('|') + m_state->sentence() + QLatin1Char('|')
        + QString::number(m_state->width()) + QLatin1Char('|')
        + QString::number(m_state->base(), 'g', 17);
    if (key == m_key)
        return;
    m_key = key;
    m_rope = attention->rope();
    const QString problem = m_rope ? QString() : attention->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_pages->setEnabled(m_rope.has_value());
    m_note.clear();
    if (!m_rope) {
        m_q.clear();
        m_k.clear();
        m_score = m_closedForm = m_shiftedScore = std::numeric_limits<double>::quiet_NaN();
        m_shiftCheck = {};
        m_rotationLines = {problem, problem, problem};
        m_shiftLines = {};
        m_rotation->setText(problem);
        m_shiftText->clear();
        m_circles->setPairs({}, {});
        m_decay->setCurve({}, QString());
        m_layouts->setPlainText(problem);
        m_comparison->setPlainText(problem);
        return;
    }
    try {
        computePages();
    } catch (const std::exception &error) {
        // Not expected (the state and the table are checked); said rather than thrown.
        m_rope.reset();
        const QString message = QString::fromStdString(error.what());
        m_problem->setText(message);
        m_problem->setVisible(true);
        m_pages->setEnabled(false);
        m_q.clear();
        m_k.clear();
        m_score = m_closedForm = m_shiftedScore = std::numeric_limits<double>::quiet_NaN();
    }
}

void RopeView::computePages()
{
    const AttentionState *attention = m_state->attention();
    const pe::Rope &rope = *m_rope;
    m_q = vectorFrom(m_queryText, m_queryToken, &m_note);
    m_k = vectorFrom(m_keyText, m_keyToken, &m_note);
    const qint64 m = attention->queryPosition();
    const qint64 n = attention->keyPosition();
    m_score = rope.score(m_q, m, m_k, n);
    m_closedForm = rope.scoreAtOffset(m_q, m_k, n - m);
    const qint64 room = maxPosition - std::max(m, n);
    const auto budget = static_cast<qint64>(shiftBudget / rope.rotatedDimensions());
    const qint64 last = std::min<qint64>({maxShifts, room, std::max<qint64>(16, budget)});
    m_shiftCheck = rope.shiftInvariance(m_q, m, m_k, n, 0, last);
    {
        const QSignalBlocker blocker(m_shift);
        m_shift->setMaximum(int(last));
    }
    m_circles->setPairs(rope.pairRotations(m_q, m), rope.pairRotations(m_k, n));
    // Each distance costs r/2 complex terms: at most decayBudget of them per change.
    const auto distance
        = std::min<qint64>(qint64(m_distance->value()), qint64(decayBudget / rope.pairCount()));
    m_decay->setCurve(rope.decayBoundCurve(distance),
                      tr("RoFormer's long-term decay bound, d = %1, base %2, r = %3, |m − n| up "
                         "to %4")
                          .arg(rope.width())
                          .arg(display::compact(rope.base()))
                          .arg(rope.rotatedDimensions())
                          .arg(distance));

    const QString note = m_note.trimmed();
    const QString explanation
        = tr("Each pair (x_a, x_b) of the first r = %1 of d = %2 components turns by t = m θ_i "
             "(θ_i = base^(−2i/r)) to (x_a cos t − x_b sin t, x_a sin t + x_b cos t); the rest "
             "pass through (RoFormer, eq. 14).")
              .arg(rope.rotatedDimensions())
              .arg(rope.width());
    const QString scores
        = tr("q_m · k_n = %1 at m = %2, n = %3; the closed form q · R(n − m) k = %4: it "
             "depends only on n − m = %5.")
              .arg(display::number(m_score))
              .arg(m)
              .arg(n)
              .arg(display::number(m_closedForm), display::number(double(n - m), 0));
    const QString legend
        = tr("The circles: pair i of q (blue circles) rotated to m and of k (vermillion "
             "squares) rotated to n: hollow before the rotation, filled after it, the arc the "
             "rotation.");
    // Level 0 says everything; level 1 leaves the rotation's formula to the lesson step's card
    // (presentation mode), level 2 the circles' legend too (fitRotation()).
    const auto joined = [](const QStringList &lines) {
        QStringList kept;
        for (const QString &line : lines)
            if (!line.isEmpty())
                kept << line;
        return kept.join(QLatin1Char('\n'));
    };
    m_rotationLines = {joined({note, explanation, scores, legend}), joined({note, scores, legend}),
                       joined({note, scores})};
    m_rotation->setToolTip(tr("q_m · k_n = %1").arg(display::full(m_score)));
    updateShift();
    fitRotation();
    showLayouts(rope);
    showComparison(rope);
}

void RopeView::fitRotation()
{
    // The fullest level whose page needs no scrolling (presentation mode starts at level 1);
    // before the view is shown, its first level.
    const int first = Appearance::instance()->presentation() ? 1 : 0;
    const int levels = int(m_rotationLines.size());
    for (int level = first; level < levels; ++level) {
        m_rotationLevel = level;
        m_rotation->setText(m_rotationLines[std::size_t(level)]);
        m_shiftText->setText(m_shiftLines[level > 0 ? 1 : 0]);
        if (!m_rotationScroll->isVisible() || m_rotationScroll->contentFits())
            break;
    }
}

void RopeView::showLayouts(const pe::Rope &rope)
{
    // The fullest level that fits the page unscrolled, in presentation mode a brief one.
    const qint64 m = m_state->attention()->queryPosition();
    const qint64 n = m_state->attention()->keyPosition();
    const int first = Appearance::instance()->presentation() ? 1 : 0;
    const QRect room = m_layouts->contentsRect();
    for (int level = first; level < ropetexts::layoutLevels(); ++level) {
        m_layouts->setHtml(ropetexts::layoutsHtml(rope, m_q, m_k, m, n, m_score, level));
        if (!m_layouts->isVisible())
            break;
        // Measured on a copy: the browser keeps its document at its viewport's width (less a
        // scroll bar when one shows).
        const std::unique_ptr<QTextDocument> probe(m_layouts->document()->clone());
        probe->setTextWidth(room.width());
        if (probe->size().height() <= room.height() && probe->idealWidth() <= room.width())
            break;
    }
}

void RopeView::showComparison(const pe::Rope &rope)
{
    const qint64 m = m_state->attention()->queryPosition();
    const qint64 n = m_state->attention()->keyPosition();
    const qint64 shift = std::min<qint64>(m_shift->value(), maxPosition - std::max(m, n));
    m_comparison->setHtml(
        ropetexts::comparisonHtml(m_state->encoding(), rope, m_q, m_k, m, n, shift));
}

void RopeView::fitPages()
{
    if (!m_rope)
        return;
    fitRotation();
    showLayouts(*m_rope);
}

bool RopeView::eventFilter(QObject *watched, QEvent *event)
{
    // Fitted when the page's room changes and when it is shown (a page switch keeps its size, and
    // texts set while it was hidden took the first level).
    if ((event->type() == QEvent::Resize || event->type() == QEvent::Show) && m_rope) {
        if (watched == m_rotationScroll)
            fitRotation();
        else if (watched == m_layouts)
            showLayouts(*m_rope);
    }
    return QWidget::eventFilter(watched, event);
}

void RopeView::updateShift()
{
    if (!m_rope) {
        m_shiftText->clear();
        return;
    }
    const qint64 t = m_shift->value();
    const qint64 m = m_state->attention()->queryPosition();
    const qint64 n = m_state->attention()->keyPosition();
    m_shiftedScore = m_rope->score(m_q, m + t, m_k, n + t);
    m_shiftLines = {
        tr("Shifted by t = %1: q_%2 · k_%3 = %4. Largest deviation from q_m · k_n over every shift "
           "t = 0 … %5: %6 (at t = %7).")
            .arg(t)
            .arg(m + t)
            .arg(n + t)
            .arg(display::number(m_shiftedScore))
            .arg(m_shiftCheck.shiftCount - 1)
            .arg(display::scientific(m_shiftCheck.largestDeviation))
            .arg(m_shiftCheck.worstShift),
        tr("Shifted by t = %1: q_%2 · k_%3 = %4; over t = 0 … %5 it stays within %6 of q_m · k_n.")
            .arg(t)
            .arg(m + t)
            .arg(n + t)
            .arg(display::number(m_shiftedScore))
            .arg(m_shiftCheck.shiftCount - 1)
            .arg(display::scientific(m_shiftCheck.largestDeviation))};
    m_shiftText->setText(m_shiftLines[m_rotationLevel > 0 ? 1 : 0]);
    m_shiftText->setToolTip(
        tr("q_%1 · k_%2 = %3").arg(m + t).arg(n + t).arg(display::full(m_shiftedScore)));
}

void RopeView::retranslate()
{
    m_queryTokenLabel->setText(tr("Query:"));
    m_keyTokenLabel->setText(tr("Key:"));
    m_queryToken->setToolTip(tr("The token whose embedding is the query q."));
    m_queryToken->setAccessibleName(tr("Query token"));
    m_keyToken->setToolTip(tr("The token whose embedding is the key k."));
    m_keyToken->setAccessibleName(tr("Key token"));
    m_queryText->setAccessibleName(tr("Typed query q"));
    m_keyText->setAccessibleName(tr("Typed key k"));
    m_mLabel->setText(tr("&Query at m:"));
    m_m->setName(QStringLiteral("m"));
    m_m->setHelp(tr("The query's position m."));
    m_nLabel->setText(tr("&Key at n:"));
    m_n->setName(QStringLiteral("n"));
    m_n->setHelp(tr("The key's position n."));
    m_layoutLabel->setText(tr("Layo&ut:"));
    m_layout->setItemText(0, tr("interleaved"));
    m_layout->setItemText(1, tr("half-split"));
    m_layout->setToolTip(tr("Which components rotate together: (2i, 2i+1) as in RoFormer, GPT-J "
                            "and Llama, or (i, i + r/2) as in GPT-NeoX and rotate_half."));
    m_fractionLabel->setText(tr("Rot&ary fraction F:"));
    m_fraction->setName(QStringLiteral("F"));
    m_fraction->setHelp(tr("Only the first r = 2 floor(F d / 2) components rotate (GPT-J's "
                           "rotary_dim, GPT-NeoX's rotary_pct); θ_i = base^(−2i/r)."));
    m_lock->setText(tr("Lock the offset &n − m"));
    m_lock->setToolTip(tr("Moving m moves n with it, and the other way round: n − m stays."));
    m_queryTextLabel->setText(tr("or type q:"));
    m_queryText->setPlaceholderText(tr("d numbers, comma separated"));
    m_keyTextLabel->setText(tr("or type k:"));
    m_keyText->setPlaceholderText(tr("d numbers, comma separated"));
    m_shiftLabel->setText(tr("Sh&ift both by t:"));
    m_distanceLabel->setText(tr("&Distances up to:"));
    m_distance->setName(tr("distance"));
    m_distance->setHelp(tr("The largest relative distance |m − n| drawn."));
    m_pages->setTabText(0, tr("Rotation"));
    m_pages->setTabText(1, tr("Decay"));
    m_pages->setTabText(2, tr("Layouts"));
    m_pages->setTabText(3, tr("Additive vs rotary"));
    m_key.clear(); // the texts are new
    recompute();
}

void RopeView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitPages();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

namespace {

const char *const pageIds[] = {"rotation", "decay", "layouts", "compare"};

} // namespace

bool RopeView::showPage(const QString &id)
{
    for (int page = 0; page < int(std::size(pageIds)); ++page)
        if (id == QLatin1String(pageIds[page])) {
            m_pages->setCurrentIndex(page);
            return true;
        }
    return false;
}

QString RopeView::currentPageId() const
{
    const int page = m_pages->currentIndex();
    return page >= 0 && page < int(std::size(pageIds)) ? QLatin1String(pageIds[page]) : QString();
}
