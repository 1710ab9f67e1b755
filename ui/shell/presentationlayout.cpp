#include "presentationlayout.h"

#include "appearance.h"
#include "encodingspec.h"
#include "exportmarks.h"
#include "lessonstate.h"
#include "schemestyle.h"
#include "trainingpresets.h"
#include "transportbar.h"
#include "viewnavigator.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QStringList>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace {

/// The card's font sizes, as factors of the application's (presentation) font, largest first.
constexpr double cardScales[] = {1.2, 1.1, 1.0, 0.93, 0.86, 0.8, 0.75, 0.7};
/// Wider than this many times the height: the card beside the view, else under it.
constexpr double besideAspect = 1.2;

} // namespace

PresentationLayout::PresentationLayout(const Parts &parts, QWidget *barParent)
    : QObject(parts.window), m_parts(parts)
{
    m_bar = new QWidget(barParent);
    m_bar->setObjectName(QStringLiteral("presentationParameters"));
    auto *row = new QHBoxLayout(m_bar);
    row->setContentsMargins(9, 2, 9, 2);
    m_line = new QLabel(m_bar);
    m_line->setObjectName(QStringLiteral("presentationParameterLine"));
    m_line->setTextFormat(Qt::PlainText);
    m_line->setWordWrap(true);
    m_edit = new QToolButton(m_bar);
    m_edit->setObjectName(QStringLiteral("presentationEdit"));
    m_edit->setCheckable(true);
    m_edit->setFocusPolicy(Qt::TabFocus);
    row->addWidget(m_line, 1);
    row->addWidget(m_edit, 0, Qt::AlignTop);
    m_bar->hide();

    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &PresentationLayout::arrange);
    const auto later = [this] { m_timer->start(); };
    connect(m_edit, &QToolButton::toggled, this, later);
    connect(Appearance::instance(), &Appearance::changed, this, later);
    connect(m_parts.walkthrough, &Walkthrough::started, this, later);
    connect(m_parts.walkthrough, &Walkthrough::left, this, [this] {
        m_edit->setChecked(false);
        m_timer->start();
    });
    connect(m_parts.walkthrough, &Walkthrough::stepChanged, this, later);
    connect(m_parts.walkthrough, &Walkthrough::stepChanged, this, &PresentationLayout::syncLine);
    connect(m_parts.walkthrough, &Walkthrough::started, this, &PresentationLayout::syncLine);
    connect(m_parts.walkthrough, &Walkthrough::textsChanged, this, later);
    connect(m_parts.lessonDock, &QDockWidget::visibilityChanged, this, later);
    connect(m_parts.views, &ViewNavigator::currentChanged, this, later);
    connect(m_parts.lessonDock, &QDockWidget::topLevelChanged, this, later);
    connect(m_parts.transport->controller(), &TransportController::playStateChanged, this, later);
    connect(m_parts.state, &LessonState::changed, this, &PresentationLayout::syncLine);
    m_parts.window->installEventFilter(this);
    m_parts.panel->installEventFilter(this);
    retranslate();
    syncLine();
}

bool PresentationLayout::controlsShown() const
{
    return !Appearance::instance()->presentation() || m_edit->isChecked();
}

bool PresentationLayout::parametersShown() const
{
    return controlsShown() && (!m_parts.parametersApply || m_parts.parametersApply());
}

bool PresentationLayout::wanted() const
{
    return Appearance::instance()->presentation() && m_parts.walkthrough->active()
        && !m_parts.lessonDock->isHidden() && !m_parts.lessonDock->isFloating();
}

