// What a class sees of the class session (Lesson > Let the class answer) in the real window: the
// test runs on the xcb platform under a window manager (tests/support/with-window-manager.sh:
// Xvfb and openbox, one CTest test per screen size: 1024x768, 1280x800), in presentation mode
// (full screen, the lesson's card beside the view) and in the window as it starts, in both
// languages. A lesson step with a question is shown, the session started on 127.0.0.1, and
// twelve phones (WebSocket clients) join and vote through every state of peer instruction's
// flow: asked with votes coming in, closed, discussing, revoting, both rounds closed, revealed.
// In each state, once the window has settled: the class panel, its QR code, join code, status,
// every shown button and the chart lie whole inside the window (no parent cuts them), the chart
// is at least five lines tall with its titles whole, the counts it draws are the votes cast, the
// lesson card's text (presentation mode) still does not scroll and neither does the window's
// content. With
// PEV_CLASS_SHOTS=DIR set, every state also writes the screen as the X server shows it to
// DIR/<case>-<state>.png (taken by `import -window root` when ImageMagick is installed).
#include "appearance.h"
#include "classactions.h"
#include "classpanel.h"
#include "classroom/histogrambinning.h"
#include "exercisepanel.h"
#include "joinscreen.h"
#include "language.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "simulatedphone.h"
#include "votechart.h"
#include "voteserver.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QWebSocket>

#include <cmath>
#include <memory>
#include <optional>

namespace {

QString rectText(const QRect &rect)
{
    return QStringLiteral("%1,%2 %3x%4")
        .arg(rect.x())
        .arg(rect.y())
        .arg(rect.width())
        .arg(rect.height());
}

// Counts the events by which a window's geometry is still changing, application-wide.
class MotionCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::Move
            || event->type() == QEvent::WindowStateChange)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

using testsupport::Phone;

} // namespace

class TestClassVisibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void flow_data();
    void flow();
    void joinScreen_data() { flow_data(); }
    void joinScreen();
    void load_data();
    void load();

private:
    /// A new window in language, presentation mode or not, on the first step of the encoding
    /// lesson with a question (of kind wanted), the class session started on 127.0.0.1 (the
    /// address the panel shows too): the question's kind.
    pe::AnswerKind open(const QString &language, bool presentation,
                        std::optional<pe::AnswerKind> wanted);
    void settle();
    void shoot(const QString &state) const;
    void expectWhole(const QWidget *widget, const QString &what, QStringList *problems) const;
    QStringList check() const;

    std::unique_ptr<LessonState> m_state;
    std::unique_ptr<MainWindow> m_window;
    QString m_shots;
    MotionCounter m_motion;
};

void TestClassVisibility::initTestCase()
{
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
    const QScreen *screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    qInfo("screen %dx%d", screen->size().width(), screen->size().height());
    m_shots = qEnvironmentVariable("PEV_CLASS_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    qApp->installEventFilter(&m_motion);
}

void TestClassVisibility::cleanupTestCase()
{
    qApp->removeEventFilter(&m_motion);
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
}

void TestClassVisibility::settle()
{
    // Done when 200 ms pass without a resize, move or change of window state (at most 10 s).
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 10000) {
        QCoreApplication::sendPostedEvents();
        const int seen = m_motion.count;
        QTest::qWait(200);
        if (m_motion.count == seen)
            return;
    }
    qWarning("the window did not settle within 10 s");
}

void TestClassVisibility::shoot(const QString &state) const
{
    if (m_shots.isEmpty())
        return;
    const QString name = QString::fromLatin1(QTest::currentDataTag()) + QLatin1Char('-') + state;
    const QString path = m_shots + QLatin1Char('/') + name + QStringLiteral(".png");
    // The screen as the X server has it: ImageMagick's import when installed (what a look at the
    // screen by hand takes), else Qt's grab of the root window.
    const QString import = QStandardPaths::findExecutable(QStringLiteral("import"));
    if (import.isEmpty()
        || QProcess::execute(import, {QStringLiteral("-window"), QStringLiteral("root"), path})
            != 0)
        m_window->screen()->grabWindow(0).save(path);
}

