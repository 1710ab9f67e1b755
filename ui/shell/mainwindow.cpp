#include "mainwindow.h"

#include "aboutbox.h"
#include "animationactions.h"
#include "appearance.h"
#include "checkerview.h"
#include "classactions.h"
#include "classroomstyle.h"
#include "docktitlebar.h"
#include "encodingtablemodel.h"
#include "exerciseactions.h"
#include "exercisepanel.h"
#include "exportactions.h"
#include "fittedscrollarea.h"
#include "flowlayout.h"
#include "focusorder.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonactions.h"
#include "lessonkeys.h"
#include "lessonregistry.h"
#include "lessonstate.h"
#include "manualwindow.h"
#include "normpanel.h"
#include "noticebar.h"
#include "numberfield.h"
#include "pagedview.h"
#include "pairview.h"
#include "panelscrollarea.h"
#include "parameterpanel.h"
#include "presentationlayout.h"
#include "screenkeeper.h"
#include "shrinkablecontent.h"
#include "steadylabel.h"
#include "tablepage.h"
#include "tokenstrip.h"
#include "trainingview.h"
#include "transientnote.h"
#include "transportbar.h"
#include "viewactions.h"
#include "viewcatalogue.h"
#include "viewnavigator.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAbstractItemView>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>

MainWindow::MainWindow(LessonState *state, QWidget *parent) : QMainWindow(parent), m_state(state)
{
    m_screenKeeper = new ScreenKeeper(this);
    ClassroomStyle::install(); // main() does it first; a window built elsewhere (tests) too
    setWindowIcon(QIcon(QStringLiteral(":/icons/pe-visualiser.svg")));
    // The content sits in a scroll area that scrolls only when the content cannot shrink to the
    // window (the window itself never grows beyond the screen).
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("contentScrollArea"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFocusPolicy(Qt::NoFocus); // a frame for the content, not a control
    auto *central = new ShrinkableContent(m_scroll);
    central->setObjectName(QStringLiteral("content"));
    m_outer = new QVBoxLayout(central);
    // Non-modal notices over everything else: a missing Chinese font, the lesson left.
    m_fontNotice = new NoticeBar(central);
    m_fontNotice->setObjectName(QStringLiteral("fontNotice"));
    m_outer->addWidget(m_fontNotice);
    m_lessonNotice = new NoticeBar(central);
    m_lessonNotice->setObjectName(QStringLiteral("lessonNotice"));
    m_outer->addWidget(m_lessonNotice);

    // The header: the sentence and, in the compact arrangement, the controls as a bar. It is a
    // dock of the top area, which spans the window's width above the lesson panel too.
    // It scrolls only when a very large font would make it taller than half the window.
    auto *headerArea = new FittedScrollArea(this);
    headerArea->setObjectName(QStringLiteral("headerArea"));
    m_header = new QWidget(headerArea);
    m_header->setObjectName(QStringLiteral("header"));
    m_headerLayout = new QVBoxLayout(m_header);
    m_headerLayout->setContentsMargins(9, 6, 9, 0);
    // The sentence and its tokens on one row (two with a very large font).
    // In the compact arrangement they lead the controls' bar instead (arrange()).
    m_sentenceRow = new FlowLayout(nullptr, 16, 2);
    m_sentenceLabel = new QLabel(m_header);
    m_tokenStrip = new TokenStrip(m_state, m_header);
    m_headerLayout->addLayout(m_sentenceRow);
    m_sentenceRow->addWidget(m_sentenceLabel);
    m_sentenceRow->addWidget(m_tokenStrip);
    // Only while p or q lies beyond the sentence: beside the tokens in the wide arrangement (the
    // row has room, so the header keeps its height when q crosses the sentence's end during an
    // animation), under the bar the sentence leads in the compact one (arrange()). A steady
    // label: a move of q within the same number of digits does not relayout the window.
    m_sentenceNote = new QLabel(m_header);
    m_sentenceNote->setObjectName(QStringLiteral("sentenceNote"));
    m_sentenceNote->hide();
    m_sentenceRow->addWidget(m_sentenceNote);
    m_headerDock = new QDockWidget(this);
    m_headerDock->setObjectName(QStringLiteral("headerDock"));
    m_headerDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_headerDock->setAllowedAreas(Qt::TopDockWidgetArea);
    // No title bar: an empty title widget. It needs a layout of its own, so that its size hint
    // is 0 x 0 (a widget without one hints -1, which the dock would take from the header).
    auto *noTitle = new QWidget(m_headerDock);
    (new QHBoxLayout(noTitle))->setContentsMargins(0, 0, 0, 0);
    m_headerDock->setTitleBarWidget(noTitle);
    headerArea->setWidget(m_header);
    m_headerDock->setWidget(headerArea);
    setCorner(Qt::TopLeftCorner, Qt::TopDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::TopDockWidgetArea);
    addDockWidget(Qt::TopDockWidgetArea, m_headerDock);

    // Wide: the controls column left of the views. Compact: the controls as a bar under the
    // sentence (arrange()).
    m_body = new QHBoxLayout;
    m_parameters = new ParameterPanel(m_state, central);
    connect(m_parameters, &ParameterPanel::startLessonRequested, this, &MainWindow::startLesson);
    m_body->addWidget(m_parameters, 0);

    m_views = new ViewNavigator(central);
    for (const viewcatalogue::Family &family : viewcatalogue::families())
        m_views->addFamily(family.id, family.title);
    // Every built-in view with a tab, in the catalogue's order (the table first).
    // Each built when first shown or asked for (viewById()): the window starts with the table.
    connect(m_views, &ViewNavigator::viewBuilt, this,
            [this](int, QWidget *view) { adoptWidgets(view); });
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            addViewTab(view);
    m_tablePage = qobject_cast<TablePage *>(viewById(QStringLiteral("table")));
    Q_ASSERT(m_tablePage); // the catalogue's first view
    m_views->setCurrentIndex(0);

    m_body->addWidget(m_views, 1);
    // The animation transport, right under the views it drives (ui/animation).
    m_animation = new AnimationActions(this, m_state, central);
    // The difference lengths sit right under the table's rows.
    m_normPanel = new NormPanel(m_state, central);
    m_tablePage->setFooter(m_normPanel);
    m_outer->addLayout(m_body, 1);
    m_outer->addWidget(m_animation->transportBar(), 0);
    m_scroll->setWidget(central);
    setCentralWidget(m_scroll);

    m_walkthrough = new Walkthrough(m_state, this);
    m_walkthroughPanel = new WalkthroughPanel(m_walkthrough, this);
    m_lessonDock = new QDockWidget(this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    // In a scroll area that scrolls only below the panel's least height (a large zoom on a small
    // screen), so that the panel never holds the window taller than the screen.
    m_lessonArea = new PanelScrollArea(m_walkthroughPanel, m_lessonDock);
    m_lessonArea->setObjectName(QStringLiteral("lessonScrollArea"));
    m_lessonDock->setWidget(m_lessonArea);
    m_lessonDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                              | QDockWidget::DockWidgetClosable);
    // A title that follows the application font (Qt's own keeps its first size).
    new DockTitleBar(m_lessonDock);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    connect(m_walkthrough, &Walkthrough::stepChanged, this, &MainWindow::applyStep);
    connect(m_walkthrough, &Walkthrough::started, m_lessonNotice, &QWidget::hide);
    connect(m_walkthrough, &Walkthrough::left, this, &MainWindow::showLessonLeft);
    connect(m_walkthrough, &Walkthrough::left, m_tablePage, [this] {
        m_tablePage->setHiddenColumns({}); // the user's table whole again
    });
    // Presentation mode with a lesson: the lesson drives the screen; a clicker's keys
    // change the step wherever the focus is.
    m_presentationLayout = new PresentationLayout(
        {this, m_headerDock, m_parameters, m_lessonDock, m_lessonArea, m_walkthroughPanel,
         m_walkthrough, m_views, m_animation->transportBar(), m_state,
         [this] {
             const viewcatalogue::View *view = viewcatalogue::find(currentViewId());
             return !view || view->readsLessonParameters;
         }},
        central);
    m_outer->insertWidget(m_outer->indexOf(m_lessonNotice) + 1,
                          m_presentationLayout->parameterBar());
    new LessonKeys(this, m_walkthrough, this);

    m_adopting = true; // the views built from here on are adopted as they come
    adoptWidgets(this);
    connect(m_lessonDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            fitLessonDock();
        m_screenKeeper->schedule();
    });

    m_exportActions = new ExportActions(this, m_state);
    m_exerciseActions
        = new ExerciseActions(this, m_state, m_walkthrough, m_walkthroughPanel, m_viewIds.keys());
    m_classActions = new ClassActions(this, m_walkthroughPanel);
    buildMenus();
    connect(m_state, &LessonState::changed, this, &MainWindow::syncSentence);
    connect(Appearance::instance(), &Appearance::changed, this, &MainWindow::syncAppearance);

    // The lesson panel's width again once a new font or language has reached every widget.
    m_fitDockTimer = new QTimer(this);
    m_fitDockTimer->setSingleShot(true);
    m_fitDockTimer->setInterval(0);
    connect(m_fitDockTimer, &QTimer::timeout, this, &MainWindow::fitLessonDock);
    // A panel widened for a long step goes back to its width once the lesson is left.
    connect(m_walkthrough, &Walkthrough::left, m_fitDockTimer, qOverload<>(&QTimer::start));

    // Tab order: focusChain(), computed at each press of Tab (focusNextPrevChild). The token
    // strip is a picture of the parameters and takes no focus.
    m_zoomNote = new TransientNote(this);
    m_zoomNote->setObjectName(QStringLiteral("zoomNote"));
    m_shownZoomStep = Appearance::instance()->zoomStep();
    retranslate();
    syncAppearance();
    // The first size: nine tenths of a large screen, 1280 x 800 on a middle one, the whole of a
    // small one (the frame is not known before the window is shown: the screen keeper corrects the
    // size then).
    const QRect area = m_screenKeeper->availableArea();
    QSize first(1280, 800);
    if (area.isValid())
        first = first.boundedTo(area.size()).expandedTo(area.size() * 0.9);
    resize(first);
    arrange();
    checkChineseFont();
    keepSpaceForTheAnimation();
}

