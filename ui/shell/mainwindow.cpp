#include "mainwindow.h"

#include "animationactions.h"
#include "appearance.h"
#include "encodingtablemodel.h"
#include "exportactions.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonstate.h"
#include "normpanel.h"
#include "parameterpanel.h"
#include "tablepage.h"
#include "tokenstrip.h"
#include "transportbar.h"
#include "viewcatalogue.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QWindow>

MainWindow::MainWindow(LessonState *state, QWidget *parent) : QMainWindow(parent), m_state(state)
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/pe-visualiser.svg")));
    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);

    auto *sentenceRow = new QHBoxLayout;
    m_sentenceLabel = new QLabel(central);
    m_tokenStrip = new TokenStrip(m_state, central);
    sentenceRow->addWidget(m_sentenceLabel);
    sentenceRow->addSpacing(16);
    sentenceRow->addWidget(m_tokenStrip);
    sentenceRow->addStretch(1);
    outer->addLayout(sentenceRow);

    auto *body = new QHBoxLayout;
    m_parameters = new ParameterPanel(m_state, this);
    connect(m_parameters, &ParameterPanel::startLessonRequested, this, [this] {
        showLessonPanel(true);
        m_walkthrough->setCurrent(0);
        m_walkthroughPanel->setFocus();
    });
    body->addWidget(m_parameters, 0);

    auto *right = new QVBoxLayout;
    m_views = new QTabWidget(central);
    // Every built-in view with a tab, in the catalogue's order (the table first).
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            addViewTab(view.tab(m_state, m_views), view.title, view.id);
    m_tablePage = qobject_cast<TablePage *>(viewById(QStringLiteral("table")));
    Q_ASSERT(m_tablePage); // the catalogue's first view

    right->addWidget(m_views, 1);
    // The animation transport, right under the views it drives (ui/animation).
    m_animation = new AnimationActions(this, m_state, central);
    right->addWidget(m_animation->transportBar(), 0);
    m_normPanel = new NormPanel(m_state, central);
    right->addWidget(m_normPanel, 0);
    body->addLayout(right, 1);
    outer->addLayout(body, 1);
    setCentralWidget(central);

    m_walkthrough = new Walkthrough(m_state, this);
    m_walkthroughPanel = new WalkthroughPanel(m_walkthrough, this);
    m_lessonDock = new QDockWidget(this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_walkthroughPanel);
    m_walkthroughPanel->setMinimumWidth(280);
    m_walkthroughPanel->setMaximumWidth(420);
    m_lessonDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                              | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    connect(m_walkthrough, &Walkthrough::stepChanged, this, &MainWindow::applyStep);

    m_exportActions = new ExportActions(this, m_state);
    buildMenus();
    connect(m_state, &LessonState::changed, this, &MainWindow::syncSentence);
    connect(Appearance::instance(), &Appearance::changed, this, &MainWindow::syncAppearance);

    // Tab order: parameters top to bottom, presets, the views, the norm values. The token strip
    // is a picture of the parameters and takes no focus.
    QWidget *previous = nullptr;
    for (QWidget *widget : focusChain()) {
        if (previous)
            setTabOrder(previous, widget);
        previous = widget;
    }
    retranslate();
    syncAppearance();
    resize(1280, 800);
}

QList<QWidget *> MainWindow::focusChain() const
{
    QList<QWidget *> chain = m_parameters->focusChain();
    chain.append(m_views->tabBar());
    chain.append(m_tablePage->tableView());
    chain.append(m_tablePage->focusLabel());
    chain.append(m_animation->transportBar()->focusChain());
    chain.append(m_normPanel->focusWidgets());
    return chain;
}

MainWindow::~MainWindow()
{
    // QWidget's destructor closes the window, which hides the lesson dock; the dock's toggle
    // action would then call this window's slots after its own members are gone.
    m_lessonDock->toggleViewAction()->disconnect(this);
}

EncodingTableModel *MainWindow::tableModel() const { return m_tablePage->model(); }

QTableView *MainWindow::tableView() const { return m_tablePage->tableView(); }

QLabel *MainWindow::focusLabel() const { return m_tablePage->focusLabel(); }

QSlider *MainWindow::comparisonSlider() const { return m_parameters->comparisonSlider(); }

QSpinBox *MainWindow::comparisonSpinBox() const { return m_parameters->comparisonSpinBox(); }

QSpinBox *MainWindow::positionSpinBox() const { return m_parameters->positionSpinBox(); }

QSpinBox *MainWindow::widthSpinBox() const { return m_parameters->widthSpinBox(); }

QDoubleSpinBox *MainWindow::baseSpinBox() const { return m_parameters->baseSpinBox(); }

