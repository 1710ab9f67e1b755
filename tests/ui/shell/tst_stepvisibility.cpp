// What a class sees of every lesson step (issue 19, point 2): for every step of every lesson
// (lessonregistry), in English and Chinese, in presentation mode and out of it, on the screen the
// offscreen platform's configuration file gives (one CTest test per size: 1024x768, 1280x800,
// 1920x1080), the window shows the step without anything to scroll:
// - the window's content does not scroll; the step's title and every line of its text lie inside
//   the window, unscrolled (neither the text nor the panel around it can scroll);
// - the step's view is the current one, wholly inside the window and not covered by another part
//   of it (no parent cuts it) and at least a third of the window's height, and no pane of it
//   (a chart list, a readout, a text) has anything to scroll (checkView());
// - on the table: the rows of the pairs the step names (in presentation mode, for a step that
//   names no pair, every component's row) and the columns it names lie inside the table's
//   viewport;
// - the exercise, when the step has one and it is shown (presentation mode: after "Ask the
//   class"), lies inside the window with its answer field, and the text still does not scroll.
// One window per run, switched between languages and modes as rarely as the rows allow. With
// PEV_STEP_SHOTS=DIR set, every case also writes the window as drawn to DIR/<case>.png (before the
// exercise is opened) and, when it has one, DIR/<case>-asked.png (after).
#include "appearance.h"
#include "exercisepanel.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "presentationlayout.h"
#include "tablepage.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

namespace {

QString rectText(const QRect &rect)
{
    return QStringLiteral("%1,%2 %3x%4")
        .arg(rect.x())
        .arg(rect.y())
        .arg(rect.width())
        .arg(rect.height());
}

// A scroll area that has something to scroll (a shown bar with room to move).
bool scrolls(const QAbstractScrollArea *area)
{
    for (const QScrollBar *bar : {area->verticalScrollBar(), area->horizontalScrollBar()})
        if (bar->maximum() > bar->minimum() && bar->isVisibleTo(area))
            return true;
    return false;
}

} // namespace

class TestStepVisibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void steps_data();
    void steps();

private:
    void settle();
    void shoot(const QString &suffix) const;
    /// Problems with widget: hidden, outside the window, or partly covered or clipped.
    void expectWhole(const QWidget *widget, const QString &what, QStringList *problems) const;
    void checkText(QStringList *problems) const;
    void checkView(const LessonStep &step, bool presentation, QStringList *problems) const;

    std::unique_ptr<LessonState> m_state;
    std::unique_ptr<MainWindow> m_window;
    QString m_language = QStringLiteral("en");
    bool m_presentation = false;
    QString m_shots;
};

void TestStepVisibility::initTestCase()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    qInfo("screen %dx%d", screen->size().width(), screen->size().height());
    QVERIFY(language::install(m_language));
    m_shots = qEnvironmentVariable("PEV_STEP_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    m_state = std::make_unique<LessonState>();
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showLessonPanel(true);
    settle();
}

void TestStepVisibility::cleanupTestCase()
{
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
}