void PresentationLayout::arrange()
{
    m_timer->stop();
    const bool on = wanted();
    m_active = on;
    // On the projector the parameters are one line, in a lesson or not: the view takes the room
    // of the sentence and the controls (about 150 pixels at 1024x768), "Edit parameters" brings
    // them back.
    const bool summarised = Appearance::instance()->presentation();
    if (!summarised && m_edit->isChecked())
        m_edit->setChecked(false); // the next presentation starts summarised again
    const bool editing = on && m_edit->isChecked();
    m_parts.window->menuBar()->setVisible(!on);
    m_parts.window->statusBar()->setVisible(!on);
    const bool applies = !m_parts.parametersApply || m_parts.parametersApply();
    const bool parameters = parametersShown();
    m_parts.headerDock->setVisible(parameters);
    m_parts.parameterPanel->setVisible(parameters);
    // Outside a lesson the line shows for the views that read the parameters.
    m_bar->setVisible(on || (summarised && applies));
    m_parts.views->setTabsShown(!on || editing);
    const bool animating
        = m_parts.transport->controller()->playState() != TransportController::PlayState::Stopped;
    // Outside a lesson the teacher animates by hand: the transport stays with its view.
    m_parts.transport->setVisible((applies && (!on || editing)) || animating);
    m_parts.panel->setCardMode(on);
    syncViewControls(on && !editing);
    if (on) {
        placeCard();
    } else {
        m_parts.panel->setFont(QFont()); // the application's again
        if (m_parts.window->dockWidgetArea(m_parts.lessonDock) != Qt::RightDockWidgetArea) {
            m_parts.window->addDockWidget(Qt::RightDockWidgetArea, m_parts.lessonDock);
            if (m_parts.walkthrough->active())
                m_parts.lessonDock->show();
        }
    }
}

void PresentationLayout::syncViewControls(bool hide)
{
    for (const QPointer<QWidget> &widget : std::as_const(m_hiddenControls))
        if (widget)
            widget->show();
    m_hiddenControls.clear();
    QWidget *view = hide ? m_parts.views->currentWidget() : nullptr;
    if (!view)
        return;
    // The step set what the controls would set: the figure takes their room.
    for (QWidget *widget : view->findChildren<QWidget *>())
        if (exportmarks::isControls(widget) && !widget->isHidden()) {
            widget->hide();
            m_hiddenControls.append(widget);
        }
}

QFont PresentationLayout::fittingFont(int width, int height, double largest) const
{
    WalkthroughPanel *panel = m_parts.panel;
    const QFont base = QApplication::font(m_parts.window);
    QFont font = base;
    for (const double scale : cardScales) {
        if (scale > largest)
            continue;
        font = base;
        if (base.pointSizeF() > 0)
            font.setPointSizeF(base.pointSizeF() * scale);
        else
            font.setPixelSize(qRound(base.pixelSize() * scale));
        panel->setFont(font);
        // With two lines to spare (the rounding of each of the card's parts).
        if (panel->cardHeightForWidth(width) + 2 * QFontMetrics(font).height() <= height)
            break;
    }
    return font;
}

void PresentationLayout::placeCard()
{
    if (m_placing)
        return;
    m_placing = true;
    QMainWindow *window = m_parts.window;
    QDockWidget *dock = m_parts.lessonDock;
    const QSize room = window->size();
    m_beside = room.width() >= besideAspect * room.height();
    const Qt::DockWidgetArea area = m_beside ? Qt::RightDockWidgetArea : Qt::BottomDockWidgetArea;
    if (window->dockWidgetArea(dock) != area) {
        window->addDockWidget(area, dock);
        dock->show();
    }
    const int title = dock->titleBarWidget() ? dock->titleBarWidget()->sizeHint().height() : 0;
    const int frame = 2 * m_parts.lessonArea->property("frameWidth").toInt();
    const int separator
        = window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, window);
    if (m_beside) {
        // About a third of the width, never so much that the view would have to scroll sideways.
        int width = std::clamp(qRound(room.width() * 0.34), 300, 640);
        if (const auto *content = qobject_cast<const QScrollArea *>(window->centralWidget()))
            if (content->widget())
                width = std::min(
                    width, room.width() - separator - content->widget()->minimumSizeHint().width());
        // A long text (or an opened exercise) that does not fit even at the smallest font
        // widens the card, up to nearly half the window.
        const int height = room.height() - title - frame - 4;
        const int widest = std::max(width, std::min(qRound(room.width() * 0.46), 760));
        for (; width <= widest; width += std::max(1, room.width() / 20)) {
            const QFont font = fittingFont(width - frame, height, cardScales[0]);
            if (m_parts.panel->cardHeightForWidth(width - frame) + 2 * QFontMetrics(font).height()
                <= height)
                break;
        }
        width = std::min(width, widest);
        window->resizeDocks({dock}, {std::max(width, dock->minimumSizeHint().width())},
                            Qt::Horizontal);
    } else {
        // Under the view: the whole width, at most two fifths of the height.
        const int panelWidth = room.width() - frame - separator;
        const int most = qRound(room.height() * 0.4) - title - frame;
        fittingFont(panelWidth, most, 1.0);
        const int needed = m_parts.panel->cardHeightForWidth(panelWidth);
        window->resizeDocks({dock}, {std::min(needed, most) + title + frame}, Qt::Vertical);
    }
    m_placing = false;
}

