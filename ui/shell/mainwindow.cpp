#include "mainwindow.h"

#include "appearance.h"
#include "atomicwrite.h"
#include "clipboardexport.h"
#include "csvexport.h"
#include "displayformat.h"
#include "encodingtablemodel.h"
#include "exportall.h"
#include "exportdialog.h"
#include "imageexport.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonstate.h"
#include "normpanel.h"
#include "settingsstore.h"
#include "tablepage.h"
#include "tokenstrip.h"
#include "viewcatalogue.h"
#include "walkthrough.h"
#include "walkthroughpanel.h"

#include <QAccessible>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

#include <sstream>

MainWindow::MainWindow(LessonState *state, QWidget *parent)
    : QMainWindow(parent), m_state(state)
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
    body->addWidget(buildControls(), 0);
    fitControlsPanel();

    auto *right = new QVBoxLayout;
    m_views = new QTabWidget(central);
    // Every built-in view with a tab, in the catalogue's order (the table first).
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            addViewTab(view.tab(m_state, m_views), view.title, view.id);
    m_tablePage = qobject_cast<TablePage *>(viewById(QStringLiteral("table")));

    right->addWidget(m_views, 1);
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

    buildMenus();
    connect(m_state, &LessonState::changed, this, &MainWindow::syncControls);
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
    syncControls();
    syncAppearance();
    resize(1280, 800);
}

QList<QWidget *> MainWindow::focusChain() const
{
    QList<QWidget *> chain{m_encodingSwitch, m_pSpin, m_qSlider, m_qSpin, m_dSpin, m_baseSpin};
    for (QPushButton *button : m_presetButtons)
        chain.append(button);
    chain.append(m_views->tabBar());
    chain.append(m_tablePage->tableView());
    chain.append(m_tablePage->focusLabel());
    chain.append(m_normPanel->focusWidgets());
    return chain;
}

MainWindow::~MainWindow()
{
    // QWidget's destructor closes the window, which hides the lesson dock; the dock's toggle
    // action would then call this window's slots after its own members are gone.
    m_lessonDock->toggleViewAction()->disconnect(this);
}

void MainWindow::fitControlsPanel()
{
    // The controls column grows with the text (zoom, presentation mode).
    if (m_controlsPanel)
        m_controlsPanel->setMaximumWidth(QFontMetrics(font()).averageCharWidth() * 52);
}

EncodingTableModel *MainWindow::tableModel() const { return m_tablePage->model(); }

QTableView *MainWindow::tableView() const { return m_tablePage->tableView(); }

QLabel *MainWindow::focusLabel() const { return m_tablePage->focusLabel(); }

