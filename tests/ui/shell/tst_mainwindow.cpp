// Tests of the main window as a user drives it: the lesson's numbers through the real widgets.
#include "encodingtablemodel.h"
#include "imageexport.h"
#include "language.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "mainwindow.h"
#include "normpanel.h"
#include "numberfield.h"
#include "pagedview.h"
#include "parameterpanel.h"
#include "tokenstrip.h"
#include "trainingpresets.h"
#include "transportbar.h"
#include "unitcirclesview.h"
#include "viewnavigator.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>

namespace {
const QString minus = QStringLiteral("\u2212");

// Counts the layout requests that reach the widgets it watches.
class LayoutRequestCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void lessonDefaults();
    void stepAndFigureShowTheirPair_data();
    void stepAndFigureShowTheirPair();
    void comparisonSlider_data();
    void comparisonSlider();
    void rapidSliderMovesCoalesce_data();
    void rapidSliderMovesCoalesce();
    void sliderMoveKeepsLayout_data();
    void sliderMoveKeepsLayout();
    void presentationFitsSmallScreens_data();
    void presentationFitsSmallScreens();
    void encodingSwitch();
    void presetButtons_data();
    void presetButtons();
    void tokenStrip_data();
    void tokenStrip();
    void rendersSomething();
    void lessonStepHighlightsTable_data();
    void lessonStepHighlightsTable();
    void lessonStepShowsItsView();
    void lessonMenus();
    void methodInFormula();
    void languageSwitch();
    void sentenceSaysWhenBeyond_data();
    void sentenceSaysWhenBeyond();
    void arrangementFollowsWidth_data();
    void arrangementFollowsWidth();
    void trainingTakesTheParametersRoom();
};

void TestMainWindow::lessonDefaults()
{
    LessonState state;
    MainWindow window(&state);
    QCOMPARE(window.normPanel()->onText(), QStringLiteral("2.017479"));
    QCOMPARE(window.normPanel()->offText(), QStringLiteral("0.000000"));
    QCOMPARE(window.comparisonSlider()->value(), 3);
    QCOMPARE(window.comparisonSlider()->minimum(), 1);
    QCOMPARE(window.comparisonSlider()->maximum(), 32);
    QCOMPARE(window.tableModel()->rowCount(), 8);
}

void TestMainWindow::comparisonSlider_data()
{
    // Norms from the lesson (q = 3, 6) and from mpmath at 50 digits (tests/data).
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("norm");
    QTest::newRow("q=3") << 3 << QStringLiteral("2.017479");
    QTest::newRow("q=6") << 6 << QStringLiteral("0.657741");
}

void TestMainWindow::comparisonSlider()
{
    QFETCH(int, q);
    QFETCH(QString, norm);
    LessonState state;
    MainWindow window(&state);
    window.comparisonSlider()->setValue(1);
    window.comparisonSlider()->setValue(q);
    QCoreApplication::processEvents(); // slider moves are coalesced by a 0 ms timer
    QCOMPARE(state.comparison(), qint64(q));
    QCOMPARE(window.comparisonSpinBox()->value(), q);
    QCOMPARE(window.normPanel()->onText(), norm);
    QCOMPARE(window.normPanel()->offText(), QStringLiteral("0.000000"));
}

void TestMainWindow::rapidSliderMovesCoalesce_data()
{
    QTest::addColumn<QList<int>>("moves");
    QTest::newRow("drag up 4..32") << QList<int> {4, 5, 6, 7, 8, 12, 16, 20, 24, 28, 32};
    QTest::newRow("back and forth, ends at 9") << QList<int> {20, 2, 31, 1, 17, 9};
    QTest::newRow("one move") << QList<int> {5};
    QTest::newRow("away and back to 3: no change") << QList<int> {10, 20, 3};
}