void MainWindow::adoptWidgets(QWidget *root)
{
    if (!m_adopting)
        return; // the constructor adopts the whole window at once
    // Tab leaves every table of the window (the arrows move the current cell), as it leaves
    // the lesson table: an item view that took Tab to move between its cells kept the focus.
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>())
        view->setTabKeyNavigation(false);
    // The window's Ctrl+letter shortcuts also work from its other text fields (the pair
    // charts' list of pairs), as from the number fields (NumberField::yieldsToShortcut).
    for (QLineEdit *edit : root->findChildren<QLineEdit *>())
        if (!qobject_cast<QAbstractSpinBox *>(edit->parentWidget()))
            edit->installEventFilter(this);
    // A number field's refusal also goes to the status bar (the note beside the field goes
    // after a while; the status bar keeps the last one until the next message).
    for (NumberField *field : root->findChildren<NumberField *>())
        connect(field, &NumberField::refused, this,
                [this](const QString &message) { statusBar()->showMessage(message); });
    // Space plays and pauses the animation unless the focused control takes it.
    focusorder::tabFocusOnly(root);
}

void MainWindow::keepSpaceForTheAnimation()
{
    // Space plays and pauses the animation unless the focused control takes it.
    focusorder::tabFocusOnly(this);
    // At the start the focus is on the view (the table's cells), not on the first control.
    QWidget *target = nullptr;
    if (QWidget *view = currentView())
        for (QAbstractItemView *items : view->findChildren<QAbstractItemView *>())
            if (items->isVisibleTo(view) && (items->focusPolicy() & Qt::TabFocus)) {
                target = items;
                break;
            }
    if (!target && !m_views->tabBars().isEmpty())
        target = m_views->tabBars().constLast();
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

QList<QWidget *> MainWindow::focusChain() const
{
    // The window's areas in reading order, each in reading order: the sentence and the
    // parameters and presets (the header in the compact arrangement), the views (the families'
    // and views' tab bars, then the current view's own controls; the table's difference lengths
    // are the table page's footer), the animation's transport bar, the lesson panel; then
    // anything else that takes the focus, so that nothing is left out.
    QList<QWidget *> areas {m_headerDock, m_parameters, m_views, m_animation->transportBar()};
    if (m_lessonDock->isVisible() && !m_lessonDock->isFloating())
        areas.append(m_lessonDock);
    return focusorder::chain(const_cast<MainWindow *>(this), areas);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride
        && NumberField::yieldsToShortcut(static_cast<QKeyEvent *>(event))) {
        event->ignore(); // the shortcut, not the line editor's "end of line"
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

bool MainWindow::focusNextPrevChild(bool next)
{
    // Qt's own chain follows the order widgets were created in: the views' controls and the
    // charts they rebuild came after the norm values, and after one cycle the parameters were
    // never reached again. This one is read from the window as it is now.
    QWidget *current = focusorder::controlOf(QApplication::focusWidget());
    if (QWidget *target = focusorder::neighbour(focusChain(), current, next)) {
        target->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return QMainWindow::focusNextPrevChild(next);
}

void MainWindow::arrange()
{
    const bool compact = width() < compactWidth;
    const bool placed
        = compact ? m_headerLayout->indexOf(m_parameters) >= 0 : m_body->indexOf(m_parameters) >= 0;
    if (compact == m_compact && placed)
        return;
    m_compact = compact;
    m_body->removeWidget(m_parameters);
    m_headerLayout->removeWidget(m_parameters);
    const QList<QWidget *> sentence {m_sentenceLabel, m_tokenStrip};
    for (QWidget *widget : sentence)
        m_sentenceRow->removeWidget(widget);
    const bool noteShown = !m_sentenceNote->isHidden();
    m_sentenceRow->removeWidget(m_sentenceNote);
    m_headerLayout->removeWidget(m_sentenceNote);
    // Compact: the sentence leads the bar, which spans the window's width. Wide: the sentence
    // has its row, the controls their column left of the views.
    m_parameters->setCompact(compact, sentence);
    if (compact) {
        // The bar, then the note on p or q beyond the sentence the bar starts with.
        m_headerLayout->addWidget(m_parameters);
        m_headerLayout->addWidget(m_sentenceNote);
    } else {
        for (QWidget *widget : sentence) {
            m_sentenceRow->addWidget(widget);
            widget->show();
        }
        m_sentenceRow->addWidget(m_sentenceNote);
        m_body->insertWidget(0, m_parameters, 0);
    }
    m_sentenceNote->setVisible(noteShown);
    // Moving between parents hides a widget; a lesson's presentation layout shows the controls
    // only while its parameters are edited.
    m_parameters->setVisible(!m_presentationLayout || m_presentationLayout->parametersShown());
    fitLessonDock();
}

void MainWindow::fitLessonDock()
{
    if (!m_lessonDock->isVisible() || m_lessonDock->isFloating()
        || (m_presentationLayout && m_presentationLayout->active()))
        return;
    // About a quarter of the window (so that the view keeps most of the width), never less
    // than the panel needs, never more than 480 pixels, and never so much that the content
    // beside it would have to scroll sideways.
    const int minimum = m_lessonArea->minimumSizeHint().width();
    const int separator = style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    const int contentNeeds = m_scroll->widget()->minimumSizeHint().width() + separator;
    const int widest = std::min(480, width() - contentNeeds);
    int wanted = qMax(minimum, std::min(qRound(width() * (m_compact ? 0.28 : 0.24)), widest));
    // Wider, up to that and 0.36 of the window, while a lesson's step needs more height than
    // the panel has (a long step in a short window, normal mode; presentation mode shows the
    // step on a card): its text in view beats a narrower view beside it, whose tables take a
    // smaller font to keep their columns.
    const int frame = m_lessonArea->width() - m_walkthroughPanel->width();
    // A line to spare: a text that fits only without its scroll bar can keep the bar, and the
    // bar's width takes a line more.
    const int available = m_lessonArea->viewport()->height() - fontMetrics().lineSpacing();
    const int widthStep = fontMetrics().averageCharWidth() * 2;
    const int widened = std::min(widest, qRound(width() * 0.36));
    const bool widen = m_walkthrough->active() && !presentation();
    while (widen && wanted + widthStep <= widened
           && m_walkthroughPanel->cardHeightForWidth(wanted - frame) > available)
        wanted += widthStep;
    resizeDocks({m_lessonDock}, {wanted}, Qt::Horizontal);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    arrange();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    arrange();
}

MainWindow::~MainWindow()
{
    // QWidget's destructor closes the window and takes it apart: the lesson dock hides (its toggle
    // action fires), a number field losing its focus commits its text (the state changes), and
    // these senders would then call this window's slots after its own members are gone. So the
    // window commits and hides while it is whole, and its senders let go of it.
    if (QWidget *focused = focusWidget())
        focused->clearFocus();
    hide();
    delete m_presentationLayout; // it watches the window and the lesson panel
    m_presentationLayout = nullptr;
    delete m_classActions; // the class session's port closes with the window
    m_classActions = nullptr;
    m_lessonDock->disconnect(this);
    m_lessonDock->toggleViewAction()->disconnect(this);
    m_state->disconnect(this);
    Appearance::instance()->disconnect(this);
    m_walkthrough->disconnect(this);
    m_parameters->disconnect(this);
    // The action objects call this window too (showViewById, showFigureView, its status bar):
    // the exercise panel's reveal and their own actions let go of them.
    m_walkthroughPanel->exercisePanel()->disconnect(m_exerciseActions);
    for (QObject *actions :
         {static_cast<QObject *>(m_exerciseActions), static_cast<QObject *>(m_exportActions)})
        for (QAction *action : actions->findChildren<QAction *>())
            action->disconnect(actions);
}

EncodingTableModel *MainWindow::tableModel() const { return m_tablePage->model(); }

QTableView *MainWindow::tableView() const { return m_tablePage->tableView(); }

QLabel *MainWindow::focusLabel() const { return m_tablePage->focusLabel(); }

QSlider *MainWindow::comparisonSlider() const { return m_parameters->comparisonSlider(); }

NumberField *MainWindow::comparisonSpinBox() const { return m_parameters->comparisonSpinBox(); }

NumberField *MainWindow::positionSpinBox() const { return m_parameters->positionSpinBox(); }

NumberField *MainWindow::widthSpinBox() const { return m_parameters->widthSpinBox(); }

NumberField *MainWindow::baseSpinBox() const { return m_parameters->baseSpinBox(); }

QCheckBox *MainWindow::encodingSwitch() const { return m_parameters->encodingSwitch(); }

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_exportActions->csvAction(), m_exportActions->viewAction(),
                            m_exportActions->allViewsAction(), m_exportActions->copyAction()});
    m_fileMenu->addAction(m_animation->exportAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_exerciseActions->openAction(), m_exerciseActions->worksheetAction(),
                            m_exportActions->openFigureAction()});
    // The checker: its tab, then the file dialog.
    m_checkAction = m_fileMenu->addAction(QString(), this, [this] {
        if (showViewById(QStringLiteral("checker")))
            if (auto *checker = qobject_cast<CheckerView *>(viewById(QStringLiteral("checker"))))
                checker->chooseFile();
    });
    m_fileMenu->addSeparator();
    m_resetAction = m_fileMenu->addAction(QString(), m_state, &LessonState::reset);
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // QKeySequence::Quit is empty without a desktop theme; Ctrl+Q is the Linux convention.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    // The File menu's keys (Ctrl+E, Ctrl+Shift+E, Ctrl+Q ...) also in presentation mode, whose
    // lesson layout hides the menu bar.
    addActions(m_fileMenu->actions());

    m_lessonActions = new LessonActions(this, m_lessonDock, m_walkthrough);
    menuBar()->addMenu(m_lessonActions->menu());
    m_lessonActions->menu()->addSeparator();
    m_lessonActions->menu()->addAction(m_classActions->action());
    connect(m_lessonActions, &LessonActions::lessonRequested, this, &MainWindow::startLesson);
    connect(m_lessonDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (shown) {
            applyStep(m_walkthrough->current());
        } else {
            tableModel()->setHighlight({}, {});
            m_walkthrough->leave(); // closing the panel leaves the lesson
        }
    });

    m_languageMenu = menuBar()->addMenu(QString());
    auto *group = new QActionGroup(this);
    m_englishAction = m_languageMenu->addAction(QStringLiteral("English"));
    m_chineseAction = m_languageMenu->addAction(QStringLiteral("中文（简体）"));
    for (QAction *action : {m_englishAction, m_chineseAction}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    m_englishAction->setData(QStringLiteral("en"));
    m_chineseAction->setData(QStringLiteral("zh_CN"));
    connect(group, &QActionGroup::triggered, this,
            [this](QAction *action) { switchLanguage(action->data().toString()); });

    m_viewActions = new ViewActions(this);
    menuBar()->addMenu(m_viewActions->menu());
    connect(m_viewActions, &ViewActions::presentationRequested, this, &MainWindow::setPresentation);
    connect(m_viewActions, &ViewActions::adjacentViewRequested, this,
            &MainWindow::showAdjacentView);

    menuBar()->addMenu(m_animation->menu());

    m_helpMenu = menuBar()->addMenu(QString());
    m_manualAction = m_helpMenu->addAction(QString(), this, &MainWindow::showManual);
    m_manualAction->setShortcut(QKeySequence(Qt::Key_F1));
    m_keyboardHelpAction = m_helpMenu->addAction(QString(), this, &MainWindow::showKeyboardHelp);
    m_keyboardHelpAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    // The shortcuts also work in full screen, where the menu bar may be hidden.
    addActions({m_manualAction, m_keyboardHelpAction, m_resetAction});
    addActions(m_animation->shortcutActions());
}