void TestClassVisibility::expectWhole(const QWidget *widget, const QString &what,
                                      QStringList *problems) const
{
    if (!widget->isVisible()) {
        problems->append(QStringLiteral("%1 is hidden").arg(what));
        return;
    }
    const QRect inWindow(widget->mapTo(m_window.get(), QPoint(0, 0)), widget->size());
    if (!m_window->rect().contains(inWindow))
        problems->append(QStringLiteral("%1 (%2) leaves the window (%3x%4)")
                             .arg(what, rectText(inWindow))
                             .arg(m_window->width())
                             .arg(m_window->height()));
    for (const QWidget *parent = widget->parentWidget(); parent && parent != m_window.get();
         parent = parent->parentWidget()) {
        const QRect inParent(widget->mapTo(parent, QPoint(0, 0)), widget->size());
        if (!parent->rect().contains(inParent)) {
            problems->append(QStringLiteral("%1 (%2 in %3) is cut by its parent %4 (%5x%6)")
                                 .arg(what, rectText(inParent),
                                      QString::fromLatin1(parent->metaObject()->className()),
                                      parent->objectName())
                                 .arg(parent->width())
                                 .arg(parent->height()));
            break;
        }
    }
    // A text that needs more room than it has (a label squeezed below its size).
    if (const auto *label = qobject_cast<const QLabel *>(widget)) {
        if (!label->wordWrap() && label->pixmap().isNull()
            && label->width() < label->fontMetrics().horizontalAdvance(label->text()))
            problems->append(QStringLiteral("%1 is narrower (%2 px) than its text (%3 px)")
                                 .arg(what)
                                 .arg(label->width())
                                 .arg(label->fontMetrics().horizontalAdvance(label->text())));
        if (label->wordWrap() && label->height() < label->heightForWidth(label->width()))
            problems->append(QStringLiteral("%1 is shorter (%2 px) than its lines (%3 px)")
                                 .arg(what)
                                 .arg(label->height())
                                 .arg(label->heightForWidth(label->width())));
    }
    if (const auto *button = qobject_cast<const QPushButton *>(widget)) {
        if (button->width() < button->minimumSizeHint().width())
            problems->append(QStringLiteral("%1 is narrower (%2 px) than its text (%3 px)")
                                 .arg(what)
                                 .arg(button->width())
                                 .arg(button->minimumSizeHint().width()));
    }
}

