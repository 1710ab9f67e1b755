// Tests of Lesson > "Let the class answer" in the main window (ui/shell/classactions.h): no port
// is open until the action starts the class session; checking it listens (127.0.0.1 only here)
// and shows the projector panel with the lesson step's question; unchecking it, or closing the
// window, closes the port. A phone votes on the step's question, and the panel's Reveal is the
// lesson's own reveal.

#include "classactions.h"
#include "classpanel.h"
#include "exercisepanel.h"
#include "joinscreen.h"
#include "language.h"
#include "lessonstate.h"
#include "listeningsockets.h"
#include "mainwindow.h"
#include "voteserver.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTcpSocket>
#include <QWebSocket>
#include <QtTest>

#include <memory>

namespace {

/// The step of a built-in lesson that has an exercise: (lesson, step index), or (-, -1).
QPair<QString, int> stepWithExercise(MainWindow &window)
{
    Walkthrough *walkthrough = window.walkthrough();
    const QString lesson = QStringLiteral("encoding");
    window.startLesson(lesson);
    for (int i = 0; i < walkthrough->count(); ++i) {
        walkthrough->setCurrent(i);
        if (window.walkthroughPanel()->exercisePanel()->currentExercise())
            return {lesson, i};
    }
    return {lesson, -1};
}

bool portOpen(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    return socket.waitForConnected(2000);
}

} // namespace

class TestClassActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void inTheLessonMenu();
    void startAndStop();
    void closingTheWindowStops();
    void votesOnTheStepsQuestion();
    void clickerDrivesTheFlow();
    void joinScreen();
};

void TestClassActions::inTheLessonMenu()
{
    LessonState state;
    MainWindow window(&state);
    QAction *action = window.classActions()->action();
    QVERIFY(action->isCheckable());
    QVERIFY(!action->isChecked());
    QCOMPARE(action->text(), QStringLiteral("Let the &class answer"));
    bool found = false;
    // The Lesson menu is the one that holds the lessons' submenu.
    for (QMenu *menu : window.findChildren<QMenu *>())
        if (menu->actions().contains(window.lessonsMenu()->menuAction()))
            found = menu->actions().contains(action);
    QVERIFY(found);
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    const auto restore = qScopeGuard([] { QVERIFY(language::install(QStringLiteral("en"))); });
    QTRY_COMPARE_WITH_TIMEOUT(action->text(), QStringLiteral("让全班作答(&C)"), 5000);
    QCOMPARE(window.classActions()->dock()->windowTitle(), QStringLiteral("全班作答"));
    QVERIFY(language::install(QStringLiteral("en")));
    QTRY_COMPARE_WITH_TIMEOUT(action->text(), QStringLiteral("Let the &class answer"), 5000);
}

void TestClassActions::startAndStop()
{
    const int before = testsupport::listeningSockets();
    LessonState state;
    MainWindow window(&state);
    ClassActions *classActions = window.classActions();
    classActions->setListenAddress(QHostAddress::LocalHost);
    // Nothing listens before the teacher starts a session.
    QCOMPARE(testsupport::listeningSockets(), before);
    QVERIFY(!classActions->server()->isListening());
    QVERIFY(classActions->dock()->isHidden());

    classActions->action()->trigger();
    QVERIFY(classActions->action()->isChecked());
    QVERIFY(classActions->server()->isListening());
    const quint16 port = classActions->server()->port();
    QVERIFY(port != 0);
    QCOMPARE(classActions->server()->address(), QHostAddress(QHostAddress::LocalHost));
    QVERIFY(!classActions->dock()->isHidden());
    QCOMPARE(classActions->panel()->joinCodeLabel()->text(), classActions->server()->joinCode());
    if (before >= 0)
        QCOMPARE(testsupport::listeningSockets(), before + 1);
    QVERIFY(portOpen(port));

    classActions->action()->trigger();
    QVERIFY(!classActions->action()->isChecked());
    QVERIFY(!classActions->server()->isListening());
    QVERIFY(classActions->dock()->isHidden());
    QCOMPARE(testsupport::listeningSockets(), before);
    QVERIFY(!portOpen(port));

    // Closing the panel ends the session too.
    window.show();
    classActions->action()->setChecked(true);
    QVERIFY(classActions->server()->isListening());
    QVERIFY(classActions->dock()->close());
    QVERIFY(!classActions->action()->isChecked());
    QVERIFY(!classActions->server()->isListening());
    QCOMPARE(testsupport::listeningSockets(), before);
}

