#include "classactions.h"

#include "appearance.h"
#include "classpanel.h"
#include "docktitlebar.h"
#include "exercisepanel.h"
#include "joinscreen.h"
#include "lessonkeys.h"
#include "viewcover.h"
#include "voteserver.h"
#include "walkthroughpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace {

/// The class's question from an exercise: how answers are read, never its answer.
ClassPanel::Question questionOf(const Exercise &exercise)
{
    ClassPanel::Question question;
    question.question.kind = exercise.kind;
    for (qint64 choice : exercise.choices)
        question.question.choices.push_back(choice);
    for (double bound : exercise.bounds)
        question.question.bounds.push_back(bound);
    question.texts = exercise.question;
    if (exercise.kind == pe::AnswerKind::Range) {
        for (int i = 0; i <= exercise.bounds.size(); ++i)
            question.categoryLabels.append(exercise.rangeText(i));
    } else if (exercise.kind == pe::AnswerKind::Sign) {
        question.categoryLabels
            = {QString(QChar(0x2212)), QStringLiteral("0"), QStringLiteral("+")};
    }
    return question;
}

} // namespace

ClassActions::ClassActions(QMainWindow *window, WalkthroughPanel *lessonPanel)
    : QObject(window), m_window(window), m_lessonPanel(lessonPanel)
{
    m_server = new VoteServer(this);
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("classDock"));
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                        | QDockWidget::DockWidgetClosable);
    // Closing the panel ends the session, as unchecking the action does.
    m_dock->installEventFilter(this);
    m_panel = new ClassPanel(m_server, m_dock);
    m_dock->setWidget(m_panel);
    m_titleBar = new DockTitleBar(m_dock);
    m_noTitle = new QWidget(m_dock);
    (new QHBoxLayout(m_noTitle))->setContentsMargins(0, 0, 0, 0); // a 0 x 0 size hint
    m_noTitle->hide();
    // Under the views, beside the lesson panel (which keeps the window's height).
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();

    // The panel as tall as its content at its width, no taller: the step's view keeps the rest
    // (a dock keeps the height it was first given, and a wrapped text's hint is tall). Again when
    // the flow moves on (the chart comes and goes) or the fonts change.
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(0);
    connect(m_fitTimer, &QTimer::timeout, this, &ClassActions::fitDock);
    connect(m_server, &VoteServer::phaseChanged, m_fitTimer, qOverload<>(&QTimer::start));
    connect(m_dock, &QDockWidget::visibilityChanged, m_fitTimer, qOverload<>(&QTimer::start));
    m_panel->installEventFilter(this);
    // Presentation mode: the step's view keeps the screen, the panel is compact; the
    // distribution, when the flow shows one, covers the view (the class discusses it).
    m_chartCover = new ViewCover(window->centralWidget());
    m_chartCover->setObjectName(QStringLiteral("classChartCover"));
    m_panel->setChartHost(m_chartCover);
    auto compact = [this] {
        const bool on = Appearance::instance()->presentation();
        if (on != m_panel->isCompact()) {
            m_panel->setCompact(on);
            // No title bar either: the panel's own End button closes it.
            QWidget *title = on ? m_noTitle : m_titleBar;
            (on ? m_titleBar : m_noTitle)->hide();
            m_dock->setTitleBarWidget(title);
            title->show();
        }
        m_fitTimer->start();
    };
    connect(Appearance::instance(), &Appearance::changed, this, compact);
    compact();

    m_action = new QAction(this);
    m_action->setObjectName(QStringLiteral("letTheClassAnswer"));
    m_action->setCheckable(true);
    connect(m_action, &QAction::toggled, this, &ClassActions::setRunning);

    // The join screen over the view area (the window's central widget), hidden until asked for.
    m_joinScreen = new JoinScreen(window->centralWidget());
    m_joinScreenAction = new QAction(this);
    m_joinScreenAction->setObjectName(QStringLiteral("showJoinScreen"));
    m_joinScreenAction->setCheckable(true);
    m_joinScreenAction->setEnabled(false);
    m_joinScreenAction->setShortcut(QKeySequence(Qt::Key_J));
    window->addAction(m_joinScreenAction); // J wherever the focus is, but in a text field
    connect(m_joinScreenAction, &QAction::toggled, this, &ClassActions::showJoinScreen);
    connect(m_panel, &ClassPanel::joinScreenRequested, m_joinScreenAction, &QAction::setChecked);
    connect(m_joinScreen, &JoinScreen::closed, this,
            [this] { m_joinScreenAction->setChecked(false); });
    connect(m_panel, &ClassPanel::joinChanged, this, &ClassActions::syncJoinScreen);
    connect(m_panel, &ClassPanel::endRequested, this, [this] { m_action->setChecked(false); });
    connect(m_server, &VoteServer::listeningChanged, this, [this](bool listening) {
        m_joinScreenAction->setEnabled(listening);
        if (!listening)
            m_joinScreenAction->setChecked(false);
    });
    // The clicker: Page Down / Page Up go through the flow before they change the step.
    if (auto *keys = window->findChild<LessonKeys *>(QString(), Qt::FindDirectChildrenOnly))
        keys->setStageHandler([this](int move) { return moveStage(move); });

    ExercisePanel *exercises = m_lessonPanel->exercisePanel();
    connect(exercises, &ExercisePanel::exerciseShown, this, &ClassActions::syncQuestion);
    m_panel->setRevealHandler([this] {
        ExercisePanel *panel = m_lessonPanel->exercisePanel();
        const Exercise *exercise = panel->currentExercise();
        if (!exercise)
            return QString();
        // On the presentation card the exercise waits behind "Ask the class": open it, so that
        // the reveal shows there.
        if (m_lessonPanel->cardMode() && m_lessonPanel->askButton()->isVisible())
            m_lessonPanel->askTheClass();
        panel->reveal();
        exercise = panel->currentExercise();
        return exercise && !exercise->pending() ? exercise->answerText() : QString();
    });
    syncQuestion();
    retranslate();
}