void TestMainWindow::rapidSliderMovesCoalesce()
{
    QFETCH(QList<int>, moves);
    LessonState state; // q = 3
    MainWindow window(&state);
    QSignalSpy changed(&state, &LessonState::changed);
    QSignalSpy qChanged(&state, &LessonState::comparisonChanged);
    for (int v : moves)
        window.comparisonSlider()->setValue(v);
    // Nothing reaches the state until the event loop runs...
    QCOMPARE(changed.count(), 0);
    QCOMPARE(state.comparison(), qint64(3));
    QCoreApplication::processEvents();
    // ...then the latest value, once (or not at all when it equals the old q).
    const int last = moves.last();
    QCOMPARE(state.comparison(), qint64(last));
    QCOMPARE(changed.count(), last == 3 ? 0 : 1);
    QCOMPARE(qChanged.count(), last == 3 ? 0 : 1);
    QCOMPARE(window.comparisonSpinBox()->value(), last);
    QCOMPARE(window.comparisonSlider()->value(), last);
    QCoreApplication::processEvents();
    QCOMPARE(changed.count(), last == 3 ? 0 : 1); // no late second update
}

void TestMainWindow::sliderMoveKeepsLayout_data()
{
    // A move of q whose texts take the same room ("q = 4", "|x(4) − x(0)|", same-width digits)
    // must not relayout the window (at slider speed a relayout costs more than the repaint); a
    // move that adds a digit may, and then every text must still fit.
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<bool>("sameRoom");
    QTest::newRow("3 to 4") << 3 << 4 << true;
    QTest::newRow("5 to 8") << 5 << 8 << true; // both beyond the sentence: the note keeps its room
    QTest::newRow("4 to 5") << 4 << 5 << false; // the note under the sentence appears
    QTest::newRow("12 to 31") << 12 << 31 << true;
    QTest::newRow("9 to 10") << 9 << 10 << false;
    QTest::newRow("10 to 1") << 10 << 1 << false;
}

void TestMainWindow::sliderMoveKeepsLayout()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(bool, sameRoom);
    LessonState state;
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    state.setComparison(from);
    LayoutRequestCounter counter;
    window.installEventFilter(&counter);
    for (QWidget *child : window.findChildren<QWidget *>())
        child->installEventFilter(&counter);
    // The layout settles: a quiet 50 ms (slow builds, e.g. with sanitizers, take longer).
    for (int k = 0; k < 100; ++k) {
        counter.count = 0;
        QTest::qWait(50);
        if (counter.count == 0)
            break;
    }
    QCOMPARE(counter.count, 0);
    window.comparisonSlider()->setValue(to);
    QTest::qWait(50);
    QCOMPARE(state.comparison(), qint64(to));
    if (sameRoom)
        QCOMPARE(counter.count, 0);
    // The texts that follow q show it in full.
    auto *title = window.findChild<QLabel *>(QStringLiteral("normTitle"));
    QVERIFY(title);
    QVERIFY(title->text().contains(QStringLiteral("x(%1)").arg(to)));
    QVERIFY(title->width() >= title->sizeHint().width());
    for (QWidget *value : window.normPanel()->focusWidgets())
        QVERIFY(value->width() >= value->sizeHint().width());
    TokenStrip *strip = window.findChild<TokenStrip *>();
    QVERIFY(strip);
    QVERIFY(strip->width() >= strip->sizeHint().width());
}

