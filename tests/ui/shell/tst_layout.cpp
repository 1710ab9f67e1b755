// The layout test of issue 11: for every view of the catalogue and every lesson step, in both
// languages, in normal and presentation mode, with the lesson panel open and closed, the window
// lies inside the screen and nothing in it is cut, elided or covered:
// - no Qt widget's text is cut or elided (labels, buttons, check boxes, group box titles, tab
//   texts, header sections, the table's cells, the menu bar, line edits, the lesson text);
// - for every widget that draws its own text (TextBoxSource): no two text boxes overlap, none
//   leaves the widget, none is elided, none covers a data mark;
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

// "(x, y) w x h" of a text box, for the test's messages.
QString rectText(const QRectF &r)
{
    return QStringLiteral("(%1, %2) %3 x %4")
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

} // namespace

namespace {

// One rectangle short of another by more than rounding (logical pixels).
constexpr int slack = 1;

QString textOf(const QString &text)
{
    QString plain = text;
    plain.remove(QLatin1Char('&'));
    return plain.simplified();
}

QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
        text = box->title();
    text = textOf(text);
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.left(40));
    return name;
}

// The widget's rectangle in window coordinates, cut to its ancestors' rectangles; false when an
// ancestor scrolls its content (the viewport of a scroll area other than the window's own
// content area): being partly outside a scrolled viewport is scrolling, not cutting.
bool clippedRect(const QWidget *widget, const QWidget *window, const QWidget *contentViewport,
                 QRect *visible)
{
    QRect rect(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget *parent = widget->parentWidget(); parent && parent != window;
         parent = parent->parentWidget()) {
        const auto *area = qobject_cast<const QAbstractScrollArea *>(parent->parentWidget());
        if (area && area->viewport() == parent && parent != contentViewport)
            return false;
        rect &= QRect(parent->mapTo(window, QPoint(0, 0)), parent->size());
    }
    *visible = rect & window->rect();
    return true;
}

