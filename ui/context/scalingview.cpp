#include "scalingview.h"

#include "tablefit.h"
#include "contextscaling.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "flowlayout.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "numberrule.h"
#include "scalingchart.h"
#include "scalingmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace {

constexpr double maxReal = std::numeric_limits<double>::max();

} // namespace

ScalingView::ScalingView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_model(new ScalingModel(state, this))
    , m_methodLabel(new QLabel(this))
    , m_method(new QComboBox(this))
    , m_factorLabel(new QLabel(this))
    , m_factor(new NumberField(NumberRule::realsAbove(0.0, maxReal), this))
    , m_follow(new QCheckBox(this))
    , m_alphaLabel(new QLabel(this))
    // alpha >= 0: every finite number above the largest negative double.
    , m_alpha(new NumberField(
          NumberRule::realsAbove(-std::numeric_limits<double>::denorm_min(), maxReal), this))
    , m_betaLabel(new QLabel(this))
    , m_beta(new NumberField(NumberRule::realsAbove(0.0, maxReal), this))
    , m_trainLabel(new QLabel(this))
    , m_train(new NumberField(LessonState::minLength, LessonState::maxLength, this))
    , m_contextLabel(new QLabel(this))
    , m_context(new NumberField(LessonState::minLength, LessonState::maxLength, this))
    , m_refusal(new QLabel(this))
    , m_temperature(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_chart(new ScalingChart(m_model, state->scalingFactor(), this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("scaling"));
    m_chart->setObjectName(QStringLiteral("scalingChart"));
    for (int k = 0; k < 4; ++k)
        m_method->addItem(QString());
    m_methodLabel->setBuddy(m_method);
    m_factorLabel->setBuddy(m_factor);
    m_alphaLabel->setBuddy(m_alpha);
    m_betaLabel->setBuddy(m_beta);
    m_trainLabel->setBuddy(m_train);
    m_contextLabel->setBuddy(m_context);
    m_refusal->setWordWrap(true);
    m_refusal->hide();
    m_temperature->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_table->setModel(m_model);
    new TableFit(m_table); // every column in view, the font smaller rather than scroll
    // Each row as high as its text (a CJK fallback font is higher than the font's own lines).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(m_table->fontMetrics().height() * 6);

    // The bar wraps where the tab is narrow.
    auto *bar = new FlowLayout(nullptr, -1, 4);
    for (QWidget *widget : {static_cast<QWidget *>(m_methodLabel), static_cast<QWidget *>(m_method),
                            static_cast<QWidget *>(m_factorLabel), static_cast<QWidget *>(m_factor),
                            static_cast<QWidget *>(m_follow), static_cast<QWidget *>(m_alphaLabel),
                            static_cast<QWidget *>(m_alpha), static_cast<QWidget *>(m_betaLabel),
                            static_cast<QWidget *>(m_beta), static_cast<QWidget *>(m_trainLabel),
                            static_cast<QWidget *>(m_train), static_cast<QWidget *>(m_contextLabel),
                            static_cast<QWidget *>(m_context)})
        bar->addWidget(widget);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(bar, this)); // left out of exports
    layout->addWidget(m_refusal);
    exportmarks::markControls(m_refusal);
    // Below the bar, the tab scrolls rather than squeeze the chart below its readable size.
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_summary), static_cast<QWidget *>(m_temperature)}) {
        widget->setParent(body);
        bodyLayout->addWidget(widget);
    }
    m_chart->setParent(body);
    m_table->setParent(body);
    // The table as high as its rows (one a pair: few at the lesson's d), the chart the rest.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    bodyLayout->addWidget(m_chart, 1);
    bodyLayout->addWidget(m_table, 0);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(m_method, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (!m_state->setContextMethod(static_cast<pe::ContextMethod>(index))) {
            refuse(tr("NTK-aware scaling needs d ≥ 3: the method was not changed."));
            refresh();
        }
    });
    connect(m_factor, &NumberField::valueChanged, this, [this](double s) {
        if (s != m_state->scalingFactor() && !m_state->setScalingFactor(s)) {
            refuse(tr("s = %1 gives denominators outside the allowed range: s stays %2.")
                       .arg(display::full(s), display::full(m_state->scalingFactor())));
            refresh();
        }
    });
    connect(m_follow, &QCheckBox::toggled, this,
            [this](bool on) { m_state->setFactorFollowsLengths(on); });
    connect(m_alpha, &NumberField::valueChanged, this, [this](double alpha) {
        if (alpha != m_state->yarnAlpha() && !m_state->setYarnAlpha(alpha)) {
            refuse(tr("α must be smaller than β = %1: %2 was not applied.")
                       .arg(display::compact(m_state->yarnBeta()), display::compact(alpha)));
            refresh();
        }
    });
    connect(m_beta, &NumberField::valueChanged, this, [this](double beta) {
        if (beta != m_state->yarnBeta() && !m_state->setYarnBeta(beta)) {
            refuse(tr("β must be larger than α = %1: %2 was not applied.")
                       .arg(display::compact(m_state->yarnAlpha()), display::compact(beta)));
            refresh();
        }
    });
    connect(m_train, &NumberField::valueChanged, this,
            [this](double value) { m_state->setTrainLength(static_cast<qint64>(value)); });
    connect(m_context, &NumberField::valueChanged, this,
            [this](double value) { m_state->setContextLength(static_cast<qint64>(value)); });
    connect(m_state, &LessonState::changed, m_refusal, &QWidget::hide);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    retranslate();
}

