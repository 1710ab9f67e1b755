// The layout test: for every view of the catalogue and every lesson step, in both
// languages, in normal and presentation mode, with the lesson panel open and closed, the window
// lies inside the screen and nothing in it is cut, elided or covered:
// - no Qt widget's text is cut or elided (labels, buttons, check boxes, group box titles, tab
//   texts, header sections, the table's cells, the menu bar, line edits, the lesson text);
// - for every widget that draws its own text (TextBoxSource): no two text boxes overlap, none
//   leaves the widget, none is elided, none covers a data mark (these two checks:
//   widgettextcheck.cpp);
// - the table columns and rows a lesson step refers to are inside the table's viewport.
// The screen is the offscreen platform's, of the size its configuration file gives
// (QT_QPA_PLATFORM=offscreen:configfile=screen-WxH.json, one CTest test per size). With
// PEV_LAYOUT_SHOTS=DIR set, every case also writes a screenshot DIR/<case>.png
// (scripts/contact-sheet.sh montages them).
#include "appearance.h"
#include "language.h"
#include "lessoncontent.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "lessontable.h"
#include "mainwindow.h"
#include "ropeview.h"
#include "tablepage.h"
#include "textboxes.h"
#include "viewcatalogue.h"
#include "viewnavigator.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"
#include "widgettextcheck.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyleOption>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextEdit>
#include <QTextLayout>
#include <QToolButton>

namespace {

// A view that draws nothing but reports the text boxes and marks it is given: the layout
// checks must find every kind of fault in it.
class FakeView : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    using QWidget::QWidget;
    QList<TextBox> textBoxes() const override { return boxes; }
    QList<DataMark> dataMarks() const override { return marks; }
    QList<TextBox> boxes;
    QList<DataMark> marks;
};

struct Config
{
    QString language;
    bool presentation = false;
    bool lesson = false;
};

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void checksFindFaults_data();
    void checksFindFaults();
    void views_data();
    void views();
    void lessonSteps_data();
    void lessonSteps();
    void presentationGivesBackTheGeometry_data();
    void presentationGivesBackTheGeometry();
    void zoomKeepsTheWindowOnScreen();
    void sentenceNoteInView_data();
    void sentenceNoteInView();

private:
    void apply(const Config &config);
    void settle();
    QStringList windowProblems();
    void shoot(const QString &name);
    /// Expects the next check to fail where a fault is known to lie in a view's own content,
    /// which the view itself must fix (remove the entry when it passes: XPASS).

    std::unique_ptr<LessonState> m_state;
    std::unique_ptr<MainWindow> m_window;
    Config m_config;
    QString m_shots;
    QSize m_screen;
};

void TestLayout::initTestCase()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    m_screen = screen->size();
    qInfo("screen %dx%d", m_screen.width(), m_screen.height());
    m_shots = qEnvironmentVariable("PEV_LAYOUT_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    QVERIFY(language::install(QStringLiteral("en")));
    m_state = std::make_unique<LessonState>();
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_config.language = QStringLiteral("en");
    settle();
}

void TestLayout::cleanupTestCase()
{
    m_window.reset();
    m_state.reset();
    Appearance::instance()->setPresentation(false);
}

void TestLayout::settle()
{
    // Posted layout requests, font and language changes, the window's 0 ms timers.
    for (int k = 0; k < 6; ++k) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

void TestLayout::apply(const Config &config)
{
    if (config.language != m_config.language)
        QVERIFY(language::install(config.language));
    if (config.presentation != m_config.presentation)
        m_window->setPresentation(config.presentation);
    if (config.lesson != m_config.lesson)
        m_window->showLessonPanel(config.lesson);
    m_config = config;
    settle();
}

void TestLayout::shoot(const QString &name)
{
    if (m_shots.isEmpty())
        return;
    QString file = name;
    file.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char(' '), QLatin1Char('-'));
    QVERIFY(m_window->grab().save(m_shots + QLatin1Char('/') + file + QStringLiteral(".png")));
}

QStringList TestLayout::windowProblems()
{
    QStringList problems;
    MainWindow *window = m_window.get();
    const QRect available = window->screen()->availableGeometry();
    if (window->presentation()) {
        if (window->geometry() != window->screen()->geometry())
            problems.append(QStringLiteral("presentation covers %1,%2 %3x%4, not the screen")
                                .arg(window->x())
                                .arg(window->y())
                                .arg(window->width())
                                .arg(window->height()));
    } else if (!available.contains(window->frameGeometry())) {
        const QRect frame = window->frameGeometry();
        problems.append(QStringLiteral("the window (%1,%2 %3x%4) leaves the screen (%5x%6)")
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(frame.width())
                            .arg(frame.height())
                            .arg(available.width())
                            .arg(available.height()));
    }
    const QScrollArea *content = window->contentScrollArea();
    if (content->verticalScrollBar()->isVisible() || content->horizontalScrollBar()->isVisible())
        problems.append(QStringLiteral("the window's content does not fit: it scrolls "
                                       "(%1 px down, %2 px across)")
                            .arg(content->verticalScrollBar()->maximum())
                            .arg(content->horizontalScrollBar()->maximum()));
    checkWidgetTexts(window, content->viewport(), &problems);
    return problems;
}