void MainWindow::setPresentation(bool on)
{
    // The geometry from before is saved before the fonts grow, and the window leaves full screen
    // with the normal fonts; the lesson panel takes room from the view, never adds to the window.
    if (on) {
        m_screenKeeper->enterFullScreen();
        Appearance::instance()->setPresentation(true);
    } else {
        Appearance::instance()->setPresentation(false);
        m_screenKeeper->leaveFullScreen();
    }
    fitLessonDock();
}

QRect MainWindow::availableArea() const { return m_screenKeeper->availableArea(); }

bool MainWindow::presentation() const { return Appearance::instance()->presentation(); }

bool MainWindow::restoreSavedGeometry(const QByteArray &geometry)
{
    return m_screenKeeper->restoreGeometry(geometry);
}

QByteArray MainWindow::normalGeometry() const
{
    const QByteArray before = m_screenKeeper->geometryBeforeFullScreen();
    return presentation() && !before.isEmpty() ? before : saveGeometry();
}

void MainWindow::syncAppearance()
{
    if (m_fitDockTimer)
        m_fitDockTimer->start();
    const Appearance *appearance = Appearance::instance();
    m_viewActions->sync();
    if (appearance->zoomStep() != m_shownZoomStep) {
        // The new zoom, on the window (presentation mode may hide the status bar) and in the
        // status bar.
        m_shownZoomStep = appearance->zoomStep();
        const QString text = tr("Zoom %1 %").arg(qRound(100.0 * Appearance::instance()->zoom()));
        QFont font = this->font();
        font.setPointSizeF(font.pointSizeF() * 1.5);
        font.setBold(true);
        m_zoomNote->setFont(font);
        m_zoomNote->showCentred(text, 1500);
        statusBar()->showMessage(text, 3000);
    }
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new ManualWindow(this);
        m_manual->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showKeyboardHelp()
{
    KeyboardHelpDialog dialog(menuBar()->actions(), this);
    dialog.exec();
}

void MainWindow::syncSentence()
{
    m_sentenceLabel->setText(tr("Sentence: “%1”").arg(m_state->sentence()));
    const QString beyond = TokenStrip::beyondSentenceNote(*m_state);
    if (beyond.isEmpty()) {
        m_sentenceNote->hide();
    } else {
        setSteadyText(m_sentenceNote, beyond);
        m_sentenceNote->show();
    }
    const bool english = language::current() == QLatin1String("en");
    m_englishAction->setChecked(english);
    m_chineseAction->setChecked(!english);
}

void MainWindow::addViewTab(const viewcatalogue::View &view)
{
    const auto tab = view.tab;
    LessonState *state = m_state;
    const int index = m_views->addView([tab, state](QWidget *page) { return tab(state, page); },
                                       view.title, view.family);
    if (index >= 0 && !view.id.isEmpty())
        m_viewIds.insert(view.id, index);
}

QWidget *MainWindow::viewById(const QString &id) const
{
    const auto found = m_viewIds.constFind(id);
    return found == m_viewIds.cend() ? nullptr : m_views->widget(*found);
}

void MainWindow::showAdjacentView(int step)
{
    const int count = m_views->count();
    if (count > 0)
        m_views->setCurrentIndex(((m_views->currentIndex() + step) % count + count) % count);
}

void MainWindow::showLessonPanel(bool shown) { m_lessonDock->setVisible(shown); }

bool MainWindow::startLesson(const QString &id)
{
    if (!lessonregistry::find(id))
        return false;
    showLessonPanel(true);
    m_walkthrough->start(id, 0);
    m_walkthroughPanel->setFocus();
    return true;
}

bool MainWindow::showViewById(const QString &id)
{
    QWidget *view = viewById(id);
    if (!view)
        return false;
    showView(view);
    return true;
}

bool MainWindow::showFigureView(const QString &name)
{
    if (showViewById(name))
        return true;
    if (name.startsWith(QLatin1String("circle-")) && showViewById(QStringLiteral("circles"))) {
        // circle-2: the figure was made of pair 2.
        if (auto *pairView = dynamic_cast<PairView *>(currentView()))
            pairView->showPair(name.section(QLatin1Char('-'), 1).toInt());
        return true;
    }
    if (name.startsWith(QLatin1String("pair-")) && showViewById(QStringLiteral("pairs")))
        return true;
    showViewById(QStringLiteral("table"));
    return false;
}

void MainWindow::applyStep(int index)
{
    const LessonStep &step = m_walkthrough->step(index);
    tableModel()->setHighlight(step.highlightPairs, step.highlightColumns);
    // What the step speaks of is scrolled into view (now, and again when the table's size
    // changes, e.g. when the lesson panel takes its width).
    m_tablePage->revealCells(step.highlightPairs, step.highlightColumns);
    m_tablePage->setHiddenColumns(step.hiddenColumns);
    if (!showViewById(step.viewId))
        showViewById(QStringLiteral("table"));
    // Predict, then reveal: a step whose question predicts its training run shows the run only
    // once the question is checked or revealed (a window that trains nothing by itself, the
    // export's, holds nothing back: it shows what is cached), and its text says what the run
    // shows only then.
    auto *training = dynamic_cast<TrainingView *>(currentView());
    const bool hold = training && training->autoTrain()
        && m_exerciseActions->predictsRun(m_walkthrough->lessonId(), step.id);
    if (hold)
        training->holdNextPreset();
    m_walkthroughPanel->setOutcomeShown(!hold);
    if (!step.pageId.isEmpty())
        if (auto *paged = dynamic_cast<PagedView *>(currentView()))
            paged->showPage(step.pageId);
    // A step about pair i shows pair i on a one-pair view (the unit circle).
    if (!step.highlightPairs.isEmpty())
        if (auto *pairView = dynamic_cast<PairView *>(currentView()))
            pairView->showPair(step.highlightPairs.constFirst());
    // The panel's width for the step's text, once the panel shows it.
    if (m_fitDockTimer)
        m_fitDockTimer->start();
}

void MainWindow::switchLanguage(const QString &lang)
{
    language::install(lang);
    if (lang != QLatin1String("zh_CN"))
        m_fontNotice->hide(); // it speaks of Chinese only
    checkChineseFont();
}

void MainWindow::checkChineseFont()
{
    if (m_fontNoticeShown || !language::chineseFontMissing(language::current()))
        return;
    m_fontNoticeShown = true; // said once
    m_fontNotice->showNotice(language::chineseFontNotice());
}

void MainWindow::showLessonLeft(bool finished)
{
    m_lessonFinished = finished;
    if (m_lessonDock->isVisible())
        m_lessonDock->hide();
    QString text = finished ? tr("The lesson is done.") : tr("You left the lesson.");
    // The user's parameters come back at once: no view, and no export, keeps the lesson's.
    if (m_walkthrough->parametersDiffer()) {
        text = tr("%1 Your parameters are back: %2.")
                   .arg(text, m_walkthrough->savedParametersText());
        m_walkthrough->restoreSavedParameters();
    }
    m_lessonNotice->showNotice(text);
}

void MainWindow::showView(QWidget *view) { m_views->setCurrentWidget(view); }

void MainWindow::retranslate()
{
    setWindowTitle(tr("Positional Encoding Visualiser"));
    m_views->setAccessibleName(tr("Views"));
    m_tokenStrip->setToolTip(tr("The sentence with the two occurrences of the repeated word"));
    m_fileMenu->setTitle(tr("&File"));
    m_exportActions->retranslate();
    m_animation->retranslate();
    m_exerciseActions->retranslate();
    m_resetAction->setText(tr("&Reset to the lesson's defaults"));
    m_checkAction->setText(tr("Chec&k an implementation…"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_viewActions->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_manualAction->setText(tr("&Manual"));
    m_keyboardHelpAction->setText(tr("&Keyboard shortcuts"));
    m_aboutAction->setText(tr("&About"));
    m_lessonActions->retranslate();
    m_classActions->retranslate();
    if (m_lessonNotice->isVisible())
        showLessonLeft(m_lessonFinished); // in the new language
    syncSentence();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_fitDockTimer)
            m_fitDockTimer->start();
    } else if (event->type() == QEvent::FontChange) {
        refitSteadyLabel(m_sentenceNote); // its children have the new font by now
    } else if (event->type() == QEvent::WindowStateChange && !isFullScreen()
               && Appearance::instance()->presentation())
        setPresentation(false); // left full screen another way (window manager)
    QMainWindow::changeEvent(event);
}

QWidget *MainWindow::currentView() const { return m_views->currentWidget(); }

QString MainWindow::currentViewId() const { return m_viewIds.key(m_views->currentIndex()); }

void MainWindow::showAbout()
{
    AboutBox box(this);
    box.exec();
}