QStringList TestClassVisibility::check() const
{
    QStringList problems;
    ClassPanel *panel = m_window->classActions()->panel();
    expectWhole(m_window->classActions()->dock(), QStringLiteral("the class dock"), &problems);
    expectWhole(panel, QStringLiteral("the class panel"), &problems);
    // Compact in presentation mode: the QR code is the join screen's.
    if (panel->isCompact()) {
        expectWhole(panel->joinScreenButton(), QStringLiteral("the join screen's button"),
                    &problems);
        expectWhole(panel->endButton(), QStringLiteral("the End button"), &problems);
    } else
        expectWhole(panel->qrLabel(), QStringLiteral("the QR code"), &problems);
    expectWhole(panel->joinCodeLabel(), QStringLiteral("the join code"), &problems);
    expectWhole(panel->joinedLabel(), QStringLiteral("the phones joined"), &problems);
    expectWhole(panel->statusLabel(), QStringLiteral("the status"), &problems);
    for (QPushButton *button :
         {panel->askButton(), panel->closeButton(), panel->discussButton(), panel->revoteButton(),
          panel->revealButton(), panel->exportButton()})
        if (!button->isHidden())
            expectWhole(button, button->objectName(), &problems);
    if (!panel->chart()->isHidden()) {
        expectWhole(panel->chart(), QStringLiteral("the chart"), &problems);
        if (panel->chart()->height() < 5 * panel->chart()->fontMetrics().height())
            problems.append(
                QStringLiteral("the chart is %1 px tall").arg(panel->chart()->height()));
        if (!panel->chart()->titlesWhole())
            problems.append(QStringLiteral("a title of the chart is cut"));
    }
    // The lesson's card keeps its text whole beside the panel. (The lesson panel beside the
    // views, outside presentation mode, may scroll its text by design: at 1024x768 a revealed
    // answer's note pushes it up, with or without the class panel, which takes no height from
    // it.)
    WalkthroughPanel *lesson = m_window->walkthroughPanel();
    expectWhole(lesson->titleLabel(), QStringLiteral("the step's title"), &problems);
    if (m_window->presentation()) {
        expectWhole(lesson->bodyBrowser(), QStringLiteral("the step's text"), &problems);
        if (lesson->bodyBrowser()->verticalScrollBar()->maximum() > 0)
            problems.append(QStringLiteral("the step's text scrolls (%1 px)")
                                .arg(lesson->bodyBrowser()->verticalScrollBar()->maximum()));
    }
    // The window's content (the step's view) does not scroll under the panel.
    for (const QScrollBar *bar : {m_window->contentScrollArea()->verticalScrollBar(),
                                  m_window->contentScrollArea()->horizontalScrollBar()})
        if (bar->maximum() > 0 && bar->isVisible())
            problems.append(
                QStringLiteral("the window's content scrolls (%1 px)").arg(bar->maximum()));
    // Presentation mode: the step's view fits beside the panel as it fits without it (its table,
    // its figure's scroll area do not scroll).
    if (m_window->presentation()) {
        if (QWidget *view = m_window->currentView()) {
            QList<QAbstractScrollArea *> areas = view->findChildren<QAbstractScrollArea *>();
            if (auto *self = qobject_cast<QAbstractScrollArea *>(view))
                areas.append(self);
            for (const QAbstractScrollArea *area : areas) {
                const QScrollBar *bar = area->verticalScrollBar();
                if (area->isVisible() && bar->isVisible() && bar->maximum() > 0)
                    problems.append(QStringLiteral("the view's %1 %2 scrolls (%3 px)")
                                        .arg(QString::fromLatin1(area->metaObject()->className()),
                                             area->objectName())
                                        .arg(bar->maximum()));
            }
        }
    }
    // The step's view keeps a part of the screen.
    if (QWidget *view = m_window->currentView())
        if (view->height() < m_window->height() / 5)
            problems.append(QStringLiteral("the view is %1 px tall").arg(view->height()));
    return problems;
}

pe::AnswerKind TestClassVisibility::open(const QString &language, bool presentation,
                                         std::optional<pe::AnswerKind> wanted)
{
    // Fails the test (QVERIFY) and returns Number when something is wrong; the caller checks
    // QTest::currentTestFailed().
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
    [&] {
        QVERIFY(language::install(language));
        m_state = std::make_unique<LessonState>();
        m_window = std::make_unique<MainWindow>(m_state.get());
        if (presentation)
            m_window->setPresentation(true);
        else
            m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        settle();
        if (presentation)
            QTRY_VERIFY(m_window->isFullScreen());
        // The first step of the first lesson that asks a question (of the kind wanted).
        QVERIFY(m_window->startLesson(QStringLiteral("encoding")));
        Walkthrough *walkthrough = m_window->walkthrough();
        ExercisePanel *exercises = m_window->walkthroughPanel()->exercisePanel();
        auto fits = [&] {
            const Exercise *exercise = exercises->currentExercise();
            return exercise && (!wanted || exercise->kind == *wanted);
        };
        for (int i = 0; i < walkthrough->count() && !fits(); ++i)
            walkthrough->setCurrent(i);
        QVERIFY(fits());
        ClassActions *classActions = m_window->classActions();
        classActions->setListenAddress(QHostAddress::LocalHost);
        classActions->panel()->setAddressSource(
            [] { return QList<QHostAddress> {QHostAddress(QHostAddress::LocalHost)}; });
        classActions->action()->setChecked(true);
        QVERIFY(classActions->server()->isListening());
        settle();
    }();
    const Exercise *exercise
        = m_window ? m_window->walkthroughPanel()->exercisePanel()->currentExercise() : nullptr;
    return exercise ? exercise->kind : pe::AnswerKind::Number;
}