void TestLayout::checksFindFaults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("expected");
    QTest::newRow("clean view") << "none"
                                << "";
    QTest::newRow("overlapping text boxes") << "overlap"
                                            << "overlaps";
    QTest::newRow("text box outside the view") << "outside"
                                               << "leaves the view";
    QTest::newRow("elided text box") << "elided"
                                     << "is elided";
    QTest::newRow("text box over a data mark") << "mark"
                                               << "covers";
    QTest::newRow("label too narrow") << "label"
                                      << "is cut";
    QTest::newRow("wrapped label too low") << "wrapped"
                                           << "px high";
    QTest::newRow("button too narrow") << "button"
                                       << "is cut";
    QTest::newRow("tabs that do not fit") << "tabs"
                                          << "tab \"";
    QTest::newRow("header section too narrow") << "header"
                                               << "section";
    QTest::newRow("label cut by its parent") << "parent"
                                             << "cut by its parent";
    QTest::newRow("line broken inside a number") << "number"
                                                 << "breaks inside";
}

// The test of the test: each fault, made on purpose, is reported; a clean view is not.
void TestLayout::checksFindFaults()
{
    QFETCH(QString, fault);
    QFETCH(QString, expected);
    QWidget root;
    root.resize(400, 300);
    auto *view = new FakeView(&root);
    view->setGeometry(0, 0, 300, 200);
    view->boxes = {{QStringLiteral("title"), QRectF(10, 5, 100, 16), false},
                   {QStringLiteral("p = 0"), QRectF(10, 100, 40, 14), false}};
    view->marks = {{QStringLiteral("p on pair 0"), QRectF(60, 100, 6, 6)}};
    if (fault == QLatin1String("overlap"))
        view->boxes.append({QStringLiteral("q = 3"), QRectF(30, 104, 40, 14), false});
    else if (fault == QLatin1String("outside"))
        view->boxes.append({QStringLiteral("wavelength"), QRectF(280, 5, 60, 16), false});
    else if (fault == QLatin1String("elided"))
        view->boxes.append({QStringLiteral("wavelength 6.28"), QRectF(150, 5, 60, 16), true});
    else if (fault == QLatin1String("mark"))
        view->boxes.append({QStringLiteral("q = 3"), QRectF(58, 96, 40, 14), false});
    if (fault == QLatin1String("label")) {
        auto *label = new QLabel(QStringLiteral("Comparison position q:"), &root);
        label->setGeometry(0, 210, 30, label->sizeHint().height());
    } else if (fault == QLatin1String("wrapped")) {
        auto *label = new QLabel(QStringLiteral("The square root of the sum of the d squared "
                                                "differences, from unrounded values."),
                                 &root);
        label->setWordWrap(true);
        label->setGeometry(0, 210, 120, 16);
    } else if (fault == QLatin1String("button")) {
        auto *button = new QPushButton(QStringLiteral("▶ Start the guided lesson"), &root);
        button->setGeometry(0, 210, 40, 30);
    } else if (fault == QLatin1String("tabs")) {
        auto *tabs = new QTabWidget(&root);
        for (const char *title : {"Table", "Pair charts", "Unit circle", "Heat map"})
            tabs->addTab(new QWidget, QString::fromLatin1(title));
        tabs->setGeometry(0, 210, 120, 80);
    } else if (fault == QLatin1String("header")) {
        auto *table = new QTableView(&root);
        auto *model = new QStandardItemModel(2, 2, table);
        model->setHorizontalHeaderLabels({QStringLiteral("PE(3) − PE(0)"), QStringLiteral("x(0)")});
        table->setModel(model);
        table->setGeometry(0, 210, 300, 80);
        table->setColumnWidth(0, 30);
    } else if (fault == QLatin1String("number")) {
        // Qt 6.4 breaks a number after an ideographic comma at its decimal point.
        auto *text = new QTextEdit(&root);
        text->setWordWrapMode(QTextOption::WordWrap);
        text->setPlainText(QString::fromUtf8("sin 为 0.000000、0.295520，cos 为 1.000000、"
                                             "0.955336。"));
        text->setGeometry(0, 210, 200, 80);
        text->setLineWrapMode(QTextEdit::FixedPixelWidth);
        text->setLineWrapColumnOrWidth(
            QFontMetrics(text->font())
                .horizontalAdvance(QString::fromUtf8("sin 为 0.000000、0.2")));
    } else if (fault == QLatin1String("parent")) {
        auto *box = new QWidget(&root);
        box->setGeometry(0, 210, 60, 40);
        auto *label = new QLabel(QStringLiteral("Base:"), box);
        label->setGeometry(40, 0, label->sizeHint().width(), label->sizeHint().height());
    }
    root.show();
    QVERIFY(QTest::qWaitForWindowExposed(&root));
    QStringList problems;
    checkWidgetTexts(&root, nullptr, &problems);
    if (expected.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    } else {
        QVERIFY2(!problems.filter(expected).isEmpty(),
                 qPrintable(QStringLiteral("no \"%1\" in: %2")
                                .arg(expected, problems.join(QStringLiteral("; ")))));
    }
}

