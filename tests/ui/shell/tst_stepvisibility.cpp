// What a class sees of every lesson step, in the real window: the test runs on the xcb platform
// under a window manager (tests/support/with-window-manager.sh: Xvfb and openbox, one CTest test
// per screen size: 1024x768, 1280x800, 1366x768, 1920x1080), and starts the window as the app
// does (the language installed first, then MainWindow shown, or put in presentation mode: full
// screen, which the window manager grants after the first layout). For every step of every
// lesson (lessonregistry), walked with "Next" as a class walks it, in English and Chinese, in
// presentation mode and out of it, once the window manager and the window have settled:
// - the window lies inside the screen and its content does not scroll; the step's title and
//   every line of its text lie inside the window, unscrolled (neither the text nor the panel
//   around it can scroll);
// - the step's view is the current one, wholly inside the window and not covered by another part
//   of it (no parent cuts it) and at least a third of the window's height; no pane of it (a chart
//   list, a readout, a text, the table) shows a scroll bar, and every chart's plot area and
//   legend lie inside the chart's view;
// - on the table: every row and column of a table of up to 16 rows and 12 columns lies inside
//   its viewport (a larger table: the rows of the pairs the step names and the columns it names);
// - the exercise, when the step has one and it is shown (presentation mode: after "Ask the
//   class"), lies inside the window with its answer field, and the text still does not scroll.
// Outside a lesson, the table view, in both languages and both modes, meets the same checks of the
// window and of the view: every row and column in view, with the whole window's controls above.
// With PEV_STEP_SHOTS=DIR set, every case also writes the screen as the X server shows it to
// DIR/<case>.png (before the exercise is opened) and, when it has one, DIR/<case>-asked.png.
#include "appearance.h"
#include "exercisepanel.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "presentationlayout.h"
#include "tablepage.h"
#include "viewcatalogue.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAbstractScrollArea>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QLegend>
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

// Counts the events by which a window's geometry is still changing, application-wide (a text
// that changes, a training run's curves, asks for layouts that move nothing: not counted).
class MotionCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::Move:
        case QEvent::WindowStateChange:
            ++count;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

// A pane that must be scrolled to be seen; a table of more than 16 rows may scroll up and down,
// one of more than 12 columns sideways (they show what their step names).
bool paneScrolls(const QAbstractScrollArea *area)
{
    const auto *table = qobject_cast<const QTableView *>(area);
    const auto moves = [area](const QScrollBar *bar) {
        return bar->maximum() > bar->minimum() && bar->isVisibleTo(area);
    };
    if (!table || !table->model())
        return scrolls(area);
    return (moves(area->verticalScrollBar()) && table->model()->rowCount() <= 16)
        || (moves(area->horizontalScrollBar()) && table->model()->columnCount() <= 12);
}

} // namespace

class TestStepVisibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void views_data();
    void views();
    void steps_data();
    void steps();

private:
    /// A new window for language and mode, started as the app starts it.
    void startWindow(const QString &language, bool presentation);
    void settle();
    void shoot(const QString &suffix) const;
    /// Problems with widget: hidden, outside the window, or partly covered or clipped.
    void expectWhole(const QWidget *widget, const QString &what, QStringList *problems) const;
    void checkText(QStringList *problems) const;
    /// panesMayScroll: a report read at the reader's pace (the checker's, the precision lab's),
    /// as long as what it reports, shown outside a lesson.
    void checkView(const LessonStep &step, QStringList *problems,
                   bool panesMayScroll = false) const;
    void checkTable(const LessonStep &step, QStringList *problems) const;
    void checkCharts(const QWidget *view, QStringList *problems) const;

    std::unique_ptr<LessonState> m_state;
    std::unique_ptr<MainWindow> m_window;
    QString m_language;
    bool m_presentation = false;
    QString m_lesson;
    int m_step = -1;
    QString m_shots;
    MotionCounter m_motion;
};