// Every text a Qt widget shows must fit the room it has; views drawing their own text report
// their boxes (TextBoxSource). Appends one line per problem.
void checkWidgetTexts(QWidget *root, const QWidget *contentViewport, QStringList *problems)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisibleTo(root) || widget->width() <= 0 || widget->height() <= 0)
            continue;
        const QString name = describe(widget);
        const QFontMetrics fm(widget->font());

        // Cut by an ancestor (a label half outside its group box, a button off the window).
        QRect visible;
        const bool shown = clippedRect(widget, root, contentViewport, &visible);
        const QRect whole(widget->mapTo(root, QPoint(0, 0)), widget->size());
        const bool textWidget = qobject_cast<QLabel *>(widget)
            || qobject_cast<QAbstractButton *>(widget) || qobject_cast<QGroupBox *>(widget)
            || qobject_cast<QTabBar *>(widget) || qobject_cast<QComboBox *>(widget)
            || qobject_cast<QAbstractSpinBox *>(widget);
        if (shown && textWidget && visible != whole
            && !(qobject_cast<QAbstractButton *>(widget)
                 && textOf(qobject_cast<QAbstractButton *>(widget)->text()).isEmpty()))
            problems->append(QStringLiteral("%1 is cut by its parent: shows %2 x %3 of %4 x %5")
                                 .arg(name)
                                 .arg(visible.width())
                                 .arg(visible.height())
                                 .arg(whole.width())
                                 .arg(whole.height()));

        if (auto *label = qobject_cast<QLabel *>(widget)) {
            const QString text = textOf(label->text());
            if (text.isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->wordWrap()) {
                const int needed = label->heightForWidth(label->width());
                if (label->height() + slack < needed)
                    problems->append(QStringLiteral("%1 is cut: %2 px high, needs %3")
                                         .arg(name)
                                         .arg(label->height())
                                         .arg(needed));
            } else {
                const QSize needed = label->sizeHint();
                if (label->width() + slack < needed.width()
                    || label->height() + slack < needed.height())
                    problems->append(QStringLiteral("%1 is cut: %2 x %3, needs %4 x %5")
                                         .arg(name)
                                         .arg(label->width())
                                         .arg(label->height())
                                         .arg(needed.width())
                                         .arg(needed.height()));
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            const QString text = textOf(button->text());
            if (text.isEmpty() || qobject_cast<QTabBar *>(button->parentWidget()))
                continue;
            const QSize needed = button->sizeHint();
            if (button->width() + slack < needed.width())
                problems->append(QStringLiteral("%1 is cut: %2 px wide, needs %3")
                                     .arg(name)
                                     .arg(button->width())
                                     .arg(needed.width()));
        } else if (auto *box = qobject_cast<QGroupBox *>(widget)) {
            const QString title = textOf(box->title());
            if (title.isEmpty())
                continue;
            QStyleOptionGroupBox option;
            option.initFrom(box);
            option.text = box->title();
            option.subControls = QStyle::SC_GroupBoxLabel;
            option.textAlignment = box->alignment();
            option.lineWidth = 1;
            const QRect titleRect = box->style()->subControlRect(QStyle::CC_GroupBox, &option,
                                                                 QStyle::SC_GroupBoxLabel, box);
            if (titleRect.right() > box->width() + slack
                || box->width() < fm.horizontalAdvance(title))
                problems->append(QStringLiteral("%1: the title is cut").arg(name));
        } else if (auto *bar = qobject_cast<QTabBar *>(widget)) {
            const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
            const QFontMetrics barMetrics(bar->font());
            for (int k = 0; k < bar->count(); ++k) {
                const QString text = textOf(bar->tabText(k));
                const QRect tab = bar->tabRect(k);
                const int needed = barMetrics.horizontalAdvance(text) + space;
                if (tab.left() < -slack || tab.right() > bar->width() + slack)
                    problems->append(QStringLiteral("%1: tab \"%2\" lies outside the bar "
                                                    "(%3..%4 of %5 px): the tabs do not fit")
                                         .arg(name, text)
                                         .arg(tab.left())
                                         .arg(tab.right())
                                         .arg(bar->width()));
                else if (tab.width() + slack < needed)
                    problems->append(QStringLiteral("%1: tab \"%2\" is elided: %3 px, needs %4")
                                         .arg(name, text)
                                         .arg(tab.width())
                                         .arg(needed));
            }
        } else if (auto *header = qobject_cast<QHeaderView *>(widget)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            const int margin
                = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            const QFontMetrics headerMetrics(header->font());
            for (int k = 0; k < header->count(); ++k) {
                if (header->isSectionHidden(k))
                    continue;
                const QString text = header->model()->headerData(k, Qt::Horizontal).toString();
                // A header of several lines (the lab's narrow headers) needs its widest line.
                int widest = 0;
                for (const QString &line : text.split(QLatin1Char('\n')))
                    widest = qMax(widest, headerMetrics.horizontalAdvance(line));
                const int needed = widest + 2 * margin;
                if (header->sectionSize(k) + slack < needed)
                    problems->append(QStringLiteral("%1: section \"%2\" is cut: %3 px, needs %4")
                                         .arg(name, text)
                                         .arg(header->sectionSize(k))
                                         .arg(needed));
            }
        } else if (auto *table = qobject_cast<QTableView *>(widget)) {
            const QAbstractItemModel *model = table->model();
            if (!model)
                continue;
            const int margin
                = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
            const QFontMetrics cellMetrics(table->font());
            const int rows = qMin(model->rowCount(), 64);
            for (int column = 0; column < model->columnCount(); ++column) {
                if (table->isColumnHidden(column))
                    continue;
                const int room = table->columnWidth(column) - 2 * margin;
                for (int row = 0; row < rows; ++row) {
                    const QString text = model->index(row, column).data().toString();
                    if (text.isEmpty())
                        continue;
                    // A table that wraps its cells' words needs the wrapped lines' height, one
                    // that does not needs the text's width.
                    const QRect wrapped = cellMetrics.boundingRect(
                        QRect(0, 0, qMax(1, room), 100000), Qt::TextWordWrap, text);
                    const bool fits = table->wordWrap()
                        ? wrapped.width() <= room + slack
                            && wrapped.height() <= table->rowHeight(row) + slack
                        : cellMetrics.horizontalAdvance(text) <= room + slack;
                    if (!fits) {
                        problems->append(QStringLiteral("%1: cell (%2, %3) cuts \"%4\": %5 x %6 "
                                                        "px, needs %7 x %8")
                                             .arg(name)
                                             .arg(row)
                                             .arg(column)
                                             .arg(text.left(40))
                                             .arg(room)
                                             .arg(table->rowHeight(row))
                                             .arg(table->wordWrap()
                                                      ? wrapped.width()
                                                      : cellMetrics.horizontalAdvance(text))
                                             .arg(wrapped.height()));
                        break; // one cut cell per column is enough to tell
                    }
                }
            }
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            option.currentText = combo->currentText();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                               QStyle::SC_ComboBoxEditField, combo);
            const int needed = fm.horizontalAdvance(combo->currentText());
            if (field.width() + slack < needed)
                problems->append(QStringLiteral("%1 \"%2\" is cut: %3 px, needs %4")
                                     .arg(name, combo->currentText())
                                     .arg(field.width())
                                     .arg(needed));
        } else if (auto *edit = qobject_cast<QLineEdit *>(widget)) {
            const QString text = edit->displayText();
            const QMargins margins = edit->textMargins();
            const int room = edit->contentsRect().width() - margins.left() - margins.right() - 4;
            const int needed = QFontMetrics(edit->font()).horizontalAdvance(text);
            if (!text.isEmpty() && room + slack < needed)
                problems->append(QStringLiteral("%1 \"%2\" is cut: %3 px, needs %4")
                                     .arg(name, text)
                                     .arg(room)
                                     .arg(needed));
        } else if (auto *document = qobject_cast<QTextEdit *>(widget)) {
            // Text wrapped at word boundaries: a word wider than the box would need a
            // horizontal scroll bar.
            if (document->horizontalScrollBar()->maximum() > 0)
                problems->append(
                    QStringLiteral("%1: a word is wider than the text box (%2 px to scroll)")
                        .arg(name)
                        .arg(document->horizontalScrollBar()->maximum()));
            // No line ends inside a word or a number ("compu|ted", "0.|295520"): a line ends
            // at a space, or between characters that may part (ideographs, punctuation).
            const auto wordChar
                = [](QChar c) { return c.isLetterOrNumber() && c.script() != QChar::Script_Han; };
            for (QTextBlock block = document->document()->begin(); block.isValid();
                 block = block.next()) {
                const QTextLayout *layout = block.layout();
                const QString text = block.text();
                for (int line = 1; layout && line < layout->lineCount(); ++line) {
                    const int at = layout->lineAt(line).textStart();
                    if (at <= 0 || at >= text.size())
                        continue;
                    QChar before = text.at(at - 1);
                    const QChar after = text.at(at);
                    const bool numberPoint = before == QLatin1Char('.') && at >= 2
                        && text.at(at - 2).isDigit() && after.isDigit();
                    if ((wordChar(before) && wordChar(after)) || numberPoint)
                        problems->append(QStringLiteral("%1: a line breaks inside \"%2|%3\"")
                                             .arg(name, text.mid(qMax(0, at - 8), qMin(8, at)),
                                                  text.mid(at, 8)));
                }
            }
        } else if (auto *menuBar = qobject_cast<QMenuBar *>(widget)) {
            for (QAction *action : menuBar->actions()) {
                const QRect item = menuBar->actionGeometry(action);
                if (action->isVisible() && (item.isEmpty() || item.right() > menuBar->width()))
                    problems->append(QStringLiteral("%1: menu \"%2\" does not fit")
                                         .arg(name, textOf(action->text())));
            }
        }

        // Views that draw their own text.
        if (const auto *source = qobject_cast<TextBoxSource *>(widget)) {
            const QList<TextBox> boxes = source->textBoxes();
            const QList<DataMark> marks = source->dataMarks();
            const QRectF bounds = QRectF(widget->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
            for (qsizetype a = 0; a < boxes.size(); ++a) {
                const TextBox &box = boxes[a];
                if (box.elided)
                    problems->append(QStringLiteral("%1: \"%2\" is elided").arg(name, box.text));
                if (!bounds.contains(box.rect))
                    problems->append(
                        QStringLiteral("%1: \"%2\" leaves the view").arg(name, box.text));
                for (qsizetype b = a + 1; b < boxes.size(); ++b) {
                    const QRectF overlap = box.rect & boxes[b].rect;
                    if (overlap.width() > slack && overlap.height() > slack)
                        problems->append(QStringLiteral("%1: \"%2\" %4 overlaps \"%3\" %5")
                                             .arg(name, box.text, boxes[b].text, rectText(box.rect),
                                                  rectText(boxes[b].rect)));
                }
                for (const DataMark &mark : marks) {
                    const QRectF overlap = box.rect & mark.rect;
                    if (overlap.width() > slack && overlap.height() > slack)
                        problems->append(
                            QStringLiteral("%1: \"%2\" covers %3").arg(name, box.text, mark.name));
                }
            }
        }
    }
}

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
    /// which issue 11 point 2 fixes in the views (remove the entry when it passes: XPASS).

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
