#include "mainwindow.h"

#include "appearance.h"
#include "csvexport.h"
#include "displayformat.h"
#include "encodingtablemodel.h"
#include "imageexport.h"
#include "keyboardhelp.h"
#include "language.h"
#include "lessonstate.h"
#include "normpanel.h"
#include "precisiondelegate.h"
#include "settingsstore.h"
#include "tokenstrip.h"

#include <QAccessible>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
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
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QScreen>
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

    auto *right = new QVBoxLayout;
    m_views = new QTabWidget(central);
    m_tableModel = new EncodingTableModel(m_state, this);
    m_tableView = new QTableView(m_views);
    m_tableView->setModel(m_tableModel);
    m_tableView->setItemDelegate(new PrecisionDelegate(m_tableView));
    m_tableView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_tableView->verticalHeader()->hide();
    m_tableView->setAlternatingRowColors(true);
    m_tableView->horizontalHeader()->setStretchLastSection(true);
    m_tableView->setTabKeyNavigation(false); // Tab leaves the table; arrows move the cell
    resizeTableColumns();
    auto *tablePage = new QWidget(m_views);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_focusLabel = new QLabel(tablePage);
    m_focusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_focusLabel->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, for screen readers
    tableLayout->addWidget(m_tableView, 1);
    tableLayout->addWidget(m_focusLabel);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::updateFocusLabel);
    connect(m_tableModel, &QAbstractItemModel::dataChanged, this, &MainWindow::updateFocusLabel);
    connect(m_tableModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateFocusLabel);
    addViewTab(tablePage, QT_TRANSLATE_NOOP("MainWindow", "Table"));
    // Further views are added here, one addViewTab() call each.

    right->addWidget(m_views, 1);
    m_normPanel = new NormPanel(m_state, central);
    right->addWidget(m_normPanel, 0);
    body->addLayout(right, 1);
    outer->addLayout(body, 1);
    setCentralWidget(central);

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
    chain.append(m_tableView);
    chain.append(m_focusLabel);
    chain.append(m_normPanel->focusWidgets());
    return chain;
}

void MainWindow::resizeTableColumns()
{
    // Six-decimal columns; a focused cell shows 17 digits (shrunk to fit if needed) and the
    // focus line below repeats it in full. Called again when the font changes (zoom).
    const QFontMetrics fm(m_tableView->font());
    const int numberWidth = fm.horizontalAdvance(QStringLiteral("\u22120.98999249660")) + 16;
    const int inputWidth =
            fm.horizontalAdvance(QStringLiteral("e\u2081\u2082 \u2212 0.9899920000")) + 16;
    m_tableView->setColumnWidth(EncodingTableModel::FunctionColumn,
                                fm.horizontalAdvance(QStringLiteral("cos(p/1000.00)")) + 24);
    for (int c = EncodingTableModel::PositionColumn; c <= EncodingTableModel::DifferenceColumn; ++c)
        m_tableView->setColumnWidth(c, numberWidth);
    m_tableView->setColumnWidth(EncodingTableModel::InputPColumn, inputWidth);
    m_tableView->resizeColumnToContents(EncodingTableModel::ComponentColumn);
    m_tableView->resizeColumnToContents(EncodingTableModel::PairColumn);
    m_tableView->verticalHeader()->setDefaultSectionSize(fm.height() + 10);
    // The controls column grows with the text (zoom, presentation mode).
    if (m_controlsPanel)
        m_controlsPanel->setMaximumWidth(QFontMetrics(font()).averageCharWidth() * 52);
}

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
    form->addRow(m_qLabel, qRow);

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
    connect(m_qSlider, &QSlider::valueChanged, this, [this](int v) { m_state->setComparison(v); });
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
    m_exportPngAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportWindowPng);
    m_fileMenu->addSeparator();
    m_resetAction = m_fileMenu->addAction(QString(), m_state, &LessonState::reset);
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // QKeySequence::Quit is empty without a desktop theme; Ctrl+Q is the Linux convention.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

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
            [](QAction *action) { language::install(action->data().toString()); });

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
                                    .arg(display::denominatorText(m_state->base()))
                                    .arg(m_state->width()));
    const bool english = language::current() == QLatin1String("en");
    m_englishAction->setChecked(english);
    m_chineseAction->setChecked(!english);
}

int MainWindow::addViewTab(QWidget *view, const char *title)
{
    m_viewTitles.append({view, title});
    return m_views->addTab(view, tr(title));
}

void MainWindow::showView(QWidget *view)
{
    const int index = m_views->indexOf(view);
    if (index >= 0)
        m_views->setCurrentIndex(index);
}

void MainWindow::updateFocusLabel()
{
    const QModelIndex index = m_tableView->currentIndex();
    if (!index.isValid()) {
        m_focusLabel->setText(tr("Select a cell to see its value with 17 significant digits."));
        return;
    }
    const int column = index.column();
    const int j = index.row();
    if (column >= EncodingTableModel::PositionColumn) {
        const QString header = m_tableModel->headerData(column, Qt::Horizontal).toString();
        m_focusLabel->setText(tr("Component %1 of %2 = %3")
                                      .arg(j)
                                      .arg(header, index.data(EncodingTableModel::FullTextRole).toString()));
    } else {
        m_focusLabel->setText(m_tableModel->index(j, EncodingTableModel::FunctionColumn)
                                      .data(Qt::ToolTipRole)
                                      .toString());
    }
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Positional Encoding Visualiser"));
    for (const auto &[view, title] : std::as_const(m_viewTitles))
        m_views->setTabText(m_views->indexOf(view), tr(title));
    m_tableView->resizeColumnToContents(EncodingTableModel::ComponentColumn);
    m_tableView->resizeColumnToContents(EncodingTableModel::PairColumn);
    updateFocusLabel();
    m_tableView->setAccessibleName(tr("Positional encoding table"));
    m_controlsBox->setTitle(tr("Parameters"));
    m_presetsBox->setTitle(tr("Presets"));
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
    m_tableView->setAccessibleDescription(
            tr("One row per component: function, PE(p), PE(q), the inputs and their difference. "
               "Arrow keys move the current cell."));
    m_focusLabel->setAccessibleName(tr("Current cell at full precision"));
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
    m_exportPngAction->setText(tr("Export window as &PNG…"));
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
    m_tableModel->retranslate();
    syncControls();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        resizeTableColumns();
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

void MainWindow::exportWindowPng()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export window as PNG"),
                                                      QStringLiteral("window.png"),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!imageexport::savePng(grab().toImage(), path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
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