ClassActions::~ClassActions()
{
    // The port closes with the window, whatever the order its children go in.
    m_lessonPanel->exercisePanel()->disconnect(this);
    m_server->stop();
}

bool ClassActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dock && event->type() == QEvent::Close)
        m_action->setChecked(false);
    else if (watched == m_panel && event->type() == QEvent::FontChange)
        m_fitTimer->start();
    return QObject::eventFilter(watched, event);
}

void ClassActions::setRunning(bool running)
{
    if (running == m_server->isListening()) {
        m_dock->setVisible(running);
        return;
    }
    if (!running) {
        m_server->stop();
        m_dock->hide();
    } else if (m_server->start(m_listenAddress)) {
        m_panel->refreshAddresses();
        syncQuestion();
        m_dock->show();
        m_dock->raise();
    } else {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(false);
        QMessageBox::warning(m_window, tr("The class session could not start"),
                             m_server->errorString());
    }
    if (m_action->isChecked() != m_server->isListening()) {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(m_server->isListening());
    }
}

bool ClassActions::moveStage(int move)
{
    if (!m_server->isListening() || !m_dock->isVisible() || !m_panel->hasQuestion())
        return false;
    const bool taken = move > 0 ? m_panel->advance() : m_panel->stepBack();
    if (taken)
        m_joinScreenAction->setChecked(false); // the flow moves on: the class looks at it
    return taken;
}

void ClassActions::showJoinScreen(bool shown)
{
    m_panel->setJoinScreenShown(shown);
    syncJoinScreen();
    m_joinScreen->setVisible(shown);
    if (shown)
        m_joinScreen->raise();
}

void ClassActions::syncJoinScreen()
{
    m_joinScreen->setJoin(m_panel->joinUrl(), m_panel->joinUrlLabel()->text(),
                          m_panel->joinCodeLabel()->text(), m_panel->joinedLabel()->text());
}

void ClassActions::fitDock()
{
    if (!m_dock->isVisible() || m_dock->isFloating()
        || m_window->dockWidgetArea(m_dock) != Qt::BottomDockWidgetArea)
        return;
    const int width = m_panel->width() > 0 ? m_panel->width() : m_dock->width();
    const int content
        = std::max(m_panel->heightForWidth(width), m_panel->minimumSizeHint().height());
    const int title = m_dock->titleBarWidget() ? m_dock->titleBarWidget()->sizeHint().height() : 0;
    m_window->resizeDocks({m_dock}, {content + title}, Qt::Vertical);
}

void ClassActions::syncQuestion()
{
    const Exercise *exercise = m_lessonPanel->exercisePanel()->currentExercise();
    const QString key = exercise
        ? exercise->lessonId + QLatin1Char('/') + exercise->stepId + QLatin1Char('/') + exercise->id
        : QString();
    // The same exercise shown again (the step applied once more) keeps the flow where it is.
    if (key == m_questionKey && (exercise != nullptr) == m_panel->hasQuestion())
        return;
    m_questionKey = key;
    m_panel->setQuestion(exercise ? std::optional<ClassPanel::Question>(questionOf(*exercise))
                                  : std::nullopt);
}

void ClassActions::retranslate()
{
    m_action->setText(tr("Let the &class answer"));
    m_action->setToolTip(tr("Start a class session: phones on this network vote on the step's "
                            "question"));
    m_dock->setWindowTitle(tr("The class answers"));
    m_joinScreenAction->setText(tr("Show &join screen"));
    m_joinScreenAction->setToolTip(tr("The QR code and the join code as large as the view"));
}