QWidget *MainWindow::buildControls()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    m_controlsBox = new QGroupBox(panel);
    auto *form = new QFormLayout(m_controlsBox);
    m_encodingSwitch = new QCheckBox(m_controlsBox);
    form->addRow(m_encodingSwitch);

    m_pLabel = new QLabel(m_controlsBox);
    m_pSpin = new QSpinBox(m_controlsBox);
    m_pSpin->setRange(0, static_cast<int>(pe::PositionalEncoding::maxPosition));
    m_pLabel->setBuddy(m_pSpin);
    form->addRow(m_pLabel, m_pSpin);

    m_qLabel = new QLabel(m_controlsBox);
    auto *qRow = new QHBoxLayout;
    m_qSlider = new QSlider(Qt::Horizontal, m_controlsBox);
    m_qSlider->setRange(LessonState::minComparison, LessonState::maxComparison);
    m_qSlider->setTickPosition(QSlider::TicksBelow);
    m_qSlider->setTickInterval(4);
    m_qSlider->setPageStep(4);
    m_qSpin = new QSpinBox(m_controlsBox);
    m_qSpin->setRange(0, static_cast<int>(pe::PositionalEncoding::maxPosition));
    m_qLabel->setBuddy(m_qSlider);
    qRow->addWidget(m_qSlider, 1);
    qRow->addWidget(m_qSpin);
    form->addRow(m_qLabel);
    form->addRow(qRow); // the slider gets the whole width of the panel

    m_dLabel = new QLabel(m_controlsBox);
    m_dSpin = new QSpinBox(m_controlsBox);
    m_dSpin->setRange(pe::PositionalEncoding::minWidth, pe::PositionalEncoding::maxWidth);
    m_dLabel->setBuddy(m_dSpin);
    form->addRow(m_dLabel, m_dSpin);

    m_baseLabel = new QLabel(m_controlsBox);
    m_baseSpin = new QDoubleSpinBox(m_controlsBox);
    m_baseSpin->setDecimals(4);
    m_baseSpin->setRange(StoredSettings::minBase, StoredSettings::maxBase);
    m_baseSpin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_baseLabel->setBuddy(m_baseSpin);
    form->addRow(m_baseLabel, m_baseSpin);

    m_formulaLabel = new QLabel(m_controlsBox);
    m_formulaLabel->setWordWrap(true);
    m_formulaLabel->setTextFormat(Qt::PlainText);
    form->addRow(m_formulaLabel);
    layout->addWidget(m_controlsBox);

    m_presetsBox = new QGroupBox(panel);
    auto *presetLayout = new QVBoxLayout(m_presetsBox);
    m_startLessonButton = new QPushButton(m_presetsBox);
    QFont startFont = m_startLessonButton->font();
    startFont.setBold(true);
    m_startLessonButton->setFont(startFont);
    connect(m_startLessonButton, &QPushButton::clicked, this, [this] {
        showLessonPanel(true);
        m_walkthrough->setCurrent(0);
        m_walkthroughPanel->setFocus();
    });
    presetLayout->addWidget(m_startLessonButton);
    for (const LessonState::Preset &preset : LessonState::presets()) {
        auto *button = new QPushButton(m_presetsBox);
        button->setAutoDefault(false);
        const QString id = QLatin1String(preset.id);
        button->setProperty("presetId", id);
        connect(button, &QPushButton::clicked, this, [this, id] { m_state->applyPreset(id); });
        presetLayout->addWidget(button);
        m_presetButtons.append(button);
    }
    layout->addWidget(m_presetsBox);
    layout->addStretch(1);

    connect(m_encodingSwitch, &QCheckBox::toggled, m_state, &LessonState::setEncodingOn);
    connect(m_pSpin, &QSpinBox::valueChanged, this, [this](int v) { m_state->setPosition(v); });
    // A drag of the q slider emits a value per mouse move; they are coalesced: each starts (or
    // keeps) a 0 ms single-shot timer, and when the event loop comes round the state takes the
    // slider's latest value once, so the views redraw once and never lag behind the handle.
    m_qSliderTimer = new QTimer(this);
    m_qSliderTimer->setSingleShot(true);
    m_qSliderTimer->setInterval(0);
    connect(m_qSliderTimer, &QTimer::timeout, this,
            [this] { m_state->setComparison(m_qSlider->value()); });
    connect(m_qSlider, &QSlider::valueChanged, m_qSliderTimer, qOverload<>(&QTimer::start));
    connect(m_qSpin, &QSpinBox::valueChanged, this, [this](int v) { m_state->setComparison(v); });
    connect(m_dSpin, &QSpinBox::valueChanged, this, [this](int v) { m_state->setWidth(v); });
    connect(m_baseSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { m_state->setBase(v); });
    panel->setObjectName(QStringLiteral("controlsPanel"));
    m_controlsPanel = panel;
    return panel;
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_exportCsvAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportTableCsv);
    m_exportViewAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportCurrentView);
    m_exportViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAllAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportAllViews);
    m_exportAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_copyViewAction = m_fileMenu->addAction(QString(), this, &MainWindow::copyViewToClipboard);
    m_copyViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
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
    m_previousStepAction->setShortcuts({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::ALT | Qt::Key_Left)});
    m_nextStepAction = m_lessonMenu->addAction(QString(), this, [this] {
        m_lessonDock->show();
        m_walkthrough->next();
    });
    m_nextStepAction->setShortcuts({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::ALT | Qt::Key_Right)});

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
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus),
                                  QKeySequence(Qt::CTRL | Qt::Key_Equal)});
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

    m_helpMenu = menuBar()->addMenu(QString());
    m_keyboardHelpAction = m_helpMenu->addAction(QString(), this, &MainWindow::showKeyboardHelp);
    m_keyboardHelpAction->setShortcut(QKeySequence(Qt::Key_F1));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    // The shortcuts also work in full screen, where the menu bar may be hidden.
    addActions({m_presentationAction, m_zoomInAction, m_zoomOutAction, m_zoomResetAction,
                m_keyboardHelpAction, m_resetAction});
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