void TestClassActions::closingTheWindowStops()
{
    const int before = testsupport::listeningSockets();
    LessonState state;
    quint16 port = 0;
    {
        auto window = std::make_unique<MainWindow>(&state);
        window->classActions()->setListenAddress(QHostAddress::LocalHost);
        window->classActions()->action()->setChecked(true);
        port = window->classActions()->server()->port();
        QVERIFY(portOpen(port));
    }
    QCOMPARE(testsupport::listeningSockets(), before);
    QVERIFY(!portOpen(port));
}

void TestClassActions::votesOnTheStepsQuestion()
{
    LessonState state;
    MainWindow window(&state);
    window.show();
    ClassActions *classActions = window.classActions();
    classActions->setListenAddress(QHostAddress::LocalHost);
    classActions->panel()->setAddressSource(
        [] { return QList<QHostAddress> {QHostAddress(QHostAddress::LocalHost)}; });
    const QPair<QString, int> step = stepWithExercise(window);
    QVERIFY2(step.second >= 0, "the encoding lesson has a step with an exercise");
    ExercisePanel *exercises = window.walkthroughPanel()->exercisePanel();
    const Exercise exercise = *exercises->currentExercise();
    classActions->action()->setChecked(true);
    ClassPanel *panel = classActions->panel();
    QVERIFY(panel->hasQuestion());
    QVERIFY(panel->askButton()->isEnabled());
    QCOMPARE(panel->questionLabel()->text(), exercise.questionText(QStringLiteral("en")));

    // A phone joins and votes with the exercise's own answer.
    QWebSocket phone;
    QJsonObject lastState;
    connect(&phone, &QWebSocket::textMessageReceived, &phone, [&](const QString &text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        if (m.value(QStringLiteral("type")).toString() == QLatin1String("state"))
            lastState = m;
    });
    phone.open(
        QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(classActions->server()->port())));
    QTRY_VERIFY_WITH_TIMEOUT(phone.state() == QAbstractSocket::ConnectedState, 5000);
    phone.sendTextMessage(QStringLiteral("{\"type\":\"join\",\"code\":\"%1\"}")
                              .arg(classActions->server()->joinCode()));
    QTRY_COMPARE_WITH_TIMEOUT(classActions->server()->joinedCount(), 1, 5000);
    panel->askButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(lastState.value(QStringLiteral("phase")).toString(),
                              QStringLiteral("asking"), 5000);
    // The answer never goes to the phones before the reveal.
    QVERIFY(!lastState.contains(QStringLiteral("answer")));
    QString answer = exercise.answerText();
    answer.replace(QChar(0x2212), QLatin1Char('-'));
    if (exercise.kind == pe::AnswerKind::Sign)
        answer = answer == QLatin1String("+") ? QStringLiteral("1") : answer;
    phone.sendTextMessage(QStringLiteral("{\"type\":\"vote\",\"answer\":\"%1\"}").arg(answer));
    QTRY_COMPARE_WITH_TIMEOUT(classActions->server()->session()->voteCount(1), 1, 5000);
    panel->closeButton()->click();
    panel->revealButton()->click();
    // The lesson's own reveal: the exercise panel shows the value; the phone gets it too.
    QVERIFY(!exercises->verdictText().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(lastState.value(QStringLiteral("phase")).toString(),
                              QStringLiteral("revealed"), 5000);
    QCOMPARE(lastState.value(QStringLiteral("answer")).toString(), exercise.answerText());

    // The next step: its own question (or none), the flow back at its start.
    window.walkthrough()->next();
    QCOMPARE(classActions->server()->session()->phase(), pe::VotePhase::Idle);
}

