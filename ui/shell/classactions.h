#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>

class ClassPanel;
class JoinScreen;
class QAction;
class QDockWidget;
class QMainWindow;
class QTimer;
class VoteServer;
class WalkthroughPanel;

/// Lesson > "Let the class answer" (issue 33): a checkable action that starts the class session
/// (VoteServer, on every address of the computer unless setListenAddress() says otherwise) and
/// shows its projector panel (ClassPanel) in a dock of its own under the views; unchecking it,
/// closing its panel or the window, stops the session and closes the port. Nothing listens before.
/// The panel asks the question of the lesson step shown in the lesson panel (its exercise, without
/// the answer), and its Reveal is the lesson's own reveal (ExercisePanel::reveal()).
/// A presentation clicker drives the flow: while the session runs and the step has a question,
/// the lesson's Page Down / Page Up (LessonKeys) move the flow one stage (ClassPanel::advance(),
/// stepBack()) and change the step only past its end (revealed) or before its start (nothing
/// asked). "Show join screen" (the panel's button, J) covers the view area with the join screen
/// (JoinScreen); Esc, J or the button again return.
class ClassActions : public QObject
{
    Q_OBJECT

public:
    ClassActions(QMainWindow *window, WalkthroughPanel *lessonPanel);
    ~ClassActions() override;

    QAction *action() const { return m_action; }
    /// Show join screen (J): checkable, enabled while the session runs.
    QAction *joinScreenAction() const { return m_joinScreenAction; }
    JoinScreen *joinScreen() const { return m_joinScreen; }
    /// Presentation mode: the distribution over the view area (the panel's chart in it).
    QWidget *chartCover() const { return m_chartCover; }
    QDockWidget *dock() const { return m_dock; }
    ClassPanel *panel() const { return m_panel; }
    VoteServer *server() const { return m_server; }
    /// The address the session listens on from the next start (tests: 127.0.0.1).
    void setListenAddress(const QHostAddress &address) { m_listenAddress = address; }

    /// Starts (true) or stops the session, as the action does.
    void setRunning(bool running);
    /// The texts, in the interface's language.
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void syncQuestion();
    /// The clicker's move (+1 Page Down, -1 Page Up) on the class flow: true when it took it.
    bool moveStage(int move);
    void showJoinScreen(bool shown);
    void syncJoinScreen();
    /// The dock's height for the panel's content at its width.
    void fitDock();

    QMainWindow *m_window;
    WalkthroughPanel *m_lessonPanel;
    QAction *m_action = nullptr;
    QAction *m_joinScreenAction = nullptr;
    JoinScreen *m_joinScreen = nullptr;
    QWidget *m_chartCover = nullptr;
    QWidget *m_titleBar = nullptr; // the dock's title (DockTitleBar)
    QWidget *m_noTitle = nullptr; // none: the compact panel in presentation mode
    QDockWidget *m_dock = nullptr;
    ClassPanel *m_panel = nullptr;
    VoteServer *m_server = nullptr;
    QTimer *m_fitTimer = nullptr;
    QHostAddress m_listenAddress = QHostAddress(QHostAddress::Any);
    QString m_questionKey; // the exercise the panel asks: lesson, step and id
};