void TestStepVisibility::settle()
{
    // Posted layout requests, font and language changes, the window's 0 ms timers.
    for (int k = 0; k < 6; ++k) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

void TestStepVisibility::shoot(const QString &suffix) const
{
    if (m_shots.isEmpty())
        return;
    QString name = QString::fromLatin1(QTest::currentDataTag()) + suffix;
    name.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char(' '), QLatin1Char('-'));
    m_window->grab().save(m_shots + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void TestStepVisibility::expectWhole(const QWidget *widget, const QString &what,
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
    // Clipped by a parent (a scrolled area, a dock too small), or under another top-level part
    // of the window.
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
}

void TestStepVisibility::checkText(QStringList *problems) const
{
    WalkthroughPanel *panel = m_window->walkthroughPanel();
    expectWhole(panel->titleLabel(), QStringLiteral("the step's title"), problems);
    QTextBrowser *body = panel->bodyBrowser();
    expectWhole(body, QStringLiteral("the step's text"), problems);
    if (body->verticalScrollBar()->maximum() > 0)
        problems->append(QStringLiteral("the step's text scrolls (%1 px)")
                             .arg(body->verticalScrollBar()->maximum()));
    if (scrolls(panel->contentArea()))
        problems->append(QStringLiteral("the lesson panel scrolls (%1 px)")
                             .arg(panel->contentArea()->verticalScrollBar()->maximum()));
    for (auto *area = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget()); area;
         area = nullptr)
        if (scrolls(area))
            problems->append(QStringLiteral("the lesson dock scrolls"));
}

void TestStepVisibility::checkView(const LessonStep &step, bool presentation,
                                   QStringList *problems) const
{
    QWidget *view = m_window->currentView();
    if (view != m_window->viewById(step.viewId)) {
        problems->append(QStringLiteral("the view is not %1").arg(step.viewId));
        return;
    }
    expectWhole(view, QStringLiteral("the view %1").arg(step.viewId), problems);
    if (view->height() < m_window->height() / 3)
        problems->append(QStringLiteral("the view is %1 px high in a %2 px window")
                             .arg(view->height())
                             .arg(m_window->height()));
    if (step.viewId != QLatin1String("table")) {
        // A chart or pane that must be scrolled to be seen: what a class cannot see.
        for (const QAbstractScrollArea *area : view->findChildren<QAbstractScrollArea *>())
            if (area->isVisible() && !qobject_cast<const QAbstractItemView *>(area)
                && scrolls(area))
                problems->append(QStringLiteral("a pane of the view %1 scrolls (%2)")
                                     .arg(step.viewId,
                                          area->objectName().isEmpty()
                                              ? QString::fromLatin1(area->metaObject()->className())
                                              : area->objectName()));
        return;
    }
    QTableView *table = m_window->tableView();
    const QRect viewport = table->viewport()->rect();
    for (const int column : step.highlightColumns) {
        const QRect cell = table->visualRect(table->model()->index(0, column));
        if (cell.left() < viewport.left() || cell.right() > viewport.right())
            problems->append(
                QStringLiteral("table column %1 (\"%2\") is not in view")
                    .arg(column)
                    .arg(table->model()->headerData(column, Qt::Horizontal).toString()));
    }
    QList<int> rows;
    // A step that names no pair presents the whole table; one that names pairs (the Long-context
    // lesson's pair 0 of d = 128) is about their rows.
    if (presentation && step.highlightPairs.isEmpty())
        for (int row = 0; row < m_state->width(); ++row)
            rows.append(row);
    else
        for (const int pair : step.highlightPairs)
            rows << 2 * pair << 2 * pair + 1;
    for (const int row : std::as_const(rows)) {
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        if (cell.top() < viewport.top() || cell.bottom() > viewport.bottom())
            problems->append(QStringLiteral("table row %1 is not in view").arg(row));
    }
}

void TestStepVisibility::steps_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
                const int steps = static_cast<int>(lesson.steps().size());
                for (int step = 0; step < steps; ++step)
                    QTest::addRow("%s/%s/%s %02d", qPrintable(language),
                                  presentation ? "presentation" : "normal", lesson.id, step + 1)
                        << language << presentation << QString::fromLatin1(lesson.id) << step;
            }
}

void TestStepVisibility::steps()
{
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    QFETCH(QString, lesson);
    QFETCH(int, step);
    if (language != m_language) {
        QVERIFY(language::install(language));
        m_language = language;
    }
    if (presentation != m_presentation) {
        m_window->setPresentation(presentation);
        m_presentation = presentation;
    }
    m_window->showLessonPanel(true);
    QVERIFY(m_window->walkthrough()->start(lesson, step));
    settle();
    if (presentation)
        QVERIFY(m_window->presentationLayout()->active());
    const LessonStep &lessonStep = m_window->walkthrough()->step(step);
    shoot(QString());
    QStringList problems;
    if (scrolls(m_window->contentScrollArea()))
        problems.append(QStringLiteral("the window's content scrolls"));
    checkText(&problems);
    checkView(lessonStep, presentation, &problems);
    // The exercise, opened.
    WalkthroughPanel *panel = m_window->walkthroughPanel();
    ExercisePanel *exercise = panel->exercisePanel();
    if (exercise->currentExercise()) {
        if (presentation) {
            if (!panel->askButton()->isVisible())
                problems.append(QStringLiteral("no \"Ask the class\" on the card"));
            panel->askTheClass();
            settle();
            shoot(QStringLiteral("-asked"));
        }
        expectWhole(exercise->answerField(), QStringLiteral("the answer field"), &problems);
        expectWhole(exercise->checkButton(), QStringLiteral("Check"), &problems);
        QStringList afterAsking;
        checkText(&afterAsking);
        for (const QString &problem : std::as_const(afterAsking))
            problems.append(QStringLiteral("with the exercise open: ") + problem);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
}

QTEST_MAIN(TestStepVisibility)
#include "tst_stepvisibility.moc"