void TestMainWindow::presentationFitsSmallScreens_data()
{
    // A classroom projector of 1280 x 800: in presentation mode (larger text) the window's
    // minimum width must still fit, in both languages (it was 1303 pixels in English: the pair
    // charts' legend and the heat map's hint did not wrap).
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestMainWindow::presentationFitsSmallScreens()
{
    QFETCH(QString, language);
    QVERIFY(language::install(language));
    LessonState state;
    MainWindow window(&state);
    window.setPresentation(true);
    QCoreApplication::processEvents();
    const int minimum = window.minimumSizeHint().width();
    window.setPresentation(false);
    QVERIFY(language::install(QStringLiteral("en")));
    QVERIFY2(minimum <= 1280, qPrintable(QString::number(minimum)));
}

void TestMainWindow::encodingSwitch()
{
    LessonState state;
    MainWindow window(&state);
    QCheckBox *box = window.encodingSwitch();
    QVERIFY(box);
    QVERIFY(box->isChecked());
    box->setChecked(false);
    QVERIFY(!state.encodingOn());
    const QModelIndex xq = window.tableModel()->index(0, EncodingTableModel::InputQColumn);
    QCOMPARE(xq.data().toString(), QStringLiteral("e\u2080 + 0"));
    // Both results stay side by side.
    QCOMPARE(window.normPanel()->onText(), QStringLiteral("2.017479"));
    QCOMPARE(window.normPanel()->offText(), QStringLiteral("0.000000"));
}

void TestMainWindow::presetButtons_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("norm");
    QTest::newRow("fast pair") << "fast-pair" << 6 << QStringLiteral("0.657741");
    QTest::newRow("lesson") << "lesson-default" << 3 << QStringLiteral("2.017479");
}

void TestMainWindow::presetButtons()
{
    QFETCH(QString, id);
    QFETCH(int, q);
    QFETCH(QString, norm);
    LessonState state;
    state.setComparison(17);
    MainWindow window(&state);
    QPushButton *button = nullptr;
    for (QPushButton *candidate : window.findChildren<QPushButton *>())
        if (candidate->property("presetId").toString() == id)
            button = candidate;
    QVERIFY(button);
    QVERIFY(!button->text().isEmpty());
    button->click();
    QCOMPARE(window.comparisonSlider()->value(), q);
    QCOMPARE(window.normPanel()->onText(), norm);
}

void TestMainWindow::tokenStrip_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<QStringList>("chips");
    const QString dot = QStringLiteral(" \u00B7 ");
    QTest::newRow("q=3") << 3
                         << QStringList {QStringLiteral("the") + dot + QStringLiteral("p = 0"),
                                         QStringLiteral("\u22EF") + dot
                                             + QStringLiteral("2 tokens between"),
                                         QStringLiteral("the") + dot + QStringLiteral("q = 3")};
    QTest::newRow("q=1") << 1
                         << QStringList {QStringLiteral("the") + dot + QStringLiteral("p = 0"),
                                         QStringLiteral("the") + dot + QStringLiteral("q = 1")};
    // The largest q: 2^31 − 2 tokens between (the count once stopped at 2^30).
    QTest::newRow("q=2^31-1") << 2147483647
                              << QStringList {QStringLiteral("the") + dot + QStringLiteral("p = 0"),
                                              QStringLiteral("\u22EF") + dot
                                                  + QStringLiteral("2147483646 tokens between"),
                                              QStringLiteral("the") + dot
                                                  + QStringLiteral("q = 2147483647")};
}

void TestMainWindow::tokenStrip()
{
    QFETCH(int, q);
    QFETCH(QStringList, chips);
    LessonState state;
    MainWindow window(&state);
    state.setComparison(q);
    QCOMPARE(window.tokenStrip()->chipTexts(), chips);
}

void TestMainWindow::rendersSomething()
{
    LessonState state;
    MainWindow window(&state);
    const QImage image = imageexport::renderWidget(&window, QSize(1280, 800));
    QCOMPARE(image.size(), QSize(1280, 800));
    QVERIFY(imageexport::hasContent(image));
}

void TestMainWindow::lessonStepHighlightsTable_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<int>>("pairs");
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("1 embedding") << "embedding-alone" << QList<int> {}
                                 << QList<int> {EncodingTableModel::InputPColumn,
                                                EncodingTableModel::InputQColumn};
    QTest::newRow("2 first pair") << "first-pair" << QList<int> {0} << QList<int> {};
    QTest::newRow("4 full table") << "full-table" << QList<int> {2, 3} << QList<int> {};
    QTest::newRow("6 subtraction")
        << "subtraction" << QList<int> {} << QList<int> {EncodingTableModel::DifferenceColumn};
}