void TestLayout::views_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<bool>("lesson");
    QTest::addColumn<QString>("view");
    QTest::addColumn<int>("page");
    // Grouped by language and mode, so that the window switches them rarely. The RoPE view's
    // pages (sub-tabs) each count as a view.
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const bool lesson : {false, true})
                for (const viewcatalogue::View &view : viewcatalogue::views()) {
                    if (!view.tab)
                        continue;
                    QTest::addRow("%s/%s/lesson %s/%s", qPrintable(language),
                                  presentation ? "presentation" : "normal",
                                  lesson ? "open" : "closed", qPrintable(view.id))
                        << language << presentation << lesson << view.id << -1;
                    if (view.id == QLatin1String("rope"))
                        for (int page = 1; page < 4; ++page)
                            QTest::addRow("%s/%s/lesson %s/rope-page-%d", qPrintable(language),
                                          presentation ? "presentation" : "normal",
                                          lesson ? "open" : "closed", page + 1)
                                << language << presentation << lesson << view.id << page;
                }
}

void TestLayout::views()
{
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    QFETCH(bool, lesson);
    QFETCH(QString, view);
    QFETCH(int, page);
    apply({language, presentation, lesson});
    m_state->reset();
    QVERIFY(m_window->showViewById(view));
    if (auto *rope = qobject_cast<RopeView *>(m_window->viewById(view)))
        rope->pages()->setCurrentIndex(std::max(page, 0));
    settle();
    QCOMPARE(m_window->currentView(), m_window->viewById(view));
    shoot(QString::fromLatin1(QTest::currentDataTag()));
    const QStringList problems = windowProblems();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
}

void TestLayout::lessonSteps_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    // Every step of every guided lesson (lessonregistry).
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const bool presentation : {false, true})
            for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
                const int steps = static_cast<int>(lesson.steps().size());
                for (int step = 0; step < steps; ++step)
                    QTest::addRow("%s/%s/step %s %02d", qPrintable(language),
                                  presentation ? "presentation" : "normal", lesson.id, step + 1)
                        << language << presentation << QString::fromLatin1(lesson.id) << step;
            }
}