bool PresentationLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_parts.window && event->type() == QEvent::Resize)
        m_timer->start();
    else if (watched == m_parts.window && event->type() == QEvent::LanguageChange)
        retranslate();
    // The card grew or shrank (the exercise opened, a verdict): placed again unless it still fits.
    else if (watched == m_parts.panel && event->type() == QEvent::LayoutRequest && m_active
             && !m_placing) {
        const int needed = m_parts.panel->cardHeightForWidth(m_parts.panel->width())
            + 2 * QFontMetrics(m_parts.panel->font()).height();
        // Against the room the dock gives (the panel itself is never lower than its content).
        const int room
            = m_parts.lessonArea->height() - 2 * m_parts.lessonArea->property("frameWidth").toInt();
        if (needed > room || (!m_beside && needed < room))
            m_timer->start();
    }
    return QObject::eventFilter(watched, event);
}

QString PresentationLayout::parametersText(const LessonState &state)
{
    const QString separator = QStringLiteral(" · ");
    QStringList parts {tr("d = %1").arg(state.width()),
                       tr("base = %1").arg(QString::number(state.base(), 'g', 15)),
                       tr("p = %1").arg(state.position()), tr("q = %1").arg(state.comparison()),
                       state.encodingOn() ? tr("encoding on") : tr("encoding off")};
    const LessonState::Parameters defaults;
    const LessonState::Parameters now = state.parameters();
    if (now.layout != defaults.layout)
        parts.append(tr("layout %1").arg(QString::fromStdString(pe::layoutId(now.layout))));
    if (now.method != defaults.method)
        parts.append(tr("%1, s = %2")
                         .arg(QString::fromStdString(pe::methodId(now.method)),
                              QString::number(state.scalingFactor(), 'g', 15)));
    if (now.trainLength != defaults.trainLength)
        parts.append(tr("L = %1").arg(now.trainLength));
    if (now.contextLength != defaults.contextLength)
        parts.append(tr("L′ = %1").arg(now.contextLength));
    return parts.join(separator);
}

QString PresentationLayout::trainingRunText(const QString &presetId)
{
    const TrainingPreset *preset = trainingpresets::find(presetId);
    if (!preset)
        return {};
    return schemestyle::runCaption(preset->config);
}

void PresentationLayout::syncLine()
{
    // A Training step shows its run: the Training view reads none of the encoding's parameters.
    const Walkthrough *walkthrough = m_parts.walkthrough;
    if (walkthrough->active() && walkthrough->current() >= 0
        && walkthrough->current() < walkthrough->count()
        && walkthrough->currentStep().viewId == QLatin1String("training")) {
        const QString run = trainingRunText(walkthrough->currentStep().id);
        if (!run.isEmpty()) {
            m_line->setText(run);
            return;
        }
    }
    m_line->setText(parametersText(*m_parts.state));
}

void PresentationLayout::retranslate()
{
    m_edit->setText(tr("Edit parameters"));
    m_edit->setToolTip(tr("Show the parameters, the rows of views and the animation's controls"));
    m_line->setAccessibleName(tr("Parameters of this step"));
    syncLine();
}