bool MainWindow::presentation() const
{
    return Appearance::instance()->presentation();
}

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

void MainWindow::syncControls()
{
    const QSignalBlocker b1(m_encodingSwitch), b2(m_pSpin), b3(m_qSlider), b4(m_qSpin),
            b5(m_dSpin), b6(m_baseSpin);
    m_encodingSwitch->setChecked(m_state->encodingOn());
    // A field is only rewritten when it shows another value: rewriting the field being typed in
    // would reset its text and cursor ("2.5" would end as 2).
    const auto setIfDiffers = [](auto *spin, auto value) {
        if (spin->value() != value)
            spin->setValue(value);
    };
    setIfDiffers(m_pSpin, static_cast<int>(m_state->position()));
    const qint64 sliderValue = qBound(qint64(LessonState::minComparison), m_state->comparison(),
                                      qint64(LessonState::maxComparison));
    m_qSlider->setValue(static_cast<int>(sliderValue));
    setIfDiffers(m_qSpin, static_cast<int>(m_state->comparison()));
    setIfDiffers(m_dSpin, m_state->width());
    setIfDiffers(m_baseSpin, m_state->base());
    m_sentenceLabel->setText(tr("Sentence: “%1”").arg(m_state->sentence()));
    m_formulaLabel->setText(tr("PE(p)[2i] = sin(p / %1^(2i/%2))\nPE(p)[2i+1] = cos(p / %1^(2i/%2))")
                                    .arg(display::compact(m_state->base()))
                                    .arg(m_state->width()));
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

void MainWindow::showLessonPanel(bool shown)
{
    m_lessonDock->setVisible(shown);
}

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
    m_controlsBox->setTitle(tr("Parameters"));
    m_presetsBox->setTitle(tr("Presets"));
    m_startLessonButton->setText(tr("▶ Start the guided lesson"));
    m_encodingSwitch->setText(tr("Add the &positional encoding (A(p) = PE(p))"));
    m_encodingSwitch->setToolTip(tr("Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula."));
    m_pLabel->setText(tr("P&osition p:"));
    m_qLabel->setText(tr("&Comparison position q:"));
    m_encodingSwitch->setAccessibleName(tr("Add the positional encoding"));
    m_encodingSwitch->setAccessibleDescription(
            tr("On: x = E + PE(p). Off: x = E + 0, so both occurrences get the same input."));
    m_qSlider->setAccessibleName(tr("Comparison position q"));
    m_qSlider->setAccessibleDescription(tr("Position of the second occurrence, 1 to 32"));
    m_qSlider->setToolTip(tr("Comparison position q, 1 to 32"));
    m_qSpin->setAccessibleName(tr("Comparison position q"));
    m_qSpin->setAccessibleDescription(tr("Position of the second occurrence, any whole number "
                                         "from 0 to 2147483647"));
    m_pSpin->setAccessibleName(tr("Position p"));
    m_pSpin->setAccessibleDescription(tr("Position of the first occurrence, a whole number from 0 "
                                         "to 2147483647"));
    m_dLabel->setText(tr("&Width d:"));
    m_dSpin->setAccessibleName(tr("Width d"));
    m_dSpin->setAccessibleDescription(tr("Number of components of the encoding, 1 to 8192"));
    m_baseLabel->setText(tr("&Base:"));
    m_baseSpin->setAccessibleName(tr("Base"));
    m_baseSpin->setAccessibleDescription(
            tr("Base of the denominator base^(2i/d), from 1.0001 to 10^12"));
    m_formulaLabel->setAccessibleName(tr("Formula"));
    m_views->setAccessibleName(tr("Views"));
    m_views->tabBar()->setAccessibleName(tr("Views"));
    m_tokenStrip->setToolTip(tr("The sentence with the two occurrences of the repeated word"));
    for (QPushButton *button : std::as_const(m_presetButtons)) {
        const QString id = button->property("presetId").toString();
        for (const LessonState::Preset &preset : LessonState::presets())
            if (id == QLatin1String(preset.id)) {
                button->setText(LessonState::presetName(preset));
                button->setAccessibleName(tr("Preset: %1").arg(LessonState::presetName(preset)));
                button->setAccessibleDescription(
                        tr("Sets p = %1, q = %2, d = %3, base %4 and the encoding %5")
                                .arg(preset.p)
                                .arg(preset.q)
                                .arg(preset.d)
                                .arg(display::denominatorText(preset.base),
                                     preset.encodingOn ? tr("on") : tr("off")));
            }
    }
    m_fileMenu->setTitle(tr("&File"));
    m_exportCsvAction->setText(tr("Export table as &CSV…"));
    m_exportViewAction->setText(tr("&Export current view…"));
    m_exportAllAction->setText(tr("Export &all views…"));
    m_copyViewAction->setText(tr("C&opy view to clipboard"));
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
    syncControls();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        fitControlsPanel();
    else if (event->type() == QEvent::WindowStateChange && !isFullScreen()
             && Appearance::instance()->presentation())
        setPresentation(false); // left full screen another way (window manager)
    QMainWindow::changeEvent(event);
}