QCheckBox *MainWindow::encodingSwitch() const { return m_parameters->encodingSwitch(); }

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_exportActions->csvAction(), m_exportActions->viewAction(),
                            m_exportActions->allViewsAction(), m_exportActions->copyAction()});
    m_fileMenu->addAction(m_animation->exportAction());
    m_fileMenu->addSeparator();
    m_resetAction = m_fileMenu->addAction(QString(), m_state, &LessonState::reset);
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // QKeySequence::Quit is empty without a desktop theme; Ctrl+Q is the Linux convention.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    m_lessonMenu = menuBar()->addMenu(QString());
    QAction *lessonToggle = m_lessonDock->toggleViewAction();
    lessonToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_lessonMenu->addAction(lessonToggle);
    connect(lessonToggle, &QAction::toggled, this, [this](bool shown) {
        if (shown)
            applyStep(m_walkthrough->current());
        else
            tableModel()->setHighlight({}, {});
    });
    m_previousStepAction = m_lessonMenu->addAction(QString(), this, [this] {
        m_lessonDock->show();
        m_walkthrough->previous();
    });
    m_previousStepAction->setShortcuts(
        {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::ALT | Qt::Key_Left)});
    m_nextStepAction = m_lessonMenu->addAction(QString(), this, [this] {
        m_lessonDock->show();
        m_walkthrough->next();
    });
    m_nextStepAction->setShortcuts(
        {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::ALT | Qt::Key_Right)});

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

    m_viewMenu = menuBar()->addMenu(QString());
    Appearance *appearance = Appearance::instance();
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentation);
    m_viewMenu->addSeparator();
    m_zoomInAction = m_viewMenu->addAction(QString(), appearance, &Appearance::zoomIn);
    m_zoomInAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomOutAction = m_viewMenu->addAction(QString(), appearance, &Appearance::zoomOut);
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_zoomResetAction = m_viewMenu->addAction(QString(), appearance, &Appearance::resetZoom);
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addSeparator();
    m_paletteMenu = m_viewMenu->addMenu(QString());
    auto *paletteGroup = new QActionGroup(this);
    for (const Appearance::PaletteKind kind :
         {Appearance::PaletteKind::System, Appearance::PaletteKind::Projector,
          Appearance::PaletteKind::Dark}) {
        QAction *action = m_paletteMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(Appearance::paletteName(kind));
        paletteGroup->addAction(action);
        connect(action, &QAction::triggered, appearance,
                [appearance, kind] { appearance->setPaletteKind(kind); });
        m_paletteActions.append(action);
    }

    menuBar()->addMenu(m_animation->menu());

    m_helpMenu = menuBar()->addMenu(QString());
    m_keyboardHelpAction = m_helpMenu->addAction(QString(), this, &MainWindow::showKeyboardHelp);
    m_keyboardHelpAction->setShortcut(QKeySequence(Qt::Key_F1));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    // The shortcuts also work in full screen, where the menu bar may be hidden.
    addActions({m_presentationAction, m_zoomInAction, m_zoomOutAction, m_zoomResetAction,
                m_keyboardHelpAction, m_resetAction});
    addActions(m_animation->shortcutActions());
}

void MainWindow::setPresentation(bool on)
{
    Appearance *appearance = Appearance::instance();
    if (on && !appearance->presentation()) {
        m_geometryBeforePresentation = saveGeometry();
        m_maximizedBeforePresentation = isMaximized();
    }
    appearance->setPresentation(on);
    if (on) {
        // Also cover the screen where no window manager honours the full-screen request.
        if (const QScreen *s = screen())
            setGeometry(s->geometry());
        showFullScreen();
    } else if (isFullScreen()) {
        if (m_maximizedBeforePresentation)
            showMaximized();
        else
            showNormal();
        if (!m_geometryBeforePresentation.isEmpty())
            restoreGeometry(m_geometryBeforePresentation);
    }
}

bool MainWindow::presentation() const { return Appearance::instance()->presentation(); }

QByteArray MainWindow::normalGeometry() const
{
    if (presentation() && !m_geometryBeforePresentation.isEmpty())
        return m_geometryBeforePresentation;
    return saveGeometry();
}

void MainWindow::syncAppearance()
{
    const Appearance *appearance = Appearance::instance();
    {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(appearance->presentation());
    }
    const QString name = Appearance::paletteName(appearance->paletteKind());
    for (QAction *action : std::as_const(m_paletteActions))
        action->setChecked(action->data().toString() == name);
    m_zoomInAction->setEnabled(appearance->zoomStep() < Appearance::maxZoomStep);
    m_zoomOutAction->setEnabled(appearance->zoomStep() > Appearance::minZoomStep);
    m_zoomResetAction->setEnabled(appearance->zoomStep() != 0);
}