void TestClassVisibility::flow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTest::addRow("%s-presentation", qPrintable(language)) << language << true;
        QTest::addRow("%s-window", qPrintable(language)) << language << false;
    }
}

void TestClassVisibility::flow()
{
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    const pe::AnswerKind kind = open(language, presentation, std::nullopt);
    QVERIFY(!QTest::currentTestFailed());
    ClassActions *classActions = m_window->classActions();
    ClassPanel *panel = classActions->panel();
    VoteServer *server = classActions->server();

    std::vector<std::unique_ptr<Phone>> phones;
    for (int i = 0; i < 12; ++i)
        phones.push_back(std::make_unique<Phone>(server->port()));
    for (auto &phone : phones) {
        QTRY_VERIFY_WITH_TIMEOUT(phone->connected(), 5000);
        phone->join(server->joinCode());
    }
    QTRY_COMPARE_WITH_TIMEOUT(server->joinedCount(), 12, 5000);
    settle();
    QStringList problems = check();
    shoot(QStringLiteral("joined"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));

    // Answers the question's kind reads: signs, or numbers spread round a value.
    const QStringList first = kind == pe::AnswerKind::Sign
        ? QStringList {QStringLiteral("+"), QStringLiteral("-"), QStringLiteral("+"),
                       QStringLiteral("0"), QStringLiteral("+"), QStringLiteral("-"),
                       QStringLiteral("-"), QStringLiteral("+"), QStringLiteral("-"),
                       QStringLiteral("+"), QStringLiteral("0"), QStringLiteral("-")}
        : QStringList {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("2"),
                       QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("3"),
                       QStringLiteral("4"), QStringLiteral("4"), QStringLiteral("5"),
                       QStringLiteral("8"), QStringLiteral("2"), QStringLiteral("3")};
    const QStringList second = kind == pe::AnswerKind::Sign
        ? QStringList {QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                       QStringLiteral("-"), QStringLiteral("+"), QStringLiteral("-"),
                       QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                       QStringLiteral("0")}
        : QStringList {QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("3"),
                       QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("3"),
                       QStringLiteral("3"), QStringLiteral("2"), QStringLiteral("3"),
                       QStringLiteral("3")};
    auto vote = [&](const QStringList &answers, int round) {
        for (int i = 0; i < answers.size(); ++i)
            phones[static_cast<std::size_t>(i)]->vote(answers.at(i));
        for (int i = 0; i < answers.size(); ++i)
            QTRY_COMPARE_WITH_TIMEOUT(phones[static_cast<std::size_t>(i)]->accepted, round, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(server->session()->voteCount(round),
                                  static_cast<int>(answers.size()), 5000);
    };
    auto step = [&](QPushButton *button, const QString &state) {
        QVERIFY2(!button->isHidden() && button->isEnabled(), qPrintable(button->objectName()));
        QTest::mouseClick(button, Qt::LeftButton);
        settle();
        const QStringList found = check();
        shoot(state);
        QVERIFY2(found.isEmpty(),
                 qPrintable(state + QStringLiteral(": ") + found.join(QStringLiteral("\n"))));
    };
    auto sumOf = [](const QList<VoteChart::Bar> &bars) {
        int sum = 0;
        for (const VoteChart::Bar &bar : bars)
            sum += bar.count;
        return sum;
    };

    step(panel->askButton(), QStringLiteral("asked"));
    vote(first, 1);
    settle();
    problems = check();
    shoot(QStringLiteral("votes"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    step(panel->closeButton(), QStringLiteral("closed"));
    QCOMPARE(sumOf(panel->chart()->bars(0)), 12);
    step(panel->discussButton(), QStringLiteral("discussing"));
    step(panel->revoteButton(), QStringLiteral("revoting"));
    vote(second, 2);
    step(panel->closeButton(), QStringLiteral("closed2"));
    QCOMPARE(panel->chart()->panelCount(), 2);
    QCOMPARE(sumOf(panel->chart()->bars(0)), 12);
    QCOMPARE(sumOf(panel->chart()->bars(1)), 10);
    step(panel->revealButton(), QStringLiteral("revealed"));
    QTRY_COMPARE_WITH_TIMEOUT(phones.front()->phase(), QStringLiteral("revealed"), 5000);

    classActions->action()->setChecked(false);
    QVERIFY(!server->isListening());
}

void TestClassVisibility::joinScreen()
{
    // The join screen over the view area: the QR code at least 60 % of the area's shorter side,
    // the address and the join code whole in large type, nothing scrolls; Esc returns.
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    open(language, presentation, std::nullopt);
    QVERIFY(!QTest::currentTestFailed());
    ClassActions *classActions = m_window->classActions();
    ClassPanel *panel = classActions->panel();
    JoinScreen *screen = classActions->joinScreen();
    QTest::mouseClick(panel->joinScreenButton(), Qt::LeftButton);
    settle();
    shoot(QStringLiteral("joinscreen"));
    QStringList problems;
    QVERIFY(screen->isVisible());
    expectWhole(screen, QStringLiteral("the join screen"), &problems);
    if (screen->geometry() != m_window->centralWidget()->rect())
        problems.append(
            QStringLiteral("the join screen (%1) does not cover the view area (%2)")
                .arg(rectText(screen->geometry()), rectText(m_window->centralWidget()->rect())));
    expectWhole(screen->qrLabel(), QStringLiteral("the large QR code"), &problems);
    expectWhole(screen->addressLabel(), QStringLiteral("the address"), &problems);
    expectWhole(screen->codeLabel(), QStringLiteral("the large join code"), &problems);
    expectWhole(screen->joinedLabel(), QStringLiteral("the phones joined"), &problems);
    expectWhole(screen->backButton(), QStringLiteral("the join screen's Back"), &problems);
    const int shorter = std::min(screen->width(), screen->height());
    const int qr = static_cast<int>(screen->qrLabel()->pixmap().deviceIndependentSize().height());
    if (qr < 0.6 * shorter)
        problems.append(QStringLiteral("the QR code is %1 px, the area's shorter side %2 px")
                            .arg(qr)
                            .arg(shorter));
    // Large type: the code at least twice as tall as the panel's text.
    if (screen->codeLabel()->fontMetrics().height() < 2 * panel->fontMetrics().height())
        problems.append(QStringLiteral("the join code is %1 px tall")
                            .arg(screen->codeLabel()->fontMetrics().height()));
    QCOMPARE(screen->codeLabel()->text(), classActions->server()->joinCode());
    QCOMPARE(screen->addressLabel()->text(), panel->joinUrlLabel()->text());
    // No two texts overlap.
    const QList<QWidget *> parts = {screen->qrLabel(), screen->addressLabel(), screen->codeLabel(),
                                    screen->joinedLabel(), screen->backButton()};
    for (int i = 0; i < parts.size(); ++i)
        for (int j = i + 1; j < parts.size(); ++j)
            if (parts.at(i)->geometry().intersects(parts.at(j)->geometry()))
                problems.append(QStringLiteral("%1 overlaps %2")
                                    .arg(parts.at(i)->objectName(), parts.at(j)->objectName()));
    for (const QScrollBar *bar : {m_window->contentScrollArea()->verticalScrollBar(),
                                  m_window->contentScrollArea()->horizontalScrollBar()})
        if (bar->maximum() > 0 && bar->isVisible())
            problems.append(
                QStringLiteral("the window's content scrolls (%1 px)").arg(bar->maximum()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(),
                    Qt::Key_Escape);
    QVERIFY(screen->isHidden());
    QVERIFY(!panel->joinScreenButton()->isChecked());
    classActions->action()->setChecked(false);
}

void TestClassVisibility::load_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        QTest::addRow("%s-load", qPrintable(language)) << language;
}

void TestClassVisibility::load()
{
    // 150 phones vote on a number question, twice (before and after the discussion): the
    // projector's histograms show exactly the counts tallied here from what the phones sent.
    QFETCH(QString, language);
    open(language, true, pe::AnswerKind::Number);
    QVERIFY(!QTest::currentTestFailed());
    ClassActions *classActions = m_window->classActions();
    ClassPanel *panel = classActions->panel();
    VoteServer *server = classActions->server();
    const int count = 150;
    std::vector<std::unique_ptr<Phone>> phones;
    for (int i = 0; i < count; ++i)
        phones.push_back(std::make_unique<Phone>(server->port()));
    for (auto &phone : phones) {
        QTRY_VERIFY_WITH_TIMEOUT(phone->connected(), 10000);
        phone->join(server->joinCode());
    }
    QTRY_COMPARE_WITH_TIMEOUT(server->joinedCount(), count, 20000);

    // Answers spread over [-1, 1] before the discussion, gathered after it, two decimals.
    auto answers = [count](int round) {
        std::vector<double> values;
        for (int i = 0; i < count; ++i)
            values.push_back(round == 1
                                 ? std::round(100.0 * std::sin(0.37 * i)) / 100.0
                                 : std::round(100.0 * (0.75 + 0.08 * std::sin(1.3 * i))) / 100.0);
        return values;
    };
    const std::vector<double> first = answers(1);
    const std::vector<double> second = answers(2);
    auto vote = [&](const std::vector<double> &values, int round) {
        for (int i = 0; i < count; ++i)
            phones[static_cast<std::size_t>(i)]->vote(
                QString::number(values[static_cast<std::size_t>(i)], 'f', 2));
        for (auto &phone : phones)
            QTRY_COMPARE_WITH_TIMEOUT(phone->accepted, round, 10000);
    };
    // The tally: each round's values in the bins fitted over both rounds' values (as the
    // session bins them), with the votes outside at either end.
    auto tally = [&](const std::vector<double> &values, const std::vector<double> &all) {
        const pe::HistogramBinning binning = pe::HistogramBinning::fit(all, false);
        std::vector<int> bins(static_cast<std::size_t>(binning.binCount()) + 2, 0);
        for (double v : values)
            ++bins[static_cast<std::size_t>(binning.binOf(v) + 1)];
        QList<int> expected;
        if (bins.front() > 0)
            expected.append(bins.front());
        for (std::size_t i = 1; i + 1 < bins.size(); ++i)
            expected.append(bins[i]);
        if (bins.back() > 0)
            expected.append(bins.back());
        return expected;
    };
    auto countsOf = [](const QList<VoteChart::Bar> &bars) {
        QList<int> counts;
        for (const VoteChart::Bar &bar : bars)
            counts.append(bar.count);
        return counts;
    };
    auto stage = [&](const QString &state) {
        QVERIFY(panel->advance());
        settle();
        shoot(state);
        const QStringList found = check();
        QVERIFY2(found.isEmpty(),
                 qPrintable(state + QStringLiteral(": ") + found.join(QStringLiteral("\n"))));
    };

    stage(QStringLiteral("asked"));
    vote(first, 1);
    QTRY_COMPARE_WITH_TIMEOUT(server->session()->voteCount(1), count, 10000);
    settle();
    // While the vote is open the projector shows the count only.
    QVERIFY(panel->chart()->isHidden());
    QVERIFY2(panel->statusLabel()->text().contains(QString::number(count)),
             qPrintable(panel->statusLabel()->text()));
    stage(QStringLiteral("closed"));
    QCOMPARE(panel->chart()->panelCount(), 1);
    QCOMPARE(countsOf(panel->chart()->bars(0)), tally(first, first));
    stage(QStringLiteral("discussing"));
    stage(QStringLiteral("revoting"));
    vote(second, 2);
    QTRY_COMPARE_WITH_TIMEOUT(server->session()->voteCount(2), count, 10000);
    stage(QStringLiteral("compared"));
    std::vector<double> all = first;
    all.insert(all.end(), second.begin(), second.end());
    QCOMPARE(panel->chart()->panelCount(), 2);
    QCOMPARE(countsOf(panel->chart()->bars(0)), tally(first, all));
    QCOMPARE(countsOf(panel->chart()->bars(1)), tally(second, all));
    classActions->action()->setChecked(false);
}

QTEST_MAIN(TestClassVisibility)
#include "tst_classvisibility.moc"