void TestStepVisibility::initTestCase()
{
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
    const QScreen *screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    qInfo("screen %dx%d", screen->size().width(), screen->size().height());
    m_shots = qEnvironmentVariable("PEV_STEP_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    qApp->installEventFilter(&m_motion);
}

void TestStepVisibility::cleanupTestCase()
{
    qApp->removeEventFilter(&m_motion);
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
}

void TestStepVisibility::startWindow(const QString &language, bool presentation)
{
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
    QVERIFY(language::install(language));
    m_language = language;
    m_presentation = presentation;
    m_lesson.clear();
    m_step = -1;
    m_state = std::make_unique<LessonState>();
    m_window = std::make_unique<MainWindow>(m_state.get());
    // As runGui() does: presentation mode shows the window full screen, else it is shown at the
    // size it chose for its screen.
    if (presentation)
        m_window->setPresentation(true);
    else
        m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
    if (presentation)
        QTRY_VERIFY(m_window->isFullScreen());
}

void TestStepVisibility::settle()
{
    // The window manager's answers (a full-screen window is resized after its first layout),
    // posted layout requests, font and language changes, the window's timers: done when 200 ms
    // pass without a resize, move or change of window state anywhere (at most 10 s), counted
    // from the posted events' delivery.
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

void TestStepVisibility::shoot(const QString &suffix) const
{
    if (m_shots.isEmpty())
        return;
    QString name = QString::fromLatin1(QTest::currentDataTag()) + suffix;
    name.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char(' '), QLatin1Char('-'));
    m_window->screen()->grabWindow(0).save(m_shots + QLatin1Char('/') + name
                                           + QStringLiteral(".png"));
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

void TestStepVisibility::checkView(const LessonStep &step, QStringList *problems,
                                   bool panesMayScroll) const
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
    // A chart, pane or table that must be scrolled to be seen: what a class cannot see (but for
    // a table of more than 16 rows or 12 columns, which shows what its step names).
    for (const QAbstractScrollArea *area : view->findChildren<QAbstractScrollArea *>())
        if (!panesMayScroll && area->isVisible() && paneScrolls(area))
            problems->append(QStringLiteral("a pane of the view %1 scrolls (%2)")
                                 .arg(step.viewId,
                                      area->objectName().isEmpty()
                                          ? QString::fromLatin1(area->metaObject()->className())
                                          : area->objectName()));
    checkCharts(view, problems);
    if (step.viewId == QLatin1String("table"))
        checkTable(step, problems);
}

void TestStepVisibility::checkCharts(const QWidget *view, QStringList *problems) const
{
    for (const QChartView *chartView : view->findChildren<QChartView *>()) {
        if (!chartView->isVisible() || !chartView->chart())
            continue;
        const QChart *chart = chartView->chart();
        const QRectF viewport = QRectF(chartView->viewport()->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        const auto inView = [&](const QRectF &sceneRect) {
            return viewport.contains(chartView->mapFromScene(sceneRect).boundingRect());
        };
        const QString name = chart->title().isEmpty() ? chartView->objectName() : chart->title();
        if (chart->plotArea().width() < 20 || chart->plotArea().height() < 20)
            problems->append(QStringLiteral("the chart \"%1\" has a plot area of %2x%3 px")
                                 .arg(name)
                                 .arg(chart->plotArea().width())
                                 .arg(chart->plotArea().height()));
        if (!inView(chart->mapRectToScene(chart->plotArea())))
            problems->append(QStringLiteral("the plot area of the chart \"%1\" leaves its view")
                                 .arg(name));
        QLegend *legend = chart->legend();
        if (legend && legend->isVisible() && legend->isAttachedToChart()
            && !inView(legend->mapRectToScene(legend->boundingRect())))
            problems->append(QStringLiteral("the legend of the chart \"%1\" leaves its view")
                                 .arg(name));
    }
}

void TestStepVisibility::checkTable(const LessonStep &step, QStringList *problems) const
{
    QTableView *table = m_window->tableView();
    const QRect viewport = table->viewport()->rect();
    const int rowCount = std::min(table->model()->rowCount(), m_state->width());
    const int columnCount = table->model()->columnCount();
    // A table of up to 16 rows and 12 columns is shown whole; a larger one shows what the step
    // names (the Long-context lesson's pair 0 of d = 128).
    QList<int> columns;
    QList<int> rows;
    // The columns the step leaves out (LessonStep::hiddenColumns) and no other are hidden; a
    // column the step names is always among those checked.
    if (columnCount <= 12)
        for (int column = 0; column < columnCount; ++column) {
            if (!step.hiddenColumns.contains(column) || step.highlightColumns.contains(column))
                columns.append(column);
            else if (!table->isColumnHidden(column))
                problems->append(
                    QStringLiteral("table column %1 is shown, the step hides it").arg(column));
        }
    else
        columns = step.highlightColumns;
    if (rowCount <= 16)
        for (int row = 0; row < rowCount; ++row)
            rows.append(row);
    else
        for (const int pair : step.highlightPairs)
            rows << 2 * pair << 2 * pair + 1;
    for (const int column : std::as_const(columns)) {
        const QRect cell = table->visualRect(table->model()->index(0, column));
        if (table->isColumnHidden(column) || cell.left() < viewport.left()
            || cell.right() > viewport.right())
            problems->append(
                QStringLiteral("table column %1 (\"%2\") is not in view")
                    .arg(column)
                    .arg(table->model()->headerData(column, Qt::Horizontal).toString()));
    }
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
    if (!m_window || language != m_language || presentation != m_presentation)
        startWindow(language, presentation);
    // Walked as a class walks it: the lesson started from its menu entry, then "Next".
    if (lesson != m_lesson || step != m_step + 1) {
        QVERIFY(m_window->startLesson(lesson));
        m_lesson = lesson;
        m_step = 0;
        settle();
    }
    while (m_step < step) {
        m_window->walkthrough()->next();
        ++m_step;
    }
    QCOMPARE(m_window->walkthrough()->current(), step);
    settle();
    if (presentation)
        QVERIFY(m_window->presentationLayout()->active());
    const LessonStep &lessonStep = m_window->walkthrough()->step(step);
    shoot(QString());
    QStringList problems;
    const QRect screen = m_window->screen()->geometry();
    if (!screen.contains(m_window->frameGeometry()))
        problems.append(QStringLiteral("the window (%1) leaves the screen (%2)")
                            .arg(rectText(m_window->frameGeometry()), rectText(screen)));
    if (scrolls(m_window->contentScrollArea()))
        problems.append(QStringLiteral("the window's content scrolls"));
    checkText(&problems);
    checkView(lessonStep, &problems);
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

void TestStepVisibility::views_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QString>("view");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            // Every view as a teacher shows it without a lesson (presentation mode: the
            // parameters in one line, their controls on "Edit parameters").
            for (const viewcatalogue::View &entry : viewcatalogue::views())
                if (const QString view = entry.id; entry.tab)
                    QTest::addRow("%s/%s/%s", qPrintable(language),
                                  presentation ? "presentation" : "normal", qPrintable(view))
                        << language << presentation << view;
}

void TestStepVisibility::views()
{
    // As a teacher shows a view without a lesson: the window as the app starts it, the view's
    // tab chosen.
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    QFETCH(QString, view);
    if (!m_window || language != m_language || presentation != m_presentation
        || !m_lesson.isEmpty())
        startWindow(language, presentation);
    QVERIFY(m_window->showViewById(view));
    settle();
    shoot(QString());
    QStringList problems;
    const QRect screen = m_window->screen()->geometry();
    if (!screen.contains(m_window->frameGeometry()))
        problems.append(QStringLiteral("the window (%1) leaves the screen (%2)")
                            .arg(rectText(m_window->frameGeometry()), rectText(screen)));
    if (scrolls(m_window->contentScrollArea()))
        problems.append(QStringLiteral("the window's content scrolls"));
    LessonStep step;
    step.viewId = view;
    // The checker's report and the precision lab's are read like a page, as long as what they
    // report (the checked file's findings, the dtypes' table): they may scroll here; the lesson
    // steps that show them show what they name.
    const bool report = view == QLatin1String("checker") || view == QLatin1String("precision");
    checkView(step, &problems, report);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
}

QTEST_MAIN(TestStepVisibility)
#include "tst_stepvisibility.moc"