void MainWindow::exportTableCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export table as CSV"),
                                                      QStringLiteral("table.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    std::ostringstream out;
    pe::writeLessonTableCsv(out, m_state->encoding(), m_state->position(), m_state->comparison(),
                            m_state->encodingOn());
    QString error;
    if (!imageexport::writeAtomically(path, QByteArray::fromStdString(out.str()), &error))
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
}

QWidget *MainWindow::currentView() const
{
    return m_views->currentWidget();
}

void MainWindow::exportCurrentView()
{
    runExportDialog(int(ExportDialog::Target::CurrentView));
}

void MainWindow::exportAllViews()
{
    runExportDialog(int(ExportDialog::Target::AllViews));
}

void MainWindow::runExportDialog(int target)
{
    QWidget *view = currentView();
    if (!view)
        return;
    if (m_exportFolder.isEmpty()) {
        const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        m_exportFolder
            = !pictures.isEmpty() && QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
    }
    const QString baseName
        = view->objectName().isEmpty() ? QStringLiteral("view") : view->objectName();
    const QString folder = target == int(ExportDialog::Target::AllViews)
        ? QDir(m_exportFolder).filePath(QStringLiteral("pe-visualiser"))
        : m_exportFolder;
    ExportDialog dialog(ExportDialog::Target(target), baseName, folder, this);
    // After a failed write the same dialog comes back with the user's choices, to pick another
    // folder or name; Cancel leaves.
    while (dialog.exec() == QDialog::Accepted) {
        if (writeExport(dialog, view))
            return;
    }
}

bool MainWindow::writeExport(const ExportDialog &dialog, QWidget *view)
{
    const QString path = dialog.path();
    QString error;
    QString done;
    bool ok = false;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    if (dialog.target() == ExportDialog::Target::CurrentView) {
        m_exportFolder = QFileInfo(path).absolutePath();
        QString title = m_views->tabText(m_views->currentIndex());
        title.remove(QLatin1Char('&'));
        const imageexport::ExportOptions options = imageexport::optionsFor(
            m_state, dialog.captionOn(), windowTitle() + QStringLiteral(": ") + title);
        ok = imageexport::saveWidget(view, path, dialog.pixelSize(), options, &error);
        done = tr("Wrote %1").arg(QDir::toNativeSeparators(path));
    } else {
        QStringList written;
        if (!QDir().mkpath(path) || !QFileInfo(path).isDir()) {
            error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(path));
        } else {
            m_exportFolder = QFileInfo(path).absolutePath();
            ok = exportall::exportAll(viewcatalogue::exportTable(), m_state, path,
                                      dialog.pixelSize(), &written, &error, dialog.captionOn());
        }
        done = tr("Wrote %n file(s) to %1", "", int(written.size()))
                   .arg(QDir::toNativeSeparators(path));
    }
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        statusBar()->showMessage(done, 5000);
    return ok;
}

void MainWindow::copyViewToClipboard()
{
    QWidget *view = currentView();
    if (view && imageexport::copyToClipboard(view, view->size()))
        statusBar()->showMessage(tr("Copied the view to the clipboard"), 5000);
}

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