// The lesson panel's step lights up its rows and columns in the window's table.
void TestMainWindow::lessonStepHighlightsTable()
{
    QFETCH(QString, id);
    QFETCH(QList<int>, pairs);
    QFETCH(QList<int>, columns);
    LessonState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showLessonPanel(true);
    Walkthrough *walkthrough = window.walkthrough();
    int index = -1;
    for (int k = 0; k < walkthrough->count(); ++k)
        if (walkthrough->step(k).id == id)
            index = k;
    QVERIFY(index >= 0);
    walkthrough->setCurrent(index);
    QCOMPARE(window.tableModel()->highlightedPairs(), pairs);
    QCOMPARE(window.tableModel()->highlightedColumns(), columns);
    if (!pairs.isEmpty()) {
        const QModelIndex cell
            = window.tableModel()->index(2 * pairs.first(), EncodingTableModel::PositionColumn);
        QVERIFY(cell.data(Qt::BackgroundRole).isValid());
    }
    if (!columns.isEmpty())
        QVERIFY(window.tableModel()->index(0, columns.first()).data(Qt::BackgroundRole).isValid());
    window.showLessonPanel(false); // the highlight goes with the panel
    QVERIFY(window.tableModel()->highlightedPairs().isEmpty());
    QVERIFY(window.tableModel()->highlightedColumns().isEmpty());
}

void TestMainWindow::lessonStepShowsItsView()
{
    LessonState state;
    MainWindow window(&state);
    Walkthrough *walkthrough = window.walkthrough();
    // Every step of every lesson (lessonregistry).
    for (const lessonregistry::Lesson &lesson : lessonregistry::lessons()) {
        QVERIFY(walkthrough->setLesson(QLatin1String(lesson.id)));
        for (int k = 0; k < walkthrough->count(); ++k) {
            const LessonStep &step = walkthrough->step(k);
            walkthrough->setCurrent(k);
            QVERIFY2(window.viewById(step.viewId), qPrintable(step.id));
            QCOMPARE(window.views()->currentWidget(), window.viewById(step.viewId));
            // A step that names a page of its view opens it (the RoPE view's Layouts page ...).
            if (!step.pageId.isEmpty()) {
                auto *paged = dynamic_cast<PagedView *>(window.currentView());
                QVERIFY2(paged, qPrintable(step.id));
                // A training step names its preset (trainingpresets), which opens the preset's
                // page.
                const TrainingPreset *preset = trainingpresets::find(step.pageId);
                QCOMPARE(paged->currentPageId(), preset ? preset->page : step.pageId);
            }
        }
    }
    // The page goes with the step: from the RoPE lesson's Layouts step to the next step and back.
    QVERIFY(walkthrough->setLesson(QStringLiteral("rope")));
    int layoutsStep = -1;
    for (int k = 0; k < walkthrough->count(); ++k)
        if (walkthrough->step(k).pageId == QLatin1String("layouts"))
            layoutsStep = k;
    QVERIFY(layoutsStep >= 0);
    auto *rope = dynamic_cast<PagedView *>(window.viewById(QStringLiteral("rope")));
    QVERIFY(rope);
    QVERIFY(rope->showPage(QStringLiteral("rotation")));
    walkthrough->setCurrent(layoutsStep);
    QCOMPARE(rope->currentPageId(), QStringLiteral("layouts"));
    QVERIFY(!rope->showPage(QStringLiteral("no such page")));
    QCOMPARE(rope->currentPageId(), QStringLiteral("layouts"));
}