void MainWindow::showKeyboardHelp()
{
    KeyboardHelpDialog dialog(menuBar()->actions(), this);
    dialog.exec();
}

void MainWindow::syncSentence()
{
    m_sentenceLabel->setText(tr("Sentence: “%1”").arg(m_state->sentence()));
    const bool english = language::current() == QLatin1String("en");
    m_englishAction->setChecked(english);
    m_chineseAction->setChecked(!english);
}

int MainWindow::addViewTab(QWidget *view, const char *title, const QString &id)
{
    m_viewTitles.append({view, title});
    if (!id.isEmpty())
        m_viewIds.insert(id, view);
    return m_views->addTab(view, tr(title));
}

void MainWindow::showLessonPanel(bool shown) { m_lessonDock->setVisible(shown); }

bool MainWindow::showViewById(const QString &id)
{
    QWidget *view = m_viewIds.value(id);
    if (!view)
        return false;
    showView(view);
    return true;
}

void MainWindow::applyStep(int index)
{
    const LessonStep &step = m_walkthrough->step(index);
    tableModel()->setHighlight(step.highlightPairs, step.highlightColumns);
    if (!showViewById(step.viewId))
        showViewById(QStringLiteral("table"));
}

void MainWindow::switchLanguage(const QString &lang)
{
    language::install(lang);
    static bool warned = false;
    if (lang == QLatin1String("zh_CN") && !warned
        && !QFontDatabase::writingSystems().contains(QFontDatabase::SimplifiedChinese)) {
        warned = true;
        QMessageBox::information(this, tr("Chinese fonts missing"),
                                 tr("No installed font can show Chinese. Install one, for example "
                                    "with: sudo apt-get install fonts-noto-cjk"));
    }
}

void MainWindow::showView(QWidget *view)
{
    const int index = m_views->indexOf(view);
    if (index >= 0)
        m_views->setCurrentIndex(index);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Positional Encoding Visualiser"));
    for (const auto &[view, title] : std::as_const(m_viewTitles))
        m_views->setTabText(m_views->indexOf(view), tr(title));
    m_views->setAccessibleName(tr("Views"));
    m_views->tabBar()->setAccessibleName(tr("Views"));
    m_tokenStrip->setToolTip(tr("The sentence with the two occurrences of the repeated word"));
    m_fileMenu->setTitle(tr("&File"));
    m_exportActions->retranslate();
    m_animation->retranslate();
    m_resetAction->setText(tr("&Reset to the lesson's defaults"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_presentationAction->setToolTip(tr("Full screen with larger text and thicker lines"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_zoomResetAction->setText(tr("&Normal size"));
    m_paletteMenu->setTitle(tr("P&alette"));
    m_paletteActions[0]->setText(tr("&System"));
    m_paletteActions[1]->setText(tr("&Projector (white, high contrast)"));
    m_paletteActions[2]->setText(tr("&Dark"));
    m_helpMenu->setTitle(tr("&Help"));
    m_keyboardHelpAction->setText(tr("&Keyboard shortcuts"));
    m_aboutAction->setText(tr("&About"));
    m_lessonMenu->setTitle(tr("Less&on"));
    m_lessonDock->setWindowTitle(tr("Lesson"));
    m_lessonDock->toggleViewAction()->setText(tr("Show the &lesson panel"));
    m_previousStepAction->setText(tr("&Previous step"));
    m_nextStepAction->setText(tr("&Next step"));
    syncSentence();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::WindowStateChange && !isFullScreen()
             && Appearance::instance()->presentation())
        setPresentation(false); // left full screen another way (window manager)
    QMainWindow::changeEvent(event);
}

QWidget *MainWindow::currentView() const { return m_views->currentWidget(); }

void MainWindow::showAbout()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About Positional Encoding Visualiser"));
    box.setIconPixmap(QIcon(QStringLiteral(":/icons/pe-visualiser.svg")).pixmap(96, 96));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<p><b>Positional Encoding Visualiser</b> (pe-visualiser) version %1</p>"
                   "<p>Teaches the sinusoidal positional encoding of the Transformer "
                   "(Vaswani et al. 2017, section 3.5): PE(p)[2i] = sin(p / base<sup>2i/d</sup>), "
                   "PE(p)[2i+1] = cos(p / base<sup>2i/d</sup>), with every number computed in "
                   "double precision.</p>"
                   "<p>Licence: MIT. This program comes with no warranty.</p>"
                   "<p>Built with Qt %2.</p>")
                    .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    box.setStandardButtons(QMessageBox::Close);
    box.exec();
}