// Every step with the lesson panel open: what it shows fits, and the table columns and rows it
// speaks of are in view.
void TestLayout::lessonSteps()
{
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    QFETCH(QString, lesson);
    QFETCH(int, step);
    apply({language, presentation, true});
    QVERIFY(m_window->walkthrough()->start(lesson, step));
    settle();
    shoot(QString::fromLatin1(QTest::currentDataTag()));
    QStringList problems = windowProblems();
    const LessonStep &lessonStep = m_window->walkthrough()->step(step);
    WalkthroughPanel *panel = m_window->walkthroughPanel();
    if (!panel->isVisibleTo(m_window.get()))
        problems.append(QStringLiteral("the lesson panel is hidden"));
    // Previous, and Next or (on the last step) Finish.
    const bool last = step + 1 == m_window->walkthrough()->count();
    for (const QWidget *button :
         {static_cast<QWidget *>(panel->previousButton()),
          static_cast<QWidget *>(last ? panel->finishButton() : panel->nextButton())}) {
        const QRect inWindow(button->mapTo(m_window.get(), QPoint(0, 0)), button->size());
        if (!button->isVisibleTo(m_window.get()) || !m_window->rect().contains(inWindow))
            problems.append(QStringLiteral("%1 is not in view").arg(describe(button)));
    }
    if (m_window->currentView() == m_window->viewById(QStringLiteral("table"))) {
        QTableView *table = m_window->tableView();
        const QRect viewport = table->viewport()->rect();
        for (const int column : lessonStep.highlightColumns) {
            const QRect cell = table->visualRect(table->model()->index(0, column));
            if (cell.left() < viewport.left() || cell.right() > viewport.right())
                problems.append(
                    QStringLiteral("table column %1 (\"%2\") is not in view")
                        .arg(column)
                        .arg(table->model()->headerData(column, Qt::Horizontal).toString()));
        }
        for (const int pair : lessonStep.highlightPairs)
            for (const int row : {2 * pair, 2 * pair + 1}) {
                const QRect cell = table->visualRect(table->model()->index(row, 0));
                if (cell.top() < viewport.top() || cell.bottom() > viewport.bottom())
                    problems.append(QStringLiteral("table row %1 is not in view").arg(row));
            }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
}

void TestLayout::presentationGivesBackTheGeometry_data()
{
    QTest::addColumn<bool>("maximized");
    QTest::addColumn<bool>("lessonInPresentation");
    QTest::newRow("normal") << false << false;
    QTest::newRow("normal, lesson opened in presentation") << false << true;
    QTest::newRow("maximised") << true << false;
    QTest::newRow("maximised, lesson opened in presentation") << true << true;
}

// Leaving presentation mode gives back the geometry and state from before it, also when the
// lesson panel was opened in presentation mode (it used to leave the window 1397 px wide).
void TestLayout::presentationGivesBackTheGeometry()
{
    QFETCH(bool, maximized);
    QFETCH(bool, lessonInPresentation);
    apply({QStringLiteral("en"), false, false});
    LessonState state;
    MainWindow window(&state);
    const QRect available = window.availableArea();
    const QRect before(available.topLeft() + QPoint(40, 30),
                       QSize(available.width() * 3 / 4, available.height() * 3 / 4));
    window.setGeometry(before);
    if (maximized)
        window.showMaximized();
    else
        window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    const QRect shown = window.geometry();
    QCOMPARE(window.isMaximized(), maximized);
    window.setPresentation(true);
    settle();
    QVERIFY(window.isFullScreen());
    if (lessonInPresentation)
        window.showLessonPanel(true);
    settle();
    window.setPresentation(false);
    QTest::qWait(150); // the window re-applies its geometry once the window system settled
    settle();
    QVERIFY(!window.isFullScreen());
    QCOMPARE(window.isMaximized(), maximized);
    QCOMPARE(window.geometry(), shown);
    if (!maximized)
        QCOMPARE(window.geometry(), before);
    QVERIFY(available.contains(window.frameGeometry()));
}

// Zooming the text in, as far as it goes, never takes the window beyond the screen.
void TestLayout::zoomKeepsTheWindowOnScreen()
{
    apply({QStringLiteral("en"), false, true});
    m_state->reset();
    QVERIFY(m_window->showViewById(QStringLiteral("pairs")));
    Appearance *appearance = Appearance::instance();
    const QRect available = m_window->availableArea();
    for (int step = 0; step <= Appearance::maxZoomStep; step += 5) {
        appearance->setZoomStep(step);
        settle();
        QVERIFY2(available.contains(m_window->frameGeometry()),
                 qPrintable(QStringLiteral("zoom step %1: %2x%3")
                                .arg(step)
                                .arg(m_window->frameGeometry().width())
                                .arg(m_window->frameGeometry().height())));
    }
    appearance->resetZoom();
    settle();
    // Back at 100 %, in the other language: the window is as it was, nothing cut, no room lost.
    apply({QStringLiteral("zh_CN"), false, true});
    QVERIFY(m_window->showViewById(QStringLiteral("table")));
    settle();
    const QStringList problems = windowProblems();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
}

void TestLayout::sentenceNoteInView_data()
{
    QTest::addColumn<bool>("beforeShow");
    QTest::newRow("q set before the window shows") << true;
    QTest::newRow("q set in the shown window") << false;
}

// The note on q beyond the sentence lies inside the header that holds it, whether q was
// beyond it when the window first showed (--comparison 40) or went there later. (The header is
// a scroll area, whose content the text checks leave alone: a note below its bottom edge was
// once invisible in the wide arrangement.)
void TestLayout::sentenceNoteInView()
{
    QFETCH(bool, beforeShow);
    LessonState state;
    if (beforeShow)
        QVERIFY(state.setComparison(40));
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (!beforeShow)
        QVERIFY(state.setComparison(40));
    for (int k = 0; k < 6; ++k) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    QLabel *note = window.sentenceNote();
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(QStringLiteral("q = 40")));
    auto *header = qobject_cast<QScrollArea *>(note->parentWidget()->parentWidget()->parentWidget());
    QVERIFY(header);
    const QRect inViewport(note->mapTo(header->viewport(), QPoint(0, 0)), note->size());
    QVERIFY2(header->viewport()->rect().contains(inViewport),
             qPrintable(QStringLiteral("the note at %1,%2 %3x%4 lies outside the header's %5x%6 "
                                       "(%7 arrangement)")
                            .arg(inViewport.x())
                            .arg(inViewport.y())
                            .arg(inViewport.width())
                            .arg(inViewport.height())
                            .arg(header->viewport()->width())
                            .arg(header->viewport()->height())
                            .arg(window.isCompact() ? QStringLiteral("compact")
                                                    : QStringLiteral("wide"))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