// Lesson > Guided lessons and the start button's menu list every lesson; choosing one opens the
// panel at its first step with its title, and the menu checks the chosen lesson.
void TestMainWindow::lessonMenus()
{
    LessonState state;
    QVERIFY(state.setWidth(16));
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QAction *> entries = window.lessonsMenu()->actions();
    QCOMPARE(entries.size(), lessonregistry::lessons().size());
    QCOMPARE(entries.at(1)->data().toString(), QStringLiteral("context"));
    QCOMPARE(entries.at(1)->text(), QStringLiteral("&2 Long context"));
    QVERIFY(entries.at(0)->isChecked());
    entries.at(1)->trigger();
    QVERIFY(window.walkthroughPanel()->isVisible());
    QCOMPARE(window.walkthrough()->lessonId(), QStringLiteral("context"));
    QCOMPARE(window.walkthrough()->current(), 0);
    QCOMPARE(window.walkthroughPanel()->lessonTitleText(), QStringLiteral("Long context"));
    QVERIFY(entries.at(1)->isChecked());
    QVERIFY(!entries.at(0)->isChecked());
    QCOMPARE(state.width(), 128);
    QCOMPARE(window.walkthrough()->savedParameters().d, 16);
    // Alt+Right from anywhere moves in the chosen lesson.
    QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(window.walkthrough()->current(), 1);
    // The start button: a menu of the same lessons.
    QMenu *startMenu = window.findChild<QPushButton *>(QStringLiteral("startLessonButton"))->menu();
    QVERIFY(startMenu);
    QCOMPARE(startMenu->actions().size(), lessonregistry::lessons().size());
    startMenu->actions().at(0)->trigger();
    QCOMPARE(window.walkthrough()->lessonId(), QStringLiteral("encoding"));
    QCOMPARE(window.walkthrough()->current(), 0);
    QCOMPARE(state.width(), 8);
    QVERIFY(!window.startLesson(QStringLiteral("nothing")));
}

// A context-extension method is said in the parameter panel's formula, wherever the student is.
void TestMainWindow::methodInFormula()
{
    LessonState state;
    MainWindow window(&state);
    auto *panel = window.findChild<ParameterPanel *>();
    QVERIFY(panel);
    QVERIFY(!panel->formulaText().contains(QStringLiteral("scaled")));
    QVERIFY(state.setContextMethod(pe::ContextMethod::PositionInterpolation));
    QVERIFY(
        panel->formulaText().contains(QStringLiteral("scaled: position interpolation, ωᵢ / 4")));
    QVERIFY(state.setWidth(128));
    QVERIFY(state.setContextMethod(pe::ContextMethod::NtkAware));
    QVERIFY(panel->formulaText().contains(QStringLiteral("base′ = 40889.942432")));
    state.reset();
    QVERIFY(!panel->formulaText().contains(QStringLiteral("scaled")));
}