void TestClassActions::clickerDrivesTheFlow()
{
    // A presentation clicker's Page Down / Page Up, sent where the focus is: through peer
    // instruction's flow one stage at a time, and to another step only past either end of it.
    LessonState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ClassActions *classActions = window.classActions();
    classActions->setListenAddress(QHostAddress::LocalHost);
    const QPair<QString, int> step = stepWithExercise(window);
    QVERIFY(step.second >= 0);
    Walkthrough *walkthrough = window.walkthrough();
    auto press = [&](Qt::Key key) {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keyClick(target, key);
    };

    // Without a session the clicker changes the step, as before.
    press(Qt::Key_PageDown);
    QCOMPARE(walkthrough->current(), step.second + 1);
    press(Qt::Key_PageUp);
    QCOMPARE(walkthrough->current(), step.second);

    classActions->action()->setChecked(true);
    VoteServer *server = classActions->server();
    QVERIFY(classActions->panel()->hasQuestion());
    const QList<QPair<pe::VotePhase, int>> forward
        = {{pe::VotePhase::Asking, 1},   {pe::VotePhase::Closed, 1}, {pe::VotePhase::Discussing, 1},
           {pe::VotePhase::Revoting, 2}, {pe::VotePhase::Closed, 2}, {pe::VotePhase::Revealed, 2}};
    for (const auto &[phase, round] : forward) {
        press(Qt::Key_PageDown);
        QCOMPARE(walkthrough->current(), step.second);
        QCOMPARE(server->session()->phase(), phase);
        QCOMPARE(server->session()->round(), round);
    }
    // The reveal is the lesson's own.
    QVERIFY(!window.walkthroughPanel()->exercisePanel()->verdictText().isEmpty());
    // Page Up goes back a stage: the second round closed again, then open again.
    press(Qt::Key_PageUp);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Closed);
    press(Qt::Key_PageUp);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Revoting);
    press(Qt::Key_PageDown);
    press(Qt::Key_PageDown);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Revealed);
    QCOMPARE(walkthrough->current(), step.second);
    // Past the reveal: the next step, its flow at the start.
    press(Qt::Key_PageDown);
    QCOMPARE(walkthrough->current(), step.second + 1);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Idle);

    // Back on the question's step, the flow at its start: Page Up after one stage undoes it,
    // the next one changes the step.
    walkthrough->setCurrent(step.second);
    press(Qt::Key_PageDown);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Asking);
    press(Qt::Key_PageUp);
    QCOMPARE(server->session()->phase(), pe::VotePhase::Idle);
    QCOMPARE(walkthrough->current(), step.second);
    press(Qt::Key_PageUp);
    QCOMPARE(walkthrough->current(), std::max(0, step.second - 1));
    QCOMPARE(server->session()->phase(), pe::VotePhase::Idle);
    classActions->action()->setChecked(false);
}

void TestClassActions::joinScreen()
{
    // Show join screen (the panel's button, J) covers the view area with the large QR code and
    // the join code; Esc, J or the button return.
    LessonState state;
    MainWindow window(&state);
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ClassActions *classActions = window.classActions();
    classActions->setListenAddress(QHostAddress::LocalHost);
    classActions->panel()->setAddressSource(
        [] { return QList<QHostAddress> {QHostAddress(QHostAddress::LocalHost)}; });
    JoinScreen *screen = classActions->joinScreen();
    QVERIFY(!classActions->joinScreenAction()->isEnabled());
    classActions->action()->setChecked(true);
    QVERIFY(classActions->joinScreenAction()->isEnabled());
    QVERIFY(screen->isHidden());

    classActions->panel()->joinScreenButton()->click();
    QVERIFY(screen->isVisible());
    QVERIFY(classActions->panel()->joinScreenButton()->isChecked());
    QCOMPARE(screen->geometry(), window.centralWidget()->rect());
    QCOMPARE(screen->codeLabel()->text(), classActions->server()->joinCode());
    const int shorter = std::min(screen->width(), screen->height());
    QVERIFY2(screen->qrLabel()->pixmap().deviceIndependentSize().height() >= 0.6 * shorter,
             qPrintable(QStringLiteral("QR code %1 px of %2")
                            .arg(screen->qrLabel()->pixmap().deviceIndependentSize().height())
                            .arg(shorter)));
    QTest::keyClick(screen, Qt::Key_Escape);
    QVERIFY(screen->isHidden());
    QVERIFY(!classActions->panel()->joinScreenButton()->isChecked());

    QTest::keyClick(&window, Qt::Key_J);
    QVERIFY(screen->isVisible());
    QTest::keyClick(&window, Qt::Key_J);
    QVERIFY(screen->isHidden());
    classActions->panel()->joinScreenButton()->click();
    QVERIFY(screen->isVisible());
    classActions->panel()->joinScreenButton()->click();
    QVERIFY(screen->isHidden());
    // Stopping the session hides it and turns it off.
    classActions->joinScreenAction()->setChecked(true);
    classActions->action()->setChecked(false);
    QVERIFY(screen->isHidden());
    QVERIFY(!classActions->joinScreenAction()->isEnabled());
}

QTEST_MAIN(TestClassActions)
#include "tst_classactions.moc"