QString ScalingView::temperatureText() const { return m_temperature->text(); }

QString ScalingView::summaryText() const { return m_summary->text(); }

QString ScalingView::refusalText() const
{
    return m_refusal->isHidden() ? QString() : m_refusal->text();
}

void ScalingView::refuse(const QString &text)
{
    m_refusal->setText(text);
    m_refusal->show();
}

void ScalingView::refresh()
{
    {
        const QSignalBlocker a(m_method);
        const QSignalBlocker b(m_factor);
        const QSignalBlocker c(m_follow);
        const QSignalBlocker d(m_alpha);
        const QSignalBlocker e(m_beta);
        const QSignalBlocker f(m_train);
        const QSignalBlocker g(m_context);
        m_method->setCurrentIndex(static_cast<int>(m_state->contextMethod()));
        m_factor->setValue(m_state->scalingFactor());
        m_follow->setChecked(m_state->factorFollowsLengths());
        m_alpha->setValue(m_state->yarnAlpha());
        m_beta->setValue(m_state->yarnBeta());
        m_train->setValue(static_cast<double>(m_state->trainLength()));
        m_context->setValue(static_cast<double>(m_state->contextLength()));
    }
    const bool yarn = m_state->contextMethod() == pe::ContextMethod::Yarn;
    m_alpha->setEnabled(yarn);
    m_beta->setEnabled(yarn);
    m_model->refresh();
    m_chart->setFactor(m_state->scalingFactor());
    const int pairs = m_model->rowCount();
    QString summary = m_state->contextMethod() == pe::ContextMethod::None
        ? tr("No method: the frequencies are those of training (every factor is 1). ")
        : QString();
    summary += tr("%1 of %2 pairs pass the “never seen” test within L′ = %3: their angle at "
                  "position L′ is at most their angle at position L = %4, so every angle within "
                  "L′ lies in the range training covered, or they made a full turn within L (blue "
                  "dots); the others (vermillion) reach angles training never showed.")
                   .arg(m_model->passing())
                   .arg(pairs)
                   .arg(m_state->contextLength())
                   .arg(m_state->trainLength());
    m_summary->setText(summary);
    m_temperature->setText(
        tr("YaRN's attention scale √(1/t) = 0.1 ln s + 1 = %1 for s = %2 (it multiplies the "
           "logits' q and k; the encoding itself is unchanged).")
            .arg(display::number(pe::yarnAttentionScale(m_state->scalingFactor())),
                 display::compact(m_state->scalingFactor())));
    m_temperature->setToolTip(display::full(pe::yarnAttentionScale(m_state->scalingFactor())));
}

void ScalingView::retranslate()
{
    m_methodLabel->setText(tr("Metho&d:"));
    m_method->setItemText(0, tr("none"));
    m_method->setItemText(1, tr("position interpolation (PI)"));
    m_method->setItemText(2, tr("NTK-aware scaling"));
    m_method->setItemText(3, tr("YaRN"));
    m_method->setToolTip(tr("How the frequencies are changed to reach L′; every view follows"));
    m_factorLabel->setText(tr("Scal&ing factor s:"));
    m_factor->setName(QStringLiteral("s"));
    m_factor->setHelp(tr("The context-extension factor (L′ / L unless typed)"));
    m_follow->setText(tr("&Keep s = L′ / L"));
    m_follow->setToolTip(tr("Checked: s follows the lengths"));
    m_alphaLabel->setText(tr("YaRN ramp st&art α:"));
    m_alpha->setName(QStringLiteral("α"));
    m_alpha->setHelp(tr("YaRN: pairs turning fewer than α times within L are divided by s"));
    m_betaLabel->setText(tr("YaRN ramp &upper end β:"));
    m_beta->setName(QStringLiteral("β"));
    m_beta->setHelp(tr("YaRN: pairs turning more than β times within L keep their frequency"));
    m_trainLabel->setText(tr("Trai&ning length L:"));
    m_train->setName(QStringLiteral("L"));
    m_train->setHelp(tr("The longest sequence seen in training, in positions"));
    m_contextLabel->setText(tr("Conte&xt length L′:"));
    m_context->setName(QStringLiteral("L′"));
    m_context->setHelp(tr("The sequence length wanted at inference, in positions"));
    refresh();
}

void ScalingView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}