void TestMainWindow::languageSwitch()
{
    QVERIFY(language::install(QStringLiteral("en")));
    LessonState state;
    MainWindow window(&state);
    window.walkthrough()->setCurrent(1);
    const auto snapshot = [&window] {
        return QStringList {window.tableModel()
                                ->headerData(EncodingTableModel::ComponentColumn, Qt::Horizontal)
                                .toString(),
                            window.views()->tabText(0), window.walkthroughPanel()->titleText(),
                            window.walkthroughPanel()->bodyText(), window.windowTitle()};
    };
    const QStringList english = snapshot();
    QCOMPARE(english.at(0), QStringLiteral("Component"));

    QVERIFY(language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QStringList chinese = snapshot();
    QCOMPARE(chinese.at(0), QString::fromUtf8("分量"));
    QCOMPARE(chinese.at(1), QString::fromUtf8("表格"));
    QCOMPARE(chinese.at(2), QString::fromUtf8("第一对：分母一"));
    QVERIFY(chinese.at(3).contains(QStringLiteral("0.141120")));
    for (int k = 0; k < english.size(); ++k)
        QVERIFY2(chinese.at(k) != english.at(k), qPrintable(english.at(k)));

    QVERIFY(language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(snapshot(), english);
}

void TestMainWindow::sentenceSaysWhenBeyond_data()
{
    // The sentence has 5 words, slots 0 to 4.
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("said"); // empty: the note is hidden
    const QString sentence;
    QTest::newRow("both inside") << qint64(0) << qint64(3) << "en" << sentence;
    QTest::newRow("q on the last word") << qint64(0) << qint64(4) << "en" << sentence;
    QTest::newRow("q = 5 just beyond")
        << qint64(0) << qint64(5) << "en"
        << QStringLiteral("q = 5 lies beyond the 5-word sentence: the same word is imagined "
                          "in slot 5.");
    QTest::newRow("q = 32, the slider's end")
        << qint64(0) << qint64(32) << "en"
        << QStringLiteral("q = 32 lies beyond the 5-word sentence: the same word is "
                          "imagined in slot 32.");
    QTest::newRow("q = 2^31 - 1")
        << qint64(1) << qint64(2147483647) << "en"
        << QStringLiteral("q = 2147483647 lies beyond the 5-word sentence: the same word "
                          "is imagined in slot 2147483647.");
    QTest::newRow("p beyond") << qint64(9) << qint64(3) << "en"
                              << QStringLiteral(
                                     "p = 9 lies beyond the 5-word sentence: the same word is "
                                     "imagined in slot 9.");
    QTest::newRow("both beyond")
        << qint64(7) << qint64(32) << "en"
        << QStringLiteral("p = 7 and q = 32 lie beyond the 5-word sentence: the same word "
                          "is imagined in those slots.");
    QTest::newRow("zh q = 32") << qint64(0) << qint64(32) << "zh_CN"
                               << QStringLiteral(
                                      "q = 32 超出了这个 5 个词的句子：设想同一个词出现在"
                                      "槽位 32。");
}

void TestMainWindow::sentenceSaysWhenBeyond()
{
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(QString, lang);
    QFETCH(QString, said);
    QVERIFY(language::install(lang));
    LessonState state;
    MainWindow window(&state);
    QVERIFY(state.setPosition(p));
    QVERIFY(state.setComparison(q));
    const QString text
        = window.sentenceNote()->isHidden() ? QString() : window.sentenceNote()->text();
    QVERIFY(window.sentenceLabel()->text().contains(QStringLiteral("the cat saw the dog")));
    // The whole note fits its label, in presentation mode too (larger text).
    for (const bool presentation : {false, true}) {
        window.setPresentation(presentation);
        QCoreApplication::processEvents(); // font changes reach the widgets as posted events
        QVERIFY(window.sentenceNote()->width() >= window.sentenceNote()->sizeHint().width());
    }
    window.setPresentation(false);
    QVERIFY(language::install(QStringLiteral("en")));
    QCOMPARE(text, said);
}

void TestMainWindow::arrangementFollowsWidth_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("compact");
    QTest::newRow("1024") << 1024 << true;
    QTest::newRow("1280") << 1280 << true;
    QTest::newRow("1399") << 1399 << true;
    QTest::newRow("1400") << MainWindow::compactWidth << false;
    QTest::newRow("1900") << 1900 << false;
}

// Below compactWidth the controls are a bar in the header (with the sentence, the presets as
// one menu), at or above it a column beside the views; the views and the current view stay.
void TestMainWindow::arrangementFollowsWidth()
{
    QFETCH(int, width);
    QFETCH(bool, compact);
    LessonState state;
    MainWindow window(&state);
    window.showViewById(QStringLiteral("pairs"));
    // The window stays hidden (a shown one would be held to the test screen's 800 pixels): its
    // resize events, which Qt keeps for the first show, are sent at once.
    const auto resize = [&window](int w) {
        const QSize old = window.size();
        window.resize(w, 760);
        QResizeEvent event(window.size(), old);
        QCoreApplication::sendEvent(&window, &event);
    };
    resize(width);
    QCOMPARE(window.isCompact(), compact);
    ParameterPanel *panel = window.parameterPanel();
    QCOMPARE(panel->isCompact(), compact);
    QCOMPARE(panel->presetsMenuButton()->isHidden(), !compact);
    QCOMPARE(panel->presetButtons().first()->isHidden(), compact);
    // The sentence leads the bar, or has its own row above the column.
    QCOMPARE(window.tokenStrip()->parentWidget() == panel, compact);
    QCOMPARE(window.currentView(), window.viewById(QStringLiteral("pairs")));
    // (The window's own chain lists shown controls only; this window is never shown.)
    QCOMPARE(panel->focusChain().first(), window.encodingSwitch());
    // And back: the other arrangement, then this one again, nothing lost.
    resize(compact ? 1600 : 1100);
    QCOMPARE(window.isCompact(), !compact);
    resize(width);
    QCOMPARE(window.isCompact(), compact);
    QCOMPARE(panel->focusChain().size(),
             compact ? 10 : 9 + static_cast<int>(LessonState::presets().size()));
    QCOMPARE(window.currentView(), window.viewById(QStringLiteral("pairs")));
}

void TestMainWindow::stepAndFigureShowTheirPair_data()
{
    QTest::addColumn<QString>("how"); // "step <id>" or "figure <name>"
    QTest::addColumn<int>("pair");
    QTest::newRow("step: the first pair") << "step first-pair" << 0;
    QTest::newRow("step: rotation") << "step rotation" << 0;
    QTest::newRow("figure circle-2") << "figure circle-2" << 2;
    QTest::newRow("figure circle-0") << "figure circle-0" << 0;
}

// The unit circle shows the pair a lesson step speaks of, or the pair a figure was made of,
// whatever pair the student had chosen (it showed pair 2 under "The first pair" once).
void TestMainWindow::stepAndFigureShowTheirPair()
{
    QFETCH(QString, how);
    QFETCH(int, pair);
    LessonState state;
    MainWindow window(&state);
    auto *circles = qobject_cast<UnitCirclesView *>(window.viewById(QStringLiteral("circles")));
    QVERIFY(circles);
    QVERIFY(window.showViewById(QStringLiteral("circles")));
    circles->pairSpinBox()->setValue(pair == 2 ? 1 : 3); // the student's own choice
    QCOMPARE(circles->pairSpinBox()->intValue(), pair == 2 ? 1 : 3);
    const QString what = how.section(QLatin1Char(' '), 1);
    if (how.startsWith(QLatin1String("step"))) {
        window.showLessonPanel(true);
        Walkthrough *walkthrough = window.walkthrough();
        int index = -1;
        for (int k = 0; k < walkthrough->count(); ++k)
            if (walkthrough->step(k).id == what)
                index = k;
        QVERIFY(index >= 0);
        walkthrough->setCurrent(index);
    } else {
        QVERIFY(window.showFigureView(what));
    }
    QCOMPARE(window.currentView(), static_cast<QWidget *>(circles));
    QCOMPARE(circles->pairSpinBox()->intValue(), pair);
}

// The Training view reads none of the lesson's parameters: while it is shown, the sentence, the
// parameters and the animation's bar are hidden (the view takes their room); any other view
// brings them back.
void TestMainWindow::trainingTakesTheParametersRoom()
{
    LessonState state;
    MainWindow window(&state);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *header = window.findChild<QDockWidget *>(QStringLiteral("headerDock"));
    QVERIFY(header);
    const auto shown = [&] {
        QCoreApplication::processEvents(); // the layout follows the tab when the loop comes round
        return QList<bool> {header->isVisible(), window.parameterPanel()->isVisible(),
                            window.findChild<TransportBar *>()->isVisible()};
    };
    QCOMPARE(shown(), (QList<bool> {true, true, true}));
    auto *views = window.findChild<ViewNavigator *>();
    QVERIFY(views);
    const int withParameters = views->height();
    QVERIFY(window.showViewById(QStringLiteral("training")));
    QCOMPARE(shown(), (QList<bool> {false, false, false}));
    QTRY_VERIFY(views->height() > withParameters);
    QVERIFY(window.showViewById(QStringLiteral("pairs")));
    QCOMPARE(shown(), (QList<bool> {true, true, true}));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
